package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"
)

// browser drives headless Chromium over the DevTools protocol on a pipe
// (--remote-debugging-pipe: commands on its fd 3, answers on its fd 4,
// each a JSON message ended by a NUL byte), so a test can wait for the
// page to say it is ready, however long its worker takes.
type browser struct {
	cmd        *exec.Cmd
	in         *os.File
	out        *bufio.Reader
	next       int
	exceptions []string
	stderr     strings.Builder
}

func findChromium(t testing.TB) string {
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

func startBrowser(t testing.TB) *browser {
	t.Helper()
	path := findChromium(t)
	cmdR, cmdW, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	b := &browser{in: cmdW, out: bufio.NewReaderSize(outR, 1<<20)}
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
func (b *browser) call(session, method string, params interface{}) (json.RawMessage, error) {
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
			b.exceptions = append(b.exceptions, string(reply.Params))
		}
		if reply.ID == b.next {
			if reply.Error != nil {
				return nil, fmt.Errorf("%s: %s", method, reply.Error.Message)
			}
			return reply.Result, nil
		}
	}
}

// open loads url in a new tab, waits until the page sets data-ready on
// its body (or limit passes), and returns the tab's session and the DOM.
func (b *browser) open(t testing.TB, url string, limit time.Duration) (session, dom string) {
	t.Helper()
	res, err := b.call("", "Target.createTarget", map[string]string{"url": "about:blank"})
	if err != nil {
		t.Fatal(err)
	}
	var target struct{ TargetID string }
	json.Unmarshal(res, &target)
	res, err = b.call("", "Target.attachToTarget", map[string]interface{}{"targetId": target.TargetID, "flatten": true})
	if err != nil {
		t.Fatal(err)
	}
	var attached struct{ SessionID string }
	json.Unmarshal(res, &attached)
	session = attached.SessionID
	if _, err := b.call(session, "Runtime.enable", map[string]string{}); err != nil {
		t.Fatal(err)
	}
	if _, err := b.call(session, "Page.navigate", map[string]string{"url": url}); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(limit)
	for {
		dom = b.eval(t, session, `document.body && document.body.dataset.ready === "1" ? document.documentElement.outerHTML : ""`)
		if dom != "" || time.Now().After(deadline) {
			break
		}
		time.Sleep(50 * time.Millisecond)
	}
	if dom == "" {
		t.Fatalf("%.80s: not ready after %v:\n%s", url, limit, b.eval(t, session, "document.documentElement.outerHTML"))
	}
	return session, dom
}

// eval evaluates a JavaScript expression in the tab and returns its value
// as a string.
func (b *browser) eval(t testing.TB, session, expr string) string {
	t.Helper()
	res, err := b.call(session, "Runtime.evaluate", map[string]interface{}{"expression": expr, "returnByValue": true, "awaitPromise": true})
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
