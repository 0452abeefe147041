//go:build !judge

package main

import (
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

func golden(t *testing.T, name string) string {
	b, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestCheckerTestlib calls match3 as Polygon and the testlib judges call a
// checker, checker INPUT OUTPUT ANSWER RESULT -appes, and reads what they
// read: the exit status, stderr's first word and the XML result file.
// thupc2022-01's answer is 11692 (THUPC's data); 11492 is 200 less, the
// answer of combo-per-run (testdata/mistakes' hand cases use the same
// game's first operation, and -check names it).
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
			!strings.HasPrefix(string(xml), `<?xml version="1.0" encoding="windows-1251"?><result outcome = "`+c.outcome+`">`) {
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
// wrong answer is mayan-sameskip's same-color-skipped one
// (testdata/mistakes, its .why): the team is told the misreading.
func TestCheckerKattis(t *testing.T) {
	in := golden(t, "mistakes/mayan-sameskip.in")
	for _, c := range []struct {
		output string
		status int
		team   string
	}{
		{"0 0 1\n3 0 -1\n", 42, "0 0 1, 3 0 -1"}, // the answer, as -check accepts it
		{"1 0 1\n0 0 1\n", 43, "same-color-skipped"},
	} {
		p := write(t, "in.txt", in, "ans.txt", "0 0 1\n3 0 -1\n")
		dir := filepath.Dir(p[0])
		_, _, status := runProgram(t, c.output, "-checker", "kattis", p[0], p[1], dir)
		team, _ := os.ReadFile(filepath.Join(dir, "teammessage.txt"))
		judge, _ := os.ReadFile(filepath.Join(dir, "judgemessage.txt"))
		if status != c.status || !strings.Contains(string(team), c.team) || len(judge) == 0 {
			t.Errorf("%q: status %d, team %q, judge %q", c.output, status, team, judge)
		}
	}
}

// TestCheckerCMS calls match3 as CMS calls a checker, INPUT CORRECT
// OUTPUT, and reads the score on stdout and the message on stderr.
func TestCheckerCMS(t *testing.T) {
	in := golden(t, "poker/thupc2022-01.in")
	for _, c := range []struct{ output, score string }{{"11692\n", "1.0\n"}, {"11492\n", "0.0\n"}} {
		p := write(t, "in.txt", in, "ans.txt", "11692\n", "out.txt", c.output)
		stdout, stderr, status := runProgram(t, "", "-checker", "cms", p[0], p[1], p[2])
		if status != 0 || stdout != c.score || stderr == "" {
			t.Errorf("%q: status %d, score %q, message %q", c.output, status, stdout, stderr)
		}
	}
	if _, stderr, status := runProgram(t, "", "-checker", "cms", "a", "b"); status != 2 || !strings.Contains(stderr, "INPUT CORRECT OUTPUT") {
		t.Errorf("two arguments: %d %q", status, stderr)
	}
}
