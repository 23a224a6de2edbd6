// Package determinize is the shared driver of determinization: drawing a
// complete state of a deal, uniformly at random, among all states consistent
// with what one seat has seen (doc/design.md §2.5). Both games build
// their Determinize and NewDeterminizer on it; a game supplies only its rule.
//
// # What the core does and what a game supplies
//
// A game turns an observation into one or more counting problems of package
// tarock/hidden: the cards the observer has not seen, the places they may be
// (hands, talon positions, discards, strawman piles) and the constraints the
// history puts on single cards (voids shown in play, cards a call needs, the
// face-up cards). [Excluded] gives the cards a play shows a player did not
// hold, from the core's play obligations. The game adds the problems to a
// [Mixture], the weighted union of the cases a condition on a whole hand
// splits the deals into, and hands it with its replay function to [New].
//
// [Determinizer.Sample] then runs the loop that is the same in every game:
// choose a case in proportion to its count, draw a placement from it
// uniformly, let the game deal the placement and replay the observed
// history on it, and accept the state when its observation for the
// observer's seat equals the observation exactly; otherwise draw again.
//
// # Why the result is uniform
//
// The constraints a game writes into its problems must be necessary
// conditions: every consistent state's placement satisfies them. If the
// game's replay turns each placement (with any further choices it draws
// uniformly from a set whose size does not depend on the placement) into
// one state, and distinct draws into distinct states, then every consistent
// state is drawn with the same probability, and rejecting the states whose
// observation differs leaves the draws uniform over the consistent states.
// Cases of a Mixture are drawn in proportion to their counts; when they may
// overlap, a draw is accepted with probability one over the number of cases
// it fits ([Mixture.SetOverlap]), which again gives every placement of the
// union the same probability.
package determinize

import (
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/hidden"
)

// ErrInconsistentView is wrapped by the errors the games' Determinize,
// NewDeterminizer and Determinizer.Sample return for an observation that no
// deal fits: one that the game's State.Observation cannot have produced (a
// seat out of range, invalid rules, cards shown twice, a history that
// breaks the rules, hand sizes that do not add up, …). The message says
// what does not fit; when package tarock/hidden found the contradiction its
// error (hidden.ErrInconsistent or hidden.ErrInvalid) is wrapped too.
var ErrInconsistentView = errors.New("no deal is consistent with the observation")

// Errorf returns an error wrapping [ErrInconsistentView] that says which
// observation did not fit and why: "<game>: determinize the view of
// <seat>: <detail>: no deal is consistent with the observation", the
// detail formatted from format and args as by fmt.Errorf (so a %w in it
// wraps another error too).
func Errorf(game string, seat tarock.Seat, format string, args ...any) error {
	return fmt.Errorf("%s: determinize the view of %v: %w: %w", game, seat, fmt.Errorf(format, args...), ErrInconsistentView)
}

// Excluded returns the cards a player showed he did not hold among the
// cards he could play when he played c to trick t (the trick before c)
// under the play obligations o: the cards x for which c is not a legal
// play from the two cards {c, x} (tarock.LegalPlays). For the obligations
// of the games (follow suit, else a tarock, must beat, the Pagat only as
// the last tarock, doc/tapp.md §8 and §5.3, doc/strohmandel.md §7.2 and
// §4.2) that is exactly what the play shows: c is legal from a hand
// exactly when it is legal from {c, x} for every other card x of the hand.
// It allocates nothing.
func Excluded(c deck.Card, t tarock.Trick, o tarock.Obligations) deck.Set {
	if !o.MustBeat && !o.PagatLast {
		led, ok := t.Led()
		if !ok || t.Complete() || c.Suit() == led {
			return 0
		}
		var x deck.Set
		if o.FollowSuit {
			x = led.Cards()
		}
		if o.MustTarock && !c.IsTarock() {
			x |= deck.Tarocks
		}
		return x &^ t.Cards()
	}
	// Only a card of the suit led or a tarock can make c illegal.
	maybe := deck.Tarocks
	if led, ok := t.Led(); ok && !t.Complete() {
		maybe |= led.Cards()
	}
	var x deck.Set
	for y := range (maybe &^ t.Cards()).Without(c).All() {
		if !tarock.LegalPlays(deck.SetOf(c, y), t, o).Has(c) {
			x = x.With(y)
		}
	}
	return x
}

