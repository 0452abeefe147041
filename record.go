//go:build !judge

package main

import (
	"fmt"
	"os"
	"strconv"
	"strings"

	"match3/internal/counts"
	"match3/viewer"
)

// recorder observes a game (see observer.go) for the replay page of -html:
// it keeps, step by step, what the engine reported and which cells changed,
// never whole boards, so that a full-size game stays a small page. Cells are
// numbered row-major from the top left, as a person reads the board.
type recorder struct {
	replay

	color, special []uint8 // the board as the page has it after the last step
	op             int     // the current operation (Mayan: move)
	tally          Tally   // the running tally of the current step
	started        bool
	board          *Board // the game's board, diffed against color and special
	pending        step   // the operation told of, until it is valid or not
}

// replay is what the replay page shows (viewer/viewer.js reads it, and
// describes it again as a JSDoc typedef): a game's start and its steps.
// It is written as JSON (appendJSON), its numbers that are 0 and its
// lists that are empty left out where the tags say omitempty.
type replay struct {
	Game    string `json:"game"` // poker or mayan
	Rows    int    `json:"rows"`
	Cols    int    `json:"cols"`
	Colors  int    `json:"colors"`
	Color   []int  `json:"color"`   // the start
	Special []int  `json:"special"` // the start
	Steps   []step `json:"steps"`
	Answer  string `json:"answer"` // what match3 prints
	Search  string `json:"search,omitempty"`
	Moves   int    `json:"moves,omitempty"` // Mayan: n
	// Lines & Poker: the specials' names by type, as -events has them
	Specials []string `json:"specials,omitempty"`
}

