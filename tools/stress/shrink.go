package main

import (
	"fmt"
	"time"

	"match3/internal/gen"
	"match3/internal/naive"
)

// shrink makes a failing input smaller while it fails in the same way
// (kind: a timeout stays a timeout, a wrong answer the same verdict), for
// at most cfg.shrinkTime, and returns the smallest failing input found.
func (cfg config) shrink(input, kind string) string {
	return cfg.shrinkWhile(input, cfg.shrinkTime, func(s string) bool {
		v, _ := cfg.judge(s)
		return v.differ && v.kind == kind
	})
}

// shrinkWhile makes an input smaller while keep holds, for at most
// budget, and returns the smallest input found.
func (cfg config) shrinkWhile(input string, budget time.Duration, keep func(string) bool) string {
	deadline := time.Now().Add(budget)
	tries, kept, smallest := 0, 0, len(input)
	fails := func(s string) bool {
		if time.Now().After(deadline) {
			return false
		}
		tries++
		if cfg.progress != nil && (cfg.terminal || tries%20 == 0) {
			fmt.Fprintf(cfg.progress, "%sshrinking: try %d, %d kept, the smallest failing input %d bytes%s", cr(cfg.terminal), tries, kept, smallest, nl(cfg.terminal))
		}
		if keep(s) {
			kept, smallest = kept+1, len(s)
			return true
		}
		return false
	}
	var small string
	if cfg.game == "mayan" {
		small = shrinkMayan(input, fails)
	} else {
		small = shrinkPoker(input, fails)
	}
	if kept == 0 {
		small = input // as it was, not as the shrinker writes it out again
	}
	if cfg.progress != nil {
		stop := "done"
		if time.Now().After(deadline) {
			stop = fmt.Sprintf("stopped at the budget of %v", budget)
		}
		fmt.Fprintf(cfg.progress, "%sshrinking: %d tries, %d kept, the smallest failing input %d bytes, %s\n", cr(cfg.terminal), tries, kept, len(small), stop)
	}
	return small
}

func cr(terminal bool) string {
	if terminal {
		return "\r\033[K"
	}
	return ""
}

func nl(terminal bool) string {
	if terminal {
		return ""
	}
	return "\n"
}

// shrinkPoker drops operations (halves, quarters, ... single ones), then
// rows and columns, then specials, as long as the input still
// fails; the reference rejects any input that broke a promise (a run on the
// board), so such steps are never kept.
func shrinkPoker(input string, fails func(string) bool) string {
	g, err := naive.ParseGame(input)
	if err != nil {
		return input
	}
	try := func(h *naive.Game) bool {
		if len(h.Ops) == 0 || !fails(h.Input()) {
			return false
		}
		g = h
		return true
	}
	for chunk := len(g.Ops) / 2; chunk >= 1; chunk /= 2 {
		for at := 0; at+chunk <= len(g.Ops); {
			h := *g
			h.Ops = append(append([][4]int(nil), g.Ops[:at]...), g.Ops[at+chunk:]...)
			if !try(&h) {
				at += chunk
			}
		}
	}
	for progress := true; progress; {
		progress = false
		for r := 0; r < g.N; r++ {
			if h := dropRow(g, r); h != nil && try(h) {
				progress = true
			}
		}
		for c := 0; c < g.M; c++ {
			if h := dropColumn(g, c); h != nil && try(h) {
				progress = true
			}
		}
	}
	for r := range g.Special {
		for c := range g.Special[r] {
			if g.Special[r][c] != 0 {
				h := clone(g)
				h.Special[r][c] = 0
				try(h)
			}
		}
	}
	return g.Input()
}

func clone(g *naive.Game) *naive.Game {
	h := *g
	h.Color, h.Special = nil, nil
	for r := range g.Color {
		h.Color = append(h.Color, append([]int(nil), g.Color[r]...))
		h.Special = append(h.Special, append([]int(nil), g.Special[r]...))
	}
	h.Ops = append([][4]int(nil), g.Ops...)
	return &h
}

// dropRow removes row r (0-based) and the operations that touch it; the
// operations below it move up.
func dropRow(g *naive.Game, r int) *naive.Game {
	if !gen.LegalSize(g.N-1, g.M) {
		return nil
	}
	h := clone(g)
	h.N--
	h.Color = append(h.Color[:r], h.Color[r+1:]...)
	h.Special = append(h.Special[:r], h.Special[r+1:]...)
	h.Ops = dropLine(g.Ops, 0, r+1)
	return h
}

// dropColumn removes column c (0-based) and the operations that touch it.
func dropColumn(g *naive.Game, c int) *naive.Game {
	if !gen.LegalSize(g.N, g.M-1) {
		return nil
	}
	h := clone(g)
	h.M--
	for r := range h.Color {
		h.Color[r] = append(h.Color[r][:c], h.Color[r][c+1:]...)
		h.Special[r] = append(h.Special[r][:c], h.Special[r][c+1:]...)
	}
	h.Ops = dropLine(g.Ops, 1, c+1)
	return h
}

// dropLine returns the operations that do not touch line (1-based) of the
// coordinates at index at and at+2 of each (0: rows, 1: columns), the
// lines beyond it numbered one less.
func dropLine(ops [][4]int, at, line int) [][4]int {
	var kept [][4]int
	for _, op := range ops {
		if op[at] == line || op[at+2] == line {
			continue
		}
		for _, i := range [2]int{at, at + 2} {
			if op[i] > line {
				op[i]--
			}
		}
		kept = append(kept, op)
	}
	return kept
}

// shrinkMayan drops blocks one at a time, then moves, while it still fails.
func shrinkMayan(input string, fails func(string) bool) string {
	n, b, err := naive.ParseMayan(input)
	if err != nil {
		return input
	}
	for progress := true; progress; {
		progress = false
		for x := range b {
			for y := b.Height(x) - 1; y >= 0; y-- {
				c := b
				c[x][y] = 0
				c.Fall()
				if !c.HasRun() && fails(c.String(n)) {
					b, progress = c, true
					break
				}
			}
		}
		if n > 1 && fails(b.String(n-1)) {
			n, progress = n-1, true
		}
	}
	return b.String(n)
}
