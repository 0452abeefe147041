//go:build !judge

package main

import (
	"fmt"
	"math/rand"
	"reflect"
	"testing"

	"match3/internal/gen"
	"match3/internal/naive"
)

// TestSwapViews: on random games of many sizes, colors and shares of
// specials, stopped after any number of their operations (so with hands
// in progress at every count), each swap listed scores what playing it
// next scores, played on a copy of the game by the engine (operate) and by
// the plain engine; the swaps listed are exactly those both call valid;
// and the game is left as it was. And so on the page's new games (q = 0).
func TestSwapViews(t *testing.T) {
	games, views, checked := 400, 0, 0
	if testing.Short() {
		games = 100
	}
	var hands [handSize]int // games checked by valid operations in their hand
	rng := rand.New(rand.NewSource(44))
	for seed := int64(0); seed < int64(games); seed++ {
		p := gen.Poker{N: 2 + rng.Intn(14), M: 2 + rng.Intn(14), K: 2 + rng.Intn(4), Q: 1 + rng.Intn(40), Valid: 0.6 + 0.4*rng.Float64()}
		switch seed % 4 {
		case 1:
			p.Special = 0.1 * rng.Float64()
		case 2:
			p.Special = rng.Float64() // dense: chains of effects
		case 3:
			p.K = 2 + rng.Intn(99)
		}
		p = p.Widened(false)
		input := p.Game(rand.New(rand.NewSource(seed)))
		g, err := parseGame([]byte(input))
		if err != nil {
			t.Fatal(err)
		}
		ng, err := naive.ParseGame(input)
		if err != nil {
			t.Fatal(err)
		}
		for i, op := range g.ops[:rng.Intn(len(g.ops)+1)] {
			if g.operate(i+1, op) != ng.Operate(ng.Ops[i]) {
				t.Fatalf("seed %d: the engines disagree on operation %d", seed, i+1)
			}
		}
		hands[g.valid%handSize]++
		checked++
		views += checkSwapViews(t, fmt.Sprintf("seed %d", seed), g, ng)
	}
	// The page's new games: q = 0, no hand begun.
	for seed := int64(0); seed < int64(games)/4; seed++ {
		o := gen.Options{Game: "poker", Seed: seed, Poker: gen.Poker{N: 2 + rng.Intn(14), M: 2 + rng.Intn(14), K: 2 + rng.Intn(8), Special: gen.Auto}}
		o.Poker = o.Poker.Widened(false)
		input, err := o.NewGame()
		if err != nil {
			t.Fatal(err)
		}
		ng, err := naive.ParseGame(input)
		if err != nil {
			t.Fatal(err)
		}
		listed := checkSwapViews(t, fmt.Sprintf("new game %d", seed), newGame(t, input), ng)
		if listed == 0 {
			t.Errorf("new game %d: no valid swap\n%s", seed, input)
		}
		hands[0]++
		checked++
		views += listed
	}
	for i, n := range hands {
		if n == 0 {
			t.Errorf("no game was checked with %d valid operations in its hand", i)
		}
	}
	t.Logf("%d games (by valid operations in the hand: %v), %d swaps", checked, hands, views)
}

// TestBestSwap: the most points, the first of equals.
func TestBestSwap(t *testing.T) {
	for _, c := range []struct {
		points []int64
		want   int
	}{
		{nil, -1},
		{[]int64{60}, 0},
		{[]int64{60, 90, 90, 30}, 1},
		{[]int64{60, 50, 90}, 2},
	} {
		views := make([]swapView, len(c.points))
		for i, p := range c.points {
			views[i].Points = p
		}
		if got := bestSwap(views); got != c.want {
			t.Errorf("%v: %d, want %d", c.points, got, c.want)
		}
	}
}

// TestSwapViewsFullSize: the same on the full-size judge cases, at their
// start and after their operations, against the engine alone (the plain
// engine takes seconds a swap there).
func TestSwapViewsFullSize(t *testing.T) {
	if testing.Short() {
		t.Skip("full-size boards")
	}
	for _, name := range []string{"thupc2022-11", "thupc2022-13", "thupc2022-23", "random-max-01"} {
		g := goldenGame(t, name)
		views := checkSwapViews(t, name+" at the start", g, nil)
		for i, op := range g.ops {
			g.operate(i+1, op)
		}
		after := checkSwapViews(t, name+" after its operations", g, nil)
		t.Logf("%s: %d swaps at the start, %d after", name, views, after)
	}
}

