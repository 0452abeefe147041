package main

import (
	"fmt"
	"match3/internal/gen"
	"match3/internal/mistake"
	"match3/internal/naive"
	"math/rand"
	"os"
	"strconv"
	"strings"
	"testing"
)

// randomPuzzle writes a small Mayan puzzle with no run. Colors come in
// threes, so that many puzzles can be cleared.
func randomPuzzle(rng *rand.Rand, n int) string {
	var b naive.Grid
	for color := 1 + rng.Intn(3); color > 0; color-- {
		for i := 0; i < 3+rng.Intn(2)*3; i++ {
			if x := rng.Intn(5); b.Fits(x, color) {
				b.Push(x, color)
			}
		}
	}
	return b.String(n)
}

// TestMayanAgainstNaive compares the pruned search with internal/naive's
// plain one, written from the rules alone. (Once, by hand, 600 puzzles of
// 3 moves and 300 of 4 agreed with an exhaustive search too.)
func TestMayanAgainstNaive(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	solved := 0
	puzzles := 3000
	if testing.Short() {
		puzzles = 600
	}
	for i := 0; i < puzzles; i++ {
		moves := 1 + rng.Intn(2)
		if i%10 == 0 {
			moves = 3 // a few: most of the small boards have no answer
		}
		input := randomPuzzle(rng, moves)
		got, errOut, status := runProgram(t, input)
		if status != 0 {
			t.Fatalf("puzzle %d: %s\n%s", i, errOut, input)
		}
		n, b, _ := naive.ParseMayan(input)
		want := naive.MayanReading{}.Answer(b, n)
		if want != "-1\n" {
			solved++
		}
		if got != want {
			t.Fatalf("puzzle %d: got %q, want %q\n%s", i, got, want, input)
		}
	}
	// Four moves, from the generator (half built backwards, so solvable);
	// TestMayanAgainstPlainSearch takes more of these.
	fourMove := int64(40)
	if testing.Short() {
		fourMove = 8
	}
	for seed := int64(0); seed < fourMove; seed++ {
		rng := rand.New(rand.NewSource(seed))
		m := gen.Mayan{Moves: 4, Blocks: 9 + rng.Intn(10), Colors: 2 + rng.Intn(3), Solvable: seed%2 == 0}
		input := m.Puzzle(rng)
		got, _, _ := runProgram(t, input)
		n, b, _ := naive.ParseMayan(input)
		if want := (naive.MayanReading{}).Answer(b, n); got != want {
			t.Fatalf("4 moves, seed %d: got %q, want %q\n%s", seed, got, want, input)
		}
	}
	t.Logf("%d of %d puzzles solvable", solved, puzzles)
	if solved < puzzles/10 {
		t.Errorf("weak generator: only %d of %d puzzles solvable", solved, puzzles)
	}
}

// TestMayanReplay replays every golden answer on the naive board: each move
// is a move, and the board empties exactly at the last one.
func TestMayanReplay(t *testing.T) {
	names, inputs, outputs := goldenCases(t, "mayan")
	for _, name := range names {
		got, _, _ := runProgram(t, inputs[name])
		if got == "-1\n" {
			continue
		}
		n, b, _ := naive.ParseMayan(inputs[name])
		lines := strings.Split(strings.TrimSpace(got), "\n")
		if len(lines) != n {
			t.Errorf("%s: %d moves, want %d", name, len(lines), n)
			continue
		}
		for i, line := range lines {
			var x, y, g int
			fmt.Sscan(line, &x, &y, &g)
			var ok bool
			if b, ok = (naive.MayanReading{}).Move(b, x, y, g); !ok {
				t.Errorf("%s: move %d %q is not a move", name, i+1, line)
				break
			}
			if b.Empty() != (i == n-1) {
				t.Errorf("%s: after move %d the board empty = %v", name, i+1, b.Empty())
				break
			}
		}
		if got != outputs[name] {
			t.Errorf("%s: got %q want %q", name, got, outputs[name])
		}
	}
}

// TestSearchWork pins the work of the search on the hard cases, which have
// no answer and so are searched through: the nodes it visits are
// deterministic. A prune weakened or switched off visits more; these are
// the counts of 2026-12-01 with 1% to spare, under both readings of a
// same-color swap. (A node is a move played: a move the shift filter
// refuses is never played and is not one; a wasted move is one.)
func TestSearchWork(t *testing.T) {
	for _, reading := range []struct {
		skipSame bool
		most     map[string]int
	}{
		{false, map[string]int{"hard_01": 54420, "hard_02": 27713, "hard_03": 2923, "hard_04": 1987, "hard_05": 6595}},
		{true, map[string]int{"hard_01": 54150, "hard_02": 27628, "hard_03": 2873, "hard_04": 1903, "hard_05": 6484}},
	} {
		searchWork(t, reading.skipSame, reading.most)
	}
}

