package mistake

import (
	"fmt"
	"strconv"
	"strings"

	"match3/internal/naive"
)

// The Mayan mistakes are played by a plain search of their own: naive's
// exhaustive one cannot finish a hard puzzle, and the fast one is not to
// change. It is a depth-first search in answer order, with two prunings
// that hold under every reading (a color with one or two blocks can never
// go; a board that failed with as many moves left fails again).

// board is a Mayan board, column x from the bottom, 0 empty.
type board [5][7]int8

// mayanReading is one reading of the Mayan rules: docs/rules.md with the
// mistakes switched on.
type mayanReading struct {
	skipSame   bool // same-color-skipped
	leftFirst  bool // left-first
	pairOrder  bool // pair-order
	noLeft     bool // no-left-drag
	fewer      bool // fewer-moves
	sequential bool // sequential-clear
	movedOnly  bool // moved-lines-only
	emptyDrag  bool // empty-drag
	oneBased   bool // one-based
	fullColumn bool // full-column-misread
}

// mayanReadingOf is the reading of the rules (skipSame: -skip-same-color's)
// with the mistakes ms.
func mayanReadingOf(skipSame bool, ms []Mistake) mayanReading {
	r := mayanReading{skipSame: skipSame}
	for _, m := range ms {
		m.mayan(&r)
	}
	return r
}

// maxNodes bounds a search: past it the mistake is not named (the
// judge's hardest puzzle takes far fewer).
const maxNodes = 3000000

// state is a board and the moves left, the failed-state table's key.
type state struct {
	b    board
	left int
}

type search struct {
	read   mayanReading
	failed map[state]bool
	nodes  int
	limit  int // the most nodes, maxNodes unless set
	path   [][3]int
}

// puzzle is a Mayan input as the readings read it: the board, and the
// board full-column-misread reads (the same when no column is full).
type puzzle struct {
	n          int
	b, misread board
}

// board is the board the reading plays.
func (p puzzle) board(r mayanReading) board {
	if r.fullColumn {
		return p.misread
	}
	return p.b
}

// readPuzzle reads a Mayan input.
func readPuzzle(input string) (puzzle, bool) {
	n, nb, err := naive.ParseMayan(input)
	if err != nil {
		return puzzle{}, false
	}
	p := puzzle{n: n}
	for x := range nb {
		if len(nb[x]) > 7 {
			return puzzle{}, false
		}
		for y, c := range nb[x] {
			p.b[x][y] = int8(c)
		}
	}
	p.misread = misreadColumns(input)
	return p, true
}

// misreadColumns reads the columns as a solution that reads at most seven
// colors a column does (full-column-misread): a column ends at its 0 or
// after its seventh color, so the 0 that ends a full column is read as the
// next column's end, and every later column takes the line before its
// own. A token missing at the end reads as 0.
func misreadColumns(input string) board {
	f := strings.Fields(input)
	var b board
	at := 1
	next := func() int8 {
		if at >= len(f) {
			return 0
		}
		v, _ := strconv.Atoi(f[at])
		at++
		if v < 0 || v > 10 {
			v = 0
		}
		return int8(v)
	}
	for x := 0; x < 5; x++ {
		for y := 0; y < 7; y++ {
			v := next()
			if v == 0 {
				break
			}
			b[x][y] = v
		}
	}
	b.fall() // a 0 inside a column leaves no hole
	return b
}

// hasFullColumn reports whether a column holds seven blocks: only then
// does full-column-misread read the board otherwise.
func (p puzzle) hasFullColumn() bool { return p.b != p.misread }

// MayanAnswer is the answer of a Mayan input read with the mistakes ms
// (none: docs/rules.md), as the judge wants it printed; ok is false when the
// input cannot be read or the search gave up.
func MayanAnswer(input string, ms ...Mistake) (answer string, ok bool) {
	return MayanAnswerUnder(false, input, ms...)
}

