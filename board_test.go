package main

import (
	"bytes"
	"math/rand"
	"testing"
)

// TestInvalidLeavesBoardUnchanged: like a chess engine's unmake, an invalid
// operation must leave every layer of the board as it was.
func TestInvalidLeavesBoardUnchanged(t *testing.T) {
	rng := rand.New(rand.NewSource(4))
	invalid := 0
	for i := 0; i < 2000; i++ {
		input := randomGame(rng)
		g, err := parseGame([]byte(input))
		if err != nil {
			t.Fatal(err)
		}
		b := g.board
		for n, op := range g.ops {
			color := append([]uint8(nil), b.color...)
			special := append([]uint8(nil), b.special...)
			height := append([]int(nil), b.height...)
			if g.operate(n+1, op) {
				continue
			}
			invalid++
			if !bytes.Equal(color, b.color) || !bytes.Equal(special, b.special) || !equalInts(height, b.height) {
				t.Fatalf("game %d: invalid operation %d changed the board\n%s", i, n+1, input)
			}
		}
	}
	if invalid < 1000 {
		t.Errorf("only %d invalid operations tried", invalid)
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestSolveLeavesBoardUnchanged: the search makes and unmakes moves; when
// it is done the puzzle's board is the one it was given.
func TestSolveLeavesBoardUnchanged(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	for i := 0; i < 500; i++ {
		input := randomPuzzle(rng, 1+rng.Intn(3))
		p, err := parsePuzzle([]byte(input))
		if err != nil {
			t.Fatal(err)
		}
		color := append([]uint8(nil), p.board.color...)
		height := append([]int(nil), p.board.height...)
		pieces := p.board.pieces
		p.Solve()
		if !bytes.Equal(color, p.board.color) || !equalInts(height, p.board.height) || pieces != p.board.pieces {
			t.Fatalf("puzzle %d: Solve changed the board\n%s", i, input)
		}
	}
}

// TestFallColumn: one column of a 6-row board, bottom first 1 2 _ 3 _ 4
// after a removal at heights 2 and 4: the pieces 3 and 4 fall 1 and 2
// cells, keeping their order; the column is 1 2 3 4 _ _.
func TestFallColumn(t *testing.T) {
	b := newBoard(6, 1, 4)
	copy(b.color, []uint8{1, 2, 9, 3, 9, 4}) // 9 marks the cells to remove
	b.count = make([]int, 10)
	b.settle()
	b.elim = append(b.elim[:0], 2, 4)
	b.remove()
	b.applyGravity()
	if want := []uint8{1, 2, 3, 4, 0, 0}; !bytes.Equal(b.color, want) || b.height[0] != 4 || b.pieces != 4 {
		t.Errorf("column %v, height %d, pieces %d; want %v, 4, 4", b.color, b.height[0], b.pieces, want)
	}
}

// TestHasRun checks hasRun, which the fuzzers trust to say no run is left,
// against a plain scan of rows and columns on random boards with empty
// cells anywhere, runs at every edge included.
func TestHasRun(t *testing.T) {
	rng := rand.New(rand.NewSource(9))
	for game := 0; game < 20000; game++ {
		n, m := 1+rng.Intn(6), 1+rng.Intn(6)
		b := newBoard(n, m, 3)
		for i := range b.color {
			b.color[i] = uint8(rng.Intn(4)) // 0 is empty
		}
		want := false
		same := func(r, c, dr, dc int) bool {
			v := b.color[b.at(r, c)]
			return v != 0 && v == b.color[b.at(r+dr, c+dc)] && v == b.color[b.at(r+2*dr, c+2*dc)]
		}
		for r := 0; r < n; r++ {
			for c := 0; c < m; c++ {
				want = want || c+2 < m && same(r, c, 0, 1) || r+2 < n && same(r, c, 1, 0)
			}
		}
		if got := hasRun(b); got != want {
			t.Fatalf("%dx%d board %v: hasRun %v, want %v", n, m, b.color, got, want)
		}
	}
}
