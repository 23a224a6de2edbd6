package tapp_test

import (
	"testing"

	"github.com/tarockfamily/sdk/internal/gametest"
	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/tarocktest"
)

// settlement describes a finished, played deal for the recount of
// tarocktest.Check: two parties (declarer, defenders) counting the
// declarer's discards and the talon left beside their tricks; in
// Trischaken one party per seat, the unused talon going to the winner of
// the last trick (doc/tapp.md §5.3, §9, §10).
func settlement(s tapp.State) tarocktest.Settlement {
	r, _ := s.Result()
	st := tarocktest.Settlement{Tricks: [tarock.MaxPlayers]int{r.Tricks[0], r.Tricks[1], r.Tricks[2]}}
	d := r.Declarer
	if r.End == tapp.EndTrischaken {
		st.Party = [tarock.MaxPlayers]int{0, 1, 2}
		st.Aside[s.LastTrick().Winner()] = s.TalonLeft()
	} else {
		for p := range tarock.Seat(s.Players()) {
			if p != d {
				st.Party[p] = 1
			}
		}
		st.Aside[0], st.Aside[1] = s.Discards(), s.TalonLeft()
		// The dummy cards of the game for two join the winner's trick
		// beside the two cards played (doc/tapp.md §11.2).
		for p := range tarock.Seat(s.Players()) {
			st.Aside[st.Party[p]] |= s.Won(p) & s.DummyTaken()
		}
	}
	for _, it := range r.ItemList() {
		switch it.Kind {
		case tapp.ItemValat:
			// A silent Valat that goes to the defenders is theirs (the
			// mirrored Valat); any other Valat is the declarer's.
			x := tarocktest.Item{Kind: tarocktest.ItemValat, Seat: d, Announced: it.Announced, Made: it.Won}
			if !it.Announced && !it.Won {
				x.Seat, x.Made = (d+1)%tarock.Seat(s.Players()), true
			}
			st.Items = append(st.Items, x)
		case tapp.ItemPagatUltimo:
			// Won says the item goes to the declarer: the declarer's Pagat
			// made, or another seat's lost.
			st.Items = append(st.Items, tarocktest.Item{Kind: tarocktest.ItemPagatUltimo, Seat: it.Seat,
				Announced: it.Announced, Made: it.Won == (it.Seat == d)})
		case tapp.ItemTrischakenNoTrick:
			st.Items = append(st.Items, tarocktest.Item{Kind: tarocktest.ItemNoTrick, Seat: it.Seat, Made: true})
		}
	}
	return st
}

// The checks read this game's results through settlement: a result that
// gets an item's condition, the cards aside or a seat's tricks wrong is
// found.
func TestConformanceCatchesWrongSettlement(t *testing.T) {
	gametest.CheckSettlementFaults(t, spec(tapp.MayrSedlaczek2001), 100, map[string]gametest.SettlementFault{
		"item": gametest.FlipFirstItem,
		// The discards counted for the defenders, the talon left for
		// the declarer.
		"aside":  {Fault: func(st *tarocktest.Settlement) { st.Aside[0], st.Aside[1] = st.Aside[1], st.Aside[0] }, Want: "thirds of card points"},
		"tricks": {Fault: func(st *tarocktest.Settlement) { st.Tricks[2]++ }, Want: "tricks per seat"},
	})
}
