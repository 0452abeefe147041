package main

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
	"encoding/json"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"match3/internal/browser"
	"match3/internal/gen"
)

var (
	pageOnce sync.Once
	pagePath string
	pageErr  error
)

// thePage builds the page once for all the tests.
func thePage(t testing.TB) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the wasm")
	}
	pageOnce.Do(func() {
		var page []byte
		if page, pageErr = build("../.."); pageErr == nil {
			dir, _ := os.MkdirTemp("", "match3-page")
			pagePath = filepath.Join(dir, "match3.html")
			pageErr = os.WriteFile(pagePath, page, 0o644)
		}
	})
	if pageErr != nil {
		t.Fatal(pageErr)
	}
	return pagePath
}

// zParam is an input as the share button writes it: base64url of its raw
// deflate.
func zParam(text string) string {
	var buf bytes.Buffer
	w, _ := flate.NewWriter(&buf, flate.BestCompression)
	w.Write([]byte(text))
	w.Close()
	return base64.RawURLEncoding.EncodeToString(buf.Bytes())
}

// screenshot writes a picture of the tab's viewport as name: into DIR
// where MATCH3_SCREENSHOTS=DIR asks to keep the pages' pictures, else
// into the test's own folder (taken all the same).
func screenshot(t *testing.T, b *browser.Browser, s, name string) {
	t.Helper()
	dir := os.Getenv("MATCH3_SCREENSHOTS")
	if dir == "" {
		dir = t.TempDir()
	}
	b.Screenshot(t, s, filepath.Join(dir, name))
}

