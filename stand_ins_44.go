//go:build !judge

package main

import (
	"strings"

	"match3/internal/gen"
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

func (p *Puzzle) dragViews() []dragView { return nil }

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
