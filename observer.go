package main

// The engine tells an observer each moment of play as one typed event;
// observers never change the game and never read the engine's marks. Each
// reads the stream with one type switch: the tracer (-trace, -boards,
// trace.go), the page's recorder (-html, record.go) and the counter
// (-events, events.go). What they show of a rule is what the engine
// computed, save two questions the engine never asks, which the counter
// puts itself (events.go). A run without an observer pays a nil check per
// moment, and the judge's build builds no event but these (people.go makes
// the rest: a round's report and a Mayan answer's replay).

// observer follows a game or a puzzle.
type observer interface{ see(e event) }

// event is one moment: a value of one of the types below or in moments.go.
type event interface{}

// The moments of Lines & Poker's operations, in the order they come.
type (
	opBegun struct { // operation n, before anything moves
		n     int
		op    Op
		board *Board
	}
	swapInvalid struct{ why invalidReason }
	swapValid   struct{ mains [2]uint8 } // round 1's main colors, the second 0 when there is one
	// (then per round: a *roundReport and fell)
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

// fell: a round's pieces removed and fallen, in either game.
type fell struct{ board *Board }
