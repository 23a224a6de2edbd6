package tapp_test

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/scoring"
	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tarock"
	"pgregory.net/rapid"
)

// The 42-card game of 1821 (doc/tapp.md §11.1) under the preset
// Tapp1821Pack42.

// TestPack42Ladder: the bids climb Tapper < Dreier < Zweier < Einer < Solo,
// Unterer and Oberer are refused, and a Solo ends the auction at once
// (doc/tapp.md §11.1.3).
func TestPack42Ladder(t *testing.T) {
	r := tapp.Tapp1821Pack42
	st, err := tapp.NewGame(r, tapp.ShuffledPack(rand.NewPCG(1, 2), r.CardsInPlay()))
	if err != nil {
		t.Fatal(err)
	}
	bids := func(st tapp.State) []tapp.Contract {
		var out []tapp.Contract
		for _, m := range st.AppendLegalMoves(nil) {
			if m.Kind() == tapp.MoveBid {
				out = append(out, m.Contract())
			}
		}
		return out
	}
	steps := []struct {
		move string
		want []tapp.Contract // the bids legal for the next seat
	}{
		{"", []tapp.Contract{tapp.Tapper, tapp.Dreier, tapp.Solo}},
		{"bid Dreier", []tapp.Contract{tapp.Zweier, tapp.Solo}},
		{"bid Zweier", []tapp.Contract{tapp.Einer, tapp.Solo}},
		{"bid Einer", []tapp.Contract{tapp.Solo}},
	}
	for _, s := range steps {
		if s.move != "" {
			m, err := tapp.ParseMove(s.move)
			if err != nil {
				t.Fatal(err)
			}
			if st, err = st.Apply(m); err != nil {
				t.Fatalf("%s: %v", s.move, err)
			}
		}
		if got := bids(st); !equalContracts(got, s.want) {
			t.Errorf("after %q: bids %v, want %v", s.move, got, s.want)
		}
	}
	if _, err := st.Apply(tapp.Bid(tapp.Oberer)); !errors.Is(err, tarock.ErrNotAllowed) {
		t.Errorf("bid Oberer: %v, want ErrNotAllowed", err)
	}
	// A Solo ends the auction at once, even against forehand's Dreier.
	st2, err := tapp.NewGame(r, tapp.ShuffledPack(rand.NewPCG(1, 2), r.CardsInPlay()))
	if err != nil {
		t.Fatal(err)
	}
	st2, _ = st2.Apply(tapp.Bid(tapp.Dreier))
	st2, err = st2.Apply(tapp.Bid(tapp.Solo))
	if err != nil || st2.Phase() != tapp.PhaseAnnounce || st2.Declarer() != 1 || st2.Contract() != tapp.Solo {
		t.Errorf("Solo after Dreier: %v, phase %v, declarer %v, contract %v; want the Solo of seat 1 at once",
			err, st2.Phase(), st2.Declarer(), st2.Contract())
	}
}

func equalContracts(a, b []tapp.Contract) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestPack42Talon: Dreier, Zweier and Einer buy the top three, two and one
// talon cards unseen by "take upper" and lay away as many (doc/tapp.md
// §11.1.4); the defenders see none of them.
func TestPack42Talon(t *testing.T) {
	r := tapp.Tapp1821Pack42
	for _, c := range []struct {
		contract tapp.Contract
		bids     []tapp.Move
		n        int
	}{
		{tapp.Dreier, []tapp.Move{tapp.Bid(tapp.Dreier), tapp.Pass(), tapp.Pass()}, 3},
		{tapp.Zweier, []tapp.Move{tapp.Bid(tapp.Dreier), tapp.Bid(tapp.Zweier), tapp.Pass(), tapp.Pass()}, 2},
		{tapp.Einer, []tapp.Move{tapp.Bid(tapp.Dreier), tapp.Bid(tapp.Zweier), tapp.Bid(tapp.Einer), tapp.Pass(), tapp.Pass()}, 1},
	} {
		st, err := tapp.NewGame(r, tapp.ShuffledPack(rand.NewPCG(7, 8), r.CardsInPlay()))
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range c.bids {
			if st, err = st.Apply(m); err != nil {
				t.Fatalf("%v: %v: %v", c.contract, m, err)
			}
		}
		if st.Contract() != c.contract || st.Phase() != tapp.PhaseTalon {
			t.Fatalf("%v: contract %v, phase %v", c.contract, st.Contract(), st.Phase())
		}
		if legal := st.AppendLegalMoves(nil); len(legal) != 1 || legal[0] != tapp.Take(tapp.Upper) {
			t.Fatalf("%v: talon moves %v, want only take upper", c.contract, legal)
		}
		st, _ = st.Apply(tapp.Take(tapp.Upper))
		tal := st.Talon()
		want := deck.SetOf(tal[6-c.n:]...)
		if st.TalonTaken() != want {
			t.Errorf("%v: took %v, want the top %d cards %v", c.contract, st.TalonTaken(), c.n, want)
		}
		for _, m := range st.AppendLegalMoves(nil) {
			if m.Kind() != tapp.MoveDiscard || m.Cards().Len() != c.n {
				t.Errorf("%v: discard move %v, want %d cards", c.contract, m, c.n)
			}
		}
		for seat := range tarock.Seat(3) {
			if seat == st.Declarer() {
				continue
			}
			for _, tc := range st.Observation(seat).Talon {
				if tc != tapp.Hidden {
					t.Errorf("%v: %v sees talon card %v", c.contract, seat, tc)
				}
			}
		}
	}
}

