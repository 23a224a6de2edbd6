// Package tarocktest runs the generic random-game checks of this module on
// any game that implements [tarock.Game]: the two games of the module run
// them in their tests, and a user's own variant can run the same checks.
//
// [Check] plays many random games with rapid (pgregory.net/rapid) and
// checks, in every state: the cards are conserved (the places of
// AppendCardSets are disjoint and hold the 54 cards); every generated move is
// accepted; candidate moves that are not generated are rejected with an
// error wrapping tarock.ErrIllegalMove and leave the state equal (go-cmp) to
// before; every card played respects the play obligations, judged here
// independently of the game's own legal-move code; and at the end of a
// played deal: the expected number of tricks, 210 thirds (70 card points)
// in all, game points summing to zero; and the same seed gives the same game.
//
// [CheckLeaks] checks a game's hidden information: states that differ only in
// cards one seat has not seen must give that seat the same observation, the
// same legal moves and the same decision of a player.
package tarocktest

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
	"pgregory.net/rapid"
)

// Spec describes a game to check.
type Spec[S tarock.Game[S, M], M tarock.Move] struct {
	// New returns a new deal from a seed; the same seed must give the
	// same deal.
	New func(seed uint64) (S, error)
	// Candidates appends moves of every kind that could be tried in s,
	// legal or not (for example every card, every bid, every discard of
	// the hand). Check draws from them the illegal moves it tries. Nil
	// means only the legal moves themselves are tried.
	Candidates func(s S, dst []M) []M
	// Tricks is the number of tricks of a played deal (16 in Tapp, 27 in
	// Strohmandeln).
	Tricks int
	// Invariant, when not nil, is called on every state reached and
	// reports a game-specific violation (for example a face-up strawman
	// top that is a tarock).
	Invariant func(s S) error
	// MaxMoves bounds the moves of one deal (a safety net against a game
	// that never ends); 0 means 1000.
	MaxMoves int
}

// Check runs the random-game properties of spec with rapid; it fails t on
// the first violation and prints a reproducible counterexample.
func Check[S tarock.Game[S, M], M tarock.Move](t *testing.T, spec Spec[S, M]) {
	t.Helper()
	rapid.Check(t, func(rt *rapid.T) {
		seed := rapid.Uint64().Draw(rt, "seed")
		choice := rapid.Uint64().Draw(rt, "choices")
		final, moves, err := run(spec, seed, choice, true)
		if err != nil {
			rt.Fatal(err)
		}
		again, moves2, err := run(spec, seed, choice, false)
		if err != nil {
			rt.Fatal(err)
		}
		if diff := cmp.Diff(moves, moves2, exportAll); diff != "" {
			rt.Fatalf("same seed, different moves (-first +second):\n%s", diff)
		}
		if ok, diff := Equal(final, again); !ok {
			rt.Fatalf("same seed, different final state (-first +second):\n%s", diff)
		}
	})
}

// exportAll lets go-cmp compare the unexported fields of game states.
var exportAll = cmp.Exporter(func(reflect.Type) bool { return true })

// Equal reports whether two states are equal field by field, and a diff
// when they are not, as Check compares them.
//
// States that have an Equal(S) bool method are compared with it, and
// comparable states with ==; go-cmp computes the diff only when they differ
// (or when neither fast path applies).
func Equal[S any](a, b S) (bool, string) {
	if e, ok := any(a).(interface{ Equal(S) bool }); ok {
		if e.Equal(b) {
			return true, ""
		}
	} else if fastEqual(a, b) {
		return true, ""
	}
	d := cmp.Diff(a, b, exportAll)
	return d == "", d
}

// fastEqual reports a == b for comparable types; false when the type is not
// comparable or the comparison would panic (an interface field holding an
// incomparable value).
func fastEqual[S any](a, b S) (eq bool) {
	if !reflect.TypeFor[S]().Comparable() {
		return false
	}
	defer func() {
		if recover() != nil {
			eq = false
		}
	}()
	return any(a) == any(b)
}

