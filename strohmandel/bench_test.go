package strohmandel_test

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/strohmandel/strohmandeltest"
	"github.com/tarockfamily/sdk/tarock"
)

// sampleStates plays random games under rules and returns up to n states of
// the given phase, drawn from many games (never one repeated state).
func sampleStates(b *testing.B, rules strohmandel.Rules, phase strohmandel.Phase, n int) []strohmandel.State {
	return sampleDeals(b, rules, phase, n, strohmandel.Shuffled)
}

// sampleDeals is sampleStates with the deals drawn by deal.
func sampleDeals(b *testing.B, rules strohmandel.Rules, phase strohmandel.Phase, n int, deal func(rand.Source) strohmandel.Deal) []strohmandel.State {
	b.Helper()
	rng := rand.New(rand.NewPCG(1, 1))
	var out []strohmandel.State
	var buf []strohmandel.Move
	for games := 0; len(out) < n && games < 100*n; games++ {
		st, err := strohmandel.NewGame(rules, deal(rng))
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

// dealerWithoutTarock deals a shuffled pack and moves the tarocks out of the
// dealer's hand, so that forehand's take-up leads to the throw-in phase.
func dealerWithoutTarock(r rand.Source) strohmandel.Deal {
	return strohmandeltest.WithoutTarock(strohmandel.Shuffled(r), 1)
}

// BenchmarkAppendLegalMoves lists the legal moves of states of each phase
// (the play phase under rules without calls, with the calls of the Trull in
// hand, and in Trischaken) into a reused buffer.
func BenchmarkAppendLegalMoves(b *testing.B) {
	for _, c := range []struct {
		name  string
		rules strohmandel.Rules
		phase strohmandel.Phase
		deal  func(rand.Source) strohmandel.Deal
	}{
		{"TakeUp", strohmandel.MayrSedlaczek2007, strohmandel.PhaseTakeUp, strohmandel.Shuffled},
		{"ThrowIn", strohmandel.MayrSedlaczek2007, strohmandel.PhaseThrowIn, dealerWithoutTarock},
		{"Announce", strohmandel.Tirol2025, strohmandel.PhaseAnnounce, strohmandel.Shuffled},
		{"Play", strohmandel.MayrSedlaczek2007, strohmandel.PhasePlay, strohmandel.Shuffled},
		{"PlayCalls", strohmandel.MayrSedlaczekWeb2001Classic, strohmandel.PhasePlay, strohmandel.Shuffled},
		{"PlayTrischaken", strohmandel.Tirol2025, strohmandel.PhasePlay, strohmandel.Shuffled},
	} {
		b.Run(c.name, func(b *testing.B) {
			states := sampleDeals(b, c.rules, c.phase, 1024, c.deal)
			buf := make([]strohmandel.Move, 0, 64)
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; b.Loop(); i++ {
				buf = states[i%len(states)].AppendLegalMoves(buf[:0])
			}
		})
	}
}

// BenchmarkApply applies a legal move to states of the take-up decision (the
// reveal of the strawmen included when the decision ends) and of the play
// (the replenishing of the piles included when a trick ends), and in
// Trischaken.
func BenchmarkApply(b *testing.B) {
	for _, c := range []struct {
		name  string
		rules strohmandel.Rules
		phase strohmandel.Phase
	}{
		{"TakeUp", strohmandel.MayrSedlaczek2007, strohmandel.PhaseTakeUp},
		{"Play", strohmandel.MayrSedlaczek2007, strohmandel.PhasePlay},
		{"PlayTrischaken", strohmandel.Tirol2025, strohmandel.PhasePlay},
	} {
		b.Run(c.name, func(b *testing.B) {
			states := sampleStates(b, c.rules, c.phase, 1024)
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

// BenchmarkFullRandomDeal plays whole deals through the public API, as a
// search bot's playouts do: a seeded shuffle, NewGame, uniformly random
// legal moves (AppendLegalMoves into a reused buffer, Apply) to the end, and
// the Result. One op is one deal; ns/game and games/s say the same in the
// two ways people ask. MayrSedlaczek2007 is the default rules; the others
// add the calls of the Trull in hand, and Trischaken with announcements.
func BenchmarkFullRandomDeal(b *testing.B) {
	for _, c := range []struct {
		name  string
		rules strohmandel.Rules
	}{
		{"MayrSedlaczek2007", strohmandel.MayrSedlaczek2007},
		{"Web2001Classic", strohmandel.MayrSedlaczekWeb2001Classic},
		{"Tirol2025", strohmandel.Tirol2025},
	} {
		b.Run(c.name, func(b *testing.B) {
			src := rand.NewPCG(2, 3)
			buf := make([]strohmandel.Move, 0, 64)
			sum := 0
			b.ReportAllocs()
			for b.Loop() {
				st, err := strohmandel.NewGame(c.rules, strohmandel.Shuffled(src))
				if err != nil {
					b.Fatal(err)
				}
				for !st.Done() {
					buf = st.AppendLegalMoves(buf[:0])
					st, _ = st.Apply(buf[uniform(src, len(buf))])
				}
				r, _ := st.Result()
				sum += r.Deltas[0]
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N), "ns/game")
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
			if sum == 1<<62 {
				b.Log(sum) // keeps the results alive
			}
		})
	}
}

// uniform returns a uniformly random index below n > 0 drawn from src, as
// rand.Rand.IntN does for such n (the high word of a product, with the few
// low words that would bias it rejected), without the call through the
// rand.Source interface: the random deal measures the rules, not the
// generator.
func uniform(src *rand.PCG, n int) int {
	hi, lo := bits.Mul64(src.Uint64(), uint64(n))
	if lo < uint64(n) {
		for t := -uint64(n) % uint64(n); lo < t; {
			hi, lo = bits.Mul64(src.Uint64(), uint64(n))
		}
	}
	return int(hi)
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
