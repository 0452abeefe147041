package main

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

	"match3/internal/browser"
)

// openPage starts Chromium on the page at a viewport, with an address's
// fragment, and waits for it to settle (on the answer, when given).
func openPage(t *testing.T, width, height int, mobile bool, fragment string, answer ...string) (*browser.Browser, string) {
	t.Helper()
	path := thePage(t)
	b := browser.Start(t)
	s := b.Navigate(t, "about:blank")
	b.Viewport(t, s, width, height, mobile)
	b.Call(s, "Page.navigate", map[string]string{"url": "file://" + path + fragment})
	ready(t, b, s, answer...)
	return b, s
}

// noExceptions fails the test on what the page threw and nothing caught.
func noExceptions(t *testing.T, b *browser.Browser) {
	t.Helper()
	if len(b.Exceptions) > 0 {
		t.Errorf("uncaught: %v", b.Exceptions)
	}
}

// cellPoint is where the editor's cell i (row-major from the top) is in
// the viewport, from the board's canvas and the cells' place it gives
// (data-cols, data-step: a line of 1 px around and between cells), after
// scrolling the cell into view (the board's box, then the page) unless
// inPlace.
func cellPoint(t *testing.T, b *browser.Browser, s string, i int, inPlace bool) (x, y float64) {
	t.Helper()
	at := b.Eval(t, s, `(() => {
		const c = document.getElementById("e-canvas"), cols = +c.dataset.cols, step = +c.dataset.step, i = `+strconv.Itoa(i)+`;
		if (!cols || i >= cols * +c.dataset.rows) return "";
		const x = 1 + (i % cols) * step + step / 2, y = 1 + Math.floor(i / cols) * step + step / 2;
		if (!`+strconv.FormatBool(inPlace)+`) {
			const wrap = document.getElementById("e-gridWrap");
			wrap.scrollLeft = x - wrap.clientWidth / 2; wrap.scrollTop = y - wrap.clientHeight / 2;
			const r = c.getBoundingClientRect();
			window.scrollBy(0, r.top + y - innerHeight / 2);
		}
		const r = c.getBoundingClientRect();
		return (r.left + x) + " " + (r.top + y); })()`)
	if _, err := fmt.Sscan(at, &x, &y); err != nil {
		t.Fatalf("no cell %d on the board", i)
	}
	return x, y
}

// clickCell clicks cell i by mouse, after scrolling it into view.
func clickCell(t *testing.T, b *browser.Browser, s string, i int) {
	t.Helper()
	x, y := cellPoint(t, b, s, i, false)
	b.ClickAt(t, s, x, y)
}

// tapCell taps cell i by finger, after scrolling it into view.
func tapCell(t *testing.T, b *browser.Browser, s string, i int) {
	t.Helper()
	x, y := cellPoint(t, b, s, i, false)
	b.TapAt(t, s, x, y)
}

// dragCells drags by mouse from cell i to cell j.
func dragCells(t *testing.T, b *browser.Browser, s string, i, j int) {
	t.Helper()
	cellPoint(t, b, s, j, false)
	x1, y1 := cellPoint(t, b, s, j, true)
	x0, y0 := cellPoint(t, b, s, i, true)
	b.DragAt(t, s, x0, y0, x1, y1)
}

// cellSays is what the page says of cell i when a pointer rests on it:
// its place and what is in it (#e-under).
func cellSays(t *testing.T, b *browser.Browser, s string, i int) string {
	t.Helper()
	x, y := cellPoint(t, b, s, i, false)
	b.HoverAt(t, s, x, y)
	return text(t, b, s, "e-under")
}

// waitText waits for an element's text to hold want.
func waitText(t *testing.T, b *browser.Browser, s, id, want string) {
	t.Helper()
	if !b.WaitFor(t, s, `document.getElementById(`+strconv.Quote(id)+`).textContent.includes(`+strconv.Quote(want)+`)`, 120*time.Second) {
		t.Fatalf("#%s says %q, want it to hold %q", id, text(t, b, s, id), want)
	}
}

// rowOnceSettled is line i of the input box once the painting has paused
// and the page has caught up (the box follows the board then).
func rowOnceSettled(t *testing.T, b *browser.Browser, s string, i int) string {
	t.Helper()
	ready(t, b, s)
	return strings.Split(value(t, b, s, "input"), "\n")[i]
}

