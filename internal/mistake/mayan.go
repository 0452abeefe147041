package mistake

import (
	"strconv"
	"strings"
	"sync"

	"match3/internal/naive"
)

// The Mayan mistakes are played by a plain search of their own: naive's
// exhaustive one cannot finish a hard puzzle, and the fast one is not to
// change. It is a depth-first search in answer order, with two prunings
// that hold under every reading (a color with one or two blocks can never
// go; a board that failed with as many moves left fails again).

// board is a Mayan board, column x from the bottom, 0 empty.
type board [5][7]int8

// mayanRead is one reading of the Mayan rules.
type mayanRead struct {
	swapSame   bool // swap-same-color-counts
	leftFirst  bool // left-first
	fewer      bool // fewer-moves
	sequential bool // sequential-clear
}

func readingOf(id string) mayanRead {
	return mayanRead{
		swapSame:   id == "swap-same-color-counts",
		leftFirst:  id == "left-first",
		fewer:      id == "fewer-moves",
		sequential: id == "sequential-clear",
	}
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
	read   mayanRead
	failed map[state]bool
	nodes  int
	path   [][3]int
}

// MayanAnswer is the answer of a Mayan input read with mistake id ("" for
// RULES.md), as the judge wants it printed; ok is false when the input
// cannot be read or the search gave up.
func MayanAnswer(input, id string) (answer string, ok bool) {
	n, nb, err := naive.ParseMayan(input)
	if err != nil {
		return "", false
	}
	var b board
	for x := range nb {
		if len(nb[x]) > 7 {
			return "", false
		}
		for y, c := range nb[x] {
			b[x][y] = int8(c)
		}
	}
	s := &search{read: readingOf(id), failed: map[state]bool{}}
	found := !b.empty() && s.solve(b, n)
	if s.nodes > maxNodes {
		return "", false
	}
	if !found {
		return "-1\n", true
	}
	var sb strings.Builder
	for _, mv := range s.path {
		sb.WriteString(strconv.Itoa(mv[0]) + " " + strconv.Itoa(mv[1]) + " " + strconv.Itoa(mv[2]) + "\n")
	}
	return sb.String(), true
}

// solve finds the first clearing sequence of left moves (at most left,
// for fewer-moves) in answer order, into s.path.
func (s *search) solve(b board, left int) bool {
	if s.nodes++; s.nodes > maxNodes || b.hopeless() {
		return false
	}
	key := state{b, left}
	if s.failed[key] {
		return false
	}
	dirs := [2]int{1, -1}
	if s.read.leftFirst {
		dirs = [2]int{-1, 1}
	}
	for x := 0; x < 5; x++ {
		for y := 0; y < 7 && b[x][y] != 0; y++ {
			for _, g := range dirs {
				nb, ok := s.move(b, x, y, g)
				if !ok {
					continue
				}
				s.path = append(s.path, [3]int{x, y, g})
				if nb.empty() && (left == 1 || s.read.fewer) {
					return true
				}
				if left > 1 && !nb.empty() && s.solve(nb, left-1) {
					return true
				}
				s.path = s.path[:len(s.path)-1]
			}
		}
	}
	s.failed[key] = true
	return false
}

// move drags the block at (x, y) to x+g and settles the board.
func (s *search) move(b board, x, y, g int) (board, bool) {
	tx := x + g
	if tx < 0 || tx > 4 {
		return b, false
	}
	if b[x][y] == b[tx][y] {
		return b, s.read.swapSame // a swap of one color: no move, or one that changes nothing
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
// any went: all at once (RULES.md), or the row lines first and then the
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

// Mayan returns the catalogued Mayan mistakes whose reading gives answer
// (the contestant's, as printed) on the input. A list of moves is first
// replayed under each reading: only a reading under which it clears the
// board is searched.
func Mayan(input, answer string) []Mistake {
	n, nb, err := naive.ParseMayan(input)
	if err != nil {
		return nil
	}
	var b board
	for x := range nb {
		if len(nb[x]) > 7 {
			return nil
		}
		for y, c := range nb[x] {
			b[x][y] = int8(c)
		}
	}
	f := strings.Fields(answer)
	var moves [][3]int
	if len(f) != 1 || f[0] != "-1" {
		if len(f)%3 != 0 || len(f) == 0 {
			return nil
		}
		for i := 0; i < len(f); i += 3 {
			var mv [3]int
			for j := range mv {
				v, err := strconv.Atoi(f[i+j])
				if err != nil {
					return nil
				}
				mv[j] = v
			}
			moves = append(moves, mv)
		}
	}
	// Each reading searches on its own goroutine: a hard puzzle takes a
	// third of a second a reading.
	gives := make([]bool, len(Catalogue))
	var wg sync.WaitGroup
	for i, m := range Catalogue {
		if m.Game != "mayan" || moves != nil && !readingClears(b, n, moves, readingOf(m.ID)) {
			continue
		}
		wg.Add(1)
		go func(i int, id string) {
			defer wg.Done()
			got, ok := MayanAnswer(input, id)
			gives[i] = ok && strings.Join(strings.Fields(got), " ") == strings.Join(f, " ")
		}(i, m.ID)
	}
	wg.Wait()
	var out []Mistake
	for i, m := range Catalogue {
		if gives[i] {
			out = append(out, m)
		}
	}
	return out
}

// readingClears replays moves under a reading: each a move there, the
// board empty after the last and not before.
func readingClears(b board, n int, moves [][3]int, read mayanRead) bool {
	if len(moves) > n || len(moves) < n && !read.fewer {
		return false
	}
	s := &search{read: read}
	for i, mv := range moves {
		x, y, g := mv[0], mv[1], mv[2]
		if b.empty() || x < 0 || x > 4 || y < 0 || y > 6 || b[x][y] == 0 || g != 1 && g != -1 {
			return false
		}
		var ok bool
		if b, ok = s.move(b, x, y, g); !ok {
			return false
		}
		if b.empty() && i < len(moves)-1 {
			return false
		}
	}
	return b.empty()
}
