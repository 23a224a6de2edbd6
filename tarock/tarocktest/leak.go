package tarocktest

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/bot"
	"pgregory.net/rapid"
)

// LeakSpec describes a game, its determinizer and optionally a player for
// [CheckLeaks].
type LeakSpec[S tarock.Observable[S, M, O], M tarock.Move, O any] struct {
	// New returns a new deal from a seed; the same seed must give the same
	// deal. Required.
	New func(seed uint64) (S, error)
	// Determinize returns a complete state consistent with an observation,
	// drawn with rng: the game's own determinizer (tapp.Determinize,
	// strohmandel.Determinize), which places the cards the observer has
	// not seen afresh. Required.
	Determinize func(view O, rng *rand.Rand) (S, error)
	// Player, when not nil, makes a fresh player from a seed; CheckLeaks
	// asks two players made from the same seed for a decision, one in the
	// true state and one in the determinized state. Its decisions must
	// depend on the seed and the observation only.
	Player func(seed uint64) bot.Player[O, M]
	// Equal, when not nil, decides whether two observations are the same.
	// Nil compares them as [Equal] does: with an Equal method, with ==
	// for comparable types, else field by field with go-cmp.
	Equal func(a, b O) bool
	// Checks is the number of positions examined per random game (0 means
	// 3).
	Checks int
	// MaxMoves bounds the moves of one deal (0 means 1000).
	MaxMoves int
}

// CheckLeaks looks for hidden information leaking into what a seat sees,
// into its legal moves or into a player's decisions. It plays random games
// with rapid (pgregory.net/rapid) and, at random positions and for a random
// seat, takes that seat's observation, determinizes it into a second state
// (which agrees with the first in everything the seat has seen and differs
// in the cards it has not), and checks that
//
//   - Determinize succeeds on an observation of a real deal;
//   - the second state gives the seat the same observation (a field that
//     shows a hidden card, or anything derived from one, makes the two
//     differ, since Determinize knows only what the observation shows);
//   - if the seat is to act, it has the same legal moves in both states;
//   - if spec.Player is set, two fresh players made from the same seed
//     choose the same move, one from the true state's observation and
//     legal moves and one from the second state's (this catches a player
//     that looks at anything but its observation, or at a field that
//     spec.Equal ignores);
//   - the second state plays on to the end with random legal moves.
//
// CheckLeaks fails t on the first violation, with a reproducible
// counterexample. It also fails if no determinized state ever differed
// from the true one, because then the check has shown nothing (the game
// had no hidden cards in the positions tried, or Determinize copies the
// true cards). It cannot see a leak that Determinize reproduces: the check
// trusts Determinize to place afresh every card the observation should not
// show.
func CheckLeaks[S tarock.Observable[S, M, O], M tarock.Move, O any](t *testing.T, spec LeakSpec[S, M, O]) {
	t.Helper()
	if spec.New == nil || spec.Determinize == nil {
		t.Fatal("tarocktest: LeakSpec needs New and Determinize")
	}
	differ, checked := 0, 0
	rapid.Check(t, func(rt *rapid.T) {
		d, n, err := leakGame(spec, rapidDraw{rt})
		differ += d
		checked += n
		if err != nil {
			rt.Fatal(err)
		}
	})
	if !t.Failed() && checked > 0 && differ == 0 {
		t.Errorf("tarocktest: in %d positions no determinized state differed from the true one: the leak check showed nothing", checked)
	}
}

// drawer supplies the random choices of a leak check.
type drawer interface {
	u64(label string) uint64
	intn(label string, n int) int
}

type rapidDraw struct{ t *rapid.T }

func (r rapidDraw) u64(label string) uint64 { return rapid.Uint64().Draw(r.t, label) }
func (r rapidDraw) intn(label string, n int) int {
	return rapid.IntRange(0, n-1).Draw(r.t, label)
}

