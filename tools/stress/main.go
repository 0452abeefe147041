// Command stress checks a solution against match3 on random inputs until
// they disagree (the classic 对拍):
//
//	go run ./tools/stress -game poker -solution ./their-binary -count 1000 -seed 1
//
// At the first difference, crash or timeout it shrinks the input (fewer
// operations, then a smaller board; for a Mayan puzzle fewer blocks) while
// the difference remains, writes it to a file, and prints both answers and,
// for Lines & Poker, match3's trace of the shrunk case.
package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"match3/internal/gen"
	"match3/internal/naive"
)

// config is one stress run.
type config struct {
	game     string // poker or mayan
	solution string // their program
	match3   string // the reference program
	count    int
	seed     int64
	timeout  time.Duration
	out      string // where the shrunk failing input goes
}

func main() {
	var cfg config
	flag.StringVar(&cfg.game, "game", "poker", "poker or mayan")
	flag.StringVar(&cfg.solution, "solution", "", "the program to check: reads stdin, writes the answer on stdout")
	flag.StringVar(&cfg.match3, "match3", "", "match3 binary to compare with (default: build it from this module)")
	flag.IntVar(&cfg.count, "count", 1000, "inputs to try")
	flag.Int64Var(&cfg.seed, "seed", 1, "random seed of the first input")
	flag.DurationVar(&cfg.timeout, "timeout", 2*time.Second, "time limit for one run of the solution")
	flag.StringVar(&cfg.out, "out", "stress-failing.in", "file for the shrunk failing input")
	flag.Parse()
	if cfg.solution == "" || cfg.game != "poker" && cfg.game != "mayan" {
		fmt.Fprintln(os.Stderr, "stress: need -solution PROGRAM and -game poker or mayan")
		os.Exit(2)
	}
	if cfg.match3 == "" {
		bin, err := buildMatch3()
		if err != nil {
			fmt.Fprintln(os.Stderr, "stress:", err)
			os.Exit(2)
		}
		defer os.RemoveAll(filepath.Dir(bin))
		cfg.match3 = bin
	}
	found, err := stress(cfg, os.Stdout)
	if err != nil {
		fmt.Fprintln(os.Stderr, "stress:", err)
		os.Exit(2)
	}
	if found {
		os.Exit(1)
	}
}

// buildMatch3 builds match3 from the root of this module into a temp dir.
func buildMatch3() (string, error) {
	mod, err := exec.Command("go", "env", "GOMOD").Output()
	if err != nil || len(bytes.TrimSpace(mod)) == 0 {
		return "", errors.New("run me inside the match3 module, or give -match3")
	}
	dir, err := os.MkdirTemp("", "stress")
	if err != nil {
		return "", err
	}
	bin := filepath.Join(dir, "match3")
	build := exec.Command("go", "build", "-o", bin, ".")
	build.Dir = filepath.Dir(string(bytes.TrimSpace(mod)))
	if out, err := build.CombinedOutput(); err != nil {
		return "", fmt.Errorf("building match3: %v\n%s", err, out)
	}
	return bin, nil
}

// result is what one program did with one input.
type result struct {
	answer  string
	failure string // "", or what went wrong: a crash, a timeout
}

func (r result) String() string {
	if r.failure != "" {
		return r.failure
	}
	return strings.TrimSpace(r.answer)
}

// runOne runs a program on an input within a time limit.
func runOne(program, input string, limit time.Duration, args ...string) (result, string) {
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	defer cancel()
	cmd := exec.CommandContext(ctx, program, args...)
	cmd.Stdin = strings.NewReader(input)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	switch {
	case ctx.Err() != nil:
		return result{failure: fmt.Sprintf("timeout after %v", limit)}, stderr.String()
	case err != nil:
		return result{failure: fmt.Sprintf("crash (%v)", err)}, stderr.String()
	}
	return result{answer: stdout.String()}, stderr.String()
}

// differs reports whether the solution disagrees with match3 on input, and
// both results. Answers are compared token by token, as judges do.
func (cfg config) differs(input string) (bool, result, result) {
	ours, _ := runOne(cfg.match3, input, time.Minute)
	theirs, _ := runOne(cfg.solution, input, cfg.timeout)
	if ours.failure != "" {
		return false, theirs, ours // not a valid input: never keep it
	}
	same := theirs.failure == "" && strings.Join(strings.Fields(theirs.answer), " ") == strings.Join(strings.Fields(ours.answer), " ")
	return !same, theirs, ours
}

// generate writes input number i: small, so that a failure shrinks fast.
func (cfg config) generate(i int) string {
	rng := rand.New(rand.NewSource(cfg.seed + int64(i)))
	if cfg.game == "mayan" {
		return gen.Mayan{
			Moves:    1 + rng.Intn(3),
			Blocks:   3 + rng.Intn(12),
			Colors:   1 + rng.Intn(4),
			Solvable: rng.Intn(2) == 0,
		}.Puzzle(rng)
	}
	return gen.Poker{
		N: 2 + rng.Intn(7), M: 2 + rng.Intn(7), K: 2 + rng.Intn(4), Q: 1 + rng.Intn(30),
		Special: rng.Float64() * 0.5, Valid: 0.8,
	}.Game(rng)
}

