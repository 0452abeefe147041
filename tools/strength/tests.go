package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"match3/internal/counts"
	"match3/internal/mistake"
)

// test is one input and what was found on it.
type test struct {
	name, path string
	input      string
	game       string // poker or mayan
	answer     string // match3's
	events     map[string]int64
	caught     []string // the ids of the mistakes it catches
	note       string   // a given answer that is not match3's, or why the test was left out
	illegal    string   // what breaks the statement's promises (match3 -validate), or ""
	made       string   // for a test written: the command that makes it
}

// findTests lists the *.in files under dirs, each named by its path as
// the folder was given (thupc/1, noip/1), in natural order (2 before 10).
func findTests(dirs []string) ([]*test, error) {
	var tests []*test
	for _, dir := range dirs {
		err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if !d.IsDir() && strings.HasSuffix(path, ".in") {
				tests = append(tests, &test{name: filepath.ToSlash(strings.TrimSuffix(path, ".in")), path: path})
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	sort.SliceStable(tests, func(i, j int) bool { return naturalLess(tests[i].name, tests[j].name) })
	return tests, nil
}

// naturalLess orders names with their numbers read as numbers: t2 before
// t10.
func naturalLess(a, b string) bool {
	for a != "" && b != "" {
		da, db := digits(a), digits(b)
		if da > 0 && db > 0 {
			na, _ := strconv.ParseUint(strings.TrimLeft(a[:da], "0")+"0", 10, 64)
			nb, _ := strconv.ParseUint(strings.TrimLeft(b[:db], "0")+"0", 10, 64)
			if na != nb {
				return na < nb
			}
			if da != db {
				return da < db
			}
			a, b = a[da:], b[db:]
			continue
		}
		if a[0] != b[0] {
			return a[0] < b[0]
		}
		a, b = a[1:], b[1:]
	}
	return len(a) < len(b)
}

func digits(s string) int {
	n := 0
	for n < len(s) && s[n] >= '0' && s[n] <= '9' {
		n++
	}
	return n
}

// load reads a test's input, has match3 answer it and count its events,
// compares the answer given beside it, and finds the mistakes it catches.
func (t *test) load(bin string) error {
	input, err := os.ReadFile(t.path)
	if err != nil {
		return err
	}
	t.input = string(input)
	if err := t.evaluate(bin); err != nil {
		return err
	}
	if t.answer != "" {
		t.caught = catches(t.input, t.game, t.answer)
	}
	t.illegal = illegal(bin, t.input)
	base := strings.TrimSuffix(t.path, ".in")
	for _, ext := range []string{".ans", ".out"} {
		if given, err := os.ReadFile(base + ext); err == nil {
			if t.answer != "" && strings.Join(strings.Fields(string(given)), " ") != strings.Join(strings.Fields(t.answer), " ") {
				t.note = fmt.Sprintf("its %s is not match3's answer: %q, match3 %q", ext, strings.TrimSpace(string(given)), strings.TrimSpace(t.answer))
			}
			break
		}
	}
	return nil
}

// illegal says what of an input breaks the statement's promises, as
// match3 -validate says it (a judge's validator would reject the test),
// or "".
func illegal(bin, input string) string {
	cmd := exec.Command(bin, "-validate")
	cmd.Stdin = strings.NewReader(input)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	if err := cmd.Run(); err == nil {
		return ""
	}
	return strings.TrimSpace(stderr.String())
}

// evaluate has match3 answer t.input and count its events. A test match3
// refuses gets a note instead.
func (t *test) evaluate(bin string) error {
	dir, err := os.MkdirTemp("", "strength")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	events := filepath.Join(dir, "events.json")
	cmd := exec.Command(bin, "-events", events)
	cmd.Stdin = strings.NewReader(t.input)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.note = "left out: match3 refuses it: " + strings.TrimSpace(stderr.String())
		return nil
	}
	data, err := os.ReadFile(events)
	if err != nil {
		return err
	}
	if err := json.Unmarshal(data, &t.events); err != nil {
		return fmt.Errorf("%s: the events: %v", t.name, err)
	}
	t.answer, t.game = stdout.String(), "poker"
	if t.events[counts.Game("mayan")] == 1 { // as match3 told the game
		t.game = "mayan"
	}
	return nil
}

// catches lists the mistakes of a game whose answer on an input is not
// answer (the rules').
func catches(input, game, answer string) []string {
	var out []string
	for _, m := range mistake.Of(game) {
		var got string
		if game == "mayan" {
			a, ok := mistake.MayanAnswer(input, m)
			if !ok {
				continue // the search gave up: caught or not, unknown
			}
			got = a
		} else {
			total, ok := mistake.PokerTotal(input, m)
			if !ok {
				continue
			}
			got = strconv.FormatInt(total, 10) + "\n"
		}
		if got != answer {
			out = append(out, m.ID)
		}
	}
	return out
}
