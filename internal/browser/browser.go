// Package browser drives headless Chromium for the tests of match3's
// pages: it finds the browser (or skips, outside CI), dumps a page's DOM
// as a script would, reads an element's text, and drives a tab over the
// DevTools protocol on a pipe.
package browser

import (
	"bufio"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"html"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"testing"
	"time"

	"match3/internal/testenv"
)

// Browser drives headless Chromium over the DevTools protocol on a pipe
// (--remote-debugging-pipe: commands on its fd 3, answers on its fd 4,
// each a JSON message ended by a NUL byte), so a test can wait for the
// page to say it is ready, however long its worker takes.
type Browser struct {
	cmd        *exec.Cmd
	in         *os.File
	out        *bufio.Reader
	next       int
	Exceptions []string // the uncaught script errors seen
	// Event, when set, is given each event the browser sends (a trace's
	// data, say) as it reads the answers to commands.
	Event  func(method string, params json.RawMessage)
	stderr strings.Builder
}

// Find is the path of Chromium, or skips the test (fails it in CI)
// saying how to get it. Under go test -short every Chromium test skips:
// they take a minute, the rest of the suite seconds.
func Find(t testing.TB) string {
	t.Helper()
	if testing.Short() {
		t.Skip("Chromium: skipped under -short")
	}
	return testenv.MustHave(t, "apt-get update && apt-get install -y chromium", "chromium", "chromium-browser", "google-chrome")
}

// Start starts a headless Chromium driven over a pipe, ended with the
// test.
func Start(t testing.TB) *Browser {
	t.Helper()
	path := Find(t)
	cmdR, cmdW, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	b := &Browser{in: cmdW, out: bufio.NewReaderSize(outR, 1<<20)}
	b.cmd = exec.Command(path, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe", "--no-first-run",
		"--disable-background-networking", "--disable-component-update", "--disable-sync", "--user-data-dir="+t.TempDir(),
		// A person's browser, not HeadlessChrome: the page runs its engine
		// in a worker, as it does for people.
		"--user-agent=Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36", "about:blank")
	b.cmd.ExtraFiles = []*os.File{cmdR, outW}
	b.cmd.Stderr = &b.stderr
	if err := b.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	cmdR.Close()
	outW.Close()
	t.Cleanup(func() { b.cmd.Process.Kill(); b.cmd.Wait() })
	return b
}

// call sends a command and returns its result, noting the events that
// come before it.
// Call sends a command and returns its result.
func (b *Browser) Call(session, method string, params interface{}) (json.RawMessage, error) {
	b.next++
	msg := map[string]interface{}{"id": b.next, "method": method, "params": params}
	if session != "" {
		msg["sessionId"] = session
	}
	data, _ := json.Marshal(msg)
	if _, err := b.in.Write(append(data, 0)); err != nil {
		return nil, err
	}
	for {
		line, err := b.out.ReadBytes(0)
		if err != nil {
			return nil, fmt.Errorf("chromium: %v\n%s", err, b.stderr.String())
		}
		var reply struct {
			ID     int             `json:"id"`
			Method string          `json:"method"`
			Params json.RawMessage `json:"params"`
			Result json.RawMessage `json:"result"`
			Error  *struct {
				Message string `json:"message"`
			} `json:"error"`
		}
		if err := json.Unmarshal(line[:len(line)-1], &reply); err != nil {
			return nil, err
		}
		if reply.Method == "Runtime.exceptionThrown" {
			b.Exceptions = append(b.Exceptions, string(reply.Params))
		}
		if reply.Method != "" && b.Event != nil {
			b.Event(reply.Method, reply.Params)
		}
		if reply.ID == b.next {
			if reply.Error != nil {
				return nil, fmt.Errorf("%s: %s", method, reply.Error.Message)
			}
			return reply.Result, nil
		}
	}
}

// Open loads url in a new tab, waits until the page sets data-ready on
// its body (or limit passes), and returns the tab's session and the DOM.
func (b *Browser) Open(t testing.TB, url string, limit time.Duration) (session, dom string) {
	t.Helper()
	session = b.Navigate(t, url)
	deadline := time.Now().Add(limit)
	for {
		dom = b.Eval(t, session, `document.body && document.body.dataset.ready === "1" ? document.documentElement.outerHTML : ""`)
		if dom != "" || time.Now().After(deadline) {
			break
		}
		time.Sleep(50 * time.Millisecond)
	}
	if dom == "" {
		t.Fatalf("%.80s: not ready after %v:\n%s", url, limit, b.Eval(t, session, "document.documentElement.outerHTML"))
	}
	return session, dom
}

