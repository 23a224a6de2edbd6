package tarocktest

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/bot"
	"pgregory.net/rapid"
)

// LeakSpec describes a game, what [CheckLeaks] needs to build states that
// look the same to a seat (its determinizer, or the exchange of cards in a
// deal) and optionally a player. Packages tapp/tapptest,
// strohmandel/strohmandeltest and koenigrufen/koenigrufentest give the
// LeakSpec of each game of the module.
type LeakSpec[S tarock.Observable[S, M, O], M tarock.Move, O any] struct {
	// New returns a new deal from a seed; the same seed must give the same
	// deal. Required.
	New func(seed uint64) (S, error)
	// Determinize returns a complete state consistent with an observation,
	// drawn with rng: the game's own determinizer (tapp.Determinize,
	// strohmandel.Determinize, koenigrufen.Determinize), which places the
	// cards the observer has not seen afresh. Nil skips the comparison
	// with determinized states; then Exchange is required.
	Determinize func(view O, rng *rand.Rand) (S, error)
	// Exchange, with Hidden, enables the check by exchange, which does not
	// rely on Determinize: given a state that New returned, it returns the
	// state of the same deal with cards a and b exchanged (each lies where
	// the other lay) after the same moves, or an error when there is no
	// such deal or a move is no longer legal in it. It must not change
	// anything else. Nil skips the check by exchange; then Determinize is
	// required.
	Exchange func(s S, a, b deck.Card) (S, error)
	// Hidden returns cards whose place seat has not been shown in s, by the
	// rules of the game and not read from the observation under test: for
	// example the other seats' hands while they are not laid open, the
	// talon while it lies face down. CheckLeaks exchanges only cards that
	// Hidden gives in every state from New's up to the one examined, and
	// that seat never held and never saw in a trick; a card left out is
	// only not exchanged. Required with Exchange.
	Hidden func(s S, seat tarock.Seat) deck.Set
	// Exchanges is the number of card pairs exchanged per position
	// examined (0 means 4).
	Exchanges int
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
// seat, builds second states that agree with the true one in everything
// the seat has seen and differ in cards it has not, in two independent
// ways, and compares what the seat sees in them.
//
// With spec.Determinize it determinizes the seat's observation and checks
// that
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
// This part cannot see a leak that Determinize reproduces: a field of the
// observation that shows what it should not is kept by Determinize, which
// builds its states from that observation.
//
// With spec.Exchange and spec.Hidden it also checks by exchange, without
// the determinizer: it exchanges two cards the seat has not seen
// (spec.Hidden in every state so far, never in the seat's hand nor in a
// trick) in the deal, replays the same moves, and checks at the position
// examined that the seat's observation, its legal moves if it is to act,
// and the player's decision are the same as in the true deal. An exchange
// after which a move is no longer legal, or another seat is to act, is
// skipped: the course of the deal, which every seat sees, then tells the
// two deals apart (a seat that cannot follow suit, a turn the rules give
// only to a hand without tarocks). [CheckExchanges] tries every pair in
// one position.
//
// CheckLeaks fails t on the first violation, with a reproducible
// counterexample. It also fails if no determinized state, or no exchange,
// ever differed from the true state, because then that check has shown
// nothing (the game had no hidden cards in the positions tried,
// Determinize copies the true cards, or Exchange refuses every pair).
func CheckLeaks[S tarock.Observable[S, M, O], M tarock.Move, O any](t *testing.T, spec LeakSpec[S, M, O]) {
	t.Helper()
	if spec.New == nil || (spec.Determinize == nil && spec.Exchange == nil) {
		t.Fatal("tarocktest: LeakSpec needs New and Determinize or Exchange")
	}
	if spec.Exchange != nil && spec.Hidden == nil {
		t.Fatal(errNoExchange)
	}
	var total leakCounts
	rapid.Check(t, func(rt *rapid.T) {
		n, err := leakGame(spec, rapidDraw{rt})
		total.add(n)
		if err != nil {
			rt.Fatal(err)
		}
	})
	if t.Failed() || total.checked == 0 {
		return
	}
	if spec.Determinize != nil && total.determinized == 0 {
		t.Errorf("tarocktest: in %d positions no determinized state differed from the true one: the leak check showed nothing", total.checked)
	}
	if spec.Exchange != nil && total.exchanged == 0 {
		t.Errorf("tarocktest: in %d positions no exchange of hidden cards gave another state: the check by exchange showed nothing", total.checked)
	}
}

// leakCounts counts the positions a leak check examined and the second
// states that differed from the true one, by each method.
type leakCounts struct {
	checked, determinized, exchanged int
}

func (c *leakCounts) add(d leakCounts) {
	c.checked += d.checked
	c.determinized += d.determinized
	c.exchanged += d.exchanged
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
// It returns the counts of the positions checked and of the second states
// that differed from the true one, and the first violation.
func leakGame[S tarock.Observable[S, M, O], M tarock.Move, O any](spec LeakSpec[S, M, O], dr drawer) (n leakCounts, err error) {
	seed := dr.u64("seed")
	rng := rand.New(rand.NewPCG(seed, dr.u64("choices")))
	s, err := spec.New(seed)
	if err != nil {
		return n, fmt.Errorf("New(%d): %w", seed, err)
	}
	limit := spec.MaxMoves
	if limit == 0 {
		limit = 1000
	}
	x := exchangeRun[S, M, O]{spec: spec, states: []S{s}}
	var buf []M
	for !s.Done() {
		if len(x.states) > limit {
			return n, fmt.Errorf("game not over after %d moves", limit)
		}
		buf = s.AppendLegalMoves(buf[:0])
		if len(buf) == 0 {
			return n, fmt.Errorf("no legal move for %v in a game that is not over", s.ToMove())
		}
		m := buf[rng.IntN(len(buf))]
		if s, err = s.Apply(m); err != nil {
			return n, fmt.Errorf("generated move refused: %w", err)
		}
		x.moves = append(x.moves, m)
		x.states = append(x.states, s)
	}
	checks := spec.Checks
	if checks <= 0 {
		checks = 3
	}
	pairs := spec.Exchanges
	if pairs <= 0 {
		pairs = 4
	}
	for range checks {
		i := dr.intn("position", len(x.states))
		seat := tarock.Seat(dr.intn("seat", x.states[i].Players()))
		playerSeed := dr.u64("player")
		n.checked++
		if spec.Determinize != nil {
			d, err := leakCheck(spec, x.states[i], seat, playerSeed, rng)
			if d {
				n.determinized++
			}
			if err != nil {
				return n, fmt.Errorf("after %d moves, %v: %w", i, seat, err)
			}
		}
		if spec.Exchange != nil {
			d, err := x.exchanges(i, seat, pairs, rng, playerSeed)
			n.exchanged += d
			if err != nil {
				return n, err
			}
		}
	}
	return n, nil
}

// leakCheck checks one position of one seat and reports whether the
// determinized state differed from s.
func leakCheck[S tarock.Observable[S, M, O], M tarock.Move, O any](spec LeakSpec[S, M, O], s S, seat tarock.Seat, playerSeed uint64, rng *rand.Rand) (bool, error) {
	view := s.Observation(seat)
	world, err := spec.Determinize(view, rng)
	if err != nil {
		return false, fmt.Errorf("determinizing the observation of a real deal failed: %w", err)
	}
	differ := !same(s, world)
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
