// Package mistake is the catalogue of classic misreadings of the two
// statements: each a precise change of one rule, played by the plain
// engines of internal/naive and this package (never by the fast engine),
// so that -check and the stress tool can say which misreadings a wrong
// answer comes from, and a setter can see which misreadings a test set
// catches.
package mistake

import (
	"runtime"
	"strconv"
	"strings"
	"sync"

	"match3/internal/naive"
)

// Mistake is one misreading. Its ID is what -check and the tools print.
type Mistake struct {
	ID      string
	Game    string // poker or mayan
	If      string // what it reads wrongly, as -check words it: "that is the answer if ..."
	Section string // the part of docs/rules.md it departs from
	// Rule names the rule it reads wrongly: two mistakes of one rule read
	// it two ways and are never made together. (The Mayan "moves tried":
	// the order and which drags are tried. Under empty-drag no left drag
	// is ever needed, an empty cell's right drag being smaller, so it
	// makes nothing new with left-first or no-left-drag, and pair-order
	// tries its own cells.)
	Rule string

	poker func(*naive.Reading)      // switches the mistake on
	part  part                      // Lines & Poker: the one score part it changes, or allParts when it changes the game
	met   func(naive.Happened) bool // Lines & Poker: the game met the rule, so the mistake could change it
	mayan func(*mayanReading)
	// sameExistence, for a Mayan mistake: it changes which answer is
	// printed, never whether there is one (an order, the coordinates).
	sameExistence bool
}

// part is one of the five parts of a Lines & Poker score.
type part int

const (
	allParts part = iota
	elimination
	chain
	combination
	pattern
)