// checkSwapViews checks g's swap views against playing each swap on a
// copy of g, and of the plain engine's game ng (when not nil), and
// returns how many there are.
func checkSwapViews(t *testing.T, name string, g *Game, ng *naive.Game) int {
	t.Helper()
	before := stateOf(g)
	var seen roundCounter // an observer of the game sees nothing of the swaps tried
	g.obs = &seen
	views := g.swapViews(nil)
	if after := stateOf(g); !reflect.DeepEqual(after, before) || g.obs != &seen || seen != 0 {
		t.Fatalf("%s: swapViews changed the game, or its observer saw %d rounds", name, seen)
	}
	g.obs = nil
	b, k := g.board, 0
	var parts []swapView // the list a few cells at a time
	for from, step := 0, 1; from < b.n*b.m; from, step = from+step, step%7+1 {
		parts = g.swapViewsCells(parts, from, from+step)
	}
	if !reflect.DeepEqual(parts, views) || !reflect.DeepEqual(stateOf(g), before) {
		t.Fatalf("%s: swapViewsCells a few cells at a time lists otherwise, or changed the game", name)
	}
	for r := 0; r < b.n; r++ {
		for c := 0; c < b.m; c++ {
			for _, op := range [2]Op{{r, c, r, c + 1}, {r, c, r + 1, c}} {
				if op.r2 == b.n || op.c2 == b.m {
					continue
				}
				h := copyGame(g)
				var rounds roundCounter
				h.obs = &rounds
				valid := h.operate(1, op)
				var want swapView
				if valid {
					want = swapView{
						Op:          op,
						Rounds:      int(rounds),
						Elimination: h.tally.Elimination - g.tally.Elimination,
						Combination: h.tally.Combination - g.tally.Combination,
						Chain:       h.tally.Chain - g.tally.Chain,
						Pattern:     h.tally.Pattern - g.tally.Pattern,
						Mains:       h.mains[g.valid%handSize],
					}
					want.Points = want.Elimination + want.Combination + want.Chain + want.Pattern
				}
				if ng != nil {
					nv, parts, rounds := playNaive(ng, op)
					if nv != valid {
						t.Fatalf("%s: %v: the engine says valid %v, the plain engine %v", name, op, valid, nv)
					}
					if valid {
						plain := swapView{Op: op, Rounds: rounds, Elimination: parts.Elimination, Combination: parts.Combination,
							Chain: parts.Chain, Pattern: parts.Pattern, Mains: want.Mains, Points: parts.Total()}
						if plain != want {
							t.Fatalf("%s: %v: the engine scores %+v, the plain engine %+v", name, op, want, plain)
						}
					}
				}
				if !valid {
					continue
				}
				if k == len(views) {
					t.Fatalf("%s: swap %v is valid, not listed", name, op)
				}
				got := views[k]
				k++
				if got != want {
					t.Fatalf("%s: swap %v listed as %+v, played it scores %+v", name, op, got, want)
				}
			}
		}
	}
	if k != len(views) {
		t.Fatalf("%s: %d swaps listed, %d valid (the first extra: %+v)", name, len(views), k, views[k])
	}
	return k
}

// roundCounter counts the rounds an operation plays.
type roundCounter int

func (c *roundCounter) see(m moment) {
	if _, ok := m.(roundScored); ok {
		*c++
	}
}

// state is all of a game that play can change, copied.
type state struct {
	color, special, height, count []int
	pieces, specials              int
	tally                         Tally
	valid                         int
	mains                         [handSize][2]uint8
}

func stateOf(g *Game) state {
	b := g.board
	ints := func(s []uint8) []int {
		out := make([]int, len(s))
		for i, v := range s {
			out[i] = int(v)
		}
		return out
	}
	return state{ints(b.color), ints(b.special), append([]int(nil), b.height...), append([]int(nil), b.count...),
		b.pieces, b.specials, g.tally, g.valid, g.mains}
}

// copyGame is a new game of g's board as it stands, its tally and its
// hand in progress: the board rebuilt from its layers, as the parser does.
func copyGame(g *Game) *Game {
	b := g.board
	c := newBoard(b.n, b.m, len(b.count)-1)
	copy(c.color, b.color)
	copy(c.special, b.special)
	c.settle()
	return &Game{board: c, tally: g.tally, valid: g.valid, mains: g.mains}
}

// playNaive plays op (0-based) on a copy of the plain engine's game and
// says whether it was valid, what it scored and in how many rounds.
func playNaive(ng *naive.Game, op Op) (valid bool, parts naive.Parts, rounds int) {
	h := *ng
	h.Color, h.Special = copyRows(ng.Color), copyRows(ng.Special)
	h.Parts = naive.Parts{}
	var steps []naive.Step
	h.Log = &steps
	valid = h.Operate([4]int{op.r1 + 1, op.c1 + 1, op.r2 + 1, op.c2 + 1})
	for _, s := range steps {
		if s.Kind == "round" {
			rounds++
		}
	}
	return valid, h.Parts, rounds
}

func copyRows(rows [][]int) [][]int {
	out := make([][]int, len(rows))
	for r := range rows {
		out[r] = append([]int(nil), rows[r]...)
	}
	return out
}

// BenchmarkSwapViews lists the swaps of full-size boards, at their start
// and after their operations: few colors (many swaps, long cascades) and
// many; and of the page's new games (gen's NewGame, seed 1, specials
// auto) of 50 x 50 and a few colors.
func BenchmarkSwapViews(b *testing.B) {
	for _, k := range []int{2, 3, 4, 5, 7, 10, 20} {
		o := gen.Options{Game: "poker", Seed: 1, Poker: gen.Poker{N: 50, M: 50, K: k, Special: gen.Auto}}
		input, err := o.NewGame()
		if err != nil {
			b.Fatal(err)
		}
		g := newGame(b, input)
		views := make([]swapView, 0, 2*50*50)
		b.Run(fmt.Sprintf("new-50x50-k%d", k), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				views = g.swapViews(views[:0])
			}
			b.ReportMetric(float64(len(views)), "swaps")
		})
	}
	for _, name := range []string{"thupc2022-11", "random-max-01", "thupc2022-23", "random-max-02", "thupc2022-13"} {
		g := goldenGame(b, name)
		views := make([]swapView, 0, 2*g.board.n*g.board.m)
		for _, when := range []string{"start", "end"} {
			if when == "end" {
				for i, op := range g.ops {
					g.operate(i+1, op)
				}
			}
			b.Run(name+"-"+when, func(b *testing.B) {
				for i := 0; i < b.N; i++ {
					views = g.swapViews(views[:0])
				}
				b.ReportMetric(float64(len(views)), "swaps")
			})
		}
	}
}

// newGame is a game of q = 0, the page's new game, read as the page's
// game in progress reads one (the judged reader refuses q = 0).
func newGame(t testing.TB, input string) *Game {
	g, err := readGameOps(newScanner([]byte(input)), 0, maxSessionOps)
	if err != nil {
		t.Fatal(err)
	}
	return g
}
