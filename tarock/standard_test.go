package tarock_test

import (
	"fmt"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
	"pgregory.net/rapid"
)

// TestWinningIndex3 checks the table-driven winner of a trick of three
// against Trick.WinningIndex (doc/tapp.md §1.2) for every trick of three
// distinct cards.
func TestWinningIndex3(t *testing.T) {
	n := 0
	for a := range deck.Card(deck.NumCards) {
		for b := range deck.Card(deck.NumCards) {
			for c := range deck.Card(deck.NumCards) {
				if a == b || a == c || b == c {
					continue
				}
				tr := tarock.NewTrick(0, 3)
				for _, x := range []deck.Card{a, b, c} {
					tr, _ = tr.Play(x)
				}
				if got, want := tarock.WinningIndex3(a, b, c), tr.WinningIndex(); got != want {
					if n++; n <= 10 {
						t.Errorf("WinningIndex3(%v, %v, %v) = %d, want %d", a, b, c, got, want)
					}
				}
			}
		}
	}
}

// TestWinningIndex4 checks the table-driven winner of a trick of four
// against Trick.WinningIndex (doc/koenigrufen.md §9.3) on tricks of four
// distinct cards.
func TestWinningIndex4(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		pack := deck.NewOrder()
		o := rapid.Permutation(pack[:]).Draw(rt, "order")
		tr := tarock.NewTrick(0, 4)
		for _, c := range o[:4] {
			tr, _ = tr.Play(c)
		}
		if got, want := tarock.WinningIndex4(o[0], o[1], o[2], o[3]), tr.WinningIndex(); got != want {
			rt.Fatalf("WinningIndex4(%v, %v, %v, %v) = %d, want %d", o[0], o[1], o[2], o[3], got, want)
		}
	})
}

// TestTrickKey checks the keys of the cards of a trick (doc/tapp.md §1.2):
// a card played after the lead takes the trick exactly when its key is
// higher, the keys of two cards differ unless both are 0, and a key above
// 0 names its card.
func TestTrickKey(t *testing.T) {
	for lead := range deck.Card(deck.NumCards) {
		seen := map[uint8]deck.Card{}
		for c := range deck.Card(deck.NumCards) {
			k := tarock.TrickKey(lead, c)
			if k == 0 {
				if c.IsTarock() || c.Suit() == lead.Suit() {
					t.Errorf("TrickKey(%v, %v) = 0 for a card that can win", lead, c)
				}
				continue
			}
			if deck.Card(k&63) != c {
				t.Errorf("TrickKey(%v, %v) = %d names %v", lead, c, k, deck.Card(k&63))
			}
			if d, ok := seen[k]; ok {
				t.Errorf("TrickKey(%v, …) = %d for %v and %v", lead, k, d, c)
			}
			seen[k] = c
			if c == lead {
				continue
			}
			tr := tarock.NewTrick(0, 2)
			tr, _ = tr.Play(lead)
			tr, _ = tr.Play(c)
			if wins := tr.WinningIndex() == 1; wins != (k > tarock.TrickKey(lead, lead)) {
				t.Errorf("TrickKey(%v, %v) = %d against the lead's %d, but %v taking the trick is %v",
					lead, c, k, tarock.TrickKey(lead, lead), c, wins)
			}
		}
	}
	if k := tarock.TrickKey(deck.HeartsKing, deck.NoCard); k != 0 {
		t.Errorf("TrickKey(KH, NoCard) = %d, want 0", k)
	}
}

// TestFollowIsStandard checks the branch-free legal plays against the
// obligations of the core (LegalPlays under Standard, doc/tapp.md §8,
// doc/koenigrufen.md §9.2) on hands and tricks of one to three cards.
func TestFollowIsStandard(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		pack := deck.NewOrder()
		o := rapid.Permutation(pack[:]).Draw(rt, "order")
		played := rapid.IntRange(1, 3).Draw(rt, "played")
		n := rapid.IntRange(1, 16).Draw(rt, "handsize")
		tr := tarock.NewTrick(0, 4)
		for _, c := range o[:played] {
			tr, _ = tr.Play(c)
		}
		h := deck.SetOf(o[played : played+n]...)
		if got, want := tarock.Follow(h, o[0]), tarock.LegalPlays(h, tr, tarock.Standard); got != want {
			rt.Fatalf("hand %v, trick %v: Follow gives %v, LegalPlays %v", h, tr, got, want)
		}
	})
}

// ExampleFollow lists the cards a hand may play to a trick led with a
// heart, and which card of a complete trick wins it.
func ExampleFollow() {
	hand, _ := deck.ParseSet("KH 10S T5")
	fmt.Println(tarock.Follow(hand, deck.HeartsQueen))
	fmt.Println(tarock.Follow(hand, deck.DiamondsKing))
	fmt.Println(tarock.WinningIndex4(deck.HeartsQueen, deck.HeartsKing, deck.Card(5), deck.HeartsJack))
	// Output:
	// KH
	// T5
	// 2
}
