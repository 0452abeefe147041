//go:build judge

package main

import (
	"fmt"
	"io"
)

// The judge's build, which tools/bundle makes into one file, leaves out
// what only people use (the trace, the checker, the replay page) to stay
// small for a judge's size limit. These stand in for them; run refuses
// their flags first, so none of them is ever called.

const withTools = false

// The tool flags, which run refuses.
const (
	notHere                                             = "not in the judge's build"
	traceHelp, boardsHelp, opsHelp, checkHelp, htmlHelp = notHere, notHere, notHere, notHere, notHere
)

const usage = `usage: match3 [-game poker|mayan] [-swap-same-color] < input

match3 judges two match-3 games exactly and prints only the answer (this is
the judge's build: build match3 from its source for -trace, -check, -html).

flags:
`

type tracer struct{}

func newTracer(io.Writer, bool, string) (*tracer, error) { return nil, nil }
func (*tracer) flush()                                   {}

type recorder struct{}

func newRecorder() *recorder                                  { return nil }
func (*recorder) write(string, []byte) error                  { return nil }
func observers(*tracer, *recorder) observer                   { return nil }
func checkTotal(Tally, []byte, []byte) (v verdict)            { return v }
func (*Puzzle) checkMoves(Answer, []byte, []byte) (v verdict) { return v }
func (*Game) report(int, int64, int64, int64)                 {}
func (*Puzzle) replay(Answer)                                 {}
func layoutFault(*scanner, int, int, int) error               { return nil }
func neitherGame(s *scanner, tokens int, want int64) error {
	return fmt.Errorf("the input fits neither game (%d tokens)", tokens)
}
