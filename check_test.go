//go:build !judge

package main

import (
	"fmt"
	"math"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"match3/internal/mistake"
	"match3/internal/naive"
)

// runCheck runs -check with the answer text written to a file.
func runCheck(t *testing.T, input, answer string, args ...string) (verdict string, status int) {
	t.Helper()
	file := filepath.Join(t.TempDir(), "answer")
	if err := os.WriteFile(file, []byte(answer), 0o644); err != nil {
		t.Fatal(err)
	}
	out, _, status := runProgram(t, input, append(args, "-check", file)...)
	if strings.Count(out, "\n") != 1 {
		t.Errorf("verdict %q is not one line", out)
	}
	return strings.TrimSuffix(out, "\n"), status
}

// The Mayan statement's sample (testdata/mayan/sample.in): its answer is
// 2 1 1, 3 1 1, 3 0 1.
const sample = "3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n"

func TestCheck(t *testing.T) {
	poker := golden(t, "poker/thupc2022-01.in")
	cases := []struct {
		name, input, answer string
		args                []string
		status              int
		want                string
	}{
		{"poker right", poker, "11692\n", nil, accepted, "ok: 11692"},
		// The statement's hint: after operation 5, elimination 202, chain
		// 80, combination 200, pattern 210; all five operations are valid
		// and the board is cleared: endgame 1000 + 10000.
		{"poker wrong", poker, "11492", nil, wrongAnswer,
			"wrong answer: expected 11692 (elimination 202, chain 80, combination 200, pattern 210, endgame 11000), found 11492 (200 less)"},
		{"poker too much", poker, "11700", nil, wrongAnswer, "found 11700 (8 more)"},
		{"poker two numbers", poker, "11692 1\n", nil, presentationError, "presentation error: want one integer, the total; the answer has 2 tokens"},
		{"poker not a number", poker, "eleven\n", nil, presentationError, `presentation error: the answer "eleven" is not an integer`},
		{"poker empty", poker, "", nil, presentationError, "the answer has 0 tokens"},
		{"bad input", "2 3 3 1\n1 1 1\n2 3 2\n0 0 0\n0 0 0\n1 1 1 2\n", "0\n", nil, badInput, "fail: the input is bad: the initial board already holds a run of color 1"},

		{"mayan right", sample, "2 1 1\n3 1 1\n3 0 1\n", nil, accepted, "ok: 2 1 1, 3 1 1, 3 0 1"},
		{"mayan unreadable", sample, "2 1 1\n3 1\n", nil, presentationError, "5 integers: want lines of three"},
		{"mayan junk", sample, "2 1 one\n", nil, presentationError, `token 3 of the answer, "one", is not an integer`},
		{"mayan empty", sample, "\n", nil, presentationError, "the answer is empty"},
		{"mayan -1 wrongly", sample, "-1\n", nil, wrongAnswer, "wrong answer: -1, but 3 moves clear the board, the smallest being 2 1 1, 3 1 1, 3 0 1"},
		{"mayan too few moves", sample, "2 1 1\n3 1 1\n", nil, wrongAnswer, "2 moves, want exactly 3"},
		{"mayan g", sample, "2 1 2\n3 1 1\n3 0 1\n", nil, wrongAnswer, "move 1, 2 1 2: g = 2, want 1 (right) or -1 (left)"},
		{"mayan off the board", sample, "5 0 -1\n3 1 1\n3 0 1\n", nil, wrongAnswer, "move 1, 5 0 -1: (5, 0) is off the board"},
		{"mayan dragged off", sample, "4 0 1\n3 1 1\n3 0 1\n", nil, wrongAnswer, "move 1, 4 0 1: it drags the block off the board, to x = 5"},
		{"mayan no block", sample, "0 1 1\n3 1 1\n3 0 1\n", nil, wrongAnswer, "move 1, 0 1 1: no block at (0, 1)"},
		// Column 1 holds 2 1 and column 2 holds 2 3 4: (1,0) and (2,0) are
		// both 2. The swap is a move that changes nothing; the sample's
		// last two moves do not clear the board without its first.
		{"mayan same color", sample, "1 0 1\n3 1 1\n3 0 1\n", nil, wrongAnswer, "blocks remain after move 3, the last"},
		{"mayan same color, skipped", sample, "1 0 1\n3 1 1\n3 0 1\n", []string{"-skip-same-color"}, wrongAnswer,
			"move 1, 1 0 1: it swaps two blocks of color 2, which is no move in the reference solution's reading (-skip-same-color"},
		// 2 1 1, 3 1 1 leave the board before the sample's last move;
		// 0 0 1 then swaps the 1 at (0,0) with the 2 at (1,0) instead.
		{"mayan blocks left", sample, "2 1 1\n3 1 1\n0 0 1\n", nil, wrongAnswer, "blocks remain after move 3, the last"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, status := runCheck(t, c.input, c.answer, c.args...)
			if status != c.status || !strings.Contains(got, c.want) {
				t.Errorf("%q, status %d; want status %d and %q", got, status, c.status, c.want)
			}
		})
	}
}

