package gen

import (
	"math/rand"

	"match3/internal/naive"
)

// Mayan describes a random Mayan puzzle.
type Mayan struct {
	Moves, Blocks, Colors int
	// Solvable builds the puzzle backwards from an empty board, one move
	// at a time, so that Moves moves clear it. Blocks is then a target:
	// each move's run takes three to five blocks.
	Solvable bool
	// Built, with Solvable and from 1 to Moves-1, builds the puzzle with
	// that many moves instead, while it still asks for Moves: a board
	// fewer moves clear than n, as the test Luogu P1312 added.
	Built int
	// Corners, with Solvable, makes half the runs it builds an L: a
	// column line and a row line that meet at a corner, removed together
	// (a reading that removes the rows first leaves the column short).
	Corners bool
}

// Puzzle writes one puzzle with no run at the start.
func (o Mayan) Puzzle(rng *rand.Rand) string {
	if o.Solvable {
		n := o.Moves
		if o.Built > 0 && o.Built < o.Moves {
			o.Moves = o.Built
		}
		return o.backwards(rng).String(n)
	}
	var b naive.Mayan
	for tries := 0; b.Blocks() < o.Blocks && tries < 100*o.Blocks+100; tries++ {
		x, v := rng.Intn(5), 1+rng.Intn(o.Colors)
		if b.Fits(x, v) {
			b[x] = append(b[x], v)
		}
	}
	return b.String(o.Moves)
}

// backwards starts from the empty board and, Moves times, finds a board
// that one move turns into the current one: it inserts a run (which would
// vanish, the blocks above falling back) and then undoes a move that
// would have completed it, a swap or a drag. Every candidate is checked by
// playing the move forwards, so the construction needs no cleverness to
// be right.
//
// Some settings leave no such board (one color cannot hide three blocks
// from each other): after enough failed starts the construction takes one
// more color.
func (o Mayan) backwards(rng *rand.Rand) naive.Mayan {
	for start := 1; ; start++ {
		if start%50 == 0 && o.Colors < 10 {
			o.Colors++
		}
		var b naive.Mayan
		ok := true
		for step := 0; step < o.Moves && ok; step++ {
			length := 3
			if want := (o.Blocks - b.Blocks()) / (o.Moves - step); want > 3 {
				length = 3 + rng.Intn(smaller(want, 5)-2)
			}
			ok = false
			for tries := 0; tries < 500 && !ok; tries++ {
				if p, good := o.predecessor(rng, b, length); good {
					b, ok = p, true
				}
			}
		}
		if ok {
			return b
		}
	}
}

func smaller(a, b int) int {
	if a < b {
		return a
	}
	return b
}

// predecessor proposes a board that one move turns into b, and checks it.
func (o Mayan) predecessor(rng *rand.Rand, b naive.Mayan, length int) (naive.Mayan, bool) {
	q := b.Clone()
	color := 1 + rng.Intn(o.Colors)
	cells, ok := o.placeRun(rng, &q, color, length)
	if !ok || tooTall(q) {
		return b, false
	}
	p, mv, ok := undoMove(rng, q, cells, color)
	if !ok || p.HasRun() || tooTall(p) {
		return b, false
	}
	after, ok := p.Move(mv[0], mv[1], mv[2])
	if !ok || !same(after, b) {
		return b, false
	}
	return p, true
}

// placeRun inserts a run of one color into *q: a column line, a row
// line, or (Corners) an L. It returns the run's cells.
func (o Mayan) placeRun(rng *rand.Rand, q *naive.Mayan, color, length int) (cells [][2]int, ok bool) {
	if o.Corners && rng.Intn(2) == 0 {
		// A column line of three at x from height y, and a row line from
		// its bottom cell two columns right or left.
		x, dx := rng.Intn(5), 1-2*rng.Intn(2)
		if x+2*dx < 0 || x+2*dx > 4 {
			return nil, false
		}
		y := rng.Intn(len(q[x]) + 1)
		for i := 0; i < 3; i++ {
			q[x] = insert(q[x], y, color)
			cells = append(cells, [2]int{x, y + i})
		}
		for k := 1; k <= 2; k++ {
			if y > len(q[x+k*dx]) {
				return nil, false
			}
			q[x+k*dx] = insert(q[x+k*dx], y, color)
			cells = append(cells, [2]int{x + k*dx, y})
		}
		return cells, true
	}
	if rng.Intn(2) == 0 {
		x := rng.Intn(5)
		y := rng.Intn(len(q[x]) + 1)
		for i := 0; i < length; i++ {
			q[x] = insert(q[x], y, color)
			cells = append(cells, [2]int{x, y + i})
		}
		return cells, true
	}
	if length > 5 {
		return nil, false
	}
	x0 := rng.Intn(5 - length + 1)
	y := rng.Intn(8)
	for x := x0; x < x0+length; x++ {
		if y > len(q[x]) {
			return nil, false
		}
		q[x] = insert(q[x], y, color)
		cells = append(cells, [2]int{x, y})
	}
	return cells, true
}

// undoMove undoes a move that completed the run in q: the block at one of
// its cells came from a neighbouring column. It returns the board before
// the move, and the move.
func undoMove(rng *rand.Rand, q naive.Mayan, cells [][2]int, color int) (naive.Mayan, [3]int, bool) {
	cell := cells[rng.Intn(len(cells))]
	x, y := cell[0], cell[1]
	from := x + 1 - 2*rng.Intn(2)
	if from < 0 || from > 4 {
		return q, [3]int{}, false
	}
	p := q.Clone()
	if y < len(p[from]) && rng.Intn(2) == 0 {
		// A swap: the two blocks trade places back.
		p[x][y], p[from][y] = p[from][y], p[x][y]
		return p, [3]int{smaller(x, from), y, 1}, true
	}
	// A drag: the block sat somewhere in column from, at a height where
	// column x (without it) is empty, and was the top of x.
	if y != len(p[x])-1 || len(p[from]) < y {
		return q, [3]int{}, false
	}
	p[x] = p[x][:y]
	h := y + rng.Intn(len(p[from])-y+1)
	p[from] = insert(p[from], h, color)
	return p, [3]int{from, h, x - from}, true
}

// tooTall reports whether a column of b holds more than 7 blocks.
func tooTall(b naive.Mayan) bool {
	for _, col := range b {
		if len(col) > 7 {
			return true
		}
	}
	return false
}

func insert(col []int, at, v int) []int {
	col = append(col, 0)
	copy(col[at+1:], col[at:])
	col[at] = v
	return col
}

func same(a, b naive.Mayan) bool {
	for x := range a {
		if len(a[x]) != len(b[x]) {
			return false
		}
		for y := range a[x] {
			if a[x][y] != b[x][y] {
				return false
			}
		}
	}
	return true
}
