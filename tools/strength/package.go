package main

import (
	"embed"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"match3/internal/gen"
	"match3/internal/match3bin"
	"match3/internal/mistake"
)

// An ICPC problem package (the legacy format of the Kattis problem package
// format) around a test set that -write made, written so that three judges
// take it as it is, each by its own code: Kattis problemtools, DOMjudge
// and Hydro.
//
//	problem.yaml              name, uuid, source, rights owner, validation: custom, the memory limit
//	.timelimit                the original time limit in seconds (DOMjudge; BAPCtools)
//	domjudge-problem.ini      timelimit = the same (DOMjudge, and Hydro, which reads no .timelimit)
//	problem_statement/        problem.en.tex (problemtools), problem.en.md (Hydro), problem.html (DOMjudge)
//	data/sample/1, data/secret/GAME-02...   the tests, NAME.in and NAME.ans
//	input_validators/validate/   match3's strict reader (internal/strict) as Go source
//	output_validators/match3/    build, run around match3 -checker kattis, match3,
//	                             hydro-checker.bash
//	testdata/config.yaml      Hydro's checker (the output validator as its kattis checker),
//	                          and the time limit rates that keep its total in 60 s
//	submissions/accepted/     a C++ solution (solutions/*.cc here)
//	submissions/wrong_answer/ the same with one misreading each, in C++ too
//
// match3 in the output validator's folder is a static linux/amd64 binary
// built when the package is written: a judge host needs no Go (DOMjudge
// builds in a chroot with the default languages' compilers only), no
// network, no /tmp. The folder is flat, as DOMjudge requires (it flattens
// every file of output_validators/ to its base name and aborts on two
// folders), and Hydro too (it uploads each entry of output_validators/*/
// as a file). DOMjudge keeps only build and run executable, so build gives
// match3 its bit back. It is the package's one binary (2.5 MB, 1.1 MB
// zipped): DOMjudge and Hydro run no input validator, and problemtools and
// Kattis, which do, compile Go (gccgo), so the input validator is the
// source of match3's own strict reader, which imports nothing.
//
// Every submission is C++: problemtools runs submissions with their
// address space limited to the memory limit (RLIMIT_AS), under which no Go
// program starts; Hydro prepends a "// NAME: DIR" line to each, which only
// a language whose comment is // compiles, and names its language by the
// file name's first extension (cc: C++14 without -O2).

// hydroTotalSeconds is the most a problem's time limits may add up to on
// Hydro's judge by default (hydrojudge's total_time_limit, config.ts):
// cases.ts refuses a problem over it, for each language at its rate.
const hydroTotalSeconds = 60

// hydroRates are the time limit rates of Hydro's default languages
// (packages/hydrooj/setting.yaml): Java and Kotlin run at twice the limit,
// Kotlin/JVM too (a sub-language takes its language's settings,
// common/lang.ts). A problem's time_limit_rate is looked up by the exact
// language (cases.ts l.92), so each is named.
var hydroRates = map[string]float64{"java": 2, "kt": 2, "kt.jvm": 2}

// problemInfo is what a package says of each problem.
type problemInfo struct {
	name, source, url, rightsOwner, uuid string
	seconds, mebibytes                   int
	sample                               string // the statement's example, under match3's testdata
	wrong                                []wrongAnswer
}

// wrongAnswer is the accepted solution (solutions/GAME.cc) with one
// catalogued misreading (internal/mistake) made in it: the line old
// becomes new.
type wrongAnswer struct{ mistake, old, new string }