// PlayRandom plays s to the end choosing uniformly among the legal moves
// with rng, and returns the final state and the moves made. It returns an
// error if a generated move is refused or the game does not end within
// maxMoves moves.
func PlayRandom[S tarock.Game[S, M], M tarock.Move](s S, rng *rand.Rand, maxMoves int) (S, []M, error) {
	var buf, moves []M
	for n := 0; !s.Done(); n++ {
		if n >= maxMoves {
			return s, moves, fmt.Errorf("game not over after %d moves", maxMoves)
		}
		buf = s.AppendLegalMoves(buf[:0])
		if len(buf) == 0 {
			return s, moves, fmt.Errorf("no legal move for %v in a game that is not over", s.ToMove())
		}
		m := buf[rng.IntN(len(buf))]
		next, err := s.Apply(m)
		if err != nil {
			return s, moves, fmt.Errorf("generated move %v refused: %w", m, err)
		}
		moves = append(moves, m)
		s = next
	}
	return s, moves, nil
}

func run[S tarock.Game[S, M], M tarock.Move](spec Spec[S, M], seed, choice uint64, thorough bool) (S, []M, error) {
	rng := rand.New(rand.NewPCG(seed, choice))
	s, err := spec.New(seed)
	if err != nil {
		return s, nil, fmt.Errorf("New(%d): %w", seed, err)
	}
	limit := spec.MaxMoves
	if limit == 0 {
		limit = 1000
	}
	var buf, cands []M
	var moves []M
	var sets []deck.Set
	tricks := 0
	for n := 0; ; n++ {
		if err := conserved(s, sets[:0]); err != nil {
			return s, moves, fmt.Errorf("after %v: %w", moves, err)
		}
		if spec.Invariant != nil {
			if err := spec.Invariant(s); err != nil {
				return s, moves, fmt.Errorf("after %v: invariant: %w", moves, err)
			}
		}
		if s.Done() {
			break
		}
		if n >= limit {
			return s, moves, fmt.Errorf("game not over after %d moves: %v", limit, moves)
		}
		buf = s.AppendLegalMoves(buf[:0])
		if len(buf) == 0 {
			return s, moves, fmt.Errorf("after %v: no legal move for %v", moves, s.ToMove())
		}
		seen := make(map[M]bool, len(buf))
		for _, m := range buf {
			if seen[m] {
				return s, moves, fmt.Errorf("after %v: move %v generated twice", moves, m)
			}
			seen[m] = true
		}
		if thorough {
			// Every generated move is accepted; states of rejected moves
			// are compared to the receiver.
			for _, m := range buf {
				if _, err := s.Apply(m); err != nil {
					return s, moves, fmt.Errorf("after %v: generated move %v refused: %w", moves, m, err)
				}
			}
			if spec.Candidates != nil {
				cands = spec.Candidates(s, cands[:0])
				for _, m := range cands {
					if seen[m] {
						continue
					}
					before := s
					next, err := s.Apply(m)
					if err == nil {
						return s, moves, fmt.Errorf("after %v: move %v accepted but not generated", moves, m)
					}
					if !errors.Is(err, tarock.ErrIllegalMove) {
						return s, moves, fmt.Errorf("after %v: move %v refused with %v, which does not wrap ErrIllegalMove", moves, m, err)
					}
					if ok, d := Equal(before, s); !ok {
						return s, moves, fmt.Errorf("after %v: refused move %v changed the state:\n%s", moves, m, d)
					}
					if ok, d := Equal(next, s); !ok {
						return s, moves, fmt.Errorf("after %v: refused move %v returned another state:\n%s", moves, m, d)
					}
				}
			}
		}
		m := buf[rng.IntN(len(buf))]
		if c, ok := m.PlayedCard(); ok {
			if err := obeys(c, s.Playable(s.ToMove()), s.CurrentTrick(), s.Obligations()); err != nil {
				return s, moves, fmt.Errorf("after %v: %v by %v: %w", moves, m, s.ToMove(), err)
			}
			if t := s.CurrentTrick(); t.Len() == t.Players()-1 {
				tricks++
			}
		}
		next, err := s.Apply(m)
		if err != nil {
			return s, moves, fmt.Errorf("after %v: generated move %v refused: %w", moves, m, err)
		}
		moves = append(moves, m)
		s = next
	}
	o := s.Outcome()
	sum := 0
	for _, d := range o.Deltas {
		sum += d
	}
	if sum != 0 {
		return s, moves, fmt.Errorf("game points %v do not sum to zero", o.Deltas)
	}
	if o.Played {
		if o.Tricks != spec.Tricks || tricks != spec.Tricks {
			return s, moves, fmt.Errorf("played deal ended after %d tricks (outcome says %d), want %d", tricks, o.Tricks, spec.Tricks)
		}
		total := 0
		for i := range o.Parties {
			total += o.Thirds[i]
		}
		if total != 210 || o.Parties < 2 {
			return s, moves, fmt.Errorf("card points %v of %d parties sum to %d thirds, want 210", o.Thirds, o.Parties, total)
		}
	} else if tricks != 0 {
		return s, moves, fmt.Errorf("deal marked not played after %d tricks", tricks)
	}
	return s, moves, nil
}