// TestPack42Scoring: every played deal of the preset settles its game
// on the rounded count (doc/tapp.md §11.1.6, §11.1.7): won at 34 or more
// with the consolation + the multiplier × (R − 33), a draw at 33 costs
// the consolation, lost with the consolation + the multiplier × (33 − R);
// the two piles make 198 thirds and the deltas sum to zero.
func TestPack42Scoring(t *testing.T) {
	table := map[tapp.Contract][2]int{
		tapp.Dreier: {30, 2}, tapp.Zweier: {50, 3}, tapp.Einer: {100, 4}, tapp.Solo: {150, 6},
	}
	seen := map[string]bool{}
	rapid.Check(t, func(rt *rapid.T) {
		r := tapp.Tapp1821Pack42
		rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(rt, "seed"), 42))
		st, err := tapp.NewGame(r, tapp.ShuffledPack(rng, r.CardsInPlay()))
		if err != nil {
			rt.Fatal(err)
		}
		for !st.Done() {
			legal := st.AppendLegalMoves(nil)
			m := legal[rng.IntN(len(legal))]
			if st, err = st.Apply(m); err != nil {
				rt.Fatal(err)
			}
		}
		res, _ := st.Result()
		sum := 0
		for _, d := range res.Deltas {
			sum += d
		}
		if sum != 0 {
			rt.Fatalf("deltas %v do not sum to zero", res.Deltas)
		}
		if res.End != tapp.EndPlayed {
			return
		}
		if res.DeclarerPoints+res.DefenderPoints != 198 {
			rt.Fatalf("piles %d + %d thirds, want 198", res.DeclarerPoints, res.DefenderPoints)
		}
		R := (int(res.DeclarerPoints) + 1) / 3
		if R != res.DeclarerPoints.Whole() {
			rt.Fatalf("%d thirds: Whole %d, want (t+1)/3 = %d", res.DeclarerPoints, res.DeclarerPoints.Whole(), R)
		}
		game := res.Items[0]
		if game.Kind != tapp.ItemGame {
			return // a Volat
		}
		e := table[res.Contract]
		want, won := e[0]+e[1]*(R-33), R >= 34
		if !won {
			want = e[0] + e[1]*(33-R)
		}
		if game.Value != want || game.Won != won || res.GameWon != won {
			rt.Fatalf("%v with %d thirds (R = %d): game %d won %v, want %d won %v", res.Contract, res.DeclarerPoints, R, game.Value, game.Won, want, won)
		}
		seen[res.Contract.String()+map[bool]string{true: " won", false: " lost"}[won]] = true
	})
	t.Logf("seen: %v", seen)
}

// TestPack42Rounding: the result on the rounded count of doc/tapp.md
// §11.1.6 at its edges: 97 thirds (32⅓) loses by one, 98 (32⅔) to 100
// (33⅓) are a draw, 101 (33⅔) wins by one; an Einer's 112 thirds (37⅓)
// win 100 + 4·4 = 116.
func TestPack42Rounding(t *testing.T) {
	thr := tapp.Tapp1821Pack42.Threshold
	for _, c := range []struct {
		t      scoring.Points
		r      int
		won    bool
		margin int
	}{
		{97, 32, false, 1}, {98, 33, false, 0}, {99, 33, false, 0}, {100, 33, false, 0},
		{101, 34, true, 1}, {102, 34, true, 1}, {112, 37, true, 4}, {110, 37, true, 4},
	} {
		if got := c.t.Whole(); got != c.r {
			t.Errorf("%d thirds round to %d, want %d", c.t, got, c.r)
		}
		if won := c.t >= thr; won != c.won {
			t.Errorf("%d thirds: won %v, want %v (Threshold %d)", c.t, won, c.won, thr)
		}
		if m := max(c.r-33, 33-c.r); m != c.margin {
			t.Errorf("%d thirds: margin %d, want %d", c.t, m, c.margin)
		}
	}
	if 100+4*(scoring.Points(112).Whole()-33) != 116 {
		t.Error("the Einer of 37⅓ should win 116")
	}
}

// TestPack42Validate: the 42-card ladder needs its pack, talon mode and
// table, and its Threshold is the majority of 198 thirds (doc/tapp.md
// §11.1.6, §11.1.8).
func TestPack42Validate(t *testing.T) {
	if err := tapp.Tapp1821Pack42.Validate(); err != nil {
		t.Fatal(err)
	}
	if tapp.Tapp1821Pack42.Threshold != 101 || tapp.Tapp1821Pack42.HandSize() != 12 {
		t.Errorf("Threshold %d, hand size %d; want 101 and 12", tapp.Tapp1821Pack42.Threshold, tapp.Tapp1821Pack42.HandSize())
	}
	for _, c := range []struct {
		name   string
		change func(*tapp.Rules)
		want   string
	}{
		{"54 cards", func(r *tapp.Rules) { r.Pack, r.DealPackets, r.Threshold = 0, tapp.Packets1821, scoring.Majority }, "needs Rules.Pack = Pack42"},
		{"talon", func(r *tapp.Rules) { r.TalonMode = tapp.TalonFreeChoice }, "TalonTop3Unexposed"},
		{"table", func(r *tapp.Rules) { r.Consolation = tapp.ConsolationStake1821 }, "ConsolationTable42"},
		{"threshold 102", func(r *tapp.Rules) { r.Threshold = 102 }, "Ladder1821Pack42 wins with 101 thirds"},
		{"threshold 107", func(r *tapp.Rules) { r.Ladder = tapp.Ladder1821; r.Threshold = 107 }, "not about half"},
		{"table modern", func(r *tapp.Rules) { *r = tapp.MayrSedlaczek2001; r.Consolation = tapp.ConsolationTable42 }, "needs Rules.Scoring = Scoring1821"},
	} {
		r := tapp.Tapp1821Pack42
		c.change(&r)
		err := r.Validate()
		if !errors.Is(err, tarock.ErrInvalidRules) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
	}
}
