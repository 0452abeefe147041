// Package view is what the browser page is shown of a board and of a game
// in progress: the board as its editor draws it, the game as it stands,
// an operation's outcome, a swap's score. The engine's page code
// (editor.go, session.go) makes them; internal/page names them in its
// responses. It imports nothing, so that the binary, which compiles that
// code natively for its tests, links nothing more for it (docs/speed.md).
package view

// Board is an input's board as the page's editor draws it (board): the
// game, its size and colors, its pieces row-major from the top (a Mayan
// row 0 is y = 6), and a Lines & Poker game's operations (x1 y1 x2 y2,
// as an input writes them) or a Mayan puzzle's moves.
type Board struct {
	Game    string   `json:"game"`
	Rows    int      `json:"rows"`
	Cols    int      `json:"cols"`
	K       int      `json:"k"`
	Color   []int    `json:"color"`
	Special []int    `json:"special"`
	Ops     [][4]int `json:"ops"`
	Moves   int      `json:"moves"`
}

// Game is the page's game in progress as it stands (open, op, undo).
type Game struct {
	Rows    int   `json:"rows"`
	Cols    int   `json:"cols"`
	K       int   `json:"k"`
	Q       int   `json:"q"`     // the operations played
	Total   int64 `json:"total"` // match3's answer, were the game to end now
	Color   []int `json:"color"` // row-major from the top
	Special []int `json:"special"`
	// open: every operation's outcome; op: the one played; undo: none.
	Outcomes []Outcome `json:"outcomes"`
}

// Outcome is what one operation did: why it was invalid, or its rounds
// and its points by part (Pattern when it closed a hand).
type Outcome struct {
	Why         string `json:"why,omitempty"`
	Rounds      int    `json:"rounds,omitempty"`
	Points      int64  `json:"points"`
	Elimination int64  `json:"elimination,omitempty"`
	Combination int64  `json:"combination,omitempty"`
	Chain       int64  `json:"chain,omitempty"`
	Pattern     int64  `json:"pattern,omitempty"`
}

// Swap is what a swap of the board as it stands would score now: the
// operation x1 y1 x2 y2, its rounds, its points by part and in all, and
// the main colors it adds to the hand in progress.
type Swap struct {
	Op          [4]int `json:"op"`
	Rounds      int    `json:"rounds"`
	Elimination int64  `json:"elimination"`
	Combination int64  `json:"combination"`
	Chain       int64  `json:"chain"`
	Pattern     int64  `json:"pattern"`
	Mains       []int  `json:"mains"`
	Points      int64  `json:"points"`
	Best        bool   `json:"best,omitempty"` // the one the page marks: the most points, the first of equals (of the parts asked so far)
}
