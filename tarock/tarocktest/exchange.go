package tarocktest

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/google/go-cmp/cmp"
	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
)

// The check by exchange: it builds the second state of a comparison
// without the game's determinizer, by exchanging two cards the seat has
// not seen in the deal and replaying the same moves, so that it finds a
// leak the determinizer reproduces (a field of the observation that the
// determinizer keeps, since it builds its states from that observation).

// errNoExchange reports that a LeakSpec lacks what the check by exchange
// needs.
var errNoExchange = errors.New("tarocktest: the check by exchange needs LeakSpec.Exchange and LeakSpec.Hidden")

// exchangeRun holds the states of one deal for the check by exchange.
type exchangeRun[S tarock.Observable[S, M, O], M tarock.Move, O any] struct {
	spec   LeakSpec[S, M, O]
	states []S // states[0] from New, states[i+1] = states[i].Apply(moves[i])
	moves  []M
	buf    []M
}

// hidden returns the cards whose place seat has not been shown in any of
// the states up to states[i]: those Hidden gives in every one of them,
// less every card seat could play in any of them and every card seen in a
// trick in progress.
func (x *exchangeRun[S, M, O]) hidden(i int, seat tarock.Seat) deck.Set {
	h := deck.FullPack
	for _, s := range x.states[:i+1] {
		h &= x.spec.Hidden(s, seat)
		h &^= s.Playable(seat) | s.CurrentTrick().Cards()
	}
	return h
}

// check exchanges a and b in the deal of states[0], replays the moves up
// to position i and compares what seat sees in the state at position i,
// or in every state up to it when every is set, with the true one: the
// observation, and where seat is to act its legal moves. It reports
// whether the exchange gave a state that differs from the true one at
// position i; false also when a move is not legal after the exchange or
// another seat is to act, since then the course of the deal, which every
// seat sees, tells the two deals apart.
func (x *exchangeRun[S, M, O]) check(i int, seat tarock.Seat, a, b deck.Card, every bool) (bool, error) {
	s, err := x.spec.Exchange(x.states[0], a, b)
	if err != nil {
		return false, nil
	}
	for j := 0; ; j++ {
		t := x.states[j]
		if s.Done() != t.Done() || s.ToMove() != t.ToMove() {
			// Another seat to act: the course of the deal, which every
			// seat sees, tells the two deals apart.
			return false, nil
		}
		if !every && j < i {
			if s, err = s.Apply(x.moves[j]); err != nil {
				return false, nil
			}
			continue
		}
		if !leakEqual(x.spec, t.Observation(seat), s.Observation(seat)) {
			return true, fmt.Errorf("the observation depends on cards the seat has not seen: with %v and %v exchanged in the deal, after the same %d moves (-true state +exchanged):\n%s",
				a, b, j, cmp.Diff(t.Observation(seat), s.Observation(seat), exportAll))
		}
		if !t.Done() && t.ToMove() == seat {
			legal := t.AppendLegalMoves(nil)
			x.buf = s.AppendLegalMoves(x.buf[:0])
			if !slices.Equal(legal, x.buf) {
				return true, fmt.Errorf("the legal moves depend on cards the seat has not seen: with %v and %v exchanged in the deal, after the same %d moves, %v in the true state, %v in the exchanged", a, b, j, legal, x.buf)
			}
		}
		if j == i {
			return !same(t, s), nil
		}
		if s, err = s.Apply(x.moves[j]); err != nil {
			return false, nil
		}
	}
}

// player compares the decisions of two fresh players of spec made from
// one seed, one in the true state at position i and one in the state with
// a and b exchanged, when seat is to act there.
func (x *exchangeRun[S, M, O]) player(i int, seat tarock.Seat, a, b deck.Card, seed uint64) error {
	t := x.states[i]
	if x.spec.Player == nil || t.Done() || t.ToMove() != seat {
		return nil
	}
	s, err := x.spec.Exchange(x.states[0], a, b)
	for j := 0; j < i && err == nil; j++ {
		s, err = s.Apply(x.moves[j])
	}
	if err != nil {
		return nil
	}
	legal, legal2 := t.AppendLegalMoves(nil), s.AppendLegalMoves(nil)
	m := x.spec.Player(seed).Choose(t.Observation(seat), legal)
	m2 := x.spec.Player(seed).Choose(s.Observation(seat), legal2)
	if m != m2 {
		return fmt.Errorf("the player's decision depends on cards the seat has not seen: %v in the true state, %v with %v and %v exchanged in the deal (player seed %d)", m, m2, a, b, seed)
	}
	return nil
}

