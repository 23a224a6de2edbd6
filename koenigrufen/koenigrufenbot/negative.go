package koenigrufenbot

import (
	"github.com/tarockfamily/sdk/deck"
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
//     most (see duck).

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

// split divides cards into those that beat the best card of the trick and
// those that do not.
func (t *table) split(cards deck.Set) (winners, losers deck.Set) {
	best, _ := t.trick.Best()
	for c := range cards.All() {
		if t.beats(c, best) {
			winners = winners.With(c)
		} else {
			losers = losers.With(c)
		}
	}
	return winners, losers
}

// declareNegative chooses the declarer's card in a negative contract other
// than Trischaken.
func (t *table) declareNegative(o *koenigrufen.Observation, cards deck.Set) deck.Card {
	need := tricksNeeded(o.Contract) - o.Tricks[o.Seat&3]
	if t.trick.IsEmpty() {
		if need > 0 {
			var sure deck.Set
			for c := range cards.Tarocks().All() {
				if t.sure(c, deck.Tarock) {
					sure = sure.With(c)
				}
			}
			if !sure.IsEmpty() {
				return highestRank(sure)
			}
		}
		return lowestRank(cards)
	}
	winners, losers := t.split(cards)
	switch {
	case need > 0 && !winners.IsEmpty():
		return highestRank(winners)
	case !losers.IsEmpty():
		return highestRank(losers)
	case len(t.after()) > 0:
		return lowestRank(winners)
	}
	return highestRank(winners)
}

// defendNegative chooses a defender's card in a negative contract other
// than Trischaken.
func (t *table) defendNegative(o *koenigrufen.Observation, cards deck.Set) deck.Card {
	d := o.Declarer & 3
	if t.trick.IsEmpty() {
		if t.void[d]&(1<<deck.Tarock) == 0 {
			var force deck.Set
			for _, su := range deck.Suits {
				if t.void[d]&(1<<su) != 0 {
					force |= cards.OfSuit(su)
				}
			}
			if !force.IsEmpty() {
				return lowestRank(force)
			}
		}
		return lowestRank(cards)
	}
	declarerPlayed := false
	for i := range t.trick.Len() {
		if t.trick.SeatOf(i) == o.Declarer {
			declarerPlayed = true
		}
	}
	if !declarerPlayed {
		return lowestRank(cards)
	}
	if t.trick.SeatOf(t.trick.WinningIndex()) == o.Declarer {
		if _, losers := t.split(cards); !losers.IsEmpty() {
			return highestRank(losers)
		}
	}
	return highestRank(cards)
}

// duck chooses a card in Trischaken: lead low, and when following give
// away the most valuable card that does not win the trick, or else win
// with the cheapest card.
func (t *table) duck(cards deck.Set) deck.Card {
	if t.trick.IsEmpty() {
		return lowestRank(cards)
	}
	if _, losers := t.split(cards); !losers.IsEmpty() {
		return dearest(losers)
	}
	return cheapest(cards)
}
