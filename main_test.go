package main

import (
	"bytes"
	"fmt"
	"match3/internal/gen"
	"match3/internal/naive"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// runProgram drives the whole program in-process, as a judge would.
func runProgram(t testing.TB, input string, args ...string) (stdout, stderr string, status int) {
	t.Helper()
	var out, errOut bytes.Buffer
	status = run(args, strings.NewReader(input), &out, &errOut)
	return out.String(), errOut.String(), status
}

// goldenCases returns the .in files of a testdata folder with their answers.
func goldenCases(t testing.TB, dir string) (names []string, inputs, outputs map[string]string) {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("testdata", dir, "*.in"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no golden cases in testdata/%s: %v", dir, err)
	}
	inputs, outputs = map[string]string{}, map[string]string{}
	for _, f := range files {
		in, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		out, err := os.ReadFile(strings.TrimSuffix(f, ".in") + ".out")
		if err != nil {
			t.Fatal(err)
		}
		name := filepath.Base(strings.TrimSuffix(f, ".in"))
		names = append(names, name)
		inputs[name], outputs[name] = string(in), string(out)
	}
	return names, inputs, outputs
}

// TestGolden checks every case copied from ../shared/golden: the THUPC 2022
// judge data, the one-rule cases (arithmetic in their .why files), the
// random games, and the Mayan cases of NOIP 2011 and beyond.
func TestGolden(t *testing.T) {
	for _, dir := range []string{"poker", "mayan"} {
		names, inputs, outputs := goldenCases(t, dir)
		for _, name := range names {
			t.Run(dir+"/"+name, func(t *testing.T) {
				got, errOut, status := runProgram(t, inputs[name])
				if status != 0 || got != outputs[name] {
					t.Errorf("got %q (status %d, stderr %q), want %q", got, status, errOut, outputs[name])
				}
			})
		}
	}
}

// TestStatementExample follows the statement's hint on its example: the
// running sums 315 417 429 435 482, the hand 1 2 4 2 4 = 200 + 4*2 + 2*1 =
// 210, and both endgame bonuses: 482 + 210 + 11000 = 11692.
func TestStatementExample(t *testing.T) {
	in, err := os.ReadFile("testdata/poker/thupc2022-01.in")
	if err != nil {
		t.Fatal(err)
	}
	g, err := parseGame(in)
	if err != nil {
		t.Fatal(err)
	}
	tl := g.Play()
	want := Tally{Elimination: 202, Chain: 80, Combination: 200, Pattern: 210, Endgame: 11000}
	if tl != want || tl.Total() != 11692 {
		t.Errorf("tally %+v, total %d; want %+v, 11692", tl, tl.Total(), want)
	}
}

// TestHandScore checks each row of the hand table in RULES.md.
func TestHandScore(t *testing.T) {
	cases := []struct {
		hand  [5]uint8
		score int // by the table's formula
		name  string
	}{
		{[5]uint8{1, 2, 3, 4, 9}, 50 + 9, "high card"},
		{[5]uint8{7, 2, 7, 4, 9}, 100 + 2*7, "one pair"},
		{[5]uint8{2, 5, 2, 5, 9}, 200 + 2*5 + 2, "two pairs"},
		{[5]uint8{3, 1, 3, 9, 3}, 300 + 3*3, "three of a kind"},
		{[5]uint8{2, 8, 2, 8, 2}, 500 + 3*2 + 8, "full house"},
		{[5]uint8{6, 6, 1, 6, 6}, 750 + 5*6, "four of a kind"},
		{[5]uint8{100, 100, 100, 100, 100}, 1000 + 10*100, "five of a kind"},
	}
	for _, c := range cases {
		score, rank := handScore(c.hand)
		if score != c.score || handNames[rank] != c.name {
			t.Errorf("%v: %d %s, want %d %s", c.hand, score, handNames[rank], c.score, c.name)
		}
	}
	// Jointly: {2,5} {3,5} {2} {3} {4} is best as 2 3 2 3 4, two pairs
	// 200 + 2*3 + 2 = 208, not 5 5 2 3 4 (pair of 5s, 110).
	best, _, _ := bestHand([5][2]uint8{{2, 5}, {3, 5}, {2, 0}, {3, 0}, {4, 0}})
	if best != 208 {
		t.Errorf("joint choice: %d, want 208", best)
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
		got := g.Play()
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

// TestBadInput covers every class of broken promise in RULES.md: one line on
// stderr naming what and where, nothing on stdout, status 1.
func TestBadInput(t *testing.T) {
	const board = "2 3 3 1\n1 2 1\n2 1 2\n0 0 0\n0 0 0\n"
	cases := []struct{ name, input, want string }{
		{"empty", "", "input is empty"},
		{"neither game", "1 2 3\n", "the input fits neither game (3 tokens)"},
		{"missing token", "2 3 3 1\n1 2 1\n2 1\n", "line 3: input ends where color a[2][3] (token 10) was expected"},
		{"not an integer", "2 3 3 1\n1 2 x\n", `line 2, token 7: color a[1][3] is "x", not an integer`},
		{"n zero", "0 3 3 1\n", "n (rows) = 0, want 1..50"},
		{"m too big", "2 51 3 1\n", "m (columns) = 51, want 1..50"},
		{"k too big", "2 3 101 1\n", "k (colors) = 101, want 1..100"},
		{"q zero", "2 3 3 0\n", "q (operations) = 0, want 1..1000"},
		{"q huge", "2 3 3 99999999999999999999\n", "q (operations) = 99999999999999999999, want 1..1000"},
		{"color zero", "2 3 3 1\n1 0 1\n", "line 2, token 6: color a[1][2] = 0, want 1..3"},
		{"color above k", "2 3 3 1\n1 2 1\n2 4 2\n", "color a[2][2] = 4, want 1..3"},
		{"special", "2 3 3 1\n1 2 1\n2 1 2\n0 7 0\n", "line 4, token 12: special b[1][2] = 7, want 0..6"},
		{"negative special", "2 3 3 1\n1 2 1\n2 1 2\n0 -1 0\n", "special b[1][2] = -1, want 0..6"},
		{"row outside", board + "3 1 2 1\n", "line 6, token 17: x1 of operation 1 = 3, want 1..2"},
		{"column outside", board + "1 1 1 4\n", "y2 of operation 1 = 4, want 1..3"},
		{"missing operation", "2 3 3 2\n1 2 1\n2 1 2\n0 0 0\n0 0 0\n1 1 1 2\n", "input ends where x1 of operation 2 (token 21) was expected"},
		{"extra token", board + "1 1 1 2\n5\n", `line 7, token 21: extra token "5" after operation 1, the last`},
		{"initial row run", "2 3 3 1\n1 1 1\n2 3 2\n0 0 0\n0 0 0\n1 1 1 2\n", "initial board already holds a run of color 1: (1,1) (1,2) (1,3)"},
		{"initial column run", "3 2 3 1\n1 2\n3 2\n1 2\n0 0\n0 0\n0 0\n1 1 1 2\n", "run of color 2: (1,2) (2,2) (3,2)"},

		{"mayan n", "6\n0\n0\n0\n0\n0\n", "line 1, token 1: n (moves) = 6, want 1..5"},
		{"mayan color", "1\n11 0\n0\n0\n0\n0\n", "line 2, token 2: block y=0 of column x=0 = 11, want 0..10"},
		{"mayan tall column", "1\n1 2 1 2 1 2 1 2 0\n0\n0\n0\n0\n", "line 2, token 9: column x=0 has more than 7 blocks"},
		{"mayan no terminator", "1\n0\n0\n0\n0\n1 2", "input ends where the 0 that ends column x=4 (token 8) was expected"},
		{"mayan missing column", "1\n0\n0\n0\n0\n", "input ends where block y=0 of column x=4 (token 6) was expected"},
		{"mayan extra", "1\n0\n0\n0\n0\n0\n3\n", `line 7, token 7: extra token "3" after column x=4, the last`},
		{"mayan initial run", "1\n1 0\n1 0\n1 0\n0\n0\n", "run of color 1: (x=0,y=0) (x=1,y=0) (x=2,y=0)"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out, errOut, status := runProgram(t, c.input)
			if status != 1 || out != "" {
				t.Errorf("status %d, stdout %q; want 1 and nothing", status, out)
			}
			if !strings.Contains(errOut, c.want) || strings.Count(errOut, "\n") != 1 || !strings.HasSuffix(errOut, "\n") {
				t.Errorf("stderr %q; want one line containing %q", errOut, c.want)
			}
		})
	}
}

// TestNotBadInput: cells that are not adjacent, or one cell twice, make an
// invalid operation, not bad input. 2x3 board, both ops invalid: total 0.
func TestNotBadInput(t *testing.T) {
	in := "2 3 3 2\n1 2 1\n2 1 2\n0 0 0\n0 0 0\n1 1 2 3\n2 2 2 2\n"
	if out, errOut, status := runProgram(t, in); out != "0\n" || status != 0 {
		t.Errorf("got %q status %d stderr %q, want 0", out, status, errOut)
	}
}

func TestFlags(t *testing.T) {
	if _, errOut, status := runProgram(t, "", "-h"); status != 0 || !strings.Contains(errOut, "usage: match3") {
		t.Errorf("-h: status %d, stderr %q", status, errOut)
	}
	if _, _, status := runProgram(t, "", "-nope"); status != 2 {
		t.Errorf("unknown flag: status %d, want 2", status)
	}
	if _, _, status := runProgram(t, "1\n0\n0\n0\n0\n0\n", "-game", "chess"); status != 2 {
		t.Errorf("-game chess: status %d, want 2", status)
	}
	// Forced: a Mayan-looking first line read as Lines & Poker fails there.
	if _, errOut, status := runProgram(t, "1\n0\n0\n0\n0\n0\n", "-game", "poker"); status != 1 || !strings.Contains(errOut, "m (columns) = 0") {
		t.Errorf("-game poker: status %d, stderr %q", status, errOut)
	}
	// Forced Mayan on input with a split first line.
	if out, _, status := runProgram(t, "1 0\n0\n0\n0\n0\n", "-game", "mayan"); status != 0 || out != "-1\n" {
		t.Errorf("-game mayan: %q status %d", out, status)
	}
}

// TestBestHandAgainstNaive compares the Gray-code hand search with the
// naive recursive one on random main colors, few colors so every hand
// shape occurs.
func TestBestHandAgainstNaive(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	for i := 0; i < 20000; i++ {
		var mains [5][2]uint8
		var choices [][]int
		colors := 1 + rng.Intn(6)
		for j := range mains {
			a := 1 + rng.Intn(colors)
			mains[j][0] = uint8(a)
			choices = append(choices, []int{a})
			if b := 1 + rng.Intn(colors); b != a && rng.Intn(2) == 0 {
				mains[j][1] = uint8(b)
				choices[j] = append(choices[j], b)
			}
		}
		got, hand, rank := bestHand(mains)
		if want := naive.BestHand(choices, nil); got != want {
			t.Fatalf("%v: %d, want %d", mains, got, want)
		}
		if s, r := handScore(hand); s != got || r != rank {
			t.Fatalf("%v: chosen hand %v scores %d (rank %d), reported %d (rank %d)", mains, hand, s, r, got, rank)
		}
	}
}
