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
	for _, e := range b.elim {
		if s := b.special[e]; s != noSpecial {
			r, c := b.rowCol(int(e))
			g.fired = append(g.fired, firedSpecial{r, c, s})
		}
	}
	g.obs.round(&roundReport{round, b, b.matched, b.elim, g.fired, colorSum, elimination, g.sizes, g.points, combination})
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
		p.play(mv)
		p.obs.settled(p.board)
	}
	p.watch = nil
	p.restore(&start)
	p.obs.searched(ans, searchStats{p.nodes, p.failed.hits, p.failed.used})
}
