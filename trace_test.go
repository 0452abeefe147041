package main

import (
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// TestTraceExample follows the statement's hint through the trace of its
// example: the running sums 315 417 429 435 482, then the hand 1 2 4 2 4,
// two pairs, 210, then the total 11692, in that order.
func TestTraceExample(t *testing.T) {
	in, err := os.ReadFile("testdata/poker/thupc2022-01.in")
	if err != nil {
		t.Fatal(err)
	}
	out, trace, status := runProgram(t, string(in), "-trace")
	if status != 0 || out != "11692\n" {
		t.Fatalf("stdout %q status %d", out, status)
	}
	at := 0
	for _, want := range []string{
		"running sum 315\n", "running sum 417\n", "running sum 429\n", "running sum 435\n", "running sum 482\n",
		"1 2 4 2 4, two pairs, 210\n", "total 11692 = ",
	} {
		i := strings.Index(trace[at:], want)
		if i < 0 {
			t.Fatalf("%q not found after offset %d in trace:\n%s", want, at, trace)
		}
		at += i + len(want)
	}
}

var totalLine = regexp.MustCompile(`(?m)^total (\d+) = elimination (\d+) \+ chain (\d+) \+ combination (\d+) \+ pattern (\d+) \+ endgame (\d+)$`)

// TestTraceParts checks on every golden game that the trace's five parts
// add up to its total, which is the answer, and that -trace leaves stdout
// byte for byte as it is.
func TestTraceParts(t *testing.T) {
	names, inputs, outputs := goldenCases(t, "poker")
	for _, name := range names {
		out, trace, status := runProgram(t, inputs[name], "-trace")
		if status != 0 || out != outputs[name] {
			t.Errorf("%s: -trace changed stdout to %q (status %d), want %q", name, out, status, outputs[name])
			continue
		}
		m := totalLine.FindStringSubmatch(trace)
		if m == nil {
			t.Errorf("%s: no total line in the trace", name)
			continue
		}
		var sum int64
		for _, part := range m[2:] {
			v, _ := strconv.ParseInt(part, 10, 64)
			sum += v
		}
		if m[1]+"\n" != out || strconv.FormatInt(sum, 10) != m[1] {
			t.Errorf("%s: parts add to %d, total line says %s, answer %q", name, sum, m[1], out)
		}
	}
}

// TestTraceKeepsStdout: -trace and -boards never change the answer, in
// either game.
func TestTraceKeepsStdout(t *testing.T) {
	for _, dir := range []string{"poker", "mayan"} {
		names, inputs, outputs := goldenCases(t, dir)
		for _, name := range names {
			if strings.HasPrefix(name, "hard_") {
				continue // slow to search twice more; covered by TestGolden
			}
			for _, flag := range []string{"-trace", "-boards"} {
				if out, _, _ := runProgram(t, inputs[name], flag); out != outputs[name] {
					t.Errorf("%s %s: stdout %q, want %q", dir+"/"+name, flag, out, outputs[name])
				}
			}
		}
	}
}

// TestBoardPictures: every picture has one line per row, and a 50 x 50
// board with two colors stays within 105 columns.
func TestBoardPictures(t *testing.T) {
	in, err := os.ReadFile("testdata/poker/thupc2022-11.in")
	if err != nil {
		t.Fatal(err)
	}
	_, trace, _ := runProgram(t, string(in), "-boards")
	lines := strings.Split(trace, "\n")
	pictures := 0
	for i, line := range lines {
		if len(line) > 105 {
			t.Fatalf("line %d is %d columns wide: %q", i+1, len(line), line)
		}
		if strings.HasPrefix(line, "    board before:") || strings.HasPrefix(line, "    removed") || strings.HasPrefix(line, "    after the fall:") {
			pictures++
			for r := 1; r <= 50; r++ {
				if !strings.HasPrefix(lines[i+r], fmt.Sprintf("%3d ", r)) {
					t.Fatalf("picture at line %d: row %d is %q", i+1, r, lines[i+r])
				}
			}
		}
	}
	if pictures == 0 {
		t.Fatal("no pictures")
	}
	// The one-rule case of a type 4 special: the removal picture marks
	// the run's cells with # and the effect's with !.
	in, err = os.ReadFile("testdata/poker/rule-special4.in")
	if err != nil {
		t.Fatal(err)
	}
	_, trace, _ = runProgram(t, string(in), "-boards")
	if !strings.Contains(trace, "  1 2#2#2#1 \n  2 3!1!4!3 \n") {
		t.Errorf("removal picture of rule-special4 not as expected:\n%s", trace)
	}
}

// TestMayanTrace: the trace replays the answer move by move, ending on an
// empty board, and reports the search.
func TestMayanTrace(t *testing.T) {
	in, err := os.ReadFile("testdata/mayan/sample.in")
	if err != nil {
		t.Fatal(err)
	}
	out, trace, _ := runProgram(t, string(in), "-trace")
	if out != "2 1 1\n3 1 1\n3 0 1\n" {
		t.Fatalf("stdout %q", out)
	}
	for _, want := range []string{"move 1: 2 1 1\n", "move 2: 3 1 1\n", "move 3: 3 0 1\n", "search: "} {
		if !strings.Contains(trace, want) {
			t.Errorf("trace lacks %q:\n%s", want, trace)
		}
	}
	last := trace[strings.Index(trace, "move 3:"):strings.Index(trace, "search:")]
	for _, line := range strings.Split(last, "\n")[1:] {
		if strings.HasPrefix(line, "  y=") && strings.ContainsAny(line[len("  y=6"):], "123456789") {
			t.Errorf("board after the last move is not empty: %q", line)
		}
	}
}
