package hidden_test

import (
	"errors"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock/hidden"
	"pgregory.net/rapid"
)

var allCards = deck.FullPack.AppendCards(nil)

// genSubset draws up to max cards of s.
func genSubset(t *rapid.T, s deck.Set, max int, label string) deck.Set {
	cards := s.AppendCards(nil)
	if len(cards) == 0 {
		return 0
	}
	k := rapid.IntRange(0, min(max, len(cards))).Draw(t, label+"Size")
	perm := rapid.Permutation(cards).Draw(t, label)
	return deck.SetOf(perm[:k]...)
}

// genDealSpec draws a true deal of up to maxCards unknown cards to up to
// maxLocs locations and constraints that the true deal satisfies, the way
// observations arise in play: voids in suits the location does not hold,
// single cards that are known to be elsewhere, and cards known to be in the
// location. It returns the spec and the true deal.
func genDealSpec(t *rapid.T, maxCards, maxLocs int) (*spec, []deck.Set) {
	n := rapid.IntRange(0, maxCards).Draw(t, "n")
	perm := rapid.Permutation(allCards).Draw(t, "pack")
	unknown := deck.SetOf(perm[:n]...)
	nloc := rapid.IntRange(1, maxLocs).Draw(t, "locations")
	truth := make([]deck.Set, nloc)
	for c := range unknown.All() {
		l := rapid.IntRange(0, nloc-1).Draw(t, "where")
		truth[l] = truth[l].With(c)
	}
	caps := make([]int, nloc)
	for l, s := range truth {
		caps[l] = s.Len()
	}
	sp := newSpec(unknown, caps...)
	for l := range nloc {
		for range rapid.IntRange(0, 3).Draw(t, "constraints") {
			switch rapid.IntRange(0, 2).Draw(t, "kind") {
			case 0: // a void
				su := deck.Suit(rapid.IntRange(0, deck.NumSuits-1).Draw(t, "suit"))
				if !truth[l].Overlaps(su.Cards()) {
					sp.forbid[l] |= su.Cards() & unknown
				}
			case 1: // cards seen elsewhere
				sp.forbid[l] |= genSubset(t, unknown&^truth[l], 3, "forbid")
			case 2: // cards known to be here
				sp.require[l] |= genSubset(t, truth[l], 2, "require")
			}
		}
	}
	return sp, truth
}

// A problem derived from a true deal is always feasible, counts at least
// that deal (and as many as a card-by-card count finds), and every sample
// satisfies every constraint and capacity.
// Sizes are those of the games: the whole pack in up to four places (a Tapp
// defender's view), or up to 30 cards in up to six places; larger random
// problems can exceed the default table limit by design.
func TestSamplesSatisfyConstraints(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		maxCards, maxLocs := 54, 4
		if rapid.Bool().Draw(t, "manyPlaces") {
			maxCards, maxLocs = 30, 6
		}
		sp, truth := genDealSpec(t, maxCards, maxLocs)
		if msg := sp.check(truth); msg != "" {
			t.Fatalf("generator: the true deal is not consistent: %s", msg)
		}
		s, err := sp.problem().Sampler()
		if err != nil {
			t.Fatalf("Sampler() = %v for a problem the true deal %v satisfies", err, truth)
		}
		if s.Count() < 1 {
			t.Fatalf("Count() = %v", s.Count())
		}
		if sp.unknown.Len() <= 24 {
			want := sp.countByCard()
			if got := s.Count(); math.Abs(got-want) > 1e-12*want {
				t.Fatalf("Count() = %v, card-by-card count %v", got, want)
			}
		}
		if s.NumLocations() != len(sp.caps) {
			t.Fatalf("NumLocations() = %d, want %d", s.NumLocations(), len(sp.caps))
		}
		r := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 0))
		var buf []deck.Set
		for range 20 {
			buf = s.Sample(r, buf)
			if msg := sp.check(buf); msg != "" {
				t.Fatalf("sample %v: %s", buf, msg)
			}
		}
	})
}

// Requiring every card where the true deal has it leaves exactly one
// assignment, and the sampler returns it.
func TestFullyKnownDeal(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		sp, truth := genDealSpec(t, 54, 8)
		copy(sp.require, truth)
		s, err := sp.problem().Sampler()
		if err != nil {
			t.Fatal(err)
		}
		if s.Count() != 1 {
			t.Fatalf("Count() = %v, want 1", s.Count())
		}
		got := s.Sample(rand.New(rand.NewPCG(1, 1)), nil)
		if keyOf(got) != keyOf(truth) {
			t.Fatalf("Sample() = %v, want %v", got, truth)
		}
	})
}

