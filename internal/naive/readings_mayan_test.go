package naive

import (
	"math/rand"
	"testing"
)

// TestPlainNodes: the count kept for boards met again is the count of a
// plain search that plays them again, on small random boards searched
// both ways.
func TestPlainNodes(t *testing.T) {
	found := 0
	for seed := int64(1); seed <= 300; seed++ {
		rng := rand.New(rand.NewSource(seed))
		var b Grid
		for k := 4 + rng.Intn(8); k > 0; k-- {
			x := rng.Intn(5)
			for y := 0; y < 7; y++ {
				if b[x][y] == 0 {
					b[x][y] = int8(1 + rng.Intn(3))
					break
				}
			}
		}
		n := 1 + rng.Intn(3)
		want, ok := (&plainCount{}).count(b, n) // every board played again
		if ok {
			found++
		}
		if got := PlainNodes(b, n); got != want {
			t.Fatalf("seed %d: %d nodes counted, %d played\n%v", seed, got, want, b)
		}
	}
	if found == 0 {
		t.Fatal("no board had an answer: the test says nothing of a search that stops")
	}
}
