// Package naive holds deliberately naive engines for both games of match3:
// whole-board scans, maps, no reuse, written from docs/rules.md alone and sharing
// no code with the real engine. The tests use them as the oracle the fast
// engine is compared with; the generator uses them to know the board.
package naive

import (
	"errors"
	"sort"
	"strconv"
	"strings"
)

// Pos is a cell: row R (0 at the top) and column C, 0-based.
type Pos struct{ R, C int }

// Parts is a Lines & Poker score in its five parts.
type Parts struct{ Elimination, Chain, Combination, Pattern, Endgame int64 }

// Total is the sum of the parts.
func (p Parts) Total() int64 {
	return p.Elimination + p.Chain + p.Combination + p.Pattern + p.Endgame
}

// Game is a Lines & Poker game as plain 2-D slices; color 0 is empty.
type Game struct {
	N, M, K        int
	Color, Special [][]int
	Ops            [][4]int // 1-based as in the input
	Parts          Parts

	// Reading, when not zero, switches on catalogued misreadings of the
	// statement (internal/mistake lists them): the engine a contestant who
	// misread those rules would write.
	Reading Reading
	// Happened says which rules the game met, so that a caller can tell
	// which misreadings could change it (see Happened).
	Happened Happened
	// Log, when not nil, gets a Step for every moment that scores or
	// decides (see Step).
	Log *[]Step

	mains    [][]int // main colors of the valid operations so far
	allValid bool
	opCount  int // operations played (the endgame counts one more)
}

// ParseGame reads a Lines & Poker input, trusting its ranges.
func ParseGame(input string) (*Game, error) {
	f := strings.Fields(input)
	var err error
	next := func() int {
		if len(f) == 0 {
			err = errors.New("input too short")
			return 0
		}
		v, e := strconv.Atoi(f[0])
		if e != nil {
			err = e
		}
		f = f[1:]
		return v
	}
	g := &Game{N: next(), M: next(), K: next(), allValid: true}
	q := next()
	if err != nil || g.N < 1 || g.M < 1 {
		return nil, errors.New("bad header")
	}
	g.Color = grid(g.N, g.M, next)
	g.Special = grid(g.N, g.M, next)
	for i := 0; i < q && err == nil; i++ {
		g.Ops = append(g.Ops, [4]int{next(), next(), next(), next()})
	}
	return g, err
}

// Fresh is a copy of g as it was read, for playing it again under another
// reading: g must not have been played. The operations are shared, as
// play only reads them.
func (g *Game) Fresh() *Game {
	h := &Game{N: g.N, M: g.M, K: g.K, Ops: g.Ops, allValid: true}
	h.Color, h.Special = copyGrid(g.Color), copyGrid(g.Special)
	return h
}

func copyGrid(rows [][]int) [][]int {
	out := make([][]int, len(rows))
	for r := range rows {
		out[r] = append([]int(nil), rows[r]...)
	}
	return out
}

func grid(n, m int, next func() int) [][]int {
	rows := make([][]int, n)
	for r := range rows {
		rows[r] = make([]int, m)
		for c := range rows[r] {
			rows[r][c] = next()
		}
	}
	return rows
}

// Runs returns every cell lying in a horizontal or vertical run of three.
func (g *Game) Runs() map[Pos]bool {
	M := map[Pos]bool{}
	for r := 0; r < g.N; r++ {
		for c := 0; c < g.M; c++ {
			col := g.Color[r][c]
			if col == 0 {
				continue
			}
			if c+2 < g.M && g.Color[r][c+1] == col && g.Color[r][c+2] == col {
				M[Pos{r, c}], M[Pos{r, c + 1}], M[Pos{r, c + 2}] = true, true, true
			}
			if r+2 < g.N && g.Color[r+1][c] == col && g.Color[r+2][c] == col {
				M[Pos{r, c}], M[Pos{r + 1, c}], M[Pos{r + 2, c}] = true, true, true
			}
		}
	}
	return M
}

// RunThrough reports whether the piece at p lies in a run.
func (g *Game) RunThrough(p Pos) bool {
	col := g.Color[p.R][p.C]
	if col == 0 {
		return false
	}
	same := func(r, c int) bool { return r >= 0 && r < g.N && c >= 0 && c < g.M && g.Color[r][c] == col }
	line := func(dr, dc int) int {
		n := 1
		for r, c := p.R+dr, p.C+dc; same(r, c); r, c = r+dr, c+dc {
			n++
		}
		for r, c := p.R-dr, p.C-dc; same(r, c); r, c = r-dr, c-dc {
			n++
		}
		return n
	}
	return line(0, 1) >= 3 || line(1, 0) >= 3
}

