package tapp_test

import (
	"testing"

	"github.com/tarockfamily/sdk/internal/gametest"
	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tapp/tapptest"
	"github.com/tarockfamily/sdk/tarock/tarocktest"
)

// The checks read this game's results through the settlement of
// tapptest.Spec: a result that gets an item's condition, the cards aside or
// a seat's tricks wrong is found.
func TestConformanceCatchesWrongSettlement(t *testing.T) {
	gametest.CheckSettlementFaults(t, tapptest.Spec(tapp.MayrSedlaczek2001), 100, map[string]gametest.SettlementFault{
		"item": gametest.FlipFirstItem,
		// The discards counted for the defenders, the talon left for
		// the declarer.
		"aside":  {Fault: func(st *tarocktest.Settlement) { st.Aside[0], st.Aside[1] = st.Aside[1], st.Aside[0] }, Want: "thirds of card points"},
		"tricks": {Fault: func(st *tarocktest.Settlement) { st.Tricks[2]++ }, Want: "tricks per seat"},
	})
}
