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
	"match3/internal/invoke"
	"match3/internal/match3bin"
	"match3/internal/mistake"
	"match3/internal/naive"
	"match3/internal/words"
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

// result is what a stress run found: the differences reported (wrong
// answers and crashes), the timeouts reported, and the differences left
// uncounted because one like them was reported already.
type result struct {
	wrong, slow, alike int
	more               int // differences past -max-fail, counted and not reported
	timeouts           int // inputs that timed out, reported or not
}

// stress tries cfg.count inputs, reports each difference to log, and
// says what it found. It stops at cfg.maxFail reports; a difference like
// one reported already (the same mistakes named on the input found, or
// the same input once shrunk) is not reported again, and the run looks on
// for a different one.
func stress(cfg config, log io.Writer) (result, error) {
	r := &run{cfg: cfg, log: log, start: time.Now(), seen: map[string]bool{}, diag: newDiagnosis(cfg)}
	for i := 1; i <= cfg.count && r.inARow < timeoutsInARow && !r.done(); i++ {
		if stop, err := r.try(i); stop || err != nil {
			return r.res, err
		}
	}
	r.res.timeouts = len(r.timeouts)
	r.show(r.tried+r.skipped, true)
	if len(r.timeouts) > 0 {
		cfg.tellTimeouts(log, r.timeouts, r.tried, r.skipFrom, r.skipped, r.inARow >= timeoutsInARow)
	}
	if err := r.reportTimeouts(); err != nil {
		return r.res, err
	}
	r.summary()
	r.tellDiagnosis()
	return r.res, nil
}

// done reports whether the run can stop before its count: the diagnosis
// is settled, or no reading is left, the differences asked for have been
// reported, and ten more answers since the last reading went.
func (r *run) done() bool {
	if r.diag.settled() {
		return true
	}
	d := r.diag.d
	return len(d.Alive()) == 0 && r.reports() >= r.cfg.maxFail && d.Answers >= d.LastRuledOut()+10
}

// run is the state of one stress run.
type run struct {
	cfg       config
	log       io.Writer
	res       result
	start     time.Time
	lastShown time.Time
	timeouts  []trial
	reported  []*difference
	seen      map[string]bool // the mistakes named and the shrunk inputs of the reports
	finished  int             // inputs the solution answered in time
	inARow    int             // timeouts in a row
	large     int             // timeouts on judge-size inputs
	skipFrom  int             // the input from which judge-size inputs are skipped, or 0
	skipped   int
	tried     int
	diag      *diagnosis
}

func (r *run) reports() int { return r.res.wrong + r.res.slow }

// show writes the progress line: at once when final or on a terminal,
// else every 3 seconds.
func (r *run) show(i int, final bool) {
	cfg := r.cfg
	if cfg.progress == nil || !final && !cfg.terminal && time.Since(r.lastShown) < 3*time.Second {
		return
	}
	r.lastShown = time.Now()
	line := fmt.Sprintf("%d/%d inputs, %d differences, %d timeouts, %.0f s", i, cfg.count, r.res.wrong, len(r.timeouts), time.Since(r.start).Seconds())
	if cfg.terminal {
		fmt.Fprintf(cfg.progress, "\r%s\033[K", line)
		if final {
			fmt.Fprintln(cfg.progress)
		}
	} else {
		fmt.Fprintln(cfg.progress, line)
	}
}

