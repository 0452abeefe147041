package mistake

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestPlainSearch: the plain search of RULES.md ("" reading) gives every
// golden Mayan answer, hard ones included.
func TestPlainSearch(t *testing.T) {
	files, _ := filepath.Glob("../../testdata/mayan/*.in")
	for _, f := range files {
		in, _ := os.ReadFile(f)
		want, _ := os.ReadFile(strings.TrimSuffix(f, ".in") + ".out")
		start := time.Now()
		got, ok := MayanAnswer(string(in), "")
		if !ok || got != string(want) {
			t.Errorf("%s: %q (%v), want %q", f, got, ok, want)
		}
		if d := time.Since(start); d > 200*time.Millisecond {
			t.Logf("%s: %v", filepath.Base(f), d)
		}
	}
}
