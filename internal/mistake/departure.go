package mistake

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"match3/internal/naive"
)

// Departure is the first moment where a mistake's reading of a Lines &
// Poker game scores otherwise than the rules: an operation (the endgame is
// one more than the last), and a round of it or 0, with what each side
// counts there.
type Departure struct {
	Mistake Mistake
	Op      int
	Round   int
	Text    string     // "a block of 6 scores 450 by the rules, runs of 3, 3 score 0+0 in this reading"
	Rules   naive.Step // the rules' step there
	Reading naive.Step // the mistake's
}

// Where names the moment: "operation 7, round 2", "the endgame".
func (d Departure) Where(ops int) string {
	switch {
	case d.Op > ops:
		return "the endgame"
	case d.Round > 0:
		return fmt.Sprintf("operation %d, round %d", d.Op, d.Round)
	}
	return fmt.Sprintf("operation %d", d.Op)
}

// PokerDepartures finds where each of the Lines & Poker mistakes ms
// first departs from the rules on an input, the earliest first, and the
// game's operations. The rules' game is played once; a mistake that never
// departs, or an input that cannot be read, gives no departure.
func PokerDepartures(g *naive.Game, ms []Mistake) (ds []Departure, ops int) {
	rules := g.Fresh()
	var a []naive.Step
	rules.Log = &a
	rules.Play()
	for _, m := range ms {
		if d, ok := departure(g, a, m); ok {
			ds = append(ds, d)
		}
	}
	sort.SliceStable(ds, func(i, j int) bool {
		return ds[i].Op < ds[j].Op || ds[i].Op == ds[j].Op && ds[i].Round < ds[j].Round
	})
	return ds, len(rules.Ops)
}

// departure plays the mistake m and finds the first of its steps that
// differs from the rules' steps a.
func departure(g *naive.Game, a []naive.Step, m Mistake) (Departure, bool) {
	if m.poker == nil {
		return Departure{}, false
	}
	reading := g.Fresh()
	var b []naive.Step
	reading.Log = &b
	m.poker(&reading.Reading)
	reading.Play()
	unit := "block" // what the reading's combination counts
	if reading.Reading.ComboPerRun {
		unit = "run"
	}
	for i := 0; i < len(a) && i < len(b); i++ {
		if text := differ(a[i], b[i], unit); text != "" {
			d := Departure{Mistake: m, Op: a[i].Op, Text: text, Rules: a[i], Reading: b[i]}
			if a[i].Kind == "round" && b[i].Kind == "round" {
				d.Round = a[i].Round
			}
			return d, true
		}
	}
	return Departure{}, false
}

// differ says what two steps count differently, the rules' step first, or
// "" when they agree; unit is what the reading's combination counts.
func differ(r, m naive.Step, unit string) string {
	const reading = "in this reading"
	switch {
	case r.Kind != m.Kind:
		return fmt.Sprintf("%s by the rules, %s %s", kindWords(r), kindWords(m), reading)
	case r.Kind == "invalid":
		if r.Why != m.Why {
			return fmt.Sprintf("invalid (%s) by the rules, invalid (%s) %s", r.Why, m.Why, reading)
		}
	case r.Kind == "round":
		var parts []string
		if r.Sum != m.Sum || r.Elimination != m.Elimination {
			parts = append(parts, fmt.Sprintf("elimination %d x %d = %d by the rules, %d %s", r.Round, r.Sum, r.Elimination, m.Elimination, reading))
		}
		if r.Combination != m.Combination || !slices.Equal(r.Blocks, m.Blocks) {
			parts = append(parts, fmt.Sprintf("%s by the rules, %s %s", blockWords(r.Blocks, r.Combination, "block"), blockWords(m.Blocks, m.Combination, unit), reading))
		}
		return strings.Join(parts, "; ")
	case r.Kind == "chain":
		if r.Chain != m.Chain {
			return fmt.Sprintf("%s: chain %d by the rules, %d %s", rounds(r.Round), r.Chain, m.Chain, reading)
		}
	case r.Kind == "hand":
		if r.Pattern != m.Pattern {
			return fmt.Sprintf("the hand of main colors %s scores %d by the rules; %s scores %d %s", mainsWords(r.Mains), r.Pattern, mainsWords(m.Mains), m.Pattern, reading)
		}
	case r.Kind == "end":
		if r.Endgame != m.Endgame {
			return fmt.Sprintf("the endgame adds %d by the rules, %d %s", r.Endgame, m.Endgame, reading)
		}
	}
	return ""
}

func kindWords(s naive.Step) string {
	switch s.Kind {
	case "invalid":
		return "the operation is invalid (" + s.Why + ")"
	case "round":
		return fmt.Sprintf("round %d", s.Round)
	case "chain":
		return "the operation ends after " + rounds(s.Round)
	case "hand":
		return "a hand closes"
	}
	return "the game ends"
}

// blockWords says what blocks score: "a block of 6 scores 450", "blocks of
// 3, 3 score 0+0", "no block".
func blockWords(sizes []int, points int64, unit string) string {
	switch len(sizes) {
	case 0:
		return "no " + unit
	case 1:
		return fmt.Sprintf("a %s of %d scores %d", unit, sizes[0], points)
	}
	each := make([]string, len(sizes))
	nums := make([]string, len(sizes))
	for i, x := range sizes {
		nums[i] = fmt.Sprint(x)
		each[i] = fmt.Sprint(50 * (x - 3) * (x - 3))
	}
	return fmt.Sprintf("%ss of %s score %s", unit, strings.Join(nums, ", "), strings.Join(each, "+"))
}

func rounds(n int) string {
	if n == 1 {
		return "1 round"
	}
	return fmt.Sprintf("%d rounds", n)
}

// mainsWords writes five operations' main colors: "3 3 5/7 5 1".
func mainsWords(mains [][]int) string {
	parts := make([]string, len(mains))
	for i, mc := range mains {
		colors := make([]string, len(mc))
		for j, c := range mc {
			colors[j] = fmt.Sprint(c)
		}
		parts[i] = strings.Join(colors, "/")
	}
	return strings.Join(parts, " ")
}
