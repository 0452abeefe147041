//go:build !judge

package main

import "match3/internal/counts"

// The names the story, the replay page and the counts give (one home,
// internal/counts, which tools/strength reads too): a hand's, by the rank
// scoreGroups returns, and an invalid operation's reason. Only people read
// them, so the judge's build leaves them out.
var handNames = counts.HandNames

func (r invalidReason) String() string { return counts.InvalidReasons[r] }
