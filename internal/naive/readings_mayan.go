package naive

import (
	"fmt"
	"math"
)

// How a Mayan move plays and how the answer is searched for: docs/rules.md
// is the MayanReading with no switch on, and each switch is a misreading
// a contestant may make (internal/mistake catalogues them). The search is
// a plain depth-first one in the reading's answer order, with two
// prunings that hold under every reading: a color with one or two blocks
// can never go, and a board that failed with as many moves left fails
// again.

// MayanReading is one reading of the Mayan rules: docs/rules.md with the
// misreadings switched on (each named for its mistake's ID).
type MayanReading struct {
	SkipSame   bool // same-color-skipped: a drag onto its own color is no move
	LeftFirst  bool // left-first: g = -1 tried before g = 1
	PairOrder  bool // pair-order: moves tried by adjacent pair
	NoLeft     bool // no-left-drag: g = 1 only
	Fewer      bool // fewer-moves: an answer may clear in fewer than n
	Sequential bool // sequential-clear: row lines go before column lines are looked for
	MovedOnly  bool // moved-lines-only: lines looked for only where blocks moved
	EmptyDrag  bool // empty-drag: an empty cell may be dragged
	OneBased   bool // one-based: coordinates printed and read from 1
}

// Move drags the block at (x, y) to x+g and settles the board as the
// reading plays it; ok is false when that is no move: (x, y) off the
// board or empty (under empty-drag it may be empty), x+g off it, g not 1
// or -1 (not -1 under no-left-drag), or, under same-color-skipped, a drag
// onto a block of its own color.
func (r MayanReading) Move(b Grid, x, y, g int) (Grid, bool) {
	tx := x + g
	if x < 0 || x > 4 || y < 0 || y > 6 || tx < 0 || tx > 4 || g != 1 && (g != -1 || r.NoLeft) || b[x][y] == 0 && !r.EmptyDrag {
		return b, false
	}
	if b[x][y] == b[tx][y] {
		return b, !r.SkipSame // a swap of one color: a move that changes nothing, or none
	}
	var moved [5][7]bool // moved-lines-only: where the dragged blocks land
	if b[x][y] != 0 {
		moved[tx][y] = true
	}
	if b[tx][y] != 0 {
		moved[x][y] = true
	}
	b[x][y], b[tx][y] = b[tx][y], b[x][y]
	if r.MovedOnly {
		b.settleMoved(moved)
		return b, true
	}
	b.Fall()
	for b.clear(r.Sequential) {
		b.Fall()
	}
	return b, true
}

// settleMoved settles the board after a drag as moved-lines-only reads
// it: lines are looked for only through the dragged blocks where they
// land, and after a removal through the blocks that fell into its gaps; so
// the blocks that fall into the place a dragged block left are never
// looked at, and a line they make stays.
func (b *Grid) settleMoved(look [5][7]bool) {
	b.fallMarked(&look)
	for {
		var gone [5][7]bool
		any := false
		for x := 0; x < 5; x++ {
			for y := 0; y < 7; y++ {
				if look[x][y] && b[x][y] != 0 {
					any = b.markLinesThrough(x, y, &gone) || any
				}
			}
		}
		if !any {
			return
		}
		for x := range b {
			for y := range b[x] {
				if gone[x][y] {
					b[x][y] = 0
				}
			}
		}
		var none [5][7]bool
		look = b.fallMarked(&none)
	}
}

// markLinesThrough marks the row and the column line of three or more
// through (x, y), and says whether there was one.
func (b *Grid) markLinesThrough(x, y int, gone *[5][7]bool) bool {
	c, found := b[x][y], false
	for _, d := range [2][2]int{{1, 0}, {0, 1}} {
		lo, hi := 0, 0
		for x-(lo+1)*d[0] >= 0 && y-(lo+1)*d[1] >= 0 && b[x-(lo+1)*d[0]][y-(lo+1)*d[1]] == c {
			lo++
		}
		for x+(hi+1)*d[0] < 5 && y+(hi+1)*d[1] < 7 && b[x+(hi+1)*d[0]][y+(hi+1)*d[1]] == c {
			hi++
		}
		if lo+hi+1 >= 3 {
			found = true
			for k := -lo; k <= hi; k++ {
				gone[x+k*d[0]][y+k*d[1]] = true
			}
		}
	}
	return found
}

// order lists the moves from b in the order the reading tries them: by
// the dragged block, x then y, g = 1 first (docs/rules.md) or -1 first
// (left-first), or 1 alone (no-left-drag); every cell of a column, empty
// or not (empty-drag); or by adjacent pair (pair-order): for x = 0..3 and
// y, the pair (x, y)-(x+1, y) gives (x, y, 1) when (x, y) holds a block,
// else (x+1, y, -1) when (x+1, y) does.
func (r MayanReading) order(b *Grid) [][3]int {
	var out [][3]int
	if r.PairOrder {
		for x := 0; x < 4; x++ {
			for y := 0; y < 7; y++ {
				switch {
				case b[x][y] != 0:
					out = append(out, [3]int{x, y, 1})
				case b[x+1][y] != 0:
					out = append(out, [3]int{x + 1, y, -1})
				}
			}
		}
		return out
	}
	dirs := []int{1, -1}
	switch {
	case r.LeftFirst:
		dirs = []int{-1, 1}
	case r.NoLeft:
		dirs = []int{1}
	}
	for x := 0; x < 5; x++ {
		for y := 0; y < 7 && (b[x][y] != 0 || r.EmptyDrag); y++ {
			for _, g := range dirs {
				if x+g >= 0 && x+g < 5 {
					out = append(out, [3]int{x, y, g})
				}
			}
		}
	}
	return out
}

