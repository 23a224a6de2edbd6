package tapp

import (
	"fmt"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
)

// The talon exchange (doc/tapp.md §6.1, §6.2, §6.3): the declarer
// of a Dreier, Unterer or Oberer takes a talon half, or under
// TalonCardCount single cards; a Solo takes nothing. The discard that
// follows is in discard.go.

// Talon returns the six talon cards in the order laid (positions 0–2 the
// lower half, 3–5 the upper half), as dealt.
func (s State) Talon() [6]deck.Card {
	if s.rules == nil {
		return [6]deck.Card{deck.NoCard, deck.NoCard, deck.NoCard, deck.NoCard, deck.NoCard, deck.NoCard}
	}
	return s.talon
}

// TalonTaken returns the talon cards the declarer took into his hand.
func (s State) TalonTaken() deck.Set {
	if s.rules == nil {
		return 0
	}
	return s.talonTaken()
}

// TalonLeft returns the talon cards nobody took: they count for the
// defenders at the end (doc/tapp.md §6.1, §6.2; in Trischaken see [Result]).
func (s State) TalonLeft() deck.Set {
	if s.rules == nil {
		return 0
	}
	return s.talonLeft()
}

// talonChoice returns which halves the declarer may take (bit 0 lower, bit
// 1 upper) and, under TalonCardCount in Unterer and Oberer, the number of
// single cards he takes instead (doc/tapp.md §6.1, §6.3).
func (s *State) talonChoice() (halves uint8, cards int) {
	switch mode := s.rules.TalonMode; {
	case mode == TalonTop3Unexposed:
		return 2, 0
	case s.contract == Dreier || mode == TalonFreeChoice:
		return 3, 0
	case mode == TalonCardCount:
		if s.contract == Unterer {
			return 0, 2
		}
		return 0, 1
	case s.contract == Unterer:
		return 1, 0
	}
	return 2, 0
}

// appendTalon appends the legal moves t of the talon phase: the single
// card sets under TalonCardCount, else the halves, lower first.
func appendTalon(dst []Move, t talonMoves) []Move {
	if n := t.cards(); n > 0 {
		opts, k := cardCountOptions(t.talon(), n)
		for _, o := range opts[:k] {
			dst = append(dst, TakeCards(o))
		}
		return dst
	}
	halves := t.halves()
	if halves&1 != 0 {
		dst = append(dst, Take(Lower))
	}
	if halves&2 != 0 {
		dst = append(dst, Take(Upper))
	}
	return dst
}

// cardCountOptions returns the talon card sets of TalonCardCount: the
// pairs at positions 1–2, 3–4, 5–6 for an Unterer, each single card for an
// Oberer ((N) for the adjacency).
func cardCountOptions(talon [6]deck.Card, n int) (opts [6]deck.Set, k int) {
	if n == 2 {
		for i := 0; i < 6; i += 2 {
			opts[k] = deck.SetOf(talon[i], talon[i+1])
			k++
		}
		return opts, k
	}
	for i := range 6 {
		opts[i] = deck.SetOf(talon[i])
	}
	return opts, 6
}

// checkTake returns why m is not a legal talon move, or nil.
func (s *State) checkTake(m Move) error {
	halves, n := s.talonChoice()
	switch m.kind() {
	case MoveTake:
		if n > 0 {
			return s.illegal(m, tarock.ErrNotAllowed, fmt.Sprintf("under TalonCardCount the %v declarer takes %d single cards", s.contract, n))
		}
		if m.arg() > 1 || halves&(1<<m.arg()) == 0 {
			return s.illegal(m, tarock.ErrNotAllowed, fmt.Sprintf("the %v declarer must take the %v half", s.contract, Half(halves>>1)))
		}
		return nil
	case MoveTakeCards:
		if n == 0 {
			return s.illegal(m, tarock.ErrNotAllowed, "take a talon half")
		}
		opts, k := cardCountOptions(s.talon, n)
		for _, o := range opts[:k] {
			if o == m.set() {
				return nil
			}
		}
		return s.illegal(m, tarock.ErrNotAllowed, fmt.Sprintf("take %d adjacent talon cards", n))
	}
	return s.illegal(m, tarock.ErrWrongPhase, "take talon cards")
}

// take makes a legal talon move: the cards go into the declarer's hand,
// whose hand bonuses are judged again under BonusAfterTalon (doc/tapp.md §10.6), and
// the discard follows.
func (s *State) take(m Move) {
	if m.kind() == MoveTake {
		s.setTakenHalf(Half(m.arg()))
	} else {
		s.setTakenCards(s.talonPos(m.set()))
	}
	d := s.declarer
	s.hands[d] |= s.talonTaken()
	if s.rules.HandBonusMoment == BonusAfterTalon {
		s.setBonus(d, handBonus(s.hands[d], s.rules.HandBonuses))
	}
	s.phase = PhaseDiscard
}