func (g *Game) area(p Pos) []Pos {
	var out []Pos
	in := func(r, c int) {
		if r >= 0 && r < g.N && c >= 0 && c < g.M && g.Color[r][c] != 0 {
			out = append(out, Pos{r, c})
		}
	}
	square := func(d int) {
		for r := p.R - d; r <= p.R+d; r++ {
			for c := p.C - d; c <= p.C+d; c++ {
				in(r, c)
			}
		}
	}
	switch s := g.Special[p.R][p.C]; s {
	case 1, 2, 3:
		for r := 0; r < g.N; r++ {
			for c := 0; c < g.M; c++ {
				if s != 2 && r == p.R || s != 1 && c == p.C {
					in(r, c)
				}
			}
		}
	case 4:
		square(1)
	case 5:
		square(2)
	case 6:
		for r := 0; r < g.N; r++ {
			for c := 0; c < g.M; c++ {
				if g.Color[r][c] == g.Color[p.R][p.C] {
					in(r, c)
				}
			}
		}
	}
	return out
}

func (g *Game) fall() {
	for c := 0; c < g.M; c++ {
		var keep [][2]int
		for r := 0; r < g.N; r++ {
			if g.Color[r][c] != 0 {
				keep = append(keep, [2]int{g.Color[r][c], g.Special[r][c]})
			}
		}
		for r := 0; r < g.N; r++ {
			g.Color[r][c], g.Special[r][c] = 0, 0
		}
		for i, k := range keep {
			r := g.N - len(keep) + i
			g.Color[r][c], g.Special[r][c] = k[0], k[1]
		}
	}
}

// blocks returns the sizes of the same-color 4-connected components of M.
func (g *Game) blocks(M map[Pos]bool) []int {
	seen := map[Pos]bool{}
	var sizes []int
	for p := range M {
		if seen[p] {
			continue
		}
		seen[p] = true
		stack := []Pos{p}
		size := 0
		for len(stack) > 0 {
			q := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			size++
			for _, d := range []Pos{{0, 1}, {0, -1}, {1, 0}, {-1, 0}} {
				nb := Pos{q.R + d.R, q.C + d.C}
				if M[nb] && !seen[nb] && g.Color[nb.R][nb.C] == g.Color[p.R][p.C] {
					seen[nb] = true
					stack = append(stack, nb)
				}
			}
		}
		sizes = append(sizes, size)
	}
	return sizes
}

func (g *Game) swap(a, b Pos) {
	g.Color[a.R][a.C], g.Color[b.R][b.C] = g.Color[b.R][b.C], g.Color[a.R][a.C]
	g.Special[a.R][a.C], g.Special[b.R][b.C] = g.Special[b.R][b.C], g.Special[a.R][a.C]
}

