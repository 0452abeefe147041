//go:build onlymayan

package main

import "errors"

// playGame solves a Mayan puzzle: this build, a judge bundle of that
// problem, leaves Lines & Poker out.
func playGame(game gameKind, o *options, s *scanner, obs observer) (*played, error) {
	if game != mayanGame {
		return &played{}, errors.New("this build answers the Mayan puzzle only; the input is a Lines & Poker game")
	}
	return solvePuzzle(o, s)
}