func searchWork(t *testing.T, skipSame bool, most map[string]int) {
	for name, nodes := range most {
		p, err := parsePuzzle([]byte(golden(t, "mayan/"+name+".in")))
		if err != nil {
			t.Fatal(err)
		}
		p.skipSame = skipSame
		if ans := p.Solve(); ans != nil {
			t.Errorf("%s: answer %v, want none", name, ans)
		}
		if p.nodes > nodes+nodes/100 || p.nodes <= 0 {
			t.Errorf("%s (skipSame %v): %d nodes, want at most %d + 1%% (and some)", name, skipSame, p.nodes, nodes)
		}
		// A move given up in mid-cascade leaves no round half done.
		if err := roundLeftover(p.board); err != "" {
			t.Errorf("%s: after the search, %s", name, err)
		}
		// Every hard case meets boards it already failed on (-trace
		// reports these counts).
		if p.failed.hits <= 0 || p.failed.used <= 0 {
			t.Errorf("%s: %d failed-state hits, %d stored; want some of each", name, p.failed.hits, p.failed.used)
		}
	}
}

// roundLeftover names what a round left behind on a still board: every
// column's lowest emptied height back at n, and no list of columns or
// cells waiting for the next round.
func roundLeftover(b *Board) string {
	for c, low := range b.low {
		if low != b.n || b.moved[c] != b.n {
			return fmt.Sprintf("column %d keeps low %d, moved %d", c, low, b.moved[c])
		}
	}
	if len(b.lowered)+len(b.fallen)+len(b.rowDirty)+len(b.colDirty) > 0 {
		return fmt.Sprintf("lists left: lowered %v, fallen %v, rowDirty %v, colDirty %v", b.lowered, b.fallen, b.rowDirty, b.colDirty)
	}
	return ""
}

// freshKey is the failed-state key of b, every column read afresh.
func freshKey(b *Board, left int) [2]uint64 {
	p := &Puzzle{board: b, view: newSearchView(b)}
	return p.key(left)
}

// TestFailKey: the failed-state key is exact, one key per board and moves
// left, shared only by a board and its mirror image. Boards with full
// columns and the largest colors, where a base-11 column code is longest,
// are drawn often.
func TestFailKey(t *testing.T) {
	rng := rand.New(rand.NewSource(13))
	type state struct {
		cols [mayanCols]string
		left int
	}
	owner := map[[2]uint64]state{}
	for i := 0; i < 50000; i++ {
		b := newBoard(mayanRows, mayanCols, mayanColors)
		var s state
		s.left = 1 + rng.Intn(5)
		for x := 0; x < mayanCols; x++ {
			h := rng.Intn(mayanRows + 1)
			if rng.Intn(3) == 0 {
				h = mayanRows
			}
			for y := 0; y < h; y++ {
				c := 1 + rng.Intn(mayanColors)
				if rng.Intn(2) == 0 {
					c = mayanColors - rng.Intn(2)
				}
				b.color[cell(x, y)] = uint8(c)
				s.cols[x] += string(rune('a' + c))
			}
		}
		b.settle()
		// The canonical state: the smaller of the board and its mirror.
		mirror := state{left: s.left}
		for x := range s.cols {
			mirror.cols[x] = s.cols[mayanCols-1-x]
		}
		if fmt.Sprint(mirror.cols) < fmt.Sprint(s.cols) {
			s = mirror
		}
		key := freshKey(b, s.left)
		if prev, ok := owner[key]; ok && prev != s {
			t.Fatalf("boards %v and %v share the key %x", prev, s, key)
		}
		owner[key] = s
		// The mirror image gets the same key.
		m := newBoard(mayanRows, mayanCols, mayanColors)
		for x := 0; x < mayanCols; x++ {
			copy(m.color[cell(x, 0):cell(x, mayanRows)], b.color[cell(mayanCols-1-x, 0):cell(mayanCols-1-x, mayanRows)])
		}
		m.settle()
		if mk := freshKey(m, s.left); mk != key {
			t.Fatalf("board %v: key %x, its mirror's %x", s, key, mk)
		}
	}
}

