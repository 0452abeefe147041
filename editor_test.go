//go:build !judge

package main

import (
	"os"
	"reflect"
	"strings"
	"testing"

	"match3/internal/page"
)

// TestReadBoardView: the editor's board as the engine reads it, by hand.
func TestReadBoardView(t *testing.T) {
	read := func(name string) []byte {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		return data
	}
	// rule-cascade2: 5 x 3, k = 4, one operation; its rows as written are
	// the grid's, top first, and the specials all 0.
	got, err := readBoardView(read("testdata/poker/rule-cascade2.in"), "")
	if err != nil {
		t.Fatal(err)
	}
	want := &page.Board{Game: "poker", Rows: 5, Cols: 3, K: 4,
		Color:   []int{3, 1, 4, 4, 2, 3, 3, 2, 4, 1, 3, 1, 4, 2, 3},
		Special: make([]int, 15), Ops: [][4]int{{4, 2, 5, 2}}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("rule-cascade2: %+v, want %+v", got, want)
	}

	// The Mayan sample: 3 moves; column x lists y = 0 up, and the grid's
	// row r is y = 6 - r, so x = 3's 3 1 is at rows 6 and 5.
	got, err = readBoardView(read("testdata/mayan/sample.in"), "")
	if err != nil {
		t.Fatal(err)
	}
	color := make([]int, 35)
	for x, col := range [][]int{{1}, {2, 1}, {2, 3, 4}, {3, 1}, {2, 4, 3, 4}} {
		for y, c := range col {
			color[(6-y)*5+x] = c
		}
	}
	want = &page.Board{Game: "mayan", Rows: 7, Cols: 5, K: 10, Color: color, Special: make([]int, 35), Ops: [][4]int{}, Moves: 3}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("the Mayan sample: %+v, want %+v", got, want)
	}

	// A board with a starting run and a cell painted empty reads
	// (legality is -validate's), and a game in progress of no operation,
	// and a Mayan puzzle with a run; forced to the other game, or cut
	// short, it is refused with what is wrong.
	run := "2 3 2 0\n1 1 1\n2 0 2\n0 0 0\n0 0 0\n"
	if got, err := readBoardView([]byte(run), ""); err != nil || !reflect.DeepEqual(got.Color, []int{1, 1, 1, 2, 0, 2}) || len(got.Ops) != 0 {
		t.Errorf("a starting run, an empty cell, q = 0: %+v, %v", got, err)
	}
	if got, err := readBoardView([]byte("1\n1 0\n1 0\n1 0\n0\n0\n"), ""); err != nil || got.Color[30] != 1 || got.Color[32] != 1 {
		t.Errorf("a Mayan run at the start: %+v, %v", got, err)
	}
	if _, err := readBoardView([]byte(run), "mayan"); err == nil {
		t.Error("a Lines & Poker board read as a Mayan puzzle")
	}
	if _, err := readBoardView([]byte("2 3 2 0\n1 1"), ""); err == nil || !strings.Contains(err.Error(), "input") {
		t.Errorf("a board cut short: %v", err)
	}
}
