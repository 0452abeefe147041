// Package record is match3's recorder: the replay the page shows (-html,
// and tools/web's page), kept from the events of internal/event step by
// step as what changed, never whole boards, so that a full-size game stays
// a small page. Cells are numbered row-major from the top left, as a
// person reads the board (event.Grid's numbering).
package record

import (
	"fmt"
	"strings"

	"match3/internal/event"
)

// Recorder observes a game for its replay.
type Recorder struct {
	Replay

	color, special []uint8 // the board as the page has it after the last step
	op             int     // the current operation (Mayan: move)
	tally          event.Tally
	started        bool
	pending        Step // the operation told of, until it is valid or not
}

// Replay is what the replay page shows (viewer/viewer.js reads it, and
// describes it again as a JSDoc typedef): a game's start and its steps.
// It is written as JSON (AppendJSON), its numbers that are 0 and its
// lists that are empty left out where the tags say omitempty.
type Replay struct {
	Game    string `json:"game"` // poker or mayan
	Rows    int    `json:"rows"`
	Cols    int    `json:"cols"`
	Colors  int    `json:"colors"`
	Color   []int  `json:"color"`   // the start
	Special []int  `json:"special"` // the start
	Steps   []Step `json:"steps"`
	Answer  string `json:"answer"` // what match3 prints
	Search  string `json:"search,omitempty"`
	Moves   int    `json:"moves,omitempty"` // Mayan: n
	// Lines & Poker: the specials' names by type, as -events has them
	Specials []string `json:"specials,omitempty"`
}

// Step is one moment of the replay. Kind says which fields it uses.
type Step struct {
	Kind  string   `json:"k"`              // start, op, round, fall, hand, end (Mayan: start, move, round, fall, settled)
	Op    int      `json:"o"`              // the operation (Mayan: move) it belongs to, from 1
	Done  bool     `json:"done,omitempty"` // the last step of its operation, with the operation's rounds, chain and points
	Delta []int32  `json:"d,omitempty"`    // changed cells: index, color, special, ...
	Fall  []int32  `json:"fc,omitempty"`   // fallen columns: column, height h, count n, then n pieces color*8+special from h up; empty above
	Cells []int32  `json:"c,omitempty"`    // op: the two swapped cells; move: the dragged block
	Why   string   `json:"w,omitempty"`    // op: why it is invalid
	Mains []int    `json:"mc,omitempty"`
	Round int      `json:"r,omitempty"`
	M     []int32  `json:"m,omitempty"` // round: the cells of runs
	E     []int32  `json:"e,omitempty"` // round: the cells effects hit, not in M
	Fired [][3]int `json:"f,omitempty"` // round: row, column, type
	Sum   int64    `json:"sum,omitempty"`
	Elim  int64    `json:"el,omitempty"`
	Sizes []int    `json:"b,omitempty"`
	Pts   []int64  `json:"bp,omitempty"`
	Comb  int64    `json:"cb,omitempty"`
	Chain int64    `json:"ch,omitempty"`
	OpPts int64    `json:"op,omitempty"` // this operation's points
	Hand  []int    `json:"h,omitempty"`
	Name  string   `json:"hn,omitempty"`
	Score int      `json:"hs,omitempty"`
	Move  []int    `json:"mv,omitempty"`  // Mayan: x y g
	Bad   string   `json:"bad,omitempty"` // Mayan: why the move of an answer checked goes wrong
	Tally [5]int64 `json:"t"`             // elimination, chain, combination, pattern, endgame so far
}

// New returns a recorder that has seen nothing.
func New() *Recorder { return &Recorder{} }

// begin notes the game, the board's size and its start, once.
func (r *Recorder) begin(b *event.Grid, game string) {
	if r.started {
		return
	}
	r.started, r.Game = true, game
	r.Rows, r.Cols, r.Colors = b.Rows, b.Cols, b.Colors
	r.color = make([]uint8, len(b.Color))
	r.special = make([]uint8, len(b.Color))
	r.diff(b) // fills the copy; the delta is the whole start
	r.Color, r.Special = ints(r.color), ints(r.special)
	if game == "poker" {
		r.Specials = event.SpecialNames()
	}
	r.add(Step{Kind: "start"})
}

// diff brings the copy up to the board and returns what changed.
func (r *Recorder) diff(b *event.Grid) []int32 {
	var d []int32
	for i, c := range b.Color {
		if r.color[i] != c || r.special[i] != b.Special[i] {
			r.color[i], r.special[i] = c, b.Special[i]
			d = append(d, int32(i), int32(c), int32(b.Special[i]))
		}
	}
	return d
}

func ints(b []uint8) []int {
	out := make([]int, len(b))
	for i, v := range b {
		out[i] = int(v)
	}
	return out
}

// fallDelta brings the copy up to the board after a fall, column by
// column: the pieces from the lowest height that changed up, the rest of
// the column empty. A fall moves whole stretches of columns, so this is
// about a third of listing every changed cell.
func (r *Recorder) fallDelta(b *event.Grid) []int32 {
	var d []int32
	for col := 0; col < b.Cols; col++ {
		low := -1
		for h := 0; h < b.Rows && low < 0; h++ {
			i := b.At(b.Rows-1-h, col)
			if r.color[i] != b.Color[i] || r.special[i] != b.Special[i] {
				low = h
			}
		}
		if low < 0 {
			continue
		}
		top := b.Height(col)
		if top < low {
			top = low
		}
		d = append(d, int32(col), int32(low), int32(top-low))
		for h := low; h < b.Rows; h++ {
			i := b.At(b.Rows-1-h, col)
			r.color[i], r.special[i] = b.Color[i], b.Special[i]
			if h < top {
				d = append(d, int32(b.Color[i])*8+int32(b.Special[i]))
			}
		}
	}
	return d
}

