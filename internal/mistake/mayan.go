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
	fewer      bool // fewer-moves
	sequential bool // sequential-clear
}

func mayanReadingOf(ms []Mistake) mayanReading {
	var r mayanReading
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
	path   [][3]int
}

// readPuzzle reads a Mayan input into a board.
func readPuzzle(input string) (n int, b board, ok bool) {
	n, nb, err := naive.ParseMayan(input)
	if err != nil {
		return 0, b, false
	}
	for x := range nb {
		if len(nb[x]) > 7 {
			return 0, b, false
		}
		for y, c := range nb[x] {
			b[x][y] = int8(c)
		}
	}
	return n, b, true
}

// MayanAnswer is the answer of a Mayan input read with the mistakes ms
// (none: docs/rules.md), as the judge wants it printed; ok is false when the
// input cannot be read or the search gave up.
func MayanAnswer(input string, ms ...Mistake) (answer string, ok bool) {
	n, b, ok := readPuzzle(input)
	if !ok {
		return "", false
	}
	moves, ok := answerOf(b, n, mayanReadingOf(ms))
	if !ok {
		return "", false
	}
	if moves == nil {
		return "-1\n", true
	}
	var sb strings.Builder
	for _, mv := range moves {
		sb.WriteString(strconv.Itoa(mv[0]) + " " + strconv.Itoa(mv[1]) + " " + strconv.Itoa(mv[2]) + "\n")
	}
	return sb.String(), true
}

// answerOf is a reading's answer: its moves, or nil for -1; ok is false
// when the search gave up.
func answerOf(b board, n int, read mayanReading) (moves [][3]int, ok bool) {
	s := &search{read: read, failed: map[state]bool{}}
	found := !b.empty() && s.solve(b, n)
	if s.nodes > maxNodes {
		return nil, false
	}
	if !found {
		return nil, true
	}
	return s.path, true
}

// solve finds the first clearing sequence of left moves (at most left,
// for fewer-moves) in the reading's answer order, into s.path.
func (s *search) solve(b board, left int) bool {
	if s.nodes++; s.nodes > maxNodes || b.hopeless() {
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
// (left-first); or by adjacent pair (pair-order): for x = 0..3 and y, the
// pair (x, y)-(x+1, y) gives (x, y, 1) when (x, y) holds a block, else
// (x+1, y, -1) when (x+1, y) does.
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
	dirs := [2]int{1, -1}
	if r.leftFirst {
		dirs = [2]int{-1, 1}
	}
	for x := 0; x < 5; x++ {
		for y := 0; y < 7 && b[x][y] != 0; y++ {
			for _, g := range dirs {
				if x+g >= 0 && x+g < 5 {
					out = append(out, [3]int{x, y, g})
				}
			}
		}
	}
	return out
}

// move drags the block at (x, y) to x+g and settles the board.
func (s *search) move(b board, x, y, g int) (board, bool) {
	tx := x + g
	if tx < 0 || tx > 4 {
		return b, false
	}
	if b[x][y] == b[tx][y] {
		return b, !s.read.skipSame // a swap of one color: a move that changes nothing, or none
	}
	b[x][y], b[tx][y] = b[tx][y], b[x][y]
	b.fall()
	for b.clear(s.read.sequential) {
		b.fall()
	}
	return b, true
}

// fall closes every column's gaps.
func (b *board) fall() {
	for x := range b {
		h := 0
		for y := 0; y < 7; y++ {
			if b[x][y] != 0 {
				b[x][h] = b[x][y]
				h++
			}
		}
		for ; h < 7; h++ {
			b[x][h] = 0
		}
	}
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
// the pairs, or else the triples that give it. A list of moves is first
// replayed under each reading: only a reading under which it clears the
// board is searched. A fewer-moves answer padded to n lines (with -1 -1
// -1, 0 0 0 or lines left over from the search) is named as such. For a
// -1, only the mistakes that change whether an answer exists are tried:
// one of the order (left-first, pair-order) gives -1 exactly where the
// reading without it does.
func NameMayan(input, answer string) []Finding {
	n, b, ok := readPuzzle(input)
	if !ok {
		return nil
	}
	moves, ok := readMoves(answer)
	if !ok {
		return nil
	}
	candidates := Of("mayan")
	var rules [][3]int // the rules' answer, when the answer named is -1
	if moves == nil {
		var kept []Mistake
		for _, m := range candidates {
			if m.Rule != "order" && m.Rule != "length" {
				kept = append(kept, m)
			}
		}
		candidates = kept
		rules, _ = answerOf(b, n, mayanReading{})
	}
	for size := 1; size <= maxMistakes; size++ {
		var tries []Finding
		for _, set := range sets(candidates, size) {
			read := mayanReadingOf(set)
			if moves == nil {
				if _, clears := readingClears(b, n, rules, read); rules == nil || !clears {
					tries = append(tries, Finding{Mistakes: set})
				}
			} else if padding, ok := readingClears(b, n, moves, read); ok {
				tries = append(tries, Finding{Mistakes: set, Padding: padding})
			}
		}
		// The readings search side by side: a hard puzzle takes a third
		// of a second a reading.
		gives := make([]bool, len(tries))
		sideBySide(len(tries), func(i int) {
			got, ok := answerOf(b, n, mayanReadingOf(tries[i].Mistakes))
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

// readingClears replays moves under a reading: each a move there, the
// board empty after the last and not before. Under fewer-moves the board
// may be empty sooner, after k moves; with n lines in all, the rest are
// padding, said as "line 3" or "lines 3-5".
func readingClears(b board, n int, moves [][3]int, read mayanReading) (padding string, ok bool) {
	if len(moves) > n || len(moves) < n && !read.fewer {
		return "", false
	}
	s := &search{read: read}
	for i, mv := range moves {
		x, y, g := mv[0], mv[1], mv[2]
		if x < 0 || x > 4 || y < 0 || y > 6 || b[x][y] == 0 || g != 1 && g != -1 {
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
	n, b, ok := readPuzzle(input)
	if !ok {
		return 0, false
	}
	c := &plainCount{failed: map[state]int64{}}
	nodes, _ = c.count(b, n)
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