// MayanAnswerUnder is MayanAnswer with the rules of -skip-same-color
// when skipSame.
func MayanAnswerUnder(skipSame bool, input string, ms ...Mistake) (answer string, ok bool) {
	p, ok := readPuzzle(input)
	if !ok {
		return "", false
	}
	moves, ok := answerOf(p, mayanReadingOf(skipSame, ms), maxNodes)
	if !ok {
		return "", false
	}
	return movesText(moves), true
}

// movesText prints an answer: -1 for none.
func movesText(moves [][3]int) string {
	if moves == nil {
		return "-1\n"
	}
	var sb strings.Builder
	for _, mv := range moves {
		sb.WriteString(strconv.Itoa(mv[0]) + " " + strconv.Itoa(mv[1]) + " " + strconv.Itoa(mv[2]) + "\n")
	}
	return sb.String()
}

// answerOf is a reading's answer: its moves, as it prints them, or nil for
// -1; ok is false when the search took more than limit nodes.
func answerOf(p puzzle, read mayanReading, limit int) (moves [][3]int, ok bool) {
	s := &search{read: read, failed: map[state]bool{}, limit: limit}
	b := p.board(read)
	found := !b.empty() && s.solve(b, p.n)
	if s.nodes > limit {
		return nil, false
	}
	if !found {
		return nil, true
	}
	if read.oneBased {
		for i := range s.path {
			s.path[i][0]++
			s.path[i][1]++
		}
	}
	return s.path, true
}

// solve finds the first clearing sequence of left moves (at most left,
// for fewer-moves) in the reading's answer order, into s.path.
func (s *search) solve(b board, left int) bool {
	if s.limit == 0 {
		s.limit = maxNodes
	}
	if s.nodes++; s.nodes > s.limit || b.hopeless() {
		return false
	}
	key := state{b, left}
	if s.failed[key] {
		return false
	}
	for _, mv := range s.read.order(&b) {
		nb, ok := s.move(b, mv[0], mv[1], mv[2])
		if !ok {
			continue
		}
		s.path = append(s.path, mv)
		if nb.empty() && (left == 1 || s.read.fewer) {
			return true
		}
		if left > 1 && !nb.empty() && s.solve(nb, left-1) {
			return true
		}
		s.path = s.path[:len(s.path)-1]
	}
	s.failed[key] = true
	return false
}

// order lists the moves from b in the order the reading tries them: by
// the dragged block, x then y, g = 1 first (docs/rules.md) or -1 first
// (left-first), or 1 alone (no-left-drag); every cell of a column, empty
// or not (empty-drag); or by adjacent pair (pair-order): for x = 0..3 and
// y, the pair (x, y)-(x+1, y) gives (x, y, 1) when (x, y) holds a block,
// else (x+1, y, -1) when (x+1, y) does.
func (r mayanReading) order(b *board) [][3]int {
	var out [][3]int
	if r.pairOrder {
		for x := 0; x < 4; x++ {
			for y := 0; y < 7; y++ {
				switch {
				case b[x][y] != 0:
					out = append(out, [3]int{x, y, 1})
				case b[x+1][y] != 0:
					out = append(out, [3]int{x + 1, y, -1})
				}
			}
		}
		return out
	}
	dirs := []int{1, -1}
	switch {
	case r.leftFirst:
		dirs = []int{-1, 1}
	case r.noLeft:
		dirs = []int{1}
	}
	for x := 0; x < 5; x++ {
		for y := 0; y < 7 && (b[x][y] != 0 || r.emptyDrag); y++ {
			for _, g := range dirs {
				if x+g >= 0 && x+g < 5 {
					out = append(out, [3]int{x, y, g})
				}
			}
		}
	}
	return out
}

// move drags the block at (x, y) to x+g and settles the board. Under
// empty-drag the cell may be empty: onto an empty cell that changes
// nothing, onto a block it moves that block across.
func (s *search) move(b board, x, y, g int) (board, bool) {
	tx := x + g
	if tx < 0 || tx > 4 {
		return b, false
	}
	if b[x][y] == b[tx][y] {
		return b, !s.read.skipSame // a swap of one color: a move that changes nothing, or none
	}
	var moved [5][7]bool // moved-lines-only: where the dragged blocks land
	if b[x][y] != 0 {
		moved[tx][y] = true
	}
	if b[tx][y] != 0 {
		moved[x][y] = true
	}
	b[x][y], b[tx][y] = b[tx][y], b[x][y]
	if s.read.movedOnly {
		b.settleMoved(moved)
		return b, true
	}
	b.fall()
	for b.clear(s.read.sequential) {
		b.fall()
	}
	return b, true
}

