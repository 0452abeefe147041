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
		// A color bomb in M; round 2's block of 7.
		"hook": {"valid": 1, "rounds": 2, "most rounds in one operation": 2, "fired: type 6 (color)": 1,
			"blocks of 4 or more": 1, "blocks of 6 or more": 1, "all operations valid": 1},
		// A row blast in M fires a column blast it hits.
		"chainfire": {"fired: type 1 (row)": 1, "fired: type 2 (column)": 1, "fired by another special's effect": 1},
		// A 3x3 bomb empties the board.
		"bomb3x3": {"fired: type 4 (3x3)": 1, "board cleared": 1, "all operations valid": 1},
		// Two invalid operations: both make no run.
		"keptswap": {"invalid": 2, "invalid: no run": 2, "valid": 0, "all operations valid": 0},
		"diagonal": {"invalid": 1, "invalid: not adjacent": 1},
		// The Mayan sample-like board: two moves, six blocks of two colors.
		"mayan-board-a": {"moves": 2, "blocks": 6, "colors": 2, "solvable": 1},
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
