// Package trace is match3's tracer: the story of a game for -trace, and
// its pictures for -boards, told from the events of internal/event. It
// writes what the events say and computes nothing of its own.
package trace

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"match3/internal/event"
)

// Tracer writes the story of a game.
type Tracer struct {
	w          *bufio.Writer
	boards     bool
	legend     bool // the legend of the pictures is written
	began      time.Time
	from, to   int  // the operations told of (-ops); to = 0: all
	on         bool // the current operation is told of
	mayan      bool // the game is a Mayan puzzle
	mayanRound int  // the round of the Mayan move being replayed
	tags       []byte
}

// New returns a tracer writing to w, drawing boards if asked, telling of
// the operations ops names ("" for all: -ops's "N" or "A-B").
func New(w io.Writer, boards bool, ops string) (*Tracer, error) {
	t := &Tracer{w: bufio.NewWriter(w), boards: boards, began: time.Now(), on: true}
	if ops != "" {
		var err error
		if t.from, t.to, err = parseOps(ops); err != nil {
			return nil, err
		}
	}
	return t, nil
}

// Flush writes what the tracer holds.
func (t *Tracer) Flush() { t.w.Flush() }

// parseOps reads -ops: "N" or "A-B", operations numbered from 1.
func parseOps(text string) (from, to int, err error) {
	a, b := text, text
	if i := strings.IndexByte(text, '-'); i >= 0 {
		a, b = text[:i], text[i+1:]
	}
	from, errA := strconv.Atoi(a)
	to, errB := strconv.Atoi(b)
	if errA != nil || errB != nil || from < 1 || to < from {
		return 0, 0, fmt.Errorf("-ops %q: want N or A-B with 1 <= A <= B", text)
	}
	return from, to, nil
}

// See writes the story of one moment. The moments of a Lines & Poker
// operation that -ops leaves out are not told; the end always is.
func (t *Tracer) See(e event.Event) {
	if o, ok := e.(event.OpBegun); ok {
		t.on = t.to == 0 || t.from <= o.N && o.N <= t.to
	}
	switch e := e.(type) {
	case event.GameEnded:
		t.end(e)
	case event.PuzzleBegun:
		t.mayan = true
		t.start(e.Board)
	case event.MoveBegun:
		t.move(e.N, e.Move)
	case event.MoveSettled:
		t.w.WriteString("  board:\n")
		t.mayanPicture(e.Board, nil)
	case event.SearchEnded:
		t.searched(e.Answer, e.Search)
	}
	if !t.on {
		return
	}
	switch e := e.(type) {
	case event.OpBegun:
		t.operation(e)
	case event.SwapInvalid:
		fmt.Fprintf(t.w, "  invalid: %s\n", e.Why)
	case event.SwapValid:
		t.valid(e.Mains)
	case event.Round:
		t.round(e)
	case event.Fell:
		t.fallen(e.Board)
	case event.OpEnded:
		t.operationEnd(e)
	case event.HandClosed:
		h := e.Hand
		fmt.Fprintf(t.w, "hand after valid op %d: %d %d %d %d %d, %s, %d\n",
			e.Valid, h[0], h[1], h[2], h[3], h[4], e.Rank, e.Score)
	}
}

func (t *Tracer) operation(e event.OpBegun) {
	op := e.Op
	fmt.Fprintf(t.w, "op %d: swap (%d,%d) (%d,%d)\n", e.N, op.R1+1, op.C1+1, op.R2+1, op.C2+1)
	if t.boards {
		t.picture(e.Board, "board before", nil)
	}
}

func (t *Tracer) valid(m [2]uint8) {
	if m[1] == 0 {
		fmt.Fprintf(t.w, "  valid, main color %d\n", m[0])
	} else {
		fmt.Fprintf(t.w, "  valid, main colors %d %d\n", m[0], m[1])
	}
}

func (t *Tracer) round(r event.Round) {
	if t.mayan {
		t.mayanRound = r.N
		fmt.Fprintf(t.w, "  round %d, %d blocks removed (#):\n", r.N, len(r.Elim))
		t.mayanPicture(r.Board, r.Elim)
		return
	}
	fmt.Fprintf(t.w, "  round %d: runs take %d, effects add %d", r.N, len(r.Matched), len(r.Elim)-len(r.Matched))
	for k, f := range r.Fired {
		sep := ", "
		if k == 0 {
			sep = " ["
		}
		fmt.Fprintf(t.w, "%stype %d at (%d,%d)", sep, f.Kind, f.Row+1, f.Col+1)
	}
	if len(r.Fired) > 0 {
		t.w.WriteString("]")
	}
	fmt.Fprintf(t.w, "\n    elimination %d x %d = %d; blocks", r.N, r.ColorSum, r.Elimination)
	for k, x := range r.Blocks {
		fmt.Fprintf(t.w, " %d:%d", x, r.BlockPoints[k])
	}
	fmt.Fprintf(t.w, "; combination %d\n", r.Combination)
	if t.boards {
		t.picture(r.Board, "removed (# run, ! effect)", &r)
	}
}

func (t *Tracer) fallen(b *event.Grid) {
	switch {
	case t.mayan:
		fmt.Fprintf(t.w, "  round %d, after the fall:\n", t.mayanRound)
		t.mayanPicture(b, nil)
	case t.boards:
		t.picture(b, "after the fall", nil)
	}
}

func (t *Tracer) operationEnd(e event.OpEnded) {
	after, before, rounds, chain := e.After, e.Before, e.Rounds, e.Chain
	running := after.Elimination + after.Chain + after.Combination
	op := running - (before.Elimination + before.Chain + before.Combination)
	fmt.Fprintf(t.w, "  chain 80 x (%d-1)^2 = %d; operation %d; running sum %d\n", rounds, chain, op, running)
}

func (t *Tracer) end(e event.GameEnded) {
	tl := e.Tally
	fmt.Fprintf(t.w, "endgame: all operations valid %s, board cleared %s\n",
		bonus(e.AllValid), bonus(e.Cleared))
	fmt.Fprintf(t.w, "total %d = elimination %d + chain %d + combination %d + pattern %d + endgame %d\n",
		tl.Total(), tl.Elimination, tl.Chain, tl.Combination, tl.Pattern, tl.Endgame)
}

func bonus(points int64) string {
	if points > 0 {
		return "+" + strconv.FormatInt(points, 10)
	}
	return "no"
}
