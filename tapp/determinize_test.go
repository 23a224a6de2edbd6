package tapp_test

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tapp/tappbot"
	"github.com/tarockfamily/sdk/tapp/tapptest"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/bot"
	"github.com/tarockfamily/sdk/tarock/determinize"
	"github.com/tarockfamily/sdk/tarock/tarocktest"
	"pgregory.net/rapid"
)

// detCmp compares observations with go-cmp.
var detCmp = cmpopts.EquateComparable(tarock.Trick{}, tapp.Move{})

// detVariants are the rule sets the determinization tests run on: every
// preset and rule sets that switch on the options that change what is
// hidden (talon modes, tarock discards, Trischaken with must-beat, the
// redeal of a hand without tarock, announcements, Kontra).
func detVariants() []tapp.NamedRules {
	v := tapp.Presets()
	mod := func(name string, f func(*tapp.Rules)) {
		r := tapp.MayrSedlaczek2001
		f(&r)
		v = append(v, tapp.NamedRules{Name: name, Rules: r})
	}
	mod("CardCount+Trischaken+Both+Kontra", func(r *tapp.Rules) {
		r.TalonMode = tapp.TalonCardCount
		r.AllPass = tapp.AllPassTrischaken
		r.Announcements = tapp.AnnouncementsBoth
		r.Kontra = true
		r.FirstLead = tapp.LeadDeclarer
	})
	mod("Unexposed+RedealNoTarock+Tapper", func(r *tapp.Rules) {
		r.TalonMode = tapp.TalonFixedHalfUnexposed
		r.RedealNoTarock = true
		r.Tapper = true
		r.TarockDiscard = tapp.DiscardForcedAnnouncedOnly
	})
	mod("BothExposed+Immediate+Forbidden", func(r *tapp.Rules) {
		r.TalonMode = tapp.TalonFixedHalfBothExposed
		r.ImmediateHolding = true
		r.TarockDiscard = tapp.DiscardForbidden
		r.AllPass = tapp.AllPassTrischaken
	})
	return v
}

// detRandomState plays a random deal under r with rng for up to stop moves.
func detRandomState(t interface {
	Helper()
	Fatal(...any)
}, r tapp.Rules, rng *rand.Rand, stop int) tapp.State {
	t.Helper()
	st, err := tapp.NewGame(r, tapp.ShuffledFor(rng, r))
	if err != nil {
		t.Fatal(err)
	}
	var buf []tapp.Move
	for n := 0; n < stop && !st.Done(); n++ {
		buf = st.AppendLegalMoves(buf[:0])
		if st, err = st.Apply(buf[rng.IntN(len(buf))]); err != nil {
			t.Fatal(err)
		}
	}
	return st
}

// detConserved checks that the places of st hold the 54 cards once each.
func detConserved(st tapp.State) error {
	var all deck.Set
	for _, p := range st.AppendCardSets(nil) {
		if all.Overlaps(p) {
			return fmt.Errorf("%v in two places", all.Intersect(p))
		}
		all |= p
	}
	if pack := st.Rules().CardsInPlay(); all != pack {
		return fmt.Errorf("cards missing: %v", pack&^all)
	}
	return nil
}

// TestDeterminizeRandomGames: for random deals of every variant stopped at
// a random point and every seat, the true state is among the states the
// determinizer may return (Possible), and a sampled state has the same
// observation (go-cmp), conserves the cards and plays on to the end.
func TestDeterminizeRandomGames(t *testing.T) {
	for _, v := range detVariants() {
		t.Run(v.Name, func(t *testing.T) {
			t.Parallel()
			differ := 0
			rapid.Check(t, func(rt *rapid.T) {
				seed := rapid.Uint64().Draw(rt, "seed")
				stop := rapid.IntRange(0, 90).Draw(rt, "stop")
				rng := rand.New(rand.NewPCG(seed, 3))
				st := detRandomState(rt, v.Rules, rng, stop)
				for seat := range tarock.Seat(st.Players()) {
					o := st.Observation(seat)
					det, err := tapp.NewDeterminizer(o)
					if err != nil {
						rt.Fatalf("%v after %d events: %v", seat, o.HistoryLen, err)
					}
					if !det.Possible(st) {
						rt.Fatalf("%v after %d events: the true state is not among the possible ones", seat, o.HistoryLen)
					}
					world, err := det.Sample(rng)
					if err != nil {
						rt.Fatalf("%v after %d events: %v", seat, o.HistoryLen, err)
					}
					if diff := cmp.Diff(o, world.Observation(seat), detCmp); diff != "" {
						rt.Fatalf("%v: observation of the sampled state differs (-view +sampled):\n%s", seat, diff)
					}
					if !det.Possible(world) {
						rt.Fatalf("%v: a sampled state is not possible", seat)
					}
					if err := detConserved(world); err != nil {
						rt.Fatalf("%v: sampled state: %v", seat, err)
					}
					if world != st {
						differ++
					}
					var buf []tapp.Move
					for n := 0; !world.Done(); n++ {
						buf = world.AppendLegalMoves(buf[:0])
						if len(buf) == 0 || n > 200 {
							rt.Fatalf("%v: sampled state does not play on", seat)
						}
						if world, err = world.Apply(buf[rng.IntN(len(buf))]); err != nil {
							rt.Fatal(err)
						}
					}
					w2, err := tapp.Determinize(o, rng)
					if err != nil || w2.Observation(seat) != o {
						rt.Fatalf("%v: Determinize: %v", seat, err)
					}
				}
			})
			if differ == 0 {
				t.Error("no sampled state differed from the true one")
			}
		})
	}
}

