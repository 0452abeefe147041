// Package mistake is the catalogue of classic misreadings of the two
// statements: each a precise change of one rule, played by the naive
// engines of internal/naive (never by the fast engine), so that -check and
// the stress tool can say which misreading a wrong answer comes from, and
// a setter can see which misreadings a test set catches.
package mistake

import "match3/internal/naive"

// Mistake is one misreading. Its ID is the interface: -check and the
// tools print it, and naive.Game.Reading takes it.
type Mistake struct {
	ID      string
	Game    string // poker or mayan
	If      string // what it reads wrongly, as -check words it: "that is the answer if ..."
	Section string // the part of RULES.md it departs from
}

// Catalogue lists every mistake, Lines & Poker's first.
var Catalogue = []Mistake{
	{"combo-per-run", "poker", "combination is scored per run, not per block", "One operation, 3.3 (blocks of M)"},
	{"combo-over-e", "poker", "blocks are taken over E (pieces that effects hit join them), not over M", "One operation, 3.3 (split M, not E)"},
	{"invalid-swap-kept", "poker", "an invalid swap that makes no run leaves the two pieces swapped", "One operation, 1 (the swap is undone)"},
	{"no-special-chain", "poker", "a special piece that an effect hits is removed without firing", "One operation, 3.1 (pieces so added fire too)"},
	{"smaller-main-color", "poker", "an operation with two main colors always gives the smaller to its hand", "Across the game, pattern score (the choice that scores most)"},
	{"no-round-multiplier", "poker", "each round's elimination score is its color sum, not multiplied by the round's number", "One operation, 3.2 (i * sum)"},
	{"diagonal-swap", "poker", "two cells that touch at a corner count as adjacent", "One operation, 1 (|x1-x2|+|y1-y2| = 1)"},
	{"chain-squared", "poker", "the chain score is 80 x^2 instead of 80 (x-1)^2", "One operation, 4 (chain score)"},
	{"block-no-left", "poker", "the block search never steps left (blocks grown up, right and down from the leftmost, lowest cells)", "One operation, 3.3 (4-connected components)"},

	{"swap-same-color-counts", "mayan", "a drag that swaps two blocks of one color is a move (-swap-same-color's reading)", "Board and moves (a swap of one color is not a move)"},
	{"left-first", "mayan", "the smallest answer is taken with g = -1 ordered before 1", "Output (g with 1 before -1)"},
	{"fewer-moves", "mayan", "a shorter clearing sequence is accepted (at most n moves)", "Output (n moves, empty after the n-th, not before)"},
	{"sequential-clear", "mayan", "each round removes the row lines first, then the column lines that are left", "Board and moves (all at once)"},
}

// Poker returns the catalogued Lines & Poker mistakes whose reading gives
// total on the input (none when the input cannot be read).
func Poker(input string, total int64) []Mistake {
	var out []Mistake
	for _, m := range Catalogue {
		if m.Game != "poker" {
			continue
		}
		if got, ok := PokerTotal(input, m.ID); ok && got == total {
			out = append(out, m)
		}
	}
	return out
}

// PokerTotal is the total of a Lines & Poker input read with mistake id
// ("" for RULES.md).
func PokerTotal(input, id string) (int64, bool) {
	g, err := naive.ParseGame(input)
	if err != nil {
		return 0, false
	}
	g.Reading = id
	return g.Play().Total(), true
}

// Clause says which mistakes give an answer, for a verdict line: "; that
// is the answer if combination is scored per run, not per block
// (combo-per-run)", "" for none.
func Clause(ms []Mistake) string {
	s := ""
	for i, m := range ms {
		if i == 0 {
			s = "; that is the answer if "
		} else {
			s += ", or if "
		}
		s += m.If + " (" + m.ID + ")"
	}
	return s
}
