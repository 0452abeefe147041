//go:build !judge

package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"match3/internal/browser"
	"match3/internal/record"
)

// pageData reads the recording back out of a page.
func pageData(t *testing.T, page []byte) *record.Replay {
	t.Helper()
	m := regexp.MustCompile(`const DATA = (\{.*\});\n`).FindSubmatch(page)
	if m == nil {
		t.Fatal("no data in the page")
	}
	var r record.Replay
	if err := json.Unmarshal(m[1], &r); err != nil {
		t.Fatal(err)
	}
	return &r
}

// replayed applies a recording's steps as the page does and returns the
// board after the last, as color.special per cell, rows top first.
func replayed(r *record.Replay) string {
	color, special := append([]int(nil), r.Color...), append([]int(nil), r.Special...)
	for _, st := range r.Steps {
		for k := 0; k+2 < len(st.Delta); k += 3 {
			color[st.Delta[k]], special[st.Delta[k]] = int(st.Delta[k+1]), int(st.Delta[k+2])
		}
		for k := 0; k < len(st.Fall); k += 3 + int(st.Fall[k+2]) {
			c, low, n := int(st.Fall[k]), int(st.Fall[k+1]), int(st.Fall[k+2])
			for h := low; h < r.Rows; h++ {
				v := 0
				if h < low+n {
					v = int(st.Fall[k+3+h-low])
				}
				color[(r.Rows-1-h)*r.Cols+c], special[(r.Rows-1-h)*r.Cols+c] = v>>3, v&7
			}
		}
	}
	return cellsText(r.Rows, r.Cols, func(i int) (int, int) { return color[i], special[i] })
}

func cellsText(rows, cols int, at func(i int) (int, int)) string {
	var lines []string
	for r := 0; r < rows; r++ {
		var cells []string
		for c := 0; c < cols; c++ {
			v, s := at(r*cols + c)
			cells = append(cells, fmt.Sprintf("%d.%d", v, s))
		}
		lines = append(lines, strings.Join(cells, " "))
	}
	return strings.Join(lines, "\n")
}

// boardText is the engine's board in the same form.
func boardText(b *Board) string {
	return cellsText(b.n, b.m, func(i int) (int, int) {
		at := b.at(i/b.m, i%b.m)
		return int(b.color[at]), int(b.special[at])
	})
}

// writePage runs the program with -html and returns the page, checking that
// stdout is the answer byte for byte.
func writePage(t *testing.T, input, answer string, args ...string) (page []byte, path string) {
	t.Helper()
	path = filepath.Join(t.TempDir(), "page.html")
	out, errOut, status := runProgram(t, input, append(args, "-html", path)...)
	if status != 0 || out != answer {
		t.Fatalf("-html: stdout %q (status %d, %q), want %q", out, status, errOut, answer)
	}
	page, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return page, path
}

// TestRecording: on every golden game the page's steps, applied as the
// page applies them, end on the engine's last board, and the page of a
// full-size game stays small.
func TestRecording(t *testing.T) {
	names, inputs, outputs := goldenCases(t, "poker")
	for _, name := range names {
		page, _ := writePage(t, inputs[name], outputs[name])
		if len(page) > 1500000 {
			t.Errorf("%s: the page is %d bytes", name, len(page))
		}
		g, err := parseGame([]byte(inputs[name]))
		if err != nil {
			t.Fatal(err)
		}
		g.playOperations()
		if got, want := replayed(pageData(t, page)), boardText(g.board); got != want {
			t.Errorf("%s: the page ends on\n%s\nthe engine on\n%s", name, got, want)
		}
	}
	for _, name := range []string{"sample", "noip2011-3", "solvable_c13"} {
		page, _ := writePage(t, golden(t, "mayan/"+name+".in"), golden(t, "mayan/"+name+".out"))
		if got := replayed(pageData(t, page)); strings.Count(got, "0.0") != mayanCells {
			t.Errorf("%s: the page does not end on an empty board:\n%s", name, got)
		}
	}
}

// TestPageWithTrace: -html and -trace together tell the same story as
// -trace alone.
func TestPageWithTrace(t *testing.T) {
	in := golden(t, "poker/thupc2022-01.in")
	_, alone, _ := runProgram(t, in, "-boards")
	_, both, _ := runProgram(t, in, "-boards", "-html", filepath.Join(t.TempDir(), "p.html"))
	if alone != both {
		t.Error("-html changed the trace")
	}
	if _, errOut, status := runProgram(t, in, "-html", "/no/such/dir/p.html"); status != 1 || strings.Count(errOut, "\n") != 1 || !strings.Contains(errOut, "writing the page") {
		t.Errorf("unwritable page: status %d, %q", status, errOut)
	}
}

