package main

import (
	"strconv"

	"match3/internal/mistake"
)

func answerOfMayan(in string) string { a, _ := mistake.MayanAnswer(in); return a }
func answerOfPoker(in string) string {
	t, _ := mistake.PokerTotal(in)
	return strconv.FormatInt(t, 10) + "\n"
}
