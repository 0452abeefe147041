package naive

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// The Mayan board and its formats, read from docs/rules.md alone: the
// puzzle (n, then five columns from the bottom, each ended by 0) and the
// answer (n lines x y g, or -1). How a move plays is readings_mayan.go's.

// Grid is a Mayan board: five columns x = 0..4 of seven rows y = 0..6
// from the bottom, each cell a color 1..10 or 0 for empty. Blocks rest on
// the floor or on a block, so a column is its blocks from y = 0 up. A
// Grid is a value: a move copies it, and it can key a map.
type Grid [5][7]int8

// ParseMayan reads a Mayan puzzle: the moves and the board. It trusts n;
// a column of more than seven blocks or a color outside 1..10 is an
// error, as the board has no room for it.
func ParseMayan(input string) (n int, b Grid, err error) {
	f := strings.Fields(input)
	next := func() (int, error) {
		if len(f) == 0 {
			return 0, errors.New("input too short")
		}
		v, err := strconv.Atoi(f[0])
		f = f[1:]
		return v, err
	}
	if n, err = next(); err != nil {
		return 0, b, err
	}
	for x := 0; x < 5; x++ {
		for y := 0; ; y++ {
			v, err := next()
			if err != nil {
				return 0, b, err
			}
			if v == 0 {
				break
			}
			if y == 7 {
				return 0, b, fmt.Errorf("column %d holds more than 7 blocks", x)
			}
			if v < 0 || v > 10 {
				return 0, b, fmt.Errorf("color %d in column %d: want 1..10", v, x)
			}
			b[x][y] = int8(v)
		}
	}
	return n, b, nil
}

// String writes the board as a puzzle input for n moves.
func (b Grid) String(n int) string {
	var sb strings.Builder
	sb.WriteString(strconv.Itoa(n) + "\n")
	for x := range b {
		for y := 0; y < 7 && b[x][y] != 0; y++ {
			sb.WriteString(strconv.Itoa(int(b[x][y])) + " ")
		}
		sb.WriteString("0\n")
	}
	return sb.String()
}

// MovesText writes an answer: the moves, one x y g a line, or -1 for
// none (nil).
func MovesText(moves [][3]int) string {
	if moves == nil {
		return "-1\n"
	}
	var sb strings.Builder
	for _, mv := range moves {
		sb.WriteString(strconv.Itoa(mv[0]) + " " + strconv.Itoa(mv[1]) + " " + strconv.Itoa(mv[2]) + "\n")
	}
	return sb.String()
}

// ReadMoves reads an answer as printed: nil for -1, else its moves; ok is
// false when it is neither.
func ReadMoves(answer string) (moves [][3]int, ok bool) {
	f := strings.Fields(answer)
	if len(f) == 1 && f[0] == "-1" {
		return nil, true
	}
	if len(f)%3 != 0 || len(f) == 0 {
		return nil, false
	}
	for i := 0; i < len(f); i += 3 {
		var mv [3]int
		for j := range mv {
			v, err := strconv.Atoi(f[i+j])
			if err != nil {
				return nil, false
			}
			mv[j] = v
		}
		moves = append(moves, mv)
	}
	return moves, true
}

// Height is how many blocks column x holds.
func (b Grid) Height(x int) int {
	h := 0
	for h < 7 && b[x][h] != 0 {
		h++
	}
	return h
}

// Push puts a block of color v on top of column x, which has room.
func (b *Grid) Push(x, v int) { b[x][b.Height(x)] = int8(v) }

// at is the color at (x, y), or 0 off the board.
func (b Grid) at(x, y int) int8 {
	if x < 0 || x > 4 || y < 0 || y > 6 {
		return 0
	}
	return b[x][y]
}

// Fits reports whether a block of color v can go on top of column x
// without making a line or overfilling the column.
func (b Grid) Fits(x, v int) bool {
	y, c := b.Height(x), int8(v)
	return y < 7 && !(y >= 2 && b[x][y-1] == c && b[x][y-2] == c ||
		b.at(x-1, y) == c && (b.at(x-2, y) == c || b.at(x+1, y) == c) ||
		b.at(x+1, y) == c && b.at(x+2, y) == c)
}

// Empty reports whether no block is left.
func (b Grid) Empty() bool { return b == Grid{} }

// Blocks counts the blocks on the board.
func (b Grid) Blocks() int {
	n := 0
	for x := range b {
		n += b.Height(x)
	}
	return n
}

// HasRun reports whether some line of three of one color is on the board.
func (b Grid) HasRun() bool { return len(b.lines(1, 0))+len(b.lines(0, 1)) > 0 }

// Hopeless reports whether some color has one or two blocks, which no
// line can take, so the board can never be cleared.
func (b Grid) Hopeless() bool {
	var count [11]int
	for x := range b {
		for _, c := range b[x] {
			count[c]++
		}
	}
	for c := 1; c <= 10; c++ {
		if count[c] == 1 || count[c] == 2 {
			return true
		}
	}
	return false
}

// Fall closes every column's gaps.
func (b *Grid) Fall() {
	var moved [5][7]bool
	b.fallMarked(&moved)
}

// fallMarked closes every column's gaps, the marks moving with their
// blocks, and says which blocks fell (where they land).
func (b *Grid) fallMarked(mark *[5][7]bool) (fell [5][7]bool) {
	for x := range b {
		h := 0
		for y := 0; y < 7; y++ {
			if b[x][y] != 0 {
				b[x][h], mark[x][h] = b[x][y], mark[x][y]
				fell[x][h] = h != y
				h++
			}
		}
		for ; h < 7; h++ {
			b[x][h], mark[x][h] = 0, false
		}
	}
	return fell
}

// clear removes the lines of three or more of one color and says whether
// any went: all at once (docs/rules.md), or the row lines first and then
// the column lines of what is left (sequential-clear).
func (b *Grid) clear(sequential bool) bool {
	rows := b.lines(1, 0)
	if sequential {
		b.remove(rows)
		cols := b.lines(0, 1)
		b.remove(cols)
		return len(rows)+len(cols) > 0
	}
	cols := b.lines(0, 1)
	b.remove(rows)
	b.remove(cols)
	return len(rows)+len(cols) > 0
}

// lines lists the cells of lines of three along (dx, dy); a longer line
// is its overlapping threes.
func (b *Grid) lines(dx, dy int) [][2]int {
	var out [][2]int
	for x := 0; x+2*dx < 5; x++ {
		for y := 0; y+2*dy < 7; y++ {
			c := b[x][y]
			if c != 0 && b[x+dx][y+dy] == c && b[x+2*dx][y+2*dy] == c {
				out = append(out, [2]int{x, y}, [2]int{x + dx, y + dy}, [2]int{x + 2*dx, y + 2*dy})
			}
		}
	}
	return out
}

func (b *Grid) remove(cells [][2]int) {
	for _, c := range cells {
		b[c[0]][c[1]] = 0
	}
}
