// Package page is what the browser page (tools/web) and match3's wasm
// build (web.go) say to each other: one JSON request, one JSON response,
// and the parts of answering that need no engine: the address's
// deflated text, the generator's options, a test pack's archive.
package page

import (
	"encoding/json"

	"match3/internal/gen"
	"match3/internal/mistake"
	"match3/internal/naive"
	"match3/internal/view"
)

// MaxInput is the most the page takes: a full-size game is about 40 KB, a
// game in progress at most about 100 KB.
const MaxInput = 1 << 20

// Request is what the page asks; its Do says which of the fields count.
type Request struct {
	Do       string            `json:"do"`       // run, validate, moves, gen, newgame, pack, inflate, deflate, open, op, undo, swaps, drags, board
	Input    string            `json:"input"`    // run, open: the input; deflate: the text
	Answer   *string           `json:"answer"`   // run: a contestant's answer to check, or null; moves: the moves played
	Game     string            `json:"game"`     // run, board: "", poker or mayan
	SkipSame bool              `json:"skipSame"` // run: -skip-same-color
	Ops      string            `json:"ops"`      // run: the trace's focus, as -ops has it; "" for no trace
	Record   bool              `json:"record"`   // run: record the replay too
	Name     bool              `json:"name"`     // run, with an answer: name the misreadings that give a wrong one
	Gen      map[string]string `json:"gen"`      // gen, newgame, pack: the generator's options by flag name
	Count    int               `json:"count"`    // pack: how many inputs
	Z        string            `json:"z"`        // inflate: base64url of raw deflate
	Op       [4]int            `json:"op"`       // op: the swap x1 y1 x2 y2, as an input writes it
	Q        int               `json:"q"`        // op, undo, swaps: the operations the page's game holds before it
	From     int               `json:"from"`     // swaps: the first cell whose swaps are asked (row-major from the top left)
	To       int               `json:"to"`       // swaps: the cell after the last; 0 for the whole board
}

// Response is what the page gets back; the fields of other requests are
// left out.
type Response struct {
	Answer  string          `json:"answer,omitempty"`  // stdout, as the binary prints it
	Error   string          `json:"error,omitempty"`   // the binary's one line on stderr, for bad input
	Verdict string          `json:"verdict,omitempty"` // -check's line
	Status  int             `json:"status"`            // the binary's exit status
	Trace   string          `json:"trace,omitempty"`
	Data    json.RawMessage `json:"data,omitempty"`    // the replay's recording
	Theirs  json.RawMessage `json:"theirs,omitempty"`  // Mayan: the replay of the moves checked
	Blame   int             `json:"blame,omitempty"`   // Mayan: the first move of the answer checked that goes wrong
	Legal   bool            `json:"legal,omitempty"`   // Mayan: that move is legal (the sequence as a whole is wrong)
	Left    int             `json:"left,omitempty"`    // moves: the moves left after those played
	Cleared bool            `json:"cleared,omitempty"` // moves: the moves played empty the board
	// Lines & Poker: where each mistake named first departs from the rules.
	Departures []Departure `json:"departures,omitempty"`
	Input      string      `json:"input,omitempty"` // gen, newgame: the input; inflate: the text
	Command    string      `json:"command,omitempty"`
	Zip        string      `json:"zip,omitempty"`  // pack: the archive, base64
	Z          string      `json:"z,omitempty"`    // deflate
	Game       *Game       `json:"game,omitempty"` // open, op, undo: the game in progress
	Board      *Board      `json:"board,omitempty"`
	Swaps      []Swap      `json:"swaps,omitempty"`
	Drags      []Drag      `json:"drags,omitempty"`
}

// Drag is a Mayan puzzle's possible next drag x y g: whether the puzzle
// can still be cleared in the moves left after it, and then the smallest
// answer from here, this drag first.
type Drag struct {
	Move   [3]int   `json:"move"`
	Clears bool     `json:"clears"`
	Answer [][3]int `json:"answer,omitempty"`
}

// The board and the game in progress as the page is shown them
// (Board, Game, Outcome, Swap) are internal/view's, a package that
// imports nothing: the binary compiles the engine's page code (editor.go,
// session.go) natively, for its tests, and would otherwise link and start
// this package's codecs (archive/zip, compress/flate, encoding/json) in
// every judged run.
type (
	Board   = view.Board
	Game    = view.Game
	Outcome = view.Outcome
	Swap    = view.Swap
)

// Departure is where a mistake's reading first scores otherwise than the
// rules (internal/mistake.Departure), for the page: the moment, in words
// and as an address's op and round, and each side's step there.
type Departure struct {
	Mistake string `json:"mistake"`
	Op      int    `json:"op"`
	Round   int    `json:"round,omitempty"`
	Where   string `json:"where"`
	Text    string `json:"text"`
	Rules   Side   `json:"rules"`
	Reading Side   `json:"reading"`
}

// DepartureOf is d for the page; ops is the game's operations' count.
func DepartureOf(d mistake.Departure, ops int) Departure {
	return Departure{d.Mistake.ID, d.Op, d.Round, d.Where(ops), d.Text, SideOf(d.Rules), SideOf(d.Reading)}
}

// Side is one reading's step where a departure is (internal/naive.Step),
// as the page reads it (tools/web/app.html's sideBySide).
type Side struct {
	Kind        string  `json:"kind"` // invalid, round, chain, hand, end
	Why         string  `json:"why,omitempty"`
	Round       int     `json:"round,omitempty"` // round: its number; chain: the rounds
	Sum         int64   `json:"sum,omitempty"`
	Elimination int64   `json:"elimination,omitempty"`
	Blocks      []int   `json:"blocks,omitempty"`
	Combination int64   `json:"combination,omitempty"`
	Chain       int64   `json:"chain,omitempty"`
	Pattern     int64   `json:"pattern,omitempty"`
	Mains       [][]int `json:"mains,omitempty"`
	Endgame     int64   `json:"endgame,omitempty"`
}

// SideOf is a step for the page.
func SideOf(s naive.Step) Side {
	return Side{s.Kind, s.Why, s.Round, s.Sum, s.Elimination, s.Blocks, s.Combination, s.Chain, s.Pattern, s.Mains, s.Endgame}
}

// GenOptions reads the generator's options; "gen" names the game.
func GenOptions(pairs map[string]string) (gen.Options, error) {
	named := map[string]string{}
	for k, v := range pairs {
		if k == "gen" {
			k = "game"
		}
		named[k] = v
	}
	return gen.Parse(named)
}
