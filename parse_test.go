package main

import (
	"fmt"
	"strings"
	"testing"
)

// parseGame and parsePuzzle read a whole input, for the tests: the
// program itself reads through a scanner it has already made.
func parseGame(data []byte) (*Game, error) { return readGame(newScanner(data)) }

func parsePuzzle(data []byte) (*Puzzle, error) { return readPuzzle(newScanner(data)) }

// TestBadInput covers every class of broken promise in docs/rules.md: one line on
// stderr naming what and where, nothing on stdout, status 1.
func TestBadInput(t *testing.T) {
	const board = "2 3 3 1\n1 2 1\n2 1 2\n0 0 0\n0 0 0\n"
	cases := []struct{ name, input, want string }{
		{"empty", "", "input is empty"},
		{"neither game", "1 2 3\n", "the input fits neither game (3 tokens)"},
		{"missing token", "2 3 3 1\n1 2 1\n2 1\n", "line 3: input ends where color a[2][3] (token 10) was expected"},
		{"not an integer", "2 3 3 1\n1 2 x\n", `line 2, token 7: color a[1][3] is "x", not an integer`},
		{"n zero", "0 3 3 1\n", "n (rows) = 0, want 1..50"},
		{"m too big", "2 51 3 1\n", "m (columns) = 51, want 1..50"},
		{"k too big", "2 3 101 1\n", "k (colors) = 101, want 1..100"},
		{"q zero", "2 3 3 0\n", "q (operations) = 0, want 1..1000"},
		{"q huge", "2 3 3 99999999999999999999\n", "q (operations) = 99999999999999999999, want 1..1000"},
		{"color zero", "2 3 3 1\n1 0 1\n", "line 2, token 6: color a[1][2] = 0, want 1..3"},
		{"color above k", "2 3 3 1\n1 2 1\n2 4 2\n", "color a[2][2] = 4, want 1..3"},
		{"special", "2 3 3 1\n1 2 1\n2 1 2\n0 7 0\n", "line 4, token 12: special b[1][2] = 7, want 0..6"},
		{"negative special", "2 3 3 1\n1 2 1\n2 1 2\n0 -1 0\n", "special b[1][2] = -1, want 0..6"},
		{"row outside", board + "3 1 2 1\n", "line 6, token 17: x1 of operation 1 = 3, want 1..2"},
		{"column outside", board + "1 1 1 4\n", "y2 of operation 1 = 4, want 1..3"},
		{"no operation at all", "2 3 3 1\n1 2 1\n2 1 2\n0 0 0\n0 0 0\n", "input ends where x1 of operation 1 (token 17) was expected"},
		// Coordinates at their largest before the one out of range: the
		// one out of range is named.
		{"coordinates at the edge, then one past", board + "2 3 2 4\n", "y2 of operation 1 = 4, want 1..3"},
		{"missing operation", "2 3 3 2\n1 2 1\n2 1 2\n0 0 0\n0 0 0\n1 1 1 2\n", "input ends where x1 of operation 2 (token 21) was expected"},
		{"extra token", board + "1 1 1 2\n5\n", `line 7, token 21: extra token "5" after operation 1, the last`},
		{"initial row run", "2 3 3 1\n1 1 1\n2 3 2\n0 0 0\n0 0 0\n1 1 1 2\n", "initial board already holds a run of color 1: (1,1) (1,2) (1,3)"},
		{"initial column run", "3 2 3 1\n1 2\n3 2\n1 2\n0 0\n0 0\n0 0\n1 1 1 2\n", "run of color 2: (1,2) (2,2) (3,2)"},

		{"mayan n", "6\n0\n0\n0\n0\n0\n", "line 1, token 1: n (moves) = 6, want 1..5"},
		{"mayan color", "1\n11 0\n0\n0\n0\n0\n", "line 2, token 2: block y=0 of column x=0 = 11, want 0..10"},
		{"mayan tall column", "1\n1 2 1 2 1 2 1 2 0\n0\n0\n0\n0\n", "line 2, token 9: column x=0 has more than 7 blocks"},
		{"mayan no terminator", "1\n0\n0\n0\n0\n1 2", "input ends where the 0 that ends column x=4 (token 8) was expected"},
		{"mayan missing column", "1\n0\n0\n0\n0\n", "input ends where block y=0 of column x=4 (token 6) was expected"},
		{"mayan extra", "1\n0\n0\n0\n0\n0\n3\n", `line 7, token 7: extra token "3" after column x=4, the last`},
		{"mayan initial run", "1\n1 0\n1 0\n1 0\n0\n0\n", "run of color 1: (x=0,y=0) (x=1,y=0) (x=2,y=0)"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out, errOut, status := runProgram(t, c.input)
			if status != 1 || out != "" {
				t.Errorf("status %d, stdout %q; want 1 and nothing", status, out)
			}
			if !strings.Contains(errOut, c.want) || strings.Count(errOut, "\n") != 1 || !strings.HasSuffix(errOut, "\n") {
				t.Errorf("stderr %q; want one line containing %q", errOut, c.want)
			}
		})
	}
}

