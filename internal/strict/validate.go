// Package strict reads an input as a judge's validator does. It
// imports nothing but the standard library, and builds with Go 1.17 and
// gccgo: tools/strength's packages carry this file as the input validator
// that problemtools and Kattis compile themselves.
package strict

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// Limits are the statements' limits, which the engine holds (match3's
// parse.go): Lines & Poker's n and m, k and q, and the Mayan puzzle's
// moves and colors.
type Limits struct {
	Side, Colors, Ops, Moves, MayanColors int
}

// The Mayan board's size, which the statement fixes.
const (
	mayanCols = 5
	mayanRows = 7
)

// -validate reads an input as a judge's validator does: every promise of
// the statement, strictly (Baekjoon's ranges for Lines & Poker: 2 <= n, m
// <= 50, n + m > 4, 2 <= k <= 100; the Mayan puzzle's: n in 1..5, colors
// 1..10, at most seven a column, every column ended by 0; no run at the
// start), and the layout token by token, as testlib's validators read it:
// the statement's lines, tokens one space apart, integers without a sign
// or a leading zero, each line ended by LF or CRLF (THUPC's own tests use
// CRLF), nothing after the last. Two laxities, which both judges' own
// data needs: blanks before a line's end, and empty lines at the end. It speaks testlib's protocol: nothing
// and status 0 for a valid input, else "FAIL what (stdin, line N)" on
// stderr and status 3; and --testOverviewLogFileName writes testlib's
// overview log: each variable's bounds hit and each feature hit.

// validator reads one input strictly. The first fault sticks: reads after
// it do nothing.
type validator struct {
	Limits
	data     []byte
	at, line int
	fault    string

	hits     map[string]*[2]bool // per variable: its lower and upper bound met
	bounds   map[string]*[2]string
	features []string
	hit      map[string]bool
}

func newValidator(data []byte, l Limits) *validator {
	return &validator{Limits: l, data: data, line: 1, hits: map[string]*[2]bool{}, bounds: map[string]*[2]string{}, hit: map[string]bool{}}
}

// failf notes the first fault, with the line it is on.
func (v *validator) failf(format string, args ...interface{}) {
	if v.fault == "" {
		v.fault = fmt.Sprintf(format, args...) + fmt.Sprintf(" (stdin, line %d)", v.line)
	}
}

// token reads the characters up to a blank or a line end.
func (v *validator) token() string {
	start := v.at
	for v.at < len(v.data) && !strings.ContainsRune(" \t\r\n", rune(v.data[v.at])) {
		v.at++
	}
	return string(v.data[start:v.at])
}

// readInt reads an integer in lo..hi; name is what testlib's log calls
// it, shown as what when the message needs more (a cell, an operation).
func (v *validator) readInt(lo, hi int, name, what string) int {
	if v.fault != "" {
		return lo
	}
	if v.at == len(v.data) {
		v.failf("Unexpected end of file - int32 expected")
		return lo
	}
	tok := v.token()
	n, err := strconv.Atoi(tok)
	if err != nil || tok == "" || tok[0] == '+' || len(tok) > 1 && (tok[0] == '0' || strings.HasPrefix(tok, "-0")) {
		if len(tok) > 40 { // a message quotes 40 bytes at most
			tok = tok[:40] + "..."
		}
		v.failf("Expected integer, but %q found", tok)
		return lo
	}
	if n < lo || n > hi {
		v.failf("Integer parameter [name=%s] equals to %d, violates the range [%d, %d]", what, n, lo, hi)
		return lo
	}
	h, ok := v.hits[name]
	if !ok {
		h, v.bounds[name] = &[2]bool{}, &[2]string{strconv.Itoa(lo), strconv.Itoa(hi)}
		v.hits[name] = h
	}
	h[0], h[1] = h[0] || n == lo, h[1] || n == hi
	if b := v.bounds[name]; b[0] != strconv.Itoa(lo) || b[1] != strconv.Itoa(hi) {
		b[0], b[1] = "?", "?" // the bound is not a constant: it follows n or m
	}
	return n
}

