// Command match3 judges match-3 cascade games exactly. By default it reads
// an "Integration of Lines and Poker" game and prints its total score; given
// a Mayan puzzle (NOIP 2011) it prints the smallest sequence of moves that
// clears the board, or -1. The game is told apart by the input's structure.
package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
)

func main() { os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)) }

const usage = `usage: match3 [-game poker|mayan] [-trace] [-boards] < input

match3 judges two match-3 games exactly and prints only the answer.

Lines & Poker (the default): "n m k q", then n rows of m colors (1..k, row 1
at the top), n rows of m specials (0..6), and q operations "x1 y1 x2 y2"
(1-based row, column); prints the total score. Mayan puzzle: "n" (moves,
1..5), then 5 columns x = 0..4, each its colors (1..10) from the bottom up
ended by 0; prints n moves "x y g", one per line, or -1. Tokens may be laid
out in any whitespace; the game is told by the input's structure: 4 + 2nm +
4q integers is Lines & Poker, n and five columns ended by 0 a Mayan puzzle.
Integers are read as scanf reads them (a sign, leading zeros).

Bad input: one line on stderr naming what and where, exit status 1.

flags:
`

// run is the whole program: the arguments, standard input and output, and
// the exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	flags := flag.NewFlagSet("match3", flag.ContinueOnError)
	flags.SetOutput(stderr)
	game := flags.String("game", "", "force the game: poker or mayan (default: tell from the input's structure)")
	trace := flags.Bool("trace", false, "write what happens, operation by operation, to stderr")
	boards := flags.Bool("boards", false, "with -trace, also draw the board before each operation and each round")
	flags.Usage = func() {
		fmt.Fprint(stderr, usage)
		flags.PrintDefaults()
	}
	if err := flags.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if flags.NArg() > 0 {
		fmt.Fprintf(stderr, "match3: unexpected argument %q; the input comes on stdin\n", flags.Arg(0))
		return 2
	}

	data, err := readAll(stdin)
	if err != nil {
		fmt.Fprintf(stderr, "match3: reading input: %v\n", err)
		return 1
	}
	s := newScanner(data)
	switch *game {
	case "":
		if *game, err = detectGame(s); err != nil {
			fmt.Fprintf(stderr, "match3: %v\n", err)
			return 1
		}
	case "poker", "mayan":
	default:
		fmt.Fprintf(stderr, "match3: -game %q: want poker or mayan\n", *game)
		return 2
	}

	var tr *tracer
	if *trace || *boards {
		tr = newTracer(stderr, *boards)
	}
	var answer []byte
	if *game == "mayan" {
		p, err := readPuzzle(s)
		if err != nil {
			fmt.Fprintf(stderr, "match3: %v\n", err)
			return 1
		}
		p.trace = tr
		answer = p.Solve().AppendText(nil)
	} else {
		g, err := readGame(s)
		if err != nil {
			fmt.Fprintf(stderr, "match3: %v\n", err)
			return 1
		}
		g.trace = tr
		answer = append(strconv.AppendInt(nil, g.Play().Total(), 10), '\n')
	}
	if tr != nil {
		tr.flush()
	}
	if _, err := stdout.Write(answer); err != nil {
		fmt.Fprintf(stderr, "match3: writing answer: %v\n", err)
		return 1
	}
	return 0
}

// readAll reads the whole input. A judge's input is a file: its size is
// known, so the buffer is made once instead of grown.
func readAll(r io.Reader) ([]byte, error) {
	var buf bytes.Buffer
	if f, ok := r.(*os.File); ok {
		if info, err := f.Stat(); err == nil && info.Mode().IsRegular() {
			buf.Grow(int(info.Size()) + bytes.MinRead)
		}
	}
	_, err := buf.ReadFrom(r)
	return buf.Bytes(), err
}
