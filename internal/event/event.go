// Package event is the vocabulary of what happened in a game: each moment
// of play as a value of one type, the board as plain cells, tallies, moves
// and the names of kinds. It is plain data and imports nothing: match3's
// engine never sees it. The people's build of match3 (the root's
// people.go) turns the engine's moments into these events only when
// someone observes, and the observers (internal/trace, internal/record,
// internal/counts) read them, each with one type switch.
//
// The events of a Lines & Poker operation come in this order: OpBegun,
// then SwapInvalid, or SwapValid and per round a Round and a Fell, then
// OpEnded; a HandClosed after every fifth valid operation; GameEnded last.
// A Mayan answer is replayed after the search: PuzzleBegun, per move a
// MoveBegun, its rounds (Round, Fell) and a MoveSettled; SearchEnded last.
//
// A board or a list in an event belongs to whoever sent it and changes
// with the next event: an observer keeps what it needs as a copy.
package event

// Observer is told of each moment of a game in turn.
type Observer interface{ See(e Event) }

// Event is one moment: a value of one of the types below.
type Event interface{}

// Grid is a board as a person reads it: Rows by Cols, cell i at row
// i / Cols from the top and column i % Cols, 0 an empty cell. A Mayan
// board is 7 rows by 5 columns: block (x, y) is row 6 - y, column x.
type Grid struct {
	Rows, Cols int
	Colors     int     // the colors a piece may have: 1..Colors
	Color      []uint8 // 0 empty, else 1..k
	Special    []uint8 // Lines & Poker: 0, or a Special's type
}

// At is the cell of row r and column c.
func (g *Grid) At(r, c int) int { return r*g.Cols + c }

// Height is how many pieces column c holds: a settled column's pieces
// sit on its bottom, so its height is where its empty cells end.
func (g *Grid) Height(c int) int {
	h := 0
	for r := g.Rows - 1; r >= 0 && g.Color[g.At(r, c)] != 0; r-- {
		h++
	}
	return h
}

// Tally is a Lines & Poker score in its five parts.
type Tally struct {
	Elimination, Chain, Combination, Pattern, Endgame int64
}

// Total is the five parts added: the game's answer.
func (t Tally) Total() int64 {
	return t.Elimination + t.Chain + t.Combination + t.Pattern + t.Endgame
}

// Op swaps the pieces of two cells: rows and columns from 0.
type Op struct{ R1, C1, R2, C2 int }

// Move drags the Mayan block at (X, Y) one column: G = 1 right, -1 left.
type Move struct{ X, Y, G int }

// Run is three or more pieces of one color in a line, found in a round.
type Run struct {
	Color uint8
	Row   bool // along a row, else along a column
	Size  int
	First int // its first cell: the leftmost, or the top
}

// Fired is a special piece that fires in a round.
type Fired struct {
	Row, Col int
	Kind     Special
	Hit      bool // not in a run: another special's effect made it fire
}

// OpBegun is operation N (from 1), before anything moves.
type OpBegun struct {
	N     int
	Op    Op
	Board *Grid
}

// SwapInvalid is an invalid operation: the board is left as it was.
type SwapInvalid struct{ Why Invalid }

// SwapValid is an operation's pieces swapped: the board, and round 1's
// main colors, the second 0 when there is one.
type SwapValid struct {
	Mains [2]uint8
	Board *Grid
}

// OpEnded is an operation done: its rounds, its chain score, and the
// tally before and after it.
type OpEnded struct {
	Rounds        int
	Chain         int64
	Before, After Tally
}

// HandClosed comes after every fifth valid operation, with the five
// operations' main colors and the best hand they make.
type HandClosed struct {
	Valid int // valid operations so far
	Hand  [5]uint8
	Rank  Hand
	Score int
	Mains [5][2]uint8
}

// GameEnded is the end of the game, with its tally.
type GameEnded struct {
	Tally Tally
	// The endgame's bonuses, each 0 when not earned: every operation
	// valid, the board cleared.
	AllValid, Cleared int64
}

// Round is one round of either game: its runs found and its effects
// fired, the board not yet changed. A Mayan round has no specials and
// scores nothing: its Matched and Elim are the same blocks and the
// points are 0.
type Round struct {
	N           int
	Board       *Grid
	Matched     []int // the cells of runs (M)
	Elim        []int // every cell that goes (E): Matched first, then those effects hit
	Fired       []Fired
	Runs        []Run
	ColorSum    int64 // the colors of Elim added up
	Elimination int64 // N * ColorSum
	Blocks      []int // the sizes of M's blocks
	BlockPoints []int64
	Combination int64 // BlockPoints added up
}

// Fell: a round's pieces removed and the rest fallen, in either game.
type Fell struct{ Board *Grid }

// PuzzleBegun is the puzzle, before the answer's first move.
type PuzzleBegun struct {
	Board *Grid
	Moves int
}

// MoveBegun is move N of the answer (from 1), before it is made.
type MoveBegun struct {
	N    int
	Move Move
}

// MoveSettled is a move's rounds done, the board settled.
type MoveSettled struct{ Board *Grid }

// SearchEnded is the search's answer, replayed, and its work.
type SearchEnded struct {
	Answer []Move // nil: no sequence of moves clears the board
	Search Search
}

// Search is the work of a Mayan search.
type Search struct {
	Nodes, FailedHits, FailedStored int
}
