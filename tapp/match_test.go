package tapp_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"

	"pgregory.net/rapid"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/internal/gametest"
	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tarock"
)

type matchPay = [tapp.MaxMatchPlayers]int

// matchNoTarockDeal returns a deal in which forehand holds no tarock: the
// first sixteen suit cards; middlehand holds tarocks I–XVI.
func matchNoTarockDeal(t testing.TB) tapp.Deal {
	t.Helper()
	var hands [3]deck.Set
	var talon deck.Set
	for c := range deck.FullPack.All() {
		switch {
		case !c.IsTarock() && hands[0].Len() < 16:
			hands[0] = hands[0].With(c)
		case c.IsTarock() && hands[1].Len() < 16:
			hands[1] = hands[1].With(c)
		case hands[2].Len() < 16:
			hands[2] = hands[2].With(c)
		default:
			talon = talon.With(c)
		}
	}
	var lower, upper deck.Set
	for c := range talon.All() {
		if lower.Len() < 3 {
			lower = lower.With(c)
		} else {
			upper = upper.With(c)
		}
	}
	d, err := tapp.NewDeal(hands, lower, upper)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func matchRules(f func(*tapp.Rules)) tapp.Rules {
	r := tapp.MayrSedlaczek2001
	f(&r)
	return r
}

// TestMatchDeals plays real deals of every kind and records them: who deals
// next, what is paid and what is counted (doc/tapp.md §2, §3, §5.2.1,
// §5.3, §13.1).
func TestMatchDeals(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	ordinary := tapp.Shuffled(rng)
	allPass := func(a tapp.AllPass) tapp.Rules { return matchRules(func(r *tapp.Rules) { r.AllPass = a }) }
	cases := []struct {
		name       string
		rules      tapp.Rules
		deal       tapp.Deal
		moves      []string
		end        tapp.End
		sameDealer bool
	}{
		{"doc/tapp.md §2 a contract played: the old forehand deals next", tapp.MayrSedlaczek2001, ordinary, []string{"bid Dreier", "pass", "pass"}, tapp.EndPlayed, false},
		{"doc/tapp.md §5.3 AllPassRedeal: thrown in, the next dealer deals", allPass(tapp.AllPassRedeal), ordinary, []string{"pass", "pass", "pass"}, tapp.EndAllPass, false},
		{"doc/tapp.md §5.3 AllPassRauben: thrown in, the next dealer deals", allPass(tapp.AllPassRauben), ordinary, []string{"pass", "pass", "pass"}, tapp.EndRauben, false},
		{"doc/tapp.md §5.3 AllPassTrischaken: played and scored, the deal passes on", allPass(tapp.AllPassTrischaken), ordinary, []string{"pass", "pass", "pass"}, tapp.EndTrischaken, false},
		{"doc/tapp.md §3 RedealNoTarock: the same dealer deals again", matchRules(func(r *tapp.Rules) { r.RedealNoTarock = true }), matchNoTarockDeal(t), nil, tapp.EndNoTarock, true},
		{"doc/tapp.md §3 without RedealNoTarock the hand is played", tapp.MayrSedlaczek2001, matchNoTarockDeal(t), []string{"pass", "bid Dreier", "pass"}, tapp.EndPlayed, false},
		{"doc/tapp.md §5.2.1 a Tapper that stood is scored, the deal passes on", tapp.Tapp1821, ordinary, []string{"bid Tapper", "pass", "pass"}, tapp.EndTapper, false},
	}
	for _, c := range cases {
		for dealer := range 3 {
			m, err := tapp.NewMatch(c.rules, dealer)
			if err != nil {
				t.Fatal(err)
			}
			st, err := m.NewGame(c.deal)
			if err != nil {
				t.Fatal(err)
			}
			res, _ := gametest.PlayOut(t, gametest.Apply(t, st, tapp.ParseMove, c.moves...), rng).Result()
			if res.End != c.end {
				t.Fatalf("%s: the deal ended %v", c.name, res.End)
			}
			next, pay, err := m.Record(res)
			if err != nil {
				t.Fatalf("%s: %v", c.name, err)
			}
			wantDealer := (dealer + 1) % 3
			if c.sameDealer {
				wantDealer = dealer
			}
			var want matchPay
			for seat := range tarock.Seat(3) {
				want[m.Player(seat)] = res.Deltas[seat]
			}
			if next.Dealer != wantDealer || next.Deals != 1 || (next.Played == 1) != res.Played() || pay != want || next.Totals != pay {
				t.Errorf("%s, dealer %d: %+v, pay %v for deltas %v", c.name, dealer, next.Score, pay, res.Deltas)
			}
			if scored := pay != (matchPay{}); scored != (c.end == tapp.EndPlayed || c.end == tapp.EndTrischaken || c.end == tapp.EndTapper) {
				t.Errorf("%s: pay %v", c.name, pay)
			}
		}
	}
}

// TestMatchSeats checks the seats (doc/tapp.md §2): the dealer is seat 2
// and the player after him forehand; with a fourth person at the table
// (doc/tapp.md §13.1) the dealer takes no cards and is seat 3 of the deltas.
func TestMatchSeats(t *testing.T) {
	for _, c := range []struct {
		fourth  tapp.FourthPlayer
		players int
	}{{tapp.FourthNone, 3}, {tapp.FourthSitsOut, 4}, {tapp.FourthKing1821, 4}} {
		rules := matchRules(func(r *tapp.Rules) { r.FourthPlayer = c.fourth })
		for dealer := range c.players {
			m, err := tapp.NewMatch(rules, dealer)
			if err != nil {
				t.Fatal(err)
			}
			if m.Players != c.players || m.Seat(dealer) != tarock.Seat(c.players-1) || m.Player(tarock.Forehand) != (dealer+1)%c.players {
				t.Errorf("%v, dealer %d: %d players, dealer in %v, forehand %d", c.fourth, dealer, m.Players, m.Seat(dealer), m.Player(tarock.Forehand))
			}
		}
		if _, err := tapp.NewMatch(rules, c.players); !errors.Is(err, tarock.ErrInvalidRules) {
			t.Errorf("%v: first dealer %d: %v", c.fourth, c.players, err)
		}
	}
}

// TestMatchFourth plays a deal with the 1821 König (doc/tapp.md §13.1): he
// is the dealer, takes no cards and is paid with the defenders.
func TestMatchFourth(t *testing.T) {
	rules := tapp.Tapp1821
	rules.FourthPlayer = tapp.FourthKing1821
	m, err := tapp.NewMatch(rules, 1)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(7, 8))
	st, _ := m.NewShuffledGame(rng)
	res, _ := gametest.PlayOut(t, gametest.Apply(t, st, tapp.ParseMove, "bid Dreier", "pass", "pass"), rng).Result()
	m, pay, err := m.Record(res)
	if err != nil || res.Fourth == 0 || pay[1] != res.Fourth || pay[2] != res.Deltas[0] || m.Dealer != 2 {
		t.Errorf("König: deltas %v, pay %v, dealer %d, %v", res.Deltas, pay, m.Dealer, err)
	}
	// Three players: a deal that pays a fourth is not one of theirs.
	three, _ := tapp.NewMatch(tapp.Tapp1821, 0)
	if _, _, err := three.Record(res); !errors.Is(err, tarock.ErrInvalidDeal) {
		t.Errorf("a König's deal in a match of three: %v", err)
	}
}

