package tapptest_test

import (
	"testing"

	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tapp/tapptest"
	"github.com/tarockfamily/sdk/tarock/tarocktest"
)

// The check by exchange alone, which does not rely on the determinizer,
// on deals of every preset in turn.
func TestLeaksByExchange(t *testing.T) {
	presets := tapp.Presets()
	spec := tapptest.LeakSpec(presets[0].Rules)
	spec.Determinize = nil
	spec.New = func(seed uint64) (tapp.State, error) {
		return tapptest.NewGame(presets[seed%uint64(len(presets))].Rules, seed)
	}
	tarocktest.CheckLeaks(t, spec)
}
