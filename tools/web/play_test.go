package main

import (
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"match3/internal/browser"
)

// waitFor waits (120 s at most: a loaded machine) for a JavaScript
// expression to be true, or fails with what it says.
func waitFor(t *testing.T, b *browser.Browser, s, expr, what string) {
	t.Helper()
	if !b.WaitFor(t, s, expr, 120*time.Second) {
		t.Fatalf("%s: never so; error %q, said %q", what, text(t, b, s, "error"), text(t, b, s, "e-said"))
	}
}

// settled waits for the page's full run after the taps (the answer, the
// replay, the address) and for the engine to be idle.
func settled(t *testing.T, b *browser.Browser, s string) {
	t.Helper()
	b.Eval(t, s, `new Promise(r => setTimeout(r, 100))`)
	waitFor(t, b, s, `document.getElementById("status").textContent === "ready" && document.body.dataset.played === String(runs) && !editor.pending()`, "the page settled")
	b.Eval(t, s, `new Promise(r => setTimeout(r, 300))`)
}

// bestSwap shows each swap's points and returns the best one's cells
// (row-major from the top) and points, as the page draws it.
func bestSwap(t *testing.T, b *browser.Browser, s string, cols int, tap func(string)) (a, c int, points int64) {
	t.Helper()
	if b.Eval(t, s, `document.getElementById("e-swaps").getAttribute("aria-pressed")`) != "true" {
		tap("#e-swaps")
	}
	waitFor(t, b, s, `document.getElementById("e-best").dataset.op`, "the best swap drawn")
	var r1, c1, r2, c2 int
	if _, err := fmt.Sscan(b.Eval(t, s, `document.getElementById("e-best").dataset.op`), &r1, &c1, &r2, &c2); err != nil {
		t.Fatal(err)
	}
	points, _ = strconv.ParseInt(b.Eval(t, s, `document.getElementById("e-best").dataset.points`), 10, 64)
	return (r1-1)*cols + c1 - 1, (r2-1)*cols + c2 - 1, points
}

func answerInt(t *testing.T, b *browser.Browser, s string) int64 {
	t.Helper()
	v, err := strconv.ParseInt(strings.TrimSpace(text(t, b, s, "answer")), 10, 64)
	if err != nil {
		t.Fatalf("the answer %q: %v", text(t, b, s, "answer"), err)
	}
	return v
}

