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
// -boards) to stderr. The engine calls it only behind a nil check, so a run
// without the flag pays one comparison per call site.
type tracer struct {
	w          *bufio.Writer
	boards     bool
	legend     bool // the legend of the pictures is written
	start      time.Time
	from, to   int  // the operations told of (-ops); to = 0: all
	on         bool // the current operation is told of
	mayanRound int  // the round of the Mayan move being replayed
}

// withTools says that this build has what only people use: -trace and its
// kin, and -check. The judge's build (tag judge, the bundle) has not.
const withTools = true

// newTracer returns a tracer writing to w, drawing boards if asked, telling
// of the operations ops names ("" for all).
func newTracer(w io.Writer, boards bool, ops string) (*tracer, error) {
	t := &tracer{w: bufio.NewWriter(w), boards: boards, start: time.Now(), on: true}
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

func (t *tracer) opStart(n int, op Op, b *Board) {
	t.on = t.to == 0 || t.from <= n && n <= t.to
	if !t.on {
		return
	}
	fmt.Fprintf(t.w, "op %d: swap (%d,%d) (%d,%d)\n", n, op.r1+1, op.c1+1, op.r2+1, op.c2+1)
	if t.boards {
		t.picture(b, "board before", false)
	}
}

func (t *tracer) invalid(why int) {
	if t.on {
		fmt.Fprintf(t.w, "  invalid: %s\n", invalidReasons[why])
	}
}

func (t *tracer) mains(m [2]uint8) {
	if !t.on {
		return
	}
	if m[1] == 0 {
		fmt.Fprintf(t.w, "  valid, main color %d\n", m[0])
	} else {
		fmt.Fprintf(t.w, "  valid, main colors %d %d\n", m[0], m[1])
	}
}

// round is called with E built and the board not yet changed.
func (t *tracer) round(i int, b *Board, sum int64, sizes []int) {
	if !t.on {
		return
	}
	fmt.Fprintf(t.w, "  round %d: runs take %d, effects add %d", i, len(b.matched), len(b.elim)-len(b.matched))
	sep := " ["
	for _, e := range b.elim {
		if s := b.special[e]; s != 0 {
			r, c := b.rowCol(int(e))
			fmt.Fprintf(t.w, "%stype %d at (%d,%d)", sep, s, r+1, c+1)
			sep = ", "
		}
	}
	if sep == ", " {
		t.w.WriteString("]")
	}
	fmt.Fprintf(t.w, "\n    elimination %d x %d = %d; blocks", i, sum, int64(i)*sum)
	comb := 0
	for _, x := range sizes {
		fmt.Fprintf(t.w, " %d:%d", x, 50*(x-3)*(x-3))
		comb += 50 * (x - 3) * (x - 3)
	}
	fmt.Fprintf(t.w, "; combination %d\n", comb)
	if t.boards {
		t.picture(b, "removed (# run, ! effect)", true)
	}
}

func (t *tracer) fallen(b *Board) {
	if t.on && t.boards {
		t.picture(b, "after the fall", false)
	}
}

func (t *tracer) opEnd(rounds int, now, before Tally) {
	if !t.on {
		return
	}
	running := now.Elimination + now.Chain + now.Combination
	op := running - (before.Elimination + before.Chain + before.Combination)
	fmt.Fprintf(t.w, "  chain 80 x (%d-1)^2 = %d; operation %d; running sum %d\n",
		rounds, 80*(rounds-1)*(rounds-1), op, running)
}

func (t *tracer) hand(valid int, hand [5]uint8, rank, score int) {
	if !t.on {
		return
	}
	fmt.Fprintf(t.w, "hand after valid op %d: %d %d %d %d %d, %s, %d\n",
		valid, hand[0], hand[1], hand[2], hand[3], hand[4], handNames[rank], score)
}

func (t *tracer) end(tl Tally, allValid, cleared bool) {
	fmt.Fprintf(t.w, "endgame: all operations valid %s, board cleared %s\n",
		bonus(allValid, 1000), bonus(cleared, 10000))
	fmt.Fprintf(t.w, "total %d = elimination %d + chain %d + combination %d + pattern %d + endgame %d\n",
		tl.Total(), tl.Elimination, tl.Chain, tl.Combination, tl.Pattern, tl.Endgame)
}

func bonus(got bool, points int) string {
	if got {
		return "+" + strconv.Itoa(points)
	}
	return "no"
}

// Tags that follow a piece's color in a picture, by special type.
const specialTags = " -|+oO*"

// pictureLegend explains the pictures once, before the first.
const pictureLegend = "pictures: rows top to bottom, numbered on the left, columns numbered on top;\n" +
	"  a cell is its color (. empty) and a tag:\n" +
	"  - | + o O * a special of type 1..6 (row, column, both, 3x3, 5x5, color),\n" +
	"  and in a removal picture # a cell of a run, ! a cell hit by an effect\n"

// picture draws the board one row per line, numbered, each cell its color
// right-aligned and a tag: the special's, or with marks, # for a cell of a
// run and ! for one an effect hit. A 50 x 50 board with colors below 10
// takes 105 columns.
func (t *tracer) picture(b *Board, title string, marks bool) {
	if !t.legend {
		t.w.WriteString(pictureLegend)
		t.legend = true
	}
	width := len(strconv.Itoa(len(b.count) - 1))
	fmt.Fprintf(t.w, "    %s:\n", title)
	t.columnHeader(b.m, width)
	line := make([]byte, 0, 8+b.m*(width+1))
	for r := 0; r < b.n; r++ {
		line = append(line[:0], fmt.Sprintf("%3d ", r+1)...)
		for c := 0; c < b.m; c++ {
			i := b.at(r, c)
			text := "."
			if b.color[i] != 0 {
				text = strconv.Itoa(int(b.color[i]))
			}
			for p := len(text); p < width; p++ {
				line = append(line, ' ')
			}
			line = append(line, text...)
			tag := specialTags[b.special[i]]
			if marks && b.inM[i] == b.stamp {
				tag = '#'
			} else if marks && b.inE[i] == b.stamp {
				tag = '!'
			}
			line = append(line, tag)
		}
		line = append(line, '\n')
		t.w.Write(line)
	}
}

// columnHeader numbers the m columns of a picture whose cells are width
// characters and a tag: one line when the numbers fit the cells, else two,
// tens above units.
func (t *tracer) columnHeader(m, width int) {
	digits := len(strconv.Itoa(m))
	lines := 1
	if digits > width {
		width, lines = 1, digits
	}
	for l := lines - 1; l >= 0; l-- {
		line := []byte("    ")
		for c := 1; c <= m; c++ {
			text := strconv.Itoa(c)
			if lines > 1 { // one digit of c on this line, blank where c has none
				text = " "
				if d := len(strconv.Itoa(c)) - 1 - l; d >= 0 {
					text = strconv.Itoa(c)[d : d+1]
				}
			}
			for p := len(text); p < width; p++ {
				line = append(line, ' ')
			}
			line = append(append(line, text...), ' ')
		}
		line = append(bytes.TrimRight(line, " "), '\n')
		t.w.Write(line)
	}
}

// mayanLegend explains a Mayan trace once, before the start board.
const mayanLegend = "pictures: rows y = 6 (top) to 0 (bottom), columns x = 0..4; a block is its color\n" +
	"  (. empty), # marks a block a run removes; a move \"x y g\" drags the block at\n" +
	"  (x, y) one column right (g = 1) or left (g = -1)\n"

// mayan draws the start, then replays the answer on a copy of the puzzle,
// each move's drag, removals and falls, then reports what the search did.
func (t *tracer) mayan(p *Puzzle, ans Answer) {
	elapsed := time.Since(t.start)
	replay := &Puzzle{moves: p.moves, board: newBoard(mayanRows, mayanCols, mayanColors), swapSame: p.swapSame, watch: t}
	copy(replay.board.color, p.board.color)
	replay.board.settle()
	t.w.WriteString(mayanLegend)
	t.w.WriteString("start:\n")
	t.mayanPicture(replay.board, nil)
	if ans == nil {
		t.w.WriteString("no solution\n")
	}
	for n, mv := range ans {
		dir := "right"
		if mv.G < 0 {
			dir = "left"
		}
		fmt.Fprintf(t.w, "move %d: %d %d %d (the block at x=%d, y=%d goes %s)\n", n+1, mv.X, mv.Y, mv.G, mv.X, mv.Y, dir)
		t.mayanRound = 0
		replay.play(mv)
		t.w.WriteString("  board:\n")
		t.mayanPicture(replay.board, nil)
	}
	fmt.Fprintf(t.w, "search: %d nodes, %d failed-state hits, %d failed states stored, %v\n",
		p.nodes, p.failed.hits, p.failed.used, elapsed.Round(time.Microsecond))
}

// mayanRemoval draws the blocks a round of a replayed move removes.
func (t *tracer) mayanRemoval(b *Board) {
	t.mayanRound++
	fmt.Fprintf(t.w, "  round %d, %d blocks removed (#):\n", t.mayanRound, len(b.elim))
	t.mayanPicture(b, b.elim)
}

// mayanFall draws the board after a round's fall.
func (t *tracer) mayanFall(b *Board) {
	fmt.Fprintf(t.w, "  round %d, after the fall:\n", t.mayanRound)
	t.mayanPicture(b, nil)
}

// mayanPicture draws a Mayan board, marking the cells listed in marked.
func (t *tracer) mayanPicture(b *Board, marked []int32) {
	var mark [mayanCells]bool
	for _, i := range marked {
		mark[i] = true
	}
	for y := mayanRows - 1; y >= 0; y-- {
		fmt.Fprintf(t.w, "  y=%d ", y)
		for x := 0; x < mayanCols; x++ {
			tag := " "
			if mark[cell(x, y)] {
				tag = "#"
			}
			if c := b.color[cell(x, y)]; c != 0 {
				fmt.Fprintf(t.w, "%3d%s", c, tag)
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
