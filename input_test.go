package main

import (
	"bytes"
	"math/rand"
	"strconv"
	"strings"
	"testing"
)

// fieldsScan is the scanner's contract written plainly: fields split at the
// six ASCII spaces, each an optional sign and digits; leading zeros are
// dropped, as scanf drops them, and ten digits or more left saturate at 1e9. It returns the values before the first bad field and that
// field's number, or -1.
func fieldsScan(data []byte) (vals []int32, bad int) {
	fields := bytes.FieldsFunc(data, func(r rune) bool { return r < 256 && space[r] })
	for i, f := range fields {
		digits := f
		if f[0] == '-' || f[0] == '+' {
			digits = f[1:]
		}
		if len(digits) == 0 || len(bytes.Trim(digits, "0123456789")) > 0 {
			return vals, i
		}
		digits = bytes.TrimLeft(digits, "0")
		v := int32(1e9)
		if len(digits) < 10 {
			x, _ := strconv.Atoi(string(digits))
			v = int32(x)
		}
		if f[0] == '-' {
			v = -v
		}
		vals = append(vals, v)
	}
	return vals, -1
}

func checkScanner(t *testing.T, data []byte) {
	t.Helper()
	want, wantBad := fieldsScan(data)
	s := newScanner(data)
	if s.bad != wantBad || len(s.vals) != len(want) {
		t.Fatalf("%q: %d values, bad %d; want %d values, bad %d", data, len(s.vals), s.bad, len(want), wantBad)
	}
	for i := range want {
		if s.vals[i] != want[i] {
			t.Fatalf("%q: value %d is %d, want %d", data, i, s.vals[i], want[i])
		}
	}
}

// The scanner takes short tokens three bytes at a time and the rest byte by
// byte; random strings of the bytes that matter cross every boundary
// between the two.
func TestScannerAgainstFields(t *testing.T) {
	const alphabet = "0123456789012345678901234567890123456789  \n\n\r\t-+x"
	rng := rand.New(rand.NewSource(6))
	for n := 0; n < 100000; n++ {
		data := make([]byte, rng.Intn(24))
		for i := range data {
			data[i] = alphabet[rng.Intn(len(alphabet))]
		}
		checkScanner(t, data)
	}
	for _, data := range []string{"", "7", "12", "123", "1234567890", "0000000002", "-00000000000000000007", "0000000000000", "00001234567890", "-2147483648", "99999999999999999999999", "1 22 333\r\n", "- 1", "+", "1-", "12-", "3 4x"} {
		checkScanner(t, []byte(data))
	}
}

func FuzzScanner(f *testing.F) {
	f.Add([]byte("2 3 3 1\r\n1 2 1\r\n2 1 2\r\n0 0 0\r\n0 0 0\r\n1 1 1 2"))
	f.Add([]byte("-5 +12 123456789012 7x"))
	f.Fuzz(checkScanner)
}

// relayout rewrites an input's tokens with other separators: RULES.md says
// line breaks carry no meaning, so every layout must answer the same.
var relayouts = map[string]func(string) string{
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
	}
	for _, c := range cases {
		game, err := detectGame(newScanner([]byte(c.input)))
		if game != c.game || (err == nil) != (c.err == "") || err != nil && !strings.Contains(err.Error(), c.err) {
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