// TestPlayByTouch: on a phone (390 x 844, touch, the engine in its
// worker), the full-size game thupc2022-17 (q = 1000): a swipe over the
// board scrolls the page and changes nothing; the best swap drawn, tapped
// as two taps, is operation 1001, which match3 plays (the game is no
// longer a legal test, said once) and whose points are the total's rise;
// undo puts back the game and its answer, with no error said.
func TestPlayByTouch(t *testing.T) {
	t.Parallel()
	golden := strings.TrimSpace(read(t, "poker/thupc2022-17.out"))
	b, s := openPage(t, 390, 844, true, "#z="+zParam(read(t, "poker/thupc2022-17.in")), golden+"\n")
	if b.Eval(t, s, `document.body.dataset.engine`) != "worker" {
		t.Fatal("the engine is not in its worker")
	}
	b.Tap(t, s, "#e-play")
	waitFor(t, b, s, `document.getElementById("e-list").dataset.lines === "1000"`, "the list of 1000 operations")
	input := value(t, b, s, "input")
	// The list shows its latest lines; a line tapped is said whole.
	b.Tap(t, s, "#e-list li:last-child span")
	waitText(t, b, s, "e-said", "Operation 1000: swap (")

	// A swipe up over the board, from a cell: the page scrolls.
	x, y := cellPoint(t, b, s, 1200, false)
	before := b.Eval(t, s, `String(window.scrollY)`)
	b.SwipeAt(t, s, x, y, 0, -300)
	b.Eval(t, s, `new Promise(r => setTimeout(r, 500))`)
	after := b.Eval(t, s, `String(window.scrollY)`)
	if before == after {
		t.Errorf("a swipe over the board did not scroll the page (scrollY %s)", after)
	}
	if value(t, b, s, "input") != input || b.Eval(t, s, `String(document.getElementById("e-chosen").hidden)`) != "true" {
		t.Error("a swipe over the board changed the game or chose a piece")
	}

	// Two fingers pinching out over the board zoom the page and change
	// nothing either.
	x, y = cellPoint(t, b, s, 1200, false)
	b.PinchAt(t, s, x, y, 60, 160)
	b.Eval(t, s, `new Promise(r => setTimeout(r, 500))`)
	if scale := b.Eval(t, s, `String(visualViewport.scale)`); scale == "1" {
		t.Error("a pinch over the board did not zoom the page")
	} else {
		t.Logf("a pinch over the board zoomed the page %s times", scale)
	}
	if value(t, b, s, "input") != input || b.Eval(t, s, `String(document.getElementById("e-chosen").hidden)`) != "true" {
		t.Error("a pinch over the board changed the game or chose a piece")
	}
	b.PinchAt(t, s, 195, 422, 300, 40) // and back
	b.Eval(t, s, `new Promise(r => setTimeout(r, 500))`)
	if scale := b.Eval(t, s, `String(visualViewport.scale)`); scale != "1" {
		t.Fatalf("pinched back, the page is zoomed %s times", scale)
	}

	// The best swap, played by two taps: operation 1001.
	tap := func(sel string) { b.Tap(t, s, sel) }
	a, c, points := bestSwap(t, b, s, 48, tap)
	tapCell(t, b, s, a)
	tapCell(t, b, s, c)
	waitFor(t, b, s, `document.getElementById("input").value.startsWith("50 48 100 1001\n")`, "operation 1001 in the input")
	waitText(t, b, s, "e-said", "Operation 1001:")
	g, _ := strconv.ParseInt(golden, 10, 64)
	if got := answerInt(t, b, s); got != g+points {
		t.Errorf("after the best swap (drawn +%d) the answer is %d; want %d + %d = %d", points, got, g, points, g+points)
	}
	settled(t, b, s)
	// The full run (playOperations over all 1001, not the game in
	// progress) agrees, and no error is said.
	if got := answerInt(t, b, s); got != g+points {
		t.Errorf("match3's run of the 1001 operations: %d, want %d", got, g+points)
	}
	if e := text(t, b, s, "error"); e != "" {
		t.Errorf("the page says %q", e)
	}
	waitText(t, b, s, "e-legal", "A game in progress, not a legal test")
	if n := strings.Count(b.Eval(t, s, `document.body.innerText`), "not a legal test"); n != 1 {
		t.Errorf("'not a legal test' is said %d times, want once", n)
	}
	screenshot(t, b, s, "play-phone.png")

	// Undo: the game of 1000 operations, its answer, and no error.
	tap("#e-undo")
	waitFor(t, b, s, `document.getElementById("answer").textContent === `+strconv.Quote(golden+"\n"), "the answer back after undo")
	settled(t, b, s) // the input box follows once the taps pause
	if value(t, b, s, "input") != input {
		t.Error("undo did not put back the input")
	}
	if e := text(t, b, s, "error"); e != "" {
		t.Errorf("after undo the page says %q", e)
	}

	// The same swap by a drag: a tap chooses the piece, and a finger that
	// starts on it (it holds the finger: no scroll) and lifts on its
	// neighbour swaps them, on the board at fit (cells of 6 px here).
	t.Logf("cells of %s px", b.Eval(t, s, `String(document.getElementById("e-canvas").dataset.step - 1)`))
	tapCell(t, b, s, a)
	x0, y0 := cellPoint(t, b, s, a, true)
	x1, y1 := cellPoint(t, b, s, c, true)
	scrolled := b.Eval(t, s, `String(window.scrollY)`)
	b.SwipeAt(t, s, x0, y0, x1-x0, y1-y0)
	waitText(t, b, s, "e-said", "Operation 1001:")
	if said := text(t, b, s, "e-said"); !strings.Contains(said, fmt.Sprintf(", +%d points.", points)) {
		t.Errorf("the best swap (drawn +%d) dragged: %q", points, said)
	}
	if now := b.Eval(t, s, `String(window.scrollY)`); now != scrolled {
		t.Errorf("a drag from the chosen piece scrolled the page (%s to %s)", scrolled, now)
	}
	noExceptions(t, b)
}

