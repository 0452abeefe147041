package gen

import (
	"math/rand"
	"strings"

	"match3/internal/naive"
)

// NewGame returns a Lines & Poker input with q = 0, a game in progress: o's
// n x m board of k colors (and o's specials), no starting run, on which
// swaps make runs (at least one valid swap whenever the size and k allow
// any). q = 0 is the page's, for a game a person plays: the statement
// promises q >= 1, and tools/gen (Input) keeps that promise. o's Game,
// Shape and q play no part.
//
// Every size the statement allows (n, m >= 2, n + m > 4) and every k >= 2
// allow a valid swap: three pieces of one color, two side by side along a
// line of three and the third beside the line's last cell, the rest of the
// board without a run. So there is always one. A random board mostly has
// many; one with few pieces of each color (k large on a small board) may
// have none, and after a few such boards the next gets three pieces set
// so (plant).
func (o Options) NewGame() (string, error) {
	err := o.Check(func(name string) bool { return RangeOf(name).Game == "poker" && name != "q" })
	if err != nil {
		return "", err
	}
	return o.Poker.newGame(rand.New(rand.NewSource(o.Seed))), nil
}

// randomTries is how many random boards newGame draws before it plants a
// swap in each.
const randomTries = 4

func (o Poker) newGame(rng *rand.Rand) string {
	o = o.Scaled()
	for try := 0; ; try++ {
		color := board(rng, o.N, o.M, o.K)
		special := specials(rng, o.N, o.M, o.Special)
		if try >= randomTries {
			plant(rng, color, o.K)
		}
		g := &naive.Game{N: o.N, M: o.M, K: o.K, Color: color, Special: special}
		if len(g.Runs()) == 0 && len(validSwaps(g)) > 0 {
			var sb strings.Builder
			writeStart(&sb, o.N, o.M, o.K, 0, color, special)
			return sb.String()
		}
	}
}

// plant sets three cells of a random color so that one swap makes a run of
// them: two side by side along a line (a row or a column) with a cell
// beside them, and the third in that cell's neighbour across the line;
// swapping the two puts it in line. The board may hold a run after, and
// is then drawn again.
func plant(rng *rand.Rand, color [][]int, k int) {
	n, m := len(color), len(color[0])
	v := 1 + rng.Intn(k)
	alongRows := m >= 3 && (n < 3 || rng.Intn(2) == 0)
	length, width := n, m // along a column: its n cells; m columns
	if alongRows {
		length, width = m, n
	}
	set := func(along, across int) {
		if alongRows {
			color[across][along] = v
		} else {
			color[along][across] = v
		}
	}
	first, line := rng.Intn(length-2), rng.Intn(width) // the line's cells first..first+2
	beside := line + 1
	if beside == width || line > 0 && rng.Intn(2) == 0 {
		beside = line - 1
	}
	gap := first + 2*rng.Intn(2) // the cell the third piece is swapped into: an end
	for i := first; i <= first+2; i++ {
		if i != gap {
			set(i, line)
		}
	}
	set(gap, beside)
}
