package gen

import (
	"math/rand"

	"match3/internal/naive"
)

// HardPuzzles are count five-move puzzles worth searching: 25 to 35 blocks
// of 3 to 5 colors, every color with 3 blocks or more (a color of 1 or 2
// ends the search at once), most with no answer. They are the same on
// every call: match3's BenchmarkHardPuzzles searches them and
// tools/perf/mayan.sh counts its instructions on them (tools/perf/hard
// writes them).
func HardPuzzles(count int) []string {
	var out []string
	for seed := int64(1); len(out) < count; seed++ {
		rng := rand.New(rand.NewSource(seed))
		in := Mayan{Moves: 5, Blocks: 25 + rng.Intn(11), Colors: 3 + rng.Intn(3)}.Puzzle(rng)
		_, b, _ := naive.ParseMayan(in)
		counts := map[int]int{}
		for _, col := range b {
			for _, c := range col {
				counts[c]++
			}
		}
		worth := true
		for _, n := range counts {
			worth = worth && n >= 3
		}
		if worth {
			out = append(out, in)
		}
	}
	return out
}