// try runs input i and reports a difference unlike those reported; stop
// says the run is over (the solution seems not to start).
func (r *run) try(i int) (stop bool, err error) {
	cfg := r.cfg
	t, telling := r.diag.apart(cfg, i)
	if !telling {
		t = cfg.generate(i)
	}
	if t.large && r.skipFrom > 0 {
		r.skipped++
		return false, nil
	}
	r.tried++
	v, theirs := cfg.judge(t.input)
	r.show(i, false)
	if v.kind == "timeout" {
		r.timeouts = append(r.timeouts, t)
		r.inARow++
		if t.large {
			if r.large++; r.large == largeTimeouts {
				r.skipFrom = i + 1
			}
		}
		return false, nil
	}
	r.inARow = 0
	if theirs.failure == "" && !v.bad {
		rules := theirs.answer
		if v.differ {
			rules = cfg.match3Run(t.input, nil).answer
		}
		r.diag.add(t, theirs.answer, rules)
	}
	if !v.differ {
		r.finished++
		return false, nil
	}
	if r.reports() >= cfg.maxFail {
		r.res.more++
		return false, nil
	}
	if v.kind == "crash" && r.finished == 0 && len(r.timeouts) == 0 {
		if smallest, ok := cfg.failsAtOnce(theirs); ok {
			r.show(i, true)
			cfg.reportNotStarted(r.log, t, v, theirs, smallest)
			r.res = result{wrong: 1}
			return true, nil
		}
	}
	d := &difference{t: t, v: v, theirs: theirs}
	if theirs.failure == "" {
		d.named = mistake.Name(cfg.game, t.input, theirs.answer, cfg.skipSame)
		if reportedAlready(r.seen, d.named) {
			r.res.alike++
			return false, nil
		}
	}
	cfg.examine(d)
	if r.seen["input "+d.small] {
		r.res.alike++
		return false, nil
	}
	r.res.wrong++
	r.show(i, true)
	if err := cfg.report(r.log, r.reports(), d); err != nil {
		return true, err
	}
	r.reported = append(r.reported, d)
	r.seen["input "+d.small] = true
	for _, f := range d.named {
		r.seen["mistakes "+f.ID()] = true
	}
	return false, nil
}

// reportTimeouts gives what is left of -max-fail to the timeouts, now
// that the inputs the solution finishes have been looked at.
func (r *run) reportTimeouts() error {
	for _, t := range r.timeouts {
		if r.reports() == r.cfg.maxFail {
			break
		}
		v, theirs := r.cfg.judge(t.input)
		if !v.differ {
			continue // near the limit: it finished this time
		}
		d := &difference{t: t, v: v, theirs: theirs}
		r.cfg.examine(d)
		r.res.slow++
		if err := r.cfg.report(r.log, r.reports(), d); err != nil {
			return err
		}
	}
	return nil
}

// summary ends the report with what the run found.
func (r *run) summary() {
	if r.res.alike > 0 {
		fmt.Fprintf(r.log, "%s like one reported (the same mistakes named, or the same input once shrunk) not reported again\n", words.Plural(r.res.alike, "difference"))
	}
	switch {
	case r.res.wrong > 0 && r.res.more > 0:
		fmt.Fprintf(r.log, "%s in %d inputs, and %d more not reported (-max-fail %d)\n", words.Plural(r.res.wrong, "difference"), r.tried, r.res.more, r.cfg.maxFail)
	case r.res.wrong > 0:
		fmt.Fprintf(r.log, "%s in %d inputs\n", words.Plural(r.res.wrong, "difference"), r.tried)
	case len(r.timeouts) > 0:
		fmt.Fprintf(r.log, "slow: no wrong answer in %d inputs, but %d of them timed out (listed above)\n", r.tried, len(r.timeouts))
	default:
		fmt.Fprintf(r.log, "no difference in %d inputs\n", r.tried)
	}
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
	for _, t := range timeouts {
		if cfg.tiny(t.input) {
			fmt.Fprintf(log, "  input %d is tiny (%s): a solution that does not finish there may loop forever (on an empty column? a search that never ends?), not be slow\n", t.i, t.size)
			return
		}
	}
	small := "-n 8 -m 8 -q 30"
	if cfg.game == "mayan" {
		small = "-moves 3"
	}
	fmt.Fprintf(log, "  a right but slow solution times out there: -timeout %v gives it longer, %s keeps the inputs small\n", 5*cfg.timeout, small)
}

// tiny reports whether an input is so small that a solution that does
// not finish on it is stuck, not slow: a Mayan puzzle of at most three
// moves and ten blocks, a Lines & Poker game of at most 36 cells and 8
// operations.
func (cfg config) tiny(input string) bool {
	if cfg.game == "mayan" {
		n, b, err := naive.ParseMayan(input)
		return err == nil && n <= 3 && b.Blocks() <= 10
	}
	g, err := naive.ParseGame(input)
	return err == nil && g.N*g.M <= 36 && len(g.Ops) <= 8
}

