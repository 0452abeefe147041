// Command gen prints one valid random input for match3, for checking a
// solution against match3 on many inputs:
//
//	go run ./tools/gen -game poker -seed 7 -n 8 -m 8 -k 4 -q 50 -special 0.3 -valid 0.8
//	go run ./tools/gen -game mayan -seed 7 -moves 3 -blocks 12 -colors 3 -solvable
//
// The same flags and seed always print the same input; the browser page
// (make web) reads the same options from its address.
package main

import (
	"flag"
	"fmt"
	"os"

	"match3/internal/gen"
)

func main() {
	flags := flag.NewFlagSet("gen", flag.ExitOnError)
	flags.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: gen [-game poker|mayan] [-seed S] [options]\n\nPrints one valid random input for match3; the same options print the same input.\n\nflags:")
		flags.PrintDefaults()
	}
	var o gen.Options
	o.Register(flags)
	flags.Parse(os.Args[1:])
	input, err := o.Input()
	if err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(2)
	}
	fmt.Print(input)
}