// TestEmptyForced: an empty input read as either game, by -game, is missing
// its first token.
func TestEmptyForced(t *testing.T) {
	for game, want := range map[string]string{"poker": "n (rows)", "mayan": "n (moves)"} {
		_, errOut, status := runProgram(t, "", "-game", game)
		if status != 1 || !strings.Contains(errOut, "line 1: input ends where "+want+" (token 1) was expected") {
			t.Errorf("-game %s: status %d, %q", game, status, errOut)
		}
	}
}

// TestNotBadInput: cells that are not adjacent, or one cell twice, make an
// invalid operation, not bad input. 2x3 board, both ops invalid: total 0.
func TestNotBadInput(t *testing.T) {
	in := "2 3 3 2\n1 2 1\n2 1 2\n0 0 0\n0 0 0\n1 1 2 3\n2 2 2 2\n"
	if out, errOut, status := runProgram(t, in); out != "0\n" || status != 0 {
		t.Errorf("got %q status %d stderr %q, want 0", out, status, errOut)
	}
}

// relayouts rewrite an input's tokens with other separators, or add
// blank lines and spaces: docs/rules.md says line breaks carry no meaning, so
// every layout must answer the same.
var relayouts = map[string]func(string) string{
	"CRLF":               func(s string) string { return strings.ReplaceAll(s, "\n", "\r\n") },
	"tabs":               func(s string) string { return strings.ReplaceAll(s, " ", "\t") },
	"no final EOL":       func(s string) string { return strings.TrimRight(s, "\r\n") },
	"blank lines":        func(s string) string { return s + "\n\n  \r\n\t\n" },
	"leading blank":      func(s string) string { return "\r\n\n" + s },
	"one line":           func(s string) string { return strings.Join(strings.Fields(s), " ") },
	"one token per line": func(s string) string { return strings.Join(strings.Fields(s), "\n") + "\n" },
	"CR only":            func(s string) string { return strings.ReplaceAll(s, "\n", "\r") },
	"mixed CR LF CRLF": func(s string) string {
		var sb strings.Builder
		for i, f := range strings.Fields(s) {
			sb.WriteString(f)
			sb.WriteString([]string{"\r", "\n", "\r\n", " ", "\t\r\n"}[i%5])
		}
		return sb.String()
	},
	"two per line": func(s string) string { // n m, then k q: Lines & Poker's first line split
		var sb strings.Builder
		for i, f := range strings.Fields(s) {
			sb.WriteString(f)
			sb.WriteString([]string{" ", "\n"}[i%2])
		}
		return sb.String()
	},
	"zero padded": func(s string) string { // scanf reads 0000000002 as 2
		var sb strings.Builder
		for i, f := range strings.Fields(s) {
			sb.WriteString(strings.Repeat("0", 1+i%12) + f + "\n")
		}
		return sb.String()
	},
}

// TestAnyLayout: every golden case of both games, in every layout above,
// is told apart and answered as in its own layout.
func TestAnyLayout(t *testing.T) {
	for _, dir := range []string{"poker", "mayan"} {
		names, inputs, outputs := goldenCases(t, dir)
		for _, name := range names {
			if strings.HasPrefix(name, "hard_") {
				continue // slow, and no different here
			}
			for how, relayout := range relayouts {
				out, errOut, status := runProgram(t, relayout(inputs[name]))
				if status != 0 || out != outputs[name] {
					t.Errorf("%s/%s, %s: %q (status %d, %q), want %q", dir, name, how, out, status, errOut, outputs[name])
				}
			}
		}
	}
}

