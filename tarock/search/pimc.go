package search

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/bot"
)

// DefaultSamples is the number of determinizations per decision when
// PIMCConfig.Samples is 0.
const DefaultSamples = 20

// maxPlayoutMoves bounds a playout, so that a game that never ends cannot
// hang a decision.
const maxPlayoutMoves = 10000

// PIMCConfig configures a [PIMC] player. Determinize, Seat and Rand are
// required.
type PIMCConfig[S tarock.Observable[S, M, O], M tarock.Move, O any] struct {
	// Determinize returns a complete state consistent with view, drawn
	// with rng (for the real games, their Determinize functions). It is
	// the only way the player gets at a state.
	Determinize func(view O, rng *rand.Rand) (S, error)
	// Seat returns the seat whose observation view is.
	Seat func(view O) tarock.Seat
	// Rand is the player's source of randomness: the same seed and the
	// same observations give the same choices.
	Rand *rand.Rand
	// Samples is the number of determinizations per decision (0 means
	// [DefaultSamples]).
	Samples int
	// Playouts is the number of playouts per legal move on each sample
	// when the sample is not solved (0 means 1). With a time budget it is
	// a maximum, since a decision may stop after fewer samples.
	Playouts int
	// SolveMoves is the threshold for exact evaluation: a sample with at
	// most this many moves left (as counted by Remaining) is evaluated by
	// the solver instead of by playouts. 0 means never solve.
	SolveMoves int
	// Remaining counts the moves left in a state. Nil counts the cards in
	// all seats' Playable sets, which is right for a play phase in which
	// every card in hand will be played and nothing else happens (the toy
	// game, Tapp Tarock's play); a game with hidden cards still to come
	// into play (the strawmen of Strohmandeln) should count them here.
	Remaining func(s S) int
	// Search configures the solver and, through Side and Value, how the
	// ends of playouts are scored; its MaxNodes and TimeLimit apply to
	// each solve. A sample whose solve hits a limit is evaluated by
	// playouts instead (counted in PIMCStats.SolverLimits).
	Search Config[S, M]
	// Rollout chooses the moves of every seat in a playout, seeing that
	// seat's observation of the sampled state. Nil means uniformly random
	// legal moves drawn from Rand, which needs no observation.
	Rollout bot.Player[O, M]
	// Fallback chooses when no sample could be evaluated (every
	// determinization failed). Nil means the first legal move.
	Fallback bot.Player[O, M]
	// Budget bounds the time of one decision (0 means none). The clock is
	// read before each sample; the first sample is always evaluated.
	Budget time.Duration
}

// ErrDeterminize is wrapped by [PIMC.Err] when the last unusable sample
// was one that Determinize failed to make; the determinizer's error is
// wrapped too.
var ErrDeterminize = errors.New("search: determinize failed")

// PIMCStats counts what a [PIMC] player has done since it was made.
type PIMCStats struct {
	Decisions         int64 // calls of Choose
	Forced            int64 // decisions with a single legal move, returned at once
	Samples           int64 // determinizations evaluated
	DeterminizeErrors int64 // calls of Determinize that returned an error
	BadSamples        int64 // samples dropped for another reason (see PIMC.Err)
	Fallbacks         int64 // decisions left to the fallback because no sample was evaluated
	Solved            int64 // samples evaluated by the solver
	SolverLimits      int64 // samples whose solve hit a limit and fell back to playouts
	Playouts          int64 // playouts played
	TimeCutoffs       int64 // decisions stopped early by the time budget
}

// PIMC is a perfect-information Monte Carlo player: a [bot.Player] that
// judges each legal move by its mean value over complete deals sampled
// from its observation. For each decision it
//
//  1. returns the only legal move at once if there is just one;
//  2. draws up to Samples states from Determinize(view, Rand), skipping
//     (and counting) any that fail or in which a legal move is refused;
//  3. on each sample, applies every legal move and scores the result from
//     side 0's point of view: exactly with the solver when at most
//     SolveMoves moves remain, otherwise as the sum of Playouts playouts
//     (a solved value counts Playouts times, so both weigh alike);
//  4. turns the scores to the acting seat's side (negating them for side
//     1), adds them up over the samples and returns the move with the
//     largest total, the earliest in legal on ties.
//
// It never sees a true state: only the observation passed to Choose and
// the states Determinize makes from it. A PIMC is not safe for concurrent
// use.
type PIMC[S tarock.Observable[S, M, O], M tarock.Move, O any] struct {
	cfg      PIMCConfig[S, M, O]
	solver   *Solver[S, M]
	stats    PIMCStats
	totals   []int64
	sample   []int64
	children []S
	buf      []M
	err      error
}

// NewPIMC returns a PIMC player. It returns an error wrapping [ErrConfig]
// when Determinize, Seat or Rand is missing, a count is negative, or the
// solver configuration is invalid.
func NewPIMC[S tarock.Observable[S, M, O], M tarock.Move, O any](cfg PIMCConfig[S, M, O]) (*PIMC[S, M, O], error) {
	if cfg.Determinize == nil || cfg.Seat == nil || cfg.Rand == nil {
		return nil, fmt.Errorf("search: PIMC needs Determinize, Seat and Rand: %w", ErrConfig)
	}
	if cfg.Samples < 0 || cfg.Playouts < 0 || cfg.SolveMoves < 0 || cfg.Budget < 0 {
		return nil, fmt.Errorf("search: negative PIMC setting: %w", ErrConfig)
	}
	if cfg.Samples == 0 {
		cfg.Samples = DefaultSamples
	}
	if cfg.Playouts == 0 {
		cfg.Playouts = 1
	}
	sv, err := NewSolver(cfg.Search)
	if err != nil {
		return nil, err
	}
	return &PIMC[S, M, O]{cfg: cfg, solver: sv}, nil
}

