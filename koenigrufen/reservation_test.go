package koenigrufen

import (
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
)

// The reservations of doc/koenigrufen.md §8.6, one rule per row: the
// Kakadu (trick 10) and the Uhu (trick 11) announced, and King Ultimo on
// the king of hearts (trick 12).
func TestReserve(t *testing.T) {
	Kakadu, Uhu, T15, KH := deck.Kakadu, deck.Uhu, deck.Tarock15, deck.HeartsKing
	cases := []struct {
		name  string
		rules func(r *Rules)
		trick int
		legal deck.Set
		want  deck.Set
	}{
		{"rule 3: in its trick the reserved card", nil, 10, deck.SetOf(Kakadu, T15), deck.SetOf(Kakadu)},
		{"rule 1: soft, played early", nil, 5, deck.SetOf(Kakadu, T15), deck.SetOf(Kakadu, T15)},
		{"rule 5: hard, not early", func(r *Rules) { r.Reservation = ReservationHard }, 5, deck.SetOf(Kakadu, T15), deck.SetOf(T15)},
		{"rule 2: the highest bird first", nil, 5, deck.SetOf(Kakadu, Uhu), deck.SetOf(Kakadu)},
		{"rule 2: the King Ultimo card beside it", nil, 5, deck.SetOf(Kakadu, Uhu, KH), deck.SetOf(Kakadu, KH)},
		{"rule 2 under hard", func(r *Rules) { r.Reservation = ReservationHard }, 5, deck.SetOf(Uhu, KH), deck.SetOf(Uhu, KH)},
		{"rule 3: after its trick a card is free", func(r *Rules) { r.Reservation = ReservationHard }, 11, deck.SetOf(Kakadu, T15), deck.SetOf(Kakadu, T15)},
		{"rule 3: the Uhu in trick 11", nil, 11, deck.SetOf(Kakadu, Uhu), deck.SetOf(Uhu)},
	}
	for _, c := range cases {
		r := AustrianTarockCup2023
		if c.rules != nil {
			c.rules(&r)
		}
		s := reserveState(r, Dreier, c.trick)
		if got := s.reserve(c.legal); got != c.want {
			t.Errorf("%s: reserve(%v) = %v, want %v", c.name, c.legal, got, c.want)
		}
	}
	s := reserveState(AustrianTarockCup2023, Farbensolo, 10)
	if got := s.reserve(deck.SetOf(Kakadu, T15)); got != deck.SetOf(Kakadu, T15) {
		t.Errorf("a colour contract reserves nothing: %v", got)
	}
}

// ForbidEarlyWinWithReserved = PublicCertainty (doc/koenigrufen.md §8.6
// rule 4): the last to play may not win a trick early with the Kakadu
// while he could play another card.
func TestReserveEarlyWin(t *testing.T) {
	r := AustrianTarockCup2023
	r.ForbidEarlyWinWithReserved = EarlyWinPublicCertainty
	s := reserveState(r, Dreier, 5)
	setTrick(&s, 1, deck.Hearts4, deck.Hearts3, deck.Hearts2)
	s.toMove = 0
	if got := s.reserve(deck.SetOf(deck.Kakadu, deck.Tarock15)); got != deck.SetOf(deck.Tarock15) {
		t.Errorf("last to play: %v, want T15", got)
	}
	if got := s.reserve(deck.SetOf(deck.Kakadu)); got != deck.SetOf(deck.Kakadu) {
		t.Errorf("the only card: %v", got)
	}
	setTrick(&s, 3, deck.Hearts4)
	if got := s.reserve(deck.SetOf(deck.Kakadu, deck.Tarock15)); got != deck.SetOf(deck.Kakadu, deck.Tarock15) {
		t.Errorf("two seats to follow who may hold higher tarocks: %v", got)
	}
}

// setTrick makes the trick in progress of s, which stands before the
// first card of a trick after the first, one that leader leads with
// cards.
func setTrick(s *State, leader tarock.Seat, cards ...deck.Card) {
	t := int(s.nPlays)/numSeats - 1
	s.winners = s.winners&^(3<<(2*t)) | uint32(leader)<<(2*t)
	s.nPlays = uint8(numSeats * (t + 1))
	for _, c := range cards {
		s.setPlay(int(s.nPlays), c)
		s.nPlays++
	}
	if got := s.currentTrick(); got.Leader() != leader || got.Len() != len(cards) {
		panic("setTrick")
	}
}

// reserveState returns a state of the play of contract c under r before
// trick trick, with the Kakadu, the Uhu and King Ultimo on the king of
// hearts announced.
func reserveState(r Rules, c Contract, trick int) State {
	s := State{head: head{rules: shareRules(r)}}
	s.phase, s.contract, s.toMove = PhasePlay, c, 0
	s.called = deck.HeartsKing
	s.announced = Kakadu | Uhu | KingUltimo
	s.nPlays = uint8(4 * (trick - 1))
	s.hands[0] = deck.SetOf(deck.Kakadu, deck.Uhu, deck.HeartsKing, deck.Tarock15)
	s.hands[1] = deck.Tarocks &^ s.hands[0]
	return s
}