// Catalogue lists every mistake, Lines & Poker's first.
var Catalogue = []Mistake{
	{ID: "combo-per-run", Game: "poker", Rule: "blocks", part: combination,
		If: "combination is scored per run, not per block", Section: "One operation, 3.3 (blocks of M)",
		poker: func(r *naive.Reading) { r.ComboPerRun = true }, met: valid},
	{ID: "combo-over-e", Game: "poker", Rule: "blocks", part: combination,
		If: "blocks are taken over E (pieces that effects hit join them), not over M", Section: "One operation, 3.3 (split M, not E)",
		poker: func(r *naive.Reading) { r.ComboOverE = true }, met: valid},
	{ID: "invalid-swap-kept", Game: "poker", Rule: "invalid swap", part: allParts,
		If: "an invalid swap that makes no run leaves the two pieces swapped", Section: "One operation, 1 (the swap is undone)",
		poker: func(r *naive.Reading) { r.InvalidSwapKept = true },
		met:   func(h naive.Happened) bool { return h.NoRun }},
	{ID: "no-special-chain", Game: "poker", Rule: "specials hit", part: allParts,
		If: "a special piece that an effect hits is removed without firing", Section: "One operation, 3.1 (pieces so added fire too)",
		poker: func(r *naive.Reading) { r.NoSpecialChain = true },
		met:   func(h naive.Happened) bool { return h.HitSpecial }},
	{ID: "smaller-main-color", Game: "poker", Rule: "main colors", part: pattern,
		If: "an operation with two main colors always gives the smaller to its hand", Section: "Across the game, pattern score (the choice that scores most)",
		poker: func(r *naive.Reading) { r.SmallerMainColor = true },
		met:   func(h naive.Happened) bool { return h.TwoMains }},
	{ID: "no-round-multiplier", Game: "poker", Rule: "elimination", part: elimination,
		If: "each round's elimination score is its color sum, not multiplied by the round's number", Section: "One operation, 3.2 (i * sum)",
		poker: func(r *naive.Reading) { r.NoRoundMultiplier = true },
		met:   func(h naive.Happened) bool { return h.LaterRound }},
	{ID: "diagonal-swap", Game: "poker", Rule: "adjacency", part: allParts,
		If: "two cells that touch at a corner count as adjacent", Section: "One operation, 1 (|x1-x2|+|y1-y2| = 1)",
		poker: func(r *naive.Reading) { r.DiagonalSwap = true },
		met:   func(h naive.Happened) bool { return h.Corner }},
	{ID: "chain-squared", Game: "poker", Rule: "chain", part: chain,
		If: "the chain score is 80 x^2 instead of 80 (x-1)^2", Section: "One operation, 4 (chain score)",
		poker: func(r *naive.Reading) { r.ChainSquared = true }, met: valid},
	{ID: "block-no-left", Game: "poker", Rule: "blocks", part: combination,
		If: "the block search never steps left (blocks grown up, right and down from the leftmost, lowest cells)", Section: "One operation, 3.3 (4-connected components)",
		poker: func(r *naive.Reading) { r.BlockNoLeft = true }, met: valid},

	{ID: "same-color-skipped", Game: "mayan", Rule: "same color",
		If: "a drag onto a block of the same color is no move (the NOIP 2011 reference solution's pruning; match3 -skip-same-color)", Section: "Board and moves (such a drag is a move that changes nothing)",
		mayan: func(r *mayanReading) { r.SkipSame = true }},
	{ID: "left-first", Game: "mayan", Rule: "moves tried", sameExistence: true,
		If: "the smallest answer is taken with g = -1 ordered before 1", Section: "Output (g with 1 before -1)",
		mayan: func(r *mayanReading) { r.LeftFirst = true }},
	{ID: "pair-order", Game: "mayan", Rule: "moves tried", sameExistence: true,
		If: "moves are tried by adjacent pair, not by the dragged block: for each x < 4 and y, (x, y, 1) if (x, y) holds a block, else (x+1, y, -1)", Section: "Output (compare moves by x, then y, then g)",
		mayan: func(r *mayanReading) { r.PairOrder = true }},
	{ID: "no-left-drag", Game: "mayan", Rule: "moves tried",
		If: "a drag to the left is never tried (\"a left drag onto a block is its neighbour's right drag\" taken to every left drag, which also loses a left drop into an empty column)", Section: "Output (a left move into an empty cell can be part of the answer)",
		mayan: func(r *mayanReading) { r.NoLeft = true }},
	{ID: "fewer-moves", Game: "mayan", Rule: "length",
		If: "a shorter clearing sequence is accepted (at most n moves)", Section: "Output (n moves, empty after the n-th, not before)",
		mayan: func(r *mayanReading) { r.Fewer = true }},
	{ID: "sequential-clear", Game: "mayan", Rule: "clearing",
		If: "each round removes the row lines first, then the column lines that are left", Section: "Board and moves (all at once)",
		mayan: func(r *mayanReading) { r.Sequential = true }},
	{ID: "moved-lines-only", Game: "mayan", Rule: "clearing",
		If: "lines are looked for only through the dragged blocks and the blocks that fall after a removal, so a line made by the blocks that fall into the place a dragged block left stays", Section: "Board and moves (every line of three goes)",
		mayan: func(r *mayanReading) { r.MovedOnly = true }},
	{ID: "empty-drag", Game: "mayan", Rule: "moves tried",
		If: "an empty cell can be dragged: over an empty cell it is a move that changes nothing, onto a block it moves that block across", Section: "Board and moves (a move drags a block)",
		mayan: func(r *mayanReading) { r.EmptyDrag = true }},
	{ID: "one-based", Game: "mayan", Rule: "coordinates", sameExistence: true,
		If: "the moves are printed with x and y counted from 1", Section: "Output (x = 0..4, y = 0..6)",
		mayan: func(r *mayanReading) { r.OneBased = true }},
	{ID: "full-column-misread", Game: "mayan", Rule: "input",
		If: "each column is read as at most seven colors, so the 0 that ends a full column is taken for the next column's end", Section: "Input (every column ended by 0, full ones too)",
		mayan: func(r *mayanReading) { r.fullColumn = true }},
}

// valid: a mistake of a valid operation's scoring could change a game
// that had one.
func valid(h naive.Happened) bool { return h.Valid }

// ByID finds a mistake of the catalogue.
func ByID(id string) (Mistake, bool) {
	for _, m := range append(Catalogue, sameColorMoved) {
		if m.ID == id {
			return m, true
		}
	}
	return Mistake{}, false
}

// Of lists the catalogue's mistakes of one game.
func Of(game string) []Mistake { return Under(false).Of(game) }

// sameColorMoved is same-color-skipped's opposite: a mistake only where
// the rules are -skip-same-color's.
var sameColorMoved = Mistake{ID: "same-color-moved", Game: "mayan", Rule: "same color",
	If: "a drag onto a block of the same color is a move that changes nothing (Luogu P1312's reading, match3's default)", Section: "Board and moves, under -skip-same-color (such a drag is no move)",
	mayan: func(r *mayanReading) { r.SkipSame = false }}

// Rules is the reading answers are judged by: docs/rules.md, or for the
// Mayan puzzle under -skip-same-color the NOIP reference solution's, from
// which the mistakes are then departures.
type Rules struct{ SkipSame bool }

