package main

import (
	"embed"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// An ICPC problem package (the legacy format of the Kattis problem package
// format) around a test set that -write made, written so that three judges
// take it as it is, each by its own code: Kattis problemtools, DOMjudge
// and Hydro.
//
//	problem.yaml              name, uuid, source, rights owner, validation: custom, the memory limit
//	.timelimit                the original time limit in seconds (DOMjudge; BAPCtools)
//	domjudge-problem.ini      timelimit = the same (DOMjudge, and Hydro, which reads no .timelimit)
//	problem_statement/        problem.en.tex (problemtools), problem.en.md (Hydro shows it)
//	data/sample/, data/secret/   the tests, NAME.in and NAME.ans
//	input_validators/match3/     build, run around match3 -validate, match3
//	output_validators/match3/    build, run around match3 -checker kattis, match3,
//	                             hydro-checker.bash
//	testdata/config.yaml      Hydro's checker: the output validator as its kattis checker
//	submissions/accepted/     a C++ solution (solutions/*.cc here)
//	submissions/wrong_answer/ contestant-style Python solutions, each with one misreading
//	std/match3.go             match3's Go bundle: Hydro judges it as a record
//
// match3 in a validator's folder is a static linux/amd64 binary built when
// the package is written: a judge host needs no Go (DOMjudge builds in a
// chroot with the default languages' compilers only), no network, no /tmp.
// The folder is flat, as DOMjudge requires (it flattens every file of
// output_validators/ to its base name and aborts on two folders), and Hydro
// too (it uploads each entry of output_validators/*/ as a file). DOMjudge
// keeps only build and run executable, so build gives match3 its bit back.
//
// The Go bundle is no accepted submission: problemtools runs submissions
// with their address space limited to the memory limit (RLIMIT_AS), under
// which no Go program starts. Hydro's std/ is where a judge that runs Go
// finds it.

// hydroTotalSeconds is the most a problem's time limits may add up to on
// Hydro's judge by default (hydrojudge's total_time_limit, config.ts):
// cases.ts refuses a problem over it.
const hydroTotalSeconds = 60

// problemInfo is what a package says of each problem.
type problemInfo struct {
	name, source, url, rightsOwner, uuid string
	seconds, mebibytes                   int
	sample                               string // the statement's example, under match3's testdata
	wrong                                []wrongAnswer
}

// wrongAnswer is a contestant's solution (tools/stress/testdata/contestants)
// with a misreading switched on.
type wrongAnswer struct{ name, program, flag string }

var problems = map[string]problemInfo{
	"poker": {"Integration of Lines and Poker", "THUPC 2022", "https://www.acmicpc.net/problem/33268",
		"Tsinghua University Student Association for Algorithm and Competition (THUSAAC)",
		"b5b0d849-33dc-489b-b7b7-beffe65a28f6", 1, 512, "poker/thupc2022-01",
		[]wrongAnswer{{"combo_per_run", "poker.py", "per-run"}, {"smaller_main_color", "poker.py", "smaller"}}},
	"mayan": {"Mayan puzzle", "NOIP 2011", "https://www.luogu.com.cn/problem/P1312",
		"China Computer Federation (CCF)",
		"d3536325-d975-433a-87ce-90f3a49a08f8", 3, 128, "mayan/sample",
		[]wrongAnswer{{"left_first", "mayan.py", "left-first"}, {"no_left_drag", "mayan.py", "no-left"}}},
}

// The statements and the accepted solutions, one of each per problem,
// named by the game.
//
//go:embed statements/*.tex solutions/*.cc
var packageFiles embed.FS

// writePackage makes out, where the set's tests are written into
// data/secret, an ICPC problem package; root is match3's source.
func writePackage(root, out, game string) error {
	p := problems[game]
	yaml := fmt.Sprintf("# An ICPC problem package (legacy format), written by match3's tools/strength.\n"+
		"name: %s\nuuid: %s\nsource: %s\nsource_url: %s\nrights_owner: %s\nlicense: unknown\nvalidation: custom\nlimits:\n  memory: %d\n",
		p.name, p.uuid, p.source, p.url, p.rightsOwner, p.mebibytes)
	files := map[string]string{
		"problem.yaml":         yaml,
		".timelimit":           fmt.Sprintf("%d\n", p.seconds),
		"domjudge-problem.ini": fmt.Sprintf("timelimit = %d\n", p.seconds),
	}
	for _, ext := range []string{".in", ".out"} {
		b, err := os.ReadFile(filepath.Join(root, "testdata", p.sample+ext))
		if err != nil {
			return err
		}
		files["data/sample/1"+map[string]string{".in": ".in", ".out": ".ans"}[ext]] = string(b)
	}
	tex, err := packageFiles.ReadFile("statements/" + game + ".tex")
	if err != nil {
		return err
	}
	md, err := markdown(string(tex), files["data/sample/1.in"], files["data/sample/1.ans"])
	if err != nil {
		return fmt.Errorf("statements/%s.tex: %v", game, err)
	}
	files["problem_statement/problem.en.tex"] = string(tex)
	files["problem_statement/problem.en.md"] = md

	files["input_validators/match3/run"] = fmt.Sprintf(`#!/bin/sh
# The input validator's protocol around match3 -validate (the statement's
# every promise, and its layout as testlib reads it): exit 42 for a valid
# input on stdin, 43 otherwise, with testlib's words on stderr.
"$(dirname "$0")/match3" -validate -game %s
if [ $? -eq 0 ]; then exit 42; fi
exit 43
`, game)
	files["output_validators/match3/run"] = fmt.Sprintf(`#!/bin/sh
# The output validator's protocol (input answer_file feedback_dir <
# team_output) spoken by match3 -checker kattis: exit 42 accepted, 43
# rejected, the misreading named in judgemessage.txt and teammessage.txt.
exec "$(dirname "$0")/match3" -checker kattis -game %s "$1" "$2" "$3"
`, game)
	build := `#!/bin/sh
# match3 here is a static linux/amd64 binary, built when the package was
# written: the judge host needs no Go, no network and no /tmp. DOMjudge
# keeps only build and run executable when it imports a validator, so
# match3 gets its bit back, on a copy this user owns.
set -e
cd "$(dirname "$0")"
cp match3 match3.new
chmod 755 match3.new
mv match3.new match3
# An empty puzzle, answered -1: match3 runs on this machine.
echo 1 0 0 0 0 0 | ./match3 -game mayan >/dev/null || {
	echo "match3 in $(pwd) is built for linux/amd64 and does not run here: build match3 from its source (go build) and put it here" >&2
	exit 1
}
`
	files["input_validators/match3/build"] = build
	files["output_validators/match3/build"] = build
	// Hydro's checker: testdata/config.yaml makes it the kattis checker
	// (hydrojudge's checkers.ts), which Hydro runs in its sandbox as
	// "execute input answer_file feedback_dir < user_output", match3 (a
	// judge extra file) beside it. Hydro takes a checker's language from
	// its file name alone (common/cases.ts drops a lang given, task.ts
	// reads the last extension): .bash is its bash, which needs no
	// compiler and runs as "/bin/bash foo.sh". The sandbox allows 32
	// processes.
	files["output_validators/match3/hydro-checker.bash"] = fmt.Sprintf(`#!/bin/bash
# Hydro's kattis checker (testdata/config.yaml names it): match3 -checker
# kattis, as run does for DOMjudge and problemtools. Hydro's sandbox allows
# 32 processes; Go's threads are kept few.
GOMAXPROCS=2 exec ./match3 -checker kattis -game %s "$1" "$2" "$3"
`, game)
	files["testdata/config.yaml"] = fmt.Sprintf(`# Hydro reads this when it imports the package (hydrooj's problem.ts):
# the output validator, match3 -checker kattis, is its checker.
time: %dms
memory: %dm
checker_type: kattis
checker: hydro-checker.bash
judge_extra_files:
  - match3
`, 1000*p.seconds, p.mebibytes)

	solution, err := packageFiles.ReadFile("solutions/" + game + ".cc")
	if err != nil {
		return err
	}
	files["submissions/accepted/"+game+".cc"] = string(solution)
	for _, w := range p.wrong {
		b, err := os.ReadFile(filepath.Join(root, "tools/stress/testdata/contestants", w.program))
		if err != nil {
			return err
		}
		files["submissions/wrong_answer/"+w.name+".py"] = "#!/usr/bin/env python3\n" +
			"# A contestant's solution, reading the statement with one mistake: " + w.flag + ".\n" +
			"import sys\nsys.argv[1:] = [" + fmt.Sprintf("%q", w.flag) + "]\n" + string(b)
	}
	bundle := exec.Command("go", "run", "./tools/bundle", "-game", game)
	bundle.Dir = root
	accepted, err := bundle.Output()
	if err != nil {
		return fmt.Errorf("bundling match3 for %s: %v", game, err)
	}
	files["std/match3.go"] = string(accepted)

	bin, err := staticMatch3(root)
	if err != nil {
		return err
	}
	for name, text := range files {
		if err := writeFile(filepath.Join(out, filepath.FromSlash(name)), []byte(text), name); err != nil {
			return err
		}
	}
	for _, dir := range []string{"input_validators", "output_validators"} {
		if err := writeFile(filepath.Join(out, dir, "match3", "match3"), bin, "match3"); err != nil {
			return err
		}
	}
	return nil
}

// writeFile writes one file of a package: programs (build, run, scripts,
// match3) executable.
func writeFile(path string, data []byte, name string) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	mode := os.FileMode(0o644)
	if base := filepath.Base(name); base == "run" || base == "build" || base == "match3" || strings.HasSuffix(base, ".bash") {
		mode = 0o755
	}
	return os.WriteFile(path, data, mode)
}

// staticMatch3 builds match3 for the judges' machines: linux/amd64, no
// cgo (so statically linked: it needs nothing of the host), without
// symbols or debug information (a third of the size).
func staticMatch3(root string) ([]byte, error) {
	dir, err := os.MkdirTemp("", "match3-static")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	bin := filepath.Join(dir, "match3")
	build := exec.Command("go", "build", "-ldflags=-s -w", "-o", bin, ".")
	build.Dir = root
	build.Env = append(os.Environ(), "CGO_ENABLED=0", "GOOS=linux", "GOARCH=amd64")
	if out, err := build.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("building a static match3 for the validators: %v\n%s", err, out)
	}
	return os.ReadFile(bin)
}
