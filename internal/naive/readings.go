package naive

// The points where a catalogued misreading (internal/mistake) departs from
// docs/rules.md: the rule code of naive.go asks these, and each answers by the
// rules unless its switch in g.Reading is on.

// Reading switches on misreadings of the Lines & Poker statement; the zero
// Reading is docs/rules.md. internal/mistake names each switch and says what it
// reads wrongly.
type Reading struct {
	ComboPerRun       bool // combination scored per maximal run
	ComboOverE        bool // blocks taken over E, not M
	BlockNoLeft       bool // the block search never steps left
	InvalidSwapKept   bool // an invalid swap that makes no run stays swapped
	NoSpecialChain    bool // a special an effect hits does not fire
	SmallerMainColor  bool // of two main colors, the smaller goes to the hand
	NoRoundMultiplier bool // elimination is the color sum, not times the round
	DiagonalSwap      bool // cells that touch at a corner are adjacent
	ChainSquared      bool // chain 80 x^2
}

// Happened says which rules a game met under its reading. A misreading of
// a rule the game never met plays it exactly as the reading without it.
type Happened struct {
	Valid      bool // an operation was valid
	Corner     bool // an operation swapped two pieces that touch at a corner only
	NoRun      bool // a swap of two adjacent pieces made no run
	HitSpecial bool // an effect hit a special piece, which fires by the rules
	TwoMains   bool // an operation had two main colors
	LaterRound bool // an operation had a second round
}

// Step is one moment of a game that scores or decides, for telling where
// two readings part: an invalid operation, a round, an operation's chain,
// a hand, the endgame.
type Step struct {
	Op          int    // from 1; the endgame is one more than the last
	Kind        string // invalid, round, chain, hand, end
	Why         string // invalid: the reason
	Round       int    // round: its number; chain: the rounds
	Sum         int64  // round: the colors of E added up
	Elimination int64
	Blocks      []int // round: the block sizes scored, largest first
	Combination int64
	Chain       int64
	Pattern     int64   // hand: its score
	Mains       [][]int // hand: the five operations' main colors, as the hand has them
	Endgame     int64
}

// adjacent reports whether two cells touch: at a side (docs/rules.md), or also
// at a corner (DiagonalSwap).
func (g *Game) adjacent(a, b Pos) bool {
	side := abs(a.R-b.R)+abs(a.C-b.C) == 1
	corner := abs(a.R-b.R) == 1 && abs(a.C-b.C) == 1
	if corner && g.Color[a.R][a.C] != 0 && g.Color[b.R][b.C] != 0 {
		g.Happened.Corner = true
	}
	return side || corner && g.Reading.DiagonalSwap
}

// mainColors is what an operation with main colors mc (sorted) gives its
// hand: both to choose from (docs/rules.md), or the smaller (SmallerMainColor).
func (g *Game) mainColors(mc []int) []int {
	if g.Reading.SmallerMainColor && len(mc) == 2 {
		return mc[:1]
	}
	return mc
}

// eliminationPoints is round's elimination score for E's colors adding up
// to sum: round x sum, or sum (NoRoundMultiplier).
func (g *Game) eliminationPoints(round, sum int) int64 {
	if g.Reading.NoRoundMultiplier {
		return int64(sum)
	}
	return int64(round * sum)
}

// blockSizes is the sizes the combination score takes: M's blocks, or the
// maximal runs (ComboPerRun), E's blocks (ComboOverE), M's blocks grown
// without a step left (BlockNoLeft).
func (g *Game) blockSizes(M, E map[Pos]bool) []int {
	switch {
	case g.Reading.ComboPerRun:
		return g.runLengths()
	case g.Reading.ComboOverE:
		return g.blocks(E)
	case g.Reading.BlockNoLeft:
		return g.blocksNoLeft(M)
	}
	return g.blocks(M)
}

// chainPoints is an operation's chain score for its rounds: 80 (x-1)^2, or
// 80 x^2 (ChainSquared).
func (g *Game) chainPoints(rounds int) int64 {
	x := int64(rounds - 1)
	if g.Reading.ChainSquared {
		x++
	}
	return 80 * x * x
}

// runLengths is the length of every maximal row or column run of one
// color (combo-per-run): a cell in a row run and a column run is in both.
func (g *Game) runLengths() []int {
	var out []int
	for _, d := range []Pos{{0, 1}, {1, 0}} {
		for r := 0; r < g.N; r++ {
			for c := 0; c < g.M; c++ {
				col := g.Color[r][c]
				pr, pc := r-d.R, c-d.C
				if col == 0 || pr >= 0 && pc >= 0 && g.Color[pr][pc] == col {
					continue // empty, or not where a run starts
				}
				n := 0
				for rr, cc := r, c; rr < g.N && cc < g.M && g.Color[rr][cc] == col; rr, cc = rr+d.R, cc+d.C {
					n++
				}
				if n >= 3 {
					out = append(out, n)
				}
			}
		}
	}
	return out
}

// blocksNoLeft is block-no-left's block search: start cells column by
// column from the left, bottom-up within a column; each start takes the
// cells of M of its color, in no block yet, that it reaches by steps up,
// right and down only.
func (g *Game) blocksNoLeft(M map[Pos]bool) []int {
	taken := map[Pos]bool{}
	var sizes []int
	for c := 0; c < g.M; c++ {
		for r := g.N - 1; r >= 0; r-- {
			p := Pos{r, c}
			if !M[p] || taken[p] {
				continue
			}
			taken[p] = true
			stack, size := []Pos{p}, 0
			for len(stack) > 0 {
				q := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				size++
				for _, d := range []Pos{{-1, 0}, {0, 1}, {1, 0}} {
					nb := Pos{q.R + d.R, q.C + d.C}
					if M[nb] && !taken[nb] && g.Color[nb.R][nb.C] == g.Color[r][c] {
						taken[nb] = true
						stack = append(stack, nb)
					}
				}
			}
			sizes = append(sizes, size)
		}
	}
	return sizes
}
