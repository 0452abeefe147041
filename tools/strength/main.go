// Command strength tells how strong a test set is, completes it, and runs
// solutions on it:
//
//	strength DIR...                    which catalogued mistakes the tests catch, which
//	                                   rule events they cover, what slow solutions they stop
//	strength -write OUT [DIR...]       write the fewest tests that complete the set
//	strength -write OUT -package icpc  ... as an ICPC problem package (package.go)
//	strength -solution 'CMD' DIR...    every solution on every test, judged by match3
//
// It reads every *.in under the folders, with the *.ans or *.out beside it
// when there is one (and says so when that is not match3's answer). A
// mistake (internal/mistake) is caught by a test whose answer it changes;
// a rule event is what match3 -events counts.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"match3/internal/match3bin"
)

const usage = `usage: strength [flags] DIR...
       strength -write OUT [-game poker|mayan] [-package icpc] [DIR...]
       strength -solution 'COMMAND [ARGS]' [-solution ...] DIR...

Tells how strong a test set (the *.in under the folders) is: which catalogued
mistakes its tests catch, which rule events they cover, the most work they give
a slow solution. -write writes into OUT the fewest tests that complete it (or
build one from nothing, with -game); -solution runs solutions on every test.

flags:
`

func main() {
	flags := flag.NewFlagSet("strength", flag.ExitOnError)
	asJSON := flags.Bool("json", false, "print one JSON object: every test by name, every mistake and rule event with the tests that catch or cover it, the most work")
	match3 := flags.String("match3", "", "the match3 `binary` (default: built from the match3 module when run inside it, else match3 on PATH)")
	out := flags.String("write", "", "write into `OUT` the fewest tests that complete the set: every mistake caught twice, every rule event covered, the hardest inputs for slow solutions")
	game := flags.String("game", "", "with -write and no folders: poker or mayan")
	pkg := flags.String("package", "", "with -write: write OUT as a problem package of this `format` (icpc: the ICPC legacy format, which problemtools, DOMjudge and Hydro import): one problem, with its validator, checker, accepted and wrong-answer submissions; run inside match3's source")
	var sols []string
	flags.Func("solution", "run this `command` (split on spaces) on every test, judged by match3 (repeatable)", func(v string) error {
		sols = append(sols, v)
		return nil
	})
	timeout := flags.Duration("timeout", 2*time.Second, "the time limit for one run of a -solution")
	stressCount := flags.Int("stress", 200, "inputs a short stress run tries on a solution every test accepts (0: none)")
	flags.Usage = func() {
		fmt.Fprint(os.Stderr, usage)
		flags.PrintDefaults()
	}
	flags.Parse(os.Args[1:])
	if err := run(options{dirs: flags.Args(), asJSON: *asJSON, match3: *match3, out: *out, game: *game, pkg: *pkg, solutions: sols,
		timeout: *timeout, stressCount: *stressCount}, os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "strength:", err)
		os.Exit(2)
	}
}

// options are a run's flags.
type options struct {
	dirs        []string
	asJSON      bool
	match3      string
	out, game   string
	pkg         string // -package: "" or icpc
	solutions   []string
	timeout     time.Duration
	stressCount int
}

func run(o options, stdout, stderr io.Writer) error {
	if len(o.dirs) == 0 && o.out == "" {
		return errors.New("no test folders: give DIR..., or -write OUT -game poker|mayan to build a set")
	}
	if o.pkg != "" && (o.pkg != "icpc" || o.out == "") {
		return fmt.Errorf("-package %q: want -write OUT -package icpc", o.pkg)
	}
	if o.out != "" && len(o.dirs) == 0 && o.game != "poker" && o.game != "mayan" {
		return errors.New("-write with no folders builds a set from nothing: say which problem with -game poker or -game mayan")
	}
	bin := o.match3
	if bin == "" {
		var cleanup func()
		var err error
		if bin, cleanup, err = match3bin.Find(); err != nil {
			return fmt.Errorf("%v, or give -match3 PATH", err)
		}
		defer cleanup()
	}
	tests, err := findTests(o.dirs)
	if err != nil {
		return err
	}
	if len(tests) == 0 && len(o.dirs) > 0 {
		return errors.New("no *.in under " + strings.Join(o.dirs, ", "))
	}
	for _, t := range tests {
		if err := t.load(bin); err != nil {
			return err
		}
	}
	if o.out != "" {
		return completeSet(o, bin, tests, stdout, stderr)
	}
	if len(o.solutions) > 0 {
		var stress func(game, solution string) string
		if o.stressCount > 0 {
			stressBin, cleanup, err := match3bin.Tool("stress")
			if err != nil {
				return err
			}
			defer cleanup()
			stress = stressRun(stressBin, bin, o.stressCount)
		}
		invocations(stdout, bin, tests, o.solutions, o.timeout, stress)
		return nil
	}
	s := summarize(tests)
	if o.asJSON {
		return s.writeJSON(stdout)
	}
	s.writeText(stdout)
	return nil
}

