package main

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"match3/internal/testenv"
)

// TestContestants: solutions written as contestants write them
// (testdata/contestants, a search and a simulation of their own, each
// argument a misreading) are diagnosed as what they read, alone or
// together, from all their answers; a right one agrees with the rules,
// and under -skip-same-color the names move with the baseline.
func TestContestants(t *testing.T) {
	t.Parallel() // beside the tests that wait on time limits
	match3 := testenv.Match3(t)
	py := testenv.MustHave(t, "apt-get install -y python3", "python3")
	for _, c := range []struct {
		game, args string
		skipSame   bool
		want       string
	}{
		{"mayan", "", false, "diagnosis: agrees with the rules on all "},
		{"mayan", "no-left", false, "): no-left-drag\n"},
		{"mayan", "skip-same fewer", false, "): same-color-skipped + fewer-moves\n"},
		{"mayan", "skip-same fewer", true, "): fewer-moves\n"},
		{"mayan", "", true, "): same-color-moved\n"},
		{"poker", "per-run squared", false, "): combo-per-run + chain-squared\n"},
		{"poker", "kept", false, "): invalid-swap-kept\n"},
	} {
		c := c
		cfg := config{match3: match3, game: c.game, count: 60, seed: 1, timeout: time.Minute, maxFail: 1, shrinkTime: 2 * time.Second,
			skipSame: c.skipSame, gen: "gen", fixed: map[string]bool{}}
		cfg.solution = append([]string{py, filepath.Join("testdata", "contestants", c.game+".py")}, strings.Fields(c.args)...)
		// Small inputs: the contestants' Python is slow on judge-size ones.
		if c.game == "mayan" {
			cfg.fixed["moves"], cfg.mayan.Moves = true, 3
		} else {
			cfg.fixed["q"], cfg.poker.Q = true, 15
		}
		name := c.game + " " + c.args
		if c.skipSame {
			name += " under -skip-same-color"
		}
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			cfg.out = filepath.Join(t.TempDir(), c.game+".in")
			var log strings.Builder
			start := time.Now()
			res, err := stress(cfg, &log)
			report := log.String()
			if err != nil || !strings.Contains(report, c.want) {
				t.Errorf("%+v (%v), want %q:\n%s", res, err, c.want, report)
			}
			t.Logf("%s, %v", firstLine(report, "diagnosis: "), time.Since(start).Round(time.Millisecond))
		})
	}
}

// firstLine is the first line of text that starts with prefix.
func firstLine(text, prefix string) string {
	for _, l := range strings.Split(text, "\n") {
		if strings.HasPrefix(l, prefix) {
			return l
		}
	}
	return ""
}
