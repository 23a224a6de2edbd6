package koenigrufen_test

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/koenigrufen"
	"github.com/tarockfamily/sdk/tarock"
)

// The mapping of doc/koenigrufen.md §3 item 3, and of DealPattern =
// TalonFirst (doc/koenigrufen.md §13.1).
func TestDealFrom(t *testing.T) {
	o := deck.NewOrder()
	cards := func(from, to int) deck.Set { return deck.SetOf(o[from : to+1]...) }
	d, err := koenigrufen.DealFrom(o, koenigrufen.AustrianTarockCup2023)
	if err != nil {
		t.Fatal(err)
	}
	want := koenigrufen.Deal{Hands: [4]deck.Set{
		cards(0, 5) | cards(30, 35), cards(6, 11) | cards(36, 41), cards(12, 17) | cards(42, 47), cards(18, 23) | cards(48, 53)}}
	copy(want.Talon[:], o[24:30])
	if d != want {
		t.Errorf("SixTalonSix: %+v, want %+v", d, want)
	}
	r := koenigrufen.AustrianTarockCup2023
	r.DealPattern = koenigrufen.TalonFirst
	d, err = koenigrufen.DealFrom(o, r)
	if err != nil {
		t.Fatal(err)
	}
	want = koenigrufen.Deal{Hands: [4]deck.Set{
		cards(6, 11) | cards(30, 35), cards(12, 17) | cards(36, 41), cards(18, 23) | cards(42, 47), cards(24, 29) | cards(48, 53)}}
	copy(want.Talon[:], o[0:6])
	if d != want {
		t.Errorf("TalonFirst: %+v, want %+v", d, want)
	}
	if d.Half(koenigrufen.TalonA) != cards(0, 2) || d.Half(koenigrufen.TalonB) != cards(3, 5) {
		t.Errorf("halves %v %v", d.Half(koenigrufen.TalonA), d.Half(koenigrufen.TalonB))
	}
	o[0] = o[1]
	if _, err := koenigrufen.DealFrom(o, r); !errors.Is(err, tarock.ErrInvalidDeal) {
		t.Errorf("bad order: %v", err)
	}
}

// Shuffled deals as DealFrom deals the shuffled pack, and gives valid deals.
func TestShuffled(t *testing.T) {
	for seed := range uint64(50) {
		d := koenigrufen.Shuffled(rand.NewPCG(seed, 1))
		want, err := koenigrufen.DealFrom(deck.Shuffled(rand.NewPCG(seed, 1)), koenigrufen.AustrianTarockCup2023)
		if err != nil || d != want || d.Validate() != nil {
			t.Fatalf("seed %d: %+v, want %+v (%v)", seed, d, want, err)
		}
	}
}

func TestNewDeal(t *testing.T) {
	d := koenigrufen.Shuffled(rand.NewPCG(1, 2))
	a, b := d.Half(koenigrufen.TalonA), d.Half(koenigrufen.TalonB)
	nd, err := koenigrufen.NewDeal(d.Hands, a, b)
	if err != nil || nd.Hands != d.Hands || nd.Half(koenigrufen.TalonA) != a {
		t.Fatalf("NewDeal: %v", err)
	}
	if _, err := koenigrufen.NewDeal(d.Hands, b, b); !errors.Is(err, tarock.ErrInvalidDeal) {
		t.Errorf("a half twice: %v", err)
	}
	h := d.Hands
	h[0] = h[1]
	if _, err := koenigrufen.NewDeal(h, a, b); !errors.Is(err, tarock.ErrInvalidDeal) {
		t.Errorf("a hand twice: %v", err)
	}
}
