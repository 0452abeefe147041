// Command floor reads the integers of its input and does nothing else. Its
// cost is the floor against which match3 is measured (make perf): what any
// Go program pays to start, read the input and parse it. By default it only
// sums the integers, the least a program can do and still read every one;
// with -store it also keeps them in a slice, as any solution must; with
// -bufio it reads byte by byte through a bufio.Reader and sums, as a
// typical contestant's fast reader does (about 39 instructions a byte).
package main

import (
	"bufio"
	"io"
	"os"
)

func main() {
	mode := ""
	if len(os.Args) > 1 {
		mode = os.Args[1]
	}
	var n int
	if mode == "-bufio" {
		n = sumReader(bufio.NewReader(os.Stdin))
	} else if data, _ := io.ReadAll(os.Stdin); mode == "-store" {
		n = len(store(data))
	} else {
		n = sum(data)
	}
	// Print something of what was read, so no loop can be optimised away.
	os.Stdout.Write([]byte{byte('0' + n%10), '\n'})
}

func sum(data []byte) int {
	sum, v := 0, 0
	for _, c := range data {
		if c >= '0' && c <= '9' {
			v = v*10 + int(c-'0')
		} else {
			sum += v
			v = 0
		}
	}
	return sum + v
}

func store(data []byte) []int32 {
	vals := make([]int32, 0, len(data)/2+1)
	v, in := 0, false
	for _, c := range data {
		if c >= '0' && c <= '9' {
			v = v*10 + int(c-'0')
			in = true
		} else if in {
			vals = append(vals, int32(v))
			v, in = 0, false
		}
	}
	if in {
		vals = append(vals, int32(v))
	}
	return vals
}

// sumReader sums the integers read a byte at a time.
func sumReader(r *bufio.Reader) int {
	sum, v := 0, 0
	for {
		c, err := r.ReadByte()
		if err != nil {
			return sum + v
		}
		if c >= '0' && c <= '9' {
			v = v*10 + int(c-'0')
		} else {
			sum += v
			v = 0
		}
	}
}
