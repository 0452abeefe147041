//go:build !judge

package main

import (
	"os"
	"sort"
)

// counter observes a game or a puzzle (see observer.go) for -events, which
// tools/strength reads: how much of each rule an input exercises, counted
// from what the engine reports, never by looking at the board again.
type counter struct {
	n          map[string]int64
	rounds     int64 // of the operation under way
	mostRounds int64
}

func newCounter() *counter { return &counter{n: map[string]int64{}} }

func (c *counter) add(event string, k int64) { c.n[event] += k }

// specialNames name the specials' effects, by type.
var specialNames = [...]string{"", "type 1 (row)", "type 2 (column)", "type 3 (row and column)", "type 4 (3x3)", "type 5 (5x5)", "type 6 (color)"}

// The game's observer.

func (c *counter) operation(int, Op, *Board) { c.rounds = 0 }

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
		}
	}
	for _, x := range r.blocks {
		if x >= 4 {
			c.add("blocks of 4 or more", 1)
		}
		if x >= 6 {
			c.add("blocks of 6 or more", 1)
		}
	}
}

func (c *counter) fallen(*Board) {}

func (c *counter) operationEnd(rounds int, chain int64, before, after Tally) {
	if c.rounds > c.mostRounds {
		c.mostRounds = c.rounds
		c.n["most rounds in one operation"] = c.rounds
	}
}

func (c *counter) hand(valid int, hand [handSize]uint8, rank, score int, mains [handSize][2]uint8) {
	c.add("hand: "+handNames[rank], 1)
	if choiceMatters(mains) {
		c.add("hands where the main colors' choice mattered", 1)
	}
}

func (c *counter) end(t Tally, allValid, cleared bool) {
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
	c.n["moves"] = int64(moves)
	c.n["blocks"] = int64(b.pieces)
	colors := int64(0)
	for _, n := range b.count[1:] {
		if n > 0 {
			colors++
		}
	}
	c.n["colors"] = colors
}

func (c *counter) move(int, Move)          {}
func (c *counter) removal(*Board, []int32) {}
func (c *counter) fall(*Board)             {}
func (c *counter) settled(*Board)          {}
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