// Assignment holds the cards of each location of a hidden-card problem,
// indexed by location (hidden.Problem.AddLocation); the entries past the
// problem's locations are empty. It is a value, so that passing it to a
// game's function allocates nothing.
type Assignment [hidden.MaxLocations]deck.Set

// Mixture is a weighted union of hidden-card problems, the cases of one
// observation: [Mixture.Sample] chooses a case with probability
// proportional to its count and draws from it uniformly. The zero Mixture
// has no case. Build it with [Mixture.Add] (and [Mixture.SetOverlap] when
// the cases may overlap) before sampling; a built Mixture is not changed by
// sampling, so any number of goroutines may sample from it at once.
type Mixture struct {
	cases   []mixCase
	fits    func(a Assignment) int
	firstEr error
}

// mixCase is one counting problem with its cumulative weight.
type mixCase struct {
	sampler *hidden.Sampler
	cum     float64 // the counts of the cases up to and including this one
}

// Add adds the case p. When p has no consistent assignment (or is invalid
// or too large) it adds nothing and returns the error of
// hidden.Problem.Sampler, which the Mixture also keeps as the reason an
// empty Mixture has no case.
func (m *Mixture) Add(p *hidden.Problem) error {
	s, err := p.Sampler()
	if err != nil {
		if m.firstEr == nil {
			m.firstEr = err
		}
		return err
	}
	m.cases = append(m.cases, mixCase{s, m.Count() + s.Count()})
	return nil
}

// SetOverlap says that the cases may overlap: fits(a) returns the number of
// cases whose constraints the assignment a satisfies (at least the one it
// was drawn from). [Mixture.Sample] then accepts a draw with probability
// 1/fits(a), so that an assignment that fits several cases is not drawn
// more often than one that fits one. Without it the cases must be disjoint.
func (m *Mixture) SetOverlap(fits func(a Assignment) int) { m.fits = fits }

// Len returns the number of cases.
func (m *Mixture) Len() int { return len(m.cases) }

// Count returns the sum of the cases' counts (hidden.Sampler.Count): the
// number of assignments when the cases are disjoint.
func (m *Mixture) Count() float64 {
	if len(m.cases) == 0 {
		return 0
	}
	return m.cases[len(m.cases)-1].cum
}

// Sample draws an assignment into a: a case in proportion to its count,
// then an assignment of it uniformly at random (hidden.Sampler.Sample).
// With overlapping cases it reports false for a draw it rejects; the
// caller draws again. A Mixture with one case uses r exactly as its
// sampler does. It allocates nothing; it must not be called on an empty
// Mixture.
func (m *Mixture) Sample(r *rand.Rand, a *Assignment) bool {
	c := &m.cases[0]
	if len(m.cases) > 1 {
		u := r.Float64() * m.Count()
		for i := range m.cases {
			if c = &m.cases[i]; u < c.cum {
				break
			}
		}
	}
	*a = Assignment{}
	c.sampler.Sample(r, a[:0])
	if len(m.cases) > 1 && m.fits != nil {
		if n := m.fits(*a); n > 1 && r.IntN(n) != 0 {
			return false
		}
	}
	return true
}

// Viewer is what the driver needs of a game's state: the observation of a
// seat, a comparable value.
type Viewer[O comparable] interface {
	Observation(seat tarock.Seat) O
}

// Rule is what a game supplies to [New] besides its problems.
type Rule[S any] struct {
	// Game names the game's package in error messages ("tapp", …).
	Game string
	// Seat is the observer's seat; Events the number of events of the
	// observed history (for messages).
	Seat   tarock.Seat
	Events int
	// Replay deals the cards of the assignment a (indexed by the locations
	// of the problems, which all have the same locations) and replays the
	// observed history on the deal. It draws any further choice it needs
	// (an order of hidden pile cards, …) uniformly with r. It returns an
	// error for a deal or history the game refuses; the driver compares
	// the observation of a state it returns.
	Replay func(a Assignment, r *rand.Rand) (S, error)
	// Tries bounds the draws of one [Determinizer.Sample] (0 means 1): a
	// game whose problems are exact needs one, a game that rejects
	// candidates for conditions beyond single cards more.
	Tries int
}

// Determinizer draws states consistent with one observation of type O,
// uniformly at random (see the package documentation): the driver under
// each game's Determinizer. It is not changed by sampling: any number of
// goroutines may sample from one at once, each with its own *rand.Rand.
type Determinizer[S Viewer[O], O comparable] struct {
	view *O
	rule Rule[S]
	mix  Mixture
}