// TestNewGame: "new Lines & Poker" makes a game of the size and k asked,
// with no operation yet, accepted (no error; said to be a game in
// progress), on which swaps make runs: the best swap drawn, played, adds
// its points to the total (two clicks). "fill at random" changes the
// board only.
func TestNewGame(t *testing.T) {
	t.Parallel()
	b, s := openPage(t, 1280, 900, false, "")
	for _, size := range [][3]int{{6, 6, 4}, {50, 50, 20}} {
		replace(t, b, s, "e-n", strconv.Itoa(size[0]))
		replace(t, b, s, "e-m", strconv.Itoa(size[1]))
		replace(t, b, s, "e-k", strconv.Itoa(size[2]))
		b.Click(t, s, "#e-edit")
		b.Click(t, s, "#e-newPoker")
		head := fmt.Sprintf("%d %d %d 0\n", size[0], size[1], size[2])
		waitFor(t, b, s, `document.getElementById("input").value.startsWith(`+strconv.Quote(head)+`)`, "a new "+head)
		settled(t, b, s)
		if e := text(t, b, s, "error"); e != "" {
			t.Fatalf("%s: the page says %q", head, e)
		}
		waitText(t, b, s, "e-legal", "A game in progress")
		// Every color within 1..k: the input's board lines.
		lines := strings.Split(value(t, b, s, "input"), "\n")
		for _, f := range strings.Fields(strings.Join(lines[1:1+size[0]], " ")) {
			if v, _ := strconv.Atoi(f); v < 1 || v > size[2] {
				t.Fatalf("%s: a color %s", head, f)
			}
		}
		b.Click(t, s, "#e-play")
		total := answerInt(t, b, s)
		a, c, points := bestSwap(t, b, s, size[1], func(sel string) { b.Click(t, s, sel) })
		if points <= 0 {
			t.Errorf("%s: the best swap scores %d", head, points)
		}
		clickCell(t, b, s, a) // choose, then the piece to swap it with
		x, y := cellPoint(t, b, s, c, true)
		b.ClickAt(t, s, x, y)
		if !b.WaitFor(t, s, `document.getElementById("e-said").textContent.includes("Operation 1:")`, 120*time.Second) {
			t.Fatalf("%s: the drag of %d onto %d (%s) was not played: said %q, the input begins %.40q", head, a, c,
				b.Eval(t, s, `document.getElementById("e-best").textContent`), text(t, b, s, "e-said"), value(t, b, s, "input"))
		}
		// The swap's own points, and the endgame's 10000 when it empties
		// the board (a small board's specials may: docs/rules.md), as the
		// page names each cell under the pointer; one swap cannot empty
		// a 50 x 50 board of 20 colors and no special.
		want := total + points
		if size[0]*size[1] <= 36 {
			empty := true
			for i := 0; i < size[0]*size[1] && empty; i++ {
				empty = strings.HasSuffix(cellSays(t, b, s, i), ": empty")
			}
			if empty {
				want += 10000
			}
		}
		if got := answerInt(t, b, s); got != want {
			t.Errorf("%s: after the best swap (drawn +%d) the answer is %d, want %d", head, points, got, want)
		}
		settled(t, b, s)
		if got := answerInt(t, b, s); got != want {
			t.Errorf("%s: match3's run after the best swap: %d, want %d", head, got, want)
		}
	}
	// fill at random: a new board, the one operation kept.
	ops := strings.Split(strings.TrimSpace(value(t, b, s, "input")), "\n")
	b.Click(t, s, "#e-random")
	waitFor(t, b, s, `document.getElementById("input").value.trim().split("\n").length === `+strconv.Itoa(len(ops)), "a filled board")
	settled(t, b, s)
	got := strings.Split(strings.TrimSpace(value(t, b, s, "input")), "\n")
	if got[0] != ops[0] || got[len(got)-1] != ops[len(ops)-1] {
		t.Errorf("fill at random: first line %q, last %q; want %q, %q (the size and the operation kept)", got[0], got[len(got)-1], ops[0], ops[len(ops)-1])
	}
	noExceptions(t, b)
	screenshot(t, b, s, "new-game-desktop.png")
}