// fall closes every column's gaps.
func (b *board) fall() {
	var moved [5][7]bool
	b.fallMarked(&moved)
}

// fallMarked closes every column's gaps, the marks moving with their
// blocks, and says whether a block fell; a block that falls is marked.
func (b *board) fallMarked(mark *[5][7]bool) (fell [5][7]bool) {
	for x := range b {
		h := 0
		for y := 0; y < 7; y++ {
			if b[x][y] != 0 {
				b[x][h], mark[x][h] = b[x][y], mark[x][y]
				fell[x][h] = h != y
				h++
			}
		}
		for ; h < 7; h++ {
			b[x][h], mark[x][h] = 0, false
		}
	}
	return fell
}

// settleMoved settles the board after a drag as moved-lines-only reads
// it: lines are looked for only through the dragged blocks where they
// land, and after a removal through the blocks that fell into its gaps; so
// the blocks that fall into the place a dragged block left are never
// looked at, and a line they make stays.
func (b *board) settleMoved(look [5][7]bool) {
	b.fallMarked(&look)
	for {
		var gone [5][7]bool
		any := false
		for x := 0; x < 5; x++ {
			for y := 0; y < 7; y++ {
				if look[x][y] && b[x][y] != 0 {
					any = b.markLinesThrough(x, y, &gone) || any
				}
			}
		}
		if !any {
			return
		}
		for x := range b {
			for y := range b[x] {
				if gone[x][y] {
					b[x][y] = 0
				}
			}
		}
		var none [5][7]bool
		look = b.fallMarked(&none)
	}
}

// markLinesThrough marks the row and the column line of three or more
// through (x, y), and says whether there was one.
func (b *board) markLinesThrough(x, y int, gone *[5][7]bool) bool {
	c, found := b[x][y], false
	for _, d := range [2][2]int{{1, 0}, {0, 1}} {
		lo, hi := 0, 0
		for x-(lo+1)*d[0] >= 0 && y-(lo+1)*d[1] >= 0 && b[x-(lo+1)*d[0]][y-(lo+1)*d[1]] == c {
			lo++
		}
		for x+(hi+1)*d[0] < 5 && y+(hi+1)*d[1] < 7 && b[x+(hi+1)*d[0]][y+(hi+1)*d[1]] == c {
			hi++
		}
		if lo+hi+1 >= 3 {
			found = true
			for k := -lo; k <= hi; k++ {
				gone[x+k*d[0]][y+k*d[1]] = true
			}
		}
	}
	return found
}

// clear removes the lines of three or more of one color and says whether
// any went: all at once (docs/rules.md), or the row lines first and then the
// column lines of what is left (sequential-clear).
func (b *board) clear(sequential bool) bool {
	rows := b.lines(1, 0)
	if sequential {
		b.remove(rows)
		cols := b.lines(0, 1)
		b.remove(cols)
		return len(rows)+len(cols) > 0
	}
	cols := b.lines(0, 1)
	b.remove(rows)
	b.remove(cols)
	return len(rows)+len(cols) > 0
}

// lines lists the cells of lines of three along (dx, dy).
func (b *board) lines(dx, dy int) [][2]int {
	var out [][2]int
	for x := 0; x+2*dx < 5; x++ {
		for y := 0; y+2*dy < 7; y++ {
			c := b[x][y]
			if c != 0 && b[x+dx][y+dy] == c && b[x+2*dx][y+2*dy] == c {
				out = append(out, [2]int{x, y}, [2]int{x + dx, y + dy}, [2]int{x + 2*dx, y + 2*dy})
			}
		}
	}
	return out
}

func (b *board) remove(cells [][2]int) {
	for _, c := range cells {
		b[c[0]][c[1]] = 0
	}
}

