package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"match3/internal/naive"
	"match3/internal/testenv"
)

// traceReader starts a wrong solution that runs match3 (its path is put
// in for %q) with -trace and reads the trace line by line: the three
// below add what their mistake changes to the total match3 reports.
const traceReader = `package main

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
`

// wrongSolutions are deliberately wrong programs, each built from source in
// the test. Each gets the path of match3 as its first argument.
var wrongSolutions = map[string]string{
	// Lines & Poker without the combination score: match3's total less
	// the combination part its trace reports.
	"nocombination": traceReader + `	for lines.Scan() {
		var total, e, ch, co, p, end int64
		if strings.HasPrefix(lines.Text(), "total ") {
			fmt.Sscanf(lines.Text(), "total %%d = elimination %%d + chain %%d + combination %%d + pattern %%d + endgame %%d", &total, &e, &ch, &co, &p, &end)
			fmt.Println(e + ch + p + end)
		}
	}
	cmd.Wait()
}
`,
	// Lines & Poker with the chain score read as 80 x^2: match3's total
	// plus 80 (2x - 1) for every operation of x rounds its trace reports
	// (80 x^2 - 80 (x-1)^2), the chain-squared mistake and no other.
	"chainsquared": traceReader + `	var extra, total int64
	for lines.Scan() {
		var x int64
		if _, err := fmt.Sscanf(strings.TrimSpace(lines.Text()), "chain 80 x (%%d-1)^2", &x); err == nil {
			extra += 80 * (2*x - 1)
		}
		if strings.HasPrefix(lines.Text(), "total ") {
			fmt.Sscanf(lines.Text(), "total %%d", &total)
		}
	}
	cmd.Wait()
	fmt.Println(total + extra)
}
`,
	// Lines & Poker with two mistakes: the chain score read as 80 x^2
	// (chain-squared, as above) and each round's elimination as its color
	// sum, not times the round (no-round-multiplier): match3's total, plus
	// 80 (2x - 1) an operation of x rounds, less (r - 1) x sum for each
	// round r whose colors sum to sum, as its trace reports them.
	"twomistakes": traceReader + `	var extra, total int64
	for lines.Scan() {
		var x, r, sum, e int64
		line := strings.TrimSpace(lines.Text())
		if _, err := fmt.Sscanf(line, "chain 80 x (%%d-1)^2", &x); err == nil {
			extra += 80 * (2*x - 1)
		}
		if _, err := fmt.Sscanf(line, "elimination %%d x %%d = %%d", &r, &sum, &e); err == nil {
			extra -= (r - 1) * sum
		}
		if strings.HasPrefix(lines.Text(), "total ") {
			fmt.Sscanf(lines.Text(), "total %%d", &total)
		}
	}
	cmd.Wait()
	fmt.Println(total + extra)
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

// script writes an executable file into dir.
func script(t *testing.T, dir, name, text string) string {
	t.Helper()
	file := filepath.Join(dir, name)
	if err := os.WriteFile(file, []byte(text), 0o755); err != nil {
		t.Fatal(err)
	}
	return file
}

// mustFind runs a stress that must find a difference, and returns its
// report and the shrunk input it wrote.
func mustFind(t *testing.T, cfg config) (report string, small []byte) {
	t.Helper()
	var log strings.Builder
	res, err := stress(cfg, &log)
	if res.wrong+res.slow == 0 || err != nil {
		t.Fatalf("no difference found (%v):\n%s", err, log.String())
	}
	small, err = os.ReadFile(cfg.out)
	if err != nil {
		t.Fatal(err)
	}
	return log.String(), small
}

func TestMain(m *testing.M) {
	// Most of these tests wait on time limits, not on the processor: more
	// of them run at once than there are cores, unless -parallel says.
	flag.Parse()
	if p := flag.Lookup("test.parallel"); p != nil && p.Value.String() == p.DefValue {
		p.Value.Set(fmt.Sprint(4 * p.Value.(flag.Getter).Get().(int)))
	}
	code := m.Run()
	testenv.RemoveMatch3()
	os.Exit(code)
}

func TestStress(t *testing.T) {
	t.Parallel() // its subtests wait on time limits
	match3 := testenv.Match3(t)
	dir := t.TempDir()
	base := config{match3: match3, count: 300, seed: 1, timeout: 5 * time.Second, maxFail: 1, shrinkTime: 30 * time.Second, fixed: map[string]bool{}, gen: "go run ../gen"}

	t.Run("match3 against itself", func(t *testing.T) {
		for _, game := range []string{"poker", "mayan"} {
			cfg := base
			cfg.game, cfg.solution, cfg.count = game, []string{match3}, 100
			cfg.out = filepath.Join(dir, "self.in")
			var log strings.Builder
			if res, err := stress(cfg, &log); res.wrong+res.slow > 0 || err != nil {
				t.Errorf("%s: found a difference (%v):\n%s", game, err, log.String())
			}
		}
	})

	t.Run("no combination score", func(t *testing.T) {
		cfg := base
		cfg.game, cfg.solution = "poker", []string{build(t, dir, "nocombination", match3)}
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
		if _, err := os.Stat(filepath.Join(dir, "poker.html")); err != nil {
			t.Errorf("no replay page beside the input: %v", err)
		}
		for _, want := range []string{"match3's trace:", "difference 1: input ", "go run ../gen -game poker -seed ", "wrong answer: expected ", "replay page: ",
			"\nmistakes on the shrunk input: no catalogued mistake, nor two or three at once, gives the solution's answer\n"} {
			if !strings.Contains(report, want) {
				t.Errorf("report lacks %q:\n%s", want, report)
			}
		}
	})

	// A solution that makes one catalogued mistake is told which, on the
	// input found and the shrunk one; the differences after the first
	// name the same mistake, and are not reported again.
	t.Run("chain squared", func(t *testing.T) {
		cfg := base
		cfg.game, cfg.solution, cfg.maxFail, cfg.shrinkTime, cfg.count = "poker", []string{build(t, dir, "chainsquared", match3)}, 3, 5*time.Second, 60
		cfg.out = filepath.Join(dir, "chain.in")
		var log strings.Builder
		res, err := stress(cfg, &log)
		report := log.String()
		if res.wrong != 1 || res.alike == 0 || err != nil {
			t.Fatalf("%+v (%v), want one difference reported and the rest alike:\n%s", res, err, report)
		}
		named := "the solution's answer is that of a solution that reads the chain score is 80 x^2 instead of 80 (x-1)^2 (chain-squared)\n"
		if !regexp.MustCompile(`\nmistakes on input \d+: `+regexp.QuoteMeta(named)).MatchString(report) ||
			!strings.Contains(report, "\nmistakes on the shrunk input: "+named) ||
			!strings.Contains(report, "like one reported (the same mistakes named, or the same input once shrunk) not reported again\n") {
			t.Errorf("the mistake is not named, or the alike differences not told:\n%s", report)
		}
	})

	// A solution that makes two catalogued mistakes, chain-squared and
	// no-round-multiplier: where no operation has two rounds only the
	// first shows; -max-fail 2 finds a difference that names both, and
	// writes two files; the diagnosis over all the answers names the pair.
	t.Run("two mistakes", func(t *testing.T) {
		cfg := base
		cfg.game, cfg.solution, cfg.maxFail, cfg.shrinkTime = "poker", []string{build(t, dir, "twomistakes", match3)}, 2, 5*time.Second
		cfg.out = filepath.Join(dir, "two.in")
		var log strings.Builder
		res, err := stress(cfg, &log)
		report := log.String()
		if res.wrong != 2 || err != nil {
			t.Fatalf("%+v (%v), want two differences:\n%s", res, err, report)
		}
		if !strings.Contains(report, "(no-round-multiplier + chain-squared)") ||
			!regexp.MustCompile(`\ndiagnosis: one reading explains all \d+ answers \(\d+ differ from the rules\): no-round-multiplier \+ chain-squared\n`).MatchString(report) {
			t.Errorf("both mistakes are not named:\n%s", report)
		}
		for _, name := range []string{"two.in", "two-2.in"} {
			if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
				t.Errorf("%s not written: %v", name, err)
			}
		}
	})

	t.Run("gives up on every puzzle, in Python", func(t *testing.T) {
		t.Parallel() // it waits on time limits
		py := testenv.MustHave(t, "apt-get install -y python3", "python3")
		cfg := base
		cfg.game, cfg.solution = "mayan", []string{py, script(t, dir, "giveup.py", "print(-1)\n")}
		cfg.out = filepath.Join(dir, "mayan.in")
		// Python answers at once, but a loaded machine has taken more than
		// 5 s to start it: no timeout is this test's business.
		cfg.timeout = time.Minute
		// The shrinker stops where nothing smaller fails, long before this
		// budget on an idle machine; a loaded one must not stop it early,
		// as the size is what the test checks.
		cfg.shrinkTime = 10 * time.Minute
		report, small := mustFind(t, cfg)
		n, b, err := naive.ParseMayan(string(small))
		if err != nil {
			t.Fatal(err)
		}
		// Shrinking is greedy, so not always to the least case (one
		// move, three blocks), but to a small one, still solvable.
		if n > 3 || b.Blocks() > 9 || (naive.MayanReading{}).Answer(b, n) == "-1\n" {
			t.Errorf("shrunk to %d moves, %d blocks:\n%s", n, b.Blocks(), small)
		}
		if !strings.Contains(report, "verdict on the shrunk input: wrong answer: -1, but ") {
			t.Errorf("no -check verdict in the report:\n%s", report)
		}
	})

	t.Run("a hanging wrapper is stopped at the limit", func(t *testing.T) {
		t.Parallel() // it waits on time limits
		cfg := base
		cfg.game, cfg.timeout, cfg.shrinkTime = "mayan", 300*time.Millisecond, time.Second
		cfg.solution = []string{"sh", script(t, dir, "hang.sh", "#!/bin/sh\nsleep 100\necho -1\n")}
		cfg.out = filepath.Join(dir, "slow.in")
		start := time.Now()
		o := runOne(cfg.solution, "1\n0\n0\n0\n0\n0\n", cfg.timeout)
		// The wrapper sleeps 100 s: ended well before that, it was ended at
		// the limit, however long a loaded machine took to do it.
		if took := time.Since(start); took > 60*time.Second || !strings.HasPrefix(o.failure, "timeout after 300ms") {
			t.Errorf("one run: %q after %v", o.failure, took)
		}
		if report, _ := mustFind(t, cfg); !strings.Contains(report, "timeout after 300ms") {
			t.Errorf("timeout not reported:\n%s", report)
		}
	})

	// A solution that never finishes on a board with an empty column is
	// told that it may loop, not that it is slow, and the run's status
	// says only timeouts.
	t.Run("a loop on an empty column", func(t *testing.T) {
		t.Parallel() // it waits on time limits
		cfg := base
		// The loop sleeps 100 s; the rest (sh and match3 on a small
		// puzzle) has seconds to spare under the limit however loaded the
		// machine, where 500 ms was eaten.
		cfg.game, cfg.timeout, cfg.shrinkTime, cfg.count = "mayan", 10*time.Second, 3*time.Second, 10
		cfg.solution = []string{"sh", script(t, dir, "loop.sh", "#!/bin/sh\nin=$(cat)\nif echo \"$in\" | tail -n +2 | grep -qx 0; then sleep 100; fi\necho \"$in\" | "+match3+"\n")}
		cfg.out = filepath.Join(dir, "loop.in")
		var log strings.Builder
		res, err := stress(cfg, &log)
		report := log.String()
		if err != nil || res.status() != statusSlow || !strings.Contains(report, "may loop forever, not be slow") {
			t.Errorf("%+v (%v), status %d:\n%s", res, err, res.status(), report)
		}
	})

	t.Run("a crash shows the solution's stderr", func(t *testing.T) {
		cfg := base
		cfg.game, cfg.shrinkTime = "poker", 3*time.Second
		cfg.solution = []string{"sh", script(t, dir, "crash.sh", "#!/bin/sh\necho 'panic: index out of range [7]' >&2\nexit 2\n")}
		cfg.out = filepath.Join(dir, "crash.in")
		report, _ := mustFind(t, cfg)
		if !strings.Contains(report, "solution's stderr (first lines):\n    panic: index out of range [7]\n") || !strings.Contains(report, "crash (exit status 2)") {
			t.Errorf("crash report:\n%s", report)
		}
	})

	// A solution that cannot start (python3 on a file that is not there)
	// fails on the first input and on the smallest alike: the report says
	// so before any shrinking, with its stderr.
	t.Run("a solution that never started", func(t *testing.T) {
		cfg := base
		cfg.game = "mayan"
		cfg.solution = []string{"sh", filepath.Join(dir, "no-such-mayan.sh")}
		cfg.out = filepath.Join(dir, "nostart.in")
		var log, progress strings.Builder
		cfg.progress = &progress
		res, err := stress(cfg, &log)
		report := log.String()
		if res.wrong != 1 || err != nil || !strings.Contains(report, "it may not have started") || !strings.Contains(report, "no-such-mayan.sh") ||
			!strings.Contains(report, "check the command, run from ") {
			t.Errorf("found %+v (%v):\n%s", res, err, report)
		}
		if strings.Contains(progress.String(), "shrinking") {
			t.Errorf("it shrank:\n%s", progress.String())
		}
		if small, _ := os.ReadFile(cfg.out); string(small) != "1\n0\n0\n0\n0\n0\n" {
			t.Errorf("written: %q", small)
		}
	})

	// Two bugs: nothing printed on an empty board (the verdict is a
	// presentation error), -1 on every other puzzle. A difference found as
	// a wrong -1 must stay one while shrinking, not drift to the empty board.
	t.Run("shrinking keeps a wrong answer a wrong answer", func(t *testing.T) {
		cfg := base
		cfg.game = "mayan"
		cfg.solution = []string{"sh", script(t, dir, "twobugs.sh", "#!/bin/sh\n# 0s only after n: an empty board\nif tr -s ' \\n' '\\n\\n' | tail -n +2 | grep -qv '^0$'; then echo -1; fi\n")}
		cfg.out = filepath.Join(dir, "twobugs.in")
		report, small := mustFind(t, cfg)
		if _, b, _ := naive.ParseMayan(string(small)); b.Blocks() == 0 || !strings.Contains(report, "verdict on the shrunk input: wrong answer: -1, but") {
			t.Errorf("drifted:\n%s", report)
		}
	})

	// A solution too slow on puzzles of 9 blocks or more, right on the
	// rest (match3 answers them): a timeout found on a large puzzle stays
	// a timeout. The fast path (sh, tr, grep and match3) has seconds to
	// spare under the limit, however loaded the machine; the slow one
	// sleeps far past it.
	t.Run("shrinking keeps a timeout a timeout", func(t *testing.T) {
		t.Parallel() // it waits on time limits
		cfg := base
		cfg.game, cfg.timeout, cfg.shrinkTime = "mayan", 3*time.Second, 10*time.Second
		// Random boards of 20 blocks, all too slow for it, so that the run
		// stops after five timeouts in a row.
		cfg.fixed = map[string]bool{"blocks": true, "solvable": true}
		cfg.mayan.Blocks, cfg.mayan.Solvable = 20, false
		cfg.solution = []string{"sh", script(t, dir, "slowbig.sh", "#!/bin/sh\nin=$(cat)\nif [ $(echo \"$in\" | tr -s ' \\n' '\\n\\n' | tail -n +2 | grep -cv '^0$') -ge 9 ]; then sleep 60; fi\necho \"$in\" | "+match3+"\n")}
		cfg.out = filepath.Join(dir, "slowbig.in")
		report, small := mustFind(t, cfg)
		if _, b, _ := naive.ParseMayan(string(small)); b.Blocks() < 9 || !strings.Contains(report, "  timeout after 3s") {
			t.Errorf("%d blocks:\n%s", b.Blocks(), report)
		}
	})
}

// TestSlowAndWrong: a Mayan solution too slow for puzzles of five moves
// (the mix's judge-size ones) that gives up on the rest, run with the
// options docs/stress.md shows: its wrong -1 is found and named; the
// timeouts are told (how many, at what sizes, what would help) and did
// not use the run up. The progress line's sizes while shrinking are the
// written file's.
func TestSlowAndWrong(t *testing.T) {
	t.Parallel() // it waits on time limits
	match3 := testenv.Match3(t)
	dir := t.TempDir()
	cfg, err := parseFlags([]string{"-game", "mayan", "-solution", "sh " + script(t, dir, "slowwrong.sh",
		"#!/bin/sh\nif [ \"$(head -c 1)\" = 5 ]; then sleep 30; fi\necho -1\n"),
		"-count", "1000", "-out", filepath.Join(dir, "failing.in")}, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	cfg.match3, cfg.gen = match3, "gen"
	// A seed whose first two inputs are judge-size: the run meets the
	// timeouts before any wrong answer.
	for cfg.seed = 1; !cfg.generate(1).large || !cfg.generate(2).large; cfg.seed++ {
	}
	var log, progress strings.Builder
	cfg.progress = &progress
	res, err := stress(cfg, &log)
	report := log.String()
	if res.wrong != 1 || err != nil || !regexp.MustCompile(`  on input \d+: wrong answer: -1, but `).MatchString(report) {
		t.Fatalf("found %+v (%v), want the wrong -1:\n%s", res, err, report)
	}
	small, _ := os.ReadFile(cfg.out)
	if !strings.Contains(report, fmt.Sprintf(" to %d bytes, written to ", len(small))) {
		t.Errorf("the report gives another size than the file's %d bytes:\n%s", len(small), report)
	}
	// The first shrinking is the difference's (the diagnosis shrinks
	// after it): its last progress line names the file's size.
	first := progress.String()
	if at := strings.Index(first, " tries, "); at >= 0 {
		first = first[:at+strings.IndexByte(first[at:], '\n')]
	}
	sizes := regexp.MustCompile(`the smallest failing input (\d+) bytes`).FindAllStringSubmatch(first, -1)
	if len(sizes) == 0 || sizes[len(sizes)-1][1] != fmt.Sprint(len(small)) {
		t.Errorf("progress sizes %v, the file %d bytes", sizes, len(small))
	}
	if !regexp.MustCompile(`timeouts: \d+ of \d+ inputs took longer than 2s:\n    input 1: 5 moves, \d+ blocks, \d+ colors\n    input 2: 5 moves`).MatchString(report) ||
		!strings.Contains(report, "-timeout 10s gives it longer, -moves 3 keeps the inputs small") {
		t.Errorf("the timeouts are not told, or without what would help:\n%s", report)
	}
}

// TestTimeoutsLast: on a solution that is slow on every judge-size puzzle
// and right on the rest, the run skips judge-size inputs after three
// timeouts, tells them, reports one at the end, and calls the solution
// slow, not wrong: its exit status is its own. (The fast path has seconds
// to spare under the limit; the slow one sleeps far past it.)
func TestTimeoutsLast(t *testing.T) {
	t.Parallel() // it waits on time limits
	match3 := testenv.Match3(t)
	dir := t.TempDir()
	// Right on small puzzles: match3 itself answers them.
	sol := script(t, dir, "slowbig.sh", "#!/bin/sh\nin=$(cat)\nif [ $(echo \"$in\" | tr -s ' \\n' '\\n\\n' | tail -n +2 | grep -cv '^0$') -ge 19 ]; then sleep 60; fi\necho \"$in\" | "+match3+"\n")
	cfg := config{game: "mayan", solution: []string{"sh", sol}, match3: match3, count: 60, seed: 1, timeout: 3 * time.Second,
		maxFail: 1, shrinkTime: time.Second, fixed: map[string]bool{}, gen: "gen", out: filepath.Join(dir, "slow.in")}
	var log strings.Builder
	res, err := stress(cfg, &log)
	report := log.String()
	if res.wrong != 0 || res.slow != 1 || res.status() != statusSlow || err != nil || !strings.Contains(report, "judge-size inputs from input ") ||
		!strings.Contains(report, "  timeout after 3s") || !regexp.MustCompile(`\nslow: no wrong answer in \d+ inputs, but \d+ of them timed out`).MatchString(report) {
		t.Errorf("found %+v (%v):\n%s", res, err, report)
	}
}

// TestFromAnotherDirectory: the stress command, installed and run in a
// directory of the user's, takes the user's relative paths and writes the
// failing input there.
func TestFromAnotherDirectory(t *testing.T) {
	match3 := testenv.Match3(t)
	bin := filepath.Join(t.TempDir(), "stress")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	home := t.TempDir()
	script(t, home, "sol.sh", "#!/bin/sh\necho -1\n")
	cmd := exec.Command(bin, "-game", "mayan", "-solution", "./sol.sh", "-match3", match3, "-shrink-time", "2s")
	cmd.Dir = home
	out, err := cmd.CombinedOutput()
	if code := cmd.ProcessState.ExitCode(); code != 1 {
		t.Fatalf("exit %d (%v), want 1:\n%s", code, err, out)
	}
	if _, err := os.Stat(filepath.Join(home, "stress-failing.in")); err != nil {
		t.Errorf("stress-failing.in not in the current directory: %v\n%s", err, out)
	}
	// Outside the module the generator is gen, as go install puts it.
	if !strings.Contains(string(out), "made by\n    gen -game mayan -seed ") {
		t.Errorf("the made-by command is not gen's:\n%s", out)
	}
}

// TestDefaultMix: the default mix holds judge-size inputs of both games.
func TestDefaultMix(t *testing.T) {
	cfg := config{seed: 1, fixed: map[string]bool{}}
	bigGames, fiveMoves := 0, 0
	for i := 1; i <= 100; i++ {
		cfg.game = "poker"
		if tr := cfg.generate(i); strings.HasPrefix(tr.input, "4") || strings.HasPrefix(tr.input, "50 ") {
			if g, err := naive.ParseGame(tr.input); err == nil && g.N >= 40 && g.M >= 40 && len(g.Ops) >= 500 && tr.large {
				bigGames++
			}
		}
		cfg.game = "mayan"
		if tr := cfg.generate(i); strings.HasPrefix(tr.input, "5\n") && strings.Contains(tr.made, "-moves 5") && tr.large {
			fiveMoves++
		}
	}
	if bigGames < 3 || fiveMoves < 8 {
		t.Errorf("in 100 inputs: %d judge-size games, %d five-move puzzles", bigGames, fiveMoves)
	}
}

// TestMadeAgain: the command a report prints makes the same input.
func TestMadeAgain(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the generator")
	}
	gen, note := genCommand()
	if gen != "go run ../gen" || note != "" {
		t.Fatalf("inside the module, in tools/stress, the generator runs as %q (%q)", gen, note)
	}
	cfg := config{seed: 40, fixed: map[string]bool{}, gen: gen}
	for _, game := range []string{"poker", "mayan"} {
		cfg.game = game
		for i := 1; i <= 3; i++ {
			tr := cfg.generate(i)
			args := strings.Fields(tr.made)
			out, err := exec.Command(args[0], args[1:]...).Output()
			if err != nil || string(out) != tr.input {
				t.Errorf("%s: %v; makes another input", tr.made, err)
			}
		}
	}
}

// TestUsage: a missing or unstartable solution is a usage error, before
// any input is made.
func TestUsage(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{nil, "no solution to check: give -solution"},
		{[]string{"-solution", "./no-such-program"}, `the solution "./no-such-program" cannot be started`},
		{[]string{"-solution", "sh x", "-game", "chess"}, `-game "chess"`},
		{[]string{"-solution", "sh x", "-moves", "6"}, "-moves 6: want 1..5"},
		{[]string{"-solution", "sh x", "-moves", "4"}, "-moves is an option of -game mayan, not of poker"},
		{[]string{"-solution", "sh x", "-game", "mayan", "-n", "0"}, "-n 0: want 2..50"}, // the statement: 2 <= n, m <= 50
		{[]string{"-solution", "sh x", "-n", "2", "-m", "2"}, "-n 2 -m 2: the statement wants n + m > 4"},
		{[]string{"-solution", "sh", "extra"}, `unexpected argument "extra"`},
		{[]string{"-solution", "sh x", "-timeout", "soon"}, "want seconds (5, 0.5) or a duration (5s, 500ms)"},
		{[]string{"-solution", "sh x", "-match3", "./no-such-match3"}, `-match3 "./no-such-match3" cannot be started`},
		{[]string{"-solution", `"sh x`}, `a " is not closed`},
	} {
		var stderr strings.Builder
		_, err := parseFlags(c.args, &stderr)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v, want %q", c.args, err, c.want)
		}
	}
	for _, c := range []struct {
		arg  string
		want time.Duration
	}{{"5", 5 * time.Second}, {"0.5", 500 * time.Millisecond}, {"5s", 5 * time.Second}, {"300ms", 300 * time.Millisecond}} {
		if cfg, err := parseFlags([]string{"-solution", "sh x", "-timeout", c.arg}, io.Discard); err != nil || cfg.timeout != c.want {
			t.Errorf("-timeout %s: %v (%v), want %v", c.arg, cfg.timeout, err, c.want)
		}
	}
	var stderr strings.Builder
	if _, err := parseFlags([]string{"-h"}, &stderr); !strings.HasPrefix(stderr.String(), "usage: stress ") || err == nil {
		t.Errorf("-h: %q", stderr.String())
	}
}

// TestMatch3MustRun: a match3 that does not answer is an error before
// the run, not a judge that passes every answer.
func TestMatch3MustRun(t *testing.T) {
	broken := script(t, t.TempDir(), "match3", "#!/bin/sh\necho 'cannot start' >&2\nexit 1\n")
	for _, game := range []string{"poker", "mayan"} {
		cfg := config{game: game, match3: broken}
		if err := cfg.match3Runs(); err == nil || !strings.Contains(err.Error(), "does not answer the smallest input: crash (exit status 1) cannot start") {
			t.Errorf("%s: %v", game, err)
		}
	}
	if testing.Short() {
		return
	}
	cfg := config{game: "mayan", match3: testenv.Match3(t)}
	if err := cfg.match3Runs(); err != nil {
		t.Errorf("match3 itself: %v", err)
	}
}

// TestLegalInputs: what stress writes for others keeps the statement's
// promises (2 <= n, m; n + m > 4; 2 <= k), though match3 reads more: the
// mix's games, the inputs made to tell readings apart, and a game shrunk
// as far as it goes.
func TestLegalInputs(t *testing.T) {
	legal := func(what, input string) {
		g, err := naive.ParseGame(input)
		if err != nil || g.N < 2 || g.M < 2 || g.N+g.M <= 4 || g.K < 2 {
			t.Errorf("%s: not a legal game (%v):\n%s", what, err, input)
		}
	}
	cfg := config{game: "poker", seed: 1, fixed: map[string]bool{}}
	for i := 1; i <= 300; i++ {
		legal(fmt.Sprintf("input %d", i), cfg.generate(i).input)
		legal(fmt.Sprintf("telling input %d", i), cfg.telling(int64(i), i%4).input)
	}
	legal("the smallest input", cfg.smallestInput())
	shrunk := shrinkPoker(cfg.generate(3).input, func(string) bool { return true })
	legal("a game shrunk as far as it goes", shrunk)
}