// conserved checks that the places of s are disjoint and hold the pack.
func conserved[S tarock.Game[S, M], M tarock.Move](s S, sets []deck.Set) error {
	sets = s.AppendCardSets(sets)
	var all deck.Set
	for i, p := range sets {
		if all.Overlaps(p) {
			return fmt.Errorf("card(s) %v in two places (place %d of %v)", all.Intersect(p), i, sets)
		}
		all = all.Union(p)
	}
	if all != deck.FullPack {
		return fmt.Errorf("cards lost: %v; places %v", deck.FullPack.Minus(all), sets)
	}
	return nil
}

// obeys judges a play by the obligations directly from the rule text
// (doc/tapp.md §8, doc/strohmandel.md §7.2), without the games'
// code: follow the suit led if possible, else a tarock if held, else
// anything; with PagatLast, not the Pagat while another tarock is held;
// with MustBeat, a winning card among those if one is held.
func obeys(c deck.Card, playable deck.Set, t tarock.Trick, o tarock.Obligations) error {
	if !playable.Has(c) {
		return fmt.Errorf("%v is not playable (playable: %v)", c, playable)
	}
	if o.PagatLast && c == deck.Pagat && playable.Tarocks().Len() > 1 {
		return fmt.Errorf("the Pagat played while holding other tarocks %v", playable.Tarocks().Without(deck.Pagat))
	}
	first, ok := t.Card(0)
	if !ok {
		return nil
	}
	led := first.Suit()
	class := playable
	hasLed, hasTarock := false, false
	for p := range playable.All() {
		if p.Suit() == led {
			hasLed = true
		}
		if p.IsTarock() {
			hasTarock = true
		}
	}
	switch {
	case o.FollowSuit && hasLed:
		if c.Suit() != led {
			return fmt.Errorf("revoke: %v does not follow %v although %v holds it", c, led, playable)
		}
		class = playable.OfSuit(led)
	case o.MustTarock && hasTarock:
		if !c.IsTarock() {
			return fmt.Errorf("%v is not a tarock although void in %v and holding %v", c, led, playable.Tarocks())
		}
		class = playable.Tarocks()
	}
	if o.MustBeat {
		if o.PagatLast && playable.Tarocks().Len() > 1 {
			class = class.Without(deck.Pagat)
		}
		best, _ := t.Best()
		canBeat := false
		for p := range class.All() {
			if p.Beats(best) {
				canBeat = true
			}
		}
		if canBeat && !c.Beats(best) {
			return fmt.Errorf("%v does not beat %v although a card of %v would", c, best, class)
		}
	}
	return nil
}
