package main

import (
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"match3/internal/gen"
	"match3/internal/mistake"
)

// diagnosis follows the solution over the whole run: every answer it
// gives is evidence (internal/mistake.Diagnosis), and when several
// readings are left the run looks for inputs that tell them apart.
type diagnosis struct {
	d      *mistake.Diagnosis
	trials []trial // per answer added, the input's trial
	// A search for a telling input that failed is tried again later,
	// after twice as many inputs as the last wait.
	wait, nextApart int
	apartFound      int // inputs found that tell readings apart
}

func newDiagnosis(cfg config) *diagnosis {
	return &diagnosis{d: mistake.NewDiagnosis(cfg.game, mistake.Under(cfg.skipSame)), wait: 1}
}

// supported is how many differences a settled diagnosis wants behind its
// one reading.
const supported = 3

// settled reports whether one reading is left and enough differences
// support it: the run can stop.
func (g *diagnosis) settled() bool {
	alive := g.d.Alive()
	return len(alive) == 1 && alive[0] != 0 && g.d.Support[alive[0]] >= supported
}

// add takes the solution's answer to a trial: rules is match3's answer.
func (g *diagnosis) add(t trial, answer, rules string) {
	g.d.Add(t.input, answer, rules)
	g.trials = append(g.trials, t)
}

// apart looks for input i among small generated inputs, small first, one
// on which the readings still alive give different answers; ok is false
// when it is not the time to look, or none was found.
func (g *diagnosis) apart(cfg config, i int) (trial, bool) {
	// The first inputs are the mix's, unless a difference came first.
	alive := g.d.Alive()
	if len(alive) == 0 || len(alive) == 1 && (alive[0] == 0 || g.settled()) || i < g.nextApart || i%2 == 1 ||
		g.d.Differ == 0 && g.d.Answers < 20 {
		return trial{}, false
	}
	const tries = 120
	for k := 0; k < tries; k++ {
		seed := cfg.seed*7919 + int64(i)*tries + int64(k)
		t := cfg.telling(seed, k*4/tries)
		t.i = i
		if g.d.Split(t.input) {
			g.wait, g.nextApart = 1, i+1
			g.apartFound++
			return t, true
		}
	}
	g.wait *= 2
	g.nextApart = i + g.wait
	return trial{}, false
}

// telling makes a small input with seed, of size class 0 to 3, of the
// shapes where the catalogued readings part.
func (cfg config) telling(seed int64, class int) trial {
	rng := rand.New(rand.NewSource(seed))
	pick := func(low, high int) int { return low + rng.Intn(high-low+1) }
	if cfg.game == "mayan" {
		m := gen.Mayan{Moves: pick(1, 2+class/2), Blocks: pick(3, 8+3*class), Colors: pick(1, 2+class/2), Solvable: rng.Intn(4) > 0}
		switch rng.Intn(5) {
		case 0:
			if m.Moves == 1 {
				m.Moves = 2
			}
			m.Solvable, m.Built = true, pick(1, m.Moves-1)
		case 1:
			m.Solvable, m.Corners = true, true
		case 2: // full columns
			m.Moves, m.Blocks, m.Colors, m.Solvable = pick(1, 3), pick(25, 35), pick(3, 6), true
		}
		m = cfg.keepFixedMayan(m)
		return trial{input: m.Puzzle(rng), made: cfg.gen + " " + gen.Options{Game: "mayan", Seed: seed, Mayan: m}.Flags(),
			size: fmt.Sprintf("%d moves, %d blocks, %d colors", m.Moves, m.Blocks, m.Colors)}
	}
	p := gen.Poker{N: pick(2, 4+class), M: pick(3, 4+class), K: pick(2, 3+class/2), Q: pick(1, 6+4*class), Special: float64(rng.Intn(50)) / 100, Valid: 0.7}
	switch rng.Intn(5) {
	case 0: // two colors, large blocks: block-no-left
		p.N, p.M, p.K, p.Q, p.Special, p.Valid = pick(10, 16), pick(10, 16), 2, pick(3, 10), 0, 1
	case 1: // hands
		p.N, p.M, p.Q, p.Valid = pick(5, 8), pick(5, 8), pick(10, 25), 1
	}
	p = cfg.keepFixedPoker(p)
	return trial{input: p.Game(rng), made: cfg.gen + " " + gen.Options{Game: "poker", Seed: seed, Poker: p}.Flags(),
		size: fmt.Sprintf("%d x %d, %d colors, %d operations", p.N, p.M, p.K, p.Q)}
}

