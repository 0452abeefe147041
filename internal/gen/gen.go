// Package gen writes random valid inputs for both games of match3: for the
// stress tool, the fuzz-free command tools/gen, and anyone checking their own
// solution against match3. The same seed always gives the same input.
package gen

import (
	"fmt"
	"math/rand"
	"strings"

	"match3/internal/naive"
)

// Poker describes a random Lines & Poker game.
type Poker struct {
	N, M, K, Q int
	Special    float64 // share of pieces with a special, 0..1, or Auto
	Valid      float64 // share of operations that are valid swaps on the board of the moment, 0..1, or Auto
	// Clear lets an operation take most of the board at once. Without
	// it, on a board of 100 cells or more, a valid swap that would remove
	// more than a third of the pieces is drawn again (see Game).
	Clear bool
}

// Auto asks for a number of colors or a share scaled to the game (see
// Scaled).
const Auto = -1

// LegalSize reports whether a board of n x m is one the statement
// allows: 2 <= n, m and n + m > 4. What match3 writes for others keeps
// this promise, though match3 reads a board of one row.
func LegalSize(n, m int) bool { return n >= 2 && m >= 2 && n+m > 4 }

// Widened is o with a 2 x 2 board made 2 x 3, or 3 x 2 when keepM, so
// that n + m > 4 as the statement promises; another board is kept.
func (o Poker) Widened(keepM bool) Poker {
	if o.N+o.M <= 4 {
		if keepM {
			o.N = 3
		} else {
			o.M = 3
		}
	}
	return o
}

// Scaled is o with its Auto settings as the judges' games have them at
// its size. THUPC 2022's full-size games (50 x 50, 1000 operations) hold
// 0.5-1.4% specials, 5 to 100 colors, and have 9-300 valid operations;
// its small ones 2 to 5 colors, a tenth of their pieces special and most
// operations valid. So: 4 colors up to 8 x 8, then 5 (fewer than 5 never
// make a high card); a share of specials of 0.2 up to 8 x 8 and then
// about 13 specials whatever the board (0.5% of 50 x 50); valid swaps 0.7
// of the operations up to 140, then about 100 whatever q.
func (o Poker) Scaled() Poker {
	if o.K == Auto {
		o.K = 4
		if o.N*o.M > 64 {
			o.K = 5
		}
	}
	if o.Special == Auto {
		o.Special = 0.2
		if cells := o.N * o.M; cells > 64 {
			o.Special = 0.2 * 64 / float64(cells)
		}
	}
	if o.Valid == Auto {
		o.Valid = 0.7
		if o.Q > 140 {
			o.Valid = 100 / float64(o.Q)
		}
	}
	return o
}

// Game writes one game. The initial board holds no run; a share o.Valid of
// the operations are valid swaps chosen on the board as it is then (the
// game is simulated), the rest random pairs of cells, adjacent or not,
// valid or not. Unless o.Clear, on a board of 100 cells or more an
// operation that would remove more than a third of the pieces on the
// board (a chain of specials through colorBombs mostly) is drawn again, up
// to ten times: the judges' full-size games keep most of their board.
func (o Poker) Game(rng *rand.Rand) string {
	o = o.Scaled()
	color := board(rng, o.N, o.M, o.K)
	special := specials(rng, o.N, o.M, o.Special)
	var sb strings.Builder
	writeStart(&sb, o.N, o.M, o.K, o.Q, color, special) // before the game below changes the grids
	g := &naive.Game{N: o.N, M: o.M, K: o.K, Color: color, Special: special}
	guard := !o.Clear && o.N*o.M >= 100
	for i := 0; i < o.Q; i++ {
		var op [4]int
		valid := validSwaps(g)
		for try := 0; ; try++ {
			if len(valid) > 0 && rng.Float64() < o.Valid {
				op = valid[rng.Intn(len(valid))]
			} else {
				op = randomPair(rng, o.N, o.M)
			}
			if !guard || try == 10 || keepsMost(g, op) {
				break
			}
		}
		g.Operate(op)
		writeOp(&sb, op)
	}
	return sb.String()
}

