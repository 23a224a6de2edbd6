package determinize_test

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/determinize"
	"github.com/tarockfamily/sdk/tarock/hidden"
	"pgregory.net/rapid"
)

// TestExcluded checks the claim Excluded rests on, for every obligation
// set of the games: a card c is legal from a hand exactly when the hand
// holds none of the cards Excluded gives, for tricks of two and three
// players with up to two cards played and hands of up to twelve cards.
func TestExcluded(t *testing.T) {
	obligations := []tarock.Obligations{tarock.Standard, tarock.WithMustBeat, tarock.Trischaken}
	rapid.Check(t, func(rt *rapid.T) {
		o := rapid.SampledFrom(obligations).Draw(rt, "obligations")
		players := rapid.IntRange(2, 3).Draw(rt, "players")
		cards := rapid.Permutation(deck.FullPack.AppendCards(nil)).Draw(rt, "cards")
		played := rapid.IntRange(0, players-1).Draw(rt, "played")
		trick := tarock.NewTrick(0, players)
		for _, c := range cards[:played] {
			trick, _ = trick.Play(c)
		}
		rest := cards[played:]
		n := rapid.IntRange(1, 12).Draw(rt, "hand")
		hand := deck.SetOf(rest[:n]...)
		c := rest[0]
		x := determinize.Excluded(c, trick, o)
		if x.Has(c) || x.Overlaps(trick.Cards()) {
			rt.Fatalf("Excluded(%v, %v) = %v holds the card or the trick", c, trick, x)
		}
		legal := tarock.LegalPlays(hand, trick, o).Has(c)
		if legal == hand.Overlaps(x) {
			rt.Fatalf("%v to %v from %v under %+v: legal %v, excluded %v", c, trick, hand, o, legal, x)
		}
	})
}

// TestMixtureOverlap draws from two overlapping cases (the Pagat in the
// first location, or the Mond) and checks that every placement of their
// union comes up equally often: the one that fits both is not favoured.
func TestMixtureOverlap(t *testing.T) {
	unknown := deck.SetOf(deck.Pagat, deck.Mond, deck.Skus, deck.HeartsKing)
	problem := func(c deck.Card) *hidden.Problem {
		p := hidden.NewProblem(unknown)
		p.AddLocation("a", 2)
		p.AddLocation("b", 2)
		p.Require(0, deck.SetOf(c))
		return p
	}
	var m determinize.Mixture
	for _, c := range []deck.Card{deck.Pagat, deck.Mond} {
		if err := m.Add(problem(c)); err != nil {
			t.Fatal(err)
		}
	}
	m.SetOverlap(func(a determinize.Assignment) int {
		return btoi(a[0].Has(deck.Pagat)) + btoi(a[0].Has(deck.Mond))
	})
	if m.Len() != 2 || m.Count() != 6 {
		t.Fatalf("%d cases, count %v; want 2, 6", m.Len(), m.Count())
	}
	r := rand.New(rand.NewPCG(1, 2))
	counts := map[deck.Set]int{}
	const draws = 50000
	got := 0
	for got < draws {
		var a determinize.Assignment
		if m.Sample(r, &a) {
			counts[a[0]]++
			got++
		}
	}
	// 5 placements, 10000 each expected; 5 standard deviations is 450.
	if len(counts) != 5 {
		t.Fatalf("placements %v, want 5", counts)
	}
	for set, n := range counts {
		if n < draws/5-450 || n > draws/5+450 {
			t.Errorf("%v drawn %d times, want about %d", set, n, draws/5)
		}
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// view and state stand for a game: the state's observation is the card
// dealt to location 0.
type view struct{ card deck.Card }
type state struct{ a determinize.Assignment }

func (s state) Observation(tarock.Seat) view {
	c, _ := s.a[0].First()
	return view{c}
}

// TestDeterminizerErrors checks the errors of the driver: an empty mixture
// and a replay that never fits wrap ErrInconsistentView and the reason.
func TestDeterminizerErrors(t *testing.T) {
	replay := func(a determinize.Assignment, _ *rand.Rand) (state, error) { return state{a}, nil }
	rule := determinize.Rule[state]{Game: "toy", Seat: 1, Events: 3, Replay: replay, Tries: 5}
	var empty determinize.Mixture
	bad := hidden.NewProblem(deck.SetOf(deck.Pagat))
	bad.AddLocation("nowhere", 2)
	if err := empty.Add(bad); !errors.Is(err, hidden.ErrInconsistent) {
		t.Fatalf("Add: %v", err)
	}
	v := view{deck.Pagat}
	_, err := determinize.New(&v, rule, empty)
	if !errors.Is(err, determinize.ErrInconsistentView) || !errors.Is(err, hidden.ErrInconsistent) {
		t.Errorf("New with no case: %v", err)
	}

	var one determinize.Mixture
	p := hidden.NewProblem(deck.SetOf(deck.Pagat, deck.Mond))
	p.AddLocation("a", 1)
	p.AddLocation("b", 1)
	p.Require(0, deck.SetOf(deck.Pagat))
	if err := one.Add(p); err != nil {
		t.Fatal(err)
	}
	det, err := determinize.New(&v, rule, one)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(3, 4))
	for range 20 {
		st, err := det.Sample(r)
		if err != nil || st.Observation(1) != v || !det.Fits(st) {
			t.Fatalf("Sample: %v, %v", st, err)
		}
	}
	never := view{deck.Skus}
	det, err = determinize.New(&never, rule, one)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := det.Sample(r); !errors.Is(err, determinize.ErrInconsistentView) {
		t.Errorf("Sample of a view no draw fits: %v", err)
	}
	refused := errors.New("refused")
	rule.Replay = func(determinize.Assignment, *rand.Rand) (state, error) { return state{}, refused }
	det, _ = determinize.New(&v, rule, one)
	if _, err := det.Sample(r); !errors.Is(err, determinize.ErrInconsistentView) || !errors.Is(err, refused) {
		t.Errorf("Sample with a refusing replay: %v", err)
	}
	if st, err := determinize.Draw(v, r, func(view) (*determinize.Determinizer[state, view], error) { return det, nil }); err == nil {
		t.Errorf("Draw: %v", st)
	}
}