// TestDetectGame: the structure decides, and what fits neither is named.
func TestDetectGame(t *testing.T) {
	cases := []struct{ input, game, err string }{
		{"2 3 3 1 1 2 1 2 1 2 0 0 0 0 0 0 1 1 1 2", "poker", ""},
		{"2\n3\n3\n1\n1\n2\n1\n2\n1\n2\n0\n0\n0\n0\n0\n0\n1\n1\n1\n2\n", "poker", ""}, // first line of one token
		{"1 0 0 0 0 0", "mayan", ""},
		{"3 1 2 0\n3 4 0 0\n0 0\n", "mayan", ""},  // also 4 + 2*3*1 + 4*0 tokens, but q = 0
		{"1\n1 2 x 0\n0\n0\n0\n0\n", "mayan", ""}, // one token on line 1: its parser names the x
		{"2 3 3 1\n1 2 1\n2 1\n", "poker", ""},    // four on line 1: its parser names what is missing
		{" \r\n\t", "", "the input is empty"},
		{"1 2 3\n", "", "fits neither game (3 tokens): Lines & Poker wants n m k q (n, m, q at least 1), then 2nm + 4q more; a Mayan puzzle wants n, then five columns each ended by 0, and has 0 zeros after n and ends with 3; -game poker|mayan forces one"},
		// 4 + 2*2*3 + 4*1 = 20 tokens wanted, 19 given, on two lines.
		{"2 3 3 1 1 2 1 2 1 2\n0 0 0 0 0 0 1 1 1\n", "", "fits neither game (19 tokens): Lines & Poker wants 4 + 2nm + 4q = 20 with n=2 m=3 q=1; a Mayan puzzle wants n, then five columns each ended by 0, and has 6 zeros after n and ends with 1"},
		{"2 3 x 1 1\n", "", "fits neither game (5 tokens): Lines & Poker wants n m k q"},
		// n m and k q on two lines, nothing else: 4 + 2*2*3 + 4*1 = 20 wanted.
		{"2 3\n3 1\n", "", "fits neither game (4 tokens): Lines & Poker wants 4 + 2nm + 4q = 20 with n=2 m=3 q=1"},
		// The first token is no integer: every token still counts.
		{"x 1 2\n", "", "fits neither game (3 tokens): Lines & Poker wants n m k q"},
	}
	for _, c := range cases {
		game, err := detectGame(newScanner([]byte(c.input)))
		if string(game) != c.game || (err == nil) != (c.err == "") || err != nil && !strings.Contains(err.Error(), c.err) {
			t.Errorf("%q: %q, %v; want %q, %q", c.input, game, err, c.game, c.err)
		}
	}
}

// TestLayoutFault: an input laid out in lines as the statement shows, with
// one line a token short or long, is blamed on that line; other layouts
// keep the token-based message.
func TestLayoutFault(t *testing.T) {
	const colors = "3 8 3 1\n1 2 1 2 1 2 1 2\n2 1 2 1 2 1 2 1\n1 2 1 2 1 2 1 2\n"
	const specials = "0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0\n"
	short := strings.Replace(colors, "2 1 2 1 2 1 2 1\n", "2 1 2 1 2 1 2\n", 1)
	cases := []struct{ name, input, want string }{
		{"short row", short + specials + "1 1 1 2\n", "line 3 (row 2) holds 7 colors, want 8"},
		{"short row, CRLF", strings.ReplaceAll(short+specials+"1 1 1 2\n", "\n", "\r\n"), "line 3 (row 2) holds 7 colors, want 8"},
		{"short row, CR only", strings.ReplaceAll(short+specials+"1 1 1 2", "\n", "\r"), "line 3 (row 2) holds 7 colors, want 8"},
		{"short first special row", colors + "0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0\n1 1 1 2\n", "line 5 (row 1 of the specials) holds 7 specials, want 8"},
		{"long special row", colors + "0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0\n1 1 1 2\n", "line 6 (row 2 of the specials) holds 9 specials, want 8"},
		{"blank lines kept in the count", colors + "\n" + specials + "1 1 1 2 3\n", "line 9 (operation 1) holds 5 tokens, want 4 (x1 y1 x2 y2)"},
		// Not the statement's layout (no line per row): the tokens tell.
		// 23 colors, so a[3][8], token 4 + 24, is the first special's 0.
		{"one line", strings.Join(strings.Fields(short+specials), " ") + " 1 1 1 2", "line 1, token 28: color a[3][8] = 0, want 1..3"},
	}
	for _, c := range cases {
		out, errOut, status := runProgram(t, c.input, "-game", "poker")
		if status != 1 || out != "" || !strings.Contains(errOut, c.want) || strings.Count(errOut, "\n") != 1 {
			t.Errorf("%s: status %d, stdout %q, stderr %q; want one line containing %q", c.name, status, out, errOut, c.want)
		}
	}
}

