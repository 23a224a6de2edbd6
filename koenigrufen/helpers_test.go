package koenigrufen_test

import (
	"math/rand/v2"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/koenigrufen"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/tarocktest"
)

// newGame returns a deal drawn from seed under r.
func newGame(r koenigrufen.Rules) func(seed uint64) (koenigrufen.State, error) {
	return func(seed uint64) (koenigrufen.State, error) {
		return koenigrufen.NewGame(r, koenigrufen.Shuffled(rand.NewPCG(seed, 0x6b72)))
	}
}

// candidates appends moves of every kind that could be tried in s: every
// auction move, every call, every talon move, discards of the hand, the
// moves of the announcements and a play of every card of the pack.
func candidates(s koenigrufen.State, dst []koenigrufen.Move) []koenigrufen.Move {
	dst = append(dst, koenigrufen.Vorhand(), koenigrufen.Pass(), koenigrufen.Hold(),
		koenigrufen.CallFourthKing(), koenigrufen.Take(koenigrufen.TalonA), koenigrufen.Take(koenigrufen.TalonB),
		koenigrufen.Take(7), koenigrufen.Concede(koenigrufen.NoBird), koenigrufen.Concede(koenigrufen.BirdUhu),
		koenigrufen.Lie(0), koenigrufen.Lie(koenigrufen.Trull), koenigrufen.Good(), koenigrufen.Move{},
		koenigrufen.PassForehand(), koenigrufen.Choose(koenigrufen.ChooseNoMustBeat), koenigrufen.Choose(koenigrufen.ChooseFirstSixTricks),
		koenigrufen.Choose(9), koenigrufen.Concede(koenigrufen.BirdPagat))
	for c := koenigrufen.Trischaken; c <= koenigrufen.BesserruferHigh; c++ {
		dst = append(dst, koenigrufen.Bid(c))
	}
	for su := deck.Tarock; su <= deck.Clubs; su++ {
		dst = append(dst, koenigrufen.Call(su))
	}
	for c := range deck.FullPack.All() {
		dst = append(dst, koenigrufen.Play(c))
	}
	if s.Phase() == koenigrufen.PhaseDiscard {
		h := s.Hand(s.Declarer())
		cards := h.AppendCards(nil)
		for i := 0; i+5 < len(cards); i++ {
			dst = append(dst, koenigrufen.Discard(deck.SetOf(cards[i], cards[i+1], cards[i+2])),
				koenigrufen.Discard(deck.SetOf(cards[i:i+6]...)))
		}
		dst = append(dst, koenigrufen.Discard(h.Kings()|h&deck.Trull), koenigrufen.Discard(deck.Set(1)<<60))
	}
	return dst
}

// settlement describes a finished, played deal for the recount of
// tarocktest.Check: the declarer's party (declarer and partner) counts the
// discards and, in a Solorufer with the king in the talon, the king's
// half, in Trischaken the talon cards given to its tricks; the defenders
// the talon cards left and the cards not played when a negative contract
// ended early (doc/koenigrufen.md §7.4, §9.7).
func settlement(s koenigrufen.State) tarocktest.Settlement {
	var st tarocktest.Settlement
	d, p := s.Declarer(), s.Partner()
	for q := range tarock.Seat(4) {
		st.Tricks[q] = s.TricksWon(q)
		if q != d && q != p {
			st.Party[q] = 1
		}
	}
	var played deck.Set
	for i := 0; ; i++ {
		c, ok := s.PlayedCard(i)
		if !ok {
			break
		}
		played = played.With(c)
	}
	st.Aside[0] = s.DeclarerParty() &^ played
	st.Aside[1] = deck.FullPack &^ s.DeclarerParty() &^ played
	return st
}

// spec is the conformance spec of the game under r.
func spec(r koenigrufen.Rules) tarocktest.Spec[koenigrufen.State, koenigrufen.Move] {
	return tarocktest.Spec[koenigrufen.State, koenigrufen.Move]{
		New:        newGame(r),
		Candidates: candidates,
		Tricks:     12,
		Settle:     settlement,
		// doc/koenigrufen.md §9.7: a negative contract ends when decided.
		Short: func(s koenigrufen.State) bool { return s.Contract().IsNegative() },
	}
}
