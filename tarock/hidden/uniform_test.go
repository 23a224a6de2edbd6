package hidden_test

import (
	"math/rand/v2"
	"testing"

	"github.com/tarockfamily/sdk/deck"
)

// uniformCases are small problems whose consistent assignments can be
// listed by brute force. Together they cover voids, required cards,
// interchangeable (merged) locations and classes spread over three or more
// locations.
func uniformCases() []struct {
	name string
	sp   *spec
} {
	// Three hands of three: hand 0 is void in hearts, hand 1 in clubs, and
	// the Pagat is announced by hand 2.
	voids := newSpec(mustSet("T1 T7 T15 4H AH KH 7C JC KC"), 3, 3, 3)
	voids.forbid[0] = deck.Hearts.Cards()
	voids.forbid[1] = deck.Clubs.Cards()
	voids.require[2] = deck.SetOf(deck.Pagat)

	// Two hands of three and two talon packets of two that may not hold a
	// king or a Trull card (they merge); hand 0 is void in tarocks, hand 1
	// may not hold the Queen of diamonds.
	talon := newSpec(mustSet("T1 T2 T12 Skus 3D QD KD 8S 9S KS"), 3, 3, 2, 2)
	talon.forbid[0] = deck.Tarocks
	talon.forbid[1] = deck.SetOf(deck.DiamondsQueen)
	talon.forbid[2] = deck.Kings | deck.Trull
	talon.forbid[3] = deck.Kings | deck.Trull

	// Four places of two with overlapping restrictions, so that classes
	// spread over two, three and four locations.
	mixed := newSpec(mustSet("T3 T4 T5 2H 3H 7S 8S 10S"), 2, 2, 2, 2)
	mixed.forbid[0] = deck.Spades.Cards()
	mixed.forbid[1] = deck.SetOf(deck.Tarock3, deck.Hearts2)
	mixed.forbid[2] = deck.SetOf(deck.Spades10)
	mixed.require[3] = deck.SetOf(deck.Spades7)

	return []struct {
		name string
		sp   *spec
	}{{"voids", voids}, {"talon", talon}, {"mixed", mixed}}
}

// The sampler's count equals the brute-force count, every sample is one of
// the enumerated assignments, and their frequencies pass a chi-square test
// of uniformity at p = 0.001. The same test rejects a greedy sampler.
func TestUniform(t *testing.T) {
	const draws = 20000
	const level = 0.001
	for i, tc := range uniformCases() {
		t.Run(tc.name, func(t *testing.T) {
			want := tc.sp.enumerate()
			s, err := tc.sp.problem().Sampler()
			if err != nil {
				t.Fatal(err)
			}
			if got := s.Count(); got != float64(len(want)) {
				t.Fatalf("Count() = %v, brute force finds %d", got, len(want))
			}
			if e := float64(draws) / float64(len(want)); e < 10 {
				t.Fatalf("%d assignments: %v expected draws each is too few for the test", len(want), e)
			}
			crit := chiSquareCritical(len(want)-1, level)

			r := rand.New(rand.NewPCG(uint64(i), 1))
			var buf []deck.Set
			stat, outside := chiSquare(want, draws, func() []deck.Set {
				buf = s.Sample(r, buf)
				if msg := tc.sp.check(buf); msg != "" {
					t.Fatalf("sample %v: %s", buf, msg)
				}
				return buf
			})
			if outside != 0 {
				t.Fatalf("%d samples not among the enumerated assignments", outside)
			}
			t.Logf("%d assignments, chi-square %.1f, critical value %.1f (df %d, p %v)",
				len(want), stat, crit, len(want)-1, level)
			if stat > crit {
				t.Errorf("chi-square %.1f exceeds the critical value %.1f: samples not uniform", stat, crit)
			}

			r = rand.New(rand.NewPCG(uint64(i), 2))
			gstat, outside := chiSquare(want, draws, func() []deck.Set { return tc.sp.greedy(r) })
			if outside != 0 {
				t.Fatalf("greedy sampler: %d samples not among the enumerated assignments", outside)
			}
			t.Logf("greedy sampler: chi-square %.1f", gstat)
			if gstat <= crit {
				t.Errorf("the test does not reject the biased greedy sampler: chi-square %.1f ≤ %.1f", gstat, crit)
			}

			// A sampler that is right four times in five and greedy otherwise
			// is rejected too.
			r = rand.New(rand.NewPCG(uint64(i), 3))
			mstat, _ := chiSquare(want, draws, func() []deck.Set {
				if r.IntN(5) == 0 {
					return tc.sp.greedy(r)
				}
				buf = s.Sample(r, buf)
				return buf
			})
			t.Logf("sampler greedy one time in five: chi-square %.1f", mstat)
			if mstat <= crit {
				t.Errorf("the test does not reject a sampler that is greedy one time in five: chi-square %.1f ≤ %.1f", mstat, crit)
			}
		})
	}
}

// The chi-square critical values agree with tabulated quantiles.
func TestChiSquareCritical(t *testing.T) {
	for _, tc := range []struct {
		df   int
		p    float64
		want float64 // from standard tables
	}{
		{10, 0.001, 29.588},
		{100, 0.001, 149.449},
		{1000, 0.001, 1143.917},
		{30, 0.05, 43.773},
	} {
		got := chiSquareCritical(tc.df, tc.p)
		if d := got - tc.want; d > 0.01*tc.want || d < -0.01*tc.want {
			t.Errorf("chiSquareCritical(%d, %v) = %.3f, want %.3f", tc.df, tc.p, got, tc.want)
		}
	}
	if z := normalUpperQuantile(0.001); z < 3.0902 || z > 3.0903 {
		t.Errorf("normalUpperQuantile(0.001) = %v, want 3.0902", z)
	}
}
