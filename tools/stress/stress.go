package main

import (
	"fmt"
	"io"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"time"

	"match3/internal/gen"
	"match3/internal/match3bin"
	"match3/internal/mistake"
)

// numbers are taken out of a verdict to tell its kind.
var numbers = regexp.MustCompile(`-?[0-9]+`)

// The solution's timeouts are noted and looked into last, so that a slow
// solution's wrong answers are found on the inputs it can finish. After
// largeTimeouts timeouts on judge-size inputs of the mix, the run skips
// them; after timeoutsInARow timeouts in a row, it looks no further.
const (
	largeTimeouts  = 3
	timeoutsInARow = 5
)

// trial is one input of a run.
type trial struct {
	i           int
	input, made string
	size        string // what the generator was asked for: "5 moves, 27 blocks"
	large       bool   // a judge-size input of the default mix
}

// stress tries cfg.count inputs, reports each difference to log, and
// returns how many it found (it stops at cfg.maxFail).
func stress(cfg config, log io.Writer) (found int, err error) {
	start, last := time.Now(), time.Time{}
	var timeouts []trial
	show := func(i int, final bool) {
		if cfg.progress == nil || !final && !cfg.terminal && time.Since(last) < 3*time.Second {
			return
		}
		last = time.Now()
		line := fmt.Sprintf("%d/%d inputs, %d differences, %d timeouts, %.0f s", i, cfg.count, found, len(timeouts), time.Since(start).Seconds())
		if cfg.terminal {
			fmt.Fprintf(cfg.progress, "\r%s\033[K", line)
			if final {
				fmt.Fprintln(cfg.progress)
			}
		} else {
			fmt.Fprintln(cfg.progress, line)
		}
	}
	// The mistakes that give every wrong answer found so far.
	var common []mistake.Mistake
	wrongs := 0
	tell := func(t trial, v verdict, theirs outcome) error {
		misread, err := cfg.report(log, found, t, v, theirs)
		if theirs.failure == "" {
			if wrongs++; wrongs == 1 {
				common = misread
			} else {
				common = both(common, misread)
			}
		}
		return err
	}
	finished, inARow, large, skipped, tried := 0, 0, 0, 0, 0
	skipFrom := 0 // the input from which judge-size inputs are skipped
	for i := 1; i <= cfg.count && found < cfg.maxFail && inARow < timeoutsInARow; i++ {
		t := cfg.generate(i)
		if t.large && skipFrom > 0 {
			skipped++
			continue
		}
		tried++
		v, theirs := cfg.judge(t.input)
		show(i, false)
		if v.kind == "timeout" {
			timeouts = append(timeouts, t)
			inARow++
			if t.large {
				if large++; large == largeTimeouts {
					skipFrom = i + 1
				}
			}
			continue
		}
		inARow = 0
		if !v.differ {
			finished++
			continue
		}
		if v.kind == "crash" && finished == 0 && len(timeouts) == 0 {
			if smallest, ok := cfg.failsAtOnce(theirs); ok {
				show(i, true)
				cfg.reportNotStarted(log, t, v, theirs, smallest)
				return found + 1, nil
			}
		}
		found++
		show(i, true)
		if err := tell(t, v, theirs); err != nil {
			return found, err
		}
	}
	show(tried+skipped, true)
	if len(timeouts) > 0 {
		cfg.tellTimeouts(log, timeouts, tried, skipFrom, skipped, inARow >= timeoutsInARow)
	}
	// What is left of -max-fail goes to the timeouts, now that the inputs
	// the solution finishes have been looked at.
	for _, t := range timeouts {
		if found == cfg.maxFail {
			break
		}
		v, theirs := cfg.judge(t.input)
		if !v.differ {
			continue // near the limit: it finished this time
		}
		found++
		if err := tell(t, v, theirs); err != nil {
			return found, err
		}
	}
	if wrongs > 1 {
		fmt.Fprintf(log, "mistakes: %s\n", mistakeLine(common, fmt.Sprintf("on all %d differing inputs", wrongs)))
	}
	fmt.Fprintf(log, "%d difference(s) in %d inputs\n", found, tried)
	return found, nil
}

