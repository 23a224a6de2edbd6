package search

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"time"

	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/bot"
)

// DefaultCandidates is the number of candidates a [Decider] searches when
// DecisionConfig.Candidates is 0: a decision with more legal moves is
// pruned to that many first (see [Decider]).
const DefaultCandidates = 8

// DefaultOversample is the number of deals drawn for each deal a
// [Decider] searches when DecisionConfig.Likelihood is set and
// DecisionConfig.Oversample is 0 (see [Decider]).
const DefaultOversample = 8

// DefaultMargin is DecisionConfig.Margin when it is 0: two standard
// errors. In duplicate matches of Tapp Tarock against the PIMC player
// (doc/bots.md, "Results") two kept more of the rule-of-thumb player's
// bids and won more game points than one.
const DefaultMargin = 2.0

// DecisionConfig configures a [Decider]. Determinize, Seat, Rand and Value
// are required; Side is required for games of more than two seats.
type DecisionConfig[S tarock.Observable[S, M, O], M tarock.Move, O any] struct {
	// Determinize returns a complete state consistent with view, drawn
	// with rng, as PIMCConfig.Determinize: the only way the decider gets
	// at a state.
	Determinize func(view O, rng *rand.Rand) (S, error)
	// Seat returns the seat whose observation view is.
	Seat func(view O) tarock.Seat
	// Rand is the decider's source of randomness: without a Budget the
	// same seed and the same observations give the same decisions.
	Rand *rand.Rand
	// Samples is the number of deals searched per decision (0 means
	// [DefaultSamples]); with a Budget, the most searched.
	Samples int
	// Playouts is the number of playouts per candidate and deal when the
	// deal is not solved (0 means 1).
	Playouts int
	// SolveMoves: the candidates of a card play on a deal with at most
	// this many moves left (as Remaining counts them) are valued by the
	// exact solver instead of by playouts; 0 means never.
	SolveMoves int
	// Remaining counts the moves left in a state, as PIMCConfig.Remaining.
	Remaining func(s S) int
	// Side maps seat to side 0 or 1 in s for the solver and gives the
	// deciding seat me its side, as PlayerRules.Side. Nil means seat i is
	// side i, valid only for two seats.
	Side func(s S, me, seat tarock.Seat) int
	// Value scores a finished deal for the deciding seat me: larger is
	// better for me. The decider reports values in game points, so Value
	// should be [DeltaWeight] times me's game points plus a tie-break
	// smaller than DeltaWeight ([SeatValue]). The solver takes Value as
	// zero-sum between the sides.
	Value func(final S, me tarock.Seat) int
	// Rollout chooses every seat's moves in a playout, seeing that seat's
	// observation of the sampled state: the fast playout policy (the
	// games' rule-of-thumb player). Nil means uniformly random legal
	// moves drawn from Rand. Its choice also heads the candidates.
	Rollout bot.Player[O, M]
	// Fallback chooses when no deal could be searched. Nil means Rollout,
	// or the first legal move without one.
	Fallback bot.Player[O, M]
	// Candidates is the number of legal moves searched (0 means
	// [DefaultCandidates], negative means all): see [Decider] for the
	// pruning.
	Candidates int
	// Rank is the cheap ranking of the pruning: it sets scores[i] (as
	// long as legal, zero on the call) to a higher score for a legal[i]
	// more worth searching. Nil keeps the order of the legal moves.
	Rank func(view O, legal []M, scores []float64)
	// Likelihood, when not nil, weighs a sampled deal by how likely the
	// other seats' public actions are in it, as a natural logarithm (see
	// [Model.LogLikelihood]); -Inf rules the deal out. Nil samples
	// uniformly.
	Likelihood func(world S, me tarock.Seat) float64
	// Oversample is the number of deals drawn for each deal searched when
	// Likelihood is set (0 means [DefaultOversample]; 1 means no
	// inference).
	Oversample int
	// Margin is how sure the decider must be to leave the Rollout
	// policy's choice: a candidate is taken only by the lower end of an
	// interval of Margin standard errors around its mean lead over the
	// policy's choice on the same deals, the paired difference (0 means
	// [DefaultMargin], negative means none: the best mean is taken). It
	// keeps the decider from the winner's curse of many noisy estimates,
	// which would favour the candidates whose value varies most (the
	// highest bids). Without a Rollout it does not apply.
	Margin float64
	// Budget bounds the time of one decision (0 means none: the fixed
	// mode, in which the decisions depend only on the seed and the
	// observations). The clock is read before each deal; the first deal is
	// always searched.
	Budget time.Duration
	// MaxNodes bounds one exact solve (0 means 2^20 positions); a solve
	// that exceeds it falls back to playouts.
	MaxNodes int64
}

