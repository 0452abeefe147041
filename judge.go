//go:build judge

package main

import "io"

// The judge's build, which tools/bundle makes into one file, leaves out
// what only people use (trace.go, check.go) to stay small for a judge's
// size limit. These stand in for them; run refuses their flags first, so
// none of them is ever called.

const withTools = false

type tracer struct{}

func newTracer(io.Writer, bool, string) (*tracer, error) { return nil, nil }
func (*tracer) flush()                                   {}
func (*tracer) opStart(int, Op, *Board)                  {}
func (*tracer) invalid(int)                              {}
func (*tracer) mains([2]uint8)                           {}
func (*tracer) round(int, *Board, int64, []int)          {}
func (*tracer) fallen(*Board)                            {}
func (*tracer) opEnd(int, Tally, Tally)                  {}
func (*tracer) hand(int, [5]uint8, int, int)             {}
func (*tracer) end(Tally, bool, bool)                    {}
func (*tracer) mayan(*Puzzle, Answer)                    {}
func (*tracer) mayanRemoval(*Board)                      {}
func (*tracer) mayanFall(*Board)                         {}
func checkTotal(int64, []byte) (v verdict)               { return v }
func (*Puzzle) checkMoves(Answer, []byte) (v verdict)    { return v }
