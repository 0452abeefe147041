package main

import "fmt"

// coverage is one rule event a test set should exercise: its name, and
// whether a test's events (match3 -events) show it.
type coverage struct {
	name string
	game string
	in   func(e map[string]int64) bool
}

// specialTypes are -events' names of the specials' effects.
var specialTypes = []string{"type 1 (row)", "type 2 (column)", "type 3 (row and column)", "type 4 (3x3)", "type 5 (5x5)", "type 6 (color)"}

// handKinds are -events' names of the hands.
var handKinds = []string{"high card", "one pair", "two pairs", "three of a kind", "full house", "four of a kind", "five of a kind"}

// coverages lists the rule events, Lines & Poker's then Mayan's.
var coverages = func() []coverage {
	var cs []coverage
	event := func(game, name, key string, least int64) {
		cs = append(cs, coverage{name, game, func(e map[string]int64) bool { return e[key] >= least }})
	}
	for _, t := range specialTypes {
		event("poker", "a special of "+t+" fired", "fired: "+t, 1)
	}
	for _, t := range specialTypes {
		event("poker", "a special of "+t+" fired by another special's effect", "fired by another special's effect: "+t, 1)
	}
	event("poker", "a block of 6 or more", "blocks of 6 or more", 1)
	event("poker", "a 2x3 block (450)", "2x3 blocks", 1)
	for _, why := range []string{"not adjacent", "same cell", "empty cell", "no run"} {
		event("poker", "an operation invalid: "+why, "invalid: "+why, 1)
	}
	event("poker", "a two-main-color operation whose choice changed the hand", "hands where the main colors' choice mattered", 1)
	for _, h := range handKinds {
		event("poker", "a hand: "+h, "hand: "+h, 1)
	}
	event("poker", "the all-valid bonus", "all operations valid", 1)
	event("poker", "the board cleared", "board cleared", 1)
	event("poker", "a cascade of 800 rounds or more", "most rounds in one operation", 800)
	event("poker", "k = 100", "colors", 100)
	cs = append(cs,
		// The smallest boards the statement allows (2 <= n, m; n + m > 4;
		// 2 <= k), where a solution's loops meet their edges.
		coverage{"n or m = 2", "poker", func(e map[string]int64) bool { return e["rows"] == 2 || e["columns"] == 2 }},
		coverage{"n + m = 5", "poker", func(e map[string]int64) bool { return e["rows"]+e["columns"] == 5 }},
		coverage{"k = 2", "poker", func(e map[string]int64) bool { return e["colors"] == 2 }})

	for n := int64(1); n <= 5; n++ {
		n := n
		cs = append(cs,
			coverage{fmt.Sprintf("solvable, n = %d", n), "mayan", func(e map[string]int64) bool { return e["moves"] == n && e["solvable"] == 1 }},
			coverage{fmt.Sprintf("no answer, n = %d", n), "mayan", func(e map[string]int64) bool { return e["moves"] == n && e["solvable"] == 0 && e["blocks"] > 0 }})
	}
	event("mayan", "a left drop into an empty column", "left drops into an empty column in the answer", 1)
	event("mayan", "a row and a column removed together", "rounds of the answer removing a row and a column together", 1)
	event("mayan", "a cascade inside the answer", "moves of the answer with a cascade", 1)
	event("mayan", "a wasted same-color swap in the answer", "wasted moves in the answer", 1)
	event("mayan", "ten colors", "colors", 10)
	event("mayan", "a full column", "full columns", 1)
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
	name   string // the solution
	counts string // what its work counts
	game   string
	of     func(e map[string]int64) int64
}

var workMeasures = []workMeasure{
	{"a solution that rescans the board each round", "rounds x cells", "poker",
		func(e map[string]int64) int64 { return e["rounds"] * e["rows"] * e["columns"] }},
	{"a solution that rescans row and column per cell", "rounds x cells x (n + m)", "poker",
		func(e map[string]int64) int64 {
			return e["rounds"] * e["rows"] * e["columns"] * (e["rows"] + e["columns"])
		}},
	{"a plain depth-first search (no table of failed boards)", "moves played", "mayan",
		func(e map[string]int64) int64 { return e["plain search nodes"] }},
}

// workOf lists one game's work measures.
func workOf(game string) []workMeasure {
	return ofGame(workMeasures, func(w workMeasure) string { return w.game }, game)
}