// detKey identifies a complete state of one observation for the uniformity
// tests: every hand, the discards and the talon as laid. In set mode the
// talon positions the observer did not see and nobody took are listed in
// card order (so their order does not count), and the unseen positions the
// declarer took are left out.
type detKey struct {
	hands    [3]deck.Set
	discards deck.Set
	talon    [6]deck.Card
	dummy    [16]deck.Card // the dummy stack of doc/tapp.md §11.2 (dummyKey)
}

// detOracle enumerates the states consistent with an observation by brute
// force, independently of the determinizer: every way to place the cards
// whose place the observer does not know into the places they may be in
// (other hands, unseen discards, unseen talon positions nobody took) is
// dealt and replayed, and kept when its observation equals the view. The
// declarer's talon cards the observer did not see are, for the replay,
// the lowest of his cards other than talon cards seen; in set mode that
// choice is left out of the key (it changes no observation under the rules
// used with it).
type detOracle struct {
	view     tapp.Observation
	setMode  bool
	dummySet bool  // the dummy's unknown cards keyed as a set (newDummyOracle)
	taken    uint8 // talon positions taken
	played   [3]deck.Set
	free     deck.Set
	places   []detPlace
}

type detPlace struct {
	kind int // 0 hand, 1 unseen discards, 2 unseen talon positions nobody took, 3 dummy positions
	seat tarock.Seat
	pos  []int
	size int
}

func newDetOracle(t *testing.T, st tapp.State, seat tarock.Seat, setMode bool) *detOracle {
	t.Helper()
	o := st.Observation(seat)
	or := &detOracle{view: o, setMode: setMode}
	for i, c := range st.Talon() {
		if st.TalonTaken().Has(c) {
			or.taken |= 1 << i
		}
	}
	var played deck.Set
	for _, e := range o.Events() {
		if c, ok := e.Move.PlayedCard(); ok {
			or.played[e.Seat] = or.played[e.Seat].With(c)
			played = played.With(c)
		}
	}
	known := o.Hand | played | o.Discards
	var unseen []int
	for i, c := range o.Talon {
		switch {
		case c != tapp.Hidden && or.taken&(1<<i) == 0:
			known = known.With(c)
		case c == tapp.Hidden && or.taken&(1<<i) == 0:
			unseen = append(unseen, i)
		}
	}
	or.free = o.Rules.CardsInPlay() &^ known
	for p := range tarock.Seat(3) {
		if p != seat {
			or.places = append(or.places, detPlace{kind: 0, seat: p, size: st.Hand(p).Len()})
		}
	}
	if n := st.Discards().Len() - o.Discards.Len(); n > 0 {
		or.places = append(or.places, detPlace{kind: 1, size: n})
	}
	if setMode && len(unseen) > 0 {
		or.places = append(or.places, detPlace{kind: 2, pos: unseen, size: len(unseen)})
	} else {
		for _, i := range unseen {
			or.places = append(or.places, detPlace{kind: 2, pos: []int{i}, size: 1})
		}
	}
	return or
}

// assignments returns the number of placements the oracle tries.
func (or *detOracle) assignments() float64 {
	n, k := float64(1), or.free.Len()
	for _, p := range or.places {
		n *= detBinom(k, p.size)
		k -= p.size
	}
	return n
}

func detBinom(n, k int) float64 {
	r := 1.0
	for i := range k {
		r = r * float64(n-i) / float64(i+1)
	}
	return math.Round(r)
}

// key returns the key of a state of the observation.
func (or *detOracle) key(st tapp.State) detKey {
	k := detKey{discards: st.Discards(), talon: st.Talon()}
	for p := range tarock.Seat(3) {
		k.hands[p] = st.Hand(p)
	}
	if or.view.Rules.Dummy1829 {
		or.dummyKey(&k, st)
	}
	if or.setMode {
		for _, pl := range or.places {
			if pl.kind != 2 {
				continue
			}
			var set deck.Set
			for _, i := range pl.pos {
				set = set.With(k.talon[i])
			}
			cards := set.AppendCards(nil)
			for j, i := range pl.pos {
				k.talon[i] = cards[j]
			}
		}
		for i, c := range or.view.Talon {
			if c == tapp.Hidden && or.taken&(1<<i) != 0 {
				k.talon[i] = deck.NoCard
			}
		}
	}
	return k
}

