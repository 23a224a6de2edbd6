package koenigrufen_test

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/koenigrufen"
)

// The benchmarks run on states drawn from many random deals (never one
// state over and over), so that branch prediction and caches see what a
// search sees. doc/performance.md records their figures.

// sampleSize is the number of states a benchmark cycles through.
const sampleSize = 1024

// maxMoves is room for every list of legal moves: the discards of a
// Sechserdreier are the largest list, at most C(18, 6) = 18,564.
const maxMoves = 1 << 15

// sample plays random deals under r and returns sampleSize states of the
// given phase, each with a legal move chosen at random, drawn from many
// deals (each state of the phase is kept with probability 1/4). In the
// auction a seat passes three times in four when it may, so that the
// deals reach the calling contracts and their phases (uniformly random
// bidding ends in a Solodreier almost every time).
func sample(tb testing.TB, r koenigrufen.Rules, phase koenigrufen.Phase) ([]koenigrufen.State, []koenigrufen.Move) {
	tb.Helper()
	rng := rand.New(rand.NewPCG(1, 2))
	var states []koenigrufen.State
	var moves []koenigrufen.Move
	buf := make([]koenigrufen.Move, 0, maxMoves)
	for deals := 0; len(states) < sampleSize; deals++ {
		if deals > 1e6 {
			tb.Fatalf("no %v states in a million deals", phase)
		}
		st, err := koenigrufen.NewGame(r, koenigrufen.Shuffled(rng))
		if err != nil {
			tb.Fatal(err)
		}
		for !st.Done() {
			buf = st.AppendLegalMoves(buf[:0])
			m := buf[rng.IntN(len(buf))]
			if st.Phase() == koenigrufen.PhaseAuction && rng.IntN(4) != 0 {
				for _, x := range buf {
					if x.Kind() == koenigrufen.MovePass {
						m = x
					}
				}
			}
			if st.Phase() == phase && rng.IntN(4) == 0 && len(states) < sampleSize {
				states = append(states, st)
				moves = append(moves, m)
			}
			if st, err = st.Apply(m); err != nil {
				tb.Fatal(err)
			}
		}
	}
	return states, moves
}

// phases lists every phase with moves that a random deal of the default
// rules reaches.
var phases = []koenigrufen.Phase{
	koenigrufen.PhaseAuction, koenigrufen.PhaseCall, koenigrufen.PhaseTalon,
	koenigrufen.PhaseDiscard, koenigrufen.PhaseAnnounce, koenigrufen.PhasePlay,
}

// BenchmarkAppendLegalMoves lists the legal moves into a reused buffer, per
// phase.
func BenchmarkAppendLegalMoves(b *testing.B) {
	for _, ph := range phases {
		b.Run(ph.String(), func(b *testing.B) {
			states, _ := sample(b, koenigrufen.AustrianTarockCup2023, ph)
			buf := make([]koenigrufen.Move, 0, maxMoves)
			b.ReportAllocs()
			for i := 0; b.Loop(); i++ {
				buf = states[i%sampleSize].AppendLegalMoves(buf[:0])
			}
		})
	}
}

// BenchmarkApply makes one legal move, per phase.
func BenchmarkApply(b *testing.B) {
	for _, ph := range phases {
		b.Run(ph.String(), func(b *testing.B) {
			states, moves := sample(b, koenigrufen.AustrianTarockCup2023, ph)
			b.ReportAllocs()
			var sink koenigrufen.State
			for i := 0; b.Loop(); i++ {
				st, err := states[i%sampleSize].Apply(moves[i%sampleSize])
				if err != nil {
					b.Fatal(err)
				}
				sink = st
			}
			_ = sink
		})
	}
}

// BenchmarkResult settles a finished deal, on the last states of random
// deals played as in BenchmarkRandomGame.
func BenchmarkResult(b *testing.B) {
	src := rand.NewPCG(5, 6)
	buf := make([]koenigrufen.Move, 0, maxMoves)
	states := make([]koenigrufen.State, sampleSize)
	for i := range states {
		st, err := koenigrufen.NewGame(koenigrufen.AustrianTarockCup2023, koenigrufen.Shuffled(src))
		if err != nil {
			b.Fatal(err)
		}
		for !st.Done() {
			buf = st.AppendLegalMoves(buf[:0])
			st, _ = st.Apply(buf[uniform(src, len(buf))])
		}
		states[i] = st
	}
	b.ReportAllocs()
	var total int
	for i := 0; b.Loop(); i++ {
		r, _ := states[i%sampleSize].Result()
		total += r.Deltas[0]
	}
	_ = total
}