// tellTimeouts says how many inputs timed out, at what sizes, and what
// would help.
func (cfg config) tellTimeouts(log io.Writer, timeouts []trial, tried, skipFrom, skipped int, gaveUp bool) {
	fmt.Fprintf(log, "timeouts: %d of %d inputs took longer than %v:\n", len(timeouts), tried, cfg.timeout)
	for k, t := range timeouts {
		if k == 10 {
			fmt.Fprintf(log, "    ... and %d more\n", len(timeouts)-k)
			break
		}
		fmt.Fprintf(log, "    input %d: %s\n", t.i, t.size)
	}
	if skipFrom > 0 {
		fmt.Fprintf(log, "  after %d timeouts on judge-size inputs, the %d judge-size inputs from input %d on were skipped\n", largeTimeouts, skipped, skipFrom)
	}
	if gaveUp {
		fmt.Fprintf(log, "  %d inputs in a row timed out, so the run stopped looking\n", timeoutsInARow)
	}
	small := "-n 8 -m 8 -q 30"
	if cfg.game == "mayan" {
		small = "-moves 3"
	}
	fmt.Fprintf(log, "  a right but slow solution times out there: -timeout %v gives it longer, %s keeps the inputs small\n", 5*cfg.timeout, small)
}

// smallestInput is the least input of the game: an empty Mayan board, a
// one-cell Lines & Poker game with one (invalid) operation.
func (cfg config) smallestInput() string {
	if cfg.game == "mayan" {
		return "1\n0\n0\n0\n0\n0\n"
	}
	return "1 1 1 1\n1\n0\n1 1 1 1\n"
}

// failsAtOnce runs the solution on the smallest input, after it failed on
// the first: failing there too with the same message, it may never have
// started (a file not found, a wrong interpreter).
func (cfg config) failsAtOnce(first outcome) (string, bool) {
	smallest := cfg.smallestInput()
	o := runOne(cfg.solution, smallest, cfg.timeout)
	return smallest, o.failure == first.failure && o.stderr == first.stderr
}

// reportNotStarted tells of a solution that fails on the first input and
// on the smallest alike, instead of shrinking.
func (cfg config) reportNotStarted(log io.Writer, t trial, v verdict, theirs outcome, smallest string) {
	cfg.header(log, 1, t, v)
	dir, _ := os.Getwd()
	fmt.Fprintf(log, "the solution fails the same way on the smallest input too (%s, the same stderr): it may not have started.\n"+
		"check the command, run from %s:\n    %s\n", theirs.failure, dir, strings.Join(cfg.solution, " "))
	if theirs.stderr != "" {
		fmt.Fprintf(log, "solution's stderr (first lines):\n%s", indent(firstLines(theirs.stderr, 10)))
	} else {
		fmt.Fprintln(log, "solution's stderr: (nothing)")
	}
	if err := os.WriteFile(cfg.out, []byte(smallest), 0o644); err == nil {
		fmt.Fprintf(log, "the smallest input, written to %s:\n%s", cfg.out, indent(smallest))
	}
	fmt.Fprintln(log)
}

// header names difference number k: the input, the command that makes it
// again, the verdict.
func (cfg config) header(log io.Writer, k int, t trial, v verdict) {
	fmt.Fprintf(log, "difference %d: input %d, made by\n    %s\n  %s\n", k, t.i, t.made, v.line)
	if cfg.genNote != "" {
		fmt.Fprintf(log, "  (%s)\n", cfg.genNote)
	}
}

