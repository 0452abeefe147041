package main

import "bytes"

// Board is the grid both games are played on: n rows by m columns, gravity
// pulling toward row n-1 (the bottom). Each layer is a flat slice holding
// the columns one after another, each from the bottom up: cell (r, c) is
// index c*n + (n-1-r), so a column's pieces are a prefix of its stretch and
// gravity is a compaction of a column's stretch. Chosen by measurement over
// row-major (see the note on issue 6).
//
// A round works on cell lists kept on the board: rowDirty and colDirty (cells
// whose row or column must be scanned for runs, because something beside them
// changed), matched (the set M), runs (M's runs, so blocks are rarely searched)
// and elim (the set E, M first). Membership in a list is a stamp equal to the
// round's stamp, so starting a round clears every set at once and nothing is
// allocated.
type Board struct {
	geometry
	position
	roundState
}

// position is where the pieces are: what a game changes.
type position struct {
	color    []uint8 // 0 = empty, else 1..k
	framed   []uint8 // color between two empty columns on each side, which stay empty
	special  []uint8 // noSpecial, or an effect (rowBlast .. colorBomb)
	height   []int   // per column: number of pieces
	count    []int   // per color: pieces on the board
	pieces   int     // pieces on the board
	specials int     // pieces that hold a special; while there are none, E is M
}

// geometry is fixed when the board is made.
type geometry struct {
	n, m   int
	level  []uint8 // per cell: its height in its column, i % n
	column []uint8 // per cell: its column, i / n
}

// roundState is the scratch of one round, reused by the next.
type roundState struct {
	stamp    uint32
	inM      []uint32 // cell is in matched when inM == stamp
	inE      []uint32 // cell is in elim when inE == stamp
	rowSeen  []uint32 // cell's row run already found this round
	colSeen  []uint32 // cell's column run already found this round
	colorRun []uint32 // per color: a run of this color was found this round
	fired    []uint32 // per color: a colorBomb of this color already fired
	low      []int    // per column: lowest height emptied this round, n if none
	moved    []int    // per column: lowest height whose piece fell this round
	fell     []int    // per column: how it fell this round (see fellAs)
	lowered  []int    // columns that lost pieces this round
	fallen   []int    // columns whose pieces fell this round

	rowDirty []int32
	colDirty []int32
	matched  []int32
	elim     []int32   // M's list, and what effects add after it: E shares M's room
	runs     []lineRun // the runs of the round, in the order found
	queue    []int32   // scratch for block search
	pending  []uint8   // per cell (n empty cells either side): its color while waiting for a block, else 0
}

// The special effects, by their number in the input (docs/rules.md, One
// operation, 3.1).
const (
	noSpecial   = 0
	rowBlast    = 1 // row r
	columnBlast = 2 // column c
	crossBlast  = 3 // row r and column c
	smallBomb   = 4 // the 3x3 square centred on the piece
	bigBomb     = 5 // the 5x5 square centred on the piece
	colorBomb   = 6 // every piece of the piece's color
)

// newBoard returns an empty n x m board for colors 1..k. The layers come
// out of one allocation per element type (four, and the runs' one): every
// large allocation costs the runtime a search of its page allocator.
func newBoard(n, m, k int) *Board {
	cells := n * m
	octets := make([]uint8, 2*n+cells+2*n+3*cells+n+cells+n)
	marks := make([]uint32, 4*cells+2*(k+1))
	lists := make([]int32, 5*cells)
	ints := make([]int, 6*m+k+1)
	// Each part cuts the next size elements off the front of its buffer,
	// with no room to grow into the next part.
	part8 := func(size int) []uint8 { p := octets[:size:size]; octets = octets[size:]; return p }
	part32 := func(size int) []uint32 { p := marks[:size:size]; marks = marks[size:]; return p }
	list := func(size int) []int32 { p := lists[:0:size]; lists = lists[size:]; return p }
	partInt := func(size int) []int { p := ints[:size:size]; ints = ints[size:]; return p }
	b := &Board{
		position: position{
			framed:  part8(2*n + cells + 2*n),
			special: part8(cells),
			height:  partInt(m),
			count:   partInt(k + 1),
		},
		geometry: geometry{n: n, m: m, level: part8(cells), column: part8(cells)},
		roundState: roundState{
			inM:      part32(cells),
			inE:      part32(cells),
			rowSeen:  part32(cells),
			colSeen:  part32(cells),
			fired:    part32(k + 1),
			colorRun: part32(k + 1),
			low:      partInt(m),
			moved:    partInt(m),
			fell:     partInt(m),
			lowered:  partInt(m)[:0],
			fallen:   partInt(m)[:0],

			rowDirty: list(cells),
			colDirty: list(cells),
			matched:  list(cells),
			queue:    list(2 * cells), // a block pushes at most two stretches a cell
			pending:  part8(n + cells + n),
			runs:     make([]lineRun, 0, 2*cells/3+1), // a run per three cells of each row and column
		},
	}
	if len(octets)+len(marks)+len(lists)+len(ints) != 0 {
		panic("newBoard: the buffers' sizes do not add up to their parts")
	}
	b.color = b.framed[2*n : 2*n+cells : 2*n+cells]
	for c := range b.low {
		b.low[c] = n
		b.moved[c] = n
		b.fell[c] = notFell
	}
	// Division is slow; these tables answer i % n and i / n instead.
	for c := 0; c < m; c++ {
		level, column := b.level[c*n:c*n+n], b.column[c*n:c*n+n]
		for h := range level {
			level[h], column[h] = uint8(h), uint8(c)
		}
	}
	return b
}

