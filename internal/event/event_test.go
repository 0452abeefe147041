package event

import "testing"

// TestGrid: cells row-major from the top left; a column's height is its
// pieces from the bottom up.
func TestGrid(t *testing.T) {
	g := Grid{Rows: 3, Cols: 2, Colors: 4, Color: []uint8{0, 0, 0, 4, 1, 2}, Special: make([]uint8, 6)}
	if g.At(2, 1) != 5 || g.Color[g.At(1, 1)] != 4 {
		t.Errorf("At: %d, color at (1, 1) %d", g.At(2, 1), g.Color[g.At(1, 1)])
	}
	if g.Height(0) != 1 || g.Height(1) != 2 {
		t.Errorf("heights %d %d, want 1 2", g.Height(0), g.Height(1))
	}
}

// TestNames: each kind's words, as docs/rules.md names them.
func TestNames(t *testing.T) {
	if Special(6).String() != "type 6 (color)" || Hand(4).String() != "full house" || Invalid(4).String() != "no run" {
		t.Error(Special(6), Hand(4), Invalid(4))
	}
	if Specials != 6 || Hands != 7 || Invalids != 5 || len(SpecialNames()) != 7 {
		t.Error(Specials, Hands, Invalids, SpecialNames())
	}
}
