//go:build !judge

package main

// usage is -h's text. (The judge's build, judge.go, has a short one.)
const usage = `usage: match3 [-game poker|mayan] [-trace] [-boards] [-ops A-B] [-skip-same-color] [-check ANSWER] < input

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

-check ANSWER judges a contestant's answer file as a judge's checker does:
one verdict line on stdout, and testlib's exit status: 0 accepted, 1 wrong
answer, 2 the answer cannot be read, 3 the input is bad.

flags:
`

// The two readings of a Mayan drag onto a block of the same color
// (RULES.md, Board and moves). (The judge's build says it shorter.)
const (
	skipSameHelp = "Mayan: a drag onto a block of the same color is no move, as in the NOIP 2011\nreference solution (and data made with it); by default it is a move that\nchanges nothing, as Luogu P1312 and AcWing 185 require"
	swapSameHelp = "Mayan: a drag onto a block of the same color is a move that changes nothing\n(the default; -swap-same-color=false is -skip-same-color)"
)

// The help of the flags that only people use (the judge's build has none).
const (
	traceHelp  = "write what happens, operation by operation (Mayan: move by move), to stderr"
	boardsHelp = "draw the board before each operation and each round (implies -trace)"
	opsHelp    = "tell -trace and -boards only of operation `N`, or of operations A-B (running sums stay whole)"
	checkHelp  = "judge the contestant's answer in `FILE` instead of printing the answer"
	htmlHelp   = "also write a replay page of the game to `FILE`: one self-contained HTML file"
	eventsHelp = "also write to `FILE`, as one JSON object, how much of each rule the input exercises (valid and invalid operations, rounds, hands, specials fired, large blocks; a puzzle's size and search), for tools/strength"
)