// at is the index of the cell in row r (0 = top) and column c.
func (b *Board) at(r, c int) int { return c*b.n + b.n - 1 - r }

// rowCol is the row (0 = top) and column of the cell at index i.
func (b *Board) rowCol(i int) (r, c int) { return b.n - 1 - int(b.level[i]), int(b.column[i]) }

// settle recomputes the derived state (heights, counts) after the layers
// were written directly, as the parser does.
func (b *Board) settle() {
	for i := range b.count {
		b.count[i] = 0
	}
	b.pieces = 0
	count := b.count
	for c := 0; c < b.m; c++ {
		col, spec := b.color[c*b.n:c*b.n+b.n], b.special[c*b.n:c*b.n+b.n]
		spec = spec[:len(col)] // no bounds checks below
		h := 0
		for h < len(col) && col[h] != 0 {
			count[col[h]]++
			h++
		}
		b.height[c] = h
		b.pieces += h
	}
	b.countSpecials()
}

// countSpecials counts the pieces that hold a special. (Empty cells hold
// none.)
func (b *Board) countSpecials() {
	b.specials = len(b.special) - bytes.Count(b.special, []byte{noSpecial})
}

// newRound starts fresh sets M and E. Wrapping the stamp would make stale
// marks look current, so the marks are wiped first. (A method of the round
// state alone: reached through the Board, each field costs the inliner one
// more, and newRound must stay inlined.)
func (r *roundState) newRound() {
	if r.stamp == ^uint32(0) {
		for _, s := range [][]uint32{r.inM, r.inE, r.rowSeen, r.colSeen, r.fired, r.colorRun} {
			for i := range s {
				s[i] = 0
			}
		}
		r.stamp = 0
	}
	r.stamp++
	r.matched = r.matched[:0]
	r.elim = r.matched
	r.runs = r.runs[:0]
}

// lineRun is a run found in a round: its color and its length. (The
// name run is taken by the program itself.)
type lineRun struct {
	color uint8
	row   bool // along a row (its cells a column apart), else along a column
	size  int32
	first int32 // its first cell: the leftmost, or the lowest
}

// swap exchanges the pieces of two cells, special and all.
func (b *Board) swap(i, j int) {
	b.color[i], b.color[j] = b.color[j], b.color[i]
	b.special[i], b.special[j] = b.special[j], b.special[i]
}

// touch marks the cell at i as changed in every direction, as a swap or a
// dropped piece does.
func (b *Board) touch(i int) {
	b.rowDirty = append(b.rowDirty, int32(i))
	b.colDirty = append(b.colDirty, int32(i))
}

// rowSegment returns the first and last cell of the stretch of the piece
// at i's color along its row (cells n apart).
func (b *Board) rowSegment(i int) (l, r int) {
	color, n := b.color, b.n
	v := color[i]
	l, r = i, i
	for l >= n && color[l-n] == v {
		l -= n
	}
	for r+n < len(color) && color[r+n] == v {
		r += n
	}
	return l, r
}

// colSegment returns the first and last cell of the stretch of the piece
// at i's color along its column (cells 1 apart, within the column).
func (b *Board) colSegment(i int) (l, r int) {
	color := b.color
	v := color[i]
	floor := i - int(b.level[i])
	l, r = i, i
	for l > floor && color[l-1] == v {
		l--
	}
	for r < floor+b.n-1 && color[r+1] == v {
		r++
	}
	return l, r
}

