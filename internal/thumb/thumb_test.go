package thumb

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"pgregory.net/rapid"
)

func set(t testing.TB, s string) deck.Set {
	t.Helper()
	cs, err := deck.ParseSet(s)
	if err != nil {
		t.Fatal(err)
	}
	return cs
}

func card(t testing.TB, s string) deck.Card {
	t.Helper()
	c, err := deck.ParseCard(s)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// counter is a random source that counts its draws.
type counter struct {
	src   rand.Source
	draws int
}

func (c *counter) Uint64() uint64 { c.draws++; return c.src.Uint64() }

func TestBest(t *testing.T) {
	score := map[string]float64{"a": 1, "b": 3, "c": 2, "d": 3}
	known := func(m string) (float64, bool) { s, ok := score[m]; return s, ok }
	src := &counter{src: rand.NewPCG(1, 2)}
	rng := rand.New(src)

	if m, ok := Best(rng, []string{"a", "c", "x"}, known); !ok || m != "c" || src.draws != 0 {
		t.Errorf("Best(a c x) = %q, %v after %d draws; want c, true, no draw without a tie", m, ok, src.draws)
	}
	if m, ok := Best(rng, []string{"x", "y"}, known); ok {
		t.Errorf("Best of unknown moves = %q, true; want false", m)
	}
	seen := map[string]int{}
	for range 200 {
		m, ok := Best(rng, []string{"a", "b", "x", "c", "d"}, known)
		if !ok {
			t.Fatal("Best(a b x c d) found nothing")
		}
		seen[m]++
	}
	if len(seen) != 2 || seen["b"] < 60 || seen["d"] < 60 {
		t.Errorf("Best over a tie of b and d chose %v in 200 draws; want both about equally often, nothing else", seen)
	}
}

type play struct {
	c  deck.Card
	ok bool
}

func (p play) PlayedCard() (deck.Card, bool) { return p.c, p.ok }

func TestCards(t *testing.T) {
	legal := []play{{card(t, "KH"), true}, {0, false}, {card(t, "T1"), true}}
	if got, want := Cards(legal), set(t, "KH T1"); got != want {
		t.Errorf("Cards = %v, want %v", got, want)
	}
	if got := Cards([]play{{card(t, "KH"), false}}); !got.IsEmpty() {
		t.Errorf("Cards of no play = %v, want none", got)
	}
}

// TestOrders checks the card orders on a hand (card values doc/tapp.md
// §1.3: the Pagat and the Mond count like a king).
func TestOrders(t *testing.T) {
	s := set(t, "T1 T2 T21 7S QS KH 4H")
	for _, tc := range []struct {
		name string
		fn   func(deck.Set) deck.Card
		want string
	}{
		{"Cheapest: a plain card before a tarock of the same value, low rank first", Cheapest, "4H"},
		{"Dearest: a tarock after a king of the same value, then the higher rank", Dearest, "T21"},
		{"LowestRank: the lowest suit card", LowestRank, "4H"},
		{"HighestRank: the highest tarock", HighestRank, "T21"},
	} {
		if got := tc.fn(s); got != card(t, tc.want) {
			t.Errorf("%s: got %v, want %s", tc.name, got, tc.want)
		}
	}
	if got := Cheapest(set(t, "T2 T3")); got != card(t, "T2") {
		t.Errorf("Cheapest(T2 T3) = %v, want T2", got)
	}
	if got := Dearest(set(t, "T1 KH")); got != card(t, "T1") {
		t.Errorf("Dearest(T1 KH) = %v, want T1", got)
	}
}

func TestOrdersProperties(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		s := deck.Set(rapid.Uint64().Draw(rt, "bits")) & deck.FullPack
		if s.IsEmpty() {
			return
		}
		ch, de, lo, hi := Cheapest(s), Dearest(s), LowestRank(s), HighestRank(s)
		for _, c := range []deck.Card{ch, de, lo, hi} {
			if !s.Has(c) {
				rt.Fatalf("%v is not in %v", c, s)
			}
		}
		for c := range s.All() {
			if Cost(c) < Cost(ch) || Cost(c) > Cost(de) || Power(c) < Power(lo) || Power(c) > Power(hi) {
				rt.Fatalf("%v lies outside the picks %v %v %v %v of %v", c, ch, de, lo, hi, s)
			}
		}
	})
}

// TestKeepPagat: the Pagat is kept for the last trick (doc/tapp.md §8,
// doc/koenigrufen.md §9).
func TestKeepPagat(t *testing.T) {
	for _, tc := range []struct {
		cards string
		last  bool
		want  string
	}{
		{"T1 7S", false, "7S"},
		{"T1 7S", true, "T1 7S"},
		{"T1", false, "T1"},
		{"T2 7S", false, "T2 7S"},
	} {
		if got := KeepPagat(set(t, tc.cards), tc.last); got != set(t, tc.want) {
			t.Errorf("KeepPagat(%s, last %v) = %v, want %s", tc.cards, tc.last, got, tc.want)
		}
	}
}

func TestStrength(t *testing.T) {
	tapp := Strength{Skus: 2.5, Mond: 2, High: 0.75, King: 1.5, Void: 1, Singleton: 0.5}
	koenig := Strength{Skus: 2.5, Mond: 2, High: 0.5, King: 1.5, Queen: 0.5, Void: 1, Singleton: 0.5}
	for _, tc := range []struct {
		w    Strength
		hand string
		want float64
	}{
		// 4 tarocks, Sküs, Mond, XVII; a king; two void suits, a singleton.
		{tapp, "Skus T21 T17 T3 KH QH 7S", 4 + 2.5 + 2 + 0.75 + 1.5 + 1 + 0.5 + 1},
		// The same with the queen beside her king.
		{koenig, "Skus T21 T17 T3 KH QH 7S", 4 + 2.5 + 2 + 0.5 + 1.5 + 0.5 + 1 + 0.5 + 1},
		// A queen without her king counts as a singleton only; a single
		// king is no singleton.
		{koenig, "QD KH 7S 8S 7C 8C", 1.5 + 0.5},
	} {
		if got := tc.w.Score(set(t, tc.hand)); math.Abs(got-tc.want) > 1e-9 {
			t.Errorf("%+v.Score(%s) = %v, want %v", tc.w, tc.hand, got, tc.want)
		}
	}
}

func TestDiscardScore(t *testing.T) {
	for _, tc := range []struct {
		hand, discard string
		want          float64
	}{
		// Two card points laid away, spades and diamonds void, a club
		// singleton, a king singleton that counts nothing.
		{"KH 7S 8S T5 QC", "7S 8S", 0.6*2 + 4 + 4 + 1},
		// A tarock laid away costs 5.
		{"KH 7S 8S T5 QC", "T5 7S", 0.6*2 - 5 + 4 + 1 + 1},
	} {
		if got := DiscardScore(set(t, tc.hand), set(t, tc.discard)); math.Abs(got-tc.want) > 1e-9 {
			t.Errorf("DiscardScore(%s, %s) = %v, want %v", tc.hand, tc.discard, got, tc.want)
		}
	}
}
