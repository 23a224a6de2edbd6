package hidden_test

import (
	"errors"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock/hidden"
)

// Problems without a consistent assignment are reported as ErrInconsistent,
// with a message that names the reason.
func TestInconsistent(t *testing.T) {
	three := mustSet("T1 T2 KH")
	for _, tc := range []struct {
		name  string
		build func() *hidden.Problem
		msg   string // part of the error message
	}{
		{"capacities too small", func() *hidden.Problem {
			p := hidden.NewProblem(three)
			p.AddLocation("a", 2)
			return p
		}, "add up to 2, but there are 3"},
		{"capacities too large", func() *hidden.Problem {
			p := hidden.NewProblem(three)
			p.AddLocation("a", 2)
			p.AddLocation("b", 2)
			return p
		}, "add up to 4"},
		{"no locations", func() *hidden.Problem {
			return hidden.NewProblem(three)
		}, "add up to 0"},
		{"card forbidden everywhere", func() *hidden.Problem {
			p := hidden.NewProblem(three)
			a := p.AddLocation("a", 1)
			b := p.AddLocation("b", 2)
			p.Forbid(a, deck.SetOf(deck.HeartsKing))
			p.Forbid(b, deck.Hearts.Cards())
			return p
		}, "may go to no location"},
		{"required in two locations", func() *hidden.Problem {
			p := hidden.NewProblem(three)
			a := p.AddLocation("a", 1)
			b := p.AddLocation("b", 2)
			p.Require(a, deck.SetOf(deck.Pagat))
			p.Require(b, deck.SetOf(deck.Pagat))
			return p
		}, `T1 is required in both "a" and "b"`},
		{"required and forbidden", func() *hidden.Problem {
			p := hidden.NewProblem(three)
			a := p.AddLocation("a", 1)
			p.AddLocation("b", 2)
			p.Require(a, deck.SetOf(deck.Pagat))
			p.Forbid(a, deck.Tarocks)
			return p
		}, "both required in and forbidden"},
		{"more required than capacity", func() *hidden.Problem {
			p := hidden.NewProblem(three)
			a := p.AddLocation("a", 1)
			p.AddLocation("b", 2)
			p.Require(a, deck.SetOf(deck.Pagat, deck.Tarock2))
			return p
		}, `2 cards are required in "a"`},
		{"location cannot be filled", func() *hidden.Problem {
			p := hidden.NewProblem(three)
			a := p.AddLocation("a", 2)
			p.AddLocation("b", 1)
			p.Forbid(a, deck.Tarocks)
			return p
		}, `"a" has capacity 2, but only 1`},
		{"cards confined to a small location", func() *hidden.Problem {
			// b and c merge; each alone has enough cards, but the tarocks
			// can go only to a.
			p := hidden.NewProblem(mustSet("T1 T2 KH KD"))
			p.AddLocation("a", 1)
			b := p.AddLocation("b", 1)
			c := p.AddLocation("c", 2)
			p.Forbid(b, deck.Tarocks)
			p.Forbid(c, deck.Tarocks)
			return p
		}, `2 cards may go only to "a", which can hold 1`},
		{"only the counting sees it", func() *hidden.Problem {
			// Every location alone has enough cards and no card is
			// confined to one location, but the three tarocks may go
			// only to c and d, which hold two cards together.
			p := hidden.NewProblem(mustSet("T1 T2 T3 KH KD KS"))
			a := p.AddLocation("a", 3)
			c := p.AddLocation("c", 1)
			d := p.AddLocation("d", 1)
			e := p.AddLocation("e", 1)
			p.Forbid(a, deck.Tarocks)
			p.Forbid(c, mustSet("KD KS"))
			p.Forbid(d, mustSet("KH KS"))
			p.Forbid(e, deck.Tarocks|mustSet("KH KD"))
			return p
		}, "cannot all be filled"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := tc.build()
			if err := p.Err(); err != nil {
				t.Fatalf("Err() = %v for valid calls", err)
			}
			s, err := p.Sampler()
			if !errors.Is(err, hidden.ErrInconsistent) {
				t.Fatalf("Sampler() = %v, want ErrInconsistent", err)
			}
			if s != nil {
				t.Errorf("Sampler() returned a sampler with its error")
			}
			if !strings.Contains(err.Error(), tc.msg) {
				t.Errorf("error %q does not mention %q", err, tc.msg)
			}
		})
	}
}

