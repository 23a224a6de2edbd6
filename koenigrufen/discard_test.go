package koenigrufen_test

import (
	"errors"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/koenigrufen"
	"github.com/tarockfamily/sdk/tarock"
)

// The discard of the tarock contracts (doc/koenigrufen.md §7.3). In the
// ordered deal forehand holds T1–T6 and 3D–CD and half A is 2H, AH, JH,
// half B CH, QH, KH.
func TestDiscard(t *testing.T) {
	s := play(t, ordered(t, koenigrufen.AustrianTarockCup2023), "vorhand", "pass", "pass", "pass", "bid Dreier", "take A")
	h := s.Hand(0)
	suit := h.SuitCards() &^ deck.Kings
	moves := s.LegalMoves()
	// Nine suit cards that may go: C(9, 3) discards, all of suit cards.
	if len(moves) != 84 {
		t.Errorf("%d discards, want 84", len(moves))
	}
	for _, m := range moves {
		if !suit.ContainsAll(m.Cards()) || m.Cards().Len() != 3 {
			t.Fatalf("discard %v", m)
		}
	}
	for _, tc := range []struct {
		d      deck.Set
		reason error
	}{
		{deck.SetOf(deck.Tarock2, deck.Hearts2, deck.HeartsAce), tarock.ErrNotAllowed}, // a tarock while suit cards may go
		{deck.SetOf(deck.Pagat, deck.Hearts2, deck.HeartsAce), tarock.ErrNotAllowed},   // a Trull card
		{deck.SetOf(deck.Hearts2, deck.HeartsAce), tarock.ErrNotAllowed},               // two cards
		{deck.SetOf(deck.Skus, deck.Hearts2, deck.HeartsAce), tarock.ErrCardNotHeld},   // not held
	} {
		if next, err := s.Apply(koenigrufen.Discard(tc.d)); !errors.Is(err, tc.reason) || next != s {
			t.Errorf("discard %v: %v, want %v", tc.d, err, tc.reason)
		}
	}
	a := play(t, s, "discard 2H AH JH")
	if a.Phase() != koenigrufen.PhaseAnnounce || a.Discards().Len() != 3 || a.Hand(0).Len() != 12 || a.DiscardsShown() != 0 {
		t.Errorf("after the discard: %v, discards %v, hand %v", a.Phase(), a.Discards(), a.Hand(0))
	}
	// The Sechserdreier: six cards (doc/koenigrufen.md §7.1).
	x := play(t, ordered(t, koenigrufen.AustrianTarockCup2023), "bid Sechserdreier", "pass", "pass", "pass")
	if x.Hand(0).Len() != 18 || len(x.LegalMoves()) != 462 { // C(11, 6)
		t.Errorf("Sechserdreier: hand %v, %d discards", x.Hand(0), len(x.LegalMoves()))
	}
}

// The discard of a colour contract (doc/koenigrufen.md §7.3): tarocks II
// to XX first, and they stay hidden; suit cards only without them.
func TestDiscardColour(t *testing.T) {
	s := play(t, ordered(t, koenigrufen.AustrianTarockCup2023), "bid Farbendreier", "pass", "pass", "pass", "take A")
	moves := s.LegalMoves()
	if len(moves) != 10 { // C(5, 3) of T2–T6
		t.Errorf("%d discards, want 10: %v", len(moves), moves)
	}
	for _, m := range moves {
		if m.Cards().SuitCards() != 0 {
			t.Fatalf("discard %v", m)
		}
	}
	if next, err := s.Apply(koenigrufen.Discard(deck.SetOf(deck.Hearts2, deck.HeartsAce, deck.Tarock2))); !errors.Is(err, tarock.ErrNotAllowed) || next != s {
		t.Errorf("a suit card with tarocks left: %v", err)
	}
	a := play(t, s, "discard T2 T3 T4")
	if a.DiscardsShown() != 0 || a.Phase() != koenigrufen.PhaseAnnounce {
		t.Errorf("shown %v in %v", a.DiscardsShown(), a.Phase())
	}
}
