package koenigrufenbot

import (
	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/internal/thumb"
	"github.com/tarockfamily/sdk/koenigrufen"
)

// How the heuristic player judges a hand: one score per kind of contract
// (doc/koenigrufen.md §4.1–§4.3) and the least score from which it plays
// each contract.

// The strengths (see strength) from which the heuristic player plays each
// positive tarock contract. A hand of 12 cards scores 8.5 in the median
// deal, 12.5 or more in one of ten.
const (
	strengthSolorufer = 13.0
	strengthBesser    = 12.0
	strengthDreier    = 14.0
	strengthSechser   = 13.0
	strengthSolo      = 16.5
	// soloTarocks, dreierTarocks and besserTarocks are the least numbers
	// of tarocks for a Solodreier, a Dreier or Sechserdreier and a
	// Besserrufer, besides the strength.
	soloTarocks   = 9
	dreierTarocks = 7
	besserTarocks = 6
	// concedeBelow is the strength of the hand with the talon half below
	// which the declarer of a Rufer concedes when the called king lies in
	// the talon (doc/koenigrufen.md §6.3).
	concedeBelow = 11.0
)

// The greatest dangers (see danger) with which the heuristic player plays
// a negative contract: a Bettel, or the rest of the hand beside the one or
// two sure winners of a Piccolo or Zwiccolo (see sureWinners); and the
// least colour scores (see colour) and greatest numbers of tarocks with
// which it plays a colour contract.
const (
	dangerClosed = 2.0
	dangerOuvert = 1.4
	// dangerTrischaken and weakTrischaken: after "vorhand" and three
	// passes forehand chooses Trischaken rather than the Rufer with a hand
	// of at most this danger and less than this strength.
	dangerTrischaken = 5.0
	weakTrischaken   = 9.0

	colourDreier        = 9.0
	colourSolo          = 11.0
	colourDreierTarocks = 2
	colourSoloTarocks   = 1
)

// weights scores a hand for a positive tarock contract: one per tarock,
// 2.5 more for the Sküs, 2 for the Mond, 0.5 for each of XVII–XX; 1.5 per
// king and 0.5 per queen beside its king; 1 per void suit and 0.5 per
// singleton other than a king.
var weights = thumb.Strength{Skus: 2.5, Mond: 2, High: 0.5, King: 1.5, Queen: 0.5, Void: 1, Singleton: 0.5}

// strength scores a hand for a positive tarock contract (see weights).
func strength(hand deck.Set) float64 { return weights.Score(hand) }

// danger estimates how many tricks a hand is forced to take in a negative
// contract (doc/koenigrufen.md §9.4, where everyone must beat the trick if
// he can): a tarock from XV up counts 1, from X 0.6, from VI 0.3, a lower
// one 0.15; a king 1, a queen 0.8, a cavall 0.6, a jack 0.4; every
// card beyond the fourth of a suit 0.3 (once the others are void in it,
// each one wins); and for each void suit 0.8 per tarock up to three, for
// each singleton 0.3 per tarock up to two (a lead of the suit forces a
// tarock on the trick).
func danger(hand deck.Set) float64 {
	t := hand.Tarocks()
	d := 0.0
	for c := range t.All() {
		switch n := c.TarockNumber(); {
		case n >= 15:
			d++
		case n >= 10:
			d += 0.6
		case n >= 6:
			d += 0.3
		default:
			d += 0.15
		}
	}
	for _, su := range deck.Suits {
		cards := hand.OfSuit(su)
		switch cards.Len() {
		case 0:
			d += 0.8 * float64(min(t.Len(), 3))
			continue
		case 1:
			d += 0.3 * float64(min(t.Len(), 2))
		}
		for c := range cards.All() {
			switch c.Rank() {
			case deck.RankKing:
				d++
			case deck.RankQueen:
				d += 0.8
			case deck.RankCavall:
				d += 0.6
			case deck.RankJack:
				d += 0.4
			}
		}
		if n := cards.Len(); n > 4 {
			d += 0.3 * float64(n-4)
		}
	}
	return d
}

// colour scores a hand for a colour contract (doc/koenigrufen.md §4.3,
// §9.5), in which a tarock never takes a suit lead: 2 per king, 1 per
// queen, 0.5 per cavall, 1 for every card beyond the third of a suit, less
// 1 per tarock.
func colour(hand deck.Set) float64 {
	s := -float64(hand.Tarocks().Len())
	for _, su := range deck.Suits {
		cards := hand.OfSuit(su)
		for c := range cards.All() {
			switch c.Rank() {
			case deck.RankKing:
				s += 2
			case deck.RankQueen:
				s++
			case deck.RankCavall:
				s += 0.5
			}
		}
		if n := cards.Len(); n > 3 {
			s += float64(n - 3)
		}
	}
	return s
}

