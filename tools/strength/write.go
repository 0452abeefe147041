package main

import (
	"fmt"
	"io"
	"math/rand"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"match3/internal/gen"
	"match3/internal/mistake"
)

// The -write search: given the tests a set has (maybe none), find inputs
// that complete it, and choose the fewest. Every step is a function of
// counters and seeds, never of the clock, so the same command writes the
// same tests.

// requirement is one thing the set must do, need times: catch a mistake
// (twice: a mistake caught by one test hangs on that test), cover a rule
// event, or hold the input that makes a slow solution work hardest.
type requirement struct {
	name string
	need int
	met  func(t *test) bool
	// recipes say where to look for an input that meets it: generator
	// settings, smallest first.
	recipes []recipe
}

// recipe is a range of generator settings; try i draws one from it.
type recipe struct {
	game                string
	n, m, k, q          [2]int // Lines & Poker
	special, valid      float64
	clear               bool
	shape               string
	moves, blocks, cols [2]int // Mayan
	solvable, corners   bool
	built               int
}

// options draws try i's settings and seed: the same i, the same input.
func (r recipe) options(i int) gen.Options {
	rng := rand.New(rand.NewSource(int64(i)*7919 + 17))
	in := func(span [2]int) int { return span[0] + rng.Intn(span[1]-span[0]+1) }
	o := gen.Options{Game: r.game, Seed: int64(i), Shape: r.shape}
	if r.game == "mayan" {
		o.Mayan = gen.Mayan{Moves: in(r.moves), Blocks: in(r.blocks), Colors: in(r.cols), Solvable: r.solvable, Built: r.built, Corners: r.corners}
		return o
	}
	o.Poker = gen.Poker{N: in(r.n), M: in(r.m), K: in(r.k), Q: in(r.q), Special: r.special, Valid: r.valid, Clear: r.clear}.Widened(false)
	return o
}

// Recipes for Lines & Poker: a few small boards that make a rule matter.
var (
	small       = recipe{game: "poker", n: [2]int{3, 6}, m: [2]int{3, 6}, k: [2]int{2, 3}, q: [2]int{1, 4}, valid: 1}
	specials    = recipe{game: "poker", n: [2]int{4, 7}, m: [2]int{4, 7}, k: [2]int{3, 4}, q: [2]int{2, 8}, special: 0.4, valid: 1}
	handsRecipe = recipe{game: "poker", n: [2]int{6, 8}, m: [2]int{6, 8}, k: [2]int{3, 6}, q: [2]int{10, 30}, valid: 1}
	invalids    = recipe{game: "poker", n: [2]int{2, 5}, m: [2]int{2, 5}, k: [2]int{2, 4}, q: [2]int{3, 12}, special: 0.2, valid: 0.4}
	tiny        = recipe{game: "poker", n: [2]int{2, 3}, m: [2]int{2, 4}, k: [2]int{2, 3}, q: [2]int{2, 8}, valid: 0.3}
	twoColors   = recipe{game: "poker", n: [2]int{15, 20}, m: [2]int{15, 20}, k: [2]int{2, 2}, q: [2]int{5, 20}, valid: 1}
	fiveOfAKind = recipe{game: "poker", n: [2]int{6, 8}, m: [2]int{6, 8}, k: [2]int{2, 2}, q: [2]int{5, 12}, valid: 1}
	clearing    = recipe{game: "poker", n: [2]int{2, 4}, m: [2]int{2, 4}, k: [2]int{2, 3}, q: [2]int{1, 6}, special: 0.5, valid: 1, clear: true}
)

// Recipes for the Mayan puzzle.
func mayanSolvable(moves [2]int) recipe {
	return recipe{game: "mayan", moves: moves, blocks: [2]int{3, 12}, cols: [2]int{1, 3}, solvable: true}
}

var (
	// fewer moves clear the board than n
	mayanShort = recipe{game: "mayan", moves: [2]int{2, 3}, blocks: [2]int{3, 8}, cols: [2]int{1, 3}, solvable: true, built: 1}
	// runs that meet at a corner
	mayanCorners = recipe{game: "mayan", moves: [2]int{2, 3}, blocks: [2]int{8, 16}, cols: [2]int{2, 3}, solvable: true, corners: true}
	// full columns, which a solution that reads at most seven colors a
	// column misreads
	mayanFull = recipe{game: "mayan", moves: [2]int{3, 5}, blocks: [2]int{25, 35}, cols: [2]int{3, 6}, solvable: true}
)