// Valid reports whether the operation (1-based cells) would be valid now,
// looking only at runs through the two cells (on a still board, the only
// place a new run can be); the generator asks it of every neighbour pair.
func (g *Game) Valid(op [4]int) bool {
	a, b := Pos{op[0] - 1, op[1] - 1}, Pos{op[2] - 1, op[3] - 1}
	if abs(a.R-b.R)+abs(a.C-b.C) != 1 || g.Color[a.R][a.C] == 0 || g.Color[b.R][b.C] == 0 {
		return false
	}
	g.swap(a, b)
	valid := g.RunThrough(a) || g.RunThrough(b)
	g.swap(a, b)
	return valid
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// Operate plays one operation, scoring it (and the hand it completes) into
// g.Parts, and reports whether it was valid.
func (g *Game) Operate(op [4]int) bool {
	g.opCount++
	a, b := Pos{op[0] - 1, op[1] - 1}, Pos{op[2] - 1, op[3] - 1}
	if !g.adjacent(a, b) || g.Color[a.R][a.C] == 0 || g.Color[b.R][b.C] == 0 {
		why := "not adjacent"
		if a == b {
			why = "the same cell"
		} else if g.adjacent(a, b) {
			why = "an empty cell"
		}
		return g.invalid(why)
	}
	g.swap(a, b)
	M := g.Runs()
	if len(M) == 0 {
		g.Happened.NoRun = true
		if !g.Reading.InvalidSwapKept {
			g.swap(a, b)
		}
		return g.invalid("no run")
	}
	colors := map[int]bool{}
	for p := range M {
		colors[g.Color[p.R][p.C]] = true
	}
	var mc []int
	for c := range colors {
		mc = append(mc, c)
	}
	sort.Ints(mc)
	g.Happened.Valid = true
	g.Happened.TwoMains = g.Happened.TwoMains || len(mc) == 2
	g.mains = append(g.mains, g.mainColors(mc))
	round := 0
	for len(M) > 0 {
		round++
		g.Happened.LaterRound = g.Happened.LaterRound || round > 1
		E := map[Pos]bool{}
		var queue []Pos
		for p := range M {
			E[p] = true
			queue = append(queue, p)
		}
		for len(queue) > 0 {
			p := queue[0]
			queue = queue[1:]
			for _, h := range g.area(p) {
				if !E[h] {
					E[h] = true
					g.Happened.HitSpecial = g.Happened.HitSpecial || g.Special[h.R][h.C] != 0
					if !g.Reading.NoSpecialChain { // there, what effects hit does not fire
						queue = append(queue, h)
					}
				}
			}
		}
		sum := 0
		for p := range E {
			sum += g.Color[p.R][p.C]
		}
		elim := g.eliminationPoints(round, sum)
		g.Parts.Elimination += elim
		sizes := g.blockSizes(M, E)
		sort.Sort(sort.Reverse(sort.IntSlice(sizes)))
		comb := int64(0)
		for _, x := range sizes {
			comb += int64(50 * (x - 3) * (x - 3))
		}
		g.Parts.Combination += comb
		g.log(Step{Kind: "round", Round: round, Sum: int64(sum), Elimination: elim, Blocks: sizes, Combination: comb})
		for p := range E {
			g.Color[p.R][p.C], g.Special[p.R][p.C] = 0, 0
		}
		g.fall()
		M = g.Runs()
	}
	chain := g.chainPoints(round)
	g.Parts.Chain += chain
	g.log(Step{Kind: "chain", Round: round, Chain: chain})
	if len(g.mains)%5 == 0 {
		hand := int64(BestHand(g.mains[len(g.mains)-5:], nil))
		g.Parts.Pattern += hand
		g.log(Step{Kind: "hand", Pattern: hand, Mains: append([][]int(nil), g.mains[len(g.mains)-5:]...)})
	}
	return true
}

// invalid ends an invalid operation: nothing scores, and the game is no
// longer all valid.
func (g *Game) invalid(why string) bool {
	g.allValid = false
	g.log(Step{Kind: "invalid", Why: why})
	return false
}

// log notes a step of the operation under way, when asked for.
func (g *Game) log(s Step) {
	if g.Log != nil {
		s.Op = g.opCount
		*g.Log = append(*g.Log, s)
	}
}

// Play runs every operation and the endgame and returns the parts.
func (g *Game) Play() Parts {
	for _, op := range g.Ops {
		g.Operate(op)
	}
	if g.allValid {
		g.Parts.Endgame += 1000
	}
	if g.Pieces() == 0 {
		g.Parts.Endgame += 10000
	}
	g.opCount++
	g.log(Step{Kind: "end", Endgame: g.Parts.Endgame})
	return g.Parts
}

// Pieces counts the pieces on the board.
func (g *Game) Pieces() int {
	n := 0
	for r := range g.Color {
		for _, c := range g.Color[r] {
			if c != 0 {
				n++
			}
		}
	}
	return n
}

// BestHand tries every choice of main colors recursively; call it with
// chosen nil.
func BestHand(mains [][]int, chosen []int) int {
	if len(chosen) == len(mains) {
		return Hand(chosen)
	}
	best := 0
	for _, c := range mains[len(chosen)] {
		if s := BestHand(mains, append(chosen, c)); s > best {
			best = s
		}
	}
	return best
}

// Hand scores five colors straight from the table in docs/rules.md.
func Hand(h []int) int {
	count := map[int]int{}
	for _, c := range h {
		count[c]++
	}
	type group struct{ n, c int }
	var gs []group
	for c, n := range count {
		gs = append(gs, group{n, c})
	}
	sort.Slice(gs, func(i, j int) bool {
		if gs[i].n != gs[j].n {
			return gs[i].n > gs[j].n
		}
		return gs[i].c > gs[j].c
	})
	var shape []string
	for _, g := range gs {
		shape = append(shape, strconv.Itoa(g.n))
	}
	switch strings.Join(shape, " ") {
	case "1 1 1 1 1":
		return 50 + gs[0].c
	case "2 1 1 1":
		return 100 + 2*gs[0].c
	case "2 2 1":
		return 200 + 2*gs[0].c + gs[1].c
	case "3 1 1":
		return 300 + 3*gs[0].c
	case "3 2":
		return 500 + 3*gs[0].c + gs[1].c
	case "4 1":
		return 750 + 5*gs[0].c
	}
	return 1000 + 10*gs[0].c
}

// Input writes the game as an input: the board as it is now, the specials,
// and the operations.
func (g *Game) Input() string {
	var sb strings.Builder
	sb.WriteString(strconv.Itoa(g.N) + " " + strconv.Itoa(g.M) + " " + strconv.Itoa(g.K) + " " + strconv.Itoa(len(g.Ops)) + "\n")
	for _, rows := range [2][][]int{g.Color, g.Special} {
		for _, row := range rows {
			for c, v := range row {
				if c > 0 {
					sb.WriteByte(' ')
				}
				sb.WriteString(strconv.Itoa(v))
			}
			sb.WriteByte('\n')
		}
	}
	for _, op := range g.Ops {
		sb.WriteString(strconv.Itoa(op[0]) + " " + strconv.Itoa(op[1]) + " " + strconv.Itoa(op[2]) + " " + strconv.Itoa(op[3]) + "\n")
	}
	return sb.String()
}
