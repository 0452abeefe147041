//go:build !judge

package main

import (
	"strings"

	"match3/internal/event"
	"match3/internal/gen"
	"match3/internal/judgement"
)

// Stand-ins for another helper's work (analysis.go, drags.go and
// internal/gen's NewGame), the slow obvious way, until it is merged:
// delete this file then, and call o.NewGame() where newGame(o) is.

type swapView struct {
	Op                              Op
	Rounds                          int
	Elimination, Combination, Chain int64
	Mains                           [2]uint8
	Pattern                         int64
	Points                          int64
}

// swapViews plays each swap on the game and puts it back.
func (g *Game) swapViews(dst []swapView) []swapView {
	s := &session{g: g}
	keep := g.obs
	b := g.board
	for r := 0; r < b.n; r++ {
		for c := 0; c < b.m; c++ {
			for _, op := range []Op{{r, c, r, c + 1}, {r, c, r + 1, c}} {
				if op.r2 >= b.n || op.c2 >= b.m {
					continue
				}
				st := s.save()
				before := g.tally
				var seen told
				g.obs = &seen
				if g.operate(0, op) {
					after := g.tally
					dst = append(dst, swapView{op, seen.rounds, after.Elimination - before.Elimination, after.Combination - before.Combination,
						after.Chain - before.Chain, seen.mains, after.Pattern - before.Pattern, after.Total() - before.Total()})
				}
				s.restore(st)
			}
		}
	}
	g.obs = keep
	return dst
}

type dragView struct {
	Move   Move
	Clears bool
	Answer Answer
}

// dragViews tries each drag by the judgement's plain replay, then solves
// the puzzle from there.
func (p *Puzzle) dragViews() []dragView {
	var out []dragView
	board := newTranslator(nil).show(p.board)
	for x := 0; x < mayanCols; x++ {
		for y := 0; y < mayanRows; y++ {
			for _, g := range []int{1, -1} {
				mv := event.Move{X: x, Y: y, G: g}
				after, fault := judgement.Puzzle{Moves: p.moves, Board: board, SkipSame: p.skipSame}.Play([]event.Move{mv})
				if fault.At > 0 {
					continue
				}
				v := dragView{Move: Move{x, y, g}}
				if after.Empty() {
					v.Clears, v.Answer = true, Answer{v.Move}
				} else if p.moves > 1 {
					if q, err := readPuzzle(newScanner([]byte(after.String(p.moves - 1)))); err == nil {
						q.skipSame = p.skipSame
						if rest := q.Solve(); rest != nil {
							v.Clears, v.Answer = true, append(Answer{v.Move}, rest...)
						}
					}
				}
				out = append(out, v)
			}
		}
	}
	return out
}

// newGame is a generated input with its operations taken off.
func newGame(o gen.Options) (string, error) {
	o.Poker.Q = 1
	in, err := o.Input()
	if err != nil {
		return "", err
	}
	lines := strings.Split(in, "\n")
	head := strings.Fields(lines[0])
	head[3] = "0"
	lines[0] = strings.Join(head, " ")
	return strings.Join(lines[:len(lines)-2], "\n") + "\n", nil
}
