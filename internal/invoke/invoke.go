// Package invoke runs a contestant's solution on one input, as a judge
// does: within a time limit, in a process group of its own that is killed
// whole at the limit, so that a wrapper's children cannot keep it waiting.
// The stress tool and tools/strength run solutions through it.
package invoke

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"time"
)

// Outcome is what one run of a program did with one input.
type Outcome struct {
	Answer  string // its standard output
	Stderr  string
	Failure string // "", or what went wrong: "timeout after 2s", "crash (exit status 1)"
	Took    time.Duration
}

// Timeout reports whether the run was stopped at the limit.
func (o Outcome) Timeout() bool { return strings.HasPrefix(o.Failure, "timeout") }

// Run runs command (a program and its arguments) on input within limit.
func Run(command []string, input string, limit time.Duration) Outcome {
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	defer cancel()
	cmd := exec.CommandContext(ctx, command[0], command[1:]...)
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
	cmd.WaitDelay = 500 * time.Millisecond // for pipes held open by children
	cmd.Stdin = strings.NewReader(input)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	start := time.Now()
	err := cmd.Run()
	took := time.Since(start)
	if cmd.Process != nil {
		syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) // whatever it left running
	}
	o := Outcome{Answer: stdout.String(), Stderr: stderr.String(), Took: took}
	switch {
	case ctx.Err() != nil:
		o.Failure = fmt.Sprintf("timeout after %v", limit)
	case errors.Is(err, exec.ErrWaitDelay):
		// it answered and ended; a child of it held the pipes
	case err != nil:
		o.Failure = fmt.Sprintf("crash (%v)", err)
	}
	return o
}

// Check has match3 (its command, with any flags) judge an answer to an
// input with -check, the answer written to a file of its own for it; the
// error is that file's.
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