// Stats returns the counts so far.
func (p *PIMC[S, M, O]) Stats() PIMCStats { return p.stats }

// Err returns the reason the last unusable sample was dropped, or nil if
// there was none: an error of Determinize, a sample in which the seat is
// not to act or a legal move is refused, an error of the solver other than
// a limit ([ErrConfig], [ErrGame]), or a playout that broke off.
func (p *PIMC[S, M, O]) Err() error { return p.err }

// Choose returns the legal move with the best mean value for the acting
// seat's side over the sampled deals (see [PIMC]). It returns the zero move
// when legal is empty.
func (p *PIMC[S, M, O]) Choose(view O, legal []M) M {
	p.stats.Decisions++
	switch len(legal) {
	case 0:
		var zero M
		return zero
	case 1:
		p.stats.Forced++
		return legal[0]
	}
	var deadline time.Time
	if p.cfg.Budget > 0 {
		deadline = time.Now().Add(p.cfg.Budget)
	}
	seat := p.cfg.Seat(view)
	p.totals = resize(p.totals, len(legal))
	p.sample = resize(p.sample, len(legal))
	evaluated := 0
	for i := 0; i < p.cfg.Samples; i++ {
		if p.cfg.Budget > 0 && evaluated > 0 && time.Now().After(deadline) {
			p.stats.TimeCutoffs++
			break
		}
		if err := p.evaluate(view, seat, legal); err != nil {
			p.err = err
			if errors.Is(err, ErrDeterminize) {
				p.stats.DeterminizeErrors++
			} else {
				p.stats.BadSamples++
			}
			continue
		}
		evaluated++
		p.stats.Samples++
		for j, v := range p.sample {
			p.totals[j] += v
		}
	}
	if evaluated == 0 {
		p.stats.Fallbacks++
		if p.cfg.Fallback != nil {
			return p.cfg.Fallback.Choose(view, legal)
		}
		return legal[0]
	}
	best := 0
	for j, v := range p.totals {
		if v > p.totals[best] {
			best = j
		}
	}
	return legal[best]
}

// evaluate draws one sample and fills p.sample with every legal move's
// score for the acting seat's side. It returns why the sample is unusable,
// counting it.
func (p *PIMC[S, M, O]) evaluate(view O, seat tarock.Seat, legal []M) error {
	world, err := p.cfg.Determinize(view, p.cfg.Rand)
	if err != nil {
		return fmt.Errorf("%w: %w", ErrDeterminize, err)
	}
	if world.Done() || world.ToMove() != seat {
		return fmt.Errorf("search: determinized state has %v to act, want %v", world.ToMove(), seat)
	}
	p.solver.begin(world)
	sign := int64(1)
	if side := p.solver.side(world, seat); p.solver.err != nil {
		return p.solver.err
	} else if side == 1 {
		sign = -1
	}
	p.children = p.children[:0]
	for _, m := range legal {
		child, err := world.Apply(m)
		if err != nil {
			return fmt.Errorf("search: legal move %v refused in a determinized state: %w", m, err)
		}
		p.children = append(p.children, child)
	}
	n := int64(p.cfg.Playouts)
	if p.cfg.SolveMoves > 0 && p.remaining(world) <= p.cfg.SolveMoves {
		solved := true
		for j, child := range p.children {
			v, err := p.solver.Value(child)
			if errors.Is(err, ErrLimit) {
				p.stats.SolverLimits++
				solved = false
				break
			}
			if err != nil {
				return err
			}
			p.sample[j] = sign * n * int64(v)
		}
		if solved {
			p.stats.Solved++
			return nil
		}
	}
	for j, child := range p.children {
		var sum int64
		for range n {
			v, err := p.playout(child)
			if err != nil {
				return err
			}
			sum += int64(v)
		}
		p.sample[j] = sign * sum
	}
	return nil
}

// remaining counts the moves left in s.
func (p *PIMC[S, M, O]) remaining(s S) int {
	if p.cfg.Remaining != nil {
		return p.cfg.Remaining(s)
	}
	n := 0
	for seat := range s.Players() {
		n += s.Playable(tarock.Seat(seat)).Len()
	}
	return n
}

// playout plays s to the end with the rollout policy and returns the value
// of the end for side 0.
func (p *PIMC[S, M, O]) playout(s S) (int, error) {
	p.stats.Playouts++
	for range maxPlayoutMoves {
		if s.Done() {
			p.solver.begin(s)
			v := p.solver.value(s)
			return v, p.solver.err
		}
		p.buf = s.AppendLegalMoves(p.buf[:0])
		if len(p.buf) == 0 {
			return 0, fmt.Errorf("search: playout: no legal move for %v: %w", s.ToMove(), ErrGame)
		}
		var m M
		if p.cfg.Rollout != nil {
			seat := s.ToMove()
			m = p.cfg.Rollout.Choose(s.Observation(seat), p.buf)
		} else {
			m = p.buf[p.cfg.Rand.IntN(len(p.buf))]
		}
		next, err := s.Apply(m)
		if err != nil {
			return 0, fmt.Errorf("search: playout: %v refused: %w", m, err)
		}
		s = next
	}
	return 0, fmt.Errorf("search: playout not over after %d moves: %w", maxPlayoutMoves, ErrGame)
}

// resize returns s with length n, all zero.
func resize(s []int64, n int) []int64 {
	if cap(s) < n {
		return make([]int64, n)
	}
	s = s[:n]
	clear(s)
	return s
}