// Estimate is a move's value found by a [Decider].
type Estimate[M tarock.Move] struct {
	// Move is the move.
	Move M
	// Value is the mean value of the move for the deciding seat over the
	// deals searched, in game points (DecisionConfig.Value divided by
	// [DeltaWeight], the tie-break included as a fraction). It is 0 when
	// the move was not searched.
	Value float64
	// Deals is the number of deals the move was valued on; 0 when the
	// pruning left it out.
	Deals int
}

// Searched reports whether the move was valued on at least one deal.
func (e Estimate[M]) Searched() bool { return e.Deals > 0 }

// DecisionStats counts what a [Decider] has done since it was made.
type DecisionStats struct {
	Decisions   int64 // searches run (Choose with more than one legal move, Estimates)
	Deals       int64 // deals searched
	Drawn       int64 // deals drawn, the ones weighed and not searched included
	Errors      int64 // deals dropped: Determinize failed, or a move or playout was refused
	Fallbacks   int64 // decisions left to the fallback because no deal was searched
	Solved      int64 // deals valued by the solver
	Playouts    int64 // playouts played
	Pruned      int64 // candidates left out by the pruning
	TimeCutoffs int64 // decisions stopped early by the budget
}

// Decider values the candidate moves of any decision — a bid, a call, a
// talon half, a discard, an announcement, a Kontra, a card — by their mean
// value over complete deals sampled from the deciding seat's observation,
// each played out to the end by a fast playout policy or, in the last
// tricks, solved exactly. For each decision it
//
//  1. prunes: with more legal moves than Candidates, it searches the
//     Rollout policy's own choice and the best-ranked of the others by
//     Rank (ties in the order of the legal moves), Candidates in all;
//     otherwise every legal move, the policy's choice first;
//  2. draws a deal with Determinize — with a Likelihood, Oversample deals
//     and keeps one of them with probability proportional to its
//     likelihood (sampling importance resampling: as Oversample grows the
//     deals kept follow the posterior of the model);
//  3. applies every candidate to the deal and values the result for the
//     deciding seat: on a card play with at most SolveMoves moves left
//     by the solver (both sides playing perfectly), otherwise as the sum
//     of Playouts playouts to the end of the deal, each seat's moves
//     chosen by Rollout from its observation of the sampled deal;
//  4. repeats 2–3 for Samples deals, or until the Budget is spent, and
//     takes the candidate with the largest total, the earliest on ties;
//     with a Rollout, the one whose lead over the policy's choice is the
//     largest by the lower end of its interval of Margin standard errors,
//     the policy's choice when no lead is sure enough.
//
// The work of a decision is Samples × candidates × Playouts playouts plus
// Samples × (Oversample − 1) deals drawn and weighed. Buffers are kept
// between decisions, so after the first decisions the decider itself
// allocates nothing more however many deals it searches. It never sees a
// true state. A Decider is not safe for concurrent use.
type Decider[S tarock.Observable[S, M, O], M tarock.Move, O any] struct {
	cfg      DecisionConfig[S, M, O]
	solver   *Solver[S, M]
	stats    DecisionStats
	err      error
	me       tarock.Seat
	cands    []M
	ranks    []float64
	order    []int
	totals   []int64
	sample   []int64
	diffSq   []float64 // per candidate, the sum over the deals of the squared difference to candidate 0
	children []S
	pool     []S
	weights  []float64
	buf      []M
}

