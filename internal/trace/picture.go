package trace

import (
	"bytes"
	"fmt"
	"strconv"
	"time"

	"match3/internal/event"
)

// pictureLegend explains the pictures once, before the first.
const pictureLegend = "pictures: rows top to bottom, numbered on the left, columns numbered on top;\n" +
	"  a cell is its color (. empty) and a tag:\n" +
	"  - | + o O * a special of type 1..6 (row, column, both, 3x3, 5x5, color),\n" +
	"  and in a removal picture # a cell of a run, ! a cell hit by an effect\n"

// picture draws the board (see Picture); with a round, its cells of a run
// are tagged # and those an effect hit !.
func (t *Tracer) picture(b *event.Grid, title string, r *event.Round) {
	if !t.legend {
		t.w.WriteString(pictureLegend)
		t.legend = true
	}
	fmt.Fprintf(t.w, "    %s:\n", title)
	var tags []byte
	if r != nil {
		tags = t.marks(len(b.Color), r.Elim, '!')
		for _, i := range r.Matched {
			tags[i] = '#'
		}
	}
	t.w.Write(AppendPicture(nil, b, tags))
}

// marks returns a tag per cell: tag for the cells listed, 0 elsewhere.
func (t *Tracer) marks(cells int, listed []int, tag byte) []byte {
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

func (t *Tracer) start(b *event.Grid) {
	t.w.WriteString(mayanLegend)
	t.w.WriteString("start:\n")
	t.mayanPicture(b, nil)
}

func (t *Tracer) move(n int, mv event.Move) {
	dir := "right"
	if mv.G < 0 {
		dir = "left"
	}
	fmt.Fprintf(t.w, "move %d: %d %d %d (the block at x=%d, y=%d goes %s)\n", n, mv.X, mv.Y, mv.G, mv.X, mv.Y, dir)
}

func (t *Tracer) searched(ans []event.Move, s event.Search) {
	if ans == nil {
		t.w.WriteString("no solution\n")
	}
	fmt.Fprintf(t.w, "search: %d nodes, %d failed-state hits, %d failed states stored, %v\n",
		s.Nodes, s.FailedHits, s.FailedStored, time.Since(t.began).Round(time.Microsecond))
}

// mayanPicture draws a Mayan board, marking the cells listed in marked:
// its rows are y = 6 down to 0.
func (t *Tracer) mayanPicture(b *event.Grid, marked []int) {
	tags := t.marks(len(b.Color), marked, '#')
	for r := 0; r < b.Rows; r++ {
		fmt.Fprintf(t.w, "  y=%d ", b.Rows-1-r)
		for x := 0; x < b.Cols; x++ {
			i := b.At(r, x)
			tag := byte(' ')
			if tags[i] != 0 {
				tag = tags[i]
			}
			if c := b.Color[i]; c != 0 {
				fmt.Fprintf(t.w, "%3d%c", c, tag)
			} else {
				t.w.WriteString("  . ")
			}
		}
		t.w.WriteString("\n")
	}
	t.w.WriteString("   x= ")
	for x := 0; x < b.Cols; x++ {
		fmt.Fprintf(t.w, "%3d ", x)
	}
	t.w.WriteString("\n")
}

// Tags that follow a piece's color in a picture, by special effect.
const specialTags = " -|+oO*"

// AppendPicture appends the board's picture, as -boards draws it, to dst:
// columns numbered on top, then one numbered row per line, top first, each
// cell its color right-aligned (. empty) and its special's tag. Where tags
// is not nil, a cell whose tag is not 0 shows it instead of its
// special's. A 50 x 50 board with colors below 10 takes 104 columns.
func AppendPicture(dst []byte, b *event.Grid, tags []byte) []byte {
	width := len(strconv.Itoa(b.Colors))
	dst = appendColumnNumbers(dst, b.Cols, width)
	for r := 0; r < b.Rows; r++ {
		dst = append(dst, "   "[:3-len(strconv.Itoa(r+1))]...)
		dst = strconv.AppendInt(dst, int64(r+1), 10)
		dst = append(dst, ' ')
		for c := 0; c < b.Cols; c++ {
			i := b.At(r, c)
			text := "."
			if b.Color[i] != 0 {
				text = strconv.Itoa(int(b.Color[i]))
			}
			for p := len(text); p < width; p++ {
				dst = append(dst, ' ')
			}
			dst = append(dst, text...)
			tag := specialTags[b.Special[i]]
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
