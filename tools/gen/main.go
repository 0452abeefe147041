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
	flags := flag.NewFlagSet("gen", flag.ExitOnError)
	flags.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: gen [-game poker|mayan] [-seed S] [options]\n\nPrints one valid random input for match3; the same options print the same input.\n\nflags:")
		flags.PrintDefaults()
	}
	game := flags.String("game", "poker", "poker or mayan")
	shape := flags.String("shape", "", "poker: a built full-size game instead: cascade (800 rounds, 50 colorBombs), blast (one block of ~1,600), pairs (300 two-color swaps)")
	seed := flags.Int64("seed", 1, "random seed")
	var p gen.Poker
	flags.IntVar(&p.N, "n", 8, "poker: rows, 1..50")
	flags.IntVar(&p.M, "m", 8, "poker: columns, 1..50")
	flags.IntVar(&p.K, "k", 4, "poker: colors, 2..100")
	flags.IntVar(&p.Q, "q", 30, "poker: operations, 1..1000")
	flags.Float64Var(&p.Special, "special", 0.2, "poker: share of pieces with a special, 0..1")
	flags.Float64Var(&p.Valid, "valid", 0.7, "poker: share of operations that are valid swaps, 0..1")
	var m gen.Mayan
	flags.IntVar(&m.Moves, "moves", 3, "mayan: moves, 1..5")
	flags.IntVar(&m.Blocks, "blocks", 12, "mayan: blocks, 0..35 (a target when -solvable)")
	flags.IntVar(&m.Colors, "colors", 3, "mayan: colors, 1..10")
	flags.BoolVar(&m.Solvable, "solvable", false, "mayan: build the puzzle backwards so that it has an answer")
	flags.Parse(os.Args[1:])

	ranges := map[string][]struct {
		name      string
		v, lo, hi float64
	}{
		"poker": {{"n", float64(p.N), 1, 50}, {"m", float64(p.M), 1, 50}, {"k", float64(p.K), 2, 100}, {"q", float64(p.Q), 1, 1000},
			{"special", p.Special, 0, 1}, {"valid", p.Valid, 0, 1}},
		"mayan": {{"moves", float64(m.Moves), 1, 5}, {"blocks", float64(m.Blocks), 0, 35}, {"colors", float64(m.Colors), 1, 10}},
	}
	options, ok := ranges[*game]
	if !ok {
		fmt.Fprintf(os.Stderr, "gen: -game %q: want poker or mayan\n", *game)
		os.Exit(2)
	}
	for _, o := range options {
		if o.v < o.lo || o.v > o.hi {
			fmt.Fprintf(os.Stderr, "gen: -%s %v: want %v..%v\n", o.name, o.v, o.lo, o.hi)
			os.Exit(2)
		}
	}
	rng := rand.New(rand.NewSource(*seed))
	if *shape != "" {
		build, ok := gen.Shapes[*shape]
		if !ok || *game != "poker" {
			fmt.Fprintf(os.Stderr, "gen: -shape %q: want cascade, blast or pairs, with -game poker\n", *shape)
			os.Exit(2)
		}
		fmt.Print(build(rng))
		return
	}
	if *game == "mayan" {
		fmt.Print(m.Puzzle(rng))
	} else {
		fmt.Print(p.Game(rng))
	}
}
