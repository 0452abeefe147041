package main

import (
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"

	"match3/internal/gen"
	"match3/internal/testenv"
)

// TestSolutions holds the packages' accepted C++ solutions
// (solutions/*.cc), a third implementation of each problem beside match3's
// engine and internal/naive, to the golden answers (testdata/, copied from
// the independent implementations' data) and to match3 on generated games
// of every regime: for Lines & Poker the golden data's (small, mixed,
// cascade, clear, dense-special, max) and the generator's built shapes;
// for the Mayan puzzle solvable and unsolvable puzzles of 1 to 5 moves,
// ones fewer moves clear, runs that meet at a corner, and the hard ones.
func TestSolutions(t *testing.T) {
	bin := testenv.Match3(t)
	cpp := map[string]string{"poker": compileCpp(t, "solutions/poker.cc"), "mayan": compileCpp(t, "solutions/mayan.cc")}

	var cases []solutionCase
	for _, game := range []string{"poker", "mayan"} {
		ins, _ := filepath.Glob(filepath.Join("..", "..", "testdata", game, "*.in"))
		sort.Strings(ins)
		for _, in := range ins {
			input, _ := os.ReadFile(in)
			want, err := os.ReadFile(strings.TrimSuffix(in, ".in") + ".out")
			if err != nil {
				continue // a test without a golden answer
			}
			cases = append(cases, solutionCase{game, "golden", filepath.Base(in), string(input), string(want)})
		}
	}
	for _, r := range pokerRegimes {
		rng := rand.New(rand.NewSource(1))
		for i := 0; i < r.count; i++ {
			cases = append(cases, solutionCase{"poker", r.name, fmt.Sprint(i + 1), r.game(rng), ""})
		}
	}
	for _, r := range mayanRegimes {
		rng := rand.New(rand.NewSource(1))
		for i := 0; i < r.count; i++ {
			cases = append(cases, solutionCase{"mayan", r.name, fmt.Sprint(i + 1), r.puzzle(rng, i), ""})
		}
	}

	// Two at a time: a run is mostly starting a process.
	var wg sync.WaitGroup
	next := make(chan int)
	failures := make([]string, len(cases))
	for w := 0; w < 2; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				failures[i] = cases[i].check(bin, cpp[cases[i].game])
			}
		}()
	}
	for i := range cases {
		next <- i
	}
	close(next)
	wg.Wait()

	counts := map[string]int{}
	var order []string
	for i, c := range cases {
		key := c.game + " " + c.regime
		if counts[key] == 0 {
			order = append(order, key)
		}
		counts[key]++
		if failures[i] != "" {
			t.Errorf("%s %s %s: %s", c.game, c.regime, c.name, failures[i])
		}
	}
	var line []string
	for _, k := range order {
		line = append(line, fmt.Sprintf("%s %d", k, counts[k]))
	}
	t.Logf("%d inputs: %s", len(cases), strings.Join(line, ", "))
}

// compileCpp compiles a C++ submission as problemtools compiles C++
// (-O2, static), in C++17.
func compileCpp(t *testing.T, src string) string {
	t.Helper()
	testenv.MustHave(t, "apt-get install -y g++", "g++")
	bin := filepath.Join(t.TempDir(), strings.TrimSuffix(filepath.Base(src), ".cc"))
	if out, err := exec.Command("g++", "-O2", "-std=gnu++17", "-static", "-o", bin, src).CombinedOutput(); err != nil {
		t.Fatalf("g++ %s: %v\n%s", src, err, out)
	}
	return bin
}

// solutionCase is one input, with its golden answer or none (then
// match3's answer is wanted).
type solutionCase struct {
	game, regime, name string
	input, want        string
}

// check runs the C++ solution on the input and says how it differs from
// the answer wanted, or "".
func (c solutionCase) check(bin, cpp string) string {
	want := c.want
	if want == "" {
		out, err := runWith(bin, c.input)
		if err != nil {
			return "match3: " + err.Error()
		}
		want = out
	}
	got, err := runWith(cpp, c.input)
	if err != nil {
		return err.Error()
	}
	if got != want {
		return fmt.Sprintf("the C++ solution answers %q, want %q\n%s", clipped(got), clipped(want), clipped(c.input))
	}
	return ""
}

func runWith(program, input string) (string, error) {
	cmd := exec.Command(program)
	cmd.Stdin = strings.NewReader(input)
	out, err := cmd.Output()
	if ee, ok := err.(*exec.ExitError); ok {
		return "", fmt.Errorf("%v: %s", err, ee.Stderr)
	}
	return string(out), err
}

