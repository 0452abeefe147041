//go:build !judge

package main

import (
	"bytes"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"match3/internal/mistake"
	"match3/internal/naive"
)

// judgement is what -check says of an answer: one line and a status, and
// for the browser page, where the answer goes wrong.
type judgement struct {
	text   string
	status int

	// Mayan: the moves of the answer checked, as far as they read, the
	// first that goes wrong (from 1, or 0), and whether that move is legal
	// (the sequence as a whole is wrong), for a replay of the answer.
	moves Answer
	blame int
	legal bool
	// Lines & Poker: where each mistake named first departs from the
	// rules, and the game's operations.
	departures []mistake.Departure
	ops        int
}

// judgeNaming is judge, naming the misreadings or not: the browser page
// shows the verdict before it looks for them, which takes longer.
func (pl *played) judgeNaming(input, answer []byte, name bool) judgement {
	if pl.puzzle != nil {
		return pl.puzzle.checkMoves(pl.want, input, answer, name)
	}
	return checkTotal(pl.tally, input, answer, name)
}

func wrong(format string, args ...interface{}) judgement {
	return judgement{text: "wrong answer: " + fmt.Sprintf(format, args...), status: wrongAnswer}
}

func unreadable(format string, args ...interface{}) judgement {
	return judgement{text: "presentation error: " + fmt.Sprintf(format, args...), status: presentationError}
}

// checkTotal judges a Lines & Poker answer: one integer, the total. A
// wrong one is told the right total's five parts, so that the contestant
// sees which rule's points differ, and by how much the total does, and
// which catalogued misreadings of the rules give it (internal/mistake),
// with the moment each first departs from the rules.
func checkTotal(t Tally, input, answer []byte, name bool) judgement {
	total := t.Total()
	f := bytes.Fields(answer)
	if lines := answerLines(answer); len(lines) > 1 {
		return unreadable("%s, want 1: the answer has extra lines (debug output?)%s", plural(len(lines), "line"), totalAmong(lines, total))
	}
	if len(f) != 1 {
		return unreadable("want one integer, the total; the answer has %s", plural(len(f), "token"))
	}
	v, err := strconv.ParseInt(string(f[0]), 10, 64)
	if err != nil {
		return unreadable("the answer %q is %s", clip(f[0]), notInt64(f[0]))
	}
	if v == total {
		return judgement{text: fmt.Sprintf("ok: %d", total), status: accepted}
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
	j := wrong("expected %d (elimination %d, chain %d, combination %d, pattern %d, endgame %d), found %d (%s)%s",
		total, t.Elimination, t.Chain, t.Combination, t.Pattern, t.Endgame, v, by, mistake.Clause(found, string(answer)))
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
		j.departures, j.ops = mistake.PokerDepartures(g, named)
	}
	for i, d := range j.departures {
		first := "; first departs at "
		if i > 0 {
			first = "; and at "
		}
		j.text += fmt.Sprintf("%s%s: %s (%s)", first, d.Where(j.ops), d.Text, d.Mistake.ID)
	}
	j.text += apartHint(len(found), pokerGame, false)
	return j
}

// apartHint, for an answer that several readings give, says that one
// input cannot tell them apart and names the command that can.
func apartHint(readings int, game gameKind, skipSame bool) string {
	if readings < 2 {
		return ""
	}
	flags := "-game " + string(game)
	if skipSame {
		flags += " -skip-same-color"
	}
	return fmt.Sprintf("; one input cannot tell these %d readings apart: stress %s -solution 'YOUR COMMAND' runs the solution on many and says which it reads", readings, flags)
}