// TestBoardEditor: a game made by hand and played, as a person does it at
// a desktop's size, by mouse and keys: a new 3 x 4 board of three colors
// (the editor's own: no run, each cell 1 + (r + 2c) mod 3 or the next
// color that makes none), a cell painted, a swap played that makes a run,
// undo and redo, a paste that redraws the board; then a Mayan puzzle
// played by drags to the answer, and "solve from here".
func TestBoardEditor(t *testing.T) {
	t.Parallel() // it waits on Chromium: beside the others
	b, s := openPage(t, 1280, 900, false, "")

	// A new board: n = 3, m = 4, k = 3, no operation yet (q = 0, which the
	// statement does not allow: the editor says it is a game in progress),
	// at random from the engine: its first line says so, and every color
	// is one of 1..3.
	replace(t, b, s, "e-n", "3")
	replace(t, b, s, "e-m", "4")
	replace(t, b, s, "e-k", "3")
	b.Click(t, s, "#e-newPoker")
	b.WaitFor(t, s, `document.getElementById("input").value.startsWith("3 4 3 0\n")`, 120*time.Second)
	waitText(t, b, s, "e-legal", "A game in progress")
	// The editor's own board from here on, so that the swap below is known:
	// each cell 1 + (r + 2c) mod 3, or the next color that makes no run.
	replace(t, b, s, "input", "3 4 3 0\n1 3 2 1\n2 1 3 2\n3 2 1 3\n0 0 0 0\n0 0 0 0\n0 0 0 0\n")
	ready(t, b, s) // read and run: the board drawn is this one (a tap waits while the input is read)
	waitText(t, b, s, "e-legal", "A game in progress")

	// Paint row 1, column 1 with color 2 (the palette's "color 2").
	b.Click(t, s, `#e-palette button[aria-label="color 2"]`)
	clickCell(t, b, s, 0)
	if got := rowOnceSettled(t, b, s, 1); got != "2 3 2 1" {
		t.Errorf("row 1 after painting: %q, want 2 3 2 1", got)
	}
	if got := cellSays(t, b, s, 0); got != "row 1, column 1: color 2" {
		t.Errorf("the painted cell is named %q", got)
	}

	// Play: drag (3,1) onto (3,2). Column 1 becomes 2 2 2, a run: round 1
	// takes three pieces of color 2, elimination 1 x 6 = 6, a block of 3
	// scores no combination (docs/rules.md), no second round, so the chain
	// is 80 x 0^2 = 0; the one operation is valid, +1000 at the end, and
	// the board is not cleared: 1006.
	b.Click(t, s, "#e-play")
	dragCells(t, b, s, 8, 9)
	ready(t, b, s, "1006\n")
	if got := strings.Split(strings.TrimSpace(value(t, b, s, "input")), "\n"); got[0] != "3 4 3 1" || got[len(got)-1] != "3 1 3 2" {
		t.Errorf("after the swap the input is %q", got)
	}
	waitText(t, b, s, "e-said", "Operation 1: 1 round(s), +6 points")
	waitText(t, b, s, "e-legal", "A legal test")
	// The board shown is the board after it: column 1 empty.
	if got := cellSays(t, b, s, 4); got != "row 2, column 1: empty" {
		t.Errorf("after the swap, row 2, column 1 is %q", got)
	}

	// A tap away from the piece chosen chooses it instead; a tap on it
	// again chooses nothing.
	clickCell(t, b, s, 0)
	clickCell(t, b, s, 11)
	waitText(t, b, s, "e-said", "Chose row 3, column 4")
	clickCell(t, b, s, 11)
	waitText(t, b, s, "e-said", "Nothing chosen")
	// A swap that makes no run: an invalid operation, kept. After the
	// first, column 1 is empty and rows 1-3 read _ 3 2 1, _ 1 3 2, _ 3 1 3;
	// swapping (1,2) and (1,3) gives _ 2 3 1: columns 2 (2 1 3) and 3
	// (3 3 1) and the row make no run of three.
	clickCell(t, b, s, 1)
	clickCell(t, b, s, 2)
	ready(t, b, s, "6\n") // no bonus now: not every operation is valid
	waitText(t, b, s, "e-said", "Operation 2 is invalid (no run)")

	// Undo and redo.
	b.Click(t, s, "#e-undo")
	ready(t, b, s, "1006\n")
	b.Click(t, s, "#e-redo")
	ready(t, b, s, "6\n")

	// Keys: in edit, the arrow keys move along the board (from the cell
	// last tapped, row 3, column 4), Home to the row's start, and a digit
	// paints the cell under focus, which the page names.
	b.Click(t, s, "#e-edit")
	b.Focus(t, s, "#e-canvas")
	for _, k := range []string{"ArrowUp", "ArrowUp", "Home", "ArrowRight"} {
		b.Key(t, s, k)
	}
	if got := text(t, b, s, "e-under"); got != "row 1, column 2: color 3" {
		t.Errorf("after the keys the page names %q, want row 1, column 2: color 3", got)
	}
	b.Key(t, s, "2")
	if got := rowOnceSettled(t, b, s, 1); got != "2 2 2 1" {
		t.Errorf("row 1 after ArrowRight, 2: %q, want 2 2 2 1", got)
	}
	waitText(t, b, s, "e-legal", "run") // 2 2 2: a run on the starting board

	// match3 plays no game from a board with a run: a swap there says
	// why, and adds no operation.
	b.Click(t, s, "#e-play")
	before := value(t, b, s, "input")
	clickCell(t, b, s, 5)
	clickCell(t, b, s, 6)
	waitText(t, b, s, "e-said", "match3 cannot play on this board: the initial board already holds a run of color 2")
	if settled(t, b, s); value(t, b, s, "input") != before {
		t.Error("a swap on a board match3 refuses was added to the input")
	}

	// A paste redraws the board: the Mayan sample.
	sample := read(t, "mayan/sample.in")
	replace(t, b, s, "input", sample)
	ready(t, b, s, "2 1 1\n3 1 1\n3 0 1\n")
	if got := b.Eval(t, s, `(d => d.rows + " x " + d.cols)(document.getElementById("e-canvas").dataset)`); got != "7 x 5" {
		t.Fatalf("the Mayan board is %s, want 7 x 5", got)
	}
	// x = 2, y = 1 is row 5 from the top, column 2: cell 5 x 5 + 2 = 27.
	if got := cellSays(t, b, s, 27); got != "x=2, y=1: color 3" {
		t.Errorf("the cell at x=2, y=1 is %q", got)
	}

	// Play the first move of the answer, 2 1 1 (cell 27 to 28), and solve
	// from there: the two moves left are the answer's others.
	b.Click(t, s, "#e-play")
	clickCell(t, b, s, 27)
	clickCell(t, b, s, 28)
	waitText(t, b, s, "e-said", "1 of 3 moves played")
	if got := value(t, b, s, "contestant"); got != "2 1 1\n" {
		t.Errorf("the answer box holds %q after one move", got)
	}
	b.Click(t, s, "#e-solve")
	waitText(t, b, s, "e-said", "From here, match3's smallest answer for the 2 move(s) left: 3 1 1, 3 0 1.")
	var took struct{ Solve, Move float64 }
	json.Unmarshal([]byte(b.Eval(t, s, `JSON.stringify(window.match3EditorTiming || {})`)), &took)
	t.Logf("solve from here: %.1f ms", took.Solve)
	noExceptions(t, b)
	screenshot(t, b, s, "editor-desktop.png")
}

