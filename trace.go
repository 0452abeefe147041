package main

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"time"
)

// tracer writes the story of a game for -trace (and its pictures for
// -boards) to stderr. The engine calls it only behind a nil check, so a run
// without the flag pays one comparison per call site.
type tracer struct {
	w      *bufio.Writer
	boards bool
	legend bool // the legend of the pictures is written
	start  time.Time
}

func newTracer(w io.Writer, boards bool) *tracer {
	return &tracer{w: bufio.NewWriter(w), boards: boards, start: time.Now()}
}

func (t *tracer) flush() { t.w.Flush() }

func (t *tracer) opStart(n int, op Op, b *Board) {
	fmt.Fprintf(t.w, "op %d: swap (%d,%d) (%d,%d)\n", n, op.r1+1, op.c1+1, op.r2+1, op.c2+1)
	if t.boards {
		t.picture(b, "board before", false)
	}
}

func (t *tracer) invalid(why int) {
	fmt.Fprintf(t.w, "  invalid: %s\n", invalidReasons[why])
}

func (t *tracer) mains(m [2]uint8) {
	if m[1] == 0 {
		fmt.Fprintf(t.w, "  valid, main color %d\n", m[0])
	} else {
		fmt.Fprintf(t.w, "  valid, main colors %d %d\n", m[0], m[1])
	}
}

// round is called with E built and the board not yet changed.
func (t *tracer) round(i int, b *Board, sum int64, sizes []int) {
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
	if t.boards {
		t.picture(b, "after the fall", false)
	}
}

func (t *tracer) opEnd(rounds int, now, before Tally) {
	running := now.Elimination + now.Chain + now.Combination
	op := running - (before.Elimination + before.Chain + before.Combination)
	fmt.Fprintf(t.w, "  chain 80 x (%d-1)^2 = %d; operation %d; running sum %d\n",
		rounds, 80*(rounds-1)*(rounds-1), op, running)
}

func (t *tracer) hand(valid int, hand [5]uint8, rank, score int) {
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
const pictureLegend = "pictures: rows top to bottom; a cell is its color (. empty) and a tag:\n" +
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

// mayan replays the answer on a copy of the puzzle, drawing the board after
// each move, then reports what the search did.
func (t *tracer) mayan(p *Puzzle, ans Answer) {
	elapsed := time.Since(t.start)
	if ans == nil {
		t.w.WriteString("no solution\n")
	} else {
		replay := &Puzzle{moves: p.moves, board: newBoard(mayanRows, mayanCols, mayanColors)}
		copy(replay.board.color, p.board.color)
		replay.board.settle()
		t.w.WriteString("start:\n")
		t.mayanPicture(replay.board)
		for n, mv := range ans {
			replay.play(mv)
			fmt.Fprintf(t.w, "move %d: %d %d %d\n", n+1, mv.X, mv.Y, mv.G)
			t.mayanPicture(replay.board)
		}
	}
	fmt.Fprintf(t.w, "search: %d nodes, %d failed-state hits, %d failed states stored, %v\n",
		p.nodes, p.failed.hits, p.failed.used, elapsed.Round(time.Microsecond))
}

func (t *tracer) mayanPicture(b *Board) {
	for y := mayanRows - 1; y >= 0; y-- {
		fmt.Fprintf(t.w, "  y=%d ", y)
		for x := 0; x < mayanCols; x++ {
			if c := b.color[cell(x, y)]; c != 0 {
				fmt.Fprintf(t.w, "%3d", c)
			} else {
				t.w.WriteString("  .")
			}
		}
		t.w.WriteString("\n")
	}
}
