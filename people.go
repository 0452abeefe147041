//go:build !judge

package main

import (
	"flag"
	"fmt"
	"io"
	"os"

	"match3/internal/counts"
	"match3/internal/event"
	"match3/internal/judgement"
	"match3/internal/record"
	"match3/internal/strict"
	"match3/internal/trace"
	"match3/internal/version"
	"match3/viewer"
)

// The people's build: the bridge between the judged program and what
// only people use, which lives in packages of its own (internal/event,
// trace, record, counts, judgement). This file matches judge.go symbol
// for symbol, each the people's version of the judge's stand-in. The
// engine never calls it: main.go asks it for the observers a run wants,
// and it turns the engine's moments into internal/event's events, replays
// a Mayan answer for them, and hands what the engine found to the
// judgement as plain data.

// withTools says that this build has what only people use: -trace and its
// kin, -check, -html and -events. The judge's build (judge.go) has not.
const withTools = true

// usage is -h's text. (The judge's build, judge.go, has a short one.)
const usage = `usage: match3 [-game poker|mayan] [-trace] [-boards] [-ops A-B] [-skip-same-color] [-check ANSWER] [INPUT]

match3 judges two match-3 games exactly and prints only the answer. It
reads the input from the file INPUT, or from stdin (match3 < INPUT).

Lines & Poker (the default): "n m k q", then n rows of m colors (1..k, row 1
at the top), n rows of m specials (0..6), and q operations "x1 y1 x2 y2"
(1-based row, column); prints the total score. Mayan puzzle: "n" (moves,
1..5), then 5 columns x = 0..4, each its colors (1..10) from the bottom up
ended by 0; prints n moves "x y g", one per line, or -1. Tokens may be laid
out in any whitespace; the game is told by the input's structure: 4 + 2nm +
4q integers is Lines & Poker, n and five columns ended by 0 a Mayan puzzle.
Integers are read as scanf reads them (a sign, leading zeros).

Bad input: one line on stderr naming what and where, exit status 1.

-check ANSWER judges a contestant's answer file as a judge's checker does:
one verdict line on stdout, and testlib's exit status: 0 accepted, 1 wrong
answer, 2 the answer cannot be read, 3 the input is bad.

flags:
`

// The two readings of a Mayan drag onto a block of the same color
// (docs/rules.md, Board and moves). (The judge's build says it shorter.)
const (
	skipSameHelp = "Mayan: a drag onto a block of the same color is no move, as in the NOIP 2011\nreference solution (and data made with it); by default it is a move that\nchanges nothing, as Luogu P1312 and AcWing 185 require"
	swapSameHelp = "Mayan: a drag onto a block of the same color is a move that changes nothing\n(the default; -swap-same-color=false is -skip-same-color)"
)

// The help of the flags that only people use (the judge's build has none).
const (
	traceHelp  = "write what happens, operation by operation (Mayan: move by move), to stderr"
	boardsHelp = "draw the board before each operation and each round (implies -trace)"
	opsHelp    = "tell -trace and -boards only of operation `N`, or of operations A-B (running sums stay whole)"
	checkHelp  = "judge the contestant's answer in `FILE` instead of printing the answer"
	htmlHelp   = "also write a replay page of the game to `FILE`: one self-contained HTML file"
	eventsHelp = "also write to `FILE`, as one JSON object, how much of each rule the input exercises (valid and invalid operations, rounds, hands, specials fired, large blocks; a puzzle's size and search), for tools/strength"
)

// watchers are the observers a run's flags ask for (the tracer, the
// page's recorder, the counter of -events) and what they write once the
// game is played. The judge's build has none (judge.go).
type watchers struct {
	o     *options
	tr    *trace.Tracer
	rec   *record.Recorder
	count *counts.Counter
	tell  *translator // nil when nothing is observed
}

// newWatchers makes the observers the options ask for; a bad -ops is an
// error.
func newWatchers(o *options, stderr io.Writer) (*watchers, error) {
	return watch(o, stderr, o.html != "")
}

// watch makes the observers: the tracer of -trace, -boards and -ops,
// writing to story, the recorder when recorded (-html; the page's replay),
// and the counter of -events.
func watch(o *options, story io.Writer, recorded bool) (*watchers, error) {
	w := &watchers{o: o}
	if o.trace || o.boards || o.ops != "" {
		var err error
		if w.tr, err = trace.New(story, o.boards, o.ops); err != nil {
			return nil, err
		}
	}
	if recorded {
		w.rec = record.New()
	}
	if o.events != "" {
		w.count = counts.New()
	}
	var all team
	if w.tr != nil {
		all = append(all, w.tr)
	}
	if w.rec != nil {
		all = append(all, w.rec)
	}
	if w.count != nil {
		all = append(all, w.count)
	}
	if len(all) > 0 {
		w.tell = newTranslator(all)
	}
	return w, nil
}

// observer is the engine's observer of the run: nil when nothing is
// observed, so that the engine builds no moment.
func (w *watchers) observer() observer {
	if w.tell == nil {
		return nil
	}
	return w.tell
}

