package main

import (
	"bytes"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// TestMayanPackage writes a Mayan set as an ICPC problem package and
// checks it (checkPackage) as TestWrite checks the Lines & Poker one; it
// takes a minute, so it runs when MATCH3_PACKAGE_GAME=mayan asks.
func TestMayanPackage(t *testing.T) {
	if os.Getenv("MATCH3_PACKAGE_GAME") != "mayan" {
		t.Skip("MATCH3_PACKAGE_GAME=mayan runs it (a minute)")
	}
	bin := match3Binary(t)
	pkg := filepath.Join(t.TempDir(), "pkg")
	var report strings.Builder
	if err := run(options{out: pkg, game: "mayan", pkg: "icpc", match3: bin}, &report, &report); err != nil {
		t.Fatal(err)
	}
	checkPackage(t, pkg, "mayan")
}

// checkPackage reads a package strength wrote as the three judges' own
// code does (docs/strength.md cites it), and fails where one of them
// would refuse it:
//   - problemtools' config: problem.yaml's keys, uuid, license; the
//     statement, its \problemname the name (auditConfig);
//   - DOMjudge's import and judgehost, Hydro's import: a flat validator
//     folder, built with no Go and no TMPDIR, only build and run left
//     executable (auditLayout, buildValidator); Hydro's checker run as
//     its kattis checker (hydroCheck);
//   - every input passes the input validator and a broken one fails it;
//     every .ans is accepted by the output validator;
//   - the accepted C++ submission, compiled as a judge compiles C++, runs
//     with its address space limited to the memory limit (RLIMIT_AS, as
//     problemtools and BAPCtools do) and is accepted on every test; the
//     Go bundle of std/ (no RLIMIT_AS: Hydro limits memory by cgroup) too;
//   - each wrong-answer submission, run on the tests in problemtools'
//     order under RLIMIT_AS, is first rejected with a wrong answer (43),
//     not a crash;
//   - the junk outputs problemtools feeds an output validator are
//     rejected with 43, never a crash.
func checkPackage(t *testing.T, pkg, game string) {
	t.Helper()
	a := &audit{pkg: pkg, game: game, tmp: t.TempDir()}
	a.config()
	a.layout()
	inputCheck := a.buildValidator("input_validators")
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

	// judged runs the output validator on one output of one test.
	// judged runs the output validator on one output of one test: its
	// exit status, and what it wrote and the feedback it left.
	judged := func(in string, output []byte) (int, string) {
		fb := t.TempDir()
		ans := strings.TrimSuffix(in, ".in") + ".ans"
		code, out := exitOf(t, outputCheck, []string{in, ans, fb + "/"}, "", output)
		team, _ := os.ReadFile(filepath.Join(fb, "teammessage.txt"))
		return code, out + string(team)
	}
	for _, in := range ins {
		ans, _ := os.ReadFile(strings.TrimSuffix(in, ".in") + ".ans")
		if code, out := judged(in, ans); code != 42 {
			t.Errorf("the output validator rejects %s's own .ans: exit %d\n%s", in, code, out)
		}
	}
	// Hydro's checker, on two tests: each one's answer, and one wrong.
	for _, in := range ins[:2] {
		ans, _ := os.ReadFile(strings.TrimSuffix(in, ".in") + ".ans")
		if code, msg := a.hydroCheck(t, in, ans); code != 42 {
			t.Errorf("Hydro's checker rejects %s's own .ans: exit %d, %s", in, code, msg)
		}
		if code, msg := a.hydroCheck(t, in, []byte("-1\n")); code != 43 || msg == "" {
			t.Errorf("Hydro's checker on -1 for %s: exit %d, want 43 with a message; %q", in, code, msg)
		}
	}
	limit := map[string]int{"poker": 512, "mayan": 128}[game] // MiB: THUPC 2022, NOIP 2011

	// The accepted submissions: C++, compiled as a judge does, under
	// RLIMIT_AS; they must compile as Hydro's default C++ too (-std=c++14).
	subs, _ := filepath.Glob(filepath.Join(pkg, "submissions", "accepted", "*"))
	if len(subs) != 1 || filepath.Ext(subs[0]) != ".cc" {
		t.Fatalf("submissions/accepted: %v, want one C++ solution", subs)
	}
	accepted := compileCpp(t, subs[0])
	if out, err := exec.Command("g++", "-std=c++14", "-fsyntax-only", subs[0]).CombinedOutput(); err != nil {
		t.Errorf("%s is no C++14 (Hydro's cc): %v\n%s", subs[0], err, out)
	}
	// The Go bundle, built alone as a judge builds a Go file.
	sub := t.TempDir()
	src, _ := os.ReadFile(filepath.Join(pkg, "std", "match3.go"))
	os.WriteFile(filepath.Join(sub, "match3.go"), src, 0o644)
	build := exec.Command("go", "build", "-o", "sub", "match3.go")
	build.Dir, build.Env = sub, append(os.Environ(), "GOFLAGS=", "GO111MODULE=off")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("building std/match3.go: %v\n%s", err, out)
	}
	for _, in := range ins {
		for _, s := range []struct {
			name    string
			command []string
		}{{filepath.Base(subs[0]), limited(limit, accepted)}, {"std/match3.go", []string{filepath.Join(sub, "sub")}}} {
			output := runOn(t, s.command, in)
			if code, out := judged(in, output); code != 42 {
				t.Errorf("%s on %s: exit %d\n%s", s.name, in, code, out)
			}
		}
	}

	// Each wrong answer fails, in problemtools' order (sample, then secret,
	// each by name, up to the first test that is not accepted), with a
	// wrong answer (a crash or a run out of memory is not one), and the
	// output validator names its misreading (NAME.py reads the catalogue's
	// NAME, "_" for "-").
	if py, err := exec.LookPath("python3"); err == nil {
		wrongs, _ := filepath.Glob(filepath.Join(pkg, "submissions", "wrong_answer", "*.py"))
		if len(wrongs) == 0 {
			t.Error("no wrong-answer submissions")
		}
		for _, w := range wrongs {
			verdict := "accepted on every test"
			for _, in := range ins {
				command := limited(limit, py, w)
				cmd := exec.Command(command[0], command[1:]...)
				f, _ := os.Open(in)
				var stderr bytes.Buffer
				cmd.Stdin, cmd.Stderr = f, &stderr
				output, err := cmd.Output()
				f.Close()
				if err != nil {
					verdict = "a crash on " + in + ": " + err.Error() + "\n" + stderr.String()
					break
				}
				if code, msg := judged(in, output); code != 42 {
					verdict = ""
					id := strings.ReplaceAll(strings.TrimSuffix(filepath.Base(w), ".py"), "_", "-")
					if code != 43 || !strings.Contains(msg, "("+id+")") {
						verdict = fmt.Sprintf("on %s the output validator's exit %d, and its message does not name %s: %s", in, code, id, msg)
					}
					break
				}
			}
			if verdict != "" {
				t.Errorf("%s: want a wrong answer; %s", filepath.Base(w), verdict)
			}
		}
	} else if os.Getenv("CI") != "" {
		t.Error("no python3 in CI: .ci/run installs it")
	}

	// Junk, as problemtools feeds an output validator.
	rng := rand.New(rand.NewSource(1))
	noise := make([]byte, 2000)
	rng.Read(noise)
	for name, junk := range map[string][]byte{
		"empty": {}, "random bytes": noise, "a huge number": []byte("123456789012345678901234567890\n"),
		"a huge negative number": []byte("-99999999999999999999999999999999\n"), "NUL bytes": make([]byte, 64),
		"a float": []byte("1.5e300\n"), "many lines": bytes.Repeat([]byte("1 1 1\n"), 10000),
	} {
		for _, in := range ins[:2] {
			code, out := judged(in, junk)
			if code != 43 || strings.Contains(out, "panic") || strings.Contains(out, "goroutine") {
				t.Errorf("the output validator on %s for %s: exit %d, want 43 and no crash\n%s", name, in, code, out)
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

// tests are the package's inputs in problemtools' order: data/sample,
// then data/secret, each by name.
func (a *audit) tests() []string {
	var ins []string
	for _, group := range []string{"sample", "secret"} {
		names, _ := filepath.Glob(filepath.Join(a.pkg, "data", group, "*.in"))
		sort.Strings(names)
		ins = append(ins, names...)
	}
	return ins
}
