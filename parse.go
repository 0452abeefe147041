package main

import (
	"errors"
	"fmt"
)

// This file holds the statements' promises about their inputs: which game
// an input is, the ranges of its integers, the layout of its lines, and a
// board that starts without a run. Errors name what and where; tokens
// themselves are the scanner's (input.go).

// The games are told apart by the structure of their tokens, never by line
// breaks (docs/rules.md, "Both games").

// The statements' limits. (tools/gen's ranges, internal/gen.Ranges, are
// held to them by TestGeneratorRanges.)
const (
	maxSide   = 50   // Lines & Poker: n and m
	maxColors = 100  // Lines & Poker: k
	maxOps    = 1000 // Lines & Poker: q
	maxMoves  = 5    // Mayan: n
)

// pokerTokens is how many tokens a Lines & Poker input with the first four
// integers vals has, or -1 if they cannot start one.
func pokerTokens(vals []int32) int64 {
	if len(vals) < 4 || vals[0] < 1 || vals[1] < 1 || vals[3] < 1 {
		return -1
	}
	n, m, q := int64(vals[0]), int64(vals[1]), int64(vals[3])
	return 4 + 2*n*m + 4*q
}

// mayanZeros counts the zeros after n, the ends of the columns.
func mayanZeros(vals []int32) int {
	zeros := 0
	for _, v := range vals[1:] {
		if v == 0 {
			zeros++
		}
	}
	return zeros
}

// gameKind is which of the two games an input is, as -game names it.
type gameKind string

const (
	pokerGame gameKind = "poker"
	mayanGame gameKind = "mayan"
)

// detectGame tells the game of an input from its structure: a Lines & Poker
// input is exactly 4 + 2nm + 4q tokens, a Mayan input n and five columns
// each ended by 0 and nothing after. When neither fits (or both do), a
// first line laid out as a statement shows, four tokens or one, picks the
// game whose parser then names what is wrong.
func detectGame(s *scanner) (gameKind, error) {
	tokens := s.tokens()
	want := pokerTokens(s.vals)
	poker := want == int64(tokens)
	mayan := s.bad < 0 && len(s.vals) >= 6 && s.vals[len(s.vals)-1] == 0 && mayanZeros(s.vals) == mayanCols
	if poker != mayan {
		if poker {
			return pokerGame, nil
		}
		return mayanGame, nil
	}
	fields, _ := lineFields(s.data)
	switch {
	case len(fields) == 0:
		return "", errors.New("the input is empty")
	case fields[0] == 4:
		return pokerGame, nil
	case fields[0] == 1 || mayan:
		return mayanGame, nil // with both fitting, the Lines & Poker reading ends on a coordinate 0
	}
	return "", neitherGame(s, tokens, want)
}

var opFields = [4]string{"x1", "y1", "x2", "y2"}

// readGame reads a Lines & Poker input from the tokens of a scanner and
// checks every promise the statement makes about it.
func readGame(s *scanner) (*Game, error) { return readGameOps(s, 1, maxOps) }

// readGameOps is readGame with q in low..high: the statement's 1..maxOps
// for a judge's input; the page's game in progress (session.go) may have
// none yet, or more than a test may.
func readGameOps(s *scanner, low, high int) (*Game, error) {
	n, m, k, q, err := readGameHead(s, low, high)
	if err != nil {
		return nil, err
	}
	b := newBoard(n, m, k)
	base := s.tok
	colors, short := s.take(n * m)
	var specials []int32
	if short < 0 {
		specials, short = s.take(n * m)
	}
	if short >= 0 || !fillBoard(b, colors, specials) {
		// Something is wrong (an integer out of range, or missing): read
		// again, checking each integer, to say what.
		s.tok = base
		_, _, err := readGrids(s, n, m, 1, k)
		return nil, err
	}
	ops, err := readOps(s, n, m, q)
	if err != nil {
		return nil, err
	}
	if err := s.end("operation %d, the last", q); err != nil {
		return nil, err
	}
	if err := initialRun(b, func(r, c int) string {
		return fmt.Sprintf("(%d,%d)", r+1, c+1)
	}); err != nil {
		return nil, err
	}
	return &Game{board: b, ops: ops}, nil
}

