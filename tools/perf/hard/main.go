// Command hard writes the 200 generated hard Mayan puzzles that match3's
// BenchmarkHardPuzzles searches (internal/gen.HardPuzzles) to a folder,
// as hard-001.in to hard-200.in, for tools/perf/mayan.sh:
//
//	go run ./tools/perf/hard DIR
package main

import (
	"fmt"
	"os"
	"path/filepath"

	"match3/internal/gen"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: hard DIR")
		os.Exit(2)
	}
	for i, in := range gen.HardPuzzles(200) {
		if err := os.WriteFile(filepath.Join(os.Args[1], fmt.Sprintf("hard-%03d.in", i+1)), []byte(in), 0o644); err != nil {
			fmt.Fprintln(os.Stderr, "hard:", err)
			os.Exit(1)
		}
	}
}