// specials draws an n x m grid of specials, each cell holding one with
// probability share, its effect any of the six.
func specials(rng *rand.Rand, n, m int, share float64) [][]int {
	special := make([][]int, n)
	for r := range special {
		special[r] = make([]int, m)
		for c := range special[r] {
			if rng.Float64() < share {
				special[r][c] = 1 + rng.Intn(6)
			}
		}
	}
	return special
}

// keepsMost reports whether the operation leaves at least two thirds of
// the pieces on the board, played on a copy.
func keepsMost(g *naive.Game, op [4]int) bool {
	if !g.Valid(op) {
		return true // nothing changes
	}
	h := *g
	h.Color, h.Special = copyGrid(g.Color), copyGrid(g.Special)
	before := h.Pieces()
	h.Operate(op)
	return 3*h.Pieces() >= 2*before
}

func copyGrid(rows [][]int) [][]int {
	out := make([][]int, len(rows))
	for r := range rows {
		out[r] = append([]int(nil), rows[r]...)
	}
	return out
}

// writeStart writes a game's first line, for q operations, and its grids.
func writeStart(sb *strings.Builder, n, m, k, q int, color, special [][]int) {
	fmt.Fprintf(sb, "%d %d %d %d\n", n, m, k, q)
	writeGrid(sb, color)
	writeGrid(sb, special)
}

func writeOp(sb *strings.Builder, op [4]int) {
	fmt.Fprintf(sb, "%d %d %d %d\n", op[0], op[1], op[2], op[3])
}

func writeGrid(sb *strings.Builder, rows [][]int) {
	for _, row := range rows {
		for c, v := range row {
			if c > 0 {
				sb.WriteByte(' ')
			}
			fmt.Fprint(sb, v)
		}
		sb.WriteByte('\n')
	}
}

// validSwaps lists every valid operation on the board as it is.
func validSwaps(g *naive.Game) [][4]int {
	var out [][4]int
	for r := 1; r <= g.N; r++ {
		for c := 1; c <= g.M; c++ {
			for _, op := range [2][4]int{{r, c, r, c + 1}, {r, c, r + 1, c}} {
				if op[2] <= g.N && op[3] <= g.M && g.Valid(op) {
					out = append(out, op)
				}
			}
		}
	}
	return out
}

// randomPair is two cells: half the time neighbours, else any two (the same
// cell included).
func randomPair(rng *rand.Rand, n, m int) [4]int {
	r, c := 1+rng.Intn(n), 1+rng.Intn(m)
	if rng.Intn(2) == 0 {
		d := [4][2]int{{0, 1}, {1, 0}, {0, -1}, {-1, 0}}[rng.Intn(4)]
		if r2, c2 := r+d[0], c+d[1]; r2 >= 1 && r2 <= n && c2 >= 1 && c2 <= m {
			return [4]int{r, c, r2, c2}
		}
	}
	return [4]int{r, c, 1 + rng.Intn(n), 1 + rng.Intn(m)}
}

// board fills an n x m board with colors 1..k and no run, row by row, each
// row by a depth-first search that avoids three equal colors in a line.
// With k = 2 a row can be impossible under the rows above it; then the
// board starts over.
func board(rng *rand.Rand, n, m, k int) [][]int {
	for {
		color := make([][]int, n)
		ok := true
		for r := 0; r < n && ok; r++ {
			color[r] = make([]int, m)
			budget := 100 * m
			ok = fillRow(rng, color, r, 0, k, &budget)
		}
		if ok {
			return color
		}
	}
}

func fillRow(rng *rand.Rand, color [][]int, r, c, k int, budget *int) bool {
	if c == len(color[r]) {
		return true
	}
	if *budget--; *budget < 0 {
		return false
	}
	start := rng.Intn(k)
	for i := 0; i < k; i++ {
		v := 1 + (start+i)%k
		if c >= 2 && color[r][c-1] == v && color[r][c-2] == v ||
			r >= 2 && color[r-1][c] == v && color[r-2][c] == v {
			continue
		}
		color[r][c] = v
		if fillRow(rng, color, r, c+1, k, budget) {
			return true
		}
	}
	return false
}