// readGrids reads the rows of colors (low..k) and of specials (0..6),
// checking each integer, and names the first out of range or missing.
func readGrids(s *scanner, n, m, low, k int) (colors, specials []int32, err error) {
	colors, bad := s.next(n*m, low, k)
	if bad >= 0 {
		return nil, nil, s.fail("color a[%d][%d]", bad/m+1, bad%m+1)
	}
	if specials, bad = s.next(n*m, 0, 6); bad >= 0 {
		return nil, nil, s.fail("special b[%d][%d]", bad/m+1, bad%m+1)
	}
	return colors, specials, nil
}

// readGameHead reads a Lines & Poker input's first line, n m k q, with q
// in low..high, and checks that the rest has the tokens they call for.
func readGameHead(s *scanner, low, high int) (n, m, k, q int, err error) {
	var ok bool
	if n, ok = s.int(1, maxSide); !ok {
		return 0, 0, 0, 0, s.fail("n (rows)")
	}
	if m, ok = s.int(1, maxSide); !ok {
		return 0, 0, 0, 0, s.fail("m (columns)")
	}
	if k, ok = s.int(1, maxColors); !ok {
		return 0, 0, 0, 0, s.fail("k (colors)")
	}
	if q, ok = s.int(low, high); !ok {
		return 0, 0, 0, 0, s.fail("q (operations)")
	}
	return n, m, k, q, layoutFault(s, n, m, q)
}

// fillBoard writes the rows of colors and specials, as the input lists
// them, into the board, whose every cell they fill, and its heights and
// counts. It reports false, and leaves the board unfinished, when a color
// is outside 1..k or a special outside 0..6.
func fillBoard(b *Board, colors, specials []int32) bool {
	n, m := b.n, b.m
	colors, specials = colors[:n*m], specials[:n*m]
	for r := 0; r < n; r++ {
		// Row r from the top is height n-1-r, cell n-1-r of each column.
		if !fillRow(b, colors[r*m:r*m+m], specials[r*m:r*m+m], n-1-r) {
			return false
		}
	}
	for c := range b.height {
		b.height[c] = n
	}
	b.pieces = n * m
	b.countSpecials()
	return true
}

// fillRow writes a row of colors and specials into the cells i, i+n, ...,
// one a column, and counts its colors; false if one is out of range. (A
// function of its own so that its loop keeps its values in registers.)
func fillRow(b *Board, colors, specials []int32, i int) bool {
	color, special, count, n := b.color, b.special, b.count, b.n
	specials = specials[:len(colors)] // no bounds checks below
	for c, v := range colors {
		sv := specials[c]
		if uint(v) >= uint(len(count)) || v == 0 || uint32(sv) > colorBomb {
			return false
		}
		color[i], special[i] = uint8(v), uint8(sv)
		count[v]++
		i += n
	}
	return true
}

// readOps reads q operations on an n x m board. Coordinates come as x1 y1
// x2 y2: rows in 1..n, columns in 1..m. The first problem in input order
// is the one reported.
func readOps(s *scanner, n, m, q int) ([]Op, error) {
	base := s.tok
	coords, short := s.take(4 * q)
	ops := make([]Op, q)
	fault := short >= 0
	for i := range ops[:len(coords)/4] {
		c := coords[4*i : 4*i+4 : 4*i+4]
		op := Op{int(c[0]) - 1, int(c[1]) - 1, int(c[2]) - 1, int(c[3]) - 1}
		if uint(op.r1) >= uint(n) || uint(op.c1) >= uint(m) || uint(op.r2) >= uint(n) || uint(op.c2) >= uint(m) {
			fault = true
			break
		}
		ops[i] = op
	}
	if fault { // report the first bad coordinate, or the missing one
		for i, v := range coords {
			high := n
			if i%2 == 1 {
				high = m
			}
			if v < 1 || int(v) > high {
				s.tok, s.fault, s.low, s.high = base+i+1, faultRange, 1, high
				return nil, s.fail("%s of operation %d", opFields[i%4], i/4+1)
			}
		}
		return nil, s.fail("%s of operation %d", opFields[short%4], short/4+1)
	}
	return ops, nil
}

// initialRun reports a run on a board that promised to have none, naming
// its cells with name.
func initialRun(b *Board, name func(r, c int) string) error {
	if !hasRun(b) {
		return nil
	}
	r0, c0, dr, dc := b.firstRun()
	col := b.color[b.at(r0, c0)]
	cells := ""
	for r, c := r0, c0; r < b.n && c < b.m && b.color[b.at(r, c)] == col; r, c = r+dr, c+dc {
		cells += " " + name(r, c)
	}
	return fmt.Errorf("the initial board already holds a run of color %d:%s", col, cells)
}

