package thumb

import "github.com/tarockfamily/sdk/deck"

// Strength is the weighting of a hand for bidding a positive tarock
// contract: every tarock counts one, and the fields say what more each
// kind of card or suit shape counts.
type Strength struct {
	Skus, Mond float64 // beside the one of every tarock
	High       float64 // each of the tarocks XVII–XX, beside its one
	King       float64 // each king
	Queen      float64 // each queen beside the king of its suit
	Void       float64 // each suit without a card
	Singleton  float64 // each suit of one card that is not the king
}

// Score returns the strength of hand under the weights w.
func (w *Strength) Score(hand deck.Set) float64 {
	t := hand.Tarocks()
	s := float64(t.Len())
	for c := range t.All() {
		switch n := c.TarockNumber(); {
		case c == deck.Skus:
			s += w.Skus
		case c == deck.Mond:
			s += w.Mond
		case n >= 17:
			s += w.High
		}
	}
	s += w.King * float64(hand.Kings().Len())
	for _, su := range deck.Suits {
		cards := hand.OfSuit(su)
		if q, ok := deck.New(su, deck.RankQueen); ok && cards.Has(q) && !cards.Kings().IsEmpty() {
			s += w.Queen
		}
		s += shape(cards, w.Void, w.Singleton)
	}
	return s
}

// shape returns void for a suit without a card, single for one of a single
// card other than its king, and 0 for any other suit.
func shape(suit deck.Set, void, single float64) float64 {
	switch suit.Len() {
	case 0:
		return void
	case 1:
		if suit.Kings().IsEmpty() {
			return single
		}
	}
	return 0
}

// DiscardScore scores laying away the cards discard from hand in a tarock
// contract: the card points laid away count for the declarer (0.6 each),
// a tarock laid away costs 5, and each suit left void counts 4 and each
// singleton other than a king 1.
func DiscardScore(hand, discard deck.Set) float64 {
	rest := hand &^ discard
	s := 0.6*float64(discard.Sum()) - 5*float64(discard.Tarocks().Len())
	for _, su := range deck.Suits {
		s += shape(rest.OfSuit(su), 4, 1)
	}
	return s
}
