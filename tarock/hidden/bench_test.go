package hidden_test

import (
	"math/rand/v2"
	"testing"

	"github.com/tarockfamily/sdk/deck"
)

// tappDefender is what a defender in Tapp Tarock does not see after a few
// tricks: 30 cards among the other defender (12, void in hearts and clubs),
// the declarer (12, Pagat Ultimo announced) and the declarer's six
// discards (no kings, no Trull cards).
func tappDefender() *spec {
	u := deck.FullPack.Minus(mustSet("Skus T21 T20 T17 T14 T10 T8 4H 3H KD QD 10S KS 7C 8C 9C 10C QC JC 4D 3D 2D JD 7S"))
	sp := newSpec(u, 12, 12, 6)
	sp.forbid[0] = deck.Hearts.Cards() | deck.Clubs.Cards()
	sp.require[1] = deck.SetOf(deck.Pagat)
	sp.forbid[2] = deck.Kings | deck.Trull
	return sp
}

func benchCases() []struct {
	name string
	sp   *spec
} {
	piles, _ := mergedPiles()
	return []struct {
		name string
		sp   *spec
	}{
		{"tapp-30-cards-3-places", tappDefender()},
		{"voids-40-cards-4x10", worstVoids()},
		{"piles-36-cards-13-places", piles},
	}
}

func BenchmarkSampler(b *testing.B) {
	for _, bc := range benchCases() {
		b.Run(bc.name, func(b *testing.B) {
			p := bc.sp.problem()
			b.ReportAllocs()
			for b.Loop() {
				if _, err := p.Sampler(); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkSample(b *testing.B) {
	for _, bc := range benchCases() {
		b.Run(bc.name, func(b *testing.B) {
			s, err := bc.sp.problem().Sampler()
			if err != nil {
				b.Fatal(err)
			}
			r := rand.New(rand.NewPCG(1, 2))
			dst := make([]deck.Set, 0, s.NumLocations())
			b.ReportAllocs()
			for b.Loop() {
				dst = s.Sample(r, dst)
			}
		})
	}
}