var problems = map[string]problemInfo{
	"poker": {"Integration of Lines and Poker", "THUPC 2022", "https://www.acmicpc.net/problem/33268",
		"Tsinghua University Student Association for Algorithm and Competition (THUSAAC)",
		"b5b0d849-33dc-489b-b7b7-beffe65a28f6", 1, 512, "poker/thupc2022-01",
		[]wrongAnswer{
			{"smaller-main-color", "        pending.push_back(mains);\n",
				"        pending.push_back(vector<int>(1, *min_element(mains.begin(), mains.end())));\n"},
			{"no-round-multiplier", "            score += rounds * sum;\n", "            score += sum;\n"},
		}},
	"mayan": {"Mayan puzzle", "NOIP 2011", "https://www.luogu.com.cn/problem/P1312",
		"China Computer Federation (CCF)",
		"d3536325-d975-433a-87ce-90f3a49a08f8", 3, 128, "mayan/sample",
		[]wrongAnswer{
			{"left-first", "for (int g = 1; g >= -1; g -= 2) {", "for (int g = -1; g <= 1; g += 2) {"},
			{"no-left-drag", "if (g == -1 && b.cell[to][y]) continue;", "if (g == -1) continue;"},
		}},
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
	lines, err := readTeX(string(tex))
	if err != nil {
		return fmt.Errorf("statements/%s.tex: %v", game, err)
	}
	files["problem_statement/problem.en.tex"] = string(tex)
	files["problem_statement/problem.en.md"] = markdown(lines, files["data/sample/1.in"], files["data/sample/1.ans"])
	files["problem_statement/problem.html"] = statementHTML(p.name, lines, files["data/sample/1.in"], files["data/sample/1.ans"])

	// The input validator: internal/strict as package main, and a main
	// that speaks the input validator's protocol (exit 42 valid, 43 not).
	strict, err := os.ReadFile(filepath.Join(root, "internal", "strict", "validate.go"))
	if err != nil {
		return err
	}
	clause := regexp.MustCompile(`(?m)^package strict$`)
	if !clause.Match(strict) {
		return errors.New("internal/strict/validate.go: no package clause to make main")
	}
	files["input_validators/validate/validate.go"] = clause.ReplaceAllString(string(strict), "package main")
	// The statements' limits, as internal/gen states them for the tools
	// (a test holds them to parse.go's, which match3 -validate reads).
	hi := func(option string) int { return int(gen.RangeOf(option).Hi) }
	limits := fmt.Sprintf("Limits{Side: %d, Colors: %d, Ops: %d, Moves: %d, MayanColors: %d}", hi("n"), hi("k"), hi("q"), hi("moves"), hi("colors"))
	files["input_validators/validate/main.go"] = fmt.Sprintf(`package main

// The input validator's protocol around match3's strict reader (its
// validate.go, the reading of match3 -validate): exit 42 for a valid input
// on stdin, 43 otherwise, with testlib's words on stderr.

import (
	"fmt"
	"io"
	"os"
)

func main() {
	data, err := io.ReadAll(os.Stdin)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	if fault, _ := Input(%q, data, %s); fault != "" {
		fmt.Fprintln(os.Stderr, "FAIL "+fault)
		os.Exit(43)
	}
	os.Exit(42)
}
`, game, limits)

	files["output_validators/match3/run"] = fmt.Sprintf(`#!/bin/sh
# The output validator's protocol (input answer_file feedback_dir <
# team_output) spoken by match3 -checker kattis: exit 42 accepted, 43
# rejected; judgemessage.txt says all, teammessage.txt what a team may
# read (the misreading, where the answer departs; never the answer).
exec "$(dirname "$0")/match3" -checker kattis -game %s "$1" "$2" "$3"
`, game)
	files["output_validators/match3/build"] = `#!/bin/sh
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

	solution, err := packageFiles.ReadFile("solutions/" + game + ".cc")
	if err != nil {
		return err
	}
	files["submissions/accepted/"+game+".cc"] = string(solution)
	for _, w := range p.wrong {
		m, ok := mistake.ByID(w.mistake)
		if n := strings.Count(string(solution), w.old); !ok || n != 1 {
			return fmt.Errorf("solutions/%s.cc: the misreading %s changes %q, which it holds %d times", game, w.mistake, w.old, n)
		}
		files["submissions/wrong_answer/"+strings.ReplaceAll(w.mistake, "-", "_")+".cc"] = fmt.Sprintf(
			"// A wrong answer: the accepted solution (%s.cc) with one misreading, %s:\n// %s.\n", game, w.mistake, m.If) +
			strings.Replace(string(solution), w.old, w.new, 1)
	}

	tests, err := filepath.Glob(filepath.Join(out, "data", "secret", "*.in"))
	if err != nil {
		return err
	}
	files["testdata/config.yaml"] = hydroYAML(p, 1+len(tests))

	// Built for the judges' machines: linux/amd64, static.
	bin, err := match3bin.Build(root, "linux", "amd64")
	if err != nil {
		return fmt.Errorf("building a static match3 for the output validator: %v", err)
	}
	for name, text := range files {
		if err := writeFile(filepath.Join(out, filepath.FromSlash(name)), []byte(text), name); err != nil {
			return err
		}
	}
	return writeFile(filepath.Join(out, "output_validators", "match3", "match3"), bin, "match3")
}

// hydroYAML is the package's testdata/config.yaml, which Hydro reads as
// the problem's config when it imports it (hydrooj's problem.ts): the
// output validator, match3 -checker kattis, as its checker; the limits;
// and for each language that runs at a rate of the time limit, a rate
// that keeps the tests' time limits within Hydro's 60 s in all
// (hydrojudge's cases.ts reads time_limit_rate by language first).
func hydroYAML(p problemInfo, tests int) string {
	config := fmt.Sprintf(`# Hydro reads this when it imports the package (hydrooj's problem.ts):
# the output validator, match3 -checker kattis, is its checker.
time: %dms
memory: %dm
checker_type: kattis
checker: hydro-checker.bash
judge_extra_files:
  - match3
`, 1000*p.seconds, p.mebibytes)
	var slowed []string
	for lang := range hydroRates {
		slowed = append(slowed, lang)
	}
	sort.Strings(slowed)
	// The most rate that fits, in tenths rounded down; under 1 no language
	// fits, and strength says so.
	fits := math.Floor(10*float64(hydroTotalSeconds)/float64(tests*p.seconds)) / 10
	rates := ""
	for _, lang := range slowed {
		if fits >= 1 && fits < hydroRates[lang] {
			rates += fmt.Sprintf("  %s: %g\n", lang, fits)
		}
	}
	if rates != "" {
		config += fmt.Sprintf("# %d tests of %d s: at Hydro's default rates Java and Kotlin would run past its 60 s\n"+
			"# in all (cases.ts), so they run at these:\ntime_limit_rate:\n%s", tests, p.seconds, rates)
	}
	return config
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