// done replays a Mayan answer for the observers (the search is not
// observed: its answer is), flushes the trace and, when the game was
// played (ok), writes the page and the events.
func (w *watchers) done(pl *played, ok bool) error {
	if ok && w.tell != nil && pl.puzzle != nil {
		replay(pl.puzzle, pl.want, w.tell)
	}
	if w.tr != nil {
		w.tr.Flush()
	}
	if !ok {
		return nil
	}
	if w.rec != nil {
		w.rec.Answer = string(pl.answer)
	}
	if w.rec != nil && w.o.html != "" {
		page := viewer.Page(w.rec.AppendJSON(nil))
		if err := os.WriteFile(w.o.html, []byte(page), 0o644); err != nil {
			return fmt.Errorf("writing the page: %v", err)
		}
	}
	if w.count != nil {
		if err := os.WriteFile(w.o.events, w.count.JSON(), 0o644); err != nil {
			return fmt.Errorf("writing the events: %v", err)
		}
	}
	return nil
}

// team tells each of its observers, in turn.
type team []event.Observer

func (t team) See(e event.Event) {
	for _, o := range t {
		o.See(e)
	}
}

// translator is the engine's observer for the people's: it turns each
// moment into internal/event's event, its board copied into one grid as
// a person reads it (row-major from the top left), refreshed at each
// moment that shows the board.
type translator struct {
	to   event.Observer
	grid event.Grid
}

func newTranslator(to event.Observer) *translator { return &translator{to: to} }

func (t *translator) see(m moment) {
	switch m := m.(type) {
	case opBegun:
		op := event.Op{R1: m.op.r1, C1: m.op.c1, R2: m.op.r2, C2: m.op.c2}
		t.to.See(event.OpBegun{N: m.n, Op: op, Board: t.show(m.board)})
	case swapInvalid:
		t.to.See(event.SwapInvalid{Why: event.Invalid(m.why)})
	case swapValid:
		t.to.See(event.SwapValid{Mains: m.mains, Board: t.show(m.board)})
	case roundScored:
		t.to.See(t.round(m))
	case fell:
		t.to.See(event.Fell{Board: t.show(m.board)})
	case opEnded:
		t.to.See(event.OpEnded{Rounds: m.rounds, Chain: m.chain, Before: event.Tally(m.before), After: event.Tally(m.after)})
	case handClosed:
		t.to.See(event.HandClosed{Valid: m.valid, Hand: m.hand, Rank: event.Hand(m.rank), Score: m.score, Mains: m.mains})
	case gameEnded:
		e := event.GameEnded{Tally: event.Tally(m.tally)}
		if m.allValid {
			e.AllValid = allValidBonus
		}
		if m.cleared {
			e.Cleared = clearedBonus
		}
		t.to.See(e)
	}
}

// show copies the board into the grid.
func (t *translator) show(b *Board) *event.Grid {
	g := &t.grid
	if g.Rows != b.n || g.Cols != b.m {
		*g = event.Grid{Rows: b.n, Cols: b.m, Color: make([]uint8, b.n*b.m), Special: make([]uint8, b.n*b.m)}
	}
	g.Colors = len(b.count) - 1
	for r := 0; r < b.n; r++ {
		for c := 0; c < b.m; c++ {
			g.Color[r*b.m+c], g.Special[r*b.m+c] = b.color[b.at(r, c)], b.special[b.at(r, c)]
		}
	}
	return g
}

// round is a round as an event: the engine's cells as the grid's, the
// specials that fire (E lists M first, so one past M was hit), the runs,
// and the points of every block.
func (t *translator) round(m roundScored) event.Round {
	b := m.board
	cells := func(list []int32) []int {
		out := make([]int, len(list))
		for k, i := range list {
			r, c := b.rowCol(int(i))
			out[k] = r*b.m + c
		}
		return out
	}
	e := event.Round{N: m.round, Board: t.show(b), Matched: cells(b.matched), Elim: cells(b.elim), Blocks: m.sizes,
		ColorSum: m.colorSum, Elimination: m.elimination, Combination: m.combination}
	for k, i := range b.elim {
		if s := b.special[i]; s != noSpecial {
			r, c := b.rowCol(int(i))
			e.Fired = append(e.Fired, event.Fired{Row: r, Col: c, Kind: event.Special(s), Hit: k >= len(b.matched)})
		}
	}
	for _, run := range b.runs {
		top := run.first // a row run's leftmost cell; a column run's first is its lowest
		if !run.row {
			top += run.size - 1
		}
		r, c := b.rowCol(int(top))
		e.Runs = append(e.Runs, event.Run{Color: run.color, Row: run.row, Size: int(run.size), First: r*b.m + c})
	}
	for _, x := range m.sizes {
		e.BlockPoints = append(e.BlockPoints, comboPoints(x))
	}
	return e
}

// replay tells the translator's observers of a Mayan answer made again
// from the start, move by move and round by round, and of the search's
// work. The puzzle is left as it was.
func replay(p *Puzzle, ans Answer, t *translator) {
	moves := movesOf(ans)
	replayMoves(p, moves, t)
	t.to.See(event.SearchEnded{Answer: moves, Search: event.Search{Nodes: p.nodes, FailedHits: p.failed.hits, FailedStored: p.failed.used}})
}

