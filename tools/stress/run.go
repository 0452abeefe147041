package main

import (
	"strings"
	"time"

	"match3/internal/invoke"
)

// outcome is what one program did with one input.
type outcome struct {
	answer  string // its standard output
	stderr  string
	failure string // "", or what went wrong: "timeout after 2s", "crash (exit status 1)"
}

// runOne runs a command on an input within a time limit (internal/invoke).
func runOne(command []string, input string, limit time.Duration) outcome {
	o := invoke.Run(command, input, limit)
	return outcome{o.Answer, o.Stderr, o.Failure}
}

// -check's exit statuses that are no difference: the answer accepted, and
// an input match3 refuses (testlib's 0 and 3; 1 and 2 are a wrong or an
// unreadable answer).
const (
	accepted = 0
	badInput = 3
)

// verdict is match3's judgement of the solution's answer on an input.
type verdict struct {
	line   string // -check's verdict line, or the solution's failure
	kind   string // the line with its numbers taken out: what shrinking keeps
	differ bool
	bad    bool // match3 refuses the input
}

// judge runs the solution on input and has match3 check its answer. The
// result's kind is "timeout", "crash" or the verdict's words without their
// numbers. A bad input (match3 refuses it) is never a difference.
func (cfg config) judge(input string) (verdict, outcome) {
	theirs := runOne(cfg.solution, input, cfg.timeout)
	if theirs.failure != "" {
		kind := "crash"
		if strings.HasPrefix(theirs.failure, "timeout") {
			kind = "timeout"
		}
		if bad := cfg.match3Run(input, nil); bad.failure != "" {
			return verdict{bad: true}, theirs
		}
		return verdict{line: theirs.failure, kind: kind, differ: true}, theirs
	}
	check, err := invoke.Check(cfg.match3Command(), input, theirs.answer)
	if err != nil {
		return verdict{line: "cannot write the answer: " + err.Error(), kind: "error", differ: true}, theirs
	}
	line := strings.TrimSpace(check.Answer)
	if check.Status == accepted || check.Status == badInput {
		return verdict{line: line, bad: check.Status == badInput}, theirs
	}
	return verdict{line: line, kind: numbers.ReplaceAllString(line, "N"), differ: true}, theirs
}

// match3Run runs match3 with the game's flags and args on input.
func (cfg config) match3Run(input string, args []string) outcome {
	return runOne(append(cfg.match3Command(), args...), input, time.Minute)
}

// match3Command is match3 with the game's flags.
func (cfg config) match3Command() []string {
	command := []string{cfg.match3, "-game", cfg.game}
	if cfg.skipSame {
		command = append(command, "-skip-same-color")
	}
	return command
}