func (b *board) empty() bool { return *b == board{} }

// blocks counts the blocks on the board.
func (b *board) blocks() int {
	n := 0
	for x := range b {
		for _, c := range b[x] {
			if c != 0 {
				n++
			}
		}
	}
	return n
}

// hopeless: some color has one or two blocks, which no line can take.
func (b *board) hopeless() bool {
	var count [11]int
	for x := range b {
		for _, c := range b[x] {
			count[c]++
		}
	}
	for c := 1; c <= 10; c++ {
		if count[c] == 1 || count[c] == 2 {
			return true
		}
	}
	return false
}

// NameMayan returns the findings whose reading gives answer (the
// contestant's, as printed) on the input: the single mistakes, or else
// the pairs, or else the triples that give it, each a departure from the
// rules (skipSame: -skip-same-color's). A list of moves is first
// replayed under each reading: only a reading under which it clears the
// board is searched. A fewer-moves answer padded to n lines (with -1 -1
// -1, 0 0 0 or lines left over from the search) is named as such. For a
// -1, only the mistakes that can change whether an answer exists are
// tried: one of the order (left-first, pair-order) gives -1 exactly where
// the reading without it does. A mistake the input never meets (a full
// column, for full-column-misread) is not named.
func NameMayan(input, answer string, skipSame bool) []Finding {
	p, ok := readPuzzle(input)
	if !ok {
		return nil
	}
	moves, ok := readMoves(answer)
	if !ok {
		return nil
	}
	var candidates []Mistake
	for _, m := range Under(skipSame).Of("mayan") {
		if m.ID == "full-column-misread" && !p.hasFullColumn() {
			continue
		}
		if moves == nil && (m.sameExistence || m.Rule == "length") {
			continue
		}
		candidates = append(candidates, m)
	}
	var rules [][3]int // the rules' answer, when the answer named is -1
	if moves == nil {
		rules, _ = answerOf(p, mayanReading{skipSame: skipSame}, maxNodes)
	}
	for size := 1; size <= maxMistakes; size++ {
		var tries []Finding
		for _, set := range sets(candidates, size) {
			read := mayanReadingOf(skipSame, set)
			if moves == nil {
				if _, clears := readingClears(p, rules, read); rules == nil || !clears {
					tries = append(tries, Finding{Mistakes: set})
				}
			} else if padding, ok := readingClears(p, moves, read); ok {
				tries = append(tries, Finding{Mistakes: set, Padding: padding})
			}
		}
		// The readings search side by side: a hard puzzle takes a third
		// of a second a reading.
		gives := make([]bool, len(tries))
		sideBySide(len(tries), func(i int) {
			got, ok := answerOf(p, mayanReadingOf(skipSame, tries[i].Mistakes), maxNodes)
			gives[i] = ok && sameMoves(got, moves, tries[i].Padding != "")
		})
		var found []Finding
		for i, f := range tries {
			if gives[i] {
				found = append(found, f)
			}
		}
		if len(found) > 0 {
			return found
		}
	}
	return nil
}

// readMoves reads an answer as printed: nil for -1, else its moves; ok is
// false when it is neither.
func readMoves(answer string) (moves [][3]int, ok bool) {
	f := strings.Fields(answer)
	if len(f) == 1 && f[0] == "-1" {
		return nil, true
	}
	if len(f)%3 != 0 || len(f) == 0 {
		return nil, false
	}
	for i := 0; i < len(f); i += 3 {
		var mv [3]int
		for j := range mv {
			v, err := strconv.Atoi(f[i+j])
			if err != nil {
				return nil, false
			}
			mv[j] = v
		}
		moves = append(moves, mv)
	}
	return moves, true
}

// sameMoves reports whether a reading's answer want (nil for -1) is the
// moves given, or, padded, their first lines.
func sameMoves(want, moves [][3]int, padded bool) bool {
	if (want == nil) != (moves == nil) || len(want) > len(moves) || len(want) < len(moves) && !padded {
		return false
	}
	for i := range want {
		if want[i] != moves[i] {
			return false
		}
	}
	return true
}

