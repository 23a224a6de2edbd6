package strohmandel_test

import (
	"testing"

	"github.com/tarockfamily/sdk/internal/gametest"
	"github.com/tarockfamily/sdk/strohmandel/strohmandeltest"
	"github.com/tarockfamily/sdk/tarock/tarocktest"
)

// The checks read this game's results through the settlement of
// strohmandeltest.Spec: a result that gets an item's condition or a seat's
// tricks wrong is found.
func TestConformanceCatchesWrongSettlement(t *testing.T) {
	rules := extraVariants()[0] // Trull and Kings in tricks, the Pagat and Quapil birds
	// The recount only: the candidate moves and the invariant of the
	// full spec are checked by TestRandomGames.
	spec := strohmandeltest.Spec(rules)
	spec.Candidates, spec.Invariant = nil, nil
	gametest.CheckSettlementFaults(t, spec, 50, map[string]gametest.SettlementFault{
		"item":   gametest.FlipFirstItem,
		"tricks": {Fault: func(st *tarocktest.Settlement) { st.Tricks[0]++ }, Want: "tricks per seat"},
		"party":  {Fault: func(st *tarocktest.Settlement) { st.Party[1] = 0 }, Want: "thirds of card points"},
	})
}
