package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"match3/internal/naive"
)

// wrongSolutions are deliberately wrong programs, each built from source in
// the test. Each gets the path of match3 as its first argument.
var wrongSolutions = map[string]string{
	// Lines & Poker without the combination score: match3's total less
	// the combination part its trace reports.
	"nocombination": `package main

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"strings"
)

func main() {
	cmd := exec.Command(%q, "-trace")
	cmd.Stdin = os.Stdin
	trace, _ := cmd.StderrPipe()
	cmd.Start()
	lines := bufio.NewScanner(trace)
	lines.Buffer(nil, 1<<20)
	for lines.Scan() {
		var total, e, ch, co, p, end int64
		if strings.HasPrefix(lines.Text(), "total ") {
			fmt.Sscanf(lines.Text(), "total %%d = elimination %%d + chain %%d + combination %%d + pattern %%d + endgame %%d", &total, &e, &ch, &co, &p, &end)
			fmt.Println(e + ch + p + end)
		}
	}
	cmd.Wait()
}
`,
	// A solver that never answers in time.
	"sleepy": `package main

import "time"

func main() { time.Sleep(time.Minute) }
`,
	// A Mayan "solver" that gives up on everything.
	"giveup": `package main

import "fmt"

func main() { fmt.Println(-1) }
`,
}

// build compiles one wrong solution into dir.
func build(t *testing.T, dir, name, match3 string) string {
	t.Helper()
	src := wrongSolutions[name]
	if strings.Contains(src, "%q") {
		src = fmt.Sprintf(src, match3)
	}
	file := filepath.Join(dir, name+".go")
	if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(dir, name)
	if out, err := exec.Command("go", "build", "-o", bin, file).CombinedOutput(); err != nil {
		t.Fatalf("building %s: %v\n%s", name, err, out)
	}
	return bin
}

// mustFind runs a stress that must find a difference, and returns its
// report and the shrunk input it wrote.
func mustFind(t *testing.T, cfg config) (report string, small []byte) {
	t.Helper()
	var log strings.Builder
	found, err := stress(cfg, &log)
	if !found || err != nil {
		t.Fatalf("no difference found (%v):\n%s", err, log.String())
	}
	small, err = os.ReadFile(cfg.out)
	if err != nil {
		t.Fatal(err)
	}
	return log.String(), small
}

func TestStress(t *testing.T) {
	if testing.Short() {
		t.Skip("builds programs")
	}
	match3, err := buildMatch3()
	if err != nil {
		t.Fatal(err)
	}
	defer os.RemoveAll(filepath.Dir(match3))
	dir := t.TempDir()
	base := config{match3: match3, count: 300, seed: 1, timeout: 5 * time.Second}

	t.Run("match3 against itself", func(t *testing.T) {
		for _, game := range []string{"poker", "mayan"} {
			cfg := base
			cfg.game, cfg.solution, cfg.count = game, match3, 100
			cfg.out = filepath.Join(dir, "self.in")
			var log strings.Builder
			if found, err := stress(cfg, &log); found || err != nil {
				t.Errorf("%s: found a difference (%v):\n%s", game, err, log.String())
			}
		}
	})

	t.Run("no combination score", func(t *testing.T) {
		cfg := base
		cfg.game, cfg.solution = "poker", build(t, dir, "nocombination", match3)
		cfg.out = filepath.Join(dir, "poker.in")
		report, small := mustFind(t, cfg)
		g, err := naive.ParseGame(string(small))
		if err != nil {
			t.Fatal(err)
		}
		// A combination score needs a block of 4 or more, made by one
		// swap on a board of a few rows and columns.
		if g.N*g.M > 25 || len(g.Ops) > 2 {
			t.Errorf("shrunk to %dx%d with %d operations:\n%s", g.N, g.M, len(g.Ops), small)
		}
		if !strings.Contains(report, "match3's trace:") {
			t.Errorf("no trace in the report:\n%s", report)
		}
	})

	t.Run("gives up on every puzzle", func(t *testing.T) {
		cfg := base
		cfg.game, cfg.solution = "mayan", build(t, dir, "giveup", match3)
		cfg.out = filepath.Join(dir, "mayan.in")
		_, small := mustFind(t, cfg)
		n, b, err := naive.ParseMayan(string(small))
		if err != nil {
			t.Fatal(err)
		}
		// Shrinking is greedy, so not always to the least case (one
		// move, three blocks), but to a small one.
		if n > 3 || b.Blocks() > 9 {
			t.Errorf("shrunk to %d moves, %d blocks:\n%s", n, b.Blocks(), small)
		}
	})

	t.Run("too slow", func(t *testing.T) {
		cfg := base
		cfg.game, cfg.solution, cfg.timeout = "mayan", build(t, dir, "sleepy", match3), 100*time.Millisecond
		cfg.out = filepath.Join(dir, "slow.in")
		if report, _ := mustFind(t, cfg); !strings.Contains(report, "timeout after 100ms") {
			t.Errorf("timeout not reported:\n%s", report)
		}
	})
}
