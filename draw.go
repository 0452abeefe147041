//go:build !judge

package main

import (
	"bytes"
	"strconv"
)

// Tags that follow a piece's color in a picture, by special effect.
const specialTags = " -|+oO*"

// String draws the board as -boards does: columns numbered on top, then
// one numbered row per line, top first, each cell its color right-aligned
// (. empty) and its special's tag. Tests print it when they fail.
func (b *Board) String() string { return string(b.appendPicture(nil, nil)) }

// appendPicture appends the board's picture to dst. Where tags is not nil,
// a cell whose tag is not 0 shows it instead of its special's. A 50 x 50
// board with colors below 10 takes 104 columns.
func (b *Board) appendPicture(dst []byte, tags []byte) []byte {
	width := len(strconv.Itoa(len(b.count) - 1))
	dst = appendColumnNumbers(dst, b.m, width)
	for r := 0; r < b.n; r++ {
		dst = append(dst, "   "[:3-len(strconv.Itoa(r+1))]...)
		dst = strconv.AppendInt(dst, int64(r+1), 10)
		dst = append(dst, ' ')
		for c := 0; c < b.m; c++ {
			i := b.at(r, c)
			text := "."
			if b.color[i] != 0 {
				text = strconv.Itoa(int(b.color[i]))
			}
			for p := len(text); p < width; p++ {
				dst = append(dst, ' ')
			}
			dst = append(dst, text...)
			tag := specialTags[b.special[i]]
			if tags != nil && tags[i] != 0 {
				tag = tags[i]
			}
			dst = append(dst, tag)
		}
		dst = append(dst, '\n')
	}
	return dst
}

// appendColumnNumbers numbers the m columns of a picture whose cells are
// width characters and a tag: one line when the numbers fit the cells,
// else two, tens above units.
func appendColumnNumbers(dst []byte, m, width int) []byte {
	lines := 1
	if digits := len(strconv.Itoa(m)); digits > width {
		width, lines = 1, digits
	}
	for l := lines - 1; l >= 0; l-- {
		start := len(dst)
		dst = append(dst, "    "...)
		for c := 1; c <= m; c++ {
			text := strconv.Itoa(c)
			if lines > 1 { // one digit of c on this line, blank where c has none
				d := len(text) - 1 - l
				text = " "
				if d >= 0 {
					text = strconv.Itoa(c)[d : d+1]
				}
			}
			for p := len(text); p < width; p++ {
				dst = append(dst, ' ')
			}
			dst = append(append(dst, text...), ' ')
		}
		dst = append(dst[:start+len(bytes.TrimRight(dst[start:], " "))], '\n')
	}
	return dst
}
