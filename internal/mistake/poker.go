package mistake

import (
	"sync"

	"match3/internal/naive"
)

// PokerTotal is the total of a Lines & Poker input read with the mistakes
// ms (none: docs/rules.md); ok is false when the input cannot be read.
func PokerTotal(input string, ms ...Mistake) (int64, bool) {
	g, err := naive.ParseGame(input)
	if err != nil {
		return 0, false
	}
	g.Reading = readingOf(ms)
	return g.Play().Total(), true
}

// NamePoker returns the findings whose reading gives total on the input:
// the single mistakes that give it, or else the pairs, or else the
// triples. It plays each reading it needs once, several at a time.
//
// A set of mistakes is tried only when each of them changes the game
// played under the others (a mistake of a rule that game never meets
// plays it unchanged, and the smaller set is the finding). And the parts
// of a set's score are put together from the plays of smaller readings:
// a mistake that changes one part of the score (the elimination, chain,
// combination or pattern) and not the board leaves the rest as the
// reading without it plays them. So the board-changing mistakes of a set
// are played together, and each part-changing one beside them alone.
func NamePoker(g *naive.Game, total int64) []Finding {
	p := newPokerPlays(g)
	rules, ok := p.get(nil)
	if !ok || rules.Parts.Total() == total {
		return nil
	}
	for size := 1; size <= maxMistakes; size++ {
		// First every play the sets of this size need, all at once.
		var candidates [][]Mistake
		var needed [][]Mistake
		for _, set := range sets(Of("poker"), size) {
			if plays, ok := p.plan(set); ok {
				candidates = append(candidates, set)
				needed = append(needed, plays...)
			}
		}
		p.playAll(needed)
		var found []Finding
		for _, set := range candidates {
			if t, ok := p.total(set); ok && t == total {
				found = append(found, Finding{Mistakes: set})
			}
		}
		if len(found) > 0 {
			return found
		}
	}
	return nil
}

// pokerPlays plays an input, read once, under readings, each once.
type pokerPlays struct {
	start  *naive.Game // as read, never played; nil when it cannot be read
	mu     sync.Mutex
	played map[naive.Reading]naive.Game
}

func newPokerPlays(g *naive.Game) *pokerPlays {
	return &pokerPlays{start: g, played: map[naive.Reading]naive.Game{}}
}

// pokerPlaysOf reads an input once for its plays.
func pokerPlaysOf(input string) *pokerPlays {
	g, err := naive.ParseGame(input)
	if err != nil {
		g = nil
	}
	return newPokerPlays(g)
}

// pokerTotal is a reading's total, ok false when the input cannot be
// read.
type pokerTotal struct {
	total int64
	ok    bool
}

// totals puts together the totals of the readings marked (see NamePoker),
// playing what they need smallest first, several at a time; a mistake
// the game played without it never meets is not played, as it changes
// nothing.
func (p *pokerPlays) totals(readings []Finding, play []bool) []pokerTotal {
	out := make([]pokerTotal, len(readings))
	for size := 0; size <= maxMistakes; size++ {
		var now []int
		for i, f := range readings {
			if play[i] && len(f.Mistakes) == size {
				now = append(now, i)
			}
		}
		sideBySide(len(now), func(k int) {
			i := now[k]
			t, ok := p.totalOf(readings[i].Mistakes)
			out[i] = pokerTotal{t, ok}
		})
	}
	return out
}

// totalOf is the total of one reading: its board-changing mistakes
// played together, and each part-changing one's part from the play with
// it added.
func (p *pokerPlays) totalOf(set []Mistake) (int64, bool) {
	board, parts := split(set)
	base, ok := p.lean(board)
	if !ok {
		return 0, false
	}
	sum := base.Parts
	for _, m := range parts {
		if !meets(base.Happened, m) {
			continue // the part as the reading without m plays it
		}
		g, ok := p.get(plus(board, m))
		if !ok {
			return 0, false
		}
		sum = withPart(sum, m.part, g.Parts)
	}
	return sum.Total(), true
}

