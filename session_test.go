//go:build !judge

package main

import (
	"reflect"
	"strconv"
	"strings"
	"testing"

	"match3/internal/page"
)

// TestSessionGolden: a game in progress, opened on each golden Lines &
// Poker input, ends on the golden answer (the judges' .out files); played
// one operation at a time, each undone and played again, it ends there
// too, and after undoing every operation its board is the input's.
func TestSessionGolden(t *testing.T) {
	names, inputs, outputs := goldenCases(t, "poker")
	if testing.Short() {
		names = names[:8]
	}
	for _, name := range names {
		input := []byte(inputs[name])
		want, _ := strconv.ParseInt(strings.TrimSpace(outputs[name]), 10, 64)
		s, err := openSession(input)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if got := s.total(); got != want {
			t.Errorf("%s: opened, the total is %d, want %d", name, got, want)
		}
		color0, special0 := []int(nil), []int(nil)
		{
			g, _ := readGame(newScanner(input))
			v := startSession(input, g, nil).view(nil)
			color0, special0 = v.Color, v.Special
		}
		// Undo every operation (past the kept states too), then play them
		// again, each played, undone and played once more.
		ops := append([]Op(nil), s.g.ops...)
		for range ops {
			if err := s.undo(); err != nil {
				t.Fatal(err)
			}
		}
		if v := s.view(nil); !equalInts(v.Color, color0) || !equalInts(v.Special, special0) || s.g.tally != (Tally{}) {
			t.Errorf("%s: every operation undone, the board or the tally is not the input's", name)
		}
		for _, op := range ops {
			first := s.play(op)
			s.undo()
			if again := s.play(op); again != first {
				t.Errorf("%s: an operation undone and played again: %+v, then %+v", name, first, again)
				break
			}
		}
		if got := s.total(); got != want {
			t.Errorf("%s: played again with undos, the total is %d, want %d", name, got, want)
		}
	}
}

// TestSessionPastTheLimit: a game in progress may hold no operation yet,
// or more than the statement's 1000, which the judged reading refuses.
func TestSessionPastTheLimit(t *testing.T) {
	// 1 x 3 board, colors 1 2 1, no special; q = 0: nothing played, and
	// every (none) operation valid: 1000 (docs/rules.md's endgame bonus).
	s, err := openSession([]byte("1 3 2 0\n1 2 1\n0 0 0\n"))
	if err != nil {
		t.Fatal(err)
	}
	if s.total() != allValidBonus {
		t.Errorf("q = 0: total %d, want 1000", s.total())
	}
	if _, err := readGame(newScanner([]byte("1 3 2 0\n1 2 1\n0 0 0\n"))); err == nil {
		t.Error("the judged reading takes q = 0")
	}
	// 1001 swaps of (1,1) with itself: each invalid (same cell), 0 points.
	var in strings.Builder
	in.WriteString("1 3 2 1001\n1 2 1\n0 0 0\n")
	for i := 0; i < 1001; i++ {
		in.WriteString("1 1 1 1\n")
	}
	s, err = openSession([]byte(in.String()))
	if err != nil {
		t.Fatal(err)
	}
	if len(s.outcomes) != 1001 || s.outcomes[1000].Why != "same cell" || s.total() != 0 {
		t.Errorf("q = 1001: %d outcomes, the last %+v, total %d; want 1001, same cell, 0", len(s.outcomes), s.outcomes[len(s.outcomes)-1], s.total())
	}
	if _, err := readGame(newScanner([]byte(in.String()))); err == nil {
		t.Error("the judged reading takes q = 1001")
	}
	// Undone 1001 times, past the 1000 states kept (the last by a
	// replay): nothing played, 1000 again.
	for i := 0; i < 1001; i++ {
		if err := s.undo(); err != nil {
			t.Fatal(err)
		}
	}
	if len(s.g.ops) != 0 || s.total() != allValidBonus {
		t.Errorf("every operation undone: %d left, total %d; want 0, 1000", len(s.g.ops), s.total())
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestSessionSwaps: each swap the page draws scores, played, the points
// drawn (the operation's outcome as the game in progress plays it), on
// the boards of golden games after 0, 5 and 500 operations.
func TestSessionSwaps(t *testing.T) {
	for _, name := range []string{"thupc2022-01", "thupc2022-17"} {
		input, ops := goldenOps(t, name)
		for _, at := range []int{0, 5, 500} {
			if at > len(ops) {
				continue
			}
			g, _ := readGame(newScanner(input))
			s := startSession(input, g, ops[:at])
			swaps := s.swaps(0, 50*50)
			if at == 0 && len(swaps) == 0 {
				t.Errorf("%s: no valid swap at the start", name)
			}
			for _, sw := range swaps {
				op, _ := s.opAt(sw.Op[0], sw.Op[1], sw.Op[2], sw.Op[3])
				out := s.play(op)
				s.undo()
				if out.Why != "" || out.Points != sw.Points || out.Rounds != sw.Rounds || out.Pattern != sw.Pattern {
					t.Errorf("%s after %d: swap %v drawn %+v, played %+v", name, at, sw.Op, sw, out)
				}
			}
		}
	}
}

// TestSessionSwapsInParts: the swaps asked in parts (a cell, seven cells,
// three rows at a time, as the page asks a board of few colors) are the
// whole board's, in its order, and the last swap marked best over the
// parts is the whole board's best.
func TestSessionSwapsInParts(t *testing.T) {
	input, ops := goldenOps(t, "thupc2022-17")
	for _, at := range []int{0, 5, 500} {
		g, _ := readGame(newScanner(input))
		s := startSession(input, g, ops[:at])
		cells := s.g.board.n * s.g.board.m
		whole := s.swaps(0, cells)
		for _, part := range []int{1, 7, 3 * s.g.board.m} {
			var parts []page.Swap
			var best [4]int
			for from := 0; from < cells; from += part {
				for _, sw := range s.swaps(from, from+part) {
					if sw.Best {
						best = sw.Op
					}
					sw.Best = false
					parts = append(parts, sw)
				}
			}
			if len(parts) != len(whole) {
				t.Fatalf("after %d, in parts of %d: %d swaps, the whole board %d", at, part, len(parts), len(whole))
			}
			for i, sw := range whole {
				if sw.Best && sw.Op != best {
					t.Errorf("after %d, in parts of %d: the best %v, the whole board's %v", at, part, best, sw.Op)
				}
				sw.Best = false
				if !reflect.DeepEqual(sw, parts[i]) {
					t.Errorf("after %d, in parts of %d: swap %d is %+v, the whole board's %+v", at, part, i, parts[i], sw)
				}
			}
		}
	}
}

// goldenOps is testdata/poker/NAME.in and its operations.
func goldenOps(t *testing.T, name string) ([]byte, []Op) {
	t.Helper()
	return []byte(golden(t, "poker/"+name+".in")), goldenGame(t, name).ops
}
