package strohmandeltest

import (
	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/tarocktest"
)

// Exchange is the tarocktest.LeakSpec.Exchange of strohmandel: it returns
// the state that the moves of s (State.AppendHistory) reach from the deal
// of s (State.Deal) with cards a and b exchanged, in the hands and the
// strawman piles, and the error of strohmandel.NewGame or of the first move
// that is not legal there (wrapping tarock.ErrIllegalMove).
func Exchange(s strohmandel.State, a, b deck.Card) (strohmandel.State, error) {
	d := s.Deal()
	for p := range d.Hands {
		d.Hands[p] = tarocktest.ExchangeSet(d.Hands[p], a, b)
		for i := range d.Piles[p] {
			for k, c := range d.Piles[p][i] {
				d.Piles[p][i][k] = tarocktest.ExchangeCard(c, a, b)
			}
		}
	}
	n, err := strohmandel.NewGame(s.Rules(), d)
	for _, m := range s.AppendHistory(nil) {
		if err != nil {
			break
		}
		n, err = n.Apply(m)
	}
	return n, err
}

// Hidden is the tarocktest.LeakSpec.Hidden of strohmandel: it returns cards
// whose place seat has not been shown in s, by the rules of
// doc/strohmandel.md §5.5: the opponent's dealt hand cards still in his
// hand, and the hidden cards of every pile, the seat's own included; not
// the face-up tops, nor a card that left its pile (a tarock or King turned
// into the hand is shown to both; the last card of a pile taken in unseen
// is left out too). Nothing once the deal is over.
func Hidden(s strohmandel.State, seat tarock.Seat) deck.Set {
	if s.Done() || seat > 1 {
		return 0
	}
	h := s.Hand(1 - seat)
	var left deck.Set
	for p := range tarock.Seat(2) {
		for _, pile := range s.Piles(p) {
			h |= pile.Cards()
			if top, up := pile.Top(); up {
				h = h.Without(top)
			}
			order := pile.Order()
			for _, c := range order[:pile.Taken()] {
				if c.Valid() {
					left = left.With(c)
				}
			}
		}
	}
	return h &^ left
}