// report shrinks difference number k, found on input i, writes it to its
// file and tells all about it.
func (cfg config) report(log io.Writer, k int, t trial, v verdict, first outcome) ([]mistake.Mistake, error) {
	input := t.input
	cfg.header(log, k, t, v)
	small := cfg.shrink(input, v.kind)
	out := cfg.out
	if k > 1 {
		ext := ""
		if dot := strings.LastIndexByte(out, '.'); dot > strings.LastIndexByte(out, '/') {
			out, ext = out[:dot], out[dot:]
		}
		out = out + "-" + strconv.Itoa(k) + ext
	}
	if err := os.WriteFile(out, []byte(small), 0o644); err != nil {
		return nil, err
	}
	fmt.Fprintf(log, "shrunk from %d to %d bytes, written to %s:\n%s", len(input), len(small), out, indent(small))
	again, theirs := cfg.judge(small)
	ours := cfg.match3Run(small, nil)
	switch {
	case !again.differ:
		fmt.Fprintf(log, "  run again, the shrunk input shows no difference (%s): it is near a limit, or the solution is not deterministic\n", orOK(again.line))
	case again.kind != v.kind:
		fmt.Fprintf(log, "  run again, the shrunk input shows another kind of difference: %s\n", again.line)
	}
	fmt.Fprintf(log, "solution:\n%s", indent(answerOf(theirs)))
	fmt.Fprintf(log, "match3:\n%s", indent(answerOf(ours)))
	if again.differ {
		fmt.Fprintf(log, "verdict: %s\n", again.line)
	}
	var misread []mistake.Mistake
	if first.failure == "" && theirs.failure == "" && again.differ {
		misread = both(cfg.mistakes(input, first.answer), cfg.mistakes(small, theirs.answer))
		fmt.Fprintf(log, "mistakes: %s\n", mistakeLine(misread, "on input "+strconv.Itoa(t.i)+" and on the shrunk input"))
	}
	if theirs.failure != "" && theirs.stderr != "" {
		fmt.Fprintf(log, "solution's stderr (first lines):\n%s", indent(firstLines(theirs.stderr, 10)))
	}
	page := strings.TrimSuffix(out, ".in") + ".html"
	trace := cfg.match3Run(small, []string{"-trace", "-html", page})
	fmt.Fprintf(log, "match3's trace:\n%s", indent(trace.stderr))
	if trace.failure == "" {
		fmt.Fprintf(log, "replay page: %s (open it in a browser)\n", page)
	}
	fmt.Fprintln(log)
	return misread, nil
}

// mistakes are the catalogued misreadings that give answer on input.
func (cfg config) mistakes(input, answer string) []mistake.Mistake {
	if cfg.game == "mayan" {
		return mistake.Mayan(input, answer)
	}
	total, err := strconv.ParseInt(strings.TrimSpace(answer), 10, 64)
	if err != nil {
		return nil
	}
	return mistake.Poker(input, total)
}

// both is what two lists of mistakes share, in the catalogue's order.
func both(a, b []mistake.Mistake) []mistake.Mistake {
	var out []mistake.Mistake
	for _, m := range a {
		for _, n := range b {
			if m.ID == n.ID {
				out = append(out, m)
			}
		}
	}
	return out
}

// mistakeLine says which mistakes give the solution's answers where.
func mistakeLine(ms []mistake.Mistake, where string) string {
	if len(ms) == 0 {
		return "no catalogued mistake gives the solution's answers " + where
	}
	s := "the solution's answers " + where + " are those of a solution that reads"
	for i, m := range ms {
		if i > 0 {
			s += ", or"
		}
		s += " " + m.If + " (" + m.ID + ")"
	}
	return s
}

func orOK(line string) string {
	if line == "" {
		return "accepted"
	}
	return line
}

// answerOf is a program's answer, or what went wrong with it.
func answerOf(o outcome) string {
	if o.failure != "" {
		return o.failure + "\n"
	}
	if strings.TrimSpace(o.answer) == "" {
		return "(nothing)\n"
	}
	return o.answer
}

// indent sets text off as a block, four spaces in.
func indent(text string) string {
	text = strings.TrimRight(text, "\n")
	return "    " + strings.ReplaceAll(text, "\n", "\n    ") + "\n"
}

