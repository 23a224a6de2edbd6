package koenigrufen

import (
	"math/bits"

	"github.com/tarockfamily/sdk/deck"
)

// What an announcement obliges in the play (doc/koenigrufen.md §8.6, the
// last lines of the pseudo-code of doc/koenigrufen.md §9.8): an announced
// bird reserves its card for its own trick (the Pagat for trick 12, the
// Uhu 11, the Kakadu 10, the Quapil 9), an announced King Ultimo the
// called king for trick 12. Only tarock contracts have reserved cards.

// reservationRule is the detail of a play refused by a reservation.
const reservationRule = "a reserved card (doc/koenigrufen.md §8.6)"

// reservedTrick returns the trick card c is reserved for, 0 when it is
// not reserved.
func (s *State) reservedTrick(c deck.Card) int {
	if c <= deck.Quapil && s.announced&(PagatUltimo<<c) != 0 {
		return 12 - int(c)
	}
	if c == s.called && s.announced&KingUltimo != 0 {
		return 12
	}
	return 0
}

// reserve narrows legal, the cards the obligations allow the seat to act,
// by the reservations (doc/koenigrufen.md §8.6, §9.8): in its trick a
// reserved card must be played if it is legal (rule 3); when every legal
// card is reserved for a later trick, only the highest reserved bird and
// the King Ultimo card (rule 2); under ReservationHard a reserved card
// not before its trick while another card is legal (rule 5); under
// EarlyWinPublicCertainty not a reserved card before its trick that the
// public information proves to win it, while another card is legal
// (rule 4). The result is never empty when legal is not.
func (s *State) reserve(legal deck.Set) deck.Set {
	if s.announced&(birdPremiums|KingUltimo) == 0 || s.contract.IsNegative() || s.contract.IsColour() {
		return legal
	}
	trick := int(s.nPlays)/numSeats + 1
	var due, early deck.Set
	// Only the birds and the called king can be reserved.
	for x := legal & (birds | deck.Set(0).With(s.called)); x != 0; x &= x - 1 {
		c := deck.Card(bits.TrailingZeros64(uint64(x)))
		switch t := s.reservedTrick(c); {
		case t == trick:
			due = due.With(c)
		case t > trick:
			early = early.With(c)
		}
	}
	switch {
	case due != 0:
		return due
	case early == 0:
		return legal
	case early == legal:
		birds := early & deck.SetOf(deck.Pagat, deck.Uhu, deck.Kakadu, deck.Quapil)
		if b, ok := birds.Last(); ok {
			return legal.Minus(birds).With(b)
		}
		return legal
	case s.rules.Reservation == ReservationHard:
		return legal.Minus(early)
	}
	if s.rules.ForbidEarlyWinWithReserved == EarlyWinPublicCertainty {
		if l := legal.Minus(s.surelyWinning(early)); l != 0 {
			return l
		}
	}
	return legal
}

// surelyWinning returns the cards of cs that the public information
// proves would win the trick in progress (doc/koenigrufen.md §8.6 rule
// 4): the card beats the cards in the trick, and either the seat to act
// plays last or every card that could beat it has been played, laid away
// face up (doc/koenigrufen.md §7.3) or left in a talon half shown
// (doc/koenigrufen.md §7.2). The library's reading of the test of
// doc/koenigrufen.md §8.6 rule 4.
func (s *State) surelyWinning(cs deck.Set) deck.Set {
	var out deck.Set
	seen := deck.FullPack
	for p := range s.hands {
		seen &^= s.hands[p]
	}
	seen = seen&^s.talonLeft()&^s.disc | s.disc.Tarocks()
	if _, ok := s.takenHalf(); ok {
		seen |= s.talonLeft() // the half left lies face up
	}
	trick := s.currentTrick()
	last := trick.Len() == numSeats-1
	for c := range cs.All() {
		t, err := trick.Play(c)
		if err != nil || t.Winner() != s.toMove {
			continue
		}
		if last || beaters(c).Minus(seen) == 0 {
			out = out.With(c)
		}
	}
	return out
}

// beaters returns the cards a later seat could beat c with: the tarocks
// above c if c is a tarock; else every tarock and the cards of c's suit
// above it.
func beaters(c deck.Card) deck.Set {
	var b deck.Set
	if c.IsTarock() {
		for x := c + 1; x <= deck.Skus; x++ {
			b = b.With(x)
		}
		return b
	}
	b = deck.Tarocks
	for x := range deck.FullPack.OfSuit(c.Suit()).All() {
		if x.Rank() > c.Rank() {
			b = b.With(x)
		}
	}
	return b
}
