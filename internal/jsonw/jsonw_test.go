package jsonw

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestJSONString: the page's hand-written JSON strings read back as written,
// and never hold a '<' that could end the script element.
func TestJSONString(t *testing.T) {
	for _, s := range []string{"", "plain", `a "quoted" \ back`, "two\nlines\r\t", "</script><!--", "\x00\x1f\x7f é"} {
		quoted := String(nil, s)
		var back string
		if err := json.Unmarshal(quoted, &back); err != nil || back != s || strings.Contains(string(quoted), "<") {
			t.Errorf("%q: %s reads back %q (%v)", s, quoted, back, err)
		}
	}
}
