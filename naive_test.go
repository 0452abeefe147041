package main

// Deliberately naive engines for both games: whole-board scans, maps, no
// reuse, written from RULES.md alone and sharing no code with the real one.
// They are the oracles the fast engine is compared with.

import (
	"sort"
	"strconv"
	"strings"
)

type pos struct{ r, c int }

// naiveGame is a Lines & Poker game as plain 2-D slices; color 0 is empty.
type naiveGame struct {
	n, m          int
	color, spec   [][]int
	ops           [][4]int // 1-based as in the input
	elim, chain   int64
	comb, pattern int64
	endgame       int64
}

// parseNaive reads a Lines & Poker input that is known to be valid.
func parseNaive(input string) *naiveGame {
	f := strings.Fields(input)
	next := func() int {
		v, err := strconv.Atoi(f[0])
		if err != nil {
			panic(err)
		}
		f = f[1:]
		return v
	}
	g := &naiveGame{n: next(), m: next()}
	next() // k
	q := next()
	g.color = make([][]int, g.n)
	g.spec = make([][]int, g.n)
	for r := range g.color {
		g.color[r] = make([]int, g.m)
		for c := range g.color[r] {
			g.color[r][c] = next()
		}
	}
	for r := range g.spec {
		g.spec[r] = make([]int, g.m)
		for c := range g.spec[r] {
			g.spec[r][c] = next()
		}
	}
	for i := 0; i < q; i++ {
		g.ops = append(g.ops, [4]int{next(), next(), next(), next()})
	}
	return g
}

// runs returns every cell lying in a horizontal or vertical run of three.
func (g *naiveGame) runs() map[pos]bool {
	M := map[pos]bool{}
	for r := 0; r < g.n; r++ {
		for c := 0; c < g.m; c++ {
			col := g.color[r][c]
			if col == 0 {
				continue
			}
			if c+2 < g.m && g.color[r][c+1] == col && g.color[r][c+2] == col {
				M[pos{r, c}], M[pos{r, c + 1}], M[pos{r, c + 2}] = true, true, true
			}
			if r+2 < g.n && g.color[r+1][c] == col && g.color[r+2][c] == col {
				M[pos{r, c}], M[pos{r + 1, c}], M[pos{r + 2, c}] = true, true, true
			}
		}
	}
	return M
}

func (g *naiveGame) area(p pos) []pos {
	var out []pos
	in := func(r, c int) {
		if r >= 0 && r < g.n && c >= 0 && c < g.m && g.color[r][c] != 0 {
			out = append(out, pos{r, c})
		}
	}
	square := func(d int) {
		for r := p.r - d; r <= p.r+d; r++ {
			for c := p.c - d; c <= p.c+d; c++ {
				in(r, c)
			}
		}
	}
	switch g.spec[p.r][p.c] {
	case 1, 2, 3:
		for r := 0; r < g.n; r++ {
			for c := 0; c < g.m; c++ {
				s := g.spec[p.r][p.c]
				if s != 2 && r == p.r || s != 1 && c == p.c {
					in(r, c)
				}
			}
		}
	case 4:
		square(1)
	case 5:
		square(2)
	case 6:
		for r := 0; r < g.n; r++ {
			for c := 0; c < g.m; c++ {
				if g.color[r][c] == g.color[p.r][p.c] {
					in(r, c)
				}
			}
		}
	}
	return out
}

func (g *naiveGame) fall() {
	for c := 0; c < g.m; c++ {
		var keep [][2]int
		for r := 0; r < g.n; r++ {
			if g.color[r][c] != 0 {
				keep = append(keep, [2]int{g.color[r][c], g.spec[r][c]})
			}
		}
		for r := 0; r < g.n; r++ {
			g.color[r][c], g.spec[r][c] = 0, 0
		}
		for i, k := range keep {
			r := g.n - len(keep) + i
			g.color[r][c], g.spec[r][c] = k[0], k[1]
		}
	}
}

// blocks returns the sizes of the same-color 4-connected components of M.
func (g *naiveGame) blocks(M map[pos]bool) []int {
	seen := map[pos]bool{}
	var sizes []int
	for p := range M {
		if seen[p] {
			continue
		}
		seen[p] = true
		stack := []pos{p}
		size := 0
		for len(stack) > 0 {
			q := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			size++
			for _, d := range []pos{{0, 1}, {0, -1}, {1, 0}, {-1, 0}} {
				nb := pos{q.r + d.r, q.c + d.c}
				if M[nb] && !seen[nb] && g.color[nb.r][nb.c] == g.color[p.r][p.c] {
					seen[nb] = true
					stack = append(stack, nb)
				}
			}
		}
		sizes = append(sizes, size)
	}
	return sizes
}

