// Command web writes match3's browser page: one HTML file that holds
// match3 compiled to WebAssembly (gzipped, in base64), Go's wasm_exec.js,
// and the replay viewer (match3/viewer), so that it works copied alone
// anywhere, with nothing fetched:
//
//	go run ./tools/web -o dist/match3.html
//
// It is run from match3's folder (make web does).
package main

import (
	"bytes"
	"compress/gzip"
	_ "embed"
	"encoding/base64"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"match3/internal/match3bin"
	"match3/viewer"
)

//go:embed app.html
var app string

// editor is the page's board editor, which app.html holds at /*EDITOR-JS*/.
//
//go:embed editor.js
var editorJS string

// maxPage is the most the page may weigh.
const maxPage = 2 << 20

func main() {
	out := flag.String("o", "dist/match3.html", "the page to write")
	root := flag.String("root", ".", "match3's folder")
	flag.Parse()
	page, err := build(*root)
	if err == nil {
		if err = os.MkdirAll(filepath.Dir(*out), 0o755); err == nil {
			err = os.WriteFile(*out, page, 0o644)
		}
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "web:", err)
		os.Exit(1)
	}
	fmt.Fprintf(os.Stderr, "web: %s, %d bytes\n", *out, len(page))
}

// build compiles match3 for the browser and writes the page around it.
func build(root string) ([]byte, error) {
	bin, err := match3bin.Build(root, "js", "wasm")
	if err != nil {
		return nil, fmt.Errorf("building match3 for the browser: %v", err)
	}
	var packed bytes.Buffer
	z, _ := gzip.NewWriterLevel(&packed, gzip.BestCompression)
	z.Write(bin)
	z.Close()

	exec_, err := wasmExec()
	if err != nil {
		return nil, err
	}
	page, err := viewer.Fill(app)
	if err != nil {
		return nil, fmt.Errorf("app.html: %v", err)
	}
	poker, err1 := os.ReadFile(filepath.Join(root, "testdata/poker/thupc2022-01.in"))
	mayan, err2 := os.ReadFile(filepath.Join(root, "testdata/mayan/sample.in"))
	if err := errors.Join(err1, err2); err != nil {
		return nil, err
	}
	for _, r := range []struct{ mark, text string }{
		{"/*EXAMPLE-POKER*/", string(poker)},
		{"/*EXAMPLE-MAYAN*/", string(mayan)},
		{"/*EDITOR-JS*/", editorJS},
		{"/*WASM-EXEC*/", exec_},
		{"/*WASM*/", base64.StdEncoding.EncodeToString(packed.Bytes())},
	} {
		if strings.Count(page, r.mark) != 1 {
			return nil, fmt.Errorf("app.html holds %q %d times", r.mark, strings.Count(page, r.mark))
		}
		// Inside a script element, no text may end it early.
		if strings.Contains(strings.ToLower(r.text), "</script") {
			return nil, fmt.Errorf("%s holds </script", r.mark)
		}
		page = strings.Replace(page, r.mark, r.text, 1)
	}
	if len(page) > maxPage {
		return nil, fmt.Errorf("the page is %d bytes, over its cap of %d", len(page), maxPage)
	}
	return []byte(page), nil
}

// wasmExec is the Go toolchain's JavaScript support for wasm, from where
// this Go keeps it (lib/wasm since Go 1.24, misc/wasm before).
func wasmExec() (string, error) {
	path, err := wasmExecPath()
	if err != nil {
		return "", err
	}
	b, err := os.ReadFile(path)
	return string(b), err
}

func wasmExecPath() (string, error) {
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		return "", fmt.Errorf("go env GOROOT: %v", err)
	}
	for _, dir := range []string{"lib/wasm", "misc/wasm"} {
		path := filepath.Join(strings.TrimSpace(string(goroot)), dir, "wasm_exec.js")
		if _, err := os.Stat(path); err == nil {
			return path, nil
		}
	}
	return "", errors.New("no wasm_exec.js in GOROOT/lib/wasm or GOROOT/misc/wasm")
}