// TestSearchViewKept: the counts and column codes play keeps move by move
// are the ones a fresh count of the board gives, after drags, swaps and
// cascades alike, and restoring a snapshot brings back the view with the
// board.
func TestSearchViewKept(t *testing.T) {
	rng := rand.New(rand.NewSource(21))
	moves := 0
	for i := 0; i < 3000; i++ {
		input := gen.Mayan{Moves: 5, Blocks: 10 + rng.Intn(26), Colors: 2 + rng.Intn(8)}.Puzzle(rng)
		p, err := parsePuzzle([]byte(input))
		if err != nil {
			t.Fatal(err)
		}
		b := p.board
		p.view = newSearchView(b)
		var start snapshot
		p.save(&start)
		for k := 0; k < 5 && b.pieces > 0; k++ {
			// A random block, dragged either way when it stays on the board.
			var mv Move
			for {
				mv = Move{X: rng.Intn(mayanCols), G: 1 - 2*rng.Intn(2)}
				if h := b.height[mv.X]; h > 0 && mv.X+mv.G >= 0 && mv.X+mv.G < mayanCols {
					mv.Y = rng.Intn(h)
					break
				}
			}
			if !p.makeMove(mv) {
				continue
			}
			moves++
			fresh := newSearchView(b)
			if p.view.cols != fresh.cols {
				t.Fatalf("puzzle %d, move %v: counts %o, a fresh count %o\n%s", i, mv, p.view.cols, fresh.cols, b)
			}
			left := 1 + rng.Intn(5)
			if got, want := p.key(left), freshKey(b, left); got != want {
				t.Fatalf("puzzle %d, move %v: key %x, a fresh key %x\n%s", i, mv, got, want, b)
			}
		}
		p.restore(&start)
		if p.view != start.view || newSearchView(b).cols != start.view.cols {
			t.Fatalf("puzzle %d: the view not restored with the board", i)
		}
	}
	if moves < 5000 {
		t.Errorf("only %d moves played", moves)
	}
}

// TestFewestShifts: the fewest shifts of one block by one column that let a
// color's blocks vanish where they stand, worked out by hand.
func TestFewestShifts(t *testing.T) {
	var table shiftTable
	cases := []struct {
		counts [mayanCols]int
		want   uint8
	}{
		{[mayanCols]int{0, 0, 0, 0, 0}, 0},           // no blocks
		{[mayanCols]int{3, 0, 0, 0, 0}, 0},           // a column run
		{[mayanCols]int{0, 0, 1, 1, 1}, 0},           // a row run
		{[mayanCols]int{1, 0, 0, 0, 0}, unreachable}, // one block
		{[mayanCols]int{0, 2, 0, 0, 0}, unreachable}, // two blocks, however placed
		{[mayanCols]int{1, 0, 0, 0, 1}, unreachable},
		{[mayanCols]int{1, 1, 0, 1, 0}, 1},             // column 3's block to 2
		{[mayanCols]int{1, 0, 1, 0, 1}, 2},             // 0 to 1 and 4 to 3
		{[mayanCols]int{2, 2, 0, 0, 0}, 2},             // both of column 1 to 0: a run of four
		{[mayanCols]int{7, 1, 0, 0, 0}, 1},             // blocks vanish over time: column 0 may take an eighth
		{[mayanCols]int{2, 0, 0, 0, 1}, maxShifts + 1}, // three shifts at least
		{[mayanCols]int{1, 2, 0, 0, 0}, 1},             // column 0's block to 1: a run of three
		{[mayanCols]int{3, 3, 1, 0, 0}, 0},             // column runs in 0 and 1, and a row through both and the 1
		{[mayanCols]int{3, 2, 2, 2, 0}, 0},             // two rows across 1..3
	}
	for _, c := range cases {
		var v octalCounts
		for x, n := range c.counts {
			v += octalCounts(n) * octalColumn(x)
		}
		if got := table.of(v); got != int(c.want) {
			t.Errorf("counts %v: %d shifts, want %d", c.counts, got, c.want)
		}
	}
}

// TestColorTen: the statement's sample with its colors renamed, 2 to 10 and
// 3 to 9. The rules never look at a color's value, so the answer is the
// sample's, 2 1 1, 3 1 1, 3 0 1, whose last move swaps the 9 at (3,0) with
// the 10 at (4,0): the largest colors pass every table of the search.
func TestColorTen(t *testing.T) {
	out, errOut, _ := runProgram(t, "3\n1 0\n10 1 0\n10 9 4 0\n9 1 0\n10 4 9 4 0\n")
	if out != "2 1 1\n3 1 1\n3 0 1\n" {
		t.Errorf("%q (%s), want the sample's answer", out, errOut)
	}
}

