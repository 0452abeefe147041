//go:build !judge

package main

import (
	"fmt"
	"io"
)

// The people's build: what only people use (the tracer, the replay page,
// the counter, the checker) is reached from here. This file matches
// judge.go symbol for symbol, each the people's version of the judge's
// stand-in. What the observers share has files of its own: names.go (the
// names they give), team.go (several observers at once), json.go (the
// JSON the recorder and the counter write).

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
	tr    *tracer
	rec   *recorder
	count *counter
}

// newWatchers makes the observers the options ask for; a bad -ops is an
// error.
func newWatchers(o *options, stderr io.Writer) (*watchers, error) {
	w := &watchers{o: o}
	if o.trace || o.boards || o.ops != "" {
		var err error
		if w.tr, err = newTracer(stderr, o.boards, o.ops); err != nil {
			return nil, err
		}
	}
	if o.html != "" {
		w.rec = newRecorder()
	}
	if o.events != "" {
		w.count = newCounter()
	}
	return w, nil
}

func (w *watchers) observer() observer { return observers(w.tr, w.rec, w.count) }

// done flushes the trace and, when the game was played (ok), writes the
// page and the events.
func (w *watchers) done(answer []byte, ok bool) error {
	if w.tr != nil {
		w.tr.flush()
	}
	if !ok {
		return nil
	}
	if w.rec != nil {
		if err := w.rec.write(w.o.html, answer); err != nil {
			return fmt.Errorf("writing the page: %v", err)
		}
	}
	if w.count != nil {
		if err := w.count.write(w.o.events); err != nil {
			return fmt.Errorf("writing the events: %v", err)
		}
	}
	return nil
}

// judge judges a contestant's answer to the input played (check.go), and
// names the catalogued misreadings that give a wrong one.
func (pl *played) judge(input, answer []byte) judgement { return pl.judgeNaming(input, answer, true) }

// How the engine tells its observers what happened, beyond the nil-checked
// calls in its loops: a round's report and a Mayan answer's replay. Only
// people watch, so the judge's build (judge.go) has stand-ins.

// report tells the observer of a round, with the points of every block and
// the specials that fire.
func (g *Game) report(round int, colorSum, elimination, combination int64) {
	b := g.board
	// (Only an observed game comes here: the report is made afresh each
	// round, and the judged game carries nothing for it.)
	points := make([]int64, len(g.sizes))
	for i, x := range g.sizes {
		points[i] = comboPoints(x)
	}
	var fired []firedSpecial
	for k, e := range b.elim {
		if s := b.special[e]; s != noSpecial {
			r, c := b.rowCol(int(e))
			fired = append(fired, firedSpecial{r, c, s, k >= len(b.matched)}) // E lists M first
		}
	}
	g.obs.see(&roundReport{round, b, b.matched, b.elim, fired, colorSum, elimination, b.runs, g.sizes, points, combination})
}

// report tells the observer of a Mayan round: the blocks that go, which
// are both M and E (no specials), and their runs.
func (p *Puzzle) report(round int) {
	b := p.board
	p.watch.see(&roundReport{round: round, board: b, matched: b.elim, elim: b.elim, runs: b.runs})
}

// replay tells the observer of the start, of each move of the answer as it
// is made again, round by round, and of the search's work. The board is
// left as it was.
func (p *Puzzle) replay(ans Answer) {
	var start snapshot
	p.save(&start)
	p.obs.see(puzzleBegun{p.board, p.moves})
	p.watch = p.obs
	for n, mv := range ans {
		p.obs.see(moveBegun{n + 1, mv})
		p.makeMove(mv)
		p.obs.see(moveSettled{p.board})
	}
	p.watch = nil
	p.restore(&start)
	p.obs.see(searchEnded{ans, searchStats{p.nodes, p.failed.hits, p.failed.used}})
}

// Errors that explain more than they must: which line holds the wrong
// number of tokens, and what each game wants of an input that fits
// neither. A judge's input has no such fault, so the judge's build
// (judge.go) says less: the tokens still name what is wrong and where.

// layoutFault names the line that holds the wrong number of tokens, when
// the input has too few or too many for n, m and q but is laid out in lines
// as the statement shows: one line for n m k q, one per row of colors and
// of specials, one per operation. Otherwise the tokens tell what is wrong.
func layoutFault(s *scanner, n, m, q int) error {
	tokens := s.tokens()
	if tokens == 4+2*n*m+4*q {
		return nil
	}
	fields, lines := lineFields(s.data)
	if len(fields) != 1+2*n+q || fields[0] != 4 {
		return nil
	}
	for i, f := range fields[1:] {
		switch {
		case i < n && f != m:
			return fmt.Errorf("line %d (row %d) holds %d colors, want %d", lines[i+1], i+1, f, m)
		case i >= n && i < 2*n && f != m:
			return fmt.Errorf("line %d (row %d of the specials) holds %d specials, want %d", lines[i+1], i-n+1, f, m)
		case i >= 2*n && f != 4:
			return fmt.Errorf("line %d (operation %d) holds %d tokens, want 4 (x1 y1 x2 y2)", lines[i+1], i-2*n+1, f)
		}
	}
	return nil
}

// neitherGame says why an input of tokens tokens fits neither game: what
// each wants (want: the tokens a Lines & Poker input with its first four
// integers has, or -1 if they cannot start one), and what the input has.
func neitherGame(s *scanner, tokens int, want int64) error {
	pokerWants := "Lines & Poker wants n m k q (n, m, q at least 1), then 2nm + 4q more"
	if want >= 0 {
		pokerWants = fmt.Sprintf("Lines & Poker wants 4 + 2nm + 4q = %d with n=%d m=%d q=%d", want, s.vals[0], s.vals[1], s.vals[3])
	}
	mayanWants := "a Mayan puzzle wants n, then five columns each ended by 0"
	if s.bad < 0 && len(s.vals) > 0 {
		mayanWants += fmt.Sprintf(", and has %d zeros after n", mayanZeros(s.vals))
		if last := s.vals[len(s.vals)-1]; len(s.vals) > 1 && last != 0 {
			mayanWants += fmt.Sprintf(" and ends with %d", last)
		}
	}
	return fmt.Errorf("the input fits neither game (%d tokens): %s; %s; -game poker|mayan forces one", tokens, pokerWants, mayanWants)
}
