package determinize_test

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock/determinize"
	"github.com/tarockfamily/sdk/tarock/hidden"
)

// TestPlaceNames: hands and talon positions are named by the core, a
// game's own kind by its label.
func TestPlaceNames(t *testing.T) {
	for _, c := range []struct {
		p    determinize.Place
		want string
	}{
		{determinize.Place{Kind: determinize.PlaceHand, Seat: 2}, "hand of seat 2"},
		{determinize.Place{Kind: determinize.PlaceTalon, Pos: 0}, "talon position 1"},
		{determinize.Place{Kind: determinize.PlaceOther, Label: "discards"}, "discards"},
	} {
		if got := c.p.Name(); got != c.want {
			t.Errorf("Name() = %q, want %q", got, c.want)
		}
	}
}

// TestProblemAndKeep: the problem of the places holds their sizes and
// constraints with a case's added; Keep leaves the cards to one seat's
// hand.
func TestProblemAndKeep(t *testing.T) {
	cards := deck.FullPack.AppendCards(nil)[:6]
	unknown := deck.SetOf(cards...)
	places := []determinize.Place{
		{Kind: determinize.PlaceHand, Seat: 1, Size: 2},
		{Kind: determinize.PlaceHand, Seat: 2, Size: 2, Require: deck.SetOf(cards[0])},
		{Kind: determinize.PlaceTalon, Pos: 3, Size: 1},
		{Kind: determinize.PlaceOther, Label: "discards", Size: 1},
	}
	determinize.Keep(places, 1, deck.SetOf(cards[5]))
	if places[0].Forbid != 0 || places[3].Forbid != 0 || places[1].Forbid != deck.SetOf(cards[5]) || places[2].Forbid != deck.SetOf(cards[5]) {
		t.Fatalf("Keep forbids %v, %v, %v, %v", places[0].Forbid, places[1].Forbid, places[2].Forbid, places[3].Forbid)
	}
	more := func(i int) (deck.Set, deck.Set) {
		if i == 0 {
			return deck.SetOf(cards[1]), 0
		}
		return 0, 0
	}
	s, err := determinize.Problem(unknown, places, more).Sampler()
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(1, 2))
	for range 100 {
		a := s.Sample(r, nil)
		switch {
		case !a[1].Has(cards[0]):
			t.Fatalf("%v: the required card is not in the second hand", a)
		case a[0].Has(cards[1]):
			t.Fatalf("%v: the case's forbidden card is in the first hand", a)
		case !(a[0] | a[3]).Has(cards[5]):
			t.Fatalf("%v: the kept card is outside the first hand and the discards", a)
		}
	}
	// A place too large for the unknown cards names itself.
	places[3].Size = 9
	if _, err := determinize.Problem(unknown, places, nil).Sampler(); !errors.Is(err, hidden.ErrInvalid) && !errors.Is(err, hidden.ErrInconsistent) {
		t.Errorf("oversized problem: %v", err)
	}
}
