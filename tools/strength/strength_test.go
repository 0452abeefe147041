package main

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"match3/internal/match3bin"
	"match3/internal/mistake"
	"match3/internal/naive"
	"match3/internal/testenv"

	"match3/internal/counts"
)

func TestMain(m *testing.M) {
	code := m.Run()
	testenv.RemoveMatch3()
	os.Exit(code)
}

func write(t *testing.T, path, text string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

func copyFile(t *testing.T, from, to string) {
	t.Helper()
	data, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	write(t, to, string(data))
}

// TestStrength: on folders holding the T-shaped case of testdata/mistakes
// (tshape.why: a block of 5 made by one swap, one round, no special),
// combo-per-run and chain-squared are caught and block-no-left is not; a
// .ans that is not match3's answer is told; tests are named by their path
// as the folder was given, so two folders' tests called 1 stay apart, and
// 2 comes before 10; -json keeps every test and every id.
func TestStrength(t *testing.T) {
	bin := testenv.Match3(t)
	dir := t.TempDir()
	tshape, _ := filepath.Abs("../../testdata/mistakes/tshape.in")
	copyFile(t, tshape, filepath.Join(dir, "a", "1.in"))
	write(t, filepath.Join(dir, "a", "1.ans"), "1205\n")
	copyFile(t, tshape, filepath.Join(dir, "b", "1.in"))
	write(t, filepath.Join(dir, "b", "1.out"), "1005\n")
	copyFile(t, tshape, filepath.Join(dir, "b", "10.in"))
	copyFile(t, tshape, filepath.Join(dir, "b", "2.in"))
	// The folders as a user gives them, from where they are.
	wd, _ := os.Getwd()
	if err := os.Chdir(dir); err != nil {
		t.Fatal(err)
	}
	defer os.Chdir(wd)

	var text strings.Builder
	if err := run(options{dirs: []string{"a", "b"}, match3: bin}, &text, &text); err != nil {
		t.Fatal(err)
	}
	report := text.String()
	for _, want := range []string{
		"4 tests\n",
		"  combo-per-run        caught by 4: a/1, b/1, b/2, b/10\n",
		"  chain-squared        caught by 4: a/1, b/1, b/2, b/10\n",
		"  block-no-left        caught by NO test: ",
		`b/1: 4 x 3, k = 3, 1 valid, 0 invalid; 1 rounds (at most 1 in one operation); 0 fired by another's effect; blocks of 4+: 1, of 6+: 0, the largest 5`,
		`its .out is not match3's answer: "1005", match3 "1205"`,
		"no test covers: ",
	} {
		if !strings.Contains(report, want) {
			t.Errorf("the report lacks %q:\n%s", want, report)
		}
	}

	var js strings.Builder
	if err := run(options{dirs: []string{"a", "b"}, match3: bin, asJSON: true}, &js, &js); err != nil {
		t.Fatal(err)
	}
	var r jsonReport
	if err := json.Unmarshal([]byte(js.String()), &r); err != nil {
		t.Fatalf("-json: %v\n%s", err, js.String())
	}
	for _, m := range mistake.Catalogue {
		if got, ok := r.Mistakes[m.ID]; !ok || got == nil {
			t.Errorf("-json: %s is not a key with a list", m.ID)
		}
	}
	if len(r.Tests) != 4 || len(r.Mistakes["combo-per-run"]) != 4 || len(r.Mistakes["block-no-left"]) != 0 {
		t.Errorf("-json: %d tests, %v", len(r.Tests), r.Mistakes)
	}
	if e := r.Tests["b/10"].Events; e[counts.Valid] != 1 || e[counts.Blocks4] != 1 || r.Tests["b/1"].Note == "" {
		t.Errorf("-json tests: %v", r.Tests)
	}
	if !slices.Contains(r.Uncovered, "a 2x3 block (450)") || r.Work["a solution that rescans the board each round"].Test == "" {
		t.Errorf("-json coverage and work: %v %v", r.Uncovered, r.Work)
	}
}

// TestWrite builds each problem's set from nothing, then completes a
// Mayan one: every catalogued mistake is caught by two tests, every rule
// event is covered, each test written is legal (match3 answers it as its
// .ans says) and has a line in README.txt whose command makes it again;
// the same command writes the same tests; and a set that has some tests
// gets fewer written.
func TestWrite(t *testing.T) {
	bin := testenv.Match3(t)
	genBin, cleanup, err := match3bin.Tool("gen")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(cleanup) // after the subtests, which run once this returns
	dir := t.TempDir()
	// Each problem's part side by side: Mayan's spends its time searching,
	// Lines & Poker's much of it building and running the package's programs.
	t.Run("mayan", func(t *testing.T) {
		t.Parallel()
		written := writeFromNothing(t, bin, genBin, dir, "mayan")

		// Completing NOIP 2011's five tests we have writes fewer.
		noip := filepath.Join(dir, "noip")
		for _, name := range []string{"1", "2", "3", "4", "5"} {
			copyFile(t, "../../testdata/mayan/noip2011-"+name+".in", filepath.Join(noip, name+".in"))
		}
		more := filepath.Join(dir, "more")
		var report strings.Builder
		if err := run(options{out: more, dirs: []string{noip}, match3: bin}, &report, &report); err != nil {
			t.Fatal(err)
		}
		ins, _ := filepath.Glob(filepath.Join(more, "*.in"))
		if len(ins) == 0 || len(ins) >= written || !strings.Contains(report.String(), "the set had 5\n") {
			t.Errorf("completing NOIP's 5: %d written, from nothing %d:\n%s", len(ins), written, report.String())
		}
		t.Logf("written from nothing: %d; completing NOIP's five: %d", written, len(ins))
	})
	t.Run("poker", func(t *testing.T) {
		t.Parallel()
		written := writeFromNothing(t, bin, genBin, dir, "poker")

		// Again: the same tests, written this time as an ICPC package, which
		// checkPackage reads as the judges do and checkRefusals breaks.
		// (Lines & Poker's set, a quarter of the time of Mayan's: the writer
		// that must not depend on a map's order or a goroutine's is the same
		// for both.)
		again := filepath.Join(dir, "again")
		var report strings.Builder
		if err := run(options{out: again, game: "poker", pkg: "icpc", match3: bin}, &report, &report); err != nil {
			t.Fatal(err)
		}
		checkPackage(t, again, "poker")
		checkRefusals(t, again, "poker")
		// In a package the tests are numbered after the sample, 1.
		renumber := regexp.MustCompile(`poker-(\d+)`)
		next := func(name string) string {
			return renumber.ReplaceAllStringFunc(name, func(m string) string {
				n, _ := strconv.Atoi(strings.TrimPrefix(m, "poker-"))
				return fmt.Sprintf("poker-%02d", n+1)
			})
		}
		first, _ := filepath.Glob(filepath.Join(dir, "poker", "*.*"))
		for _, f := range first {
			a, _ := os.ReadFile(f)
			b, _ := os.ReadFile(filepath.Join(again, "data", "secret", next(filepath.Base(f))))
			if filepath.Base(f) == "README.txt" {
				b, _ = os.ReadFile(filepath.Join(again, "README.txt"))
				a = []byte(next(string(a)))
			}
			if string(a) != string(b) {
				t.Errorf("%s differs when written again", filepath.Base(f))
			}
		}
		t.Logf("written from nothing: %d", written)
	})
}

// writeFromNothing writes a game's set into dir/game and checks it: every
// mistake caught twice, every event covered, each test with match3's
// answer and a README line whose gen command makes it again, each Lines &
// Poker game legal. It returns how many tests it wrote.
func writeFromNothing(t *testing.T, bin, genBin, dir, game string) int {
	t.Helper()
	out := filepath.Join(dir, game)
	var report strings.Builder
	if err := run(options{out: out, game: game, match3: bin}, &report, &report); err != nil {
		t.Fatal(err)
	}
	text := report.String()
	if !strings.Contains(text, "every mistake is caught\n") || strings.Contains(text, "one test only catches") ||
		!strings.Contains(text, "every rule event is covered\n") {
		t.Errorf("%s:\n%s", game, text)
	}
	readme, err := os.ReadFile(filepath.Join(out, "README.txt"))
	if err != nil {
		t.Fatal(err)
	}
	lines := regexp.MustCompile(`(?m)^(`+game+`-\d+)\.in: .+\n    gen (.+)$`).FindAllStringSubmatch(string(readme), -1)
	ins, _ := filepath.Glob(filepath.Join(out, "*.in"))
	if len(lines) == 0 || len(lines) != len(ins) {
		t.Fatalf("%s: %d README lines for %d tests:\n%s", game, len(lines), len(ins), readme)
	}
	for _, l := range lines {
		in, _ := os.ReadFile(filepath.Join(out, l[1]+".in"))
		ans, _ := os.ReadFile(filepath.Join(out, l[1]+".ans"))
		again, err := exec.Command(genBin, strings.Fields(l[2])...).Output()
		if err != nil || string(again) != string(in) {
			t.Errorf("%s: gen %s makes another input (%v)", l[1], l[2], err)
		}
		cmd := exec.Command(bin)
		cmd.Stdin = strings.NewReader(string(in))
		if got, err := cmd.Output(); err != nil || string(got) != string(ans) {
			t.Errorf("%s: match3 answers %q (%v), the .ans says %q", l[1], got, err, ans)
		}
		// What strength writes keeps the statement's promises
		// (2 <= n, m; n + m > 4; 2 <= k), though match3 reads more.
		if g, err := naive.ParseGame(string(in)); game == "poker" && (err != nil || g.N < 2 || g.M < 2 || g.N+g.M <= 4 || g.K < 2) {
			t.Errorf("%s: not a legal game (%v)", l[1], err)
		}
	}
	return len(ins)
}

// TestInvocations runs three Mayan solutions on three tests: match3
// itself (accepted), one that answers -1 always (a wrong answer on the
// solvable ones), and one right on these tests but wrong when the first
// column holds three blocks or more, which none of them has: accepted,
// and a short stress run tells it from match3.
func TestInvocations(t *testing.T) {
	bin := testenv.Match3(t)
	dir := t.TempDir()
	for _, name := range []string{"sample", "noip2011-1", "noip2011-3"} {
		copyFile(t, "../../testdata/mayan/"+name+".in", filepath.Join(dir, "set", name+".in"))
	}
	giveUp := filepath.Join(dir, "giveup.sh")
	write(t, giveUp, "#!/bin/sh\necho -1\n")
	hidden := filepath.Join(dir, "hidden.sh")
	write(t, hidden, "#!/bin/sh\nin=$(cat)\nif [ $(echo \"$in\" | sed -n 2p | wc -w) -ge 4 ]; then echo -1; else echo \"$in\" | "+bin+"; fi\n")
	os.Chmod(giveUp, 0o755)
	os.Chmod(hidden, 0o755)
	var out strings.Builder
	err := run(options{dirs: []string{filepath.Join(dir, "set")}, match3: bin, solutions: []string{bin, "sh " + giveUp, "sh " + hidden},
		timeout: 5 * time.Second, stressCount: 200}, &out, &out)
	if err != nil {
		t.Fatal(err)
	}
	report := out.String()
	for _, want := range []*regexp.Regexp{
		regexp.MustCompile(`/set/sample +OK \d+\.\d\ds +WA \d+\.\d\ds +OK `),
		regexp.MustCompile(`/set/noip2011-1 +OK \d+\.\d\ds +OK \d+\.\d\ds +OK `),
		regexp.MustCompile(`solution 1, .+/match3: accepted by every test\n  and a short stress run finds no difference either\n`),
		regexp.MustCompile(`solution 2, sh .+/giveup.sh: rejected by 2 of 3 tests: .+/set/noip2011-3 \(WA(: [a-z-]+)?\), .+/set/sample \(WA(: [a-z-]+)?\)\n`),
		regexp.MustCompile(`solution 3, sh .+/hidden.sh: accepted by every test\n  but stress tells it from match3, so the set lets it through: on input \d+: wrong answer: -1, but`),
	} {
		if !want.MatchString(report) {
			t.Errorf("the table lacks %v:\n%s", want, report)
		}
	}
}