// enumerate returns the keys of the consistent states.
func (or *detOracle) enumerate(t *testing.T) map[detKey]bool {
	t.Helper()
	o := &or.view
	cards := or.free.AppendCards(nil)
	got := make([]deck.Set, len(or.places))
	out := map[detKey]bool{}
	var rec func(i int)
	rec = func(i int) {
		if i == len(cards) {
			if st, ok := or.replay(got); ok {
				out[or.key(st)] = true
			}
			return
		}
		for j, pl := range or.places {
			if got[j].Len() < pl.size {
				got[j] = got[j].With(cards[i])
				rec(i + 1)
				got[j] = got[j].Without(cards[i])
			}
		}
	}
	rec(0)
	if len(out) == 0 {
		t.Fatalf("no consistent state found for the view of %v", o.Seat)
	}
	return out
}

// replay deals and replays one placement.
func (or *detOracle) replay(got []deck.Set) (tapp.State, bool) {
	o := &or.view
	s, d := o.Seat, o.Declarer
	var hands [3]deck.Set
	hands[s] = o.Hand
	discards := o.Discards
	talon := o.Talon
	for j, pl := range or.places {
		switch pl.kind {
		case 0:
			hands[pl.seat] = got[j]
		case 1:
			discards |= got[j]
		case 2:
			cards := got[j].AppendCards(nil)
			for k, i := range pl.pos {
				talon[i] = cards[k]
			}
		}
	}
	if d != tarock.NoSeat {
		var seenTaken deck.Set
		for i, c := range o.Talon {
			if c != tapp.Hidden && or.taken&(1<<i) != 0 {
				seenTaken = seenTaken.With(c)
			}
		}
		pool := ((hands[d] | discards | or.played[d]) &^ seenTaken).AppendCards(nil)
		for i, c := range o.Talon {
			if c == tapp.Hidden && or.taken&(1<<i) != 0 {
				talon[i], pool = pool[0], pool[1:]
			}
		}
	}
	var deal tapp.Deal
	deal.Talon = talon
	for p := range tarock.Seat(3) {
		deal.Hands[p] = hands[p] | or.played[p]
	}
	if d != tarock.NoSeat {
		deal.Hands[d] |= discards
		for i, c := range talon {
			if or.taken&(1<<i) != 0 {
				deal.Hands[d] = deal.Hands[d].Without(c)
			}
		}
	}
	if o.Rules.Dummy1829 {
		or.dealDummy(&deal, got)
	}
	st, err := tapp.NewGame(o.Rules, deal)
	if err != nil {
		return st, false
	}
	for _, e := range o.Events() {
		m := e.Move
		if m.Kind() == tapp.MoveDiscard {
			m = tapp.Discard(discards)
		}
		if st, err = st.Apply(m); err != nil {
			return st, false
		}
	}
	return st, st.Observation(s) == *o
}

// detChiSquare returns the chi-square statistic of counts against equal
// expected counts over the n categories, and the number of draws outside
// them.
func detChiSquare[K comparable](cats map[K]bool, draws []K) (stat float64, outside int) {
	count := make(map[K]int, len(cats))
	for _, k := range draws {
		if !cats[k] {
			outside++
			continue
		}
		count[k]++
	}
	e := float64(len(draws)-outside) / float64(len(cats))
	for k := range cats {
		d := float64(count[k]) - e
		stat += d * d / e
	}
	return stat, outside
}

// detCritical returns the value a chi-square variable with df degrees of
// freedom exceeds with probability p, from the cube-root normal
// approximation of Wilson and Hilferty: (X/df)^(1/3) is close to normal
// with mean 1 − 2/(9 df) and variance 2/(9 df).
func detCritical(df int, p float64) float64 {
	// The standard normal quantile z with P(Z > z) = p, by Newton's method
	// on the complementary error function.
	z := 0.0
	for range 100 {
		f := 0.5*math.Erfc(z/math.Sqrt2) - p
		dens := math.Exp(-z*z/2) / math.Sqrt(2*math.Pi)
		z += f / dens
	}
	v := 2 / (9 * float64(df))
	return float64(df) * math.Pow(1-v+z*math.Sqrt(v), 3)
}

func TestDetCritical(t *testing.T) {
	for _, tc := range []struct {
		df   int
		p    float64
		want float64 // tabulated quantiles
	}{{5, 0.05, 11.070}, {10, 0.001, 29.588}, {50, 0.01, 76.154}, {200, 0.001, 267.541}} {
		if got := detCritical(tc.df, tc.p); math.Abs(got-tc.want) > 0.02*tc.want {
			t.Errorf("detCritical(%d, %v) = %.3f, want %.3f", tc.df, tc.p, got, tc.want)
		}
	}
}

// detFind plays random deals under r from seed on until a state satisfies
// want, and returns it.
func detFind(t *testing.T, r tapp.Rules, seed uint64, want func(tapp.State) bool) tapp.State {
	t.Helper()
	for i := range uint64(5000) {
		rng := rand.New(rand.NewPCG(seed, i))
		st, err := tapp.NewGame(r, tapp.ShuffledFor(rng, r))
		if err != nil {
			t.Fatal(err)
		}
		var buf []tapp.Move
		for !st.Done() {
			if want(st) {
				return st
			}
			buf = st.AppendLegalMoves(buf[:0])
			st, _ = st.Apply(buf[rng.IntN(len(buf))])
		}
	}
	t.Fatal("no deal reaches the wanted position")
	return tapp.State{}
}

