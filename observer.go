package main

// The engine tells observers what it computed, step by step; they never
// change the game and never read the engine's marks. What they show of a
// rule is what the engine computed, save two questions the engine never
// asks, which the counter puts itself: whether a hand's choice of main
// colors mattered (every choice scored by the engine's scoreGroups) and
// how many moves a plain search plays (internal/mistake.PlainNodes). Three
// observe: the tracer (-trace, -boards), the page's recorder (-html) and
// the counter (-events, for tools/strength). A run without one pays a nil
// check per step.

// gameObserver follows a game of Lines & Poker.
type gameObserver interface {
	operation(n int, op Op, b *Board) // operation n, before anything moves
	invalid(why invalidReason)
	valid(mains [2]uint8) // the swap made runs; round 1's main colors
	round(r *roundReport) // a round with E built, the board not yet changed
	fallen(b *Board)      // the round's pieces removed and fallen
	operationEnd(rounds int, chain int64, before, after Tally)
	// after every fifth valid operation, with the five operations' main
	// colors (the second 0 when there is one)
	hand(valid int, hand [handSize]uint8, rank, score int, mains [handSize][2]uint8)
	end(t Tally, allValid, cleared bool)
}

// roundReport is what one round computed. Its slices belong to the engine
// and change with the next round.
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

// puzzleObserver follows the answer of a Mayan puzzle, replayed after the
// search, and the search's work.
type puzzleObserver interface {
	start(b *Board, moves int)                      // the puzzle, n moves
	move(n int, mv Move)                            // move n of the answer, before it is made
	removal(b *Board, elim []int32, runs []lineRun) // a round of the move: the blocks that go, and the runs that take them
	fall(b *Board)                                  // the round's blocks removed and fallen
	settled(b *Board)                               // the move done
	searched(ans Answer, s searchStats)
}

// searchStats is the work of a Mayan search.
type searchStats struct {
	nodes, failedHits, failedStored int
}

// observer follows either game: the tracer and the recorder are both.
type observer interface {
	gameObserver
	puzzleObserver
}
