package main

// The engine tells an observer each moment of play as one typed value,
// built only when there is an observer (every send is behind a nil check,
// so an unobserved game pays one test per moment). Observers never change
// the game. The judge's build has none; the people's build (people.go)
// turns these moments into the plain events of internal/event, which the
// tracer, the recorder and the counter read.

// observer follows a game or a puzzle.
type observer interface{ see(m moment) }

// moment is one moment of play: a value of one of the types below. Its
// board and lists are the engine's own, good until the next moment.
type moment interface{}

// The moments of Lines & Poker's operations, in the order they come.
type (
	opBegun struct { // operation n, before anything moves
		n     int
		op    Op
		board *Board
	}
	swapInvalid struct{ why invalidReason }
	swapValid   struct { // the pieces swapped
		mains [2]uint8 // round 1's main colors, the second 0 when there is one
		board *Board
	}
	// (then per round: a roundScored and a fell)
	opEnded struct {
		rounds        int
		chain         int64
		before, after Tally
	}
	// after every fifth valid operation, with the five operations' main colors
	handClosed struct {
		valid       int
		hand        [handSize]uint8
		rank, score int
		mains       [handSize][2]uint8
	}
	gameEnded struct {
		tally             Tally
		allValid, cleared bool
	}
)

// roundScored: a round's sets built (the board's matched, elim and runs)
// and scored, the board not yet changed, in either game. A Mayan round
// scores nothing and has no specials: its matched and elim are one set,
// and sizes is nil.
type roundScored struct {
	round                              int
	board                              *Board
	sizes                              []int // the sizes of M's blocks
	colorSum, elimination, combination int64
}

// fell: a round's pieces removed and fallen, in either game.
type fell struct{ board *Board }
