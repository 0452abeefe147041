package judgement

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"

	"match3/internal/event"
	"match3/internal/mistake"
	"match3/internal/naive"
	"match3/internal/words"
)

// Puzzle is a Mayan puzzle as a judgement needs it: its moves, its board
// (7 rows by 5 columns), the reading of a drag onto the same color, and
// the smallest answer the engine found (nil: none clears the board).
type Puzzle struct {
	Moves    int
	Board    *event.Grid
	SkipSame bool
	Want     []event.Move
}

// Mayan judges a Mayan answer: -1, or exactly p.Moves moves "x y g" that
// are legal, do not empty the board before the last, empty it with the
// last, and are the smallest such. A wrong one is told, with name, the
// catalogued misreadings that give it, or what is plainly wrong with its
// lines (1-based coordinates). The team is never told the smallest answer,
// nor that there is none: the move where its answer goes wrong, and a
// misreading when one alone gives the answer.
func Mayan(p Puzzle, input, answer []byte, name bool) Verdict {
	j, read := p.judgeMoves(answer)
	if j.Status == Wrong {
		var named []mistake.Finding
		if name {
			named = mistake.NameMayan(string(input), string(answer), p.SkipSame)
		}
		if hint, guess := p.offByOne(read); len(named) == 0 && hint != "" {
			j.Message += "; " + hint
			j.Team += "; " + guess
		} else {
			j.Message += mistake.Clause(named, string(answer)) + apartHint(len(named), "mayan", p.SkipSame)
			j.Team += mistake.Clause(sure(named, answer), string(answer))
		}
	}
	return j
}

// judgeMoves is Mayan's verdict, and the answer's moves as read when there
// are exactly p.Moves of them (else nil): the one reading of a Mayan
// answer the judgement makes.
func (p Puzzle) judgeMoves(answer []byte) (Verdict, []event.Move) {
	f := bytes.Fields(answer)
	if len(f) == 0 {
		return unreadable("the answer is empty: want %s \"x y g\", or -1", words.Plural(p.Moves, "line")), nil
	}
	wantLines := p.Moves
	if p.Want == nil {
		wantLines = 1
	}
	if lines := answerLines(answer); len(lines) > p.Moves {
		j := unreadable("%s, want %d: the answer has extra lines (debug output?)", words.Plural(len(lines), "line"), wantLines)
		j.Team = fmt.Sprintf("%s, more than the %s asked for: the answer has extra lines (debug output?)", words.Plural(len(lines), "line"), words.Plural(p.Moves, "move"))
		return j, nil
	}
	vals := make([]int, len(f))
	for i, t := range f {
		v, err := strconv.Atoi(string(t))
		if err != nil {
			return unreadable("token %d of the answer, %q, is %s", i+1, clip(t), notInt64(t)), nil
		}
		vals[i] = v
	}
	if len(vals) == 1 && vals[0] == -1 {
		if p.Want != nil {
			j := wrong("-1, but %s the board", movesClear(p.Moves))
			j.Message += ", the smallest being " + MovesText(p.Want)
			return j, nil
		}
		return accepted("-1, no sequence of moves clears the board"), nil
	}
	if len(vals)%3 != 0 {
		return unreadable("%s: want lines of three, \"x y g\", or -1", words.Plural(len(vals), "integer")), nil
	}
	if len(vals)/3 != p.Moves {
		j := wrong("%s, want exactly %d", words.Plural(len(vals)/3, "move"), p.Moves)
		if p.Want == nil { // the jury's alone: the team is not told there is no answer
			j.Message += fmt.Sprintf(", and no %s the board: the answer is -1", movesClear(p.Moves))
		}
		return j, nil
	}
	read := make([]event.Move, p.Moves)
	for i := range read {
		read[i] = event.Move{X: vals[3*i], Y: vals[3*i+1], G: vals[3*i+2]}
	}
	return p.judgeRead(read), read
}

// judgeRead judges exactly p.Moves moves.
func (p Puzzle) judgeRead(got []event.Move) Verdict {
	after, fault := p.Play(got)
	if fault.At > 0 {
		return blame(wrong("%s", fault.Why), got[:fault.At], fault.At, false)
	}
	if left := after.Blocks(); left > 0 {
		remain := "remain"
		if left == 1 {
			remain = "remains"
		}
		return blame(wrong("%s %s after move %d, the last", words.Plural(left, "block"), remain, p.Moves), got, p.Moves, true)
	}
	if p.Want == nil { // the replay cleared the board, the search found nothing
		return Verdict{Status: Fail, Message: "the answer clears the board but match3's search found no answer; please report it"}
	}
	for i := range got {
		if w := p.Want[i]; got[i] != w {
			const notSmallest = "the moves clear the board, but not as the smallest sequence: "
			j := Verdict{Status: Wrong,
				Message: fmt.Sprintf(notSmallest+"at move %d, %d %d %d is smaller than %d %d %d (the smallest is %s)",
					i+1, w.X, w.Y, w.G, got[i].X, got[i].Y, got[i].G, MovesText(p.Want)),
				Team: fmt.Sprintf(notSmallest+"a smaller one first differs at move %d", i+1)}
			return blame(j, got, i+1, true)
		}
	}
	return accepted(MovesText(p.Want))
}

