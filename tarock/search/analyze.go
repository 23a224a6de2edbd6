package search

import (
	"fmt"
	"slices"

	"github.com/tarockfamily/sdk/tarock"
)

// Reviewer values the moves of a decision with the move made among them:
// [Decider.Review], and the search players of [NewPlayer] ([Advisor]).
type Reviewer[O any, M tarock.Move] interface {
	Review(view O, legal []M, made M, dst []Estimate[M]) []Estimate[M]
}

// Review is one decision of a seat in a deal, as [Analyze] judges it.
type Review[M tarock.Move] struct {
	// Index is the number of the move in the deal, from 0.
	Index int
	// Made is the move the seat made; Best the move with the best
	// estimate.
	Made, Best M
	// MadeValue and BestValue are their estimated values for the seat, in
	// game points (Estimate.Value).
	MadeValue, BestValue float64
	// Loss is BestValue − MadeValue: the game points the move made is
	// estimated to have cost, 0 when it was the best.
	Loss float64
	// Estimates holds every legal move with its estimate, the best first.
	Estimates []Estimate[M]
}

// Analyze replays the deal played from start by moves and, for every
// decision of seat with more than one legal move, values the legal moves
// from seat's observation at that point with r (a search player of the
// game), the move made always among those searched. It returns the
// reviews with the biggest losses first (ties in the order of the deal).
// It returns an error wrapping tarock.ErrIllegalMove, with the move's
// number, when a move is refused.
func Analyze[S tarock.Observable[S, M, O], M tarock.Move, O any](start S, moves []M, seat tarock.Seat, r Reviewer[O, M]) ([]Review[M], error) {
	var out []Review[M]
	s := start
	var legal []M
	for i, m := range moves {
		if !s.Done() && s.ToMove() == seat {
			legal = s.AppendLegalMoves(legal[:0])
			if len(legal) > 1 {
				est := r.Review(s.Observation(seat), legal, m, nil)
				rv := Review[M]{Index: i, Made: m, Estimates: est}
				if len(est) > 0 {
					rv.Best, rv.BestValue = est[0].Move, est[0].Value
				}
				for _, e := range est {
					if e.Move == m {
						rv.MadeValue = e.Value
					}
				}
				rv.Loss = rv.BestValue - rv.MadeValue
				out = append(out, rv)
			}
		}
		next, err := s.Apply(m)
		if err != nil {
			return out, fmt.Errorf("search: analyze: move %d (%v): %w", i+1, m, err)
		}
		s = next
	}
	slices.SortStableFunc(out, func(a, b Review[M]) int {
		switch {
		case a.Loss > b.Loss:
			return -1
		case a.Loss < b.Loss:
			return 1
		}
		return 0
	})
	return out, nil
}