// tricksLeft returns a predicate for a state of the play phase between
// tricks with n tricks left (of 16, or of 12 with 42 cards) and one of
// the contracts.
func tricksLeft(n int, contracts ...tapp.Contract) func(tapp.State) bool {
	return func(st tapp.State) bool {
		return st.Phase() == tapp.PhasePlay && st.TricksPlayed() == st.Rules().HandSize()-n && st.CurrentTrick().IsEmpty() &&
			slices.Contains(contracts, st.Contract())
	}
}

// TestDeterminizeUniform samples small positions many times and compares
// the frequencies of the sampled states with the consistent states found
// by brute force (detOracle): every sample is consistent, every consistent
// state is drawn, and a chi-square test of uniformity passes at p = 0.001.
// The positions cover voids shown in play, unseen discards, forced tarock
// discards counted but not shown, an unseen talon half, talon cards taken
// unseen, Trischaken with must-beat, and the Zweier and the Einer of the
// 42-card game, whose top two or one talon cards are bought unseen and the
// other four or five count for the defenders unseen (doc/tapp.md §11.1.4).
func TestDeterminizeUniform(t *testing.T) {
	const level = 0.001
	forced := detForcedState(t, detWith(tapp.MayrSedlaczek2001, func(r *tapp.Rules) { r.TarockDiscard = tapp.DiscardForcedAnnouncedOnly }), 12)
	trischaken := detWith(tapp.MayrSedlaczek2001, func(r *tapp.Rules) { r.AllPass = tapp.AllPassTrischaken })
	cases := []struct {
		name    string
		st      tapp.State
		seat    func(tapp.State) tarock.Seat
		setMode bool
	}{
		{"defender, 2 tricks left", detFind(t, tapp.MayrSedlaczek2001, 1, tricksLeft(2, tapp.Dreier, tapp.Unterer, tapp.Oberer)), detDefender, false},
		{"in a trick, 3 tricks left", detFind(t, tapp.MayrSedlaczek2001, 2, func(st tapp.State) bool {
			c := st.Contract()
			return st.Phase() == tapp.PhasePlay && st.TricksPlayed() == 13 && st.CurrentTrick().Len() == 1 && c >= tapp.Dreier && c <= tapp.Oberer
		}), func(st tapp.State) tarock.Seat { return st.ToMove() }, false},
		{"forced tarock discards counted, 4 tricks left", forced, detDefender, false},
		{"declarer, unseen talon half, 2 tricks left", detFind(t, tapp.FixedHalf, 3, tricksLeft(2, tapp.Unterer, tapp.Oberer)), tapp.State.Declarer, false},
		{"1821 defender, talon unseen, 1 trick left", detFind(t, tapp.Tapp1821, 4, tricksLeft(1, tapp.Dreier)), detDefender, true},
		{"Trischaken, 2 tricks left", detFind(t, trischaken, 5, tricksLeft(2, tapp.Trischaken)), func(tapp.State) tarock.Seat { return 1 }, true},
		{"42 cards, Einer, defender, 1 trick left", detFind(t, tapp.Tapp1821Pack42, 8, tricksLeft(1, tapp.Einer)), detDefender, true},
		{"42 cards, Zweier, defender, 1 trick left", detFind(t, tapp.Tapp1821Pack42, 9, tricksLeft(1, tapp.Zweier)), detDefender, true},
		{"42 cards, Zweier, declarer, 2 tricks left", detFind(t, tapp.Tapp1821Pack42, 10, tricksLeft(2, tapp.Zweier)), tapp.State.Declarer, true},
	}
	for i, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			seat := tc.seat(tc.st)
			or := newDetOracle(t, tc.st, seat, tc.setMode)
			want := or.enumerate(t)
			if !want[or.key(tc.st)] {
				t.Fatal("the true state is not among the consistent states")
			}
			n := len(want)
			draws := max(20000, 40*n)
			det, err := tapp.NewDeterminizer(tc.st.Observation(seat))
			if err != nil {
				t.Fatal(err)
			}
			rng := rand.New(rand.NewPCG(uint64(i), 99))
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
			if i == 0 {
				// The test has power: a sampler that keeps the states of
				// one half of the list only half the time is rejected.
				order := make([]detKey, 0, n)
				for k := range want {
					order = append(order, k)
				}
				slices.SortFunc(order, func(a, b detKey) int { return strings.Compare(fmt.Sprint(a), fmt.Sprint(b)) })
				low := map[detKey]bool{}
				for _, k := range order[:n/2] {
					low[k] = true
				}
				for j := range keys {
					for low[keys[j]] && rng.IntN(2) == 0 {
						w, _ := det.Sample(rng)
						keys[j] = or.key(w)
					}
				}
				if bstat, _ := detChiSquare(want, keys); bstat <= crit {
					t.Errorf("a biased sampler passes: chi-square %.1f ≤ %.1f", bstat, crit)
				}
			}
		})
	}
}

// detDefender returns the defender after the declarer.
func detDefender(st tapp.State) tarock.Seat { return st.Declarer().Add(1, 3) }

