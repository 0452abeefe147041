package judgement

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"match3/internal/event"
	"match3/internal/naive"
)

// The statement's example (testdata/poker/thupc2022-01): 11692 =
// elimination 202 + chain 80 + combination 200 + pattern 210 + endgame
// 11000 (the tally the web page's test reads off the same game).
var example = event.Tally{Elimination: 202, Chain: 80, Combination: 200, Pattern: 210, Endgame: 11000}

// TestPoker: a total judged without naming (which needs the input): the
// status and the words, each from the tally's arithmetic. The team's words
// (the message, where Team is not given) hold none of 11692's figures.
func TestPoker(t *testing.T) {
	for _, c := range []struct {
		answer string
		want   Verdict
	}{
		{"11692\n", Verdict{Status: Accepted, Message: "11692"}},
		{"  11692  ", Verdict{Status: Accepted, Message: "11692"}},
		{"11492\n", Verdict{Status: Wrong, Message: "expected 11692 (elimination 202, chain 80, combination 200, pattern 210, endgame 11000), found 11492 (200 less)",
			Team: "found 11492, which is not the total"}},
		{"11700\n", Verdict{Status: Wrong, Message: "expected 11692 (elimination 202, chain 80, combination 200, pattern 210, endgame 11000), found 11700 (8 more)",
			Team: "found 11700, which is not the total"}},
		{"debug 7\n11692\n", Verdict{Status: Unreadable, Message: "2 lines, want 1: the answer has extra lines (debug output?); line 2 is the right total",
			Team: "2 lines, want 1: the answer has extra lines (debug output?)"}},
		{"", Verdict{Status: Unreadable, Message: "want one integer, the total; the answer has 0 tokens"}},
		{"11692.0", Verdict{Status: Unreadable, Message: `the answer "11692.0" is not an integer`}},
		{"99999999999999999999", Verdict{Status: Unreadable, Message: `the answer "99999999999999999999" is an integer out of range (at most 19 digits)`}},
	} {
		got := Poker(example, nil, []byte(c.answer), false)
		if c.want.Team == "" {
			c.want.Team = c.want.Message
		}
		if got.Status != c.want.Status || got.Message != c.want.Message || got.Team != c.want.Team {
			t.Errorf("%q: %d %q (team %q), want %d %q (team %q)", c.answer, got.Status, got.Message, got.Team, c.want.Status, c.want.Message, c.want.Team)
		}
	}
}

// TestLine: -check's line is the status's words and the message.
func TestLine(t *testing.T) {
	for status, want := range map[Status]string{Accepted: "ok: m", Wrong: "wrong answer: m", Unreadable: "presentation error: m", Fail: "fail: m"} {
		if got := (Verdict{Status: status, Message: "m"}).Line(); got != want {
			t.Errorf("%d: %q, want %q", status, got, want)
		}
	}
	if got := Bad(errors.New("line 1: n = 0")).Line(); got != "fail: the input is bad: line 1: n = 0" {
		t.Errorf("Bad: %q", got)
	}
}

// sample is the NOIP 2011 sample (testdata/mayan/sample), whose smallest
// answer is 2 1 1, 3 1 1, 3 0 1 (sample.out).
func sample(t *testing.T) Puzzle {
	t.Helper()
	text, err := os.ReadFile(filepath.Join("..", "..", "testdata", "mayan", "sample.in"))
	if err != nil {
		t.Fatal(err)
	}
	n, b, err := naive.ParseMayan(string(text))
	if err != nil {
		t.Fatal(err)
	}
	g := &event.Grid{Rows: 7, Cols: 5, Colors: 10, Color: make([]uint8, 35), Special: make([]uint8, 35)}
	for x := range b {
		for y, c := range b[x] {
			g.Color[g.At(6-y, x)] = uint8(c)
		}
	}
	return Puzzle{Moves: n, Board: g, Want: moves(2, 1, 1, 3, 1, 1, 3, 0, 1)}
}

// moves is x y g, x y g, ... as moves.
func moves(xyg ...int) []event.Move {
	var out []event.Move
	for i := 0; i+2 < len(xyg); i += 3 {
		out = append(out, event.Move{X: xyg[i], Y: xyg[i+1], G: xyg[i+2]})
	}
	return out
}

