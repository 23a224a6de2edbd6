package strohmandel

import (
	"testing"

	"github.com/tarockfamily/sdk/deck"
)

// TestCallOf checks that each call belongs to the cards doc/strohmandel.md
// §6 notes give it, and that no card carries two.
func TestCallOf(t *testing.T) {
	want := map[Call]deck.Set{
		CallTrull:      deck.Trull,
		CallKingsTrull: deck.Kings,
		CallRoss:       deck.SetOf(deck.Tarock17),
		CallTopschin:   deck.SetOf(deck.Tarock18),
	}
	for c := range deck.Card(deck.NumCards) {
		var calls Call
		for call, cards := range want {
			if cards.Has(c) {
				calls |= call
			}
		}
		if got := callOf(c); got != calls {
			t.Errorf("callOf(%v) = %v, want %v", c, got, calls)
		}
	}
}