// detForcedDeal: forehand holds the Pagat, tarocks II–XIII and three kings;
// the lower talon half is T15 T16 4H. Taking it leaves him one plain card,
// so he must discard 4H and two tarocks (doc/tapp.md §6.1). Seat
// 2 holds no tarock.
func detForcedDeal(t testing.TB) tapp.Deal {
	t.Helper()
	d, err := tapp.NewDeal([3]deck.Set{
		detSet("T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 KH KD KS"),
		detSet("Skus T21 T14 T17 T18 T19 T20 JH CH QH 4D 3D 2D AD JD CD"),
		detSet("QD 7S 8S 9S 10S JS CS QS 7C 8C 9C 10C JC CC QC KC"),
	}, detSet("T15 T16 4H"), detSet("3H 2H AH"))
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// detWith returns r changed by f.
func detWith(r tapp.Rules, f func(*tapp.Rules)) tapp.Rules {
	f(&r)
	return r
}

// detApply applies the move written text to st.
func detApply(t testing.TB, st tapp.State, text string) tapp.State {
	t.Helper()
	m, err := tapp.ParseMove(text)
	if err == nil {
		st, err = st.Apply(m)
	}
	if err != nil {
		t.Fatalf("%q: %v", text, err)
	}
	return st
}

// detForcedState plays detForcedDeal under r: forehand bids a Dreier,
// takes the lower half, discards 4H T2 T3 and announces Pagat Ultimo;
// then the cards are played at random (seeded), keeping the Pagat back,
// until tricks tricks are complete.
func detForcedState(t testing.TB, r tapp.Rules, tricks int) tapp.State {
	t.Helper()
	st, err := tapp.NewGame(r, detForcedDeal(t))
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range []string{"bid Dreier", "pass", "pass", "take lower", "discard 4H T2 T3", "announce PagatUltimo"} {
		st = detApply(t, st, m)
	}
	for st.Phase() == tapp.PhaseKontra {
		st = detApply(t, st, "pass")
	}
	rng := rand.New(rand.NewPCG(7, 7))
	for st.TricksPlayed() < tricks || !st.CurrentTrick().IsEmpty() {
		legal := st.LegalMoves()
		m := legal[rng.IntN(len(legal))]
		if c, _ := m.PlayedCard(); c == deck.Pagat && len(legal) > 1 {
			continue
		}
		st = detApply(t, st, m.String())
	}
	return st
}

// TestDeterminizeConstraints checks the rule constraints directly on many
// samples, from the defenders' views of detForcedDeal after every trick:
// the announced Pagat Ultimo keeps the unplayed Pagat in the declarer's
// hand (doc/tapp.md §7); the discards hold no king or Trull card, exactly two tarocks
// and every plain card the declarer had, so his hand holds none (doc/tapp.md §6.1,
// §6.3); under DiscardForcedAnnouncedOnly the discarded tarocks vary.
func TestDeterminizeConstraints(t *testing.T) {
	for _, r := range []tapp.Rules{
		tapp.MayrSedlaczek2001,
		detWith(tapp.MayrSedlaczek2001, func(r *tapp.Rules) { r.TarockDiscard = tapp.DiscardForcedAnnouncedOnly }),
	} {
		rng := rand.New(rand.NewPCG(1, uint64(r.TarockDiscard)))
		for tricks := 0; tricks < 16; tricks += 3 {
			st := detForcedState(t, r, tricks)
			for _, seat := range []tarock.Seat{1, 2} {
				o := st.Observation(seat)
				det, err := tapp.NewDeterminizer(o)
				if err != nil {
					t.Fatal(err)
				}
				tarocks := map[deck.Set]bool{}
				for range 300 {
					w, err := det.Sample(rng)
					if err != nil {
						t.Fatal(err)
					}
					x, h := w.Discards(), w.Hand(0)
					played := w.Won(0) | w.Won(1) | w.Won(2) | w.CurrentTrick().Cards()
					if !played.Has(deck.Pagat) && !h.Has(deck.Pagat) {
						t.Fatalf("after %d tricks, view of %v: Pagat Ultimo announced, Pagat not in the declarer's hand %v", tricks, seat, h)
					}
					if x.Overlaps(deck.Kings|deck.Trull) || x.Tarocks().Len() != 2 || !x.Has(deck.Hearts4) {
						t.Fatalf("after %d tricks, view of %v: discards %v", tricks, seat, x)
					}
					if pl := h &^ (deck.Tarocks | deck.Kings); pl != 0 {
						t.Fatalf("after %d tricks, view of %v: declarer who discarded tarocks holds plain cards %v", tricks, seat, pl)
					}
					tarocks[x.Tarocks()] = true
				}
				shown := r.TarockDiscard == tapp.DiscardForcedShown
				if tricks == 0 && shown != (len(tarocks) == 1) {
					t.Errorf("after %d tricks, view of %v, %v: %d different discarded tarock pairs sampled", tricks, seat, r.TarockDiscard, len(tarocks))
				}
			}
		}
	}
}

// TestDeterminizeNoTarockRedeal: under RedealNoTarock detForcedDeal is
// thrown in at once, because seat 2 holds no tarock. Seen from seat 0 one
// of the two other hands holds no tarock in every sample, each of them
// about equally often (the two are alike to him); seen from seat 2, whose
// own hand explains the redeal, the others are unconstrained.
func TestDeterminizeNoTarockRedeal(t *testing.T) {
	r := detWith(tapp.MayrSedlaczek2001, func(r *tapp.Rules) { r.RedealNoTarock = true })
	st, err := tapp.NewGame(r, detForcedDeal(t))
	if err != nil || !st.Done() {
		t.Fatalf("deal not thrown in: %v", err)
	}
	rng := rand.New(rand.NewPCG(2, 2))
	det, err := tapp.NewDeterminizer(st.Observation(0))
	if err != nil {
		t.Fatal(err)
	}
	if !det.Possible(st) {
		t.Fatal("the true state is not possible")
	}
	const n = 4000
	var none [3]int
	for range n {
		w, err := det.Sample(rng)
		if err != nil {
			t.Fatal(err)
		}
		for p := range tarock.Seat(3) {
			if w.Hand(p).Tarocks().IsEmpty() {
				none[p]++
			}
		}
		if w.Hand(1).Tarocks().IsEmpty() == w.Hand(2).Tarocks().IsEmpty() {
			t.Fatalf("sample with hands %v, %v", w.Hand(1), w.Hand(2))
		}
	}
	// Binomial(n, 1/2): 3.3 standard deviations is p ≈ 0.001.
	if d := math.Abs(float64(none[1] - none[2])); d > 3.3*math.Sqrt(n) {
		t.Errorf("seat 1 held no tarock %d times, seat 2 %d times", none[1], none[2])
	}
	det, err = tapp.NewDeterminizer(st.Observation(2))
	if err != nil {
		t.Fatal(err)
	}
	for range 100 {
		w, err := det.Sample(rng)
		if err != nil {
			t.Fatal(err)
		}
		if w.Hand(0).Tarocks().IsEmpty() || w.Hand(1).Tarocks().IsEmpty() {
			t.Fatal("a hand without tarock sampled although seat 2's own hand explains the redeal")
		}
	}
}

// TestDeterminizeUnseenTalonTaken: under Tapp1821 the defenders do not see
// the talon half the declarer took (doc/tapp.md §6.3,
// Top3Unexposed), nor in the 42-card game the top two or one cards a
// Zweier or an Einer buys (doc/tapp.md §11.1.4), so any of his cards may
// have come from the talon. Over many samples from a defender's view in
// the middle of play, the talon cards taken are now in his hand, among
// his discards or among his played cards in proportion to the numbers of
// his cards in each place (a chi-square test at p = 0.001).
func TestDeterminizeUnseenTalonTaken(t *testing.T) {
	for _, tc := range []struct {
		rules    tapp.Rules
		contract tapp.Contract
		seed     uint64
		left     int // tricks left
	}{
		{tapp.Tapp1821, tapp.Dreier, 6, 8},
		{tapp.Tapp1821Pack42, tapp.Zweier, 12, 6},
		{tapp.Tapp1821Pack42, tapp.Einer, 13, 6},
	} {
		t.Run(fmt.Sprintf("%v %v", tc.rules.CardsInPlay().Len(), tc.contract), func(t *testing.T) {
			detCheckTalonTaken(t, detFind(t, tc.rules, tc.seed, tricksLeft(tc.left, tc.contract)))
		})
	}
}

// detCheckTalonTaken samples the view of the defender after the declarer
// in st and checks where the talon cards taken are (see
// TestDeterminizeUnseenTalonTaken).
func detCheckTalonTaken(t *testing.T, st tapp.State) {
	t.Helper()
	d := st.Declarer()
	seat := detDefender(st)
	o := st.Observation(seat)
	var played deck.Set
	for _, e := range o.Events() {
		if c, ok := e.Move.PlayedCard(); ok && e.Seat == d {
			played = played.With(c)
		}
	}
	det, err := tapp.NewDeterminizer(o)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(6, 6))
	var count [3]float64
	const n = 6000
	k := st.TalonTaken().Len()
	for range n {
		w, err := det.Sample(rng)
		if err != nil {
			t.Fatal(err)
		}
		if w.TalonTaken().Len() != k {
			t.Fatalf("%d talon cards taken in a sample, %d in the deal", w.TalonTaken().Len(), k)
		}
		for c := range w.TalonTaken().All() {
			switch {
			case w.Hand(d).Has(c):
				count[0]++
			case w.Discards().Has(c):
				count[1]++
			case played.Has(c):
				count[2]++
			default:
				t.Fatalf("talon card %v taken is not the declarer's", c)
			}
		}
	}
	total := float64(st.Hand(d).Len() + st.Discards().Len() + played.Len())
	stat := 0.0
	for i, size := range []int{st.Hand(d).Len(), st.Discards().Len(), played.Len()} {
		e := float64(k*n*size) / total
		stat += (count[i] - e) * (count[i] - e) / e
	}
	// With two degrees of freedom the chi-square distribution is the
	// exponential one: P(X > x) = exp(−x/2).
	if crit := -2 * math.Log(0.001); stat > crit {
		t.Errorf("taken talon cards in hand, discards, played: %v; chi-square %.1f > %.1f", count, stat, crit)
	}
	t.Logf("%d taken talon cards in hand, discards, played: %v, chi-square %.1f", k, count, stat)
}

