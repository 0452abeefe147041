package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"match3/internal/browser"
)

// The page as a person uses it: clicks, keys, pastes and file choices in
// Chromium, at a phone's size and a desktop's (TestPage reads it through
// its address).

// ready waits for the page to have run what the last action asked for:
// the engine idle and the answer shown (want, when not "").
func ready(t *testing.T, b *browser.Browser, s string, want ...string) {
	t.Helper()
	answer := `document.getElementById("answer").textContent !== ""`
	if len(want) > 0 {
		answer = `document.getElementById("answer").textContent === ` + strconv.Quote(want[0])
	}
	if !b.WaitFor(t, s, `document.body.dataset.ready === "1" && document.getElementById("status").textContent === "ready" && `+answer, 120*time.Second) {
		t.Fatalf("the page did not settle: status %q, answer %q, error %q", b.Eval(t, s, `document.getElementById("status").textContent`),
			b.Eval(t, s, `document.getElementById("answer").textContent`), b.Eval(t, s, `document.getElementById("error").textContent`))
	}
	// The replay and the address follow the answer: the last run is
	// played out, and no run is waiting for the taps to pause.
	b.WaitFor(t, s, `document.getElementById("status").textContent === "ready" && document.body.dataset.played === String(runs) && !editor.pending() && busy === 0`, 120*time.Second)
	b.Eval(t, s, `new Promise(r => setTimeout(r, 500))`)
}

func text(t *testing.T, b *browser.Browser, s, id string) string {
	t.Helper()
	return b.Eval(t, s, `document.getElementById(`+strconv.Quote(id)+`).textContent`)
}

func value(t *testing.T, b *browser.Browser, s, id string) string {
	t.Helper()
	return b.Eval(t, s, `document.getElementById(`+strconv.Quote(id)+`).value`)
}

// replace selects all of a text box and types text over it, as a paste.
func replace(t *testing.T, b *browser.Browser, s, id, text string) {
	t.Helper()
	b.Focus(t, s, "#"+id)
	b.Eval(t, s, `document.getElementById(`+strconv.Quote(id)+`).select()`)
	b.Type(t, s, text)
}

// TestPhoneAndDesktop: at 390 x 844 the page is laid out for the phone
// (its viewport meta: 390 CSS pixels wide, not 980 shrunk), its text and
// controls are a person's size (text 15px or more, every button 40px or
// taller), nothing spills sideways, and the board is as wide as the screen
// allows; a 50 x 50 board zooms. At 1400 x 1000 the input and the replay
// stand side by side. Both are screenshot.
func TestPhoneAndDesktop(t *testing.T) {
	t.Parallel() // it waits on Chromium: beside the others
	path := thePage(t)
	b := browser.Start(t)
	example := read(t, "poker/thupc2022-01.in")
	url := "file://" + path + "#z=" + zParam(example) + "&zout=" + zParam("11492\n") + "&op=2&round=1"

	s := b.Navigate(t, "about:blank")
	b.Viewport(t, s, 390, 844, true)
	b.Call(s, "Page.navigate", map[string]string{"url": url})
	ready(t, b, s)
	var phone struct {
		Width, Scroll, Font, Canvas float64
		Small                       []string
	}
	measure := `JSON.stringify((() => {
		const small = [];
		for (const e of document.querySelectorAll("button, select, input[type=number]")) {
			const r = e.getBoundingClientRect();
			if (r.width > 0 && r.height < 40) small.push((e.id || e.textContent) + " " + r.height);
		}
		return { Width: document.documentElement.clientWidth, Scroll: document.documentElement.scrollWidth,
			Font: parseFloat(getComputedStyle(document.getElementById("step")).fontSize),
			Canvas: document.getElementById("board").getBoundingClientRect().width, Small: small };
	})())`
	json.Unmarshal([]byte(b.Eval(t, s, measure)), &phone)
	if phone.Width != 390 || phone.Scroll > 391 || phone.Font < 15 || len(phone.Small) > 0 || phone.Canvas < 300 || phone.Canvas > 390 {
		t.Errorf("at 390 x 844: %+v; want 390 wide, no sideways scroll, text 15px+, no control under 40px, the board 300-390px", phone)
	}
	screenshot(t, b, s, "phone.png")

	// A full-size board fits the screen and zooms.
	replace(t, b, s, "input", read(t, "poker/thupc2022-17.in"))
	ready(t, b, s, read(t, "poker/thupc2022-17.out"))
	fit := b.Eval(t, s, `String(document.getElementById("board").getBoundingClientRect().width)`)
	b.Eval(t, s, `(() => { const z = document.getElementById("zoom"); z.value = "4"; z.dispatchEvent(new Event("change")); })()`)
	zoomed := b.Eval(t, s, `String(document.getElementById("board").getBoundingClientRect().width)`)
	if f, _ := strconv.ParseFloat(fit, 64); f > 390 || f < 250 {
		t.Errorf("a 50 x 48 board is %s px wide on a 390 px screen", fit)
	} else if z, _ := strconv.ParseFloat(zoomed, 64); z < 2*f {
		t.Errorf("zoom 4x: %s px, fit %s px", zoomed, fit)
	}

	d := b.Navigate(t, "about:blank")
	b.Viewport(t, d, 1400, 1000, false)
	b.Call(d, "Page.navigate", map[string]string{"url": url})
	ready(t, b, d)
	var desk struct{ Left, Right, Font, Button float64 }
	json.Unmarshal([]byte(b.Eval(t, d, `JSON.stringify({ Left: document.getElementById("left").getBoundingClientRect().left,
		Right: document.getElementById("right").getBoundingClientRect().left,
		Font: parseFloat(getComputedStyle(document.getElementById("step")).fontSize),
		Button: document.getElementById("next").getBoundingClientRect().height })`)), &desk)
	if desk.Right < desk.Left+300 || desk.Font < 14 || desk.Button < 30 {
		t.Errorf("at 1400 x 1000: %+v; want the replay beside the input, text 14px+, buttons 30px+", desk)
	}
	screenshot(t, b, d, "desktop.png")
	noExceptions(t, b)
}