// TestCheckOrder: a board emptied before the last move, and a clearing
// sequence that is not the smallest.
func TestCheckOrder(t *testing.T) {
	// Columns x=0 [1], x=1 [1], x=3 [1]: 3 0 -1 drops the 1 of column 3
	// into the empty column 2, row 0 reads 1 1 1 and the board is empty.
	const oneMove = "1\n1 0\n1 0\n0\n1 0\n0\n"
	if got, status := runCheck(t, oneMove, "3 0 -1\n"); status != accepted {
		t.Errorf("one move: %q", got)
	}
	two := "2" + oneMove[1:]
	if got, _ := runCheck(t, two, "3 0 -1\n0 0 1\n"); !strings.Contains(got, "the board is empty after move 1, so move 2 has no block to drag") {
		t.Errorf("emptied early: %q", got)
	}
	// A clearing sequence of the sample whose first move is not the
	// smallest's, found by the naive search.
	n, b, _ := naive.ParseMayan(sample)
	var later [][3]int
	for x := 0; x < 5 && later == nil; x++ {
		for y := 0; y < 7 && later == nil; y++ {
			for _, g := range []int{1, -1} {
				b1, ok := naive.MayanReading{}.Move(b, x, y, g)
				if !ok || b1.Empty() || [3]int{x, y, g} == [3]int{2, 1, 1} {
					continue
				}
				if rest, _ := (naive.MayanReading{}).Solve(b1, n-1, math.MaxInt); rest != nil {
					later = append([][3]int{{x, y, g}}, rest...)
					break
				}
			}
		}
	}
	if later == nil {
		t.Fatal("the sample has one clearing first move; want two to compare")
	}
	var answer strings.Builder
	for _, mv := range later {
		fmt.Fprintf(&answer, "%d %d %d\n", mv[0], mv[1], mv[2])
	}
	got, status := runCheck(t, sample, answer.String())
	want := fmt.Sprintf("not as the smallest sequence: at move 1, 2 1 1 is smaller than %d %d %d (the smallest is 2 1 1, 3 1 1, 3 0 1)", later[0][0], later[0][1], later[0][2])
	if status != wrongAnswer || !strings.Contains(got, want) {
		t.Errorf("%q (status %d); want %q", got, status, want)
	}
}

