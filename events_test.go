//go:build !judge

package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"match3/internal/counts"
)

// TestEvents: what -events counts on the hand-made cases of
// testdata/mistakes, each number read off its .why.
func TestEvents(t *testing.T) {
	for name, want := range map[string]map[string]int64{
		// Five valid operations, the first with two main colors whose
		// choice makes five of a kind or four of a kind; one round each.
		"twomains": {counts.Game("poker"): 1, counts.Game("mayan"): 0, counts.Valid: 5, counts.TwoMains: 1, counts.Hand(6): 1, counts.ChoiceMatters: 1,
			counts.Rounds: 5, counts.MostRounds: 1, counts.AllValid: 1, counts.Cleared: 0},
		// A color bomb in M; round 2's block of 7, on a 6 x 5 board of 6
		// colors, one operation (its first line: 6 5 6 1).
		"hook": {counts.Valid: 1, counts.Rounds: 2, counts.MostRounds: 2, counts.Fired(6): 1,
			counts.Blocks4: 1, counts.Blocks6: 1, counts.LargestBlock: 7, counts.AllValid: 1,
			counts.Rows: 6, counts.Columns: 5, counts.Colors: 6, counts.Operations: 1},
		// A row blast in M fires a column blast it hits.
		"chainfire": {counts.Fired(1): 1, counts.Fired(2): 1, counts.FiredByEffect: 1,
			counts.FiredByEffectOf(2): 1, counts.FiredByEffectOf(1): 0},
		// Round 2's block is two column runs of 3 side by side: a 3 x 2
		// rectangle, 450.
		"rect": {counts.Rounds: 2, counts.Rectangles: 1, counts.LargestBlock: 6, counts.Blocks6: 1},
		// tshape's block of 5 is a T, no rectangle.
		"tshape": {counts.LargestBlock: 5, counts.Rectangles: 0},
		// A 3x3 bomb empties the board.
		"bomb3x3": {counts.Fired(4): 1, counts.Cleared: 1, counts.AllValid: 1},
		// Two invalid operations: both make no run.
		"keptswap": {counts.Invalid: 2, counts.InvalidFor(4): 2, counts.Valid: 0, counts.AllValid: 0},
		"diagonal": {counts.Invalid: 1, counts.InvalidFor(1): 1},
		// The Mayan sample-like board: two moves, six blocks of two colors;
		// the answer 1 1 1, 2 0 -1 ends with a left drag into column 1,
		// which the first move emptied.
		"mayan-board-a": {counts.Game("mayan"): 1, counts.Game("poker"): 0, counts.Moves: 2, counts.MayanBlocks: 6, counts.Colors: 2, counts.Solvable: 1, counts.LeftDrops: 1,
			counts.LeftDropsIntoGap: 1, counts.Wasted: 0},
		// The answer's first move swaps two 1s: a wasted move.
		"mayan-sameskip": {counts.Wasted: 1, counts.LeftDropsIntoGap: 1},
		// 2 0 1 clears a row line and two column lines in one round.
		"mayan-corner": {counts.RowAndColumn: 1, counts.Cascades: 0},
		// The plain search (answer order, no left move onto a block, a
		// color of 1 or 2 blocks given up) plays 1 0 1, then from there
		// 1 0 1 (a wasted move) and 1 0 -1, which empties the board: 3
		// moves (mayan-pairs.why).
		"mayan-pairs": {counts.PlainNodes: 3},
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