// TestTapTimes (MATCH3_MEASURE=1): taps on thupc2022-17 at 1280 x 900,
// each the best swap by mouse on a settled page, timed from the tap to
// the new total and to the next frame (window.match3EditorTiming), at
// full speed and with the CPU slowed four times; an undo; the analysis.
// Logged, not asserted.
func TestTapTimes(t *testing.T) {
	if os.Getenv("MATCH3_MEASURE") == "" {
		t.Skip("MATCH3_MEASURE=1 measures")
	}
	b, s := openPage(t, 1280, 900, false, "#z="+zParam(read(t, "poker/thupc2022-17.in")))
	b.Click(t, s, "#e-play")
	waitFor(t, b, s, `document.getElementById("e-list").dataset.lines === "1000"`, "the list")
	for _, rate := range []int{1, 4} {
		b.Call(s, "Emulation.setCPUThrottlingRate", map[string]int{"rate": rate})
		var taps, frameStarts, frames, undos, undoFrames, swaps, workerSwaps, drawnSwaps []float64
		swapCount := 0.0
		for i := 0; i < 9; i++ {
			settled(t, b, s) // each tap on a quiet page: the last tap's full run done
			t0 := time.Now()
			a, c, _ := bestSwap(t, b, s, 48, func(sel string) { b.Click(t, s, sel) })
			swaps = append(swaps, float64(time.Since(t0).Microseconds())/1000)
			var sw struct{ Worker, Drawn, Swaps float64 }
			json.Unmarshal([]byte(b.Eval(t, s, `JSON.stringify(window.match3SwapsTiming || {})`)), &sw)
			workerSwaps, drawnSwaps = append(workerSwaps, sw.Worker), append(drawnSwaps, sw.Drawn)
			swapCount = sw.Swaps
			b.Click(t, s, "#e-swaps") // off: the tap alone
			q := strings.Fields(value(t, b, s, "input"))[3]
			clickCell(t, b, s, a)
			clickCell(t, b, s, c)
			waitFor(t, b, s, `window.match3EditorTiming && window.match3EditorTiming.frame && !document.getElementById("input").value.startsWith("50 48 100 `+q+`\n")`, "a tap")
			var tm struct{ Tap, FrameStart, Frame, Write, Engine, Worker, Draw, Rest float64 }
			json.Unmarshal([]byte(b.Eval(t, s, `JSON.stringify(window.match3EditorTiming)`)), &tm)
			taps, frameStarts, frames = append(taps, tm.Tap), append(frameStarts, tm.FrameStart), append(frames, tm.Frame)
			t.Logf("CPU /%d tap %d: %+v", rate, i+1, tm)
			if i%3 == 2 {
				b.Eval(t, s, `window.match3EditorTiming = null`)
				b.Click(t, s, "#e-undo")
				waitFor(t, b, s, `window.match3EditorTiming && window.match3EditorTiming.frame`, "an undo")
				var u struct{ Undo, Frame float64 }
				json.Unmarshal([]byte(b.Eval(t, s, `JSON.stringify(window.match3EditorTiming)`)), &u)
				undos, undoFrames = append(undos, u.Undo), append(undoFrames, u.Frame)
			}
		}
		t.Logf("CPU /%d: tap to total %s; to the next frame's start %s, to its end in the page's thread %s; undo %s, its frame's end %s; swaps drawn (request to drawn, with CDP) %s",
			rate, spread(taps), spread(frameStarts), spread(frames), spread(undos), spread(undoFrames), spread(swaps))
		t.Logf("CPU /%d: the swaps (%.0f valid): in the worker %s, asked to drawn %s", rate, swapCount, spread(workerSwaps), spread(drawnSwaps))
		// Where one tap's time goes: a trace of it (the browser's own
		// timeline), from the press to the end of the next frame.
		settled(t, b, s)
		a, c, _ := bestSwap(t, b, s, 48, func(sel string) { b.Click(t, s, sel) })
		b.Click(t, s, "#e-swaps")
		clickCell(t, b, s, a)
		b.Eval(t, s, `window.match3EditorTiming = null`)
		t.Logf("CPU /%d: a trace of one tap: %s", rate, traceOf(t, b, s, func() {
			clickCell(t, b, s, c)
			waitFor(t, b, s, `window.match3EditorTiming && window.match3EditorTiming.frame`, "a tap")
		}))
	}
}

