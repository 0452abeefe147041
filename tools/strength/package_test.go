package main

import (
	"bytes"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"match3/internal/testenv"
)

// TestMayanPackage writes a Mayan set as an ICPC problem package and
// checks it (checkPackage) as TestWrite checks the Lines & Poker one; it
// takes a minute, so it runs when MATCH3_PACKAGE_GAME=mayan asks.
func TestMayanPackage(t *testing.T) {
	if os.Getenv("MATCH3_PACKAGE_GAME") != "mayan" {
		t.Skip("MATCH3_PACKAGE_GAME=mayan runs it (a minute)")
	}
	bin := testenv.Match3(t)
	pkg := filepath.Join(t.TempDir(), "pkg")
	var report strings.Builder
	if err := run(options{out: pkg, game: "mayan", pkg: "icpc", match3: bin}, &report, &report); err != nil {
		t.Fatal(err)
	}
	checkPackage(t, pkg, "mayan")
}

// checkPackage reads a package strength wrote as the three judges' own
// code does (docs/strength.md cites it), and fails where one of them
// would refuse it or show a contestant what it should not:
//   - problemtools' config: problem.yaml's keys, uuid, license; the
//     statement, its \problemname the name; DOMjudge's statement, Hydro's
//     (auditConfig);
//   - DOMjudge's import and judgehost, Hydro's import: a flat validator
//     folder, built with no Go and no TMPDIR, only build and run left
//     executable (auditLayout, buildValidator); Hydro's checker run as
//     its kattis checker (hydroCheck); the tests Hydro numbers apart, and
//     within its 60 s in every language; records in languages that take
//     Hydro's "// NAME: DIR" line; a zip under PHP's 2 MB upload limit;
//   - the input validator compiled as problemtools compiles Go; every
//     input passes it and a broken one fails it; every .ans is accepted
//     by the output validator;
//   - every submission, compiled as problemtools compiles C++ and run with
//     its address space limited to the memory limit (RLIMIT_AS, as
//     problemtools and BAPCtools do), and as Hydro compiles its record
//     (the line prepended, C++14 without -O2), is judged as its folder
//     says: accepted on every test, or, in problemtools' order, first
//     rejected with a wrong answer (43, not a crash) whose judge message
//     names its misreading;
//   - no team message holds the test's answer, for a wrong answer or the
//     junk outputs problemtools feeds an output validator, which are
//     rejected with 43, never a crash.
func checkPackage(t *testing.T, pkg, game string) {
	t.Helper()
	a := &audit{pkg: pkg, game: game, tmp: t.TempDir()}
	a.config()
	a.layout()
	inputCheck := a.buildInputValidator()
	outputCheck := a.buildValidator("output_validators")
	for _, f := range a.faults {
		t.Error(f)
	}
	if inputCheck == "" || outputCheck == "" {
		t.FailNow()
	}
	a.faults = nil

	ins := a.tests()
	if len(ins) < 5 {
		t.Fatalf("only %d tests in data/", len(ins))
	}
	for _, in := range ins {
		if code, out := exitOf(t, inputCheck, nil, in, nil); code != 42 {
			t.Errorf("the input validator on %s: exit %d, want 42\n%s", in, code, out)
		}
	}
	broken := map[string]string{"poker": "1 4 2 1\n1 2 1 2\n0 0 0 0\n1 1 1 2\n", "mayan": "6\n1 0\n0\n0\n0\n0\n"}[game] // n = 1; n = 6 moves
	if code, out := exitOf(t, inputCheck, nil, "", []byte(broken)); code != 43 {
		t.Errorf("the input validator on a broken input: exit %d, want 43\n%s", code, out)
	}
	for _, in := range ins {
		ans, _ := os.ReadFile(strings.TrimSuffix(in, ".in") + ".ans")
		if f := judged(t, outputCheck, in, ans); f.code != 42 {
			t.Errorf("the output validator rejects %s's own .ans: exit %d\n%s", in, f.code, f.judge)
		}
	}
	// Hydro's checker, on two tests: each one's answer, and one wrong.
	for _, in := range ins[:2] {
		ans, _ := os.ReadFile(strings.TrimSuffix(in, ".in") + ".ans")
		if code, msg := a.hydroCheck(t, in, ans); code != 42 {
			t.Errorf("Hydro's checker rejects %s's own .ans: exit %d, %s", in, code, msg)
		}
		if code, msg := a.hydroCheck(t, in, []byte("-1\n")); code != 43 || msg == "" || givesAway(msg, in, "-1\n") != "" {
			t.Errorf("Hydro's checker on -1 for %s: exit %d, want 43 with a message that keeps the answer; %q", in, code, msg)
		}
	}
	a.teamMessages(t, outputCheck)
	for _, f := range a.faults {
		t.Error(f)
	}
	a.faults = nil

	// Every submission, as problemtools and as Hydro compile it.
	limit := map[string]int{"poker": 512, "mayan": 128}[game] // MiB: THUPC 2022, NOIP 2011
	subs, _ := filepath.Glob(filepath.Join(pkg, "submissions", "*", "*"))
	if n, _ := filepath.Glob(filepath.Join(pkg, "submissions", "accepted", "*")); len(n) != 1 || len(subs) < 3 {
		t.Fatalf("submissions: %v, want one accepted and wrong answers", subs)
	}
	for _, sub := range subs {
		folder := filepath.Base(filepath.Dir(sub))
		for _, judge := range []struct{ name, bin string }{
			{"problemtools", compileCpp(t, sub)},
			{"Hydro", compileHydroRecord(t, sub)},
		} {
			if v := judgeSubmission(t, outputCheck, limited(limit, judge.bin), ins); v != folder+" "+filepath.Base(sub) && !(folder == "accepted" && v == "accepted") {
				t.Errorf("%s, compiled as %s compiles it: want %s; %s", sub, judge.name, folder, v)
			}
		}
	}
}

