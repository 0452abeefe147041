//go:build !judge

package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// write puts files into a new folder and returns their paths.
func write(t *testing.T, files ...string) []string {
	dir := t.TempDir()
	var paths []string
	for i := 0; i < len(files); i += 2 {
		p := filepath.Join(dir, files[i])
		if err := os.WriteFile(p, []byte(files[i+1]), 0o644); err != nil {
			t.Fatal(err)
		}
		paths = append(paths, p)
	}
	return paths
}

// TestCheckerTestlib calls match3 as Polygon and the testlib judges call a
// checker, checker INPUT OUTPUT ANSWER RESULT -appes, and reads what they
// read: the exit status, stderr's first word and the XML result file.
// thupc2022-01's answer is 11692 (THUPC's data); 11492 is 200 less, the
// answer of combo-per-run (testdata/mistakes' hand cases use the same
// game's first operation, and -check names it). The judges show testlib's
// one message to the contestant: it never holds 11692 where the output
// is not 11692.
func TestCheckerTestlib(t *testing.T) {
	in := golden(t, "poker/thupc2022-01.in")
	for _, c := range []struct {
		name, output, answer string
		status               int
		lead, outcome        string
	}{
		{"right", "11692\n", "11692\n", 0, "ok ", "accepted"},
		{"right, CRLF", "11692\r\n", "11692\r\n", 0, "ok ", "accepted"},
		{"wrong", "11492\n", "11692\n", 1, "wrong answer ", "wrong-answer"},
		{"unreadable", "eleven\n", "11692\n", 2, "wrong output format ", "presentation-error"},
		{"a wrong jury answer", "11692\n", "1\n", 3, "FAIL the jury's answer is not match3's", "fail"},
	} {
		p := write(t, "in.txt", in, "out.txt", c.output, "ans.txt", c.answer)
		result := filepath.Join(filepath.Dir(p[0]), "result.xml")
		stdout, stderr, status := runProgram(t, "", "-checker", "testlib", p[0], p[1], p[2], result, "-appes")
		xml, _ := os.ReadFile(result)
		if status != c.status || stdout != "" || !strings.HasPrefix(stderr, c.lead) ||
			!strings.HasPrefix(string(xml), `<?xml version="1.0" encoding="windows-1251"?><result outcome = "`+c.outcome+`">`) ||
			!strings.HasPrefix(c.output, "11692") && strings.Contains(stderr+string(xml), "11692") {
			t.Errorf("%s: status %d, stdout %q, stderr %q, result %q", c.name, status, stdout, stderr, xml)
		}
	}
	// Without -appes the result file holds the message alone; without a
	// result file only stderr speaks.
	p := write(t, "in.txt", in, "out.txt", "11692\n", "ans.txt", "11692\n")
	result := filepath.Join(filepath.Dir(p[0]), "result.txt")
	if _, stderr, status := runProgram(t, "", "-checker", "testlib", p[0], p[1], p[2], result); status != 0 || stderr != "ok 11692\n" {
		t.Errorf("plain: %d %q", status, stderr)
	}
	if b, _ := os.ReadFile(result); string(b) != "11692" {
		t.Errorf("result file %q", b)
	}
}

// TestCheckerKattis calls match3 as DOMjudge and problemtools call an
// output validator, INPUT ANSWER FEEDBACK_DIR with the team's output on
// stdin, and reads the exit status (42, 43) and the feedback files. The
// judge message says all; the team message never the expected answer.
//   - mayan-sameskip's same-color-skipped answer (testdata/mistakes, its
//     .why), which no-left-drag gives too: two readings, so the team is
//     told where its answer departs and no misreading.
//   - thupc2022-01's 11492, 200 less than 11692, which combo-per-run alone
//     gives (its first operation's block of 5 scores 200, two runs of 3
//     score 0): the team is told the misreading, not 11692 nor its parts.
func TestCheckerKattis(t *testing.T) {
	sameskip, example := golden(t, "mistakes/mayan-sameskip.in"), golden(t, "poker/thupc2022-01.in")
	for _, c := range []struct {
		in, answer, output string
		status             int
		team, judge        string
		never              []string // in the team message
	}{
		{sameskip, "0 0 1\n3 0 -1\n", "0 0 1\n3 0 -1\n", 42, "0 0 1, 3 0 -1", "accepted", nil}, // the answer, as -check accepts it
		{sameskip, "0 0 1\n3 0 -1\n", "1 0 1\n0 0 1\n", 43, "not as the smallest sequence: a smaller one first differs at move 1",
			"(same-color-skipped), or if", []string{"0 0 1, 3 0 -1", "3 0 -1", "same-color-skipped", "no-left-drag"}},
		{example, "11692\n", "11492\n", 43, "found 11492, which is not the total; that is the answer if combination is scored per run, not per block (combo-per-run); first departs at operation 1, round 1 (combo-per-run)",
			"expected 11692 (elimination 202", []string{"11692", "202", "11000", "200 less", "scores 200"}},
	} {
		p := write(t, "in.txt", c.in, "ans.txt", c.answer)
		dir := filepath.Dir(p[0])
		_, _, status := runProgram(t, c.output, "-checker", "kattis", p[0], p[1], dir)
		team, _ := os.ReadFile(filepath.Join(dir, "teammessage.txt"))
		judge, _ := os.ReadFile(filepath.Join(dir, "judgemessage.txt"))
		if status != c.status || !strings.Contains(string(team), c.team) || !strings.Contains(string(judge), c.judge) {
			t.Errorf("%q: status %d, team %q, judge %q", c.output, status, team, judge)
		}
		for _, s := range c.never {
			if strings.Contains(string(team), s) {
				t.Errorf("%q: the team message %q gives away %q", c.output, team, s)
			}
		}
	}
}

