package mistake

import (
	"fmt"
	"strconv"
	"strings"

	"match3/internal/naive"
	"match3/internal/words"
)

// A Diagnosis reads a solution from all its answers, not one: every
// answer it gave (the ones that agree with the rules too) rules out the
// readings that would have given another, and what is left is what the
// solution reads. The readings are the rules, each catalogued mistake,
// and the pairs and triples that can be made together.
type Diagnosis struct {
	Game     string
	Rules    Rules
	Readings []Finding // Readings[0] is the rules: no mistakes

	Answers int     // answers added
	Differ  int     // of them, the answers that differ from the rules'
	Gives   []int   // per reading: the answers it gives
	Played  []int   // per reading: the answers it was played on
	Support []int   // per reading: the differing answers it gives
	Out     []Event // per reading: the answer that first ruled it out (Index 0: none did)

	plays  int     // readings played, for the tests and the note
	events []Event // every answer, and what each reading gave there
	given  [][]Verdict
}

// Misses lists the answers reading i was played on and does not give.
func (d *Diagnosis) Misses(i int) []Event {
	var out []Event
	for k, vs := range d.given {
		if vs[i] == Other {
			out = append(out, d.events[k])
		}
	}
	return out
}

// Event is one answer of the solution: its number (from 1), the input and
// the answer.
type Event struct {
	Index         int
	Input, Answer string
}

// NewDiagnosis starts a diagnosis of a solution of game (poker or mayan),
// judged by rules.
func NewDiagnosis(game string, rules Rules) *Diagnosis {
	d := &Diagnosis{Game: game, Rules: rules, Readings: []Finding{{}}}
	ms := rules.Of(game)
	for size := 1; size <= maxMistakes; size++ {
		for _, set := range sets(ms, size) {
			d.Readings = append(d.Readings, Finding{Mistakes: set})
		}
	}
	n := len(d.Readings)
	d.Gives, d.Played, d.Support, d.Out = make([]int, n), make([]int, n), make([]int, n), make([]Event, n)
	return d
}

// Alive lists the readings that give every answer they were played on.
func (d *Diagnosis) Alive() []int {
	var out []int
	for i := range d.Readings {
		if d.Out[i].Index == 0 {
			out = append(out, i)
		}
	}
	return out
}

// Verdict is what a reading says of one answer.
type Verdict int8

const (
	NotPlayed Verdict = iota // too costly here, or the search gave up
	Gives                    // the reading gives this answer
	Other                    // the reading gives another
)

// Add takes one answer of the solution to input, and rules, match3's
// answer there ("" when not known: the rules' reading is then played). It
// plays the readings still alive, and some others on a small input (so
// that the closest reading can be told when none is left), and says what
// each gives.
func (d *Diagnosis) Add(input, answer, rules string) []Verdict {
	d.Answers++
	ev := Event{Index: d.Answers, Input: input, Answer: answer}
	// The rules are always played (whether the answer differs), and the
	// readings ruled out are played on for the closest one, when a
	// difference has shown that it may be wanted: on small inputs, and
	// only the single mistakes and the pairs.
	play := make([]bool, len(d.Readings))
	small := d.Differ > 0 && d.small(input)
	for i, f := range d.Readings {
		play[i] = i == 0 || d.Out[i].Index == 0 || small && len(f.Mistakes) < maxMistakes
	}
	vs := d.verdicts(input, answer, rules, play)
	differ := vs[0] == Other
	if differ {
		d.Differ++
	}
	for i, v := range vs {
		switch v {
		case NotPlayed:
			continue
		case Gives:
			d.Gives[i]++
			if differ {
				d.Support[i]++
			}
		case Other:
			if d.Out[i].Index == 0 {
				d.Out[i] = ev
			}
		}
		d.Played[i]++
	}
	d.events, d.given = append(d.events, ev), append(d.given, vs)
	return vs
}