// feedback is what the output validator said of one output: its exit
// status and its two messages.
type feedback struct {
	code        int
	judge, team string
}

// judged runs the output validator on one output of one test.
func judged(t *testing.T, outputCheck, in string, output []byte) feedback {
	t.Helper()
	fb := t.TempDir()
	ans := strings.TrimSuffix(in, ".in") + ".ans"
	code, out := exitOf(t, outputCheck, []string{in, ans, fb + "/"}, "", output)
	judge, _ := os.ReadFile(filepath.Join(fb, "judgemessage.txt"))
	team, _ := os.ReadFile(filepath.Join(fb, "teammessage.txt"))
	return feedback{code, out + string(judge), string(team)}
}

// judgeSubmission runs a submission's command on the tests in
// problemtools' order (sample, then secret, each by name) up to the first
// that is not accepted, and says how it went: "accepted"; "wrong_answer
// NAME.cc" when that test's output is a wrong answer whose judge message
// names the misreading the file is named after (NAME reads the
// catalogue's, "_" for "-") and whose team message keeps the answer;
// else what went wrong.
func judgeSubmission(t *testing.T, outputCheck string, command, ins []string) string {
	t.Helper()
	for _, in := range ins {
		cmd := exec.Command(command[0], command[1:]...)
		f, _ := os.Open(in)
		var stderr bytes.Buffer
		cmd.Stdin, cmd.Stderr = f, &stderr
		output, err := cmd.Output()
		f.Close()
		if err != nil {
			return "a crash on " + in + ": " + err.Error() + "\n" + stderr.String()
		}
		fb := judged(t, outputCheck, in, output)
		if fb.code == 42 {
			continue
		}
		name := filepath.Base(command[len(command)-1])
		id := strings.ReplaceAll(strings.TrimSuffix(name, filepath.Ext(name)), "_", "-")
		switch {
		case fb.code != 43:
			return fmt.Sprintf("on %s the output validator's exit %d: %s", in, fb.code, fb.judge)
		case !strings.Contains(fb.judge, "("+id+")"):
			return fmt.Sprintf("rejected on %s, but the judge message does not name %s: %s", in, id, fb.judge)
		case givesAway(fb.team, in, string(output)) != "":
			return fmt.Sprintf("rejected on %s, but the team message gives away %q: %s", in, givesAway(fb.team, in, string(output)), fb.team)
		}
		return "wrong_answer " + strings.TrimSuffix(name, ".cc") + ".cc"
	}
	return "accepted"
}

// givesAway says what of a test's answer a team message holds, or "": a
// line of the answer (a total, a move, or -1) that the team's own output
// does not hold, as a word of the message.
func givesAway(team, in, output string) string {
	ans, _ := os.ReadFile(strings.TrimSuffix(in, ".in") + ".ans")
	words := " " + strings.Join(strings.FieldsFunc(team, func(r rune) bool { return strings.ContainsRune(" \t\n,;:()", r) }), " ") + " "
	mine := "\n" + strings.Join(strings.Fields(strings.ReplaceAll(output, "\n", " \n ")), " ") + "\n"
	for _, line := range strings.Split(strings.TrimSpace(string(ans)), "\n") {
		line = strings.Join(strings.Fields(line), " ")
		if line != "" && strings.Contains(words, " "+line+" ") && !strings.Contains(strings.ReplaceAll(mine, " \n ", "\n"), "\n"+line+"\n") {
			return line
		}
	}
	return ""
}

