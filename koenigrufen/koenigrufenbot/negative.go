package koenigrufenbot

import (
	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/internal/thumb"
	"github.com/tarockfamily/sdk/koenigrufen"
)

// The card play of the heuristic player in the negative contracts
// (doc/koenigrufen.md §4.2, §9.4), where everyone must beat the trick when
// he can:
//
//   - The declarer of a Piccolo or Zwiccolo who still needs a trick takes
//     one with his highest card when he can (leading a tarock no one can
//     beat, or beating the trick with his highest card); otherwise he
//     ducks: he
//     leads his lowest card, and following plays his highest card that
//     does not beat the trick, or when every card beats it, his lowest
//     while someone after him may still overtake, else his highest.
//   - A defender leads a suit in which the declarer has shown void while he
//     may still hold a tarock, so that he must trump, otherwise his lowest
//     card; before the declarer he plays his lowest card, so that the
//     declarer must beat it, and once the declarer is beaten, or when he
//     cannot avoid beating him, his highest card, keeping the low ones to
//     lead.
//   - In Trischaken, where card points lose, it ducks with the card worth
//     most (see thumb.Table.Duck).

// tricksNeeded is the number of tricks the declarer of negative contract
// c must take (doc/koenigrufen.md §4.2, §4.4).
func tricksNeeded(c koenigrufen.Contract) int {
	switch c {
	case koenigrufen.Piccolo, koenigrufen.PiccoloOuvert:
		return 1
	case koenigrufen.Zwiccolo, koenigrufen.ZwiccoloOuvert:
		return 2
	}
	return 0
}

// declareNegative chooses the declarer's card in a negative contract other
// than Trischaken.
func (t *table) declareNegative(o *koenigrufen.Observation, cards deck.Set) deck.Card {
	need := tricksNeeded(o.Contract) - o.Tricks[o.Seat&3]
	if t.Trick.IsEmpty() {
		if need > 0 {
			var sure deck.Set
			for c := range cards.Tarocks().All() {
				if t.Sure(c, deck.Tarock) {
					sure = sure.With(c)
				}
			}
			if !sure.IsEmpty() {
				return thumb.HighestRank(sure)
			}
		}
		return thumb.LowestRank(cards)
	}
	winners, losers := t.Split(cards)
	switch {
	case need > 0 && !winners.IsEmpty():
		return thumb.HighestRank(winners)
	case !losers.IsEmpty():
		return thumb.HighestRank(losers)
	case t.Trick.Len()+1 < t.Trick.Players():
		return thumb.LowestRank(winners)
	}
	return thumb.HighestRank(winners)
}

// defendNegative chooses a defender's card in a negative contract other
// than Trischaken.
func (t *table) defendNegative(o *koenigrufen.Observation, cards deck.Set) deck.Card {
	d := o.Declarer & 3
	if t.Trick.IsEmpty() {
		if force := t.Force(cards, d); !force.IsEmpty() {
			return thumb.LowestRank(force)
		}
		return thumb.LowestRank(cards)
	}
	declarerPlayed := false
	for i := range t.Trick.Len() {
		if t.Trick.SeatOf(i) == o.Declarer {
			declarerPlayed = true
		}
	}
	if !declarerPlayed {
		return thumb.LowestRank(cards)
	}
	if t.Trick.SeatOf(t.Trick.WinningIndex()) == o.Declarer {
		if _, losers := t.Split(cards); !losers.IsEmpty() {
			return thumb.HighestRank(losers)
		}
	}
	return thumb.HighestRank(cards)
}
