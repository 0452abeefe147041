// Package match3bin finds the match3 that the tools run: built from the
// match3 module around the current directory, or the one on PATH.
package match3bin

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// Find builds match3 when run inside its module, or finds it on PATH.
func Find() (bin string, cleanup func(), err error) {
	if root := ModuleRoot(); root != "" {
		dir, err := os.MkdirTemp("", "stress")
		if err != nil {
			return "", nil, err
		}
		bin := filepath.Join(dir, "match3")
		build := exec.Command("go", "build", "-o", bin, ".")
		build.Dir = root
		if out, err := build.CombinedOutput(); err != nil {
			os.RemoveAll(dir)
			return "", nil, fmt.Errorf("building match3: %v\n%s", err, out)
		}
		return bin, func() { os.RemoveAll(dir) }, nil
	}
	if path, err := exec.LookPath("match3"); err == nil {
		return path, func() {}, nil
	}
	return "", nil, errors.New("no match3 found: run inside the match3 repository, put match3 on PATH (go install . there), or give -match3 PATH")
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
