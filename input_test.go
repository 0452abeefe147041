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
	// '/' and ':' stand just outside '0'..'9'.
	const alphabet = "0123456789012345678901234567890123456789  \n\n\r\t-+x/:\xd5"
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

// TestScannerEdgeBytes: the bytes just below and above the digits, '/' and
// ':', in each place of a token the fast paths read (one digit, two digits,
// a second one-digit token, the separator after them) and in a long token,
// are no digits: the token is not an integer.
func TestScannerEdgeBytes(t *testing.T) {
	for _, b := range []string{"/", ":"} {
		for _, data := range []string{
			b + " 1", "1" + b + " 1", b + "1 1", "1 " + b + " ", "1 " + b, "12" + b + " ", "1 2" + b, "12345" + b, b + "2345 ",
		} {
			if s := newScanner([]byte(data)); s.bad < 0 {
				t.Errorf("%q: scanned as %v, want a token that is not an integer", data, s.vals)
			}
		}
	}
	// Bytes that are digits plus or minus '0' modulo 256 (0xd0..0xd9), in
	// each place the fast paths read.
	for _, data := range []string{"\xd0 1 2 ", "1\xd5 1 2 ", "12\xd9 3 ", "1 \xd3 4 ", "\xd1\xd2 5 ", "1 2\xd4 6 ", "\xd7 "} {
		if s := newScanner([]byte(data)); s.bad < 0 {
			t.Errorf("%q: scanned as %v, want a token that is not an integer", data, s.vals)
		}
	}
	// The whole program refuses it: a Mayan puzzle with ':' for a color.
	if out, errOut, status := runProgram(t, "1\n: 0\n0\n0\n0\n0\n"); status != 1 || out != "" || !strings.Contains(errOut, `is ":", not an integer`) {
		t.Errorf("':' as a token: status %d, %q, %q", status, out, errOut)
	}
}

// TestScannerWords: after two one-digit tokens, the scanner takes eight
// bytes at a time while they are four more. Every byte of such a word,
// replaced by each byte that is one step from passing (the neighbours of
// '0' and '9', a space's neighbours, other separators, and digits with a
// high bit), must read as the plain tokenizer reads it.
func TestScannerWords(t *testing.T) {
	base := []byte("1 2 3 4 5 6 7 8 9 0 ")
	for p := 4; p < 12; p++ {
		for _, c := range []byte{'/', ':', '0', '9', 0x1f, '!', '\t', '\n', '\r', 0xb3, 0x23, 0x3f, 'x'} {
			data := append([]byte(nil), base...)
			data[p] = c
			checkScanner(t, data)
			checkScanner(t, data[:12]) // the word ends the input
		}
	}
}
