package strohmandel_test

import (
	"errors"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/internal/gametest"
	"github.com/tarockfamily/sdk/scoring"
	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/tarocktest"
)

// The deal of doc/strohmandel.md §11.1.3: two packets of five each,
// forehand first, then piles of four (c20–c27) and of three (c28–c39),
// alternately, a pile of three leaving its position 0 empty.
func TestDeal40(t *testing.T) {
	o := deck.NewPackOrder(deck.Pack40)
	at := func(lo, hi int) deck.Set { return deck.SetOf(o[lo:hi]...) }
	d, err := strohmandel.DealFrom(o, strohmandel.Zwanziger40)
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

// A record of the 40-card game names the preset Zwanziger40 and writes
// piles 1 and 2 of each seat as three cards, without their empty position
// 0, and reads them back so (doc/strohmandel.md §11.1.3, "Game records").
func TestRecord40(t *testing.T) {
	for _, glatzen := range []strohmandel.Glatzen{strohmandel.GlatzenAcesAndTens, strohmandel.GlatzenRedFours} {
		r := strohmandel.Zwanziger40
		r.Glatzen = glatzen
		rng := rand.New(rand.NewPCG(4, uint64(glatzen)))
		st, err := strohmandel.NewGame(r, strohmandel.ShuffledPack(rng, r.CardsInPlay()))
		if err != nil {
			t.Fatal(err)
		}
		st = playRandom(st, rng, -1)
		rec, err := st.Record()
		if err != nil {
			t.Fatal(err)
		}
		if v, _ := rec.Get("Rules"); v != "Zwanziger40" {
			t.Errorf("%v: Rules tag %q, want Zwanziger40", glatzen, v)
		}
		for _, line := range rec.Deal[2:] {
			var sizes []int
			for _, pile := range strings.Split(line.Value, "/") {
				sizes = append(sizes, len(strings.Fields(pile)))
			}
			if len(sizes) != 3 || sizes[0] != 4 || sizes[1] != 3 || sizes[2] != 3 {
				t.Errorf("%v: %s: piles of %v cards, want 4, 3 and 3", glatzen, line.Name, sizes)
			}
		}
		g, err := strohmandel.ReplayText(rec.String())
		if err != nil {
			t.Fatalf("%v: %v\n%s", glatzen, err, rec)
		}
		if ok, d := tarocktest.Equal(st, g.Final()); !ok || g.Deal != st.Deal() {
			t.Errorf("%v: replay differs: %s", glatzen, d)
		}
	}
}

// The deal lines of the 40-card game: a pile of the wrong size is refused
// at its first card, a pile of four where three belong included
// (doc/strohmandel.md §11.1.3).
func TestDealLinePlaces40(t *testing.T) {
	b, err := os.ReadFile("../doc/games/strohmandel-4.txt")
	if err != nil {
		t.Fatal(err)
	}
	gametest.CheckDealLinePlaces(t, string(b), strohmandel.ReplayText, []gametest.DealLineFault{
		{Name: "a middle pile of four", Old: "KD T6 10C CH / T20 KS AH / T8 Skus JD", New: "KD T6 10C CH / T20 KS AH T8 / Skus JD", At: "DealerPiles:", Col: "T20", Is: tarock.ErrInvalidDeal},
		{Name: "a left pile of three", Old: "KD T6 10C CH / T20 KS AH / T8 Skus JD", New: "KD T6 10C / T20 KS AH / CH T8 Skus JD", At: "DealerPiles:", Col: "KD", Is: tarock.ErrInvalidDeal},
		{Name: "a right pile of two", Old: "/ KC T13 QH", New: "/ KC T13", At: "ForehandPiles:", Col: "KC T13", Is: tarock.ErrInvalidDeal},
		{Name: "a card not in the pack", Old: "/ KC T13 QH", New: "/ KC T13 T2", At: "ForehandPiles:", Col: "T2", Is: tarock.ErrInvalidDeal},
		{Name: "the 40 cards under the 54-card rules", Old: "[Rules \"Zwanziger40\"]", New: "[Rules \"MayrSedlaczekWeb2001Classic\"]", At: "ForehandPiles:", Col: "T4 JC JH", Is: tarock.ErrInvalidDeal},
	})
}
