package koenigrufenbot

import (
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/koenigrufen"
)

// TestRaiseWorth checks the Kontra, Re and Sub the heuristic player says
// and the premiums it announces (doc/koenigrufen.md §8.3, §8.5).
func TestRaiseWorth(t *testing.T) {
	skus := "Skus T3 T4 KH 4H 3H 4D 3D 7S 8S 7C 8C"
	weak := "T3 T4 4H 3H 2H 4D 3D 7S 8S 9S 7C 8C"
	strong := "Skus T21 T20 T19 T18 T17 T16 T15 T14 KH KS KC"
	tests := []struct {
		name     string
		hand     string
		contract koenigrufen.Contract
		premium  koenigrufen.Premiums // 0: the game
		level    koenigrufen.KontraLevel
		want     float64
	}{
		// doc/koenigrufen.md §8.1: the Sküs takes its trick, so the other
		// party's Valat and Trull fail: Kontra, and Sub after their Re.
		{"Kontra a Valat with the Sküs", skus, koenigrufen.Solodreier, koenigrufen.Valat, koenigrufen.LevelKontra, 1},
		{"Sub a Trull with the Sküs", skus, koenigrufen.Solodreier, koenigrufen.Trull, koenigrufen.LevelSub, 1},
		{"no Kontra on a Valat with a weak hand", weak, koenigrufen.Solodreier, koenigrufen.Valat, koenigrufen.LevelKontra, -1},
		// doc/koenigrufen.md §8.5: Kontra on the game only with a hand
		// that can beat it.
		{"Kontra a Dreier", strong, koenigrufen.Dreier, 0, koenigrufen.LevelKontra, 1},
		{"no Kontra on a Dreier", weak, koenigrufen.Dreier, 0, koenigrufen.LevelKontra, -1},
		// A defender of a Bettel with low cards in every suit.
		{"Kontra a Bettel", weak, koenigrufen.Bettel, 0, koenigrufen.LevelKontra, 1},
		{"no Re on a premium", strong, koenigrufen.Dreier, koenigrufen.Trull, koenigrufen.LevelRe, -1},
	}
	for _, tc := range tests {
		hand, err := deck.ParseSet(tc.hand)
		if err != nil {
			t.Fatal(err)
		}
		o := &koenigrufen.Observation{Rules: koenigrufen.AustrianTarockCup2023, Seat: 1, Declarer: 0, Contract: tc.contract, Hand: hand, Called: deck.NoCard}
		var got float64
		if tc.premium == 0 {
			got = gameRaiseWorth(o, sides(o), tc.level)
		} else {
			got = premiumRaiseWorth(o, tc.premium, tc.level)
		}
		if got != tc.want {
			t.Errorf("%s: worth %v, want %v", tc.name, got, tc.want)
		}
	}
	// doc/koenigrufen.md §8.3: the Trull announced only holding it whole,
	// the Valat never.
	o := &koenigrufen.Observation{Rules: koenigrufen.AustrianTarockCup2023, Contract: koenigrufen.Dreier, Called: deck.NoCard}
	o.Hand, _ = deck.ParseSet("Skus T21 T1 T19 T18 T17 T16 T15 T14 KH KS KC")
	if premiumWorth(o, koenigrufen.Trull) != 1 || premiumWorth(o, koenigrufen.Valat) != -1 {
		t.Errorf("Trull %v, Valat %v", premiumWorth(o, koenigrufen.Trull), premiumWorth(o, koenigrufen.Valat))
	}
	o.Hand = o.Hand.Without(deck.Pagat).With(deck.Kakadu)
	if premiumWorth(o, koenigrufen.Trull) != -1 {
		t.Errorf("Trull announced without the Pagat")
	}
}