// TestWhatIsTyped: nothing the user puts in is lost or stale. A paste made
// while the engine loads stays, and is run; the address is the state, and
// opened in a fresh tab shows the same input and answer at the same
// moment; typing an answer keeps the moment, and marks the old verdict
// stale at once; a new input from a file clears the answer and the
// verdict, and choosing that file again reads it again; an answer can be
// chosen from a file; share says it copied next to itself.
func TestWhatIsTyped(t *testing.T) {
	t.Parallel() // it waits on Chromium: beside the others
	path := thePage(t)
	b := browser.Start(t)
	sample := read(t, "mayan/sample.in")

	// A paste while the engine loads (slowed down, so that it surely is).
	s := b.Navigate(t, "about:blank")
	b.Call(s, "Emulation.setCPUThrottlingRate", map[string]int{"rate": 8})
	b.Call(s, "Page.navigate", map[string]string{"url": "file://" + path})
	if !b.WaitFor(t, s, `document.getElementById("input")`, 10*time.Second) {
		t.Fatal("no input box")
	}
	loading := text(t, b, s, "status")
	replace(t, b, s, "input", sample)
	b.Call(s, "Emulation.setCPUThrottlingRate", map[string]int{"rate": 1})
	ready(t, b, s, "2 1 1\n3 1 1\n3 0 1\n")
	if loading != "loading the engine..." {
		t.Logf("the engine was %q when the paste came: this check saw no race", loading)
	}
	if got := value(t, b, s, "input"); got != sample || text(t, b, s, "answer") != "2 1 1\n3 1 1\n3 0 1\n" {
		t.Errorf("after a paste while loading: input %q, answer %q", got, text(t, b, s, "answer"))
	}

	// The address is the state: a fresh tab shows the same.
	b.Click(t, s, "#next")
	b.Click(t, s, "#next")
	replace(t, b, s, "contestant", "2 1 1\n3 1 1\n0 0 1\n")
	ready(t, b, s)
	b.Eval(t, s, `new Promise(r => setTimeout(r, 500))`)
	where, url := text(t, b, s, "where"), b.Eval(t, s, "location.href")
	if !strings.Contains(url, "#z=") || !strings.Contains(url, "&zout=") {
		t.Fatalf("the address holds no state: %s", url)
	}
	f := b.Navigate(t, url)
	ready(t, b, f)
	if value(t, b, f, "input") != sample || value(t, b, f, "contestant") != "2 1 1\n3 1 1\n0 0 1\n" || text(t, b, f, "where") != where {
		t.Errorf("a fresh tab at %s: input %q, answer %q, %q (was %q)", url, value(t, b, f, "input"), value(t, b, f, "contestant"), text(t, b, f, "where"), where)
	}

	// Typing an answer: the old verdict is stale at once, the moment kept.
	if !strings.Contains(text(t, b, s, "verdict"), "blocks remain") {
		t.Fatalf("verdict %q", text(t, b, s, "verdict"))
	}
	b.Click(t, s, "#contestant")
	b.Key(t, s, "End")
	b.Type(t, s, " ")
	if got := b.Eval(t, s, `document.getElementById("verdict").className`); got != "stale" {
		t.Errorf("right after typing, the verdict is %q, not stale", got)
	}
	ready(t, b, s)
	b.Eval(t, s, `new Promise(r => setTimeout(r, 500))`)
	if got := text(t, b, s, "where"); got != where {
		t.Errorf("after typing an answer the replay shows %q, was %q", got, where)
	}

	// A new input from a file: the answer and verdict go; the same file
	// again reads it again.
	file := filepath.Join(t.TempDir(), "hard.in")
	os.WriteFile(file, []byte(read(t, "mayan/noip2011-3.in")), 0o644)
	choose := func(id string) {
		node := b.Eval(t, s, `(() => { window.__picked = document.getElementById(`+strconv.Quote(id)+`); return "ok"; })()`)
		_ = node
		res, err := b.Call(s, "DOM.getDocument", map[string]int{"depth": 0})
		if err != nil {
			t.Fatal(err)
		}
		var doc struct{ Root struct{ NodeID int } }
		json.Unmarshal(res, &doc)
		res, err = b.Call(s, "DOM.querySelector", map[string]interface{}{"nodeId": doc.Root.NodeID, "selector": "#" + id})
		if err != nil {
			t.Fatal(err)
		}
		var q struct{ NodeID int }
		json.Unmarshal(res, &q)
		if _, err := b.Call(s, "DOM.setFileInputFiles", map[string]interface{}{"files": []string{file}, "nodeId": q.NodeID}); err != nil {
			t.Fatal(err)
		}
	}
	choose("file")
	ready(t, b, s, "3 0 -1\n")
	if value(t, b, s, "contestant") != "" || text(t, b, s, "verdict") != "" || text(t, b, s, "answer") != "3 0 -1\n" {
		t.Errorf("a new input kept the answer %q or the verdict %q (answer %q)", value(t, b, s, "contestant"), text(t, b, s, "verdict"), text(t, b, s, "answer"))
	}
	replace(t, b, s, "input", sample)
	ready(t, b, s, "2 1 1\n3 1 1\n3 0 1\n")
	choose("file")
	if !b.WaitFor(t, s, `document.getElementById("answer").textContent === "3 0 -1\n"`, 10*time.Second) {
		t.Errorf("the same file chosen again was not read again: answer %q", text(t, b, s, "answer"))
	}

	// An answer from a file.
	os.WriteFile(file, []byte("3 0 -1\n"), 0o644)
	choose("answerFile")
	if !b.WaitFor(t, s, `document.getElementById("verdict").textContent.startsWith("ok: 3 0 -1")`, 10*time.Second) {
		t.Errorf("an answer file: verdict %q", text(t, b, s, "verdict"))
	}

	// Share says so beside share; a file: link is said to work here only.
	b.Click(t, s, "#share")
	if !b.WaitFor(t, s, `document.getElementById("shareNote").textContent.includes("only on this computer")`, 5*time.Second) {
		t.Errorf("share: %q", text(t, b, s, "shareNote"))
	}
	if text(t, b, s, "madeBy") != "" && !b.WaitFor(t, s, `document.getElementById("madeBy").hidden`, time.Second) {
		t.Errorf("share's note went to the generator")
	}
	noExceptions(t, b)
}

