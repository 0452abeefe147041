package main

import (
	"match3/internal/naive"
	"math/rand"
	"testing"
)

// handScore scores five main colors as a poker hand and returns the score
// with the index of the hand's name in handNames: the table of docs/rules.md
// applied to one hand, where the program only ever scores bestHand's
// choices.
func handScore(h [5]uint8) (score, rank int) {
	var count [256]uint8
	for _, c := range h {
		count[c]++
	}
	return scoreGroups(largestGroups(&count, &h))
}

// TestHandScore checks each row of the hand table in docs/rules.md.
func TestHandScore(t *testing.T) {
	cases := []struct {
		hand  [5]uint8
		score int // by the table's formula
		rank  int // the table's row, high card (0) to five of a kind (6)
	}{
		{[5]uint8{1, 2, 3, 4, 9}, 50 + 9, 0},                  // high card
		{[5]uint8{7, 2, 7, 4, 9}, 100 + 2*7, 1},               // one pair
		{[5]uint8{2, 5, 2, 5, 9}, 200 + 2*5 + 2, 2},           // two pairs
		{[5]uint8{3, 1, 3, 9, 3}, 300 + 3*3, 3},               // three of a kind
		{[5]uint8{2, 8, 2, 8, 2}, 500 + 3*2 + 8, 4},           // full house
		{[5]uint8{6, 6, 1, 6, 6}, 750 + 5*6, 5},               // four of a kind
		{[5]uint8{100, 100, 100, 100, 100}, 1000 + 10*100, 6}, // five of a kind
	}
	for _, c := range cases {
		score, rank := handScore(c.hand)
		if score != c.score || rank != c.rank {
			t.Errorf("%v: %d, rank %d, want %d, rank %d", c.hand, score, rank, c.score, c.rank)
		}
	}
	// Jointly: {2,5} {3,5} {2} {3} {4} is best as 2 3 2 3 4, two pairs
	// 200 + 2*3 + 2 = 208, not 5 5 2 3 4 (pair of 5s, 110).
	best, _, _ := bestHand([5][2]uint8{{2, 5}, {3, 5}, {2, 0}, {3, 0}, {4, 0}})
	if best != 208 {
		t.Errorf("joint choice: %d, want 208", best)
	}
}

// TestBestHandAgainstNaive compares the Gray-code hand search with the
// naive recursive one on random main colors, few colors so every hand
// shape occurs.
func TestBestHandAgainstNaive(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	for i := 0; i < 20000; i++ {
		var mains [5][2]uint8
		var choices [][]int
		colors := 1 + rng.Intn(6)
		for j := range mains {
			a := 1 + rng.Intn(colors)
			mains[j][0] = uint8(a)
			choices = append(choices, []int{a})
			if b := 1 + rng.Intn(colors); b != a && rng.Intn(2) == 0 {
				mains[j][1] = uint8(b)
				choices[j] = append(choices[j], b)
			}
		}
		got, hand, rank := bestHand(mains)
		if want := naive.BestHand(choices, nil); got != want {
			t.Fatalf("%v: %d, want %d", mains, got, want)
		}
		if s, r := handScore(hand); s != got || r != rank {
			t.Fatalf("%v: chosen hand %v scores %d (rank %d), reported %d (rank %d)", mains, hand, s, r, got, rank)
		}
	}
}

// TestBestHandTie: when two hands score the same, the hand shown is the
// first best met in the search's order. Main colors {1,3} {4,5} {2} {1,4}
// {1,4}: all but {2} share a color, so four operations branch, starting
// from 1 4 2 1 1 and flipping, in Gray-code order, operations 0 1 0 3 0 1
// 0 4: 3 4 2 1 1 (102), 3 5 2 1 1 (102), 1 5 2 1 1 (three 1s, 303),
// 1 5 2 4 1 (102), 3 5 2 4 1 (55), 3 4 2 4 1 (108), 1 4 2 4 1 (two pairs,
// 209), 1 4 2 4 4: three 4s, 300 + 3*4 = 312, the best. 3 4 2 4 4, met
// next, ties at 312 and is not shown.
func TestBestHandTie(t *testing.T) {
	best, hand, rank := bestHand([5][2]uint8{{1, 3}, {4, 5}, {2, 0}, {1, 4}, {1, 4}})
	if best != 312 || hand != [5]uint8{1, 4, 2, 4, 4} || rank != 3 { // three of a kind
		t.Errorf("%d %v rank %d; want 312 [1 4 2 4 4] rank 3", best, hand, rank)
	}
}

// TestBestHandUnshared: an operation whose two colors no other operation
// has takes the larger (bestHand's rule: a single piece counts only in a
// high card, where the larger can only help). {1,2} beside 5 6 7 9 makes a
// high card, 50 + 9 = 59, with either color; the hand shows 2.
func TestBestHandUnshared(t *testing.T) {
	best, hand, _ := bestHand([5][2]uint8{{1, 2}, {5, 0}, {6, 0}, {7, 0}, {9, 0}})
	if best != 59 || hand != [5]uint8{2, 5, 6, 7, 9} {
		t.Errorf("%d %v; want 59 [2 5 6 7 9]", best, hand)
	}
	// {3,4} shares 4 with the fourth operation: both are tried, and the
	// pair of 4s, 100 + 2*4 = 108, wins.
	best, hand, _ = bestHand([5][2]uint8{{3, 4}, {5, 0}, {6, 0}, {4, 0}, {9, 0}})
	if best != 108 || hand != [5]uint8{4, 5, 6, 4, 9} {
		t.Errorf("%d %v; want 108 [4 5 6 4 9]", best, hand)
	}
}
