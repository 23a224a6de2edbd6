package strohmandel_test

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/tarockfamily/sdk/internal/gametest"
	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/strohmandel/strohmandeltest"
	"github.com/tarockfamily/sdk/tarock"
	"pgregory.net/rapid"
)

// TestItemsOfRandomDeals: every item of a settlement is paid by one seat
// to the other, to its Seat when he won it and by him when he lost it;
// its amount is its value times its factor, which only Kontra on the game
// raises (doc/strohmandel.md §6, §8.2); the items' payments add up to the
// deltas.
func TestItemsOfRandomDeals(t *testing.T) {
	presets := strohmandel.Presets()
	rapid.Check(t, func(t *rapid.T) {
		p := rapid.SampledFrom(presets).Draw(t, "preset")
		seed := rapid.Uint64().Draw(t, "seed")
		st, err := strohmandeltest.NewGame(p.Rules, seed)
		if err != nil {
			t.Fatal(err)
		}
		r, _ := gametest.PlayOut(t, st, rand.New(rand.NewPCG(seed, 1))).Result()
		var sum [strohmandel.Players]int
		for _, it := range r.ItemList() {
			to, from := it.Seat, 1-it.Seat
			if !it.Won {
				to, from = from, to
			}
			if it.Payees != 1<<to || it.Payers != 1<<from || it.Amount() != it.Value*it.Factor || it.Value <= 0 ||
				it.Factor != 1 && (it.Kind != strohmandel.ItemGame || it.Factor != r.Kontra.Factor()) {
				t.Fatalf("item %+v of the result\n%v", it, r)
			}
			d := it.Deltas()
			sum[0] += d[0]
			sum[1] += d[1]
		}
		if sum != r.Deltas {
			t.Fatalf("items pay %v, deltas %v\n%v", sum, r.Deltas, r)
		}
	})
}

// TestSeatSetText: a seat set reads back through its text and its JSON.
func TestSeatSetText(t *testing.T) {
	for ss := range strohmandel.SeatSet(4) {
		b, _ := ss.MarshalText()
		var back strohmandel.SeatSet
		if err := back.UnmarshalText(b); err != nil || back != ss {
			t.Errorf("%v: %q reads back as %v, %v", uint8(ss), b, back, err)
		}
		gametest.CheckJSON(t, ss, cmpText)
	}
	if s := strohmandel.SeatSet(3).String(); s != "seat 0, seat 1" {
		t.Errorf("String() = %q", s)
	}
	var ss strohmandel.SeatSet
	for _, bad := range []string{"seat 2", "seat 1, seat 1", "x", ""} {
		if err := ss.UnmarshalText([]byte(bad)); !errors.Is(err, tarock.ErrBadText) || ss != 0 {
			t.Errorf("%q: %v", bad, err)
		}
	}
}