// New returns the driver for *view, drawing from the cases of mix with the
// game's rule. It keeps view, which must not change while the driver is
// used (the games pass the copy their own Determinizer holds). It returns an error wrapping [ErrInconsistentView] and the
// problems' error when mix has no case, or only the error wrapping
// hidden.ErrTooLarge when a case was too large to count (an observation
// too hard to count is not inconsistent), and an error wrapping
// ErrInconsistentView when rule.Replay is nil.
func New[S Viewer[O], O comparable](view *O, rule Rule[S], mix Mixture) (*Determinizer[S, O], error) {
	if rule.Replay == nil {
		return nil, Errorf(rule.Game, rule.Seat, "no replay")
	}
	if mix.Len() == 0 {
		err := mix.firstEr
		if err == nil {
			err = fmt.Errorf("no case: %w", hidden.ErrInconsistent)
		}
		if errors.Is(err, hidden.ErrTooLarge) {
			return nil, fmt.Errorf("%s: determinize the view of %v after %d events: %w", rule.Game, rule.Seat, rule.Events, err)
		}
		return nil, Errorf(rule.Game, rule.Seat, "after %d events: %w", rule.Events, err)
	}
	rule.Tries = max(rule.Tries, 1)
	return &Determinizer[S, O]{view: view, rule: rule, mix: mix}, nil
}

// errDiffers is the reason a replayed state is rejected when the game
// accepted the deal and the history.
var errDiffers = errors.New("the observation differs")

// Sample draws a consistent state uniformly at random with r: placements
// from the Mixture, each dealt and replayed by the game's rule and
// accepted when the state's observation equals the view, up to Rule.Tries
// times. The same r state gives the same result. It returns an error
// wrapping [ErrInconsistentView] (and the game's last reason) when no
// draw is accepted, which for an observation of a real deal does not
// happen. A nil Determinizer (the zero value of a game's Determinizer
// holds one) samples nothing: it returns an error wrapping
// ErrInconsistentView.
func (d *Determinizer[S, O]) Sample(r *rand.Rand) (S, error) {
	if d == nil {
		var zero S
		return zero, fmt.Errorf("determinize: a Determinizer not made by NewDeterminizer has no view: %w", ErrInconsistentView)
	}
	var a Assignment
	var last error
	for range d.rule.Tries {
		if !d.mix.Sample(r, &a) {
			continue
		}
		st, err := d.rule.Replay(a, r)
		if err == nil {
			if st.Observation(d.rule.Seat) == *d.view {
				return st, nil
			}
			err = errDiffers
		}
		last = err
	}
	var zero S
	if last == nil {
		last = errDiffers
	}
	return zero, Errorf(d.rule.Game, d.rule.Seat, "after %d events: no deal drawn in %d tries replays to it: %w",
		d.rule.Events, d.rule.Tries, last)
}

// Fits reports whether the observation of st for the observer's seat is the
// view: a first condition of the games' Possible. A nil Determinizer fits
// no state.
func (d *Determinizer[S, O]) Fits(st S) bool {
	return d != nil && st.Observation(d.rule.Seat) == *d.view
}

// Count returns the sum of the counts of the Mixture's cases
// ([Mixture.Count]).
func (d *Determinizer[S, O]) Count() float64 { return d.mix.Count() }

// Replay returns the state that the moves of history reach from st, the
// state at the start of a drawn deal: the last step of a game's
// Rule.Replay. The move of event e is move(e), the move as the drawn deal
// makes it: a game completes there what the observer did not see, such as
// the cards its declarer laid away face down. It returns the first error of
// Apply, beside the state reached before that move.
func Replay[S interface{ Apply(m M) (S, error) }, M, E any](st S, history []E, move func(e E) M) (S, error) {
	for _, e := range history {
		next, err := st.Apply(move(e))
		if err != nil {
			return st, err
		}
		st = next
	}
	return st, nil
}

// Sampler is what [Draw] needs of a game's determinizer.
type Sampler[S any] interface {
	Sample(r *rand.Rand) (S, error)
}

// Draw prepares a determinizer for view with newDet (a game's
// NewDeterminizer) and draws one state from it with r: the games'
// Determinize. It returns newDet's error, or the sampler's.
func Draw[O, S any, D Sampler[S]](view O, r *rand.Rand, newDet func(O) (D, error)) (S, error) {
	det, err := newDet(view)
	if err != nil {
		var zero S
		return zero, err
	}
	return det.Sample(r)
}