// detCorrupt changes one field of o, chosen by field, to a value made from
// n, i, card and event (the event changed, counted among o's events).
func detCorrupt(o *tapp.Observation, field, n, i int, card deck.Card, event int) {
	i = (i%6 + 6) % 6
	switch (field%16 + 16) % 16 {
	case 0:
		o.Seat = tarock.Seat(n)
	case 1:
		o.HandSizes[i%3] = n
	case 2:
		o.Hand = o.Hand.With(card)
	case 3:
		if c, ok := o.Hand.Nth(n); ok {
			o.Hand = o.Hand.Without(c)
		}
	case 4:
		o.Talon[i] = card
	case 5:
		o.Declarer = tarock.Seat(n)
	case 6:
		o.HistoryLen = n
	case 7:
		if o.HistoryLen > 0 && o.HistoryLen <= tapp.MaxHistory {
			e := &o.History[(event%o.HistoryLen+o.HistoryLen)%o.HistoryLen]
			switch (n%4 + 4) % 4 {
			case 0:
				e.Move = tapp.Play(card)
			case 1:
				e.Move = tapp.Take(tapp.Half(card))
			case 2:
				e.Move = tapp.TakeCards(deck.SetOf(card))
			default:
				e.Seat = tarock.Seat(card)
			}
		}
	case 8:
		o.Announced ^= tapp.PagatUltimo
	case 9:
		o.DiscardedTarocks = n
	case 10:
		o.NumDiscards = n
	case 11:
		o.Discards = o.Discards.With(card)
	case 12:
		o.Rules.TalonMode = tapp.TalonMode(card)
	case 13:
		o.Contract = tapp.Contract(n)
	case 14:
		o.Played = o.Played.With(card)
	case 15:
		o.Phase = tapp.Phase(n)
	}
}