// Invalid building calls are remembered and reported as ErrInvalid; none
// panics, and the first one is the one reported.
func TestInvalidInput(t *testing.T) {
	u := mustSet("T1 T2 KH")
	for _, tc := range []struct {
		name  string
		build func() *hidden.Problem
		msg   string
	}{
		{"unknown outside the pack", func() *hidden.Problem {
			p := hidden.NewProblem(u | 1<<60)
			p.AddLocation("a", 3)
			return p
		}, "outside the pack"},
		{"negative capacity", func() *hidden.Problem {
			p := hidden.NewProblem(u)
			p.AddLocation("a", 4)
			p.AddLocation("b", -1)
			return p
		}, `"b" has negative capacity -1`},
		{"forbid index too large", func() *hidden.Problem {
			p := hidden.NewProblem(u)
			p.AddLocation("a", 3)
			p.Forbid(1, deck.Tarocks)
			return p
		}, "Forbid: location index 1 out of range [0, 1)"},
		{"forbid negative index", func() *hidden.Problem {
			p := hidden.NewProblem(u)
			p.AddLocation("a", 3)
			p.Forbid(-1, deck.Tarocks)
			return p
		}, "location index -1"},
		{"require index too large", func() *hidden.Problem {
			p := hidden.NewProblem(u)
			p.Require(0, deck.SetOf(deck.Pagat))
			p.AddLocation("a", 3)
			return p
		}, "Require: location index 0 out of range [0, 0)"},
		{"forbid outside the pack", func() *hidden.Problem {
			p := hidden.NewProblem(u)
			p.AddLocation("a", 3)
			p.Forbid(0, 1<<54)
			return p
		}, "outside the pack"},
		{"require outside the pack", func() *hidden.Problem {
			p := hidden.NewProblem(u)
			p.AddLocation("a", 3)
			p.Require(0, 1<<63)
			return p
		}, "outside the pack"},
		{"require a card that is not unknown", func() *hidden.Problem {
			p := hidden.NewProblem(u)
			p.AddLocation("a", 3)
			p.Require(0, deck.SetOf(deck.Pagat, deck.Mond))
			return p
		}, "T21 not unknown"},
		{"too many locations", func() *hidden.Problem {
			p := hidden.NewProblem(u)
			for range hidden.MaxLocations {
				p.AddLocation("empty", 0)
			}
			if got := p.AddLocation("a", 3); got != -1 {
				t.Errorf("AddLocation beyond MaxLocations = %d, want -1", got)
			}
			return p
		}, "more than 64 locations"},
		{"first error wins", func() *hidden.Problem {
			p := hidden.NewProblem(u)
			p.AddLocation("a", -5)
			p.Forbid(7, 0)
			return p
		}, "negative capacity -5"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := tc.build()
			if err := p.Err(); !errors.Is(err, hidden.ErrInvalid) {
				t.Fatalf("Err() = %v, want ErrInvalid", err)
			}
			s, err := p.Sampler()
			if !errors.Is(err, hidden.ErrInvalid) || s != nil {
				t.Fatalf("Sampler() = %v, %v, want ErrInvalid", s, err)
			}
			if !strings.Contains(err.Error(), tc.msg) {
				t.Errorf("error %q does not mention %q", err, tc.msg)
			}
		})
	}
}

// Forbid ignores cards that are not unknown, so a void can name a whole suit.
func TestForbidIgnoresKnownCards(t *testing.T) {
	p := hidden.NewProblem(mustSet("T1 KH KD"))
	a := p.AddLocation("a", 1)
	p.AddLocation("b", 2)
	p.Forbid(a, deck.Hearts.Cards()|deck.Diamonds.Cards())
	s, err := p.Sampler()
	if err != nil {
		t.Fatal(err)
	}
	if s.Count() != 1 {
		t.Fatalf("Count() = %v, want 1", s.Count())
	}
	got := s.Sample(rand.New(rand.NewPCG(1, 1)), nil)
	if got[a] != deck.SetOf(deck.Pagat) {
		t.Errorf("a = %v, want T1", got[a])
	}
}

