package main

import (
	"bytes"
	"fmt"
	"math/rand"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// TestInvalidLeavesBoardUnchanged: like a chess engine's unmake, an invalid
// operation must leave every layer of the board as it was.
func TestInvalidLeavesBoardUnchanged(t *testing.T) {
	rng := rand.New(rand.NewSource(4))
	invalid := 0
	for i := 0; i < 2000; i++ {
		input := randomGame(rng)
		g, err := parseGame([]byte(input))
		if err != nil {
			t.Fatal(err)
		}
		b := g.board
		for n, op := range g.ops {
			color := append([]uint8(nil), b.color...)
			special := append([]uint8(nil), b.special...)
			height := append([]int(nil), b.height...)
			if g.operate(n+1, op) {
				continue
			}
			invalid++
			if !bytes.Equal(color, b.color) || !bytes.Equal(special, b.special) || !slices.Equal(height, b.height) {
				t.Fatalf("game %d: invalid operation %d changed the board\n%s", i, n+1, input)
			}
		}
	}
	if invalid < 1000 {
		t.Errorf("only %d invalid operations tried", invalid)
	}
}

// TestSolveLeavesBoardUnchanged: the search makes and unmakes moves; when
// it is done the puzzle's board is the one it was given.
func TestSolveLeavesBoardUnchanged(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	for i := 0; i < 500; i++ {
		input := randomPuzzle(rng, 1+rng.Intn(3))
		p, err := parsePuzzle([]byte(input))
		if err != nil {
			t.Fatal(err)
		}
		color := append([]uint8(nil), p.board.color...)
		height := append([]int(nil), p.board.height...)
		pieces := p.board.pieces
		p.Solve()
		if !bytes.Equal(color, p.board.color) || !slices.Equal(height, p.board.height) || pieces != p.board.pieces {
			t.Fatalf("puzzle %d: Solve changed the board\n%s", i, input)
		}
	}
}

// TestFallColumn: one column of a 6-row board, bottom first 1 2 _ 3 _ 4
// after a removal at heights 2 and 4: the pieces 3 and 4 fall 1 and 2
// cells, keeping their order; the column is 1 2 3 4 _ _.
func TestFallColumn(t *testing.T) {
	b := newBoard(6, 1, 4)
	copy(b.color, []uint8{1, 2, 9, 3, 9, 4}) // 9 marks the cells to remove
	b.count = make([]int, 10)
	b.settle()
	b.elim = append(b.elim[:0], 2, 4)
	b.remove()
	b.applyGravity()
	if want := []uint8{1, 2, 3, 4, 0, 0}; !bytes.Equal(b.color, want) || b.height[0] != 4 || b.pieces != 4 {
		t.Errorf("column %v, height %d, pieces %d; want %v, 4, 4", b.color, b.height[0], b.pieces, want)
	}
}

// TestHasRun checks hasRun, which the fuzzers trust to say no run is left,
// against a plain scan of rows and columns on random boards with empty
// cells anywhere, runs at every edge included.
func TestHasRun(t *testing.T) {
	rng := rand.New(rand.NewSource(9))
	for game := 0; game < 20000; game++ {
		n, m := 1+rng.Intn(6), 1+rng.Intn(6)
		b := newBoard(n, m, 3)
		for i := range b.color {
			b.color[i] = uint8(rng.Intn(4)) // 0 is empty
		}
		want := false
		same := func(r, c, dr, dc int) bool {
			v := b.color[b.at(r, c)]
			return v != 0 && v == b.color[b.at(r+dr, c+dc)] && v == b.color[b.at(r+2*dr, c+2*dc)]
		}
		for r := 0; r < n; r++ {
			for c := 0; c < m; c++ {
				want = want || c+2 < m && same(r, c, 0, 1) || r+2 < n && same(r, c, 1, 0)
			}
		}
		if got := hasRun(b); got != want {
			t.Fatalf("%dx%d board %v: hasRun %v, want %v", n, m, b.color, got, want)
		}
	}
}

// specialTags follow a piece's color in a drawing, by special effect, as
// -boards draws them (internal/trace).
const specialTags = " -|+oO*"

// drawnBoard makes a board from a drawing: one line per row, top first,
// cells apart by spaces, each a color (. empty) and perhaps a special's tag
// as the pictures show it (- | + o O *). Colors run up to the largest drawn.
func drawnBoard(t *testing.T, drawing string) *Board {
	t.Helper()
	rows := strings.Split(strings.TrimSpace(drawing), "\n")
	var cells [][]string
	k := 1
	for _, row := range rows {
		cells = append(cells, strings.Fields(row))
		for _, cell := range cells[len(cells)-1] {
			if v, err := strconv.Atoi(strings.TrimRight(cell, specialTags)); err == nil && v > k {
				k = v
			}
		}
	}
	n, m := len(cells), len(cells[0])
	b := newBoard(n, m, k)
	for r, row := range cells {
		if len(row) != m {
			t.Fatalf("row %d of the drawing has %d cells, want %d", r+1, len(row), m)
		}
		for c, cell := range row {
			i := b.at(r, c)
			text := strings.TrimRight(cell, specialTags)
			if tag := cell[len(text):]; tag != "" {
				b.special[i] = uint8(strings.IndexByte(specialTags, tag[0]))
			}
			if text != "." {
				v, _ := strconv.Atoi(text)
				b.color[i] = uint8(v)
			}
		}
	}
	b.settle()
	return b
}

// String draws the board as drawnBoard reads it, for tests that fail.
func (b *Board) String() string { return drawCells(b, nil) }

// drawCells draws the cells of a board as drawnBoard reads them; where
// mark gives a byte that is not 0, the cell is that byte instead.
func drawCells(b *Board, mark func(i int) byte) string {
	var sb strings.Builder
	for r := 0; r < b.n; r++ {
		for c := 0; c < b.m; c++ {
			if c > 0 {
				sb.WriteByte(' ')
			}
			i := b.at(r, c)
			switch {
			case mark != nil && mark(i) != 0:
				sb.WriteByte(mark(i))
			case b.color[i] == 0:
				sb.WriteByte('.')
			default:
				sb.WriteString(strconv.Itoa(int(b.color[i])))
				if b.special[i] != noSpecial {
					sb.WriteByte(specialTags[b.special[i]])
				}
			}
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}

// roundOf touches every piece and finds the runs, as the first round of a
// cascade does on a board that was changed everywhere.
func roundOf(b *Board) {
	for i, v := range b.color {
		if v != 0 {
			b.touch(i)
		}
	}
	b.findRuns()
}

// inSets draws M as # and the rest of E as !.
func inSets(b *Board) func(i int) byte {
	return func(i int) byte {
		switch {
		case b.inM[i] == b.stamp:
			return '#'
		case b.inE[i] == b.stamp:
			return '!'
		}
		return '.'
	}
}

func trimLines(s string) string { return strings.TrimSpace(s) + "\n" }

// TestFindRuns: runs of three and more along rows and columns, crossing and
// touching; M drawn as #.
func TestFindRuns(t *testing.T) {
	cases := []struct{ name, board, matched string }{
		{"none", "1 2 1\n2 1 2\n1 2 1", ". . .\n. . .\n. . ."},
		{"row of three at the bottom", "1 2 3 1\n2 2 2 3", ". . . .\n# # # ."},
		{"column of four at the right edge", "1 3\n2 3\n1 3\n2 3", ". #\n. #\n. #\n. #"},
		{"row and column crossing (an L)", "1 2 3\n1 3 2\n1 1 1", "# . .\n# . .\n# # #"},
		{"two rows of one color touching", "2 3 2\n1 1 1\n1 1 1", ". . .\n# # #\n# # #"},
		{"a run of five beside a pair", "4 4 1 2 1\n3 3 3 3 3", ". . . . .\n# # # # #"},
		{"empty cells end a run", ". . 1\n1 1 2\n2 1 1", ". . .\n. . .\n. . ."},
	}
	for _, c := range cases {
		b := drawnBoard(t, c.board)
		roundOf(b)
		got := drawCells(b, func(i int) byte {
			if b.inM[i] == b.stamp {
				return '#'
			}
			return '.'
		})
		if got != trimLines(c.matched) {
			t.Errorf("%s: M is\n%swant\n%s\non the board\n%s", c.name, got, trimLines(c.matched), b)
		}
	}
}

// The board of TestFire: no run but the three 5s of the bottom row, whose
// middle piece holds the special under test (at row 5, column 2).
const fireBoard = `
1 2 1 2 1
3 4 3 4 3
1 2 1 2 1
3 4 3 4 3
5 5%s 5 2 1`

// TestFire: each special's area joins E (drawn !, M drawn #), clipped at
// the edges, and a special hit by another fires too.
func TestFire(t *testing.T) {
	cases := []struct {
		name, board, elim string
	}{
		{"rowBlast: row 5", fmt.Sprintf(fireBoard, "-"), ". . . . .\n. . . . .\n. . . . .\n. . . . .\n# # # ! !"},
		{"columnBlast: column 2", fmt.Sprintf(fireBoard, "|"), ". ! . . .\n. ! . . .\n. ! . . .\n. ! . . .\n# # # . ."},
		{"crossBlast: both", fmt.Sprintf(fireBoard, "+"), ". ! . . .\n. ! . . .\n. ! . . .\n. ! . . .\n# # # ! !"},
		{"smallBomb: 3x3, clipped below", fmt.Sprintf(fireBoard, "o"), ". . . . .\n. . . . .\n. . . . .\n! ! ! . .\n# # # . ."},
		{"bigBomb: 5x5, clipped left and below", fmt.Sprintf(fireBoard, "O"), ". . . . .\n. . . . .\n! ! ! ! .\n! ! ! ! .\n# # # ! ."},
		{"colorBomb: every 5", strings.Replace(fmt.Sprintf(fireBoard, "*"), "1 2 1 2 1", "1 2 1 2 5", 1), ". . . . !\n. . . . .\n. . . . .\n. . . . .\n# # # . ."},
		{"a hit special fires: row, then column 5", strings.Replace(fmt.Sprintf(fireBoard, "-"), "5 2 1", "5 2 1|", 1), ". . . . !\n. . . . !\n. . . . !\n. . . . !\n# # # ! !"},
		{"a special in no run does not fire", strings.Replace(fmt.Sprintf(fireBoard, ""), "3 4 3 4 3\n5", "3 4 3 4 3-\n5", 1), ". . . . .\n. . . . .\n. . . . .\n. . . . .\n# # # . ."},
	}
	for _, c := range cases {
		b := drawnBoard(t, c.board)
		roundOf(b)
		b.fire()
		if got := drawCells(b, inSets(b)); got != trimLines(c.elim) {
			t.Errorf("%s: E is\n%swant\n%s\non the board\n%s", c.name, got, trimLines(c.elim), b)
		}
	}
}

// TestColorBombEveryPiece: a colorBomb adds every piece of its color, on
// boards where the color is rare (found by IndexByte) and common (found
// cell by cell), wherever its pieces lie.
func TestColorBombEveryPiece(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	for i := 0; i < 300; i++ {
		n, m, k := 1+rng.Intn(30), 1+rng.Intn(30), 2+rng.Intn(60)
		b := newBoard(n, m, k)
		for c := 0; c < m; c++ { // columns of any height, pieces from the bottom up
			for h := rng.Intn(n + 1); h > 0; h-- {
				b.color[c*n+h-1] = uint8(1 + rng.Intn(k))
			}
		}
		b.settle()
		if b.pieces == 0 {
			continue
		}
		var at int
		for at = rng.Intn(len(b.color)); b.color[at] == 0; at = (at + 1) % len(b.color) {
		}
		col := b.color[at]
		b.newRound()
		b.fireOne(at, colorBomb)
		want := 0
		for j, v := range b.color {
			if v == col {
				want++
				if b.inE[j] != b.stamp {
					t.Fatalf("board %dx%d, %d pieces of %d: the piece at %d is not in E\n%s", n, m, b.count[col], col, j, b)
				}
			}
		}
		if len(b.elim) != want {
			t.Fatalf("board %dx%d: E holds %d pieces, the color %d", n, m, len(b.elim), want)
		}
	}
}

// TestBlockSizes: M's blocks are its 4-connected parts of one color.
func TestBlockSizes(t *testing.T) {
	cases := []struct {
		name, board string
		sizes       []int
	}{
		{"one run", "1 2 3 1\n2 2 2 3", []int{3}},
		{"an L of 3 + 3 sharing its corner", "1 2 3\n1 3 2\n1 1 1", []int{5}},
		{"two rows of one color touching", "2 3 2\n1 1 1\n1 1 1", []int{6}},
		{"two runs of one color apart", "1 1 1\n2 3 2\n1 1 1", []int{3, 3}},
		{"runs of two colors touching", "1 1 1\n2 2 2\n3 1 3", []int{3, 3}},
		{"a run of five", "4 4 1 2 1\n3 3 3 3 3", []int{5}},
	}
	for _, c := range cases {
		b := drawnBoard(t, c.board)
		roundOf(b)
		got := b.blockSizes(nil)
		sort.Ints(got)
		if fmt.Sprint(got) != fmt.Sprint(c.sizes) {
			t.Errorf("%s: blocks %v, want %v, on the board\n%s", c.name, got, c.sizes, b)
		}
	}
}

// TestApplyGravity: E removed, every column's pieces slide down in order,
// specials with them, and the runs the fall makes are found next round.
func TestApplyGravity(t *testing.T) {
	cases := []struct{ name, board, after, next string }{
		{"a row gone: everything falls one", fmt.Sprintf(fireBoard, "-"),
			". . . . .\n1 2 1 2 1\n3 4 3 4 3\n1 2 1 2 1\n3 4 3 4 3", ""},
		{"a column gone and its neighbours' bottoms", fmt.Sprintf(fireBoard, "|"),
			". . . 2 1\n1 . 1 4 3\n3 . 3 2 1\n1 . 1 4 3\n3 . 3 2 1", ""},
		// Column 1's three 3s go; its 1 falls three rows, special and
		// all, beside the 1 1 of the bottom row: a new run, found next
		// round.
		{"a fall makes a run", "1- 2 2\n3 2 3\n3 1 2\n3 1 1",
			". 2 2\n. 2 3\n. 1 2\n1- 1 1", ". . .\n. . .\n. . .\n# # #"},
	}
	for _, c := range cases {
		b := drawnBoard(t, c.board)
		roundOf(b)
		b.fire()
		b.remove()
		b.applyGravity()
		if got := drawCells(b, nil); got != trimLines(c.after) {
			t.Errorf("%s: after the fall\n%swant\n%s", c.name, got, trimLines(c.after))
		}
		b.findRuns()
		want := strings.Repeat(". ", b.m-1) + "."
		if c.next != "" {
			want = c.next
		} else {
			want = strings.TrimSpace(strings.Repeat(want+"\n", b.n))
		}
		got := drawCells(b, func(i int) byte {
			if b.inM[i] == b.stamp {
				return '#'
			}
			return '.'
		})
		if got != trimLines(want) {
			t.Errorf("%s: next round's M\n%swant\n%s\non the board\n%s", c.name, got, trimLines(want), b)
		}
	}
}

// TestBlockSizesAnyOrder: a block is the same whichever of its runs the
// round found first. Rows 2 and 3 hold runs of 1s joined through columns 2
// and 3, one block of 6 (50 * 3^2 = 450 points, where a split 5 + 1 would
// score 200 + 200); row 2's run is found first, so the search reaches the
// bottom-left cell from its right neighbour.
func TestBlockSizesAnyOrder(t *testing.T) {
	b := drawnBoard(t, "2 3 2 3\n4 1 1 1\n1 1 1 2")
	b.touch(b.at(1, 1))
	for i, v := range b.color {
		if v != 0 {
			b.touch(i)
		}
	}
	b.findRuns()
	if got := b.blockSizes(nil); fmt.Sprint(got) != "[6]" {
		t.Errorf("blocks %v, want [6], on the board\n%s", got, b)
	}
}

// TestSwapRuns: on random still boards (columns of any height, few colors,
// so that runs are near everywhere), swapRuns says of every two neighbours
// where swapping them makes runs, as the segments through them along rows
// and columns say once they are swapped; and inRun, asked of both, agrees
// that there is one.
func TestSwapRuns(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	for iter := 0; iter < 400; iter++ {
		n, m, k := 1+rng.Intn(9), 1+rng.Intn(9), 2+rng.Intn(4)
		b := newBoard(n, m, k)
		for c := 0; c < m; c++ { // pieces from the bottom up, none making a run
		column:
			for h, top := 0, rng.Intn(n+1); h < top; h++ {
				i := c*n + h
				for first, try := rng.Intn(k), 0; ; try++ {
					if try == k {
						b.color[i] = 0
						break column
					}
					if b.color[i] = uint8(1 + (first+try)%k); !b.inRun(i) {
						break
					}
				}
			}
		}
		b.settle()
		inRow := func(i int) bool { l, r := b.rowSegment(i); return r-l >= 2*n }
		inColumn := func(i int) bool { l, r := b.colSegment(i); return r-l >= 2 }
		for i, a := range b.color {
			up := int(b.level[i]) < n-1
			for _, j := range []int{i + n, i + 1} {
				if a == 0 || j >= len(b.color) || j == i+1 && !up || b.color[j] == 0 {
					continue
				}
				b.swap(i, j)
				var want swapRun
				for bit, in := range []bool{inRow(i), inRow(j), inColumn(i), inColumn(j)} {
					if in {
						want |= 1 << uint(bit)
					}
				}
				any := b.inRun(i) || b.inRun(j)
				b.swap(i, j)
				if got := b.swapRuns(i, j); got != want || (got != 0) != any {
					r1, c1 := b.rowCol(i)
					r2, c2 := b.rowCol(j)
					t.Fatalf("swap (%d,%d) (%d,%d): swapRuns %04b, want %04b (inRun says %v), on the board\n%s", r1, c1, r2, c2, got, want, any, b)
				}
			}
		}
	}
}

// inRun reports whether the piece at i lies in a run: the plain question
// the engine once asked after making a swap, kept as swapRuns'
// reference.
func (b *Board) inRun(i int) bool {
	n, f, v := b.n, b.framed, b.color[i]
	// In framed, cell i is at j, between empty columns that equal no
	// piece's color.
	j := i + 2*n
	if l1, r1 := f[j-n] == v, f[j+n] == v; l1 && (r1 || f[j-2*n] == v) || r1 && f[j+2*n] == v {
		return true
	}
	h, color := int(b.level[i]), b.color
	d1 := h > 0 && color[i-1] == v
	u1 := h < n-1 && color[i+1] == v
	return d1 && (u1 || h > 1 && color[i-2] == v) || u1 && h < n-2 && color[i+2] == v
}