// Solve is the reading's answer on b with n moves: its moves, as it
// prints them, or nil for -1; ok is false when the search took more than
// limit nodes.
func (r MayanReading) Solve(b Grid, n, limit int) (moves [][3]int, ok bool) {
	s := &gridSearch{read: r, failed: map[gridState]bool{}, limit: limit}
	found := !b.Empty() && s.solve(b, n)
	if s.nodes > limit {
		return nil, false
	}
	if !found {
		return nil, true
	}
	if r.OneBased {
		for i := range s.path {
			s.path[i][0]++
			s.path[i][1]++
		}
	}
	return s.path, true
}

// Answer is the reading's answer on b with n moves as the judge wants it
// printed, however long the search takes.
func (r MayanReading) Answer(b Grid, n int) string {
	moves, _ := r.Solve(b, n, math.MaxInt)
	return MovesText(moves)
}

// gridState is a board and the moves left, the failed-state table's key.
type gridState struct {
	b    Grid
	left int
}

// gridSearch is one search of a reading.
type gridSearch struct {
	read   MayanReading
	failed map[gridState]bool
	nodes  int
	limit  int // the most nodes
	path   [][3]int
}

// solve finds the first clearing sequence of left moves (at most left,
// for fewer-moves) in the reading's answer order, into s.path.
func (s *gridSearch) solve(b Grid, left int) bool {
	if s.nodes++; s.nodes > s.limit || b.Hopeless() {
		return false
	}
	key := gridState{b, left}
	if s.failed[key] {
		return false
	}
	for _, mv := range s.read.order(&b) {
		nb, ok := s.read.Move(b, mv[0], mv[1], mv[2])
		if !ok {
			continue
		}
		s.path = append(s.path, mv)
		if nb.Empty() && (left == 1 || s.read.Fewer) {
			return true
		}
		if left > 1 && !nb.Empty() && s.solve(nb, left-1) {
			return true
		}
		s.path = s.path[:len(s.path)-1]
	}
	s.failed[key] = true
	return false
}

// Clears replays moves, as the reading prints them, on b for an answer
// of n moves: each a move there, the board empty after the last and not
// before. Under fewer-moves the board may be empty sooner, after k moves;
// with n lines in all, the rest are padding, said as "line 3" or "lines
// 3-5".
func (r MayanReading) Clears(b Grid, n int, moves [][3]int) (padding string, ok bool) {
	if len(moves) > n || len(moves) < n && !r.Fewer {
		return "", false
	}
	for i, mv := range moves {
		x, y, g := mv[0], mv[1], mv[2]
		if r.OneBased {
			x, y = x-1, y-1
		}
		var ok bool
		if b, ok = r.Move(b, x, y, g); !ok {
			return "", false
		}
		if b.Empty() && i < len(moves)-1 {
			if !r.Fewer || len(moves) != n {
				return "", false
			}
			if i+2 == n {
				return fmt.Sprintf("line %d", n), true
			}
			return fmt.Sprintf("lines %d-%d", i+2, n), true
		}
	}
	return "", b.Empty()
}

// PlainNodes is how many moves a plain depth-first search plays on a
// Mayan board with n moves before it finds the answer, or finds there is
// none: the moves tried in answer order, none of them a left move onto a
// block (the right move from the left neighbour makes it), a board given
// up when a color has one or two blocks, and no table of boards already
// failed. So a
// board met again is searched again: the work of the simplest solution
// that passes NOIP's limits on its data, and what a test set should make
// large to stop a slower one. It is counted, not played: a board's count
// below it is kept once known.
func PlainNodes(b Grid, n int) int64 {
	c := &plainCount{failed: map[gridState]int64{}}
	nodes, _ := c.count(b, n)
	return nodes
}

// plainCount counts a plain search's moves; failed holds, for each board
// from which it finds nothing, the moves it plays below it (nil: the
// search is played, every board again; a test compares the two).
type plainCount struct {
	failed map[gridState]int64
}

// count is the moves the plain search plays below board b with left moves
// to go, and whether it finds a solution there (then it stops).
func (c *plainCount) count(b Grid, left int) (int64, bool) {
	if b.Hopeless() {
		return 0, false
	}
	key := gridState{b, left}
	if nodes, ok := c.failed[key]; ok {
		return nodes, false
	}
	var nodes int64
	for _, mv := range (MayanReading{}).order(&b) {
		x, y, g := mv[0], mv[1], mv[2]
		if g < 0 && b[x+g][y] != 0 {
			continue // a left move onto a block: the right move from x-1
		}
		nb, ok := (MayanReading{}).Move(b, x, y, g)
		if !ok {
			continue
		}
		nodes++
		if nb.Empty() {
			if left == 1 {
				return nodes, true
			}
			continue
		}
		if left > 1 {
			below, found := c.count(nb, left-1)
			nodes += below
			if found {
				return nodes, true
			}
		}
	}
	if c.failed != nil {
		c.failed[key] = nodes
	}
	return nodes, false
}
