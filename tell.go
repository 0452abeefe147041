//go:build !judge

package main

// How the engine tells its observers what happened, beyond the nil-checked
// calls in its loops: a round's report and a Mayan answer's replay. Only
// people watch, so the judge's build (judge.go) has stand-ins.

// report tells the observer of a round, with the points of every block and
// the specials that fire.
func (g *Game) report(round int, colorSum, elimination, combination int64) {
	b := g.board
	g.points = g.points[:0]
	for _, x := range g.sizes {
		g.points = append(g.points, comboPoints(x))
	}
	g.fired = g.fired[:0]
	for k, e := range b.elim {
		if s := b.special[e]; s != noSpecial {
			r, c := b.rowCol(int(e))
			g.fired = append(g.fired, firedSpecial{r, c, s, k >= len(b.matched)}) // E lists M first
		}
	}
	g.obs.round(&roundReport{round, b, b.matched, b.elim, g.fired, colorSum, elimination, b.runs, g.sizes, g.points, combination})
}

// replay tells the observer of the start, of each move of the answer as it
// is made again, round by round, and of the search's work. The board is
// left as it was.
func (p *Puzzle) replay(ans Answer) {
	var start snapshot
	p.save(&start)
	p.obs.start(p.board, p.moves)
	p.watch = p.obs
	for n, mv := range ans {
		p.obs.move(n+1, mv)
		p.makeMove(mv)
		p.obs.settled(p.board)
	}
	p.watch = nil
	p.restore(&start)
	p.obs.searched(ans, searchStats{p.nodes, p.failed.hits, p.failed.used})
}

// choiceMatters reports whether the main colors' choice changes the hand:
// some choice of the two-color operations' colors scores otherwise than
// another. (bestHand does not branch where it knows the choice is moot;
// this asks every choice, for people only.)
func choiceMatters(mains [handSize][2]uint8) bool {
	low, high := -1, -1
	for choice := 0; choice < 1<<handSize; choice++ {
		var h [handSize]uint8
		var count [256]uint8
		moot := false
		for i, m := range mains {
			h[i] = m[0]
			if choice>>i&1 == 1 {
				h[i] = m[1]
				moot = moot || m[1] == 0 // a one-color operation has no second choice
			}
			count[h[i]]++
		}
		if moot {
			continue
		}
		s, _ := scoreGroups(largestGroups(&count, &h))
		if low < 0 || s < low {
			low = s
		}
		if s > high {
			high = s
		}
	}
	return low != high
}
