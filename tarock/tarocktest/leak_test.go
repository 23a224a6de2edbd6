package tarocktest

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/bot"
	"github.com/tarockfamily/sdk/tarock/internal/toy"
)

// shortToy deals a toy game with 4 to 23 cards per hand, so that cards lie
// aside unseen.
func shortToy(seed uint64) (toy.State, error) { return toy.Deal(seed, 4+int(seed%20)) }

func randomToyPlayer(seed uint64) bot.Player[toy.Observation, toy.Move] {
	return bot.NewRandom[toy.Observation, toy.Move](rand.New(rand.NewPCG(seed, 1)))
}

func toyLeakSpec() LeakSpec[toy.State, toy.Move, toy.Observation] {
	return LeakSpec[toy.State, toy.Move, toy.Observation]{
		New:         shortToy,
		Determinize: toy.Determinize,
		Player:      randomToyPlayer,
	}
}

// The toy game, its determinizer and the random player pass.
func TestCheckLeaksToy(t *testing.T) {
	CheckLeaks(t, toyLeakSpec())
}

// leaky wraps the toy game with an observation that also shows the
// opponent's hand.
type leaky struct{ toy.State }

type leakyView struct {
	toy.Observation
	Opponent deck.Set // a leak: the opponent's hand
}

func (s leaky) Apply(m toy.Move) (leaky, error) {
	n, err := s.State.Apply(m)
	return leaky{n}, err
}

func (s leaky) Observation(seat tarock.Seat) leakyView {
	return leakyView{s.State.Observation(seat), s.State.Playable(1 - seat)}
}

func leakySpec() LeakSpec[leaky, toy.Move, leakyView] {
	return LeakSpec[leaky, toy.Move, leakyView]{
		New: func(seed uint64) (leaky, error) {
			s, err := shortToy(seed)
			return leaky{s}, err
		},
		// The determinizer places the unseen cards from what the
		// observation is meant to show.
		Determinize: func(v leakyView, rng *rand.Rand) (leaky, error) {
			s, err := toy.Determinize(v.Observation, rng)
			return leaky{s}, err
		},
	}
}

// firstFault runs leakGame on seeds until it reports a violation.
func firstFault[S tarock.Observable[S, M, O], M tarock.Move, O any](spec LeakSpec[S, M, O]) (differ int, err error) {
	var total leakCounts
	for seed := range uint64(200) {
		n, err := leakGame(spec, &rngDraw{rand.New(rand.NewPCG(seed, 9))})
		total.add(n)
		if err != nil {
			return total.determinized, err
		}
	}
	return total.determinized, nil
}

type rngDraw struct{ r *rand.Rand }

func (d *rngDraw) u64(string) uint64        { return d.r.Uint64() }
func (d *rngDraw) intn(_ string, n int) int { return d.r.IntN(n) }

// Each kind of leak is caught, with a message that says which.
func TestCheckLeaksCatches(t *testing.T) {
	// An observation that shows the opponent's hand differs between the
	// true and the determinized state.
	if _, err := firstFault(leakySpec()); err == nil || !strings.Contains(err.Error(), "observation depends on cards") {
		t.Errorf("leaking observation: %v", err)
	}

	// When Equal ignores the leaking field, a player that uses it is
	// caught by its decisions.
	spec := leakySpec()
	spec.Equal = func(a, b leakyView) bool { return a.Observation == b.Observation }
	if _, err := firstFault(spec); err != nil {
		t.Fatalf("without a player: %v", err)
	}
	spec.Player = func(uint64) bot.Player[leakyView, toy.Move] {
		return bot.Func[leakyView, toy.Move](func(v leakyView, legal []toy.Move) toy.Move {
			if v.Opponent.Has(deck.Skus) {
				return legal[0]
			}
			return legal[len(legal)-1]
		})
	}
	if _, err := firstFault(spec); err == nil || !strings.Contains(err.Error(), "decision depends on cards") {
		t.Errorf("peeking player: %v", err)
	}

	// A determinizer that returns a state with another observation.
	bad := toyLeakSpec()
	bad.Determinize = func(v toy.Observation, rng *rand.Rand) (toy.State, error) {
		return shortToy(rng.Uint64())
	}
	if _, err := firstFault(bad); err == nil || !strings.Contains(err.Error(), "observation depends on cards") {
		t.Errorf("inconsistent determinizer: %v", err)
	}

	// Full deals hide nothing: no determinized state differs, which
	// CheckLeaks reports as a check that showed nothing.
	full := toyLeakSpec()
	full.New = func(seed uint64) (toy.State, error) { return toy.New(seed, toy.NoBug), nil }
	if differ, err := firstFault(full); err != nil || differ != 0 {
		t.Errorf("full deals: %d states differed, %v", differ, err)
	}
	if differ, _ := firstFault(toyLeakSpec()); differ == 0 {
		t.Error("short deals: no determinized state differed")
	}
}
