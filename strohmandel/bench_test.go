package strohmandel_test

import (
	"math/rand/v2"
	"testing"

	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/tarock"
)

// sampleStates plays random games under rules and returns up to n states of
// the given phase, drawn from many games (never one repeated state).
func sampleStates(b *testing.B, rules strohmandel.Rules, phase strohmandel.Phase, n int) []strohmandel.State {
	b.Helper()
	rng := rand.New(rand.NewPCG(1, 1))
	var out []strohmandel.State
	var buf []strohmandel.Move
	for games := 0; len(out) < n && games < 100*n; games++ {
		st, err := strohmandel.NewGame(rules, strohmandel.Shuffled(rng))
		if err != nil {
			b.Fatal(err)
		}
		for !st.Done() {
			if st.Phase() == phase && rng.IntN(4) == 0 {
				out = append(out, st)
			}
			buf = st.AppendLegalMoves(buf[:0])
			st, _ = st.Apply(buf[rng.IntN(len(buf))])
		}
	}
	if len(out) == 0 {
		b.Fatalf("no state in phase %v", phase)
	}
	return out
}

func BenchmarkAppendLegalMoves(b *testing.B) {
	for _, c := range []struct {
		name  string
		rules strohmandel.Rules
		phase strohmandel.Phase
	}{
		{"TakeUp", strohmandel.MayrSedlaczek2007, strohmandel.PhaseTakeUp},
		{"Announce", strohmandel.Tirol2025, strohmandel.PhaseAnnounce},
		{"Play", strohmandel.MayrSedlaczek2007, strohmandel.PhasePlay},
		{"PlayCalls", strohmandel.MayrSedlaczekWeb2001Classic, strohmandel.PhasePlay},
	} {
		b.Run(c.name, func(b *testing.B) {
			states := sampleStates(b, c.rules, c.phase, 1024)
			buf := make([]strohmandel.Move, 0, 64)
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; b.Loop(); i++ {
				buf = states[i%len(states)].AppendLegalMoves(buf[:0])
			}
		})
	}
}

func BenchmarkApply(b *testing.B) {
	for _, c := range []struct {
		name  string
		phase strohmandel.Phase
	}{
		{"TakeUp", strohmandel.PhaseTakeUp},
		{"Play", strohmandel.PhasePlay},
	} {
		b.Run(c.name, func(b *testing.B) {
			states := sampleStates(b, strohmandel.MayrSedlaczek2007, c.phase, 1024)
			moves := make([]strohmandel.Move, len(states))
			for i, st := range states {
				moves[i] = st.LegalMoves()[i%len(st.LegalMoves())]
			}
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; b.Loop(); i++ {
				k := i % len(states)
				if _, err := states[k].Apply(moves[k]); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkRandomDeal plays whole deals through the public API: a seeded
// shuffle, random legal moves to the end, and the Result.
func BenchmarkRandomDeal(b *testing.B) {
	rng := rand.New(rand.NewPCG(2, 3))
	buf := make([]strohmandel.Move, 0, 64)
	sum := 0
	b.ReportAllocs()
	for b.Loop() {
		st, err := strohmandel.NewGame(strohmandel.MayrSedlaczek2007, strohmandel.Shuffled(rng))
		if err != nil {
			b.Fatal(err)
		}
		for !st.Done() {
			buf = st.AppendLegalMoves(buf[:0])
			st, _ = st.Apply(buf[rng.IntN(len(buf))])
		}
		r, _ := st.Result()
		sum += r.Deltas[0]
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	_ = sum
}

func BenchmarkObservation(b *testing.B) {
	states := sampleStates(b, strohmandel.MayrSedlaczek2007, strohmandel.PhasePlay, 1024)
	b.ReportAllocs()
	b.ResetTimer()
	n := 0
	for i := 0; b.Loop(); i++ {
		o := states[i%len(states)].Observation(tarock.Seat(i & 1))
		n += o.HistoryLen
	}
	_ = n
}

func BenchmarkDeterminize(b *testing.B) {
	states := sampleStates(b, strohmandel.MayrSedlaczek2007, strohmandel.PhasePlay, 1024)
	obs := make([]strohmandel.Observation, len(states))
	for i, st := range states {
		obs[i] = st.Observation(tarock.Seat(i & 1))
	}
	rng := rand.New(rand.NewPCG(9, 9))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		if _, err := strohmandel.Determinize(obs[i%len(obs)], rng); err != nil {
			b.Fatal(err)
		}
	}
}
