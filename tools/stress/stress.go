package main

import (
	"fmt"
	"io"
	"math/rand"
	"os"
	"regexp"
	"strconv"
	"strings"
	"time"
)

// numbers are taken out of a verdict to tell its kind.
var numbers = regexp.MustCompile(`-?[0-9]+`)

// stress tries cfg.count inputs, reports each difference to log, and
// returns how many it found (it stops at cfg.maxFail).
func stress(cfg config, log io.Writer) (found int, err error) {
	start, last := time.Now(), time.Time{}
	show := func(i int, final bool) {
		if cfg.progress == nil || !final && !cfg.terminal && time.Since(last) < 3*time.Second {
			return
		}
		last = time.Now()
		line := fmt.Sprintf("%d/%d inputs, %d differences, %.0f s", i, cfg.count, found, time.Since(start).Seconds())
		if cfg.terminal {
			fmt.Fprintf(cfg.progress, "\r%s\033[K", line)
			if final {
				fmt.Fprintln(cfg.progress)
			}
		} else {
			fmt.Fprintln(cfg.progress, line)
		}
	}
	for i := 1; i <= cfg.count; i++ {
		input, made := cfg.generate(i)
		v, theirs := cfg.judge(input)
		show(i, false)
		if !v.differ {
			continue
		}
		found++
		show(i, true)
		if err := cfg.report(log, found, i, made, input, v, theirs); err != nil {
			return found, err
		}
		if found == cfg.maxFail {
			return found, nil
		}
	}
	show(cfg.count, true)
	fmt.Fprintf(log, "%d difference(s) in %d inputs\n", found, cfg.count)
	return found, nil
}

// report shrinks difference number k, found on input i, writes it to its
// file and tells all about it.
func (cfg config) report(log io.Writer, k, i int, made, input string, v verdict, theirs outcome) error {
	fmt.Fprintf(log, "difference %d: input %d, made by\n    %s\n  %s\n", k, i, made, v.line)
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
		return err
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
	return nil
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
func (cfg config) generate(i int) (input, made string) {
	seed := cfg.seed + int64(i) - 1
	mix := rand.New(rand.NewSource(seed ^ 0x6d6978)) // the options; the input's own rng is seed's, as tools/gen's
	pick := func(name string, fixed, low, high int) int {
		if cfg.fixed[name] {
			return fixed
		}
		return low + mix.Intn(high-low+1)
	}
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
		made = fmt.Sprintf("go run ./tools/gen -game mayan -seed %d -moves %d -blocks %d -colors %d", seed, m.Moves, m.Blocks, m.Colors)
		if m.Solvable {
			made += " -solvable"
		}
		return m.Puzzle(rand.New(rand.NewSource(seed))), made
	}
	p := cfg.poker
	if mix.Intn(10) == 0 {
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
	made = fmt.Sprintf("go run ./tools/gen -game poker -seed %d -n %d -m %d -k %d -q %d -special %s -valid %s",
		seed, p.N, p.M, p.K, p.Q, strconv.FormatFloat(p.Special, 'g', -1, 64), strconv.FormatFloat(p.Valid, 'g', -1, 64))
	return p.Game(rand.New(rand.NewSource(seed))), made
}
