package main

// Hand names, indexed by handRank's result.
var handNames = [...]string{
	"high card", "one pair", "two pairs", "three of a kind",
	"full house", "four of a kind", "five of a kind",
}

// handScore scores five main colors as a poker hand and returns the score
// with the index of the hand's name in handNames.
func handScore(h [5]uint8) (score, rank int) {
	// Group equal colors: counts[i] pieces of color colors[i].
	var colors [5]int
	var counts [5]int
	groups := 0
	for _, c := range h {
		g := 0
		for g < groups && colors[g] != int(c) {
			g++
		}
		if g == groups {
			colors[g] = int(c)
			groups++
		}
		counts[g]++
	}
	// Order groups by count, then by color, both descending, so the first
	// group is the triple or the higher pair.
	for i := 1; i < groups; i++ {
		for j := i; j > 0; j-- {
			a, b := j-1, j
			if counts[a] > counts[b] || counts[a] == counts[b] && colors[a] > colors[b] {
				break
			}
			counts[a], counts[b] = counts[b], counts[a]
			colors[a], colors[b] = colors[b], colors[a]
		}
	}
	switch {
	case counts[0] == 5:
		return 1000 + 10*colors[0], 6
	case counts[0] == 4:
		return 750 + 5*colors[0], 5
	case counts[0] == 3 && counts[1] == 2:
		return 500 + 3*colors[0] + colors[1], 4
	case counts[0] == 3:
		return 300 + 3*colors[0], 3
	case counts[0] == 2 && counts[1] == 2:
		return 200 + 2*colors[0] + colors[1], 2
	case counts[0] == 2:
		return 100 + 2*colors[0], 1
	}
	return 50 + colors[0], 0
}

// bestHand chooses, jointly over five operations, one main color each (an
// operation with one main color has mains[i][1] == 0) so that the hand scores
// most. At most 2^5 hands are tried.
func bestHand(mains [5][2]uint8) (best int, hand [5]uint8, rank int) {
	best = -1
	for mask := 0; mask < 32; mask++ {
		var h [5]uint8
		ok := true
		for i := range mains {
			pick := mask >> i & 1
			if pick == 1 && mains[i][1] == 0 {
				ok = false
				break
			}
			h[i] = mains[i][pick]
		}
		if !ok {
			continue
		}
		if s, r := handScore(h); s > best {
			best, hand, rank = s, h, r
		}
	}
	return best, hand, rank
}
