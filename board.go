package main

// Board is the grid both games are played on: n rows by m columns, row 0 at
// the top, gravity pulling toward row n-1. Each layer is a flat slice indexed
// r*m+c. Row-major keeps a row scan contiguous and a column scan a fixed
// stride; gravity only ever touches the columns that lost pieces.
//
// Between operations a column's pieces are contiguous at its bottom: top[c]
// is the row of its highest piece (n when the column is empty).
//
// A round works on cell lists kept on the board: rowDirty and colDirty (cells
// with a new neighbour in their row or column since the last scan), matched
// (the set M) and elim (the set E, M first). Membership in a list is a stamp equal to the round's stamp, so
// starting a round clears every set at once and nothing is allocated.
type Board struct {
	n, m    int
	color   []uint8 // 0 = empty, else 1..k
	special []uint8 // 0 = none, else effect type 1..6
	top     []int   // per column: row of the highest piece, n if none
	count   []int   // per color: pieces on the board
	pieces  int     // pieces on the board

	stamp   uint32
	inM     []uint32 // cell is in matched when inM == stamp
	inE     []uint32 // cell is in elim when inE == stamp
	rowSeen []uint32 // cell's horizontal segment already scanned this round
	colSeen []uint32 // cell's vertical segment already scanned this round
	grouped []uint32 // cell already counted in a block of M
	fired   []uint32 // per color: a type 6 of this color already fired
	low     []int    // per column: lowest row removed this round, -1 if none
	fellAt  []uint32 // cell received a falling piece in the round of this stamp
	fell    []int32  // how many rows that piece fell

	rowDirty []int32
	colDirty []int32
	moved    []int32 // cells that received a falling piece this round
	matched  []int32
	elim     []int32
	queue    []int32 // scratch for block search
}

// newBoard returns an empty n x m board for colors 1..k.
func newBoard(n, m, k int) *Board {
	cells := n * m
	b := &Board{
		n: n, m: m,
		color:   make([]uint8, cells),
		special: make([]uint8, cells),
		top:     make([]int, m),
		count:   make([]int, k+1),
		inM:     make([]uint32, cells),
		inE:     make([]uint32, cells),
		rowSeen: make([]uint32, cells),
		colSeen: make([]uint32, cells),
		grouped: make([]uint32, cells),
		fired:   make([]uint32, k+1),
		low:     make([]int, m),
		fellAt:  make([]uint32, cells),
		fell:    make([]int32, cells),

		rowDirty: make([]int32, 0, cells),
		colDirty: make([]int32, 0, cells),
		moved:    make([]int32, 0, cells),
		matched:  make([]int32, 0, cells),
		elim:     make([]int32, 0, cells),
		queue:    make([]int32, 0, cells),
	}
	for c := range b.top {
		b.top[c] = n
		b.low[c] = -1
	}
	return b
}

// settle recomputes the derived state (tops, counts) after the layers were
// written directly, as the parser and the Mayan search do.
func (b *Board) settle() {
	for i := range b.count {
		b.count[i] = 0
	}
	b.pieces = 0
	for c := 0; c < b.m; c++ {
		b.top[c] = b.n
		for r := b.n - 1; r >= 0; r-- {
			col := b.color[r*b.m+c]
			if col == 0 {
				break
			}
			b.top[c] = r
			b.count[col]++
			b.pieces++
		}
	}
}