// completeSet is -write: it searches for the tests the set lacks, writes
// the fewest, and reports on the set they make.
func completeSet(o options, bin string, tests []*test, stdout, stderr io.Writer) error {
	dir, root, first := o.out, "", 1
	if o.pkg != "" {
		// Hydro numbers a package's tests by the number that ends their
		// names, in one folder (subtask.ts): the sample is 1.
		first = 2
		if root = match3bin.ModuleRoot(); root == "" {
			return errors.New("-package copies match3's source into the package: run inside the match3 repository")
		}
		dir = filepath.Join(o.out, "data", "secret")
	}
	if entries, err := filepath.Glob(filepath.Join(dir, "*.in")); err == nil && len(entries) > 0 {
		inside := false
		for _, d := range o.dirs {
			inside = inside || filepath.Clean(d) == filepath.Clean(o.out)
		}
		if !inside {
			return fmt.Errorf("%s holds tests already: give it as a folder too, or write into an empty one", o.out)
		}
	}
	games := map[string]bool{}
	for _, t := range tests {
		if t.game != "" {
			games[t.game] = true
		}
	}
	if o.game != "" {
		games = map[string]bool{o.game: true}
	}
	if o.pkg != "" && len(games) != 1 {
		return errors.New("a package holds one problem: give -game poker or -game mayan, or the tests of one")
	}
	start := time.Now()
	var all []*test
	readme := "Tests written by match3's tools/strength -write.\nEach NAME.in is made by the command beside it (gen is match3's tools/gen);\nNAME.ans is match3's answer (match3 < NAME.in).\n\n"
	for _, game := range []string{"poker", "mayan"} {
		if !games[game] {
			continue
		}
		w := &writer{game: game, bin: bin, seen: map[string]bool{}, log: stderr, failed: map[string]int{}}
		for _, t := range tests {
			if t.game == game {
				w.fixed = append(w.fixed, t)
				w.seen[t.input] = true
			}
		}
		w.reqs = w.requirements()
		if err := w.hunt(); err != nil {
			return err
		}
		hard, err := w.hardest()
		if err != nil {
			return err
		}
		reqs := append(w.reqs, hard...)
		chosen, bound := w.cover(reqs)
		lines, err := writeSet(dir, game, first, chosen, reqs)
		if err != nil {
			return err
		}
		readme += lines
		size := 0
		for _, t := range chosen {
			size += len(t.input)
		}
		fmt.Fprintf(stdout, "%s: %d tests written to %s (at least %d are needed), %d bytes, from %d inputs tried; the set had %d\n",
			gameName(game), len(chosen), dir, bound, size, w.tried, len(w.fixed))
		if o.pkg != "" {
			if err := writePackage(root, o.out, game); err != nil {
				return err
			}
			fmt.Fprintf(stdout, "  as an ICPC problem package in %s: problem.yaml, .timelimit, domjudge-problem.ini, problem_statement, data/sample, data/secret, input_validators, output_validators, testdata (Hydro's config), submissions\n", o.out)
			ins, _ := filepath.Glob(filepath.Join(o.out, "data", "*", "*.in"))
			if n := len(ins); n*problems[game].seconds > hydroTotalSeconds {
				fmt.Fprintf(stdout, "  note: %d tests of %d s make %d s, and Hydro's judge refuses more than %d s in all unless its total_time_limit is raised\n",
					n, problems[game].seconds, n*problems[game].seconds, hydroTotalSeconds)
			}
		}
		for _, r := range reqs {
			if n := w.count(r); n < r.need {
				fmt.Fprintf(stdout, "  %s: %d of %d", r.name, n, r.need)
				if spent, ok := w.failed[r.name]; ok && n == 0 {
					fmt.Fprintf(stdout, " (no input found in %d tried: equivalent to the rules on the inputs searched)", spent)
				}
				fmt.Fprintln(stdout)
			}
		}
		all = append(all, w.fixed...)
		all = append(all, chosen...)
	}
	if err := os.WriteFile(filepath.Join(o.out, "README.txt"), []byte(readme), 0o644); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "in %.1f s\n\n", time.Since(start).Seconds())
	s := summarize(all)
	if o.asJSON {
		return s.writeJSON(stdout)
	}
	s.writeText(stdout)
	return nil
}
