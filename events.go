//go:build !judge

package main

import (
	"os"
	"sort"

	"match3/internal/counts"
	"match3/internal/naive"
)

// counter observes a game or a puzzle (see observer.go) for -events, which
// tools/strength reads: how much of each rule an input exercises, counted
// from what the engine reports, never by looking at marks; the two counts
// a report cannot give are computed here (choiceMatters scores every
// choice of a hand's main colors, and a plain search's moves come from
// internal/naive.PlainNodes).
type counter struct {
	n      map[string]int64
	rounds int64 // of the operation (move) under way
	ops    int64
	board  *Board // the puzzle's board, whose moves the counter reads
}

func newCounter() *counter { return &counter{n: map[string]int64{}} }

func (c *counter) add(event string, k int64) { c.n[event] += k }

// most keeps the largest value seen of an event.
func (c *counter) most(event string, v int64) {
	if v > c.n[event] {
		c.n[event] = v
	}
}

// see counts one moment.
func (c *counter) see(e event) {
	switch e := e.(type) {
	case opBegun:
		c.rounds = 0
		c.ops++
		if b := e.board; e.n == 1 {
			c.n[counts.Rows], c.n[counts.Columns], c.n[counts.Colors] = int64(b.n), int64(b.m), int64(len(b.count)-1)
		}
	case swapInvalid:
		c.add(counts.Invalid, 1)
		c.add(counts.InvalidFor(int(e.why)), 1)
	case swapValid:
		c.add(counts.Valid, 1)
		if e.mains[1] != 0 {
			c.add(counts.TwoMains, 1)
		}
	case *roundReport:
		c.rounds++
		if c.board != nil {
			c.mayanRound(e)
		} else {
			c.round(e)
		}
	case opEnded:
		c.most(counts.MostRounds, c.rounds)
	case handClosed:
		c.add(counts.Hand(e.rank), 1)
		if choiceMatters(e.mains) {
			c.add(counts.ChoiceMatters, 1)
		}
	case gameEnded:
		c.n[counts.Operations] = c.ops
		c.n[counts.AllValid] = oneIf(e.allValid)
		c.n[counts.Cleared] = oneIf(e.cleared)
	case puzzleBegun:
		c.start(e.board, e.moves)
	case moveBegun:
		c.rounds = 0
		c.move(e.move)
	case moveSettled:
		if c.rounds > 1 {
			c.add(counts.Cascades, 1)
		}
	case searchEnded:
		c.n[counts.Solvable] = oneIf(e.answer != nil)
		c.n[counts.SearchNodes] = int64(e.stats.nodes)
	}
}

func (c *counter) round(r *roundReport) {
	c.add(counts.Rounds, 1)
	for _, f := range r.fired {
		c.add(counts.Fired(int(f.kind)), 1)
		if f.hit {
			c.add(counts.FiredByEffect, 1)
			c.add(counts.FiredByEffectOf(int(f.kind)), 1)
		}
	}
	six := false
	for _, x := range r.blocks {
		if x >= 4 {
			c.add(counts.Blocks4, 1)
		}
		if x >= 6 {
			c.add(counts.Blocks6, 1)
		}
		six = six || x == 6
		c.most(counts.LargestBlock, int64(x))
	}
	if six {
		c.add(counts.Rectangles, int64(rectangles(r.board, r.runs)))
	}
}

// rectangles counts the 2x3 (and 3x2) blocks among a round's runs: a
// color with exactly two runs, of three, side by side. Every cell of M is
// in a run, so those two runs are the color's whole block of six.
func rectangles(b *Board, runs []lineRun) int {
	perColor := map[uint8]int{}
	for _, r := range runs {
		perColor[r.color]++
	}
	n := 0
	for i, r := range runs {
		for _, s := range runs[i+1:] {
			if r.color != s.color || perColor[r.color] != 2 || r.size != 3 || s.size != 3 || r.row != s.row {
				continue
			}
			// Row runs side by side start one row apart in one column;
			// column runs, one column apart at one height.
			d := int(r.first - s.first)
			if r.row && (d == 1 || d == -1) && b.column[r.first] == b.column[s.first] ||
				!r.row && (d == b.n || d == -b.n) && b.level[r.first] == b.level[s.first] {
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
func (c *counter) start(b *Board, moves int) {
	c.board = b
	c.n[counts.Moves] = int64(moves)
	c.n[counts.MayanBlocks] = int64(b.pieces)
	colors := int64(0)
	for _, n := range b.count[1:] {
		if n > 0 {
			colors++
		}
	}
	c.n[counts.Colors] = colors
	full := int64(0)
	for _, h := range b.height {
		if h == mayanRows {
			full++
		}
	}
	c.n[counts.FullColumns] = full
	// What a plain depth-first search would visit (internal/naive), on
	// the board as it is.
	var g naive.Grid
	for x := range g {
		for y := 0; y < b.height[x]; y++ {
			g[x][y] = int8(b.color[cell(x, y)])
		}
	}
	c.n[counts.PlainNodes] = naive.PlainNodes(g, moves)
}

// move notes what the answer's move is, on the board before it.
func (c *counter) move(mv Move) {
	b := c.board
	switch o := b.color[cell(mv.X+mv.G, mv.Y)]; {
	case o == b.color[cell(mv.X, mv.Y)]:
		c.add(counts.Wasted, 1)
	case mv.G < 0 && b.height[mv.X+mv.G] == 0:
		c.add(counts.LeftDropsIntoGap, 1)
		c.add(counts.LeftDrops, 1)
	case mv.G < 0:
		c.add(counts.LeftDrops, 1)
	}
}

// mayanRound notes a round of the answer that takes a row and a column.
func (c *counter) mayanRound(r *roundReport) {
	rows, columns := false, false
	for _, run := range r.runs {
		rows, columns = rows || run.row, columns || !run.row
	}
	if rows && columns {
		c.add(counts.RowAndColumn, 1)
	}
}

// write writes the counts as one JSON object, its keys sorted.
func (c *counter) write(path string) error {
	keys := make([]string, 0, len(c.n))
	for k := range c.n {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	o := jsonObject{}
	for _, k := range keys {
		o.num(k, c.n[k], false)
	}
	return os.WriteFile(path, append(o.end(), '\n'), 0o644)
}

// choiceMatters reports whether the main colors' choice changes the hand:
// some choice of the two-color operations' colors scores otherwise than
// another. (bestHand does not branch where it knows the choice is moot;
// this asks every choice, for people only.)
func choiceMatters(mains [handSize][2]uint8) bool {
	low, high := -1, -1
	for choice := 0; choice < 1<<handSize; choice++ {
		var h [handSize]uint8
		var count [256]uint8
		moot := false
		for i, m := range mains {
			h[i] = m[0]
			if choice>>i&1 == 1 {
				h[i] = m[1]
				moot = moot || m[1] == 0 // a one-color operation has no second choice
			}
			count[h[i]]++
		}
		if moot {
			continue
		}
		s, _ := scoreGroups(largestGroups(&count, &h))
		if low < 0 || s < low {
			low = s
		}
		if s > high {
			high = s
		}
	}
	return low != high
}
