package page

import (
	"archive/zip"
	"bytes"
	"encoding/base64"
	"fmt"
	"io"
	"strings"
)

// Pack makes a test pack: count inputs of the generator's options from
// consecutive seeds, each with the answer solve gives it (match3's, or
// its one line of error), and a README.txt with the command that makes
// each. The archive comes back in base64.
func Pack(opts map[string]string, count int, solve func(game, input string) (string, error)) (string, error) {
	o, err := GenOptions(opts)
	if err == nil && (count < 1 || count > 500) {
		err = fmt.Errorf("a pack holds 1 to 500 inputs, not %d", count)
	}
	if err != nil {
		return "", fmt.Errorf("gen: %v", err)
	}
	var buf bytes.Buffer
	z := zip.NewWriter(&buf)
	var readme strings.Builder
	fmt.Fprintf(&readme, "match3 test pack: %d inputs with match3's answers.\n\n"+
		"NAME.ans is match3's answer to NAME.in. Each NAME.in is made again by the\n"+
		"command beside it: in match3's source folder as written (go run ./tools/gen\n"+
		"...), or anywhere as gen ... once gen is installed there (go install ./tools/gen).\n"+
		"The browser page makes the same input from the same options and seed.\n\n", count)
	for i := 0; i < count; i++ {
		one := o
		one.Seed = o.Seed + int64(i)
		input, err := one.Input()
		if err != nil {
			return "", fmt.Errorf("gen: %v", err)
		}
		answer, err := solve(one.Game, input)
		if err != nil {
			return "", err
		}
		name := fmt.Sprintf("%s-%03d", one.Game, i+1)
		for _, f := range []struct{ name, text string }{{name + ".in", input}, {name + ".ans", answer}} {
			w, err := z.Create(f.name)
			if err != nil {
				return "", err
			}
			io.WriteString(w, f.text)
		}
		fmt.Fprintf(&readme, "%s.in  %s\n", name, one.Command())
	}
	w, _ := z.Create("README.txt")
	io.WriteString(w, readme.String())
	if err := z.Close(); err != nil {
		return "", err
	}
	return base64.StdEncoding.EncodeToString(buf.Bytes()), nil
}
