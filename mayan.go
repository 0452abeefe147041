package main

import (
	"encoding/binary"
	"math/bits"
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
	// skipSame reads a swap of two blocks of one color as no move, as the
	// NOIP 2011 reference solution does (-skip-same-color); by docs/rules.md it
	// is a move that leaves the board as it is.
	skipSame bool
	watch    observer // told of every round a move plays: nil but while people's code replays an answer

	saved  [6]snapshot // the board on entry to each depth
	shifts shiftTable  // what column counts need, filled as the search asks
	path   [5]Move
	failed failTable
	nodes  int // moves played (a move the shift filter refuses is not one)

	// What the search reads of the board, kept by makeMove so that a node
	// need not count the board again: most moves change two columns.
	view searchView

	// While searching, makeMove gives up on a move once a round leaves a board
	// that can no longer be cleared in the moves after it (see mayClear):
	// the blocks left vanish where they stand or after later shifts, so a
	// later round cannot help. doomed says it gave up.
	searching bool
	after     int // moves left after the one played
	doomed    bool
	reach     undoReach // how far the last move's changes reach
	knownRuns swapRun   // where the next move's swap makes runs, when the search has asked already
	wasting   int       // wasted moves on the path being searched
	colors    int       // the highest color on the board when the search began: none higher appears
}

// searchView is the search's summary of a board.
type searchView struct {
	cols  [16]octalCounts   // per color: its blocks per column
	codes [mayanCols]uint64 // per column: its colors as a number (see columnCode)
	stale uint8             // columns whose codes are out of date, one bit each
}

// snapshot is everything a move changes on a Mayan board.
type snapshot struct {
	color  [mayanCells]uint8
	height [mayanCols]int
	count  [mayanColors + 1]int
	pieces int
	view   searchView
}

// save and restore move whole arrays: a few instructions each, where
// copy would call memmove three times per node of the search.
func (p *Puzzle) save(s *snapshot) {
	b := p.board
	s.color = *(*[mayanCells]uint8)(b.color)
	s.height = *(*[mayanCols]int)(b.height)
	s.count = *(*[mayanColors + 1]int)(b.count)
	s.pieces = b.pieces
	s.view = p.view
}

// restore puts the board and the view back as s holds them.
func (p *Puzzle) restore(s *snapshot) { p.undo(s, changedCounts) }

// undo puts back, from s, what a move that reached as far as reach changed
// (and the view, which every move changes).
func (p *Puzzle) undo(s *snapshot, reach undoReach) {
	b := p.board
	*(*[mayanCells]uint8)(b.color) = s.color
	p.view = s.view
	if reach >= changedHeights {
		*(*[mayanCols]int)(b.height) = s.height
		if reach >= changedCounts {
			*(*[mayanColors + 1]int)(b.count) = s.count
			b.pieces = s.pieces
		}
	}
}

// undoReach is how far a move's changes reach, for undo.
type undoReach uint8

const (
	changedCells   undoReach = iota // a swap without a round: two cells
	changedHeights                  // a drag without a round: and two heights
	changedCounts                   // a round: and the counts of colors
)