// smallestInput is the least input of the game: an empty Mayan board, the
// smallest Lines & Poker game the statement allows (2 x 3, two colors, one
// operation, which makes no run).
func (cfg config) smallestInput() string {
	if cfg.game == "mayan" {
		return "1\n0\n0\n0\n0\n0\n"
	}
	return "2 3 2 1\n1 2 1\n2 1 2\n0 0 0\n0 0 0\n1 1 1 2\n"
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
		"check the command, run from %s:\n    %s\n", theirs.failure, dir, invoke.Join(cfg.solution))
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
// again, the verdict there.
func (cfg config) header(log io.Writer, k int, t trial, v verdict) {
	fmt.Fprintf(log, "difference %d: input %d, made by\n    %s\n  on input %d: %s\n", k, t.i, t.made, t.i, v.line)
	if cfg.genNote != "" {
		fmt.Fprintf(log, "  (%s)\n", cfg.genNote)
	}
}

// difference is one difference found and what looking into it showed.
type difference struct {
	k      int // its number in the report
	t      trial
	v      verdict // on the input found
	theirs outcome
	named  []mistake.Finding // the mistakes that give the solution's answer there

	small       string // the input shrunk
	again       verdict
	smallTheirs outcome
	smallNamed  []mistake.Finding
}

// examine shrinks a difference and runs the shrunk input again.
func (cfg config) examine(d *difference) {
	d.small = cfg.shrink(d.t.input, d.v.kind)
	d.again, d.smallTheirs = cfg.judge(d.small)
	if d.theirs.failure == "" && d.smallTheirs.failure == "" && d.again.differ {
		d.smallNamed = mistake.Name(cfg.game, d.small, d.smallTheirs.answer, cfg.skipSame)
	}
}

