package main

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// An ICPC problem package (the legacy format of the Kattis problem package
// format, which DOMjudge and problemtools read and Hydro imports) around a
// test set that -write made:
//
//	problem.yaml          the name, the source, validation: custom, the memory limit
//	.timelimit            the original time limit, in seconds (DOMjudge reads it)
//	data/sample/          the statement's example, with match3's answer
//	data/secret/          the tests, NAME.in and NAME.ans
//	input_validators/match3/   build and run scripts around match3 -validate
//	output_validators/match3/  build and run scripts around match3 -checker kattis
//	submissions/accepted/      match3's judge bundle of the problem
//	submissions/wrong_answer/  contestant-style solutions, each with a misreading
//
// A validator is a directory with build and run scripts (the format's
// programs): build compiles match3 from the copy of its source in src/
// with the judge host's Go (1.21 or newer), so the package needs nothing
// else.

// problemInfo is what a package says of each problem.
type problemInfo struct {
	name, source, url  string
	seconds, mebibytes int
	sample             string // the statement's example, under match3's testdata
	wrong              []wrongAnswer
}

// wrongAnswer is a contestant's solution (tools/stress/testdata/contestants)
// with a misreading switched on.
type wrongAnswer struct{ name, program, flag string }

var problems = map[string]problemInfo{
	"poker": {"Integration of Lines and Poker", "THUPC 2022", "https://www.acmicpc.net/problem/33268", 1, 512, "poker/thupc2022-01",
		[]wrongAnswer{{"combo_per_run", "poker.py", "per-run"}, {"smaller_main_color", "poker.py", "smaller"}}},
	"mayan": {"Mayan puzzle", "NOIP 2011", "https://www.luogu.com.cn/problem/P1312", 3, 128, "mayan/sample",
		[]wrongAnswer{{"left_first", "mayan.py", "left-first"}, {"no_left_drag", "mayan.py", "no-left"}}},
}

// writePackage makes out, where the set's tests are written into
// data/secret, an ICPC problem package; root is match3's source.
func writePackage(root, out, game string) error {
	p := problems[game]
	yaml := fmt.Sprintf("# An ICPC problem package (legacy format), written by match3's tools/strength.\n"+
		"name: %s\nsource: %s\nsource_url: %s\nlicense: unknown\nvalidation: custom\nlimits:\n  memory: %d\n",
		p.name, p.source, p.url, p.mebibytes)
	files := map[string]string{
		"problem.yaml": yaml,
		".timelimit":   fmt.Sprintf("%d\n", p.seconds),
	}
	for _, ext := range []string{".in", ".out"} {
		b, err := os.ReadFile(filepath.Join(root, "testdata", p.sample+ext))
		if err != nil {
			return err
		}
		files["data/sample/1"+map[string]string{".in": ".in", ".out": ".ans"}[ext]] = string(b)
	}
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
# Builds match3 from the copy of its source in src/ (standard library
# only; Go 1.21 or newer), as the package format runs a program's build.
set -e
cd "$(dirname "$0")"
if [ -z "$GOCACHE" ] && [ -z "$HOME" ]; then export GOCACHE="$PWD/.gocache"; fi
cd src
GOFLAGS= GOTOOLCHAIN=local GO111MODULE=on go build -o ../match3 .
`
	files["input_validators/match3/build"] = build
	files["output_validators/match3/build"] = build
	src, err := sourceFiles(root)
	if err != nil {
		return err
	}
	for name, text := range src {
		files["input_validators/match3/src/"+name] = text
		files["output_validators/match3/src/"+name] = text
	}
	bundle := exec.Command("go", "run", "./tools/bundle", "-game", game)
	bundle.Dir = root
	accepted, err := bundle.Output()
	if err != nil {
		return fmt.Errorf("bundling match3 for %s: %v", game, err)
	}
	files["submissions/accepted/match3.go"] = string(accepted)
	for _, w := range p.wrong {
		b, err := os.ReadFile(filepath.Join(root, "tools/stress/testdata/contestants", w.program))
		if err != nil {
			return err
		}
		files["submissions/wrong_answer/"+w.name+".py"] = "#!/usr/bin/env python3\n" +
			"# A contestant's solution, reading the statement with one mistake: " + w.flag + ".\n" +
			"import sys\nsys.argv[1:] = [" + fmt.Sprintf("%q", w.flag) + "]\n" + string(b)
	}
	for name, text := range files {
		path := filepath.Join(out, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return err
		}
		mode := os.FileMode(0o644)
		if strings.HasSuffix(name, "/run") || strings.HasSuffix(name, "/build") {
			mode = 0o755
		}
		if err := os.WriteFile(path, []byte(text), mode); err != nil {
			return err
		}
	}
	return nil
}

// sourceFiles is match3's source as a build of the binary needs it, by
// path under the module: go.mod and each package's Go and embedded files
// (go list says which), tests left out.
func sourceFiles(root string) (map[string]string, error) {
	list := exec.Command("go", "list", "-deps", "-json", ".")
	list.Dir = root
	out, err := list.Output()
	if err != nil {
		return nil, fmt.Errorf("go list in %s: %v", root, err)
	}
	files := map[string]string{}
	mod, err := os.ReadFile(filepath.Join(root, "go.mod"))
	if err != nil {
		return nil, err
	}
	files["go.mod"] = string(mod)
	dec := json.NewDecoder(strings.NewReader(string(out)))
	for dec.More() {
		var pkg struct {
			Dir                 string
			Standard            bool
			GoFiles, EmbedFiles []string
		}
		if err := dec.Decode(&pkg); err != nil {
			return nil, err
		}
		if pkg.Standard {
			continue
		}
		rel, err := filepath.Rel(root, pkg.Dir)
		if err != nil {
			return nil, err
		}
		for _, f := range append(pkg.GoFiles, pkg.EmbedFiles...) {
			b, err := os.ReadFile(filepath.Join(pkg.Dir, f))
			if err != nil {
				return nil, err
			}
			files[filepath.ToSlash(filepath.Join(rel, f))] = string(b)
		}
	}
	return files, nil
}
