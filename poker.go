package main

// Hand names, indexed by handRank's result.
var handNames = [...]string{
	"high card", "one pair", "two pairs", "three of a kind",
	"full house", "four of a kind", "five of a kind",
}

// handScore scores five main colors as a poker hand and returns the score
// with the index of the hand's name in handNames.
func handScore(h [5]uint8) (score, rank int) {
	// Sort descending, so equal colors are neighbours and larger first.
	for i := 1; i < 5; i++ {
		for j := i; j > 0 && h[j] > h[j-1]; j-- {
			h[j], h[j-1] = h[j-1], h[j]
		}
	}
	// The largest group (n1 pieces of color c1) and the next (n2 of c2);
	// between groups of one size the larger color comes first.
	n1, c1, n2, c2 := 0, 0, 0, 0
	for i := 0; i < 5; {
		j := i + 1
		for j < 5 && h[j] == h[i] {
			j++
		}
		if n := j - i; n > n1 {
			n1, c1, n2, c2 = n, int(h[i]), n1, c1
		} else if n > n2 {
			n2, c2 = n, int(h[i])
		}
		i = j
	}
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
// most. Only operations with two main colors branch: at most 2^5 hands.
func bestHand(mains [5][2]uint8) (best int, hand [5]uint8, rank int) {
	var two [5]int // the operations with two main colors
	t := 0
	for i := range mains {
		if mains[i][1] != 0 {
			two[t] = i
			t++
		}
	}
	best = -1
	for mask := 0; mask < 1<<t; mask++ {
		var h [5]uint8
		for i := range mains {
			h[i] = mains[i][0]
		}
		for j := 0; j < t; j++ {
			h[two[j]] = mains[two[j]][mask>>j&1]
		}
		if s, r := handScore(h); s > best {
			best, hand, rank = s, h, r
		}
	}
	return best, hand, rank
}
