package main

import (
	"compress/flate"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// An audit reads a package as the judges' own code reads it, and notes
// what each would refuse. Sources: Kattis problemtools a185fe9
// (problemtools/metadata.py, verifyproblem.py, statement_util.py,
// run/buildrun.py); DOMjudge a023fd3 (webapp/src/Service/
// ImportProblemService.php, judge/judgedaemon.main.php,
// judge/build_executable.sh, misc-tools/dj_make_chroot.in); Hydro 409af92
// (packages/hydrooj/src/model/problem.ts, packages/hydrojudge/src/
// checkers.ts, task.ts, compile.ts, cases.ts, packages/common/cases.ts,
// subtask.ts, packages/hydrooj/setting.yaml).
type audit struct {
	pkg, game string
	tmp       string // scratch space
	faults    []string
	hydro     hydroConfig
}

func (a *audit) fault(format string, args ...interface{}) {
	a.faults = append(a.faults, fmt.Sprintf(format, args...))
}

// The keys of problemtools' MetadataLegacy and LegacyLimits (metadata.py),
// both extra='forbid'; the licenses of its License.
var (
	legacyKeys = map[string]bool{"problem_format_version": true, "type": true, "name": true, "uuid": true, "author": true, "source": true,
		"source_url": true, "license": true, "rights_owner": true, "limits": true, "validation": true, "validator_flags": true, "grading": true, "keywords": true}
	legacyLimits = map[string]bool{"time_multiplier": true, "time_safety_margin": true, "memory": true, "output": true, "code": true,
		"compilation_time": true, "compilation_memory": true, "validation_time": true, "validation_memory": true, "validation_output": true}
	licenses = map[string]bool{"unknown": true, "public domain": true, "cc0": true, "cc by": true, "cc by-sa": true, "educational": true, "permission": true}
	uuidForm = regexp.MustCompile(`^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$`)
)

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

// config is problemtools' config part, and the limits each judge reads:
// problem.yaml's keys and values; a uuid (problemtools asks for one); a
// statement for the name's language, problem_statement/problem.en.tex,
// whose \problemname is the name (statement_util.py
// load_names_from_statements: in the legacy format the names come from
// the statements); the original limits in problem.yaml (memory, MiB),
// .timelimit and domjudge-problem.ini (DOMjudge reads both and refuses a
// conflict; Hydro reads only the latter).
func (a *audit) config() {
	yaml, err := os.ReadFile(filepath.Join(a.pkg, "problem.yaml"))
	if err != nil {
		a.fault("no problem.yaml: %v", err)
		return
	}
	keys := map[string]string{}
	for _, line := range strings.Split(string(yaml), "\n") {
		key, value, found := strings.Cut(strings.TrimSpace(line), ":")
		if !found || strings.HasPrefix(line, "#") {
			continue
		}
		nested := strings.HasPrefix(line, " ")
		if nested && !legacyLimits[key] || !nested && !legacyKeys[key] {
			a.fault("problem.yaml: %q is no key of the legacy format", line)
		}
		if nested {
			key = "limits." + key
		}
		keys[key] = strings.TrimSpace(value)
	}
	p := problems[a.game]
	if !uuidForm.MatchString(keys["uuid"]) {
		a.fault("problem.yaml: uuid %q, want one (problemtools: Missing uuid)", keys["uuid"])
	}
	license := keys["license"]
	if license == "" {
		license = "unknown"
	}
	switch {
	case !licenses[license]:
		a.fault("problem.yaml: license %q is none of problemtools'", license)
	case license == "public domain" && keys["rights_owner"] != "":
		a.fault("problem.yaml: a rights_owner for a problem in the public domain")
	case license != "unknown" && license != "public domain" && keys["rights_owner"] == "" && keys["source"] == "" && keys["author"] == "":
		a.fault("problem.yaml: license %s, and no author, source or rights_owner", license)
	}
	if keys["name"] != p.name || keys["validation"] != "custom" || keys["limits.memory"] != strconv.Itoa(p.mebibytes) {
		a.fault("problem.yaml: name %q, validation %q, memory %q; want %q, custom, %d", keys["name"], keys["validation"], keys["limits.memory"], p.name, p.mebibytes)
	}
	seconds := strconv.Itoa(p.seconds)
	if tl, _ := os.ReadFile(filepath.Join(a.pkg, ".timelimit")); strings.TrimSpace(string(tl)) != seconds {
		a.fault(".timelimit %q, want %s", tl, seconds)
	}
	if ini, _ := os.ReadFile(filepath.Join(a.pkg, "domjudge-problem.ini")); !regexp.MustCompile(`(?m)^timelimit = ` + seconds + `$`).Match(ini) {
		a.fault("domjudge-problem.ini %q, want timelimit = %s", ini, seconds)
	}

	// Statements, as statement_util.find_statements finds them.
	byLang := map[string][]string{}
	names, _ := filepath.Glob(filepath.Join(a.pkg, "problem_statement", "*"))
	statement := regexp.MustCompile(`^problem(\.([a-z]{2,3}|[a-z]{2}-[A-Z]{2}))?\.tex$`)
	for _, name := range names {
		if m := statement.FindStringSubmatch(filepath.Base(name)); m != nil {
			lang := m[2]
			if lang == "" {
				lang = "en"
			}
			byLang[lang] = append(byLang[lang], name)
		}
	}
	if len(byLang["en"]) != 1 {
		a.fault("problem_statement: %d statements in English (%v), want problem.en.tex", len(byLang["en"]), byLang["en"])
		return
	}
	tex, _ := os.ReadFile(byLang["en"][0])
	name := ""
	if m := regexp.MustCompile(`\\problemname{(.*)}`).FindSubmatch(tex); m != nil {
		name = strings.TrimSpace(string(m[1]))
	}
	if name != p.name {
		a.fault("%s: \\problemname {%s}, want {%s}", byLang["en"][0], name, p.name)
	}
	for lang := range byLang {
		if lang != "en" {
			a.fault("problem_statement: a statement in %s, and no name in that language", lang)
		}
	}
	// Hydro shows problem_statement/problem.en.md (problem.ts,
	// findOverrideContent: problem.md or .pdf, or problem.LANG.md or .pdf);
	// without it, "No content".
	if _, err := os.Stat(filepath.Join(a.pkg, "problem_statement", "problem.en.md")); err != nil {
		a.fault("no problem_statement/problem.en.md for Hydro: %v", err)
	}
	// DOMjudge shows teams problem_statement/problem.pdf, .html or .txt,
	// the first it finds, and nothing else (ImportProblemService.php
	// l.305-319: a .tex or .md is skipped without a word).
	found := false
	for _, ext := range []string{"pdf", "html", "txt"} {
		if _, err := os.Stat(filepath.Join(a.pkg, "problem_statement", "problem."+ext)); err == nil {
			found = true
		}
	}
	if !found {
		a.fault("no problem_statement/problem.{pdf,html,txt}: DOMjudge shows teams no statement")
	}
}

// hydroConfig is what Hydro's judge reads of testdata/config.yaml, and the
// checker's language it finds.
type hydroConfig struct {
	checkerType, checker, lang string
	extra                      []string
	rates                      map[string]float64 // time_limit_rate, by language
}

// hydroLanguage is the language Hydro compiles a checker in: named by its
// file's extensions, the last first, then the last two, and so on
// (task.ts, compileLocalFile: a lang given in the config is dropped by
// common/cases.ts), or "".
func hydroLanguage(file string) string {
	parts := strings.Split(strings.Replace(file, "@", ".", 1), ".")
	lang := parts[len(parts)-1]
	for i := len(parts) - 2; i >= 0; i-- {
		if hydroLanguages[lang] {
			return lang
		}
		lang = parts[i] + "." + lang
	}
	return ""
}

// hydroChecker is the checker types of hydrojudge's checkers.ts, and
// Hydro's default languages (setting.yaml).
var (
	hydroCheckerTypes = map[string]bool{"default": true, "strict": true, "hustoj": true, "lemon": true, "qduoj": true, "syzoj": true, "testlib": true, "kattis": true}
	hydroLanguages    = map[string]bool{"bash": true, "c": true, "cc": true, "pas": true, "java": true, "kt": true, "py": true, "php": true, "rs": true, "hs": true, "js": true, "go": true, "rb": true, "cs": true, "r": true}
	hydroTest         = regexp.MustCompile(`^(([\w.-]*?)(?:(\d*)[-_])?(\d+))\.in$`) // subtask.ts, SubtaskMatcher's first rule
	// The languages whose compiler takes the "// NAME: DIR" line Hydro's
	// import puts before a submission's code (problem.ts): a comment
	// in C, C++, Pascal (Free Pascal), Java, Kotlin, Rust, JavaScript, Go
	// and C#. Python, Ruby, Bash and R read it as code, Haskell too; PHP
	// prints it.
	hydroSlashComment = map[string]bool{"c": true, "cc": true, "pas": true, "java": true, "kt": true, "rs": true, "js": true, "go": true, "cs": true}
)

// phpUpload is PHP's stock upload_max_filesize, 2M: a larger zip does not
// reach DOMjudge's import (ImportProblemService.php l.961-962).
const phpUpload = 2 << 20

// layout is what DOMjudge's and Hydro's imports require of the folders:
//   - DOMjudge (ImportProblemService::searchAndAddValidator): every file
//     under output_validators/ in one folder, else "Found multiple custom
//     output validators"; the files flattened to their base names, so a
//     folder inside it is lost or overwrites;
//   - Hydro (problem.ts, import): each entry of output_validators/*/ is
//     uploaded as a file, and a folder among them stops the import; the
//     tests of data/*/ are uploaded into one folder, so their names must
//     differ, and its judge finds them by name (subtask.ts); each
//     submission and std/ file becomes a record in the language named by
//     its first extension; testdata/config.yaml is the problem's config:
//     its checker and extra files must be among the files uploaded.
func (a *audit) layout() {
	for _, kind := range []string{"input_validators", "output_validators"} {
		dirs, _ := filepath.Glob(filepath.Join(a.pkg, kind, "*"))
		if len(dirs) != 1 {
			a.fault("%s: %d entries, want one validator's folder (DOMjudge: Found multiple custom output validators)", kind, len(dirs))
		}
		for _, d := range dirs {
			entries, _ := os.ReadDir(d)
			for _, e := range entries {
				if e.IsDir() {
					a.fault("%s/%s/%s is a folder: DOMjudge flattens a validator's files to their base names, Hydro's import stops at it", kind, filepath.Base(d), e.Name())
				}
			}
		}
	}
	uploaded := map[string]bool{}   // Hydro's test data files, by name
	numbered := map[string]string{} // Hydro's tests by their number
	ins := a.tests()
	for _, in := range ins {
		name := filepath.Base(in)
		if uploaded[name] {
			a.fault("%s: another test of data/ has its name, and Hydro puts them in one folder", in)
		}
		uploaded[name] = true
		if _, err := os.Stat(strings.TrimSuffix(in, ".in") + ".ans"); err != nil {
			a.fault("%s has no .ans", in)
		}
		m := hydroTest.FindStringSubmatch(name)
		if m == nil {
			a.fault("%s: Hydro's judge does not take it for a test", in)
			continue
		}
		// subtask.ts: a test's number is the one that ends its name, and
		// two of one number are one test number in Hydro's record.
		n, _ := strconv.Atoi(m[4])
		if other, ok := numbered[strconv.Itoa(n)]; ok {
			a.fault("%s and %s are both test #%d in Hydro (subtask.ts)", other, in, n)
		}
		numbered[strconv.Itoa(n)] = in
	}
	for _, pattern := range []string{"output_validators/*/*", "testdata/*"} {
		files, _ := filepath.Glob(filepath.Join(a.pkg, pattern))
		for _, f := range files {
			uploaded[filepath.Base(f)] = true
		}
	}
	if gos, _ := filepath.Glob(filepath.Join(a.pkg, "submissions", "accepted", "*.go")); len(gos) > 0 {
		a.fault("%v: problemtools runs an accepted submission with its address space limited to the memory limit, where no Go program starts", gos)
	}
	// Hydro makes a record of each submission (with "// NAME: DIR" put
	// before it) and of each file of std/, in the language its name's
	// first extension names (problem.ts l.663-671, l.655-661).
	records, _ := filepath.Glob(filepath.Join(a.pkg, "submissions", "*", "*"))
	std, _ := filepath.Glob(filepath.Join(a.pkg, "std", "*"))
	for _, r := range append(records, std...) {
		parts := strings.Split(filepath.Base(r), ".")
		switch {
		case len(parts) < 2 || !hydroLanguages[parts[1]]:
			a.fault("%s: Hydro's record would be in language %q, which it lacks", r, parts)
		case strings.Contains(r, "submissions") && !hydroSlashComment[parts[1]]:
			a.fault("%s: Hydro puts \"// %s: DIR\" before it, which its language %s does not take: Compile Error, not what its folder says", r, filepath.Base(r), parts[1])
		case parts[1] == "go":
			// compile.ts l.24: go's compile time limit, which a cold go
			// build of a bundle of the standard library's size exceeds.
			a.fault("%s: Hydro compiles Go within 10 s, and a cold go build takes longer", r)
		}
	}
	// A zip of the package, as a setter makes one for DOMjudge: the sum
	// of each file deflated.
	var zipped int64
	filepath.Walk(a.pkg, func(path string, info os.FileInfo, err error) error {
		if err == nil && !info.IsDir() {
			zipped += deflated(path) + 100 // and its entries
		}
		return nil
	})
	if zipped > phpUpload {
		a.fault("the package zipped is about %d bytes, above PHP's stock upload limit, %d: DOMjudge never sees it", zipped, phpUpload)
	}

	config, err := os.ReadFile(filepath.Join(a.pkg, "testdata", "config.yaml"))
	if err != nil {
		a.fault("no testdata/config.yaml: Hydro's import keeps its default checker, a diff: %v", err)
		return
	}
	h := hydroConfig{rates: map[string]float64{}}
	list := ""
	for _, line := range strings.Split(string(config), "\n") {
		key, value, _ := strings.Cut(strings.TrimSpace(line), ":")
		value = strings.TrimSpace(value)
		switch {
		case strings.HasPrefix(line, "#") || line == "":
		case strings.HasPrefix(line, "  - ") && list == "judge_extra_files":
			h.extra = append(h.extra, strings.TrimPrefix(line, "  - "))
		case strings.HasPrefix(line, "  ") && list == "checker" && key == "file":
			h.checker = value
		case strings.HasPrefix(line, "  ") && list == "time_limit_rate":
			h.rates[key], _ = strconv.ParseFloat(value, 64)
		case key == "checker_type":
			h.checkerType = value
		case key == "checker":
			h.checker = value
			list = key
		default:
			list = key
		}
	}
	h.lang = hydroLanguage(h.checker)
	a.hydro = h
	if !hydroCheckerTypes[h.checkerType] || !strings.Contains(h.checker, ".") || h.lang == "" {
		a.fault("testdata/config.yaml: checker_type %q, checker %q: want a type of checkers.ts, and a file name with a dot (cases.ts) whose extension names a language of Hydro's (task.ts)", h.checkerType, h.checker)
	}
	for _, f := range append([]string{h.checker}, h.extra...) {
		if !uploaded[f] {
			a.fault("testdata/config.yaml names %q, which Hydro's import does not upload", f)
		}
	}
	// hydrojudge's cases.ts refuses a problem whose time limits, each at
	// the language's rate (the config's time_limit_rate for it first, else
	// the language's), add up to more than total_time_limit (60 s by
	// default, config.ts): in any language of Hydro's.
	langs := []string{}
	for lang := range hydroLanguages {
		langs = append(langs, lang)
	}
	for lang := range hydroRates {
		langs = append(langs, lang)
	}
	sort.Strings(langs)
	for _, lang := range langs {
		rate := 1.0
		if r, ok := hydroRates[lang]; ok {
			rate = r
		}
		if r, ok := h.rates[lang]; ok {
			rate = r
		}
		if total := float64(len(ins)*problems[a.game].seconds) * rate; total > hydroTotalSeconds {
			a.fault("%d tests of %d s at %s's rate %g: %g s, and Hydro's judge refuses more than %d s in all", len(ins), problems[a.game].seconds, lang, rate, total, hydroTotalSeconds)
		}
	}
}

// deflated is a file's size deflated, as zip stores it.
func deflated(path string) int64 {
	data, err := os.ReadFile(path)
	if err != nil {
		return 0
	}
	var n countWriter
	w, _ := flate.NewWriter(&n, flate.DefaultCompression)
	w.Write(data)
	w.Close()
	return int64(n)
}

type countWriter int64

func (c *countWriter) Write(p []byte) (int, error) { *c += countWriter(len(p)); return len(p), nil }

// buildValidator builds a validator as DOMjudge's judgehost does, and
// returns its run: the files flattened into one folder, only build and
// run executable (ImportProblemService), build run in that folder inside
// a chroot that has the default languages' compilers only (no Go:
// dj_make_chroot.in), no /tmp, and an environment cleared to PATH
// (build_executable.sh). Here: a PATH whose go fails as a missing command
// does, no HOME, no TMPDIR.
func (a *audit) buildValidator(kind string) string {
	dirs, _ := filepath.Glob(filepath.Join(a.pkg, kind, "*"))
	if len(dirs) == 0 {
		a.fault("no %s", kind)
		return ""
	}
	flat := filepath.Join(a.tmp, kind)
	if err := os.MkdirAll(flat, 0o755); err != nil {
		a.fault("%v", err)
		return ""
	}
	var files []string
	filepath.Walk(filepath.Join(a.pkg, kind), func(path string, info os.FileInfo, err error) error {
		if err == nil && !info.IsDir() {
			files = append(files, path)
		}
		return nil
	})
	sort.Strings(files)
	for _, f := range files {
		data, _ := os.ReadFile(f)
		mode := os.FileMode(0o644)
		if b := filepath.Base(f); b == "build" || b == "run" {
			mode = 0o755
		}
		os.WriteFile(filepath.Join(flat, filepath.Base(f)), data, mode)
	}
	noGo := filepath.Join(a.tmp, "nogo")
	os.MkdirAll(noGo, 0o755)
	os.WriteFile(filepath.Join(noGo, "go"), []byte("#!/bin/sh\necho 'sh: 1: go: not found' >&2\nexit 127\n"), 0o755)
	build := exec.Command("./build")
	build.Dir = flat
	build.Env = []string{"PATH=" + noGo + ":/usr/sbin:/usr/bin:/sbin:/bin"}
	if out, err := build.CombinedOutput(); err != nil {
		a.fault("%s: build fails on a judgehost without Go: %v\n%s", kind, err, out)
		return ""
	}
	run := filepath.Join(flat, "run")
	if info, err := os.Stat(run); err != nil || info.Mode()&0o111 == 0 {
		a.fault("%s: no executable run after build (%v)", kind, err)
		return ""
	}
	return run
}

// hydroCheck judges an output as Hydro's kattis checker does
// (checkers.ts): the checker compiled by its language (task.ts
// compileLocalFile; bash has no compile step and runs "/bin/bash foo.sh",
// setting.yaml), run in a sandbox folder that holds it, the judge extra
// files (go-judge copies them in with mode 0777), input, answer_file and
// feedback_dir/, as "execute input answer_file feedback_dir" with the
// output on stdin. It gives the exit status and the message Hydro shows.
func (a *audit) hydroCheck(t *testing.T, in string, output []byte) (int, string) {
	t.Helper()
	h := a.hydro
	if h.lang != "bash" {
		t.Fatalf("Hydro's checker in %q: this test runs bash ones only", h.lang)
	}
	box := t.TempDir()
	find := func(name string) string {
		for _, pattern := range []string{"output_validators/*/" + name, "testdata/" + name} {
			if m, _ := filepath.Glob(filepath.Join(a.pkg, pattern)); len(m) > 0 {
				return m[0]
			}
		}
		t.Fatalf("Hydro finds no %s", name)
		return ""
	}
	copyIn := func(from, to string) {
		data, err := os.ReadFile(from)
		if err != nil {
			t.Fatal(err)
		}
		os.MkdirAll(filepath.Dir(filepath.Join(box, to)), 0o755)
		if err := os.WriteFile(filepath.Join(box, to), data, 0o777); err != nil {
			t.Fatal(err)
		}
	}
	copyIn(find(h.checker), "foo.sh")
	for _, f := range h.extra {
		copyIn(find(f), f)
	}
	copyIn(in, "input")
	copyIn(strings.TrimSuffix(in, ".in")+".ans", "answer_file")
	os.MkdirAll(filepath.Join(box, "feedback_dir"), 0o755)
	cmd := exec.Command("/bin/bash", "foo.sh", "input", "answer_file", "feedback_dir")
	cmd.Dir = box
	cmd.Env = []string{"PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin", "HOME=" + box}
	cmd.Stdin = strings.NewReader(string(output))
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	msg, _ := os.ReadFile(filepath.Join(box, "feedback_dir", "teammessage.txt"))
	if len(msg) == 0 {
		msg, _ = os.ReadFile(filepath.Join(box, "feedback_dir", "judgemessage.txt"))
	}
	return code, string(msg)
}

// buildInputValidator builds the input validator as problemtools builds a
// program that is a folder of Go files (run/__init__.py finds its
// language by the files; languages.yaml: go, "gccgo -g -o {binary}
// -static-libgcc {files}") and returns it. problemtools and Kattis run it;
// DOMjudge and Hydro run no input validator. Where gccgo is missing (CI
// installs gccgo-12), the go command builds the files alone, as Go 1.17.
func (a *audit) buildInputValidator() string {
	dirs, _ := filepath.Glob(filepath.Join(a.pkg, "input_validators", "*"))
	if len(dirs) != 1 {
		a.fault("input_validators: %d entries, want one", len(dirs))
		return ""
	}
	files, _ := filepath.Glob(filepath.Join(dirs[0], "*.go"))
	if len(files) == 0 {
		a.fault("%s holds no Go source", dirs[0])
		return ""
	}
	bin := filepath.Join(a.tmp, "input-validator")
	var build *exec.Cmd
	if gccgo, err := exec.LookPath("gccgo-12"); err == nil {
		build = exec.Command(gccgo, append([]string{"-g", "-o", bin, "-static-libgcc"}, files...)...)
	} else if os.Getenv("CI") != "" {
		a.fault("no gccgo-12 in CI: .ci/run installs it")
		return ""
	} else {
		build = exec.Command("go", append([]string{"build", "-o", bin}, files...)...)
		build.Env = append(os.Environ(), "GO111MODULE=off", "GOFLAGS=")
	}
	if out, err := build.CombinedOutput(); err != nil {
		a.fault("the input validator does not compile as problemtools compiles Go: %v\n%s", err, out)
		return ""
	}
	return bin
}