// TestBoardEditorOnAPhone: at 390 x 844 by touch: every control of the
// editor is a finger's size (40 px or taller), a Mayan drag is two taps,
// and a 50 x 48 board fits the screen, zooms to cells a finger can press
// inside a box that scrolls (the page itself does not), and names the
// cell under the finger.
func TestBoardEditorOnAPhone(t *testing.T) {
	t.Parallel() // it waits on Chromium: beside the others
	b, s := openPage(t, 390, 844, true, "#z="+zParam(read(t, "mayan/sample.in")), "2 1 1\n3 1 1\n3 0 1\n")
	small := b.Eval(t, s, `(() => { const small = [];
		for (const e of document.querySelectorAll("#editor button, #editor select, #editor input, #skipBox")) {
			const r = e.getBoundingClientRect();
			if (r.width > 0 && r.height < 40) small.push((e.id || e.getAttribute("aria-label") || e.textContent) + " " + r.height);
		}
		return small.join("; "); })()`)
	if small != "" {
		t.Errorf("controls under 40 px on a phone: %s", small)
	}
	b.Tap(t, s, "#e-play")
	tapCell(t, b, s, 27)
	tapCell(t, b, s, 28)
	waitText(t, b, s, "e-said", "1 of 3 moves played")
	screenshot(t, b, s, "editor-phone.png")

	// A full-size board.
	replace(t, b, s, "input", read(t, "poker/thupc2022-17.in"))
	ready(t, b, s, read(t, "poker/thupc2022-17.out"))
	var fit struct{ Grid, Page, Cell float64 }
	measure := `JSON.stringify({ Grid: document.getElementById("e-canvas").getBoundingClientRect().width,
		Page: document.documentElement.scrollWidth, Cell: document.getElementById("e-canvas").dataset.step - 1 })`
	json.Unmarshal([]byte(b.Eval(t, s, measure)), &fit)
	if fit.Grid > 390 || fit.Page > 391 {
		t.Errorf("a 50 x 48 board at fit: %+v; want it within the 390 px screen", fit)
	}
	b.Eval(t, s, `(() => { const z = document.getElementById("e-zoom"); z.value = "44"; z.dispatchEvent(new Event("change")); })()`)
	var zoomed struct{ Grid, Page, Cell float64 }
	json.Unmarshal([]byte(b.Eval(t, s, measure)), &zoomed)
	if zoomed.Cell < 40 || zoomed.Page > 391 {
		t.Errorf("zoomed to 44 px: %+v; want cells 40 px or more, the page still 390 px wide", zoomed)
	}
	// Zoomed, the board's box pans by finger: a swipe left over it (in
	// edit: a swipe paints nothing) scrolls the box and leaves the input.
	b.Tap(t, s, "#e-edit")
	input := value(t, b, s, "input")
	b.Eval(t, s, `document.getElementById("e-gridWrap").scrollIntoView({block: "center"})`)
	b.Swipe(t, s, "#e-gridWrap", -200, 0)
	b.Eval(t, s, `new Promise(r => setTimeout(r, 500))`)
	if left := b.Eval(t, s, `String(document.getElementById("e-gridWrap").scrollLeft)`); left == "0" {
		t.Error("a swipe left over the zoomed board did not pan its box")
	}
	if value(t, b, s, "input") != input {
		t.Error("a swipe over the board in edit painted")
	}
	tapCell(t, b, s, 2*48+3) // row 3, column 4
	waitText(t, b, s, "e-under", "row 3, column 4: color")

	// The keys' cell stays in view: 20 steps right and down on the
	// zoomed board scroll its box.
	b.Focus(t, s, "#e-canvas")
	for i := 0; i < 20; i++ {
		b.Key(t, s, "ArrowRight")
		b.Key(t, s, "ArrowDown")
	}
	waitText(t, b, s, "e-under", "row 23, column 24")
	if in := b.Eval(t, s, `(() => { const f = document.getElementById("e-focus").getBoundingClientRect(), w = document.getElementById("e-gridWrap").getBoundingClientRect();
		return String(f.left >= w.left && f.right <= w.right && f.top >= w.top && f.bottom <= w.bottom); })()`); in != "true" {
		t.Error("the keys' cell is out of the board's box")
	}
	noExceptions(t, b)
}