// detCheckView determinizes o and returns a description of what is wrong:
// an error that does not wrap ErrInconsistentView, or a state whose
// observation is not o. It reports whether o was rejected.
func detCheckView(o tapp.Observation, rng *rand.Rand) (rejected bool, problem string) {
	w, err := tapp.Determinize(o, rng)
	switch {
	case err != nil:
		if !errors.Is(err, determinize.ErrInconsistentView) {
			return true, fmt.Sprintf("error %v does not wrap ErrInconsistentView", err)
		}
		return true, ""
	case w.Observation(o.Seat) != o:
		return false, "a state whose observation differs from the view"
	}
	return false, ""
}

// TestDeterminizeBadViews: observations changed in one field at random
// either still have a consistent state, which Determinize returns with
// exactly that observation, or make it return an error wrapping
// ErrInconsistentView; it never panics.
func TestDeterminizeBadViews(t *testing.T) {
	variants := detVariants()
	rejected := 0
	rapid.Check(t, func(rt *rapid.T) {
		v := variants[rapid.IntRange(0, len(variants)-1).Draw(rt, "variant")]
		seed := rapid.Uint64().Draw(rt, "seed")
		rng := rand.New(rand.NewPCG(seed, 5))
		st := detRandomState(rt, v.Rules, rng, rapid.IntRange(0, 70).Draw(rt, "stop"))
		o := st.Observation(tarock.Seat(rapid.IntRange(0, 2).Draw(rt, "seat")))
		detCorrupt(&o, rapid.IntRange(0, 15).Draw(rt, "field"), rapid.IntRange(-3, 60).Draw(rt, "n"),
			rapid.IntRange(0, 5).Draw(rt, "i"), deck.Card(rapid.IntRange(0, 255).Draw(rt, "card")),
			rapid.IntRange(0, tapp.MaxHistory).Draw(rt, "event"))
		r, problem := detCheckView(o, rng)
		if problem != "" {
			rt.Fatal(problem)
		}
		if r {
			rejected++
		}
	})
	if rejected == 0 {
		t.Error("no changed observation was rejected")
	}
}

// FuzzDeterminize: an observation of a random deal with one field changed
// is either determinized into a state with exactly that observation or
// rejected with ErrInconsistentView, never with a panic.
func FuzzDeterminize(f *testing.F) {
	f.Add(uint64(1), uint8(20), uint8(0), int16(5), uint8(3), uint8(7), uint16(2))
	f.Add(uint64(2), uint8(40), uint8(7), int16(1), uint8(0), uint8(60), uint16(30))
	f.Add(uint64(3), uint8(30), uint8(9), int16(2), uint8(1), uint8(255), uint16(0))
	variants := detVariants()
	f.Fuzz(func(t *testing.T, seed uint64, stop, field uint8, n int16, i, card uint8, event uint16) {
		rng := rand.New(rand.NewPCG(seed, 5))
		st := detRandomState(t, variants[seed%uint64(len(variants))].Rules, rng, int(stop))
		o := st.Observation(tarock.Seat(seed % 3))
		detCorrupt(&o, int(field), int(n), int(i), deck.Card(card), int(event))
		if _, problem := detCheckView(o, rng); problem != "" {
			t.Fatal(problem)
		}
	})
}