// TestTooLargeForALink: a full-size game is more than a link should hold
// (thupc2022-28 deflates to 8.9 KB of the address): pasted over a small
// game opened from its link, the page says so, offers the input as a
// file, keeps the moment only in the address (none of the small game's
// input stays there), and a reload brings the full-size input back from
// this browser.
func TestTooLargeForALink(t *testing.T) {
	t.Parallel() // it waits on Chromium: beside the others
	path := thePage(t)
	b := browser.Start(t)
	s, _ := b.Open(t, "file://"+path+"#z="+zParam(read(t, "poker/rule-cascade2.in")), 120*time.Second)
	if h := b.Eval(t, s, "location.hash"); !strings.Contains(h, "z=") {
		t.Fatalf("the small game's link is %q", h)
	}
	b.Click(t, s, "#share") // the small game's link, shown
	waitFor(t, b, s, `!document.getElementById("link").hidden`, "the link shown")
	big := read(t, "poker/thupc2022-28.in")
	replace(t, b, s, "input", big)
	if !b.WaitFor(t, s, `!document.getElementById("bigNote").hidden`, 120*time.Second) {
		t.Fatalf("no note for an input too large for a link: %s", b.Eval(t, s, "location.hash.length"))
	}
	b.Click(t, s, "#share")
	waitText(t, b, s, "shareNote", "too large for a link")
	if b.Eval(t, s, `String(document.getElementById("link").hidden) + document.getElementById("link").value`) != "true" {
		t.Error("the small game's link is still offered")
	}
	if h := b.Eval(t, s, "location.hash"); len(h) > 999 || strings.Contains(h, "z=") || !strings.Contains(text(t, b, s, "bigNote"), "save it as a file") {
		t.Errorf("the address is %q; the note %q", h, text(t, b, s, "bigNote"))
	}
	want := text(t, b, s, "answer")
	b.Call(s, "Page.reload", map[string]bool{})
	ready(t, b, s)
	// (A text box keeps its lines ended by LF: the judge's file has CRLF.)
	if value(t, b, s, "input") != strings.ReplaceAll(big, "\r\n", "\n") || text(t, b, s, "answer") != want {
		t.Errorf("after a reload: %d bytes of input, answer %q", len(value(t, b, s, "input")), text(t, b, s, "answer"))
	}
}

