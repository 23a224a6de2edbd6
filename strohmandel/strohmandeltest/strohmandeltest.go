// Package strohmandeltest gives what package tarock/tarocktest needs to
// check a rule set of Strohmandeln (package strohmandel): [Spec] for the
// random-game conformance checks of tarocktest.Check and [LeakSpec] for
// the leak check of tarocktest.CheckLeaks. The package's own tests run
// them on every preset; a variant built with strohmandel.Rules runs them
// the same way.
package strohmandeltest

import (
	"math/rand/v2"

	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/tarock/tarocktest"
)

// Deal returns the deal of seed under r that Spec and LeakSpec play: the
// pack of r (r.CardsInPlay()) shuffled from a PCG seeded with seed, and for
// some seeds one hand or both without tarock ([WithoutTarock]), so that
// the throw-in rules of doc/strohmandel.md §3.4 are played: with the 54
// cards seeds 1, 2 and 3 modulo 8 take the tarocks from forehand's hand,
// the dealer's and both; with a smaller pack seeds 1 modulo 4 from one of
// them.
func Deal(r strohmandel.Rules, seed uint64) strohmandel.Deal {
	src := rand.New(rand.NewPCG(seed, 0x5eed))
	if r.Pack != 0 {
		d := strohmandel.ShuffledPack(src, r.CardsInPlay())
		if seed%4 == 1 {
			d = WithoutTarock(d, int(seed/4%2))
		}
		return d
	}
	d := strohmandel.Shuffled(src)
	switch seed % 8 {
	case 1:
		d = WithoutTarock(d, 0)
	case 2:
		d = WithoutTarock(d, 1)
	case 3:
		d = WithoutTarock(WithoutTarock(d, 0), 1)
	}
	return d
}

// NewGame returns strohmandel.NewGame(r, Deal(r, seed)), the deal of seed
// that Spec and LeakSpec play, and its error for rules that
// strohmandel.Rules.Validate refuses.
func NewGame(r strohmandel.Rules, seed uint64) (strohmandel.State, error) {
	return strohmandel.NewGame(r, Deal(r, seed))
}

// Spec returns the conformance spec of Strohmandeln under r for
// tarocktest.Check: the deals of [NewGame]; candidate moves of every kind
// (the moves of the other phases, every playable card and two that are
// not, the calls of the Trull, the kings, Ross and Topschin on their cards
// and on others); r.HandSize() + r.PileCards() tricks of r.CardsInPlay()
// counted by r.Counting(); an invariant on the strawmen and what each
// seat sees of them (doc/strohmandel.md §5, §5.5); and the settlement read
// from the result: one party per seat, nothing aside, the items the play
// decides each the achievement of its Seat (doc/strohmandel.md §6, §8,
// §9).
func Spec(r strohmandel.Rules) tarocktest.Spec[strohmandel.State, strohmandel.Move] {
	return tarocktest.Spec[strohmandel.State, strohmandel.Move]{
		New:        func(seed uint64) (strohmandel.State, error) { return NewGame(r, seed) },
		Candidates: candidates,
		Tricks:     r.HandSize() + r.PileCards(),
		Pack:       r.CardsInPlay(),
		Counting:   r.Counting(),
		Invariant:  strawmanInvariant,
		Settle:     settlement,
	}
}

// LeakSpec returns the leak-check spec of Strohmandeln under r for
// tarocktest.CheckLeaks: the deals of [NewGame] and strohmandel.Determinize
// (doc/strohmandel.md §5.5, "States and determinization"). Set
// its Player field to check a player too.
func LeakSpec(r strohmandel.Rules) tarocktest.LeakSpec[strohmandel.State, strohmandel.Move, strohmandel.Observation] {
	return tarocktest.LeakSpec[strohmandel.State, strohmandel.Move, strohmandel.Observation]{
		New:         func(seed uint64) (strohmandel.State, error) { return NewGame(r, seed) },
		Determinize: strohmandel.Determinize,
		Exchange:    Exchange,
		Hidden:      Hidden,
	}
}

// WithoutTarock returns d with every tarock of seat's hand (0 or 1)
// exchanged for a suit card of the piles, or of the other hand when the
// piles hold too few, so that a deal plays the throw-in rules of
// doc/strohmandel.md §3.4. It keeps the places' sizes and the pack.
func WithoutTarock(d strohmandel.Deal, seat int) strohmandel.Deal {
	other := 1 - seat
	for c := range d.Hands[seat].Tarocks().All() {
		swapped := false
		for s := range 2 {
			for p := range 3 {
				for i, x := range d.Piles[s][p] {
					if !swapped && x.Valid() && !x.IsTarock() {
						d.Piles[s][p][i] = c
						d.Hands[seat] = d.Hands[seat].Without(c).With(x)
						swapped = true
					}
				}
			}
		}
		if !swapped {
			x, _ := d.Hands[other].SuitCards().First()
			d.Hands[other] = d.Hands[other].Without(x).With(c)
			d.Hands[seat] = d.Hands[seat].Without(c).With(x)
		}
	}
	return d
}