// dumpDOM opens a page at a fragment in headless Chromium and returns
// the DOM after its script ran, failing on any uncaught script error.
func dumpDOM(t *testing.T, path, fragment string) string { return browser.DumpDOM(t, path, fragment) }

var field = browser.Field

// TestPageInBrowser: the statement's example, in a real browser: after
// operation 4 the total is the hint's 435; after operation 5 it is 482 plus
// the hand, 202 + 80 + 200 + 210 = 692; after the endgame 11692. A Mayan
// page empties the board at its last move, and a full-size page ends on
// the engine's board.
func TestPageInBrowser(t *testing.T) {
	t.Parallel() // it waits on Chromium: beside the others
	in := golden(t, "poker/thupc2022-01.in")
	_, path := writePage(t, in, "11692\n")
	for _, c := range []struct{ fragment, total, pattern string }{
		{"op=0", "0", "0"}, {"op=4", "435", "0"}, {"op=5", "692", "210"}, {"op=end", "11692", "210"},
	} {
		dom := dumpDOM(t, path, c.fragment)
		if field(dom, "total") != c.total || field(dom, "pattern") != c.pattern {
			t.Errorf("#%s: total %s, pattern %s; want %s, %s", c.fragment, field(dom, "total"), field(dom, "pattern"), c.total, c.pattern)
		}
		if c.fragment == "op=5" && (field(dom, "elimination") != "202" || field(dom, "chain") != "80" || field(dom, "combination") != "200" || field(dom, "endgame") != "0") {
			t.Errorf("#op=5: parts %s %s %s %s", field(dom, "elimination"), field(dom, "chain"), field(dom, "combination"), field(dom, "endgame"))
		}
	}

	sample := golden(t, "mayan/sample.in")
	_, path = writePage(t, sample, "2 1 1\n3 1 1\n3 0 1\n")
	// The sample's columns hold 1 + 2 + 3 + 2 + 4 = 12 blocks.
	for fragment, blocks := range map[string]string{"move=0": "12", "move=3": "0"} {
		if got := field(dumpDOM(t, path, fragment), "blocks"); got != blocks {
			t.Errorf("mayan #%s: %s blocks, want %s", fragment, got, blocks)
		}
	}

	big := golden(t, "poker/thupc2022-17.in")
	want := golden(t, "poker/thupc2022-17.out")
	page, path := writePage(t, big, want)
	g := goldenGame(t, "thupc2022-17")
	total := g.playOperations().Total()
	dom := dumpDOM(t, path, "op=end")
	if field(dom, "cells") != boardText(g.board) || field(dom, "total") != fmt.Sprint(total) {
		t.Errorf("thupc2022-17 (%d bytes): the page ends on another board or total (%s)", len(page), field(dom, "total"))
	}
}

// pageJSON is the recording a page holds, as the page holds it.
func pageJSON(t *testing.T, page []byte) string {
	t.Helper()
	m := regexp.MustCompile(`const DATA = (\{.*\});\n`).FindSubmatch(page)
	if m == nil {
		t.Fatal("no data in the page")
	}
	return string(m[1])
}

// pageWords is a script, run in a page, that loads each recording of
// GAMES and shows every one of its steps, and lists each step whose
// visible words hold undefined, NaN, null or an object's name in the
// element audit.
const pageWords = `
const shown = ["title", "where", "step", "legend", "help", "elimination", "chain", "combination", "pattern", "endgame", "total", "blocks", "answer"];
const bad = []; let seen = 0;
for (const [name, data] of GAMES) {
  viewer.load(data, new Map());
  document.getElementById("answer").textContent = data.answer;
  for (let s = 0; s < viewer.steps(); s++, seen++) {
    viewer.describeAt(s);
    for (const id of shown) {
      const text = document.getElementById(id).textContent;
      if (/undefined|NaN|null|\[object/.test(text) && bad.length < 20) bad.push(name + " step " + s + " #" + id + ": " + text);
    }
  }
}
document.getElementById("audit").textContent = seen + " steps\n" + bad.join("\n");
`

