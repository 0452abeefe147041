// Command shot takes a picture of a page as a person's browser shows it:
// headless Chromium at a phone's or a desktop's size, after the page has
// settled and after any steps given, for looking at what the page tests
// drive (they assert; this only shows).
//
//	go run ./tools/shot -o board.png 'file:///tmp/match3.html#z=...'
//	go run ./tools/shot -size 390x844 -mobile -do 'document.getElementById("play").click()' -o phone.png URL
//
// -do runs JavaScript in the page, in order, each given time to settle.
package main

import (
	"flag"
	"fmt"
	"os"
	"testing"
	"time"

	"match3/internal/browser"
)

func main() {
	var do []string // the -do flags, in order
	flag.Func("do", "JavaScript to run before the picture (repeatable)", func(js string) error { do = append(do, js); return nil })
	out := flag.String("o", "shot.png", "the picture to write")
	size := flag.String("size", "1280x900", "the viewport, `WIDTHxHEIGHT`")
	mobile := flag.Bool("mobile", false, "emulate a phone (touch, device scale)")
	wait := flag.Duration("wait", 400*time.Millisecond, "time for the page to settle, after loading and after each step")
	flag.Parse()
	var w, h int
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: shot [-o FILE] [-size WxH] [-mobile] [-do JS]... URL")
		os.Exit(2)
	}
	if _, err := fmt.Sscanf(*size, "%dx%d", &w, &h); err != nil || w < 1 || h < 1 {
		fmt.Fprintf(os.Stderr, "shot: -size %q: want WIDTHxHEIGHT\n", *size)
		os.Exit(2)
	}
	testing.Init() // browser.Find asks testing.Short
	t := &run{}
	defer t.end()
	b := browser.Start(t)
	s, _ := b.Open(t, flag.Arg(0), 30*time.Second)
	b.Viewport(t, s, w, h, *mobile)
	settle := fmt.Sprintf("new Promise(r => setTimeout(r, %d))", wait.Milliseconds())
	b.Eval(t, s, settle)
	for _, js := range do {
		b.Eval(t, s, js)
		b.Eval(t, s, settle)
	}
	b.Screenshot(t, s, *out)
	fmt.Fprintln(os.Stderr, "shot: wrote", *out)
}

// run is what internal/browser asks of a test, for a command: a failure
// ends it with the message, and what a test cleans up is cleaned up at the
// end. (The embedded TB is nil: browser calls none of its other methods.)
type run struct {
	testing.TB
	cleanups []func()
	dirs     []string
}

func (r *run) Helper()                           {}
func (r *run) Cleanup(f func())                  { r.cleanups = append(r.cleanups, f) }
func (r *run) Errorf(f string, a ...interface{}) { fmt.Fprintf(os.Stderr, "shot: "+f+"\n", a...) }
func (r *run) Fatal(a ...interface{})            { r.fail(fmt.Sprint(a...)) }
func (r *run) Fatalf(f string, a ...interface{}) { r.fail(fmt.Sprintf(f, a...)) }
func (r *run) Skip(a ...interface{})             { r.fail(fmt.Sprint(a...)) }

func (r *run) TempDir() string {
	dir, err := os.MkdirTemp("", "shot")
	if err != nil {
		r.fail(err.Error())
	}
	r.dirs = append(r.dirs, dir)
	return dir
}

func (r *run) fail(msg string) {
	fmt.Fprintln(os.Stderr, "shot:", msg)
	r.end()
	os.Exit(1)
}

func (r *run) end() {
	for i := len(r.cleanups) - 1; i >= 0; i-- {
		r.cleanups[i]()
	}
	r.cleanups = nil
	for _, d := range r.dirs {
		os.RemoveAll(d)
	}
	r.dirs = nil
}
