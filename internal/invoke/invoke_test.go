package invoke

import (
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"
)

// The tests run this test binary itself as the solution (TestMain: args
// "helper MODE ..."), so that they need no shell and no compiler, and run
// alike on every system.
func TestMain(m *testing.M) {
	if len(os.Args) > 2 && os.Args[1] == "helper" {
		helper(os.Args[2], os.Args[3:])
		return
	}
	os.Exit(m.Run())
}

// helper is the solution of the tests:
//
//	crlf          its input back, each line ended by CRLF
//	args A...     its arguments, one a line
//	fail          "bad" on stderr, status 3
//	hang          never answers
//	spawn FILE W  starts "hang" with its own stdout, writes the child's
//	              pid to FILE, then, W being "wait", waits for it, else
//	              answers "done" and ends
//	read ... FILE the file's name, then its text (what match3 -check
//	              reads)
func helper(mode string, args []string) {
	switch mode {
	case "crlf":
		in, _ := io.ReadAll(os.Stdin)
		for _, line := range strings.SplitAfter(string(in), "\n") {
			fmt.Print(strings.Replace(line, "\n", "\r\n", 1))
		}
	case "args":
		for _, a := range args {
			fmt.Println(a)
		}
	case "fail":
		fmt.Fprintln(os.Stderr, "bad")
		os.Exit(3)
	case "hang":
		time.Sleep(time.Hour)
	case "spawn":
		child := exec.Command(os.Args[0], "helper", "hang")
		child.Stdout = os.Stdout // holds the solution's output open
		if err := child.Start(); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		os.WriteFile(args[0], []byte(strconv.Itoa(child.Process.Pid)), 0o644)
		if args[1] == "wait" {
			child.Wait()
		}
		fmt.Println("done")
	case "read":
		file := args[len(args)-1]
		text, _ := os.ReadFile(file)
		fmt.Printf("%s\n%s", file, text)
	}
}

// self is the command that runs the helper in mode.
func self(t *testing.T, mode string, args ...string) []string {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	return append([]string{exe, "helper", mode}, args...)
}

// A generous limit for runs that should end by themselves: a loaded
// machine takes what it takes, and nothing here waits for it to pass.
const ample = time.Minute

func TestAnswerWithCRLF(t *testing.T) {
	o := Run(self(t, "crlf"), "1 2 3\n4 5 6\n", ample)
	if o.Failure != "" || o.Answer != "1 2 3\n4 5 6\n" {
		t.Errorf("answer %q (%s), want LF line ends", o.Answer, o.Failure)
	}
}

func TestCrash(t *testing.T) {
	o := Run(self(t, "fail"), "", ample)
	if o.Failure != "crash (exit status 3)" || o.Stderr != "bad\n" {
		t.Errorf("failure %q, stderr %q", o.Failure, o.Stderr)
	}
	if o := Run([]string{filepath.Join(t.TempDir(), "none")}, "", ample); !strings.HasPrefix(o.Failure, "crash (") {
		t.Errorf("a program that is not there: %q", o.Failure)
	}
}

