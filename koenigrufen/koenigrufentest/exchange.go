package koenigrufentest

import (
	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/koenigrufen"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/tarocktest"
)

// Exchange is the tarocktest.LeakSpec.Exchange of koenigrufen: it returns
// the state that the moves of s (State.AppendHistory) reach from the deal
// of s (State.Deal) with cards a and b exchanged, in the hands and the
// talon, and the error of koenigrufen.NewGame or of the first move that is
// not legal there (wrapping tarock.ErrIllegalMove).
func Exchange(s koenigrufen.State, a, b deck.Card) (koenigrufen.State, error) {
	d := s.Deal()
	for p := range d.Hands {
		d.Hands[p] = tarocktest.ExchangeSet(d.Hands[p], a, b)
	}
	for i, c := range d.Talon {
		d.Talon[i] = tarocktest.ExchangeCard(c, a, b)
	}
	n, err := koenigrufen.NewGame(s.Rules(), d)
	for _, m := range s.AppendHistory(nil) {
		if err != nil {
			break
		}
		n, err = n.Apply(m)
	}
	return n, err
}

// Hidden is the tarocktest.LeakSpec.Hidden of koenigrufen: it returns cards
// whose place seat has not been shown in s, by the rules: the other
// players' hands until the hands of an open contract are laid down after
// the first trick (doc/koenigrufen.md §9.6), and the talon while it lies
// face down for everyone: in the auction and the call, and through a solo
// or negative contract, a Trischaken whose talon goes to the first six
// tricks excepted (doc/koenigrufen.md §7.1). Nothing once the deal is over.
// The open talon, the discards and the talon of a Sechserdreier are left
// out.
func Hidden(s koenigrufen.State, seat tarock.Seat) deck.Set {
	if s.Done() {
		return 0
	}
	var h deck.Set
	c := s.Contract()
	open := (c == koenigrufen.PiccoloOuvert || c == koenigrufen.BettelOuvert || c == koenigrufen.ZwiccoloOuvert) && s.TricksPlayed() > 0
	for p := range tarock.Seat(4) {
		if p != seat && !open {
			h |= s.Hand(p)
		}
	}
	_, firstSix := s.TrischakenRules()
	if s.Phase() <= koenigrufen.PhaseCall || c.IsSolo() || (c.IsNegative() && c != koenigrufen.Trischaken) || (c == koenigrufen.Trischaken && !firstSix) {
		t := s.Talon()
		h |= deck.SetOf(t[:]...)
	}
	return h
}
