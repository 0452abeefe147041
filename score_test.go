package main

import (
	"fmt"
	"match3/internal/gen"
	"match3/internal/naive"
	"math/rand"
	"strings"
	"testing"
)

// TestStatementExample follows the statement's hint on its example: the
// running sums 315 417 429 435 482, the hand 1 2 4 2 4 = 200 + 4*2 + 2*1 =
// 210, and both endgame bonuses: 482 + 210 + 11000 = 11692.
func TestStatementExample(t *testing.T) {
	tl := goldenGame(t, "thupc2022-01").playOperations()
	want := Tally{Elimination: 202, Chain: 80, Combination: 200, Pattern: 210, Endgame: 11000}
	if tl != want || tl.Total() != 11692 {
		t.Errorf("tally %+v, total %d; want %+v, 11692", tl, tl.Total(), want)
	}
}

// randomGame writes a small Lines & Poker input with few colors and dense
// specials, so cascades, effect chains and full clears are common.
func randomGame(rng *rand.Rand) string {
	density := rng.Float64() * rng.Float64()
	special := func() int {
		if rng.Float64() < density {
			return 1 + rng.Intn(6)
		}
		return 0
	}
	return smallGame(rng.Intn, 2+rng.Intn(8), 2+rng.Intn(8), 2+rng.Intn(3), 1+rng.Intn(25), special)
}

// smallGame writes an n x m game with q operations, every choice drawn
// from pick(x), which gives 0..x-1. The board holds no run: a cell avoids
// the color of two equal neighbours to its left and of two above; with two
// colors both can be banned, so the game has k+1 colors and such a cell
// takes the k+1st. Operations are mostly neighbours.
func smallGame(pick func(int) int, n, m, k, q int, special func() int) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "%d %d %d %d\n", n, m, k+1, q)
	color := make([][]int, n)
	for r := range color {
		color[r] = make([]int, m)
		for c := range color[r] {
			v := 1 + pick(k)
			for tries := 0; tries <= k; tries++ {
				if !(c >= 2 && color[r][c-1] == v && color[r][c-2] == v ||
					r >= 2 && color[r-1][c] == v && color[r-2][c] == v) {
					break
				}
				v = v%(k+1) + 1
			}
			color[r][c] = v
			fmt.Fprintf(&sb, "%d ", v)
		}
		sb.WriteString("\n")
	}
	for r := 0; r < n; r++ {
		for c := 0; c < m; c++ {
			fmt.Fprintf(&sb, "%d ", special())
		}
		sb.WriteString("\n")
	}
	for i := 0; i < q; i++ {
		r, c := 1+pick(n), 1+pick(m)
		r2, c2 := r, c
		switch pick(5) {
		case 0:
			c2++
		case 1:
			r2++
		case 2:
			c2--
		case 3:
			r2--
		default:
			r2, c2 = 1+pick(n), 1+pick(m)
		}
		if r2 < 1 || r2 > n || c2 < 1 || c2 > m {
			r2, c2 = r, c
		}
		fmt.Fprintf(&sb, "%d %d %d %d\n", r, c, r2, c2)
	}
	return sb.String()
}

// TestAgainstNaive compares the fast engine with the naive one, part by
// part, on thousands of generated games: half with random operations, half
// from the generator with mostly valid swaps, so hands are scored too.
func TestAgainstNaive(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	games := 20000
	if testing.Short() {
		games = 1000
	}
	var cleared, cascades, hands int
	for i := 0; i < games; i++ {
		input := randomGame(rng)
		if i%2 == 1 {
			input = gen.Poker{
				N: 4 + rng.Intn(6), M: 4 + rng.Intn(6), K: 3 + rng.Intn(4), Q: 10 + rng.Intn(30),
				Special: rng.Float64() * 0.2, Valid: 0.9,
			}.Game(rng)
		}
		g, err := parseGame([]byte(input))
		if err != nil {
			t.Fatalf("game %d: %v\n%s", i, err, input)
		}
		got := g.playOperations()
		ng, err := naive.ParseGame(input)
		if err != nil {
			t.Fatal(err)
		}
		np := ng.Play()
		want := Tally{np.Elimination, np.Chain, np.Combination, np.Pattern, np.Endgame}
		if got != want {
			t.Fatalf("game %d: fast %+v, naive %+v\n%s", i, got, want, input)
		}
		if got.Endgame >= 10000 {
			cleared++
		}
		if got.Chain > 0 {
			cascades++
		}
		if got.Pattern > 0 {
			hands++
		}
	}
	t.Logf("%d games, %d full clears, %d with cascades, %d with hands", games, cleared, cascades, hands)
	// The generators must keep producing the interesting cases.
	if cleared < games/50 || cascades < games/20 || hands < games/20 {
		t.Errorf("weak generators: %d full clears, %d cascades, %d hands in %d games", cleared, cascades, hands, games)
	}
}