// NewDecider returns a Decider. It returns an error wrapping [ErrConfig]
// when Determinize, Seat, Rand or Value is missing or a count is negative
// (Candidates excepted).
func NewDecider[S tarock.Observable[S, M, O], M tarock.Move, O any](cfg DecisionConfig[S, M, O]) (*Decider[S, M, O], error) {
	if cfg.Determinize == nil || cfg.Seat == nil || cfg.Rand == nil || cfg.Value == nil {
		return nil, fmt.Errorf("search: a Decider needs Determinize, Seat, Rand and Value: %w", ErrConfig)
	}
	if cfg.Samples < 0 || cfg.Playouts < 0 || cfg.SolveMoves < 0 || cfg.Oversample < 0 || cfg.Budget < 0 || cfg.MaxNodes < 0 {
		return nil, fmt.Errorf("search: negative Decider setting: %w", ErrConfig)
	}
	if cfg.Samples == 0 {
		cfg.Samples = DefaultSamples
	}
	if cfg.Playouts == 0 {
		cfg.Playouts = 1
	}
	if cfg.Candidates == 0 {
		cfg.Candidates = DefaultCandidates
	}
	if cfg.Oversample == 0 {
		cfg.Oversample = DefaultOversample
	}
	if cfg.Margin == 0 {
		cfg.Margin = DefaultMargin
	}
	if cfg.MaxNodes == 0 {
		cfg.MaxNodes = solveNodes
	}
	if cfg.Fallback == nil {
		cfg.Fallback = cfg.Rollout
	}
	d := &Decider[S, M, O]{cfg: cfg}
	sc := Config[S, M]{MaxNodes: cfg.MaxNodes, Value: d.sideValue}
	if cfg.Side != nil {
		sc.Side = func(s S, seat tarock.Seat) int { return cfg.Side(s, d.me, seat) }
	}
	sv, err := NewSolver(sc)
	if err != nil {
		return nil, err
	}
	d.solver = sv
	return d, nil
}

// Stats returns the counts so far.
func (d *Decider[S, M, O]) Stats() DecisionStats { return d.stats }

// Err returns the reason the last unusable deal was dropped, or nil if
// there was none: an error of Determinize (wrapping [ErrDeterminize]), a
// deal in which the seat is not to act or a candidate is refused, a solve
// that failed other than by a limit, or a playout that broke off.
func (d *Decider[S, M, O]) Err() error { return d.err }

// Choose returns the candidate with the best total value for the deciding
// seat (see [Decider]); the only legal move at once, and the zero move
// when legal is empty.
func (d *Decider[S, M, O]) Choose(view O, legal []M) M {
	switch len(legal) {
	case 0:
		var zero M
		return zero
	case 1:
		return legal[0]
	}
	deals := d.search(view, legal, -1)
	if deals == 0 {
		d.stats.Fallbacks++
		if d.cfg.Fallback != nil {
			return d.cfg.Fallback.Choose(view, legal)
		}
		return legal[0]
	}
	return d.cands[d.best(deals)]
}

// best returns the index of the candidate chosen after deals deals: the
// largest total, or with a Rollout and a Margin the largest lower bound of
// the lead over candidate 0, the policy's choice (see Margin).
func (d *Decider[S, M, O]) best(deals int) int {
	best := 0
	if d.cfg.Rollout == nil || d.cfg.Margin < 0 {
		for j, v := range d.totals {
			if v > d.totals[best] {
				best = j
			}
		}
		return best
	}
	n := float64(deals)
	bound := 0.0
	for j := 1; j < len(d.totals); j++ {
		mean := float64(d.totals[j]-d.totals[0]) / n
		if mean <= 0 {
			continue
		}
		se := 0.0
		if deals > 1 {
			se = math.Sqrt(max(d.diffSq[j]/n-mean*mean, 0) / (n - 1))
		} else {
			se = math.Inf(1)
		}
		if lo := mean - d.cfg.Margin*se; lo > bound {
			best, bound = j, lo
		}
	}
	return best
}

