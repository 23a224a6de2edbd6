package search_test

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/bot"
	"github.com/tarockfamily/sdk/tarock/internal/toy"
	"github.com/tarockfamily/sdk/tarock/search"
)

// toyDeterminizer is a prepared determinizer of the toy game that counts
// its draws.
type toyDeterminizer struct {
	view  toy.Observation
	draws *int
}

func (d *toyDeterminizer) Sample(r *rand.Rand) (toy.State, error) {
	*d.draws++
	return toy.Determinize(d.view, r)
}

// TestDeterminizers prepares a determinizer once per observation and draws
// from it until the observation changes; an error of the preparation is
// returned for every draw from that observation.
func TestDeterminizers(t *testing.T) {
	prepared, draws := 0, 0
	errBad := errors.New("bad view")
	det := search.Determinizers(func(v toy.Observation) (*toyDeterminizer, error) {
		prepared++
		if v.Seat > 1 {
			return nil, errBad
		}
		return &toyDeterminizer{v, &draws}, nil
	})
	r := rand.New(rand.NewPCG(1, 2))
	s := toy.New(3, toy.NoBug)
	for range 3 {
		if _, err := det(s.Observation(0), r); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := det(s.Observation(1), r); err != nil {
		t.Fatal(err)
	}
	bad := s.Observation(0)
	bad.Seat = 5
	for range 2 {
		if _, err := det(bad, r); !errors.Is(err, errBad) {
			t.Errorf("bad view: %v", err)
		}
	}
	if prepared != 3 || draws != 4 {
		t.Errorf("%d preparations and %d draws, want 3 and 4", prepared, draws)
	}
}

// firstMove plays the first legal move and counts its decisions.
type firstMove struct{ n int }

func (f *firstMove) Choose(_ toy.Observation, legal []toy.Move) toy.Move {
	f.n++
	return legal[0]
}

// TestNewPlayer: the player searches the card plays of its seat, seeing
// the deciding seat in Value, and is the fallback when a required rule is
// missing.
func TestNewPlayer(t *testing.T) {
	var values int
	fallback := &firstMove{}
	rules := search.PlayerRules[toy.State, toy.Move, toy.Observation]{
		Determinize: toy.Determinize,
		Seat:        toySeat,
		TrickMoves:  2,
		Value: func(final toy.State, me tarock.Seat) int {
			values++
			if me != 0 {
				t.Errorf("Value for %v, which does not search", me)
			}
			return final.Outcome().Deltas[0]
		},
	}
	p := search.NewPlayer(rand.New(rand.NewPCG(1, 1)), search.PlayerConfig{Samples: 2, SolveTricks: -1}, fallback, rules)
	final, _, err := bot.Play(toy.New(9, toy.NoBug), []player{p, fallback}, 0)
	if err != nil || !final.Done() {
		t.Fatal(final, err)
	}
	if fallback.n == 0 || values == 0 {
		t.Errorf("%d fallback decisions, %d values: want both", fallback.n, values)
	}
	rules.Seat = nil
	if q := search.NewPlayer(rand.New(rand.NewPCG(1, 1)), search.PlayerConfig{}, fallback, rules); q != player(fallback) {
		t.Errorf("without Seat the player is %T, want the fallback", q)
	}
}
