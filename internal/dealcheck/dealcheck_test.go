package dealcheck

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
)

type half uint8

func (h half) String() string { return "H" + strconv.Itoa(int(h)) }

// deal returns two hands of 24 cards and the six talon cards left.
func deal() ([]deck.Set, []deck.Card) {
	var hands [2]deck.Set
	var talon []deck.Card
	for c := range deck.Card(deck.NumCards) {
		switch {
		case c < 24:
			hands[0] = hands[0].With(c)
		case c < 48:
			hands[1] = hands[1].With(c)
		default:
			talon = append(talon, c)
		}
	}
	return hands[:], talon
}

func TestCheck(t *testing.T) {
	hands, talon := deal()
	if err := Check("g", hands, 24, talon); err != nil {
		t.Fatalf("Check of a deal: %v", err)
	}
	for _, c := range []struct {
		name string
		edit func(h []deck.Set, t []deck.Card)
		want string
	}{
		{"bits not cards", func(h []deck.Set, _ []deck.Card) { h[1] |= 1 << 60 }, "g: hand of seat 1 holds bits that are not cards"},
		{"short hand", func(h []deck.Set, _ []deck.Card) { h[0] = h[0].Without(0) }, "g: hand of seat 0 has 23 cards, want 24"},
		{"hand twice", func(h []deck.Set, _ []deck.Card) { h[1] = h[1].Without(30).With(3) }, "g: T4 dealt twice (hand of seat 1)"},
		{"talon not card", func(_ []deck.Set, t []deck.Card) { t[2] = 99 }, "g: talon position 3 holds"},
		{"talon twice", func(_ []deck.Set, t []deck.Card) { t[4] = 3 }, "dealt twice (talon position 5)"},
	} {
		h, tl := deal()
		c.edit(h, tl)
		err := Check("g", h, 24, tl)
		if !errors.Is(err, tarock.ErrInvalidDeal) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: Check = %v, want %q wrapping ErrInvalidDeal", c.name, err, c.want)
		}
	}
}

func TestLayHalves(t *testing.T) {
	var talon [6]deck.Card
	a, b := deck.SetOf(9, 2, 5), deck.SetOf(40, 1, 7)
	if err := LayHalves[half]("g", talon[:], 3, a, b); err != nil {
		t.Fatal(err)
	}
	if want := [6]deck.Card{2, 5, 9, 1, 7, 40}; talon != want {
		t.Errorf("LayHalves laid %v, want %v", talon, want)
	}
	err := LayHalves[half]("g", talon[:], 3, a, deck.SetOf(1, 7))
	if !errors.Is(err, tarock.ErrInvalidDeal) || !strings.Contains(err.Error(), "g: talon half H1") {
		t.Errorf("LayHalves of a short half = %v", err)
	}
}

// CheckPack names a card outside the pack, in a hand or in the talon
// (doc/design.md §10).
func TestCheckPack(t *testing.T) {
	hands, talon := deal()
	pack := deck.FullPack.Without(deck.Tarock5).Without(talon[2])
	for _, c := range []struct {
		name string
		want string
	}{
		{"hand", "hand of seat 0 holds T5, not in the pack of the rules (52 cards)"},
		{"talon", "talon position 3 holds"},
	} {
		if c.name == "talon" {
			pack = pack.With(deck.Tarock5)
		}
		err := CheckPack("g", pack, hands, 24, talon)
		if !errors.Is(err, tarock.ErrInvalidDeal) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: CheckPack = %v, want %q", c.name, err, c.want)
		}
	}
	if err := CheckPack("g", deck.FullPack, hands, 24, talon); err != nil {
		t.Errorf("CheckPack of the whole pack: %v", err)
	}
}
