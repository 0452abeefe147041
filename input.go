package main

import (
	"bytes"
	"fmt"
	"strconv"
)

// scanner reads whitespace-separated integers from the whole input. The
// fast path is a digit loop; the place of a token (its line) is only worked
// out when something is wrong with it.
type scanner struct {
	data  []byte
	pos   int
	start int // where the last token starts
	tok   int // number of tokens read

	// what went wrong with the last int call
	fault     int // faultNone, faultEOF, faultSyntax, faultRange
	val       int
	low, high int
}

const (
	faultNone = iota
	faultEOF
	faultSyntax
	faultRange
)

func newScanner(data []byte) *scanner {
	return &scanner{data: data}
}

// space marks the bytes that separate tokens.
var space = [256]bool{' ': true, '\n': true, '\r': true, '\t': true, '\v': true, '\f': true}

// token returns the next token, or nil at the end of the input.
func (s *scanner) token() []byte {
	for s.pos < len(s.data) && space[s.data[s.pos]] {
		s.pos++
	}
	s.start = s.pos
	for s.pos < len(s.data) && !space[s.data[s.pos]] {
		s.pos++
	}
	if s.start == s.pos {
		return nil
	}
	s.tok++
	return s.data[s.start:s.pos]
}

// int reads an integer in low..high. On failure it returns ok = false and
// fail describes the problem.
func (s *scanner) int(low, high int) (v int, ok bool) {
	data, pos := s.data, s.pos
	for pos < len(data) && space[data[pos]] {
		pos++
	}
	start := pos
	for pos < len(data) && data[pos]-'0' <= 9 {
		v = v*10 + int(data[pos]-'0')
		pos++
	}
	// Anything but a short run of digits followed by a space or the end
	// (a sign, a stray byte, a huge number, no token) takes the slow path.
	if pos == start || pos-start > 9 || pos < len(data) && !space[data[pos]] {
		return s.slowInt(low, high)
	}
	s.pos, s.start = pos, start
	s.tok++
	if v < low || v > high {
		s.fault, s.val, s.low, s.high = faultRange, v, low, high
		return 0, false
	}
	return v, true
}

// slowInt is int for every token that is not plain digits.
func (s *scanner) slowInt(low, high int) (v int, ok bool) {
	s.low, s.high = low, high
	t := s.token()
	if t == nil {
		s.fault = faultEOF
		return 0, false
	}
	digits := t
	if t[0] == '-' || t[0] == '+' {
		digits = t[1:]
	}
	if len(digits) == 0 {
		s.fault = faultSyntax
		return 0, false
	}
	for _, c := range digits {
		if c < '0' || c > '9' {
			s.fault = faultSyntax
			return 0, false
		}
		if v < 1e9 { // saturate: anything this large is out of range anyway
			v = v*10 + int(c-'0')
		}
	}
	if t[0] == '-' {
		v = -v
	}
	if v < low || v > high {
		s.fault, s.val = faultRange, v
		return 0, false
	}
	return v, true
}

// line is the line of the last token, or of the end of the input.
func (s *scanner) line() int {
	end := s.start
	if s.fault == faultEOF {
		end = s.lastTokenEnd()
	}
	return 1 + bytes.Count(s.data[:end], []byte{'\n'})
}

// lastTokenEnd finds where the last token of the input ends.
func (s *scanner) lastTokenEnd() int {
	end := len(s.data)
	for end > 0 && space[s.data[end-1]] {
		end--
	}
	return end
}

// fail names what the failed int call was reading and says what is wrong.
func (s *scanner) fail(format string, args ...interface{}) error {
	what := fmt.Sprintf(format, args...)
	switch s.fault {
	case faultEOF:
		return fmt.Errorf("line %d: input ends where %s (token %d) was expected", s.line(), what, s.tok+1)
	case faultSyntax:
		return fmt.Errorf("line %d, token %d: %s is %q, not an integer", s.line(), s.tok, what, s.data[s.start:s.pos])
	}
	val := strconv.Itoa(s.val)
	if s.val >= 1e9 || s.val <= -1e9 {
		val = string(s.data[s.start:s.pos])
	}
	return fmt.Errorf("line %d, token %d: %s = %s, want %d..%d", s.line(), s.tok, what, val, s.low, s.high)
}

// end reports a token left after the input should have ended.
func (s *scanner) end(after string) error {
	if t := s.token(); t != nil {
		return fmt.Errorf("line %d, token %d: extra token %q after %s", s.line(), s.tok, t, after)
	}
	return nil
}

// firstLineFields counts the tokens on the first line that has any.
func firstLineFields(data []byte) int {
	fields := 0
	inToken := false
	for _, c := range data {
		if c == '\n' && fields > 0 {
			break
		}
		if space[c] {
			inToken = false
		} else if !inToken {
			inToken = true
			fields++
		}
	}
	return fields
}

// parseGame reads a Lines & Poker input and checks every promise the
// statement makes about it.
func parseGame(data []byte) (*Game, error) {
	s := newScanner(data)
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
	b := newBoard(n, m, k)
	for i := range b.color {
		v, ok := s.int(1, k)
		if !ok {
			return nil, s.fail("color a[%d][%d]", i/m+1, i%m+1)
		}
		b.color[i] = uint8(v)
	}
	for i := range b.special {
		v, ok := s.int(0, 6)
		if !ok {
			return nil, s.fail("special b[%d][%d]", i/m+1, i%m+1)
		}
		b.special[i] = uint8(v)
	}
	ops := make([]Op, q)
	for i := range ops {
		var v [4]int
		for j, name := range [4]string{"x1", "y1", "x2", "y2"} {
			high := n
			if j%2 == 1 {
				high = m
			}
			if v[j], ok = s.int(1, high); !ok {
				return nil, s.fail("%s of operation %d", name, i+1)
			}
		}
		ops[i] = Op{v[0] - 1, v[1] - 1, v[2] - 1, v[3] - 1}
	}
	if err := s.end(fmt.Sprintf("operation %d, the last", q)); err != nil {
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

// initialRun reports a run on a board that promised to have none, naming
// its cells with cell.
func initialRun(b *Board, cell func(r, c int) string) error {
	for i, c := range b.color {
		if c != 0 {
			b.touch(i)
		}
	}
	b.findRuns()
	if len(b.matched) == 0 {
		return nil
	}
	// Name the run of the first matched cell in reading order.
	first := len(b.color)
	for _, i := range b.matched {
		if int(i) < first {
			first = int(i)
		}
	}
	col := b.color[first]
	step := 1
	if first%b.m+2 >= b.m || b.color[first+1] != col || b.color[first+2] != col {
		step = b.m
	}
	cells := ""
	for j := first; j < len(b.color) && b.color[j] == col && (step == b.m || j/b.m == first/b.m); j += step {
		cells += " " + cell(j/b.m, j%b.m)
	}
	return fmt.Errorf("the initial board already holds a run of color %d:%s", col, cells)
}
