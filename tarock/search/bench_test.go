package search_test

import (
	"math/rand/v2"
	"testing"

	"github.com/tarockfamily/sdk/tarock/internal/toy"
	"github.com/tarockfamily/sdk/tarock/search"
)

// endgames returns n positions of full toy deals, played at random until
// the given number of tricks is left, seat to lead.
func endgames(b *testing.B, n, tricks int) []toy.State {
	out := make([]toy.State, n)
	for i := range out {
		out[i] = playRandomly(b, toy.New(uint64(i), toy.NoBug), rand.New(rand.NewPCG(uint64(i), 5)), 2*(27-tricks))
	}
	return out
}

func benchmarkSolve(b *testing.B, tricks int) {
	positions := endgames(b, 64, tricks)
	for _, bc := range []struct {
		name string
		cfg  search.Config[toy.State, toy.Move]
	}{
		{"plain", search.Config[toy.State, toy.Move]{}},
		{"table", search.Config[toy.State, toy.Move]{Hash: toyHash, TableBits: 12}},
	} {
		b.Run(bc.name, func(b *testing.B) {
			sv, err := search.NewSolver(bc.cfg)
			if err != nil {
				b.Fatal(err)
			}
			var nodes int64
			b.ReportAllocs()
			i := 0
			for b.Loop() {
				sv.Clear() // a cold table each time: no help from earlier solves
				res, err := sv.Solve(positions[i%len(positions)])
				if err != nil {
					b.Fatal(err)
				}
				nodes += res.Nodes
				i++
			}
			b.ReportMetric(float64(nodes)/float64(i), "nodes/op")
		})
	}
}

// BenchmarkSolve3Tricks solves the last 3 tricks (6 moves) of full toy deals.
func BenchmarkSolve3Tricks(b *testing.B) { benchmarkSolve(b, 3) }

// BenchmarkSolve5Tricks solves the last 5 tricks (10 moves) of full toy deals.
func BenchmarkSolve5Tricks(b *testing.B) { benchmarkSolve(b, 5) }

// BenchmarkSolve7Tricks solves the last 7 tricks (14 moves) of full toy deals.
func BenchmarkSolve7Tricks(b *testing.B) { benchmarkSolve(b, 7) }

// BenchmarkPIMCDecision times one decision with 20 samples: at the first
// lead of a 12-trick toy deal (playouts) and with 5 tricks left (solved).
func BenchmarkPIMCDecision(b *testing.B) {
	for _, bc := range []struct {
		name  string
		moves int // moves played before the decision
		solve int
	}{
		{"playouts-12-tricks", 0, 0},
		{"solved-5-tricks", 14, 10},
	} {
		b.Run(bc.name, func(b *testing.B) {
			var views []toy.Observation
			var legals [][]toy.Move
			for i := range 32 {
				s, _ := toy.Deal(uint64(i), 12)
				s = playRandomly(b, s, rand.New(rand.NewPCG(uint64(i), 6)), bc.moves)
				views = append(views, s.Observation(s.ToMove()))
				legals = append(legals, s.AppendLegalMoves(nil))
			}
			p := newPIMC(b, pimcConfig{
				Rand: rand.New(rand.NewPCG(1, 2)), Samples: 20, SolveMoves: bc.solve,
				Search: search.Config[toy.State, toy.Move]{Hash: toyHash, TableBits: 14},
			})
			b.ReportAllocs()
			i := 0
			for b.Loop() {
				p.Choose(views[i%len(views)], legals[i%len(legals)])
				i++
			}
		})
	}
}
