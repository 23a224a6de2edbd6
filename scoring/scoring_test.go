package scoring_test

import (
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/scoring"
	"pgregory.net/rapid"
)

// The whole pack counts 70 card points (doc/tapp.md §9.1).
func TestPackCountsSeventy(t *testing.T) {
	if got := scoring.Count(deck.FullPack); got != scoring.Total || got.Whole() != 70 {
		t.Fatalf("Count(pack) = %v (%d thirds), want 70", got, got.Thirds())
	}
}

// For any split of the pack between two, three or four parties the counts
// add up to exactly 210 thirds, and the packets presentation of each pile
// equals the exact formula.
func TestAnySplitCountsSeventy(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		parties := rapid.IntRange(2, 4).Draw(rt, "parties")
		var piles [4]deck.Set
		for c := deck.Card(0); c < deck.NumCards; c++ {
			p := rapid.IntRange(0, parties-1).Draw(rt, "owner")
			piles[p] = piles[p].With(c)
		}
		var total scoring.Points
		for _, p := range piles[:parties] {
			n := scoring.Count(p)
			total += n
			tally := scoring.NewTally(p)
			if tally.Points() != n {
				rt.Fatalf("tally %v of %v = %v, formula %v", tally, p, tally.Points(), n)
			}
			var cards deck.Set
			count := 0
			for _, k := range tally.Packets {
				for _, c := range k {
					cards = cards.With(c)
					count++
				}
			}
			for _, c := range tally.Leftover {
				cards = cards.With(c)
				count++
			}
			if cards != p || count != p.Len() || len(tally.Leftover) != p.Len()%3 {
				rt.Fatalf("tally %v does not partition %v", tally, p)
			}
			lows := 0
			for c := range p.All() {
				if c.Value() == 1 {
					lows++
				}
			}
			for _, c := range tally.Leftover {
				if c.Value() != 1 && lows >= len(tally.Leftover) {
					rt.Fatalf("leftover %v holds a counting card although %d low cards exist", tally.Leftover, lows)
				}
			}
		}
		if total != scoring.Total {
			rt.Fatalf("split counts %v, want 70", total)
		}
	})
}

// Rounding and formatting (doc/strohmandel.md §8.1 (a): ⅓ down, ⅔ up).
func TestPointsFormatting(t *testing.T) {
	rows := []struct {
		p          scoring.Points
		str, ascii string
		whole      int
	}{
		{107, "35⅔", "35 2/3", 36},
		{106, "35⅓", "35 1/3", 35},
		{105, "35", "35", 35},
		{1, "⅓", "1/3", 0},
		{2, "⅔", "2/3", 1},
		{0, "0", "0", 0},
		{-4, "-1⅓", "-1 1/3", -1},
		{210, "70", "70", 70},
	}
	for _, r := range rows {
		if r.p.String() != r.str || r.p.ASCII() != r.ascii || r.p.Whole() != r.whole {
			t.Errorf("Points(%d): %q %q %d; want %q %q %d", int(r.p), r.p.String(), r.p.ASCII(), r.p.Whole(), r.str, r.ascii, r.whole)
		}
	}
	if scoring.Majority.Whole() != 36 || scoring.Majority.String() != "35⅔" {
		t.Error("the majority is 35⅔ = 36 rounded")
	}
}

// A worked count: K, Q and four low cards = (5+1+1−2) + (4+1+1−2) = 8.
func TestTallyWorked(t *testing.T) {
	pile, _ := deck.ParseSet("KH QS T2 T3 7C 8C")
	tally := scoring.NewTally(pile)
	if got := tally.String(); got != "[KH T2 T3]=5 [QS 7C 8C]=4 = 9" {
		t.Errorf("tally = %q", got)
	}
	if scoring.Count(pile) != 27 {
		t.Errorf("Count = %v", scoring.Count(pile))
	}
	one, _ := deck.ParseSet("T7")
	if got := scoring.NewTally(one).String(); got != "[T7]=⅓ = ⅓" {
		t.Errorf("single low card tally = %q", got)
	}
	if got := scoring.NewTally(0).String(); got != "0" {
		t.Errorf("empty tally = %q", got)
	}
}

// The packs of the rule books count 210 and 198 thirds, and the majority
// of each is the least count that rounds to more than half: 35⅔ of 70,
// 33⅔ of 66 (doc/tapp.md §9.3, §11.1.1, §11.1.6).
func TestPackTotalsAndMajorities(t *testing.T) {
	for _, c := range []struct {
		pack            deck.Set
		total, majority scoring.Points
	}{
		{deck.Pack54, 210, 107},
		{deck.Pack42, 198, 101},
	} {
		total := scoring.Count(c.pack)
		if total != c.total || scoring.MajorityOf(total) != c.majority {
			t.Errorf("%d cards: total %d, majority %d thirds; want %d and %d", c.pack.Len(), total, scoring.MajorityOf(total), c.total, c.majority)
		}
	}
	if scoring.MajorityOf(scoring.Total) != scoring.Majority {
		t.Errorf("MajorityOf(Total) = %d, want Majority", scoring.MajorityOf(scoring.Total))
	}
	// Whatever the total, the majority rounds to more than half of it and
	// one third less does not.
	rapid.Check(t, func(rt *rapid.T) {
		total := scoring.Points(rapid.IntRange(3, 630).Draw(rt, "total"))
		m := scoring.MajorityOf(total)
		if 2*m.Whole() <= total.Whole() || 2*(m-1).Whole() > total.Whole() {
			rt.Fatalf("MajorityOf(%v) = %v", total, m)
		}
	})
}
