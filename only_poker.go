//go:build onlypoker

package main

import "errors"

// playGame plays a Lines & Poker game: this build, a judge bundle of that
// problem, leaves the Mayan puzzle out.
func playGame(game gameKind, o *options, s *scanner, obs observer) (*played, error) {
	if game == mayanGame {
		return &played{}, errors.New("this build answers Integration of Lines and Poker only; the input is a Mayan puzzle")
	}
	return scoreGame(s, obs)
}
