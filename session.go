//go:build !judge

package main

import (
	"fmt"

	"match3/internal/event"
	"match3/internal/view"
)

// The page's game in progress (tools/web): a Lines & Poker game kept as
// it stands between requests, so that a tap plays one operation instead
// of the whole game again, and undo puts back the state before the last
// one instead of replaying the rest. It reads an input with the q limit
// lifted (none yet, or more than the statement's 1000): a game a person
// plays on is not a judge's test. The judged binary never reads so.

// maxSessionOps is the most operations a game in progress may hold: ten
// times a test's (an input of about 100 KB).
const maxSessionOps = 10 * maxOps

// keptStates is how many states before an operation undo keeps (each a
// board's layers: 8 KB at 50 x 50); undo past them replays the game.
const keptStates = 1000

// session is a Lines & Poker game as it stands after its operations.
type session struct {
	input    []byte // the input it was opened from
	g        *Game
	allValid bool
	outcomes []view.Outcome // each operation's, in order
	states   []gameState    // the state before each of the last operations
	best     []swapView     // the best swap of the board's parts asked so far (swaps): none or one
}

// gameState is what an operation changes: the pieces (kept as the best
// swap's tries keep them, analysis.go) and the score.
type gameState struct {
	pos      keptPosition
	tally    Tally
	valid    int
	mains    [handSize][2]uint8
	allValid bool
}

// openSession reads a Lines & Poker input with 0 to maxSessionOps
// operations and plays them.
func openSession(input []byte) (*session, error) {
	g, err := readGameOps(newScanner(input), 0, maxSessionOps)
	if err != nil {
		return nil, err
	}
	return startSession(input, g, g.ops), nil
}

// startSession plays ops on the game g has not played yet.
func startSession(input []byte, g *Game, ops []Op) *session {
	s := &session{input: input, g: g, allValid: true}
	g.ops = make([]Op, 0, len(ops))
	for _, op := range ops {
		s.play(op)
	}
	return s
}

// told is what the engine tells of one operation: why it was invalid, or
// its rounds.
type told struct {
	why    invalidReason
	rounds int
}

func (t *told) see(m moment) {
	switch e := m.(type) {
	case swapInvalid:
		t.why = e.why
	case opEnded:
		t.rounds = e.rounds
	}
}

// play plays one more operation and returns what it did.
func (s *session) play(op Op) view.Outcome {
	g := s.g
	if len(s.states) == keptStates {
		copy(s.states, s.states[1:])
		s.states = s.states[:keptStates-1]
	}
	s.states = append(s.states, s.save())
	before := g.tally
	var seen told
	g.obs = &seen
	g.ops = append(g.ops, op)
	if !g.operate(len(g.ops), op) {
		s.allValid = false
	}
	g.obs = nil
	after := g.tally
	out := view.Outcome{
		Rounds:      seen.rounds,
		Elimination: after.Elimination - before.Elimination,
		Combination: after.Combination - before.Combination,
		Chain:       after.Chain - before.Chain,
		Pattern:     after.Pattern - before.Pattern,
		Points:      after.Total() - before.Total(),
	}
	if seen.why != okSwap {
		out.Why = event.Invalid(seen.why).String()
	}
	s.outcomes = append(s.outcomes, out)
	return out
}

// undo takes back the last operation.
func (s *session) undo() error {
	q := len(s.g.ops)
	if q == 0 {
		return fmt.Errorf("no operation to undo")
	}
	if len(s.states) == 0 { // older than the states kept: replay the rest
		g, err := readGameOps(newScanner(s.input), 0, maxSessionOps)
		if err != nil {
			return err
		}
		*s = *startSession(s.input, g, append([]Op(nil), s.g.ops[:q-1]...))
		return nil
	}
	s.restore(s.states[len(s.states)-1])
	s.states = s.states[:len(s.states)-1]
	s.g.ops = s.g.ops[:q-1]
	s.outcomes = s.outcomes[:q-1]
	return nil
}

// save copies the state an operation changes.
func (s *session) save() gameState {
	g := s.g
	return gameState{keepPosition(g.board), g.tally, g.valid, g.mains, s.allValid}
}

func (s *session) restore(st gameState) {
	g := s.g
	st.pos.restoreAll(g.board)
	g.tally, g.valid, g.mains, s.allValid = st.tally, st.valid, st.mains, st.allValid
}

// total is match3's answer for the game as it stands: the tally and the
// endgame's bonuses, as if it ended now.
func (s *session) total() int64 {
	return s.g.tally.Total() + endgameBonus(s.allValid, s.g.board.pieces == 0)
}

// view is the game as the page draws it: the board row-major from the
// top, its size, the operations played, the total, and the outcomes
// given.
func (s *session) view(outcomes []view.Outcome) *view.Game {
	v := &view.Game{Q: len(s.g.ops), Total: s.total(), Outcomes: outcomes}
	v.Rows, v.Cols, v.K, v.Color, v.Special = gridOf(s.g.board)
	return v
}

// swaps is every valid swap of the board as it stands whose first cell
// (the left or the upper) is one of the cells from up to to (row-major
// from the top left, to excluded), with what it would score now, for the
// page, which asks for a board of few colors in parts, one a frame. A
// part from cell 0 starts the board over. Best marks the best swap of
// the parts so far when it is in this part (the page's mark moves to it).
func (s *session) swaps(from, to int) []view.Swap {
	var out []view.Swap
	views := s.g.swapViewsCells(nil, from, to)
	if from == 0 {
		s.best = s.best[:0]
	}
	best := -1
	if i := bestSwap(views); i >= 0 {
		// This part's best against the best of the parts before it, which
		// come first on the board: the same rule, over the whole board.
		if len(s.best) == 0 || bestSwap([]swapView{s.best[0], views[i]}) == 1 {
			s.best = append(s.best[:0], views[i])
			best = i
		}
	}
	for i, v := range views {
		sw := view.Swap{Op: [4]int{v.Op.r1 + 1, v.Op.c1 + 1, v.Op.r2 + 1, v.Op.c2 + 1}, Rounds: v.Rounds,
			Elimination: v.Elimination, Combination: v.Combination, Chain: v.Chain, Pattern: v.Pattern, Points: v.Points, Best: i == best}
		for _, c := range v.Mains {
			if c != 0 {
				sw.Mains = append(sw.Mains, int(c))
			}
		}
		out = append(out, sw)
	}
	return out
}

// opAt is the operation swapping (r1,c1) and (r2,c2), 1-based as an
// input writes them, or an error naming what is off the board.
func (s *session) opAt(r1, c1, r2, c2 int) (Op, error) {
	b := s.g.board
	for _, v := range [][2]int{{r1, b.n}, {c1, b.m}, {r2, b.n}, {c2, b.m}} {
		if v[0] < 1 || v[0] > v[1] {
			return Op{}, fmt.Errorf("the swap (%d,%d) (%d,%d) is off the %d x %d board", r1, c1, r2, c2, b.n, b.m)
		}
	}
	return Op{r1 - 1, c1 - 1, r2 - 1, c2 - 1}, nil
}

// playInProgress is playInput for the page's game in progress: a Lines &
// Poker game may hold 0 to maxSessionOps operations.
func playInProgress(o *options, s *scanner, obs observer) (*played, error) {
	game, err := gameOf(o, s)
	if err != nil {
		return &played{}, err
	}
	if game == mayanGame {
		return playGame(game, o, s, obs)
	}
	g, err := readGameOps(s, 0, maxSessionOps)
	if err != nil {
		return &played{}, err
	}
	return playScored(g, obs), nil
}
