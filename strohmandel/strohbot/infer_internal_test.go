package strohbot

import (
	"math/rand/v2"
	"testing"

	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/search"
)

// takeUp returns the first seeded deal in which the rule-of-thumb player
// takes up the game (doc/strohmandel.md §4.1): the state after the take-up
// and the seat that took it up.
func takeUp(t *testing.T) (strohmandel.State, tarock.Seat) {
	t.Helper()
	h := NewHeuristic(rand.New(rand.NewPCG(1, 1)))
	var legal []strohmandel.Move
	for seed := range uint64(20000) {
		s, err := strohmandel.NewGame(strohmandel.MayrSedlaczek2007, strohmandel.Shuffled(rand.New(rand.NewPCG(seed, 5))))
		if err != nil {
			t.Fatal(err)
		}
		for !s.Done() && s.Phase() == strohmandel.PhaseTakeUp {
			seat := s.ToMove()
			legal = s.AppendLegalMoves(legal[:0])
			m := h.Choose(s.Observation(seat), legal)
			if s, err = s.Apply(m); err != nil {
				t.Fatal(err)
			}
			if m == strohmandel.TakeUp() {
				return s, seat
			}
		}
	}
	t.Fatal("no take-up in 20,000 deals")
	return strohmandel.State{}, 0
}

// After a take-up the inferred deals give the player who took up a
// stronger hand (by the rule-of-thumb player's own count, handStrength:
// tarocks, the Sküs and the Mond, XVII–XX, kings) than uniform deals do:
// the rule-of-thumb player takes up only a strong hand. The seeds are
// fixed, so the sums are exact.
func TestInferenceTakeUp(t *testing.T) {
	s, taker := takeUp(t)
	view := s.Observation(1 - taker)
	const n = 300
	count := func(inference int) (strength float64) {
		rng := rand.New(rand.NewPCG(7, 7))
		d, err := search.PlayerDecider(rng, SearchConfig{Inference: inference}, NewHeuristic(rng), rules(), search.DecideContract)
		if err != nil {
			t.Fatal(err)
		}
		deals, err := d.Deals(view, n, nil)
		if err != nil || len(deals) != n {
			t.Fatalf("%d deals: %v", len(deals), err)
		}
		for _, w := range deals {
			strength += handStrength(w.Hand(taker))
		}
		return strength / n
	}
	uniform, inferred := count(1), count(search.DefaultOversample)
	t.Logf("the taker's hand strength %.2f in uniform deals, %.2f in inferred", uniform, inferred)
	if uniform == 0 || inferred < uniform+0.8 {
		t.Errorf("the taker's hand strength %.2f in uniform deals, %.2f in inferred: want clearly more inferred", uniform, inferred)
	}
}
