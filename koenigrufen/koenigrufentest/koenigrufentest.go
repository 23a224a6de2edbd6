// Package koenigrufentest gives what package tarock/tarocktest needs to
// check a rule set of Königrufen (package koenigrufen): [Spec] for the
// random-game conformance checks of tarocktest.Check and [LeakSpec] for
// the leak check of tarocktest.CheckLeaks. The package's own tests run
// them on every preset; a variant built with koenigrufen.Rules runs them
// the same way.
package koenigrufentest

import (
	"math/rand/v2"

	"github.com/tarockfamily/sdk/koenigrufen"
	"github.com/tarockfamily/sdk/tarock/tarocktest"
)

// NewGame returns the deal of seed under r that Spec and LeakSpec play: the
// 54 cards shuffled by koenigrufen.Shuffled from a PCG seeded with seed.
// It returns NewGame's error for rules that koenigrufen.Rules.Validate
// refuses.
func NewGame(r koenigrufen.Rules, seed uint64) (koenigrufen.State, error) {
	return koenigrufen.NewGame(r, koenigrufen.Shuffled(rand.NewPCG(seed, 0x6b72)))
}

// Spec returns the conformance spec of Königrufen under r for
// tarocktest.Check: the deals of [NewGame]; candidate moves of every kind
// (every auction move, call, talon move, announcement and raise, discards
// of the hand and a play of every card of the pack); 12 tricks, fewer when
// a negative contract is decided early (doc/koenigrufen.md §9.7); the
// cards an announcement reserves narrowing the obligations, written from
// the pseudo-code of doc/koenigrufen.md §9.8 (§8.6), without which
// tarocktest.Check reports the reserved cards as "legal card(s) … not
// generated"; and the settlement read from the state (the declarer's
// party counting the discards and the talon cards that are his, the
// defenders the rest, one party per seat in Trischaken; doc/koenigrufen.md
// §7.1, §7.4, §11.8).
func Spec(r koenigrufen.Rules) tarocktest.Spec[koenigrufen.State, koenigrufen.Move] {
	return tarocktest.Spec[koenigrufen.State, koenigrufen.Move]{
		New:        func(seed uint64) (koenigrufen.State, error) { return NewGame(r, seed) },
		Candidates: candidates,
		Tricks:     12,
		Settle:     settlement,
		// doc/koenigrufen.md §9.7: a negative contract ends when decided.
		Short:  func(s koenigrufen.State) bool { return s.Contract().IsNegative() },
		Narrow: reserved,
	}
}

// LeakSpec returns the leak-check spec of Königrufen under r for
// tarocktest.CheckLeaks: the deals of [NewGame] and koenigrufen.Determinize
// (doc/koenigrufen.md "States, observations and determinization"). Set
// its Player field to check a player too.
func LeakSpec(r koenigrufen.Rules) tarocktest.LeakSpec[koenigrufen.State, koenigrufen.Move, koenigrufen.Observation] {
	return tarocktest.LeakSpec[koenigrufen.State, koenigrufen.Move, koenigrufen.Observation]{
		New:         func(seed uint64) (koenigrufen.State, error) { return NewGame(r, seed) },
		Determinize: koenigrufen.Determinize,
		Exchange:    Exchange,
		Hidden:      Hidden,
	}
}
