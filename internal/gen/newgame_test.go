package gen

import (
	"fmt"
	"strings"
	"testing"

	"match3/internal/naive"
)

// TestNewGame: over sizes from 2 x 3 to 50 x 50 and 2 to 100 colors, a new
// game is the board asked for with q = 0, holds no run, has a valid swap
// (which every legal size and k allow: see NewGame), and is the same for
// the same seed. Runs and swaps are the plain engine's.
func TestNewGame(t *testing.T) {
	sides := []int{2, 3, 4, 5, 7, 12, 25, 50}
	colors := []int{2, 3, 4, 5, 9, 20, 60, 100}
	if testing.Short() {
		sides, colors = []int{2, 3, 5, 12, 50}, []int{2, 3, 7, 100}
	}
	games, least := 0, -1
	for _, n := range sides {
		for _, m := range sides {
			if !LegalSize(n, m) {
				continue
			}
			for i, k := range colors {
				o := Options{Game: "poker", Seed: int64(1000*n + 10*m + i), Poker: Poker{N: n, M: m, K: k, Special: Auto}}
				if i%2 == 1 {
					o.Poker.Special = 0.3
				}
				name := fmt.Sprintf("%d x %d, k %d", n, m, k)
				input, err := o.NewGame()
				if err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				if again, _ := o.NewGame(); again != input {
					t.Fatalf("%s: the same seed made two games", name)
				}
				if !strings.HasPrefix(input, fmt.Sprintf("%d %d %d 0\n", n, m, k)) {
					t.Fatalf("%s: the game starts %q", name, strings.SplitN(input, "\n", 2)[0])
				}
				g, err := naive.ParseGame(input)
				if err != nil || len(g.Ops) != 0 {
					t.Fatalf("%s: %v, %d operations", name, err, len(g.Ops))
				}
				if len(g.Runs()) > 0 {
					t.Fatalf("%s: a run at the start\n%s", name, input)
				}
				swaps := 0
				for r := 1; r <= n; r++ {
					for c := 1; c <= m; c++ {
						if c < m && g.Valid([4]int{r, c, r, c + 1}) {
							swaps++
						}
						if r < n && g.Valid([4]int{r, c, r + 1, c}) {
							swaps++
						}
					}
				}
				if swaps == 0 {
					t.Fatalf("%s: no valid swap\n%s", name, input)
				}
				if least < 0 || swaps < least {
					least = swaps
				}
				games++
			}
		}
	}
	t.Logf("%d games, the fewest valid swaps %d", games, least)
}

// TestNewGameOptions: a new game takes the options' ranges but q's, and
// asks nothing of q.
func TestNewGameOptions(t *testing.T) {
	o := Options{Game: "poker", Seed: 1, Poker: Poker{N: 8, M: 8, K: 4, Q: 0}}
	if _, err := o.NewGame(); err != nil {
		t.Errorf("q = 0: %v", err)
	}
	for _, bad := range []Poker{{N: 51, M: 8, K: 4}, {N: 2, M: 2, K: 4}, {N: 8, M: 8, K: 101}, {N: 8, M: 8, K: 1}, {N: 8, M: 8, K: 4, Special: 2}} {
		o.Poker = bad
		if _, err := o.NewGame(); err == nil {
			t.Errorf("%+v: a game, want an error", bad)
		}
	}
}
