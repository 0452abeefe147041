// Package match3bin finds the programs the tools run, match3 and its
// tools: built from the match3 module around the current directory, or
// the ones on PATH.
package match3bin

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
)

// Find builds match3 when run inside its module, or finds it on PATH.
func Find() (bin string, cleanup func(), err error) { return find("match3", ".") }

// Tool builds the tool in match3's tools/NAME when run inside the module,
// or finds NAME on PATH.
func Tool(name string) (bin string, cleanup func(), err error) {
	return find(name, "./tools/"+name)
}

func find(name, pkg string) (bin string, cleanup func(), err error) {
	if root := ModuleRoot(); root != "" {
		dir, err := os.MkdirTemp("", name)
		if err != nil {
			return "", nil, err
		}
		bin := filepath.Join(dir, name)
		if runtime.GOOS == "windows" {
			bin += ".exe" // what Windows runs
		}
		build := exec.Command("go", "build", "-o", bin, pkg)
		build.Dir = root
		if out, err := build.CombinedOutput(); err != nil {
			os.RemoveAll(dir)
			return "", nil, fmt.Errorf("building %s: %v\n%s", name, err, out)
		}
		return bin, func() { os.RemoveAll(dir) }, nil
	}
	if path, err := exec.LookPath(name); err == nil {
		return path, func() {}, nil
	}
	install := "go install . there"
	if name != "match3" {
		install = "go install ./tools/" + name + " there"
	}
	return "", nil, fmt.Errorf("no %s found: run inside the match3 repository, or put %s on PATH (%s)", name, name, install)
}

// ModuleRoot is the root of the match3 module around the current
// directory, or "".
func ModuleRoot() string {
	dir, err := os.Getwd()
	for err == nil {
		if mod, err := os.ReadFile(filepath.Join(dir, "go.mod")); err == nil {
			if strings.HasPrefix(string(mod), "module match3\n") {
				return dir
			}
			return ""
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return ""
		}
		dir = parent
	}
	return ""
}

// BuildFor builds programs of the module at root (match3 is ".") for a
// system, as match3 ships: stripped of symbols and debug information (a
// third of the size), its paths trimmed, without cgo (so it needs nothing
// of the host), its version stamped from the repository. out is the
// program's file, or for several a folder ending in a separator.
func BuildFor(root, goos, goarch, out string, programs ...string) error {
	// -buildvcs=auto overrides a GOFLAGS that turns VCS stamping off.
	args := append([]string{"build", "-o", out, "-trimpath", "-buildvcs=auto", "-ldflags=-s -w"}, programs...)
	cmd := exec.Command("go", args...)
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "GOOS="+goos, "GOARCH="+goarch, "CGO_ENABLED=0")
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("go %s for %s/%s: %v\n%s", strings.Join(args, " "), goos, goarch, err, out)
	}
	return nil
}

// Build is match3 built by BuildFor for a system: the program's bytes.
func Build(root, goos, goarch string) ([]byte, error) {
	dir, err := os.MkdirTemp("", "match3-build")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	bin := filepath.Join(dir, "match3")
	if err := BuildFor(root, goos, goarch, bin, "."); err != nil {
		return nil, err
	}
	return os.ReadFile(bin)
}