// TestPageWords: no visible words of any step of any golden game read
// undefined, NaN or null (a recording leaves out the numbers that are 0,
// and the page once printed "chain undefined"). Every step of every game,
// in one browser run.
func TestPageWords(t *testing.T) {
	t.Parallel() // it waits on Chromium: beside the others
	var games []string
	steps := 0
	add := func(dir string) {
		names, inputs, outputs := goldenCases(t, dir)
		for _, name := range names {
			page, _ := writePage(t, inputs[name], outputs[name])
			games = append(games, fmt.Sprintf("[%q, %s]", dir+"/"+name, pageJSON(t, page)))
			steps += len(pageData(t, page).Steps)
		}
	}
	add("poker")
	add("mayan")
	page, _ := writePage(t, "1 1 1 1\n1\n0\n1 1 1 1\n", "0\n")
	harness := strings.Replace(strings.Replace(string(page), "</script>",
		"const GAMES = ["+strings.Join(games, ",\n")+"];\n"+pageWords+"</script>", 1), "<script>", "<pre id=\"audit\"></pre>\n<script>", 1)
	path := filepath.Join(t.TempDir(), "words.html")
	if err := os.WriteFile(path, []byte(harness), 0o644); err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?s)id="audit">(.*?)</pre>`).FindStringSubmatch(dumpDOM(t, path, ""))
	if m == nil {
		t.Fatal("the audit did not run")
	}
	if want := fmt.Sprintf("%d steps\n", steps); m[1] != want {
		t.Errorf("%d games: want %q, the page says:\n%s", len(games), want, m[1])
	}
}

// TestPageAddresses: the moments an address names, in a real browser.
// Operation 2 of the statement's example is valid with one round (the
// hint's running sums go 315 -> 417: 102 for it, with no chain).
func TestPageAddresses(t *testing.T) {
	t.Parallel() // it waits on Chromium: beside the others
	in := golden(t, "poker/thupc2022-01.in")
	_, path := writePage(t, in, "11692\n")
	for _, c := range []struct{ fragment, step, error string }{
		{"op=2", "Operation 2 done: 1 round(s), chain 0, this operation 102.", ""},
		{"op=2&round=1", "Round 1: runs take ", ""},
		{"op=1&round=2", "Round 2: runs take ", ""},
		{"step=1", "Operation 1: swap ", ""},
		{"op=1&rnd=1", "The board before operation 1.", `the address's key "rnd" is unknown`},
		{"op=x", "The board before operation 1.", "op=x: want end or an operation from 0 to 5"},
		{"op=2&round=5", "The board before operation 1.", "operation 2 has 1 round(s), not 5"},
		{"round=1", "The board before operation 1.", "round= needs op=N"},
		{"move=1", "The board before operation 1.", "move= is for a Mayan puzzle"},
		{"step=99999", "The board before operation 1.", "step=99999: want a step from 0 to "},
		{"op", "The board before operation 1.", `holds "op", not key=value`},
	} {
		dom := dumpDOM(t, path, c.fragment)
		if got := field(dom, "step"); !strings.HasPrefix(got, c.step) && !strings.Contains(got, c.step) {
			t.Errorf("#%s: the step says %q, want %q", c.fragment, got, c.step)
		}
		got := field(dom, "error")
		if c.error == "" && got != "" || !strings.Contains(got, c.error) {
			t.Errorf("#%s: error %q, want %q", c.fragment, got, c.error)
		}
	}
	if help := field(dumpDOM(t, path, ""), "help"); !strings.Contains(help, "#op=N&round=R (round R of operation N)") {
		t.Errorf("the help line: %q", help)
	}

	// Stepping writes the address: operation 1's swap is a bare step, its
	// first round the round form.
	page, _ := os.ReadFile(path)
	clicks := strings.Replace(string(page), "</script>", `const seen = [];
for (let i = 0; i < 3; i++) { document.getElementById("next").click(); seen.push(location.hash); }
document.getElementById("error").textContent = seen.join(" ");
</script>`, 1)
	if err := os.WriteFile(path, []byte(clicks), 0o644); err != nil {
		t.Fatal(err)
	}
	if got, want := field(dumpDOM(t, path, "op=0"), "error"), "#step=1 #op=1&round=1 #step=3"; got != want {
		t.Errorf("stepping from #op=0 writes %q, want %q", got, want)
	}

	// A Mayan round is addressed as move=N&round=R: the sample's last move
	// removes blocks in its first round.
	sample := golden(t, "mayan/sample.in")
	_, path = writePage(t, sample, "2 1 1\n3 1 1\n3 0 1\n")
	if got := field(dumpDOM(t, path, "move=3&round=1"), "step"); !strings.HasPrefix(got, "Round 1: the blocks ringed go: ") {
		t.Errorf("mayan #move=3&round=1: %q", got)
	}
	if got := field(dumpDOM(t, path, "op=1"), "error"); !strings.Contains(got, "op= is for Lines &") {
		t.Errorf("mayan #op=1: %q", got)
	}
	if got := field(dumpDOM(t, path, "move=4"), "error"); !strings.Contains(got, "move=4: want a move from 0 to 3") {
		t.Errorf("mayan #move=4: %q", got)
	}
	// A puzzle with no answer (noip2011-1.out: -1) has no move to show.
	unsolved := golden(t, "mayan/noip2011-1.in")
	_, path = writePage(t, unsolved, "-1\n")
	if got := field(dumpDOM(t, path, "move=1"), "error"); !strings.Contains(got, "move=1: the answer is -1, no move to show") {
		t.Errorf("mayan -1 #move=1: %q", got)
	}
}
