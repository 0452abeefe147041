package main

import (
	"bytes"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
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

// checkPackage reads a package strength wrote as the legacy format's
// specification says a judge does: problem.yaml holds only
// the format's keys and the original limits; each validator is a program
// directory, built by running its build script in a copy of it, then
// invoked through run; every input of data/ passes the input validator
// (exit 42) and a broken one fails it (43); every .ans is accepted by the
// output validator (42); the accepted submission, built alone with go,
// is accepted on every test; each wrong-answer submission is rejected on
// at least one; and the junk outputs problemtools feeds an output
// validator (empty, random bytes, huge numbers) are rejected with 43,
// never a crash.
func checkPackage(t *testing.T, pkg, game string) {
	t.Helper()
	yaml, err := os.ReadFile(filepath.Join(pkg, "problem.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	known := map[string]bool{"problem_format_version": true, "type": true, "name": true, "uuid": true, "author": true, "source": true,
		"source_url": true, "license": true, "rights_owner": true, "limits": true, "validation": true, "validator_flags": true, "grading": true, "keywords": true}
	limits := map[string]bool{"time_multiplier": true, "time_safety_margin": true, "memory": true, "output": true, "code": true,
		"compilation_time": true, "compilation_memory": true, "validation_time": true, "validation_memory": true, "validation_output": true}
	for _, line := range strings.Split(string(yaml), "\n") {
		key, _, found := strings.Cut(strings.TrimSpace(line), ":")
		if !found || strings.HasPrefix(line, "#") {
			continue
		}
		if strings.HasPrefix(line, " ") && !limits[key] || !strings.HasPrefix(line, " ") && !known[key] {
			t.Errorf("problem.yaml: %q is no key of the legacy format", line)
		}
	}
	// THUPC 2022: 1 s, 512 MiB; NOIP 2011: 3 s, 128 MiB.
	wantLimits := map[string][2]string{"poker": {"1\n", "memory: 512\n"}, "mayan": {"3\n", "memory: 128\n"}}[game]
	if tl, _ := os.ReadFile(filepath.Join(pkg, ".timelimit")); string(tl) != wantLimits[0] || !strings.Contains(string(yaml), wantLimits[1]) || !strings.Contains(string(yaml), "validation: custom\n") {
		t.Errorf(".timelimit %q, problem.yaml:\n%s", tl, yaml)
	}

	inputCheck := buildProgram(t, filepath.Join(pkg, "input_validators", "match3"))
	outputCheck := buildProgram(t, filepath.Join(pkg, "output_validators", "match3"))
	ins, _ := filepath.Glob(filepath.Join(pkg, "data", "*", "*.in"))
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
	judged := func(in string, output []byte) (int, string) {
		fb := t.TempDir()
		ans := strings.TrimSuffix(in, ".in") + ".ans"
		return exitOf(t, outputCheck, []string{in, ans, fb}, "", output)
	}
	for _, in := range ins {
		ans, _ := os.ReadFile(strings.TrimSuffix(in, ".in") + ".ans")
		if code, out := judged(in, ans); code != 42 {
			t.Errorf("the output validator rejects %s's own .ans: exit %d\n%s", in, code, out)
		}
	}

	// The accepted submission, built alone as a judge builds a Go file.
	sub := t.TempDir()
	src, _ := os.ReadFile(filepath.Join(pkg, "submissions", "accepted", "match3.go"))
	os.WriteFile(filepath.Join(sub, "match3.go"), src, 0o644)
	build := exec.Command("go", "build", "-o", "sub", "match3.go")
	build.Dir, build.Env = sub, append(os.Environ(), "GOFLAGS=", "GO111MODULE=off")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("building the accepted submission: %v\n%s", err, out)
	}
	for _, in := range ins {
		output := runOn(t, []string{filepath.Join(sub, "sub")}, in)
		if code, out := judged(in, output); code != 42 {
			t.Errorf("the accepted submission on %s: exit %d\n%s", in, code, out)
		}
	}

	// Each wrong answer fails somewhere.
	if py, err := exec.LookPath("python3"); err == nil {
		wrongs, _ := filepath.Glob(filepath.Join(pkg, "submissions", "wrong_answer", "*.py"))
		if len(wrongs) == 0 {
			t.Error("no wrong-answer submissions")
		}
		// Smallest tests first, stopping at the first rejection: the
		// full-size ones take a Python solution seconds.
		bySize := append([]string(nil), ins...)
		sort.Slice(bySize, func(i, j int) bool { return fileSize(bySize[i]) < fileSize(bySize[j]) })
		for _, w := range wrongs {
			rejected := false
			for _, in := range bySize {
				if code, _ := judged(in, runOn(t, []string{py, w}, in)); code == 43 {
					rejected = true
					break
				}
			}
			if !rejected {
				t.Errorf("%s is accepted on every test", filepath.Base(w))
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

// buildProgram builds a program directory as the format says: its build
// script runs in a copy of the directory, and run must exist after it.
func buildProgram(t *testing.T, dir string) string {
	t.Helper()
	copyDir := filepath.Join(t.TempDir(), filepath.Base(dir))
	if out, err := exec.Command("cp", "-r", dir, copyDir).CombinedOutput(); err != nil {
		t.Fatalf("cp: %v\n%s", err, out)
	}
	build := exec.Command("./build")
	build.Dir = copyDir
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("%s/build: %v\n%s", dir, err, out)
	}
	run := filepath.Join(copyDir, "run")
	if info, err := os.Stat(run); err != nil || info.Mode()&0o111 == 0 {
		t.Fatalf("%s: no executable run after build (%v)", dir, err)
	}
	return run
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

func fileSize(path string) int64 {
	info, err := os.Stat(path)
	if err != nil {
		return 0
	}
	return info.Size()
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