// readingClears replays moves, as the reading prints them, under the
// reading: each a move there, the board empty after the last and not
// before. Under fewer-moves the board may be empty sooner, after k moves;
// with n lines in all, the rest are padding, said as "line 3" or "lines
// 3-5".
func readingClears(p puzzle, moves [][3]int, read mayanReading) (padding string, ok bool) {
	n, b := p.n, p.board(read)
	if len(moves) > n || len(moves) < n && !read.fewer {
		return "", false
	}
	s := &search{read: read}
	for i, mv := range moves {
		x, y, g := mv[0], mv[1], mv[2]
		if read.oneBased {
			x, y = x-1, y-1
		}
		if x < 0 || x > 4 || y < 0 || y > 6 || b[x][y] == 0 && !read.emptyDrag || g != 1 && (g != -1 || read.noLeft) {
			return "", false
		}
		var ok bool
		if b, ok = s.move(b, x, y, g); !ok {
			return "", false
		}
		if b.empty() && i < len(moves)-1 {
			if !read.fewer || len(moves) != n {
				return "", false
			}
			if i+2 == n {
				return fmt.Sprintf("line %d", n), true
			}
			return fmt.Sprintf("lines %d-%d", i+2, n), true
		}
	}
	return "", b.empty()
}

// PlainNodes is how many moves a plain depth-first search plays on a Mayan
// input before it finds the answer, or finds there is none: the moves
// tried in answer order, none of them a left move onto a block (the right
// move from the left neighbour makes it), a board given up when a color
// has one or two blocks, and no table of boards already failed. So a
// board met again is searched again: the work of the simplest solution
// that passes NOIP's limits on its data, and what a test set should make
// large to stop a slower one. It is counted, not played: a board's count
// below it is kept once known. ok is false when the input cannot be read.
func PlainNodes(input string) (nodes int64, ok bool) {
	p, ok := readPuzzle(input)
	if !ok {
		return 0, false
	}
	c := &plainCount{failed: map[state]int64{}}
	nodes, _ = c.count(p.b, p.n)
	return nodes, true
}

// plainCount counts a plain search's moves; failed holds, for each board
// from which it finds nothing, the moves it plays below it.
type plainCount struct {
	failed map[state]int64
	s      search
}

// count is the moves the plain search plays below board b with left moves
// to go, and whether it finds a solution there (then it stops).
func (c *plainCount) count(b board, left int) (int64, bool) {
	if b.hopeless() {
		return 0, false
	}
	key := state{b, left}
	if nodes, ok := c.failed[key]; ok {
		return nodes, false
	}
	var nodes int64
	for _, mv := range (mayanReading{}).order(&b) {
		x, y, g := mv[0], mv[1], mv[2]
		if g < 0 && b[x+g][y] != 0 {
			continue // a left move onto a block: the right move from x-1
		}
		nb, ok := c.s.move(b, x, y, g)
		if !ok {
			continue
		}
		nodes++
		if nb.empty() {
			if left == 1 {
				return nodes, true
			}
			continue
		}
		if left > 1 {
			below, found := c.count(nb, left-1)
			nodes += below
			if found {
				return nodes, true
			}
		}
	}
	c.failed[key] = nodes
	return nodes, false
}

// WastedInAnswer reports whether the rules' answer to a Mayan input
// (skipSame: -skip-same-color's rules) holds a wasted move, a drag onto a
// block of the same color: an input on which same-color-skipped and the
// rules part.
func WastedInAnswer(input string, skipSame bool) bool {
	p, ok := readPuzzle(input)
	if !ok {
		return false
	}
	read := mayanReading{skipSame: skipSame}
	moves, ok := answerOf(p, read, diagnosisNodes)
	if !ok {
		return false
	}
	s, b := &search{read: read}, p.b
	for _, mv := range moves {
		if b[mv[0]][mv[1]] == b[mv[0]+mv[2]][mv[1]] {
			return true
		}
		b, _ = s.move(b, mv[0], mv[1], mv[2])
	}
	return false
}