// TestCheckerCMS calls match3 as CMS calls a checker, INPUT CORRECT
// OUTPUT, and reads the score on stdout and the message on stderr, whose
// first line CMS shows the contestant: never the right total, 11692, for
// 11492; the next, marked ADMIN_MESSAGE, the admin alone.
func TestCheckerCMS(t *testing.T) {
	in := golden(t, "poker/thupc2022-01.in")
	for _, c := range []struct{ output, score string }{{"11692\n", "1.0\n"}, {"11492\n", "0.0\n"}} {
		p := write(t, "in.txt", in, "ans.txt", "11692\n", "out.txt", c.output)
		stdout, stderr, status := runProgram(t, "", "-checker", "cms", p[0], p[1], p[2])
		first, admin, _ := strings.Cut(stderr, "\n")
		if status != 0 || stdout != c.score || first == "" || c.output != "11692\n" && (strings.Contains(first, "11692") || !strings.HasPrefix(admin, "ADMIN_MESSAGE: expected 11692")) {
			t.Errorf("%q: status %d, score %q, message %q", c.output, status, stdout, stderr)
		}
	}
	if _, stderr, status := runProgram(t, "", "-checker", "cms", "a", "b"); status != 2 || !strings.Contains(stderr, "INPUT CORRECT OUTPUT") {
		t.Errorf("two arguments: %d %q", status, stderr)
	}
}

// TestTeamWordsHideTheAnswer judges wrong answers of every golden Mayan
// puzzle and of the small golden Lines & Poker games as a judge's checker
// does, and reads what the team is shown: never the expected total, nor
// how far off it is (the jury's words "expected", "less", "more"); never a move of the smallest answer that the team's
// own answer does not hold, nor that the answer is -1.
func TestTeamWordsHideTheAnswer(t *testing.T) {
	check := func(in, want, output string, never []string) {
		t.Helper()
		p := write(t, "in.txt", in, "ans.txt", want)
		dir := filepath.Dir(p[0])
		runProgram(t, output, "-checker", "kattis", p[0], p[1], dir)
		team, err := os.ReadFile(filepath.Join(dir, "teammessage.txt"))
		if err != nil {
			t.Fatalf("%q: no team message: %v", output, err)
		}
		for _, s := range never {
			if strings.Contains(" "+strings.NewReplacer(",", " ", ";", " ", ":", " ", "(", " ", ")", " ").Replace(string(team))+" ", " "+s+" ") {
				t.Errorf("%q (the answer %q): the team is told %q: %q", output, want, s, team)
			}
		}
	}
	names, inputs, outputs := goldenCases(t, "mayan")
	for _, name := range names {
		want := strings.TrimSpace(outputs[name])
		lines := strings.Split(want, "\n")
		if want == "-1" {
			var n int
			fmt.Sscan(inputs[name], &n)
			check(inputs[name], want, strings.Repeat("0 0 1\n", n), []string{"-1"})
			check(inputs[name], want, "0 0 1\n0 0 1\n0 0 1\n0 0 1\n0 0 1\n0 0 1\n", []string{"-1", "want 1"})
			continue
		}
		shifted := make([]string, len(lines))
		for i, l := range lines {
			var x, y, g int
			fmt.Sscan(l, &x, &y, &g)
			shifted[i] = fmt.Sprintf("%d %d %d", x+1, y, g)
		}
		flipped := append(append([]string(nil), lines[:len(lines)-1]...), strings.Replace(lines[len(lines)-1], " 1", " -1", 1))
		for _, output := range []string{"-1", strings.Join(shifted, "\n"), strings.Join(flipped, "\n"), want + "\n" + lines[0], strings.Join(lines[1:], "\n")} {
			var never []string
			for _, l := range lines {
				if !strings.Contains("\n"+output+"\n", "\n"+l+"\n") {
					never = append(never, strings.Join(strings.Fields(l), " "))
				}
			}
			check(inputs[name], want, output+"\n", never)
		}
	}
	names, inputs, outputs = goldenCases(t, "poker")
	for _, name := range names {
		offs := []int64{777777, -555555} // numbers no operation or round of a golden game reaches
		if len(inputs[name]) > 2000 {    // naming plays each misreading: one answer of a large game
			if testing.Short() {
				continue
			}
			offs = offs[:1]
		}
		total := strings.TrimSpace(outputs[name])
		var v int64
		fmt.Sscan(total, &v)
		for _, d := range offs {
			never := []string{total, "less", "more", "expected"}
			by := d
			if by < 0 {
				by = -by
			}
			if by != v+d { // the team's own total may be said
				never = append(never, fmt.Sprint(by))
			}
			check(inputs[name], total, fmt.Sprintf("%d\n", v+d), never)
		}
		check(inputs[name], total, "7\n"+total+"\n", []string{total})
	}
}
