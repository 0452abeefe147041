package main

import (
	"encoding/binary"
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
	// Every token takes a byte and a separator but perhaps the last: the
	// values have room for all, written by index (an append in these loops
	// would make the compiler keep their variables in memory).
	vals, t := make([]int32, len(data)/2+1), 0
	for i := 0; i < len(data); {
		// Nearly every token is one or two digits and a separator: one
		// look at four bytes takes it, or two one-digit tokens.
		if i+4 <= len(data) {
			w := data[i : i+4 : i+4]
			d0, d1, d2 := w[0]-'0', w[1]-'0', w[2]-'0'
			if d0 <= 9 && space[w[1]] {
				if d2 <= 9 && space[w[3]] { // and another such
					vals[t], vals[t+1] = int32(d0), int32(d2)
					t += 2
					i += 4
					// Where there are two, a row of them is likely (the
					// colors of fewer than ten, every special): while
					// eight bytes, read as one word with byte 0 lowest,
					// are four such tokens spaced by ' ', take four.
					for i+8 <= len(data) {
						w := binary.LittleEndian.Uint64(data[i:])
						if w&0xfff0fff0fff0fff0 != 0x2030203020302030 || // odd bytes ' ', even ones '0'..'?'
							(w&0x000f000f000f000f+0x0006000600060006)&0x0010001000100010 != 0 { // a low nibble past 9
							break
						}
						v := vals[t : t+4 : t+4]
						v[0], v[1], v[2], v[3] = int32(w&15), int32(w>>16&15), int32(w>>32&15), int32(w>>48&15)
						t += 4
						i += 8
					}
					continue
				}
				vals[t] = int32(d0)
				t++
				i += 2
				continue
			}
			if d0 <= 9 && d1 <= 9 && space[w[2]] {
				vals[t] = int32(d0)*10 + int32(d1)
				t++
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
			s.bad = t
			break
		}
		vals[t] = v
		t++
		i = end
	}
	s.vals = vals[:t]
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

// tokens counts the input's whitespace-separated tokens, integers or not:
// the integers read, unless reading stopped at a token that is not one.
func (s *scanner) tokens() int {
	if s.bad < 0 {
		return len(s.vals)
	}
	fields, _ := lineFields(s.data)
	total := 0
	for _, f := range fields {
		total += f
	}
	return total
}