func cells(list []int) []int32 {
	out := make([]int32, len(list))
	for k, i := range list {
		out[k] = int32(i)
	}
	return out
}

func (r *Recorder) add(s Step) {
	s.Op = r.op
	s.Tally = [5]int64{r.tally.Elimination, r.tally.Chain, r.tally.Combination, r.tally.Pattern, r.tally.Endgame}
	r.Steps = append(r.Steps, s)
}

// See records one moment as the page's step.
func (r *Recorder) See(e event.Event) {
	switch e := e.(type) {
	case event.OpBegun:
		b, op := e.Board, e.Op
		r.begin(b, "poker")
		r.op = e.N
		r.pending = Step{Kind: "op", Cells: []int32{int32(b.At(op.R1, op.C1)), int32(b.At(op.R2, op.C2))}}
	case event.SwapInvalid:
		s := r.pending
		s.Why = e.Why.String()
		r.add(s)
	case event.SwapValid:
		s := r.pending
		s.Mains = ints(e.Mains[:1])
		if e.Mains[1] != 0 {
			s.Mains = ints(e.Mains[:])
		}
		s.Delta = r.diff(e.Board)
		r.add(s)
	case event.Round:
		r.round(e)
	case event.Fell:
		r.add(Step{Kind: "fall", Fall: r.fallDelta(e.Board)})
	case event.OpEnded:
		r.operationEnd(e)
	case event.HandClosed:
		r.tally.Pattern += int64(e.Score)
		r.add(Step{Kind: "hand", Hand: ints(e.Hand[:]), Name: e.Rank.String(), Score: e.Score, Round: e.Valid})
	case event.GameEnded:
		r.tally = e.Tally
		why := []string{}
		if e.AllValid > 0 {
			why = append(why, "all operations valid")
		}
		if e.Cleared > 0 {
			why = append(why, "board cleared")
		}
		r.add(Step{Kind: "end", Why: strings.Join(why, ", ")})
	case event.PuzzleBegun:
		r.begin(e.Board, "mayan")
		r.Moves = e.Moves
	case event.MoveBegun:
		mv := e.Move
		r.op = e.N
		r.add(Step{Kind: "move", Move: []int{mv.X, mv.Y, mv.G}, Cells: []int32{int32((r.Rows-1-mv.Y)*r.Cols + mv.X)}})
	case event.MoveSettled:
		r.add(Step{Kind: "settled", Delta: r.diff(e.Board)})
	case event.SearchEnded:
		s := e.Search
		r.Search = fmt.Sprintf("%d nodes searched, %d failed-state hits, %d failed states stored", s.Nodes, s.FailedHits, s.FailedStored)
		if e.Answer == nil {
			r.Search = "No sequence of moves clears the board. " + r.Search
		}
	}
}

// round records a round: Lines & Poker's with its points, a Mayan one as
// the blocks that go, which the page draws from its delta.
func (r *Recorder) round(rr event.Round) {
	if r.Game == "mayan" {
		r.add(Step{Kind: "round", Round: rr.N, Delta: r.diff(rr.Board), M: cells(rr.Elim)})
		return
	}
	var fired [][3]int
	for _, f := range rr.Fired {
		fired = append(fired, [3]int{f.Row, f.Col, int(f.Kind)})
	}
	r.tally.Elimination += rr.Elimination
	r.tally.Combination += rr.Combination
	r.add(Step{Kind: "round", Round: rr.N, M: cells(rr.Matched), E: cells(rr.Elim[len(rr.Matched):]), Fired: fired, Sum: rr.ColorSum,
		Elim: rr.Elimination, Sizes: append([]int(nil), rr.Blocks...), Pts: append([]int64(nil), rr.BlockPoints...), Comb: rr.Combination})
}

func (r *Recorder) operationEnd(e event.OpEnded) {
	after, before := e.After, e.Before
	r.tally = after
	last := &r.Steps[len(r.Steps)-1]
	last.Chain, last.Round = e.Chain, e.Rounds
	last.OpPts = after.Elimination + after.Chain + after.Combination - before.Elimination - before.Chain - before.Combination
	last.Tally = [5]int64{after.Elimination, after.Chain, after.Combination, after.Pattern, after.Endgame}
	last.Done = true
}

// BadMove marks move n of an answer checked, mv, with why it goes wrong:
// the move recorded when it is legal (the sequence as a whole is wrong),
// else a step of its own after the moves recorded, as it cannot be made.
func (r *Recorder) BadMove(n int, mv event.Move, legal bool, why string) {
	if legal {
		for i := range r.Steps {
			if st := &r.Steps[i]; st.Kind == "move" && st.Op == n {
				st.Bad = why
			}
		}
		return
	}
	st := Step{Kind: "move", Move: []int{mv.X, mv.Y, mv.G}, Bad: why}
	if mv.X >= 0 && mv.X < r.Cols && mv.Y >= 0 && mv.Y < r.Rows {
		st.Cells = []int32{int32((r.Rows-1-mv.Y)*r.Cols + mv.X)}
	}
	r.op = n
	r.add(st)
}