func read(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile("../../testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// dumpDOM reads the page as docs/page.md's script does: chromium
// --headless --dump-dom --virtual-time-budget=10000. Headless, the engine
// runs in the page.
func dumpDOM(t *testing.T, path, fragment string) string {
	return browser.DumpDOM(t, path, fragment, "--virtual-time-budget=10000")
}

var field = browser.Field

// TestPage: the page in a real browser, read two ways: over the DevTools
// protocol as a person's browser (the engine in a worker), and with
// --dump-dom as a script reads it (headless: the engine in the page).
func TestPage(t *testing.T) {
	t.Parallel() // it waits on Chromium: beside the others
	path := thePage(t)
	b := browser.Start(t)
	for _, reader := range []struct {
		engine string
		dom    func(fragment string) string
	}{
		{"worker", func(fragment string) string {
			_, dom := b.Open(t, "file://"+path+"#"+fragment, 120*time.Second)
			return dom
		}},
		{"page", func(fragment string) string { return dumpDOM(t, path, fragment) }},
	} {
		t.Run(reader.engine, func(t *testing.T) { pageCases(t, reader.engine, reader.dom) })
	}
	noExceptions(t, b)
}

func pageCases(t *testing.T, engine string, open func(fragment string) string) {
	example, sample := read(t, "poker/thupc2022-01.in"), read(t, "mayan/sample.in")
	big, bigOut := read(t, "poker/thupc2022-17.in"), read(t, "poker/thupc2022-17.out")
	// encodeURIComponent's escapes: a space is %20, never +.
	escape := func(text string) string { return strings.ReplaceAll(url.QueryEscape(text), "+", "%20") }
	in := func(text string) string { return "in=" + escape(text) }

	// The statement's example: 11692; after operation 5, 202 + 80 + 200
	// + 210 = 692 (the hint's sums and pattern).
	dom := open(in(example))
	if !strings.Contains(dom, `data-engine="`+engine+`"`) {
		t.Errorf("the engine did not run in the %s", engine)
	}
	if got := field(dom, "answer"); got != "11692\n" {
		t.Errorf("the example's answer %q", got)
	}
	if got := field(dom, "error"); got != "" {
		t.Errorf("the example: error %q", got)
	}
	if dom = open(in(example) + "&op=5"); field(dom, "total") != "692" || field(dom, "pattern") != "210" {
		t.Errorf("#op=5: total %s, pattern %s", field(dom, "total"), field(dom, "pattern"))
	}
	if !strings.Contains(field(dom, "trace"), "op 5: ") {
		t.Errorf("the trace does not follow operation 5: %.200q", field(dom, "trace"))
	}
	// The Mayan sample's three moves.
	if dom = open(in(sample)); field(dom, "answer") != "2 1 1\n3 1 1\n3 0 1\n" {
		t.Errorf("the sample's answer %q", field(dom, "answer"))
	}
	// A full-size judge case, shared as z=.
	if dom = open("z=" + zParam(big)); field(dom, "answer") != bigOut {
		t.Errorf("thupc2022-17 by z=: %q, want %q (%s)", field(dom, "answer"), bigOut, field(dom, "error"))
	}
	// A wrong total is checked, with the right total's parts.
	if dom = open(in(example) + "&out=11492"); !strings.HasPrefix(field(dom, "verdict"), "wrong answer: expected 11692 (elimination 202, chain 80, combination 200, pattern 210, endgame 11000), found 11492") {
		t.Errorf("out=11492: verdict %q", field(dom, "verdict"))
	}
	// An illegal Mayan move is named, and the replay of the moves checked
	// ends on it.
	dom = open(in(sample) + "&out=" + escape("5 0 -1\n3 1 1\n3 0 1\n"))
	if v := field(dom, "verdict"); !strings.Contains(v, "move 1, 5 0 -1: (5, 0) is off the board") {
		t.Errorf("illegal move: verdict %q", v)
	}
	if st := field(dom, "step"); !strings.Contains(st, "Not legal: move 1, 5 0 -1") {
		t.Errorf("illegal move: the replay says %q", st)
	}
	// gen=poker&seed=7 is tools/gen's -game poker -seed 7.
	o, _ := gen.Parse(map[string]string{"game": "poker", "seed": "7"})
	input, _ := o.Input()
	dom = open("gen=poker&seed=7")
	if field(dom, "command") != o.Command() || field(dom, "answer") != match3(t, input) {
		t.Errorf("gen=poker&seed=7: %q, answer %q; want %q, %q", field(dom, "command"), field(dom, "answer"), o.Command(), match3(t, input))
	}

	// Hostile fragments are data: the parse error is shown, no element is
	// inserted, the title stays.
	for _, hostile := range []string{"<img src=x onerror=document.title='pwned'>", "</textarea><script>document.title='pwned'</script>"} {
		dom = open(in(hostile))
		if e := field(dom, "error"); !strings.HasPrefix(e, "match3: ") {
			t.Errorf("%q: error %q", hostile, e)
		}
		if n, m := strings.Count(dom, "<img"), strings.Count(dom, "<script"); n != 0 || m != 6 || !strings.Contains(dom, "<title>match3 in the browser</title>") {
			t.Errorf("%q: %d images, %d scripts, or another title", hostile, n, m)
		}
	}
	for fragment, want := range map[string]string{
		"z=AAAA":                                 "match3: the address's z= does not inflate",
		"z=" + zParam(strings.Repeat("1 ", 6e5)): "inflates to more than 1048576 bytes",
		"in=" + strings.Repeat("1", 1<<20+10):    "The address holds more than 1 MB",
		"in=1&bogus=2":                           `the key "bogus" is unknown`,
		"gen=poker&seed=7&n=99":                  "gen: -n 99: want 2..50",
	} {
		if engine == "page" && len(fragment) > 100000 {
			continue // no command line takes an argument that long (Linux: 128 KiB)
		}
		if e := field(open(fragment), "error"); !strings.Contains(e, want) {
			t.Errorf("#%.40s: error %q, want %q", fragment, e, want)
		}
	}
}

// match3 is the binary's answer.
func match3(t *testing.T, input string) string {
	t.Helper()
	cmd := exec.Command("go", "run", "../..")
	cmd.Stdin = strings.NewReader(input)
	out, err := cmd.Output()
	if err != nil {
		t.Fatal(err)
	}
	return string(out)
}

// BenchmarkPage measures the page: its size, the time from opening to
// ready, and the engine's time in the page on the largest judge case and
// on hard_01 against the native binary's (go test -bench Page -run ^$):
// the answer, which the page shows first, and the replay recorded after.
func BenchmarkPage(b *testing.B) {
	path := thePage(b)
	page, _ := os.ReadFile(path)
	br := browser.Start(b)
	b.ReportMetric(float64(len(page)), "page-bytes")
	for _, name := range []string{"poker/thupc2022-23", "mayan/hard_01"} {
		input, _ := os.ReadFile("../../testdata/" + name + ".in")
		native := time.Duration(1<<63 - 1)
		for i := 0; i < 3; i++ {
			cmd := exec.Command(nativeBinary(b), "-game", strings.Split(name, "/")[0])
			cmd.Stdin = bytes.NewReader(input)
			start := time.Now()
			cmd.Run()
			if d := time.Since(start); d < native {
				native = d
			}
		}
		s, _ := br.Open(b, "file://"+path+"#z="+zParam(string(input)), time.Minute)
		var timing struct{ Ready, Answer, Replay float64 }
		json.Unmarshal([]byte(br.Eval(b, s, "JSON.stringify(window.match3Timing)")), &timing)
		b.Logf("%s: ready after %.0f ms; the answer %.1f ms in the page, %.1f ms native (whole process): %.1fx; the replay then %.0f ms",
			name, timing.Ready, timing.Answer, float64(native.Microseconds())/1000, timing.Answer/(float64(native.Microseconds())/1000), timing.Replay)
	}
}

var native string

func nativeBinary(b *testing.B) string {
	if native == "" {
		native = filepath.Join(b.TempDir(), "match3")
		if out, err := exec.Command("go", "build", "-o", native, "../..").CombinedOutput(); err != nil {
			b.Fatalf("%v\n%s", err, out)
		}
	}
	return native
}
