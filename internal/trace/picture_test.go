package trace

import (
	"testing"

	"match3/internal/event"
)

// TestAppendPicture: a 2 x 3 board of k = 12 (two-digit colors, so each
// cell is its color in two characters, then its tag), a row blast on 10
// and an empty cell, drawn by hand: four blanks, then the column numbers
// in cells; each row's number in three characters and a blank; '-' tags
// the blast, and the tags given replace a cell's special.
func TestAppendPicture(t *testing.T) {
	g := &event.Grid{Rows: 2, Cols: 3, Colors: 12, Color: []uint8{10, 2, 0, 12, 1, 3}, Special: []uint8{1, 0, 0, 0, 0, 0}}
	want := "     1  2  3\n" +
		"  1 10- 2  . \n" +
		"  2 12  1  3 \n"
	if got := string(AppendPicture(nil, g, nil)); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	tagged := "     1  2  3\n" +
		"  1 10# 2  . \n" +
		"  2 12  1  3!\n"
	if got := string(AppendPicture(nil, g, []byte{'#', 0, 0, 0, 0, '!'})); got != tagged {
		t.Errorf("tagged: got\n%s\nwant\n%s", got, tagged)
	}
}