// space reads the one space between two tokens.
func (v *validator) space() {
	if v.fault != "" {
		return
	}
	if v.at == len(v.data) || v.data[v.at] != ' ' {
		v.failf("Unexpected character %s, but ' ' expected", v.charHere())
		return
	}
	v.at++
}

// eoln reads a line's end: LF or CRLF, after blanks if any.
func (v *validator) eoln() {
	if v.fault != "" {
		return
	}
	for v.at < len(v.data) && v.data[v.at] == ' ' {
		v.at++
	}
	if v.at+1 < len(v.data) && v.data[v.at] == '\r' && v.data[v.at+1] == '\n' {
		v.at++
	}
	if v.at == len(v.data) || v.data[v.at] != '\n' {
		v.failf("Expected EOLN")
		return
	}
	v.at++
	v.line++
}

// eof checks that nothing but empty lines follows (THUPC's own tests end
// with some).
func (v *validator) eof() {
	if v.fault != "" {
		return
	}
	if rest := strings.TrimLeft(string(v.data[v.at:]), " \r\n"); rest != "" {
		v.failf("Expected EOF")
	}
}

func (v *validator) charHere() string {
	if v.at == len(v.data) {
		return "EOF"
	}
	return strconv.QuoteRune(rune(v.data[v.at]))
}

// ints reads a line of count integers.
func (v *validator) ints(count, lo, hi int, name string, what func(j int) string) []int {
	out := make([]int, count)
	for j := range out {
		if j > 0 {
			v.space()
		}
		out[j] = v.readInt(lo, hi, name, what(j))
	}
	v.eoln()
	return out
}

// feature declares a feature of the overview log, and whether this input
// has it.
func (v *validator) feature(name string, has bool) {
	v.features = append(v.features, name)
	if has {
		v.hit[name] = true
	}
}

// validatePoker reads a Lines & Poker input.
func (v *validator) validatePoker() {
	n := v.readInt(2, v.Side, "n", "n")
	v.space()
	m := v.readInt(2, v.Side, "m", "m")
	v.space()
	k := v.readInt(2, v.Colors, "k", "k")
	v.space()
	q := v.readInt(1, v.Ops, "q", "q")
	v.eoln()
	if v.fault == "" && n+m <= 4 {
		v.line--
		v.failf("n + m = %d, want n + m > 4", n+m)
	}
	color := make([][]int, n)
	for i := range color {
		color[i] = v.ints(m, 1, k, "a", func(j int) string { return fmt.Sprintf("a[%d][%d]", i+1, j+1) })
	}
	special := make([][]int, n)
	kinds := map[int]bool{}
	for i := range special {
		special[i] = v.ints(m, 0, 6, "b", func(j int) string { return fmt.Sprintf("b[%d][%d]", i+1, j+1) })
		for _, s := range special[i] {
			if s > 0 {
				kinds[s] = true
			}
		}
	}
	adjacent, apart, same := false, false, false
	for op := 1; op <= q; op++ {
		var c [4]int
		for j := range c {
			if j > 0 {
				v.space()
			}
			lo, hi, name := 1, n, "x"
			if j%2 == 1 {
				hi, name = m, "y"
			}
			c[j] = v.readInt(lo, hi, name, fmt.Sprintf("%s%d of operation %d", name, j/2+1, op))
		}
		v.eoln()
		d := abs(c[0]-c[2]) + abs(c[1]-c[3])
		adjacent, apart, same = adjacent || d == 1, apart || d > 1, same || d == 0
	}
	v.eof()
	if v.fault == "" {
		if r, c, col, ok := runAt(color); ok {
			v.line = 2 + r
			v.failf("the initial board holds a run of color %d through a[%d][%d]", col, r+1, c+1)
		}
	}
	v.feature("n + m = 5", n+m == 5)
	v.feature("k = 2", k == 2)
	v.feature("special pieces", len(kinds) > 0)
	v.feature("all six special types", len(kinds) == 6)
	v.feature("operations on adjacent cells", adjacent)
	v.feature("operations on cells apart", apart)
	v.feature("operations on one cell", same)
}

