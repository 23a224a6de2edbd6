package strohmandel_test

import (
	"errors"
	"math/rand/v2"
	"testing"

	"pgregory.net/rapid"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/internal/gametest"
	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/tarock"
)

// TestMatch checks the match: alternating dealer, throw-ins and doubling
// after a draw (doc/strohmandel.md §2, §3.4, §4.2, §8.2).
func TestMatch(t *testing.T) {
	m, err := strohmandel.NewMatch(strohmandel.MayrSedlaczek2007, 0)
	if err != nil {
		t.Fatal(err)
	}
	if m.Seat(0) != strohmandel.Dealer || m.Player(tarock.Forehand) != 1 {
		t.Fatal("seats")
	}
	won := func(delta0 int, next int) strohmandel.Result {
		return strohmandel.Result{Contract: strohmandel.TakenUpGame, Deltas: [2]int{delta0, -delta0}, DoubleNext: next}
	}
	drawn := strohmandel.Result{Contract: strohmandel.SimpleGame, Drawn: true, Winner: tarock.NoSeat, DoubleNext: 2}
	steps := []struct {
		r         strohmandel.Result
		pay0      int
		dealer    int
		doubled   int
		totalPay0 int
	}{
		{won(3, 0), -3, 1, 0, -3}, // player 0 dealt (seat 1): seat 0 = player 1 won 3
		{drawn, 0, 0, 2, -3},      // a drawn simple game: the next two played deals double
		{strohmandel.Result{Contract: strohmandel.ThrownIn, SameDealer: true}, 0, 0, 2, -3}, // thrown in: same dealer, no effect
		{won(2, 0), -4, 1, 1, -7},                                        // doubled: player 1 (seat 0) wins 2×2
		{won(-2, 2), -4, 0, 2, -11},                                      // doubled, and a new trigger: never ×4, extends to 2
		{won(1, 0), -2, 1, 1, -13},                                       // doubled
		{strohmandel.Result{Contract: strohmandel.Redeal}, 0, 0, 1, -13}, // both passed, redeal by the old forehand
		{won(1, 0), -2, 1, 0, -15},                                       // the last doubled deal
		{won(1, 0), 1, 0, 0, -14},                                        // normal again
	}
	for i, s := range steps {
		var pay [2]int
		m, pay, err = m.Record(s.r)
		if err != nil {
			t.Fatal(err)
		}
		if pay[0] != s.pay0 || pay[0]+pay[1] != 0 || m.Dealer != s.dealer || m.DoubledLeft != s.doubled || m.Totals[0] != s.totalPay0 {
			t.Fatalf("step %d: pay %v dealer %d doubled %d totals %v; want %d %d %d %d", i, pay, m.Dealer, m.DoubledLeft, m.Totals, s.pay0, s.dealer, s.doubled, s.totalPay0)
		}
	}
	if _, _, err := m.Record(strohmandel.Result{}); !errors.Is(err, tarock.ErrWrongPhase) {
		t.Errorf("unfinished deal recorded: %v", err)
	}
	// A misdeal costs the dealer 1, 2 in a doubled deal (doc/strohmandel.md §3.5).
	m.DoubledLeft = 1
	m2, pay, err := m.Misdeal()
	if err != nil || pay[m.Dealer] != -2 || m2.Dealer != m.Dealer || m2.DoubledLeft != 1 {
		t.Errorf("misdeal %v %v", pay, err)
	}
	m.Dealer = 7
	if _, _, err := m.Misdeal(); !errors.Is(err, tarock.ErrInvalidRules) {
		t.Errorf("bad dealer: %v", err)
	}
	if _, _, err := m.Record(won(1, 0)); !errors.Is(err, tarock.ErrInvalidRules) {
		t.Errorf("bad dealer: %v", err)
	}
}

