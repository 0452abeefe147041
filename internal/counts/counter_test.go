package counts

import (
	"testing"

	"match3/internal/event"
)

// TestRectangles: two row runs of three of one color one above the other,
// starting in one column, are a 2 x 3 block; shifted by a column they are
// not; two column runs side by side in one row are a 3 x 2 block.
func TestRectangles(t *testing.T) {
	g := &event.Grid{Rows: 4, Cols: 5}
	rows := []event.Run{{Color: 2, Row: true, Size: 3, First: g.At(1, 1)}, {Color: 2, Row: true, Size: 3, First: g.At(2, 1)}}
	if n := rectangles(g, rows); n != 1 {
		t.Errorf("row runs stacked: %d, want 1", n)
	}
	rows[1].First = g.At(2, 2)
	if n := rectangles(g, rows); n != 0 {
		t.Errorf("row runs a column apart: %d, want 0", n)
	}
	cols := []event.Run{{Color: 3, Size: 3, First: g.At(0, 3)}, {Color: 3, Size: 3, First: g.At(0, 4)}}
	if n := rectangles(g, cols); n != 1 {
		t.Errorf("column runs side by side: %d, want 1", n)
	}
}

// TestChoiceMatters: {1,2} beside 3 4 5 scores a high card of 50 + 5
// whichever it takes; {1,3} beside 3 4 5 makes a pair of 3s (100 + 2*3)
// with its 3 and a high card with its 1.
func TestChoiceMatters(t *testing.T) {
	if choiceMatters([5][2]uint8{{1, 2}, {3, 0}, {4, 0}, {5, 0}, {6, 0}}) {
		t.Error("{1,2} 3 4 5 6: the choice does not matter")
	}
	if !choiceMatters([5][2]uint8{{1, 3}, {3, 0}, {4, 0}, {5, 0}, {6, 0}}) {
		t.Error("{1,3} 3 4 5 6: the choice matters")
	}
}