// Nil and empty values behave.
func TestEdgeCases(t *testing.T) {
	var np *hidden.Problem
	if _, err := np.Sampler(); !errors.Is(err, hidden.ErrInvalid) {
		t.Errorf("nil Problem: Sampler() = %v, want ErrInvalid", err)
	}
	if np.AddLocation("a", 1) != -1 || np.NumLocations() != 0 || np.Unknown() != 0 || np.Err() == nil {
		t.Errorf("nil Problem methods")
	}
	np.Forbid(0, 0)
	np.Require(0, 0)

	var ns *hidden.Sampler
	if ns.Count() != 0 || ns.NumLocations() != 0 || ns.States() != 0 {
		t.Errorf("nil Sampler methods")
	}
	if got := ns.Sample(rand.New(rand.NewPCG(1, 1)), make([]deck.Set, 3)); len(got) != 0 {
		t.Errorf("nil Sampler: Sample() = %v", got)
	}

	// The zero Problem has nothing unknown: one (empty) assignment.
	var zero hidden.Problem
	s, err := zero.Sampler()
	if err != nil || s.Count() != 1 || len(s.Sample(rand.New(rand.NewPCG(1, 1)), nil)) != 0 {
		t.Errorf("zero Problem: %v, %v", s, err)
	}

	// Empty locations take no cards.
	p := hidden.NewProblem(mustSet("T1 T2"))
	p.AddLocation("empty", 0)
	a := p.AddLocation("a", 2)
	p.AddLocation("also empty", 0)
	if p.NumLocations() != 3 || p.Unknown() != mustSet("T1 T2") {
		t.Errorf("NumLocations() = %d, Unknown() = %v", p.NumLocations(), p.Unknown())
	}
	s, err = p.Sampler()
	if err != nil {
		t.Fatal(err)
	}
	got := s.Sample(rand.New(rand.NewPCG(1, 1)), nil)
	if s.Count() != 1 || len(got) != 3 || got[a] != mustSet("T1 T2") || got[0] != 0 || got[2] != 0 {
		t.Errorf("Count() = %v, Sample() = %v", s.Count(), got)
	}
}

// A Sampler does not change when its Problem does.
func TestSamplerIsASnapshot(t *testing.T) {
	p := hidden.NewProblem(mustSet("T1 T2 T3 T4"))
	a := p.AddLocation("a", 2)
	p.AddLocation("b", 2)
	s, err := p.Sampler()
	if err != nil {
		t.Fatal(err)
	}
	p.Require(a, mustSet("T1 T2"))
	s2, err := p.Sampler()
	if err != nil {
		t.Fatal(err)
	}
	if s.Count() != 6 || s2.Count() != 1 {
		t.Errorf("counts %v and %v, want 6 and 1", s.Count(), s2.Count())
	}
}

// Sampling into a slice with room allocates nothing.
func TestSampleDoesNotAllocate(t *testing.T) {
	s, err := worstVoids().problem().Sampler()
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(1, 2))
	dst := make([]deck.Set, 0, s.NumLocations())
	if n := testing.AllocsPerRun(100, func() { dst = s.Sample(r, dst) }); n != 0 {
		t.Errorf("Sample allocates %v times per call", n)
	}
	if len(dst) != s.NumLocations() {
		t.Errorf("len = %d", len(dst))
	}
}

// worstVoids is 40 unknown cards in four hands of ten, with voids that make
// seven classes spread over two to four hands.
func worstVoids() *spec {
	u := deck.FullPack.Minus(mustSet("Skus T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9"))
	sp := newSpec(u, 10, 10, 10, 10)
	sp.forbid[0] = deck.Hearts.Cards() | deck.Clubs.Cards()
	sp.forbid[1] = deck.Diamonds.Cards()
	sp.forbid[2] = deck.Hearts.Cards() | deck.Spades.Cards()
	sp.forbid[3] = deck.SetOf(deck.Pagat)
	return sp
}

// mergedPiles is 36 unknown cards: a hand of twelve, void in clubs, with
// the Pagat announced, and twelve strawman piles of two hidden cards each,
// which are all interchangeable.
func mergedPiles() (sp *spec, hand int) {
	u := deck.FullPack.Minus(mustSet("Skus T21 T20 T19 T18 T17 KH QH CH KD QD CD KS QS CS JS 10S 9S"))
	caps := []int{12}
	for range 12 {
		caps = append(caps, 2)
	}
	sp = newSpec(u, caps...)
	sp.forbid[0] = deck.Clubs.Cards() & u
	sp.require[0] = deck.SetOf(deck.Pagat)
	return sp, 0
}