// traceOf records the browser's timeline while act runs and sums, on
// the page's thread and on the engine's worker, the time of the phases a
// tap goes through.
func traceOf(t *testing.T, b *browser.Browser, s string, act func()) string {
	type traceEvent struct {
		Name string
		Ph   string
		Dur  float64
		Tid  int
		Args struct{ Data struct{ FunctionName string } }
	}
	var events []traceEvent
	done := false
	b.Event = func(method string, params json.RawMessage) {
		switch method {
		case "Tracing.dataCollected":
			var d struct{ Value json.RawMessage }
			json.Unmarshal(params, &d)
			var more []traceEvent
			json.Unmarshal(d.Value, &more)
			events = append(events, more...)
		case "Tracing.tracingComplete":
			done = true
		}
	}
	defer func() { b.Event = nil }()
	if _, err := b.Call(s, "Tracing.start", map[string]interface{}{"transferMode": "ReportEvents",
		"traceConfig": map[string]interface{}{"includedCategories": []string{"devtools.timeline", "blink", "v8"}}}); err != nil {
		t.Fatal(err)
	}
	act()
	b.Call(s, "Tracing.end", map[string]string{})
	for deadline := time.Now().Add(time.Minute); !done && time.Now().Before(deadline); {
		b.Eval(t, s, "0") // the trace's events come with the answers
	}
	// The page's thread paints; the worker's runs onmessage.
	paints, worker := map[int]int{}, -1
	for _, e := range events {
		if e.Name == "Paint" {
			paints[e.Tid]++
		}
		if e.Name == "FunctionCall" && e.Args.Data.FunctionName == "onmessage" {
			worker = e.Tid
		}
	}
	page, most := -1, 0
	for tid, n := range paints {
		if n > most {
			page, most = tid, n
		}
	}
	// Each phase by its trace event's name (Paint's own events nest, one
	// a layer: its update's time instead).
	phases := [][2]string{{"events", "EventDispatch"}, {"script", "FunctionCall"}, {"style", "UpdateLayoutTree"}, {"layout", "Layout"}, {"pre-paint", "PrePaint"},
		{"paint", "Blink.Paint.UpdateTime"}, {"hit-test", "LayoutView::HitTest"}, {"minor GC", "MinorGC"}, {"major GC", "MajorGC"}}
	sum := map[string]float64{}
	workerMs := 0.0
	for _, e := range events {
		if e.Ph != "X" {
			continue
		}
		if e.Tid == page {
			sum[e.Name] += e.Dur / 1000
		}
		if e.Tid == worker && e.Name == "FunctionCall" {
			workerMs += e.Dur / 1000
		}
	}
	var parts []string
	for _, p := range phases {
		parts = append(parts, fmt.Sprintf("%s %.1f ms", p[0], sum[p[1]]))
	}
	return fmt.Sprintf("the page's thread: %s; the worker: %.1f ms", strings.Join(parts, ", "), workerMs)
}

// spread is a list's median and range.
func spread(v []float64) string {
	if len(v) == 0 {
		return "none"
	}
	sort.Float64s(v)
	return fmt.Sprintf("median %.1f ms (%.1f-%.1f, %d)", v[len(v)/2], v[0], v[len(v)-1], len(v))
}