// Split reports whether two readings still alive give different answers
// on input, or, with one left that too few differences support, whether
// it and the rules do: an input worth running the solution on.
func (d *Diagnosis) Split(input string) bool {
	alive := d.Alive()
	if len(alive) == 1 && alive[0] != 0 {
		alive = append(alive, 0)
	}
	if len(alive) < 2 {
		return false
	}
	play := make([]bool, len(d.Readings))
	for _, i := range alive {
		play[i] = true
	}
	answers := d.answers(input, play)
	first := ""
	for _, i := range alive {
		switch {
		case answers[i] == "":
			continue // not played
		case first == "":
			first = answers[i]
		case answers[i] != first:
			return true
		}
	}
	return false
}

// Plays is how many readings were played: the work the diagnosis did.
func (d *Diagnosis) Plays() int { return d.plays }

// small reports whether an input is cheap enough to play every reading
// on.
func (d *Diagnosis) small(input string) bool {
	if d.Game == "mayan" {
		p, ok := readPuzzle(input)
		return ok && p.n <= 4 && p.b.Blocks() <= 20
	}
	f := strings.Fields(input)
	if len(f) < 4 {
		return false
	}
	n, _ := strconv.Atoi(f[0])
	m, _ := strconv.Atoi(f[1])
	q, _ := strconv.Atoi(f[3])
	return n*m*q <= 64*30
}

// verdicts plays the readings marked and says what each gives.
func (d *Diagnosis) verdicts(input, answer, rules string, play []bool) []Verdict {
	if d.Game == "mayan" {
		return d.mayanVerdicts(input, answer, rules, play)
	}
	return d.pokerVerdicts(input, answer, rules, play)
}

// answers plays the readings marked and gives each one's answer as a
// string that equals another's just when the answers are the same ("":
// not played).
func (d *Diagnosis) answers(input string, play []bool) []string {
	out := make([]string, len(d.Readings))
	if d.Game == "mayan" {
		p, ok := readPuzzle(input)
		if !ok {
			return out
		}
		ms := newMayanPlays(p, d.Rules.SkipSame)
		ms.playAll(d.Readings, play, diagnosisNodes)
		for i, f := range d.Readings {
			if play[i] {
				if moves, ok := ms.answer(f.Mistakes); ok {
					out[i] = naive.MovesText(moves)
				}
			}
		}
		d.plays += ms.searches
		return out
	}
	pp := pokerPlaysOf(input)
	totals := pp.totals(d.Readings, play)
	for i := range d.Readings {
		if play[i] && totals[i].ok {
			out[i] = strconv.FormatInt(totals[i].total, 10)
		}
	}
	d.plays += len(pp.played)
	return out
}

// diagnosisNodes bounds one reading's search on one input: a reading
// that needs more is not played there (the judge's hardest puzzle takes
// far fewer under the rules, but a misreading can search much longer).
const diagnosisNodes = 300000

// mayanVerdicts plays the Mayan readings marked on one answer. A list of
// moves that does not clear the board under a reading is not its answer,
// and a -1 is not one of a reading under which the rules' answer clears:
// only the readings left are searched, each distinct search once.
func (d *Diagnosis) mayanVerdicts(input, answer, rules string, play []bool) []Verdict {
	vs := make([]Verdict, len(d.Readings))
	p, ok := readPuzzle(input)
	if !ok {
		return vs
	}
	moves, readable := naive.ReadMoves(answer)
	rulesMoves, rulesKnown := naive.ReadMoves(rules)
	rulesKnown = rulesKnown && rules != ""
	search := make([]bool, len(d.Readings))
	for i, f := range d.Readings {
		if !play[i] {
			continue
		}
		r := effective(p, mayanReadingOf(d.Rules.SkipSame, f.Mistakes))
		switch {
		case !readable:
			vs[i] = Other
		case i == 0 && rulesKnown:
			vs[i] = verdictOf(sameMoves(rulesMoves, moves, false))
		case moves != nil:
			if _, clears := readingClears(p, moves, r); !clears {
				vs[i] = Other
			} else {
				search[i] = true
			}
		case rulesKnown && rulesMoves != nil:
			printed := r
			printed.OneBased = false
			if _, clears := readingClears(p, rulesMoves, printed); clears {
				vs[i] = Other // it has an answer: the rules' moves clear under it
			} else {
				search[i] = true
			}
		default:
			search[i] = true
		}
	}
	ms := newMayanPlays(p, d.Rules.SkipSame)
	ms.existence = moves == nil
	ms.playAll(d.Readings, search, diagnosisNodes)
	d.plays += ms.searches
	for i, f := range d.Readings {
		if !search[i] {
			continue
		}
		want, ok := ms.answer(f.Mistakes)
		if !ok {
			continue
		}
		r := mayanReadingOf(d.Rules.SkipSame, f.Mistakes)
		vs[i] = verdictOf(sameMoves(want, moves, r.Fewer && len(moves) == p.n))
	}
	return vs
}

