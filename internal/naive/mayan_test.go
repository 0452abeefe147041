package naive

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestParseMayan: the sample of the statement read and written back, and
// what the board has no room for refused.
func TestParseMayan(t *testing.T) {
	const sample = "3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n"
	n, b, err := ParseMayan(sample)
	if err != nil || n != 3 || b[2] != [7]int8{2, 3, 4} || b.Blocks() != 12 || b.String(n) != sample {
		t.Errorf("sample: n %d, %v, %v, written %q", n, b, err, b.String(n))
	}
	for in, want := range map[string]string{
		"1\n1 1 2 2 3 3 4 4 0\n0\n0\n0\n0\n": "column 0 holds more than 7 blocks",
		"1\n0\n11 0\n0\n0\n0\n":              "color 11 in column 1: want 1..10",
		"1\n0\n0\n-1 0\n0\n0\n":              "color -1 in column 2: want 1..10",
		"1\n0\n0\n0\n0\n":                    "input too short",
	} {
		if _, _, err := ParseMayan(in); err == nil || err.Error() != want {
			t.Errorf("%q: %v, want %s", in, err, want)
		}
	}
}

// TestMayanMove: moves worked by hand on two small boards.
func TestMayanMove(t *testing.T) {
	rules, skip := MayanReading{}, MayanReading{SkipSame: true}
	//	y=1  .  2  .
	//	y=0  1  1  2     (x = 0, 1, 2)
	var b Grid
	b[0], b[1], b[2] = [7]int8{1}, [7]int8{1, 2}, [7]int8{2}
	// (1, 1, 1): the 2 falls onto column 2's 2, two 2s and no line.
	if got, ok := rules.Move(b, 1, 1, 1); !ok || got[1] != [7]int8{1} || got[2] != [7]int8{2, 2} {
		t.Errorf("(1, 1, 1): %v %v", got, ok)
	}
	// (2, 0, 1): into the empty column 3, nothing lines up.
	if got, ok := rules.Move(b, 2, 0, 1); !ok || got[2] != [7]int8{} || got[3] != [7]int8{2} {
		t.Errorf("(2, 0, 1): %v %v", got, ok)
	}
	// (0, 0, 1): a 1 onto a 1, a move that leaves the board as it is; no
	// move under same-color-skipped.
	if got, ok := rules.Move(b, 0, 0, 1); !ok || got != b {
		t.Errorf("(0, 0, 1): %v %v", got, ok)
	}
	if _, ok := skip.Move(b, 0, 0, 1); ok {
		t.Error("(0, 0, 1) is a move under same-color-skipped")
	}
	// No block at (3, 0); x-1 off the board; g = 2 no drag; x 5 and y 7
	// off the board.
	for _, mv := range [][3]int{{3, 0, -1}, {0, 0, -1}, {1, 0, 2}, {5, 0, -1}, {1, 7, 1}} {
		if _, ok := rules.Move(b, mv[0], mv[1], mv[2]); ok {
			t.Errorf("%v is a move", mv)
		}
	}
	//	y=1  2  .  .  .
	//	y=0  1  1  3  1
	// (3, 0, -1) swaps the 3 and the 1: row 0 reads 1 1 1 3, the three 1s
	// go, and column 0's 2 falls to the floor.
	b = Grid{}
	b[0], b[1], b[2], b[3] = [7]int8{1, 2}, [7]int8{1}, [7]int8{3}, [7]int8{1}
	want := Grid{}
	want[0], want[3] = [7]int8{2}, [7]int8{3}
	if got, ok := rules.Move(b, 3, 0, -1); !ok || got != want {
		t.Errorf("(3, 0, -1): %v %v, want %v", got, ok, want)
	}
}

// TestMayanGolden: the plain search's answer on every golden case is the
// independent implementations' (testdata/mayan, copied from
// /work/shared/golden), under the rules and, where a .skip.out is given,
// under same-color-skipped.
func TestMayanGolden(t *testing.T) {
	files, err := filepath.Glob("../../testdata/mayan/*.in")
	if err != nil || len(files) == 0 {
		t.Fatalf("no golden cases: %v", err)
	}
	for _, f := range files {
		if testing.Short() && strings.HasPrefix(filepath.Base(f), "hard_") {
			continue // searched through, a second or two each
		}
		in, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		n, b, err := ParseMayan(string(in))
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		for suffix, read := range map[string]MayanReading{".out": {}, ".skip.out": {SkipSame: true}} {
			want, err := os.ReadFile(strings.TrimSuffix(f, ".in") + suffix)
			if err != nil {
				continue
			}
			if got := read.Answer(b, n); got != string(want) {
				t.Errorf("%s%s: %q, want %q", filepath.Base(f), suffix, got, want)
			}
		}
	}
}