// TestMayan: the sample's answers, right and wrong, each verdict from the
// sample's board by hand. The team's words (the message, where team is
// not given) name no move of the smallest answer.
func TestMayan(t *testing.T) {
	p := sample(t)
	for _, c := range []struct {
		answer      string
		status      Status
		words, team string
		blame       int
	}{
		{"2 1 1\n3 1 1\n3 0 1\n", Accepted, "2 1 1, 3 1 1, 3 0 1", "", 0},
		{"-1\n", Wrong, "-1, but 3 moves clear the board, the smallest being 2 1 1, 3 1 1, 3 0 1", "-1, but 3 moves clear the board", 0},
		// 1-based columns: every x one more.
		{"3 1 1\n4 1 1\n4 0 1\n", Wrong, "move 2, 4 1 1: it drags the block off the board, to x = 5; every x is one more than the answer's: 1-based columns?",
			"move 2, 4 1 1: it drags the block off the board, to x = 5; the moves read as 1-based columns?", 2},
		// The first move drags nothing: column 0 holds one block, at y = 0.
		{"0 1 1\n3 1 1\n3 0 1\n", Wrong, "move 1, 0 1 1: no block at (0, 1)", "", 1},
		{"2 1 1\n3 1 1\n", Wrong, "2 moves, want exactly 3", "", 0},
		{"12345\n", Unreadable, `1 integer: want lines of three, "x y g", or -1`, "", 0}, // one token
		{"2 1 1\n3 1 1\n3 0 1\n0 0 1\n", Unreadable, "4 lines, want 3: the answer has extra lines (debug output?)",
			"4 lines, more than the 3 moves asked for: the answer has extra lines (debug output?)", 0},
	} {
		got := Mayan(p, nil, []byte(c.answer), false)
		if c.team == "" {
			c.team = c.words
		}
		if got.Status != c.status || got.Message != c.words || got.Team != c.team || got.Blame != c.blame {
			t.Errorf("%q: %d %q (team %q) blame %d, want %d %q (team %q) blame %d", c.answer, got.Status, got.Message, got.Team, got.Blame, c.status, c.words, c.team, c.blame)
		}
	}
	// With no answer to the puzzle (Want nil: the search found none in 1
	// move), the team is not told so: the jury's "want 1" would say it.
	lone := p
	lone.Moves, lone.Want = 1, nil
	if got := Mayan(lone, nil, []byte("2 1 1\n3 1 1\n"), false); got.Status != Unreadable || got.Team != "2 lines, more than the 1 move asked for: the answer has extra lines (debug output?)" {
		t.Errorf("two lines for one move, no answer: %d %q", got.Status, got.Team)
	}
	// Play: the answer clears the board; its first move alone leaves it.
	if after, fault := p.Play(p.Want); fault.At != 0 || !after.Empty() {
		t.Errorf("the sample's answer: fault %+v, %d blocks left", fault, after.Blocks())
	}
	if _, fault := p.Play(moves(2, 1, 1, 3, 1, 1, 3, 0, 1, 0, 0, 1)); fault.At != 4 || !strings.Contains(fault.Why, "empty after move 3") {
		t.Errorf("a move after the board is empty: %+v", fault)
	}
}

// TestChecker: each protocol's files, words and exit status, with a game
// whose every answer but "right" is wrong. The jury's words name the
// expected answer, the team's do not: only kattis's judgemessage.txt may
// hold the jury's.
func TestChecker(t *testing.T) {
	dir := t.TempDir()
	file := func(name, text string) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	in, right, wrongOut := file("in", "game"), file("right", "right\r\n"), file("wrong", "left")
	play := func(input []byte) (func([]byte) Verdict, error) {
		if string(input) != "game" {
			return nil, errors.New("not the game")
		}
		return func(answer []byte) Verdict {
			if strings.TrimSpace(string(answer)) == "right" {
				return accepted("right")
			}
			return Verdict{Status: Wrong, Message: "not right: expected right", Team: "not right"}
		}, nil
	}
	run := func(protocol string, stdin string, files ...string) (int, string, string) {
		var out, errOut strings.Builder
		status := Checker{Protocol: protocol, Files: files, Play: play}.Run(strings.NewReader(stdin), &out, &errOut)
		return status, out.String(), errOut.String()
	}
	result := filepath.Join(dir, "result")
	if s, _, e := run("testlib", "", in, wrongOut, right, result, "-appes"); s != 1 || e != "wrong answer not right\n" {
		t.Errorf("testlib, wrong: %d %q", s, e)
	}
	if b, _ := os.ReadFile(result); !strings.Contains(string(b), `outcome = "wrong-answer">not right</result>`) {
		t.Errorf("testlib's result file: %q", b)
	}
	if s, _, e := run("testlib", "", in, right, right); s != 0 || e != "ok right\n" {
		t.Errorf("testlib, right: %d %q", s, e)
	}
	if s, _, e := run("testlib", "", in, right, wrongOut); s != 3 || e != "FAIL the jury's answer is not match3's (match3 -check INPUT < ANSWER says why)\n" {
		t.Errorf("testlib, a wrong jury answer: %d %q", s, e)
	}
	feedback := t.TempDir()
	if s, _, _ := run("kattis", "right\n", in, right, feedback); s != 42 {
		t.Errorf("kattis, right: %d", s)
	}
	if s, _, _ := run("kattis", "left\n", in, right, feedback); s != 43 {
		t.Errorf("kattis, wrong: %d", s)
	}
	if b, _ := os.ReadFile(filepath.Join(feedback, "judgemessage.txt")); string(b) != "wrong answer: not right: expected right\n" {
		t.Errorf("kattis's judge message: %q", b)
	}
	if b, _ := os.ReadFile(filepath.Join(feedback, "teammessage.txt")); string(b) != "not right\n" {
		t.Errorf("kattis's team message: %q", b)
	}
	if s, o, e := run("cms", "", in, right, wrongOut); s != 0 || o != "0.0\n" || e != "not right\nADMIN_MESSAGE: not right: expected right\n" {
		t.Errorf("cms, wrong: %d %q %q", s, o, e)
	}
	if s, _, e := run("kattis", "", file("bad", "chess"), right, feedback); s != 1 || e != "" {
		t.Errorf("kattis, a bad input: %d %q", s, e)
	}
	if s, _, e := run("cms", "", in, right); s != 2 || !strings.Contains(e, "wants INPUT CORRECT OUTPUT") {
		t.Errorf("cms, two files: %d %q", s, e)
	}
}
