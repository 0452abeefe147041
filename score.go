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

// The points of docs/rules.md, each rule in one place: nothing else restates one.
const (
	allValidBonus = 1000  // endgame: all q operations were valid
	clearedBonus  = 10000 // endgame: no piece is left
	handSize      = 5     // valid operations whose main colors make a hand
)

// eliminationPoints is round i's elimination score: i times the sum of the
// colors of E.
func eliminationPoints(round int, colorSum int64) int64 { return int64(round) * colorSum }

// comboPoints is the combination score of a block of size pieces.
func comboPoints(size int) int64 {
	d := int64(size - 3)
	return 50 * d * d
}

// chainPoints is the chain score of an operation of rounds rounds.
func chainPoints(rounds int) int64 {
	d := int64(rounds - 1)
	return 80 * d * d
}

// endgameBonus is the endgame's score: a bonus for all q operations
// valid, and one for no piece left.
func endgameBonus(allValid, cleared bool) int64 {
	var bonus int64
	if allValid {
		bonus += allValidBonus
	}
	if cleared {
		bonus += clearedBonus
	}
	return bonus
}

// Op is one operation: swap the pieces at (r1, c1) and (r2, c2), 0-based.
type Op struct{ r1, c1, r2, c2 int }

// invalidReason says why an operation is invalid.
type invalidReason uint8

const (
	okSwap invalidReason = iota
	notAdjacent
	sameCell
	emptyCell
	noRun
)

// Game is one game of Lines & Poker: a board and its operations.
type Game struct {
	board *Board
	ops   []Op
	obs   observer // nil unless observed: every use is behind a nil check

	tally Tally
	valid int                // valid operations so far
	mains [handSize][2]uint8 // main colors of the valid operations of the current hand
	sizes []int              // block sizes of a round, reused
}

// playOperations runs every operation and the endgame and returns the
// tally.
//
// No score can overflow int64, nor even int32: pieces are never created, so
// a game removes at most 2500 pieces and has at most 2500/3 rounds in all.
// Elimination <= 2500 pieces * color 100 * round 834 ~ 2.1e8; chain
// <= 80 * 833^2 ~ 5.6e7; combination <= 50 * 2497^2 ~ 3.1e8; pattern
// <= 200 hands * 2000.
func (g *Game) playOperations() Tally {
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
	cleared := g.board.pieces == 0
	g.tally.Endgame += endgameBonus(allValid, cleared)
	if g.obs != nil {
		g.obs.see(gameEnded{g.tally, allValid, cleared})
	}
}

// operate plays operation number n and reports whether it was valid: the
// swap is tried, a valid one cascades, and its main colors join the hand.
func (g *Game) operate(n int, op Op) bool {
	if g.obs != nil {
		g.obs.see(opBegun{n, op, g.board})
	}
	if why := g.trySwap(op); why != okSwap {
		if g.obs != nil {
			g.obs.see(swapInvalid{why})
		}
		return false
	}
	mains := g.mainColors()
	var before Tally
	if g.obs != nil {
		before = g.tally
		g.obs.see(swapValid{mains, g.board})
	}
	rounds := g.cascade()
	chain := chainPoints(rounds)
	g.tally.Chain += chain
	if g.obs != nil {
		g.obs.see(opEnded{rounds, chain, before, g.tally})
	}
	// The main colors join the hand; every fifth valid operation closes it.
	g.mains[g.valid%handSize] = mains
	g.valid++
	if g.valid%handSize == 0 {
		g.closeHand()
	}
	return true
}

// trySwap swaps the pieces of op if that makes a run, and finds round 1's
// runs; otherwise it leaves the board as it was and says why not.
func (g *Game) trySwap(op Op) invalidReason {
	b := g.board
	i, j := b.at(op.r1, op.c1), b.at(op.r2, op.c2)
	switch dr, dc := op.r1-op.r2, op.c1-op.c2; {
	case dr == 0 && dc == 0:
		return sameCell
	case dr*dr+dc*dc != 1:
		return notAdjacent
	case b.color[i] == 0 || b.color[j] == 0:
		return emptyCell
	case dr == -1 || dc == 1: // j is below or left of i: j first
		i, j = j, i
	}
	runs := b.swapRuns(i, j)
	if runs == 0 {
		return noRun
	}
	b.swap(i, j)
	b.touchRuns(i, j, runs)
	b.findRuns()
	return okSwap
}

// cascade plays rounds while the board holds runs, scoring elimination
// and combination, and returns how many there were.
func (g *Game) cascade() (rounds int) {
	b := g.board
	for len(b.matched) > 0 {
		rounds++
		b.fire()
		var sum int64
		for _, e := range b.elim {
			sum += int64(b.color[e])
		}
		elimination := eliminationPoints(rounds, sum)
		g.tally.Elimination += elimination
		g.sizes = b.blockSizes(g.sizes[:0])
		var combination int64
		for _, x := range g.sizes {
			combination += comboPoints(x)
		}
		g.tally.Combination += combination
		if g.obs != nil {
			g.obs.see(roundScored{rounds, b, g.sizes, sum, elimination, combination})
		}
		b.remove()
		b.applyGravity()
		if g.obs != nil {
			g.obs.see(fell{b})
		}
		b.findRuns()
	}
	return rounds
}

// closeHand scores the full hand.
func (g *Game) closeHand() {
	score, hand, rank := bestHand(g.mains)
	g.tally.Pattern += int64(score)
	if g.obs != nil {
		g.obs.see(handClosed{g.valid, hand, rank, score, g.mains})
	}
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
