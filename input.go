package main

import (
	"errors"
	"fmt"
)

// scanner hands out the integers of the whole input. They are all read up
// front in one tight loop; where a token stands (its line, its text) is only
// worked out when something is wrong with it.
type scanner struct {
	data []byte
	vals []int32 // every integer token, in order (saturated, see signed)
	bad  int     // number of the first token that is not an integer, or -1
	tok  int     // number of tokens handed out

	// what went wrong with the last int call
	fault     int // faultEOF, faultSyntax, faultRange
	low, high int
}

const (
	faultEOF = iota + 1
	faultSyntax
	faultRange
)

// space marks the bytes that separate tokens.
var space = [256]bool{' ': true, '\n': true, '\r': true, '\t': true, '\v': true, '\f': true}

func newScanner(data []byte) *scanner {
	s := &scanner{data: data, bad: -1}
	vals := make([]int32, 0, len(data)/2+1)
	for i := 0; i < len(data); {
		// Nearly every token is one or two digits and a separator: one
		// look at four bytes takes it, or two one-digit tokens.
		if i+4 <= len(data) {
			w := data[i : i+4 : i+4]
			d0, d1, d2 := w[0]-'0', w[1]-'0', w[2]-'0'
			if d0 <= 9 && space[w[1]] {
				if d2 <= 9 && space[w[3]] { // and another such
					vals = append(vals, int32(d0), int32(d2))
					i += 4
					continue
				}
				vals = append(vals, int32(d0))
				i += 2
				continue
			}
			if d0 <= 9 && d1 <= 9 && space[w[2]] {
				vals = append(vals, int32(d0)*10+int32(d1))
				i += 3
				continue
			}
		}
		if space[data[i]] {
			i++
			continue
		}
		v, end, ok := scanToken(data, i)
		if !ok {
			s.bad = len(vals)
			break
		}
		vals = append(vals, v)
		i = end
	}
	s.vals = vals
	return s
}

// scanToken reads the token that starts at i: an optional sign and digits,
// ended by a separator or the end of the input. It returns the token's
// value and where it ends, or ok = false if it is not an integer.
func scanToken(data []byte, i int) (v int32, end int, ok bool) {
	sign := 1
	if c := data[i]; c == '-' || c == '+' {
		if c == '-' {
			sign = -1
		}
		i++
	}
	end = i
	for end < len(data) && data[end] == '0' {
		end++
	}
	x, first := 0, end // first significant digit
	for end < len(data) && data[end]-'0' <= 9 {
		x = x*10 + int(data[end]-'0')
		end++
	}
	if end == i || end < len(data) && !space[data[end]] {
		return 0, end, false
	}
	return signed(x, end-first, sign), end, true
}

// signed finishes a number of the given significant digits (leading zeros
// do not count: scanf reads 0000000002 as 2). Ten digits or more are out of
// every range here, and may have overflowed: they saturate.
func signed(v, digits, sign int) int32 {
	if digits > 9 {
		v = 1e9
	}
	return int32(sign * v)
}

// take hands out the next count integers at once, or as many as there are
// before the input ends or turns bad: i is the index of the one missing, or
// -1 if all are there; fail then says what is wrong.
func (s *scanner) take(count int) (vals []int32, i int) {
	end := s.tok + count
	if end > len(s.vals) {
		end = len(s.vals)
	}
	vals = s.vals[s.tok:end]
	s.tok = end
	if len(vals) < count {
		s.missing()
		return vals, len(vals)
	}
	return vals, -1
}

// next is take with each integer in low..high: i is the index of the first
// that is not, or of the one missing, or -1 if all are there and fine.
func (s *scanner) next(count, low, high int) (vals []int32, i int) {
	base := s.tok
	vals, i = s.take(count)
	span := uint32(high - low) // one unsigned comparison tells v < low and v > high
	for j, v := range vals {
		if uint32(int(v)-low) > span {
			s.tok = base + j + 1
			s.fault, s.low, s.high = faultRange, low, high
			return vals, j
		}
	}
	return vals, i
}

// int hands out the next integer, which must be in low..high. On failure
// it returns ok = false and fail says what is wrong.
func (s *scanner) int(low, high int) (v int, ok bool) {
	if s.tok == len(s.vals) {
		s.missing()
		return 0, false
	}
	v = int(s.vals[s.tok])
	s.tok++
	if v < low || v > high {
		s.fault, s.low, s.high = faultRange, low, high
		return 0, false
	}
	return v, true
}

