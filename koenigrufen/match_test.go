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
	var want [koenigrufen.MaxMatchPlayers]int
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
		var pay [koenigrufen.MaxMatchPlayers]int
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
// first dealer and invalid rules are refused; a misdeal changes nothing
// (doc/koenigrufen.md §3 rule 4: the same dealer deals again, nobody pays)
// but is refused on a match not in progress.
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
	m, _ = koenigrufen.NewMatch(koenigrufen.AustrianTarockCup2023, 2)
	if next, pay, err := m.Misdeal(); err != nil || next != m || pay != [koenigrufen.MaxMatchPlayers]int{} || next.Dealer != 2 || next.Deals != 0 {
		t.Errorf("misdeal: %+v %v %v", next, pay, err)
	}
	m.Dealer = 4
	if next, _, err := m.Misdeal(); !errors.Is(err, tarock.ErrInvalidRules) || next != m {
		t.Errorf("dealer 4 of four: %v", err)
	}
	if _, _, err := (koenigrufen.Match{}).Misdeal(); !errors.Is(err, tarock.ErrInvalidRules) {
		t.Errorf("zero match: %v", err)
	}
}

// TestFivePlayerTable: at a table of five the dealer sits each deal out,
// pays nothing, and the deal passes round the five players
// (doc/koenigrufen.md §2, §13.1 FivePlayerTable).
func TestFivePlayerTable(t *testing.T) {
	r := koenigrufen.AustrianTarockCup2023
	r.FivePlayerTable = koenigrufen.FivePlayerDealerSitsOut
	m, err := koenigrufen.NewMatch(r, 4)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(7, 8))
	for deal := range 10 {
		dealer := (4 + deal) % 5
		if m.Players != 5 || m.Dealer != dealer || m.Seat(dealer) != 4 || m.Player(tarock.Forehand) != (dealer+1)%5 {
			t.Fatalf("deal %d: %d players, dealer %d (seat %d), forehand player %d", deal, m.Players, m.Dealer, m.Seat(dealer), m.Player(tarock.Forehand))
		}
		st, err := m.NewShuffledGame(rng)
		if err != nil {
			t.Fatal(err)
		}
		states := playSome(st, rng, -1)
		res, _ := states[len(states)-1].Result()
		var pay [koenigrufen.MaxMatchPlayers]int
		if m, pay, err = m.Record(res); err != nil {
			t.Fatal(err)
		}
		if pay[dealer] != 0 {
			t.Errorf("deal %d: the dealer, who sat out, got %d", deal, pay[dealer])
		}
		for seat := range tarock.Seat(4) {
			if p := (dealer + 1 + int(seat)) % 5; pay[p] != res.Deltas[seat] {
				t.Errorf("deal %d: player %d (seat %d) got %d, want %d", deal, p, seat, pay[p], res.Deltas[seat])
			}
		}
	}
	if _, err := koenigrufen.NewMatch(koenigrufen.AustrianTarockCup2023, 4); !errors.Is(err, tarock.ErrInvalidRules) {
		t.Errorf("dealer 4 of four players: %v", err)
	}
}