// leakGame plays one random game and checks spec.Checks positions of it.
// It returns how many determinized states differed from the true one, how
// many positions were checked and the first violation.
func leakGame[S tarock.Observable[S, M, O], M tarock.Move, O any](spec LeakSpec[S, M, O], dr drawer) (differ, checked int, err error) {
	seed := dr.u64("seed")
	rng := rand.New(rand.NewPCG(seed, dr.u64("choices")))
	s, err := spec.New(seed)
	if err != nil {
		return 0, 0, fmt.Errorf("New(%d): %w", seed, err)
	}
	limit := spec.MaxMoves
	if limit == 0 {
		limit = 1000
	}
	states := []S{s}
	var buf []M
	for !s.Done() {
		if len(states) > limit {
			return 0, 0, fmt.Errorf("game not over after %d moves", limit)
		}
		buf = s.AppendLegalMoves(buf[:0])
		if len(buf) == 0 {
			return 0, 0, fmt.Errorf("no legal move for %v in a game that is not over", s.ToMove())
		}
		if s, err = s.Apply(buf[rng.IntN(len(buf))]); err != nil {
			return 0, 0, fmt.Errorf("generated move refused: %w", err)
		}
		states = append(states, s)
	}
	checks := spec.Checks
	if checks <= 0 {
		checks = 3
	}
	for range checks {
		i := dr.intn("position", len(states))
		seat := tarock.Seat(dr.intn("seat", states[i].Players()))
		d, err := leakCheck(spec, states[i], seat, dr.u64("player"), rng)
		checked++
		if d {
			differ++
		}
		if err != nil {
			return differ, checked, fmt.Errorf("after %d moves, %v: %w", i, seat, err)
		}
	}
	return differ, checked, nil
}

// leakCheck checks one position of one seat and reports whether the
// determinized state differed from s.
func leakCheck[S tarock.Observable[S, M, O], M tarock.Move, O any](spec LeakSpec[S, M, O], s S, seat tarock.Seat, playerSeed uint64, rng *rand.Rand) (bool, error) {
	view := s.Observation(seat)
	world, err := spec.Determinize(view, rng)
	if err != nil {
		return false, fmt.Errorf("determinizing the observation of a real deal failed: %w", err)
	}
	differ, _ := Equal(s, world)
	differ = !differ
	other := world.Observation(seat)
	if !leakEqual(spec, view, other) {
		return differ, fmt.Errorf("the observation depends on cards the seat has not seen (-true state +determinized state):\n%s",
			cmp.Diff(view, other, exportAll))
	}
	if !s.Done() && s.ToMove() == seat {
		if world.Done() || world.ToMove() != seat {
			return differ, fmt.Errorf("in the determinized state %v is to act, not %v", world.ToMove(), seat)
		}
		legal := s.AppendLegalMoves(nil)
		legal2 := world.AppendLegalMoves(nil)
		if !slices.Equal(legal, legal2) {
			return differ, fmt.Errorf("the legal moves depend on cards the seat has not seen: %v in the true state, %v in the determinized state", legal, legal2)
		}
		if spec.Player != nil {
			m := spec.Player(playerSeed).Choose(view, legal)
			m2 := spec.Player(playerSeed).Choose(other, legal2)
			if !slices.Contains(legal, m) {
				return differ, fmt.Errorf("the player chose %v, which is not legal (%v)", m, legal)
			}
			if m != m2 {
				return differ, fmt.Errorf("the player's decision depends on cards the seat has not seen: %v in the true state, %v in the determinized state (player seed %d)", m, m2, playerSeed)
			}
		}
	}
	if _, _, err := PlayRandom(world, rng, max(spec.MaxMoves, 1000)); err != nil {
		return differ, fmt.Errorf("the determinized state does not play on: %w", err)
	}
	return differ, nil
}

func leakEqual[S tarock.Observable[S, M, O], M tarock.Move, O any](spec LeakSpec[S, M, O], a, b O) bool {
	if spec.Equal != nil {
		return spec.Equal(a, b)
	}
	eq, _ := Equal(a, b)
	return eq
}
