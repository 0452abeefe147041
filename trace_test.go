//go:build !judge

package main

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// TestTraceExample follows the statement's hint through the trace of its
// example: the running sums 315 417 429 435 482, then the hand 1 2 4 2 4,
// two pairs, 210, then the total 11692, in that order.
func TestTraceExample(t *testing.T) {
	in := golden(t, "poker/thupc2022-01.in")
	out, trace, status := runProgram(t, in, "-trace")
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
	in := golden(t, "poker/thupc2022-11.in")
	_, trace, _ := runProgram(t, in, "-boards")
	lines := strings.Split(trace, "\n")
	pictures := 0
	for i, line := range lines {
		if len(line) > 105 {
			t.Fatalf("line %d is %d columns wide: %q", i+1, len(line), line)
		}
		if strings.HasPrefix(line, "    board before:") || strings.HasPrefix(line, "    removed") || strings.HasPrefix(line, "    after the fall:") {
			pictures++
			// Columns numbered in two lines, tens above units (k < 10:
			// cells are a digit and a tag), then the numbered rows.
			tens, units := lines[i+1], lines[i+2]
			if len(tens) != 4+2*50-1 || tens[4+2*9] != '1' || tens[4+2*49] != '5' || tens[4+2*8] != ' ' ||
				units[4] != '1' || units[4+2*9] != '0' || units[4+2*49] != '0' {
				t.Fatalf("picture at line %d: column numbers\n%s\n%s", i+1, tens, units)
			}
			for r := 1; r <= 50; r++ {
				if !strings.HasPrefix(lines[i+2+r], fmt.Sprintf("%3d ", r)) {
					t.Fatalf("picture at line %d: row %d is %q", i+1, r, lines[i+2+r])
				}
			}
		}
	}
	if pictures == 0 {
		t.Fatal("no pictures")
	}
	// The one-rule case of a type 4 special: the removal picture marks
	// the run's cells with # and the effect's with !.
	in = golden(t, "poker/rule-special4.in")
	_, trace, _ = runProgram(t, in, "-boards")
	if !strings.Contains(trace, "  1 2#2#2#1 \n  2 3!1!4!3 \n") {
		t.Errorf("removal picture of rule-special4 not as expected:\n%s", trace)
	}
}

// TestMayanTrace: the trace replays the answer move by move, ending on an
// empty board, and reports the search.
func TestMayanTrace(t *testing.T) {
	in := golden(t, "mayan/sample.in")
	out, trace, _ := runProgram(t, in, "-trace")
	if out != "2 1 1\n3 1 1\n3 0 1\n" {
		t.Fatalf("stdout %q", out)
	}
	for _, want := range []string{"move 1: 2 1 1 (", "move 2: 3 1 1 (", "move 3: 3 0 1 (", "search: "} {
		if !strings.Contains(trace, want) {
			t.Errorf("trace lacks %q:\n%s", want, trace)
		}
	}
	last := trace[strings.LastIndex(trace, "  board:"):strings.Index(trace, "search:")]
	for _, line := range strings.Split(last, "\n")[1:] {
		if strings.HasPrefix(line, "  y=") && strings.ContainsAny(line[len("  y=6"):], "123456789") {
			t.Errorf("board after the last move is not empty: %q", line)
		}
	}
	// Move 3, 3 0 1, swaps the 3 at (3,0) with the 2 at (4,0): row 0 is
	// 1 2 2 2 3 and column 4 is 3 3 3 4 from the bottom, so round 1 removes
	// 3 + 3 = 6 blocks; the fall leaves row 0 1 1 1 4 4, round 2 removes 3.
	for _, want := range []string{
		"move 3: 3 0 1 (the block at x=3, y=0 goes right)\n  round 1, 6 blocks removed (#):\n",
		"  y=0   1   2#  2#  2#  3#\n",
		"  round 1, after the fall:\n",
		"  y=0   1   1   1   4   4 \n",
		"  round 2, 3 blocks removed (#):\n",
		"   x=   0   1   2   3   4 \n",
		"(x, y) one column right (g = 1) or left (g = -1)",
	} {
		if !strings.Contains(trace, want) {
			t.Errorf("trace lacks %q", want)
		}
	}
}

