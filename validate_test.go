//go:build !judge

package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// runWith runs match3 on input with args: status, stdout, stderr.
func runWith(t *testing.T, input string, args ...string) (int, string, string) {
	stdout, stderr, status := runProgram(t, input, args...)
	return status, stdout, stderr
}

// TestValidateJudgeData: every test of both judges' data we hold (THUPC
// 2022's, some with CRLF, trailing blanks and empty lines at the end;
// NOIP 2011's) is valid: a validator that rejects a judge's own data is
// wrong.
func TestValidateJudgeData(t *testing.T) {
	files, _ := filepath.Glob("testdata/poker/thupc2022-*.in")
	noip, _ := filepath.Glob("testdata/mayan/noip2011-*.in")
	files = append(files, noip...)
	if len(files) < 20 {
		t.Fatalf("only %d judge tests", len(files))
	}
	for _, f := range files {
		in, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if code, _, stderr := runWith(t, string(in), "-validate"); code != 0 || stderr != "" {
			t.Errorf("%s: status %d, %q", f, code, stderr)
		}
	}
}

// TestValidateFaults: what a validator rejects, in testlib's words and
// status (3), each input one fault away from a valid 2 x 3 game or a
// Mayan puzzle.
func TestValidateFaults(t *testing.T) {
	const ok = "2 3 2 1\n1 2 1\n2 1 2\n0 0 0\n0 0 0\n1 1 1 2\n"
	if code, _, stderr := runWith(t, ok, "-validate"); code != 0 || stderr != "" {
		t.Fatalf("the valid game: %d %q", code, stderr)
	}
	if code, _, stderr := runWith(t, strings.ReplaceAll(ok, "\n", "\r\n"), "-validate"); code != 0 || stderr != "" {
		t.Fatalf("the valid game with CRLF: %d %q", code, stderr)
	}
	for _, c := range []struct{ name, input, want string }{
		// Baekjoon's ranges, which the judge's own reading relaxes to n = 1.
		{"one row", "1 4 2 1\n1 2 1 2\n0 0 0 0\n1 1 1 2\n", "FAIL Integer parameter [name=n] equals to 1, violates the range [2, 50] (stdin, line 1)"},
		{"2 x 2", "2 2 2 1\n1 2\n2 1\n0 0\n0 0\n1 1 1 2\n", "FAIL n + m = 4, want n + m > 4 (stdin, line 1)"},
		{"one color", "2 3 1 1\n1 1 1\n1 1 1\n0 0 0\n0 0 0\n1 1 1 2\n", "FAIL Integer parameter [name=k] equals to 1, violates the range [2, 100] (stdin, line 1)"},
		{"color over k", strings.Replace(ok, "2 1 2\n0", "2 3 2\n0", 1), "FAIL Integer parameter [name=a[2][2]] equals to 3, violates the range [1, 2] (stdin, line 3)"},
		{"special 7", strings.Replace(ok, "0 0 0\n1", "0 7 0\n1", 1), "FAIL Integer parameter [name=b[2][2]] equals to 7, violates the range [0, 6] (stdin, line 5)"},
		{"row 3 of 2", strings.Replace(ok, "1 1 1 2\n", "3 1 1 2\n", 1), "FAIL Integer parameter [name=x1 of operation 1] equals to 3, violates the range [1, 2] (stdin, line 6)"},
		{"a run", strings.Replace(ok, "1 2 1\n", "1 1 1\n", 1), "FAIL the initial board holds a run of color 1 through a[1][1] (stdin, line 2)"},
		// Layout, as testlib reads it.
		{"two spaces", strings.Replace(ok, "1 1 1 2", "1  1 1 2", 1), `FAIL Expected integer, but "" found (stdin, line 6)`},
		{"a tab", strings.Replace(ok, "1 1 1 2", "1\t1 1 2", 1), `FAIL Unexpected character '\t', but ' ' expected (stdin, line 6)`},
		{"a sign", strings.Replace(ok, "1 1 1 2", "+1 1 1 2", 1), `FAIL Expected integer, but "+1" found (stdin, line 6)`},
		{"a leading zero", strings.Replace(ok, "1 1 1 2", "01 1 1 2", 1), `FAIL Expected integer, but "01" found (stdin, line 6)`},
		{"a row on two lines", strings.Replace(ok, "1 2 1\n", "1 2\n1\n", 1), "FAIL Unexpected character '\\n', but ' ' expected (stdin, line 2)"},
		{"no line end", strings.TrimSuffix(ok, "\n"), "FAIL Expected EOLN (stdin, line 6)"},
		{"a lone CR", strings.Replace(ok, "1 2 1\n", "1 2 1\r", 1), "FAIL Expected EOLN (stdin, line 2)"},
		{"an operation too many", ok + "1 1 1 2\n", "FAIL Expected EOF (stdin, line 7)"},
		{"an operation short", strings.TrimSuffix(ok, "1 1 1 2\n"), "FAIL Unexpected end of file - int32 expected (stdin, line 6)"},
		// The Mayan puzzle: at most seven blocks a column, colors 1..10,
		// no line at the start, six lines.
		{"eight blocks", "3\n1 2 1 2 1 2 1 2 0\n0\n0\n0\n0\n", "FAIL Integer parameter [name=the end of column 0 (7 blocks at most)] equals to 2, violates the range [0, 0] (stdin, line 2)"},
		{"color 11", "3\n11 0\n0\n0\n0\n0\n", "FAIL Integer parameter [name=color 1 of column 0] equals to 11, violates the range [0, 10] (stdin, line 2)"},
		{"six moves", "6\n0\n0\n0\n0\n0\n", "FAIL Integer parameter [name=n] equals to 6, violates the range [1, 5] (stdin, line 1)"},
		{"a line at the start", "3\n1 0\n1 0\n1 0\n0\n0\n", "FAIL the puzzle starts with a line of color 1 through column 0, row 0 (stdin, line 2)"},
		{"four columns", "3\n1 2 0\n0\n0\n0\n", "FAIL Unexpected end of file - int32 expected (stdin, line 6)"},
	} {
		code, stdout, stderr := runWith(t, c.input, "-validate")
		if code != 3 || stdout != "" || stderr != c.want+"\n" {
			t.Errorf("%s: status %d, stdout %q, stderr %q; want 3 and %q", c.name, code, stdout, stderr, c.want)
		}
	}
}

