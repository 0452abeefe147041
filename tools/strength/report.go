package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"match3/internal/mistake"

	"match3/internal/counts"
)

// summary is what a set of tests catches, covers and costs, test by test
// and as a whole.
type summary struct {
	tests    []*test
	games    map[string]bool
	caught   map[string][]string // mistake id -> tests
	covered  map[string][]string // rule event -> tests
	hardest  map[string]*test    // work measure -> the test that makes the most of it
	mostWork map[string]int64
}

func summarize(tests []*test) *summary {
	s := &summary{tests: tests, games: map[string]bool{}, caught: map[string][]string{}, covered: map[string][]string{},
		hardest: map[string]*test{}, mostWork: map[string]int64{}}
	for _, m := range mistake.Catalogue {
		s.caught[m.ID] = []string{}
	}
	for _, c := range coverages {
		s.covered[c.name] = []string{}
	}
	for _, t := range tests {
		if t.answer == "" {
			continue
		}
		s.games[t.game] = true
		for _, id := range t.caught {
			s.caught[id] = append(s.caught[id], t.name)
		}
		for _, c := range t.covers() {
			s.covered[c] = append(s.covered[c], t.name)
		}
		for _, w := range workOf(t.game) {
			if v := w.of(t.events); s.hardest[w.name] == nil || v > s.mostWork[w.name] {
				s.hardest[w.name], s.mostWork[w.name] = t, v
			}
		}
	}
	return s
}

// jsonReport is the -json form: every test, by name, with what it
// catches, covers and its events; every mistake with the tests that catch
// it; every rule event with the tests that cover it; the most work of each
// measure.
type jsonReport struct {
	Mistakes  map[string][]string `json:"mistakes"`
	Coverage  map[string][]string `json:"coverage"`
	Uncovered []string            `json:"uncovered"`
	Work      map[string]jsonWork `json:"work"`
	Tests     map[string]jsonTest `json:"tests"`
}

type jsonWork struct {
	Most int64  `json:"most"`
	Test string `json:"test"`
}

type jsonTest struct {
	Game    string           `json:"game,omitempty"`
	Catches []string         `json:"catches"`
	Covers  []string         `json:"covers"`
	Events  map[string]int64 `json:"events,omitempty"`
	Note    string           `json:"note,omitempty"`
	Made    string           `json:"made,omitempty"`
}

