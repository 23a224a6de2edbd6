package strohmandel_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/scoring"
	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/tarock"
)

// The deal of doc/strohmandel.md §11.1.3: two packets of five each,
// forehand first, then piles of four (c20–c27) and of three (c28–c39),
// alternately, a pile of three leaving its position 0 empty.
func TestDeal40(t *testing.T) {
	o := deck.NewPackOrder(deck.Pack40)
	at := func(lo, hi int) deck.Set { return deck.SetOf(o[lo:hi]...) }
	d, err := strohmandel.DealFromPack(o, deck.Pack40)
	if err != nil {
		t.Fatal(err)
	}
	three := func(i int) [4]deck.Card { return [4]deck.Card{deck.NoCard, o[i], o[i+1], o[i+2]} }
	want := strohmandel.Deal{
		Hands: [2]deck.Set{at(0, 5) | at(10, 15), at(5, 10) | at(15, 20)},
		Piles: [2][3][4]deck.Card{
			{[4]deck.Card(o[20:24]), three(28), three(34)},
			{[4]deck.Card(o[24:28]), three(31), three(37)},
		},
	}
	if d != want {
		t.Errorf("deal %v, want %v", d, want)
	}
	if err := d.ValidatePack(deck.Pack40); err != nil {
		t.Error(err)
	}
	bad := d
	bad.Piles[0][1][0], bad.Piles[0][1][1] = bad.Piles[0][1][1], deck.NoCard
	if err := bad.ValidatePack(deck.Pack40); !errors.Is(err, tarock.ErrInvalidDeal) {
		t.Errorf("a pile of three with a card at position 0: %v", err)
	}
	st, err := strohmandel.NewGame(strohmandel.Zwanziger40, d)
	if err != nil {
		t.Fatal(err)
	}
	for seat := range tarock.Seat(2) {
		for i, p := range st.Piles(seat) {
			if n := 4 - min(i, 1); p.Len() != n || p.Cards().Len() != n {
				t.Errorf("seat %d pile %d: %d cards %v, want %d", seat, i, p.Len(), p.Cards(), n)
			}
		}
	}
}

// The preset and what Validate refuses with the 40 cards
// (doc/strohmandel.md §11.1.1, §11.1.5, §11.1.6).
func TestZwanziger40Rules(t *testing.T) {
	r := strohmandel.Zwanziger40
	if err := r.Validate(); err != nil || r.HandSize() != 10 || r.PileCards() != 10 || r.Counting() != scoring.Simple {
		t.Errorf("Zwanziger40: Validate %v, HandSize %d, PileCards %d, Counting %v", err, r.HandSize(), r.PileCards(), r.Counting())
	}
	if p, ok := strohmandel.Preset("zwanziger40"); !ok || p != r {
		t.Errorf("Preset(zwanziger40) = %v, %v", p, ok)
	}
	red := r
	red.Glatzen = strohmandel.GlatzenRedFours
	if err := red.Validate(); err != nil || red.CardsInPlay() != strohmandel.Pack40RedFours || !red.CardsInPlay().Has(deck.Hearts4) || red.CardsInPlay().Has(deck.HeartsAce) {
		t.Errorf("red fours: %v, %v", err, red.CardsInPlay())
	}
	for _, c := range []struct {
		name string
		f    func(*strohmandel.Rules)
		want string
	}{
		{"Uhu (doc/strohmandel.md §11.1.5)", func(r *strohmandel.Rules) { r.Birds |= strohmandel.BirdUhu }, "Rules.Birds has Uhu, but its card T2 is not in the pack of 40 cards"},
		{"Kakadu (doc/strohmandel.md §11.1.5)", func(r *strohmandel.Rules) { r.Birds |= strohmandel.BirdKakadu }, "Rules.Birds has Kakadu, but its card T3 is not in the pack of 40 cards"},
		{"big win (doc/strohmandel.md §11.1.5)", func(r *strohmandel.Rules) { r.BigWin = strohmandel.BigWinGrammel45 }, "Rules.BigWin = BigWinGrammel45 counts 45 and 26 of 70 card points"},
		{"Glatzen without Pack40 (doc/strohmandel.md §11.1.1)", func(r *strohmandel.Rules) { r.Pack, r.Glatzen = 0, strohmandel.GlatzenRedFours }, "Rules.Glatzen = GlatzenRedFours chooses the pips of the 40-card pack"},
		{"another 40 cards (doc/strohmandel.md §11.1.1)", func(r *strohmandel.Rules) { r.Pack = deck.Pack40.Without(deck.Tarock4).With(deck.Tarock2) }, "Rules.Pack has 40 cards but is not the Zwanzigerrufen pack"},
	} {
		r := strohmandel.Zwanziger40
		c.f(&r)
		if err := r.Validate(); !errors.Is(err, tarock.ErrInvalidRules) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: Validate = %v, want %q", c.name, err, c.want)
		}
	}
}
