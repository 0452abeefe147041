//go:build !judge

package main

import (
	"runtime"
	"strings"
	"testing"
)

// TestVersion: -version prints one line on stdout, naming the Go that
// built the binary and its system.
func TestVersion(t *testing.T) {
	out, _, status := runProgram(t, "", "-version")
	want := " (built with " + runtime.Version() + " for " + runtime.GOOS + "/" + runtime.GOARCH + ")\n"
	if status != 0 || !strings.HasPrefix(out, "match3 ") || !strings.HasSuffix(out, want) {
		t.Errorf("-version: %q status %d, want match3 ...%s", out, status, want)
	}
}
