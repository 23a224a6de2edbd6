package strohmandel_test

import (
	"errors"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/tarock"
)

// TestDealValidate checks that NewGame, Deal.Validate and DealFrom refuse
// deals that are not one of the pack (doc/strohmandel.md §3), and that
// DealFrom deals the packets in order.
func TestDealValidate(t *testing.T) {
	d := tableDeal(t)
	d.Piles[1][2][3] = deck.Skus // twice
	if _, err := strohmandel.NewGame(strohmandel.MayrSedlaczek2007, d); !errors.Is(err, tarock.ErrInvalidDeal) {
		t.Errorf("duplicate card: %v", err)
	}
	d = tableDeal(t)
	d.Hands[0] = d.Hands[0].Without(deck.Skus)
	if err := d.Validate(); !errors.Is(err, tarock.ErrInvalidDeal) {
		t.Errorf("short hand: %v", err)
	}
	var o deck.Order
	if _, err := strohmandel.DealFrom(o, strohmandel.MayrSedlaczek2007); !errors.Is(err, tarock.ErrInvalidDeal) {
		t.Errorf("bad order: %v", err)
	}
	if d, err := strohmandel.DealFrom(deck.NewOrder(), strohmandel.MayrSedlaczek2007); err != nil || d.Hands[0] != set(t, "T1 T2 T3 T4 T5 T11 T12 T13 T14 T15 T21 Skus 4H 3H 2H") ||
		d.Piles[0][0] != [4]deck.Card{deck.Diamonds4, deck.Diamonds3, deck.Diamonds2, deck.DiamondsAce} {
		t.Errorf("DealFrom: %v %v", d.Hands[0], d.Piles[0][0])
	}
}