// On small arbitrary problems, feasible or not, the sampler agrees with
// brute force: the same count, ErrInconsistent exactly when there is no
// assignment, and only enumerated assignments as samples.
func TestAgreesWithBruteForce(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		// The bulk of the problem comes from a seeded generator, so that
		// sizes, capacities and constraints spread evenly.
		g := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "shape"), 0))
		n := g.IntN(10)
		perm := rapid.Permutation(allCards).Draw(t, "pack")
		unknown := deck.SetOf(perm[:n]...)
		nloc := rapid.IntRange(1, 4).Draw(t, "locations")
		caps := make([]int, nloc)
		for range n {
			caps[g.IntN(nloc)]++
		}
		if g.IntN(10) == 0 {
			caps[g.IntN(nloc)]++
		}
		sp := newSpec(unknown, caps...)
		density := rapid.IntRange(0, 4).Draw(t, "density") // in tenths
		for l := range nloc {
			for c := range unknown.All() {
				if g.IntN(10) < density {
					sp.forbid[l] = sp.forbid[l].With(c)
				}
				if g.IntN(30) == 0 {
					sp.require[l] = sp.require[l].With(c)
				}
			}
		}
		want := sp.enumerate()
		s, err := sp.problem().Sampler()
		if len(want) == 0 {
			if !errors.Is(err, hidden.ErrInconsistent) {
				t.Fatalf("no assignment exists, Sampler() = %v, want ErrInconsistent", err)
			}
			return
		}
		if err != nil {
			t.Fatalf("Sampler() = %v, brute force finds %d assignments", err, len(want))
		}
		if s.Count() != float64(len(want)) {
			t.Fatalf("Count() = %v, brute force finds %d", s.Count(), len(want))
		}
		valid := make(map[key]bool, len(want))
		for _, k := range want {
			valid[k] = true
		}
		r := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 0))
		for range 20 {
			got := s.Sample(r, nil)
			if !valid[keyOf(got)] {
				t.Fatalf("sample %v is not a consistent assignment", got)
			}
		}
	})
}

// Arbitrary building calls, valid or not, never panic: the sampler either
// works, or its error wraps one of the package's sentinels, ErrInvalid
// exactly when some call was invalid.
func TestArbitraryProblemsNeverPanic(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		genSet := rapid.OneOf(
			rapid.Uint64(), // may have bits outside the pack
			rapid.Uint64Range(0, uint64(deck.FullPack)),
			rapid.Just(uint64(0)),
		)
		raw := genSet.Draw(t, "unknown")
		invalid := deck.Set(raw)&^deck.FullPack != 0
		unknown := deck.Set(raw) & deck.FullPack
		p := hidden.NewProblem(deck.Set(raw))
		nloc := rapid.IntRange(0, 6).Draw(t, "locations")
		caps := make([]int, nloc)
		if rapid.Bool().Draw(t, "splitUnknown") {
			// Capacities that add up, so that the counting runs.
			for range unknown.Len() {
				if nloc > 0 {
					caps[rapid.IntRange(0, nloc-1).Draw(t, "where")]++
				}
			}
		} else {
			for l := range nloc {
				caps[l] = rapid.IntRange(-2, 15).Draw(t, "capacity")
			}
		}
		for l := range nloc {
			if caps[l] < 0 {
				invalid = true
			}
			if got := p.AddLocation("x", caps[l]); got != l {
				t.Fatalf("AddLocation returned %d, want %d", got, l)
			}
		}
		sp := newSpec(unknown, caps...)
		for range rapid.IntRange(0, 12).Draw(t, "calls") {
			loc := rapid.IntRange(-1, nloc).Draw(t, "loc")
			cards := deck.Set(genSet.Draw(t, "cards"))
			if rapid.Bool().Draw(t, "withinUnknown") {
				cards &= unknown
			}
			bad := loc < 0 || loc >= nloc || !cards.Valid()
			if rapid.Bool().Draw(t, "require") {
				p.Require(loc, cards)
				if bad || cards&^unknown != 0 {
					invalid = true
				} else {
					sp.require[loc] |= cards
				}
			} else {
				p.Forbid(loc, cards)
				if bad {
					invalid = true
				} else {
					sp.forbid[loc] |= cards & unknown
				}
			}
		}
		if got := p.Err(); (got != nil) != invalid || (got != nil && !errors.Is(got, hidden.ErrInvalid)) {
			t.Fatalf("Err() = %v, invalid calls: %v", got, invalid)
		}
		s, err := p.Sampler()
		switch {
		case invalid:
			if !errors.Is(err, hidden.ErrInvalid) {
				t.Fatalf("Sampler() = %v after an invalid call, want ErrInvalid", err)
			}
		case err == nil:
			r := rand.New(rand.NewPCG(1, 2))
			for range 5 {
				a := s.Sample(r, nil)
				if msg := sp.check(a); msg != "" {
					t.Fatalf("sample %v: %s", a, msg)
				}
			}
		case errors.Is(err, hidden.ErrInconsistent), errors.Is(err, hidden.ErrTooLarge):
		default:
			t.Fatalf("Sampler() = %v, not a package error", err)
		}
		if err != nil && s != nil {
			t.Fatalf("Sampler() returned a sampler with the error %v", err)
		}
	})
}
