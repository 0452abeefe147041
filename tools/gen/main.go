// Command gen prints one valid random input for match3, for checking a
// solution against match3 on many inputs:
//
//	go run ./tools/gen -game poker -seed 7 -n 8 -m 8 -k 4 -q 50 -special 0.3 -valid 0.8
//	go run ./tools/gen -game mayan -seed 7 -moves 3 -blocks 12 -colors 3 -solvable
//
// The same flags and seed always print the same input.
package main

import (
	"flag"
	"fmt"
	"math/rand"
	"os"

	"match3/internal/gen"
)

func main() {
	game := flag.String("game", "poker", "poker or mayan")
	seed := flag.Int64("seed", 1, "random seed")
	var p gen.Poker
	flag.IntVar(&p.N, "n", 8, "poker: rows, 1..50")
	flag.IntVar(&p.M, "m", 8, "poker: columns, 1..50")
	flag.IntVar(&p.K, "k", 4, "poker: colors, 2..100")
	flag.IntVar(&p.Q, "q", 30, "poker: operations, 1..1000")
	flag.Float64Var(&p.Special, "special", 0.2, "poker: share of pieces with a special, 0..1")
	flag.Float64Var(&p.Valid, "valid", 0.7, "poker: share of operations that are valid swaps, 0..1")
	var m gen.Mayan
	flag.IntVar(&m.Moves, "moves", 3, "mayan: moves, 1..5")
	flag.IntVar(&m.Blocks, "blocks", 12, "mayan: blocks, 0..35 (a target when -solvable)")
	flag.IntVar(&m.Colors, "colors", 3, "mayan: colors, 1..10")
	flag.BoolVar(&m.Solvable, "solvable", false, "mayan: build the puzzle backwards so that it has an answer")
	flag.Parse()

	rng := rand.New(rand.NewSource(*seed))
	switch {
	case *game == "poker" && inRange(p.N, 1, 50) && inRange(p.M, 1, 50) && inRange(p.K, 2, 100) && inRange(p.Q, 1, 1000):
		fmt.Print(p.Game(rng))
	case *game == "mayan" && inRange(m.Moves, 1, 5) && inRange(m.Blocks, 0, 35) && inRange(m.Colors, 1, 10):
		fmt.Print(m.Puzzle(rng))
	default:
		fmt.Fprintln(os.Stderr, "gen: -game poker or mayan, with every option in its range (see -h)")
		os.Exit(2)
	}
}

func inRange(v, lo, hi int) bool { return v >= lo && v <= hi }
