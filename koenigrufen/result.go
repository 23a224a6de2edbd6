package koenigrufen

import (
	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/scoring"
	"github.com/tarockfamily/sdk/tarock"
)

// What a finished deal comes to. Only the card points of the two parties
// (doc/koenigrufen.md §7.4, §10) and the concession of
// doc/koenigrufen.md §6.3 are implemented so far; the settlement of a
// played deal (doc/koenigrufen.md §11) is not: its game points are zero.

// DeclarerParty returns the cards that count for the declarer's party of a
// positive contract (doc/koenigrufen.md §7.4): the tricks of the declarer
// and his partner, the discards, and in a Solorufer whose called king lies
// in the talon the king's half (the whole talon under
// SoloruferWholeTalon). The cards not in it count for the defenders.
func (s State) DeclarerParty() deck.Set {
	if s.rules == nil || s.declarer == tarock.NoSeat {
		return 0
	}
	pile := s.won[s.declarer] | s.disc
	if s.partner != tarock.NoSeat {
		pile |= s.won[s.partner]
	}
	if s.contract == Solorufer && s.kingInTalon() {
		if s.rules.SoloruferKingInTalon == SoloruferWholeTalon {
			pile |= s.talonSet()
		} else {
			pile |= s.talonHalf(s.kingHalf())
		}
	}
	return pile
}

// Outcome returns the game-independent summary of a finished deal; its
// zero value before Done. A played deal has two parties (0 the
// declarer's, 1 the defenders') with their card points, and DeclarerWon
// says whether the declarer's party reached Rules.Threshold
// (doc/koenigrufen.md §4.2, §10); its Deltas are zero, since the
// settlement (doc/koenigrufen.md §11) is not implemented yet. A conceded
// Rufer (doc/koenigrufen.md §6.3) is not played: the declarer pays the
// game value to each of the three others.
func (s State) Outcome() tarock.Outcome {
	if !s.Done() || s.rules == nil {
		return tarock.Outcome{}
	}
	o := tarock.Outcome{Contract: s.contract.String(), Declarer: s.declarer}
	switch s.end {
	case endConceded:
		v := s.rules.entry(s.contract).Lost
		for p := range tarock.Seat(numSeats) {
			o.Deltas[p] = v
		}
		o.Deltas[s.declarer] = -3 * v
	case endPlayed:
		pile := s.DeclarerParty()
		o.Played = true
		o.Tricks = s.TricksPlayed()
		o.Parties = 2
		o.Thirds[0] = scoring.Count(pile).Thirds()
		o.Thirds[1] = scoring.Count(deck.FullPack &^ pile).Thirds()
		o.DeclarerWon = s.contractMade()
	}
	return o
}
