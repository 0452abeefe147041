//go:build !judge

package main

import "fmt"

// Errors that explain more than they must: which line holds the wrong
// number of tokens, and what each game wants of an input that fits
// neither. A judge's input has no such fault, so the judge's build
// (judge.go) says less: the tokens still name what is wrong and where.

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
