package scoring_test

import (
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/scoring"
	"pgregory.net/rapid"
)

// The totals and thresholds of doc/strohmandel.md §11.1.2: the 40-card
// pack adds to 88 points by simple addition and 45 win; the counting of
// packets of three would give 61⅓ for the same cards.
func TestCountingTotals(t *testing.T) {
	redFours := deck.Pack40&^(1<<deck.HeartsAce|1<<deck.DiamondsAce) | 1<<deck.Hearts4 | 1<<deck.Diamonds4
	for _, tc := range []struct {
		name     string
		c        scoring.Counting
		pile     deck.Set
		want     scoring.Points
		majority scoring.Points
	}{
		{"54 cards in packets (doc/strohmandel.md §8.1)", scoring.Packets, deck.Pack54, 210, 107},
		{"42 cards in packets", scoring.Packets, deck.Pack42, 198, 101},
		{"40 cards by simple addition (doc/strohmandel.md §11.1.2)", scoring.Simple, deck.Pack40, 264, 135},
		{"40 cards, red fours as Glatzen (doc/strohmandel.md §11.1.1)", scoring.Simple, redFours, 264, 135},
		{"40 cards in packets, Glatzen worth 1: the trap of doc/strohmandel.md §11.1.2", scoring.Packets, deck.Pack40, 196, 98},
		{"the four Glatzen are worth nothing (doc/strohmandel.md §11.1.1)", scoring.Simple, 1<<deck.HeartsAce | 1<<deck.DiamondsAce | 1<<deck.Spades10 | 1<<deck.Clubs10, 0, 3},
		{"the Trull 5 each (doc/strohmandel.md §11.1.1)", scoring.Simple, deck.Trull, 45, 24},
		{"a King, a Queen, a Cavall, a Jack: 5+4+3+2 (doc/strohmandel.md §11.1.1)", scoring.Simple, 1<<deck.SpadesKing | 1<<deck.SpadesQueen | 1<<deck.SpadesCavall | 1<<deck.SpadesJack, 42, 24},
		{"a plain tarock 1 (doc/strohmandel.md §11.1.1)", scoring.Simple, 1 << deck.Tarock4, 3, 3},
		{"the empty pile", scoring.Simple, 0, 0, 3},
	} {
		if got := tc.c.Count(tc.pile); got != tc.want {
			t.Errorf("%s: %v.Count = %d thirds, want %d", tc.name, tc.c, got, tc.want)
		}
		if got := tc.c.Majority(tc.want); got != tc.majority {
			t.Errorf("%s: %v.Majority(%d) = %d thirds, want %d", tc.name, tc.c, tc.want, got, tc.majority)
		}
	}
	if got := scoring.Simple.Majority(264); got.Whole() != 45 {
		t.Errorf("Simple majority of 88 points is %v, want 45 (doc/strohmandel.md §11.1.2)", got)
	}
}

// Simple addition counts whole points, adds over any split of the pack,
// and agrees with Count on piles without pip cards less their ⅔ per card.
func TestCountingSimpleAdds(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a := deck.Set(rapid.Uint64().Draw(t, "a")) & deck.Pack40
		b := deck.Pack40 &^ a
		ca, cb := scoring.Simple.Count(a), scoring.Simple.Count(b)
		if ca%3 != 0 || ca+cb != 264 {
			t.Fatalf("Simple counts %d + %d thirds, want whole points summing to 264", ca, cb)
		}
		if pk := scoring.Packets.Count(a); a&^deck.Tarocks == a&deck.Kings && pk != ca-2*scoring.Points(a.Len()) {
			t.Fatalf("pile %v without pips: Packets %d, Simple %d", a, pk, ca)
		}
	})
}

func TestCountingString(t *testing.T) {
	for c, want := range map[scoring.Counting]string{scoring.Packets: "Packets", scoring.Simple: "Simple", 7: "Counting(7)"} {
		if got := c.String(); got != want {
			t.Errorf("%d.String() = %q, want %q", uint8(c), got, want)
		}
	}
}
