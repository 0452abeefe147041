package main

import (
	"fmt"
	"math/rand"
	"os"
	"strings"
	"testing"

	"match3/internal/gen"
	"match3/internal/naive"
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

// TestGeneratedPrefix: with its shares given (not auto), the first q
// operations of a longer game are the game of q operations, the board the
// same: tools/strength -write shrinks a test by asking for fewer.
func TestGeneratedPrefix(t *testing.T) {
	for seed := int64(1); seed <= 60; seed++ {
		rng := rand.New(rand.NewSource(seed))
		o := gen.Poker{N: 2 + rng.Intn(15), M: 2 + rng.Intn(15), K: 2 + rng.Intn(4), Q: 2 + rng.Intn(20), Special: rng.Float64() / 2, Valid: rng.Float64()}
		long := o.Game(rand.New(rand.NewSource(seed)))
		o.Q = 1 + rng.Intn(o.Q-1)
		short := o.Game(rand.New(rand.NewSource(seed)))
		lines, shortLines := strings.Split(long, "\n"), strings.Split(short, "\n")
		body := 1 + 2*o.N + o.Q // the first line, the grids, q operations
		if strings.Join(lines[1:body], "\n") != strings.Join(shortLines[1:body], "\n") {
			t.Fatalf("seed %d: the game of %d operations is not the start of the longer one", seed, o.Q)
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

// TestGeneratedJudgeLike: a default full-size game (gen -n 50 -m 50 -q
// 1000) is like the judges' (THUPC 2022's 23-28): a few specials, a
// hundred or so valid operations, and most of the board kept. No
// operation removes more than a third of the pieces on the board, so no
// game is cleared by its first valid swap; with -clear (and more
// specials) that guard is off.
func TestGeneratedJudgeLike(t *testing.T) {
	games := 6
	if testing.Short() {
		games = 2
	}
	for seed := int64(1); seed <= int64(games); seed++ {
		o := gen.Poker{N: 50, M: 50, K: gen.Auto, Q: 1000, Special: gen.Auto, Valid: gen.Auto}
		g, _ := naive.ParseGame(o.Game(rand.New(rand.NewSource(seed))))
		valid, specials := 0, 0
		for _, row := range g.Special {
			for _, sp := range row {
				if sp != 0 {
					specials++
				}
			}
		}
		for _, op := range g.Ops {
			before := g.Pieces()
			if g.Operate(op) {
				valid++
			}
			if 3*g.Pieces() < 2*before {
				t.Fatalf("seed %d: an operation left %d of %d pieces", seed, g.Pieces(), before)
			}
		}
		if valid < 50 || specials < 3 || specials > 40 || g.K != 5 {
			t.Errorf("seed %d: %d valid operations, %d specials, k = %d; want 50+, 3-40, 5", seed, valid, specials, g.K)
		}
	}
	// With -clear and a tenth of the pieces special, a colorBomb's chain
	// takes most of the board at once.
	o := gen.Poker{N: 50, M: 50, K: 4, Q: 1000, Special: 0.1, Valid: gen.Auto, Clear: true}
	g, _ := naive.ParseGame(o.Game(rand.New(rand.NewSource(1))))
	most := false
	for _, op := range g.Ops {
		before := g.Pieces()
		g.Operate(op)
		most = most || 2*g.Pieces() < before
	}
	if !most {
		t.Error("-clear: no operation took half the board")
	}
}

// TestShapes: the built games in testdata are what tools/gen -shape
// prints (seed 1), their answers are the naive engine's, and the engine's
// work is the shape's: the cascade's parts by arithmetic, the blast's one
// big block, the pairs' 300 two-color swaps.
func TestShapes(t *testing.T) {
	for name, build := range gen.Shapes {
		input := build(rand.New(rand.NewSource(1)))
		file, err := os.ReadFile("testdata/poker/shape-" + name + ".in")
		if err != nil {
			t.Fatal(err)
		}
		if string(file) != input {
			t.Errorf("%s: testdata/poker/shape-%s.in is not what gen -shape %s prints", name, name, name)
		}
		want, err := os.ReadFile("testdata/poker/shape-" + name + ".out")
		if err != nil {
			t.Fatal(err)
		}
		g, err := naive.ParseGame(input)
		if err != nil {
			t.Fatal(err)
		}
		parts := g.Play()
		if got := fmt.Sprintf("%d\n", parts.Total()); got != string(want) {
			t.Errorf("%s: the naive engine says %s, the file %s", name, got, want)
		}
		switch name {
		case "cascade":
			// 800 rounds: chain 80 x 799^2. Round 16c+j vanishes three of
			// column c's color q[j] (j + 15 (c % 2), or 31 + c for j = 16),
			// and for j = 16 the centre of column c+1, of color 31 + c;
			// round 1 vanishes a fourth piece of color 1, a run of 4
			// (50 x 1^2). The board ends empty, the one operation valid.
			var elim int64 = 1
			for c := int64(0); c < 50; c++ {
				for j := int64(1); j <= 16; j++ {
					q := j + 15*(c%2)
					if j == 16 {
						q = 31 + c
						if c < 49 {
							elim += (16*c + j) * q
						}
					}
					elim += (16*c + j) * 3 * q
				}
			}
			if want := (naive.Parts{Elimination: elim, Chain: 80 * 799 * 799, Combination: 50, Endgame: 11000}); parts != want {
				t.Errorf("cascade: parts %+v, by arithmetic %+v", parts, want)
			}
		case "blast":
			// Two rounds (chain 80); round 1's block is the run of five and
			// the run of three in column 5 (seven: 50 x 4^2 = 800); round 2
			// is one block of b pieces, 50 (b-3)^2, b over 1,600.
			rest := parts.Combination - 800
			b := int64(3)
			for 50*(b-3)*(b-3) < rest {
				b++
			}
			if parts.Chain != 80 || 50*(b-3)*(b-3) != rest || b < 1600 {
				t.Errorf("blast: parts %+v, want two rounds and one block over 1,600", parts)
			}
		case "pairs":
			// 300 operations, each one round vanishing three of each of
			// its two colors: no chain, no combination.
			again, _ := naive.ParseGame(input)
			two := 0
			for _, op := range again.Ops {
				a, b := naive.Pos{R: op[0] - 1, C: op[1] - 1}, naive.Pos{R: op[2] - 1, C: op[3] - 1}
				swap := func() {
					again.Color[a.R][a.C], again.Color[b.R][b.C] = again.Color[b.R][b.C], again.Color[a.R][a.C]
				}
				swap()
				if again.RunThrough(a) && again.RunThrough(b) {
					two++
				}
				swap()
				again.Operate(op)
			}
			if len(g.Ops) != 300 || two != 300 || parts.Chain != 0 || parts.Combination != 0 {
				t.Errorf("pairs: %d operations, %d with two main colors, parts %+v", len(g.Ops), two, parts)
			}
		}
	}
}

// TestGeneratorRanges holds the generator's upper bounds to the
// statements' limits, which the judge's parser checks (parse.go), so that
// a generated input is never one the judge refuses. (Its lower bounds may
// be tighter: k from 2, as one color is a board that cannot hold no run.)
func TestGeneratorRanges(t *testing.T) {
	limits := map[string]float64{"n": maxSide, "m": maxSide, "k": maxColors, "q": maxOps,
		"moves": maxMoves, "colors": mayanColors, "blocks": mayanRows * mayanCols, "special": 1, "valid": 1}
	for _, r := range gen.Ranges {
		want, ok := limits[r.Name]
		if !ok {
			t.Errorf("gen range %s: no limit to hold it to", r.Name)
			continue
		}
		if r.Hi != want {
			t.Errorf("gen range %s: up to %v, the statement's limit is %v", r.Name, r.Hi, want)
		}
	}
}
