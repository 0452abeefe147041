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
	for _, c := range []struct {
		why    string
		break_ func(dir string)
	}{
		{"a folder inside the validator's (DOMjudge flattens it, Hydro's import stops)", func(dir string) {
			write(t, filepath.Join(dir, validator, "src", "main.go"), "package main\n")
		}},
		{"two output validators (DOMjudge: Found multiple custom output validators)", func(dir string) {
			exec.Command("cp", "-r", filepath.Join(dir, validator), filepath.Join(dir, "output_validators", "other")).Run()
		}},
		{"a build that needs Go (DOMjudge's chroot has none)", edit(filepath.Join(validator, "build"), "set -e\n", "set -e\ngo version\n")},
		{"a build that needs an executable bit DOMjudge drops", edit(filepath.Join(validator, "build"), "cp match3 match3.new\nchmod 755 match3.new\nmv match3.new match3\n", "")},
		{"no uuid (problemtools: Missing uuid)", edit("problem.yaml", "uuid: ", "# uuid: ")},
		{"a key the legacy format lacks (problemtools: extra forbidden)", edit("problem.yaml", "validation: custom\n", "validation: custom\ntime_limit: 1\n")},
		{"a license problemtools does not know", edit("problem.yaml", "license: unknown", "license: mit")},
		{"no statement (problemtools: Names exist for languages without problem statements)", func(dir string) {
			os.Remove(filepath.Join(dir, "problem_statement", "problem.en.tex"))
		}},
		{"a \\problemname that is not the name", edit(filepath.Join("problem_statement", "problem.en.tex"), `\problemname{`, `\problemname{The `)},
		{"two time limits (DOMjudge: Conflicting time limits)", edit(".timelimit", strconv.Itoa(problems[game].seconds), "7")},
		{"a Go accepted submission (no Go starts under RLIMIT_AS)", func(dir string) {
			write(t, filepath.Join(dir, "submissions", "accepted", "match3.go"), "package main\n")
		}},
		{"Hydro's checker missing from what its import uploads", edit(filepath.Join("testdata", "config.yaml"), "checker: hydro-checker.bash", "checker: checker.bash")},
		{"Hydro's checker in a language Hydro cannot tell from its name", func(dir string) {
			os.Rename(filepath.Join(dir, validator, "hydro-checker.bash"), filepath.Join(dir, validator, "hydro-checker.sh"))
			edit(filepath.Join("testdata", "config.yaml"), "checker: hydro-checker.bash", "checker:\n  file: hydro-checker.sh\n  lang: bash")(dir)
		}},
		{"a submission in a language Hydro lacks", func(dir string) {
			write(t, filepath.Join(dir, "submissions", "accepted", "extra.cpp"), "int main() {}\n")
		}},
	} {
		dir := filepath.Join(t.TempDir(), "pkg")
		if out, err := exec.Command("cp", "-r", pkg, dir).CombinedOutput(); err != nil {
			t.Fatalf("cp: %v\n%s", err, out)
		}
		c.break_(dir)
		a := &audit{pkg: dir, game: game, tmp: t.TempDir()}
		a.config()
		a.layout()
		a.buildValidator("output_validators")
		if len(a.faults) == 0 {
			t.Errorf("a package with %s passes the audit", c.why)
		}
	}
}