// BenchmarkApplyIllegal rejects an illegal play (a card not held), which
// builds the error.
func BenchmarkApplyIllegal(b *testing.B) {
	states, _ := sample(b, koenigrufen.AustrianTarockCup2023, koenigrufen.PhasePlay)
	illegal := make([]koenigrufen.Move, len(states))
	for i, st := range states {
		c, _ := deck.FullPack.Minus(st.Hand(st.ToMove())).Lowest()
		illegal[i] = koenigrufen.Play(c)
	}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		if _, err := states[i%sampleSize].Apply(illegal[i%sampleSize]); err == nil {
			b.Fatal("illegal play accepted")
		}
	}
}

// BenchmarkRandomGame plays whole deals through the public API only: a
// seeded deal, NewGame, then AppendLegalMoves and a uniformly random choice
// with Apply until the end, and the Result. It reports ns/game (the same
// as ns/op) and games/s on one goroutine.
func BenchmarkRandomGame(b *testing.B) {
	for _, p := range koenigrufen.Presets() {
		b.Run(p.Name, func(b *testing.B) {
			src := rand.NewPCG(3, 4)
			buf := make([]koenigrufen.Move, 0, maxMoves)
			b.ReportAllocs()
			var total int
			for b.Loop() {
				st, err := koenigrufen.NewGame(p.Rules, koenigrufen.Shuffled(src))
				if err != nil {
					b.Fatal(err)
				}
				for !st.Done() {
					buf = st.AppendLegalMoves(buf[:0])
					st, _ = st.Apply(buf[uniform(src, len(buf))])
				}
				res, _ := st.Result()
				total += res.Deltas[0]
			}
			ns := float64(b.Elapsed().Nanoseconds()) / float64(b.N)
			b.ReportMetric(ns, "ns/game")
			b.ReportMetric(1e9/ns, "games/s")
		})
	}
}

// uniform returns a uniformly random index below n > 0 drawn from src, as
// rand.Rand.IntN does for such n, without the call through the
// rand.Source interface: the random game measures the rules, not the
// generator (the same function as in the benchmarks of package tapp).
func uniform(src *rand.PCG, n int) int {
	hi, lo := bits.Mul64(src.Uint64(), uint64(n))
	if lo < uint64(n) {
		for t := -uint64(n) % uint64(n); lo < t; {
			hi, lo = bits.Mul64(src.Uint64(), uint64(n))
		}
	}
	return int(hi)
}

// TestHotPathsDoNotAllocate guards doc/design.md §7: listing the legal
// moves into a buffer with room and Apply of a legal move allocate nothing
// in every phase, and neither does a whole random deal with its Result,
// under the default and under rules that bring in the other contracts and
// their options.
func TestHotPathsDoNotAllocate(t *testing.T) {
	for _, ph := range phases {
		states, moves := sample(t, koenigrufen.AustrianTarockCup2023, ph)
		buf := make([]koenigrufen.Move, 0, maxMoves)
		i := 0
		if n := testing.AllocsPerRun(100, func() {
			buf = states[i%sampleSize].AppendLegalMoves(buf[:0])
			i++
		}); n != 0 {
			t.Errorf("AppendLegalMoves in the %v phase: %v allocations", ph, n)
		}
		if n := testing.AllocsPerRun(100, func() {
			if _, err := states[i%sampleSize].Apply(moves[i%sampleSize]); err != nil {
				t.Fatal(err)
			}
			i++
		}); n != 0 {
			t.Errorf("Apply in the %v phase: %v allocations", ph, n)
		}
	}
	wien := koenigrufen.AustrianTarockCup2023
	wien.Tariff, wien.BirdCallers, wien.FourKings = koenigrufen.TariffWien2020, koenigrufen.BirdCallersSeparate, koenigrufen.FourKingsCallQueen
	wien.Kaiserstich, wien.ColourMinSuitCards = koenigrufen.KaiserstichAnyOrder, 6
	trisch := koenigrufen.AustrianTarockCup2023
	trisch.TrischakenMustBeat = koenigrufen.TrischakenMustBeatForehandChooses
	trisch.TrischakenTalon = koenigrufen.TrischakenTalonForehandChooses
	trisch.Kaiserstich = koenigrufen.KaiserstichMondSkusPagatOrder
	for _, r := range []koenigrufen.Rules{koenigrufen.AustrianTarockCup2023, wien, trisch} {
		rng := rand.New(rand.NewPCG(7, 8))
		buf := make([]koenigrufen.Move, 0, maxMoves)
		if n := testing.AllocsPerRun(50, func() {
			st, err := koenigrufen.NewGame(r, koenigrufen.Shuffled(rng))
			if err != nil {
				t.Fatal(err)
			}
			for !st.Done() {
				buf = st.AppendLegalMoves(buf[:0])
				st, _ = st.Apply(buf[rng.IntN(len(buf))])
			}
			st.Result()
		}); n != 0 {
			t.Errorf("a random deal under %v: %v allocations", r.Options(koenigrufen.AustrianTarockCup2023), n)
		}
	}
}
