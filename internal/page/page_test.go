package page

import (
	"archive/zip"
	"bytes"
	"encoding/base64"
	"strings"
	"testing"
)

// TestAddress: deflated text inflates back, and z= past MaxInput once
// inflated is refused.
func TestAddress(t *testing.T) {
	for _, text := range []string{"", "1 1 1 1\n1\n0\n1 1 1 1\n", strings.Repeat("12 ", 5000)} {
		got, err := Inflate(Deflate(text))
		if err != nil || got != text {
			t.Errorf("%.20q: inflated %.20q, %v", text, got, err)
		}
	}
	if _, err := Inflate(Deflate(strings.Repeat("0", MaxInput+1))); err == nil {
		t.Error("an address inflating past MaxInput is taken")
	}
	if _, err := Inflate("not base64!"); err == nil {
		t.Error("a z= that is not base64url is taken")
	}
}

// TestPack: a pack of two holds two inputs, the answers solve gave them,
// and the README.
func TestPack(t *testing.T) {
	z, err := Pack(map[string]string{"gen": "poker", "seed": "3", "n": "4", "m": "4", "q": "3"}, 2,
		func(game, input string) (string, error) { return game + " answer\n", nil })
	if err != nil {
		t.Fatal(err)
	}
	raw, _ := base64.StdEncoding.DecodeString(z)
	r, err := zip.NewReader(bytes.NewReader(raw), int64(len(raw)))
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, f := range r.File {
		names = append(names, f.Name)
	}
	if got := strings.Join(names, " "); got != "poker-001.in poker-001.ans poker-002.in poker-002.ans README.txt" {
		t.Errorf("the pack holds %s", got)
	}
	if _, err := Pack(map[string]string{"gen": "poker"}, 501, nil); err == nil {
		t.Error("a pack of 501 is made")
	}
}