// TestSearchWorkAnyColors: the search never looks at a color's value, so
// hard_01 with every color c renamed 11-c (its colors 1..5 become 10..6)
// visits the same nodes as hard_01; the largest colors pass every prune.
func TestSearchWorkAnyColors(t *testing.T) {
	in, err := os.ReadFile("testdata/mayan/hard_01.in")
	if err != nil {
		t.Fatal(err)
	}
	fields := strings.Fields(string(in))
	for i, f := range fields[1:] {
		if v, _ := strconv.Atoi(f); v != 0 {
			fields[i+1] = strconv.Itoa(11 - v)
		}
	}
	p, err := parsePuzzle([]byte(strings.Join(fields, " ")))
	if err != nil {
		t.Fatal(err)
	}
	if ans := p.Solve(); ans != nil || p.nodes > 54420+54420/100 {
		t.Errorf("renamed hard_01: answer %v, %d nodes; want none and at most 54420 + 1%%", ans, p.nodes)
	}
}

// TestCellsOf: cellsOf marks the cells of one color, as a plain loop over
// the cells does, on random boards of few colors and on boards where the
// color sits next to bytes that differ from it in one bit.
func TestCellsOf(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	for iter := 0; iter < 2000; iter++ {
		var color [mayanCells]uint8
		c := uint8(1 + rng.Intn(mayanColors))
		for i := range color {
			switch rng.Intn(4) {
			case 0:
				color[i] = c
			case 1:
				color[i] = c ^ 1<<uint(rng.Intn(8)) // one bit off
			default:
				color[i] = uint8(rng.Intn(mayanColors + 1))
			}
		}
		var want uint64
		for i, v := range color {
			if v == c {
				want |= 1 << uint(i)
			}
		}
		if got := cellsOf(&color, c); got != want {
			t.Fatalf("color %d in %v: cells %b, want %b", c, color, got, want)
		}
	}
}

// TestLastMoves: for the last move with no color needing a shift, the
// masks of lastMoves are the moves search would let allows judge one by
// one: right onto an empty cell or a block of another color, left onto an
// empty cell. Random still boards of 2 to 4 colors and up to 7 blocks a
// column, those whose every color is coverable where it stands.
func TestLastMoves(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	checked := 0
	for iter := 0; iter < 40000; iter++ { // about one board in forty has no tight color
		var b naive.Grid
		colors := 2 + rng.Intn(3)
		for x := range b {
			for h := rng.Intn(mayanRows + 1); h > 0; h-- {
				if v := 1 + rng.Intn(colors); b.Fits(x, v) {
					b.Push(x, v)
				}
			}
		}
		p, err := parsePuzzle([]byte(b.String(1)))
		if err != nil || p.board.pieces == 0 {
			continue
		}
		for p.colors = mayanColors; p.board.count[p.colors] == 0; p.colors-- {
		}
		p.view = newSearchView(p.board)
		s := &p.saved[1]
		p.save(s)
		f := newShiftFilter(&p.shifts, &s.view.cols, p.colors, 0)
		if f.tight > 0 {
			continue
		}
		checked++
		right, left := p.lastMoves(s, &f)
		for i := 0; i < mayanCells; i++ {
			a := s.color[i]
			x := i / mayanRows
			wantRight := a != 0 && x+1 < mayanCols && a != s.color[i+mayanRows] && f.allows(x, x+1, a, s.color[i+mayanRows])
			wantLeft := a != 0 && x > 0 && s.color[i-mayanRows] == 0 && f.allows(x, x-1, a, 0)
			if gotRight, gotLeft := right>>uint(i)&1 != 0, left>>uint(i)&1 != 0; gotRight != wantRight || gotLeft != wantLeft {
				t.Fatalf("%s\ncell (x=%d,y=%d): right %v left %v, want %v %v", b.String(1), x, i%mayanRows, gotRight, gotLeft, wantRight, wantLeft)
			}
		}
	}
	if checked < 500 {
		t.Fatalf("only %d boards without a tight color", checked)
	}
}