func firstLines(text string, n int) string {
	lines := strings.SplitAfter(text, "\n")
	if len(lines) > n {
		lines = append(lines[:n], "...\n")
	}
	return strings.Join(lines, "")
}

// generate writes input number i and the command that writes it again:
// the options the command line fixed, the rest drawn from the default mix,
// which holds judge-size inputs too (one in ten games, one in five
// puzzles: five moves, up to 35 blocks).
func (cfg config) generate(i int) trial {
	seed := cfg.seed + int64(i) - 1
	mix := rand.New(rand.NewSource(seed ^ 0x6d6978)) // the options; the input's own rng is seed's, as tools/gen's
	pick := func(name string, fixed, low, high int) int {
		if cfg.fixed[name] {
			return fixed
		}
		return low + mix.Intn(high-low+1)
	}
	t := trial{i: i}
	if cfg.game == "mayan" {
		m := cfg.mayan
		judgeSize := mix.Intn(5) == 0
		if judgeSize {
			m.Moves, m.Blocks, m.Colors = pick("moves", m.Moves, 5, 5), pick("blocks", m.Blocks, 20, 35), pick("colors", m.Colors, 3, 10)
		} else {
			m.Moves, m.Blocks, m.Colors = pick("moves", m.Moves, 1, 4), pick("blocks", m.Blocks, 3, 18), pick("colors", m.Colors, 1, 5)
		}
		if !cfg.fixed["solvable"] {
			m.Solvable = mix.Intn(2) == 0
		}
		t.size = fmt.Sprintf("%d moves, %d blocks, %d colors", m.Moves, m.Blocks, m.Colors)
		t.large = judgeSize && !cfg.fixed["moves"] && !cfg.fixed["blocks"]
		t.input, t.made = m.Puzzle(rand.New(rand.NewSource(seed))), cfg.gen+" "+gen.Options{Game: "mayan", Seed: seed, Mayan: m}.Flags()
		return t
	}
	p := cfg.poker
	judgeSize := mix.Intn(10) == 0
	if judgeSize {
		p.N, p.M, p.K, p.Q = pick("n", p.N, 40, 50), pick("m", p.M, 40, 50), pick("k", p.K, 2, 100), pick("q", p.Q, 500, 1000)
	} else {
		p.N, p.M, p.K, p.Q = pick("n", p.N, 2, 8), pick("m", p.M, 2, 8), pick("k", p.K, 2, 5), pick("q", p.Q, 1, 30)
	}
	if !cfg.fixed["special"] {
		p.Special = float64(mix.Intn(51)) / 100
	}
	if !cfg.fixed["valid"] {
		p.Valid = 0.8
	}
	t.size = fmt.Sprintf("%d x %d, %d colors, %d operations", p.N, p.M, p.K, p.Q)
	t.large = judgeSize && !cfg.fixed["n"] && !cfg.fixed["m"] && !cfg.fixed["q"]
	t.input, t.made = p.Game(rand.New(rand.NewSource(seed))), cfg.gen+" "+gen.Options{Game: "poker", Seed: seed, Poker: p}.Flags()
	return t
}

// genCommand is how the user runs match3's generator from the current
// directory: go run inside the match3 module, else gen (go install
// ./tools/gen there), with a note when gen is not on PATH.
func genCommand() (command, note string) {
	if root := match3bin.ModuleRoot(); root != "" {
		dir, _ := os.Getwd()
		if rel, err := filepath.Rel(dir, filepath.Join(root, "tools", "gen")); err == nil {
			if !strings.HasPrefix(rel, "..") {
				rel = "." + string(filepath.Separator) + rel
			}
			return "go run " + rel, ""
		}
	}
	if _, err := exec.LookPath("gen"); err != nil {
		return "gen", "gen is match3's generator, not on PATH: go install ./tools/gen in match3's folder"
	}
	return "gen", ""
}