// TestMatchErrors checks the refusals: unfinished deals, bad rules, a
// match not made by NewMatch; and that Misdeal changes nothing but is
// refused on a bad match.
func TestMatchErrors(t *testing.T) {
	m, _ := tapp.NewMatch(tapp.MayrSedlaczek2001, 0)
	if next, _, err := m.Record(tapp.Result{}); !errors.Is(err, tarock.ErrWrongPhase) || next != m {
		t.Errorf("unfinished deal: %v", err)
	}
	if _, _, err := m.Record(tapp.Result{End: tapp.EndPlayed, Deltas: [tapp.Players]int{1}}); !errors.Is(err, tarock.ErrInvalidDeal) {
		t.Errorf("unbalanced deltas: %v", err)
	}
	bad := tapp.MayrSedlaczek2001
	bad.AllPass = 9
	if _, err := tapp.NewMatch(bad, 0); !errors.Is(err, tarock.ErrInvalidRules) {
		t.Errorf("bad rules: %v", err)
	}
	if next, pay, err := m.Misdeal(); err != nil || next != m || pay != (matchPay{}) {
		t.Errorf("misdeal: %v %v", pay, err)
	}
	m.Dealer = 3
	if _, _, err := m.Misdeal(); !errors.Is(err, tarock.ErrInvalidRules) {
		t.Errorf("bad dealer: %v", err)
	}
	if _, _, err := m.Record(tapp.Result{End: tapp.EndAllPass}); !errors.Is(err, tarock.ErrInvalidRules) {
		t.Errorf("bad dealer: %v", err)
	}
	if _, _, err := (tapp.Match{}).Record(tapp.Result{End: tapp.EndAllPass}); !errors.Is(err, tarock.ErrInvalidRules) {
		t.Errorf("zero match: %v", err)
	}
}

