// Package counts is match3's counter (-events): how much of each rule an
// input exercises, counted from the events of internal/event, and the
// names of what it counts, the keys of the JSON object it writes, which
// tools/strength reads.
package counts

import "match3/internal/event"

// Lines & Poker: the game's size, and what its operations did.
const (
	Rows       = "rows"
	Columns    = "columns"
	Colors     = "colors" // Lines & Poker: k; Mayan: the colors on the board
	Operations = "operations"
	Valid      = "valid"
	Invalid    = "invalid"
	TwoMains   = "two main colors"
	Rounds     = "rounds"
	MostRounds = "most rounds in one operation"
	// a special fired because another special's effect hit it
	FiredByEffect = "fired by another special's effect"
	Blocks4       = "blocks of 4 or more"
	Blocks6       = "blocks of 6 or more"
	LargestBlock  = "largest block"
	Rectangles    = "2x3 blocks"
	ChoiceMatters = "hands where the main colors' choice mattered"
	AllValid      = "all operations valid"
	Cleared       = "board cleared"
)

// The Mayan puzzle: its size, its search and what its answer did.
const (
	Moves            = "moves"
	MayanBlocks      = "blocks"
	FullColumns      = "full columns"
	PlainNodes       = "plain search nodes"
	Solvable         = "solvable"
	SearchNodes      = "search nodes"
	Wasted           = "wasted moves in the answer"
	LeftDrops        = "left drops in the answer"
	LeftDropsIntoGap = "left drops into an empty column in the answer"
	RowAndColumn     = "rounds of the answer removing a row and a column together"
	Cascades         = "moves of the answer with a cascade"
)

// The kinds' names as lists, for tools/strength's reports (their home is
// internal/event). They are made when asked, not as the package's
// variables: match3 imports this package, and would make them at each
// start (docs/speed.md).

// SpecialNames are the specials' names by type, the first empty.
func SpecialNames() []string { return event.SpecialNames() }

// HandNames are the hands' names by rank.
func HandNames() []string {
	return names(event.Hands, func(i int) string { return event.Hand(i).String() })
}

// InvalidReasons are the invalid operations' reasons by number, the first
// "valid".
func InvalidReasons() []string {
	return names(event.Invalids, func(i int) string { return event.Invalid(i).String() })
}

func names(n int, name func(int) string) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = name(i)
	}
	return out
}

// Game is 1 under the name of the game counted, poker or mayan: the one
// game an input is, as match3 told it (tools/strength reads it).
func Game(name string) string { return "game: " + name }

// Fired is the count of specials of a type (1..6) that fired.
func Fired(kind int) string { return "fired: " + event.Special(kind).String() }

// FiredByEffectOf is the count of specials of a type that another
// special's effect fired.
func FiredByEffectOf(kind int) string { return FiredByEffect + ": " + event.Special(kind).String() }

// InvalidFor is the count of operations invalid for a reason (1..4).
func InvalidFor(reason int) string { return Invalid + ": " + event.Invalid(reason).String() }

// Hand is the count of hands of a rank (0..6).
func Hand(rank int) string { return "hand: " + event.Hand(rank).String() }
