package deck_test

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"pgregory.net/rapid"
)

// The packs of the rule books (doc/tapp.md §11.1.1, doc/strohmandel.md
// §11.1.1): their sizes, value sums and the cards they leave out.
func TestPacks(t *testing.T) {
	for _, c := range []struct {
		name    string
		pack    deck.Set
		n, sum  int
		without string
	}{
		{"Pack54", deck.Pack54, 54, 106, "-"},
		{"Pack42", deck.Pack42, 42, 94, "4H 3H 2H 4D 3D 2D 7S 8S 9S 7C 8C 9C"},
		{"Pack40", deck.Pack40, 40, 92, "T2 T3 4H 3H 2H 4D 3D 2D 7S 8S 9S 7C 8C 9C"},
	} {
		if c.pack.Len() != c.n || c.pack.Sum() != c.sum {
			t.Errorf("%s: %d cards with value sum %d, want %d and %d", c.name, c.pack.Len(), c.pack.Sum(), c.n, c.sum)
		}
		want, err := deck.ParseSet(c.without)
		if err != nil {
			t.Fatal(err)
		}
		if got := deck.FullPack.Minus(c.pack); got != want {
			t.Errorf("%s leaves out %v, want %v", c.name, got, want)
		}
	}
}

// A shuffled pack is an order of the pack: its cards once each, NoCard
// after them; ShuffledPack of the 54 cards is Shuffled.
func TestShuffledPack(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		pack := deck.Set(rapid.Uint64().Draw(t, "pack")) & deck.FullPack
		seed := rapid.Uint64().Draw(t, "seed")
		o := deck.ShuffledPack(rand.NewPCG(seed, 1), pack)
		if err := o.CheckPack(pack); err != nil {
			t.Fatalf("ShuffledPack(%v) = %v: %v", pack, o, err)
		}
	})
	a, b := deck.ShuffledPack(rand.NewPCG(3, 4), deck.Pack54), deck.Shuffled(rand.NewPCG(3, 4))
	if a != b {
		t.Errorf("ShuffledPack(Pack54) differs from Shuffled")
	}
	if got := deck.NewPackOrder(deck.Pack54); got != deck.NewOrder() {
		t.Errorf("NewPackOrder(Pack54) differs from NewOrder")
	}
	// Every card of a small pack comes first equally often.
	pack := deck.SetOf(deck.Pagat, deck.Skus, deck.HeartsKing)
	var first [deck.NumCards]int
	src := rand.NewPCG(1, 2)
	for range 3000 {
		first[deck.ShuffledPack(src, pack)[0]]++
	}
	for c := range pack.All() {
		if first[c] < 850 || first[c] > 1150 {
			t.Errorf("%v first in %d of 3000 orders, want about 1000", c, first[c])
		}
	}
}

// CheckPack and DealPack refuse a card outside the pack, a repeated card,
// a card after the pack's cards and a schedule of another size, each with
// an error wrapping ErrBadOrder that says what is wrong.
func TestCheckPack(t *testing.T) {
	pack := deck.Pack42
	good := deck.NewPackOrder(pack)
	if err := good.CheckPack(pack); err != nil {
		t.Fatalf("NewPackOrder(Pack42): %v", err)
	}
	outside := good
	outside[5] = deck.Hearts2
	repeated := good
	repeated[5] = good[6]
	trailing := good
	trailing[45] = deck.Hearts2
	for _, c := range []struct {
		name string
		o    deck.Order
		want string
	}{
		{"outside", outside, "position 5 holds 2H, which is not in the pack of 42 cards"},
		{"repeated", repeated, "position 6 repeats"},
		{"trailing", trailing, "position 45 holds 2H after the 42 cards of the pack"},
		{"54 cards", deck.NewOrder(), "position 22 holds 4H, which is not in the pack"},
	} {
		err := c.o.CheckPack(pack)
		if !errors.Is(err, deck.ErrBadOrder) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: CheckPack = %v, want %q", c.name, err, c.want)
		}
		dst := [][]deck.Card{nil}
		if err := c.o.DealPack(pack, dst, []deck.Packet{{To: 0, Size: 42}}); !errors.Is(err, deck.ErrBadOrder) {
			t.Errorf("%s: DealPack = %v", c.name, err)
		}
	}
	dst := [][]deck.Card{nil, nil}
	if err := good.DealPack(pack, dst, []deck.Packet{{To: 0, Size: 40}, {To: 1, Size: 2}}); err != nil || len(dst[0]) != 40 || dst[1][1] != good[41] {
		t.Errorf("DealPack = %v, %v", dst, err)
	}
	if err := good.DealPack(pack, dst, []deck.Packet{{To: 0, Size: 54}}); err == nil || !strings.Contains(err.Error(), "deals 54 cards, want 42") {
		t.Errorf("DealPack of 54 cards from 42 = %v", err)
	}
}