// missing notes that no integer is left to hand out: the input ended, or
// its next token is not an integer.
func (s *scanner) missing() {
	s.fault = faultEOF
	if s.tok == s.bad {
		s.fault = faultSyntax
		s.tok++
	}
}

// lineBreak reports whether a line ends at data[i]: LF, CRLF (counted at
// its LF) and a lone CR all end one.
func lineBreak(data []byte, i int) bool {
	return data[i] == '\n' || data[i] == '\r' && (i+1 == len(data) || data[i+1] != '\n')
}

// token finds token number t (1-based): its text and its line.
func (s *scanner) token(t int) (text []byte, line int) {
	line = 1
	for i := 0; i < len(s.data); {
		if space[s.data[i]] {
			if lineBreak(s.data, i) {
				line++
			}
			i++
			continue
		}
		start := i
		for i < len(s.data) && !space[s.data[i]] {
			i++
		}
		if t--; t == 0 {
			return s.data[start:i], line
		}
	}
	return nil, line
}

// fail names what the failed int call was reading and says what is wrong.
func (s *scanner) fail(format string, args ...interface{}) error {
	what := fmt.Sprintf(format, args...)
	switch s.fault {
	case faultEOF:
		_, line := s.token(s.tok)
		return fmt.Errorf("line %d: input ends where %s (token %d) was expected", line, what, s.tok+1)
	case faultSyntax:
		text, line := s.token(s.tok)
		return fmt.Errorf("line %d, token %d: %s is %q, not an integer", line, s.tok, what, text)
	}
	text, line := s.token(s.tok)
	return fmt.Errorf("line %d, token %d: %s = %s, want %d..%d", line, s.tok, what, text, s.low, s.high)
}

// place says where the last token handed out stands.
func (s *scanner) place() string {
	_, line := s.token(s.tok)
	return fmt.Sprintf("line %d, token %d", line, s.tok)
}

// end reports a token left after the input should have ended, after what
// the format and args say.
func (s *scanner) end(format string, args ...interface{}) error {
	if s.tok < len(s.vals) || s.bad >= 0 {
		text, line := s.token(s.tok + 1)
		return fmt.Errorf("line %d, token %d: extra token %q after %s", line, s.tok+1, text, fmt.Sprintf(format, args...))
	}
	return nil
}

// lineFields counts the tokens of every line that has any, and gives
// each such line's number.
func lineFields(data []byte) (fields, lines []int) {
	line, inToken := 1, false
	for i, c := range data {
		switch {
		case !space[c] && !inToken:
			if len(lines) == 0 || lines[len(lines)-1] != line {
				fields, lines = append(fields, 0), append(lines, line)
			}
			fields[len(fields)-1]++
			inToken = true
		case space[c]:
			inToken = false
			if lineBreak(data, i) {
				line++
			}
		}
	}
	return fields, lines
}

// countTokens counts the whitespace-separated tokens of data, integers or
// not.
func countTokens(data []byte) int {
	fields, _ := lineFields(data)
	total := 0
	for _, f := range fields {
		total += f
	}
	return total
}

// The games are told apart by the structure of their tokens, never by line
// breaks (RULES.md, "One program, two games").

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

// detectGame tells the game of an input from its structure: a Lines & Poker
// input is exactly 4 + 2nm + 4q tokens, a Mayan input n and five columns
// each ended by 0 and nothing after. When neither fits (or both do), a
// first line laid out as a statement shows, four tokens or one, picks the
// game whose parser then names what is wrong.
func detectGame(s *scanner) (string, error) {
	tokens := len(s.vals)
	if s.bad >= 0 {
		tokens = countTokens(s.data)
	}
	want := pokerTokens(s.vals)
	poker := want == int64(tokens)
	mayan := s.bad < 0 && len(s.vals) >= 6 && s.vals[len(s.vals)-1] == 0 && mayanZeros(s.vals) == mayanCols
	if poker != mayan {
		if poker {
			return "poker", nil
		}
		return "mayan", nil
	}
	fields, _ := lineFields(s.data)
	switch {
	case len(fields) == 0:
		return "", errors.New("the input is empty")
	case fields[0] == 4:
		return "poker", nil
	case fields[0] == 1 || mayan:
		return "mayan", nil // with both fitting, the Lines & Poker reading ends on a coordinate 0
	}
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
	return "", fmt.Errorf("the input fits neither game (%d tokens): %s; %s; -game poker|mayan forces one", tokens, pokerWants, mayanWants)
}