// TestPackKeyExact: packKey keeps every column code and the moves left
// apart, at the codes' extremes too: each code is below 11^7 (the largest,
// seven blocks of color 10, is 11^7 - 1 = 19,487,170, above 2^24), the
// moves left 1..5. Unpacking by the layout keyOf's comment gives (25 bits
// a code, the moves left in the top 3) returns what was packed.
func TestPackKeyExact(t *testing.T) {
	const top = 19487170 // 11^7 - 1
	extremes := []uint64{0, 1, 1 << 24, top, top - 1, 0x0aaaaaa & (1<<25 - 1)}
	unpack := func(k [2]uint64) (c [5]uint64, left int) {
		const mask = 1<<25 - 1
		c[0], c[1] = k[0]&mask, k[0]>>25&mask
		c[2] = (k[0]>>50 | k[1]<<14) & mask
		c[3], c[4] = k[1]>>11&mask, k[1]>>36&mask
		return c, int(k[1] >> 61)
	}
	for i := 0; i < 5; i++ {
		for _, v := range extremes {
			for _, other := range []uint64{0, top} {
				for left := 1; left <= 5; left++ {
					var c [5]uint64
					for j := range c {
						c[j] = other
					}
					c[i] = v
					got, gotLeft := unpack(packKey(c[0], c[1], c[2], c[3], c[4], left))
					if got != c || gotLeft != left {
						t.Fatalf("packKey(%v, %d) unpacks to %v, %d", c, left, got, gotLeft)
					}
				}
			}
		}
	}
}

// TestMayanAgainstPlainSearch compares the pruned search with the plain
// one of internal/naive, as internal/mistake plays it (answer order, a
// failed-state table, and only the two prunings every reading keeps), on
// generated puzzles of four and five moves, half of them built to have an
// answer, under both readings of a same-color swap: the deep searches
// where a wasted move can stand anywhere in the answer.
func TestMayanAgainstPlainSearch(t *testing.T) {
	count := int64(240)
	if testing.Short() {
		count = 40
	}
	differ := 0
	for seed := int64(0); seed < count; seed++ {
		rng := rand.New(rand.NewSource(seed))
		m := gen.Mayan{Moves: 4 + rng.Intn(2), Blocks: 8 + rng.Intn(13), Colors: 2 + rng.Intn(3), Solvable: seed%2 == 0}
		input := m.Puzzle(rng)
		answers := [2]string{}
		skip, _ := mistake.ByID("same-color-skipped")
		for k, reading := range [][]mistake.Mistake{nil, {skip}} {
			want, ok := mistake.MayanAnswer(input, reading...)
			if !ok {
				t.Fatalf("seed %d: the plain search gave up\n%s", seed, input)
			}
			args := []string{}
			if reading != nil {
				args = append(args, "-skip-same-color")
			}
			if got, _, _ := runProgram(t, input, args...); got != want {
				t.Fatalf("seed %d %v: got %q, the plain search %q\n%s", seed, args, got, want, input)
			}
			answers[k] = want
		}
		if answers[0] != answers[1] {
			differ++
		}
	}
	// Both readings are exercised only where they part.
	if differ == 0 {
		t.Errorf("the two readings give the same answer on all %d puzzles: -skip-same-color's search is not tested here", count)
	}
	t.Logf("the readings differ on %d of %d puzzles", differ, count)
}

// TestWasteCells: the search's two word-at-a-time views of the moves that
// swap two equal colors (wasteCells, which says which, and hasWaste, a
// faster yes or no for the hot path) agree with each other and with a
// cell-by-cell look, on random boards of every height, few colors
// making such pairs common.
func TestWasteCells(t *testing.T) {
	p, err := parsePuzzle([]byte("1\n0\n0\n0\n0\n0\n"))
	if err != nil {
		t.Fatal(err)
	}
	b := p.board
	rng := rand.New(rand.NewSource(7))
	for trial := 0; trial < 20000; trial++ {
		colors := 1 + rng.Intn(4)
		for x := 0; x < mayanCols; x++ {
			h := rng.Intn(mayanRows + 1)
			for y := 0; y < mayanRows; y++ {
				b.color[cell(x, y)] = 0
				if y < h {
					b.color[cell(x, y)] = uint8(1 + rng.Intn(colors))
				}
			}
		}
		var want uint64
		for x := 0; x+1 < mayanCols; x++ {
			for y := 0; y < mayanRows; y++ {
				if c := b.color[cell(x, y)]; c != 0 && c == b.color[cell(x+1, y)] {
					want |= 1 << uint(cell(x, y))
				}
			}
		}
		if got := wasteCells(b); got != want {
			t.Fatalf("wasteCells %#x, want %#x, on\n%v", got, want, b)
		}
		if got := hasWaste(b); got != (want != 0) {
			t.Fatalf("hasWaste %v, want %v, on\n%v", got, want != 0, b)
		}
	}
}
