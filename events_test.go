package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

// TestEvents: what -events counts on the hand-made cases of
// testdata/mistakes, each number read off its .why.
func TestEvents(t *testing.T) {
	for name, want := range map[string]map[string]int64{
		// Five valid operations, the first with two main colors whose
		// choice makes five of a kind or four of a kind; one round each.
		"twomains": {"valid": 5, "two main colors": 1, "hand: five of a kind": 1, "hands where the main colors' choice mattered": 1,
			"rounds": 5, "most rounds in one operation": 1, "all operations valid": 1, "board cleared": 0},
		// A color bomb in M; round 2's block of 7, on a 6 x 5 board of 6
		// colors, one operation (its first line: 6 5 6 1).
		"hook": {"valid": 1, "rounds": 2, "most rounds in one operation": 2, "fired: type 6 (color)": 1,
			"blocks of 4 or more": 1, "blocks of 6 or more": 1, "largest block": 7, "all operations valid": 1,
			"rows": 6, "columns": 5, "colors": 6, "operations": 1},
		// A row blast in M fires a column blast it hits.
		"chainfire": {"fired: type 1 (row)": 1, "fired: type 2 (column)": 1, "fired by another special's effect": 1,
			"fired by another special's effect: type 2 (column)": 1, "fired by another special's effect: type 1 (row)": 0},
		// Round 2's block is two column runs of 3 side by side: a 3 x 2
		// rectangle, 450.
		"rect": {"rounds": 2, "2x3 blocks": 1, "largest block": 6, "blocks of 6 or more": 1},
		// tshape's block of 5 is a T, no rectangle.
		"tshape": {"largest block": 5, "2x3 blocks": 0},
		// A 3x3 bomb empties the board.
		"bomb3x3": {"fired: type 4 (3x3)": 1, "board cleared": 1, "all operations valid": 1},
		// Two invalid operations: both make no run.
		"keptswap": {"invalid": 2, "invalid: no run": 2, "valid": 0, "all operations valid": 0},
		"diagonal": {"invalid": 1, "invalid: not adjacent": 1},
		// The Mayan sample-like board: two moves, six blocks of two colors;
		// the answer 1 1 1, 2 0 -1 ends with a left drag into column 1,
		// which the first move emptied.
		"mayan-board-a": {"moves": 2, "blocks": 6, "colors": 2, "solvable": 1, "left drops in the answer": 1,
			"left drops into an empty column in the answer": 1, "wasted moves in the answer": 0},
		// The answer's first move swaps two 1s: a wasted move.
		"mayan-sameskip": {"wasted moves in the answer": 1, "left drops into an empty column in the answer": 1},
		// 2 0 1 clears a row line and two column lines in one round.
		"mayan-corner": {"rounds of the answer removing a row and a column together": 1, "moves of the answer with a cascade": 0},
		// The plain search (answer order, no left move onto a block, a
		// color of 1 or 2 blocks given up) plays 1 0 1, then from there
		// 1 0 1 (a wasted move) and 1 0 -1, which empties the board: 3
		// moves (mayan-pairs.why).
		"mayan-pairs": {"plain search nodes": 3},
	} {
		in, _ := os.ReadFile("testdata/mistakes/" + name + ".in")
		file := filepath.Join(t.TempDir(), "events.json")
		if _, errOut, status := runProgram(t, string(in), "-events", file); status != 0 {
			t.Fatalf("%s: %s", name, errOut)
		}
		data, _ := os.ReadFile(file)
		var got map[string]int64
		if err := json.Unmarshal(data, &got); err != nil {
			t.Fatalf("%s: %v: %s", name, err, data)
		}
		for k, v := range want {
			if got[k] != v {
				t.Errorf("%s: %q is %d, want %d (%s)", name, k, got[k], v, data)
			}
		}
	}
}
