package main

import (
	"math/rand"
	"testing"

	"match3/internal/gen"
)

// TestGeneratedInputsAreValid: over many seeds and settings, every input
// the generator writes passes match3's own checks (ranges, no run at the
// start), and the same seed writes the same input.
func TestGeneratedInputsAreValid(t *testing.T) {
	for seed := int64(0); seed < 300; seed++ {
		rng := rand.New(rand.NewSource(seed))
		p := gen.Poker{
			N: 1 + rng.Intn(12), M: 1 + rng.Intn(12), K: 2 + rng.Intn(5), Q: 1 + rng.Intn(40),
			Special: rng.Float64(), Valid: rng.Float64(),
		}
		input := p.Game(rand.New(rand.NewSource(seed)))
		if again := p.Game(rand.New(rand.NewSource(seed))); again != input {
			t.Fatalf("seed %d: two different games", seed)
		}
		if _, err := parseGame([]byte(input)); err != nil {
			t.Fatalf("seed %d: %v\n%s", seed, err, input)
		}
		m := gen.Mayan{Moves: 1 + rng.Intn(5), Blocks: rng.Intn(36), Colors: 1 + rng.Intn(10), Solvable: seed%2 == 0}
		puzzle := m.Puzzle(rand.New(rand.NewSource(seed)))
		if again := m.Puzzle(rand.New(rand.NewSource(seed))); again != puzzle {
			t.Fatalf("seed %d: two different puzzles", seed)
		}
		pz, err := parsePuzzle([]byte(puzzle))
		if err != nil {
			t.Fatalf("seed %d: %v\n%s", seed, err, puzzle)
		}
		// Built backwards, a solvable puzzle has an answer.
		if m.Solvable && pz.Solve() == nil {
			t.Fatalf("seed %d: a solvable puzzle has no answer\n%s", seed, puzzle)
		}
	}
}

// TestGeneratedGamesScore: asked for 90% valid swaps, a full-size game
// gets them. (Each valid swap removes at least 3 of the 2500 pieces, and
// specials or two colors clear boards fast, so: 300 operations, 5 colors,
// no specials.)
func TestGeneratedGamesScore(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	input := gen.Poker{N: 50, M: 50, K: 5, Q: 300, Valid: 0.9}.Game(rng)
	g, err := parseGame([]byte(input))
	if err != nil {
		t.Fatal(err)
	}
	valid := 0
	for i, op := range g.ops {
		if g.operate(i+1, op) {
			valid++
		}
	}
	if valid < 250 {
		t.Errorf("%d of 300 operations valid, want about 270", valid)
	}
}
