package main

// Tally is a game's score in its five parts, kept apart until the end so a
// trace can show them and tests can check each.
type Tally struct {
	Elimination, Chain, Combination, Pattern, Endgame int64
}

// Total is the sum of the five parts: the game's answer.
func (t Tally) Total() int64 {
	return t.Elimination + t.Chain + t.Combination + t.Pattern + t.Endgame
}

// Op is one operation: swap the pieces at (r1, c1) and (r2, c2), 0-based.
type Op struct{ r1, c1, r2, c2 int }

// Game is one game of Lines & Poker: a board and its operations.
type Game struct {
	board *Board
	ops   []Op
	trace *tracer // nil unless -trace: every use is behind a nil check

	tally Tally
	valid int         // valid operations so far
	mains [5][2]uint8 // main colors of the valid operations of the current hand
	sizes []int       // block sizes of a round, reused
}

// Why an operation is invalid.
const (
	okSwap = iota
	notAdjacent
	sameCell
	emptyCell
	noRun
)

var invalidReasons = [...]string{"", "not adjacent", "same cell", "empty cell", "no run"}

// Play runs every operation and the endgame and returns the tally.
//
// No score can overflow int64, nor even int32: pieces are never created, so
// a game removes at most 2500 pieces and has at most 2500/3 rounds in all.
// Elimination <= 2500 pieces * color 100 * round 834 ~ 2.1e8; chain
// <= 80 * 833^2 ~ 5.6e7; combination <= 50 * 2497^2 ~ 3.1e8; pattern
// <= 200 hands * 2000.
func (g *Game) Play() Tally {
	allValid := true
	for n, op := range g.ops {
		if !g.operate(n+1, op) {
			allValid = false
		}
	}
	g.endgame(allValid)
	return g.tally
}

// endgame adds the bonuses: all operations valid, and an empty board.
func (g *Game) endgame(allValid bool) {
	if allValid {
		g.tally.Endgame += 1000
	}
	if g.board.pieces == 0 {
		g.tally.Endgame += 10000
	}
	if g.trace != nil {
		g.trace.end(g.tally, allValid, g.board.pieces == 0)
	}
}

// operate plays operation number n and reports whether it was valid.
func (g *Game) operate(n int, op Op) bool {
	b := g.board
	i, j := b.at(op.r1, op.c1), b.at(op.r2, op.c2)
	if g.trace != nil {
		g.trace.opStart(n, op, b)
	}
	why := okSwap
	switch dr, dc := op.r1-op.r2, op.c1-op.c2; {
	case dr == 0 && dc == 0:
		why = sameCell
	case dr*dr+dc*dc != 1:
		why = notAdjacent
	case b.color[i] == 0 || b.color[j] == 0:
		why = emptyCell
	default:
		b.swap(i, j)
		if b.inRun(i) || b.inRun(j) {
			b.touch(i)
			b.touch(j)
			b.findRuns()
		} else {
			b.swap(i, j)
			why = noRun
		}
	}
	if why != okSwap {
		if g.trace != nil {
			g.trace.invalid(why)
		}
		return false
	}

	mains := g.mainColors()
	var before Tally
	if g.trace != nil {
		before = g.tally
		g.trace.mains(mains)
	}
	rounds := 0
	for len(b.matched) > 0 {
		rounds++
		b.fire()
		var sum int64
		for _, e := range b.elim {
			sum += int64(b.color[e])
		}
		g.tally.Elimination += int64(rounds) * sum
		g.sizes = b.blockSizes(g.sizes[:0])
		for _, x := range g.sizes {
			g.tally.Combination += int64(50 * (x - 3) * (x - 3))
		}
		if g.trace != nil {
			g.trace.round(rounds, b, sum, g.sizes)
		}
		b.remove()
		b.applyGravity()
		if g.trace != nil {
			g.trace.fallen(b)
		}
		b.findRuns()
	}
	g.tally.Chain += int64(80 * (rounds - 1) * (rounds - 1))
	if g.trace != nil {
		g.trace.opEnd(rounds, g.tally, before)
	}

	g.mains[g.valid%5] = mains
	g.valid++
	if g.valid%5 == 0 {
		score, hand, rank := bestHand(g.mains)
		g.tally.Pattern += int64(score)
		if g.trace != nil {
			g.trace.hand(g.valid, hand, rank, score)
		}
	}
	return true
}

// mainColors returns the colors of round 1's matched set: one or two, since
// every run of round 1 passes through a swapped cell. The second is 0 when
// there is one.
func (g *Game) mainColors() [2]uint8 {
	b := g.board
	var mains [2]uint8
	for _, i := range b.matched {
		c := b.color[i]
		switch {
		case mains[0] == 0:
			mains[0] = c
		case mains[0] != c && mains[1] == 0:
			mains[1] = c
		}
	}
	return mains
}