// Navigate loads url in a new tab and returns its session at once.
func (b *Browser) Navigate(t testing.TB, url string) (session string) {
	t.Helper()
	res, err := b.Call("", "Target.createTarget", map[string]string{"url": "about:blank"})
	if err != nil {
		t.Fatal(err)
	}
	var target struct{ TargetID string }
	json.Unmarshal(res, &target)
	res, err = b.Call("", "Target.attachToTarget", map[string]interface{}{"targetId": target.TargetID, "flatten": true})
	if err != nil {
		t.Fatal(err)
	}
	var attached struct{ SessionID string }
	json.Unmarshal(res, &attached)
	session = attached.SessionID
	if _, err := b.Call(session, "Runtime.enable", map[string]string{}); err != nil {
		t.Fatal(err)
	}
	if _, err := b.Call(session, "Page.navigate", map[string]string{"url": url}); err != nil {
		t.Fatal(err)
	}
	return session
}

// Eval evaluates a JavaScript expression in the tab and returns its value
// as a string.
func (b *Browser) Eval(t testing.TB, session, expr string) string {
	t.Helper()
	res, err := b.Call(session, "Runtime.evaluate", map[string]interface{}{"expression": expr, "returnByValue": true, "awaitPromise": true})
	if err != nil {
		t.Fatal(err)
	}
	var v struct {
		Result struct {
			Value interface{} `json:"value"`
		} `json:"result"`
	}
	json.Unmarshal(res, &v)
	if s, ok := v.Result.Value.(string); ok {
		return s
	}
	return fmt.Sprint(v.Result.Value)
}

// DumpDOM opens a page at a fragment with chromium --headless --dump-dom
// (and args) and returns the DOM, failing on an uncaught script error.
func DumpDOM(t testing.TB, path, fragment string, args ...string) string {
	t.Helper()
	cmd := exec.Command(Find(t), append([]string{"--headless", "--no-sandbox", "--disable-gpu", "--enable-logging=stderr", "--v=0",
		"--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync",
		"--user-data-dir=" + t.TempDir()}, append(args, "--dump-dom", "file://"+path+"#"+fragment)...)...)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("chromium: %v\n%s", err, stderr.String())
	}
	if strings.Contains(stderr.String(), "Uncaught") {
		t.Errorf("#%.60s: script error:\n%s", fragment, stderr.String())
	}
	return string(out)
}

// Field is the text of a DOM's element, by its id, unescaped.
func Field(dom, id string) string {
	m := regexp.MustCompile(`id="` + id + `"[^>]*>([^<]*)<`).FindStringSubmatch(dom)
	if m == nil {
		return "(none)"
	}
	return html.UnescapeString(m[1])
}

// The page as a person uses it: a viewport, clicks, typing, keys.

