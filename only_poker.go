//go:build onlypoker

package main

import "errors"

// playGame plays a Lines & Poker game: this build, a judge bundle of that
// problem, leaves the Mayan puzzle out.
func playGame(game string, o *options, s *scanner, obs observer) (*played, error) {
	if game == "mayan" {
		return &played{}, errors.New("this build answers Integration of Lines and Poker only; the input is a Mayan puzzle")
	}
	return scoreGame(s, obs)
}
