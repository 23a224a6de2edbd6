package koenigrufen

import (
	"fmt"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
)

// The king call (doc/koenigrufen.md §6.1): in a calling contract the
// declarer names a suit, and whoever holds its king is his partner. The
// call comes right after the auction, while the talon is face down.

// kingOf returns the king of suit su.
func kingOf(su deck.Suit) deck.Card {
	k, _ := deck.New(su, deck.RankKing)
	return k
}

// callsQueen reports whether the declarer calls a queen: he holds the
// four kings, which only FourKingsCallQueen allows (doc/koenigrufen.md
// §6.1 rule 5).
func (s *State) callsQueen() bool { return s.hands[s.declarer].Kings().Len() == 4 }

// calledCard returns the card a call of suit su names: its king, or its
// queen when the declarer calls a queen.
func (s *State) calledCard(su deck.Suit) deck.Card {
	if s.callsQueen() {
		q, _ := deck.New(su, deck.RankQueen)
		return q
	}
	return kingOf(su)
}

// callMoves returns the legal calls of the declarer (doc/koenigrufen.md
// §6.1 rules 3 to 5): every suit whose king he does not hold (every suit
// under CallOwnKingAllowed), and the fourth king when he holds exactly
// three; with four kings every suit whose queen he does not hold ((N) of
// doc/koenigrufen.md §6.1 rule 5).
func (s *State) callMoves() callMoves {
	h := s.hands[s.declarer]
	var c callMoves
	for su := deck.Hearts; su <= deck.Clubs; su++ {
		if k := s.calledCard(su); !h.Has(k) || (s.rules.CallOwnKing == CallOwnKingAllowed && !s.callsQueen()) {
			c = c.withSuit(su)
		}
	}
	if h.Kings().Len() == 3 {
		c |= callFourth
	}
	return c
}

// appendCall appends the legal calls c: the suits in the order hearts,
// diamonds, spades, clubs, then the fourth king.
func appendCall(dst []Move, c callMoves) []Move {
	for su := deck.Hearts; su <= deck.Clubs; su++ {
		if c.suit(su) {
			dst = append(dst, Call(su))
		}
	}
	if c&callFourth != 0 {
		dst = append(dst, CallFourthKing())
	}
	return dst
}

// checkCall returns why m is not a legal call, or nil.
func (s *State) checkCall(m Move) error {
	c := s.legal.call()
	switch m.kind() {
	case MoveCall:
		if c.suit(m.Suit()) {
			return nil
		}
		if su := m.Suit(); su > deck.Tarock && su < deck.NumSuits {
			return s.illegal(m, tarock.ErrNotAllowed, fmt.Sprintf("the declarer holds %v and may not call a card of his own hand (doc/koenigrufen.md §6.1 rules 3, 5)", s.calledCard(su)))
		}
		return s.illegal(m, tarock.ErrNotAllowed, "call a suit")
	case MoveCallFourthKing:
		if c&callFourth != 0 {
			return nil
		}
		return s.illegal(m, tarock.ErrNotAllowed, "the fourth king is called only by a declarer who holds three kings (doc/koenigrufen.md §6.1 rule 4)")
	}
	return s.illegal(m, tarock.ErrWrongPhase, "call a king")
}

// call makes a legal call: the partner is the holder of the called king,
// none when it lies in the talon or in the declarer's hand. A Rufer goes
// on to the talon, a Solorufer to the announcements.
func (s *State) call(m Move) {
	var k deck.Card
	fourth := m.kind() == MoveCallFourthKing
	if fourth {
		k, _ = deck.Kings.Minus(s.hands[s.declarer]).First()
	} else {
		k = s.calledCard(m.Suit())
	}
	partner := tarock.NoSeat
	for p := range tarock.Seat(numSeats) {
		if p != s.declarer && s.hands[p].Has(k) {
			partner = p
		}
	}
	s.setCall(k, fourth, partner)
	if s.contract.IsSolo() {
		s.startAnnounce()
		return
	}
	s.phase = PhaseTalon
}

// Called returns the called king (deck.NoCard before the call and in a
// contract without one). After "call fourth" it is the king the declarer
// does not hold, which the other players do not know
// (doc/koenigrufen.md §6.1 rule 4).
func (s State) Called() deck.Card { return s.called }

// CalledFourthKing reports whether the king was called as "the fourth
// king", its suit kept hidden.
func (s State) CalledFourthKing() bool { return s.fourthKing() }

// Partner returns the holder of the called king, the declarer's partner,
// or tarock.NoSeat when there is none: no king called, the king in the
// talon, or the declarer's own king called (doc/koenigrufen.md §6.1,
// §6.3). The State knows every card; who may know the partner is a matter
// of the observation ([State.Observation], doc/koenigrufen.md §6.2).
func (s State) Partner() tarock.Seat { return s.partner }