func mayanRandom(moves [2]int) recipe {
	return recipe{game: "mayan", moves: moves, blocks: [2]int{4, 12}, cols: [2]int{1, 3}}
}

// mistakeRecipes say where each mistake's catchers are.
var mistakeRecipes = map[string][]recipe{
	"combo-per-run":       {small},
	"combo-over-e":        {specials},
	"invalid-swap-kept":   {invalids},
	"no-special-chain":    {specials},
	"smaller-main-color":  {handsRecipe},
	"no-round-multiplier": {small},
	"diagonal-swap":       {tiny, invalids},
	"chain-squared":       {small},
	"block-no-left":       {twoColors},
	"same-color-skipped":  {mayanShort},
	"left-first":          {mayanSolvable([2]int{2, 3})},
	"pair-order":          {mayanSolvable([2]int{2, 3})},
	"fewer-moves":         {mayanShort},
	"sequential-clear":    {mayanCorners},
	"no-left-drag":        {mayanSolvable([2]int{1, 3})},
	"moved-lines-only":    {mayanSolvable([2]int{1, 3})},
	"empty-drag":          {mayanSolvable([2]int{1, 3})},
	"one-based":           {mayanSolvable([2]int{1, 2})},
	"full-column-misread": {mayanFull},
}

// coverageRecipes say where each rule event is; an event not named has
// its game's general recipes.
var coverageRecipes = map[string][]recipe{
	"a 2x3 block (450)":                      {small},
	"a block of 6 or more":                   {small, handsRecipe},
	"an operation invalid: not adjacent":     {invalids},
	"an operation invalid: same cell":        {invalids, tiny},
	"an operation invalid: empty cell":       {invalids},
	"an operation invalid: no run":           {invalids},
	"the all-valid bonus":                    {small},
	"the board cleared":                      {clearing},
	"a cascade of 800 rounds or more":        {{game: "poker", shape: "cascade"}},
	"k = 100":                                {{game: "poker", n: [2]int{3, 8}, m: [2]int{3, 8}, k: [2]int{100, 100}, q: [2]int{1, 6}, valid: 1}},
	"n + m = 5":                              {{game: "poker", n: [2]int{2, 2}, m: [2]int{3, 3}, k: [2]int{2, 3}, q: [2]int{1, 6}, valid: 1}},
	"k = 2":                                  {{game: "poker", n: [2]int{3, 8}, m: [2]int{3, 8}, k: [2]int{2, 2}, q: [2]int{1, 6}, valid: 1}},
	"n or m = 2":                             {{game: "poker", n: [2]int{2, 2}, m: [2]int{3, 8}, k: [2]int{2, 3}, q: [2]int{1, 6}, valid: 1}},
	"ten colors":                             {{game: "mayan", moves: [2]int{1, 5}, blocks: [2]int{30, 35}, cols: [2]int{10, 10}}},
	"a full column":                          {{game: "mayan", moves: [2]int{1, 5}, blocks: [2]int{25, 35}, cols: [2]int{2, 5}, solvable: true}},
	"a wasted same-color swap in the answer": {mayanShort},
	"a row and a column removed together":    {mayanCorners},
	"a hand: five of a kind":                 {fiveOfAKind},
	"a hand: four of a kind":                 {fiveOfAKind, handsRecipe},
}

func coverageRecipe(c coverage) []recipe {
	if r, ok := coverageRecipes[c.name]; ok {
		return r
	}
	if c.game == "mayan" {
		var moves [2]int
		if _, err := fmt.Sscanf(c.name, "solvable, n = %d", &moves[0]); err == nil {
			moves[1] = moves[0]
			return []recipe{mayanSolvable(moves)}
		}
		if _, err := fmt.Sscanf(c.name, "no answer, n = %d", &moves[0]); err == nil {
			moves[1] = moves[0]
			return []recipe{mayanRandom(moves)}
		}
		return []recipe{mayanSolvable([2]int{2, 4}), mayanSolvable([2]int{3, 5})}
	}
	if strings.Contains(c.name, "special") {
		return []recipe{specials}
	}
	return []recipe{handsRecipe, specials}
}

// hardRecipes are where slow solutions are made to work hardest: the
// built shapes and full-size games, hard five-move puzzles.
var hardRecipes = map[string][]recipe{
	"poker": {{game: "poker", shape: "cascade"}, {game: "poker", shape: "pairs"},
		{game: "poker", n: [2]int{50, 50}, m: [2]int{50, 50}, k: [2]int{gen.Auto, gen.Auto}, q: [2]int{1000, 1000}, special: gen.Auto, valid: gen.Auto}},
	"mayan": {{game: "mayan", moves: [2]int{5, 5}, blocks: [2]int{26, 35}, cols: [2]int{3, 4}}},
}