// pokerVerdicts plays the Lines & Poker readings marked on one answer.
func (d *Diagnosis) pokerVerdicts(input, answer, rules string, play []bool) []Verdict {
	vs := make([]Verdict, len(d.Readings))
	total, err := strconv.ParseInt(strings.TrimSpace(answer), 10, 64)
	if err != nil {
		for i := range vs {
			if play[i] {
				vs[i] = Other
			}
		}
		return vs
	}
	if r, err := strconv.ParseInt(strings.TrimSpace(rules), 10, 64); err == nil && play[0] {
		play = append([]bool(nil), play...)
		play[0] = false
		vs[0] = verdictOf(r == total)
	}
	pp := pokerPlaysOf(input)
	totals := pp.totals(d.Readings, play)
	d.plays += len(pp.played)
	for i := range d.Readings {
		if play[i] && totals[i].ok {
			vs[i] = verdictOf(totals[i].total == total)
		}
	}
	return vs
}

func verdictOf(gives bool) Verdict {
	if gives {
		return Gives
	}
	return Other
}

// effective is the reading as it plays this puzzle: full-column-misread
// reads a board without a full column as the rules do.
func effective(p puzzle, r mayanReading) mayanReading {
	if !p.hasFullColumn() {
		r.fullColumn = false
	}
	return r
}

// mayanPlays searches one puzzle under readings, each distinct search
// once: a reading that prints with 1-based coordinates searches as the
// one without, and where only whether an answer exists matters
// (existence), the readings of one order do too.
type mayanPlays struct {
	p         puzzle
	skipSame  bool
	existence bool
	found     map[mayanReading]mayanResult
	searches  int
}

type mayanResult struct {
	moves [][3]int
	ok    bool
}

func newMayanPlays(p puzzle, skipSame bool) *mayanPlays {
	return &mayanPlays{p: p, skipSame: skipSame, found: map[mayanReading]mayanResult{}}
}

// key is the search a reading needs.
func (m *mayanPlays) key(ms []Mistake) mayanReading {
	r := effective(m.p, mayanReadingOf(m.skipSame, ms))
	r.OneBased = false
	if m.existence {
		r.LeftFirst, r.PairOrder = false, false
	}
	return r
}

// playAll makes the searches of the readings marked, side by side.
func (m *mayanPlays) playAll(readings []Finding, play []bool, limit int) {
	var keys []mayanReading
	for i, f := range readings {
		if !play[i] {
			continue
		}
		k := m.key(f.Mistakes)
		if _, ok := m.found[k]; !ok {
			m.found[k] = mayanResult{}
			keys = append(keys, k)
		}
	}
	results := make([]mayanResult, len(keys))
	sideBySide(len(keys), func(i int) {
		moves, ok := answerOf(m.p, keys[i], limit)
		results[i] = mayanResult{moves, ok}
	})
	for i, k := range keys {
		m.found[k] = results[i]
	}
	m.searches += len(keys)
}

