//go:build !judge

package main

import (
	"fmt"
	"io"
)

// watchers are the observers a run's flags ask for (the tracer, the
// page's recorder, the counter of -events) and what they write once the
// game is played. The judge's build has none (judge.go).
type watchers struct {
	o     *options
	tr    *tracer
	rec   *recorder
	count *counter
}

// newWatchers makes the observers the options ask for; a bad -ops is an
// error.
func newWatchers(o *options, stderr io.Writer) (*watchers, error) {
	w := &watchers{o: o}
	if o.trace || o.boards || o.ops != "" {
		var err error
		if w.tr, err = newTracer(stderr, o.boards, o.ops); err != nil {
			return nil, err
		}
	}
	if o.html != "" {
		w.rec = newRecorder()
	}
	if o.events != "" {
		w.count = newCounter()
	}
	return w, nil
}

func (w *watchers) observer() observer { return observers(w.tr, w.rec, w.count) }

// done flushes the trace and, when the game was played (ok), writes the
// page and the events.
func (w *watchers) done(answer []byte, ok bool) error {
	if w.tr != nil {
		w.tr.flush()
	}
	if !ok {
		return nil
	}
	if w.rec != nil {
		if err := w.rec.write(w.o.html, answer); err != nil {
			return fmt.Errorf("writing the page: %v", err)
		}
	}
	if w.count != nil {
		if err := w.count.write(w.o.events); err != nil {
			return fmt.Errorf("writing the events: %v", err)
		}
	}
	return nil
}
