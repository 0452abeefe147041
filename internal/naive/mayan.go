package naive

import (
	"errors"
	"strconv"
	"strings"
)

// Mayan is a Mayan board as five columns, each listed from the bottom.
type Mayan [5][]int

// ParseMayan reads a Mayan puzzle: the moves and the board.
func ParseMayan(input string) (int, Mayan, error) {
	f := strings.Fields(input)
	var b Mayan
	if len(f) == 0 {
		return 0, b, errors.New("empty input")
	}
	n, err := strconv.Atoi(f[0])
	f = f[1:]
	for x := 0; x < 5 && err == nil; x++ {
		for {
			if len(f) == 0 {
				return 0, b, errors.New("input too short")
			}
			var v int
			v, err = strconv.Atoi(f[0])
			f = f[1:]
			if err != nil || v == 0 {
				break
			}
			b[x] = append(b[x], v)
		}
	}
	return n, b, err
}

// String writes the board as a puzzle input for n moves.
func (b Mayan) String(n int) string {
	var sb strings.Builder
	sb.WriteString(strconv.Itoa(n) + "\n")
	for _, col := range b {
		for _, v := range col {
			sb.WriteString(strconv.Itoa(v) + " ")
		}
		sb.WriteString("0\n")
	}
	return sb.String()
}

// Clone copies the board.
func (b Mayan) Clone() Mayan {
	var c Mayan
	for x := range b {
		c[x] = append([]int(nil), b[x]...)
	}
	return c
}

// At is the color at column x, height y, or 0.
func (b Mayan) At(x, y int) int {
	if x < 0 || x > 4 || y < 0 || y >= len(b[x]) {
		return 0
	}
	return b[x][y]
}

// Empty reports whether no block is left.
func (b Mayan) Empty() bool {
	for _, col := range b {
		if len(col) > 0 {
			return false
		}
	}
	return true
}

// Fits reports whether color v can go on top of column x without making a
// run or overfilling the column.
func (b Mayan) Fits(x, v int) bool {
	y := len(b[x])
	return y < 7 && !(y >= 2 && b.At(x, y-1) == v && b.At(x, y-2) == v ||
		b.At(x-1, y) == v && (b.At(x-2, y) == v || b.At(x+1, y) == v) ||
		b.At(x+1, y) == v && b.At(x+2, y) == v)
}

// Answer writes what a judge expects for a puzzle of n moves on b: the
// first solution of the exhaustive search, or -1.
func Answer(b Mayan, n int) string { return AnswerReading(b, n, false) }

// AnswerReading is Answer with a reading of same-color swaps (see
// MoveReading).
func AnswerReading(b Mayan, n int, skipSame bool) string {
	return MovesText(SolveReading(b, n, skipSame))
}

// Blocks counts the blocks.
func (b Mayan) Blocks() int {
	n := 0
	for _, col := range b {
		n += len(col)
	}
	return n
}

// runs returns the cells in a line of three or more of one color.
func (b Mayan) runs() map[[2]int]bool {
	gone := map[[2]int]bool{}
	for x := 0; x < 5; x++ {
		for y := 0; y < 7; y++ {
			c := b.At(x, y)
			if c == 0 {
				continue
			}
			if b.At(x+1, y) == c && b.At(x+2, y) == c {
				gone[[2]int{x, y}], gone[[2]int{x + 1, y}], gone[[2]int{x + 2, y}] = true, true, true
			}
			if b.At(x, y+1) == c && b.At(x, y+2) == c {
				gone[[2]int{x, y}], gone[[2]int{x, y + 1}], gone[[2]int{x, y + 2}] = true, true, true
			}
		}
	}
	return gone
}

// HasRun reports whether some line of three exists.
func (b Mayan) HasRun() bool { return len(b.runs()) > 0 }

// Move returns the board after the move and whether it was a move at all.
// A swap of two blocks of one color is a move that leaves the board as it
// is (docs/rules.md).
func (b Mayan) Move(x, y, g int) (Mayan, bool) { return b.MoveReading(x, y, g, false) }

// MoveReading is Move where skipSame reads a swap of two blocks of one
// color as no move, as the NOIP 2011 reference solution does.
func (b Mayan) MoveReading(x, y, g int, skipSame bool) (Mayan, bool) {
	tx := x + g
	if x < 0 || x > 4 || tx < 0 || tx > 4 || y < 0 || y >= len(b[x]) {
		return b, false
	}
	if b.At(x, y) == b.At(tx, y) {
		return b, !skipSame
	}
	nb := b.Clone()
	if y < len(nb[tx]) {
		nb[x][y], nb[tx][y] = nb[tx][y], nb[x][y]
	} else {
		c := nb[x][y]
		nb[x] = append(nb[x][:y], nb[x][y+1:]...)
		nb[tx] = append(nb[tx], c)
	}
	for {
		gone := nb.runs()
		if len(gone) == 0 {
			return nb, true
		}
		for x := range nb {
			var keep []int
			for y, c := range nb[x] {
				if !gone[[2]int{x, y}] {
					keep = append(keep, c)
				}
			}
			nb[x] = keep
		}
	}
}

// Solve searches every move in answer order with no pruning at all and
// returns the first solution of exactly left moves, or nil.
func Solve(b Mayan, left int) [][3]int { return SolveReading(b, left, false) }

// SolveReading is Solve with a reading of same-color swaps (see MoveReading).
func SolveReading(b Mayan, left int, skipSame bool) [][3]int {
	if b.Empty() {
		return nil
	}
	for x := 0; x < 5; x++ {
		for y := 0; y < 7; y++ {
			for _, g := range []int{1, -1} {
				nb, ok := b.MoveReading(x, y, g, skipSame)
				if !ok {
					continue
				}
				if left == 1 {
					if nb.Empty() {
						return [][3]int{{x, y, g}}
					}
					continue
				}
				if rest := SolveReading(nb, left-1, skipSame); rest != nil {
					return append([][3]int{{x, y, g}}, rest...)
				}
			}
		}
	}
	return nil
}
