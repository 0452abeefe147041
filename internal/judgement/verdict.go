// Package judgement is what match3 says of an answer: -check's verdict on
// a contestant's answer (the misreadings that give a wrong one named,
// internal/mistake), and the same verdict spoken in a judge's checker
// protocol (-checker), the team told only what may be shown to it. A
// verdict is a value; its words are made once: Line for -check, Team
// for a team.
// (-validate's strict reading of an input is internal/strict's.)
//
// It never plays a game with the engine: the people's build of match3
// hands it what the engine found (a tally, a puzzle's smallest answer) as
// plain data, and where a wrong answer is explained move by move, the
// plain engine of internal/naive replays it.
package judgement

import (
	"bytes"
	"fmt"
	"strings"

	"match3/internal/event"
	"match3/internal/mistake"
)

// Status is a verdict's kind, as testlib's exit status gives it.
type Status int

const (
	Accepted   Status = 0
	Wrong      Status = 1
	Unreadable Status = 2 // the answer cannot be read: testlib's presentation error
	Fail       Status = 3 // the input is bad, or the jury's answer is: the judging fails
)

// leads are -check's first words, by status.
var leads = [...]string{Accepted: "ok: ", Wrong: "wrong answer: ", Unreadable: "presentation error: ", Fail: "fail: "}

// Verdict is what is said of an answer.
type Verdict struct {
	Status  Status
	Message string // what is right or wrong, without the status's words: all of it, for the jury and -check
	// Team is what a contestant may be told: the kind of difference and
	// where the answer departs, a misreading where one alone explains it,
	// never the expected answer or a part of it. Judges show it to teams
	// (a checker's team message, testlib's and CMS's one message).
	Team string

	// Mayan: the moves of the answer as far as they read, the first that
	// goes wrong (from 1, or 0), and whether that move is legal (the
	// sequence as a whole is wrong), for a replay of the answer.
	Moves []event.Move
	Blame int
	Legal bool
	// Lines & Poker: where each mistake named first departs from the
	// rules, and the game's operations, which Departure.Where needs.
	Departures []mistake.Departure
	Ops        int
}

// Line is -check's verdict line: "ok: 11692", "wrong answer: ...".
func (v Verdict) Line() string { return leads[v.Status] + v.Message }

// Bad is the verdict on an input that cannot be played.
func Bad(err error) Verdict {
	return Verdict{Status: Fail, Message: "the input is bad: " + err.Error(), Team: "the test's input is bad"}
}

// wrong, unreadable and accepted make a verdict whose words name nothing
// of the expected answer: the team is told them all. A caller that adds
// the expected answer adds it to Message alone.
func wrong(format string, args ...interface{}) Verdict {
	m := fmt.Sprintf(format, args...)
	return Verdict{Status: Wrong, Message: m, Team: m}
}

func unreadable(format string, args ...interface{}) Verdict {
	m := fmt.Sprintf(format, args...)
	return Verdict{Status: Unreadable, Message: m, Team: m}
}

// accepted is the verdict on a right answer: its words are the answer the
// team gave.
func accepted(message string) Verdict {
	return Verdict{Status: Accepted, Message: message, Team: message}
}

// sure is what a team is told of the findings that give its answer: the
// one finding, when one alone gives it and the answer is more than a bare
// -1 (which many readings give); else none. Several findings would each
// be a guess.
func sure(found []mistake.Finding, answer []byte) []mistake.Finding {
	if len(found) != 1 || strings.TrimSpace(string(answer)) == "-1" {
		return nil
	}
	return found
}

// answerLines is the answer's lines that hold something.
func answerLines(answer []byte) [][]byte {
	var lines [][]byte
	for _, l := range bytes.Split(answer, []byte("\n")) {
		if len(bytes.TrimSpace(l)) > 0 {
			lines = append(lines, bytes.TrimSpace(l))
		}
	}
	return lines
}

// notInt64 says why a token is no 64-bit integer: an integer out of range,
// or none at all.
func notInt64(tok []byte) string {
	digits := strings.TrimLeft(string(tok), "+-")
	if digits != "" && strings.Trim(digits, "0123456789") == "" {
		return "an integer out of range (at most 19 digits)"
	}
	return "not an integer"
}

// clip shortens a token for a message.
func clip(tok []byte) string {
	if len(tok) > 40 {
		return string(tok[:40]) + "..."
	}
	return string(tok)
}

// apartHint, for an answer that several readings give, says that one
// input cannot tell them apart and names the command that can.
func apartHint(readings int, game string, skipSame bool) string {
	if readings < 2 {
		return ""
	}
	flags := "-game " + game
	if skipSame {
		flags += " -skip-same-color"
	}
	return fmt.Sprintf("; one input cannot tell these %d readings apart: stress %s -solution 'YOUR COMMAND' runs the solution on many and says which it reads", readings, flags)
}
