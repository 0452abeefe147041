package main

import (
	"fmt"
	"strconv"
)

// The Mayan board: 5 columns x = 0..4 by 7 rows y = 0..6 from the bottom.
// It lives on the engine's Board as 7 rows by 5 columns, whose layout keeps
// columns from the bottom up, so cell (x, y) is simply x*7 + y, the same as
// Board.at(6-y, x); cell is the one place the two systems meet.
const (
	mayanCols   = 5
	mayanRows   = 7
	mayanColors = 10
	mayanCells  = mayanCols * mayanRows
)

func cell(x, y int) int { return x*mayanRows + y }

// Move drags the block at (X, Y) one column: G = 1 right, -1 left.
type Move struct{ X, Y, G int }

// Answer is the moves that clear the board, or nil when there are none.
type Answer []Move

// AppendText appends the answer as the judge wants it: one "x y g" line per
// move, or "-1".
func (a Answer) AppendText(dst []byte) []byte {
	if a == nil {
		return append(dst, "-1\n"...)
	}
	for _, mv := range a {
		dst = strconv.AppendInt(dst, int64(mv.X), 10)
		dst = append(dst, ' ')
		dst = strconv.AppendInt(dst, int64(mv.Y), 10)
		dst = append(dst, ' ')
		dst = strconv.AppendInt(dst, int64(mv.G), 10)
		dst = append(dst, '\n')
	}
	return dst
}

// Puzzle is one Mayan puzzle and the state of its search.
type Puzzle struct {
	moves int
	board *Board
	trace *tracer

	saved  [6]snapshot // the board on entry to each depth
	path   [5]Move
	failed failTable
	nodes  int // boards reached by a move
}

// snapshot is everything a move changes on a Mayan board.
type snapshot struct {
	color  [mayanCells]uint8
	height [mayanCols]int
	count  [mayanColors + 1]int
	pieces int
}

// save and restore move whole arrays: a few instructions each, where
// copy would call memmove three times per node of the search.
func (p *Puzzle) save(s *snapshot) {
	b := p.board
	s.color = *(*[mayanCells]uint8)(b.color)
	s.height = *(*[mayanCols]int)(b.height)
	s.count = *(*[mayanColors + 1]int)(b.count)
	s.pieces = b.pieces
}

func (p *Puzzle) restore(s *snapshot) {
	b := p.board
	*(*[mayanCells]uint8)(b.color) = s.color
	*(*[mayanCols]int)(b.height) = s.height
	*(*[mayanColors + 1]int)(b.count) = s.count
	b.pieces = s.pieces
}

// parsePuzzle reads a Mayan puzzle and checks every promise about it.
func parsePuzzle(data []byte) (*Puzzle, error) {
	s := newScanner(data)
	n, ok := s.int(1, 5)
	if !ok {
		return nil, s.fail("n (moves)")
	}
	b := newBoard(mayanRows, mayanCols, mayanColors)
	for x := 0; x < mayanCols; x++ {
		for y := 0; ; y++ {
			v, ok := s.int(0, mayanColors)
			if !ok {
				if s.fault == faultEOF && y > 0 {
					return nil, s.fail("the 0 that ends column x=%d", x)
				}
				return nil, s.fail("block y=%d of column x=%d", y, x)
			}
			if v == 0 {
				break
			}
			if y == mayanRows {
				return nil, fmt.Errorf("%s: column x=%d has more than %d blocks", s.place(), x, mayanRows)
			}
			b.color[cell(x, y)] = uint8(v)
		}
	}
	if err := s.end("column x=4, the last"); err != nil {
		return nil, err
	}
	b.settle()
	if err := initialRun(b, func(r, c int) string {
		return fmt.Sprintf("(x=%d,y=%d)", c, mayanRows-1-r)
	}); err != nil {
		return nil, err
	}
	return &Puzzle{moves: n, board: b}, nil
}

// play makes a move and lets the board settle. It reports false, leaving
// the board as it was, when the move is not one: no block to drag, off the
// board, or a swap of two blocks of one color.
func (p *Puzzle) play(mv Move) bool {
	b := p.board
	tx := mv.X + mv.G
	if mv.X < 0 || mv.X >= mayanCols || mv.Y < 0 || mv.Y >= mayanRows || tx < 0 || tx >= mayanCols {
		return false
	}
	i, j := cell(mv.X, mv.Y), cell(tx, mv.Y)
	if b.color[i] == 0 || b.color[i] == b.color[j] {
		return false
	}
	if b.color[j] != 0 {
		b.swap(i, j)
		b.touch(i)
		b.touch(j)
	} else {
		// The block leaves its column, whose blocks above it fall one
		// cell, and drops onto the top of the target column.
		col := b.color[i]
		b.color[i] = 0
		if mv.Y == b.height[mv.X]-1 {
			b.height[mv.X]-- // the top block: nothing falls
		} else {
			b.fallColumn(mv.X, mv.Y)
			b.markRowDirty()
		}
		top := cell(tx, b.height[tx])
		b.color[top] = col
		b.height[tx]++
		b.touch(top)
	}
	for {
		b.findRuns()
		if len(b.matched) == 0 {
			return true
		}
		b.fire()
		b.remove()
		b.applyGravity()
	}
}