// TestRangeEdges: every field of both games at each end of its range and
// one past it. On a 3 x 4 board (rows and columns differ, so a row checked
// against m or a column against n shows) with colors 1 and 2 in pairs, no
// run: the values inside are accepted and those outside refused, naming
// the field.
func TestRangeEdges(t *testing.T) {
	game := func(n, m, k, q int, color, special string, op string) string {
		in := twoColorBoard(n, m, 1, 0, nil)
		in = strings.Replace(in, fmt.Sprintf("%d %d %d 0\n", n, m, 2), fmt.Sprintf("%d %d %d %d\n", n, m, k, q), 1)
		if color != "" { // the first color, a[1][1]
			in = strings.Replace(in, "\n1 ", "\n"+color+" ", 1)
		}
		if special != "" { // the first special, b[1][1]
			lines := strings.SplitAfter(in, "\n")
			lines[1+n] = special + lines[1+n][1:]
			in = strings.Join(lines, "")
		}
		return in + strings.Repeat(op+"\n", q)
	}
	const op = "1 1 1 2"
	type edge struct {
		name, input, refused string // refused "" means accepted
	}
	edges := []edge{
		{"n 0", game(0, 4, 2, 1, "", "", op), "n (rows) = 0, want 1..50"},
		{"n 1", game(1, 4, 2, 1, "", "", op), ""},
		{"n 50", game(50, 4, 2, 1, "", "", op), ""},
		{"n 51", "51 4 2 1\n", "n (rows) = 51, want 1..50"},
		{"m 0", "3 0 2 1\n", "m (columns) = 0, want 1..50"},
		{"m 1", game(3, 1, 2, 1, "", "", "1 1 2 1"), ""},
		{"m 50", game(3, 50, 2, 1, "", "", op), ""},
		{"m 51", "3 51 2 1\n", "m (columns) = 51, want 1..50"},
		{"k 0", "3 4 0 1\n", "k (colors) = 0, want 1..100"},
		{"k 1", "2 2 1 1\n1 1\n1 1\n0 0\n0 0\n1 1 1 2\n", ""},
		{"k 100", game(3, 4, 100, 1, "100", "", op), ""},
		{"k 101", "3 4 101 1\n", "k (colors) = 101, want 1..100"},
		{"q 0", "3 4 2 0\n", "q (operations) = 0, want 1..1000"},
		{"q 1", game(3, 4, 2, 1, "", "", op), ""},
		{"q 1000", game(3, 4, 2, 1000, "", "", op), ""},
		{"q 1001", game(3, 4, 2, 1001, "", "", op), "q (operations) = 1001, want 1..1000"},
		{"color 0", game(3, 4, 2, 1, "0", "", op), "color a[1][1] = 0, want 1..2"},
		{"color 1", game(3, 4, 2, 1, "1", "", op), ""},
		{"color k", game(3, 4, 3, 1, "3", "", op), ""},
		{"color k+1", game(3, 4, 3, 1, "4", "", op), "color a[1][1] = 4, want 1..3"},
		{"special -1", game(3, 4, 2, 1, "", "-1", op), "special b[1][1] = -1, want 0..6"},
		{"special 0", game(3, 4, 2, 1, "", "0", op), ""},
		{"special 6", game(3, 4, 2, 1, "", "6", op), ""},
		{"special 7", game(3, 4, 2, 1, "", "7", op), "special b[1][1] = 7, want 0..6"},
	}
	// Each coordinate of an operation at 0, 1, its largest and one past.
	for f, name := range opFields {
		high := 3 // rows
		if f%2 == 1 {
			high = 4 // columns
		}
		for _, v := range []int{0, 1, high, high + 1} {
			c := []int{2, 2, 2, 3} // (2,2) and (2,3): inside
			c[f] = v
			e := edge{fmt.Sprintf("%s %d", name, v), game(3, 4, 2, 1, "", "", fmt.Sprintf("%d %d %d %d", c[0], c[1], c[2], c[3])), ""}
			if v < 1 || v > high {
				e.refused = fmt.Sprintf("%s of operation 1 = %d, want 1..%d", name, v, high)
			}
			edges = append(edges, e)
		}
	}
	// The Mayan puzzle: n, a color, a column's height.
	mayan := func(n int, col0 string) string { return fmt.Sprintf("%d\n%s0\n0\n0\n0\n0\n", n, col0) }
	edges = append(edges,
		edge{"mayan n 0", mayan(0, ""), "n (moves) = 0, want 1..5"},
		edge{"mayan n 1", mayan(1, ""), ""},
		edge{"mayan n 5", mayan(5, ""), ""},
		edge{"mayan n 6", mayan(6, ""), "n (moves) = 6, want 1..5"},
		edge{"mayan color 1", mayan(1, "1 "), ""},
		edge{"mayan color 10", mayan(1, "10 "), ""},
		edge{"mayan color 11", mayan(1, "11 "), "block y=0 of column x=0 = 11, want 0..10"},
		edge{"mayan color -1", mayan(1, "-1 "), "block y=0 of column x=0 = -1, want 0..10"},
		edge{"mayan height 7", mayan(1, "1 2 1 2 1 2 1 "), ""},
		edge{"mayan height 8", mayan(1, "1 2 1 2 1 2 1 2 "), "column x=0 has more than 7 blocks"},
	)
	for _, e := range edges {
		out, errOut, status := runProgram(t, e.input)
		switch {
		case e.refused == "" && status != 0:
			t.Errorf("%s: refused (%q), want accepted", e.name, errOut)
		case e.refused != "" && (status != 1 || out != "" || !strings.Contains(errOut, e.refused)):
			t.Errorf("%s: status %d, stdout %q, stderr %q; want refused with %q", e.name, status, out, errOut, e.refused)
		}
	}
}