// Viewport sets the tab's size in CSS pixels, as a phone (mobile: its
// viewport meta counts) or a desktop.
func (b *Browser) Viewport(t testing.TB, session string, width, height int, mobile bool) {
	t.Helper()
	if _, err := b.Call(session, "Emulation.setDeviceMetricsOverride", map[string]interface{}{
		"width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile}); err != nil {
		t.Fatal(err)
	}
	if _, err := b.Call(session, "Emulation.setTouchEmulationEnabled", map[string]interface{}{"enabled": mobile}); err != nil {
		t.Fatal(err)
	}
}

// center scrolls the element a CSS selector finds into view and returns
// its middle.
func (b *Browser) center(t testing.TB, session, selector string) (x, y float64) {
	t.Helper()
	return b.middle(t, session, selector, `e.scrollIntoView({block: "center"});`)
}

// middle is the middle of the element a CSS selector finds, after the
// script first (which may scroll it into view) has run on it, as e.
func (b *Browser) middle(t testing.TB, session, selector, first string) (x, y float64) {
	t.Helper()
	box := b.Eval(t, session, `(() => { const e = document.querySelector(`+quote(selector)+`); if (!e) return "";
		`+first+` const r = e.getBoundingClientRect(); return (r.left + r.width / 2) + " " + (r.top + r.height / 2); })()`)
	if _, err := fmt.Sscan(box, &x, &y); err != nil {
		t.Fatalf("%s: no such element", selector)
	}
	return x, y
}

func (b *Browser) mouse(t testing.TB, session, kind string, x, y float64, buttons int) {
	t.Helper()
	if _, err := b.Call(session, "Input.dispatchMouseEvent", map[string]interface{}{"type": kind, "x": x, "y": y, "button": "left", "buttons": buttons, "clickCount": 1}); err != nil {
		t.Fatal(err)
	}
}

// Click clicks the middle of the element a CSS selector finds, as a mouse
// does, after scrolling it into view.
func (b *Browser) Click(t testing.TB, session, selector string) {
	t.Helper()
	x, y := b.center(t, session, selector)
	b.ClickAt(t, session, x, y)
}

// ClickAt clicks a point of the viewport, as a mouse does.
func (b *Browser) ClickAt(t testing.TB, session string, x, y float64) {
	t.Helper()
	b.mouse(t, session, "mousePressed", x, y, 1)
	b.mouse(t, session, "mouseReleased", x, y, 0)
}

// HoverAt moves the mouse to a point of the viewport.
func (b *Browser) HoverAt(t testing.TB, session string, x, y float64) {
	t.Helper()
	b.mouse(t, session, "mouseMoved", x, y, 0)
}

// ClickInPlace clicks the middle of an element where it is, without
// scrolling (two neighbours clicked in turn: the second's scroll into
// view would move the first's place).
func (b *Browser) ClickInPlace(t testing.TB, session, selector string) {
	t.Helper()
	x, y := b.middle(t, session, selector, "")
	b.ClickAt(t, session, x, y)
}

// Drag presses the mouse on one element and lets it go on another, moving
// there in steps as a hand does.
func (b *Browser) Drag(t testing.TB, session, from, to string) {
	t.Helper()
	b.center(t, session, from)
	x1, y1 := b.center(t, session, to)
	x0, y0 := b.middle(t, session, from, "") // where it is now the second is in view
	b.DragAt(t, session, x0, y0, x1, y1)
}

// DragAt presses the mouse at one point of the viewport and lets it go at
// another, moving there in steps as a hand does.
func (b *Browser) DragAt(t testing.TB, session string, x0, y0, x1, y1 float64) {
	t.Helper()
	b.mouse(t, session, "mousePressed", x0, y0, 1)
	for k := 1; k <= 4; k++ {
		b.mouse(t, session, "mouseMoved", x0+(x1-x0)*float64(k)/4, y0+(y1-y0)*float64(k)/4, 1)
	}
	b.mouse(t, session, "mouseReleased", x1, y1, 0)
}

// Tap touches the middle of an element and lifts the finger, as on a
// phone (the tab's viewport must be a mobile one: see Viewport).
func (b *Browser) Tap(t testing.TB, session, selector string) {
	t.Helper()
	x, y := b.center(t, session, selector)
	b.TapAt(t, session, x, y)
}

// TapAt touches a point of the viewport and lifts the finger.
func (b *Browser) TapAt(t testing.TB, session string, x, y float64) {
	t.Helper()
	for _, kind := range []string{"touchStart", "touchEnd"} {
		points := []map[string]float64{{"x": x, "y": y}}
		if kind == "touchEnd" {
			points = []map[string]float64{}
		}
		if _, err := b.Call(session, "Input.dispatchTouchEvent", map[string]interface{}{"type": kind, "touchPoints": points}); err != nil {
			t.Fatal(err)
		}
	}
}

// Focus focuses the element a CSS selector finds.
func (b *Browser) Focus(t testing.TB, session, selector string) {
	t.Helper()
	if b.Eval(t, session, `(() => { const e = document.querySelector(`+quote(selector)+`); if (!e) return "no"; e.focus(); return "ok"; })()`) != "ok" {
		t.Fatalf("focus %s: no such element", selector)
	}
}

// Type types text into the focused element, as a paste or an input
// method does: one input event.
func (b *Browser) Type(t testing.TB, session, text string) {
	t.Helper()
	if _, err := b.Call(session, "Input.insertText", map[string]string{"text": text}); err != nil {
		t.Fatal(err)
	}
}

// keys are the DevTools names and codes of the keys the tests press.
var keys = map[string][2]interface{}{
	" ": {"Space", 32}, "1": {"Digit1", 49}, "2": {"Digit2", 50}, "3": {"Digit3", 51}, "Delete": {"Delete", 46}, "ArrowRight": {"ArrowRight", 39}, "ArrowLeft": {"ArrowLeft", 37}, "ArrowUp": {"ArrowUp", 38},
	"ArrowDown": {"ArrowDown", 40}, "Home": {"Home", 36}, "End": {"End", 35}, "Enter": {"Enter", 13}, "Tab": {"Tab", 9},
}

// Key presses a key (a name of KeyboardEvent.key) on the focused element.
func (b *Browser) Key(t testing.TB, session, key string) {
	t.Helper()
	k, ok := keys[key]
	if !ok {
		t.Fatalf("no key %q", key)
	}
	for _, kind := range []string{"keyDown", "keyUp"} {
		params := map[string]interface{}{"type": kind, "key": key, "code": k[0], "windowsVirtualKeyCode": k[1], "nativeVirtualKeyCode": k[1]}
		if key == " " && kind == "keyDown" {
			params["text"] = " "
		}
		if _, err := b.Call(session, "Input.dispatchKeyEvent", params); err != nil {
			t.Fatal(err)
		}
	}
}

// WaitFor polls a JavaScript expression until it is true, or limit passes.
func (b *Browser) WaitFor(t testing.TB, session, expr string, limit time.Duration) bool {
	t.Helper()
	for deadline := time.Now().Add(limit); ; time.Sleep(30 * time.Millisecond) {
		if b.Eval(t, session, "Boolean("+expr+")") == "true" {
			return true
		}
		if time.Now().After(deadline) {
			return false
		}
	}
}

// Screenshot writes the tab's viewport as a PNG file.
func (b *Browser) Screenshot(t testing.TB, session, file string) {
	t.Helper()
	res, err := b.Call(session, "Page.captureScreenshot", map[string]string{"format": "png"})
	if err != nil {
		t.Fatal(err)
	}
	var shot struct{ Data string }
	json.Unmarshal(res, &shot)
	png, _ := base64.StdEncoding.DecodeString(shot.Data)
	if err := os.WriteFile(file, png, 0o644); err != nil {
		t.Fatal(err)
	}
}

func quote(s string) string {
	q, _ := json.Marshal(s)
	return string(q)
}

// Swipe puts a finger on the middle of an element, moves it by dx, dy
// in steps as a thumb does, and lifts it (a mobile viewport: see
// Viewport).
func (b *Browser) Swipe(t testing.TB, session, selector string, dx, dy float64) {
	t.Helper()
	x, y := b.center(t, session, selector)
	b.SwipeAt(t, session, x, y, dx, dy)
}

// SwipeAt puts a finger on a point of the viewport, moves it by dx, dy
// in steps and lifts it.
func (b *Browser) SwipeAt(t testing.TB, session string, x, y, dx, dy float64) {
	t.Helper()
	touch := func(kind string, x, y float64) {
		points := []map[string]float64{{"x": x, "y": y}}
		if kind == "touchEnd" {
			points = []map[string]float64{}
		}
		if _, err := b.Call(session, "Input.dispatchTouchEvent", map[string]interface{}{"type": kind, "touchPoints": points}); err != nil {
			t.Fatal(err)
		}
	}
	touch("touchStart", x, y)
	for k := 1; k <= 10; k++ {
		touch("touchMove", x+dx*float64(k)/10, y+dy*float64(k)/10)
		time.Sleep(16 * time.Millisecond)
	}
	touch("touchEnd", x+dx, y+dy)
}

// PinchAt puts two fingers from apart around a point of the viewport and
// moves them in steps until they are to apart (farther: a zoom in;
// nearer: out), as a pinch does, and lifts them.
func (b *Browser) PinchAt(t testing.TB, session string, x, y, from, to float64) {
	t.Helper()
	touch := func(kind string, d float64) {
		points := []map[string]float64{{"x": x - d/2, "y": y, "id": 0}, {"x": x + d/2, "y": y, "id": 1}}
		if kind == "touchEnd" {
			points = []map[string]float64{}
		}
		if _, err := b.Call(session, "Input.dispatchTouchEvent", map[string]interface{}{"type": kind, "touchPoints": points}); err != nil {
			t.Fatal(err)
		}
	}
	touch("touchStart", from)
	for k := 1; k <= 10; k++ {
		touch("touchMove", from+(to-from)*float64(k)/10)
		time.Sleep(16 * time.Millisecond)
	}
	touch("touchEnd", to)
}
