package tapp_test

import (
	"math/rand/v2"
	"testing"

	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tarock"
)

// sample plays random games under the default rules and returns up to n
// states of the given phase, with a legal move for each, drawn from many
// games.
func sample(b *testing.B, phase tapp.Phase, n int) ([]tapp.State, []tapp.Move) {
	b.Helper()
	rng := rand.New(rand.NewPCG(1, 2))
	var states []tapp.State
	var moves []tapp.Move
	var buf []tapp.Move
	for len(states) < n {
		st, err := tapp.NewGame(tapp.MayrSedlaczek2001, tapp.Shuffled(rng))
		if err != nil {
			b.Fatal(err)
		}
		for !st.Done() {
			buf = st.AppendLegalMoves(buf[:0])
			m := buf[rng.IntN(len(buf))]
			if st.Phase() == phase && rng.IntN(4) == 0 && len(states) < n {
				states = append(states, st)
				moves = append(moves, m)
			}
			if st, err = st.Apply(m); err != nil {
				b.Fatal(err)
			}
		}
	}
	return states, moves
}

func BenchmarkAppendLegalMoves(b *testing.B) {
	for _, ph := range []tapp.Phase{tapp.PhaseAuction, tapp.PhaseTalon, tapp.PhaseDiscard, tapp.PhaseAnnounce, tapp.PhasePlay} {
		b.Run(ph.String(), func(b *testing.B) {
			states, _ := sample(b, ph, 1024)
			buf := make([]tapp.Move, 0, 2048)
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; b.Loop(); i++ {
				buf = states[i&1023].AppendLegalMoves(buf[:0])
			}
		})
	}
}

func BenchmarkApply(b *testing.B) {
	for _, ph := range []tapp.Phase{tapp.PhaseAuction, tapp.PhaseDiscard, tapp.PhasePlay} {
		b.Run(ph.String(), func(b *testing.B) {
			states, moves := sample(b, ph, 1024)
			b.ReportAllocs()
			b.ResetTimer()
			var sink tapp.State
			for i := 0; b.Loop(); i++ {
				st, err := states[i&1023].Apply(moves[i&1023])
				if err != nil {
					b.Fatal(err)
				}
				sink = st
			}
			_ = sink
		})
	}
}

// BenchmarkRandomGame plays whole deals through the public API: a seeded
// deal, uniformly random legal moves, the result.
func BenchmarkRandomGame(b *testing.B) {
	for _, p := range []tapp.NamedRules{{Name: "MayrSedlaczek2001", Rules: tapp.MayrSedlaczek2001}, {Name: "Tapp1821", Rules: tapp.Tapp1821}} {
		b.Run(p.Name, func(b *testing.B) {
			rng := rand.New(rand.NewPCG(3, 4))
			buf := make([]tapp.Move, 0, 2048)
			b.ReportAllocs()
			var total int
			for b.Loop() {
				st, err := tapp.NewGame(p.Rules, tapp.Shuffled(rng))
				if err != nil {
					b.Fatal(err)
				}
				for !st.Done() {
					buf = st.AppendLegalMoves(buf[:0])
					st, _ = st.Apply(buf[rng.IntN(len(buf))])
				}
				res, _ := st.Result()
				total += res.Deltas[0]
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
		})
	}
}

func BenchmarkObservation(b *testing.B) {
	states, _ := sample(b, tapp.PhasePlay, 1024)
	b.ReportAllocs()
	b.ResetTimer()
	var n int
	for i := 0; b.Loop(); i++ {
		o := states[i&1023].Observation(tarock.Seat(i % 3))
		n += o.NumEvents
	}
}