// Estimates returns every legal move with its estimated value for the
// deciding seat, appended to dst: the moves searched best first (ties in
// the order searched), then those the pruning left out, in the order of
// the ranking. A decision with one legal move is searched too, for its
// value. With no deal searched every move is left unsearched (Deals 0).
func (d *Decider[S, M, O]) Estimates(view O, legal []M, dst []Estimate[M]) []Estimate[M] {
	return d.estimates(view, legal, -1, dst)
}

// Review is [Decider.Estimates] for a move made: the same list, with made
// among the moves searched even when the pruning would leave it out (in
// place of the last of the others). A made that is not legal changes
// nothing.
func (d *Decider[S, M, O]) Review(view O, legal []M, made M, dst []Estimate[M]) []Estimate[M] {
	return d.estimates(view, legal, slices.Index(legal, made), dst)
}

// estimates is Estimates keeping legal[keep] among the moves searched
// (none when keep is negative).
func (d *Decider[S, M, O]) estimates(view O, legal []M, keep int, dst []Estimate[M]) []Estimate[M] {
	if len(legal) == 0 {
		return dst
	}
	deals := d.search(view, legal, keep)
	start := len(dst)
	n := d.cfg.Playouts
	for j, m := range d.cands {
		e := Estimate[M]{Move: m}
		if deals > 0 {
			e.Deals = deals
			e.Value = float64(d.totals[j]) / float64(deals*n) / DeltaWeight
		}
		dst = append(dst, e)
	}
	slices.SortStableFunc(dst[start:], func(a, b Estimate[M]) int {
		switch {
		case a.Value > b.Value:
			return -1
		case a.Value < b.Value:
			return 1
		}
		return 0
	})
	for _, i := range d.order[len(d.cands):] {
		dst = append(dst, Estimate[M]{Move: legal[i]})
	}
	return dst
}

// Deals draws n deals for view as a decision searches them (with the
// inference when a Likelihood is set) and appends them to dst; a draw that
// fails is skipped, and the error of the last one returned with the deals
// drawn. It is how the tests and tools look at what the inference does.
func (d *Decider[S, M, O]) Deals(view O, n int, dst []S) ([]S, error) {
	d.me = d.cfg.Seat(view)
	var last error
	for range n {
		w, err := d.draw(view)
		if err != nil {
			last = err
			continue
		}
		dst = append(dst, w)
	}
	return dst, last
}

// search fills d.cands and d.totals for a decision, keeping legal[keep]
// among the candidates, and returns the number of deals searched.
func (d *Decider[S, M, O]) search(view O, legal []M, keep int) int {
	d.stats.Decisions++
	d.me = d.cfg.Seat(view)
	d.prune(view, legal, keep)
	d.totals = resize(d.totals, len(d.cands))
	d.diffSq = slices.Grow(d.diffSq[:0], len(d.cands))[:len(d.cands)]
	clear(d.diffSq)
	var deadline time.Time
	if d.cfg.Budget > 0 {
		deadline = time.Now().Add(d.cfg.Budget)
	}
	deals := 0
	for range d.cfg.Samples {
		if d.cfg.Budget > 0 && deals > 0 && time.Now().After(deadline) {
			d.stats.TimeCutoffs++
			break
		}
		world, err := d.draw(view)
		if err == nil {
			err = d.evaluate(world)
		}
		if err != nil {
			d.err = err
			d.stats.Errors++
			continue
		}
		deals++
		d.stats.Deals++
	}
	return deals
}

