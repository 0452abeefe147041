//go:build !judge

package main

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"
)

// tracer writes the story of a game for -trace (and its pictures for
// -boards) to stderr. It observes the engine (see observer.go): it writes
// what the engine hands it and computes nothing of its own.
type tracer struct {
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

// newTracer returns a tracer writing to w, drawing boards if asked, telling
// of the operations ops names ("" for all).
func newTracer(w io.Writer, boards bool, ops string) (*tracer, error) {
	t := &tracer{w: bufio.NewWriter(w), boards: boards, began: time.Now(), on: true}
	if ops != "" {
		var err error
		if t.from, t.to, err = parseOps(ops); err != nil {
			return nil, err
		}
	}
	return t, nil
}

func (t *tracer) flush() { t.w.Flush() }

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

// see writes the story of one moment. The moments of a Lines & Poker
// operation that -ops leaves out are not told; the end always is.
func (t *tracer) see(e event) {
	if o, ok := e.(opBegun); ok {
		t.on = t.to == 0 || t.from <= o.n && o.n <= t.to
	}
	switch e := e.(type) {
	case gameEnded:
		t.end(e)
	case puzzleBegun:
		t.mayan = true
		t.start(e.board)
	case moveBegun:
		t.move(e.n, e.move)
	case moveSettled:
		t.w.WriteString("  board:\n")
		t.mayanPicture(e.board, nil)
	case searchEnded:
		t.searched(e.answer, e.stats)
	}
	if !t.on {
		return
	}
	switch e := e.(type) {
	case opBegun:
		t.operation(e)
	case swapInvalid:
		fmt.Fprintf(t.w, "  invalid: %s\n", e.why)
	case swapValid:
		t.valid(e.mains)
	case *roundReport:
		t.round(e)
	case fell:
		t.fallen(e.board)
	case opEnded:
		t.operationEnd(e)
	case handClosed:
		h := e.hand
		fmt.Fprintf(t.w, "hand after valid op %d: %d %d %d %d %d, %s, %d\n",
			e.valid, h[0], h[1], h[2], h[3], h[4], handNames[e.rank], e.score)
	}
}

func (t *tracer) operation(e opBegun) {
	op := e.op
	fmt.Fprintf(t.w, "op %d: swap (%d,%d) (%d,%d)\n", e.n, op.r1+1, op.c1+1, op.r2+1, op.c2+1)
	if t.boards {
		t.picture(e.board, "board before", nil)
	}
}

func (t *tracer) valid(m [2]uint8) {
	if m[1] == 0 {
		fmt.Fprintf(t.w, "  valid, main color %d\n", m[0])
	} else {
		fmt.Fprintf(t.w, "  valid, main colors %d %d\n", m[0], m[1])
	}
}

func (t *tracer) round(r *roundReport) {
	if t.mayan {
		t.mayanRound = r.round
		fmt.Fprintf(t.w, "  round %d, %d blocks removed (#):\n", r.round, len(r.elim))
		t.mayanPicture(r.board, r.elim)
		return
	}
	fmt.Fprintf(t.w, "  round %d: runs take %d, effects add %d", r.round, len(r.matched), len(r.elim)-len(r.matched))
	for k, f := range r.fired {
		sep := ", "
		if k == 0 {
			sep = " ["
		}
		fmt.Fprintf(t.w, "%stype %d at (%d,%d)", sep, f.kind, f.row+1, f.col+1)
	}
	if len(r.fired) > 0 {
		t.w.WriteString("]")
	}
	fmt.Fprintf(t.w, "\n    elimination %d x %d = %d; blocks", r.round, r.colorSum, r.elimination)
	for k, x := range r.blocks {
		fmt.Fprintf(t.w, " %d:%d", x, r.blockPoints[k])
	}
	fmt.Fprintf(t.w, "; combination %d\n", r.combination)
	if t.boards {
		t.picture(r.board, "removed (# run, ! effect)", r)
	}
}

func (t *tracer) fallen(b *Board) {
	switch {
	case t.mayan:
		fmt.Fprintf(t.w, "  round %d, after the fall:\n", t.mayanRound)
		t.mayanPicture(b, nil)
	case t.boards:
		t.picture(b, "after the fall", nil)
	}
}

func (t *tracer) operationEnd(e opEnded) {
	after, before, rounds, chain := e.after, e.before, e.rounds, e.chain
	running := after.Elimination + after.Chain + after.Combination
	op := running - (before.Elimination + before.Chain + before.Combination)
	fmt.Fprintf(t.w, "  chain 80 x (%d-1)^2 = %d; operation %d; running sum %d\n", rounds, chain, op, running)
}

func (t *tracer) end(e gameEnded) {
	tl := e.tally
	fmt.Fprintf(t.w, "endgame: all operations valid %s, board cleared %s\n",
		bonus(e.allValid, allValidBonus), bonus(e.cleared, clearedBonus))
	fmt.Fprintf(t.w, "total %d = elimination %d + chain %d + combination %d + pattern %d + endgame %d\n",
		tl.Total(), tl.Elimination, tl.Chain, tl.Combination, tl.Pattern, tl.Endgame)
}

func bonus(got bool, points int) string {
	if got {
		return "+" + strconv.Itoa(points)
	}
	return "no"
}

// pictureLegend explains the pictures once, before the first.
const pictureLegend = "pictures: rows top to bottom, numbered on the left, columns numbered on top;\n" +
	"  a cell is its color (. empty) and a tag:\n" +
	"  - | + o O * a special of type 1..6 (row, column, both, 3x3, 5x5, color),\n" +
	"  and in a removal picture # a cell of a run, ! a cell hit by an effect\n"

// picture draws the board (see Board.String); with a round, its cells of a
// run are tagged # and those an effect hit !.
func (t *tracer) picture(b *Board, title string, r *roundReport) {
	if !t.legend {
		t.w.WriteString(pictureLegend)
		t.legend = true
	}
	fmt.Fprintf(t.w, "    %s:\n", title)
	var tags []byte
	if r != nil {
		tags = t.marks(len(b.color), r.elim, '!')
		for _, i := range r.matched {
			tags[i] = '#'
		}
	}
	t.w.Write(b.appendPicture(nil, tags))
}

// marks returns a tag per cell: tag for the cells listed, 0 elsewhere.
func (t *tracer) marks(cells int, listed []int32, tag byte) []byte {
	if cap(t.tags) < cells {
		t.tags = make([]byte, cells)
	}
	t.tags = t.tags[:cells]
	for i := range t.tags {
		t.tags[i] = 0
	}
	for _, i := range listed {
		t.tags[i] = tag
	}
	return t.tags
}

// mayanLegend explains a Mayan trace once, before the start board.
const mayanLegend = "pictures: rows y = 6 (top) to 0 (bottom), columns x = 0..4; a block is its color\n" +
	"  (. empty), # marks a block a run removes; a move \"x y g\" drags the block at\n" +
	"  (x, y) one column right (g = 1) or left (g = -1)\n"

func (t *tracer) start(b *Board) {
	t.w.WriteString(mayanLegend)
	t.w.WriteString("start:\n")
	t.mayanPicture(b, nil)
}

func (t *tracer) move(n int, mv Move) {
	dir := "right"
	if mv.G < 0 {
		dir = "left"
	}
	fmt.Fprintf(t.w, "move %d: %d %d %d (the block at x=%d, y=%d goes %s)\n", n, mv.X, mv.Y, mv.G, mv.X, mv.Y, dir)
}

func (t *tracer) searched(ans Answer, s searchStats) {
	if ans == nil {
		t.w.WriteString("no solution\n")
	}
	fmt.Fprintf(t.w, "search: %d nodes, %d failed-state hits, %d failed states stored, %v\n",
		s.nodes, s.failedHits, s.failedStored, time.Since(t.began).Round(time.Microsecond))
}

// mayanPicture draws a Mayan board, marking the cells listed in marked.
func (t *tracer) mayanPicture(b *Board, marked []int32) {
	tags := t.marks(mayanCells, marked, '#')
	for y := mayanRows - 1; y >= 0; y-- {
		fmt.Fprintf(t.w, "  y=%d ", y)
		for x := 0; x < mayanCols; x++ {
			tag := byte(' ')
			if tags[cell(x, y)] != 0 {
				tag = tags[cell(x, y)]
			}
			if c := b.color[cell(x, y)]; c != 0 {
				fmt.Fprintf(t.w, "%3d%c", c, tag)
			} else {
				t.w.WriteString("  . ")
			}
		}
		t.w.WriteString("\n")
	}
	t.w.WriteString("   x= ")
	for x := 0; x < mayanCols; x++ {
		fmt.Fprintf(t.w, "%3d ", x)
	}
	t.w.WriteString("\n")
}

// Tags that follow a piece's color in a picture, by special effect.
const specialTags = " -|+oO*"

// String draws the board as -boards does: columns numbered on top, then
// one numbered row per line, top first, each cell its color right-aligned
// (. empty) and its special's tag. Tests print it when they fail.
func (b *Board) String() string { return string(b.appendPicture(nil, nil)) }

// appendPicture appends the board's picture to dst. Where tags is not nil,
// a cell whose tag is not 0 shows it instead of its special's. A 50 x 50
// board with colors below 10 takes 104 columns.
func (b *Board) appendPicture(dst []byte, tags []byte) []byte {
	width := len(strconv.Itoa(len(b.count) - 1))
	dst = appendColumnNumbers(dst, b.m, width)
	for r := 0; r < b.n; r++ {
		dst = append(dst, "   "[:3-len(strconv.Itoa(r+1))]...)
		dst = strconv.AppendInt(dst, int64(r+1), 10)
		dst = append(dst, ' ')
		for c := 0; c < b.m; c++ {
			i := b.at(r, c)
			text := "."
			if b.color[i] != 0 {
				text = strconv.Itoa(int(b.color[i]))
			}
			for p := len(text); p < width; p++ {
				dst = append(dst, ' ')
			}
			dst = append(dst, text...)
			tag := specialTags[b.special[i]]
			if tags != nil && tags[i] != 0 {
				tag = tags[i]
			}
			dst = append(dst, tag)
		}
		dst = append(dst, '\n')
	}
	return dst
}

// appendColumnNumbers numbers the m columns of a picture whose cells are
// width characters and a tag: one line when the numbers fit the cells,
// else two, tens above units.
func appendColumnNumbers(dst []byte, m, width int) []byte {
	lines := 1
	if digits := len(strconv.Itoa(m)); digits > width {
		width, lines = 1, digits
	}
	for l := lines - 1; l >= 0; l-- {
		start := len(dst)
		dst = append(dst, "    "...)
		for c := 1; c <= m; c++ {
			text := strconv.Itoa(c)
			if lines > 1 { // one digit of c on this line, blank where c has none
				d := len(text) - 1 - l
				text = " "
				if d >= 0 {
					text = strconv.Itoa(c)[d : d+1]
				}
			}
			for p := len(text); p < width; p++ {
				dst = append(dst, ' ')
			}
			dst = append(append(dst, text...), ' ')
		}
		dst = append(dst[:start+len(bytes.TrimRight(dst[start:], " "))], '\n')
	}
	return dst
}