// TestValidateOverview: testlib's overview log of the valid 2 x 3 game: n
// = 2 and k = 2 and q = 1 hit their lower bounds, m = 3 neither; colors 1
// and 2 hit both of a's bounds 1..k; specials all 0 hit b's lower bound;
// the operation (1, 1)-(1, 2) hits x's lower bound 1 of 1..2 and y's of
// 1..3; features: n + m = 5, k = 2, adjacent cells.
func TestValidateOverview(t *testing.T) {
	log := filepath.Join(t.TempDir(), "overview.log")
	if code, _, stderr := runWith(t, "2 3 2 1\n1 2 1\n2 1 2\n0 0 0\n0 0 0\n1 1 1 2\n", "-validate", "--testOverviewLogFileName", log); code != 0 {
		t.Fatalf("%d %q", code, stderr)
	}
	got, err := os.ReadFile(log)
	if err != nil {
		t.Fatal(err)
	}
	want := `"a": min-value-hit max-value-hit
"b": min-value-hit
"k": min-value-hit
"m":
"n": min-value-hit
"q": min-value-hit
"x": min-value-hit
"y": min-value-hit
feature "all six special types":
feature "k = 2": hit
feature "n + m = 5": hit
feature "operations on adjacent cells": hit
feature "operations on cells apart":
feature "operations on one cell":
feature "special pieces":
constant-bounds "a": 1 2
constant-bounds "b": 0 6
constant-bounds "k": 2 100
constant-bounds "m": 2 50
constant-bounds "n": 2 50
constant-bounds "q": 1 1000
constant-bounds "x": 1 2
constant-bounds "y": 1 3
variable "a"
variable "b"
variable "k"
variable "m"
variable "n"
variable "q"
variable "x"
variable "y"
`
	if string(got) != want {
		t.Errorf("overview log:\n%s\nwant:\n%s", got, want)
	}
}

// TestValidateNeverPanics: inputs cut, spliced and with bytes changed, of
// both games, get a status of 0 or 3 and a line, never a panic.
func TestValidateNeverPanics(t *testing.T) {
	seeds := []string{"2 3 2 1\n1 2 1\n2 1 2\n0 0 0\n0 0 0\n1 1 1 2\n", "3\n1 2 0\n2 1 0\n0\n1 0\n0\n"}
	alphabet := []byte("0123456789 \r\n-+x")
	for i := 0; i < 4000; i++ {
		in := []byte(seeds[i%2])
		for k := 0; k <= i%4; k++ {
			at := (i*7919 + k*104729) % (len(in) + 1)
			switch (i / 2) % 3 {
			case 0:
				in = in[:at]
			case 1:
				in = append(in[:at:at], append([]byte{alphabet[(i+k)%len(alphabet)]}, in[at:]...)...)
			default:
				if at < len(in) {
					in[at] = alphabet[(i*k+i)%len(alphabet)]
				}
			}
		}
		var stderr strings.Builder
		if code := validate(&options{}, in, &stderr); code != 0 && code != 3 || code == 3 && !strings.HasPrefix(stderr.String(), "FAIL ") {
			t.Fatalf("%q: status %d, %q", in, code, stderr.String())
		}
	}
}