func (s *summary) writeJSON(w io.Writer) error {
	r := jsonReport{Mistakes: map[string][]string{}, Coverage: map[string][]string{}, Uncovered: []string{}, Work: map[string]jsonWork{}, Tests: map[string]jsonTest{}}
	for id, by := range s.caught {
		r.Mistakes[id] = by
	}
	for _, c := range coverages {
		if !s.games[c.game] {
			continue
		}
		r.Coverage[c.name] = s.covered[c.name]
		if len(s.covered[c.name]) == 0 {
			r.Uncovered = append(r.Uncovered, c.name)
		}
	}
	for name, t := range s.hardest {
		r.Work[name] = jsonWork{s.mostWork[name], t.name}
	}
	for _, t := range s.tests {
		jt := jsonTest{Game: t.game, Catches: t.caught, Covers: t.covers(), Events: t.events, Note: t.note, Made: t.made}
		if jt.Catches == nil {
			jt.Catches = []string{}
		}
		if jt.Covers == nil {
			jt.Covers = []string{}
		}
		r.Tests[t.name] = jt
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(r)
}

// writeText writes the report for people: the mistakes and the tests that
// catch them, the rule events the set covers and misses, the slow
// solutions it stops, and what each test exercises.
func (s *summary) writeText(w io.Writer) {
	fmt.Fprintf(w, "%d tests\n", len(s.tests))
	for _, t := range s.tests {
		if t.illegal != "" {
			fmt.Fprintf(w, "  illegal: %s breaks the statement's promises, a judge's validator rejects it: %s\n", t.name, t.illegal)
		}
	}
	fmt.Fprintf(w, "\nmistakes, and the tests that catch them:\n")
	var missed, once []string
	for _, m := range mistake.Catalogue {
		if !s.games[m.Game] {
			continue
		}
		by := s.caught[m.ID]
		switch len(by) {
		case 0:
			missed = append(missed, m.ID)
			fmt.Fprintf(w, "  %-20s caught by NO test: %s\n", m.ID, m.If)
			continue
		case 1:
			once = append(once, m.ID)
		}
		fmt.Fprintf(w, "  %-20s caught by %d: %s\n", m.ID, len(by), strings.Join(by, ", "))
	}
	if len(missed) > 0 {
		fmt.Fprintf(w, "no test catches: %s\n", strings.Join(missed, ", "))
	} else {
		fmt.Fprintln(w, "every mistake is caught")
	}
	if len(once) > 0 {
		fmt.Fprintf(w, "one test only catches (it hangs on that test): %s\n", strings.Join(once, ", "))
	}
	fmt.Fprintln(w, "\nrule events, and the tests that cover them:")
	var uncovered []string
	for _, c := range coverages {
		if !s.games[c.game] {
			continue
		}
		by := s.covered[c.name]
		if len(by) == 0 {
			uncovered = append(uncovered, c.name)
			continue
		}
		fmt.Fprintf(w, "  %s: %s\n", c.name, strings.Join(firstOf(by, 3), ", "))
	}
	if len(uncovered) > 0 {
		fmt.Fprintf(w, "no test covers: %s\n", strings.Join(uncovered, "; "))
	} else {
		fmt.Fprintln(w, "every rule event is covered")
	}
	fmt.Fprintln(w, "\nthe most work for a slow solution:")
	for _, m := range workMeasures {
		if t := s.hardest[m.name]; t != nil {
			fmt.Fprintf(w, "  %s: %d %s, %s\n", m.name, s.mostWork[m.name], m.unit, t.name)
		}
	}
	fmt.Fprintln(w, "\nwhat each test exercises:")
	for _, t := range s.tests {
		fmt.Fprintf(w, "  %s: %s\n", t.name, t.describe())
	}
}

// firstOf is a list's first k items, and how many more there are.
func firstOf(list []string, k int) []string {
	if len(list) <= k {
		return list
	}
	return append(append([]string(nil), list[:k]...), fmt.Sprintf("%d more", len(list)-k))
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
		if e[counts.Solvable] == 1 {
			solvable = "solvable"
		}
		parts = append(parts, fmt.Sprintf("Mayan, %s, n = %d, %d blocks of %d colors, %d search nodes, %d of a plain search", solvable, e[counts.Moves], e[counts.MayanBlocks], e[counts.Colors], e[counts.SearchNodes], e[counts.PlainNodes]))
	} else {
		parts = append(parts, fmt.Sprintf("%d x %d, k = %d, %d valid, %d invalid", e[counts.Rows], e[counts.Columns], e[counts.Colors], e[counts.Valid], e[counts.Invalid]))
		parts = append(parts, family(e, "invalid by reason", counts.InvalidReasons(), counts.InvalidFor))
		parts = append(parts, fmt.Sprintf("%d rounds (at most %d in one operation)", e[counts.Rounds], e[counts.MostRounds]))
		parts = append(parts, family(e, "hands", counts.HandNames(), counts.Hand))
		parts = append(parts, family(e, "fired", counts.SpecialNames(), counts.Fired))
		parts = append(parts, fmt.Sprintf("%d fired by another's effect; blocks of 4+: %d, of 6+: %d, the largest %d; two main colors: %d, in %d hands where the choice mattered",
			e[counts.FiredByEffect], e[counts.Blocks4], e[counts.Blocks6], e[counts.LargestBlock], e[counts.TwoMains], e[counts.ChoiceMatters]))
		if e[counts.AllValid] == 1 {
			parts = append(parts, "all valid")
		}
		if e[counts.Cleared] == 1 {
			parts = append(parts, "board cleared")
		}
	}
	if len(t.caught) > 0 {
		parts = append(parts, "catches "+strings.Join(t.caught, ", "))
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

// family lists the counts of one family (hands by rank, specials fired
// by type, ...), each by its name, in the names' order, those never
// counted left out.
func family(e map[string]int64, title string, names []string, key func(int) string) string {
	var parts []string
	for i, name := range names {
		if v := e[key(i)]; v > 0 && name != "" {
			parts = append(parts, fmt.Sprintf("%s %d", name, v))
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return title + ": " + strings.Join(parts, ", ")
}