// lean plays the board-changing mistakes ms, or, where one of them is
// never met by the game the others play, that game: the same.
func (p *pokerPlays) lean(ms []Mistake) (naive.Game, bool) {
	for i, m := range ms {
		g, ok := p.lean(without(ms, i))
		if !ok || !meets(g.Happened, m) {
			return g, ok
		}
	}
	return p.get(ms)
}

func readingOf(ms []Mistake) naive.Reading {
	var r naive.Reading
	for _, m := range ms {
		m.poker(&r)
	}
	return r
}

// get plays the input under the mistakes ms, or says it has.
func (p *pokerPlays) get(ms []Mistake) (naive.Game, bool) {
	r := readingOf(ms)
	p.mu.Lock()
	g, ok := p.played[r]
	p.mu.Unlock()
	if ok {
		return g, g.N > 0
	}
	if p.start != nil {
		h := p.start.Fresh()
		h.Reading = r
		h.Play()
		g = *h
	}
	p.mu.Lock()
	p.played[r] = g
	p.mu.Unlock()
	return g, g.N > 0
}

// playAll plays readings side by side.
func (p *pokerPlays) playAll(readings [][]Mistake) {
	sideBySide(len(readings), func(i int) { p.get(readings[i]) })
}

// split parts a set into the mistakes that change the board and those
// that change one part of the score.
func split(set []Mistake) (board, parts []Mistake) {
	for _, m := range set {
		if m.part == allParts {
			board = append(board, m)
		} else {
			parts = append(parts, m)
		}
	}
	return board, parts
}

// plan lists the plays a set's total needs, and says whether the set is
// worth them: false when one of its mistakes changes nothing of what the
// others play (known from plays already made; a play not yet made is
// assumed to matter).
func (p *pokerPlays) plan(set []Mistake) ([][]Mistake, bool) {
	board, parts := split(set)
	// Each board-changing mistake against the others of the set.
	for i, m := range board {
		if g, ok := p.known(without(board, i)); ok && !meets(g.Happened, m) {
			return nil, false
		}
	}
	plays := [][]Mistake{board}
	if g, ok := p.known(board); ok {
		for _, m := range parts {
			if !meets(g.Happened, m) {
				return nil, false
			}
		}
	}
	for _, m := range parts {
		plays = append(plays, plus(board, m))
	}
	return plays, true
}

// known is a play already made.
func (p *pokerPlays) known(ms []Mistake) (naive.Game, bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	g, ok := p.played[readingOf(ms)]
	return g, ok
}

// total puts a set's total together from its plays (see NamePoker), or
// says that one of its mistakes changes nothing there.
func (p *pokerPlays) total(set []Mistake) (int64, bool) {
	if !p.allMatter(set) {
		return 0, false
	}
	return p.totalOf(set)
}

// allMatter reports whether every mistake of a set changes the game the
// others play.
func (p *pokerPlays) allMatter(set []Mistake) bool {
	board, parts := split(set)
	for i, m := range board {
		if g, ok := p.get(without(board, i)); !ok || !meets(g.Happened, m) {
			return false
		}
	}
	base, ok := p.get(board)
	if !ok {
		return false
	}
	for _, m := range parts {
		if !meets(base.Happened, m) {
			return false
		}
	}
	return true
}

// without is the set less its i-th mistake, plus the set and one more:
// new slices, as plays keep theirs.
func without(set []Mistake, i int) []Mistake {
	return append(append([]Mistake(nil), set[:i]...), set[i+1:]...)
}

func plus(set []Mistake, m Mistake) []Mistake { return append(append([]Mistake(nil), set...), m) }

// meets reports whether a game met the rule m reads wrongly, so that m
// could change it.
func meets(h naive.Happened, m Mistake) bool { return m.met(h) }

// withPart is sum with one part taken from another play's parts.
func withPart(sum naive.Parts, p part, from naive.Parts) naive.Parts {
	switch p {
	case elimination:
		sum.Elimination = from.Elimination
	case chain:
		sum.Chain = from.Chain
	case combination:
		sum.Combination = from.Combination
	case pattern:
		sum.Pattern = from.Pattern
	}
	return sum
}