// swapRun says where a swap of the pieces at i and j makes runs: along
// the row, or the column, through the cell that takes the other's piece.
type swapRun uint8

const (
	rowOfI swapRun = 1 << iota
	rowOfJ
	columnOfI
	columnOfJ
)

// swapRuns says where swapping the pieces at i and j, j the right or the
// upper neighbour of i, would make runs, without swapping them: 0 if
// nowhere. The board is still, so a run the swap makes passes through i
// or j; it holds one of them only (two equal colors swapped change
// nothing), and so lies beside the other or across the line between them.
func (b *Board) swapRuns(i, j int) (runs swapRun) {
	n, f, color := b.n, b.framed, b.color
	a, c := color[i], color[j] // i takes c, j takes a
	// In framed, cell x is at x+2n, its left neighbours at x+n and x,
	// its right ones at x+3n and x+4n.
	if j == i+n { // side by side: i looks left along the row, j right
		if f[i+n] == c && f[i] == c {
			runs |= rowOfI
		}
		if f[j+3*n] == a && f[j+4*n] == a {
			runs |= rowOfJ
		}
		if b.inColumnRun(i, c) {
			runs |= columnOfI
		}
		if b.inColumnRun(j, a) {
			runs |= columnOfJ
		}
		return runs
	}
	// One above the other: i looks down its column, j up.
	if hi := int(b.level[i]); hi >= 2 && color[i-1] == c && color[i-2] == c {
		runs |= columnOfI
	}
	if hj := int(b.level[j]); hj <= n-3 && color[j+1] == a && color[j+2] == a {
		runs |= columnOfJ
	}
	if inRowRun(f[i:i+4*n+1], n, c) {
		runs |= rowOfI
	}
	if inRowRun(f[j:j+4*n+1], n, a) {
		runs |= rowOfJ
	}
	return runs
}

// touchRuns marks, once the pieces at i and j are swapped, the cells and
// directions where the swap made runs: findRuns looks there alone.
func (b *Board) touchRuns(i, j int, runs swapRun) {
	if runs&rowOfI != 0 {
		b.rowDirty = append(b.rowDirty, int32(i))
	}
	if runs&rowOfJ != 0 {
		b.rowDirty = append(b.rowDirty, int32(j))
	}
	if runs&columnOfI != 0 {
		b.colDirty = append(b.colDirty, int32(i))
	}
	if runs&columnOfJ != 0 {
		b.colDirty = append(b.colDirty, int32(j))
	}
}

// inColumnRun reports whether a piece of color v at i would lie in a run
// along its column.
func (b *Board) inColumnRun(i int, v uint8) bool {
	h, color := int(b.level[i]), b.color
	d1 := h > 0 && color[i-1] == v
	if h < b.n-1 && color[i+1] == v { // above
		return d1 || h < b.n-2 && color[i+2] == v
	}
	return d1 && h > 1 && color[i-2] == v
}

// inRowRun reports whether a piece of color v would lie in a run along its
// row, w being its row from two cells left (w[0]) to two right (w[4n]).
func inRowRun(w []uint8, n int, v uint8) bool {
	l1, r1 := w[n] == v, w[3*n] == v
	return l1 && (r1 || w[0] == v) || r1 && w[4*n] == v
}

// findRuns fills matched with every cell of a run and empties the dirty
// lists. On a board that was still, a new run holds two neighbours of its
// color that were not neighbours before, and one of them is dirty in that
// direction, so scanning only through dirty cells finds every run. A run
// is marked seen, so it is walked and listed once however many dirty cells
// it has.
func (b *Board) findRuns() {
	b.newRound()
	n, st := b.n, b.stamp
	// Slices of one length, so that one bounds check covers both.
	color := b.color
	rowSeen, colSeen := b.rowSeen[:len(color)], b.colSeen[:len(color)]
	for _, d := range b.rowDirty {
		i := int(d)
		if color[i] == 0 || rowSeen[i] == st {
			continue
		}
		// A run is marked seen, so that it is listed once however many
		// of its cells are dirty; a shorter segment may be looked at
		// twice, which costs less than marking it.
		if l, r := b.rowSegment(i); r-l >= 2*n {
			b.runs = append(b.runs, lineRun{color[i], true, int32((r-l)/n + 1), int32(l)})
			for j := l; j <= r; j += n {
				rowSeen[j] = st
				b.addMatched(j)
			}
		}
	}
	for _, d := range b.colDirty {
		i := int(d)
		if color[i] == 0 || colSeen[i] == st {
			continue
		}
		if l, r := b.colSegment(i); r-l >= 2 {
			b.runs = append(b.runs, lineRun{color[i], false, int32(r - l + 1), int32(l)})
			for j := l; j <= r; j++ {
				colSeen[j] = st
				b.addMatched(j)
			}
		}
	}
	b.rowDirty = b.rowDirty[:0]
	b.colDirty = b.colDirty[:0]
}

