package tapp_test

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tarock"
)

// TestDealFrom checks the packet orders of doc/tapp.md §3 on the pack in card order
// (card n is the n-th card dealt).
func TestDealFrom(t *testing.T) {
	o := deck.NewOrder()
	rng := func(lo, hi int) deck.Set {
		var s deck.Set
		for c := lo; c < hi; c++ {
			s = s.With(deck.Card(c))
		}
		return s
	}
	cases := []struct {
		name  string
		rules tapp.Rules
		knock *tapp.Knock // nil: DealFrom, else DealKnocked
		hand0 deck.Set
		talon [6]deck.Card
	}{
		{"doc/tapp.md §3 4×4: talon c0–c5, then packets of four", tapp.MayrSedlaczek2001, nil,
			rng(6, 10) | rng(18, 22) | rng(30, 34) | rng(42, 46), [6]deck.Card{0, 1, 2, 3, 4, 5}},
		{"doc/tapp.md §3 2×8", with(tapp.MayrSedlaczek2001, func(r *tapp.Rules) { r.DealPackets = tapp.Packets2x8 }), nil,
			rng(6, 14) | rng(30, 38), [6]deck.Card{0, 1, 2, 3, 4, 5}},
		{"doc/tapp.md §3 Packets1821 (2×(2×4))", tapp.Tapp1821, nil,
			rng(6, 14) | rng(30, 38), [6]deck.Card{0, 1, 2, 3, 4, 5}},
		{"doc/tapp.md §3 eight, talon, eight", with(tapp.MayrSedlaczek2001, func(r *tapp.Rules) { r.DealPackets = tapp.PacketsEightTalonEight }), nil,
			rng(0, 8) | rng(30, 38), [6]deck.Card{24, 25, 26, 27, 28, 29}},
		{"doc/tapp.md §3 knock: 16 in one packet", tapp.MayrSedlaczek2001, &tapp.Knock{},
			rng(6, 22), [6]deck.Card{0, 1, 2, 3, 4, 5}},
		{"doc/tapp.md §3 Graz: forehand chooses the third stack", with(tapp.MayrSedlaczek2001, func(r *tapp.Rules) { r.KnockMode = tapp.KnockGrazChoose }),
			&tapp.Knock{ForehandStack: 2}, rng(38, 54), [6]deck.Card{0, 1, 2, 3, 4, 5}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			d, err := tapp.DealFrom(o, tc.rules)
			if tc.knock != nil {
				d, err = tapp.DealKnocked(o, tc.rules, *tc.knock)
			}
			if err != nil {
				t.Fatal(err)
			}
			if d.Hands[0] != tc.hand0 || d.Talon != tc.talon {
				t.Errorf("hand 0 %v, talon %v; want %v, %v", d.Hands[0], d.Talon, tc.hand0, tc.talon)
			}
			if err := d.Validate(); err != nil {
				t.Error(err)
			}
		})
	}
	if _, err := tapp.DealKnocked(o, tapp.Tapp1821, tapp.Knock{}); !errors.Is(err, tarock.ErrInvalidDeal) {
		t.Errorf("1821 knock without consent: %v", err)
	}
	if _, err := tapp.DealKnocked(o, tapp.Tapp1821, tapp.Knock{ForehandConsents: true}); err != nil {
		t.Errorf("1821 knock with consent: %v", err)
	}
	bad := o
	bad[3] = bad[4]
	if _, err := tapp.DealFrom(bad, tapp.MayrSedlaczek2001); !errors.Is(err, tarock.ErrInvalidDeal) {
		t.Errorf("bad order: %v", err)
	}
	noKnock := with(tapp.MayrSedlaczek2001, func(r *tapp.Rules) { r.KnockAllowed = false })
	if _, err := tapp.DealKnocked(o, noKnock, tapp.Knock{}); !errors.Is(err, tarock.ErrInvalidDeal) {
		t.Errorf("knock not allowed: %v", err)
	}
	graz := with(tapp.MayrSedlaczek2001, func(r *tapp.Rules) { r.KnockMode = tapp.KnockGrazChoose })
	if _, err := tapp.DealKnocked(o, graz, tapp.Knock{ForehandStack: 3}); !errors.Is(err, tarock.ErrInvalidDeal) {
		t.Errorf("stack 3 of three: %v", err)
	}
	// Shuffled is reproducible and valid.
	a, b := tapp.Shuffled(rand.New(rand.NewPCG(5, 6))), tapp.Shuffled(rand.New(rand.NewPCG(5, 6)))
	if a != b || a.Validate() != nil {
		t.Error("Shuffled not reproducible or invalid")
	}
}

// TestInvalidDeal checks that explicit deals are validated (doc/tapp.md §3).
func TestInvalidDeal(t *testing.T) {
	d := dealW(t)
	short := d
	short.Hands[0] = short.Hands[0].Without(deck.Pagat)
	dup := d
	dup.Talon[0] = deck.Skus
	for _, bad := range []tapp.Deal{short, dup, {}} {
		if _, err := tapp.NewGame(tapp.MayrSedlaczek2001, bad); !errors.Is(err, tarock.ErrInvalidDeal) {
			t.Errorf("NewGame accepted an invalid deal: %v", err)
		}
	}
	if _, err := tapp.NewDeal(d.Hands, mustSet("4H 3H"), mustSet("4D 3D 2D 2H")); !errors.Is(err, tarock.ErrInvalidDeal) {
		t.Errorf("NewDeal with a 2-card half: %v", err)
	}
}

// TestRedealNoTarock checks the RedealNoTarock option (doc/tapp.md §3): the dealer's
// hand in deal W holds no tarock.
func TestRedealNoTarock(t *testing.T) {
	r := with(tapp.MayrSedlaczek2001, func(r *tapp.Rules) { r.RedealNoTarock = true })
	st, err := tapp.NewGame(r, dealW(t))
	if err != nil {
		t.Fatal(err)
	}
	res, _ := st.Result()
	if !st.Done() || st.Outcome().Played || res.End != tapp.EndNoTarock || res.Deltas != [tapp.Players]int{} || res.Fourth != 0 {
		t.Errorf("done %v, outcome %+v, end %v", st.Done(), st.Outcome(), res.End)
	}
	if st, _ := tapp.NewGame(tapp.MayrSedlaczek2001, dealW(t)); st.Done() {
		t.Error("thrown in without the option")
	}
}