// triesPerRecipe bounds the search for one requirement in one recipe;
// hardTries, the hard inputs tried for each slow solution.
const (
	triesPerRecipe = 400
	hardTries      = 12
)

// writer searches for the inputs a set lacks.
type writer struct {
	game   string
	bin    string // match3
	fixed  []*test
	pool   []*test
	seen   map[string]bool // inputs tried
	reqs   []*requirement
	log    io.Writer
	tried  int
	failed map[string]int // requirements no input met, and the tries spent
}

// requirements lists what a set of the game must do.
func (w *writer) requirements() []*requirement {
	var reqs []*requirement
	for _, m := range mistake.Of(w.game) {
		id := m.ID
		reqs = append(reqs, &requirement{name: "catches " + id, need: 2, recipes: mistakeRecipes[id],
			met: func(t *test) bool { return slices.Contains(t.caught, id) }})
	}
	for _, c := range coveragesOf(w.game) {
		c := c
		reqs = append(reqs, &requirement{name: "covers " + c.name, need: 1, recipes: coverageRecipe(c),
			met: func(t *test) bool { return t.events != nil && c.in(t.events) }})
	}
	return reqs
}

// count is how many tests of the set and the pool meet a requirement.
func (w *writer) count(r *requirement) int {
	set, pool := w.meeting(r)
	return set + pool
}

// meeting is how many tests of the set, and of the pool, meet a
// requirement.
func (w *writer) meeting(r *requirement) (set, pool int) {
	for _, t := range w.fixed {
		if r.met(t) {
			set++
		}
	}
	for _, t := range w.pool {
		if r.met(t) {
			pool++
		}
	}
	return set, pool
}

// try makes the input of options o and evaluates it, and with catch finds
// the mistakes it catches; nil when it is not new, or match3 refuses it.
func (w *writer) try(o gen.Options, catch bool) (*test, error) {
	w.tried++
	input, err := o.Input()
	if err != nil || w.seen[input] {
		return nil, nil
	}
	w.seen[input] = true
	t := &test{input: input, made: "gen " + o.Flags()}
	if err := t.evaluate(w.bin); err != nil || t.answer == "" {
		return nil, err
	}
	if catch {
		t.caught = catches(t.input, t.game, t.answer)
	}
	return t, nil
}

// hunt looks for inputs that meet the requirements the set and the pool
// do not meet often enough, one requirement at a time; an input found
// for one is kept for all it meets.
func (w *writer) hunt() error {
	for _, r := range w.reqs {
		spent := 0
		for _, rc := range r.recipes {
			for i := 1; i <= triesPerRecipe && w.count(r) < r.need; i++ {
				spent++
				if rc.shape != "" && i > 1 {
					break
				}
				t, err := w.try(rc.options(i), true)
				if err != nil {
					return err
				}
				if t == nil || !r.met(t) {
					continue
				}
				w.pool = append(w.pool, w.shrink(t, rc.options(i), r))
			}
		}
		if w.count(r) < r.need {
			w.failed[r.name] = spent
		}
	}
	return nil
}

// shrink keeps a Lines & Poker catcher small: the fewest operations
// (the generator's first q of a longer game are the game of q) for which
// it still meets r.
func (w *writer) shrink(t *test, o gen.Options, r *requirement) *test {
	if o.Game != "poker" || o.Shape != "" || o.Poker.Valid == gen.Auto {
		return t
	}
	for q := 1; q < o.Poker.Q; q++ {
		o.Poker.Q = q
		input, err := o.Input()
		if err != nil {
			break
		}
		s := &test{input: input, made: "gen " + o.Flags()}
		if s.evaluate(w.bin) == nil && s.answer != "" {
			s.caught = catches(s.input, s.game, s.answer)
		}
		if s.answer != "" && r.met(s) {
			w.seen[input] = true
			return s
		}
	}
	return t
}

