package toy

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
)

// playRandomly plays n random moves of s.
func playRandomly(t *testing.T, s State, rng *rand.Rand, n int) State {
	t.Helper()
	var buf []Move
	for range n {
		if s.Done() {
			break
		}
		buf = s.AppendLegalMoves(buf[:0])
		next, err := s.Apply(buf[rng.IntN(len(buf))])
		if err != nil {
			t.Fatal(err)
		}
		s = next
	}
	return s
}

// A determinized state shows the seat exactly the view it came from, and
// keeps the opponent out of the suits it has shown void in.
func TestDeterminizeConsistent(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for seed := range uint64(200) {
		s, err := Deal(seed, 1+int(seed%12))
		if err != nil {
			t.Fatal(err)
		}
		s = playRandomly(t, s, rng, rng.IntN(2*s.deal+1))
		for seat := range tarock.Seat(2) {
			view := s.Observation(seat)
			d, err := Determinize(view, rng)
			if err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
			if got := d.Observation(seat); got != view {
				t.Fatalf("seed %d: view %+v, determinized state shows %+v", seed, view, got)
			}
			if d.hands[1-seat].Overlaps(view.Voids[1-seat]) {
				t.Fatalf("seed %d: opponent given a suit it showed void in", seed)
			}
			var all deck.Set
			for _, p := range d.AppendCardSets(nil) {
				if all.Overlaps(p) {
					t.Fatalf("seed %d: card in two places", seed)
				}
				all = all.Union(p)
			}
			if all != deck.FullPack {
				t.Fatalf("seed %d: cards lost", seed)
			}
		}
	}
}

// With one unseen card and one place for it among two, both placements
// come up about equally often.
func TestDeterminizeSpreads(t *testing.T) {
	p := Position{Hands: [2]deck.Set{deck.SetOf(deck.HeartsKing), deck.SetOf(deck.Skus)}}
	p.Won[0] = deck.FullPack.Minus(deck.SetOf(deck.HeartsKing, deck.Skus, deck.Mond)).Minus(deck.SetOf(deck.Pagat))
	s, err := NewPosition(p)
	if err != nil {
		t.Fatal(err)
	}
	view := s.Observation(0)
	rng := rand.New(rand.NewPCG(3, 4))
	counts := map[deck.Set]int{}
	for range 1000 {
		d, err := Determinize(view, rng)
		if err != nil {
			t.Fatal(err)
		}
		counts[d.hands[1]]++
	}
	if len(counts) != 3 {
		t.Fatalf("opponent hands %v, want the three unseen cards in turn", counts)
	}
	for h, n := range counts {
		if n < 250 || n > 420 {
			t.Errorf("hand %v drawn %d times of 1000", h, n)
		}
	}
}

func TestPositionErrors(t *testing.T) {
	for name, p := range map[string]Position{
		"empty":    {},
		"sizes":    {Hands: [2]deck.Set{deck.SetOf(deck.Pagat), deck.SetOf(deck.Mond, deck.Skus)}},
		"overlap":  {Hands: [2]deck.Set{deck.SetOf(deck.Pagat), deck.SetOf(deck.Pagat)}},
		"odd won":  {Hands: [2]deck.Set{deck.SetOf(deck.Pagat), deck.SetOf(deck.Mond)}, Won: [2]deck.Set{deck.SetOf(deck.Skus)}},
		"leader":   {Hands: [2]deck.Set{deck.SetOf(deck.Pagat), deck.SetOf(deck.Mond)}, Leader: 2},
		"not card": {Hands: [2]deck.Set{deck.SetOf(deck.Pagat) | 1<<60, deck.SetOf(deck.Mond)}},
	} {
		if _, err := NewPosition(p); !errors.Is(err, ErrPosition) {
			t.Errorf("%s: %v", name, err)
		}
	}
	for _, n := range []int{0, 28, -1} {
		if _, err := Deal(1, n); !errors.Is(err, ErrPosition) {
			t.Errorf("Deal(1, %d): %v", n, err)
		}
	}
	s, _ := Deal(1, 5)
	view := s.Observation(0)
	bad := view
	bad.HandSizes[1]++
	if _, err := Determinize(bad, rand.New(rand.NewPCG(1, 1))); !errors.Is(err, ErrPosition) {
		t.Errorf("wrong hand size: %v", err)
	}
	bad = view
	bad.Voids[1] = deck.FullPack
	if _, err := Determinize(bad, rand.New(rand.NewPCG(1, 1))); !errors.Is(err, ErrPosition) {
		t.Errorf("opponent void in everything: %v", err)
	}
	bad = view
	bad.Seat = 7
	if _, err := Determinize(bad, rand.New(rand.NewPCG(1, 1))); !errors.Is(err, ErrPosition) {
		t.Errorf("seat 7: %v", err)
	}
}

// In a short deal the cards aside go to the winner of the last trick.
func TestAsideToLastTrick(t *testing.T) {
	s, err := NewPosition(Position{Hands: [2]deck.Set{deck.SetOf(deck.HeartsKing), deck.SetOf(deck.Hearts4)}})
	if err != nil {
		t.Fatal(err)
	}
	s, _ = s.Apply(Move{deck.HeartsKing})
	s, err = s.Apply(Move{deck.Hearts4})
	if err != nil || !s.Done() {
		t.Fatalf("done %v, %v", s.Done(), err)
	}
	o := s.Outcome()
	if o.Thirds[0] != 210 || o.Thirds[1] != 0 || o.Deltas[0] != 1 || o.Deltas[1] != -1 {
		t.Fatalf("outcome %+v", o)
	}
}

func TestHashSeesTricks(t *testing.T) {
	s, _ := Deal(4, 6)
	var buf []Move
	buf = s.AppendLegalMoves(buf)
	a, _ := s.Apply(buf[0])
	b, _ := s.Apply(buf[1])
	if a.Hash() == b.Hash() || a.Hash() == s.Hash() {
		t.Error("different states hash alike")
	}
	again, _ := s.Apply(buf[0])
	if a.Hash() != again.Hash() {
		t.Error("equal states hash differently")
	}
}