// The worst-ish problems: 40 cards in four hands of ten with voids, and 36
// cards in thirteen places of which twelve merge. The counts match an
// independent count, and samples are consistent.
func TestLargeProblems(t *testing.T) {
	t.Run("40 cards, 4 hands, voids", func(t *testing.T) {
		sp := worstVoids()
		s, err := sp.problem().Sampler()
		if err != nil {
			t.Fatal(err)
		}
		want := sp.countByCard()
		if got := s.Count(); math.Abs(got-want) > 1e-12*want || want < 1e15 {
			t.Fatalf("Count() = %v, card-by-card count %v", got, want)
		}
		t.Logf("count %.6g, %d states", s.Count(), s.States())
		checkSamples(t, sp, s, 2000)
	})
	t.Run("36 cards, 13 places, 12 merged", func(t *testing.T) {
		sp, _ := mergedPiles()
		s, err := sp.problem().Sampler()
		if err != nil {
			t.Fatal(err)
		}
		// The hand holds the Pagat and 11 of the 36−1−8 = 27 non-clubs;
		// the 24 others are split into twelve pairs in 24!/2¹² ways.
		clubs := sp.unknown.OfSuit(deck.Clubs).Len()
		want := lnBinom(36-1-clubs, 11) + lnFact(24) - 12*math.Ln2
		if got := math.Log(s.Count()); math.Abs(got-want) > 1e-12*want {
			t.Fatalf("ln Count() = %v, want %v", got, want)
		}
		t.Logf("count %.6g, %d states", s.Count(), s.States())
		checkSamples(t, sp, s, 2000)
	})
}

func lnFact(n int) float64 {
	v, _ := math.Lgamma(float64(n) + 1)
	return v
}

func lnBinom(n, k int) float64 { return lnFact(n) - lnFact(k) - lnFact(n-k) }

func checkSamples(t *testing.T, sp *spec, s *hidden.Sampler, n int) {
	t.Helper()
	r := rand.New(rand.NewPCG(3, 4))
	var buf []deck.Set
	for range n {
		buf = s.Sample(r, buf)
		if msg := sp.check(buf); msg != "" {
			t.Fatalf("sample %v: %s", buf, msg)
		}
	}
}

// When the counting table would grow past its bound, Sampler stops with
// ErrTooLarge; the bound can be changed.
func TestTooLarge(t *testing.T) {
	p := worstVoids().problem()
	for _, limit := range []int{1, 50, 1000} {
		p.SetTableLimit(limit)
		if s, err := p.Sampler(); !errors.Is(err, hidden.ErrTooLarge) || s != nil {
			t.Errorf("Sampler() with a table limit of %d = %v, want ErrTooLarge", limit, err)
		}
	}
	p.SetTableLimit(0)
	if _, err := p.Sampler(); err != nil {
		t.Errorf("Sampler() with the default limit: %v", err)
	}

	// Six hands of nine with many voids and single cards seen elsewhere
	// need a large table.
	g := rand.New(rand.NewPCG(8, 9))
	sp := newSpec(deck.FullPack, 9, 9, 9, 9, 9, 9)
	perm := g.Perm(deck.NumCards)
	truth := make([]deck.Set, 6)
	for i, c := range perm {
		truth[i%6] = truth[i%6].With(deck.Card(c))
	}
	for l := range 6 {
		for su := range deck.Suit(deck.NumSuits) {
			if !truth[l].Overlaps(su.Cards()) && g.IntN(2) == 0 {
				sp.forbid[l] |= su.Cards()
			}
		}
		for range 4 {
			if c := deck.Card(g.IntN(deck.NumCards)); !truth[l].Has(c) {
				sp.forbid[l] = sp.forbid[l].With(c)
			}
		}
	}
	p = sp.problem()
	p.SetTableLimit(200000)
	if _, err := p.Sampler(); !errors.Is(err, hidden.ErrTooLarge) {
		t.Errorf("six hands of nine with voids: Sampler() = %v, want ErrTooLarge", err)
	}
}
