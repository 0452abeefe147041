package mistake

import (
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"match3/internal/gen"
)

// TestPlainSearch: the plain search of docs/rules.md ("" reading) gives every
// golden Mayan answer, hard ones included.
func TestPlainSearch(t *testing.T) {
	files, _ := filepath.Glob("../../testdata/mayan/*.in")
	for _, f := range files {
		in, _ := os.ReadFile(f)
		want, _ := os.ReadFile(strings.TrimSuffix(f, ".in") + ".out")
		start := time.Now()
		got, ok := MayanAnswer(string(in))
		if !ok || got != string(want) {
			t.Errorf("%s: %q (%v), want %q", f, got, ok, want)
		}
		if d := time.Since(start); d > 200*time.Millisecond {
			t.Logf("%s: %v", filepath.Base(f), d)
		}
	}
}

// TestNameMayanSets: an answer that a set of two or three mistakes gives,
// and no smaller set, is named as that set; and a fewer-moves answer
// padded to n lines in any of three ways is named so, its padding told.
func TestNameMayanSets(t *testing.T) {
	named := map[int]int{}
	puzzles := 300
	if testing.Short() {
		puzzles = 60
	}
	for seed := int64(1); seed <= int64(puzzles); seed++ {
		rng := rand.New(rand.NewSource(seed))
		input := gen.Mayan{Moves: 2 + rng.Intn(2), Blocks: 5 + rng.Intn(8), Colors: 1 + rng.Intn(3), Solvable: rng.Intn(3) > 0}.Puzzle(rng)
		smaller := map[string]bool{}
		rules, _ := MayanAnswer(input)
		smaller[rules] = true
		for size := 1; size <= maxMistakes; size++ {
			given := map[string]bool{}
			for _, set := range sets(Of("mayan"), size) {
				answer, ok := MayanAnswer(input, set...)
				if !ok || smaller[answer] || answer == "-1\n" {
					given[answer] = true
					continue
				}
				given[answer] = true
				found := false
				for _, f := range NameMayan(input, answer, false) {
					found = found || f.ID() == (Finding{Mistakes: set}).ID()
				}
				if !found {
					t.Fatalf("seed %d: %q, given by %s, is named %v\n%s", seed, answer, Finding{Mistakes: set}.ID(), NameMayan(input, answer, false), input)
				}
				named[size]++
			}
			for a := range given {
				smaller[a] = true
			}
		}
	}
	t.Logf("named by size: %v", named)
	if named[2] < 5 {
		t.Errorf("only %d pairs named; want the test to see more", named[2])
	}
}

// TestPadded: mayan-board-a (testdata/mistakes, its .why): n = 2, and
// fewer-moves answers 1 0 -1, which empties the board at once. Padded to
// two lines with -1 -1 -1, 0 0 0 or a line left over from the search, the
// answer is named fewer-moves (padded), line 2 the padding.
func TestPadded(t *testing.T) {
	in, err := os.ReadFile("../../testdata/mistakes/mayan-board-a.in")
	if err != nil {
		t.Fatal(err)
	}
	for _, pad := range []string{"-1 -1 -1", "0 0 0", "1 1 1"} {
		fs := NameMayan(string(in), "1 0 -1\n"+pad+"\n", false)
		if len(fs) != 1 || fs[0].ID() != "fewer-moves (padded)" || fs[0].Padding != "line 2" {
			t.Errorf("padded with %q: %v", pad, fs)
		}
	}
	if fs := NameMayan(string(in), "1 0 -1\n", false); len(fs) != 1 || fs[0].ID() != "fewer-moves" {
		t.Errorf("unpadded: %v", fs)
	}
}
