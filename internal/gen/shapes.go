package gen

import (
	"math/rand"
	"strings"
)

// The shapes are full-size Lines & Poker games built to load one part of
// an engine, as some judge cases do (issue 18): each is a function of its
// seed, and tools/gen prints them with -shape.

// Shapes names the shapes tools/gen knows.
var Shapes = map[string]func(rng *rand.Rand) string{
	"cascade": func(*rand.Rand) string { return Cascade() },
	"blast":   func(*rand.Rand) string { return Blast() },
	"pairs":   Pairs,
}

// Cascade is one operation on a 49 x 50 board that cascades for 800
// rounds, vanishing three pieces a round, and fires 50 colorBombs.
//
// Column c holds, from the bottom, the colors q[16] .. q[1], a centre
// piece, then q[1] q[1] q[2] q[2] .. q[16] q[16]: 16 + 1 + 32 = 49 pieces.
// When the centre goes, the pieces above fall one cell and q[1] q[1] land
// on q[1]: a run of three; when it goes, q[2] q[2] land on q[2]; and so on,
// 16 rounds a column. The bottom q[16] is a colorBomb, and q[16] is a
// color of column c alone, also given to the centre of column c+1; so the
// last round of column c vanishes the centre of column c+1, which starts.
// Columns of even and odd index take q[1..15] from colors 1..15 and
// 16..30, so neighbouring columns never share a color and no row ever
// holds a run; q[16] of column c is 31+c.
//
// The operation swaps column 0's centre with column 1's: column 1's centre
// is color 1 (q[1] of column 0), so column 0 gets the run q[1] q[1] q[1]
// q[1] (its first round vanishes four), and column 0's centre, color 31,
// becomes column 1's centre.
func Cascade() string {
	const n, m, pairs = 49, 50, 16
	color := make([][]int, n)
	special := make([][]int, n)
	for r := range color {
		color[r], special[r] = make([]int, m), make([]int, m)
	}
	q := func(c, j int) int { // the pair colors of column c, j = 1..16
		if j == pairs {
			return 31 + c
		}
		return j + 15*(c%2)
	}
	for c := 0; c < m; c++ {
		at := func(level, v int) { color[n-1-level][c] = v }
		for j := 1; j <= pairs; j++ {
			at(pairs-j, q(c, j))
			at(pairs+2*j-1, q(c, j))
			at(pairs+2*j, q(c, j))
		}
		centre := 1 // column 1: q[1] of column 0, swapped in
		switch c {
		case 0:
			centre = q(0, pairs)
		case 1:
		default:
			centre = q(c-1, pairs)
		}
		at(pairs, centre)
		special[n-1][c] = 6
	}
	r := n - pairs // the centres' row, 1-based
	return write(n, m, 80, color, special, [][4]int{{r, 1, r, 2}})
}

// Blast is a k = 2 board whose one operation makes a run of five that
// holds a row blast; the row holds a colorBomb of color 1, so every piece
// of color 1 vanishes in round 1, and in round 2 the 2s left, fallen into
// full columns, are one block of some 1,600 pieces.
//
// Color 1 lies where (r + c) % 3 == 0, so no three equal colors line up.
// Row 10 (0-based) reads 2 2 1 2 2 1 2 2 1 ...; the operation swaps the 1
// at column 5 with the 2 below it, making 2s of columns 3..7 (and of rows
// 8..10 in column 5).
func Blast() string {
	const n, m = 50, 50
	color := make([][]int, n)
	special := make([][]int, n)
	for r := range color {
		color[r], special[r] = make([]int, m), make([]int, m)
		for c := range color[r] {
			color[r][c] = 2
			if (r+c)%3 == 0 {
				color[r][c] = 1
			}
		}
	}
	special[10][3] = 1 // a 2 in the run: its row blasts
	special[10][2] = 6 // a 1 in that row: every 1 vanishes
	return write(n, m, 2, color, special, [][4]int{{11, 6, 12, 6}})
}

// Pairs is a 50 x 50 game with k = 10, no specials and 300 operations,
// each a swap with two main colors and one round.
//
// Columns 2i and 2i+1 are a pair with colors x and y, which read from
// the bottom x y y x y y ... and y x x y x x ...: swapping their bottom
// pieces stacks y y y in the first and x x x in the second, six pieces
// vanish, the rest fall three cells, and the pair reads as before. So
// each pair takes 16 such swaps (50 = 16 x 3 + 2). Neighbouring pairs
// share no color, so three cells side by side, which always span two
// pairs, never hold a run. The operations take pairs in a random order.
func Pairs(rng *rand.Rand) string {
	const n, m, k, q, swaps = 50, 50, 10, 300, 16
	color := make([][]int, n)
	special := make([][]int, n)
	for r := range color {
		color[r], special[r] = make([]int, m), make([]int, m)
	}
	var prev [2]int
	var left []int // a pair's index once per swap it still takes
	for p := 0; p < m/2; p++ {
		var x, y int
		for x == y || x == prev[0] || x == prev[1] || y == prev[0] || y == prev[1] {
			x, y = 1+rng.Intn(k), 1+rng.Intn(k)
		}
		prev = [2]int{x, y}
		for level := 0; level < n; level++ {
			a, b := y, x
			if level%3 == 0 {
				a, b = x, y
			}
			color[n-1-level][2*p], color[n-1-level][2*p+1] = a, b
		}
		for i := 0; i < swaps; i++ {
			left = append(left, p)
		}
	}
	rng.Shuffle(len(left), func(i, j int) { left[i], left[j] = left[j], left[i] })
	ops := make([][4]int, q)
	for i, p := range left[:q] {
		ops[i] = [4]int{n, 2*p + 1, n, 2*p + 2}
	}
	return write(n, m, k, color, special, ops)
}

func write(n, m, k int, color, special [][]int, ops [][4]int) string {
	var sb strings.Builder
	writeStart(&sb, n, m, k, len(ops), color, special)
	for _, op := range ops {
		writeOp(&sb, op)
	}
	return sb.String()
}
