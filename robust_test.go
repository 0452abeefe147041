package main

import (
	"fmt"
	"match3/internal/naive"
	"strings"
	"testing"
)

// twoColorBoard writes an n x m board of colors lo and lo+1 in the pattern
// row r, column c -> lo + (r + c/2) % 2: pairs along a row, alternating down
// a column, so no run. Every piece has special s.
func twoColorBoard(n, m, lo, s int, ops []string) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "%d %d %d %d\n", n, m, lo+1, len(ops))
	for r := 0; r < n; r++ {
		for c := 0; c < m; c++ {
			fmt.Fprintf(&sb, "%d ", lo+(r+c/2)%2)
		}
		sb.WriteString("\n")
	}
	for r := 0; r < n; r++ {
		sb.WriteString(strings.Repeat(fmt.Sprintf("%d ", s), m) + "\n")
	}
	for _, op := range ops {
		sb.WriteString(op + "\n")
	}
	return sb.String()
}

// TestExtremes runs the largest inputs whose answers can be worked out by
// hand.
func TestExtremes(t *testing.T) {
	// On the two-color board, swapping (1,3) with (2,3) turns row 1 into
	// a a a b ... and row 2 into b b b a ...: M is two blocks of 3 (comb
	// 0 + 0), and with type 3 everywhere every hit fires its row and
	// column, so round 1 takes every piece: one round, chain 0. Each row
	// holds 25 of each color.
	clear := []string{"1 3 2 3"}
	invalid := make([]string, 1000)
	for i := range invalid {
		switch i % 4 {
		case 0:
			invalid[i] = "1 1 1 3" // not adjacent
		case 1:
			invalid[i] = "7 7 7 7" // the same cell
		case 2:
			invalid[i] = "1 1 1 2" // equal colors: no run
		default:
			invalid[i] = "50 49 50 50" // a b -> b a: no run
		}
	}
	cases := []struct {
		name, input, want string
	}{
		// No valid operation: nothing scored, no bonus.
		{"50x50, 1000 invalid operations", twoColorBoard(50, 50, 1, 0, invalid), "0\n"},
		// 1250*1 + 1250*2 = 3750; + 1000 all valid + 10000 cleared.
		{"50x50 two colors, one swap clears", twoColorBoard(50, 50, 1, 3, clear), "14750\n"},
		// Colors 99 and 100, k = 100: 1250*99 + 1250*100 = 248750; + 11000.
		{"50x50 colors 99 and 100, one swap clears", twoColorBoard(50, 50, 99, 3, clear), "259750\n"},
	}
	for _, c := range cases {
		out, errOut, status := runProgram(t, c.input)
		if status != 0 || out != c.want {
			t.Errorf("%s: %q (status %d, %q), want %q", c.name, out, status, errOut, c.want)
		}
	}
	// Every cell of a Mayan board filled: the judge's edge case (-1), and
	// full boards of few colors against the naive search.
	if out, _, _ := runProgram(t, golden(t, "mayan/edge_full_c10.in")); out != "-1\n" {
		t.Errorf("edge_full_c10: %q, want -1", out)
	}
	full := "1\n1 2 1 2 1 2 1 0\n3 1 2 3 2 1 2 0\n2 3 3 1 3 2 1 0\n3 1 1 2 1 3 3 0\n1 2 3 3 2 1 1 0\n"
	n, b, _ := naive.ParseMayan(full)
	want := naive.MayanReading{}.Answer(b, n)
	if out, errOut, _ := runProgram(t, full); out != want {
		t.Errorf("full board: %q (%q), want %q", out, errOut, want)
	}
}