// Solve finds the smallest sequence of exactly p.moves moves that empties
// the board, or nil. The board is left as it was.
func (p *Puzzle) Solve() Answer {
	var start snapshot
	p.save(&start)
	var ans Answer
	if p.board.pieces > 0 && p.search(p.moves) {
		ans = append(Answer{}, p.path[:p.moves]...)
	}
	p.restore(&start)
	if p.trace != nil {
		p.trace.mayan(p, ans)
	}
	return ans
}

// search tries every move in answer order (x, then y, then right before
// left) on a non-empty board with left moves to go, so the first solution
// found is the smallest. p.path holds the moves that led here.
//
// Pruning, each sound because it only skips branches that cannot hold the
// smallest solution:
//   - A left move onto a block swaps the same two blocks as the right move
//     from the left neighbour, which comes earlier in answer order.
//   - A swap of two equal colors changes nothing and is not a move.
//   - A color with 1 or 2 blocks left can never form a run again (moves and
//     falls never create blocks), so the board can never be cleared.
//   - A board that failed with left moves to go fails again however it is
//     reached, and so does its mirror image (mirror every move of a
//     solution to solve the mirror); the failed-state table keeps both.
func (p *Puzzle) search(left int) bool {
	b := p.board
	key := failKey(b, left)
	if p.failed.has(key) {
		return false
	}
	s := &p.saved[left]
	p.save(s)
	depth := p.moves - left
	for x := 0; x < mayanCols; x++ {
		for y := 0; y < s.height[x]; y++ {
			for _, g := range [2]int{1, -1} {
				tx := x + g
				if tx < 0 || tx >= mayanCols || g == -1 && s.color[cell(tx, y)] != 0 {
					continue
				}
				if !p.play(Move{x, y, g}) {
					continue
				}
				p.nodes++
				p.path[depth] = Move{x, y, g}
				if b.pieces == 0 {
					if left == 1 {
						return true
					}
				} else if left > 1 && !hopeless(b) && p.search(left-1) {
					return true
				}
				p.restore(s)
			}
		}
	}
	p.failed.add(key)
	return false
}

// hopeless reports a color that can never vanish: 1 or 2 blocks of it.
func hopeless(b *Board) bool {
	for _, n := range b.count[1:] {
		if n == 1 || n == 2 {
			return true
		}
	}
	return false
}

// failTable is a set of (board, moves left) that have no solution: an open
// addressing hash set of exact 128-bit keys, grown at half load.
type failTable struct {
	slots [][2]uint64
	used  int
	hits  int
}

// failKey packs a board and the moves left into 128 bits, exactly: each
// column, read from the bottom, is a base-11 number below 11^7 < 2^25, five
// of them take 125 bits and the moves left (1..5) the last 3. Of a board
// and its mirror image the smaller key stands for both.
func failKey(b *Board, left int) [2]uint64 {
	var col [mayanCols]uint64
	for x := range col {
		var v uint64
		for y := 0; y < b.height[x]; y++ {
			v = v*11 + uint64(b.color[cell(x, y)])
		}
		col[x] = v
	}
	k := packKey(col[0], col[1], col[2], col[3], col[4], left)
	m := packKey(col[4], col[3], col[2], col[1], col[0], left)
	if m[1] < k[1] || m[1] == k[1] && m[0] < k[0] {
		return m
	}
	return k
}

// packKey packs five column codes and the moves left. A column's code is a
// base-11 number whose digits (1..10) are its colors, so its height is in
// it too and distinct boards get distinct keys.
func packKey(c0, c1, c2, c3, c4 uint64, left int) [2]uint64 {
	return [2]uint64{
		c0 | c1<<25 | c2<<50,
		c2>>14 | c3<<11 | c4<<36 | uint64(left)<<61,
	}
}

func (t *failTable) slot(key [2]uint64) int {
	h := (key[0]^key[1]*0x9E3779B97F4A7C15)*0xBF58476D1CE4E5B9 ^ key[1]
	mask := len(t.slots) - 1
	i := int(h>>32) & mask
	for t.slots[i] != key && t.slots[i] != [2]uint64{} {
		i = (i + 1) & mask
	}
	return i
}

func (t *failTable) has(key [2]uint64) bool {
	if t.slots == nil {
		return false
	}
	if t.slots[t.slot(key)] != [2]uint64{} {
		t.hits++
		return true
	}
	return false
}

func (t *failTable) add(key [2]uint64) {
	if 2*(t.used+1) > len(t.slots) {
		t.grow()
	}
	if i := t.slot(key); t.slots[i] == [2]uint64{} {
		t.slots[i] = key
		t.used++
	}
}

func (t *failTable) grow() {
	old := t.slots
	size := 1 << 12
	if len(old) > 0 {
		size = 2 * len(old)
	}
	t.slots = make([][2]uint64, size)
	for _, key := range old {
		if key != [2]uint64{} {
			t.slots[t.slot(key)] = key
		}
	}
}
