package tappbot_test

import (
	"math/rand/v2"
	"testing"

	"github.com/tarockfamily/sdk/internal/timing"
	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tapp/tappbot"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/bot"
	"github.com/tarockfamily/sdk/tarock/search"
)

// BenchmarkDecisionTimes plays b.N deals (run it with -benchtime=200x)
// with the search player at the level of the environment variable LEVEL
// (the default level when it is not set) in one seat, turn about, and two
// rule-of-thumb players, and reports the percentiles of the time of its
// decisions per phase of the deal, wall clock and CPU (doc/bots.md).
func BenchmarkDecisionTimes(b *testing.B) {
	level, err := search.ParseLevel(timing.Level())
	if err != nil {
		b.Fatal(err)
	}
	n := b.N
	b.ResetTimer()
	t, err := timing.Deals(n, func(i int) (tapp.State, error) {
		return tapp.NewGame(tapp.MayrSedlaczek2001, tapp.Shuffled(rand.NewPCG(uint64(i), 11)))
	}, func(i int) bot.Player[tapp.Observation, tapp.Move] {
		return tappbot.NewSearch(rand.New(rand.NewPCG(uint64(i), 12)), level.Config)
	}, func(i int, seat tarock.Seat) bot.Player[tapp.Observation, tapp.Move] {
		return tappbot.NewHeuristic(rand.New(rand.NewPCG(uint64(i), uint64(seat))))
	}, func(o tapp.Observation) string { return o.Phase.String() })
	if err != nil {
		b.Fatal(err)
	}
	timing.Report(b, level.Name, t)
}

// BenchmarkSearchDefaultDecision measures one decision of the search
// player at the default level ("club"), the decisions taken in turn from
// 64 of every phase of deals of rule-of-thumb players (see positions);
// B/op and allocs/op are those of a decision.
func BenchmarkSearchDefaultDecision(b *testing.B) {
	level, err := search.ParseLevel(search.DefaultLevel)
	if err != nil {
		b.Fatal(err)
	}
	pos := positions(b, 64)
	timing.Bench(b, tappbot.NewSearch(rand.New(rand.NewPCG(1, 1)), level.Config), pos)
}

// A decision of the search player allocates as much with 32 deals as with
// 4: the search reuses its buffers, and the rule-of-thumb player that
// plays the deals out allocates nothing. The counts of 12 decisions may
// differ by a few allocations from run to run, fewer than one a decision;
// one allocation more a deal would be 28 more in a single decision.
func TestDecisionAllocations(t *testing.T) {
	if timing.Race {
		t.Skip("allocations are not counted under the race detector (timing.Race)")
	}
	pos := positions(t, 12)
	allocs := func(samples int) uint64 {
		return timing.Allocs(tappbot.NewSearch(rand.New(rand.NewPCG(1, 1)), tappbot.SearchConfig{Samples: samples}), pos)
	}
	if few, many := allocs(4), allocs(32); many >= few+uint64(len(pos)) {
		t.Errorf("%d decisions: %d allocations with 4 deals each, %d with 32", len(pos), few, many)
	}
}

// positions returns n decisions of deals of 3 rule-of-thumb players,
// every seventh decision with more than one legal move: decisions of every
// phase, in the proportions a deal has them.
func positions(tb testing.TB, n int) []timing.Position[tapp.Observation, tapp.Move] {
	tb.Helper()
	pos, err := timing.Positions(n, 7, func(i int) (tapp.State, error) {
		return tapp.NewGame(tapp.MayrSedlaczek2001, tapp.Shuffled(rand.NewPCG(uint64(i), 13)))
	}, func(i int) []bot.Player[tapp.Observation, tapp.Move] {
		ps := make([]bot.Player[tapp.Observation, tapp.Move], 3)
		for s := range ps {
			ps[s] = tappbot.NewHeuristic(rand.New(rand.NewPCG(uint64(i), uint64(s))))
		}
		return ps
	})
	if err != nil {
		tb.Fatal(err)
	}
	return pos
}
