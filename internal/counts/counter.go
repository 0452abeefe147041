package counts

import (
	"sort"

	"match3/internal/event"
	"match3/internal/jsonw"
	"match3/internal/naive"
)

// Counter observes a game or a puzzle for match3 -events: how much of each
// rule an input exercises, counted from what the events say, never by
// playing a rule again. Two counts no event can give are asked of the
// plain engine (internal/naive): whether a hand's choice of main colors
// mattered, and how many moves a plain search would play.
type Counter struct {
	n      map[string]int64
	rounds int64 // of the operation (move) under way
	ops    int64
	board  *event.Grid // the puzzle's board, whose moves the counter reads
}

// New returns a counter with nothing counted.
func New() *Counter { return &Counter{n: map[string]int64{}} }

func (c *Counter) add(key string, k int64) { c.n[key] += k }

// most keeps the largest value seen of a count.
func (c *Counter) most(key string, v int64) {
	if v > c.n[key] {
		c.n[key] = v
	}
}

// See counts one moment.
func (c *Counter) See(e event.Event) {
	switch e := e.(type) {
	case event.OpBegun:
		c.rounds = 0
		c.ops++
		if b := e.Board; e.N == 1 {
			c.n[Game("poker")] = 1
			c.n[Rows], c.n[Columns], c.n[Colors] = int64(b.Rows), int64(b.Cols), int64(b.Colors)
		}
	case event.SwapInvalid:
		c.add(Invalid, 1)
		c.add(InvalidFor(int(e.Why)), 1)
	case event.SwapValid:
		c.add(Valid, 1)
		if e.Mains[1] != 0 {
			c.add(TwoMains, 1)
		}
	case event.Round:
		c.rounds++
		if c.board != nil {
			c.mayanRound(e)
		} else {
			c.round(e)
		}
	case event.OpEnded:
		c.most(MostRounds, c.rounds)
	case event.HandClosed:
		c.add(Hand(int(e.Rank)), 1)
		if choiceMatters(e.Mains) {
			c.add(ChoiceMatters, 1)
		}
	case event.GameEnded:
		c.n[Operations] = c.ops
		c.n[AllValid] = oneIf(e.AllValid > 0)
		c.n[Cleared] = oneIf(e.Cleared > 0)
	case event.PuzzleBegun:
		c.start(e.Board, e.Moves)
	case event.MoveBegun:
		c.rounds = 0
		c.move(e.Move)
	case event.MoveSettled:
		if c.rounds > 1 {
			c.add(Cascades, 1)
		}
	case event.SearchEnded:
		c.n[Solvable] = oneIf(e.Answer != nil)
		c.n[SearchNodes] = int64(e.Search.Nodes)
	}
}

func (c *Counter) round(r event.Round) {
	c.add(Rounds, 1)
	for _, f := range r.Fired {
		c.add(Fired(int(f.Kind)), 1)
		if f.Hit {
			c.add(FiredByEffect, 1)
			c.add(FiredByEffectOf(int(f.Kind)), 1)
		}
	}
	six := false
	for _, x := range r.Blocks {
		if x >= 4 {
			c.add(Blocks4, 1)
		}
		if x >= 6 {
			c.add(Blocks6, 1)
		}
		six = six || x == 6
		c.most(LargestBlock, int64(x))
	}
	if six {
		c.add(Rectangles, int64(rectangles(r.Board, r.Runs)))
	}
}

// rectangles counts the 2x3 (and 3x2) blocks among a round's runs: a
// color with exactly two runs, of three, side by side. Every cell of M is
// in a run, so those two runs are the color's whole block of six.
func rectangles(b *event.Grid, runs []event.Run) int {
	perColor := map[uint8]int{}
	for _, r := range runs {
		perColor[r.Color]++
	}
	n := 0
	for i, r := range runs {
		for _, s := range runs[i+1:] {
			if r.Color != s.Color || perColor[r.Color] != 2 || r.Size != 3 || s.Size != 3 || r.Row != s.Row {
				continue
			}
			// Row runs side by side start one row apart in one column;
			// column runs, one column apart in one row.
			rr, rc, sr, sc := r.First/b.Cols, r.First%b.Cols, s.First/b.Cols, s.First%b.Cols
			if r.Row && rc == sc && (rr-sr == 1 || sr-rr == 1) || !r.Row && rr == sr && (rc-sc == 1 || sc-rc == 1) {
				n++
			}
		}
	}
	return n
}

func oneIf(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

// start counts the puzzle's size, and what a plain search would visit.
func (c *Counter) start(b *event.Grid, moves int) {
	c.board = b
	c.n[Game("mayan")] = 1
	c.n[Moves] = int64(moves)
	var g naive.Grid
	blocks, full := int64(0), int64(0)
	seen := map[uint8]bool{}
	for x := 0; x < b.Cols; x++ {
		h := b.Height(x)
		if h == b.Rows {
			full++
		}
		for y := 0; y < h; y++ {
			color := b.Color[b.At(b.Rows-1-y, x)]
			g[x][y] = int8(color)
			seen[color] = true
			blocks++
		}
	}
	c.n[MayanBlocks] = blocks
	c.n[Colors] = int64(len(seen))
	c.n[FullColumns] = full
	// What a plain depth-first search would visit (internal/naive), on
	// the board as it is.
	c.n[PlainNodes] = naive.PlainNodes(g, moves)
}

// move notes what the answer's move is, on the board before it.
func (c *Counter) move(mv event.Move) {
	b := c.board
	at := func(x, y int) uint8 { return b.Color[b.At(b.Rows-1-y, x)] }
	switch o := at(mv.X+mv.G, mv.Y); {
	case o == at(mv.X, mv.Y):
		c.add(Wasted, 1)
	case mv.G < 0 && b.Height(mv.X+mv.G) == 0:
		c.add(LeftDropsIntoGap, 1)
		c.add(LeftDrops, 1)
	case mv.G < 0:
		c.add(LeftDrops, 1)
	}
}

// mayanRound notes a round of the answer that takes a row and a column.
func (c *Counter) mayanRound(r event.Round) {
	rows, columns := false, false
	for _, run := range r.Runs {
		rows, columns = rows || run.Row, columns || !run.Row
	}
	if rows && columns {
		c.add(RowAndColumn, 1)
	}
}

// JSON is the counts as one JSON object, its keys sorted.
func (c *Counter) JSON() []byte {
	keys := make([]string, 0, len(c.n))
	for k := range c.n {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var o jsonw.Object
	for _, k := range keys {
		o.Num(k, c.n[k], false)
	}
	return append(o.End(), '\n')
}

// choiceMatters reports whether the main colors' choice changes the hand:
// some choice of the two-color operations' colors scores otherwise than
// another. (The engine does not branch where it knows the choice is
// moot; this asks every choice of the plain scorer.)
func choiceMatters(mains [5][2]uint8) bool {
	low, high := -1, -1
	for choice := 0; choice < 1<<5; choice++ {
		h := make([]int, 5)
		moot := false
		for i, m := range mains {
			h[i] = int(m[0])
			if choice>>i&1 == 1 {
				h[i] = int(m[1])
				moot = moot || m[1] == 0 // a one-color operation has no second choice
			}
		}
		if moot {
			continue
		}
		s := naive.Hand(h)
		if low < 0 || s < low {
			low = s
		}
		if s > high {
			high = s
		}
	}
	return low != high
}
