// Command floor reads the integers of its input and does nothing else. Its
// cost is the floor against which match3 is measured (make perf): what any
// Go program pays to start, read the input and parse it.
package main

import (
	"io"
	"os"
)

func main() {
	data, _ := io.ReadAll(os.Stdin)
	sum, v := 0, 0
	for _, c := range data {
		if c >= '0' && c <= '9' {
			v = v*10 + int(c-'0')
		} else {
			sum += v
			v = 0
		}
	}
	// Print the sum so the loop cannot be optimised away.
	os.Stdout.Write([]byte{byte('0' + (sum+v)%10), '\n'})
}