// TestWords: where a Lines & Poker reading departs, a button goes there
// and both sides' scores stand side by side; a Mayan answer that leaves
// the smallest gets both boards; the go-to box follows the replay; the
// Mayan help speaks of moves; the key help, the labels and the menus say
// it without the command line's words.
func TestWords(t *testing.T) {
	t.Parallel() // it waits on Chromium: beside the others
	path := thePage(t)
	b := browser.Start(t)
	example := read(t, "poker/thupc2022-01.in")
	s, _ := b.Open(t, "file://"+path+"#z="+zParam(example)+"&zout="+zParam("11492\n"), 120*time.Second)
	if !b.WaitFor(t, s, `document.querySelector("#departs button")`, 120*time.Second) {
		t.Fatalf("no departure: %q", text(t, b, s, "verdict"))
	}
	// tshape's arithmetic, here the example's first operation: a block of
	// 5 by the rules (200), two runs of 3 per run (0).
	departs := b.Eval(t, s, `document.getElementById("departs").innerText`)
	if !strings.Contains(departs, "combo-per-run first departs at operation 1, round 1") || !strings.Contains(departs, "by the rules") || !strings.Contains(departs, "200\t0") {
		t.Errorf("the departure: %q", departs)
	}
	b.Click(t, s, "#departs button")
	b.Eval(t, s, `new Promise(r => setTimeout(r, 300))`)
	if h := b.Eval(t, s, "location.hash"); !strings.HasSuffix(h, "&op=1&round=1") || !strings.Contains(text(t, b, s, "step"), "Round 1:") {
		t.Errorf("the button went to %s: %q", h, text(t, b, s, "step"))
	}
	b.Focus(t, s, "#slider")
	for i := 0; i < 5; i++ {
		b.Key(t, s, "ArrowRight")
	}
	if op := b.Eval(t, s, `String(viewer.op())`); value(t, b, s, "jump") != op {
		t.Errorf("the go-to box says %q at operation %s", value(t, b, s, "jump"), op)
	}

	// A Mayan answer that clears the board, but not as the smallest.
	sample := read(t, "mayan/sample.in")
	m, _ := b.Open(t, "file://"+path+"#z="+zParam(sample)+"&zout="+zParam(laterAnswer), 120*time.Second)
	if !b.WaitFor(t, m, `document.querySelectorAll("#departs canvas").length === 2`, 120*time.Second) {
		t.Fatalf("no two boards: %q", b.Eval(t, m, `document.getElementById("departs").innerText`))
	}
	if help := text(t, b, m, "help"); !strings.Contains(help, "up/down a move") {
		t.Errorf("the Mayan help: %q", help)
	}
	if label := text(t, b, m, "traceLabel"); !strings.Contains(label, "its own answer") {
		t.Errorf("the trace's label: %q", label)
	}
	for _, jargon := range []string{"-check", "-swap-same-color", "forces one"} {
		if page := b.Eval(t, m, "document.body.innerText"); strings.Contains(page, jargon) {
			t.Errorf("the page says %q", jargon)
		}
	}
	noExceptions(t, b)
}