// TestInitialRunMessage: the cells named for a run on the first board, for
// each shape and at each edge: the first cell of a run in reading order, and
// its direction (along the row when the two to its right match).
func TestInitialRunMessage(t *testing.T) {
	cases := []struct{ name, board, cells string }{
		{"row at the top left", "1 1 1 2\n2 3 2 3\n3 2 3 2", "color 1: (1,1) (1,2) (1,3)"},
		{"row at the bottom right", "1 2 1 2\n2 1 2 1\n3 2 2 2", "color 2: (3,2) (3,3) (3,4)"},
		{"column at the left", "3 1 2 1\n3 2 1 2\n3 1 2 1", "color 3: (1,1) (2,1) (3,1)"},
		{"column at the right, a neighbour of its color", "1 2 3 3\n2 1 2 3\n1 2 1 3", "color 3: (1,4) (2,4) (3,4)"},
		{"column whose top has one neighbour of its color", "1 2 2 1\n2 1 2 1\n1 2 2 2", "color 2: (1,3) (2,3) (3,3)"},
		{"row and column sharing a corner", "2 1 1 1\n1 1 2 2\n2 1 2 1", "color 1: (1,2) (1,3) (1,4)"},
		{"a run of four", "1 2 1 2\n2 2 2 2\n1 2 1 1", "color 2: (1,2) (2,2) (3,2)"},
		// Two runs apart: the row run at the top right comes first in
		// reading order, though the column run starts further left.
		{"two runs apart", "1 3 3 3\n2 1 2 1\n2 3 1 3\n2 1 3 1", "color 3: (1,2) (1,3) (1,4)"},
		// A column run one column from the right edge whose top has a
		// neighbour of its color to the right (and the edge after it).
		{"column next to the edge, a neighbour of its color", "1 2 3 3\n2 1 3 1\n1 2 3 2", "color 3: (1,3) (2,3) (3,3)"},
	}
	for _, c := range cases {
		n := strings.Count(c.board, "\n") + 1
		m := len(strings.Fields(strings.Split(c.board, "\n")[0]))
		in := fmt.Sprintf("%d %d 3 1\n%s\n%s1 1 1 2\n", n, m, c.board, strings.Repeat(strings.Repeat("0 ", m)+"\n", n))
		_, errOut, status := runProgram(t, in)
		if want := "the initial board already holds a run of " + c.cells + "\n"; status != 1 || !strings.HasSuffix(errOut, want) {
			t.Errorf("%s: status %d, %q; want %q", c.name, status, errOut, want)
		}
	}
	// A Mayan board names cells by x and y: column x=2 from the bottom.
	_, errOut, _ := runProgram(t, "1\n0\n0\n1 4 4 4 0\n0\n0\n")
	if want := "run of color 4: (x=2,y=3) (x=2,y=2) (x=2,y=1)\n"; !strings.HasSuffix(errOut, want) {
		t.Errorf("mayan column: %q, want %q", errOut, want)
	}
}
