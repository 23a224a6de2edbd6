package tarock

import (
	"testing"

	"github.com/tarockfamily/sdk/deck"
)

// TestBeaters checks the set of cards that beat a card, which LegalPlays
// uses for MustBeat, against deck.Card.Beats for every pair of cards.
func TestBeaters(t *testing.T) {
	for best := range deck.Card(deck.NumCards) {
		got := beaters(best)
		for c := range deck.Card(deck.NumCards) {
			if got.Has(c) != c.Beats(best) {
				t.Errorf("beaters(%v).Has(%v) = %v, %v.Beats(%v) = %v", best, c, got.Has(c), c, best, c.Beats(best))
			}
		}
		if got&^deck.FullPack != 0 {
			t.Errorf("beaters(%v) holds cards outside the pack: %v", best, got)
		}
	}
}
