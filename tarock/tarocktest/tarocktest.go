// Package tarocktest runs the generic random-game checks of this module on
// any game that implements [tarock.Game]: the three games of the module run
// them in their tests, and a user's own variant can run the same checks
// with the specs of packages tapp/tapptest, strohmandel/strohmandeltest
// and koenigrufen/koenigrufentest.
//
// [Check] plays many random games with rapid (pgregory.net/rapid) and checks
// them against its own record of the play, not against the game's
// bookkeeping. In every state: the places of AppendCardSets are disjoint
// and hold exactly the pack, and no card played to a trick is playable
// again; no move is generated twice and every generated move is accepted;
// candidate moves that are not generated are refused with an error
// wrapping tarock.ErrIllegalMove and leave the state equal (go-cmp) to
// before. Where cards are played, the cards of the generated moves are
// exactly the playable cards the obligations allow (narrowed by a rule of
// the game outside them, [Spec].Narrow), judged here from the rule text
// and agreeing with tarock.LegalPlays (a legal card the game does
// not generate is named), and every other playable card is refused; once
// the play has begun, every state until the end offers a card. Every
// trick is rebuilt from the cards played: the game's trick in progress must
// match it, its winner is recomputed from the card ranks, and that winner
// leads the next trick. At the end of a played deal: the expected number of
// tricks; each party's card points recounted with package scoring from the
// tricks its seats won and the cards it counts aside, equal to the
// outcome's (see [Settlement]); the condition of every scored item that the
// play decides (Pagat Ultimo and the other birds, Valat, Mondfang, …)
// re-derived from the tricks; game points summing to zero; and the same
// seed gives the same game. [CheckGame] runs the same checks on one game
// and returns the violation, so that a test can show a planted fault found.
//
// [CheckLeaks] checks a game's hidden information: states that differ only in
// cards one seat has not seen must give that seat the same observation, the
// same legal moves and the same decision of a player. It builds such states
// with the game's determinizer and, without it, by exchanging two hidden
// cards in the deal and replaying the same moves; [CheckExchanges] tries
// every exchange in one position.
package tarocktest

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/scoring"
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
	// the hand). Check tries every one that is not generated. Where cards
	// are played they must include a play of every playable card, so that
	// each one the obligations forbid is seen refused. Nil means only the
	// legal moves themselves are tried.
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
	// Obligations, when not nil, gives the play obligations in force in s
	// instead of s.Obligations(), for a game whose Obligations method
	// leaves out a rule its legal moves apply. Nil uses s.Obligations().
	Obligations func(s S) tarock.Obligations
	// Short, when not nil, reports whether the finished, played deal s
	// may have ended before Tricks tricks, its result already certain
	// (the negative contracts of doc/koenigrufen.md §9.7). The cards not
	// played then lie aside in the Settlement. Nil: every played deal has
	// Tricks tricks.
	Short func(s S) bool
	// Narrow, when not nil, applies a rule of the game that forbids cards
	// the obligations allow (Königrufen's cards reserved by an
	// announcement, doc/koenigrufen.md §8.6): given s and the playable
	// cards the obligations allow, it returns those the rule leaves, a
	// subset that is not empty. It should be written from the rule text,
	// not with the game's own code. Check then wants exactly those
	// generated and every other playable card refused. Nil narrows
	// nothing.
	Narrow func(s S, allowed deck.Set) deck.Set
	// Pack is the game's pack, the cards the places of AppendCardSets
	// hold in every state; zero means deck.FullPack (54 cards).
	Pack deck.Set
	// Counting is how the game counts card points, with which Check
	// recounts the pack's total and each party's points; the zero value is
	// scoring.Packets, the counting of the 54 cards (the 40-card
	// Strohmandeln counts by scoring.Simple, doc/strohmandel.md §11.1.2).
	Counting scoring.Counting
	// Settle, when not nil, describes a finished, played deal in
	// game-independent terms (the party of each seat, the cards each
	// party counts beside its tricks, each seat's tricks, the scored
	// items), read from the game's own result; Check recounts the card
	// points and re-derives the items from the tricks it saw played. Nil
	// recounts only deals whose tricks hold the whole pack and whose
	// outcome has one party per seat, seat by seat.
	Settle func(s S) Settlement
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

