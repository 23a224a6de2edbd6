package strohmandel

import (
	"math/rand/v2"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
	"pgregory.net/rapid"
)

// TestDealValidFastPath checks that the quick test of Deal.Validate agrees
// with the card-by-card check on deals with random damage: a card replaced
// by any byte, a hand card dropped or added, two places swapped.
func TestDealValidFastPath(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		d := Shuffled(rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 1)))
		for range rapid.IntRange(0, 3).Draw(t, "damages") {
			seat, p, i := rapid.IntRange(0, 1).Draw(t, "seat"), rapid.IntRange(0, 2).Draw(t, "pile"), rapid.IntRange(0, 3).Draw(t, "pos")
			switch rapid.IntRange(0, 3).Draw(t, "kind") {
			case 0:
				d.Piles[seat][p][i] = deck.Card(rapid.Byte().Draw(t, "card"))
			case 1:
				d.Hands[seat] ^= 1 << rapid.IntRange(0, 63).Draw(t, "bit")
			case 2:
				c := d.Piles[seat][p][i]
				d.Piles[seat][p][i] = d.Piles[1-seat][2-p][3-i]
				d.Piles[1-seat][2-p][3-i] = c
			case 3:
				d.Piles[seat][p][i] = d.Piles[1-seat][p][i]
			}
		}
		fast, full := d.valid(), d.explain() == nil
		if fast != full {
			t.Fatalf("quick test %v, card-by-card check %v for %+v", fast, full, d)
		}
	})
}

// TestValuesOK checks the quick test of the game-point values in
// Rules.Validate against the value-by-value check that names the bad one.
func TestValuesOK(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		r := MayrSedlaczek2007
		v := &r.Values
		fields := []*int8{&v.SimpleGameWon, &v.TakenUpWon, &v.TakenUpLost, &v.TrullInHand, &v.KingsTrullHand,
			&v.TrullInTricks, &v.KingsInTricks, &v.PagatUltimo, &v.Uhu, &v.Kakadu, &v.Quapil, &v.Rostopschin,
			&v.BigWin, &v.Valat, &v.Trischaken, &v.Announced}
		for range rapid.IntRange(0, 2).Draw(t, "changes") {
			*fields[rapid.IntRange(0, len(fields)-1).Draw(t, "field")] = rapid.Int8().Draw(t, "value")
		}
		inRange := true
		for _, f := range fields {
			inRange = inRange && *f >= 0 && *f <= 100
		}
		if valuesOK(v) != inRange {
			t.Fatalf("valuesOK %v, values %+v", valuesOK(v), *v)
		}
		if err := r.Validate(); (err == nil) != (inRange && (!r.ValatReplacesGame || v.Valat > 0)) {
			t.Fatalf("Validate: %v for %+v", err, *v)
		}
	})
}

// TestDealOrderPackets checks dealOrder against the deal of
// doc/strohmandel.md §3.1–§3.2 written card by card: packets of five to
// forehand, dealer, forehand, dealer, forehand, dealer, then packets of
// four, forehand's pile 0, dealer's pile 0, forehand's pile 1, and so on.
func TestDealOrderPackets(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		o := deck.Shuffled(rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 2)))
		var want Deal
		k := 0
		for packet := range 6 {
			for range 5 {
				want.Hands[packet%2] = want.Hands[packet%2].With(o[k])
				k++
			}
		}
		for packet := range 6 {
			for i := range 4 {
				want.Piles[packet%2][packet/2][i] = o[k]
				k++
			}
		}
		if got := dealOrder(&o); got != want {
			t.Fatalf("dealOrder(%v) = %+v, want %+v", o, got, want)
		}
	})
}

// TestWonSets checks in random games of every preset that the cards in
// each seat's tricks, found from the leader of the next trick, are those
// found by deciding every trick from its cards (as Result does).
func TestWonSets(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		rules := presetRules()[rapid.IntRange(0, int(numScorings)-1).Draw(t, "preset")]
		rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 3))
		st, err := NewGame(rules, Shuffled(rng))
		if err != nil {
			t.Fatal(err)
		}
		var buf []Move
		for !st.Done() {
			buf = st.AppendLegalMoves(buf[:0])
			if st, err = st.Apply(buf[rng.IntN(len(buf))]); err != nil {
				t.Fatal(err)
			}
			var want [Players]deck.Set
			for tr := range int(st.nplays) / 2 {
				want[st.trickWinner(tr)] |= 1<<st.plays.at(2*tr) | 1<<st.plays.at(2*tr+1)
			}
			if got := st.wonSets(); got != want {
				t.Fatalf("after %d plays: won %v, want %v", st.nplays, got, want)
			}
		}
	})
}

// TestLegalTables checks the table-driven legal plays against
// tarock.LegalPlays for random playable sets and led cards: the standard
// obligations (doc/strohmandel.md §7.2) and Trischaken's must beat
// (doc/strohmandel.md §4.2).
func TestLegalTables(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		pl := deck.Set(rapid.Uint64().Draw(t, "playable")) & deck.FullPack
		led := deck.Card(rapid.IntRange(0, deck.NumCards-1).Draw(t, "led"))
		pl &^= 1 << led
		trick, err := tarock.NewTrick(1, Players).Play(led)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := followLegal(pl, led), tarock.LegalPlays(pl, trick, tarock.Standard); got != want {
			t.Fatalf("followLegal(%v, %v) = %v, want %v", pl, led, got, want)
		}
		if got, want := mustBeatLegal(pl, led), tarock.LegalPlays(pl, trick, tarock.WithMustBeat); got != want {
			t.Fatalf("mustBeatLegal(%v, %v) = %v, want %v", pl, led, got, want)
		}
	})
}