// Under is the rules, with -skip-same-color's reading when skipSame.
func Under(skipSame bool) Rules { return Rules{SkipSame: skipSame} }

// Of lists the mistakes of one game as departures from r: under
// -skip-same-color, same-color-skipped is the rules and same-color-moved
// a mistake.
func (r Rules) Of(game string) []Mistake {
	var out []Mistake
	for _, m := range Catalogue {
		if m.Game != game {
			continue
		}
		if r.SkipSame && m.ID == "same-color-skipped" {
			m = sameColorMoved
		}
		out = append(out, m)
	}
	return out
}

// Finding is a set of mistakes, made together, whose reading gives the
// answer checked.
type Finding struct {
	Mistakes []Mistake
	// Padding, for a Mayan answer read with fewer-moves: the lines after
	// the board is cleared, which the answer printed to make up n lines
	// ("lines 3-5"), or "".
	Padding string
}

// ID names the finding: "same-color-skipped + left-first + fewer-moves
// (padded)".
func (f Finding) ID() string {
	ids := make([]string, len(f.Mistakes))
	for i, m := range f.Mistakes {
		ids[i] = m.ID
		if m.ID == "fewer-moves" && f.Padding != "" {
			ids[i] += " (padded)"
		}
	}
	return strings.Join(ids, " + ")
}

// If says what the finding reads wrongly: "combination is scored per run,
// not per block, and the chain score is 80 x^2 instead of 80 (x-1)^2".
func (f Finding) If() string {
	parts := make([]string, len(f.Mistakes))
	for i, m := range f.Mistakes {
		parts[i] = m.If
	}
	return strings.Join(parts, ", and ")
}

// Clause says which findings give an answer, for a verdict line: "; that
// is the answer if combination is scored per run, not per block
// (combo-per-run)", "" for none. A padded answer says which lines pad it.
// A bare -1 that readings give is weak evidence: many readings find no
// answer where the rules find one.
func Clause(fs []Finding, answer string) string {
	s, padding := "", ""
	for i, f := range fs {
		if i == 0 {
			s = "; that is the answer if "
		} else {
			s += ", or if "
		}
		s += f.If() + " (" + f.ID() + ")"
		if f.Padding != "" {
			padding = f.Padding
		}
	}
	if padding != "" {
		s += ", padded to n lines: " + padding + " of the answer"
	}
	if s != "" && strings.TrimSpace(answer) == "-1" {
		s += "; weak evidence: many readings give -1 where the rules find an answer"
	}
	return s
}

// sets lists the sets of size mistakes from ms, in the catalogue's order,
// that can be made together: no two read one rule.
func sets(ms []Mistake, size int) [][]Mistake {
	var out [][]Mistake
	var grow func(from int, set []Mistake)
	grow = func(from int, set []Mistake) {
		if len(set) == size {
			out = append(out, append([]Mistake(nil), set...))
			return
		}
		for i := from; i < len(ms); i++ {
			if !clashes(set, ms[i]) {
				grow(i+1, append(set, ms[i]))
			}
		}
	}
	grow(0, nil)
	return out
}

// clashes reports whether m reads a rule that a mistake of set reads.
func clashes(set []Mistake, m Mistake) bool {
	for _, o := range set {
		if o.Rule == m.Rule {
			return true
		}
	}
	return false
}

// Name returns the findings that give a contestant's answer, as printed,
// to an input of the game (poker or mayan; skipSame, the Mayan rules of
// -skip-same-color): NameMayan's, or NamePoker's
// for an answer that is one integer; none for another.
func Name(game, input, answer string, skipSame bool) []Finding {
	if game == "mayan" {
		return NameMayan(input, answer, skipSame)
	}
	total, err := strconv.ParseInt(strings.TrimSpace(answer), 10, 64)
	if err != nil {
		return nil
	}
	g, err := naive.ParseGame(input)
	if err != nil {
		return nil
	}
	return NamePoker(g, total)
}

// sideBySide calls do(0) to do(n-1), one goroutine a processor, and
// returns when all are done.
func sideBySide(n int, do func(i int)) {
	work := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < runtime.GOMAXPROCS(0); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range work {
				do(i)
			}
		}()
	}
	for i := 0; i < n; i++ {
		work <- i
	}
	close(work)
	wg.Wait()
}

// maxMistakes is the most mistakes a finding holds.
const maxMistakes = 3
