package koenigrufen_test

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/tarockfamily/sdk/koenigrufen"
	"github.com/tarockfamily/sdk/tarock"
)

// TestMatch plays a match of random deals: the dealer passes round the
// four players, forehand is the player after the dealer, each deal's
// deltas reach the players by their seats, and the totals sum to zero
// (doc/koenigrufen.md §2, "Matches").
func TestMatch(t *testing.T) {
	m, err := koenigrufen.NewMatch(koenigrufen.AustrianTarockCup2023, 2)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(5, 6))
	var want [4]int
	for deal := range 40 {
		if m.Dealer != (2+deal)%4 || m.Seat((m.Dealer+1)%4) != tarock.Forehand || m.Seat(m.Dealer) != 3 {
			t.Fatalf("deal %d: dealer %d, seats %d %d", deal, m.Dealer, m.Seat((m.Dealer+1)%4), m.Seat(m.Dealer))
		}
		st, err := m.NewShuffledGame(rng)
		if err != nil {
			t.Fatal(err)
		}
		states := playSome(st, rng, -1)
		o, ok := states[len(states)-1].Result()
		if !ok {
			t.Fatalf("deal %d: no Result", deal)
		}
		players := [4]int{m.Player(0), m.Player(1), m.Player(2), m.Player(3)}
		var pay [4]int
		if m, pay, err = m.Record(o); err != nil {
			t.Fatal(err)
		}
		for seat, p := range players {
			if pay[p] != o.Deltas[seat] {
				t.Fatalf("deal %d: player %d (seat %d) paid %d, deltas %v", deal, p, seat, pay[p], o.Deltas)
			}
			want[p] += o.Deltas[seat]
		}
	}
	sum := 0
	for p, v := range m.Totals {
		sum += v
		if v != want[p] {
			t.Errorf("total of player %d: %d, want %d", p, v, want[p])
		}
	}
	if sum != 0 || m.Deals != 40 {
		t.Errorf("totals %v sum to %d after %d deals", m.Totals, sum, m.Deals)
	}
}

// TestMatchErrors: a deal not over, deltas that do not sum to zero, a bad
// first dealer and invalid rules are refused.
func TestMatchErrors(t *testing.T) {
	if _, err := koenigrufen.NewMatch(koenigrufen.AustrianTarockCup2023, 4); !errors.Is(err, tarock.ErrInvalidRules) {
		t.Errorf("dealer 4: %v", err)
	}
	if _, err := koenigrufen.NewMatch(koenigrufen.Rules{}, 0); !errors.Is(err, tarock.ErrInvalidRules) {
		t.Errorf("zero rules: %v", err)
	}
	m, _ := koenigrufen.NewMatch(koenigrufen.AustrianTarockCup2023, 0)
	if m2, _, err := m.Record(koenigrufen.Result{}); !errors.Is(err, tarock.ErrWrongPhase) || m2 != m {
		t.Errorf("deal not over: %v", err)
	}
	if _, _, err := m.Record(koenigrufen.Result{End: koenigrufen.EndPlayed, Deltas: [tarock.MaxPlayers]int{1, 1, 1, 1}}); !errors.Is(err, tarock.ErrInvalidDeal) {
		t.Errorf("deltas not zero-sum: %v", err)
	}
}