// same reports whether two states are equal as [Equal] decides, without
// the diff.
func same[S any](a, b S) bool {
	if e, ok := any(a).(interface{ Equal(S) bool }); ok {
		return e.Equal(b)
	}
	if reflect.TypeFor[S]().Comparable() {
		return fastEqual(a, b)
	}
	return cmp.Equal(a, b, exportAll)
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

// CheckGame plays one random game of spec, drawn from seed and choice as
// [Check] draws them, with every check of Check, and returns the first
// violation or nil. It lets a test assert that a planted fault is found.
func CheckGame[S tarock.Game[S, M], M tarock.Move](spec Spec[S, M], seed, choice uint64) error {
	_, _, err := run(spec, seed, choice, true)
	return err
}

// runner holds the checks of one random game.
type runner[S tarock.Game[S, M], M tarock.Move] struct {
	spec     Spec[S, M]
	thorough bool
	pack     deck.Set
	log      *playLog
	buf      []M
	cands    []M
	sets     []deck.Set
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
	r := runner[S, M]{spec: spec, thorough: thorough, pack: spec.Pack, log: newPlayLog(s.Players())}
	if r.pack == 0 {
		r.pack = deck.FullPack
	}
	var moves []M
	for n := 0; ; n++ {
		if err := r.state(s); err != nil {
			return s, moves, fmt.Errorf("after %v: %w", moves, err)
		}
		if s.Done() {
			break
		}
		if n >= limit {
			return s, moves, fmt.Errorf("game not over after %d moves: %v", limit, moves)
		}
		if err := r.generated(s); err != nil {
			return s, moves, fmt.Errorf("after %v: %w", moves, err)
		}
		m := r.buf[rng.IntN(len(r.buf))]
		if c, ok := m.PlayedCard(); ok {
			if err := obeys(c, s.Playable(s.ToMove()), s.CurrentTrick(), r.obligations(s)); err != nil {
				return s, moves, fmt.Errorf("after %v: %v by %v: %w", moves, m, s.ToMove(), err)
			}
			if err := r.log.play(s.CurrentTrick(), s.ToMove(), c, r.obligations(s)); err != nil {
				return s, moves, fmt.Errorf("after %v: %v by %v: %w", moves, m, s.ToMove(), err)
			}
		}
		next, err := s.Apply(m)
		if err != nil {
			return s, moves, fmt.Errorf("after %v: generated move %v refused: %w", moves, m, err)
		}
		moves = append(moves, m)
		s = next
	}
	if err := r.end(s); err != nil {
		return s, moves, fmt.Errorf("at the end of the deal %v: %w", moves, err)
	}
	return s, moves, nil
}

// obligations returns the play obligations in force in s.
func (r *runner[S, M]) obligations(s S) tarock.Obligations {
	if r.spec.Obligations != nil {
		return r.spec.Obligations(s)
	}
	return s.Obligations()
}

// state checks what must hold in every state: the cards conserved, no card
// played to a trick back in a hand, the game's own invariant.
func (r *runner[S, M]) state(s S) error {
	r.sets = s.AppendCardSets(r.sets[:0])
	if err := conserved(r.sets, r.pack); err != nil {
		return err
	}
	if err := handsClear(s.Playable, s.Players(), r.log.played); err != nil {
		return err
	}
	if r.spec.Invariant != nil {
		if err := r.spec.Invariant(s); err != nil {
			return fmt.Errorf("invariant: %w", err)
		}
	}
	return nil
}

// generated generates the legal moves of s into r.buf and checks them: no
// move twice; when thorough, every one accepted, every other candidate
// refused with the state unchanged, and the cards played by the moves
// exactly those the obligations allow, every other playable card refused.
func (r *runner[S, M]) generated(s S) error {
	r.buf = s.AppendLegalMoves(r.buf[:0])
	if len(r.buf) == 0 {
		return fmt.Errorf("no legal move for %v", s.ToMove())
	}
	seen := make(map[M]bool, len(r.buf))
	var gen deck.Set
	for _, m := range r.buf {
		if seen[m] {
			return fmt.Errorf("move %v generated twice", m)
		}
		seen[m] = true
		if c, ok := m.PlayedCard(); ok {
			gen = gen.With(c)
		}
	}
	if !r.thorough {
		return nil
	}
	for _, m := range r.buf {
		if _, err := s.Apply(m); err != nil {
			return fmt.Errorf("generated move %v refused: %w", m, err)
		}
	}
	refused, err := r.candidates(s, seen)
	if err != nil {
		return err
	}
	if gen == 0 {
		if r.log.played != 0 {
			return fmt.Errorf("the play has begun, but no move generated for %v plays a card: %v", s.ToMove(), r.buf)
		}
		return nil
	}
	playable := s.Playable(s.ToMove())
	var narrow func(deck.Set) deck.Set
	if r.spec.Narrow != nil {
		narrow = func(allowed deck.Set) deck.Set { return r.spec.Narrow(s, allowed) }
	}
	forbidden, err := legalSet(gen, playable, s.CurrentTrick(), r.obligations(s), narrow)
	if err != nil {
		return err
	}
	if untried := forbidden.Minus(refused); r.spec.Candidates != nil && untried != 0 {
		return fmt.Errorf("the candidate moves hold no play of %v, which the obligations forbid (playable %v): Spec.Candidates must offer a play of every playable card", untried, playable)
	}
	return nil
}

// candidates tries every candidate move that was not generated: each must
// be refused with an error wrapping tarock.ErrIllegalMove and leave the
// state as it was. It returns the cards of the refused plays.
func (r *runner[S, M]) candidates(s S, seen map[M]bool) (refused deck.Set, err error) {
	if r.spec.Candidates == nil {
		return 0, nil
	}
	r.cands = r.spec.Candidates(s, r.cands[:0])
	for _, m := range r.cands {
		if seen[m] {
			continue
		}
		before := s
		next, err := s.Apply(m)
		if err == nil {
			return 0, fmt.Errorf("move %v accepted but not generated", m)
		}
		if !errors.Is(err, tarock.ErrIllegalMove) {
			return 0, fmt.Errorf("move %v refused with %v, which does not wrap ErrIllegalMove", m, err)
		}
		if ok, d := Equal(before, s); !ok {
			return 0, fmt.Errorf("refused move %v changed the state:\n%s", m, d)
		}
		if ok, d := Equal(next, s); !ok {
			return 0, fmt.Errorf("refused move %v returned another state:\n%s", m, d)
		}
		if c, ok := m.PlayedCard(); ok {
			refused = refused.With(c)
		}
	}
	return refused, nil
}

// end checks a finished deal: game points summing to zero; for a played
// deal the number of tricks, the card points recounted from the tricks
// seen played and the scored items re-derived from them ([settle]).
func (r *runner[S, M]) end(s S) error {
	o := s.Outcome()
	sum := 0
	for _, d := range o.Deltas {
		sum += d
	}
	if sum != 0 {
		return fmt.Errorf("game points %v do not sum to zero", o.Deltas)
	}
	tricks := len(r.log.tricks)
	if !o.Played {
		if tricks != 0 || !r.log.cur.IsEmpty() {
			return fmt.Errorf("deal marked not played after %d tricks", tricks)
		}
		return nil
	}
	short := tricks < r.spec.Tricks && r.spec.Short != nil && r.spec.Short(s)
	if o.Tricks != tricks || (tricks != r.spec.Tricks && !short) || !r.log.between() {
		return fmt.Errorf("played deal ended after %d tricks (outcome says %d), want %d", tricks, o.Tricks, r.spec.Tricks)
	}
	total := 0
	for i := range o.Parties {
		total += o.Thirds[i]
	}
	if want := r.spec.Counting.Count(r.pack).Thirds(); total != want || o.Parties < 2 || o.Parties > tarock.MaxPlayers {
		return fmt.Errorf("card points %v of %d parties sum to %d thirds, want %d", o.Thirds, o.Parties, total, want)
	}
	var st *Settlement
	if r.spec.Settle != nil {
		x := r.spec.Settle(s)
		st = &x
	}
	return settle(r.log, o, r.pack, r.spec.Counting, st)
}

// conserved checks that the places of a state are disjoint and hold
// exactly the pack.
func conserved(sets []deck.Set, pack deck.Set) error {
	var all deck.Set
	for i, p := range sets {
		if all.Overlaps(p) {
			return fmt.Errorf("card(s) %v in two places (place %d of %v)", all.Intersect(p), i, sets)
		}
		all = all.Union(p)
	}
	if lost := pack.Minus(all); lost != 0 {
		return fmt.Errorf("cards lost: %v; places %v", lost, sets)
	}
	if alien := all.Minus(pack); alien != 0 {
		return fmt.Errorf("cards %v not of the pack; places %v", alien, sets)
	}
	return nil
}