// answerLines is the answer's lines that hold something.
func answerLines(answer []byte) [][]byte {
	var lines [][]byte
	for _, l := range bytes.Split(answer, []byte("\n")) {
		if len(bytes.TrimSpace(l)) > 0 {
			lines = append(lines, bytes.TrimSpace(l))
		}
	}
	return lines
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

// notInt64 says why a token is no 64-bit integer: an integer out of range,
// or none at all.
func notInt64(tok []byte) string {
	digits := strings.TrimLeft(string(tok), "+-")
	if digits != "" && strings.Trim(digits, "0123456789") == "" {
		return "an integer out of range (at most 19 digits)"
	}
	return "not an integer"
}

// clip shortens a token for a message.
func clip(tok []byte) string {
	if len(tok) > 40 {
		return string(tok[:40]) + "..."
	}
	return string(tok)
}

// plural writes "1 line", "2 lines".
func plural(n int, unit string) string {
	if n == 1 {
		return "1 " + unit
	}
	return fmt.Sprintf("%d %ss", n, unit)
}

// movesClear says that n moves clear: "1 move clears", "3 moves clear".
func movesClear(n int) string {
	if n == 1 {
		return "1 move clears"
	}
	return fmt.Sprintf("%d moves clear", n)
}

// checkMoves judges a Mayan answer against want, the smallest answer: -1,
// or exactly p.moves moves "x y g" that are legal, do not empty the board
// before the last, empty it with the last, and are the smallest such. A
// wrong one is told the catalogued misreadings that give it, or what is
// plainly wrong with its lines (extra lines, 1-based coordinates).
func (p *Puzzle) checkMoves(want Answer, input, answer []byte, name bool) judgement {
	j, read := p.judgeMoves(want, answer)
	if j.status == wrongAnswer {
		var named []mistake.Finding
		if name {
			named = mistake.NameMayan(string(input), string(answer), p.skipSame)
		}
		if hint := p.offByOne(want, read); len(named) == 0 && hint != "" {
			j.text += "; " + hint
		} else {
			j.text += mistake.Clause(named, string(answer)) + apartHint(len(named), mayanGame, p.skipSame)
		}
	}
	return j
}

// judgeMoves is checkMoves's verdict, and the answer's moves as read when
// there are exactly p.moves of them (else nil): the one reading of a
// Mayan answer the checker makes.
func (p *Puzzle) judgeMoves(want Answer, answer []byte) (judgement, Answer) {
	f := bytes.Fields(answer)
	if len(f) == 0 {
		return unreadable("the answer is empty: want %s \"x y g\", or -1", plural(p.moves, "line")), nil
	}
	wantLines := p.moves
	if want == nil {
		wantLines = 1
	}
	if lines := answerLines(answer); len(lines) > p.moves {
		return unreadable("%s, want %d: the answer has extra lines (debug output?)", plural(len(lines), "line"), wantLines), nil
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
		if want != nil {
			return wrong("-1, but %s the board, the smallest being %s", movesClear(p.moves), movesText(want)), nil
		}
		return judgement{text: "ok: -1, no sequence of moves clears the board", status: accepted}, nil
	}
	if len(vals)%3 != 0 {
		return unreadable("%d integers: want lines of three, \"x y g\", or -1", len(vals)), nil
	}
	if len(vals)/3 != p.moves {
		j := wrong("%s, want exactly %d", plural(len(vals)/3, "move"), p.moves)
		if want == nil {
			j.text += fmt.Sprintf(", and no %s the board: the answer is -1", movesClear(p.moves))
		}
		return j, nil
	}
	read := make(Answer, p.moves)
	for i := range read {
		read[i] = Move{vals[3*i], vals[3*i+1], vals[3*i+2]}
	}
	return p.judgeRead(want, read), read
}

// judgeRead judges exactly p.moves moves.
func (p *Puzzle) judgeRead(want, got Answer) judgement {
	replay := p.replayer()
	for i, mv := range got {
		if why := replay.moveFault(mv); why != "" {
			return blame(wrong("move %d, %d %d %d: %s", i+1, mv.X, mv.Y, mv.G, why), got[:i+1], i+1, false)
		}
		replay.makeMove(mv)
		if replay.board.pieces == 0 && i < p.moves-1 {
			return blame(wrong("the board is empty after move %d, so move %d has no block to drag", i+1, i+2), got[:i+2], i+2, false)
		}
	}
	if left := replay.board.pieces; left > 0 {
		remain := "remain"
		if left == 1 {
			remain = "remains"
		}
		return blame(wrong("%s %s after move %d, the last", plural(left, "block"), remain, p.moves), got, p.moves, true)
	}
	if want == nil { // the replay cleared the board, the search found nothing
		return judgement{text: "fail: the answer clears the board but match3's search found no answer; please report it", status: badInput}
	}
	for i := range got {
		if got[i] != want[i] {
			return blame(wrong("the moves clear the board, but not as the smallest sequence: at move %d, %d %d %d is smaller than %d %d %d (the smallest is %s)",
				i+1, want[i].X, want[i].Y, want[i].G, got[i].X, got[i].Y, got[i].G, movesText(want)), got, i+1, true)
		}
	}
	return judgement{text: "ok: " + movesText(want), status: accepted}
}

// replayer is a puzzle on the same board, under the same reading, for
// replaying an answer.
func (p *Puzzle) replayer() *Puzzle {
	r := &Puzzle{moves: p.moves, board: newBoard(mayanRows, mayanCols, mayanColors), skipSame: p.skipSame}
	copy(r.board.color, p.board.color)
	r.board.settle()
	return r
}

// offByOne says when a wrong answer is a right one, or one that clears
// the board, written with 1-based columns or rows: every x (or y, or both)
// one more than a move's. "" when it is not.
func (p *Puzzle) offByOne(want, moves Answer) string {
	if moves == nil {
		return ""
	}
	for _, shift := range []struct {
		dx, dy      int
		what, guess string
	}{
		{1, 0, "x", "1-based columns"},
		{0, 1, "y", "1-based rows"},
		{1, 1, "x and every y", "1-based coordinates"},
	} {
		back := make(Answer, len(moves))
		for i, mv := range moves {
			back[i] = Move{mv.X - shift.dx, mv.Y - shift.dy, mv.G}
		}
		if slices.Equal(back, want) {
			return fmt.Sprintf("every %s is one more than the answer's: %s?", shift.what, shift.guess)
		}
		if p.clears(back) {
			return fmt.Sprintf("every %s is one more than a clearing sequence's: %s?", shift.what, shift.guess)
		}
	}
	return ""
}

// clears reports whether the moves clear the board: every one legal
// where it is made, the board empty after the last and not before.
func (p *Puzzle) clears(moves Answer) bool {
	r := p.replayer()
	for i, mv := range moves {
		if r.moveFault(mv) != "" || r.board.pieces == 0 && i > 0 {
			return false
		}
		r.makeMove(mv)
	}
	return r.board.pieces == 0
}

// blame notes in a judgement the moves read and the first that goes
// wrong, for a replay of the answer checked.
func blame(j judgement, moves Answer, at int, legal bool) judgement {
	j.moves, j.blame, j.legal = moves, at, legal
	return j
}

// movesText writes moves on one line: "2 1 1, 3 1 1, 3 0 1".
func movesText(a Answer) string {
	parts := make([]string, len(a))
	for i, mv := range a {
		parts[i] = fmt.Sprintf("%d %d %d", mv.X, mv.Y, mv.G)
	}
	return strings.Join(parts, ", ")
}

// moveFault says why a move is not legal on the board, or "" when it is:
// the rules' words, for -check. (makeMove tells the same cases apart
// without words, on the search's hot path.)
func (p *Puzzle) moveFault(mv Move) string {
	b := p.board
	switch tx := mv.X + mv.G; {
	case mv.G != 1 && mv.G != -1:
		return fmt.Sprintf("g = %d, want 1 (right) or -1 (left)", mv.G)
	case mv.X < 0 || mv.X >= mayanCols || mv.Y < 0 || mv.Y >= mayanRows:
		return fmt.Sprintf("(%d, %d) is off the board (x 0..4, y 0..6)", mv.X, mv.Y)
	case tx < 0 || tx >= mayanCols:
		return fmt.Sprintf("it drags the block off the board, to x = %d", tx)
	case b.color[cell(mv.X, mv.Y)] == 0:
		return fmt.Sprintf("no block at (%d, %d)", mv.X, mv.Y)
	case p.skipSame && b.color[cell(mv.X, mv.Y)] == b.color[cell(tx, mv.Y)]:
		return fmt.Sprintf("it swaps two blocks of color %d, which is no move in the reference solution's reading "+
			"(-skip-same-color; by the rules it is a move that changes nothing)", b.color[cell(mv.X, mv.Y)])
	}
	return ""
}