// newRound starts fresh sets M and E. Wrapping the stamp would make stale
// marks look current, so the marks are wiped first.
func (b *Board) newRound() {
	if b.stamp == ^uint32(0) {
		for _, s := range [][]uint32{b.inM, b.inE, b.rowSeen, b.colSeen, b.grouped, b.fired, b.fellAt} {
			for i := range s {
				s[i] = 0
			}
		}
		b.stamp = 0
	}
	b.stamp++
	b.matched = b.matched[:0]
	b.elim = b.elim[:0]
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

// findRuns fills matched with every cell of a run and empties the dirty
// lists. On a board that was still, a new run holds two neighbours that were
// not neighbours before, and both are dirty in that direction, so scanning
// only through dirty cells finds every run. Each maximal one-color segment
// is walked once however many dirty cells it holds.
func (b *Board) findRuns() {
	b.newRound()
	m, st := b.m, b.stamp
	for _, d := range b.rowDirty {
		i := int(d)
		col := b.color[i]
		if col == 0 || b.rowSeen[i] == st {
			continue
		}
		rowStart := i - i%m
		l, r := i, i
		for l > rowStart && b.color[l-1] == col {
			l--
		}
		for r < rowStart+m-1 && b.color[r+1] == col {
			r++
		}
		for j := l; j <= r; j++ {
			b.rowSeen[j] = st
		}
		if r-l >= 2 {
			for j := l; j <= r; j++ {
				b.addMatched(j)
			}
		}
	}
	for _, d := range b.colDirty {
		i := int(d)
		col := b.color[i]
		if col == 0 || b.colSeen[i] == st {
			continue
		}
		l, r := i, i
		for l >= m && b.color[l-m] == col {
			l -= m
		}
		for r+m < len(b.color) && b.color[r+m] == col {
			r += m
		}
		for j := l; j <= r; j += m {
			b.colSeen[j] = st
		}
		if r-l >= 2*m {
			for j := l; j <= r; j += m {
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
	for _, i := range b.matched {
		b.addElim(int(i))
	}
	for k := 0; k < len(b.elim); k++ {
		i := int(b.elim[k])
		if s := b.special[i]; s != 0 {
			b.fireOne(i, s)
		}
	}
}

// fireOne adds the area of the special s held by the piece at i to E.
func (b *Board) fireOne(i int, s uint8) {
	m := b.m
	r, c := i/m, i%m
	switch s {
	case 1:
		b.addRect(r, r, 0, m-1)
	case 2:
		b.addRect(0, b.n-1, c, c)
	case 3:
		b.addRect(r, r, 0, m-1)
		b.addRect(0, b.n-1, c, c)
	case 4:
		b.addRect(r-1, r+1, c-1, c+1)
	case 5:
		b.addRect(r-2, r+2, c-2, c+2)
	case 6:
		// A second type 6 of one color in a round adds nothing new.
		col := b.color[i]
		if b.fired[col] == b.stamp {
			return
		}
		b.fired[col] = b.stamp
		for j, x := range b.color {
			if x == col {
				b.addElim(j)
			}
		}
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
	for r := r0; r <= r1; r++ {
		for j := r*b.m + c0; j <= r*b.m+c1; j++ {
			b.addElim(j)
		}
	}
}

// blockSizes appends to sizes the size of every block of M: a 4-connected
// component of matched cells of one color. Cells only hit by an effect are
// not in M and never join a block.
func (b *Board) blockSizes(sizes []int) []int {
	m, st := b.m, b.stamp
	for _, s := range b.matched {
		if b.grouped[s] == st {
			continue
		}
		col := b.color[s]
		b.grouped[s] = st
		q := append(b.queue[:0], s)
		for h := 0; h < len(q); h++ {
			i := int(q[h])
			c := i % m
			if c > 0 {
				q = b.visit(q, i-1, col)
			}
			if c < m-1 {
				q = b.visit(q, i+1, col)
			}
			if i >= m {
				q = b.visit(q, i-m, col)
			}
			if i+m < len(b.color) {
				q = b.visit(q, i+m, col)
			}
		}
		sizes = append(sizes, len(q))
		b.queue = q
	}
	return sizes
}

// visit queues the matched neighbour j if it has color col and no block yet.
func (b *Board) visit(q []int32, j int, col uint8) []int32 {
	if b.inM[j] == b.stamp && b.grouped[j] != b.stamp && b.color[j] == col {
		b.grouped[j] = b.stamp
		q = append(q, int32(j))
	}
	return q
}

// remove empties every cell of E and notes per column the lowest row that
// lost a piece, which is where gravity has to start.
func (b *Board) remove() {
	m := b.m
	for _, e := range b.elim {
		i := int(e)
		r, c := i/m, i%m
		b.count[b.color[i]]--
		b.color[i] = 0
		b.special[i] = 0
		if r > b.low[c] {
			b.low[c] = r
		}
	}
	b.pieces -= len(b.elim)
}

// applyGravity lets the pieces of every column that lost some slide down,
// keeping their order, and marks the cells that gained a new neighbour.
func (b *Board) applyGravity() {
	b.moved = b.moved[:0]
	for c := 0; c < b.m; c++ {
		if b.low[c] >= 0 {
			b.fallColumn(c, b.low[c])
			b.low[c] = -1
		}
	}
	b.markRowDirty()
}

// fallColumn compacts column c from row low, which lost its piece, up to
// the column's top. Pieces that fall the same distance stay neighbours, so
// only the lowest piece of each such group has a new neighbour below.
func (b *Board) fallColumn(c, low int) {
	m, st := b.m, b.stamp
	write := low
	drop := int32(0)
	for r := low; r >= b.top[c]; r-- {
		src := r*m + c
		if b.color[src] == 0 {
			continue
		}
		dst := write*m + c
		b.color[dst], b.special[dst] = b.color[src], b.special[src]
		b.color[src], b.special[src] = 0, 0
		if d := int32(write - r); d != drop {
			drop = d
			b.colDirty = append(b.colDirty, int32(dst))
		}
		b.fellAt[dst], b.fell[dst] = st, drop
		b.moved = append(b.moved, int32(dst))
		write--
	}
	b.top[c] = write + 1
}

// markRowDirty marks each moved piece whose left or right neighbour did not
// fall the same distance with it: only those have a new row neighbour.
func (b *Board) markRowDirty() {
	m := b.m
	for _, d := range b.moved {
		i := int(d)
		c := i % m
		if c > 0 && b.newNeighbour(i, i-1) || c < m-1 && b.newNeighbour(i, i+1) {
			b.rowDirty = append(b.rowDirty, d)
		}
	}
}

// newNeighbour reports whether the piece at j (if any) fell a different
// distance than the moved piece at i this round.
func (b *Board) newNeighbour(i, j int) bool {
	if b.color[j] == 0 {
		return false
	}
	drop := int32(0)
	if b.fellAt[j] == b.stamp {
		drop = b.fell[j]
	}
	return drop != b.fell[i]
}