// Fault is the first move of a sequence that cannot be made where it
// stands: At, from 1 (0: every move can be), and why, in the rules' words.
type Fault struct {
	At  int
	Why string
}

// Play makes the moves on the puzzle's board in turn, as the plain engine
// plays the rules (internal/naive): each must be a move where it is made,
// and the board must not be empty before it. It returns the board after
// the moves made and the first that cannot be. The checker, the page's
// play and the hint about 1-based coordinates all replay moves here.
func (p Puzzle) Play(moves []event.Move) (after naive.Grid, fault Fault) {
	b := gridOf(p.Board)
	rules := naive.MayanReading{SkipSame: p.SkipSame}
	for i, mv := range moves {
		if i > 0 && b.Empty() {
			return b, Fault{i + 1, fmt.Sprintf("the board is empty after move %d, so move %d has no block to drag", i, i+1)}
		}
		if why := moveFault(&b, mv, p.SkipSame); why != "" {
			return b, Fault{i + 1, fmt.Sprintf("move %d, %d %d %d: %s", i+1, mv.X, mv.Y, mv.G, why)}
		}
		b, _ = rules.Move(b, mv.X, mv.Y, mv.G)
	}
	return b, Fault{}
}

// gridOf is a Mayan board as the plain engine holds it.
func gridOf(g *event.Grid) (b naive.Grid) {
	for x := range b {
		for y := range b[x] {
			b[x][y] = int8(g.Color[g.At(g.Rows-1-y, x)])
		}
	}
	return b
}

// moveFault says why a move is not legal on the board, or "" when it is:
// the rules' words.
func moveFault(b *naive.Grid, mv event.Move, skipSame bool) string {
	switch tx := mv.X + mv.G; {
	case mv.G != 1 && mv.G != -1:
		return fmt.Sprintf("g = %d, want 1 (right) or -1 (left)", mv.G)
	case mv.X < 0 || mv.X >= len(b) || mv.Y < 0 || mv.Y >= len(b[0]):
		return fmt.Sprintf("(%d, %d) is off the board (x 0..4, y 0..6)", mv.X, mv.Y)
	case tx < 0 || tx >= len(b):
		return fmt.Sprintf("it drags the block off the board, to x = %d", tx)
	case b[mv.X][mv.Y] == 0:
		return fmt.Sprintf("no block at (%d, %d)", mv.X, mv.Y)
	case skipSame && b[mv.X][mv.Y] == b[tx][mv.Y]:
		return fmt.Sprintf("it swaps two blocks of color %d, which is no move in the reference solution's reading "+
			"(-skip-same-color; by the rules it is a move that changes nothing)", b[mv.X][mv.Y])
	}
	return ""
}

// offByOne says when a wrong answer is a right one, or one that clears
// the board, written with 1-based columns or rows: every x (or y, or both)
// one more than a move's; and guess, the same for the team, which names
// the misreading and not the answer it hides. "" when it is not.
func (p Puzzle) offByOne(moves []event.Move) (hint, guess string) {
	if moves == nil {
		return "", ""
	}
	for _, shift := range []struct {
		dx, dy      int
		what, guess string
	}{
		{1, 0, "x", "1-based columns"},
		{0, 1, "y", "1-based rows"},
		{1, 1, "x and every y", "1-based coordinates"},
	} {
		back := make([]event.Move, len(moves))
		for i, mv := range moves {
			back[i] = event.Move{X: mv.X - shift.dx, Y: mv.Y - shift.dy, G: mv.G}
		}
		guess = fmt.Sprintf("the moves read as %s?", shift.guess)
		if MovesText(back) == MovesText(p.Want) {
			return fmt.Sprintf("every %s is one more than the answer's: %s?", shift.what, shift.guess), guess
		}
		if after, fault := p.Play(back); fault.At == 0 && after.Empty() {
			return fmt.Sprintf("every %s is one more than a clearing sequence's: %s?", shift.what, shift.guess), guess
		}
	}
	return "", ""
}

// blame notes in a verdict the moves read and the first that goes wrong,
// for a replay of the answer checked.
func blame(j Verdict, moves []event.Move, at int, legal bool) Verdict {
	j.Moves, j.Blame, j.Legal = moves, at, legal
	return j
}

// MovesText writes moves on one line: "2 1 1, 3 1 1, 3 0 1".
func MovesText(a []event.Move) string {
	parts := make([]string, len(a))
	for i, mv := range a {
		parts[i] = fmt.Sprintf("%d %d %d", mv.X, mv.Y, mv.G)
	}
	return strings.Join(parts, ", ")
}

// movesClear says that n moves clear: "1 move clears", "3 moves clear".
func movesClear(n int) string {
	if n == 1 {
		return "1 move clears"
	}
	return fmt.Sprintf("%d moves clear", n)
}