// makeMove makes a move and lets the board settle. The move drags a block and
// stays on the board: the search makes only such moves, and -check asks
// moveFault first. A swap of two blocks of one color is a move that
// changes nothing; under skipSame it is no move, and makeMove reports false.
// It keeps the view and says in reach how far the move's changes went;
// while searching it may give up after a round (doomed), leaving the
// board unsettled for the search to restore.
func (p *Puzzle) makeMove(mv Move) bool {
	b := p.board
	tx := mv.X + mv.G
	i, j := cell(mv.X, mv.Y), cell(tx, mv.Y)
	a, o := b.color[i], b.color[j]
	p.doomed = false
	p.reach = changedCells
	if a == o {
		return !p.skipSame
	}
	// The columns the move shifts blocks between: counts and codes.
	v := &p.view
	v.cols[a&15] += octalColumn(tx) - octalColumn(mv.X) // colors are 1..10: the masks only spare bounds checks
	v.stale |= 1<<uint(mv.X) | 1<<uint(tx)
	// The board is still before a move, so a run it makes passes through a
	// cell the move changed; when none does (most moves of a search), the
	// move is done without a round.
	if o != 0 {
		v.cols[o&15] += octalColumn(mv.X) - octalColumn(tx)
		left, right := i, j
		if mv.G < 0 {
			left, right = j, i
		}
		runs := p.knownRuns
		if runs == 0 {
			runs = b.swapRuns(left, right)
		}
		b.swap(i, j)
		if runs == 0 {
			return true
		}
		b.touchRuns(left, right, runs)
	} else {
		// The block leaves its column, whose blocks above it fall one
		// cell, and drops onto the top of the target column.
		p.reach = changedHeights
		col := a
		b.color[i] = 0
		if mv.Y == b.height[mv.X]-1 {
			b.height[mv.X]-- // the top block: nothing falls
		} else {
			b.fallColumn(mv.X, mv.Y) // marks the fallen blocks that may be in a run
			b.markRowDirty()
		}
		h := b.height[tx]
		top := cell(tx, h)
		b.color[top] = col
		b.height[tx]++
		// It lands on its column's top: a run along the column lies below.
		if h >= 2 && b.color[top-1] == col && b.color[top-2] == col {
			b.colDirty = append(b.colDirty, int32(top))
		}
		if inRowRun(b.framed[top:top+4*mayanRows+1], mayanRows, col) {
			b.rowDirty = append(b.rowDirty, int32(top))
		}
	}
	round := 0 // counted for the observer
	for {
		// A new run holds a dirty cell: with none, the move is done.
		if len(b.rowDirty) == 0 && len(b.colDirty) == 0 {
			return true
		}
		b.findRuns()
		if len(b.matched) == 0 {
			return true
		}
		p.reach = changedCounts
		b.fire()
		if p.watch != nil {
			round++
			p.watch.see(roundScored{round: round, board: b})
		}
		for _, e := range b.elim { // the vanishing blocks leave the view
			x := b.column[e]
			v.cols[b.color[e]&15] -= octalColumn(int(x))
			v.stale |= 1 << x
		}
		if p.searching && !p.mayClear(p.after) {
			// Given up before the blocks go: nothing of the round is
			// left half done but the sets M and E, which the next round
			// starts afresh.
			p.doomed = true
			return true
		}
		b.remove()
		b.applyGravity()
		if p.watch != nil {
			p.watch.see(fell{b})
		}
	}
}