func (b *Board) addMatched(i int) {
	if b.inM[i] != b.stamp {
		b.inM[i] = b.stamp
		b.matched = append(b.matched, int32(i))
	}
}

// addElim puts the piece at i into E; empty cells are nothing.
func (b *Board) addElim(i int) {
	if b.color[i] != 0 && b.inE[i] != b.stamp {
		b.inE[i] = b.stamp
		b.elim = append(b.elim, int32(i))
	}
}

// fire builds E: M, then the area of every special piece in E, closed under
// the pieces those areas add. Each piece joins E once, so each fires once.
func (b *Board) fire() {
	b.elim = b.matched // distinct pieces, all in E; E grows on in M's room
	if b.specials == 0 {
		return
	}
	// Most rounds' M holds no special: then E is M, found in one look.
	special := b.special
	k := 0
	for k < len(b.matched) && special[b.matched[k]] == noSpecial {
		k++
	}
	if k == len(b.matched) {
		return
	}
	inE, st := b.inE, b.stamp
	for _, i := range b.matched {
		inE[i] = st
	}
	for ; k < len(b.elim); k++ {
		i := int(b.elim[k])
		if s := special[i]; s != noSpecial {
			b.specials-- // it leaves the board with E
			b.fireOne(i, s)
		}
	}
}

// fireOne adds the area of the special s held by the piece at i to E.
func (b *Board) fireOne(i int, s uint8) {
	r, c := b.rowCol(i)
	switch s {
	case rowBlast:
		b.addRect(r, r, 0, b.m-1)
	case columnBlast:
		b.addRect(0, b.n-1, c, c)
	case crossBlast:
		b.addRect(r, r, 0, b.m-1)
		b.addRect(0, b.n-1, c, c)
	case smallBomb:
		b.addRect(r-1, r+1, c-1, c+1)
	case bigBomb:
		b.addRect(r-2, r+2, c-2, c+2)
	case colorBomb:
		// A second colorBomb of one color in a round adds nothing new.
		col := b.color[i]
		if b.fired[col] == b.stamp {
			return
		}
		b.fired[col] = b.stamp
		if n := b.count[col]; 16*n < len(b.color) {
			b.addRare(col, n)
			return
		}
		for j, x := range b.color {
			if x == col {
				b.addElim(j)
			}
		}
	}
}

// addRare adds to E the n pieces of color col, a color with few pieces:
// IndexByte looks at many cells an instruction but costs a call a piece,
// so it pays where pieces are far apart. (The board holds count[col]
// pieces of col until the round's E is removed.)
func (b *Board) addRare(col uint8, n int) {
	rest, at := b.color, 0
	for ; n > 0; n-- {
		k := bytes.IndexByte(rest, col)
		b.addElim(at + k)
		rest, at = rest[k+1:], at+k+1
	}
}

// addRect adds every piece in rows r0..r1, columns c0..c1, clipped.
func (b *Board) addRect(r0, r1, c0, c1 int) {
	if r0 < 0 {
		r0 = 0
	}
	if c0 < 0 {
		c0 = 0
	}
	if r1 > b.n-1 {
		r1 = b.n - 1
	}
	if c1 > b.m-1 {
		c1 = b.m - 1
	}
	for c := c0; c <= c1; c++ {
		for j := b.at(r1, c); j <= b.at(r0, c); j++ {
			b.addElim(j)
		}
	}
}