// TestMayanTraceNoAnswer: the start board is drawn when the answer is -1.
func TestMayanTraceNoAnswer(t *testing.T) {
	out, trace, _ := runProgram(t, "1\n1 1 0\n2 0\n0\n0\n0\n", "-trace")
	if out != "-1\n" || !strings.Contains(trace, "start:\n") || !strings.Contains(trace, "  y=0   1   2   .   .   . \n") || !strings.Contains(trace, "no solution\n") {
		t.Errorf("stdout %q, trace:\n%s", out, trace)
	}
}

// TestTraceOps: -ops limits the story to some operations; the running sums
// stay those of the whole game (the statement's 417 and 429 after
// operations 2 and 3), and the endgame and total are told.
func TestTraceOps(t *testing.T) {
	in := golden(t, "poker/thupc2022-01.in")
	out, trace, status := runProgram(t, in, "-ops", "2-3")
	if status != 0 || out != "11692\n" {
		t.Fatalf("stdout %q status %d", out, status)
	}
	for _, want := range []string{"op 2: ", "running sum 417\n", "op 3: ", "running sum 429\n", "endgame: ", "total 11692 = "} {
		if !strings.Contains(trace, want) {
			t.Errorf("-ops 2-3: trace lacks %q:\n%s", want, trace)
		}
	}
	for _, unwanted := range []string{"op 1: ", "op 4: ", "running sum 315", "hand after"} {
		if strings.Contains(trace, unwanted) {
			t.Errorf("-ops 2-3: trace holds %q:\n%s", unwanted, trace)
		}
	}
	// Operation 5 completes the hand 1 2 4 2 4.
	if _, trace, _ := runProgram(t, in, "-ops", "5"); !strings.Contains(trace, "running sum 482\n") || !strings.Contains(trace, "1 2 4 2 4, two pairs, 210\n") {
		t.Errorf("-ops 5:\n%s", trace)
	}
	for _, bad := range []string{"0", "3-2", "x", "1-", "-4"} {
		if _, errOut, status := runProgram(t, in, "-ops", bad); status != 2 || !strings.Contains(errOut, "want N or A-B") {
			t.Errorf("-ops %q: status %d, %q", bad, status, errOut)
		}
	}
}

// TestTraceNumbersAndEndgame: every operation is told once, numbered 1..q
// in order, and the endgame line names both bonuses: the statement's
// example earns both (its endgame part is 11000), and a game with an
// invalid operation earns neither bonus it lacks.
func TestTraceNumbersAndEndgame(t *testing.T) {
	in := golden(t, "poker/thupc2022-01.in")
	_, trace, _ := runProgram(t, in, "-trace")
	q, _ := strconv.Atoi(strings.Fields(in)[3])
	var numbers []string
	for _, line := range strings.Split(trace, "\n") {
		if strings.HasPrefix(line, "op ") {
			numbers = append(numbers, strings.Fields(line)[1])
		}
	}
	for i := range numbers {
		if numbers[i] != strconv.Itoa(i+1)+":" {
			t.Fatalf("operation lines numbered %v, want 1..%d", numbers, q)
		}
	}
	if len(numbers) != q {
		t.Errorf("%d operation lines, want %d", len(numbers), q)
	}
	if !strings.Contains(trace, "\nendgame: all operations valid +1000, board cleared +10000\n") {
		t.Errorf("example's endgame line missing:\n%s", trace)
	}
	// 2 x 3 board, one swap that is not adjacent: no valid operation, no
	// piece removed.
	_, trace, _ = runProgram(t, "2 3 3 1\n1 2 1\n2 1 2\n0 0 0\n0 0 0\n1 1 2 3\n", "-trace")
	if !strings.Contains(trace, "op 1: swap (1,1) (2,3)\n  invalid: not adjacent\nendgame: all operations valid no, board cleared no\ntotal 0 = ") {
		t.Errorf("invalid game's trace:\n%s", trace)
	}
}
