// Package tapptest gives what package tarock/tarocktest needs to check a
// rule set of Tapp Tarock (package tapp): [Spec] for the random-game
// conformance checks of tarocktest.Check and [LeakSpec] for the leak check
// of tarocktest.CheckLeaks. The package's own tests run them on every
// preset; a variant built with tapp.Rules runs them the same way.
package tapptest

import (
	"math/rand/v2"

	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tarock/tarocktest"
)

// NewGame returns the deal of seed under r that Spec and LeakSpec play: a
// pack of r shuffled by tapp.ShuffledFor from a PCG seeded with seed. It
// returns NewGame's error for rules that tapp.Rules.Validate refuses.
func NewGame(r tapp.Rules, seed uint64) (tapp.State, error) {
	return tapp.NewGame(r, tapp.ShuffledFor(rand.New(rand.NewPCG(seed, 7)), r))
}

// Spec returns the conformance spec of Tapp Tarock under r for
// tarocktest.Check: the deals of [NewGame]; candidate moves of every kind
// in every phase (every card of the hand and a rotating sample of the
// others, every bid, both halves and other talon choices, discards of
// kings, Trull cards and tarocks, every announcement and Kontra move);
// r.HandSize() tricks of r.CardsInPlay(); an invariant on the hand sizes,
// the observations and the result's items; and the settlement read from
// the result (two parties counting the declarer's discards and the talon
// left beside their tricks, one party per seat in Trischaken, the items
// Valat, Pagat Ultimo and the Trischaken trick-less bonus; doc/tapp.md
// §5.3, §9, §10, §11.2).
func Spec(r tapp.Rules) tarocktest.Spec[tapp.State, tapp.Move] {
	return tarocktest.Spec[tapp.State, tapp.Move]{
		New:        func(seed uint64) (tapp.State, error) { return NewGame(r, seed) },
		Candidates: candidates,
		Tricks:     r.HandSize(),
		Pack:       r.CardsInPlay(),
		Invariant:  invariant,
		Settle:     settlement,
	}
}

// LeakSpec returns the leak-check spec of Tapp Tarock under r for
// tarocktest.CheckLeaks: the deals of [NewGame] and tapp.Determinize
// (doc/tapp.md "States, observations and determinization"). Set its
// Player field to check a player too.
func LeakSpec(r tapp.Rules) tarocktest.LeakSpec[tapp.State, tapp.Move, tapp.Observation] {
	return tarocktest.LeakSpec[tapp.State, tapp.Move, tapp.Observation]{
		New:         func(seed uint64) (tapp.State, error) { return NewGame(r, seed) },
		Determinize: tapp.Determinize,
		Exchange:    Exchange,
		Hidden:      Hidden,
	}
}