// TestSameColorReadings: a swap of one color is a move that changes
// nothing (docs/rules.md, the default); under -skip-same-color it is no move,
// as in the NOIP 2011 reference solution. The fast search and the naive
// one agree under both readings on random puzzles; where the readings
// differ, each one's answer is accepted under its own reading and told
// apart under the other.
func TestSameColorReadings(t *testing.T) {
	rng := rand.New(rand.NewSource(16))
	differ, puzzles := 0, 1500
	if testing.Short() {
		puzzles = 300
	}
	for i := 0; i < puzzles; i++ {
		moves := 2 + rng.Intn(2)
		input := randomPuzzle(rng, moves)
		n, b, _ := naive.ParseMayan(input)
		rules, skip := naive.MayanReading{}.Answer(b, n), naive.MayanReading{SkipSame: true}.Answer(b, n)
		if got, _, _ := runProgram(t, input); got != rules {
			t.Fatalf("default: %q, naive %q\n%s", got, rules, input)
		}
		if got, _, _ := runProgram(t, input, "-skip-same-color"); got != skip {
			t.Fatalf("-skip-same-color: %q, naive %q\n%s", got, skip, input)
		}
		if rules == skip {
			continue
		}
		differ++
		if rules != "-1\n" {
			if v, status := runCheck(t, input, rules); status != accepted {
				t.Fatalf("the rules' answer checked by the rules: %q\n%s", v, input)
			}
			if v, status := runCheck(t, input, rules, "-skip-same-color"); status != wrongAnswer || !strings.Contains(v, "which is no move in the reference solution's reading") {
				t.Fatalf("the rules' answer checked under -skip-same-color: %q (status %d)\n%s", v, status, input)
			}
		}
		if skip != "-1\n" {
			if v, status := runCheck(t, input, skip, "-skip-same-color"); status != accepted {
				t.Fatalf("the reference reading's answer checked under it: %q\n%s", v, input)
			}
			// Its moves are moves by the rules too, and clear the board:
			// the rules' answer is smaller.
			if v, status := runCheck(t, input, skip); status != wrongAnswer || !strings.Contains(v, "not as the smallest sequence") {
				t.Fatalf("the reference reading's answer checked by the rules: %q (status %d)\n%s", v, status, input)
			}
		}
	}
	if differ < puzzles/150 {
		t.Errorf("the readings differ on %d puzzles of %d; want the test to see more", differ, puzzles)
	}
}

// TestMistakeCases: each hand-made case of testdata/mistakes (the
// arithmetic in its .why) has the answer of its .out, from the engine and
// from the plain engine of docs/rules.md, and each mistake (or set of them,
// "a+b") its .mistakes lines name gives the answer written there (a total;
// Mayan moves as "x y g, x y g", or -1); -check names it when a contestant
// answers it. Every catalogued mistake has a case.
func TestMistakeCases(t *testing.T) {
	files, _ := filepath.Glob("testdata/mistakes/*.in")
	covered := map[string]bool{}
	for _, f := range files {
		name := strings.TrimSuffix(f, ".in")
		in, _ := os.ReadFile(f)
		out, _ := os.ReadFile(name + ".out")
		lines, _ := os.ReadFile(name + ".mistakes")
		answer := func(ids string) string { // the plain engines' answer, as printed
			var ms []mistake.Mistake
			for _, id := range strings.Split(ids, "+") {
				if id == "" {
					continue
				}
				m, ok := mistake.ByID(id)
				if !ok {
					t.Fatalf("%s: no mistake %q", name, id)
				}
				ms = append(ms, m)
			}
			if strings.HasPrefix(filepath.Base(name), "mayan-") {
				a, _ := mistake.MayanAnswer(string(in), ms...)
				return a
			}
			total, _ := mistake.PokerTotal(string(in), ms...)
			return fmt.Sprintln(total)
		}
		if got, _, _ := runProgram(t, string(in)); got != string(out) {
			t.Errorf("%s: match3 %q, want %q", name, got, out)
		}
		if got := answer(""); got != string(out) {
			t.Errorf("%s: the plain engine %q, want %q", name, got, out)
		}
		for _, line := range strings.Split(strings.TrimSpace(string(lines)), "\n") {
			ids, rest, _ := strings.Cut(line, " ")
			want := strings.ReplaceAll(rest, ", ", "\n") + "\n"
			for _, id := range strings.Split(ids, "+") {
				covered[id] = true
			}
			if got := answer(ids); got != want {
				t.Errorf("%s read as %s: %q, want %q", name, ids, got, want)
			}
			named := "(" + strings.ReplaceAll(ids, "+", " + ") + ")"
			verdict, status := runCheck(t, string(in), want)
			if status != wrongAnswer || !strings.Contains(verdict, named) {
				t.Errorf("%s, answered %q: %q does not name %s", name, want, verdict, named)
			}
		}
	}
	for _, m := range mistake.Catalogue {
		if !covered[m.ID] {
			t.Errorf("%s has no hand-made case", m.ID)
		}
	}
}