// compileHydroRecord compiles a submission as Hydro judges the record its
// import makes of it (problem.ts: "// NAME: DIR" and a line break put
// before the code; the language its name's first extension, cc: Hydro's
// C++, setting.yaml's "g++ -Wall -std=c++14 -o foo foo.cc -lm", without
// -O2), and returns the program.
func compileHydroRecord(t *testing.T, sub string) string {
	t.Helper()
	code, err := os.ReadFile(sub)
	if err != nil {
		t.Fatal(err)
	}
	if lang := strings.Split(filepath.Base(sub), ".")[1]; lang != "cc" {
		t.Fatalf("%s: a record in Hydro's %s, which this test cannot compile", sub, lang)
	}
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "foo.cc"), []byte("// "+filepath.Base(sub)+": "+filepath.Dir(sub)+"\n"+string(code)), 0o644)
	bin := filepath.Join(dir, filepath.Base(sub)) // named as the file, which judgeSubmission reads
	if out, err := exec.Command("g++", "-Wall", "-std=c++14", "-o", bin, filepath.Join(dir, "foo.cc"), "-lm").CombinedOutput(); err != nil {
		t.Fatalf("Hydro's C++ compiles the record of %s: %v\n%s", sub, err, out)
	}
	return bin
}

// teamMessages judges wrong outputs of every test (-1; for a Lines & Poker
// total, one more; the junk problemtools feeds an output validator) and
// notes each that is not rejected with 43, crashes, or whose team message
// gives away the test's answer.
func (a *audit) teamMessages(t *testing.T, outputCheck string) {
	t.Helper()
	rng := rand.New(rand.NewSource(1))
	noise := make([]byte, 2000)
	rng.Read(noise)
	junk := map[string][]byte{
		"empty": {}, "random bytes": noise, "a huge number": []byte("123456789012345678901234567890\n"),
		"a huge negative number": []byte("-99999999999999999999999999999999\n"), "NUL bytes": make([]byte, 64),
		"a float": []byte("1.5e300\n"), "many lines": bytes.Repeat([]byte("1 1 1\n"), 10000),
	}
	for i, in := range a.tests() {
		ans, _ := os.ReadFile(strings.TrimSuffix(in, ".in") + ".ans")
		wrongs := map[string][]byte{"-1": []byte("-1\n")}
		if total, err := strconv.ParseInt(strings.TrimSpace(string(ans)), 10, 64); err == nil && a.game == "poker" {
			wrongs["one more"] = []byte(strconv.FormatInt(total+1, 10) + "\n")
		}
		if i < 2 {
			for name, j := range junk {
				wrongs[name] = j
			}
		}
		for name, output := range wrongs {
			if string(output) == string(ans) {
				continue
			}
			fb := judged(t, outputCheck, in, output)
			if fb.code != 43 || strings.Contains(fb.judge, "panic") || strings.Contains(fb.judge, "goroutine") {
				a.fault("the output validator on %s for %s: exit %d, want 43 and no crash\n%s", name, in, fb.code, fb.judge)
			}
			if g := givesAway(fb.team, in, string(output)); g != "" {
				a.fault("the team message on %s for %s gives the answer away (%q): %s", name, in, g, fb.team)
			}
		}
	}
}

// limited is a command run with its address space limited to mebibytes
// MiB, as problemtools runs a submission (RLIMIT_AS at the memory limit).
func limited(mebibytes int, command ...string) []string {
	return append([]string{"sh", "-c", `ulimit -v ` + strconv.Itoa(mebibytes*1024) + ` && exec "$0" "$@"`}, command...)
}

// exitOf runs a program with args, its stdin the file in (or the bytes
// stdin), and returns its exit status and what it wrote.
func exitOf(t *testing.T, program string, args []string, in string, stdin []byte) (int, string) {
	t.Helper()
	cmd := exec.Command(program, args...)
	if in != "" {
		f, err := os.Open(in)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		cmd.Stdin = f
	} else {
		cmd.Stdin = bytes.NewReader(stdin)
	}
	out, err := cmd.CombinedOutput()
	if ee, ok := err.(*exec.ExitError); ok {
		return ee.ExitCode(), string(out)
	}
	if err != nil {
		t.Fatalf("%s: %v", program, err)
	}
	return 0, string(out)
}

// runOn runs a submission on a test's input and returns its output.
func runOn(t *testing.T, command []string, in string) []byte {
	t.Helper()
	f, err := os.Open(in)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	cmd := exec.Command(command[0], command[1:]...)
	cmd.Stdin = f
	out, _ := cmd.Output()
	return out
}