// hardest adds, for each slow solution's measure, the hardest input of a
// few: the built shapes, full-size games, hard puzzles.
func (w *writer) hardest() ([]*requirement, error) {
	var reqs []*requirement
	for _, m := range workOf(w.game) {
		m := m
		var best int64 = -1
		for _, t := range append(append([]*test(nil), w.fixed...), w.pool...) {
			if v := m.of(t.events); v > best {
				best = v
			}
		}
		for _, rc := range hardRecipes[w.game] {
			for i := 1; i <= hardTries; i++ {
				if rc.shape != "" && i > 1 {
					break
				}
				t, err := w.try(rc.options(i), false)
				if err != nil {
					return nil, err
				}
				if t != nil && m.of(t.events) > best {
					best = m.of(t.events)
					t.caught = catches(t.input, t.game, t.answer)
					w.pool = append(w.pool, t)
				}
			}
		}
		reqs = append(reqs, &requirement{name: "stops " + m.name, need: 1,
			met: func(t *test) bool { return t.events != nil && m.of(t.events) >= best }})
	}
	return reqs, nil
}

// cover chooses the fewest tests of the pool that, with the set's own,
// meet every requirement as often as it needs (as often as the pool can):
// greedy set cover, the test that meets most of what is left first, the
// smaller first among equals. It returns them and a lower bound on how
// many any choice needs: requirements no single test of the pool meets
// two of, each needing what the set lacks.
func (w *writer) cover(reqs []*requirement) (chosen []*test, bound int) {
	left := map[*requirement]int{}
	for _, r := range reqs {
		have := 0
		for _, t := range w.fixed {
			if r.met(t) {
				have++
			}
		}
		most := 0
		for _, t := range w.pool {
			if r.met(t) {
				most++
			}
		}
		if need := r.need - have; need > 0 {
			if need > most {
				need = most
			}
			left[r] = need
		}
	}
	taken := map[*test]bool{}
	for {
		var best *test
		bestGain := 0
		for _, t := range w.pool {
			if taken[t] {
				continue
			}
			gain := 0
			for r, n := range left {
				if n > 0 && r.met(t) {
					gain++
				}
			}
			if gain > bestGain || gain == bestGain && gain > 0 && len(t.input) < len(best.input) {
				best, bestGain = t, gain
			}
		}
		if best == nil {
			break
		}
		taken[best] = true
		chosen = append(chosen, best)
		for r := range left {
			if left[r] > 0 && r.met(best) {
				left[r]--
			}
		}
	}
	// The bound: requirements, most needed first, that share no test.
	var needed []*requirement
	for _, r := range reqs {
		if left0(r, w) > 0 {
			needed = append(needed, r)
		}
	}
	sort.SliceStable(needed, func(i, j int) bool { return left0(needed[i], w) > left0(needed[j], w) })
	var apart []*requirement
	for _, r := range needed {
		alone := true
		for _, t := range w.pool {
			if !r.met(t) {
				continue
			}
			for _, a := range apart {
				if a.met(t) {
					alone = false
				}
			}
		}
		if alone {
			apart = append(apart, r)
			bound += left0(r, w)
		}
	}
	return chosen, bound
}

// left0 is how many more tests a requirement needs than the set has, as
// many as the pool can give.
func left0(r *requirement, w *writer) int {
	have, most := w.meeting(r)
	need := r.need - have
	if need > most {
		need = most
	}
	if need < 0 {
		return 0
	}
	return need
}

// writeSet writes the chosen tests of a game into dir, numbered from
// first, each with match3's answer, and returns its README.txt lines: what
// each catches, covers and stops, and the command that makes it again.
func writeSet(dir, game string, first int, chosen []*test, reqs []*requirement) (string, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	var readme strings.Builder
	for i, t := range chosen {
		t.name = fmt.Sprintf("%s-%02d", game, first+i)
		t.path = filepath.Join(dir, t.name+".in")
		if err := os.WriteFile(t.path, []byte(t.input), 0o644); err != nil {
			return "", err
		}
		if err := os.WriteFile(filepath.Join(dir, t.name+".ans"), []byte(t.answer), 0o644); err != nil {
			return "", err
		}
		// "catches a, b; covers c; stops d", each kind once.
		var kinds []string
		does := map[string][]string{}
		for _, r := range reqs {
			if r.met(t) {
				kind, what, _ := strings.Cut(r.name, " ")
				if does[kind] == nil {
					kinds = append(kinds, kind)
				}
				does[kind] = append(does[kind], what)
			}
		}
		var parts []string
		for _, k := range kinds {
			parts = append(parts, k+" "+strings.Join(does[k], ", "))
		}
		fmt.Fprintf(&readme, "%s.in: %s\n    %s\n", t.name, strings.Join(parts, "; "), t.made)
	}
	return readme.String(), nil
}

func gameName(game string) string {
	if game == "mayan" {
		return "the Mayan puzzle"
	}
	return "Integration of Lines and Poker"
}
