//go:build !judge

package main

import (
	"os"
	"sort"

	"match3/internal/mistake"
	"match3/internal/naive"
)

// counter observes a game or a puzzle (see observer.go) for -events, which
// tools/strength reads: how much of each rule an input exercises, counted
// from what the engine reports, never by looking at marks; the two counts
// a report cannot give are computed here (choiceMatters scores every
// choice of a hand's main colors, and a plain search's moves come from
// internal/mistake.PlainNodes).
type counter struct {
	n          map[string]int64
	rounds     int64 // of the operation (move) under way
	mostRounds int64
	ops        int64
	board      *Board // the puzzle's board, whose moves the counter reads
}

func newCounter() *counter { return &counter{n: map[string]int64{}} }

func (c *counter) add(event string, k int64) { c.n[event] += k }

// most keeps the largest value seen of an event.
func (c *counter) most(event string, v int64) {
	if v > c.n[event] {
		c.n[event] = v
	}
}

// specialNames name the specials' effects, by type.
var specialNames = [...]string{"", "type 1 (row)", "type 2 (column)", "type 3 (row and column)", "type 4 (3x3)", "type 5 (5x5)", "type 6 (color)"}

// The game's observer.

func (c *counter) operation(n int, _ Op, b *Board) {
	c.rounds = 0
	c.ops++
	if n == 1 {
		c.n["rows"], c.n["columns"], c.n["colors"] = int64(b.n), int64(b.m), int64(len(b.count)-1)
	}
}

func (c *counter) invalid(why invalidReason) {
	c.add("invalid", 1)
	c.add("invalid: "+why.String(), 1)
}

func (c *counter) valid(mains [2]uint8) {
	c.add("valid", 1)
	if mains[1] != 0 {
		c.add("two main colors", 1)
	}
}

func (c *counter) round(r *roundReport) {
	c.rounds++
	c.add("rounds", 1)
	for _, f := range r.fired {
		c.add("fired: "+specialNames[f.kind], 1)
		if f.hit {
			c.add("fired by another special's effect", 1)
			c.add("fired by another special's effect: "+specialNames[f.kind], 1)
		}
	}
	six := false
	for _, x := range r.blocks {
		if x >= 4 {
			c.add("blocks of 4 or more", 1)
		}
		if x >= 6 {
			c.add("blocks of 6 or more", 1)
		}
		six = six || x == 6
		c.most("largest block", int64(x))
	}
	if six {
		c.add("2x3 blocks", int64(rectangles(r.board, r.runs)))
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

func (c *counter) fallen(*Board) {}

func (c *counter) operationEnd(rounds int, chain int64, before, after Tally) {
	c.most("most rounds in one operation", c.rounds)
}

func (c *counter) hand(valid int, hand [handSize]uint8, rank, score int, mains [handSize][2]uint8) {
	c.add("hand: "+handNames[rank], 1)
	if choiceMatters(mains) {
		c.add("hands where the main colors' choice mattered", 1)
	}
}

func (c *counter) end(t Tally, allValid, cleared bool) {
	c.n["operations"] = c.ops
	c.n["all operations valid"] = oneIf(allValid)
	c.n["board cleared"] = oneIf(cleared)
}

func oneIf(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

// The puzzle's observer.

func (c *counter) start(b *Board, moves int) {
	c.board = b
	c.n["moves"] = int64(moves)
	c.n["blocks"] = int64(b.pieces)
	colors := int64(0)
	for _, n := range b.count[1:] {
		if n > 0 {
			colors++
		}
	}
	c.n["colors"] = colors
	full := int64(0)
	for _, h := range b.height {
		if h == mayanRows {
			full++
		}
	}
	c.n["full columns"] = full
	// What a plain depth-first search would visit (internal/mistake).
	if nodes, ok := mistake.PlainNodes(puzzleText(b, moves)); ok {
		c.n["plain search nodes"] = nodes
	}
}

// puzzleText writes a Mayan board as an input for moves moves.
func puzzleText(b *Board, moves int) string {
	var nb naive.Mayan
	for x := range nb {
		for y := 0; y < b.height[x]; y++ {
			nb[x] = append(nb[x], int(b.color[cell(x, y)]))
		}
	}
	return nb.String(moves)
}

// move notes what the answer's move is, on the board before it.
func (c *counter) move(n int, mv Move) {
	c.rounds = 0
	b := c.board
	switch o := b.color[cell(mv.X+mv.G, mv.Y)]; {
	case o == b.color[cell(mv.X, mv.Y)]:
		c.add("wasted moves in the answer", 1)
	case mv.G < 0 && b.height[mv.X+mv.G] == 0:
		c.add("left drops into an empty column in the answer", 1)
		c.add("left drops in the answer", 1)
	case mv.G < 0:
		c.add("left drops in the answer", 1)
	}
}

func (c *counter) removal(b *Board, _ []int32, runs []lineRun) {
	c.rounds++
	rows, columns := false, false
	for _, r := range runs {
		rows, columns = rows || r.row, columns || !r.row
	}
	if rows && columns {
		c.add("rounds of the answer removing a row and a column together", 1)
	}
}

func (c *counter) fall(*Board) {}

func (c *counter) settled(*Board) {
	if c.rounds > 1 {
		c.add("moves of the answer with a cascade", 1)
	}
}

func (c *counter) searched(ans Answer, s searchStats) {
	c.n["solvable"] = oneIf(ans != nil)
	c.n["search nodes"] = int64(s.nodes)
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