func clipped(s string) string {
	if len(s) > 300 {
		return s[:300] + "..."
	}
	return s
}

// pokerRegimes are the golden data's regimes of generated games.
var pokerRegimes = []struct {
	name  string
	count int
	game  func(rng *rand.Rand) string
}{
	{"small", 60, func(rng *rand.Rand) string {
		return gen.Poker{N: 2 + rng.Intn(4), M: 2 + rng.Intn(4), K: 2 + rng.Intn(3), Q: 1 + rng.Intn(12), Special: 0.2, Valid: 0.7}.Widened(false).Game(rng)
	}},
	{"mixed", 60, func(rng *rand.Rand) string {
		return gen.Poker{N: 4 + rng.Intn(9), M: 4 + rng.Intn(9), K: 3 + rng.Intn(4), Q: 5 + rng.Intn(40), Special: rng.Float64() * 0.3, Valid: rng.Float64()}.Game(rng)
	}},
	{"cascade", 30, func(rng *rand.Rand) string {
		return gen.Poker{N: 8 + rng.Intn(8), M: 8 + rng.Intn(8), K: 3, Q: 10 + rng.Intn(30), Special: 0, Valid: 1}.Game(rng)
	}},
	{"clear", 40, func(rng *rand.Rand) string {
		return gen.Poker{N: 2 + rng.Intn(5), M: 2 + rng.Intn(5), K: 2 + rng.Intn(2), Q: 1 + rng.Intn(8), Special: 0.5, Valid: 1, Clear: true}.Widened(false).Game(rng)
	}},
	{"dense-special", 40, func(rng *rand.Rand) string {
		return gen.Poker{N: 5 + rng.Intn(6), M: 5 + rng.Intn(6), K: 3 + rng.Intn(3), Q: 5 + rng.Intn(25), Special: 0.6, Valid: 0.8}.Game(rng)
	}},
	{"max", 3, func(rng *rand.Rand) string {
		return gen.Poker{N: 50, M: 50, K: gen.Auto, Q: 1000, Special: gen.Auto, Valid: gen.Auto}.Scaled().Game(rng)
	}},
	{"max-clear", 2, func(rng *rand.Rand) string {
		return gen.Poker{N: 50, M: 50, K: 4, Q: 1000, Special: 0.1, Valid: gen.Auto, Clear: true}.Scaled().Game(rng)
	}},
	{"shapes", 3, func() func(rng *rand.Rand) string {
		i := 0
		return func(rng *rand.Rand) string {
			i++
			return []func() string{gen.Cascade, gen.Blast, func() string { return gen.Pairs(rng) }}[(i-1)%3]()
		}
	}()},
}

// mayanRegimes are puzzles of every kind the generator makes.
var mayanRegimes = []struct {
	name   string
	count  int
	puzzle func(rng *rand.Rand, i int) string
}{
	{"solvable", 50, func(rng *rand.Rand, i int) string {
		return gen.Mayan{Moves: 1 + i%5, Blocks: 3 + rng.Intn(15), Colors: 1 + rng.Intn(4), Solvable: true}.Puzzle(rng)
	}},
	{"unsolvable", 40, func(rng *rand.Rand, i int) string {
		return gen.Mayan{Moves: 1 + i%5, Blocks: 3 + rng.Intn(18), Colors: 1 + rng.Intn(5)}.Puzzle(rng)
	}},
	{"fewer moves clear", 15, func(rng *rand.Rand, i int) string {
		return gen.Mayan{Moves: 2 + i%4, Blocks: 3 + rng.Intn(8), Colors: 1 + rng.Intn(3), Solvable: true, Built: 1}.Puzzle(rng)
	}},
	{"corners", 15, func(rng *rand.Rand, i int) string {
		return gen.Mayan{Moves: 2 + i%3, Blocks: 8 + rng.Intn(9), Colors: 2 + rng.Intn(2), Solvable: true, Corners: true}.Puzzle(rng)
	}},
	{"ten colors", 10, func(rng *rand.Rand, i int) string {
		return gen.Mayan{Moves: 3 + i%3, Blocks: 20 + rng.Intn(15), Colors: 10, Solvable: i%2 == 0}.Puzzle(rng)
	}},
	{"hard", 3, func(rng *rand.Rand, i int) string { return gen.HardPuzzles(i + 1)[i] }},
}
