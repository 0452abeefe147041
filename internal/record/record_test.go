package record

import (
	"encoding/json"
	"fmt"
	"testing"

	"match3/internal/event"
)

// TestRecorder: a 2 x 3 game of two operations, told by hand: an invalid
// swap, then a valid one whose round takes the top row (colors 1 + 1 + 1,
// elimination 1 x 3) and whose fall empties it. The replay's steps, read
// back as the page reads the JSON, are start, op, op, round, fall, end;
// the valid op's delta is the two swapped cells (index, color, special);
// the fall empties the top row, so each column is told from height 1 with
// no piece above (column, 1, 0), and the fall ends the operation.
func TestRecorder(t *testing.T) {
	g := &event.Grid{Rows: 2, Cols: 3, Colors: 2, Color: []uint8{1, 2, 1, 2, 1, 2}, Special: make([]uint8, 6)}
	r := New()
	r.See(event.OpBegun{N: 1, Op: event.Op{R1: 0, C1: 0, R2: 1, C2: 2}, Board: g})
	r.See(event.SwapInvalid{Why: 1})
	r.See(event.OpBegun{N: 2, Op: event.Op{R1: 0, C1: 1, R2: 1, C2: 1}, Board: g})
	g.Color[1], g.Color[4] = 1, 2 // the swap
	r.See(event.SwapValid{Mains: [2]uint8{1, 0}, Board: g})
	r.See(event.Round{N: 1, Board: g, Matched: []int{0, 1, 2}, Elim: []int{0, 1, 2}, ColorSum: 3, Elimination: 3, Blocks: []int{3}, BlockPoints: []int64{0}})
	g.Color[0], g.Color[1], g.Color[2] = 0, 0, 0
	r.See(event.Fell{Board: g})
	r.See(event.OpEnded{Rounds: 1, After: event.Tally{Elimination: 3}})
	r.See(event.GameEnded{Tally: event.Tally{Elimination: 3}})
	var back Replay
	if err := json.Unmarshal(r.AppendJSON(nil), &back); err != nil {
		t.Fatal(err)
	}
	kinds := ""
	for _, s := range back.Steps {
		kinds += s.Kind + " "
	}
	if kinds != "start op op round fall end " {
		t.Fatalf("steps: %s", kinds)
	}
	op1, op2, fall := back.Steps[1], back.Steps[2], back.Steps[4]
	if op1.Why != "not adjacent" || op1.Op != 1 || len(op1.Cells) != 2 || op1.Cells[1] != 5 {
		t.Errorf("the invalid op: %+v", op1)
	}
	if got, want := fmt.Sprint(op2.Delta), fmt.Sprint([]int32{1, 1, 0, 4, 2, 0}); got != want {
		t.Errorf("the valid op's delta: %v, want %v", got, want)
	}
	if got, want := fmt.Sprint(fall.Fall), fmt.Sprint([]int32{0, 1, 0, 1, 1, 0, 2, 1, 0}); got != want {
		t.Errorf("the fall: %v, want %v", got, want)
	}
	if back.Steps[3].Elim != 3 || back.Steps[3].Done || !fall.Done || fall.OpPts != 3 {
		t.Errorf("the round %+v and the fall %+v", back.Steps[3], fall)
	}
	if back.Rows != 2 || back.Cols != 3 || back.Game != "poker" || len(back.Specials) != 7 {
		t.Errorf("the replay's head: %+v", back)
	}
}
