package invoke

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// Split splits a solution's command line into its program and arguments,
// the same way on every system, so that one line works in a shell, in
// PowerShell and in cmd:
//
//   - words are parted by spaces and tabs;
//   - '...' and "..." keep what they hold together, spaces and all, and
//     are taken away: "C:\Program Files\Python\python.exe" sol.py;
//   - a backslash is a character like any other (C:\Users\ann\sol.exe,
//     \\server\share\sol.exe), except before a quote or a space, which it
//     takes literally: my\ sol, "say \"hi\"" (not inside '...').
func Split(line string) ([]string, error) {
	var words []string
	var word strings.Builder
	inWord := false // a word has begun (it may be "", from "")
	quote := byte(0)
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case c == '\\' && quote != '\'' && i+1 < len(line) && escapable(line[i+1], quote):
			i++
			word.WriteByte(line[i])
			inWord = true
		case quote != 0 && c == quote:
			quote = 0
		case quote != 0:
			word.WriteByte(c)
		case c == '\'' || c == '"':
			quote, inWord = c, true
		case c == ' ' || c == '\t':
			if inWord {
				words = append(words, word.String())
				word.Reset()
				inWord = false
			}
		default:
			word.WriteByte(c)
			inWord = true
		}
	}
	if quote != 0 {
		return nil, fmt.Errorf("%q: a %c is not closed", line, quote)
	}
	if inWord {
		words = append(words, word.String())
	}
	if len(words) == 0 {
		return nil, errors.New("no command")
	}
	return words, nil
}

// Join writes a command as a line that Split reads back: a word with a
// space or a quote in it, or nothing, or a backslash at its end, is put
// in single quotes, or, when it holds one, in double quotes (its
// backslashes at the end in single ones).
func Join(words []string) string {
	quoted := make([]string, len(words))
	for i, w := range words {
		switch {
		case w != "" && !strings.ContainsAny(w, " \t'\"") && !strings.HasSuffix(w, `\`):
			quoted[i] = w
		case !strings.Contains(w, "'"):
			quoted[i] = "'" + w + "'"
		default:
			body := strings.TrimRight(w, `\`)
			quoted[i] = `"` + strings.ReplaceAll(body, `"`, `\"`) + `"`
			if tail := w[len(body):]; tail != "" {
				quoted[i] += "'" + tail + "'"
			}
		}
	}
	return strings.Join(quoted, " ")
}

// escapable reports whether a backslash before c takes c literally: a
// quote, and outside quotes a space or a tab.
func escapable(c, quote byte) bool {
	if quote == '"' {
		return c == '"'
	}
	return c == '"' || c == '\'' || c == ' ' || c == '\t'
}

// Command reads a solution's command line (Split) and finds its program
// (Program). A line that is itself the path of a file is that program
// alone, so a path with spaces needs no quotes.
func Command(line string) ([]string, error) {
	words, err := Split(line)
	if path := strings.TrimSpace(line); strings.ContainsAny(path, " \t") && isFile(path) {
		words, err = []string{path}, nil
	}
	if err != nil {
		return nil, err
	}
	if words[0], err = Program(words[0]); err != nil {
		return nil, err
	}
	return words, nil
}

// Program finds a program as a shell does: a name on PATH, or a path from
// the current directory, then named by its absolute path so that it runs
// alike from any directory. On Windows the program may leave out its
// .exe, and may be in the current directory without .\ before it, as cmd
// allows (os/exec alone refuses to run it).
func Program(name string) (string, error) {
	path, err := exec.LookPath(name)
	here := errors.Is(err, exec.ErrDot) // found in the current directory by its bare name
	if here {
		err = nil
	}
	if err != nil {
		if filepath.Base(name) == name && isFile(name) {
			return "", fmt.Errorf("%q cannot be started: %v (the one in this directory is .%c%s)", name, err, filepath.Separator, name)
		}
		return "", fmt.Errorf("%q cannot be started: %v", name, err)
	}
	if here || filepath.Base(name) != name {
		if abs, err := filepath.Abs(path); err == nil {
			return abs, nil
		}
	}
	return name, nil
}

func isFile(path string) bool {
	info, err := os.Stat(path)
	return err == nil && info.Mode().IsRegular()
}
