package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// checkRefusals breaks a package that checkPackage took, one way at a
// time, each a way one of the judges refuses (the audit's comments cite
// where), and wants the audit to find each.
func checkRefusals(t *testing.T, pkg, game string) {
	t.Helper()
	edit := func(name, old, new string) func(dir string) {
		return func(dir string) {
			b, _ := os.ReadFile(filepath.Join(dir, name))
			if !strings.Contains(string(b), old) {
				t.Fatalf("%s lacks %q", name, old)
			}
			os.WriteFile(filepath.Join(dir, name), []byte(strings.Replace(string(b), old, new, 1)), 0o755)
		}
	}
	validator := filepath.Join("output_validators", "match3")
	secret := filepath.Join("data", "secret", game)
	for _, c := range []struct {
		why    string
		break_ func(dir string)
		judges bool // the audit judges outputs too
	}{
		{"a folder inside the validator's (DOMjudge flattens it, Hydro's import stops)", func(dir string) {
			write(t, filepath.Join(dir, validator, "src", "main.go"), "package main\n")
		}, false},
		{"two output validators (DOMjudge: Found multiple custom output validators)", func(dir string) {
			exec.Command("cp", "-r", filepath.Join(dir, validator), filepath.Join(dir, "output_validators", "other")).Run()
		}, false},
		{"a build that needs Go (DOMjudge's chroot has none)", edit(filepath.Join(validator, "build"), "set -e\n", "set -e\ngo version\n"), false},
		{"a build that needs an executable bit DOMjudge drops", edit(filepath.Join(validator, "build"), "cp match3 match3.new\nchmod 755 match3.new\nmv match3.new match3\n", ""), false},
		{"no uuid (problemtools: Missing uuid)", edit("problem.yaml", "uuid: ", "# uuid: "), false},
		{"a key the legacy format lacks (problemtools: extra forbidden)", edit("problem.yaml", "validation: custom\n", "validation: custom\ntime_limit: 1\n"), false},
		{"a license problemtools does not know", edit("problem.yaml", "license: unknown", "license: mit"), false},
		{"no statement (problemtools: Names exist for languages without problem statements)", func(dir string) {
			os.Remove(filepath.Join(dir, "problem_statement", "problem.en.tex"))
		}, false},
		{"a \\problemname that is not the name", edit(filepath.Join("problem_statement", "problem.en.tex"), `\problemname{`, `\problemname{The `), false},
		{"two time limits (DOMjudge: Conflicting time limits)", edit(".timelimit", strconv.Itoa(problems[game].seconds), "7"), false},
		{"a Go accepted submission (no Go starts under RLIMIT_AS)", func(dir string) {
			write(t, filepath.Join(dir, "submissions", "accepted", "match3.go"), "package main\n")
		}, false},
		{"Hydro's checker missing from what its import uploads", edit(filepath.Join("testdata", "config.yaml"), "checker: hydro-checker.bash", "checker: checker.bash"), false},
		{"Hydro's checker in a language Hydro cannot tell from its name", func(dir string) {
			os.Rename(filepath.Join(dir, validator, "hydro-checker.bash"), filepath.Join(dir, validator, "hydro-checker.sh"))
			edit(filepath.Join("testdata", "config.yaml"), "checker: hydro-checker.bash", "checker:\n  file: hydro-checker.sh\n  lang: bash")(dir)
		}, false},
		{"a submission in a language Hydro lacks", func(dir string) {
			write(t, filepath.Join(dir, "submissions", "accepted", "extra.cpp"), "int main() {}\n")
		}, false},
		{"a wrong answer in Python (Hydro puts // NAME: DIR before it: Compile Error)", func(dir string) {
			write(t, filepath.Join(dir, "submissions", "wrong_answer", "wrong.py"), "print(0)\n")
		}, false},
		{"a record in Go (Hydro compiles Go within 10 s)", func(dir string) {
			write(t, filepath.Join(dir, "std", "match3.go"), "package main\n\nfunc main() {}\n")
		}, false},
		{"tests Java runs past Hydro's 60 s at its default rate", func(dir string) {
			config := filepath.Join(dir, "testdata", "config.yaml")
			b, _ := os.ReadFile(config)
			if at := strings.Index(string(b), "time_limit_rate:"); at >= 0 {
				os.WriteFile(config, b[:at], 0o644)
			}
			ins, _ := filepath.Glob(filepath.Join(dir, "data", "*", "*.in"))
			// Enough more, numbered apart, that 2 s each runs past 60 s.
			for i := len(ins); i*problems[game].seconds*2 <= hydroTotalSeconds; i++ {
				for _, ext := range []string{".in", ".ans"} {
					b, _ := os.ReadFile(filepath.Join(dir, "data", "sample", "1"+ext))
					write(t, filepath.Join(dir, "data", "secret", "more-"+strconv.Itoa(100+i)+ext), string(b))
				}
			}
		}, false},
		{"no statement DOMjudge shows (ImportProblemService: problem.{pdf,html,txt})", func(dir string) {
			os.Remove(filepath.Join(dir, "problem_statement", "problem.html"))
		}, false},
		{"a second match3 (a zip above PHP's 2 MB upload limit)", func(dir string) {
			b, _ := os.ReadFile(filepath.Join(dir, validator, "match3"))
			write(t, filepath.Join(dir, "input_validators", "validate", "match3"), string(b))
		}, false},
		{"the sample and a test both #1 in Hydro", func(dir string) {
			for _, ext := range []string{".in", ".ans"} {
				os.Rename(filepath.Join(dir, secret+"-02"+ext), filepath.Join(dir, secret+"-01"+ext))
			}
		}, false},
		{"a team message that gives the answer (Hydro, DOMjudge on samples, Kattis show it to the team)", edit(filepath.Join(validator, "run"),
			`exec "$(dirname "$0")/match3" -checker kattis -game `+game+` "$1" "$2" "$3"`,
			`"$(dirname "$0")/match3" -checker kattis -game `+game+` "$1" "$2" "$3"; s=$?; cp "$3/judgemessage.txt" "$3/teammessage.txt"; exit $s`), true},
	} {
		dir := filepath.Join(t.TempDir(), "pkg")
		if out, err := exec.Command("cp", "-r", pkg, dir).CombinedOutput(); err != nil {
			t.Fatalf("cp: %v\n%s", err, out)
		}
		c.break_(dir)
		a := &audit{pkg: dir, game: game, tmp: t.TempDir()}
		a.config()
		a.layout()
		if run := a.buildValidator("output_validators"); run != "" && c.judges {
			a.teamMessages(t, run)
		}
		if len(a.faults) == 0 {
			t.Errorf("a package with %s passes the audit", c.why)
		}
	}
}