// matchNoTarockDeal returns a deal in which forehand holds no tarock in
// hand: the first fifteen suit cards; the dealer holds tarocks I–XV.
func matchNoTarockDeal(t testing.TB) strohmandel.Deal {
	t.Helper()
	var d strohmandel.Deal
	var rest []deck.Card
	for c := range deck.FullPack.All() {
		switch {
		case !c.IsTarock() && d.Hands[0].Len() < 15:
			d.Hands[0] = d.Hands[0].With(c)
		case c.IsTarock() && d.Hands[1].Len() < 15:
			d.Hands[1] = d.Hands[1].With(c)
		default:
			rest = append(rest, c)
		}
	}
	for i, c := range rest {
		d.Piles[i/12][i/4%3][i%4] = c
	}
	if err := d.Validate(); err != nil {
		t.Fatal(err)
	}
	return d
}

// TestMatchDeals plays the first moves of real deals and records them: who
// deals next after a throw-in (doc/strohmandel.md §3.4) and after both
// passed under each BothPass option (doc/strohmandel.md §4.2), and what is counted.
func TestMatchDeals(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	ordinary := strohmandel.Shuffled(rng)
	with := func(f func(*strohmandel.Rules)) strohmandel.Rules {
		r := strohmandel.MayrSedlaczek2007
		f(&r)
		return r
	}
	cases := []struct {
		name       string
		rules      strohmandel.Rules
		deal       strohmandel.Deal
		moves      []string
		sameDealer bool
		played     bool
	}{
		{"doc/strohmandel.md §3.4 throw-in: the same dealer deals again", strohmandel.MayrSedlaczek2007, matchNoTarockDeal(t), []string{"throwin"}, true, false},
		{"doc/strohmandel.md §4.2 BothPassRedealForehand: the old forehand deals", with(func(r *strohmandel.Rules) { r.BothPass = strohmandel.BothPassRedealForehand }), ordinary, []string{"pass", "pass"}, false, false},
		{"doc/strohmandel.md §4.2 BothPassRedealSameDealer: the same dealer deals again", with(func(r *strohmandel.Rules) { r.BothPass = strohmandel.BothPassRedealSameDealer }), ordinary, []string{"pass", "pass"}, true, false},
		{"doc/strohmandel.md §4.2 BothPassSimpleGame: played, the deal alternates", strohmandel.MayrSedlaczek2007, ordinary, []string{"pass", "pass"}, false, true},
		{"doc/strohmandel.md §4.2 BothPassTrischaken: played, the deal alternates", with(func(r *strohmandel.Rules) { r.BothPass = strohmandel.BothPassTrischaken }), ordinary, []string{"pass", "pass"}, false, true},
	}
	for _, c := range cases {
		for dealer := range strohmandel.Players {
			m, err := strohmandel.NewMatch(c.rules, dealer)
			if err != nil {
				t.Fatal(err)
			}
			st, err := m.NewGame(c.deal)
			if err != nil {
				t.Fatal(err)
			}
			st = gametest.PlayOut(t, gametest.Apply(t, st, strohmandel.ParseMove, c.moves...), rng)
			res, _ := st.Result()
			next, pay, err := m.Record(res)
			if err != nil {
				t.Fatalf("%s: %v", c.name, err)
			}
			wantDealer := 1 - dealer
			if c.sameDealer {
				wantDealer = dealer
			}
			if next.Dealer != wantDealer || next.Deals != 1 || (next.Played == 1) != c.played || next.Totals != pay {
				t.Errorf("%s, dealer %d: %+v after %v", c.name, dealer, next.Score, res.Contract)
			}
			if !c.played && pay != [strohmandel.Players]int{} {
				t.Errorf("%s: a deal not played pays %v", c.name, pay)
			}
		}
	}
}

