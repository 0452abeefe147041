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
	var b naive.Grid
	for tries := 0; b.Blocks() < o.Blocks && tries < 100*o.Blocks+100; tries++ {
		x, v := rng.Intn(5), 1+rng.Intn(o.Colors)
		if b.Fits(x, v) {
			b.Push(x, v)
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
func (o Mayan) backwards(rng *rand.Rand) naive.Grid {
	for start := 1; ; start++ {
		if start%50 == 0 && o.Colors < 10 {
			o.Colors++
		}
		var b naive.Grid
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
func (o Mayan) predecessor(rng *rand.Rand, b naive.Grid, length int) (naive.Grid, bool) {
	q := b
	color := 1 + rng.Intn(o.Colors)
	cells, ok := o.placeRun(rng, &q, color, length)
	if !ok {
		return b, false
	}
	p, mv, ok := undoMove(rng, q, cells, color)
	if !ok || p.HasRun() {
		return b, false
	}
	after, ok := naive.MayanReading{}.Move(p, mv[0], mv[1], mv[2])
	if !ok || after != b {
		return b, false
	}
	return p, true
}

// placeRun inserts a run of one color into *q: a column line, a row
// line, or (Corners) an L. It returns the run's cells; ok is false when
// the run does not fit.
func (o Mayan) placeRun(rng *rand.Rand, q *naive.Grid, color, length int) (cells [][2]int, ok bool) {
	if o.Corners && rng.Intn(2) == 0 {
		// A column line of three at x from height y, and a row line from
		// its bottom cell two columns right or left.
		x, dx := rng.Intn(5), 1-2*rng.Intn(2)
		if x+2*dx < 0 || x+2*dx > 4 {
			return nil, false
		}
		y := rng.Intn(q.Height(x) + 1)
		for i := 0; i < 3; i++ {
			if !insert(q, x, y, color) {
				return nil, false
			}
			cells = append(cells, [2]int{x, y + i})
		}
		for k := 1; k <= 2; k++ {
			if y > q.Height(x+k*dx) || !insert(q, x+k*dx, y, color) {
				return nil, false
			}
			cells = append(cells, [2]int{x + k*dx, y})
		}
		return cells, true
	}
	if rng.Intn(2) == 0 {
		x := rng.Intn(5)
		y := rng.Intn(q.Height(x) + 1)
		for i := 0; i < length; i++ {
			if !insert(q, x, y, color) {
				return nil, false
			}
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
		if y > q.Height(x) || !insert(q, x, y, color) {
			return nil, false
		}
		cells = append(cells, [2]int{x, y})
	}
	return cells, true
}

// undoMove undoes a move that completed the run in q: the block at one of
// its cells came from a neighbouring column. It returns the board before
// the move, and the move.
func undoMove(rng *rand.Rand, q naive.Grid, cells [][2]int, color int) (naive.Grid, [3]int, bool) {
	cell := cells[rng.Intn(len(cells))]
	x, y := cell[0], cell[1]
	from := x + 1 - 2*rng.Intn(2)
	if from < 0 || from > 4 {
		return q, [3]int{}, false
	}
	p := q
	if y < p.Height(from) && rng.Intn(2) == 0 {
		// A swap: the two blocks trade places back.
		p[x][y], p[from][y] = p[from][y], p[x][y]
		return p, [3]int{smaller(x, from), y, 1}, true
	}
	// A drag: the block sat somewhere in column from, at a height where
	// column x (without it) is empty, and was the top of x.
	if y != p.Height(x)-1 || p.Height(from) < y {
		return q, [3]int{}, false
	}
	p[x][y] = 0
	h := y + rng.Intn(p.Height(from)-y+1)
	if !insert(&p, from, h, color) {
		return q, [3]int{}, false
	}
	return p, [3]int{from, h, x - from}, true
}

// insert puts a block of color v into column x of q at height y, at most
// the column's height, the blocks from y up rising one; false when the
// column is full.
func insert(q *naive.Grid, x, y, v int) bool {
	h := q.Height(x)
	if h == 7 {
		return false
	}
	copy(q[x][y+1:h+1], q[x][y:h])
	q[x][y] = int8(v)
	return true
}
