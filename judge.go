//go:build judge

package main

import (
	"flag"
	"io"
)

// The judge's build, which tools/bundle makes into one file, leaves out
// what only people use (the trace, the checker, the replay page) to stay
// small for a judge's size limit. These stand in for people.go's bridge;
// run refuses their flags first, so none of them is ever called.

const withTools = false

// The tool flags, which run refuses.
const (
	notHere                                                         = "not in the judge's build"
	traceHelp, boardsHelp, opsHelp, checkHelp, htmlHelp, eventsHelp = notHere, notHere, notHere, notHere, notHere, notHere
)

// The readings of a drag onto a block of the same color.
const (
	skipSameHelp = "Mayan: a same-color drag is no move (NOIP 2011's reading)"
	swapSameHelp = "Mayan: a same-color drag is a move (the default)"
)

const usage = `usage: match3 [-game poker|mayan] [-skip-same-color] [input]

match3 judges two match-3 games exactly and prints only the answer (this is
the judge's build: build match3 from its source for -trace, -check, -html).

flags:
`

type watchers struct{}

func newWatchers(*options, io.Writer) (*watchers, error) { return nil, nil }
func (*watchers) observer() observer                     { return nil }
func (*watchers) done(*played, bool) error               { return nil }

func (*played) judge([]byte, []byte) (string, int)             { return "", 0 }
func validate(*options, []byte, io.Writer) int                 { return 0 }
func validateFlags(*flag.FlagSet, *options)                    {}
func runChecker(*options, io.Reader, io.Writer, io.Writer) int { return 0 }
func versionFlag(*flag.FlagSet, *options)                      {}
func versionLine() string                                      { return "" }