// report writes difference number k to its file and tells all about it.
func (cfg config) report(log io.Writer, k int, d *difference) error {
	d.k = k
	t, input, small := d.t, d.t.input, d.small
	cfg.header(log, k, t, d.v)
	out := cfg.out
	if k > 1 {
		ext := filepath.Ext(out)
		out = strings.TrimSuffix(out, ext) + "-" + strconv.Itoa(k) + ext
	}
	if err := os.WriteFile(out, []byte(small), 0o644); err != nil {
		return err
	}
	fmt.Fprintf(log, "shrunk from %d to %d bytes, written to %s:\n%s", len(input), len(small), out, indent(small))
	ours := cfg.match3Run(small, nil)
	switch {
	case d.again.kind == "timeout" && cfg.tiny(small):
		fmt.Fprintf(log, "  the solution does not finish on this tiny input: it may loop forever, not be slow\n")
	case !d.again.differ:
		fmt.Fprintf(log, "  run again, the shrunk input shows no difference (%s): it is near a limit, or the solution is not deterministic\n", orOK(d.again.line))
	case d.again.kind != d.v.kind:
		fmt.Fprintf(log, "  run again, the shrunk input shows another kind of difference: %s\n", d.again.line)
	}
	fmt.Fprintf(log, "solution, on the shrunk input:\n%s", indent(answerOf(d.smallTheirs)))
	fmt.Fprintf(log, "match3, on the shrunk input:\n%s", indent(answerOf(ours)))
	if d.again.differ {
		fmt.Fprintf(log, "verdict on the shrunk input: %s\n", d.again.line)
	}
	if d.theirs.failure == "" && d.smallTheirs.failure == "" && d.again.differ {
		fmt.Fprintf(log, "mistakes on input %d: %s\n", t.i, mistakeWords(d.named, d.theirs.answer))
		fmt.Fprintf(log, "mistakes on the shrunk input: %s\n", mistakeWords(d.smallNamed, d.smallTheirs.answer))
	}
	if d.smallTheirs.failure != "" && d.smallTheirs.stderr != "" {
		fmt.Fprintf(log, "solution's stderr (first lines):\n%s", indent(firstLines(d.smallTheirs.stderr, 10)))
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

// reportedAlready reports whether a set of mistakes that gives a
// difference was named by a difference reported before.
func reportedAlready(seen map[string]bool, fs []mistake.Finding) bool {
	for _, f := range fs {
		if seen["mistakes "+f.ID()] {
			return true
		}
	}
	return false
}

// mistakeWords says which mistakes give a solution's answer.
func mistakeWords(fs []mistake.Finding, answer string) string {
	if len(fs) == 0 {
		return "no catalogued mistake, nor two or three at once, gives the solution's answer"
	}
	return "the solution's answer is that of a solution that reads" + strings.TrimPrefix(mistake.Clause(fs, answer), "; that is the answer if")
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
		return cfg.generateMayan(t, seed, mix, pick)
	}
	p := cfg.poker
	judgeSize := mix.Intn(10) == 0
	if judgeSize {
		// As the judges' full-size games: the generator's scaled specials
		// and valid swaps (gen.Poker.Scaled).
		p.N, p.M, p.K, p.Q = pick("n", p.N, 40, 50), pick("m", p.M, 40, 50), pick("k", p.K, 2, 100), pick("q", p.Q, 500, 1000)
		if !cfg.fixed["special"] {
			p.Special = gen.Auto
		}
		if !cfg.fixed["valid"] {
			p.Valid = gen.Auto
		}
	} else {
		p.N, p.M, p.K, p.Q = pick("n", p.N, 2, 8), pick("m", p.M, 2, 8), pick("k", p.K, 2, 5), pick("q", p.Q, 1, 30)
		if !cfg.fixed["special"] {
			p.Special = float64(mix.Intn(51)) / 100
		}
		if !cfg.fixed["valid"] {
			p.Valid = 0.8
		}
	}
	p = p.Widened(cfg.fixed["m"])
	t.size = fmt.Sprintf("%d x %d, %d colors, %d operations", p.N, p.M, p.K, p.Q)
	t.large = judgeSize && !cfg.fixed["n"] && !cfg.fixed["m"] && !cfg.fixed["q"]
	t.input, t.made = p.Game(rand.New(rand.NewSource(seed))), cfg.gen+" "+gen.Options{Game: "poker", Seed: seed, Poker: p}.Flags()
	return t
}

// The Mayan mix, ten inputs a turn: two judge-size (five moves, 20-35
// blocks), two that fewer moves than n clear (-built), one whose answer
// needs a wasted same-color drag, the rest small. The turn starts at a
// place the seed gives, so every kind is met in the first ten inputs.
const (
	mixJudge  = "judge-size"
	mixBuilt  = "built"
	mixWasted = "wasted"
)

var mayanMix = [10]string{"", mixBuilt, mixWasted, "", "", mixBuilt, "", "", mixJudge, mixJudge}

// generateMayan writes Mayan input i of the mix.
func (cfg config) generateMayan(t trial, seed int64, mix *rand.Rand, pick func(string, int, int, int) int) trial {
	m := cfg.mayan
	turn := int64(len(mayanMix))
	kind := mayanMix[((cfg.seed-1)%turn+turn+int64(t.i)-1)%turn]
	if kind == mixJudge {
		m.Moves, m.Blocks, m.Colors = pick("moves", m.Moves, 5, 5), pick("blocks", m.Blocks, 20, 35), pick("colors", m.Colors, 3, 10)
	} else {
		m.Moves, m.Blocks, m.Colors = pick("moves", m.Moves, 1, 4), pick("blocks", m.Blocks, 3, 18), pick("colors", m.Colors, 1, 5)
	}
	if !cfg.fixed["solvable"] {
		m.Solvable = mix.Intn(2) == 0
	}
	if (kind == mixBuilt || kind == mixWasted) && !cfg.fixed["solvable"] && !cfg.fixed["built"] && !cfg.fixed["blocks"] && m.Moves > 1 {
		m.Solvable, m.Built = true, 1+mix.Intn(m.Moves-1)
	}
	t.size = fmt.Sprintf("%d moves, %d blocks, %d colors", m.Moves, m.Blocks, m.Colors)
	t.large = kind == mixJudge && !cfg.fixed["moves"] && !cfg.fixed["blocks"]
	t.input = m.Puzzle(rand.New(rand.NewSource(seed)))
	if kind == mixWasted && m.Built > 0 && !cfg.skipSame {
		// The first of 40 seeds whose answer holds a wasted move.
		base := seed
		for k := int64(1); k < 40 && !mistake.WastedInAnswer(t.input, false); k++ {
			seed = base*100 + k
			t.input = m.Puzzle(rand.New(rand.NewSource(seed)))
		}
	}
	t.made = cfg.gen + " " + gen.Options{Game: "mayan", Seed: seed, Mayan: m}.Flags()
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
