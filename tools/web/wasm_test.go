package main

import (
	"archive/zip"
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"match3/internal/gen"
	"match3/internal/match3bin"
	"match3/internal/testenv"
)

// nodeStart loads the wasm build in Node.js as the page's worker does
// (node SCRIPT wasm_exec.js match3.wasm ARGS...); a script goes on with
// the engine started.
const nodeStart = `
globalThis.require = require; globalThis.fs = require("fs"); globalThis.path = require("path");
globalThis.TextEncoder = require("util").TextEncoder; globalThis.TextDecoder = require("util").TextDecoder;
globalThis.performance ??= require("perf_hooks").performance; globalThis.crypto ??= require("crypto");
require(process.argv[2]);
const go = new Go();
WebAssembly.instantiate(fs.readFileSync(process.argv[3]), go.importObject).then(r => {
  go.run(r.instance);
`

// node asks the wasm build to run each file named on its command line,
// printing one JSON answer a line.
const node = nodeStart + `  for (const file of process.argv.slice(4)) {
    const out = JSON.parse(globalThis.match3(JSON.stringify({ do: "run", input: fs.readFileSync(file, "utf8") })));
    console.log(JSON.stringify({ file, answer: out.answer, error: out.error }));
  }
  process.exit(0);
});
`

// runInNode builds the wasm and runs a script (nodeStart and more) under
// Node.js with it, returning what the script prints.
func runInNode(t *testing.T, script string, args ...string) []byte {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the wasm")
	}
	nodejs := testenv.MustHave(t, "apt-get install -y nodejs", "node")
	dir := t.TempDir()
	wasm := filepath.Join(dir, "match3.wasm")
	if err := match3bin.BuildFor("../..", "js", "wasm", wasm, "."); err != nil {
		t.Fatal(err)
	}
	support, err := wasmExecPath()
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(dir, "script.js")
	if err := os.WriteFile(file, []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(nodejs, append([]string{file, support, wasm}, args...)...).Output()
	if err != nil {
		t.Fatalf("node: %v", err)
	}
	return out
}

// TestWasmGolden: on every golden case, the wasm build's answer (through
// the page's own entry) is the golden answer, as the binary's is.
func TestWasmGolden(t *testing.T) {
	files, _ := filepath.Glob("../../testdata/*/*.in")
	out := runInNode(t, node, files...)
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	if len(lines) != len(files) {
		t.Fatalf("%d answers for %d cases", len(lines), len(files))
	}
	for _, line := range lines {
		var got struct{ File, Answer, Error string }
		if err := json.Unmarshal([]byte(line), &got); err != nil {
			t.Fatal(err)
		}
		want, _ := os.ReadFile(strings.TrimSuffix(got.File, ".in") + ".out")
		if got.Answer != string(want) {
			t.Errorf("%s: the wasm build answers %q (%s), want %q", got.File, got.Answer, got.Error, want)
		}
	}
	t.Logf("%d golden cases", len(files))
}

// packScript asks the wasm build for a test pack and prints it (base64).
const packScript = nodeStart + `  const out = JSON.parse(globalThis.match3(JSON.stringify({ do: "pack", gen: { gen: "poker", seed: "7" }, count: 3 })));
  console.log(out.zip || out.error);
  process.exit(0);
});
`

// TestPack: the page's test pack holds the generator's inputs for seeds 7,
// 8 and 9 (tools/gen's), the binary's answers, and a README.txt with the
// command that makes each.
func TestPack(t *testing.T) {
	out := runInNode(t, packScript)
	raw, err := base64.StdEncoding.DecodeString(strings.TrimSpace(string(out)))
	if err != nil {
		t.Fatalf("%v: %.200s", err, out)
	}
	z, err := zip.NewReader(bytes.NewReader(raw), int64(len(raw)))
	if err != nil {
		t.Fatal(err)
	}
	files := map[string]string{}
	for _, f := range z.File {
		r, _ := f.Open()
		b, _ := io.ReadAll(r)
		files[f.Name] = string(b)
	}
	for i, seed := range []string{"7", "8", "9"} {
		o, _ := gen.Parse(map[string]string{"game": "poker", "seed": seed})
		input, _ := o.Input()
		name := fmt.Sprintf("poker-%03d", i+1)
		if files[name+".in"] != input || files[name+".ans"] != match3(t, input) {
			t.Errorf("%s: another input or answer than seed %s's", name, seed)
		}
		if !strings.Contains(files["README.txt"], name+".in  "+o.Command()+"\n") {
			t.Errorf("README.txt lacks %s's command %q:\n%s", name, o.Command(), files["README.txt"])
		}
	}
	if len(files) != 7 {
		t.Errorf("%d files in the pack", len(files))
	}
}
