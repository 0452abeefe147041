package mistake

import (
	"math/rand"
	"testing"

	"match3/internal/gen"
	"match3/internal/naive"
)

// TestPartsAddUp: the total NamePoker puts together for a set of mistakes
// from the plays of smaller readings (the board-changing mistakes played
// together, each part-changing one beside them) is the total of the set
// played at once, on random games with specials, for every set of one, two
// and three mistakes; and a set it skips, because one of its mistakes
// meets no rule of its own in the game the others play, totals as the set
// without that mistake.
func TestPartsAddUp(t *testing.T) {
	games := 60
	if testing.Short() {
		games = 15
	}
	checked := 0
	for seed := int64(1); seed <= int64(games); seed++ {
		rng := rand.New(rand.NewSource(seed))
		o := gen.Poker{N: 3 + rng.Intn(6), M: 3 + rng.Intn(6), K: 2 + rng.Intn(3), Q: 5 + rng.Intn(30), Special: 0.3, Valid: 0.6}
		input := o.Game(rng)
		p := pokerPlaysOf(input)
		for size := 1; size <= maxMistakes; size++ {
			for _, set := range sets(Of("poker"), size) {
				got, ok := p.total(set)
				want, _ := PokerTotal(input, set...)
				if !ok {
					same := false
					for i := range set {
						rest := append(append([]Mistake(nil), set[:i]...), set[i+1:]...)
						v, _ := PokerTotal(input, rest...)
						same = same || v == want
					}
					if !same {
						t.Fatalf("seed %d: %v skipped, but every mistake of it changes the total\n%s", seed, Finding{Mistakes: set}.ID(), input)
					}
					continue
				}
				if got != want {
					t.Fatalf("seed %d, %v: put together %d, played %d\n%s", seed, Finding{Mistakes: set}.ID(), got, want, input)
				}
				checked++
			}
		}
	}
	t.Logf("%d sets checked", checked)
}

// TestNamePokerPairs: a total that a pair of mistakes gives, and no single
// one, is named as that pair.
func TestNamePokerPairs(t *testing.T) {
	named := 0
	for seed := int64(1); seed <= 40 && named < 10; seed++ {
		rng := rand.New(rand.NewSource(seed))
		o := gen.Poker{N: 4 + rng.Intn(5), M: 4 + rng.Intn(5), K: 2 + rng.Intn(3), Q: 10 + rng.Intn(20), Special: 0.2, Valid: 0.7}
		input := o.Game(rng)
		rules, _ := PokerTotal(input)
		singles := map[int64]bool{rules: true}
		for _, m := range Of("poker") {
			v, _ := PokerTotal(input, m)
			singles[v] = true
		}
		for _, set := range sets(Of("poker"), 2) {
			total, _ := PokerTotal(input, set...)
			if singles[total] {
				continue
			}
			found := false
			for _, f := range NamePoker(parsed(t, input), total) {
				found = found || f.ID() == (Finding{Mistakes: set}).ID()
			}
			if !found {
				t.Fatalf("seed %d: %d, given by %v, is named %v", seed, total, Finding{Mistakes: set}.ID(), NamePoker(parsed(t, input), total))
			}
			named++
		}
	}
	if named < 10 {
		t.Errorf("only %d pairs named; want the test to see more", named)
	}
}

// parsed is the plain engine's reading of an input the test made.
func parsed(t *testing.T, input string) *naive.Game {
	t.Helper()
	g, err := naive.ParseGame(input)
	if err != nil {
		t.Fatal(err)
	}
	return g
}
