package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"match3/internal/match3bin"
	"match3/internal/mistake"
)

// TestStrength: on a folder holding only the T-shaped case of
// testdata/mistakes (tshape.why: a block of 5 made by one swap, one round,
// no special), combo-per-run and chain-squared are caught and
// block-no-left is not; a .ans that is not match3's answer is told; -json
// parses, with every catalogued id a key.
func TestStrength(t *testing.T) {
	if testing.Short() {
		t.Skip("builds match3")
	}
	bin, cleanup, err := match3bin.Find()
	if err != nil {
		t.Fatal(err)
	}
	defer cleanup()
	dir := t.TempDir()
	in, _ := os.ReadFile("../../testdata/mistakes/tshape.in")
	os.WriteFile(filepath.Join(dir, "tshape.in"), in, 0o644)
	os.WriteFile(filepath.Join(dir, "tshape.ans"), []byte("1205\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "again.in"), in, 0o644)
	os.WriteFile(filepath.Join(dir, "again.out"), []byte("1005\n"), 0o644)

	var text strings.Builder
	if err := strength(bin, []string{dir}, false, &text); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"  combo-per-run          caught by 2: again, tshape\n",
		"  chain-squared          caught by 2: again, tshape\n",
		"  block-no-left          caught by NO test: ",
		"no test catches: combo-over-e, invalid-swap-kept, no-special-chain, smaller-main-color, no-round-multiplier, diagonal-swap, block-no-left\n",
		`again: 1 valid, 0 invalid; 1 rounds (at most 1 in one operation); 0 fired by another's effect; blocks of 4+: 1, of 6+: 0; two main colors: 0, in 0 hands where the choice mattered; all valid; its .out is not match3's answer: "1005", match3 "1205"`,
	} {
		if !strings.Contains(text.String(), want) {
			t.Errorf("the report lacks %q:\n%s", want, text.String())
		}
	}

	var js strings.Builder
	if err := strength(bin, []string{dir}, true, &js); err != nil {
		t.Fatal(err)
	}
	var r struct {
		Mistakes map[string][]string
		Tests    map[string]struct{ Events map[string]int64 }
	}
	if err := json.Unmarshal([]byte(js.String()), &r); err != nil {
		t.Fatalf("-json: %v\n%s", err, js.String())
	}
	for _, m := range mistake.Catalogue {
		if got, ok := r.Mistakes[m.ID]; !ok || got == nil {
			t.Errorf("-json: %s is not a key with a list", m.ID)
		}
	}
	if got := r.Mistakes["combo-per-run"]; len(got) != 2 || len(r.Mistakes["block-no-left"]) != 0 {
		t.Errorf("-json mistakes: %v", r.Mistakes)
	}
	if e := r.Tests["tshape"].Events; e["valid"] != 1 || e["blocks of 4 or more"] != 1 {
		t.Errorf("-json events: %v", r.Tests)
	}
}
