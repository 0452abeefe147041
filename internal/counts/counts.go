// Package counts names what match3 -events counts: the keys of the JSON
// object it writes, one home for match3's counter (events.go), which
// writes them, and tools/strength, which reads them.
package counts

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

// SpecialNames name the specials by type, as the counts say them.
var SpecialNames = [...]string{"", "type 1 (row)", "type 2 (column)", "type 3 (row and column)", "type 4 (3x3)", "type 5 (5x5)", "type 6 (color)"}

// HandNames name the hands by rank, high card first, as the trace, the
// replay page and the counts say them.
var HandNames = [...]string{
	"high card", "one pair", "two pairs", "three of a kind",
	"full house", "four of a kind", "five of a kind",
}

// InvalidReasons name why an operation is invalid; the first is a valid
// one's.
var InvalidReasons = [...]string{"valid", "not adjacent", "same cell", "empty cell", "no run"}

// Fired is the count of specials of a type (1..6) that fired.
func Fired(kind int) string { return "fired: " + SpecialNames[kind] }

// FiredByEffectOf is the count of specials of a type that another
// special's effect fired.
func FiredByEffectOf(kind int) string { return FiredByEffect + ": " + SpecialNames[kind] }

// InvalidFor is the count of operations invalid for a reason (1..4).
func InvalidFor(reason int) string { return Invalid + ": " + InvalidReasons[reason] }

// Hand is the count of hands of a rank (0..6).
func Hand(rank int) string { return "hand: " + HandNames[rank] }
