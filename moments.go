//go:build !judge

package main

// The moments only people's code builds (observer.go has the engine's):
// a round's report, which people.go makes for either game, and the
// moments of a Mayan answer's replay.

// roundReport is what one round computed, in either game: a round with E
// built, the board not yet changed. Its slices belong to the engine and
// change with the next round. A Mayan round has no specials and scores
// nothing: its matched and elim are the same blocks, and the rest is zero.
type roundReport struct {
	round       int
	board       *Board
	matched     []int32 // M, cell indices
	elim        []int32 // E: M first, then the pieces that effects hit
	fired       []firedSpecial
	colorSum    int64     // the colors of E added up
	elimination int64     // round * colorSum
	runs        []lineRun // M's runs, row runs first
	blocks      []int     // the sizes of M's blocks
	blockPoints []int64
	combination int64 // blockPoints added up
}

// firedSpecial is a special piece of E, which fires in its round.
type firedSpecial struct {
	row, col int // 0-based, row 0 at the top
	kind     uint8
	hit      bool // not in M: another special's effect made it fire
}

// The moments of a Mayan answer, replayed after the search, in the order
// they come.
type (
	puzzleBegun struct { // the puzzle, before the answer's first move
		board *Board
		moves int
	}
	moveBegun struct { // move n of the answer, before it is made
		n    int
		move Move
	}
	// (then per round: a *roundReport and fell)
	moveSettled struct{ board *Board }
	searchEnded struct {
		answer Answer // nil: no answer
		stats  searchStats
	}
)

// searchStats is the work of a Mayan search.
type searchStats struct {
	nodes, failedHits, failedStored int
}
