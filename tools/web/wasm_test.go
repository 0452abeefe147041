package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// node runs the wasm build outside a browser: it loads it once as the
// page's worker does and asks it to run each file named on its command
// line, printing one JSON answer a line.
const node = `
globalThis.require = require; globalThis.fs = require("fs"); globalThis.path = require("path");
globalThis.TextEncoder = require("util").TextEncoder; globalThis.TextDecoder = require("util").TextDecoder;
globalThis.performance ??= require("perf_hooks").performance; globalThis.crypto ??= require("crypto");
require(process.argv[2]);
const go = new Go();
WebAssembly.instantiate(fs.readFileSync(process.argv[3]), go.importObject).then(r => {
  go.run(r.instance);
  for (const file of process.argv.slice(4)) {
    const out = JSON.parse(globalThis.match3(JSON.stringify({ do: "run", input: fs.readFileSync(file, "utf8") })));
    console.log(JSON.stringify({ file, answer: out.answer, error: out.error }));
  }
  process.exit(0);
});
`

// TestWasmGolden: on every golden case, the wasm build's answer (through
// the page's own entry) is the golden answer, as the binary's is.
func TestWasmGolden(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the wasm")
	}
	nodejs, err := exec.LookPath("node")
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("no node in CI: .ci/run installs it")
		}
		t.Skip("no node")
	}
	dir := t.TempDir()
	wasm := filepath.Join(dir, "match3.wasm")
	if err := buildWasm("../..", wasm); err != nil {
		t.Fatal(err)
	}
	support, err := wasmExecPath()
	if err != nil {
		t.Fatal(err)
	}
	script := filepath.Join(dir, "run.js")
	os.WriteFile(script, []byte(node), 0o644)
	files, _ := filepath.Glob("../../testdata/*/*.in")
	out, err := exec.Command(nodejs, append([]string{script, support, wasm}, files...)...).Output()
	if err != nil {
		t.Fatalf("node: %v", err)
	}
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