// TestCheckNamesMistake: -check's words for a mistake's answer, and for
// an answer no mistake gives.
func TestCheckNamesMistake(t *testing.T) {
	in := golden(t, "mistakes/tshape.in")
	// tshape.why: 1205 by docs/rules.md, 1005 if combination is taken per run.
	verdict, _ := runCheck(t, in, "1005")
	want := "wrong answer: expected 1205 (elimination 5, chain 0, combination 200, pattern 0, endgame 1000), found 1005 (200 less); " +
		"that is the answer if combination is scored per run, not per block (combo-per-run); " +
		"first departs at operation 1, round 1: a block of 5 scores 200 by the rules, runs of 3, 3 score 0+0 in this reading (combo-per-run)"
	if verdict != want {
		t.Errorf("got  %q\nwant %q", verdict, want)
	}
	if verdict, _ := runCheck(t, in, "1204"); strings.Contains(verdict, "that is the answer if") {
		t.Errorf("1204 is no mistake's answer: %q", verdict)
	}
}

// TestCheckPlainFaults: answers that no misreading gives, but whose
// fault is plain, are told so: extra lines, 1-based coordinates, an
// integer out of range, and a count of moves where the answer is -1.
func TestCheckPlainFaults(t *testing.T) {
	poker := golden(t, "poker/thupc2022-01.in")
	hard := golden(t, "mayan/hard_01.in")
	cases := []struct {
		name, input, answer string
		status              int
		want                string
	}{
		// The statement's example totals 11692 (thupc2022-01.out).
		{"poker debug lines", poker, "rounds: 5\n11692\n", presentationError,
			"presentation error: 2 lines, want 1: the answer has extra lines (debug output?); line 2 is the right total"},
		{"poker out of range", poker, "99999999999999999999999\n", presentationError,
			`presentation error: the answer "99999999999999999999999" is an integer out of range (at most 19 digits)`},
		// The sample's answer is 2 1 1, 3 1 1, 3 0 1 (sample.out).
		{"mayan debug lines", sample, "2 1 1\n3 1 1\n3 0 1\nsearched 40 nodes\n", presentationError,
			"presentation error: 4 lines, want 3: the answer has extra lines (debug output?)"},
		{"mayan 1-based x", sample, "3 1 1\n4 1 1\n4 0 1\n", wrongAnswer,
			"; every x is one more than the answer's: 1-based columns?"},
		{"mayan 1-based y", sample, "2 2 1\n3 2 1\n3 1 1\n", wrongAnswer,
			"; every y is one more than the answer's: 1-based rows?"},
		{"mayan out of range", sample, "2 1 1\n3 1 1\n3 0 99999999999999999999\n", presentationError,
			`token 9 of the answer, "99999999999999999999", is an integer out of range`},
		// hard_01 has no answer (hard_01.out is -1): one move is not n = 5.
		{"mayan -1 puzzle", hard, "0 0 1\n", wrongAnswer,
			"wrong answer: 1 move, want exactly 5, and no 5 moves clear the board: the answer is -1"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, status := runCheck(t, c.input, c.answer)
			if status != c.status || !strings.Contains(got, c.want) {
				t.Errorf("%q, status %d; want status %d and %q", got, status, c.status, c.want)
			}
		})
	}
}

// TestCheckPadded: mayan-board-a (testdata/mistakes, its .why): n = 2,
// fewer-moves answers 1 0 -1, which empties the board at once; padded to
// n lines it is named so, with the line that pads it.
func TestCheckPadded(t *testing.T) {
	in := golden(t, "mistakes/mayan-board-a.in")
	for _, pad := range []string{"-1 -1 -1", "0 0 0", "2 0 -1"} {
		got, status := runCheck(t, in, "1 0 -1\n"+pad+"\n")
		want := "wrong answer: the board is empty after move 1, so move 2 has no block to drag; that is the answer if a shorter clearing sequence is accepted (at most n moves) (fewer-moves (padded)), padded to n lines: line 2 of the answer"
		if status != wrongAnswer || got != want {
			t.Errorf("padded with %q: %q\nwant %q", pad, got, want)
		}
	}
}
