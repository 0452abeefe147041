//go:build !judge

package main

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"

	"match3/internal/mistake"
)

func wrong(format string, args ...interface{}) verdict {
	return verdict{text: "wrong answer: " + fmt.Sprintf(format, args...), status: wrongAnswer}
}

func unreadable(format string, args ...interface{}) verdict {
	return verdict{text: "presentation error: " + fmt.Sprintf(format, args...), status: presentationError}
}

// checkTotal judges a Lines & Poker answer: one integer, the total. A
// wrong one is told the right total's five parts, so that the contestant
// sees which rule's points differ, and by how much the total does, and
// which catalogued misreadings of the rules give it (internal/mistake).
func checkTotal(t Tally, input, answer []byte) verdict {
	total := t.Total()
	f := bytes.Fields(answer)
	if len(f) != 1 {
		return unreadable("want one integer, the total; the answer has %d tokens", len(f))
	}
	v, err := strconv.ParseInt(string(f[0]), 10, 64)
	if err != nil {
		return unreadable("the answer %q is not an integer", f[0])
	}
	if v != total {
		by := fmt.Sprintf("%d more", v-total)
		if v < total {
			by = fmt.Sprintf("%d less", total-v)
		}
		return wrong("expected %d (elimination %d, chain %d, combination %d, pattern %d, endgame %d), found %d (%s)%s",
			total, t.Elimination, t.Chain, t.Combination, t.Pattern, t.Endgame, v, by, mistake.Clause(mistake.Poker(string(input), v)))
	}
	return verdict{text: fmt.Sprintf("ok: %d", total), status: accepted}
}

// checkMoves judges a Mayan answer against want, the smallest answer: -1,
// or exactly p.moves moves "x y g" that are legal, do not empty the board
// before the last, empty it with the last, and are the smallest such. A
// wrong one is told the catalogued misreadings that give it.
func (p *Puzzle) checkMoves(want Answer, input, answer []byte) verdict {
	v := p.judgeMoves(want, answer)
	if v.status == wrongAnswer {
		v.text += mistake.Clause(mistake.Mayan(string(input), string(answer)))
	}
	return v
}

func (p *Puzzle) judgeMoves(want Answer, answer []byte) verdict {
	f := bytes.Fields(answer)
	if len(f) == 0 {
		return unreadable("the answer is empty: want %d lines \"x y g\", or -1", p.moves)
	}
	vals := make([]int, len(f))
	for i, t := range f {
		v, err := strconv.Atoi(string(t))
		if err != nil {
			return unreadable("token %d of the answer, %q, is not an integer", i+1, t)
		}
		vals[i] = v
	}
	if len(vals) == 1 && vals[0] == -1 {
		if want != nil {
			return wrong("-1, but %d moves clear the board, the smallest being %s", p.moves, movesText(want))
		}
		return verdict{text: "ok: -1, no sequence of moves clears the board", status: accepted}
	}
	if len(vals)%3 != 0 {
		return unreadable("%d integers: want lines of three, \"x y g\", or -1", len(vals))
	}
	if len(vals)/3 != p.moves {
		return wrong("%d moves, want exactly %d", len(vals)/3, p.moves)
	}
	replay := &Puzzle{moves: p.moves, board: newBoard(mayanRows, mayanCols, mayanColors), swapSame: p.swapSame}
	copy(replay.board.color, p.board.color)
	replay.board.settle()
	got := make(Answer, p.moves)
	for i := range got {
		mv := Move{vals[3*i], vals[3*i+1], vals[3*i+2]}
		got[i] = mv
		if why := replay.moveFault(mv); why != "" {
			return blame(wrong("move %d, %d %d %d: %s", i+1, mv.X, mv.Y, mv.G, why), got[:i+1], i+1, false)
		}
		replay.play(mv)
		if replay.board.pieces == 0 && i < p.moves-1 {
			next := Move{vals[3*i+3], vals[3*i+4], vals[3*i+5]}
			return blame(wrong("the board is empty after move %d, so move %d has no block to drag", i+1, i+2), append(got[:i+1], next), i+2, false)
		}
	}
	if left := replay.board.pieces; left > 0 {
		return blame(wrong("%d blocks remain after move %d, the last", left, p.moves), got, p.moves, true)
	}
	if want == nil { // the replay cleared the board, the search found nothing
		return verdict{text: "fail: the answer clears the board but match3's search found no answer; please report it", status: badInput}
	}
	for i := range got {
		if got[i] != want[i] {
			return blame(wrong("the moves clear the board, but not as the smallest sequence: at move %d, %d %d %d is smaller than %d %d %d (the smallest is %s)",
				i+1, want[i].X, want[i].Y, want[i].G, got[i].X, got[i].Y, got[i].G, movesText(want)), got, i+1, true)
		}
	}
	return verdict{text: "ok: " + movesText(want), status: accepted}
}

// blame notes in a verdict the moves read and the first that goes wrong,
// for a replay of the answer checked.
func blame(v verdict, moves Answer, at int, legal bool) verdict {
	v.moves, v.blame, v.legal = moves, at, legal
	return v
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
// RULES.md's words, for -check. (play tells the same cases apart without
// words, on the search's hot path.)
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
	case !p.swapSame && b.color[cell(mv.X, mv.Y)] == b.color[cell(tx, mv.Y)]:
		return fmt.Sprintf("it swaps two blocks of color %d, which changes nothing and is no move "+
			"(RULES.md, Board and moves; -swap-same-color reads it as a move)", b.color[cell(mv.X, mv.Y)])
	}
	return ""
}
