package koenigrufen

import (
	"github.com/tarockfamily/sdk/scoring"
	"github.com/tarockfamily/sdk/tarock"
)

// What each contract must achieve (doc/koenigrufen.md §4.2), judged on a
// finished, played deal. The settlement reads it through contractMade.

// contractMade reports whether the declarer achieved the aim of his
// contract (doc/koenigrufen.md §4.2, §4.4): in a positive contract his
// party's card points reach Rules.Threshold (doc/koenigrufen.md §10); in a
// Bettel he took no trick, in a Piccolo exactly one, in a Zwiccolo exactly
// two (open forms alike); in Trischaken the declarer, forehand, is not
// among the players with the most card points, a tie included
// (doc/koenigrufen.md §11.8).
func (s *State) contractMade() bool {
	d := s.declarer & 3
	switch s.contract {
	case Bettel, BettelOuvert:
		return s.tricks[d] == 0
	case Piccolo, PiccoloOuvert:
		return s.tricks[d] == 1
	case Zwiccolo, ZwiccoloOuvert:
		return s.tricks[d] == 2
	case Trischaken:
		mine := scoring.Count(s.won[d])
		for p := range tarock.Seat(numSeats) {
			if p != d && scoring.Count(s.won[p]) > mine {
				return true
			}
		}
		return false
	}
	return scoring.Count(s.DeclarerParty()) >= s.rules.Threshold
}