// prune chooses the candidates of legal into d.cands, keeping in d.order
// the indices of legal in the order searched and then in the order left
// out; legal[must] is searched when must is not negative.
func (d *Decider[S, M, O]) prune(view O, legal []M, must int) {
	d.order = d.order[:0]
	first := -1
	if d.cfg.Rollout != nil && len(legal) > 1 {
		first = slices.Index(legal, d.cfg.Rollout.Choose(view, legal))
	}
	if first >= 0 {
		d.order = append(d.order, first)
	}
	for i := range legal {
		if i != first {
			d.order = append(d.order, i)
		}
	}
	keep := d.cfg.Candidates
	if keep < 0 || keep >= len(legal) {
		keep = len(legal)
	} else if d.cfg.Rank != nil {
		d.ranks = slices.Grow(d.ranks[:0], len(legal))[:len(legal)]
		clear(d.ranks)
		d.cfg.Rank(view, legal, d.ranks)
		rest := d.order[min(len(d.order), 1):]
		if first < 0 {
			rest = d.order
		}
		slices.SortStableFunc(rest, func(a, b int) int {
			switch ra, rb := d.ranks[a], d.ranks[b]; {
			case ra > rb:
				return -1
			case ra < rb:
				return 1
			}
			return 0
		})
	}
	if p := slices.Index(d.order, must); must >= 0 && p >= keep {
		copy(d.order[keep:p+1], d.order[keep-1:p])
		d.order[keep-1] = must
	}
	d.stats.Pruned += int64(len(legal) - keep)
	d.cands = d.cands[:0]
	for _, i := range d.order[:keep] {
		d.cands = append(d.cands, legal[i])
	}
}

// draw returns the deal to search: one drawn by Determinize, or with a
// Likelihood one of Oversample drawn, chosen in proportion to its
// likelihood.
func (d *Decider[S, M, O]) draw(view O) (S, error) {
	if d.cfg.Likelihood == nil || d.cfg.Oversample <= 1 {
		d.stats.Drawn++
		w, err := d.cfg.Determinize(view, d.cfg.Rand)
		if err != nil {
			return w, fmt.Errorf("%w: %w", ErrDeterminize, err)
		}
		return w, nil
	}
	d.pool, d.weights = d.pool[:0], d.weights[:0]
	var last error
	top := math.Inf(-1)
	for range d.cfg.Oversample {
		d.stats.Drawn++
		w, err := d.cfg.Determinize(view, d.cfg.Rand)
		if err != nil {
			last = err
			continue
		}
		lw := d.cfg.Likelihood(w, d.me)
		if math.IsNaN(lw) || math.IsInf(lw, -1) {
			continue
		}
		d.pool = append(d.pool, w)
		d.weights = append(d.weights, lw)
		top = max(top, lw)
	}
	if len(d.pool) == 0 {
		var zero S
		if last != nil {
			return zero, fmt.Errorf("%w: %w", ErrDeterminize, last)
		}
		return zero, fmt.Errorf("search: none of %d deals drawn has a likelihood: %w", d.cfg.Oversample, ErrDeterminize)
	}
	sum := 0.0
	for i, lw := range d.weights {
		d.weights[i] = math.Exp(lw - top)
		sum += d.weights[i]
	}
	u := d.cfg.Rand.Float64() * sum
	for i, w := range d.weights {
		if u < w {
			return d.pool[i], nil
		}
		u -= w
	}
	return d.pool[len(d.pool)-1], nil
}

// evaluate adds every candidate's value on world to d.totals.
func (d *Decider[S, M, O]) evaluate(world S) error {
	if world.Done() || world.ToMove() != d.me {
		return fmt.Errorf("search: determinized state has %v to act, want %v", world.ToMove(), d.me)
	}
	d.children = d.children[:0]
	for _, m := range d.cands {
		child, err := world.Apply(m)
		if err != nil {
			return fmt.Errorf("search: candidate %v refused in a determinized state: %w", m, err)
		}
		d.children = append(d.children, child)
	}
	// The values are added to the totals only once the whole deal is
	// valued, so that a deal dropped half way leaves them alone.
	d.sample = resize(d.sample, len(d.cands))
	n := int64(d.cfg.Playouts)
	solved := false
	if _, play := d.cands[0].PlayedCard(); play && d.cfg.SolveMoves > 0 && d.remaining(world) <= d.cfg.SolveMoves {
		var err error
		if solved, err = d.solve(n); err != nil {
			return err
		}
	}
	if !solved {
		for j, child := range d.children {
			for range n {
				v, err := d.playout(child)
				if err != nil {
					return err
				}
				d.sample[j] += int64(v)
			}
		}
	}
	for j, v := range d.sample {
		d.totals[j] += v
		diff := float64(v - d.sample[0])
		d.diffSq[j] += diff * diff
	}
	return nil
}

