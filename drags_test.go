//go:build !judge

package main

import (
	"fmt"
	"math/rand"
	"reflect"
	"strings"
	"testing"

	"match3/internal/gen"
	"match3/internal/naive"
)

// TestDragViews: on the golden puzzles and generated ones, under both
// readings of a same-color drag, the drags listed are the plain engine's
// moves in its order, each clears exactly when the plain engine's search
// clears the board it leaves in the moves after it, with its answer; the
// first that clears has the golden answer; and the puzzle is left as it
// was. (The hard cases' drags are searched by the plain engine once, in
// the long run and under the rules' reading: it takes seconds. Where it is
// not, or gives up after plainLimit nodes, a drag is held to the golden
// answer alone.)
func TestDragViews(t *testing.T) {
	type puzzle struct{ name, input, want, wantSkip string }
	var puzzles []puzzle
	names, inputs, outputs := goldenCases(t, "mayan")
	for _, name := range names {
		puzzles = append(puzzles, puzzle{name, inputs[name], outputs[name], skipAnswer(t, name, outputs[name])})
	}
	generated := 300
	if testing.Short() {
		generated = 60
	}
	for seed := 0; seed < generated; seed++ {
		rng := rand.New(rand.NewSource(int64(seed)))
		m := gen.Mayan{Moves: 1 + rng.Intn(4), Blocks: 6 + rng.Intn(16), Colors: 1 + rng.Intn(4), Solvable: seed%2 == 0}
		puzzles = append(puzzles, puzzle{name: fmt.Sprintf("generated %d", seed), input: m.Puzzle(rng)})
	}
	drags, clear, unknown := 0, 0, 0
	for _, pz := range puzzles {
		for _, skipSame := range []bool{false, true} {
			p, err := parsePuzzle([]byte(pz.input))
			if err != nil {
				t.Fatalf("%s: %v", pz.name, err)
			}
			p.skipSame = skipSame
			name := fmt.Sprintf("%s (skipSame %v)", pz.name, skipSame)
			var seen roundCounter // a watcher of the puzzle sees nothing of the drags tried
			p.watch = &seen
			before := puzzleState(p)
			views := p.dragViews()
			if after := puzzleState(p); !reflect.DeepEqual(after, before) || seen != 0 {
				t.Fatalf("%s: dragViews changed the puzzle, or its watcher saw %d rounds", name, seen)
			}
			n, b, _ := naive.ParseMayan(pz.input)
			// The plain search takes seconds on a hard case: those once.
			search := !strings.HasPrefix(pz.name, "hard_") || !testing.Short() && !skipSame
			want, known := plainDrags(naive.MayanReading{SkipSame: skipSame}, b, n, search)
			if len(views) != len(want) {
				t.Fatalf("%s: %d drags listed, the plain engine makes %d", name, len(views), len(want))
			}
			first := "-1\n" // the golden answer is the first clearing drag's
			for i, v := range views {
				if !known[i] {
					unknown++
					want[i].Clears, want[i].Answer = v.Clears, v.Answer
				}
				if !reflect.DeepEqual(v, want[i]) {
					t.Fatalf("%s: drag %d listed as %+v, the plain engine's %+v", name, i+1, v, want[i])
				}
				if v.Clears {
					clear++
					if first == "-1\n" {
						first = string(v.Answer.AppendText(nil))
					}
				}
			}
			drags += len(views)
			if golden := pz.want; golden != "" {
				if skipSame {
					golden = pz.wantSkip
				}
				if first != golden {
					t.Fatalf("%s: the first drag that clears answers %q, the golden answer is %q", name, first, golden)
				}
			}
		}
	}
	t.Logf("%d puzzles, both readings: %d drags, %d of them clear, %d held to the golden answer alone", len(puzzles), drags, clear, unknown)
}

// plainLimit is the most nodes the plain search spends on a board a drag
// leaves.
const plainLimit = 300000

// plainDrags is what dragViews should list, by the plain engine: its
// moves from b in answer order, each with the plain search's answer from
// the board it leaves (known false where that search gave up, or was not
// asked for).
func plainDrags(r naive.MayanReading, b naive.Grid, n int, search bool) (views []dragView, known []bool) {
	for x := 0; x < 5; x++ {
		for y := 0; y < 7 && b[x][y] != 0; y++ {
			for _, g := range []int{1, -1} {
				after, ok := r.Move(b, x, y, g)
				if !ok {
					continue
				}
				v, done := dragView{Move: Move{x, y, g}}, search
				switch {
				case !search:
				case n == 1:
					v.Clears = after.Empty()
				default:
					var rest [][3]int
					rest, done = r.Solve(after, n-1, plainLimit)
					v.Clears = rest != nil
					for _, mv := range rest {
						v.Answer = append(v.Answer, Move{mv[0], mv[1], mv[2]})
					}
				}
				if v.Clears {
					v.Answer = append(Answer{v.Move}, v.Answer...)
				}
				views, known = append(views, v), append(known, done)
			}
		}
	}
	return views, known
}

// puzzleDrags is all of a puzzle a drag or a search could change, copied.
type puzzleDrags struct {
	board               snapshot
	special             []uint8
	moves, nodes        int
	skipSame, searching bool
	watch               observer
}

func puzzleState(p *Puzzle) puzzleDrags {
	s := puzzleDrags{special: append([]uint8(nil), p.board.special...), moves: p.moves, nodes: p.nodes,
		skipSame: p.skipSame, searching: p.searching, watch: p.watch}
	p.save(&s.board)
	return s
}

// BenchmarkDragViews lists the drags of the hard golden puzzles, each
// from a fresh puzzle (whose failed-board table is empty), under the
// rules' reading.
func BenchmarkDragViews(b *testing.B) {
	for _, name := range []string{"hard_01", "hard_02", "hard_03", "hard_04", "hard_05"} {
		in := []byte(golden(b, "mayan/"+name+".in"))
		b.Run(name, func(b *testing.B) {
			var views []dragView
			for i := 0; i < b.N; i++ {
				p, err := parsePuzzle(in)
				if err != nil {
					b.Fatal(err)
				}
				views = p.dragViews()
			}
			b.ReportMetric(float64(len(views)), "drags")
		})
	}
}