var opFields = [4]string{"x1", "y1", "x2", "y2"}

// parseGame reads a Lines & Poker input and checks every promise the
// statement makes about it.
func parseGame(data []byte) (*Game, error) { return readGame(newScanner(data)) }

// readGame is parseGame on the tokens of a scanner.
func readGame(s *scanner) (*Game, error) {
	n, ok := s.int(1, 50)
	if !ok {
		return nil, s.fail("n (rows)")
	}
	m, ok := s.int(1, 50)
	if !ok {
		return nil, s.fail("m (columns)")
	}
	k, ok := s.int(1, 100)
	if !ok {
		return nil, s.fail("k (colors)")
	}
	q, ok := s.int(1, 1000)
	if !ok {
		return nil, s.fail("q (operations)")
	}
	if err := layoutFault(s, n, m, q); err != nil {
		return nil, err
	}
	b := newBoard(n, m, k)
	colors, bad := s.next(n*m, 1, k)
	if bad >= 0 {
		return nil, s.fail("color a[%d][%d]", bad/m+1, bad%m+1)
	}
	specials, bad := s.next(n*m, 0, 6)
	if bad >= 0 {
		return nil, s.fail("special b[%d][%d]", bad/m+1, bad%m+1)
	}
	// The input lists rows from the top; the board keeps columns from
	// the bottom, so row r of the input is height n-1-r.
	color, special := b.color, b.special[:len(b.color)]
	for r := 0; r < n; r++ {
		row, srow := colors[r*m:r*m+m], specials[r*m:r*m+m]
		srow = srow[:len(row)] // no bounds checks below
		i := n - 1 - r
		for c, v := range row {
			color[i], special[i] = uint8(v), uint8(srow[c])
			i += n
		}
	}
	// Coordinates come as x1 y1 x2 y2: rows in 1..n, columns in 1..m.
	// The first problem in input order is the one reported.
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
	if err := s.end("operation %d, the last", q); err != nil {
		return nil, err
	}
	b.settle()
	if err := initialRun(b, func(r, c int) string {
		return fmt.Sprintf("(%d,%d)", r+1, c+1)
	}); err != nil {
		return nil, err
	}
	return &Game{board: b, ops: ops}, nil
}

// layoutFault names the line that holds the wrong number of tokens, when
// the input has too few or too many for n, m and q but is laid out in lines
// as the statement shows: one line for n m k q, one per row of colors and
// of specials, one per operation. Otherwise the tokens tell what is wrong.
func layoutFault(s *scanner, n, m, q int) error {
	tokens := len(s.vals)
	if s.bad >= 0 {
		tokens = countTokens(s.data)
	}
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

// hasRun reports whether the board holds a run, by plain comparison of
// each piece with the two below it and the two to its left.
func hasRun(b *Board) bool {
	n := b.n
	for c := 0; c < b.m; c++ {
		// framed has two empty columns left of column 0, which equal no
		// piece's color.
		w := b.framed[c*n : c*n+3*n]
		left2, left, col := w[:n], w[n:2*n], w[2*n:3*n]
		left2, left = left2[:len(col)], left[:len(col)] // no bounds checks below
		var below, below2 uint8
		for h, v := range col {
			if v != 0 && (v == below && v == below2 || v == left[h] && v == left2[h]) {
				return true
			}
			below, below2 = v, below
		}
	}
	return false
}

// initialRun reports a run on a board that promised to have none, naming
// its cells with name.
func initialRun(b *Board, name func(r, c int) string) error {
	if !hasRun(b) {
		return nil
	}
	for i, c := range b.color {
		if c != 0 {
			b.touch(i)
		}
	}
	b.findRuns()
	// Name the run of the first matched cell in reading order: it is the
	// left end of a row run or else the top of a column run.
	r0, c0 := b.n, 0
	for _, i := range b.matched {
		if r, c := b.rowCol(int(i)); r < r0 || r == r0 && c < c0 {
			r0, c0 = r, c
		}
	}
	col := b.color[b.at(r0, c0)]
	dr, dc := 0, 1
	if c0+2 >= b.m || b.color[b.at(r0, c0+1)] != col || b.color[b.at(r0, c0+2)] != col {
		dr, dc = 1, 0
	}
	cells := ""
	for r, c := r0, c0; r < b.n && c < b.m && b.color[b.at(r, c)] == col; r, c = r+dr, c+dc {
		cells += " " + name(r, c)
	}
	return fmt.Errorf("the initial board already holds a run of color %d:%s", col, cells)
}
