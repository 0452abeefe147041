// Command strength tells how strong a test set is: which catalogued
// misreadings of the statements (internal/mistake) its tests catch, and
// what each test exercises, as match3's -events counts it.
//
//	go run ./tools/strength testdata/poker
//	go run ./tools/strength -json DIR...
//
// It reads every *.in under the folders, with the *.ans or *.out beside it
// when there is one (and says so when that is not match3's answer). A
// mistake is caught by a test whose answer it changes.
package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"match3/internal/match3bin"
	"match3/internal/mistake"
)

// test is one input and what was found on it.
type test struct {
	name, path string
	game       string // poker or mayan
	answer     string // match3's
	events     map[string]int64
	note       string // a given answer that is not match3's, or why the test was left out
}

// report is the -json form.
type report struct {
	Mistakes map[string][]string   `json:"mistakes"`
	Tests    map[string]testEvents `json:"tests"`
	Notes    map[string]string     `json:"notes,omitempty"`
}

type testEvents struct {
	Game   string           `json:"game"`
	Events map[string]int64 `json:"events"`
}

func main() {
	asJSON := flag.Bool("json", false, "print one JSON object: {\"mistakes\": {ID: [tests]}, \"tests\": {NAME: {\"events\": {...}}}}")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: strength [-json] DIR...\n\nWhich catalogued mistakes the tests (*.in, with *.ans or *.out) catch, and what each exercises.")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() == 0 {
		flag.Usage()
		os.Exit(2)
	}
	bin, cleanup, err := match3bin.Find()
	if err != nil {
		fmt.Fprintln(os.Stderr, "strength:", err)
		os.Exit(2)
	}
	defer cleanup()
	if err := strength(bin, flag.Args(), *asJSON, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "strength:", err)
		os.Exit(1)
	}
}

// strength reads the tests under dirs, runs match3 and the mistakes on
// each, and writes the report.
func strength(bin string, dirs []string, asJSON bool, w io.Writer) error {
	tests, err := findTests(dirs)
	if err != nil {
		return err
	}
	if len(tests) == 0 {
		return errors.New("no *.in under " + strings.Join(dirs, ", "))
	}
	caught := map[string][]string{}
	for _, m := range mistake.Catalogue {
		caught[m.ID] = []string{}
	}
	games := map[string]bool{}
	for _, t := range tests {
		if err := t.run(bin); err != nil {
			return err
		}
		if t.answer == "" {
			continue
		}
		games[t.game] = true
		for _, m := range t.caughtBy() {
			caught[m] = append(caught[m], t.name)
		}
	}
	if asJSON {
		r := report{Mistakes: caught, Tests: map[string]testEvents{}, Notes: map[string]string{}}
		for _, t := range tests {
			if t.answer != "" {
				r.Tests[t.name] = testEvents{t.game, t.events}
			}
			if t.note != "" {
				r.Notes[t.name] = t.note
			}
		}
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(r)
	}
	fmt.Fprintf(w, "%d tests\n\nmistakes, and the tests that catch them:\n", len(tests))
	var missed []string
	for _, m := range mistake.Catalogue {
		if !games[m.Game] {
			continue
		}
		by := caught[m.ID]
		if len(by) == 0 {
			missed = append(missed, m.ID)
			fmt.Fprintf(w, "  %-22s caught by NO test: %s\n", m.ID, m.If)
			continue
		}
		list := by
		if len(list) > 8 {
			list = append(append([]string(nil), list[:8]...), fmt.Sprintf("and %d more", len(by)-8))
		}
		fmt.Fprintf(w, "  %-22s caught by %d: %s\n", m.ID, len(by), strings.Join(list, ", "))
	}
	if len(missed) > 0 {
		fmt.Fprintf(w, "no test catches: %s\n", strings.Join(missed, ", "))
	} else {
		fmt.Fprintln(w, "every mistake is caught")
	}
	fmt.Fprintln(w, "\nwhat each test exercises:")
	for _, t := range tests {
		fmt.Fprintf(w, "  %s: %s\n", t.name, t.describe())
	}
	return nil
}

