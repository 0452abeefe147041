package viewer

import (
	"os/exec"
	"strings"
	"testing"

	"match3/internal/testenv"
)

// TestUnderNode runs the viewer's unit tests (viewer_test.js) under node:
// its pure functions, parsing an address, applying a step, a step's words.
// Outside CI a missing node skips it; in CI (.ci/run installs it) it fails.
func TestUnderNode(t *testing.T) {
	node := testenv.MustHave(t, "apt-get install -y nodejs", "node")
	out, err := exec.Command(node, "viewer_test.js").CombinedOutput()
	if err != nil || !strings.HasPrefix(string(out), "ok ") {
		t.Fatalf("%v\n%s", err, out)
	}
	t.Log(strings.TrimSpace(string(out)))
}

// TestFill: the page is put together from the viewer's files, each in its
// place once, and the -html page has the replay in its script.
func TestFill(t *testing.T) {
	if _, err := Fill("<style>/*VIEWER-CSS*/</style><!--VIEWER--><script>/*VIEWER-JS*/</script>"); err != nil {
		t.Fatal(err)
	}
	if _, err := Fill("<!--VIEWER-->"); err == nil || !strings.Contains(err.Error(), `"/*VIEWER-CSS*/" 0 times`) {
		t.Errorf("a page without the style's place: %v", err)
	}
	page := Page([]byte(`{"game":"poker"}`))
	if !strings.Contains(page, `const DATA = {"game":"poker"};`) || strings.Contains(page, "/*VIEWER-JS*/") || strings.Count(page, "<script>") != 1 {
		t.Errorf("the -html page: %.300s", page)
	}
}