// readPuzzle reads a Mayan puzzle from the tokens of a scanner and checks
// every promise about it.
func readPuzzle(s *scanner) (*Puzzle, error) {
	p, err := readPuzzleLayout(s)
	if err != nil {
		return nil, err
	}
	if err := initialRun(p.board, func(r, c int) string {
		return fmt.Sprintf("(x=%d,y=%d)", c, mayanRows-1-r)
	}); err != nil {
		return nil, err
	}
	return p, nil
}

// readPuzzleLayout is readPuzzle but for the promise of no run at the
// start: the page's editor draws a puzzle while it is being painted.
func readPuzzleLayout(s *scanner) (*Puzzle, error) {
	n, ok := s.int(1, maxMoves)
	if !ok {
		return nil, s.fail("n (moves)")
	}
	b := newBoard(mayanRows, mayanCols, mayanColors)
	for x := 0; x < mayanCols; x++ {
		for y := 0; ; y++ {
			v, ok := s.int(0, mayanColors)
			if !ok {
				if s.fault == faultEOF && y > 0 {
					return nil, s.fail("the 0 that ends column x=%d", x)
				}
				return nil, s.fail("block y=%d of column x=%d", y, x)
			}
			if v == 0 {
				break
			}
			if y == mayanRows {
				return nil, fmt.Errorf("%s: column x=%d has more than %d blocks", s.place(), x, mayanRows)
			}
			b.color[cell(x, y)] = uint8(v)
		}
	}
	if err := s.end("column x=4, the last"); err != nil {
		return nil, err
	}
	b.settle()
	return &Puzzle{moves: n, board: b}, nil
}

// Errors that explain more than the tokens do: which line holds the
// wrong number of tokens, and what each game wants of an input that fits
// neither.

// layoutFault names the line that holds the wrong number of tokens, when
// the input has too few or too many for n, m and q but is laid out in lines
// as the statement shows: one line for n m k q, one per row of colors and
// of specials, one per operation. Otherwise the tokens tell what is wrong.
func layoutFault(s *scanner, n, m, q int) error {
	tokens := s.tokens()
	if tokens == 4+2*n*m+4*q {
		return nil
	}
	fields, lines := lineFields(s.data)
	if len(fields) != 1+2*n+q || fields[0] != 4 {
		return nil
	}
	for i, f := range fields[1:] {
		switch {
		case i < n && f != m:
			return fmt.Errorf("line %d (row %d) holds %d colors, want %d", lines[i+1], i+1, f, m)
		case i >= n && i < 2*n && f != m:
			return fmt.Errorf("line %d (row %d of the specials) holds %d specials, want %d", lines[i+1], i-n+1, f, m)
		case i >= 2*n && f != 4:
			return fmt.Errorf("line %d (operation %d) holds %d tokens, want 4 (x1 y1 x2 y2)", lines[i+1], i-2*n+1, f)
		}
	}
	return nil
}

// neitherGame says why an input of tokens tokens fits neither game: what
// each wants (want: the tokens a Lines & Poker input with its first four
// integers has, or -1 if they cannot start one), and what the input has.
func neitherGame(s *scanner, tokens int, want int64) error {
	pokerWants := "Lines & Poker wants n m k q (n, m, q at least 1), then 2nm + 4q more"
	if want >= 0 {
		pokerWants = fmt.Sprintf("Lines & Poker wants 4 + 2nm + 4q = %d with n=%d m=%d q=%d", want, s.vals[0], s.vals[1], s.vals[3])
	}
	mayanWants := "a Mayan puzzle wants n, then five columns each ended by 0"
	if s.bad < 0 && len(s.vals) > 0 {
		mayanWants += fmt.Sprintf(", and has %d zeros after n", mayanZeros(s.vals))
		if last := s.vals[len(s.vals)-1]; len(s.vals) > 1 && last != 0 {
			mayanWants += fmt.Sprintf(" and ends with %d", last)
		}
	}
	return fmt.Errorf("the input fits neither game (%d tokens): %s; %s; -game poker|mayan forces one", tokens, pokerWants, mayanWants)
}
