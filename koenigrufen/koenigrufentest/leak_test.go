package koenigrufentest_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/koenigrufen"
	"github.com/tarockfamily/sdk/koenigrufen/koenigrufentest"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/tarocktest"
)

// The check by exchange alone, which does not rely on the determinizer,
// on deals of every preset in turn.
func TestLeaksByExchange(t *testing.T) {
	presets := koenigrufen.Presets()
	spec := koenigrufentest.LeakSpec(presets[0].Rules)
	spec.Determinize = nil
	spec.New = func(seed uint64) (koenigrufen.State, error) {
		return koenigrufentest.NewGame(presets[seed%uint64(len(presets))].Rules, seed)
	}
	tarocktest.CheckLeaks(t, spec)
}

// calledShown is Königrufen with a planted leak, the fault the check by
// exchange was made to find: every seat that knows the partnership sees
// the called king, also the suit of a "fourth king" call made public only
// by King Ultimo or a Re (doc/koenigrufen.md §6.1 rule 4 forbids it).
type calledShown struct{ koenigrufen.State }

func (s calledShown) Apply(m koenigrufen.Move) (calledShown, error) {
	n, err := s.State.Apply(m)
	return calledShown{n}, err
}

func (s calledShown) Observation(seat tarock.Seat) koenigrufen.Observation {
	o := s.State.Observation(seat)
	if o.PartnerKnown {
		o.Called = s.Called()
	}
	return o
}

// fourthKingDeal is a deal of the default rules in which forehand calls
// the fourth king and his partner announces King Ultimo: seat 1 holds no
// king, so only the exchange of kings between the other hands can tell
// the suit.
func fourthKingDeal(seed uint64) (koenigrufen.State, error) {
	return koenigrufen.NewGame(koenigrufen.AustrianTarockCup2023, koenigrufen.Shuffled(rand.NewPCG(seed, 1)))
}

var fourthKingMoves = []string{"vorhand", "pass", "pass", "pass", "bid Rufer", "call fourth", "take B",
	"discard 4H 7S QS", "lie KingsTrull", "say Quapil", "say kontra game", "say KingUltimo"}

// The check by exchange finds the planted leak in the position of
// fourthKingMoves, where the determinizer, which keeps the field it is
// given, could not, and finds nothing in the game itself.
func TestCheckExchangesFindsCalledShown(t *testing.T) {
	var moves []koenigrufen.Move
	for _, text := range fourthKingMoves {
		m, err := koenigrufen.ParseMove(text)
		if err != nil {
			t.Fatal(err)
		}
		moves = append(moves, m)
	}
	spec := koenigrufentest.LeakSpec(koenigrufen.AustrianTarockCup2023)
	spec.New = fourthKingDeal
	if err := tarocktest.CheckExchanges(spec, 7, moves, 1); err != nil {
		t.Errorf("the game: %v", err)
	}
	planted := tarocktest.LeakSpec[calledShown, koenigrufen.Move, koenigrufen.Observation]{
		New: func(seed uint64) (calledShown, error) {
			s, err := fourthKingDeal(seed)
			return calledShown{s}, err
		},
		Exchange: func(s calledShown, a, b deck.Card) (calledShown, error) {
			n, err := spec.Exchange(s.State, a, b)
			return calledShown{n}, err
		},
		Hidden: func(s calledShown, seat tarock.Seat) deck.Set { return spec.Hidden(s.State, seat) },
	}
	err := tarocktest.CheckExchanges(planted, 7, moves, 1)
	if err == nil || !strings.Contains(err.Error(), "Called") {
		t.Errorf("the planted leak: %v", err)
	}
}

// threeKings returns the deal of seed in which forehand holds three kings
// (exchanged in from the other places) and not the fourth.
func threeKings(seed uint64) koenigrufen.Deal {
	d := koenigrufen.Shuffled(rand.NewPCG(seed, 3))
	missing := deck.Kings.AppendCards(nil)[seed%4]
	for k := range deck.Kings.Without(missing).All() {
		if d.Hands[0].Has(k) {
			continue
		}
		give, _ := d.Hands[0].Minus(deck.Kings).First()
		for p := range d.Hands {
			d.Hands[p] = tarocktest.ExchangeSet(d.Hands[p], k, give)
		}
		for i, c := range d.Talon {
			d.Talon[i] = tarocktest.ExchangeCard(c, k, give)
		}
	}
	if d.Hands[0].Has(missing) {
		give, _ := (deck.FullPack &^ d.Hands[0] &^ deck.Kings).First()
		for p := range d.Hands {
			d.Hands[p] = tarocktest.ExchangeSet(d.Hands[p], missing, give)
		}
		for i, c := range d.Talon {
			d.Talon[i] = tarocktest.ExchangeCard(c, missing, give)
		}
	}
	return d
}

// The check by exchange on deals that start with a call of the fourth
// king (doc/koenigrufen.md §6.1 rule 4), whose suit only the exchange of
// kings between the other hands can show to a defender.
func TestLeaksByExchangeFourthKing(t *testing.T) {
	spec := koenigrufentest.LeakSpec(koenigrufen.AustrianTarockCup2023)
	spec.New = func(seed uint64) (koenigrufen.State, error) {
		s, err := koenigrufen.NewGame(koenigrufen.AustrianTarockCup2023, threeKings(seed))
		for _, text := range []string{"vorhand", "pass", "pass", "pass", "bid Rufer", "call fourth"} {
			var m koenigrufen.Move
			if err == nil {
				m, err = koenigrufen.ParseMove(text)
			}
			if err == nil {
				s, err = s.Apply(m)
			}
		}
		return s, err
	}
	tarocktest.CheckLeaks(t, spec)
}
