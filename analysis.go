//go:build !judge

package main

// The page's "best swap": every valid swap of a Lines & Poker board as it
// stands, with the points playing it next would score. Each swap is
// played by the game's own operate, on the game itself, and the board is
// put back from one copy taken first: only the columns a swap's cascade
// emptied (the ones whose height fell: pieces are never made) and the
// two swapped cells differ from it.

// swapView is what one swap would do if it were played now.
type swapView struct {
	Op                              Op
	Rounds                          int
	Elimination, Combination, Chain int64
	Mains                           [2]uint8 // the main colors it adds to the hand (second 0 if one)
	Pattern                         int64    // the hand's points when this swap is the fifth valid operation of the hand, else 0
	Points                          int64    // Elimination + Combination + Chain + Pattern
}

// swapViews appends to dst every valid swap of the game's board as it
// stands (each pair of adjacent cells once: a cell with its right and its
// lower neighbour, row-major from the top left), scored as playing it
// next would score; the game is left exactly as it was.
func (g *Game) swapViews(dst []swapView) []swapView {
	return g.swapViewsCells(dst, 0, g.board.n*g.board.m)
}

// swapViewsCells is swapViews for the swaps whose first cell (the left or
// the upper) is one of the cells from up to to, to excluded, numbered
// row-major from the top left (r*m + c). A board of few colors takes
// longer than a frame (its cascades are long: a row of a 50 x 50 board of
// two colors up to 80 ms in wasm), so a caller may spread its cells over
// frames.
func (g *Game) swapViewsCells(dst []swapView, from, to int) []swapView {
	b := g.board
	if from < 0 {
		from = 0
	}
	if to > b.n*b.m {
		to = b.n * b.m
	}
	if from >= to {
		return dst
	}
	obs, tally, valid, mains := g.obs, g.tally, g.valid, g.mains
	g.obs = nil // the swaps tried are no moments of the game
	start := keepPosition(b)
	for cell := from; cell < to; cell++ {
		r, c := cell/b.m, cell%b.m
		for _, op := range [2]Op{{r, c, r, c + 1}, {r, c, r + 1, c}} {
			if op.r2 == b.n || op.c2 == b.m || !g.operate(valid+1, op) {
				continue // an invalid swap changes nothing
			}
			v := swapView{
				Op:          op,
				Elimination: g.tally.Elimination - tally.Elimination,
				Combination: g.tally.Combination - tally.Combination,
				Chain:       g.tally.Chain - tally.Chain,
				Pattern:     g.tally.Pattern - tally.Pattern,
				Mains:       g.mains[valid%handSize],
			}
			v.Points = v.Elimination + v.Combination + v.Chain + v.Pattern
			v.Rounds = 1 // a valid swap plays a round at least; chainPoints grows with rounds
			for chainPoints(v.Rounds) < v.Chain {
				v.Rounds++
			}
			dst = append(dst, v)
			start.restore(b, b.at(op.r1, op.c1), b.at(op.r2, op.c2))
			g.tally, g.valid, g.mains = tally, valid, mains
		}
	}
	g.obs = obs
	return dst
}

// bestSwap is the index in views of the swap that scores the most points,
// the first of equals in the list's order, or -1 when there is none.
func bestSwap(views []swapView) int {
	best := -1
	for i, v := range views {
		if best < 0 || v.Points > views[best].Points {
			best = i
		}
	}
	return best
}

// keptPosition is a board's position as it was, for putting back.
type keptPosition struct {
	color, special []uint8
	height, count  []int
	pieces         int
	specials       int
}

func keepPosition(b *Board) keptPosition {
	return keptPosition{
		color:    append([]uint8(nil), b.color...),
		special:  append([]uint8(nil), b.special...),
		height:   append([]int(nil), b.height...),
		count:    append([]int(nil), b.count...),
		pieces:   b.pieces,
		specials: b.specials,
	}
}

// restoreAll puts back the board as k holds it, whatever happened since.
func (k *keptPosition) restoreAll(b *Board) {
	copy(b.color, k.color)
	copy(b.special, k.special)
	copy(b.height, k.height)
	copy(b.count, k.count)
	b.pieces, b.specials = k.pieces, k.specials
}

// restore puts back the board as k holds it, after a swap of the cells i
// and j and its cascade: the cells i and j and the columns that lost
// pieces are all that can differ.
func (k *keptPosition) restore(b *Board, i, j int) {
	for _, x := range [2]int{i, j} {
		b.color[x], b.special[x] = k.color[x], k.special[x]
	}
	if b.pieces == k.pieces {
		return
	}
	n := b.n
	for c, h := range k.height {
		if b.height[c] != h {
			copy(b.color[c*n:c*n+h], k.color[c*n:c*n+h])
			copy(b.special[c*n:c*n+h], k.special[c*n:c*n+h])
			b.height[c] = h
		}
	}
	copy(b.count, k.count)
	b.pieces, b.specials = k.pieces, k.specials
}
