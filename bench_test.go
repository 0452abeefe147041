package main

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"testing"
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
			g.Play()
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
				p, err := parsePuzzle(data)
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
