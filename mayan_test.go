package main

import (
	"fmt"
	"match3/internal/gen"
	"match3/internal/naive"
	"math/rand"
	"strings"
	"testing"
)

// randomPuzzle writes a small Mayan puzzle with no run. Colors come in
// threes, so that many puzzles can be cleared.
func randomPuzzle(rng *rand.Rand, n int) string {
	var b naive.Mayan
	for color := 1 + rng.Intn(3); color > 0; color-- {
		for i := 0; i < 3+rng.Intn(2)*3; i++ {
			if x := rng.Intn(5); b.Fits(x, color) {
				b[x] = append(b[x], color)
			}
		}
	}
	return b.String(n)
}

// TestMayanAgainstNaive compares the pruned search with an exhaustive one.
// (Once, by hand, 600 puzzles of 3 moves and 300 of 4 agreed too.)
func TestMayanAgainstNaive(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	solved := 0
	for i := 0; i < 3000; i++ {
		moves := 1 + rng.Intn(2)
		if i%10 == 0 {
			moves = 3 // the naive search is slow here: a few only
		}
		input := randomPuzzle(rng, moves)
		got, errOut, status := runProgram(t, input)
		if status != 0 {
			t.Fatalf("puzzle %d: %s\n%s", i, errOut, input)
		}
		n, b, _ := naive.ParseMayan(input)
		want := naive.Answer(b, n)
		if want != "-1\n" {
			solved++
		}
		if got != want {
			t.Fatalf("puzzle %d: got %q, want %q\n%s", i, got, want, input)
		}
	}
	// Four moves, from the generator (half built backwards, so solvable):
	// the exhaustive search takes ~30 ms a puzzle here, so a few only.
	for seed := int64(0); seed < 40; seed++ {
		rng := rand.New(rand.NewSource(seed))
		m := gen.Mayan{Moves: 4, Blocks: 9 + rng.Intn(10), Colors: 2 + rng.Intn(3), Solvable: seed%2 == 0}
		input := m.Puzzle(rng)
		got, _, _ := runProgram(t, input)
		n, b, _ := naive.ParseMayan(input)
		if want := naive.Answer(b, n); got != want {
			t.Fatalf("4 moves, seed %d: got %q, want %q\n%s", seed, got, want, input)
		}
	}
	t.Logf("%d of 3000 puzzles solvable", solved)
	if solved < 300 {
		t.Errorf("weak generator: only %d of 3000 puzzles solvable", solved)
	}
}

// TestMayanReplay replays every golden answer on the naive board: each move
// is a move, and the board empties exactly at the last one.
func TestMayanReplay(t *testing.T) {
	names, inputs, outputs := goldenCases(t, "mayan")
	for _, name := range names {
		got, _, _ := runProgram(t, inputs[name])
		if got == "-1\n" {
			continue
		}
		n, b, _ := naive.ParseMayan(inputs[name])
		lines := strings.Split(strings.TrimSpace(got), "\n")
		if len(lines) != n {
			t.Errorf("%s: %d moves, want %d", name, len(lines), n)
			continue
		}
		for i, line := range lines {
			var x, y, g int
			fmt.Sscan(line, &x, &y, &g)
			var ok bool
			if b, ok = b.Move(x, y, g); !ok {
				t.Errorf("%s: move %d %q is not a move", name, i+1, line)
				break
			}
			if b.Empty() != (i == n-1) {
				t.Errorf("%s: after move %d the board empty = %v", name, i+1, b.Empty())
				break
			}
		}
		if got != outputs[name] {
			t.Errorf("%s: got %q want %q", name, got, outputs[name])
		}
	}
}
