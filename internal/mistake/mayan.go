package mistake

import (
	"strconv"
	"strings"

	"match3/internal/naive"
)

// The Mayan mistakes are played by internal/naive's plain search, each a
// switch of its reading (the fast one is not to change).

// mayanReading is one reading of the Mayan rules: the plain search's, and
// whether the input is read as full-column-misread reads it.
type mayanReading struct {
	naive.MayanReading
	fullColumn bool // full-column-misread
}

// mayanReadingOf is the reading of the rules (skipSame: -skip-same-color's)
// with the mistakes ms.
func mayanReadingOf(skipSame bool, ms []Mistake) mayanReading {
	var r mayanReading
	r.SkipSame = skipSame
	for _, m := range ms {
		m.mayan(&r)
	}
	return r
}

// maxNodes bounds a search: past it the mistake is not named (the
// judge's hardest puzzle takes far fewer).
const maxNodes = 3000000

// puzzle is a Mayan input as the readings read it: the board, and the
// board full-column-misread reads (the same when no column is full).
type puzzle struct {
	n          int
	b, misread naive.Grid
}

// board is the board the reading plays.
func (p puzzle) board(r mayanReading) naive.Grid {
	if r.fullColumn {
		return p.misread
	}
	return p.b
}

// readPuzzle reads a Mayan input.
func readPuzzle(input string) (puzzle, bool) {
	n, b, err := naive.ParseMayan(input)
	if err != nil {
		return puzzle{}, false
	}
	return puzzle{n: n, b: b, misread: misreadColumns(input)}, true
}

// misreadColumns reads the columns as a solution that reads at most seven
// colors a column does (full-column-misread): a column ends at its 0 or
// after its seventh color, so the 0 that ends a full column is read as the
// next column's end, and every later column takes the line before its
// own. A token missing at the end reads as 0.
func misreadColumns(input string) naive.Grid {
	f := strings.Fields(input)
	var b naive.Grid
	at := 1
	next := func() int8 {
		if at >= len(f) {
			return 0
		}
		v, _ := strconv.Atoi(f[at])
		at++
		if v < 0 || v > 10 {
			v = 0
		}
		return int8(v)
	}
	for x := 0; x < 5; x++ {
		for y := 0; y < 7; y++ {
			v := next()
			if v == 0 {
				break
			}
			b[x][y] = v
		}
	}
	b.Fall() // a 0 inside a column leaves no hole
	return b
}

// hasFullColumn reports whether a column holds seven blocks: only then
// does full-column-misread read the board otherwise.
func (p puzzle) hasFullColumn() bool { return p.b != p.misread }

// MayanAnswer is the answer of a Mayan input read with the mistakes ms
// (none: docs/rules.md), as the judge wants it printed; ok is false when the
// input cannot be read or the search gave up.
func MayanAnswer(input string, ms ...Mistake) (answer string, ok bool) {
	return MayanAnswerUnder(false, input, ms...)
}

// MayanAnswerUnder is MayanAnswer with the rules of -skip-same-color
// when skipSame.
func MayanAnswerUnder(skipSame bool, input string, ms ...Mistake) (answer string, ok bool) {
	p, ok := readPuzzle(input)
	if !ok {
		return "", false
	}
	moves, ok := answerOf(p, mayanReadingOf(skipSame, ms), maxNodes)
	if !ok {
		return "", false
	}
	return naive.MovesText(moves), true
}

// answerOf is a reading's answer on the puzzle (see naive.MayanReading's
// Solve).
func answerOf(p puzzle, r mayanReading, limit int) (moves [][3]int, ok bool) {
	return r.Solve(p.board(r), p.n, limit)
}

// readingClears replays moves under a reading (see naive.MayanReading's
// Clears).
func readingClears(p puzzle, moves [][3]int, r mayanReading) (padding string, ok bool) {
	return r.Clears(p.board(r), p.n, moves)
}

// NameMayan returns the findings whose reading gives answer (the
// contestant's, as printed) on the input: the single mistakes, or else
// the pairs, or else the triples that give it, each a departure from the
// rules (skipSame: -skip-same-color's). A list of moves is first
// replayed under each reading: only a reading under which it clears the
// board is searched. A fewer-moves answer padded to n lines (with -1 -1
// -1, 0 0 0 or lines left over from the search) is named as such. For a
// -1, only the mistakes that can change whether an answer exists are
// tried: one of the order (left-first, pair-order) gives -1 exactly where
// the reading without it does. A mistake the input never meets (a full
// column, for full-column-misread) is not named.
func NameMayan(input, answer string, skipSame bool) []Finding {
	p, ok := readPuzzle(input)
	if !ok {
		return nil
	}
	moves, ok := naive.ReadMoves(answer)
	if !ok {
		return nil
	}
	var candidates []Mistake
	for _, m := range Under(skipSame).Of("mayan") {
		if m.ID == "full-column-misread" && !p.hasFullColumn() {
			continue
		}
		if moves == nil && (m.sameExistence || m.Rule == "length") {
			continue
		}
		candidates = append(candidates, m)
	}
	var rules [][3]int // the rules' answer, when the answer named is -1
	if moves == nil {
		rules, _ = answerOf(p, mayanReadingOf(skipSame, nil), maxNodes)
	}
	for size := 1; size <= maxMistakes; size++ {
		var tries []Finding
		for _, set := range sets(candidates, size) {
			read := mayanReadingOf(skipSame, set)
			if moves == nil {
				if _, clears := readingClears(p, rules, read); rules == nil || !clears {
					tries = append(tries, Finding{Mistakes: set})
				}
			} else if padding, ok := readingClears(p, moves, read); ok {
				tries = append(tries, Finding{Mistakes: set, Padding: padding})
			}
		}
		// The readings search side by side: a hard puzzle takes a third
		// of a second a reading.
		gives := make([]bool, len(tries))
		sideBySide(len(tries), func(i int) {
			got, ok := answerOf(p, mayanReadingOf(skipSame, tries[i].Mistakes), maxNodes)
			gives[i] = ok && sameMoves(got, moves, tries[i].Padding != "")
		})
		var found []Finding
		for i, f := range tries {
			if gives[i] {
				found = append(found, f)
			}
		}
		if len(found) > 0 {
			return found
		}
	}
	return nil
}

// sameMoves reports whether a reading's answer want (nil for -1) is the
// moves given, or, padded, their first lines.
func sameMoves(want, moves [][3]int, padded bool) bool {
	if (want == nil) != (moves == nil) || len(want) > len(moves) || len(want) < len(moves) && !padded {
		return false
	}
	for i := range want {
		if want[i] != moves[i] {
			return false
		}
	}
	return true
}

// WastedInAnswer reports whether the rules' answer to a Mayan input
// (skipSame: -skip-same-color's rules) holds a wasted move, a drag onto a
// block of the same color: an input on which same-color-skipped and the
// rules part.
func WastedInAnswer(input string, skipSame bool) bool {
	p, ok := readPuzzle(input)
	if !ok {
		return false
	}
	read := mayanReadingOf(skipSame, nil)
	moves, ok := answerOf(p, read, diagnosisNodes)
	if !ok {
		return false
	}
	b := p.b
	for _, mv := range moves {
		if b[mv[0]][mv[1]] == b[mv[0]+mv[2]][mv[1]] {
			return true
		}
		b, _ = read.Move(b, mv[0], mv[1], mv[2])
	}
	return false
}
