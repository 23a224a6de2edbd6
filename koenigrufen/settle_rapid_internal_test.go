package koenigrufen

import (
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
	"pgregory.net/rapid"
)

// TestSettleRandomFacts settles random facts of every contract under
// random scoring options and checks doc/koenigrufen.md §11.1, §11.9 step
// 6: Score and Money each sum to zero, the items' payments add up to the
// Money, every factor is at least 1, and no item is cut off.
func TestSettleRandomFacts(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		c := Contract(rapid.IntRange(1, int(numContracts)-1).Draw(t, "contract"))
		decl := tarock.Seat(rapid.IntRange(0, 3).Draw(t, "declarer"))
		partner := tarock.NoSeat
		if c.IsCalling() && rapid.Bool().Draw(t, "hasPartner") {
			partner = (decl + tarock.Seat(rapid.IntRange(1, 3).Draw(t, "partner"))) & 3
		}
		f := newFacts(c, decl, partner)
		r := f.rules
		r.Tariff = Tariff(rapid.IntRange(0, numTariffs-1).Draw(t, "tariff"))
		r.Mondfang, r.Absolut, r.Quapil = rapid.Bool().Draw(t, "mondfang"), rapid.Bool().Draw(t, "absolut"), rapid.Bool().Draw(t, "quapil")
		r.SilentFailureCounts, r.ValatTakesTalon = rapid.Bool().Draw(t, "failure"), rapid.Bool().Draw(t, "takesTalon")
		r.ValatScoring = ValatScoring(rapid.IntRange(0, 2).Draw(t, "valat"))
		r.KontraLedger = KontraLedger(rapid.IntRange(0, 1).Draw(t, "ledger"))
		r.TrischakenPayment = TrischakenPayment(rapid.IntRange(0, 1).Draw(t, "payment"))
		r.TwoVirgins = TwoVirgins(rapid.IntRange(0, 1).Draw(t, "virgins"))
		if rapid.IntRange(0, 9).Draw(t, "concede") == 0 {
			f.end, f.bird = endConceded, Bird(rapid.IntRange(0, 4).Draw(t, "bird"))
		}
		f.kingInTalon = rapid.Bool().Draw(t, "kingInTalon")
		f.called = deck.Card(rapid.IntRange(0, int(deck.NumCards)).Draw(t, "called"))
		// Deal the pack out among the seats' tricks and the talon, and the
		// tricks among the seats; a few cards into tricks 1–12.
		left := 12
		for p := range 3 {
			f.tricks[p] = rapid.IntRange(0, left).Draw(t, "tricks")
			left -= f.tricks[p]
		}
		f.tricks[3] = left
		for card := range deck.FullPack.All() {
			switch k := rapid.IntRange(0, 5).Draw(t, "place"); {
			case k < 4:
				f.won[k] |= 1 << card
			default:
				f.aside[k-4] |= 1 << card
				f.talon |= 1 << card
			}
			if rapid.IntRange(0, 3).Draw(t, "played") == 0 {
				f.play(rapid.IntRange(1, 12).Draw(t, "trick"), tarock.Seat(rapid.IntRange(0, 3).Draw(t, "by")), card)
			}
		}
		for i := 1; i <= 12; i++ {
			f.winner[i] = tarock.Seat(rapid.IntRange(0, 3).Draw(t, "winner"))
		}
		for a := range 2 {
			f.announced[a] = Premiums(rapid.IntRange(0, 1<<numPremiums-1).Draw(t, "announced")) &^ f.announced[0]
		}
		for i := range f.level {
			f.level[i] = 1 << rapid.IntRange(0, 3).Draw(t, "level")
		}
		res := settle(f)
		var score, money int
		var items [tarock.MaxPlayers]int
		for _, it := range res.ItemList() {
			if it.Factor < 1 || it.Value < 0 {
				t.Fatalf("item %+v", it)
			}
			for q, d := range it.Deltas() {
				items[q] += d
			}
		}
		for q := range tarock.MaxPlayers {
			score += res.Score[q]
			money += res.Deltas[q]
		}
		if score != 0 || money != 0 || items != res.Deltas || res.NumItems >= MaxItems {
			t.Fatalf("Score %v, Money %v, items %v\n%v", res.Score, res.Deltas, items, res)
		}
	})
}