// TestMatchZeroSum is the property of a Tapp match: over random matches of
// random deals, under every preset and every all-pass, no-tarock and
// fourth-player option, the totals sum to zero and equal the sum of the
// game points of the deals, each deal pays the player in each seat that
// seat's deltas, and the dealer passes to the old forehand except after a
// hand without tarock (doc/tapp.md §2, §3, §5.3, §10.2).
func TestMatchZeroSum(t *testing.T) {
	presets := tapp.Presets()
	rapid.Check(t, func(t *rapid.T) {
		rules := rapid.SampledFrom(presets).Draw(t, "preset").Rules
		rules.RedealNoTarock = rapid.Bool().Draw(t, "redeal no tarock")
		players := 2
		if !rules.Dummy1829 {
			// The game for two has neither Trischaken nor a fourth player
			// (doc/tapp.md §11.2).
			rules.AllPass = tapp.AllPass(rapid.IntRange(0, 2).Draw(t, "all pass"))
			rules.FourthPlayer = tapp.FourthPlayer(rapid.IntRange(0, 2).Draw(t, "fourth"))
			players = 3
		}
		m, err := tapp.NewMatch(rules, rapid.IntRange(0, players-1).Draw(t, "first dealer"))
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 0))
		var sum matchPay
		for i := range rapid.IntRange(1, 8).Draw(t, "deals") {
			st, err := m.NewShuffledGame(rng)
			if err != nil {
				t.Fatal(err)
			}
			res, _ := gametest.PlayOut(t, st, rng).Result()
			next, pay, err := m.Record(res)
			if err != nil {
				t.Fatalf("deal %d: %v", i, err)
			}
			seatPay := [tapp.MaxMatchPlayers]int{res.Deltas[0], res.Deltas[1], res.Deltas[2], res.Fourth}
			for seat := range tarock.Seat(m.Players) {
				if p := m.Player(seat); pay[p] != seatPay[seat] {
					t.Fatalf("deal %d: player %d in seat %d paid %d for deltas %v and fourth %d", i, p, seat, pay[p], res.Deltas, res.Fourth)
				}
			}
			want := (m.Dealer + 1) % m.Players
			if res.End == tapp.EndNoTarock {
				want = m.Dealer
			}
			if next.Dealer != want || next.DoubledLeft != 0 {
				t.Fatalf("deal %d: %v, dealer %d → %d", i, res.End, m.Dealer, next.Dealer)
			}
			for p := range sum {
				sum[p] += pay[p]
			}
			m = next
		}
		total := 0
		for _, v := range m.Totals {
			total += v
		}
		if m.Totals != sum || total != 0 {
			t.Fatalf("totals %v, sum of the deals %v", m.Totals, sum)
		}
	})
}

// A Tapp match: the deal passes to the old forehand after every deal, and
// each player's game points add up to running totals that sum to zero.
func ExampleMatch() {
	m, _ := tapp.NewMatch(tapp.MayrSedlaczek2001, 0)
	rng := rand.New(rand.NewPCG(3, 4))
	var buf []tapp.Move
	for range 4 {
		st, _ := m.NewShuffledGame(rng)
		for !st.Done() {
			buf = st.AppendLegalMoves(buf[:0])
			st, _ = st.Apply(buf[rng.IntN(len(buf))])
		}
		res, _ := st.Result()
		dealer := m.Dealer
		var pay [tarock.MaxPlayers]int
		m, pay, _ = m.Record(res)
		fmt.Printf("dealer %d: %v; pay %v; totals %v\n", dealer, res.End, pay[:3], m.Totals[:3])
	}
	fmt.Println("deals", m.Deals, "played", m.Played, "next dealer", m.Dealer)
	// Output:
	// dealer 0: played; pay [24 24 -48]; totals [24 24 -48]
	// dealer 1: played; pay [-7 14 -7]; totals [17 38 -55]
	// dealer 2: played; pay [17 -34 17]; totals [34 4 -38]
	// dealer 0: played; pay [33 -66 33]; totals [67 -62 -5]
	// deals 4 played 4 next dealer 1
}
