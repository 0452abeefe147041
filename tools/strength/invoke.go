package main

import (
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"match3/internal/invoke"
	"match3/internal/mistake"
)

// Invocations, as Polygon has them: every solution on every test, judged
// by match3 as the checker.

// invocation is one solution on one test.
type invocation struct {
	verdict  string // OK, WA, PE, RE, TL
	took     time.Duration
	line     string // match3's verdict line, or the failure
	mistakes string // for a WA, the mistakes that give the answer
	answer   string // the solution's answer, when it gave one in time
}

// invocations runs each solution on each test and writes the table, a
// line per solution (accepted, or the tests that reject it and why), and
// for each solution the set accepts, what a short stress run finds.
func invocations(w io.Writer, bin string, tests []*test, solutions []string, limit time.Duration, stress func(game, solution string) string) {
	runs := make([][]invocation, len(tests))
	for i, t := range tests {
		runs[i] = make([]invocation, len(solutions))
		if t.answer == "" {
			continue
		}
		for j, s := range solutions {
			command, err := invoke.Command(s) // as stress splits and finds it
			if err != nil {
				runs[i][j] = invocation{verdict: "RE", line: err.Error()}
				continue
			}
			runs[i][j] = judge(bin, t, command, limit)
		}
	}
	fmt.Fprintf(w, "invocations: %d solutions on %d tests (time limit %v)\n", len(solutions), len(tests), limit)
	width := 8
	for _, t := range tests {
		if len(t.name) > width {
			width = len(t.name)
		}
	}
	fmt.Fprintf(w, "  %-*s", width, "test")
	for j := range solutions {
		fmt.Fprintf(w, "  %-12s", fmt.Sprintf("solution %d", j+1))
	}
	fmt.Fprintln(w)
	for i, t := range tests {
		fmt.Fprintf(w, "  %-*s", width, t.name)
		for j := range solutions {
			r := runs[i][j]
			cell := "-"
			if r.verdict != "" {
				cell = fmt.Sprintf("%s %.2fs", r.verdict, r.took.Seconds())
			}
			fmt.Fprintf(w, "  %-12s", cell)
		}
		fmt.Fprintln(w)
	}
	for j, s := range solutions {
		var rejected []string
		for i, t := range tests {
			r := runs[i][j]
			if r.verdict == "" || r.verdict == "OK" {
				continue
			}
			why := r.verdict
			if r.mistakes != "" {
				why += ": " + r.mistakes
			}
			rejected = append(rejected, t.name+" ("+why+")")
		}
		if len(rejected) > 0 {
			fmt.Fprintf(w, "solution %d, %s: rejected by %d of %d tests: %s\n", j+1, s, len(rejected), len(tests), strings.Join(rejected, ", "))
			fmt.Fprintf(w, "  over the set it reads: %s\n", diagnose(tests, runs, j))
			continue
		}
		fmt.Fprintf(w, "solution %d, %s: accepted by every test\n", j+1, s)
		if stress != nil && len(tests) > 0 {
			if found := stress(tests[0].game, s); found != "" {
				fmt.Fprintf(w, "  but stress tells it from match3, so the set lets it through: %s\n", found)
			} else {
				fmt.Fprintln(w, "  and a short stress run finds no difference either")
			}
		}
	}
}

// judge runs a solution on a test and has match3 check its answer.
func judge(bin string, t *test, command []string, limit time.Duration) invocation {
	o := invoke.Run(command, t.input, limit)
	switch {
	case o.Timeout():
		return invocation{verdict: "TL", took: o.Took, line: o.Failure}
	case o.Failure != "":
		return invocation{verdict: "RE", took: o.Took, line: o.Failure}
	}
	check, err := invoke.Check([]string{bin}, t.input, o.Answer)
	if err != nil {
		return invocation{verdict: "RE", line: err.Error()}
	}
	r := invocation{took: o.Took, line: strings.TrimSpace(check.Answer), answer: o.Answer}
	switch check.Status { // -check's, testlib's
	case 0:
		r.verdict = "OK"
	case 1:
		r.verdict = "WA"
		r.mistakes = named(t, o.Answer)
	default:
		r.verdict = "PE"
	}
	return r
}

// diagnose reads solution j from its answers to every test
// (internal/mistake.Diagnosis): the readings that give them all.
func diagnose(tests []*test, runs [][]invocation, j int) string {
	if len(tests) == 0 {
		return ""
	}
	d := mistake.NewDiagnosis(tests[0].game, mistake.Under(false))
	for i, t := range tests {
		if r := runs[i][j]; r.verdict == "OK" || r.verdict == "WA" || r.verdict == "PE" {
			d.Add(t.input, r.answer, t.answer)
		}
	}
	return d.Summary("the rules")
}

// named says which mistakes give a wrong answer, or "".
func named(t *test, answer string) string {
	fs := mistake.Name(t.game, t.input, answer, false)
	ids := make([]string, len(fs))
	for i, f := range fs {
		ids[i] = f.ID()
	}
	return strings.Join(ids, " or ")
}

// stressRun runs match3's stress tool briefly on a solution and returns
// its first line of a difference found, or "".
func stressRun(stressBin, match3 string, count int) func(game, solution string) string {
	return func(game, solution string) string {
		dir, err := os.MkdirTemp("", "strength-stress")
		if err != nil {
			return ""
		}
		defer os.RemoveAll(dir)
		cmd := exec.Command(stressBin, "-game", game, "-solution", solution, "-match3", match3,
			"-count", strconv.Itoa(count), "-shrink-time", "5s", "-out", filepath.Join(dir, "failing.in"))
		out, _ := cmd.Output()
		found, reads := "", ""
		for _, line := range strings.Split(string(out), "\n") {
			if strings.HasPrefix(line, "  on input ") && found == "" {
				found = strings.TrimPrefix(line, "  ")
			}
			if strings.HasPrefix(line, "diagnosis: ") {
				reads = strings.TrimPrefix(line, "diagnosis: ")
			}
		}
		if found != "" && reads != "" {
			found += "\n  over stress's inputs it reads: " + reads
		}
		return found
	}
}
