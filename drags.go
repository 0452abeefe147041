//go:build !judge

package main

// The page's view of a Mayan puzzle's next drag: for each, whether the
// board can still be cleared in the moves left after it. Each drag is made
// by the search's own makeMove and the rest solved by Solve, on the puzzle
// itself, which is put back after each.

// dragView is one possible next drag of a Mayan puzzle as it stands.
type dragView struct {
	Move   Move
	Clears bool   // the puzzle can still be cleared in the moves left after this one
	Answer Answer // when Clears: the smallest answer from here, this move first
}

// dragViews lists every legal next drag (in the answer's order: x, then y,
// then g = 1 before -1), each with whether the board can be cleared in the
// moves left; the puzzle is left as it was. The puzzle's moves are the
// moves left, this one included: none, and there is no next drag. Under
// skipSame a drag onto a block of its own color is no move, and is not
// listed.
//
// The searches share the puzzle's failed-board table: a board that cannot
// be cleared in some moves cannot be however it is reached, so what one
// search learns spares the next (and is kept for later ones, as Solve
// keeps it).
func (p *Puzzle) dragViews() []dragView {
	b := p.board
	if p.moves < 1 {
		return nil
	}
	var start snapshot
	p.save(&start)
	watch, moves, nodes := p.watch, p.moves, p.nodes
	p.watch = nil // the drags tried are no moments of the puzzle
	var views []dragView
	for x := 0; x < mayanCols; x++ {
		for y := 0; y < start.height[x]; y++ {
			for _, g := range [2]int{1, -1} {
				mv := Move{x, y, g}
				if x+g < 0 || x+g >= mayanCols || !p.makeMove(mv) {
					continue
				}
				v := dragView{Move: mv}
				if moves == 1 {
					v.Clears = b.pieces == 0
				} else {
					p.moves = moves - 1
					if rest := p.Solve(); rest != nil { // nil on an empty board: a move is left to make
						v.Clears = true
						v.Answer = append(Answer{mv}, rest...)
					}
					p.moves = moves
				}
				if v.Clears && v.Answer == nil {
					v.Answer = Answer{mv}
				}
				views = append(views, v)
				p.restore(&start)
			}
		}
	}
	p.watch, p.nodes = watch, nodes
	return views
}