// TestPathWithSpaces: a program in a directory with a space in its name
// gets its arguments as they were given, spaces, quotes, backslashes and
// empty ones (on Windows, where they travel as one command line, os/exec
// quotes them as the C runtime reads them).
func TestPathWithSpaces(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(t.TempDir(), "Ann Lee's solutions")
	copied := filepath.Join(dir, "sol"+filepath.Ext(exe))
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(exe)
	if err == nil {
		err = os.WriteFile(copied, data, 0o755)
	}
	if err != nil {
		t.Fatal(err)
	}
	args := []string{`C:\Users\Ann Lee\in.txt`, `say "hi"`, ``, `a\\b\`, `end`}
	o := Run(append([]string{copied, "helper", "args"}, args...), "", ample)
	if want := strings.Join(args, "\n") + "\n"; o.Failure != "" || o.Answer != want {
		t.Errorf("got %q (%s), want %q", o.Answer, o.Failure, want)
	}
	// The same program by Command, from a line that quotes its path, and
	// from its bare path, which needs no quotes.
	for _, line := range []string{`"` + copied + `" helper args x`, copied} {
		command, err := Command(line)
		if err != nil {
			t.Fatal(err)
		}
		if command[0] != copied {
			t.Errorf("%s: the program is %q", line, command[0])
		}
	}
}

// TestTimeout: a solution that never answers is ended at the limit.
func TestTimeout(t *testing.T) {
	o := Run(self(t, "hang"), "", 300*time.Millisecond)
	if !o.Timeout() || o.Failure != "timeout after 300ms" {
		t.Errorf("failure %q", o.Failure)
	}
}

// TestChildEnded: the processes a solution starts are ended with it, at
// the limit (its child hangs, and it waits for it), and when it answers
// and ends while its child holds its output open. Either way Run does not
// wait for the child.
func TestChildEnded(t *testing.T) {
	for _, wait := range []string{"wait", "exit"} {
		t.Run(wait, func(t *testing.T) {
			file := filepath.Join(t.TempDir(), "pid")
			// Waiting, the child must be started before the limit: a
			// loaded machine gets longer until it is.
			var o Outcome
			if wait == "exit" {
				o = Run(self(t, "spawn", file, wait), "", ample)
			}
			for limit := time.Second; wait == "wait" && limit <= 64*time.Second; limit *= 4 {
				if o = Run(self(t, "spawn", file, wait), "", limit); exists(file) {
					break
				}
			}
			text, err := os.ReadFile(file)
			if err != nil {
				t.Fatalf("the child was not started: %v (%s, %q)", err, o.Failure, o.Stderr)
			}
			pid, _ := strconv.Atoi(string(text))
			switch {
			case wait == "wait" && !o.Timeout():
				t.Errorf("waiting on a hanging child: %q, want a timeout", o.Failure)
			case wait == "exit" && (o.Failure != "" || o.Answer != "done\n"):
				t.Errorf("answered and ended: %q %q, want the answer", o.Answer, o.Failure)
			}
			if !ended(pid, 30*time.Second) {
				t.Errorf("the child (pid %d) is still running", pid)
			}
		})
	}
}

func exists(file string) bool {
	_, err := os.Stat(file)
	return err == nil
}

// TestEndAll: a run ended from outside (the tool's Ctrl-C) returns at
// once, its processes ended.
func TestEndAll(t *testing.T) {
	done := make(chan Outcome, 1)
	go func() { done <- Run(self(t, "hang"), "", time.Hour) }()
	for started := false; !started; time.Sleep(10 * time.Millisecond) {
		select {
		case o := <-done:
			t.Fatalf("ended before EndAll: %q", o.Failure)
		default:
		}
		mu.Lock()
		started = len(running) > 0
		mu.Unlock()
	}
	EndAll()
	if o := <-done; !strings.HasPrefix(o.Failure, "crash (") {
		t.Errorf("ended: %q", o.Failure)
	}
}

// TestCheckRemovesTheAnswer: match3 gets the answer in a file (the
// helper prints the file's name, then its text), which is gone after.
func TestCheckRemovesTheAnswer(t *testing.T) {
	o, err := Check(self(t, "read"), "input", "1 2 3\n")
	if err != nil {
		t.Fatal(err)
	}
	name, text, _ := strings.Cut(o.Answer, "\n")
	if o.Failure != "" || text != "1 2 3\n" {
		t.Errorf("match3 read %q from %s (%s), want the answer", text, name, o.Failure)
	}
	if _, err := os.Stat(name); !os.IsNotExist(err) {
		t.Errorf("%s left behind (%v)", name, err)
	}
}

func TestSplit(t *testing.T) {
	for _, c := range []struct {
		line string
		want []string
	}{
		{"python3 sol.py", []string{"python3", "sol.py"}},
		{"  ./sol \t -v  ", []string{"./sol", "-v"}},
		{`"C:\Program Files\Python312\python.exe" "C:\Users\Ann Lee\sol.py"`, []string{`C:\Program Files\Python312\python.exe`, `C:\Users\Ann Lee\sol.py`}},
		{`python 'C:\Users\Ann Lee\sol.py'`, []string{"python", `C:\Users\Ann Lee\sol.py`}},
		{`C:\Users\ann\sol.exe`, []string{`C:\Users\ann\sol.exe`}},
		{`\\server\share\sol.exe a\b`, []string{`\\server\share\sol.exe`, `a\b`}},
		{`./my\ sol arg`, []string{"./my sol", "arg"}},
		{`echo "say \"hi\"" 'it''s' "" x`, []string{"echo", `say "hi"`, "its", "", "x"}},
		{`--name="Ann Lee" -x`, []string{"--name=Ann Lee", "-x"}},
		{`'a\'`, []string{`a\`}},
	} {
		got, err := Split(c.line)
		if err != nil || !reflect.DeepEqual(got, c.want) {
			t.Errorf("Split(%s) = %q (%v), want %q", c.line, got, err, c.want)
		}
	}
	for _, line := range []string{"", "   ", `"C:\Program Files\sol.exe`, `python 'sol.py`} {
		if got, err := Split(line); err == nil {
			t.Errorf("Split(%q) = %q, want an error", line, got)
		}
	}
}

// TestJoin: Split reads back what Join writes.
func TestJoin(t *testing.T) {
	words := []string{`C:\Program Files\sol.exe`, `it's`, `say "hi"`, ``, `a\"b c`, `dir\`, `Ann's dir\`, `\\server\x y`, "tab\there", "-v"}
	line := Join(words)
	if got, err := Split(line); err != nil || !reflect.DeepEqual(got, words) {
		t.Errorf("Split(Join(%q)) = Split(%s) = %q (%v)", words, line, got, err)
	}
	if line := Join([]string{"python3", "sol.py"}); line != "python3 sol.py" {
		t.Errorf("Join: %s", line)
	}
}

// TestCommand: a program by a relative path is named by its absolute
// path (the command runs alike from any directory), a name on PATH stays
// a name, and a bare name of a file here that is not on PATH says how to
// name it.
func TestCommand(t *testing.T) {
	exe, _ := os.Executable()
	dir := filepath.Dir(exe)
	wd, _ := os.Getwd()
	defer os.Chdir(wd)
	if err := os.Chdir(dir); err != nil {
		t.Fatal(err)
	}
	base := filepath.Base(exe)
	command, err := Command("." + string(filepath.Separator) + base + " helper args")
	if err != nil || command[0] != exe || len(command) != 3 {
		t.Errorf("./%s: %q (%v), want %s first", base, command, err, exe)
	}
	if runtime.GOOS != "windows" { // where cmd finds it here, and so does Command
		if _, err := Command(base); err == nil || !strings.Contains(err.Error(), "the one in this directory is ."+string(filepath.Separator)+base) {
			t.Errorf("a bare name here: %v", err)
		}
	}
	if _, err := Command(`"no such program" x`); err == nil || !strings.Contains(err.Error(), `"no such program" cannot be started`) {
		t.Errorf("a program that is not there: %v", err)
	}
}