// TestTypedColors: in edit, digits typed within a second on one cell make
// one color (1 then 2 paints 12 on a board of 20 colors); after a pause a
// digit starts again (3 paints 3).
func TestTypedColors(t *testing.T) {
	t.Parallel()
	b, s := openPage(t, 1280, 900, false, "#z="+zParam("2 3 20 1\n1 2 3\n4 5 6\n0 0 0\n0 0 0\n1 1 1 2\n"))
	b.Click(t, s, "#e-edit")
	b.Focus(t, s, "#e-canvas") // on row 1, column 1
	b.Key(t, s, "1")
	b.Key(t, s, "2")
	if got := rowOnceSettled(t, b, s, 1); got != "12 2 3" {
		t.Errorf("row 1 after 1, 2: %q, want 12 2 3", got)
	}
	b.Eval(t, s, `new Promise(r => setTimeout(r, 1100))`)
	b.Key(t, s, "3")
	if got := rowOnceSettled(t, b, s, 1); got != "3 2 3" {
		t.Errorf("row 1 after a pause and 3: %q, want 3 2 3", got)
	}
	noExceptions(t, b)
}

// TestQuickActions: actions faster than the engine answers (each series
// dispatched in one task, before any answer) leave the input, the list
// and the board agreeing. rule-cascade2 is 5 x 3 with one operation.
func TestQuickActions(t *testing.T) {
	t.Parallel()
	in := read(t, "poker/rule-cascade2.in")
	b, s := openPage(t, 1280, 900, false, "#z="+zParam(in))
	keys := func(list string) { // keys on the board, one task
		b.Eval(t, s, `(() => { const c = document.getElementById("e-canvas"); c.focus();
			for (const k of `+list+`) c.dispatchEvent(new KeyboardEvent("keydown", { key: k, bubbles: true })); })()`)
	}
	// Two swaps, then one undo: the second swap alone is taken back.
	b.Click(t, s, "#e-play")
	ready(t, b, s)
	keys(`["Home", "ArrowUp", "ArrowUp", "ArrowUp", "ArrowUp", "Enter", "ArrowRight", "Enter", "Enter", "ArrowLeft", "Enter"]`) // row 1: (1,1)-(1,2), then (1,2)-(1,1)
	ready(t, b, s)
	lines := strings.Split(strings.TrimSpace(value(t, b, s, "input")), "\n")
	if lines[0] != "5 3 4 3" || lines[len(lines)-2] != "1 1 1 2" || lines[len(lines)-1] != "1 2 1 1" {
		t.Fatalf("after two quick swaps the input ends %q", lines[len(lines)-3:])
	}
	if n := b.Eval(t, s, `document.getElementById("e-list").dataset.lines`); n != "3" {
		t.Errorf("the list holds %s operations, want 3", n)
	}
	b.Click(t, s, "#e-undo")
	ready(t, b, s)
	lines = strings.Split(strings.TrimSpace(value(t, b, s, "input")), "\n")
	if lines[0] != "5 3 4 2" || lines[len(lines)-1] != "1 1 1 2" {
		t.Errorf("after undo the input ends %q, want the first quick swap kept", lines[len(lines)-2:])
	}
	if n := b.Eval(t, s, `document.getElementById("e-list").dataset.lines`); n != "2" {
		t.Errorf("after undo the list holds %s operations, want 2", n)
	}

	// A swap and at once undo: the swap is taken back and stays so.
	keys(`["Enter", "ArrowRight", "Enter"]`)
	b.Eval(t, s, `document.getElementById("e-undo").click()`)
	ready(t, b, s)
	if got := strings.Split(strings.TrimSpace(value(t, b, s, "input")), "\n")[0]; got != "5 3 4 2" {
		t.Errorf("a swap undone at once: the input begins %q, want 5 3 4 2", got)
	}

	// In edit: undo of a paint, and a paint at once (before the input is
	// read again): the undo stands, the paint waits, and the board drawn
	// is the input's.
	b.Click(t, s, "#e-edit")
	keys(`["Home", "ArrowUp", "ArrowUp", "ArrowUp", "ArrowUp", "2"]`) // row 1, column 1: 3 -> 2
	if got := rowOnceSettled(t, b, s, 1); got != "2 1 4" {
		t.Fatalf("row 1 after painting 2: %q", got)
	}
	b.Eval(t, s, `document.getElementById("e-undo").click(); (() => { const c = document.getElementById("e-canvas");
		c.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true })); c.dispatchEvent(new KeyboardEvent("keydown", { key: "3", bubbles: true })); })()`)
	if got := rowOnceSettled(t, b, s, 1); got != "3 1 4" {
		t.Errorf("row 1 after undo and a quick paint: %q, want 3 1 4 (the undo standing)", got)
	}
	if got := cellSays(t, b, s, 0); got != "row 1, column 1: color 3" {
		t.Errorf("the board drawn says %q", got)
	}

	// A drag that paints three cells is one change to undo; the first
	// click names its own cell.
	b.Click(t, s, `#e-palette button[aria-label="color 4"]`)
	dragCells(t, b, s, 3, 5) // row 2: 4 2 3 -> 4 4 4 (a run: a board being painted)
	if got := rowOnceSettled(t, b, s, 2); got != "4 4 4" {
		t.Fatalf("row 2 after the drag: %q, want 4 4 4", got)
	}
	if got := text(t, b, s, "e-under"); !strings.HasPrefix(got, "row 2, column 3: color 4") {
		t.Errorf("after the drag the page names %q", got)
	}
	b.Click(t, s, "#e-undo")
	if got := rowOnceSettled(t, b, s, 2); got != "4 2 3" {
		t.Errorf("row 2 after one undo of the drag: %q, want 4 2 3", got)
	}

	// Typing into the input box at once after a swap: no error, and the
	// board follows the box.
	b.Click(t, s, "#e-play")
	clickCell(t, b, s, 7) // the board not focused: the click names its own cell
	if got := text(t, b, s, "e-under"); !strings.HasPrefix(got, "row 3, column 2: ") {
		t.Errorf("the first click on the board names %q", got)
	}
	clickCell(t, b, s, 7)
	keys(`["Enter", "ArrowRight", "Enter"]`)
	b.Focus(t, s, "#input")
	b.Type(t, s, "x")
	waitText(t, b, s, "e-legal", "The board cannot be drawn")
	noExceptions(t, b)
}
