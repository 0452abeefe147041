// Package words holds the little English the tools' messages share, so
// that each is written once: a leaf that imports nothing of match3's.
package words

import "strconv"

// Plural writes a count with its unit: "1 line", "0 lines", "2 answers".
// Every unit the tools count takes an s.
func Plural(n int, unit string) string {
	if n == 1 {
		return "1 " + unit
	}
	return strconv.Itoa(n) + " " + unit + "s"
}
