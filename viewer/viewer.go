// Package viewer holds the replay viewer: the page that shows a game's
// replay (its data is record.go's replay) step by step, in the files a
// browser reads: viewer.js (drawing and words), viewer.css and
// viewer.html; and page.html, the -html page around it. match3's -html
// and tools/web's browser page both put it together from here.
package viewer

import (
	_ "embed"
	"fmt"
	"strings"
)

var (
	//go:embed viewer.js
	js string
	//go:embed viewer.css
	css string
	//go:embed viewer.html
	markup string
	//go:embed page.html
	page string
)

// Fill puts the viewer into a page at the places it marks: its style at
// /*VIEWER-CSS*/, its markup at <!--VIEWER-->, its script at /*VIEWER-JS*/,
// each once. Inside a script element no text may end it early, and none
// of the viewer's does.
func Fill(shell string) (string, error) {
	for _, r := range []struct{ mark, text string }{{"/*VIEWER-CSS*/", css}, {"<!--VIEWER-->", markup}, {"/*VIEWER-JS*/", js}} {
		if n := strings.Count(shell, r.mark); n != 1 {
			return "", fmt.Errorf("the page holds %q %d times", r.mark, n)
		}
		shell = strings.Replace(shell, r.mark, r.text, 1)
	}
	return shell, nil
}

// Page is the -html page showing a replay, given as JSON (whose strings
// escape <, so that no "</script>" ends the page's script early).
func Page(replayJSON []byte) string {
	filled, err := Fill(page)
	if err != nil {
		panic("viewer: page.html: " + err.Error()) // the embedded files are the package's own
	}
	return strings.Replace(filled, "/*DATA*/null", string(replayJSON), 1)
}