// laterAnswer clears the sample's board but is not the smallest: the
// sample's answer is 2 1 1, 3 1 1, 3 0 1 (sample.out), and 3 1 -1 swaps
// the same two blocks as 2 1 1 (the 3 at (2,1) and the 1 at (3,1)), later
// in answer order (TestCheckOrder finds it with the naive search).
const laterAnswer = "3 1 -1\n3 1 1\n3 0 1\n"

// TestKeysAndNames: Space on a focused button presses it (step > steps
// once, nothing plays); every control has a name in Chromium's
// accessibility tree; the verdict and the answer are announced; the
// board has a text alternative.
func TestKeysAndNames(t *testing.T) {
	t.Parallel() // it waits on Chromium: beside the others
	path := thePage(t)
	b := browser.Start(t)
	s, _ := b.Open(t, "file://"+path+"#z="+zParam(read(t, "poker/thupc2022-01.in"))+"&op=0", 120*time.Second)
	b.Focus(t, s, "#next")
	b.Key(t, s, " ")
	b.Eval(t, s, `new Promise(r => setTimeout(r, 400))`)
	if st, play := b.Eval(t, s, `String(viewer.steps() && document.getElementById("slider").value)`), text(t, b, s, "play"); st != "1" || play != "play" {
		t.Errorf("Space on step >: step %s, play button %q", st, play)
	}
	res, err := b.Call(s, "Accessibility.getFullAXTree", map[string]interface{}{})
	if err != nil {
		t.Fatal(err)
	}
	var tree struct {
		Nodes []struct {
			Ignored bool
			Role    struct{ Value string }
			Name    struct{ Value string }
		}
	}
	json.Unmarshal(res, &tree)
	controls := 0
	for _, n := range tree.Nodes {
		switch n.Role.Value {
		case "button", "combobox", "slider", "textbox", "checkbox", "spinbutton":
			if n.Ignored {
				continue
			}
			controls++
			if strings.TrimSpace(n.Name.Value) == "" {
				t.Errorf("a %s has no accessible name", n.Role.Value)
			}
		}
	}
	if controls < 20 {
		t.Errorf("only %d controls in the accessibility tree", controls)
	}
	for _, id := range []string{"verdict", "answer"} {
		if b.Eval(t, s, `document.getElementById(`+strconv.Quote(id)+`).getAttribute("aria-live")`) != "polite" {
			t.Errorf("#%s is not announced", id)
		}
	}
	if label := b.Eval(t, s, `document.getElementById("board").getAttribute("aria-label")`); !strings.Contains(label, "8 rows by 8 columns") {
		t.Errorf("the board's text alternative: %q", label)
	}
	b.Click(t, s, "#asText")
	if b.Eval(t, s, `String(document.getElementById("cells").hidden)`) != "false" {
		t.Error("board as text shows nothing")
	}
}