// stress tries cfg.count inputs and reports whether it found a difference.
func stress(cfg config, log io.Writer) (bool, error) {
	for i := 0; i < cfg.count; i++ {
		input := cfg.generate(i)
		bad, theirs, ours := cfg.differs(input)
		if !bad {
			continue
		}
		fmt.Fprintf(log, "input %d (seed %d): solution says %q, match3 says %q\n", i, cfg.seed+int64(i), theirs, ours)
		small := cfg.shrink(input)
		if err := os.WriteFile(cfg.out, []byte(small), 0o644); err != nil {
			return true, err
		}
		_, theirs, ours = cfg.differs(small)
		fmt.Fprintf(log, "shrunk to %d bytes, written to %s:\n%s", len(small), cfg.out, small)
		fmt.Fprintf(log, "solution: %s\nmatch3:   %s\n", theirs, ours)
		if cfg.game == "poker" {
			_, trace := runOne(cfg.match3, small, time.Minute, "-trace")
			fmt.Fprintf(log, "match3's trace:\n%s", trace)
		}
		return true, nil
	}
	fmt.Fprintf(log, "no difference in %d inputs\n", cfg.count)
	return false, nil
}

// shrink makes the failing input smaller while it still fails.
func (cfg config) shrink(input string) string {
	fails := func(s string) bool { bad, _, _ := cfg.differs(s); return bad }
	if cfg.game == "mayan" {
		return shrinkMayan(input, fails)
	}
	return shrinkPoker(input, fails)
}

// shrinkPoker drops operations (halves, quarters, ... single ones), then
// rows and columns, then specials, as long as the input still
// fails; the reference rejects any input that broke a promise (a run on the
// board), so such steps are never kept.
func shrinkPoker(input string, fails func(string) bool) string {
	g, err := naive.ParseGame(input)
	if err != nil {
		return input
	}
	try := func(h *naive.Game) bool {
		if len(h.Ops) == 0 || !fails(h.Input()) {
			return false
		}
		g = h
		return true
	}
	for chunk := len(g.Ops) / 2; chunk >= 1; chunk /= 2 {
		for at := 0; at+chunk <= len(g.Ops); {
			h := *g
			h.Ops = append(append([][4]int(nil), g.Ops[:at]...), g.Ops[at+chunk:]...)
			if !try(&h) {
				at += chunk
			}
		}
	}
	for progress := true; progress; {
		progress = false
		for r := 0; r < g.N; r++ {
			if h := dropRow(g, r); h != nil && try(h) {
				progress = true
			}
		}
		for c := 0; c < g.M; c++ {
			if h := dropColumn(g, c); h != nil && try(h) {
				progress = true
			}
		}
	}
	for r := range g.Special {
		for c := range g.Special[r] {
			if g.Special[r][c] != 0 {
				h := clone(g)
				h.Special[r][c] = 0
				try(h)
			}
		}
	}
	return g.Input()
}

func clone(g *naive.Game) *naive.Game {
	h := *g
	h.Color, h.Special = nil, nil
	for r := range g.Color {
		h.Color = append(h.Color, append([]int(nil), g.Color[r]...))
		h.Special = append(h.Special, append([]int(nil), g.Special[r]...))
	}
	h.Ops = append([][4]int(nil), g.Ops...)
	return &h
}

// dropRow removes row r (0-based) and the operations that touch it; the
// operations below it move up.
func dropRow(g *naive.Game, r int) *naive.Game {
	if g.N <= 1 {
		return nil
	}
	h := clone(g)
	h.N--
	h.Color = append(h.Color[:r], h.Color[r+1:]...)
	h.Special = append(h.Special[:r], h.Special[r+1:]...)
	h.Ops = nil
	for _, op := range g.Ops {
		if op[0] == r+1 || op[2] == r+1 {
			continue
		}
		for _, i := range [2]int{0, 2} {
			if op[i] > r+1 {
				op[i]--
			}
		}
		h.Ops = append(h.Ops, op)
	}
	return h
}

// dropColumn removes column c (0-based) and the operations that touch it.
func dropColumn(g *naive.Game, c int) *naive.Game {
	if g.M <= 1 {
		return nil
	}
	h := clone(g)
	h.M--
	for r := range h.Color {
		h.Color[r] = append(h.Color[r][:c], h.Color[r][c+1:]...)
		h.Special[r] = append(h.Special[r][:c], h.Special[r][c+1:]...)
	}
	h.Ops = nil
	for _, op := range g.Ops {
		if op[1] == c+1 || op[3] == c+1 {
			continue
		}
		for _, i := range [2]int{1, 3} {
			if op[i] > c+1 {
				op[i]--
			}
		}
		h.Ops = append(h.Ops, op)
	}
	return h
}

// shrinkMayan drops blocks one at a time, then moves, while it still fails.
func shrinkMayan(input string, fails func(string) bool) string {
	n, b, err := naive.ParseMayan(input)
	if err != nil {
		return input
	}
	for progress := true; progress; {
		progress = false
		for x := range b {
			for y := len(b[x]) - 1; y >= 0; y-- {
				c := b.Clone()
				c[x] = append(c[x][:y], c[x][y+1:]...)
				if !c.HasRun() && fails(c.String(n)) {
					b, progress = c, true
					break
				}
			}
		}
		if n > 1 && fails(b.String(n-1)) {
			n, progress = n-1, true
		}
	}
	return b.String(n)
}