// step is one moment of the replay. Kind says which fields it uses.
type step struct {
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

func newRecorder() *recorder { return &recorder{} }

// begin notes the game, the board's size and its start, once.
func (r *recorder) begin(b *Board, game gameKind) {
	if r.started {
		return
	}
	r.started, r.Game = true, string(game)
	r.Rows, r.Cols, r.Colors = b.n, b.m, len(b.count)-1
	r.color = make([]uint8, b.n*b.m)
	r.special = make([]uint8, b.n*b.m)
	r.diff(b) // fills the copy; the delta is the whole start
	r.Color, r.Special = ints(r.color), ints(r.special)
	if game == pokerGame {
		r.Specials = counts.SpecialNames[:]
	}
	r.add(step{Kind: "start"})
}

// diff brings the copy up to the board and returns what changed.
func (r *recorder) diff(b *Board) []int32 {
	var d []int32
	for row := 0; row < b.n; row++ {
		for col := 0; col < b.m; col++ {
			i, at := row*b.m+col, b.at(row, col)
			if r.color[i] != b.color[at] || r.special[i] != b.special[at] {
				r.color[i], r.special[i] = b.color[at], b.special[at]
				d = append(d, int32(i), int32(b.color[at]), int32(b.special[at]))
			}
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
func (r *recorder) fallDelta(b *Board) []int32 {
	var d []int32
	for col := 0; col < b.m; col++ {
		low := -1
		for h := 0; h < b.n && low < 0; h++ {
			i, at := (b.n-1-h)*b.m+col, b.at(b.n-1-h, col)
			if r.color[i] != b.color[at] || r.special[i] != b.special[at] {
				low = h
			}
		}
		if low < 0 {
			continue
		}
		top := b.height[col]
		if top < low {
			top = low
		}
		d = append(d, int32(col), int32(low), int32(top-low))
		for h := low; h < b.n; h++ {
			i, at := (b.n-1-h)*b.m+col, b.at(b.n-1-h, col)
			r.color[i], r.special[i] = b.color[at], b.special[at]
			if h < top {
				d = append(d, int32(b.color[at])*8+int32(b.special[at]))
			}
		}
	}
	return d
}

// cell turns an engine index into the page's row-major one.
func (r *recorder) cell(b *Board, i int32) int32 {
	row, col := b.rowCol(int(i))
	return int32(row*b.m + col)
}

func (r *recorder) cells(b *Board, list []int32) []int32 {
	out := make([]int32, len(list))
	for k, i := range list {
		out[k] = r.cell(b, i)
	}
	return out
}

func (r *recorder) add(s step) {
	s.Op = r.op
	s.Tally = [5]int64{r.tally.Elimination, r.tally.Chain, r.tally.Combination, r.tally.Pattern, r.tally.Endgame}
	r.Steps = append(r.Steps, s)
}

// see records one moment as the page's step.
func (r *recorder) see(e event) {
	switch e := e.(type) {
	case opBegun:
		b, op := e.board, e.op
		r.begin(b, pokerGame)
		r.op, r.board = e.n, b
		r.pending = step{Kind: "op", Cells: []int32{int32(op.r1*b.m + op.c1), int32(op.r2*b.m + op.c2)}}
	case swapInvalid:
		s := r.pending
		s.Why = e.why.String()
		r.add(s)
	case swapValid:
		s := r.pending
		s.Mains = ints(e.mains[:1])
		if e.mains[1] != 0 {
			s.Mains = ints(e.mains[:])
		}
		s.Delta = r.diff(r.board)
		r.add(s)
	case *roundReport:
		r.round(e)
	case fell:
		r.add(step{Kind: "fall", Fall: r.fallDelta(e.board)})
	case opEnded:
		r.operationEnd(e)
	case handClosed:
		r.tally.Pattern += int64(e.score)
		r.add(step{Kind: "hand", Hand: ints(e.hand[:]), Name: handNames[e.rank], Score: e.score, Round: e.valid})
	case gameEnded:
		r.tally = e.tally
		why := []string{}
		if e.allValid {
			why = append(why, "all operations valid")
		}
		if e.cleared {
			why = append(why, "board cleared")
		}
		r.add(step{Kind: "end", Why: strings.Join(why, ", ")})
	case puzzleBegun:
		r.begin(e.board, mayanGame)
		r.Moves = e.moves
	case moveBegun:
		mv := e.move
		r.op = e.n
		r.add(step{Kind: "move", Move: []int{mv.X, mv.Y, mv.G}, Cells: []int32{int32((mayanRows-1-mv.Y)*mayanCols + mv.X)}})
	case moveSettled:
		r.add(step{Kind: "settled", Delta: r.diff(e.board)})
	case searchEnded:
		s := e.stats
		r.Search = fmt.Sprintf("%d nodes searched, %d failed-state hits, %d failed states stored", s.nodes, s.failedHits, s.failedStored)
		if e.answer == nil {
			r.Search = "No sequence of moves clears the board. " + r.Search
		}
	}
}

// round records a round: Lines & Poker's with its points, a Mayan one as
// the blocks that go, which the page draws from its delta.
func (r *recorder) round(rr *roundReport) {
	b := rr.board
	if r.Game == string(mayanGame) {
		r.add(step{Kind: "round", Round: rr.round, Delta: r.diff(b), M: r.cells(b, rr.elim)})
		return
	}
	hit := r.cells(b, rr.elim[len(rr.matched):]) // E lists M first
	var fired [][3]int
	for _, f := range rr.fired {
		fired = append(fired, [3]int{f.row, f.col, int(f.kind)})
	}
	r.tally.Elimination += rr.elimination
	r.tally.Combination += rr.combination
	r.add(step{Kind: "round", Round: rr.round, M: r.cells(b, rr.matched), E: hit, Fired: fired, Sum: rr.colorSum,
		Elim: rr.elimination, Sizes: append([]int(nil), rr.blocks...), Pts: append([]int64(nil), rr.blockPoints...), Comb: rr.combination})
}

func (r *recorder) operationEnd(e opEnded) {
	after, before := e.after, e.before
	r.tally = after
	last := &r.Steps[len(r.Steps)-1]
	last.Chain, last.Round = e.chain, e.rounds
	last.OpPts = after.Elimination + after.Chain + after.Combination - before.Elimination - before.Chain - before.Combination
	last.Tally = [5]int64{after.Elimination, after.Chain, after.Combination, after.Pattern, after.Endgame}
	last.Done = true
}

// badMove marks move n of an answer checked, mv, with why it goes wrong:
// the move recorded when it is legal (the sequence as a whole is wrong),
// else a step of its own after the moves recorded, as it cannot be made.
func (r *recorder) badMove(n int, mv Move, legal bool, why string) {
	if legal {
		for i := range r.Steps {
			if st := &r.Steps[i]; st.Kind == "move" && st.Op == n {
				st.Bad = why
			}
		}
		return
	}
	st := step{Kind: "move", Move: []int{mv.X, mv.Y, mv.G}, Bad: why}
	if mv.X >= 0 && mv.X < mayanCols && mv.Y >= 0 && mv.Y < mayanRows {
		st.Cells = []int32{int32((mayanRows-1-mv.Y)*mayanCols + mv.X)}
	}
	r.op = n
	r.add(st)
}

// write writes the replay page of -html (viewer/page.html) with the
// replay in it.
func (r *recorder) write(path string, answer []byte) error {
	r.Answer = string(answer)
	return os.WriteFile(path, []byte(viewer.Page(r.appendJSON(nil))), 0o644)
}

// appendJSON writes the recording as the JSON its field tags describe (by
// hand: encoding/json would cost every run of match3 its start-up, with or
// without -html). Empty fields marked omitempty are left out.
func (r *replay) appendJSON(dst []byte) []byte {
	o := jsonObject{dst: dst}
	o.str("game", r.Game, false)
	o.num("rows", int64(r.Rows), false)
	o.num("cols", int64(r.Cols), false)
	o.num("colors", int64(r.Colors), false)
	o.nums("color", len(r.Color), func(i int) int64 { return int64(r.Color[i]) }, false)
	o.nums("special", len(r.Special), func(i int) int64 { return int64(r.Special[i]) }, false)
	o.str("answer", r.Answer, false)
	o.str("search", r.Search, true)
	o.num("moves", int64(r.Moves), true)
	o.list("specials", len(r.Specials), func(i int, dst []byte) []byte { return appendJSONString(dst, r.Specials[i]) }, true)
	o.list("steps", len(r.Steps), func(i int, dst []byte) []byte { return r.Steps[i].appendJSON(dst) }, false)
	return o.end()
}

func (s *step) appendJSON(dst []byte) []byte {
	o := jsonObject{dst: dst}
	i32 := func(v []int32) func(int) int64 { return func(i int) int64 { return int64(v[i]) } }
	ints := func(v []int) func(int) int64 { return func(i int) int64 { return int64(v[i]) } }
	o.str("k", s.Kind, false)
	o.num("o", int64(s.Op), false)
	o.flag("done", s.Done)
	o.nums("d", len(s.Delta), i32(s.Delta), true)
	o.nums("fc", len(s.Fall), i32(s.Fall), true)
	o.nums("c", len(s.Cells), i32(s.Cells), true)
	o.str("w", s.Why, true)
	o.nums("mc", len(s.Mains), ints(s.Mains), true)
	o.num("r", int64(s.Round), true)
	o.nums("m", len(s.M), i32(s.M), true)
	o.nums("e", len(s.E), i32(s.E), true)
	o.list("f", len(s.Fired), func(k int, dst []byte) []byte {
		f := s.Fired[k]
		return append(strconv.AppendInt(append(strconv.AppendInt(append(strconv.AppendInt(append(dst, '['),
			int64(f[0]), 10), ','), int64(f[1]), 10), ','), int64(f[2]), 10), ']')
	}, true)
	o.num("sum", s.Sum, true)
	o.num("el", s.Elim, true)
	o.nums("b", len(s.Sizes), ints(s.Sizes), true)
	o.nums("bp", len(s.Pts), func(i int) int64 { return s.Pts[i] }, true)
	o.num("cb", s.Comb, true)
	o.num("ch", s.Chain, true)
	o.num("op", s.OpPts, true)
	o.nums("h", len(s.Hand), ints(s.Hand), true)
	o.str("hn", s.Name, true)
	o.num("hs", int64(s.Score), true)
	o.nums("mv", len(s.Move), ints(s.Move), true)
	o.str("bad", s.Bad, true)
	o.nums("t", len(s.Tally), func(i int) int64 { return s.Tally[i] }, false)
	return o.end()
}
