package tapptest

import (
	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/tarocktest"
)

// Exchange is the tarocktest.LeakSpec.Exchange of tapp: it returns the
// state that the moves of s (State.AppendHistory) reach from the deal of s
// (State.Deal) with cards a and b exchanged, in the hands, the talon and
// the dummy stack of the game for two (doc/tapp.md §11.2), and the error of
// tapp.NewGame or of the first move that is not legal there (wrapping
// tarock.ErrIllegalMove).
func Exchange(s tapp.State, a, b deck.Card) (tapp.State, error) {
	d := s.Deal()
	for p := range d.Hands {
		d.Hands[p] = tarocktest.ExchangeSet(d.Hands[p], a, b)
	}
	for i, c := range d.Talon {
		d.Talon[i] = tarocktest.ExchangeCard(c, a, b)
	}
	for i, c := range d.Dummy {
		d.Dummy[i] = tarocktest.ExchangeCard(c, a, b)
	}
	n, err := tapp.NewGame(s.Rules(), d)
	for _, m := range s.AppendHistory(nil) {
		if err != nil {
			break
		}
		n, err = n.Apply(m)
	}
	return n, err
}

// Hidden is the tarocktest.LeakSpec.Hidden of tapp: it returns cards whose
// place seat has not been shown in s, by the rules: the other players'
// hands, and the talon while it lies face down for everyone, in the auction
// and through a Solo or Trischaken (doc/tapp.md §6.2, §6.3). Nothing once
// the deal is over. The talon shown in the talon exchange, the discards and
// the dummy are left out.
func Hidden(s tapp.State, seat tarock.Seat) deck.Set {
	if s.Done() {
		return 0
	}
	var h deck.Set
	for p := range tarock.Seat(s.Players()) {
		if p != seat {
			h |= s.Hand(p)
		}
	}
	if c := s.Contract(); s.Phase() == tapp.PhaseAuction || c == tapp.Solo || c == tapp.Trischaken {
		t := s.Talon()
		h |= deck.SetOf(t[:]...)
	}
	return h
}
