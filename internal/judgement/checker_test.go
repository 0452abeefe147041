package judgement

import (
	"path/filepath"
	"testing"
)

// TestInDir: the kattis feedback files are where filepath.Join puts them.
func TestInDir(t *testing.T) {
	for _, dir := range []string{"", "fb", "fb" + string(filepath.Separator), "a/b", string(filepath.Separator)} {
		if got, want := filepath.Clean(inDir(dir, "judgemessage.txt")), filepath.Join(dir, "judgemessage.txt"); got != want {
			t.Errorf("inDir(%q): %q, filepath.Join: %q", dir, got, want)
		}
	}
}
