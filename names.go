//go:build !judge

package main

// The names the story and the replay page give: a hand's, by the rank
// scoreGroups returns, and an invalid operation's reason. (Only people read
// them, so the judge's build leaves them out.)
var handNames = [...]string{
	"high card", "one pair", "two pairs", "three of a kind",
	"full house", "four of a kind", "five of a kind",
}

func (r invalidReason) String() string {
	return [...]string{"valid", "not adjacent", "same cell", "empty cell", "no run"}[r]
}
