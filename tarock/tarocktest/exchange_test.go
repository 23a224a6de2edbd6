package tarocktest

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/internal/toy"
)

// toyExchange exchanges a and b in the deal of a toy game that has not
// begun: between the hands and the cards aside.
func toyExchange(s toy.State, a, b deck.Card) (toy.State, error) {
	return toy.NewPosition(toy.Position{Hands: [2]deck.Set{ExchangeSet(s.Playable(0), a, b), ExchangeSet(s.Playable(1), a, b)}})
}

// toyHidden: the opponent's hand and the cards aside, until the last trick
// gives the cards aside to its winner.
func toyHidden(s toy.State, seat tarock.Seat) deck.Set {
	if s.Done() {
		return 0
	}
	sets := s.AppendCardSets(nil)
	return s.Playable(1-seat) | sets[len(sets)-1]
}

func toyExchangeSpec() LeakSpec[toy.State, toy.Move, toy.Observation] {
	spec := toyLeakSpec()
	spec.Exchange, spec.Hidden = toyExchange, toyHidden
	return spec
}

// firstCounts runs leakGame on seeds until it reports a violation, and
// returns the counts.
func firstCounts[S tarock.Observable[S, M, O], M tarock.Move, O any](spec LeakSpec[S, M, O]) (leakCounts, error) {
	var total leakCounts
	for seed := range uint64(200) {
		n, err := leakGame(spec, &rngDraw{rand.New(rand.NewPCG(seed, 9))})
		total.add(n)
		if err != nil {
			return total, err
		}
	}
	return total, nil
}

// The toy game passes the check by exchange, alone and beside the
// determinizer, and the exchanges give other states.
func TestCheckLeaksExchangeToy(t *testing.T) {
	CheckLeaks(t, toyExchangeSpec())
	spec := toyExchangeSpec()
	spec.Determinize = nil
	CheckLeaks(t, spec)
	n, err := firstCounts(spec)
	if err != nil || n.exchanged < n.checked {
		t.Errorf("%d exchanges differed in %d positions: %v", n.exchanged, n.checked, err)
	}
}

// knowing wraps the toy game with an observation that tells whether the
// opponent holds the Sküs: a leak.
type knowing struct{ toy.State }

type knowingView struct {
	toy.Observation
	OpponentSkus bool
}

func (s knowing) Apply(m toy.Move) (knowing, error) {
	n, err := s.State.Apply(m)
	return knowing{n}, err
}

func (s knowing) Observation(seat tarock.Seat) knowingView {
	return knowingView{s.State.Observation(seat), s.State.Playable(1 - seat).Has(deck.Skus)}
}

// knowingSpec is the leak spec of knowing with a determinizer that keeps
// the leaked field: it places the Sküs where the observation says, as a
// determinizer does with every field of the observation it is given.
func knowingSpec() LeakSpec[knowing, toy.Move, knowingView] {
	return LeakSpec[knowing, toy.Move, knowingView]{
		New: func(seed uint64) (knowing, error) {
			s, err := shortToy(seed)
			return knowing{s}, err
		},
		Determinize: func(v knowingView, rng *rand.Rand) (knowing, error) {
			for range 10000 {
				s, err := toy.Determinize(v.Observation, rng)
				if err != nil || (knowing{s}).Observation(v.Seat) == v {
					return knowing{s}, err
				}
			}
			return knowing{}, toy.ErrPosition
		},
		Exchange: func(s knowing, a, b deck.Card) (knowing, error) {
			n, err := toyExchange(s.State, a, b)
			return knowing{n}, err
		},
		Hidden: func(s knowing, seat tarock.Seat) deck.Set { return toyHidden(s.State, seat) },
	}
}

// A leak the determinizer keeps passes the comparison with determinized
// states and is found by exchange, in random games and by CheckExchanges
// in one position.
func TestCheckLeaksExchangeCatches(t *testing.T) {
	spec := knowingSpec()
	exchange := spec.Exchange
	spec.Exchange = nil
	if n, err := firstCounts(spec); err != nil || n.determinized == 0 {
		t.Fatalf("the determinizer that keeps the leak: %d differed, %v", n.determinized, err)
	}
	spec.Exchange = exchange
	if _, err := firstCounts(spec); err == nil || !strings.Contains(err.Error(), "OpponentSkus") || !strings.Contains(err.Error(), "exchanged in the deal") {
		t.Errorf("by exchange: %v", err)
	}

	// The first position of a deal of 10 cards each: seat 0 holds no
	// Sküs, and every exchange of it with a card of the other places that
	// moves it changes what seat 0 is told.
	var seed uint64
	for ; ; seed++ {
		s, _ := shortToy(seed)
		if !s.Playable(0).Has(deck.Skus) && s.Playable(0).Len() == 10 {
			break
		}
	}
	if err := CheckExchanges(spec, seed, nil, 0); err == nil || !strings.Contains(err.Error(), "OpponentSkus") {
		t.Errorf("CheckExchanges: %v", err)
	}
	plain := toyExchangeSpec()
	if err := CheckExchanges(plain, seed, nil, 0); err != nil {
		t.Errorf("CheckExchanges of the toy game: %v", err)
	}
	// Without Exchange, or with an Exchange that refuses every pair, the
	// check has nothing to show.
	plain.Exchange = nil
	if err := CheckExchanges(plain, seed, nil, 0); err == nil {
		t.Error("CheckExchanges without Exchange: no error")
	}
	plain.Exchange = func(toy.State, deck.Card, deck.Card) (toy.State, error) { return toy.State{}, toy.ErrPosition }
	if err := CheckExchanges(plain, seed, nil, 0); err == nil || !strings.Contains(err.Error(), "showed nothing") {
		t.Errorf("CheckExchanges with every exchange refused: %v", err)
	}
}
