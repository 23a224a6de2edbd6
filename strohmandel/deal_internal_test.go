package strohmandel

import (
	"math/rand/v2"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"pgregory.net/rapid"
)

// TestDealValidFastPath checks that the quick test of Deal.Validate agrees
// with the card-by-card check on deals with random damage: a card replaced
// by any byte, a hand card dropped or added, two places swapped.
func TestDealValidFastPath(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		d := Shuffled(rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 1)))
		for range rapid.IntRange(0, 3).Draw(t, "damages") {
			seat, p, i := rapid.IntRange(0, 1).Draw(t, "seat"), rapid.IntRange(0, 2).Draw(t, "pile"), rapid.IntRange(0, 3).Draw(t, "pos")
			switch rapid.IntRange(0, 3).Draw(t, "kind") {
			case 0:
				d.Piles[seat][p][i] = deck.Card(rapid.Byte().Draw(t, "card"))
			case 1:
				d.Hands[seat] ^= 1 << rapid.IntRange(0, 63).Draw(t, "bit")
			case 2:
				c := d.Piles[seat][p][i]
				d.Piles[seat][p][i] = d.Piles[1-seat][2-p][3-i]
				d.Piles[1-seat][2-p][3-i] = c
			case 3:
				d.Piles[seat][p][i] = d.Piles[1-seat][p][i]
			}
		}
		fast, full := d.valid(), d.explain(deck.Pack54, HandSize) == nil
		if fast != full {
			t.Fatalf("quick test %v, card-by-card check %v for %+v", fast, full, d)
		}
	})
}

// TestDealFromPackets checks dealFrom against the deal of
// doc/strohmandel.md §3.1–§3.2 written card by card: packets of five to
// forehand, dealer, forehand, dealer, forehand, dealer, then packets of
// four, forehand's pile 0, dealer's pile 0, forehand's pile 1, and so on.
func TestDealFromPackets(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		o := deck.Shuffled(rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 2)))
		var want Deal
		k := 0
		for packet := range 6 {
			for range 5 {
				want.Hands[packet%2] = want.Hands[packet%2].With(o[k])
				k++
			}
		}
		for packet := range 6 {
			for i := range 4 {
				want.Piles[packet%2][packet/2][i] = o[k]
				k++
			}
		}
		if got := dealFrom(&o, HandSize); got != want {
			t.Fatalf("dealFrom(%v) = %+v, want %+v", o, got, want)
		}
	})
}