// play runs the whole game and returns the total.
func (g *naiveGame) play() int64 {
	var mains [][]int
	allValid := true
	for _, op := range g.ops {
		a, b := pos{op[0] - 1, op[1] - 1}, pos{op[2] - 1, op[3] - 1}
		dist := a.r - b.r
		if dist < 0 {
			dist = -dist
		}
		if d := a.c - b.c; d < 0 {
			dist -= d
		} else {
			dist += d
		}
		if dist != 1 || g.color[a.r][a.c] == 0 || g.color[b.r][b.c] == 0 {
			allValid = false
			continue
		}
		swap := func() {
			g.color[a.r][a.c], g.color[b.r][b.c] = g.color[b.r][b.c], g.color[a.r][a.c]
			g.spec[a.r][a.c], g.spec[b.r][b.c] = g.spec[b.r][b.c], g.spec[a.r][a.c]
		}
		swap()
		M := g.runs()
		if len(M) == 0 {
			swap()
			allValid = false
			continue
		}
		colors := map[int]bool{}
		for p := range M {
			colors[g.color[p.r][p.c]] = true
		}
		var mc []int
		for c := range colors {
			mc = append(mc, c)
		}
		mains = append(mains, mc)
		round := 0
		for len(M) > 0 {
			round++
			E := map[pos]bool{}
			var queue []pos
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
						queue = append(queue, h)
					}
				}
			}
			sum := 0
			for p := range E {
				sum += g.color[p.r][p.c]
			}
			g.elim += int64(round * sum)
			for _, x := range g.blocks(M) {
				g.comb += int64(50 * (x - 3) * (x - 3))
			}
			for p := range E {
				g.color[p.r][p.c], g.spec[p.r][p.c] = 0, 0
			}
			g.fall()
			M = g.runs()
		}
		g.chain += int64(80 * (round - 1) * (round - 1))
	}
	for i := 0; i+5 <= len(mains); i += 5 {
		g.pattern += int64(naiveBestHand(mains[i:i+5], nil))
	}
	if allValid {
		g.endgame += 1000
	}
	left := 0
	for r := range g.color {
		for _, c := range g.color[r] {
			if c != 0 {
				left++
			}
		}
	}
	if left == 0 {
		g.endgame += 10000
	}
	return g.elim + g.chain + g.comb + g.pattern + g.endgame
}

// naiveBestHand tries every choice of main colors recursively.
func naiveBestHand(mains [][]int, chosen []int) int {
	if len(chosen) == len(mains) {
		return naiveHand(chosen)
	}
	best := 0
	for _, c := range mains[len(chosen)] {
		if s := naiveBestHand(mains, append(chosen, c)); s > best {
			best = s
		}
	}
	return best
}

// naiveHand scores five colors straight from the table in RULES.md.
func naiveHand(h []int) int {
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

// naiveMayan is a Mayan board as five columns listed from the bottom.
type naiveMayan [5][]int

func (b naiveMayan) clone() naiveMayan {
	var c naiveMayan
	for x := range b {
		c[x] = append([]int(nil), b[x]...)
	}
	return c
}

func (b naiveMayan) at(x, y int) int {
	if x < 0 || x > 4 || y < 0 || y >= len(b[x]) {
		return 0
	}
	return b[x][y]
}

func (b naiveMayan) empty() bool {
	for _, col := range b {
		if len(col) > 0 {
			return false
		}
	}
	return true
}

// move returns the board after the move and whether it was a move at all.
func (b naiveMayan) move(x, y, g int) (naiveMayan, bool) {
	tx := x + g
	if tx < 0 || tx > 4 || y >= len(b[x]) || b.at(x, y) == b.at(tx, y) {
		return b, false
	}
	nb := b.clone()
	if y < len(nb[tx]) {
		nb[x][y], nb[tx][y] = nb[tx][y], nb[x][y]
	} else {
		c := nb[x][y]
		nb[x] = append(nb[x][:y], nb[x][y+1:]...)
		nb[tx] = append(nb[tx], c)
	}
	for {
		gone := map[[2]int]bool{}
		for x := 0; x < 5; x++ {
			for y := 0; y < 7; y++ {
				c := nb.at(x, y)
				if c == 0 {
					continue
				}
				if nb.at(x+1, y) == c && nb.at(x+2, y) == c {
					gone[[2]int{x, y}], gone[[2]int{x + 1, y}], gone[[2]int{x + 2, y}] = true, true, true
				}
				if nb.at(x, y+1) == c && nb.at(x, y+2) == c {
					gone[[2]int{x, y}], gone[[2]int{x, y + 1}], gone[[2]int{x, y + 2}] = true, true, true
				}
			}
		}
		if len(gone) == 0 {
			return nb, true
		}
		for x := range nb {
			var keep []int
			for y, c := range nb[x] {
				if !gone[[2]int{x, y}] {
					keep = append(keep, c)
				}
			}
			nb[x] = keep
		}
	}
}

// naiveSolve searches every move in answer order with no pruning at all.
func naiveSolve(b naiveMayan, left int) [][3]int {
	if b.empty() {
		return nil
	}
	for x := 0; x < 5; x++ {
		for y := 0; y < 7; y++ {
			for _, g := range []int{1, -1} {
				nb, ok := b.move(x, y, g)
				if !ok {
					continue
				}
				if left == 1 {
					if nb.empty() {
						return [][3]int{{x, y, g}}
					}
					continue
				}
				if rest := naiveSolve(nb, left-1); rest != nil {
					return append([][3]int{{x, y, g}}, rest...)
				}
			}
		}
	}
	return nil
}

func parseNaiveMayan(input string) (int, naiveMayan) {
	f := strings.Fields(input)
	n, _ := strconv.Atoi(f[0])
	f = f[1:]
	var b naiveMayan
	for x := 0; x < 5; x++ {
		for {
			v, _ := strconv.Atoi(f[0])
			f = f[1:]
			if v == 0 {
				break
			}
			b[x] = append(b[x], v)
		}
	}
	return n, b
}
