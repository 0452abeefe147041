package mistake

import (
	"math/rand"
	"strconv"
	"testing"
	"time"

	"match3/internal/gen"
)

// smallInput is a small random input of the game, one of a mix that
// makes the rules matter: Mayan puzzles that n moves clear, that fewer
// clear, with full columns, with no answer; Lines & Poker games with
// specials and invalid swaps.
func smallInput(game string, seed int64) string {
	rng := rand.New(rand.NewSource(seed))
	if game == "mayan" {
		m := gen.Mayan{Moves: 1 + rng.Intn(3), Blocks: 3 + rng.Intn(10), Colors: 1 + rng.Intn(3), Solvable: rng.Intn(4) > 0}
		switch rng.Intn(4) {
		case 0:
			if m.Moves > 1 {
				m.Built = 1 + rng.Intn(m.Moves-1)
			}
		case 1:
			m.Blocks, m.Moves = 14+rng.Intn(8), 1+rng.Intn(2)
		}
		return m.Puzzle(rng)
	}
	p := gen.Poker{N: 2 + rng.Intn(5), M: 3 + rng.Intn(4), K: 2 + rng.Intn(3), Q: 1 + rng.Intn(12), Special: float64(rng.Intn(50)) / 100, Valid: 0.7}
	return p.Game(rng)
}

// play is a solution that reads the rules with the mistakes ms: the
// plain engines' answer.
func play(game string, rules Rules, input string, ms []Mistake) string {
	if game == "mayan" {
		a, _ := MayanAnswerUnder(rules.SkipSame, input, ms...)
		return a
	}
	t, _ := PokerTotal(input, ms...)
	return strconv.FormatInt(t, 10) + "\n"
}

// diagnose runs a diagnosis of a solution that reads ms, as stress does:
// random inputs, and when several readings are left, inputs that tell
// them apart; it stops when one is left that three differences support,
// or after count answers.
func diagnose(game string, rules Rules, ms []Mistake, count int) *Diagnosis {
	d := NewDiagnosis(game, rules)
	seed := int64(1)
	for i := 0; i < count; i++ {
		alive := d.Alive()
		if len(alive) == 1 && (d.Support[alive[0]] >= 3 || alive[0] == 0 && d.Answers >= 40) {
			break
		}
		input := smallInput(game, seed)
		seed++
		if len(alive) > 1 && i%2 == 1 {
			for tries := 0; tries < 300; tries++ {
				candidate := smallInput(game, 1000000+seed*300+int64(tries))
				if d.Split(candidate) {
					input = candidate
					break
				}
			}
		}
		d.Add(input, play(game, rules, input, ms), play(game, rules, input, nil))
	}
	return d
}

// TestDiagnosis: a solution that reads the rules with one catalogued
// mistake, or two or three of them, is diagnosed as that reading: it is
// alive at the end, and alone unless another reading gives the same
// answers on every input tried (logged).
func TestDiagnosis(t *testing.T) {
	type reading struct {
		game string
		set  []Mistake
	}
	var cases []reading
	for _, game := range []string{"mayan", "poker"} {
		cases = append(cases, reading{game, nil})
		for _, m := range Of(game) {
			cases = append(cases, reading{game, []Mistake{m}})
		}
	}
	for _, ids := range [][]string{
		{"same-color-skipped", "fewer-moves"}, {"pair-order", "same-color-skipped"}, {"left-first", "fewer-moves"},
		{"no-left-drag", "one-based"}, {"same-color-skipped", "left-first", "fewer-moves"},
		{"combo-per-run", "chain-squared"}, {"no-special-chain", "no-round-multiplier"}, {"invalid-swap-kept", "smaller-main-color", "chain-squared"},
	} {
		var set []Mistake
		for _, id := range ids {
			m, _ := ByID(id)
			set = append(set, m)
		}
		cases = append(cases, reading{set[0].Game, set})
	}
	count := 160
	if testing.Short() {
		// The rules of each game, a single mistake and a set of each.
		count, cases = 60, []reading{cases[0], cases[1], cases[len(cases)-8], {"poker", nil}, cases[len(cases)-1]}
	}
	for _, c := range cases {
		game, set := c.game, c.set
		f := Finding{Mistakes: set}
		// Side by side: a case's diagnosis plays its readings on every
		// core only part of the time.
		t.Run(game+" "+f.ID(), func(t *testing.T) {
			t.Parallel()
			start := time.Now()
			d := diagnose(game, Rules{}, set, count)
			t.Logf("%s %q: %d answers, %d plays, %v", game, f.ID(), d.Answers, d.Plays(), time.Since(start))
			var names []string
			found := false
			for _, i := range d.Alive() {
				names = append(names, d.Readings[i].ID())
				found = found || sameSet(d.Readings[i].Mistakes, set)
			}
			if !found {
				t.Errorf("%s %q: not alive after %d answers; alive: %v", game, f.ID(), d.Answers, names)
			}
			if len(names) > 1 {
				t.Logf("%s %q: %d answers, still alive: %v", game, f.ID(), d.Answers, names)
			}
		})
	}
}

// sameSet reports whether two sets of mistakes hold the same ones.
func sameSet(a, b []Mistake) bool {
	if len(a) != len(b) {
		return false
	}
	for _, m := range a {
		in := false
		for _, o := range b {
			in = in || o.ID == m.ID
		}
		if !in {
			return false
		}
	}
	return true
}
