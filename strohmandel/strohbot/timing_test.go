package strohbot_test

import (
	"math/rand/v2"
	"testing"

	"github.com/tarockfamily/sdk/internal/timing"
	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/strohmandel/strohbot"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/bot"
	"github.com/tarockfamily/sdk/tarock/search"
)

// BenchmarkDecisionTimes plays b.N deals (run it with -benchtime=200x)
// with the search player at the level of the environment variable LEVEL
// (the default level when it is not set) in one seat, turn about, and the
// rule-of-thumb player, and reports the percentiles of the time of its
// decisions per phase of the deal, wall clock and CPU (doc/bots.md).
func BenchmarkDecisionTimes(b *testing.B) {
	level, err := search.ParseLevel(timing.Level())
	if err != nil {
		b.Fatal(err)
	}
	n := b.N
	b.ResetTimer()
	t, err := timing.Deals(n, func(i int) (strohmandel.State, error) {
		return strohmandel.NewGame(strohmandel.MayrSedlaczek2007, strohmandel.Shuffled(rand.New(rand.NewPCG(uint64(i), 11))))
	}, func(i int) bot.Player[strohmandel.Observation, strohmandel.Move] {
		return strohbot.NewSearch(rand.New(rand.NewPCG(uint64(i), 12)), level.Config)
	}, func(i int, seat tarock.Seat) bot.Player[strohmandel.Observation, strohmandel.Move] {
		return strohbot.NewHeuristic(rand.New(rand.NewPCG(uint64(i), uint64(seat))))
	}, func(o strohmandel.Observation) string { return o.Phase.String() })
	if err != nil {
		b.Fatal(err)
	}
	timing.Report(b, level.Name, t)
}
