// Package testenv gives a test what it needs of the machine: a program on
// PATH, or match3 built. What is missing skips the test, except in CI (the
// environment variable CI set), where .ci/run installs every program a
// test needs and a missing one fails it.
package testenv

import (
	"os"
	"os/exec"
	"sync"
	"testing"

	"match3/internal/match3bin"
)

// MustHave is the path of the first of names found on PATH; install says
// how to get it where none is.
func MustHave(t testing.TB, install string, names ...string) string {
	t.Helper()
	for _, name := range names {
		if path, err := exec.LookPath(name); err == nil {
			return path
		}
	}
	if os.Getenv("CI") != "" {
		t.Fatal("no " + names[0] + " in CI: .ci/run installs it")
	}
	t.Skip("no " + names[0] + ": " + install) // Skip and Fatal alone: tools/shot's stand-in for a test has those
	return ""
}

// built is match3 as Match3 built it, once for a package's tests.
var built struct {
	sync.Once
	bin     string
	cleanup func()
	err     error
}

// Match3 is match3, built once for the package's tests (match3bin.Find);
// under -short it skips the test, as building takes seconds. The
// package's TestMain calls RemoveMatch3 after its tests.
func Match3(t testing.TB) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds match3")
	}
	built.Do(func() { built.bin, built.cleanup, built.err = match3bin.Find() })
	if built.err != nil {
		t.Fatal(built.err)
	}
	return built.bin
}

// RemoveMatch3 removes what Match3 built, if it built anything.
func RemoveMatch3() {
	if built.cleanup != nil {
		built.cleanup()
	}
}
