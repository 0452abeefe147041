package judgement

import (
	"bytes"
	"fmt"
	"strconv"

	"match3/internal/event"
	"match3/internal/mistake"
	"match3/internal/naive"
	"match3/internal/words"
)

// Poker judges a Lines & Poker answer, one integer, against the game's
// tally t. A wrong one is told the right total's five parts, so that one
// sees which rule's points differ, and by how much the total does; with
// name, also which catalogued misreadings of the rules give it
// (internal/mistake, which reads the input with the plain engine), with
// the moment each first departs from the rules and what each side counts
// there. The team hears none of those figures: that its total is not the
// total, and, when one finding alone gives it, the misreading and where it
// first departs.
func Poker(t event.Tally, input, answer []byte, name bool) Verdict {
	total := t.Total()
	f := bytes.Fields(answer)
	if lines := answerLines(answer); len(lines) > 1 {
		j := unreadable("%s, want 1: the answer has extra lines (debug output?)", words.Plural(len(lines), "line"))
		j.Message += totalAmong(lines, total)
		return j
	}
	if len(f) != 1 {
		return unreadable("want one integer, the total; the answer has %s", words.Plural(len(f), "token"))
	}
	v, err := strconv.ParseInt(string(f[0]), 10, 64)
	if err != nil {
		return unreadable("the answer %q is %s", clip(f[0]), notInt64(f[0]))
	}
	if v == total {
		return accepted(strconv.FormatInt(total, 10))
	}
	by := fmt.Sprintf("%d more", v-total)
	if v < total {
		by = fmt.Sprintf("%d less", total-v)
	}
	// The plain engine reads the input once; each reading plays a copy.
	var found []mistake.Finding
	var g *naive.Game
	if name {
		if g, _ = naive.ParseGame(string(input)); g != nil {
			found = mistake.NamePoker(g, v)
		}
	}
	j := Verdict{Status: Wrong,
		Message: fmt.Sprintf("expected %d (elimination %d, chain %d, combination %d, pattern %d, endgame %d), found %d (%s)%s",
			total, t.Elimination, t.Chain, t.Combination, t.Pattern, t.Endgame, v, by, mistake.Clause(found, string(answer))),
		Team: fmt.Sprintf("found %d, which is not the total%s", v, mistake.Clause(sure(found, answer), string(answer)))}
	// One departure for each mistake named, the earliest first.
	var named []mistake.Mistake
	seen := map[string]bool{}
	for _, fd := range found {
		for _, m := range fd.Mistakes {
			if !seen[m.ID] {
				seen[m.ID] = true
				named = append(named, m)
			}
		}
	}
	if len(named) > 0 {
		j.Departures, j.Ops = mistake.PokerDepartures(g, named)
	}
	told := len(sure(found, answer)) > 0
	for i, d := range j.Departures {
		first := "; first departs at "
		if i > 0 {
			first = "; and at "
		}
		j.Message += fmt.Sprintf("%s%s: %s (%s)", first, d.Where(j.Ops), d.Text, d.Mistake.ID)
		if told { // where, not what each side counts there
			j.Team += fmt.Sprintf("%s%s (%s)", first, d.Where(j.Ops), d.Mistake.ID)
		}
	}
	j.Message += apartHint(len(found), "poker", false)
	return j
}

// totalAmong says which line of an answer is the right total, if one is.
func totalAmong(lines [][]byte, total int64) string {
	for i, l := range lines {
		if v, err := strconv.ParseInt(string(l), 10, 64); err == nil && v == total {
			return fmt.Sprintf("; line %d is the right total", i+1)
		}
	}
	return ""
}
