package main

import (
	"bytes"
	"flag"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// TestMain lets MATCH3_SHORT=1 ask for -short where the go test command
// line is not ours: the mutation tester (make mutate) runs go test itself.
func TestMain(m *testing.M) {
	flag.Parse()
	if os.Getenv("MATCH3_SHORT") != "" {
		flag.Set("test.short", "true")
	}
	os.Exit(m.Run())
}

// runProgram drives the whole program in-process, as a judge would.
func runProgram(t testing.TB, input string, args ...string) (stdout, stderr string, status int) {
	t.Helper()
	var out, errOut bytes.Buffer
	status = run(args, strings.NewReader(input), &out, &errOut)
	return out.String(), errOut.String(), status
}

// goldenCases returns the .in files of a testdata folder with their answers.
func goldenCases(t testing.TB, dir string) (names []string, inputs, outputs map[string]string) {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("testdata", dir, "*.in"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no golden cases in testdata/%s: %v", dir, err)
	}
	inputs, outputs = map[string]string{}, map[string]string{}
	for _, f := range files {
		in, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		out, err := os.ReadFile(strings.TrimSuffix(f, ".in") + ".out")
		if err != nil {
			t.Fatal(err)
		}
		name := filepath.Base(strings.TrimSuffix(f, ".in"))
		names = append(names, name)
		inputs[name], outputs[name] = string(in), string(out)
	}
	return names, inputs, outputs
}

// golden is the file testdata/name (say "poker/thupc2022-01.in").
func golden(t testing.TB, name string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// goldenGame is the Lines & Poker game of testdata/poker/NAME.in.
func goldenGame(t testing.TB, name string) *Game {
	t.Helper()
	g, err := parseGame([]byte(golden(t, "poker/"+name+".in")))
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestGolden checks every golden case of testdata/poker and testdata/mayan,
// answers computed by independent implementations: the THUPC 2022 judge
// data, the one-rule cases (arithmetic in their .why files), the
// random games, and the Mayan cases of NOIP 2011 and beyond, these under
// both readings of a same-color swap: NAME.out is the rules' answer,
// NAME.skip.out the reference solution's (-skip-same-color) where it
// differs.
func TestGolden(t *testing.T) {
	for _, dir := range []string{"poker", "mayan"} {
		names, inputs, outputs := goldenCases(t, dir)
		for _, name := range names {
			t.Run(dir+"/"+name, func(t *testing.T) {
				got, errOut, status := runProgram(t, inputs[name])
				if status != 0 || got != outputs[name] {
					t.Errorf("got %q (status %d, stderr %q), want %q", got, status, errOut, outputs[name])
				}
				if dir != "mayan" {
					return
				}
				want := skipAnswer(t, name, outputs[name])
				if got, errOut, status := runProgram(t, inputs[name], "-skip-same-color"); status != 0 || got != want {
					t.Errorf("-skip-same-color: got %q (status %d, stderr %q), want %q", got, status, errOut, want)
				}
			})
		}
	}
}

// skipAnswer is a Mayan golden case's answer under -skip-same-color: its
// NAME.skip.out, or out (NAME.out) where the readings agree.
func skipAnswer(t testing.TB, name, out string) string {
	t.Helper()
	skip, err := os.ReadFile(filepath.Join("testdata", "mayan", name+".skip.out"))
	if os.IsNotExist(err) {
		return out
	}
	if err != nil {
		t.Fatal(err)
	}
	return string(skip)
}

// TestInputFile: match3 FILE reads the input from the file (for
// PowerShell, which has no <), stdin left alone; "-" is stdin.
func TestInputFile(t *testing.T) {
	file := filepath.Join("testdata", "poker", "thupc2022-01.in")
	if out, _, status := runProgram(t, "not read", file); status != 0 || out != "11692\n" { // the statement's example
		t.Errorf("match3 %s: %q status %d, want 11692", file, out, status)
	}
	if out, _, status := runProgram(t, "1\n0\n0\n0\n0\n0\n", "-"); status != 0 || out != "-1\n" { // an empty board: no move clears it
		t.Errorf("match3 -: %q status %d, want -1", out, status)
	}
	if _, errOut, status := runProgram(t, "", filepath.Join("testdata", "no-such.in")); status != 1 || !strings.Contains(errOut, "no-such.in") {
		t.Errorf("a missing file: status %d, stderr %q", status, errOut)
	}
	if _, errOut, status := runProgram(t, "", file, "-game", "poker"); status != 2 || !strings.Contains(errOut, `"-game": one input file, after the flags`) {
		t.Errorf("a flag after the file: status %d, stderr %q", status, errOut)
	}
}

// TestNoFlags: a run without arguments, a judge's, has the options the
// flag set gives when no flag is set (parseFlags makes no set then).
func TestNoFlags(t *testing.T) {
	none, status := parseFlags(nil, io.Discard)
	defaults, setStatus := parseFlags([]string{"--"}, io.Discard)
	if status != 0 || setStatus != 0 || !reflect.DeepEqual(none, defaults) {
		t.Errorf("no arguments: %+v, status %d; the flag set's defaults: %+v, status %d", none, status, defaults, setStatus)
	}
}

func TestFlags(t *testing.T) {
	if _, errOut, status := runProgram(t, "", "-h"); status != 0 || !strings.Contains(errOut, "usage: match3") {
		t.Errorf("-h: status %d, stderr %q", status, errOut)
	}
	if _, _, status := runProgram(t, "", "-nope"); status != 2 {
		t.Errorf("unknown flag: status %d, want 2", status)
	}
	if _, _, status := runProgram(t, "1\n0\n0\n0\n0\n0\n", "-game", "chess"); status != 2 {
		t.Errorf("-game chess: status %d, want 2", status)
	}
	// Forced: a Mayan-looking first line read as Lines & Poker fails there.
	if _, errOut, status := runProgram(t, "1\n0\n0\n0\n0\n0\n", "-game", "poker"); status != 1 || !strings.Contains(errOut, "m (columns) = 0") {
		t.Errorf("-game poker: status %d, stderr %q", status, errOut)
	}
	// Forced Mayan on input with a split first line.
	if out, _, status := runProgram(t, "1 0\n0\n0\n0\n0\n", "-game", "mayan"); status != 0 || out != "-1\n" {
		t.Errorf("-game mayan: %q status %d", out, status)
	}
}