// exchanges checks n pairs of the cards hidden from seat at position i,
// drawn with rng, in the state at position i; or when n < 0 every pair, in
// every state up to position i. The first exchange that gives another
// state also checks the player's decision. It returns how many exchanges
// gave a state that differs from the true one.
func (x *exchangeRun[S, M, O]) exchanges(i int, seat tarock.Seat, n int, rng *rand.Rand, playerSeed uint64) (int, error) {
	cards := x.hidden(i, seat).AppendCards(nil)
	if len(cards) < 2 {
		return 0, nil
	}
	differ := 0
	try := func(a, b deck.Card) error {
		d, err := x.check(i, seat, a, b, n < 0)
		if d {
			differ++
		}
		if err == nil && d && differ == 1 {
			// One player's decision per position: a player may be slow.
			err = x.player(i, seat, a, b, playerSeed)
		}
		if err != nil {
			return fmt.Errorf("after %d moves, %v: %w", i, seat, err)
		}
		return nil
	}
	if n < 0 {
		for k, a := range cards {
			for _, b := range cards[k+1:] {
				if err := try(a, b); err != nil {
					return differ, err
				}
			}
		}
		return differ, nil
	}
	for range n {
		a := cards[rng.IntN(len(cards))]
		if err := try(a, partner(a, cards, rng)); err != nil {
			return differ, err
		}
	}
	return differ, nil
}

// partner draws the card to exchange with a among cards (which hold a and
// at least one other): a third of the time any, a third of the time one of
// the same suit (tarocks being a suit) and a third of the time one of the
// same rank (another tarock for a tarock), when there is one. Cards alike
// keep the moves legal more often (a card of the same suit follows suit
// alike, a king of another suit answers a king call alike), so that more
// exchanges are checked.
func partner(a deck.Card, cards []deck.Card, rng *rand.Rand) deck.Card {
	var alike []deck.Card
	switch rng.IntN(3) {
	case 1:
		for _, c := range cards {
			if c != a && c.Suit() == a.Suit() {
				alike = append(alike, c)
			}
		}
	case 2:
		for _, c := range cards {
			if c != a && (c.Rank() == a.Rank() || c.IsTarock() && a.IsTarock()) {
				alike = append(alike, c)
			}
		}
	}
	if len(alike) > 0 {
		return alike[rng.IntN(len(alike))]
	}
	for {
		if c := cards[rng.IntN(len(cards))]; c != a {
			return c
		}
	}
}

// CheckExchanges checks one position by exchange, every pair of cards:
// it plays moves from spec.New(seed) and, for every two cards whose place
// seat has not been shown up to the last state ([LeakSpec.Hidden]),
// exchanges them in the deal (spec.Exchange), replays the moves and
// compares what seat sees after each move with the true deal, as
// [CheckLeaks] does for a few pairs. It returns the first violation, an
// error when New fails, a move is refused or spec lacks Exchange or
// Hidden, and nil otherwise. It lets a test show that a leak in a known
// position is found.
func CheckExchanges[S tarock.Observable[S, M, O], M tarock.Move, O any](spec LeakSpec[S, M, O], seed uint64, moves []M, seat tarock.Seat) error {
	if spec.New == nil || spec.Exchange == nil || spec.Hidden == nil {
		return errNoExchange
	}
	s, err := spec.New(seed)
	if err != nil {
		return fmt.Errorf("New(%d): %w", seed, err)
	}
	x := exchangeRun[S, M, O]{spec: spec, states: []S{s}, moves: moves}
	for k, m := range moves {
		if s, err = s.Apply(m); err != nil {
			return fmt.Errorf("move %d, %v: %w", k+1, m, err)
		}
		x.states = append(x.states, s)
	}
	differ, err := x.exchanges(len(moves), seat, -1, nil, seed)
	if err == nil && differ == 0 {
		err = fmt.Errorf("tarocktest: no exchange of two cards hidden from %v gave another state after these moves: the check showed nothing", seat)
	}
	return err
}

// ExchangeCard returns b for a, a for b and any other card unchanged: what
// lies at the place of c after a and b are exchanged, for a
// [LeakSpec.Exchange] that exchanges two cards in a deal's ordered places
// (a talon, a strawman pile).
func ExchangeCard(c, a, b deck.Card) deck.Card {
	switch c {
	case a:
		return b
	case b:
		return a
	}
	return c
}

// ExchangeSet returns set with a and b exchanged: b in it for a and a for
// b when it holds one of the two, set unchanged when it holds both or
// neither; for a [LeakSpec.Exchange] that exchanges two cards in a deal's
// hands.
func ExchangeSet(set deck.Set, a, b deck.Card) deck.Set {
	switch {
	case set.Has(a) && !set.Has(b):
		return set.Without(a).With(b)
	case set.Has(b) && !set.Has(a):
		return set.Without(b).With(a)
	}
	return set
}
