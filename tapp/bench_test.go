package tapp_test

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tarock"
)

// The benchmarks run on states drawn from many random games (never one
// state over and over), so that branch prediction and caches see what a
// search sees. doc/performance.md records their figures.

// kontraRules is the default with Kontra, Re and Sub, for the Kontra phase.
var kontraRules = func() tapp.Rules {
	r := tapp.MayrSedlaczek2001
	r.Kontra = true
	r.Announcements = tapp.AnnouncementsBoth
	return r
}()

// sampleSize is the number of states a benchmark cycles through.
const sampleSize = 1024

// maxMoves is room for every list of legal moves: at most C(19, 3) = 969
// discards, from 19 plain cards.
const maxMoves = 1024

// sample plays random games under r and returns sampleSize states of the
// given phase, each with a legal move chosen at random, drawn from many
// games (each state of the phase is kept with probability 1/4).
func sample(tb testing.TB, r tapp.Rules, phase tapp.Phase) ([]tapp.State, []tapp.Move) {
	tb.Helper()
	rng := rand.New(rand.NewPCG(1, 2))
	var states []tapp.State
	var moves []tapp.Move
	var buf []tapp.Move
	for games := 0; len(states) < sampleSize; games++ {
		if games > 1e6 {
			tb.Fatalf("no %v states in a million games", phase)
		}
		st, err := tapp.NewGame(r, tapp.Shuffled(rng))
		if err != nil {
			tb.Fatal(err)
		}
		for !st.Done() {
			buf = st.AppendLegalMoves(buf[:0])
			m := buf[rng.IntN(len(buf))]
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

// phases lists every phase with moves and rules under which it occurs.
var phases = []struct {
	phase tapp.Phase
	rules tapp.Rules
}{
	{tapp.PhaseAuction, tapp.MayrSedlaczek2001},
	{tapp.PhaseTalon, tapp.MayrSedlaczek2001},
	{tapp.PhaseDiscard, tapp.MayrSedlaczek2001},
	{tapp.PhaseAnnounce, tapp.MayrSedlaczek2001},
	{tapp.PhaseKontra, kontraRules},
	{tapp.PhasePlay, tapp.MayrSedlaczek2001},
}

// BenchmarkAppendLegalMoves lists the legal moves into a reused buffer, per
// phase.
func BenchmarkAppendLegalMoves(b *testing.B) {
	for _, ph := range phases {
		b.Run(ph.phase.String(), func(b *testing.B) {
			states, _ := sample(b, ph.rules, ph.phase)
			buf := make([]tapp.Move, 0, maxMoves)
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
		b.Run(ph.phase.String(), func(b *testing.B) {
			states, moves := sample(b, ph.rules, ph.phase)
			b.ReportAllocs()
			var sink tapp.State
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

// BenchmarkApplyIllegal rejects an illegal play (a card not held), which
// builds the error.
func BenchmarkApplyIllegal(b *testing.B) {
	states, _ := sample(b, tapp.MayrSedlaczek2001, tapp.PhasePlay)
	illegal := make([]tapp.Move, len(states))
	for i, st := range states {
		c, _ := deck.FullPack.Minus(st.Hand(st.ToMove())).Lowest()
		illegal[i] = tapp.Play(c)
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
	for _, p := range []tapp.NamedRules{{Name: "MayrSedlaczek2001", Rules: tapp.MayrSedlaczek2001}, {Name: "Tapp1821", Rules: tapp.Tapp1821}} {
		b.Run(p.Name, func(b *testing.B) {
			src := rand.NewPCG(3, 4)
			buf := make([]tapp.Move, 0, maxMoves)
			b.ReportAllocs()
			var total int
			for b.Loop() {
				st, err := tapp.NewGame(p.Rules, tapp.ShuffledFor(src, p.Rules))
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
// rand.Rand.IntN does for such n (multiply, keep the high word, reject the
// few low words that would bias it), without the call through the
// rand.Source interface: the random game measures the rules, not the
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

// BenchmarkResult settles finished deals.
func BenchmarkResult(b *testing.B) {
	states, _ := sample(b, tapp.MayrSedlaczek2001, tapp.PhasePlay)
	rng := rand.New(rand.NewPCG(5, 6))
	var buf []tapp.Move
	for i, st := range states {
		for !st.Done() {
			buf = st.AppendLegalMoves(buf[:0])
			st, _ = st.Apply(buf[rng.IntN(len(buf))])
		}
		states[i] = st
	}
	b.ReportAllocs()
	var total int
	for i := 0; b.Loop(); i++ {
		res, _ := states[i%sampleSize].Result()
		total += res.Deltas[0]
	}
}

// BenchmarkObservation builds what one seat sees, in the play phase.
func BenchmarkObservation(b *testing.B) {
	states, _ := sample(b, tapp.MayrSedlaczek2001, tapp.PhasePlay)
	b.ReportAllocs()
	var n int
	for i := 0; b.Loop(); i++ {
		o := states[i%sampleSize].Observation(tarock.Seat(i % 3))
		n += o.HistoryLen
	}
}

// TestHotPathsDoNotAllocate guards doc/design.md §2.6: listing the legal
// moves into a buffer with room, Apply of a legal move and Result allocate
// nothing, in every phase.
func TestHotPathsDoNotAllocate(t *testing.T) {
	for _, ph := range phases {
		states, moves := sample(t, ph.rules, ph.phase)
		buf := make([]tapp.Move, 0, maxMoves)
		i := 0
		if n := testing.AllocsPerRun(100, func() {
			buf = states[i%sampleSize].AppendLegalMoves(buf[:0])
			i++
		}); n != 0 {
			t.Errorf("AppendLegalMoves in the %v phase: %v allocations", ph.phase, n)
		}
		if n := testing.AllocsPerRun(100, func() {
			if _, err := states[i%sampleSize].Apply(moves[i%sampleSize]); err != nil {
				t.Fatal(err)
			}
			i++
		}); n != 0 {
			t.Errorf("Apply in the %v phase: %v allocations", ph.phase, n)
		}
	}
	rng := rand.New(rand.NewPCG(7, 8))
	buf := make([]tapp.Move, 0, maxMoves)
	if n := testing.AllocsPerRun(20, func() {
		st, err := tapp.NewGame(tapp.MayrSedlaczek2001, tapp.Shuffled(rng))
		if err != nil {
			t.Fatal(err)
		}
		for !st.Done() {
			buf = st.AppendLegalMoves(buf[:0])
			st, _ = st.Apply(buf[rng.IntN(len(buf))])
		}
		st.Result()
	}); n != 0 {
		t.Errorf("a random game: %v allocations", n)
	}
}
