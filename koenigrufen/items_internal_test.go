package koenigrufen

import (
	"math/rand/v2"
	"testing"
)

// TestPremiumItem checks that each premium has its own item, between the
// game and the defenders' games (doc/koenigrufen.md §8.4).
func TestPremiumItem(t *testing.T) {
	seen := map[item]bool{itemGame: true}
	for k := range numPremiums {
		it := premiumItem(1 << k)
		if it < itemPremium || it >= itemDefenderGame || seen[it] {
			t.Errorf("premiumItem(%v) = %d", Premiums(1<<k), it)
		}
		seen[it] = true
	}
	if it := premiumItem(Trull | Valat); it != itemGame {
		t.Errorf("premiumItem of two premiums = %d, want itemGame", it)
	}
}

// TestItemsOfANewDeal checks that a deal starts with nothing announced and
// every item at level 1.
func TestItemsOfANewDeal(t *testing.T) {
	s, err := NewGame(AustrianTarockCup2023, Shuffled(rand.New(rand.NewPCG(1, 2))))
	if err != nil {
		t.Fatal(err)
	}
	for party := range 2 {
		if p := s.announcedPremiums(party); p != 0 {
			t.Errorf("announcedPremiums(%d) = %v", party, p)
		}
	}
	for it := range item(numItems) {
		if l := s.kontraLevel(it); l != 1 {
			t.Errorf("kontraLevel(%d) = %d", it, l)
		}
	}
}