// TestReplayTimes (MATCH3_MEASURE=1): the replay of thupc2022-17 played
// at 100 steps/s for two seconds (steps shown per second of the page's
// clock), and the slider moved one step at a time (input event to the
// next frame). Logged, not asserted.
func TestReplayTimes(t *testing.T) {
	if os.Getenv("MATCH3_MEASURE") == "" {
		t.Skip("MATCH3_MEASURE=1 measures")
	}
	b, s := openPage(t, 1280, 900, false, "#z="+zParam(read(t, "poker/thupc2022-17.in"))+"&op=0", read(t, "poker/thupc2022-17.out"))
	for _, rate := range []int{1, 4} {
		b.Call(s, "Emulation.setCPUThrottlingRate", map[string]int{"rate": rate})
		rateSeen := b.Eval(t, s, `(async () => {
			const sp = document.getElementById("speed"); sp.value = "100"; sp.dispatchEvent(new Event("change"));
			const sl = document.getElementById("slider"), s0 = +sl.value, t0 = performance.now();
			document.getElementById("play").click();
			await new Promise(r => setTimeout(r, 2000));
			document.getElementById("play").click();
			return ((+sl.value - s0) / (performance.now() - t0) * 1000).toFixed(1); })()`)
		steps := b.Eval(t, s, `(async () => {
			const sl = document.getElementById("slider"), out = [];
			for (let i = 0; i < 15; i++) {
				const t0 = performance.now();
				sl.value = String(+sl.value + 1); sl.dispatchEvent(new Event("input"));
				await new Promise(r => requestAnimationFrame(() => setTimeout(r, 0)));
				out.push(performance.now() - t0);
			}
			out.sort((a, b) => a - b);
			return "median " + out[7].toFixed(1) + " ms (" + out[0].toFixed(1) + "-" + out[14].toFixed(1) + ")"; })()`)
		t.Logf("CPU /%d: 100 steps/s plays %s steps/s; a slider step to its frame: %s", rate, rateSeen, steps)
	}
}

// TestPasteTooLarge: a paste of 10 MB into the input box is refused
// before it reaches the box, with its size said; the game stays.
func TestPasteTooLarge(t *testing.T) {
	t.Parallel()
	b, s := openPage(t, 1280, 900, false, "")
	before := value(t, b, s, "input")
	got := b.Eval(t, s, `(() => {
		const dt = new DataTransfer(); dt.setData("text/plain", "1 ".repeat(5 << 20));
		const e = new ClipboardEvent("paste", { clipboardData: dt, bubbles: true, cancelable: true });
		document.getElementById("input").dispatchEvent(e);
		return String(e.defaultPrevented); })()`)
	if got != "true" {
		t.Error("a 10 MB paste was not refused")
	}
	waitText(t, b, s, "error", "10.0 MB: more than any game")
	if value(t, b, s, "input") != before {
		t.Error("the input changed")
	}
	noExceptions(t, b)
}

// TestMayanDrags: on the Mayan sample (3 moves; its smallest answer, the
// golden sample.out, is 2 1 1, 3 1 1, 3 0 1), "show which drags still
// clear" names 2 1 1 among the drags that clear, with the smallest answer
// from there: the golden answer itself, as the smallest answer begins
// with it. After that drag is played, 3 1 1 is named, with 3 1 1, 3 0 1.
func TestMayanDrags(t *testing.T) {
	t.Parallel()
	golden := strings.Fields(strings.TrimSpace(read(t, "mayan/sample.out")))
	if strings.Join(golden, " ") != "2 1 1 3 1 1 3 0 1" {
		t.Fatalf("sample.out is %q", golden)
	}
	b, s := openPage(t, 1280, 900, false, "#z="+zParam(read(t, "mayan/sample.in")), "2 1 1\n3 1 1\n3 0 1\n")
	b.Click(t, s, "#e-play")
	waitText(t, b, s, "e-said", "0 of 3 moves played") // the line above the button settled
	b.Click(t, s, "#e-swaps")
	waitFor(t, b, s, `document.getElementById("e-best").dataset.clears !== undefined`, "the drags said")
	if !strings.Contains(","+b.Eval(t, s, `document.getElementById("e-best").dataset.clears`)+",", ",2 1 1,") {
		t.Errorf("2 1 1 is not among the drags that clear: %q", text(t, b, s, "e-best"))
	}
	waitText(t, b, s, "e-best", "2 1 1: clears; the smallest answer from here 2 1 1, 3 1 1, 3 0 1")
	// x = 2, y = 1 is cell 5 x 5 + 2 = 27; its right neighbour 28.
	clickCell(t, b, s, 27)
	clickCell(t, b, s, 28)
	waitText(t, b, s, "e-said", "1 of 3 moves played")
	waitText(t, b, s, "e-best", "3 1 1: clears; the smallest answer from here 3 1 1, 3 0 1")
	noExceptions(t, b)
	screenshot(t, b, s, "mayan-drags.png")
}

