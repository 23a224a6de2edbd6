package tapp_test

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tapp/tapptest"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/tarocktest"
)

// The 1829 game for two with a dummy stack (doc/tapp.md §11.2).

// TestStrohmandel1829RandomGames runs the random-game checks on the preset
// and with the dummy card hidden (doc/tapp.md §11.2, §13.2).
func TestStrohmandel1829RandomGames(t *testing.T) {
	hidden := tapp.Strohmandel1829
	hidden.DummyCard = tapp.DummyHidden
	for name, r := range map[string]tapp.Rules{"Strohmandel1829": tapp.Strohmandel1829, "Hidden": hidden} {
		t.Run(name, func(t *testing.T) { tarocktest.Check(t, tapptest.Spec(r)) })
	}
}

// playOut plays s to the end with the first legal move each time.
func playOut(t *testing.T, s tapp.State) tapp.State {
	t.Helper()
	for !s.Done() {
		var err error
		if s, err = s.Apply(s.LegalMoves()[0]); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// TestDummyPlay checks the play of doc/tapp.md §11.2: two seats, tricks of
// two cards, the winner taking the dummy's top card in the order dealt,
// 16 tricks that empty both hands and the dummy, piles of three cards.
func TestDummyPlay(t *testing.T) {
	d := tapp.ShuffledFor(rand.New(rand.NewPCG(1, 2)), tapp.Strohmandel1829)
	s, err := tapp.NewGame(tapp.Strohmandel1829, d)
	if err != nil {
		t.Fatal(err)
	}
	if s.Players() != 2 || s.DummyLeft() != 16 {
		t.Fatalf("Players %d, DummyLeft %d, want 2 and 16", s.Players(), s.DummyLeft())
	}
	// Forehand bids a Solo, which ends the auction (doc/tapp.md §11.2, §5.1).
	if s, err = s.Apply(tapp.Bid(tapp.Solo)); err != nil {
		t.Fatal(err)
	}
	if s.Declarer() != tarock.Forehand || s.Contract() != tapp.Solo {
		t.Fatalf("declarer %v, contract %v; want forehand's Solo", s.Declarer(), s.Contract())
	}
	for k := 0; !s.Done(); k++ {
		for s.Phase() != tapp.PhasePlay && !s.Done() {
			s, _ = s.Apply(s.LegalMoves()[0])
		}
		if s.Done() {
			break
		}
		lead := s.ToMove()
		s, _ = s.Apply(s.LegalMoves()[0])
		if s.ToMove() != lead^1 || s.CurrentTrick().Len() != 1 {
			t.Fatalf("trick %d: after the lead %v is to move with %d cards in the trick", k, s.ToMove(), s.CurrentTrick().Len())
		}
		s, _ = s.Apply(s.LegalMoves()[0])
		last := s.LastTrick()
		if last.Len() != 2 || last.Players() != 2 {
			t.Fatalf("trick %d: %v, want two cards of two seats", k, last)
		}
		taken := s.DummyTaken()
		if !taken.Has(d.Dummy[k]) || taken.Len() != k+1 || s.DummyLeft() != 15-k {
			t.Fatalf("trick %d: dummy taken %v, left %d; want the top card %v", k, taken, s.DummyLeft(), d.Dummy[k])
		}
		if w := last.Winner(); !s.Won(w).Has(d.Dummy[k]) {
			t.Fatalf("trick %d: winner %v did not take the dummy card %v", k, w, d.Dummy[k])
		}
	}
	r, _ := s.Result()
	if r.Tricks[0]+r.Tricks[1] != 16 || r.Tricks[2] != 0 {
		t.Fatalf("tricks %v, want 16 between seats 0 and 1", r.Tricks)
	}
	if (s.Won(0)|s.Won(1)).Len() != 48 || s.Won(0).Len()%3 != 0 {
		t.Fatalf("piles of %d and %d cards, want multiples of three summing to 48", s.Won(0).Len(), s.Won(1).Len())
	}
}

// TestDummySettlement checks that every amount is paid once, by or to the
// one opponent (doc/tapp.md §11.2, §11): a Solo won with n card points
// brings 100 + 4·(n − 35), a lost one costs 100 + 4·(35 − n).
func TestDummySettlement(t *testing.T) {
	for seed := range uint64(30) {
		s, err := tapp.NewGame(tapp.Strohmandel1829, tapp.ShuffledFor(rand.New(rand.NewPCG(seed, 9)), tapp.Strohmandel1829))
		if err != nil {
			t.Fatal(err)
		}
		s, _ = s.Apply(tapp.Bid(tapp.Solo))
		s = playOut(t, s)
		r, _ := s.Result()
		if r.Deltas[0]+r.Deltas[1] != 0 || r.Deltas[2] != 0 || r.Fourth != 0 {
			t.Fatalf("seed %d: deltas %v, want seats 0 and 1 only, summing to 0", seed, r.Deltas)
		}
		n := r.DeclarerPoints.Whole()
		for _, it := range r.ItemList() {
			if it.Payers.Len() != 1 || it.Payees.Len() != 1 || it.Payers.Has(2) || it.Payees.Has(2) {
				t.Fatalf("seed %d: item %v paid by %v to %v, want one seat each of 0 and 1", seed, it.Kind, it.Payers, it.Payees)
			}
			if it.Kind == tapp.ItemGame {
				want := 100 + 4*max(n-35, 35-n)
				if it.Value != want || it.Won != (n >= 36) {
					t.Fatalf("seed %d: Solo with %d points: value %d won %v, want %d", seed, n, it.Value, it.Won, want)
				}
			}
		}
		if r.DeclarerPoints+r.DefenderPoints != 210 {
			t.Fatalf("seed %d: piles %d + %d thirds, want 210", seed, r.DeclarerPoints, r.DefenderPoints)
		}
	}
}

// TestDummyObservation checks what a seat sees of the dummy (doc/tapp.md
// §11.2): the taken cards under DummyShown, nothing of them under
// DummyHidden, and never the cards left in the stack.
func TestDummyObservation(t *testing.T) {
	for _, card := range []tapp.DummyCard{tapp.DummyShown, tapp.DummyHidden} {
		r := tapp.Strohmandel1829
		r.DummyCard = card
		d := tapp.ShuffledFor(rand.New(rand.NewPCG(5, 5)), r)
		s, _ := tapp.NewGame(r, d)
		s, _ = s.Apply(tapp.Bid(tapp.Solo))
		for s.TricksPlayed() < 4 {
			s, _ = s.Apply(s.LegalMoves()[0])
		}
		taken := s.DummyTaken()
		left := deck.SetOf(d.Dummy[4:]...)
		for p := range tarock.Seat(2) {
			o := s.Observation(p)
			if k := o.Known(); k.Intersect(left) != 0 {
				t.Fatalf("%v: seat %d knows dummy cards not yet taken: %v", card, p, k.Intersect(left))
			}
			for k := range 4 {
				want := d.Dummy[k]
				if card == tapp.DummyHidden {
					want = tapp.Hidden
				}
				if o.Dummy[k] != want {
					t.Fatalf("%v: seat %d sees dummy card %d as %v, want %v", card, p, k, o.Dummy[k], want)
				}
			}
			if card == tapp.DummyHidden && o.Known()&taken&^o.Hand != 0 {
				t.Fatalf("%v: seat %d knows the hidden dummy cards %v", card, p, o.Known()&taken)
			}
		}
	}
}

// TestDummyDeterminize checks that the determinizer places the dummy among
// the unknown cards (doc/tapp.md §11.2): every sample replays to the view,
// is possible, and the samples differ in the dummy cards left and, under
// DummyHidden, in those taken.
func TestDummyDeterminize(t *testing.T) {
	for _, card := range []tapp.DummyCard{tapp.DummyShown, tapp.DummyHidden, tapp.DummyShown + 2, tapp.DummyHidden + 2} {
		r := tapp.Strohmandel1829
		r.DummyCard = card % 2
		s, _ := tapp.NewGame(r, tapp.ShuffledFor(rand.New(rand.NewPCG(8, uint64(card))), r))
		// A Solo, or a Dreier the dealer lets stand, and then random moves.
		opening := []tapp.Move{tapp.Bid(tapp.Solo)}
		if card >= 2 {
			opening = []tapp.Move{tapp.Bid(tapp.Dreier), tapp.Pass()}
		}
		for _, m := range opening {
			var err error
			if s, err = s.Apply(m); err != nil {
				t.Fatal(err)
			}
		}
		rng := rand.New(rand.NewPCG(1, 1))
		plays := 0
		for step := 0; !s.Done(); step++ {
			for p := range tarock.Seat(2) {
				view := s.Observation(p)
				det, err := tapp.NewDeterminizer(view)
				if err != nil {
					t.Fatalf("%v, step %d, seat %d: %v", card, step, p, err)
				}
				differs := false
				for range 8 {
					x, err := det.Sample(rng)
					if err != nil {
						t.Fatalf("%v, step %d, seat %d: %v", card, step, p, err)
					}
					if x.Observation(p) != view || !det.Possible(x) {
						t.Fatalf("%v, step %d, seat %d: a sample that does not fit the view", card, step, p)
					}
					if x.DummyTaken() != s.DummyTaken() && card == tapp.DummyShown {
						t.Fatalf("%v, step %d: the shown dummy cards were placed anew", card, step)
					}
					differs = differs || x != s
				}
				if !differs && s.DummyLeft() > 1 {
					t.Fatalf("%v, step %d, seat %d: every sample is the true state", card, step, p)
				}
			}
			if s.Phase() == tapp.PhasePlay {
				plays++
			}
			s, _ = s.Apply(s.LegalMoves()[rng.IntN(len(s.LegalMoves()))])
		}
		if plays != 32 {
			t.Fatalf("%v: %d plays, want 32", card, plays)
		}
	}
}

// TestDummyLeaks runs the leak check on the game for two with the dummy
// card shown and hidden (doc/tapp.md §11.2).
func TestDummyLeaks(t *testing.T) {
	hidden := tapp.Strohmandel1829
	hidden.DummyCard = tapp.DummyHidden
	for name, r := range map[string]tapp.Rules{"Strohmandel1829": tapp.Strohmandel1829, "Hidden": hidden} {
		t.Run(name, func(t *testing.T) {
			tarocktest.CheckLeaks(t, tarocktest.LeakSpec[tapp.State, tapp.Move, tapp.Observation]{
				New: func(seed uint64) (tapp.State, error) {
					return tapp.NewGame(r, tapp.ShuffledFor(rand.New(rand.NewPCG(seed, 11)), r))
				},
				Determinize: tapp.Determinize,
				Exchange:    tapptest.Exchange,
				Hidden:      tapptest.Hidden,
			})
		})
	}
}

// TestDummyRules checks the deal order and the option checks of
// doc/tapp.md §11.2: the dummy's card dealt last lies on top, a deal whose
// dummy order does not match hand 2 is refused, and options that need a
// third seat are refused.
func TestDummyRules(t *testing.T) {
	r := tapp.Strohmandel1829
	d, err := tapp.DealFrom(deck.NewOrder(), r)
	if err != nil {
		t.Fatal(err)
	}
	// Packets1821: the dummy receives c22–c29 and c46–c53 (doc/tapp.md §11.2).
	if d.Dummy[0] != deck.NewOrder()[53] || d.Dummy[15] != deck.NewOrder()[22] {
		t.Fatalf("dummy top %v, bottom %v; want c53 and c22", d.Dummy[0], d.Dummy[15])
	}
	bad := d
	bad.Dummy[0] = bad.Dummy[1]
	if _, err := tapp.NewGame(r, bad); !errors.Is(err, tarock.ErrInvalidDeal) {
		t.Fatalf("NewGame with a dummy order not of hand 2: %v, want ErrInvalidDeal", err)
	}
	for name, f := range map[string]func(*tapp.Rules){
		"Kontra":     func(r *tapp.Rules) { r.Kontra = true },
		"Trischaken": func(r *tapp.Rules) { r.AllPass = tapp.AllPassTrischaken },
		"Immediate":  func(r *tapp.Rules) { r.ImmediateHolding = true },
		"Fourth":     func(r *tapp.Rules) { r.FourthPlayer = tapp.FourthKing1821 },
		"Pack42":     func(r *tapp.Rules) { *r = tapp.Tapp1821Pack42; r.Dummy1829 = true },
		"HiddenOnly": func(r *tapp.Rules) { *r = tapp.Tapp1821; r.DummyCard = tapp.DummyHidden },
	} {
		x := tapp.Strohmandel1829
		f(&x)
		if err := x.Validate(); !errors.Is(err, tarock.ErrInvalidRules) {
			t.Errorf("%s: Validate = %v, want ErrInvalidRules", name, err)
		}
	}
	if o := tapp.Strohmandel1829.Options(tapp.Tapp1821); len(o) != 1 || o[0] != "Dummy1829=on" {
		t.Errorf("Options against Tapp1821 = %q", o)
	}
}

// TestDummyAuction checks the auction for two of doc/tapp.md §11.2 (§5.1
// with the seats 0 and 1): both passing throws the cards in, and a Tapper
// left standing brings forehand half the stake, 25, from the dealer alone.
func TestDummyAuction(t *testing.T) {
	newGame := func() tapp.State {
		s, err := tapp.NewGame(tapp.Strohmandel1829, tapp.ShuffledFor(rand.New(rand.NewPCG(3, 3)), tapp.Strohmandel1829))
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	s := newGame()
	s, _ = s.Apply(tapp.Pass())
	s, _ = s.Apply(tapp.Pass())
	if r, _ := s.Result(); !s.Done() || r.End != tapp.EndAllPass {
		t.Fatalf("both passed: done %v, end %v; want thrown in", s.Done(), r.End)
	}
	s = newGame()
	s, _ = s.Apply(tapp.Bid(tapp.Tapper))
	s, _ = s.Apply(tapp.Pass())
	if r, _ := s.Result(); r.End != tapp.EndTapper || r.Deltas != [tapp.Players]int{25, -25} {
		t.Fatalf("Tapper: end %v, deltas %v; want forehand +25 from the dealer", r.End, r.Deltas)
	}
}

// newDummyOracle is newDetOracle for the game for two (doc/tapp.md §11.2):
// the dummy cards shown taken are known, and the other dummy positions,
// the hidden cards taken and the stack left, are places of their own: one
// per position (every order of the stack a state of its own), or with
// dummySet one place for all of them, keyed as a set.
func newDummyOracle(t *testing.T, st tapp.State, seat tarock.Seat, dummySet bool) *detOracle {
	t.Helper()
	or := newDetOracle(t, st, seat, true)
	or.dummySet = dummySet
	or.places = slices.DeleteFunc(or.places, func(pl detPlace) bool { return pl.kind == 0 && pl.seat == 2 })
	var pos []int
	for k, c := range or.view.Dummy {
		switch {
		case k >= st.TricksPlayed() || c == tapp.Hidden:
			pos = append(pos, k)
		default:
			or.free = or.free.Without(c)
		}
	}
	if dummySet {
		or.places = append(or.places, detPlace{kind: 3, pos: pos, size: len(pos)})
	} else {
		for _, k := range pos {
			or.places = append(or.places, detPlace{kind: 3, pos: []int{k}, size: 1})
		}
	}
	return or
}

// dealDummy completes deal with the dummy of a placement for replay: the
// cards shown taken, the placed ones (a set place in card order), and
// hand 2 their set.
func (or *detOracle) dealDummy(deal *tapp.Deal, got []deck.Set) {
	deal.Dummy = or.view.Dummy
	for j, pl := range or.places {
		if pl.kind == 3 {
			cards := got[j].AppendCards(nil)
			for k, i := range pl.pos {
				deal.Dummy[i] = cards[k]
			}
		}
	}
	deal.Hands[2] = deck.SetOf(deal.Dummy[:]...)
}

// dummyKey writes the dummy of st into k: in order, or with the placed
// positions in card order when the oracle keys them as a set.
func (or *detOracle) dummyKey(k *detKey, st tapp.State) {
	k.dummy = st.Deal().Dummy
	if !or.dummySet {
		return
	}
	for _, pl := range or.places {
		if pl.kind == 3 {
			var set deck.Set
			for _, i := range pl.pos {
				set = set.With(k.dummy[i])
			}
			for j, c := range set.AppendCards(nil) {
				k.dummy[pl.pos[j]] = c
			}
		}
	}
}

// TestDummyDeterminizeUniform compares the samples of late positions of
// the game for two (doc/tapp.md §11.2) with the consistent states found by
// brute force, as TestDeterminizeUniform does: every sample is
// consistent, and a chi-square test of uniformity passes at p = 0.001.
// Under DummyShown each order of the cards left in the stack is a state of
// its own, so their order is tested too; under DummyHidden all sixteen
// dummy cards are unknown, and the test keys them as a set (any order of
// them gives the same view).
func TestDummyDeterminizeUniform(t *testing.T) {
	const level = 0.001
	hidden := detWith(tapp.Strohmandel1829, func(r *tapp.Rules) { r.DummyCard = tapp.DummyHidden })
	cases := []struct {
		name     string
		st       tapp.State
		seat     func(tapp.State) tarock.Seat
		dummySet bool
	}{
		{"shown, defender, 1 trick left", detFind(t, tapp.Strohmandel1829, 21, tricksLeft(1, tapp.Dreier)), detOpponent, false},
		{"shown, defender, 2 tricks left", detFind(t, tapp.Strohmandel1829, 22, tricksLeft(2, tapp.Dreier)), detOpponent, false},
		{"shown, declarer, 2 tricks left", detFind(t, tapp.Strohmandel1829, 23, tricksLeft(2, tapp.Dreier)), tapp.State.Declarer, false},
		{"hidden, declarer, 1 trick left", detFind(t, hidden, 24, tricksLeft(1, tapp.Dreier)), tapp.State.Declarer, true},
	}
	for i, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			seat := tc.seat(tc.st)
			or := newDummyOracle(t, tc.st, seat, tc.dummySet)
			want := or.enumerate(t)
			if !want[or.key(tc.st)] {
				t.Fatal("the true state is not among the consistent states")
			}
			n := len(want)
			draws := max(20000, 20*n)
			det, err := tapp.NewDeterminizer(tc.st.Observation(seat))
			if err != nil {
				t.Fatal(err)
			}
			rng := rand.New(rand.NewPCG(uint64(i), 1829))
			keys := make([]detKey, draws)
			for j := range keys {
				w, err := det.Sample(rng)
				if err != nil {
					t.Fatal(err)
				}
				keys[j] = or.key(w)
			}
			stat, outside := detChiSquare(want, keys)
			crit := detCritical(n-1, level)
			t.Logf("%.0f placements tried, %d consistent states, %d draws: chi-square %.1f, critical %.1f", or.assignments(), n, draws, stat, crit)
			if outside > 0 {
				t.Fatalf("%d samples are not consistent states", outside)
			}
			if n < 2 {
				t.Fatalf("only %d consistent state: the position tests nothing", n)
			}
			if stat > crit {
				t.Errorf("chi-square %.1f exceeds %.1f (df %d, p %v): samples not uniform", stat, crit, n-1, level)
			}
		})
	}
}

// detOpponent returns the declarer's opponent in the game for two.
func detOpponent(st tapp.State) tarock.Seat { return st.Declarer() ^ 1 }
