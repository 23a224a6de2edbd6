package koenigrufenbot

import (
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/koenigrufen"
)

// TestPlayable checks which contracts the heuristic player bids with
// typical hands (doc/koenigrufen.md §4.2, §4.3, §9.4, §9.5).
func TestPlayable(t *testing.T) {
	tests := []struct {
		name     string
		hand     string
		contract koenigrufen.Contract
		want     bool
	}{
		// doc/koenigrufen.md §4.2: no trick at all, low cards in every suit, no tarock.
		{"Bettel with low cards", "4H 3H 2H 4D 3D 2D 7S 8S 9S 7C 8C 9C", koenigrufen.Bettel, true},
		// doc/koenigrufen.md §4.2: the Piccolo needs its one trick: no card takes one.
		{"Piccolo without a winner", "4H 3H 2H 4D 3D 2D 7S 8S 9S 7C 8C 9C", koenigrufen.Piccolo, false},
		// One king for the one trick, the rest low.
		{"Piccolo with one king", "KH 3H 2H 4D 3D 2D 7S 8S 9S 7C 8C 9C", koenigrufen.Piccolo, true},
		// doc/koenigrufen.md §9.4: a void suit beside tarocks forces a tarock on the trick.
		{"Piccolo with a void and tarocks", "T2 T3 T5 T8 KH 4D 3D 2D AD 7S 8S 9S", koenigrufen.Piccolo, false},
		// doc/koenigrufen.md §4.3: Sküs, Mond and nine more tarocks: a Solodreier.
		{"Solodreier", "Skus T21 T20 T19 T18 T17 T16 T15 T14 T13 KH KS", koenigrufen.Solodreier, true},
		{"no Solodreier with a weak hand", "T2 T3 T5 T8 KH 4D 3D 2D AD 7S 8S 9S", koenigrufen.Solodreier, false},
		// doc/koenigrufen.md §9.5: tarocks do not take suit leads; kings and long suits do.
		{"Farbendreier", "KH QH CH 3H 2H KD QD 4D KS QS 8S T2", koenigrufen.Farbendreier, true},
		{"no Farbendreier with tarocks", "KH QH CH 3H KD QD T2 T3 T4 T5 T6 T7", koenigrufen.Farbendreier, false},
		// doc/koenigrufen.md §4.3: the Besserrufer's bird must be announced: the Pagat with
		// eight tarocks.
		{"Besserrufer with the Pagat", "T1 T7 T9 T12 T15 T17 T19 T20 KH KD 7S 8S", koenigrufen.Besserrufer, true},
		{"no Besserrufer without a bird", "T5 T7 T9 T12 T15 T17 T19 T20 KH KD 7S 8S", koenigrufen.Besserrufer, false},
	}
	for _, tc := range tests {
		hand, err := deck.ParseSet(tc.hand)
		if err != nil {
			t.Fatal(err)
		}
		if got := playable(tc.contract, hand); got != tc.want {
			t.Errorf("%s: playable(%v, %v) = %v, want %v (strength %.1f, danger %.2f, colour %.1f)",
				tc.name, tc.contract, hand, got, tc.want, strength(hand), danger(hand), colour(hand))
		}
	}
}

// TestForehandChoice: after "vorhand" and three passes forehand chooses
// Trischaken with a weak hand of low cards and the Rufer with a weak hand
// of high cards (doc/koenigrufen.md §5.1 rule 3, doc/koenigrufen.md §4.3).
func TestForehandChoice(t *testing.T) {
	for _, tc := range []struct {
		hand string
		want bool
	}{
		{"T2 T3 T5 T8 KH 4D 3D 2D AD 7S 8S 9S", true},
		{"T15 T16 QH CH JH QD CD JD QS CS QC CC", false},
	} {
		hand, err := deck.ParseSet(tc.hand)
		if err != nil {
			t.Fatal(err)
		}
		if got := playable(koenigrufen.Trischaken, hand); got != tc.want {
			t.Errorf("Trischaken with %v: %v, want %v (danger %.2f, strength %.1f)", hand, got, tc.want, danger(hand), strength(hand))
		}
	}
}
