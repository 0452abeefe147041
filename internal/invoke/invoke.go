// Package invoke runs a contestant's solution on one input, as a judge
// does: within a time limit, at which the solution and every process it
// started are ended, so that a wrapper's children can neither keep the
// run waiting nor outlive it. The stress tool and tools/strength run
// solutions through it.
//
// How a solution's processes are held together and ended is the one part
// that differs per system: tree_unix.go (a process group) and
// tree_windows.go (a job object). Everything else is here and in
// command.go, the same on every system.
package invoke

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"sync"
	"time"
)

// Outcome is what one run of a program did with one input.
type Outcome struct {
	Answer  string // its standard output, line ends as on Linux
	Stderr  string
	Failure string // "", or what went wrong: "timeout after 2s", "crash (exit status 1)"
	Status  int    // its exit status; -1 when it did not exit by itself
	Took    time.Duration
}

// Timeout reports whether the run was stopped at the limit.
func (o Outcome) Timeout() bool { return strings.HasPrefix(o.Failure, "timeout") }

// The trees running now, so that EndAll can end them; mu also keeps a
// tree from being ended at its limit while Run releases it.
var (
	mu      sync.Mutex
	running = map[*tree]bool{}
)

// Run runs command (a program and its arguments) on input within limit.
// At the limit, or when the program has ended, every process it started
// is ended too; a program that answered and ended while a child of it
// held its output open has answered.
func Run(command []string, input string, limit time.Duration) Outcome {
	cmd := exec.Command(command[0], command[1:]...)
	cmd.Stdin = strings.NewReader(input)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	cmd.WaitDelay = 500 * time.Millisecond // for pipes held open by children
	start := time.Now()
	t, err := startTree(cmd)
	if err != nil {
		return Outcome{Failure: fmt.Sprintf("crash (%v)", err), Status: -1, Took: time.Since(start)}
	}
	mu.Lock()
	running[t] = true
	mu.Unlock()
	timedOut := false
	timer := time.AfterFunc(limit, func() {
		mu.Lock()
		defer mu.Unlock()
		if running[t] {
			timedOut = true
			t.end()
		}
	})
	err = cmd.Wait()
	took := time.Since(start)
	timer.Stop()
	mu.Lock()
	delete(running, t)
	t.end() // whatever it left running
	t.release()
	late := timedOut
	mu.Unlock()

	o := Outcome{Answer: unixLines(stdout.String()), Stderr: unixLines(stderr.String()), Status: -1, Took: took}
	if cmd.ProcessState != nil && !late {
		o.Status = cmd.ProcessState.ExitCode()
	}
	switch {
	case late:
		o.Failure = fmt.Sprintf("timeout after %v", limit)
	case errors.Is(err, exec.ErrWaitDelay):
		// it answered and ended; a child of it held the pipes
	case err != nil:
		o.Failure = fmt.Sprintf("crash (%v)", err)
	}
	return o
}

// EndAll ends every program Run is running now, and all they started:
// for a tool stopped by Ctrl-C, whose solutions (in a process group of
// their own on Unix) the terminal's signal does not reach.
func EndAll() {
	mu.Lock()
	defer mu.Unlock()
	for t := range running {
		t.end()
	}
}

// unixLines reads CRLF line ends as LF, as a judge's checker does: a
// solution on Windows writes CRLF when it prints "\n" in text mode.
func unixLines(s string) string {
	if !strings.Contains(s, "\r\n") {
		return s
	}
	return strings.ReplaceAll(s, "\r\n", "\n")
}

// Check has match3 (its command, with any flags) judge an answer to an
// input with -check, the answer written to a file of its own for it; the
// error is that file's. The outcome's Status is the verdict's, testlib's:
// 0 accepted, 1 wrong, 2 unreadable, 3 the input is bad; its Answer is
// the verdict's line, for people.
func Check(match3 []string, input, answer string) (Outcome, error) {
	file, err := os.CreateTemp("", "match3-answer")
	if err != nil {
		return Outcome{}, err
	}
	defer os.Remove(file.Name())
	_, err = file.WriteString(answer)
	if cerr := file.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return Outcome{}, err
	}
	command := append(append([]string(nil), match3...), "-check", file.Name())
	return Run(command, input, time.Minute), nil
}