// findTests lists the *.in files under dirs, by name.
func findTests(dirs []string) ([]*test, error) {
	var tests []*test
	for _, dir := range dirs {
		err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if !d.IsDir() && strings.HasSuffix(path, ".in") {
				tests = append(tests, &test{name: strings.TrimSuffix(d.Name(), ".in"), path: path})
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	sort.Slice(tests, func(i, j int) bool { return tests[i].path < tests[j].path })
	return tests, nil
}

// run has match3 answer the test and count its events, and compares the
// answer given beside it.
func (t *test) run(bin string) error {
	input, err := os.ReadFile(t.path)
	if err != nil {
		return err
	}
	dir, err := os.MkdirTemp("", "strength")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	events := filepath.Join(dir, "events.json")
	cmd := exec.Command(bin, "-events", events)
	cmd.Stdin = bytes.NewReader(input)
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
		return fmt.Errorf("%s: the events: %v", t.path, err)
	}
	t.answer, t.game = stdout.String(), "poker"
	if _, ok := t.events["moves"]; ok {
		t.game = "mayan"
	}
	base := strings.TrimSuffix(t.path, ".in")
	for _, ext := range []string{".ans", ".out"} {
		if given, err := os.ReadFile(base + ext); err == nil {
			if strings.Join(strings.Fields(string(given)), " ") != strings.Join(strings.Fields(t.answer), " ") {
				t.note = fmt.Sprintf("its %s is not match3's answer: %q, match3 %q", ext, strings.TrimSpace(string(given)), strings.TrimSpace(t.answer))
			}
			break
		}
	}
	return nil
}

// caughtBy lists the mistakes of the test's game whose answer on it is
// not match3's.
func (t *test) caughtBy() []string {
	input, _ := os.ReadFile(t.path)
	var out []string
	for _, m := range mistake.Catalogue {
		if m.Game != t.game {
			continue
		}
		var got string
		if t.game == "mayan" {
			a, ok := mistake.MayanAnswer(string(input), m)
			if !ok {
				continue // the search gave up: caught or not, unknown
			}
			got = a
		} else {
			total, ok := mistake.PokerTotal(string(input), m)
			if !ok {
				continue
			}
			got = strconv.FormatInt(total, 10) + "\n"
		}
		if got != t.answer {
			out = append(out, m.ID)
		}
	}
	return out
}

// describe says what the test exercises, in a line.
func (t *test) describe() string {
	if t.answer == "" {
		return t.note
	}
	e := t.events
	var parts []string
	if t.game == "mayan" {
		solvable := "no answer"
		if e["solvable"] == 1 {
			solvable = "solvable"
		}
		parts = append(parts, fmt.Sprintf("Mayan, %s, n = %d, %d blocks of %d colors, %d search nodes", solvable, e["moves"], e["blocks"], e["colors"], e["search nodes"]))
	} else {
		parts = append(parts, fmt.Sprintf("%d valid, %d invalid", e["valid"], e["invalid"]))
		parts = append(parts, withPrefix(e, "invalid: ", "invalid by reason"))
		parts = append(parts, fmt.Sprintf("%d rounds (at most %d in one operation)", e["rounds"], e["most rounds in one operation"]))
		parts = append(parts, withPrefix(e, "hand: ", "hands"))
		parts = append(parts, withPrefix(e, "fired: ", "fired"))
		parts = append(parts, fmt.Sprintf("%d fired by another's effect; blocks of 4+: %d, of 6+: %d; two main colors: %d, in %d hands where the choice mattered",
			e["fired by another special's effect"], e["blocks of 4 or more"], e["blocks of 6 or more"], e["two main colors"], e["hands where the main colors' choice mattered"]))
		if e["all operations valid"] == 1 {
			parts = append(parts, "all valid")
		}
		if e["board cleared"] == 1 {
			parts = append(parts, "board cleared")
		}
	}
	if t.note != "" {
		parts = append(parts, t.note)
	}
	var kept []string
	for _, p := range parts {
		if p != "" {
			kept = append(kept, p)
		}
	}
	return strings.Join(kept, "; ")
}

// withPrefix lists the events under a prefix: "hands: one pair 3, ...".
func withPrefix(e map[string]int64, prefix, title string) string {
	var keys []string
	for k := range e {
		if strings.HasPrefix(k, prefix) {
			keys = append(keys, k)
		}
	}
	if len(keys) == 0 {
		return ""
	}
	sort.Strings(keys)
	var parts []string
	for _, k := range keys {
		parts = append(parts, fmt.Sprintf("%s %d", strings.TrimPrefix(k, prefix), e[k]))
	}
	return title + ": " + strings.Join(parts, ", ")
}
