package main

import (
	"fmt"

	"match3/internal/counts"
)

// coverage is one rule event a test set should exercise: its name, and
// whether a test's events (match3 -events) show it.
type coverage struct {
	name string
	game string
	in   func(e map[string]int64) bool
}

// coverages lists the rule events, Lines & Poker's then Mayan's.
var coverages = func() []coverage {
	var cs []coverage
	event := func(game, name, key string, least int64) {
		cs = append(cs, coverage{name, game, func(e map[string]int64) bool { return e[key] >= least }})
	}
	specials := counts.SpecialNames()
	for kind := 1; kind < len(specials); kind++ {
		event("poker", "a special of "+specials[kind]+" fired", counts.Fired(kind), 1)
	}
	for kind := 1; kind < len(specials); kind++ {
		event("poker", "a special of "+specials[kind]+" fired by another special's effect", counts.FiredByEffectOf(kind), 1)
	}
	event("poker", "a block of 6 or more", counts.Blocks6, 1)
	event("poker", "a 2x3 block (450)", counts.Rectangles, 1)
	reasons := counts.InvalidReasons()
	for why := 1; why < len(reasons); why++ {
		event("poker", "an operation invalid: "+reasons[why], counts.InvalidFor(why), 1)
	}
	event("poker", "a two-main-color operation whose choice changed the hand", counts.ChoiceMatters, 1)
	for rank, h := range counts.HandNames() {
		event("poker", "a hand: "+h, counts.Hand(rank), 1)
	}
	event("poker", "the all-valid bonus", counts.AllValid, 1)
	event("poker", "the board cleared", counts.Cleared, 1)
	event("poker", "a cascade of 800 rounds or more", counts.MostRounds, 800)
	event("poker", "k = 100", counts.Colors, 100)
	cs = append(cs,
		// The smallest boards the statement allows (2 <= n, m; n + m > 4;
		// 2 <= k), where a solution's loops meet their edges.
		coverage{"n or m = 2", "poker", func(e map[string]int64) bool { return e[counts.Rows] == 2 || e[counts.Columns] == 2 }},
		coverage{"n + m = 5", "poker", func(e map[string]int64) bool { return e[counts.Rows]+e[counts.Columns] == 5 }},
		coverage{"k = 2", "poker", func(e map[string]int64) bool { return e[counts.Colors] == 2 }})

	for n := int64(1); n <= 5; n++ {
		n := n
		cs = append(cs,
			coverage{fmt.Sprintf("solvable, n = %d", n), "mayan", func(e map[string]int64) bool { return e[counts.Moves] == n && e[counts.Solvable] == 1 }},
			coverage{fmt.Sprintf("no answer, n = %d", n), "mayan", func(e map[string]int64) bool {
				return e[counts.Moves] == n && e[counts.Solvable] == 0 && e[counts.MayanBlocks] > 0
			}})
	}
	event("mayan", "a left drop into an empty column", counts.LeftDropsIntoGap, 1)
	event("mayan", "a row and a column removed together", counts.RowAndColumn, 1)
	event("mayan", "a cascade inside the answer", counts.Cascades, 1)
	event("mayan", "a wasted same-color swap in the answer", counts.Wasted, 1)
	event("mayan", "ten colors", counts.Colors, 10)
	event("mayan", "a full column", counts.FullColumns, 1)
	return cs
}()

// ofGame lists the items of one game.
func ofGame[T any](items []T, gameOf func(T) string, game string) []T {
	var out []T
	for _, it := range items {
		if gameOf(it) == game {
			out = append(out, it)
		}
	}
	return out
}

// coveragesOf lists one game's rule events.
func coveragesOf(game string) []coverage {
	return ofGame(coverages, func(c coverage) string { return c.game }, game)
}

// covers lists the rule events a test exercises.
func (t *test) covers() []string {
	var out []string
	for _, c := range coveragesOf(t.game) {
		if t.events != nil && c.in(t.events) {
			out = append(out, c.name)
		}
	}
	return out
}

// The work of slow solutions, read off a test's events: a Lines & Poker
// solution that scans the whole board every round (rounds x cells), one
// that scans a cell's row and column for every cell of every round (that,
// times n + m), and a Mayan depth-first search without a table of failed
// boards (its moves).
type workMeasure struct {
	name string // the solution
	unit string // what its work counts
	game string
	of   func(e map[string]int64) int64
}

var workMeasures = []workMeasure{
	{"a solution that rescans the board each round", "rounds x cells", "poker",
		func(e map[string]int64) int64 { return e[counts.Rounds] * e[counts.Rows] * e[counts.Columns] }},
	{"a solution that rescans row and column per cell", "rounds x cells x (n + m)", "poker",
		func(e map[string]int64) int64 {
			return e[counts.Rounds] * e[counts.Rows] * e[counts.Columns] * (e[counts.Rows] + e[counts.Columns])
		}},
	{"a plain depth-first search (no table of failed boards)", "moves played", "mayan",
		func(e map[string]int64) int64 { return e[counts.PlainNodes] }},
}

// workOf lists one game's work measures.
func workOf(game string) []workMeasure {
	return ofGame(workMeasures, func(w workMeasure) string { return w.game }, game)
}
