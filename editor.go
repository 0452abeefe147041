//go:build !judge

package main

import (
	"match3/internal/view"
)

// The page's board editor draws the board of whatever is in its input
// box, and asks the engine to read it: the format is read by match3's
// reader (its scanner, its first line and layout, its operations, a
// Mayan puzzle's columns, and their words for what is wrong). What a
// person paints on the way is drawn too, though no judge's input: a
// starting run, a Lines & Poker cell left empty (0); a game in progress
// holds 0 to maxSessionOps operations (session.go). Legality is
// -validate's, asked apart.

// readBoardView reads an input's board for the editor: the game game
// names ("" for the game the input tells), its size, its pieces row-major
// from the top, its operations or its moves.
func readBoardView(input []byte, game string) (*view.Board, error) {
	s := newScanner(input)
	kind, err := gameOf(&options{game: game}, s)
	if err != nil {
		return nil, err
	}
	if kind == mayanGame {
		p, err := readPuzzleLayout(s)
		if err != nil {
			return nil, err
		}
		v := &view.Board{Game: string(mayanGame), Moves: p.moves, Ops: [][4]int{}}
		v.Rows, v.Cols, v.K, v.Color, v.Special = gridOf(p.board)
		return v, nil
	}
	n, m, k, q, err := readGameHead(s, 0, maxSessionOps)
	if err != nil {
		return nil, err
	}
	v := &view.Board{Game: string(pokerGame), Rows: n, Cols: m, K: k}
	// The rows as the input lists them are the grid's, top first; a
	// cell painted empty is 0.
	colors, specials, err := readGrids(s, n, m, 0, k)
	if err != nil {
		return nil, err
	}
	v.Color, v.Special = make([]int, n*m), make([]int, n*m)
	for i := range v.Color {
		v.Color[i], v.Special[i] = int(colors[i]), int(specials[i])
	}
	ops, err := readOps(s, n, m, q)
	if err != nil {
		return nil, err
	}
	if err := s.end("operation %d, the last", q); err != nil {
		return nil, err
	}
	v.Ops = make([][4]int, len(ops))
	for i, op := range ops {
		v.Ops[i] = [4]int{op.r1 + 1, op.c1 + 1, op.r2 + 1, op.c2 + 1}
	}
	return v, nil
}

// gridOf is a board as the page draws it: its rows, columns and colors,
// and its pieces row-major from the top (a Mayan row 0 is y = 6).
func gridOf(b *Board) (rows, cols, k int, color, special []int) {
	color, special = make([]int, b.n*b.m), make([]int, b.n*b.m)
	for r := 0; r < b.n; r++ {
		for c := 0; c < b.m; c++ {
			i := b.at(r, c)
			color[r*b.m+c], special[r*b.m+c] = int(b.color[i]), int(b.special[i])
		}
	}
	return b.n, b.m, len(b.count) - 1, color, special
}
