package strohmandeltest_test

import (
	"testing"

	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/strohmandel/strohmandeltest"
	"github.com/tarockfamily/sdk/tarock/tarocktest"
)

// The check by exchange alone, which does not rely on the determinizer,
// on deals of every preset in turn.
func TestLeaksByExchange(t *testing.T) {
	presets := strohmandel.Presets()
	spec := strohmandeltest.LeakSpec(presets[0].Rules)
	spec.Determinize = nil
	spec.New = func(seed uint64) (strohmandel.State, error) {
		return strohmandeltest.NewGame(presets[seed%uint64(len(presets))].Rules, seed)
	}
	tarocktest.CheckLeaks(t, spec)
}
