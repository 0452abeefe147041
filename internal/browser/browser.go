// Package browser drives headless Chromium for the tests of match3's
// pages: it finds the browser (or skips, outside CI), dumps a page's DOM
// as a script would, reads an element's text, and drives a tab over the
// DevTools protocol on a pipe.
package browser

import (
	"bufio"
	"encoding/json"
	"fmt"
	"html"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"testing"
	"time"
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
	stderr     strings.Builder
}

// Find is the path of Chromium, or skips the test (fails it in CI)
// saying how to get it.
func Find(t testing.TB) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if path, err := exec.LookPath(name); err == nil {
			return path
		}
	}
	if os.Getenv("CI") != "" {
		t.Fatal("no chromium in CI: .ci/run installs it")
	}
	t.Skip("no chromium: apt-get update && apt-get install -y chromium")
	return ""
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
