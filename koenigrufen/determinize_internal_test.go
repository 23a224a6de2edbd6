package koenigrufen

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/determinize"
)

// detKey is what tells consistent states apart in the uniformity test:
// the hands of the seats and the discards (the talon is the rest).
type detKey [numSeats + 1]deck.Set

func keyOf(s State) detKey {
	var k detKey
	copy(k[:], s.hands[:])
	k[numSeats] = s.disc
	return k
}

// enumerate returns every consistent state of det's view, by key, with
// the number of its talon orders that are consistent: every placement of
// the unknown cards into the places by their sizes alone (no constraint),
// dealt and replayed by build and kept when its observation is the view.
// The talon positions nobody has seen are tried in every order. Each state
// built must be Possible exactly when it is kept.
func enumerate(t *testing.T, det *Determinizer) map[detKey]int {
	t.Helper()
	out := map[detKey]int{}
	var a determinize.Assignment
	var rec func(i int, rest deck.Set)
	rec = func(i int, rest deck.Set) {
		if i == len(det.places) {
			st, err := det.build(a, nil)
			if err != nil {
				return
			}
			fits := st.Observation(det.view.Seat) == det.view
			if det.Possible(st) != fits {
				t.Fatalf("%v: Possible %v, consistent %v", keyOf(st), !fits, fits)
			}
			if fits {
				out[keyOf(st)]++
			}
			return
		}
		combos(rest, det.places[i].Size, func(c deck.Set) {
			a[i] = c
			rec(i+1, rest&^c)
		})
	}
	rec(0, det.unknown)
	return out
}

// combos calls f with every subset of k cards of set.
func combos(set deck.Set, k int, f func(deck.Set)) {
	if k == 0 {
		f(0)
		return
	}
	c, ok := set.First()
	if !ok || set.Len() < k {
		return
	}
	rest := set.Without(c)
	combos(rest, k-1, func(s deck.Set) { f(s.With(c)) })
	combos(rest, k, f)
}

// chiCritical returns the value a chi-square variable with df degrees of
// freedom exceeds with probability p (Wilson–Hilferty).
func chiCritical(df int, p float64) float64 {
	z := 0.0
	for range 100 {
		f := 0.5*math.Erfc(z/math.Sqrt2) - p
		z += f / (math.Exp(-z*z/2) / math.Sqrt(2*math.Pi))
	}
	v := 2 / (9 * float64(df))
	return float64(df) * math.Pow(1-v+z*math.Sqrt(v), 3)
}

// findState plays random deals under the default rules, passing often in
// the auction, until a state satisfies want.
func findState(t *testing.T, seed uint64, want func(*State) bool) State {
	t.Helper()
	for i := range uint64(20000) {
		rng := rand.New(rand.NewPCG(seed, i))
		st, err := NewGame(AustrianTarockCup2023, Shuffled(rng))
		if err != nil {
			t.Fatal(err)
		}
		var buf []Move
		for !st.Done() {
			if want(&st) {
				return st
			}
			buf = st.AppendLegalMoves(buf[:0])
			m := buf[rng.IntN(len(buf))]
			if st.phase == PhaseAuction && rng.IntN(8) != 0 && (buf[0].kind() == MoveVorhand || buf[0].kind() == MovePass) {
				m = buf[0]
			}
			st, _ = st.Apply(m)
		}
	}
	t.Fatal("no deal reaches the wanted position")
	return State{}
}

// TestDeterminizeUniform compares the states Sample draws from small
// positions with the consistent states found by enumeration: every sample
// is consistent, every consistent state is drawn, and a chi-square test of
// uniformity passes at p = 0.001. The positions hide the partner: a
// defender of a Rufer who does not know where the called king is, and
// the declarer of a Solorufer, for whom it may lie in the talon; in
// neither has King Ultimo or a Re of the partner made the partnership
// public (doc/koenigrufen.md §6.2, §6.3).
func TestDeterminizeUniform(t *testing.T) {
	hiddenKing := func(c Contract, tricksLeft int) func(*State) bool {
		return func(s *State) bool {
			return s.phase == PhasePlay && s.contract == c && int(s.nPlays) == numPlays-4*tricksLeft &&
				s.called != deck.NoCard && !s.calledPlayed() && !s.talonOpen() == (c == Solorufer) &&
				(c == Solorufer || !s.kingInTalon()) && !s.partnerPublic()
		}
	}
	cases := []struct {
		name string
		st   State
		seat func(*State) tarock.Seat
	}{
		{"Rufer, a defender, 2 tricks left", findState(t, 1, hiddenKing(Rufer, 2)), func(s *State) tarock.Seat {
			for p := range tarock.Seat(numSeats) {
				if p != s.declarer && p != s.partner {
					return p
				}
			}
			return 0
		}},
		{"Solorufer, the declarer, 1 trick left", findState(t, 2, hiddenKing(Solorufer, 1)), func(s *State) tarock.Seat { return s.declarer }},
	}
	for i, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			view := tc.st.Observation(tc.seat(&tc.st))
			det, err := NewDeterminizer(view)
			if err != nil {
				t.Fatal(err)
			}
			want := enumerate(t, det)
			if want[keyOf(tc.st)] == 0 {
				t.Fatal("the true state is not among the consistent states")
			}
			total, inHand := 0, 0
			for k, w := range want {
				total += w
				for _, h := range k[:numSeats] {
					if h.Has(tc.st.called) {
						inHand++
					}
				}
			}
			if inHand == 0 || (tc.st.contract == Solorufer && inHand == len(want)) {
				t.Fatalf("the called king lies in a hand in %d of %d consistent states: its place is not hidden", inHand, len(want))
			}
			n := len(want)
			if n < 2 {
				t.Fatalf("only %d consistent state: the position tests nothing", n)
			}
			draws := max(10000, 30*n)
			got := map[detKey]int{}
			rng := rand.New(rand.NewPCG(uint64(i), 99))
			for range draws {
				w, err := det.Sample(rng)
				if err != nil {
					t.Fatal(err)
				}
				if want[keyOf(w)] == 0 {
					t.Fatalf("sample %v is not a consistent state", keyOf(w))
				}
				got[keyOf(w)]++
			}
			stat := 0.0
			for k, w := range want {
				e := float64(draws) * float64(w) / float64(total)
				d := float64(got[k]) - e
				stat += d * d / e
			}
			crit := chiCritical(n-1, 0.001)
			t.Logf("%d consistent states (%d with talon orders), %d draws: chi-square %.1f, critical %.1f", n, total, draws, stat, crit)
			if stat > crit {
				t.Errorf("chi-square %.1f exceeds %.1f: samples not uniform", stat, crit)
			}
		})
	}
}