// TestSwapsFewColors: on a new 50 x 50 game of three colors (long
// cascades: the engine tries its swaps in parts, a frame's worth each),
// the swaps drawn come in more than one part, and the best one drawn,
// played, scores the points drawn (the engine's operation against its
// analysis: two paths). With MATCH3_MEASURE=1 it logs how long the parts
// took and a tap's time to its total while they run.
func TestSwapsFewColors(t *testing.T) {
	t.Parallel()
	b, s := openPage(t, 1280, 900, false, "")
	replace(t, b, s, "e-n", "50")
	replace(t, b, s, "e-m", "50")
	replace(t, b, s, "e-k", "3")
	b.Click(t, s, "#e-newPoker")
	waitFor(t, b, s, `document.getElementById("input").value.startsWith("50 50 3 0\n")`, "a new 50 x 50 game of 3 colors")
	settled(t, b, s)
	b.Click(t, s, "#e-play")
	a, c, points := bestSwap(t, b, s, 50, func(sel string) { b.Click(t, s, sel) })
	var sw struct{ Worker, Drawn, Swaps, Parts float64 }
	json.Unmarshal([]byte(b.Eval(t, s, `JSON.stringify(window.match3SwapsTiming || {})`)), &sw)
	if sw.Parts < 2 {
		t.Errorf("the swaps came in %v part(s); want more than one", sw.Parts)
	}
	t.Logf("the swaps of a 50 x 50 board of 3 colors: %v valid, %v parts, %.1f ms in the worker, %.1f ms asked to drawn", sw.Swaps, sw.Parts, sw.Worker, sw.Drawn)
	clickCell(t, b, s, a)
	clickCell(t, b, s, c)
	waitText(t, b, s, "e-said", fmt.Sprintf("Operation 1: "))
	if said := text(t, b, s, "e-said"); !strings.Contains(said, fmt.Sprintf(", +%d points.", points)) {
		t.Errorf("the best swap drawn +%d; played: %q", points, said)
	}
	if os.Getenv("MATCH3_MEASURE") != "" {
		// A tap while the parts run: played after the part under way.
		var taps []float64
		for i := 0; i < 5; i++ {
			settled(t, b, s)
			b.Eval(t, s, `window.match3EditorTiming = null`)
			b.Click(t, s, "#e-swaps") // off
			b.Click(t, s, "#e-swaps") // on: the parts begin
			x, y := cellPoint(t, b, s, 0, false)
			b.ClickAt(t, s, x, y)
			x, y = cellPoint(t, b, s, 1, true)
			b.ClickAt(t, s, x, y)
			waitFor(t, b, s, `window.match3EditorTiming && window.match3EditorTiming.frame`, "a tap")
			var tm struct{ Tap float64 }
			json.Unmarshal([]byte(b.Eval(t, s, `JSON.stringify(window.match3EditorTiming)`)), &tm)
			taps = append(taps, tm.Tap)
		}
		t.Logf("a tap while the swaps are tried: to its total %s", spread(taps))
	}
	noExceptions(t, b)
}

// TestReplayRedraws: a step of the replay redraws only the cells that
// changed and those its marks were on; at each of 40 steps forward and
// 10 back through thupc2022-17's first operations (swaps, rounds with
// their rings and crosses), the canvas is pixel for pixel what drawing
// the whole board gives (the zoom's change draws it whole).
func TestReplayRedraws(t *testing.T) {
	t.Parallel()
	b, s := openPage(t, 1280, 900, false, "#z="+zParam(read(t, "poker/thupc2022-17.in"))+"&op=0", read(t, "poker/thupc2022-17.out"))
	differ := b.Eval(t, s, `(async () => {
		const sl = document.getElementById("slider"), board = document.getElementById("board"), zoom = document.getElementById("zoom"), out = [];
		for (let i = 0; i < 50; i++) {
			sl.value = String(+sl.value + (i < 40 ? 1 : -1)); sl.dispatchEvent(new Event("input"));
			const stepped = board.toDataURL();
			zoom.dispatchEvent(new Event("change"));
			if (board.toDataURL() !== stepped) out.push(sl.value);
		}
		return out.join(" "); })()`)
	if differ != "" {
		t.Errorf("steps drawn otherwise than the whole board: %s", differ)
	}
}
