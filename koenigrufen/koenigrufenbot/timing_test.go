package koenigrufenbot_test

import (
	"math/rand/v2"
	"testing"

	"github.com/tarockfamily/sdk/internal/timing"
	"github.com/tarockfamily/sdk/koenigrufen"
	"github.com/tarockfamily/sdk/koenigrufen/koenigrufenbot"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/bot"
	"github.com/tarockfamily/sdk/tarock/search"
)

// BenchmarkDecisionTimes plays b.N deals (run it with -benchtime=200x)
// with the search player at the level of the environment variable LEVEL
// (the default level when it is not set) in one seat, turn about, and three
// rule-of-thumb players, and reports the percentiles of the time of its
// decisions per phase of the deal, wall clock and CPU (doc/bots.md).
func BenchmarkDecisionTimes(b *testing.B) {
	level, err := search.ParseLevel(timing.Level())
	if err != nil {
		b.Fatal(err)
	}
	n := b.N
	b.ResetTimer()
	t, err := timing.Deals(n, func(i int) (koenigrufen.State, error) {
		return koenigrufen.NewGame(koenigrufen.AustrianTarockCup2023, koenigrufen.Shuffled(rand.NewPCG(uint64(i), 11)))
	}, func(i int) bot.Player[koenigrufen.Observation, koenigrufen.Move] {
		return koenigrufenbot.NewSearch(rand.New(rand.NewPCG(uint64(i), 12)), level.Config)
	}, func(i int, seat tarock.Seat) bot.Player[koenigrufen.Observation, koenigrufen.Move] {
		return koenigrufenbot.NewHeuristic(rand.New(rand.NewPCG(uint64(i), uint64(seat))))
	}, func(o koenigrufen.Observation) string { return o.Phase.String() })
	if err != nil {
		b.Fatal(err)
	}
	timing.Report(b, level.Name, t)
}