// tell writes the diagnosis at the end of the run: what the solution
// reads, with the smallest inputs that rule out the readings that were
// left last, or, when no reading gives every answer, the closest and the
// smallest input it does not explain.
func (r *run) tellDiagnosis() {
	g, log, cfg := r.diag, r.log, r.cfg
	d := g.d
	if d.Answers == 0 {
		return
	}
	alive := d.Alive()
	rules := "the rules"
	if cfg.skipSame {
		rules = "the rules of -skip-same-color (the NOIP 2011 reference solution's)"
	}
	fmt.Fprintf(log, "diagnosis: %s\n", d.Summary(rules))
	switch {
	case len(alive) == 0:
		c := d.Closest()
		if misses := d.Misses(c); len(misses) > 0 {
			sort.SliceStable(misses, func(a, b int) bool { return len(misses[a].Input) < len(misses[b].Input) })
			what := "that " + d.Name(c) + " does not explain"
			if c == 0 {
				what = "that the rules do not explain"
			}
			r.tellRuling(c, misses[0], cfg.beside("stray.in"), what)
		}
	case len(alive) > 1 && alive[0] != 0:
		fmt.Fprintf(log, "  %d inputs were made to tell readings apart; these never part\n", g.apartFound)
	case alive[0] != 0 && d.Support[alive[0]] < supported:
		fmt.Fprintf(log, "  weak: only %d of the differences support it\n", d.Support[alive[0]])
	}
	if !cfg.skipSame && len(alive) == 1 && d.Readings[alive[0]].ID() == "same-color-skipped" {
		fmt.Fprintln(log, "  that is match3 -skip-same-color's reading: run stress with -skip-same-color to check the solution against it")
	}
	if len(alive) > 0 {
		for k, i := range d.RuledOutLast(2) {
			r.tellRuling(i, d.Out[i], cfg.beside(fmt.Sprintf("ruled-out-%d.in", k+1)), "that rules out "+d.Name(i))
		}
	}
}

// tellRuling shrinks the input of an answer that reading i does not give,
// while the solution's answer there is still not the reading's, writes it
// to file and says what both answer there.
func (r *run) tellRuling(i int, e mistake.Event, file, what string) {
	g, log, cfg := r.diag, r.log, r.cfg
	t := g.trials[e.Index-1]
	keep := func(s string) bool {
		o := runOne(cfg.solution, s, cfg.timeout)
		return o.failure == "" && g.d.Verdict(i, s, o.answer) == mistake.Other
	}
	small := cfg.shrinkWhile(e.Input, cfg.shrinkTime/3, keep)
	v, theirs := cfg.judge(small) // the solution runs once more, on the input shrunk
	if err := os.WriteFile(file, []byte(small), 0o644); err != nil {
		fmt.Fprintf(log, "  cannot write %s: %v\n", file, err)
		return
	}
	fmt.Fprintf(log, "  the smallest input %s (input %d, made by %s; shrunk from %d to %d bytes), written to %s:\n%s",
		what, t.i, t.made, len(e.Input), len(small), file, indent(small))
	fmt.Fprintf(log, "    solution: %s", oneLine(answerOf(theirs)))
	if i != 0 {
		if want, ok := g.d.Answer(i, small); ok {
			fmt.Fprintf(log, "    %s: %s", g.d.Name(i), oneLine(want))
		}
	}
	switch {
	case theirs.failure != "":
	case v.differ:
		fmt.Fprintf(log, "    verdict: %s\n", v.line)
	default:
		fmt.Fprintln(log, "    verdict: accepted (the rules' answer)")
	}
}

// oneLine writes an answer on one line: "0 0 1 / 3 0 -1".
func oneLine(answer string) string {
	return strings.Join(strings.Split(strings.TrimSpace(answer), "\n"), " / ") + "\n"
}

// beside names a file beside -out, after it: stress-failing-stray.in.
func (cfg config) beside(suffix string) string {
	return strings.TrimSuffix(cfg.out, filepath.Ext(cfg.out)) + "-" + suffix
}

// keepFixedMayan and keepFixedPoker put the options the command line
// fixed into an input's settings.
func (cfg config) keepFixedMayan(m gen.Mayan) gen.Mayan {
	o := cfg.mayan
	cfg.keep(map[string][2]*int{"moves": {&m.Moves, &o.Moves}, "blocks": {&m.Blocks, &o.Blocks}, "colors": {&m.Colors, &o.Colors}, "built": {&m.Built, &o.Built}})
	if cfg.fixed["solvable"] {
		m.Solvable = o.Solvable
	}
	if cfg.fixed["corners"] {
		m.Corners = o.Corners
	}
	if cfg.fixed["blocks"] && !cfg.fixed["built"] || m.Built >= m.Moves {
		m.Built = 0 // a built puzzle has the blocks its moves make
	}
	return m
}

func (cfg config) keepFixedPoker(p gen.Poker) gen.Poker {
	o := cfg.poker
	cfg.keep(map[string][2]*int{"n": {&p.N, &o.N}, "m": {&p.M, &o.M}, "k": {&p.K, &o.K}, "q": {&p.Q, &o.Q}})
	if cfg.fixed["special"] {
		p.Special = o.Special
	}
	if cfg.fixed["valid"] {
		p.Valid = o.Valid
	}
	return p.Widened(cfg.fixed["m"])
}

// keep copies each fixed option's value (from) over the input's (to).
func (cfg config) keep(options map[string][2]*int) {
	for name, v := range options {
		if cfg.fixed[name] {
			*v[0] = *v[1]
		}
	}
}
