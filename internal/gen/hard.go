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
		if _, b, _ := naive.ParseMayan(in); !b.Hopeless() {
			out = append(out, in)
		}
	}
	return out
}