// Solve finds the smallest sequence of exactly p.moves moves that empties
// the board, or nil. The board is left as it was.
func (p *Puzzle) Solve() Answer {
	var start snapshot
	p.save(&start)
	p.view = newSearchView(p.board)
	var ans Answer
	for p.colors = mayanColors; p.colors > 0 && p.board.count[p.colors] == 0; p.colors-- {
	}
	if p.failed.slots == nil {
		p.failed.grow()
	}
	p.searching = true
	if p.board.pieces > 0 && p.mayClear(p.moves) && p.search(p.moves) {
		ans = append(Answer{}, p.path[:p.moves]...)
	}
	p.searching = false
	p.restore(&start)
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
//   - A color with 1 or 2 blocks left can never form a run again (moves and
//     falls never create blocks), so the board can never be cleared.
//   - Moves shift blocks between columns slowly: each color's blocks need
//     some shifts before they can vanish (mayClear), and a move whose
//     shifts leave more needed than the moves after it can make is not
//     played (shiftFilter).
//   - A board that failed with left moves to go fails again however it is
//     reached, and so does its mirror image (mirror every move of a
//     solution to solve the mirror); the failed-state table keeps both.
//   - A swap of two equal colors is a move that changes nothing (docs/rules.md;
//     under skipSame it is no move): every such swap from a board leads to
//     the same board with one move fewer, so only the first is tried, and
//     after the other moves, when it can often be skipped (see wasted).
func (p *Puzzle) search(left int) bool {
	key := p.key(left)
	if p.failed.has(key) || p.wasting > 0 && left < p.moves-1 && hasWaste(p.board) && p.failed.has(withLeft(key, left+1)) {
		return false
	}
	s := &p.saved[left]
	p.save(s)
	f := newShiftFilter(&p.shifts, &s.view.cols, p.colors, left-1)
	// The blocks a move may start from, one bit per cell: cell order is
	// answer order, x and then y.
	var from uint64
	for x, h := range s.height {
		from |= (1<<uint(h) - 1) << uint(cell(x, 0))
	}
	if f.tight > 0 {
		from &= f.movers(&s.color)
	} else if left == 1 {
		return p.lastMove(s, &f, key)
	}
	// A right move that swaps two equal colors (a waste) comes last, and
	// only when needed (see wasted). The filter allows it when it allows
	// the board as it is, with a move fewer.
	mayWaste := !p.skipSame && left > 1 && f.tight == 0 && f.sum <= 2*f.after
	ask, needed := mayWaste && left > 2, false
	for ; from != 0; from &= from - 1 {
		i := bits.TrailingZeros64(from)
		x, y := i/mayanRows, i%mayanRows
		// Right, then left: a left move onto a block is the right move
		// from the left neighbour, tried already. A last move that swaps
		// two blocks must make a run, or nothing vanishes.
		a := s.color[i]
		if x+1 < mayanCols {
			if o := s.color[i+mayanRows]; a != o && f.allows(x, x+1, a, o) && (left > 1 || o == 0 || p.lastSwapRuns(i)) {
				found, unwasted := p.try(s, left, Move{x, y, 1}, ask)
				if found {
					return p.wasted(s, left, mayWaste, i)
				}
				if unwasted {
					needed, ask = true, false
				}
			}
		}
		if x > 0 && s.color[i-mayanRows] == 0 && f.allows(x, x-1, a, 0) {
			found, unwasted := p.try(s, left, Move{x, y, -1}, ask)
			if found {
				return p.wasted(s, left, mayWaste, i+1)
			}
			if unwasted {
				needed, ask = true, false
			}
		}
	}
	if mayWaste && needed {
		if w := wasteCells(p.board); w != 0 && p.tryWaste(s, left, bits.TrailingZeros64(w)) {
			return true
		}
	}
	p.failed.add(key)
	return false
}

// tryWaste tries the right move from cell waste, which swaps two equal
// colors, as try does. Below it, the search asks whether a board with a
// wasted move of its own failed with one move more to go (see wasted).
func (p *Puzzle) tryWaste(s *snapshot, left, waste int) bool {
	p.wasting++
	found, _ := p.try(s, left, Move{waste / mayanRows, waste % mayanRows, 1}, false)
	p.wasting--
	return found
}

// wasted is called when a move from the board s has found a solution. A
// right move that swaps two equal colors and changes nothing comes before
// it if it starts from a cell before the cell before (when mayWaste): that
// move leads first if the board can be cleared in the moves after it. It
// reports true: p.path holds the smallest solution.
//
// The search tries such a move after the others, because when they all
// fail it mostly need not be tried at all. With left moves to go, the
// board B cannot be cleared in left-1 moves, nor fewer, when no other
// move empties it and every other move leaves a board that failed with
// left-1 moves to go and has a swap of equal colors itself (or when it
// was not played, which fewer moves would not change): a solution of k
// moves from such a board would be one of left-1 behind left-1-k wasted
// moves, and a wasted move from B only leads to B with fewer moves. try
// says whether a move breaks this, when asked.
func (p *Puzzle) wasted(s *snapshot, left int, mayWaste bool, before int) bool {
	if !mayWaste {
		return true
	}
	solution := p.path
	p.restore(s)
	if w := wasteCells(p.board) & (1<<uint(before) - 1); w == 0 || !p.tryWaste(s, left, bits.TrailingZeros64(w)) {
		p.path = solution
	}
	return true
}

// hasWaste reports whether the board has a move that swaps two equal
// colors, as wasteCells != 0 would, without telling which: a word of cells
// (byte j cell i+j) against the word of their right neighbours. Column 4's
// cells need no mask: their right neighbours are the empty column after
// it, so a pair of them is never two equal colors. (It is wasteCells
// unrolled, without turning bytes into bits: try asks it after every
// failed move, where wasteCells would cost the search 2-4% more
// instructions on the hard puzzles.)
func hasWaste(b *Board) bool {
	f := b.framed[2*mayanRows : 2*mayanRows+mayanCells+mayanRows] // cell i at f[i]; the column after the last is empty
	w0, r0 := binary.LittleEndian.Uint64(f[0:]), binary.LittleEndian.Uint64(f[mayanRows:])
	w1, r1 := binary.LittleEndian.Uint64(f[8:]), binary.LittleEndian.Uint64(f[8+mayanRows:])
	w2, r2 := binary.LittleEndian.Uint64(f[16:]), binary.LittleEndian.Uint64(f[16+mayanRows:])
	w3, r3 := binary.LittleEndian.Uint64(f[24:]), binary.LittleEndian.Uint64(f[24+mayanRows:])
	return zeroBytes(w0^r0)&^zeroBytes(w0)|zeroBytes(w1^r1)&^zeroBytes(w1)|zeroBytes(w2^r2)&^zeroBytes(w2)|
		zeroBytes(w3^r3)&^zeroBytes(w3) != 0
}

// zeroBytes has the high bit of each byte of d that is 0 set, and no
// other bit: no carry leaves a byte.
func zeroBytes(d uint64) uint64 {
	const low7, high = 0x7f7f7f7f7f7f7f7f, 0x8080808080808080
	return ^((d&low7 + low7) | d) & high
}

// wasteCells has bit i set for each cell i whose block has a block of its
// color on its right: its right move swaps two equal colors. Eight cells
// at a time, as cellsOf: a byte of w^r is 0 where a cell and its right
// neighbour hold one color, a byte of w where the cell is empty. (framed
// holds empty cells past the last column, so every word can be read, and
// column 4's cells, whose right neighbours are those, are never set.)
func wasteCells(b *Board) uint64 {
	f := b.framed[2*mayanRows:]
	var cells uint64
	for i := 0; i < (mayanCols-1)*mayanRows; i += 8 {
		w := binary.LittleEndian.Uint64(f[i:])
		r := binary.LittleEndian.Uint64(f[i+mayanRows:])
		cells |= (byteBits(w^r) &^ byteBits(w)) << uint(i)
	}
	return cells
}

// lastMove is search's last move when no color needs a shift: then every
// color must stay coverable where it is, so a move is allowed when each
// color it shifts may go from its column to the next, which the shift
// table says once a color, column and direction for the node (as allows
// would say it move by move). The moves are tried in answer order, as
// search tries them.
func (p *Puzzle) lastMove(s *snapshot, f *shiftFilter, key [2]uint64) bool {
	right, left := p.lastMoves(s, f)
	for from := right | left; from != 0; from &= from - 1 {
		i := bits.TrailingZeros64(from)
		x, y := i/mayanRows, i%mayanRows
		// A last move that swaps two blocks must make a run, or nothing
		// vanishes.
		if right&(1<<uint(i)) != 0 && (s.color[i+mayanRows] == 0 || p.lastSwapRuns(i)) && p.found(s, 1, Move{x, y, 1}) ||
			left&(1<<uint(i)) != 0 && p.found(s, 1, Move{x, y, -1}) {
			return true
		}
	}
	p.failed.add(key)
	return false
}

// lastMoves is the cells whose right move, and whose left move, the
// filter allows as the last (see lastMove).
func (p *Puzzle) lastMoves(s *snapshot, f *shiftFilter) (right, left uint64) {
	// Per color: its cells, and those in columns it may leave rightward
	// and leftward (f.after is 0: needing no shift).
	var cells, goRight, goLeft [mayanColors + 1]uint64
	var leftward uint64 // the cells of any color that may go left
	for c := 1; c <= p.colors; c++ {
		cols := f.cols[c]
		if cols == 0 {
			continue
		}
		r, l := f.leaving(cols)
		cells[c] = cellsOf(&s.color, uint8(c))
		goRight[c], goLeft[c] = cells[c]&r, cells[c]&l
		leftward |= goLeft[c]
	}
	// A right move onto an empty cell, or a swap with a block of another
	// color that may go left; a left move only onto an empty cell (onto a
	// block it is the right move from the left neighbour). Shifted by a
	// column's cells, a bit moves to the cell on the left.
	empty := cellsOf(&s.color, 0)
	for c := 1; c <= p.colors; c++ {
		right |= goRight[c] & ((empty | leftward&^cells[c]) >> mayanRows)
		left |= goLeft[c] & (empty << mayanRows)
	}
	return right, left
}

// lastSwapRuns reports whether the last move's swap of the block at cell i
// with its right neighbour makes a run, and keeps where for makeMove.
func (p *Puzzle) lastSwapRuns(i int) bool {
	p.knownRuns = p.board.swapRuns(i, i+mayanRows)
	return p.knownRuns != 0
}

// try makes the move mv from the board s with left moves to go and
// searches on: found when that finds the answer, which p.path then holds;
// otherwise the board is s again. Asked (ask), unwasted says whether the
// move emptied the board early or failed on a board with no swap of equal
// colors (see wasted); that matters with more than 2 moves to go.
func (p *Puzzle) try(s *snapshot, left int, mv Move, ask bool) (found, unwasted bool) {
	p.after = left - 1
	ok := p.makeMove(mv)
	p.knownRuns = 0
	if !ok {
		return false, false
	}
	p.nodes++
	p.path[p.moves-left] = mv
	reach := p.reach // before the search below plays on
	switch {
	case p.doomed:
		// makeMove judged the board after a round: it cannot be cleared.
		// (A move that vanishes nothing leaves the counts as they were
		// and its columns as the filter judged them.)
	case p.board.pieces == 0:
		if left == 1 {
			return true, false
		}
		unwasted = true
	case left > 1:
		if p.search(left - 1) {
			return true, false
		}
		// search leaves the board as the move left it.
		unwasted = ask && !hasWaste(p.board)
	}
	p.undo(s, reach)
	return false, unwasted
}

// found is try's answer alone, for the last move.
func (p *Puzzle) found(s *snapshot, left int, mv Move) bool {
	found, _ := p.try(s, left, mv, false)
	return found
}

// maxShifts is the most shifts the column check counts (see mayClear):
// a color that needs more is only known to need more than maxShifts.
const maxShifts = 2

// unreachable is the shifts a color of 1 or 2 blocks needs: none let them
// vanish, and it is more than any moves left.
const unreachable = 6

// mayClear reports whether the board could possibly be cleared with left
// moves, judging by columns alone. Falls never change a block's column; a
// drag shifts one block by one column, a swap two blocks of two colors (a
// swap of equal colors shifts nothing). So each color needs at least as many
// moves as the fewest shifts of its blocks that make its columns coverable
// (see coverable), and all colors together at least half their sum; a
// color of 1 or 2 blocks can never vanish, and the shift table says it
// needs unreachable shifts. Blocks that vanish on the way vanish where they stand then,
// so this counts every block, however soon it vanishes. It reads the view
// alone, so makeMove can ask it before the board loses a round's blocks.
func (p *Puzzle) mayClear(left int) bool {
	sum := 0
	for _, cols := range p.view.cols[1 : p.colors+1] {
		need := p.shifts.of(cols) // 0 for a color not on the board
		sum += need
		if need > left || sum > 2*left {
			return false
		}
	}
	return true
}

// octalCounts holds one color's blocks per column, three bits a column
// (column x in bits 3x..3x+2): a column holds at most 7 blocks, so a count
// never spills into the next, and a block is counted by one addition.
type octalCounts uint16

// octalColumn is the count of one block in column x.
func octalColumn(x int) octalCounts { return 1 << (3 * uint(x)) }

// newSearchView counts each color's blocks in each column; every column
// code is out of date.
func newSearchView(b *Board) (v searchView) {
	for x := 0; x < mayanCols; x++ {
		one := octalColumn(x)
		for _, c := range b.color[cell(x, 0):cell(x, b.height[x])] {
			v.cols[c&15] += one // colors are 1..10: the mask only spares a bounds check
		}
	}
	v.stale = 1<<mayanCols - 1
	return v
}

// shiftFilter judges a move before it is played by the shifts it makes
// (see mayClear): after it, every color must need at most after more
// shifts, and all colors together at most 2*after. Only the colors the
// move shifts change what they need: one for a drag, two for a swap. With
// after = 0 every color must be coverable where the move leaves it.
type shiftFilter struct {
	shifts *shiftTable
	cols   [16]octalCounts
	need   [16]uint8 // per color: the fewest shifts its blocks need
	after  int       // moves left after the move
	sum    int       // need added up
	tight  int       // colors that need more than after: the move must shift them
	// The first two of those colors. (Each needs more than after, yet
	// all together need at most 2*(after+1), or the board would not have
	// been searched: so there are at most two.)
	t1, t2 uint8
}

func newShiftFilter(t *shiftTable, cols *[16]octalCounts, colors, after int) shiftFilter {
	f := shiftFilter{shifts: t, cols: *cols, after: after}
	for c := 1; c <= colors; c++ {
		n := uint8(t.of(f.cols[c]))
		f.need[c] = n
		f.sum += int(n)
		if int(n) > after {
			f.tight++
			if f.t1 == 0 {
				f.t1 = uint8(c)
			} else if f.t2 == 0 {
				f.t2 = uint8(c)
			}
		}
	}
	return f
}

// movers is the cells a move must start from to shift every tight color,
// one bit per cell. With one tight color: its blocks in a column from which
// a shift right, or left, brings what it needs down to after, and for a
// shift left also their left neighbours (which swap with them by a right
// move). With two: a block of one whose right neighbour is of the other.
// Any other move leaves a tight color needing too much, and allows
// refuses it.
func (f *shiftFilter) movers(color *[mayanCells]uint8) uint64 {
	t1, t2 := cellsOf(color, f.t1), uint64(0)
	// Shifted right by one column's cells, a bit moves to the cell on the
	// left.
	if f.tight == 2 {
		t2 = cellsOf(color, f.t2)
		return t1&(t2>>mayanRows) | t2&(t1>>mayanRows)
	}
	right, left := f.leaving(f.cols[f.t1])
	return t1&(right|left) | (t1&left)>>mayanRows
}

// leaving is the cells of the columns from which a block of the color with
// column counts cols may shift right, and left, leaving the color needing
// at most f.after shifts. (A column full of the color takes no more.)
func (f *shiftFilter) leaving(cols octalCounts) (right, left uint64) {
	const column = 1<<mayanRows - 1 // the cells of column 0
	for x := 0; x < mayanCols; x++ {
		if blocksIn(cols, x) == 0 {
			continue
		}
		from := cols - octalColumn(x)
		if x+1 < mayanCols && blocksIn(cols, x+1) < mayanRows && f.shifts.of(from+octalColumn(x+1)) <= f.after {
			right |= column << uint(cell(x, 0))
		}
		if x > 0 && blocksIn(cols, x-1) < mayanRows && f.shifts.of(from+octalColumn(x-1)) <= f.after {
			left |= column << uint(cell(x, 0))
		}
	}
	return right, left
}

// cellsOf has bit i set for each cell i that holds color c. Eight cells
// at a time: a word of them (byte 0 lowest) against c in every byte.
func cellsOf(color *[mayanCells]uint8, c uint8) uint64 {
	all := uint64(c) * 0x0101010101010101
	cells := byteBits(binary.LittleEndian.Uint64(color[0:8])^all) |
		byteBits(binary.LittleEndian.Uint64(color[8:16])^all)<<8 |
		byteBits(binary.LittleEndian.Uint64(color[16:24])^all)<<16 |
		byteBits(binary.LittleEndian.Uint64(color[24:32])^all)<<24
	for i := 32; i < mayanCells; i++ {
		if color[i] == c {
			cells |= 1 << uint(i)
		}
	}
	return cells
}

// byteBits has bit j set for each byte j of d that is 0.
func byteBits(d uint64) uint64 {
	return zeroBytes(d) >> 7 * 0x0102040810204080 >> 56 // byte j's bit 8j lands on bit 56+j, and no two products meet
}

// allows reports whether moving the block of color a from column x to
// column tx, swapping it with a block of color o if o is not 0, could
// leave the board clearable in the moves after it. The block is at x, so
// its count there is at least 1; tx has room (or holds o), so a count
// stays at most 7.
func (f *shiftFilter) allows(x, tx int, a, o uint8) bool {
	if a == o { // a swap of one color shifts nothing
		return f.tight == 0 && f.sum <= 2*f.after
	}
	a, o = a&15, o&15 // colors are 1..10: the masks only spare bounds checks
	tight, sum := f.tight, f.sum
	na := f.shifts.of(f.cols[a] - octalColumn(x) + octalColumn(tx))
	if na > f.after {
		return false
	}
	sum += na - int(f.need[a])
	if int(f.need[a]) > f.after {
		tight--
	}
	if o != 0 {
		no := f.shifts.of(f.cols[o] - octalColumn(tx) + octalColumn(x))
		if no > f.after {
			return false
		}
		sum += no - int(f.need[o])
		if int(f.need[o]) > f.after {
			tight--
		}
	}
	return tight == 0 && sum <= 2*f.after
}

// shiftTable holds, for a color's column counts, the fewest shifts of one
// block by one column that make them coverable (see coverable): 0 through
// maxShifts, maxShifts+1 for more, unreachable for 1 or 2 blocks. It is filled
// as the search asks: a search meets a few thousand of the 32,768 counts
// at most, a small puzzle a few dozen.
type shiftTable struct {
	fewest  [1 << (3 * mayanCols)]uint8 // by octalCounts: 1 + the answer, 0 while unknown
	covered [1 << (2 * mayanCols)]uint8 // by counts capped at 3, two bits a column: 1 + coverable (0 or 1), 0 while unknown
}

// of is the fewest shifts the counts v need.
func (t *shiftTable) of(v octalCounts) int {
	if f := t.fewest[v&(1<<(3*mayanCols)-1)]; f != 0 { // v < 1<<15: the mask only spares a bounds check
		return int(f) - 1
	}
	return t.find(v)
}

// find works out and keeps the fewest shifts the counts v need.
func (t *shiftTable) find(v octalCounts) int {
	f := maxShifts + 1
	if n := blocks(v); n == 1 || n == 2 {
		f = unreachable
	} else {
		// Blocks vanish over time, so a column may take in more than it
		// holds at once. But with k shifts to go a column of 3+k blocks
		// or more keeps 3 or more, so those counts all behave alike:
		// capped at 3+maxShifts, two shifts take a column to 7 at most.
		var w octalCounts
		for x := 0; x < mayanCols; x++ {
			n := blocksIn(v, x)
			if n > 3+maxShifts {
				n = 3 + maxShifts
			}
			w += octalCounts(n) * octalColumn(x)
		}
		for k := 0; k <= maxShifts; k++ {
			if t.reach(w, k) {
				f = k
				break
			}
		}
	}
	t.fewest[v] = uint8(f + 1)
	return f
}

// reach reports whether k shifts or fewer make the counts v coverable.
func (t *shiftTable) reach(v octalCounts, k int) bool {
	if t.coverable(v) {
		return true
	}
	if k == 0 {
		return false
	}
	for x := 0; x < mayanCols; x++ {
		if blocksIn(v, x) == 0 {
			continue
		}
		for _, to := range [2]int{x - 1, x + 1} {
			if to >= 0 && to < mayanCols && t.reach(v-octalColumn(x)+octalColumn(to), k-1) {
				return true
			}
		}
	}
	return false
}

// coverable is coverable for octal counts. Only whether a column holds 0,
// 1, 2 or 3 or more blocks matters, so the answers are kept by those, two
// bits a column.
func (t *shiftTable) coverable(v octalCounts) bool {
	var capped [mayanCols]uint8
	i := 0
	for x := mayanCols - 1; x >= 0; x-- {
		n := blocksIn(v, x)
		if n > 3 {
			n = 3
		}
		capped[x] = uint8(n)
		i = i<<2 | n
	}
	if c := t.covered[i]; c != 0 {
		return c == 2
	}
	ok := coverable(capped)
	t.covered[i] = 1
	if ok {
		t.covered[i] = 2
	}
	return ok
}

// blocksIn is the number of blocks in column x of the octal counts v.
func blocksIn(v octalCounts, x int) int { return int(v>>(3*uint(x))) & 7 }

// blocks is the number of blocks of the octal counts v.
func blocks(v octalCounts) int {
	n := 0
	for x := 0; x < mayanCols; x++ {
		n += blocksIn(v, x)
	}
	return n
}

// coverable reports whether blocks of one color, v[x] of them in column x,
// could all vanish with no block changing column. A column with 1 or 2 of
// them has no vertical run: each of its blocks needs its own horizontal run,
// so exactly v[x] horizontal runs cross it; a column with 3 or more may be
// crossed by any number (a relaxation: at most v[x] in truth); an empty
// column by none. Every horizontal run spans 3 or more of the columns 0..4,
// so it crosses column 2, and with c[x] runs crossing column x:
//
//	c0 <= c1 <= c2 >= c3 >= c4      (a run through 0 goes through 1 and 2)
//	c2-c1 <= c4, c2-c0 <= c3        (a run starting at 2 ends at 4, one
//	c2-c3 <= c0, c2-c4 <= c1         starting at 1 or 2 ends at 3 or 4, ...)
//
// Some crossing counts c must satisfy all of these. A run crossing only
// columns of 3 or more can be dropped, so each run crosses a column of 1
// or 2 and no c needs to exceed 8.
func coverable(v [mayanCols]uint8) bool {
	var lo, hi [mayanCols]int
	for x, n := range v {
		lo[x], hi[x] = int(n), int(n)
		if n >= 3 {
			lo[x], hi[x] = 0, 8
		}
	}
	for c2 := lo[2]; c2 <= hi[2]; c2++ {
		for c1 := lo[1]; c1 <= hi[1] && c1 <= c2; c1++ {
			for c0 := lo[0]; c0 <= hi[0] && c0 <= c1; c0++ {
				for c3 := lo[3]; c3 <= hi[3] && c3 <= c2; c3++ {
					for c4 := lo[4]; c4 <= hi[4] && c4 <= c3; c4++ {
						if c2-c1 <= c4 && c2-c0 <= c3 && c2-c3 <= c0 && c2-c4 <= c1 {
							return true
						}
					}
				}
			}
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

// key is the failed-state table's key of the board with left moves to go,
// from the view's codes: only the columns moves changed since the last key
// are read again.
func (p *Puzzle) key(left int) [2]uint64 {
	v := &p.view
	for x := 0; v.stale != 0; x++ {
		if v.stale&1 != 0 {
			v.codes[x] = columnCode(p.board, x)
		}
		v.stale >>= 1
	}
	return keyOf(&v.codes, left)
}

// columnCode is column x's colors as the digits of a base-11 number, the
// bottom cell's the lowest, the empty cells above the top zeros. Colors
// are 1..10, never 0, so the column's height is in its code too: distinct
// columns get distinct codes.
//
// The seven cells are read as one word, a byte a cell (framed has room
// past the last column), and summed in pairs, fours and the two halves:
// each step's lanes are wide enough for its sums (below 11^2, 11^4, 11^7).
func columnCode(b *Board, x int) uint64 {
	const n = mayanRows
	w := binary.LittleEndian.Uint64(b.framed[2*n+cell(x, 0):]) & (1<<(8*n) - 1) // the next column's cell off
	w = w&0x00ff00ff00ff00ff + w>>8&0x00ff00ff00ff00ff*11
	w = w&0x0000ffff0000ffff + w>>16&0x0000ffff0000ffff*(11*11)
	return w&0xffffffff + w>>32*(11*11*11*11)
}

// keyOf packs a board's column codes and the moves left into 128 bits,
// exactly: each code is below 11^7 < 2^25, five of them take 125 bits and
// the moves left (1..5) the last 3. Of a board and its mirror image the
// smaller key stands for both.
func keyOf(c *[mayanCols]uint64, left int) [2]uint64 {
	k := packKey(c[0], c[1], c[2], c[3], c[4], left)
	m := packKey(c[4], c[3], c[2], c[1], c[0], left)
	if m[1] < k[1] || m[1] == k[1] && m[0] < k[0] {
		return m
	}
	return k
}

// withLeft is the key of the same board with left moves to go.
func withLeft(key [2]uint64, left int) [2]uint64 {
	key[1] = key[1]&(1<<61-1) | uint64(left)<<61
	return key
}

// packKey packs five column codes and the moves left.
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
	if t.slots[t.slot(key)] == [2]uint64{} {
		return false
	}
	t.hits++
	return true
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
	size := 1 << 15
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