// runAt finds a row or column run of three of one color in a grid.
func runAt(color [][]int) (r, c, col int, ok bool) {
	for r := range color {
		for c := range color[r] {
			col := color[r][c]
			if c+2 < len(color[r]) && color[r][c+1] == col && color[r][c+2] == col ||
				r+2 < len(color) && color[r+1][c] == col && color[r+2][c] == col {
				return r, c, col, true
			}
		}
	}
	return 0, 0, 0, false
}

// validateMayan reads a Mayan puzzle: n, then five lines, a column each,
// its colors from the bottom up ended by 0.
func (v *validator) validateMayan() {
	v.readInt(1, v.Moves, "n", "n")
	v.eoln()
	var cols [mayanCols][]int
	full, empty, ten := false, false, false
	for x := range cols {
		for y := 0; v.fault == ""; y++ {
			if y > 0 {
				v.space()
			}
			if y == mayanRows {
				v.readInt(0, 0, "end", fmt.Sprintf("the end of column %d (7 blocks at most)", x))
				break
			}
			c := v.readInt(0, v.MayanColors, "color", fmt.Sprintf("color %d of column %d", y+1, x))
			if c == 0 {
				break
			}
			cols[x] = append(cols[x], c)
			ten = ten || c == v.MayanColors
		}
		v.eoln()
		full, empty = full || len(cols[x]) == mayanRows, empty || len(cols[x]) == 0
	}
	v.eof()
	if v.fault == "" {
		for x := range cols {
			for y, c := range cols[x] {
				if y+2 < len(cols[x]) && cols[x][y+1] == c && cols[x][y+2] == c ||
					x+2 < mayanCols && y < len(cols[x+1]) && y < len(cols[x+2]) && cols[x+1][y] == c && cols[x+2][y] == c {
					v.line = 2 + x
					v.failf("the puzzle starts with a line of color %d through column %d, row %d", c, x, y)
					return
				}
			}
		}
	}
	v.feature("a full column", full)
	v.feature("an empty column", empty)
	v.feature("ten colors", ten)
}

// overview is testlib's test overview log: the bounds each variable met,
// the features, the constant bounds and the variables.
func (v *validator) overview() string {
	var names []string
	for name := range v.hits {
		names = append(names, name)
	}
	sort.Strings(names)
	var sb strings.Builder
	for _, name := range names {
		sb.WriteString(strconv.Quote(name) + ":")
		if v.hits[name][0] {
			sb.WriteString(" min-value-hit")
		}
		if v.hits[name][1] {
			sb.WriteString(" max-value-hit")
		}
		sb.WriteString("\n")
	}
	features := append([]string(nil), v.features...)
	sort.Strings(features)
	for _, f := range features {
		sb.WriteString("feature " + strconv.Quote(f) + ":")
		if v.hit[f] {
			sb.WriteString(" hit")
		}
		sb.WriteString("\n")
	}
	for _, name := range names {
		if b := v.bounds[name]; b[0] != "?" {
			fmt.Fprintf(&sb, "constant-bounds %q: %s %s\n", name, b[0], b[1])
		}
	}
	for _, name := range names {
		fmt.Fprintf(&sb, "variable %q\n", name)
	}
	return sb.String()
}

// Input reads an input of the game ("poker" or "mayan") strictly, as
// -validate does: "" when it is valid, else the first fault, in testlib's
// words; and testlib's test overview log.
func Input(game string, data []byte, l Limits) (fault, overview string) {
	v := newValidator(data, l)
	if game == "mayan" {
		v.validateMayan()
	} else {
		v.validatePoker()
	}
	if v.fault != "" {
		return v.fault, ""
	}
	return "", v.overview()
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