// replayMoves tells the translator's observers of moves made from the
// puzzle's start, each legal where it is made (judgement.Puzzle.Play says
// which are). The puzzle is left as it was.
func replayMoves(p *Puzzle, moves []event.Move, t *translator) {
	var start snapshot
	p.save(&start)
	t.to.See(event.PuzzleBegun{Board: t.show(p.board), Moves: p.moves})
	p.watch = t
	for n, mv := range moves {
		t.to.See(event.MoveBegun{N: n + 1, Move: mv})
		p.makeMove(Move(mv))
		t.to.See(event.MoveSettled{Board: t.show(p.board)})
	}
	p.watch = nil
	p.restore(&start)
}

// movesOf and answerOf turn the engine's moves into the events' and back:
// nil, no answer, stays nil.
func movesOf(a Answer) []event.Move {
	var moves []event.Move
	for _, mv := range a {
		moves = append(moves, event.Move(mv))
	}
	return moves
}

func answerOf(moves []event.Move) Answer {
	var a Answer
	for _, mv := range moves {
		a = append(a, Move(mv))
	}
	return a
}

// judge judges a contestant's answer to the input played, naming the
// catalogued misreadings that give a wrong one: -check's verdict line and
// testlib's status.
func (pl *played) judge(input, answer []byte) (string, int) {
	v := pl.verdict(input, answer, true)
	return v.Line(), int(v.Status)
}

// verdict is the judgement of an answer to the input played, from what
// the engine found: the tally, or the puzzle and its smallest answer. The
// browser page asks for it without names first (naming takes longer).
func (pl *played) verdict(input, answer []byte, name bool) judgement.Verdict {
	if p := pl.puzzle; p != nil {
		t := newTranslator(nil)
		puzzle := judgement.Puzzle{Moves: p.moves, Board: t.show(p.board), SkipSame: p.skipSame, Want: movesOf(pl.want)}
		return judgement.Mayan(puzzle, input, answer, name)
	}
	return judgement.Poker(event.Tally(pl.tally), input, answer, name)
}

// validateFlags registers -validate, --testOverviewLogFileName and
// -checker (the judge's build registers none).
func validateFlags(flags *flag.FlagSet, o *options) {
	flags.BoolVar(&o.validate, "validate", false, "check the input as a judge's validator does, strictly (the statement's ranges and layout, as testlib reads it; CRLF is a line end): nothing and status 0 if valid, else FAIL and the line on stderr, status 3")
	flags.StringVar(&o.overview, "testOverviewLogFileName", "", "with -validate: write testlib's test overview log (each variable's bounds hit, each feature) to `FILE`")
	flags.StringVar(&o.checker, "checker", "", "be a judge's checker, speaking its `protocol`: testlib (INPUT OUTPUT ANSWER [RESULT [-appes]]), kattis (INPUT ANSWER FEEDBACK_DIR < OUTPUT) or cms (INPUT CORRECT OUTPUT)")
}

// statementLimits are the statements' limits, as the engine holds them.
var statementLimits = strict.Limits{Side: maxSide, Colors: maxColors, Ops: maxOps, Moves: maxMoves, MayanColors: mayanColors}

// validate is -validate: the game the options name or the input's
// structure tells (detectGame), read strictly; the status as testlib's
// validators give it.
func validate(o *options, data []byte, stderr io.Writer) int {
	game := gameKind(o.game)
	if game == "" {
		var err error
		if game, err = detectGame(newScanner(data)); err != nil {
			fmt.Fprintf(stderr, "FAIL %v\n", err)
			return int(judgement.Fail)
		}
	}
	fault, overview := strict.Input(string(game), data, statementLimits)
	if fault != "" {
		fmt.Fprintf(stderr, "FAIL %s\n", fault)
		return int(judgement.Fail)
	}
	if o.overview != "" {
		if err := os.WriteFile(o.overview, []byte(overview), 0o644); err != nil {
			fmt.Fprintf(stderr, "FAIL cannot write the test overview log: %v\n", err)
			return int(judgement.Fail)
		}
	}
	return int(judgement.Accepted)
}

// runChecker speaks o.checker's protocol with o.files, each input played
// by the engine and its answers judged.
func runChecker(o *options, stdin io.Reader, stdout, stderr io.Writer) int {
	play := func(input []byte) (func([]byte) judgement.Verdict, error) {
		pl, err := playInput(o, newScanner(input), nil)
		if err != nil {
			return nil, err
		}
		return func(answer []byte) judgement.Verdict { return pl.verdict(input, answer, true) }, nil
	}
	return judgement.Checker{Protocol: o.checker, Files: o.files, Play: play}.Run(stdin, stdout, stderr)
}

// versionFlag adds -version. (The judge's build has none: judge.go.)
func versionFlag(flags *flag.FlagSet, o *options) {
	flags.BoolVar(&o.version, "version", false, "say which match3 this is (its version or commit) and the Go that built it")
}

// versionLine says which match3 this is (internal/version).
func versionLine() string { return version.Of("match3") }