// blockSizes appends to sizes the size of every block of M: a 4-connected
// component of matched cells of one color. Cells only hit by an effect are
// not in M and never join a block.
func (b *Board) blockSizes(sizes []int) []int {
	// A block is one run or joins runs of its color. When no two runs
	// share a color, as in most rounds, the blocks are the runs.
	n, st := b.n, b.stamp
	alone := true
	for _, r := range b.runs {
		if b.colorRun[r.color] == st {
			alone = false
			break
		}
		b.colorRun[r.color] = st
	}
	if alone {
		for _, r := range b.runs {
			sizes = append(sizes, int(r.size))
		}
		return sizes
	}
	// A flood fill from the first cell of each run not yet in a block (a
	// run lies in one block), a stretch of a column at a time. pending
	// holds a cell's color while it waits for a block (0 otherwise, so it
	// is all 0 between rounds); it has n empty cells on either side, so
	// the columns left of the first and right of the last need no test.
	// Cell i is pending[n+i].
	color, level, pending := b.color, b.level, b.pending
	for _, s := range b.matched {
		pending[n+int(s)] = color[s]
	}
	q := b.queue[:0]
	for _, r := range b.runs { // every block holds a run
		s, col := r.first, r.color
		if pending[n+int(s)] != col {
			continue // already in a block
		}
		size := 0
		q = append(q, s)
		for len(q) > 0 {
			i := int(q[len(q)-1])
			q = q[:len(q)-1]
			if pending[n+i] != col {
				continue // taken since it was pushed
			}
			// The stretch of the block's cells in i's column: heights lo..hi.
			floor := i - int(level[i])
			column := pending[n+floor : n+floor+n]
			lo, hi := int(level[i]), int(level[i])
			for lo > 0 && column[lo-1] == col {
				lo--
			}
			for hi+1 < len(column) && column[hi+1] == col {
				hi++
			}
			size += hi - lo + 1
			// Take it, and push the first cell of each stretch beside it in
			// the columns left and right.
			first := floor + lo
			mid := column[lo : hi+1]
			for k := range mid {
				mid[k] = 0
				if l := first + k; pending[l] == col && (k == 0 || pending[l-1] != col) {
					q = append(q, int32(l-n))
				}
				if r := first + k + 2*n; pending[r] == col && (k == 0 || pending[r-1] != col) {
					q = append(q, int32(r-n))
				}
			}
		}
		sizes = append(sizes, size)
	}
	b.queue = q
	return sizes
}

// remove empties every cell of E and notes per column the lowest height
// that lost a piece, which is where gravity has to start.
func (b *Board) remove() {
	color, special, count := b.color, b.special, b.count
	special = special[:len(color)]
	for _, e := range b.elim {
		i := int(e)
		count[color[i]]--
		color[i], special[i] = 0, 0
	}
	// A second loop, so that each keeps its values in registers.
	n, low, column, level := b.n, b.low, b.column[:len(color)], b.level[:len(color)]
	for _, e := range b.elim {
		c, h := int(column[e]), int(level[e])
		if low[c] == n {
			b.lowered = append(b.lowered, c)
		}
		if h < low[c] {
			low[c] = h
		}
	}
	b.pieces -= len(b.elim)
}

// applyGravity lets the pieces of every column that lost some slide down,
// keeping their order, and marks the cells that gained a new neighbour.
func (b *Board) applyGravity() {
	for _, c := range b.lowered {
		b.fallColumn(c, b.low[c])
		b.low[c] = b.n
	}
	b.lowered = b.lowered[:0]
	b.markRowDirty()
}

// fallColumn compacts column c from height low, which lost its piece. The
// pieces between two emptied cells fall together; within such a stretch
// nothing changes, so only its lowest piece has a new neighbour below, and
// that matters only when the two share a color (a run is one color).
func (b *Board) fallColumn(c, low int) {
	base := c * b.n
	col := b.color[base : base+b.height[c]]
	spec := b.special[base : base+b.height[c]]
	first := low // the first piece above low
	for first < len(col) && col[first] == 0 {
		first++
	}
	write := low
	for read := first; read < len(col); {
		if col[read] == 0 {
			read++
			continue
		}
		end := len(col)
		if k := bytes.IndexByte(col[read+1:], 0); k >= 0 {
			end = read + 1 + k
			if k < 2 { // short stretches: a call a stretch costs more than a look a piece
				write = b.compactRest(base, col, spec, read, write)
				break
			}
		}
		if end-read > 8 {
			copy(col[write:], col[read:end])
			copy(spec[write:], spec[read:end])
		} else { // a call to memmove costs more than a short loop
			for k := read; k < end; k++ {
				col[write+k-read], spec[write+k-read] = col[k], spec[k]
			}
		}
		if write > 0 && col[write] == col[write-1] {
			b.colDirty = append(b.colDirty, int32(base+write))
		}
		write += end - read
		read = end
	}
	for h := write; h < len(col); h++ {
		col[h], spec[h] = 0, 0
	}
	b.height[c] = write
	if write > low { // else the column only lost its top
		b.moved[c] = low
		b.fell[c] = fellAs(c, low, first-low, write-low == len(col)-first)
		b.fallen = append(b.fallen, c)
	}
}

