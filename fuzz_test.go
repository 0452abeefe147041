package main

import (
	"fmt"
	"match3/internal/naive"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// seedFromTestdata adds the small golden inputs to a fuzz target's corpus.
// Large ones (full-size games) and the hard Mayan searches would slow every
// mutation, and the fuzzer's minimizing of them, to a crawl.
func seedFromTestdata(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("testdata", "*", "*.in"))
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err == nil && len(data) < 2000 && !strings.HasPrefix(filepath.Base(name), "hard_") {
			f.Add(data)
		}
	}
}

// FuzzInput feeds arbitrary bytes to the whole program. Either an answer on
// stdout and status 0, or one line on stderr and status 1: never both, and
// never a panic.
func FuzzInput(f *testing.F) {
	seedFromTestdata(f)
	f.Add([]byte("2 3 3 1\r\n1 2 1\r\n2 1 2\r\n0 0 0\r\n0 0 0\r\n1 1 1 2"))
	f.Add([]byte("1\n0\n0\n0\n0\n1 2"))
	f.Fuzz(func(t *testing.T, input []byte) {
		out, errOut, status := runProgram(t, string(input))
		switch status {
		case 0:
			if out == "" || errOut != "" {
				t.Fatalf("status 0 with stdout %q, stderr %q", out, errOut)
			}
		case 1:
			if out != "" || !strings.HasSuffix(errOut, "\n") || strings.Count(errOut, "\n") != 1 {
				t.Fatalf("status 1 with stdout %q, stderr %q", out, errOut)
			}
		default:
			t.Fatalf("status %d", status)
		}
	})
}

// byteSource hands out the fuzzer's bytes, then zeros.
type byteSource []byte

func (s *byteSource) next(n int) int {
	if len(*s) == 0 {
		return 0
	}
	v := int((*s)[0]) % n
	*s = (*s)[1:]
	return v
}

// decodeGame turns bytes into a small valid Lines & Poker game: up to 8 x 8,
// 2 to 4 colors, dense specials, up to 12 operations, mostly adjacent.
func decodeGame(data []byte) string {
	src := byteSource(data)
	n, m, k, q := 1+src.next(8), 1+src.next(8), 1+src.next(3), 1+src.next(12)
	return smallGame(src.next, n, m, k, q, func() int { return src.next(7) })
}

// FuzzEngine plays small games through checkGame.
func FuzzEngine(f *testing.F) {
	f.Add([]byte{5, 5, 1, 9, 1, 2, 3, 4, 5, 6, 7, 8})
	f.Add([]byte("dense specials and cascades"))
	f.Fuzz(func(t *testing.T, data []byte) { checkGame(t, decodeGame(data)) })
}

// checkGame plays a game, checking after every operation that the board is
// still, that pieces were only removed and the engine's bookkeeping
// (heights, pieces, specials, counts) matches the board, and at the end
// that the naive engine agrees part by part.
func checkGame(t *testing.T, input string) {
	t.Helper()
	g, err := parseGame([]byte(input))
	if err != nil {
		t.Fatalf("game rejected: %v\n%s", err, input)
	}
	b := g.board
	allValid := true
	for i, op := range g.ops {
		counts := append([]int(nil), b.count...)
		if !g.operate(i+1, op) {
			allValid = false
		}
		if hasRun(b) {
			t.Fatalf("operation %d left a run\n%s", i+1, input)
		}
		pieces, specials := 0, 0
		for c := 0; c < b.m; c++ {
			for h := 0; h < b.n; h++ {
				filled := b.color[c*b.n+h] != 0
				if filled != (h < b.height[c]) {
					t.Fatalf("operation %d: column %d height %d, cell %d filled %v\n%s", i+1, c, b.height[c], h, filled, input)
				}
				if filled {
					pieces++
				}
				if b.special[c*b.n+h] != noSpecial {
					specials++
				}
			}
		}
		if pieces != b.pieces || specials != b.specials {
			t.Fatalf("operation %d: %d pieces, %d specials; bookkeeping says %d, %d\n%s", i+1, pieces, specials, b.pieces, b.specials, input)
		}
		for col, n := range b.count {
			if n > counts[col] || n < 0 {
				t.Fatalf("operation %d: color %d went from %d to %d pieces\n%s", i+1, col, counts[col], n, input)
			}
		}
	}
	g.endgame(allValid)
	ng, err := naive.ParseGame(input)
	if err != nil {
		t.Fatal(err)
	}
	np := ng.Play()
	if want := (Tally{np.Elimination, np.Chain, np.Combination, np.Pattern, np.Endgame}); g.tally != want {
		t.Fatalf("fast %+v, naive %+v\n%s", g.tally, want, input)
	}
}

// decodePuzzle turns bytes into a small valid Mayan puzzle of 1 to 5 moves
// and up to 3 colors.
func decodePuzzle(data []byte) string {
	src := byteSource(data)
	n := 1 + src.next(5)
	colors := 1 + src.next(3)
	var b naive.Grid
	for i := src.next(16); i > 0; i-- {
		if x, v := src.next(5), 1+src.next(colors); b.Fits(x, v) {
			b.Push(x, v)
		}
	}
	return b.String(n)
}

// FuzzMayan solves small puzzles: an answer must replay on the naive board
// to empty at exactly its last move, and the naive search must agree, -1
// included.
func FuzzMayan(f *testing.F) {
	f.Add([]byte{2, 1, 9, 0, 0, 1, 1, 2, 2, 3, 3})
	f.Add([]byte("three colors, five moves"))
	f.Fuzz(func(t *testing.T, data []byte) {
		input := decodePuzzle(data)
		out, errOut, status := runProgram(t, input)
		if status != 0 {
			t.Fatalf("status %d: %s\n%s", status, errOut, input)
		}
		n, b, _ := naive.ParseMayan(input)
		if want := (naive.MayanReading{}).Answer(b, n); out != want {
			t.Fatalf("got %q, naive %q\n%s", out, want, input)
		}
		if out != "-1\n" {
			lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
			if len(lines) != n {
				t.Fatalf("%d moves, want %d\n%s", len(lines), n, input)
			}
			for i, line := range lines {
				var x, y, g int
				fmt.Sscan(line, &x, &y, &g)
				var ok bool
				if b, ok = (naive.MayanReading{}).Move(b, x, y, g); !ok || b.Empty() != (i == n-1) {
					t.Fatalf("move %d %q: a move %v, empty %v\n%s", i+1, line, ok, b.Empty(), input)
				}
			}
		}
	})
}

// TestGameBookkeeping: checkGame on every Lines & Poker game in testdata,
// the judges' included.
func TestGameBookkeeping(t *testing.T) {
	names, inputs, _ := goldenCases(t, "poker")
	for _, name := range names {
		t.Run(name, func(t *testing.T) { checkGame(t, inputs[name]) })
	}
}