// solve values every child exactly, n times each value into d.sample; it
// reports false when a solve hits a limit.
func (d *Decider[S, M, O]) solve(n int64) (bool, error) {
	for j, child := range d.children {
		v, err := d.solver.Value(child)
		if errors.Is(err, ErrLimit) {
			clear(d.sample)
			return false, nil
		}
		if err != nil {
			return false, err
		}
		if d.side(child) == 1 {
			v = -v
		}
		d.sample[j] = n * int64(v)
	}
	d.stats.Solved++
	return true, nil
}

// side returns the deciding seat's side in s.
func (d *Decider[S, M, O]) side(s S) int {
	if d.cfg.Side == nil {
		return int(d.me & 1)
	}
	return d.cfg.Side(s, d.me, d.me)
}

// sideValue is the solver's value of a finished deal for side 0: the
// deciding seat's value, negated when it is on side 1.
func (d *Decider[S, M, O]) sideValue(final S) int {
	v := d.cfg.Value(final, d.me)
	if d.side(final) == 1 {
		return -v
	}
	return v
}

// remaining counts the moves left in s.
func (d *Decider[S, M, O]) remaining(s S) int {
	if d.cfg.Remaining != nil {
		return d.cfg.Remaining(s)
	}
	n := 0
	for seat := range s.Players() {
		n += s.Playable(tarock.Seat(seat)).Len()
	}
	return n
}

// playout plays s to the end with the rollout policy and returns the value
// of the end for the deciding seat.
func (d *Decider[S, M, O]) playout(s S) (int, error) {
	d.stats.Playouts++
	for range maxPlayoutMoves {
		if s.Done() {
			return d.cfg.Value(s, d.me), nil
		}
		d.buf = s.AppendLegalMoves(d.buf[:0])
		var m M
		switch {
		case len(d.buf) == 0:
			return 0, fmt.Errorf("search: playout: no legal move for %v: %w", s.ToMove(), ErrGame)
		case len(d.buf) == 1:
			m = d.buf[0]
		case d.cfg.Rollout != nil:
			m = d.cfg.Rollout.Choose(s.Observation(s.ToMove()), d.buf)
		default:
			m = d.buf[d.cfg.Rand.IntN(len(d.buf))]
		}
		next, err := s.Apply(m)
		if err != nil {
			return 0, fmt.Errorf("search: playout: %v refused: %w", m, err)
		}
		s = next
	}
	return 0, fmt.Errorf("search: playout not over after %d moves: %w", maxPlayoutMoves, ErrGame)
}

// SeatValue is the usual DecisionConfig.Value: [DeltaWeight] times the
// game points of seat me, plus the card points (in thirds) of me's side
// less those of the other side as a tie-break, as [OutcomeValue] counts
// them with side (nil puts seat 0 alone on side 0).
func SeatValue(out tarock.Outcome, players int, me tarock.Seat, side func(tarock.Seat) int) int {
	if side == nil {
		side = func(seat tarock.Seat) int { return min(int(seat), 1) }
	}
	thirds := OutcomeValue(tarock.Outcome{Parties: out.Parties, Thirds: out.Thirds}, players, side)
	if side(me) != 0 {
		thirds = -thirds
	}
	return DeltaWeight*out.Deltas[me&(tarock.MaxPlayers-1)] + thirds
}