// answer is a reading's answer, as it prints it, from the searches made.
func (m *mayanPlays) answer(ms []Mistake) ([][3]int, bool) {
	res, ok := m.found[m.key(ms)]
	if !ok || !res.ok {
		return nil, false
	}
	if res.moves == nil || m.existence {
		return res.moves, true // in existence only nil (-1) or not matters
	}
	r := mayanReadingOf(m.skipSame, ms)
	if !r.OneBased {
		return res.moves, true
	}
	shifted := make([][3]int, len(res.moves))
	for i, mv := range res.moves {
		shifted[i] = [3]int{mv[0] + 1, mv[1] + 1, mv[2]}
	}
	return shifted, true
}

// Answer is what reading i answers to an input, as a string that equals
// another reading's just when their answers are the same; ok is false
// when it was not played (a search past its bound).
func (d *Diagnosis) Answer(i int, input string) (string, bool) {
	play := make([]bool, len(d.Readings))
	play[i] = true
	a := d.answers(input, play)[i]
	return a, a != ""
}

// Verdict says what reading i gives on one answer, playing it alone; the
// diagnosis is not changed.
func (d *Diagnosis) Verdict(i int, input, answer string) Verdict {
	play := make([]bool, len(d.Readings))
	play[i] = true
	return d.verdicts(input, answer, "", play)[i]
}

// Closest is the reading that gives the most answers, the fewest mistakes
// first among equals. The rules are played on every answer and a reading
// ruled out only on some, so a reading is closer than the rules only where
// it gives more of the answers outright.
func (d *Diagnosis) Closest() int {
	best := 0
	for i := range d.Readings {
		if d.Gives[i] > d.Gives[best] {
			best = i
		}
	}
	return best
}

// LastRuledOut is the number of the latest answer that ruled a reading
// out, or 0.
func (d *Diagnosis) LastRuledOut() int {
	last := 0
	for _, e := range d.Out {
		if e.Index > last {
			last = e.Index
		}
	}
	return last
}

// RuledOutLast lists the readings ruled out by the latest answer that
// ruled any out, the fewest mistakes first, at most max of them.
func (d *Diagnosis) RuledOutLast(max int) []int {
	last := d.LastRuledOut()
	var out []int
	for i, e := range d.Out {
		if last > 0 && e.Index == last && len(out) < max {
			out = append(out, i)
		}
	}
	return out
}

// Name is reading i's name, "the rules" for none.
func (d *Diagnosis) Name(i int) string {
	if i == 0 {
		return "the rules"
	}
	return d.Readings[i].ID()
}

// Summary says in one sentence what the solution reads, rules naming the
// rules judged by: "one reading explains all 312 answers (41 differ from
// the rules): pair-order + same-color-skipped".
func (d *Diagnosis) Summary(rules string) string {
	alive := d.Alive()
	var names []string
	for _, i := range alive {
		names = append(names, d.Name(i))
	}
	switch {
	case d.Answers == 0:
		return "no answer to read the solution from"
	case len(alive) == 0:
		c := d.Closest()
		return fmt.Sprintf("no catalogued reading explains every answer; the closest, %s, explains %d of %d; the %d it does not look like a bug of the code's own",
			d.Name(c), d.Gives[c], d.Played[c], d.Played[c]-d.Gives[c])
	case alive[0] == 0 && len(alive) == 1:
		return fmt.Sprintf("agrees with %s on all %s", rules, words.Plural(d.Answers, "answer"))
	case alive[0] == 0:
		return fmt.Sprintf("agrees with %s on all %s; so do these readings, on every input tried: %s", rules, words.Plural(d.Answers, "answer"), strings.Join(names[1:], "; "))
	case len(alive) == 1:
		return fmt.Sprintf("one reading explains all %s (%d differ from %s): %s", words.Plural(d.Answers, "answer"), d.Differ, rules, names[0])
	}
	return fmt.Sprintf("%d readings explain all %s (%d differ from %s), alike on every input tried: %s", len(alive), words.Plural(d.Answers, "answer"), d.Differ, rules, strings.Join(names, "; "))
}
