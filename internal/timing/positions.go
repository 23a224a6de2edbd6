package timing

import (
	"fmt"
	"runtime"
	"testing"

	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/bot"
)

// Position is a decision of a deal: the observation of the seat to act
// and its legal moves.
type Position[O any, M tarock.Move] struct {
	View  O
	Legal []M
}

// Positions plays the deals newDeal makes for 0, 1, … with the players of
// players(i) and returns every every-th decision with more than one legal
// move, count of them: decisions of every phase, in the proportions a deal
// has them. It returns the first error of a deal.
func Positions[S tarock.Observable[S, M, O], M tarock.Move, O any](count, every int, newDeal func(i int) (S, error), players func(i int) []bot.Player[O, M]) ([]Position[O, M], error) {
	var out []Position[O, M]
	k := 0
	for i := 0; len(out) < count; i++ {
		s, err := newDeal(i)
		if err != nil {
			return out, err
		}
		ps := players(i)
		for !s.Done() && len(out) < count {
			seat := s.ToMove()
			legal := s.AppendLegalMoves(nil)
			view := s.Observation(seat)
			if len(legal) > 1 {
				if k%every == 0 {
					out = append(out, Position[O, M]{view, legal})
				}
				k++
			}
			if s, err = s.Apply(ps[seat].Choose(view, legal)); err != nil {
				return out, fmt.Errorf("deal %d: %w", i, err)
			}
		}
	}
	return out, nil
}

// Allocs returns the number of heap allocations of the decisions of p on
// the positions, one on each (runtime.MemStats.Mallocs, with one P as
// testing.AllocsPerRun has), after one decision on each of them so that
// the buffers p keeps have grown.
func Allocs[O any, M tarock.Move](p bot.Player[O, M], pos []Position[O, M]) uint64 {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	for _, q := range pos {
		p.Choose(q.View, q.Legal)
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	for _, q := range pos {
		p.Choose(q.View, q.Legal)
	}
	runtime.ReadMemStats(&after)
	return after.Mallocs - before.Mallocs
}

// Bench measures the decisions of p on the positions, one per iteration
// of b, taken in turn, and reports their allocations.
func Bench[O any, M tarock.Move](b *testing.B, p bot.Player[O, M], pos []Position[O, M]) {
	b.Helper()
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		q := &pos[i%len(pos)]
		p.Choose(q.View, q.Legal)
	}
}