// handScore is the score of hand for contract c that the talon choice
// maximizes: colour for a colour contract, strength otherwise.
func handScore(c koenigrufen.Contract, hand deck.Set) float64 {
	if c.IsColour() {
		return colour(hand)
	}
	return strength(hand)
}

// birdOf is the bird a bird caller's bid names (doc/koenigrufen.md §4.4).
var birdOf = map[koenigrufen.Contract]deck.Set{
	koenigrufen.Pagatrufer:      deck.SetOf(deck.Pagat),
	koenigrufen.Uhurufer:        deck.SetOf(deck.Uhu),
	koenigrufen.Kakadurufer:     deck.SetOf(deck.Kakadu),
	koenigrufen.Quapilrufer:     deck.SetOf(deck.Quapil),
	koenigrufen.Besserrufer:     deck.SetOf(deck.Pagat, deck.Uhu, deck.Kakadu, deck.Quapil),
	koenigrufen.BesserruferLow:  deck.SetOf(deck.Pagat, deck.Uhu),
	koenigrufen.BesserruferHigh: deck.SetOf(deck.Kakadu, deck.Quapil),
}

// birdTarocks returns the least number of tarocks with which the heuristic
// player announces bird b: 8 for the Pagat, one more for each trick the
// bird must take earlier (doc/koenigrufen.md §8.1).
func birdTarocks(b deck.Card) int { return 8 + int(b.Rank()) }

// canAnnounceBird reports whether hand holds one of the birds of set with
// enough tarocks to announce it.
func canAnnounceBird(hand, set deck.Set) bool {
	n := hand.Tarocks().Len()
	for b := range (hand & set).All() {
		if n >= birdTarocks(b) {
			return true
		}
	}
	return false
}

// playable reports whether the heuristic player would play contract c with
// hand (doc/koenigrufen.md §4.2, §4.3).
func playable(c koenigrufen.Contract, hand deck.Set) bool {
	s, t := strength(hand), hand.Tarocks().Len()
	switch c {
	case koenigrufen.Rufer:
		return true
	case koenigrufen.Solorufer:
		return s >= strengthSolorufer
	case koenigrufen.Besserrufer, koenigrufen.Pagatrufer, koenigrufen.Uhurufer, koenigrufen.Kakadurufer,
		koenigrufen.Quapilrufer, koenigrufen.BesserruferLow, koenigrufen.BesserruferHigh:
		return s >= strengthBesser && t >= besserTarocks && canAnnounceBird(hand, birdOf[c])
	case koenigrufen.Sechserdreier:
		return s >= strengthSechser && t >= dreierTarocks
	case koenigrufen.Dreier:
		return s >= strengthDreier && t >= dreierTarocks
	case koenigrufen.Solodreier:
		return s >= strengthSolo && t >= soloTarocks && (hand.Has(deck.Skus) || hand.Has(deck.Mond))
	case koenigrufen.Farbendreier:
		return colour(hand) >= colourDreier && t <= colourDreierTarocks
	case koenigrufen.Farbensolo:
		return colour(hand) >= colourSolo && t <= colourSoloTarocks
	case koenigrufen.Trischaken:
		return danger(hand) <= dangerTrischaken && s < weakTrischaken
	}
	if !c.IsNegative() {
		return false
	}
	limit := dangerClosed
	if c == koenigrufen.BettelOuvert || c == koenigrufen.PiccoloOuvert || c == koenigrufen.ZwiccoloOuvert {
		limit = dangerOuvert
	}
	w := sureWinners(hand)
	switch need := tricksNeeded(c); {
	case need == 0:
		return danger(hand) <= limit
	case w.Len() < need:
		return false
	}
	// The one or two highest sure winners take the tricks; the rest of
	// the hand must go under.
	for range tricksNeeded(c) {
		top := thumb.HighestRank(w)
		w, hand = w.Without(top), hand.Without(top)
	}
	return w.IsEmpty() && danger(hand) <= limit
}

// sureWinners returns the cards of hand that win any trick they are played
// to in a negative contract: the Sküs, the Mond, and the kings.
func sureWinners(hand deck.Set) deck.Set {
	return hand.Kings() | hand&deck.SetOf(deck.Skus, deck.Mond)
}
