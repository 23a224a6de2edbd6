package strohmandel_test

import (
	"testing"

	"github.com/tarockfamily/sdk/internal/gametest"
	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/tarocktest"
)

// itemKinds maps the items whose condition the play decides to their
// game-independent names.
var itemKinds = map[strohmandel.ItemKind]string{
	strohmandel.ItemValat:         tarocktest.ItemValat,
	strohmandel.ItemPagatUltimo:   tarocktest.ItemPagatUltimo,
	strohmandel.ItemUhu:           tarocktest.ItemUhu,
	strohmandel.ItemKakadu:        tarocktest.ItemKakadu,
	strohmandel.ItemQuapil:        tarocktest.ItemQuapil,
	strohmandel.ItemMondfang:      tarocktest.ItemMondfang,
	strohmandel.ItemTrullInTricks: tarocktest.ItemTrullInTricks,
	strohmandel.ItemKingsInTricks: tarocktest.ItemKingsInTricks,
}

// settlement describes a finished, played deal for the recount of
// tarocktest.Check: one party per seat, nothing counted aside (all 54 cards
// are played), and the items of the play, each the achievement of its By
// seat, made unless Failed (doc/strohmandel.md §6, §8, §9).
func settlement(s strohmandel.State) tarocktest.Settlement {
	r, _ := s.Result()
	st := tarocktest.Settlement{
		Party:  [tarock.MaxPlayers]int{0, 1},
		Tricks: [tarock.MaxPlayers]int{r.Tricks[0], r.Tricks[1]},
	}
	for _, it := range r.ItemList() {
		if k, ok := itemKinds[it.Kind]; ok {
			st.Items = append(st.Items, tarocktest.Item{Kind: k, Seat: it.By, Announced: it.Announced, Made: !it.Failed})
		}
	}
	return st
}

// The checks read this game's results through settlement: a result that
// gets an item's condition or a seat's tricks wrong is found.
func TestConformanceCatchesWrongSettlement(t *testing.T) {
	rules := extraVariants()[0] // Trull and Kings in tricks, the Pagat and Quapil birds
	spec := tarocktest.Spec[strohmandel.State, strohmandel.Move]{
		New: func(seed uint64) (strohmandel.State, error) {
			return strohmandel.NewGame(rules, dealOf(rules, seed))
		},
		Tricks: 27,
		Settle: settlement,
	}
	gametest.CheckSettlementFaults(t, spec, 50, map[string]gametest.SettlementFault{
		"item":   gametest.FlipFirstItem,
		"tricks": {Fault: func(st *tarocktest.Settlement) { st.Tricks[0]++ }, Want: "tricks per seat"},
		"party":  {Fault: func(st *tarocktest.Settlement) { st.Party[1] = 0 }, Want: "thirds of card points"},
	})
}