// TestMatchZeroSum is the property of a Strohmandeln match: over random
// matches of random deals under every preset, with misdeals among them, the
// totals sum to zero and equal the sum of the game points of the deals, each
// played deal pays the player in each seat that seat's deltas, ×2 exactly
// while the match says the deal is doubled (doc/strohmandel.md §8.2), and
// the dealer passes as the result says.
func TestMatchZeroSum(t *testing.T) {
	presets := strohmandel.Presets()
	rapid.Check(t, func(t *rapid.T) {
		rules := rapid.SampledFrom(presets).Draw(t, "preset").Rules
		rules.BothPass = strohmandel.BothPass(rapid.IntRange(0, 3).Draw(t, "both pass"))
		m, err := strohmandel.NewMatch(rules, rapid.IntRange(0, 1).Draw(t, "first dealer"))
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 0))
		var sum [strohmandel.Players]int
		for i := range rapid.IntRange(1, 12).Draw(t, "deals") {
			if rng.IntN(4) == 0 {
				// Draws are rare in random play: take the match up in
				// the middle of a doubled run now and then.
				m.DoubledLeft = rng.IntN(3)
			}
			if rng.IntN(8) == 0 {
				next, pay, err := m.Misdeal()
				if err != nil || next.Dealer != m.Dealer || pay[m.Dealer] >= 0 {
					t.Fatalf("deal %d: misdeal %v %v", i, pay, err)
				}
				m, sum[0], sum[1] = next, sum[0]+pay[0], sum[1]+pay[1]
				continue
			}
			st, err := m.NewShuffledGame(rng)
			if err != nil {
				t.Fatal(err)
			}
			res, _ := gametest.PlayOut(t, st, rng).Result()
			next, pay, err := m.Record(res)
			if err != nil {
				t.Fatalf("deal %d: %v", i, err)
			}
			mult, left := 1, m.DoubledLeft
			if res.Played() && m.Doubled() {
				mult, left = 2, left-1
			}
			if res.Played() {
				left = max(left, res.DoubleNext)
			}
			if next.DoubledLeft != left {
				t.Fatalf("deal %d: %d doubled deals left after %d and %v, want %d", i, next.DoubledLeft, m.DoubledLeft, res.Contract, left)
			}
			for seat := range tarock.Seat(strohmandel.Players) {
				if p := m.Player(seat); pay[p] != mult*res.Deltas[seat] {
					t.Fatalf("deal %d: player %d in seat %d paid %d for deltas %v ×%d", i, p, seat, pay[p], res.Deltas, mult)
				}
			}
			if res.Played() || !res.SameDealer {
				if next.Dealer == m.Dealer {
					t.Fatalf("deal %d: %v, the dealer did not pass", i, res.Contract)
				}
			} else if next.Dealer != m.Dealer {
				t.Fatalf("deal %d: %v, the dealer passed", i, res.Contract)
			}
			m, sum[0], sum[1] = next, sum[0]+pay[0], sum[1]+pay[1]
		}
		if m.Totals != sum || m.Totals[0]+m.Totals[1] != 0 {
			t.Fatalf("totals %v, sum of the deals %v", m.Totals, sum)
		}
	})
}

// TestMatchSeats checks that the dealer is seat 1 (doc/strohmandel.md §2)
// and that Player inverts Seat for both dealers.
func TestMatchSeats(t *testing.T) {
	for dealer := range strohmandel.Players {
		m, _ := strohmandel.NewMatch(strohmandel.MayrSedlaczek2007, dealer)
		if m.Seat(dealer) != strohmandel.Dealer || m.Seat(1-dealer) != tarock.Forehand || m.Player(strohmandel.Dealer) != dealer || m.Player(tarock.Forehand) != 1-dealer {
			t.Errorf("dealer %d: seats %v %v", dealer, m.Seat(0), m.Seat(1))
		}
	}
	if _, err := strohmandel.NewMatch(strohmandel.MayrSedlaczek2007, 2); !errors.Is(err, tarock.ErrInvalidRules) {
		t.Errorf("first dealer 2: %v", err)
	}
	bad := strohmandel.MayrSedlaczek2007
	bad.BothPass = 9
	if _, err := strohmandel.NewMatch(bad, 0); !errors.Is(err, tarock.ErrInvalidRules) {
		t.Errorf("bad rules: %v", err)
	}
	m, _ := strohmandel.NewMatch(strohmandel.MayrSedlaczek2007, 0)
	if _, _, err := m.Record(strohmandel.Result{Contract: strohmandel.TakenUpGame, Deltas: [2]int{1, 0}}); !errors.Is(err, tarock.ErrInvalidDeal) {
		t.Errorf("unbalanced deltas: %v", err)
	}
}