// TestLeaks runs the generic leak check of package tarocktest on every
// variant with the random and the heuristic player: the observations, the
// legal moves of the seat to act and the players' decisions are the same
// in a random deal and in a state determinized from the seat's view.
func TestLeaks(t *testing.T) {
	variants := detVariants()
	players := []struct {
		name string
		new  func(seed uint64) bot.Player[tapp.Observation, tapp.Move]
	}{
		{"random", func(seed uint64) bot.Player[tapp.Observation, tapp.Move] {
			return bot.NewRandom[tapp.Observation, tapp.Move](rand.New(rand.NewPCG(seed, 1)))
		}},
		{"heuristic", func(seed uint64) bot.Player[tapp.Observation, tapp.Move] {
			return tappbot.NewHeuristic(rand.New(rand.NewPCG(seed, 1)))
		}},
	}
	for _, p := range players {
		t.Run(p.name, func(t *testing.T) {
			t.Parallel()
			tarocktest.CheckLeaks(t, tarocktest.LeakSpec[tapp.State, tapp.Move, tapp.Observation]{
				New: func(seed uint64) (tapp.State, error) {
					r := variants[seed%uint64(len(variants))].Rules
					return tapp.NewGame(r, tapp.ShuffledFor(rand.New(rand.NewPCG(seed, 11)), r))
				},
				Determinize: tapp.Determinize,
				Exchange:    tapptest.Exchange,
				Hidden:      tapptest.Hidden,
				Player:      p.new,
			})
		})
	}
}

// ExampleDeterminize completes a defender's view of a deal into a full
// state. The declarer (forehand) took the lower talon half T15 T16 4H,
// which everyone saw, had to discard 4H and two tarocks, which were shown,
// and announced Pagat Ultimo. Every sampled state respects that: the
// discards are T2 T3 4H, and the declarer holds the Pagat.
func ExampleDeterminize() {
	d, err := tapp.NewDeal([3]deck.Set{
		detSet("T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 KH KD KS"),
		detSet("Skus T21 T14 T17 T18 T19 T20 JH CH QH 4D 3D 2D AD JD CD"),
		detSet("QD 7S 8S 9S 10S JS CS QS 7C 8C 9C 10C JC CC QC KC"),
	}, detSet("T15 T16 4H"), detSet("3H 2H AH"))
	if err != nil {
		panic(err)
	}
	st, err := tapp.NewGame(tapp.MayrSedlaczek2001, d)
	if err != nil {
		panic(err)
	}
	for _, text := range []string{"bid Dreier", "pass", "pass", "take lower", "discard 4H T2 T3", "announce PagatUltimo"} {
		m, err := tapp.ParseMove(text)
		if err == nil {
			st, err = st.Apply(m)
		}
		if err != nil {
			panic(err)
		}
	}
	view := st.Observation(1) // middlehand, a defender
	fmt.Println("discards seen:", view.Discards, "of", view.NumDiscards)

	rng := rand.New(rand.NewPCG(1, 2))
	for range 3 {
		world, err := tapp.Determinize(view, rng)
		if err != nil {
			panic(err)
		}
		fmt.Println(world.Observation(1) == view, world.Discards(), world.Hand(0).Has(deck.Pagat))
	}
	// Output:
	// discards seen: T2 T3 of 3
	// true T2 T3 4H true
	// true T2 T3 4H true
	// true T2 T3 4H true
}

func detSet(s string) deck.Set {
	set, err := deck.ParseSet(s)
	if err != nil {
		panic(err)
	}
	return set
}

// detBenchViews returns defenders' views of random deals with the given
// number of tricks left.
func detBenchViews(b *testing.B, left int) []tapp.Observation {
	var views []tapp.Observation
	for i := range uint64(16) {
		st := detFind(&testing.T{}, tapp.MayrSedlaczek2001, 100+i, tricksLeft(left, tapp.Dreier, tapp.Unterer, tapp.Oberer))
		views = append(views, st.Observation(detDefender(st)))
	}
	return views
}

func benchmarkDeterminize(b *testing.B, left int) {
	views := detBenchViews(b, left)
	b.Run("NewDeterminizer", func(b *testing.B) {
		b.ReportAllocs()
		i := 0
		for b.Loop() {
			if _, err := tapp.NewDeterminizer(views[i%len(views)]); err != nil {
				b.Fatal(err)
			}
			i++
		}
	})
	b.Run("Sample", func(b *testing.B) {
		dets := make([]*tapp.Determinizer, len(views))
		for i, v := range views {
			var err error
			if dets[i], err = tapp.NewDeterminizer(v); err != nil {
				b.Fatal(err)
			}
		}
		rng := rand.New(rand.NewPCG(1, 1))
		b.ReportAllocs()
		i := 0
		for b.Loop() {
			if _, err := dets[i%len(dets)].Sample(rng); err != nil {
				b.Fatal(err)
			}
			i++
		}
	})
}

// BenchmarkDeterminizeFirstTrick prepares and draws samples from a
// defender's view before the first lead.
func BenchmarkDeterminizeFirstTrick(b *testing.B) { benchmarkDeterminize(b, 16) }

// BenchmarkDeterminizeMiddle prepares and draws samples from a defender's
// view with eight tricks left.
func BenchmarkDeterminizeMiddle(b *testing.B) { benchmarkDeterminize(b, 8) }
