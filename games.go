//go:build !onlypoker && !onlymayan

package main

// playGame plays the game named: match3 answers both. (A judge bundle of
// one problem, tools/bundle -game, is built with onlypoker or onlymayan.)
func playGame(game gameKind, o *options, s *scanner, obs observer) (*played, error) {
	if game == mayanGame {
		return solvePuzzle(o, s)
	}
	return scoreGame(s, obs)
}