// compactRest moves the pieces of col from read on down to write on, one
// at a time, and returns where the pieces end. As fallColumn does, it
// notes the lowest piece of each stretch that lands on its color.
func (b *Board) compactRest(base int, col, spec []uint8, read, write int) int {
	spec = spec[:len(col)] // no bounds checks below
	hole := true           // the cell below read was empty
	for ; read < len(col); read++ {
		v := col[read]
		if v == 0 {
			hole = true
			continue
		}
		col[write], spec[write] = v, spec[read]
		if hole && write > 0 && col[write-1] == v {
			b.colDirty = append(b.colDirty, int32(base+write))
		}
		hole = false
		write++
	}
	return write
}

// markRowDirty marks every piece that fell this round and now lies in a run
// along its row. A new row run holds a piece that fell: a run of pieces that
// stayed put would have been a run, and removed, before.
func (b *Board) markRowDirty() {
	n, framed := b.n, b.framed
	for _, c := range b.fallen {
		if b.fellWithNeighbours(c) {
			continue
		}
		// The pieces that fell and the columns one and two away on either
		// side, taken from framed, whose empty columns beyond the edges
		// equal no piece's color.
		lo, size := c*n+b.moved[c], b.height[c]-b.moved[c]
		w := framed[lo : lo+4*n+size] // from two columns left to two right
		l2, l1, col, r1, r2 := w[:size], w[n:n+size], w[2*n:2*n+size], w[3*n:3*n+size], w[4*n:4*n+size]
		l2, l1, r1, r2 = l2[:len(col)], l1[:len(col)], r1[:len(col)], r2[:len(col)] // no bounds checks below
		for k, v := range col {
			if l1[k] == v && (l2[k] == v || r1[k] == v) || r1[k] == v && r2[k] == v {
				b.rowDirty = append(b.rowDirty, int32(lo+k))
			}
		}
	}
	for _, c := range b.fallen {
		b.moved[c], b.fell[c] = n, notFell
	}
	b.fallen = b.fallen[:0]
}

// fellWithNeighbours reports whether the columns either side of c fell as
// c did: from c's height, every piece above by one distance. Then every
// row pair of c with them is as before, and a new run through c holds a
// new pair further out, which a neighbour's look finds.
func (b *Board) fellWithNeighbours(c int) bool {
	return c > 0 && c < b.m-1 && b.fell[c-1] == b.fell[c] && b.fell[c+1] == b.fell[c]
}

// notFell is fell's value for a column that did not fall this round.
const notFell = 1 << 30

// fellAs is how column c fell, as one number that two columns share only
// when they fell alike: from height low, every piece above by distance
// (below 64), when even; else a number of c's own.
func fellAs(c, low, distance int, even bool) int {
	if !even {
		return -1 - c
	}
	return low<<6 | distance
}

// hasRun reports whether the board holds a run, by plain comparison of
// each piece with the two below it and the two to its left.
func hasRun(b *Board) bool {
	n := b.n
	for c := 0; c < b.m; c++ {
		// framed has two empty columns left of column 0, which equal no
		// piece's color.
		w := b.framed[c*n : c*n+3*n]
		left2, left, col := w[:n], w[n:2*n], w[2*n:3*n]
		left2, left = left2[:len(col)], left[:len(col)] // no bounds checks below
		var below, below2 uint8
		for h, v := range col {
			if v != 0 && (v == below && v == below2 || v == left[h] && v == left2[h]) {
				return true
			}
			below, below2 = v, below
		}
	}
	return false
}

// firstRun finds, on a board that holds a run, the run of the first cell
// of a run in reading order, row by row from the top: its first cell (row
// r, column c) and its direction, (0, 1) along the row or (1, 0) down the
// column. That cell is the left end of a row run or else the top of a
// column run. It scans the whole board, for error messages only.
func (b *Board) firstRun() (r, c, dr, dc int) {
	for i, v := range b.color {
		if v != 0 {
			b.touch(i)
		}
	}
	b.findRuns()
	r, c = b.n, 0
	for _, i := range b.matched {
		if ri, ci := b.rowCol(int(i)); ri < r || ri == r && ci < c {
			r, c = ri, ci
		}
	}
	v := b.color[b.at(r, c)]
	if c+2 < b.m && b.color[b.at(r, c+1)] == v && b.color[b.at(r, c+2)] == v {
		return r, c, 0, 1
	}
	return r, c, 1, 0
}
