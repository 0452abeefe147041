package main

import "math/bits"

// largestGroups returns the largest group of equal colors in the hand h (n1
// pieces of color c1) and the next largest (n2 of c2); count holds the
// hand's color counts. Between groups of one size the larger color wins.
func largestGroups(count *[256]uint8, h *[5]uint8) (n1, c1, n2, c2 int) {
	for _, x := range h {
		n, c := int(count[x]), int(x)
		switch {
		case c == c1:
		case n > n1 || n == n1 && c > c1:
			n1, c1, n2, c2 = n, c, n1, c1
		case n > n2 || n == n2 && c > c2:
			n2, c2 = n, c
		}
	}
	return n1, c1, n2, c2
}

// scoreGroups is the hand table of docs/rules.md.
func scoreGroups(n1, c1, n2, c2 int) (score, rank int) {
	switch {
	case n1 == 5:
		return 1000 + 10*c1, 6
	case n1 == 4:
		return 750 + 5*c1, 5
	case n1 == 3 && n2 == 2:
		return 500 + 3*c1 + c2, 4
	case n1 == 3:
		return 300 + 3*c1, 3
	case n1 == 2 && n2 == 2:
		return 200 + 2*c1 + c2, 2
	case n1 == 2:
		return 100 + 2*c1, 1
	}
	return 50 + c1, 0
}

// bestHand chooses, jointly over five operations, one main color each (an
// operation with one main color has mains[i][1] == 0) so that the hand scores
// most. Operations with two main colors branch, at most 2^5 hands; they are
// visited in Gray-code order, so each differs from the last in one color and
// the counts are updated, not recounted.
//
// An operation whose two colors are among no other operation's colors gives
// the hand a single piece of its color whichever it chooses. A single piece
// counts only in a high card, and there the larger color wins, so such an
// operation takes its larger color and does not branch.
func bestHand(mains [5][2]uint8) (best int, hand [5]uint8, rank int) {
	var two [5]int // the operations that branch
	t := 0
	var h [5]uint8
	var count [256]uint8
	for i, m := range mains {
		h[i] = m[0]
		if m[1] != 0 {
			if shared(mains, i) {
				two[t] = i
				t++
			} else if m[1] > m[0] {
				h[i] = m[1]
			}
		}
		count[h[i]]++
	}
	best = -1
	for step := 1; ; step++ {
		if s, r := scoreGroups(largestGroups(&count, &h)); s > best {
			best, hand, rank = s, h, r
		}
		if step == 1<<t {
			return best, hand, rank
		}
		i := two[bits.TrailingZeros(uint(step))]
		count[h[i]]--
		if h[i] == mains[i][0] {
			h[i] = mains[i][1]
		} else {
			h[i] = mains[i][0]
		}
		count[h[i]]++
	}
}

// shared reports whether a main color of operation i is a main color of
// another operation.
func shared(mains [5][2]uint8, i int) bool {
	for j, m := range mains {
		if j != i {
			for _, c := range mains[i] {
				if c != 0 && (c == m[0] || c == m[1]) {
					return true
				}
			}
		}
	}
	return false
}
