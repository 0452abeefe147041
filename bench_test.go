package main

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"sort"
	"testing"
	"time"

	"match3/internal/gen"
)

// benchInputs reads testdata inputs matching a pattern.
func benchInputs(b *testing.B, pattern string) map[string][]byte {
	files, _ := filepath.Glob(filepath.Join("testdata", pattern))
	if len(files) == 0 {
		b.Fatalf("no inputs match %s", pattern)
	}
	inputs := map[string][]byte{}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		inputs[filepath.Base(f)] = data
	}
	return inputs
}

// BenchmarkSolve runs whole Lines & Poker games, parsing included, on the
// full-size judge cases and random games. Compare with -trace in
// BenchmarkSolveTraced: the trace costs nothing when it is off.
func BenchmarkSolve(b *testing.B) {
	for name, data := range benchInputs(b, "poker/*-max-*.in") {
		benchGame(b, name, data)
	}
	for _, c := range []string{"11", "13", "17", "19", "23", "26", "28"} {
		name := "thupc2022-" + c + ".in"
		benchGame(b, name, benchInputs(b, "poker/"+name)[name])
	}
}

func benchGame(b *testing.B, name string, data []byte) {
	b.Run(name, func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			g, err := parseGame(data)
			if err != nil {
				b.Fatal(err)
			}
			g.playOperations()
		}
	})
}

// BenchmarkSolveTraced is BenchmarkSolve's heaviest case with -trace on,
// writing to io.Discard.
func BenchmarkSolveTraced(b *testing.B) {
	data := benchInputs(b, "poker/thupc2022-17.in")["thupc2022-17.in"]
	for _, trace := range []bool{false, true} {
		name := "off"
		if trace {
			name = "on"
		}
		b.Run(name, func(b *testing.B) {
			args := []string{}
			if trace {
				args = []string{"-trace"}
			}
			for i := 0; i < b.N; i++ {
				run(args, bytesReader(data), io.Discard, io.Discard)
			}
		})
	}
}

// BenchmarkMayan solves the hard Mayan cases: no solution, so the whole
// tree is searched. It reports the nodes each search visits.
func BenchmarkMayan(b *testing.B) {
	for name, data := range benchInputs(b, "mayan/hard_*.in") {
		b.Run(name, func(b *testing.B) {
			nodes := 0
			for i := 0; i < b.N; i++ {
				p, err := parsePuzzle([]byte(data))
				if err != nil {
					b.Fatal(err)
				}
				p.Solve()
				nodes = p.nodes
			}
			b.ReportMetric(float64(nodes), "nodes")
		})
	}
}

func bytesReader(data []byte) io.Reader { return bytes.NewReader(data) }

// BenchmarkHardPuzzles searches 200 generated hard puzzles and reports the
// distribution of the nodes visited (median, p90, max) and of the time per
// search. tools/perf/mayan.sh reports instructions for the same puzzles.
func BenchmarkHardPuzzles(b *testing.B) {
	puzzles := gen.HardPuzzles(200)
	var nodes []int
	var times []time.Duration
	for i := 0; i < b.N; i++ {
		nodes, times = nodes[:0], times[:0]
		for _, data := range puzzles {
			p, err := parsePuzzle([]byte(data))
			if err != nil {
				b.Fatal(err)
			}
			start := time.Now()
			p.Solve()
			times = append(times, time.Since(start))
			nodes = append(nodes, p.nodes)
		}
	}
	sort.Ints(nodes)
	sort.Slice(times, func(i, j int) bool { return times[i] < times[j] })
	q := func(f float64) int { return int(f * float64(len(nodes)-1)) }
	b.ReportMetric(float64(nodes[q(0.5)]), "nodes-median")
	b.ReportMetric(float64(nodes[q(0.9)]), "nodes-p90")
	b.ReportMetric(float64(nodes[len(nodes)-1]), "nodes-max")
	b.ReportMetric(float64(times[q(0.5)].Microseconds()), "µs-median")
	b.ReportMetric(float64(times[q(0.9)].Microseconds()), "µs-p90")
	b.ReportMetric(float64(times[len(times)-1].Microseconds()), "µs-max")
}
