package strohmandel_test

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/strohmandel/strohbot"
	"github.com/tarockfamily/sdk/strohmandel/strohmandeltest"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/bot"
	"github.com/tarockfamily/sdk/tarock/determinize"
	"github.com/tarockfamily/sdk/tarock/tarocktest"
	"pgregory.net/rapid"
)

// obsCmp compares observations with go-cmp.
var obsCmp = cmpopts.EquateComparable(tarock.Trick{}, strohmandel.Move{})

// allVariants returns every preset and the variants switching the other
// options on.
func allVariants() []strohmandel.Rules {
	var p []strohmandel.Rules
	for _, n := range strohmandel.Presets() {
		p = append(p, n.Rules)
	}
	return append(p, extraVariants()...)
}

// playRandomly plays up to stop random legal moves from the start of deal
// seed under rules.
func playRandomly(t testing.TB, rules strohmandel.Rules, seed uint64, stop int, rng *rand.Rand) strohmandel.State {
	t.Helper()
	st, err := strohmandel.NewGame(rules, strohmandeltest.Deal(rules, seed))
	if err != nil {
		t.Fatal(err)
	}
	var buf []strohmandel.Move
	for n := 0; !st.Done() && n < stop; n++ {
		buf = st.AppendLegalMoves(buf[:0])
		if st, err = st.Apply(buf[rng.IntN(len(buf))]); err != nil {
			t.Fatal(err)
		}
	}
	return st
}

// checkWorld checks a world determinized from the observation of seat
// against the true state st: the same observation (diffed with go-cmp),
// the cards conserved in the world, the observer's hand and every face-up top as in
// st, and every pile holding as many cards as in st, its hidden cards in
// no hand.
func checkWorld(world, st strohmandel.State, seat tarock.Seat) error {
	// go-cmp only for the diff: == is much faster.
	if o, got := st.Observation(seat), world.Observation(seat); o != got {
		return fmt.Errorf("observation differs (-want +got):\n%s", cmp.Diff(o, got, obsCmp))
	}
	var all deck.Set
	n := 0
	for _, s := range world.AppendCardSets(nil) {
		if all.Overlaps(s) {
			return fmt.Errorf("%v in two places", all.Intersect(s))
		}
		all |= s
		n += s.Len()
	}
	if pack := world.Rules().CardsInPlay(); all != pack || n != pack.Len() {
		return fmt.Errorf("%d cards in the world, missing %v", n, pack.Minus(all))
	}
	if world.Hand(seat) != st.Hand(seat) {
		return fmt.Errorf("observer's hand %v, in the world %v", st.Hand(seat), world.Hand(seat))
	}
	for p := range tarock.Seat(2) {
		if world.FaceUpTops(p) != st.FaceUpTops(p) || world.Hand(p).Len() != st.Hand(p).Len() {
			return fmt.Errorf("seat %v: tops or hand size differ", p)
		}
		for i, pl := range world.Piles(p) {
			truth := st.Piles(p)[i]
			if pl.Len() != truth.Len() || pl.Taken() != truth.Taken() {
				return fmt.Errorf("pile %d of %v holds %d cards, really %d", i, p, pl.Len(), truth.Len())
			}
			if pl.Cards().Overlaps(world.Hand(0) | world.Hand(1)) {
				return fmt.Errorf("pile %d of %v shares %v with a hand", i, p, pl.Cards().Intersect(world.Hand(0)|world.Hand(1)))
			}
		}
	}
	return nil
}

// TestDeterminizeProperties: for random deals of every preset and variant
// stopped at a random point, and for each seat, a determinization exists,
// the true state is one it may draw, and the world drawn passes checkWorld
// and plays on to the end.
func TestDeterminizeProperties(t *testing.T) {
	variants := allVariants()
	rapid.Check(t, func(rt *rapid.T) {
		seed := rapid.Uint64().Draw(rt, "seed")
		stop := rapid.IntRange(0, 75).Draw(rt, "stop")
		for _, rules := range variants {
			rng := rand.New(rand.NewPCG(seed, 1))
			st := playRandomly(t, rules, seed, stop, rng)
			for seat := range tarock.Seat(2) {
				o := st.Observation(seat)
				det, err := strohmandel.NewDeterminizer(o)
				if err != nil {
					rt.Fatalf("%v after %d moves, seat %v: %v", rules.Scoring, o.HistoryLen, seat, err)
				}
				if !det.Possible(st) {
					rt.Fatalf("%v after %d moves, seat %v: the true state is not possible", rules.Scoring, o.HistoryLen, seat)
				}
				if det.Count() < 1 {
					rt.Fatalf("count %v", det.Count())
				}
				world, err := det.Sample(rng)
				if err != nil {
					rt.Fatalf("%v after %d moves, seat %v: %v", rules.Scoring, o.HistoryLen, seat, err)
				}
				if err := checkWorld(world, st, seat); err != nil {
					rt.Fatalf("%v after %d moves, seat %v: %v", rules.Scoring, o.HistoryLen, seat, err)
				}
				if !det.Possible(world) {
					rt.Fatalf("the world drawn is not possible")
				}
				var buf []strohmandel.Move
				for !world.Done() {
					buf = world.AppendLegalMoves(buf[:0])
					if world, err = world.Apply(buf[rng.IntN(len(buf))]); err != nil {
						rt.Fatal(err)
					}
				}
			}
		}
	})
}

// determinizeGames is the number of random observations TestDeterminize
// completes; the test has passed with 400000.
var determinizeGames = 10000

// TestDeterminize completes many observations taken at random points of
// random games, under every preset and variant, into full states: each is
// consistent (checkWorld), the observer has the same legal moves in it, and
// the opponent's hand drawn differs from the true one often.
func TestDeterminize(t *testing.T) {
	rng := rand.New(rand.NewPCG(51, 52))
	variants := allVariants()
	differs := 0
	for i := range determinizeGames {
		rules := variants[i%len(variants)]
		st := playRandomly(t, rules, uint64(i), rng.IntN(75), rng)
		seat := tarock.Seat(i/len(variants)) % 2
		o := st.Observation(seat)
		world, err := strohmandel.Determinize(o, rng)
		if err != nil {
			t.Fatalf("game %d (%v) after %d moves, seat %d: %v", i, rules.Scoring, o.HistoryLen, seat, err)
		}
		if err := checkWorld(world, st, seat); err != nil {
			t.Fatalf("game %d (%v) after %d moves, seat %d: %v", i, rules.Scoring, o.HistoryLen, seat, err)
		}
		if world.Hand(1-seat) != st.Hand(1-seat) {
			differs++
		}
		if !world.Done() && world.ToMove() == seat {
			if d := cmp.Diff(movesText(st), movesText(world)); d != "" {
				t.Fatalf("game %d: legal moves differ (-true +world):\n%s", i, d)
			}
		}
	}
	if differs < determinizeGames/2 {
		t.Errorf("only %d of %d determinizations drew another opponent's hand", differs, determinizeGames)
	}
}

// TestDeterminizeBadInput: a doctored observation gives an error wrapping
// ErrInconsistentView, never a panic.
func TestDeterminizeBadInput(t *testing.T) {
	st, _ := strohmandel.NewGame(strohmandel.MayrSedlaczek2007, tableDeal(t))
	st = apply(t, st, "takeup", "play 3D")
	rng := rand.New(rand.NewPCG(1, 2))
	base := st.Observation(1)
	for i, f := range []func(o *strohmandel.Observation){
		func(o *strohmandel.Observation) { o.Seat = 5 },
		func(o *strohmandel.Observation) { o.Piles[0][0].Cards[0] = 99 },
		func(o *strohmandel.Observation) { o.Piles[1][2].Taken = -3 },
		func(o *strohmandel.Observation) { o.Piles[0][1].Taken = 9 },
		func(o *strohmandel.Observation) { o.Piles[0][1].FaceUp = true; o.Piles[0][1].Known = 0 },
		func(o *strohmandel.Observation) { o.HandSizes[0] = -5 },
		func(o *strohmandel.Observation) { o.HandSizes[0]++ },
		func(o *strohmandel.Observation) { o.HistoryLen = 1000 },
		func(o *strohmandel.Observation) { o.HistoryLen = -1 },
		func(o *strohmandel.Observation) { o.History[1].Move = strohmandel.Play(77) },
		func(o *strohmandel.Observation) { o.History[1].Move = strohmandel.Play(o.Piles[1][0].Cards[0]) },
		func(o *strohmandel.Observation) { o.Rules.Birds = 0xff },
		func(o *strohmandel.Observation) { o.Hand = 0 },
		func(o *strohmandel.Observation) { o.Hand |= 1 << 60 },
		func(o *strohmandel.Observation) { o.Won[1] |= o.CurrentTrick.Cards() },
		func(o *strohmandel.Observation) { o.KnownHand[0] = deck.FullPack },
		func(o *strohmandel.Observation) { o.Kontra = 2 },
	} {
		o := base
		f(&o)
		_, err := strohmandel.Determinize(o, rng)
		if !errors.Is(err, determinize.ErrInconsistentView) {
			t.Errorf("case %d: %v", i, err)
		}
	}
	if _, err := strohmandel.Determinize(base, rng); err != nil {
		t.Errorf("the observation itself: %v", err)
	}
}

// TestLeaks runs the generic leak check of package tarocktest on every
// preset and variant with the random and the heuristic player: the
// observations, the legal moves of the seat to act and the player's
// decisions are the same in a random deal and in a state determinized
// from the seat's view.
func TestLeaks(t *testing.T) {
	variants := allVariants()
	players := []struct {
		name string
		new  func(seed uint64) bot.Player[strohmandel.Observation, strohmandel.Move]
	}{
		{"random", func(seed uint64) bot.Player[strohmandel.Observation, strohmandel.Move] {
			return bot.NewRandom[strohmandel.Observation, strohmandel.Move](rand.New(rand.NewPCG(seed, 1)))
		}},
		{"heuristic", func(seed uint64) bot.Player[strohmandel.Observation, strohmandel.Move] {
			return strohbot.NewHeuristic(rand.New(rand.NewPCG(seed, 1)))
		}},
	}
	for _, p := range players {
		t.Run(p.name, func(t *testing.T) {
			t.Parallel()
			tarocktest.CheckLeaks(t, tarocktest.LeakSpec[strohmandel.State, strohmandel.Move, strohmandel.Observation]{
				New: func(seed uint64) (strohmandel.State, error) {
					return strohmandel.NewGame(variants[seed%uint64(len(variants))], strohmandeltest.Deal(variants[seed%uint64(len(variants))], seed))
				},
				Determinize: strohmandel.Determinize,
				Exchange:    strohmandeltest.Exchange,
				Hidden:      strohmandeltest.Hidden,
				Player:      p.new,
			})
		})
	}
}

// enumerate returns every deal consistent with o, found by brute force
// independently of the constraints Determinizer derives: every placement
// of the cards the observer cannot place into the opponent's dealt hand,
// the last cards of his piles he took in unseen and the hidden positions
// of every pile (in every order) is replayed, and kept when it reproduces
// o. The cards the opponent played that did not come face up from a pile
// go only to his dealt hand or his last cards, since a card is played from
// the hand or a face-up top. dealt is the observer's dealt hand. It gives
// up (false) when there would be more than limit placements to try.
func enumerate(o strohmandel.Observation, dealt deck.Set, limit int) ([]strohmandel.Deal, bool) {
	seat, opp := o.Seat, 1-o.Seat
	var base strohmandel.Deal
	base.Hands[seat] = dealt
	var knownPile deck.Set
	type slot struct {
		seat    tarock.Seat
		pile, k int
	}
	var lasts, hid []slot
	pack := o.Rules.CardsInPlay()
	short := pack == deck.Pack40 || pack == strohmandel.Pack40RedFours
	for p := range tarock.Seat(2) {
		for i, v := range o.Piles[p] {
			for k := range 4 {
				switch {
				case short && i > 0 && k == 0: // a pile of three (doc/strohmandel.md §11.1.3)
					base.Piles[p][i][k] = deck.NoCard
				case v.Known&(1<<k) != 0:
					base.Piles[p][i][k] = v.Cards[k]
					knownPile |= 1 << v.Cards[k]
				case k >= v.Taken:
					hid = append(hid, slot{p, i, k})
				default:
					lasts = append(lasts, slot{p, i, k})
				}
			}
		}
	}
	played := o.Won[0] | o.Won[1] | o.CurrentTrick.Cards()
	x := pack &^ dealt &^ knownPile
	fromHand := played & x
	u := x &^ fromHand
	tries := 1.0
	for i := range lasts {
		tries *= float64(x.Len() - i)
	}
	for i := range hid {
		tries *= float64(u.Len() - i)
	}
	if tries > float64(limit) {
		return nil, false
	}
	var out []strohmandel.Deal
	var rec func(d strohmandel.Deal, used deck.Set, i int)
	rec = func(d strohmandel.Deal, used deck.Set, i int) {
		if i < len(lasts)+len(hid) {
			pool, s := x, slot{}
			if i < len(lasts) {
				s = lasts[i]
			} else {
				pool, s = u, hid[i-len(lasts)]
			}
			for c := range (pool &^ used).All() {
				d.Piles[s.seat][s.pile][s.k] = c
				rec(d, used.With(c), i+1)
			}
			return
		}
		d.Hands[opp] = x &^ used
		st, err := strohmandel.NewGame(o.Rules, d)
		if err != nil {
			return
		}
		for _, m := range o.History[:o.HistoryLen] {
			if st, err = st.Apply(m.Move); err != nil {
				return
			}
		}
		if st.Observation(seat) == o {
			out = append(out, d)
		}
	}
	rec(base, 0, 0)
	return out, true
}

// chiSquareCritical returns the value a chi-square statistic with df
// degrees of freedom exceeds with probability 0.001, by the
// Wilson–Hilferty approximation (accurate to about 1% for df ≥ 3).
func chiSquareCritical(df int) float64 {
	const z = 3.090232 // the 0.999 quantile of the standard normal
	k := float64(df)
	v := 2 / (9 * k)
	return k * math.Pow(1-v+z*math.Sqrt(v), 3)
}

// chiSquare draws n deals with draw and returns the chi-square statistic
// of their counts against the uniform distribution over deals. A deal
// outside deals, or a failed draw, is an error.
func chiSquare(deals []strohmandel.Deal, n int, draw func() (strohmandel.Deal, error)) (float64, error) {
	counts := make(map[strohmandel.Deal]int, len(deals))
	for _, d := range deals {
		counts[d] = 0
	}
	for range n {
		d, err := draw()
		if err != nil {
			return 0, err
		}
		if _, ok := counts[d]; !ok {
			return 0, fmt.Errorf("drew an inconsistent deal %v", d)
		}
		counts[d]++
	}
	want := float64(n) / float64(len(deals))
	stat := 0.0
	for _, k := range counts {
		stat += (float64(k) - want) * (float64(k) - want) / want
	}
	return stat, nil
}

// smallPosition is an observation late in a deal whose consistent deals
// can be enumerated.
type smallPosition struct {
	name    string
	o       strohmandel.Observation
	deals   []strohmandel.Deal
	binding bool // see tarockBinding
}

// The small positions, found once for the tests that use them.
var (
	positionsOnce sync.Once
	smallCache    []smallPosition
)

// cachedPositions returns smallPositions(t, 12), computed once.
func cachedPositions(t *testing.T) []smallPosition {
	positionsOnce.Do(func() { smallCache = smallPositions(t, 12) })
	if len(smallCache) == 0 {
		t.Fatal("no small positions")
	}
	return smallCache
}

// tarockBinding reports whether o shows that the opponent, the dealer,
// holds a tarock among his dealt cards (forehand took up and the dealer
// was not asked to throw in, doc/strohmandel.md §3.4) while some
// placements of the hidden cards would give him none: then the count
// differs from that of the same observation without ThrowInNoTarock.
func tarockBinding(t *testing.T, o strohmandel.Observation) bool {
	if !o.Rules.ThrowInNoTarock || o.Seat != tarock.Forehand || o.HistoryLen == 0 || o.History[0].Move != strohmandel.TakeUp() {
		return false
	}
	off := o
	off.Rules.ThrowInNoTarock = false
	a, err := strohmandel.NewDeterminizer(o)
	if err != nil {
		t.Fatal(err)
	}
	b, err := strohmandel.NewDeterminizer(off)
	if err != nil {
		t.Fatal(err)
	}
	return a.Count() != b.Count()
}

// singleTarock returns d with seat's dealt hand holding exactly one tarock.
// singleTarock returns d with seat's dealt hand holding exactly one tarock,
// or false when the other hand has none to give.
func singleTarock(d strohmandel.Deal, seat tarock.Seat) (strohmandel.Deal, bool) {
	d = strohmandeltest.WithoutTarock(d, int(seat))
	t, ok := d.Hands[1-seat].Tarocks().First()
	x, _ := d.Hands[seat].First()
	d.Hands[seat] = d.Hands[seat].Without(x).With(t)
	d.Hands[1-seat] = d.Hands[1-seat].Without(t).With(x)
	return d, ok
}

// smallPositions plays random deals of every preset and variant to a late
// point and returns observations with between 6 and 600 consistent deals
// that take at most 20000 placements to enumerate: n in which the
// opponent took in a last card unseen (where the old rejection sampler
// was biased) or the dealer's tarock is a binding condition, and n/4
// others.
func smallPositions(t *testing.T, n int) []smallPosition {
	t.Helper()
	rng := rand.New(rand.NewPCG(7, 7))
	variants := allVariants()
	var out []smallPosition
	binding, special, plain := 0, 0, 0
	for i := 0; (special < n || plain < n/4 || binding == 0) && i < 20000; i++ {
		rules := variants[i%len(variants)]
		st := playRandomly(t, rules, uint64(1000+i), 40+rng.IntN(30), rng)
		seat := tarock.Seat(rng.IntN(2))
		if i%2 == 1 && binding < 2 {
			// Forehand takes up against a dealer dealt a single tarock.
			rules, seat = strohmandel.MayrSedlaczek2007, tarock.Forehand
			d, ok := singleTarock(strohmandeltest.Deal(strohmandel.MayrSedlaczek2007, uint64(i)), strohmandel.Dealer)
			if !ok {
				continue
			}
			var err error
			if st, err = strohmandel.NewGame(rules, d); err != nil {
				t.Fatal(err)
			}
			st = apply(t, st, "takeup")
			var buf []strohmandel.Move
			for stop := 40 + rng.IntN(30); !st.Done() && stop > 0; stop-- {
				buf = st.AppendLegalMoves(buf[:0])
				st, _ = st.Apply(buf[rng.IntN(len(buf))])
			}
		}
		o := st.Observation(seat)
		lasts := 0
		for _, v := range o.Piles[1-seat] {
			if v.Taken == 4 && v.Known&8 == 0 {
				lasts++
			}
		}
		bind := tarockBinding(t, o)
		switch {
		case bind && binding < 2:
		case lasts > 0 && special < n:
		case lasts == 0 && plain < n/4:
		default:
			continue
		}
		deals, ok := enumerate(o, st.Deal().Hands[seat], 20000)
		if !ok || len(deals) < 6 || len(deals) > 600 {
			continue
		}
		switch {
		case bind:
			binding++
		case lasts > 0:
			special++
		default:
			plain++
		}
		name := fmt.Sprintf("%v/seat%d/moves%d/lasts%d/binding=%v", rules.Scoring, seat, o.HistoryLen, lasts, bind)
		out = append(out, smallPosition{name, o, deals, bind})
	}
	if special < n || plain < n/4 || binding == 0 {
		t.Fatalf("found only %d, %d and %d small positions", special, plain, binding)
	}
	return out
}

// TestDeterminizeCount: in positions small enough to enumerate, the
// number of consistent deals Determinizer counts equals the brute-force
// count, and every consistent deal is possible.
func TestDeterminizeCount(t *testing.T) {
	for _, p := range cachedPositions(t) {
		det, err := strohmandel.NewDeterminizer(p.o)
		if err != nil {
			t.Fatalf("%s: %v", p.name, err)
		}
		if det.Count() != float64(len(p.deals)) {
			t.Errorf("%s: count %v, enumerated %d", p.name, det.Count(), len(p.deals))
		}
		for _, d := range p.deals {
			st, _ := strohmandel.NewGame(p.o.Rules, d)
			for _, e := range p.o.Events() {
				st, _ = st.Apply(e.Move)
			}
			if !det.Possible(st) {
				t.Fatalf("%s: consistent deal %v is not possible", p.name, d)
			}
		}
	}
}

// TestDeterminizeUniform draws 30 deals per consistent deal in small
// positions and applies a chi-square test of uniformity at p = 0.001; a
// sampler that prefers some deals (here the rejection sampler Determinize
// used before package hidden, and one that draws twice and keeps the
// lower dealt hand) fails the same test.
func TestDeterminizeUniform(t *testing.T) {
	var positions []smallPosition
	for i, p := range cachedPositions(t) {
		if i%2 == 0 || p.binding {
			positions = append(positions, p)
		}
	}
	oldRejected, biasedRejected := 0, 0
	for _, p := range positions {
		crit := chiSquareCritical(len(p.deals) - 1)
		n := 30 * len(p.deals)
		det, err := strohmandel.NewDeterminizer(p.o)
		if err != nil {
			t.Fatalf("%s: %v", p.name, err)
		}
		rng := rand.New(rand.NewPCG(3, uint64(len(p.deals))))
		stat, err := chiSquare(p.deals, n, func() (strohmandel.Deal, error) {
			st, err := det.Sample(rng)
			return st.Deal(), err
		})
		if err != nil {
			t.Fatalf("%s: %v", p.name, err)
		}
		t.Logf("%s: %d deals, chi-square %.1f, critical %.1f", p.name, len(p.deals), stat, crit)
		if stat > crit {
			t.Errorf("%s: not uniform: chi-square %.1f > %.1f with %d degrees of freedom", p.name, stat, crit, len(p.deals)-1)
		}

		// The biased samplers.
		stat, err = chiSquare(p.deals, n, func() (strohmandel.Deal, error) {
			st, err := rejectionDeterminize(p.o, rng)
			return st.Deal(), err
		})
		if err == nil && stat > crit {
			oldRejected++
		}
		t.Logf("%s: rejection sampler chi-square %.1f (error %v)", p.name, stat, err)
		stat, err = chiSquare(p.deals, n, func() (strohmandel.Deal, error) {
			a, err := det.Sample(rng)
			if err != nil {
				return strohmandel.Deal{}, err
			}
			b, err := det.Sample(rng)
			da, db := a.Deal(), b.Deal()
			if db.Hands[1-p.o.Seat] < da.Hands[1-p.o.Seat] {
				da = db
			}
			return da, err
		})
		if err != nil {
			t.Fatal(err)
		}
		if stat > crit {
			biasedRejected++
		}
	}
	if biasedRejected == 0 || oldRejected == 0 {
		t.Errorf("the test rejected the biased sampler in %d and the rejection sampler in %d positions", biasedRejected, oldRejected)
	}
	t.Logf("rejection sampler rejected in %d, biased sampler in %d of %d positions", oldRejected, biasedRejected, len(positions))
}

// rejectionDeterminize is the rejection sampler Determinize used before it
// was built on package tarock/hidden, kept to show that TestDeterminizeUniform
// detects a biased sampler. It picks the hidden cards at random (the last
// cards the opponent took in unseen by a coin flip between a card he
// played and one he holds), builds a deal and accepts it when the history
// replays to the observation.
func rejectionDeterminize(o strohmandel.Observation, r *rand.Rand) (strohmandel.State, error) {
	seat := o.Seat
	if seat >= strohmandel.Players || o.HistoryLen < 0 || o.HistoryLen > len(o.History) {
		return strohmandel.State{}, fmt.Errorf("strohmandel: observation of %v: %w", seat, determinize.ErrInconsistentView)
	}
	for p := range strohmandel.Players {
		if o.HandSizes[p] < 0 || o.HandSizes[p] > deck.NumCards/2 {
			return strohmandel.State{}, fmt.Errorf("strohmandel: observation with a hand of %d cards: %w", o.HandSizes[p], determinize.ErrInconsistentView)
		}
		for _, v := range o.Piles[p] {
			if v.Taken < 0 || v.Taken > strohmandel.PileSize {
				return strohmandel.State{}, fmt.Errorf("strohmandel: observation with %d cards taken from a pile: %w", v.Taken, determinize.ErrInconsistentView)
			}
		}
	}
	opp := 1 - seat
	var hist []strohmandel.Move
	for _, e := range o.History[:o.HistoryLen] {
		hist = append(hist, e.Move)
	}

	// Who played each card and in which trick, and the opponent's voids:
	// the suits (and the tarocks) he showed he did not hold in his playable
	// set, with the trick in which he showed it (in Trischaken also the
	// cards that would have beaten the trick and the tarocks beside a
	// played Pagat). A throw-in, a refusal to throw in, or the dealer's
	// being asked (doc/strohmandel.md §3.4) shows a dealt hand without tarock, before any
	// trick.
	var played [strohmandel.Players]deck.Set
	var trickOf [deck.NumCards]int
	type void struct {
		trick int
		cards deck.Set
	}
	var voids []void
	for i, m := range hist[:min(len(hist), 2)] {
		if (m.Kind() == strohmandel.MoveThrowIn || m.Kind() == strohmandel.MoveContinue) && tarock.Seat(i) == opp {
			voids = append(voids, void{-1, deck.Tarocks})
		}
	}
	if o.Phase == strohmandel.PhaseThrowIn && opp == strohmandel.Dealer {
		voids = append(voids, void{-1, deck.Tarocks}) // asked because he has none
	}
	leader := tarock.Forehand
	if o.Rules.FirstLead == strohmandel.LeadDeclarerIfTakenUp && o.Declarer != tarock.NoSeat {
		leader = o.Declarer
	}
	var lead deck.Card
	n := 0
	for _, m := range hist {
		c, ok := m.PlayedCard()
		if !ok || !c.Valid() {
			continue
		}
		p := leader.Add(n%2, strohmandel.Players)
		played[p] |= 1 << c
		trickOf[c] = n / 2
		if p == opp && c == deck.Pagat && o.Contract == strohmandel.Trischaken {
			// The Pagat only as the last tarock (doc/strohmandel.md §4.2, N).
			voids = append(voids, void{n / 2, deck.Tarocks &^ (1 << deck.Pagat)})
		}
		if n%2 == 0 {
			lead = c
		} else {
			if p == opp && c.Suit() != lead.Suit() {
				v := void{n / 2, lead.Suit().Cards()}
				if !c.IsTarock() {
					v.cards |= deck.Tarocks
				}
				voids = append(voids, v)
			}
			if p == opp && o.Contract == strohmandel.Trischaken && c.Suit() == lead.Suit() && !c.Beats(lead) {
				// Must beat: he held no higher card of the suit led.
				voids = append(voids, void{n / 2, lead.Suit().Cards() &^ (2<<lead - 1)})
			}
			if !c.Beats(lead) {
				p = 1 - p
			}
			leader = p
		}
		n++
	}
	// voidBetween reports whether the opponent showed a void in c's suit in
	// a trick t with from < t < to.
	voidBetween := func(c deck.Card, from, to int) bool {
		for _, v := range voids {
			if v.trick > from && v.trick < to && v.cards.Has(c) {
				return true
			}
		}
		return false
	}

	// The cards that left the piles, as the observer knows them, and the
	// opponent's piles emptied by a last card he took in unseen, with the
	// trick after which he took it (-1: at the initial reveal).
	var fromPiles [strohmandel.Players]deck.Set
	type slot struct{ pile, after int }
	var slots []slot
	for p := range tarock.Seat(strohmandel.Players) {
		for i, v := range o.Piles[p] {
			after := -1
			for k := range min(v.Taken, strohmandel.PileSize) {
				if v.Known&(1<<k) == 0 {
					if p == opp && k == strohmandel.PileSize-1 {
						slots = append(slots, slot{i, after})
					}
					continue
				}
				c := v.Cards[k]
				if !c.Valid() {
					return strohmandel.State{}, fmt.Errorf("strohmandel: observation shows %v in a pile: %w", c, determinize.ErrInconsistentView)
				}
				fromPiles[p] |= 1 << c
				if !c.IsTarock() && !c.IsKing() && k < strohmandel.PileSize-1 {
					after = trickOf[c] // a face-up top, played in this trick
				}
			}
		}
	}
	ownDealt := (o.Hand | played[seat]) &^ fromPiles[seat]
	fromHand := played[opp] &^ fromPiles[opp] // dealt, or an unseen last card
	var forced deck.Set                       // could not have been dealt
	var allVoids deck.Set
	for _, v := range voids {
		allVoids |= v.cards
	}
	for c := range fromHand.All() {
		if voidBetween(c, -2, trickOf[c]) {
			forced |= 1 << c
		}
	}
	unknown := o.Unknown()
	oppUnknown := o.HandSizes[opp] - o.KnownHand[opp].Len()

	var cards, pool []deck.Card
	lastCards := make([]deck.Card, len(slots))
	const fromUnknown = 255
	for range 500 {
		// Give every forced card a slot it fits, then decide for each
		// other slot between a played card and a card still in the hand.
		for i := range lastCards {
			lastCards[i] = fromUnknown
		}
		fits := func(i int, c deck.Card) bool {
			return lastCards[i] == fromUnknown && trickOf[c] > slots[i].after && !voidBetween(c, slots[i].after, trickOf[c])
		}
		var playedLast deck.Set
		ok := true
		for c := range forced.All() {
			k, placed := r.IntN(max(1, len(slots))), false
			for j := range slots {
				if i := (k + j) % len(slots); fits(i, c) {
					lastCards[i], placed = c, true
					break
				}
			}
			if !placed {
				ok = false
				break
			}
			playedLast |= 1 << c
		}
		if !ok {
			continue
		}
		inHand := 0
		for i := range slots {
			if lastCards[i] != fromUnknown {
				continue
			}
			var fit deck.Set
			for c := range (fromHand &^ playedLast).All() {
				if fits(i, c) {
					fit |= 1 << c
				}
			}
			if fit != 0 && (r.IntN(2) == 0 || inHand >= oppUnknown) {
				c, _ := fit.Nth(r.IntN(fit.Len()))
				lastCards[i] = c
				playedLast |= 1 << c
				continue
			}
			inHand++
		}
		fill := strohmandel.HandSize - (fromHand &^ playedLast).Len()
		if fill < 0 || fill+inHand != oppUnknown {
			continue
		}
		// The opponent's unseen dealt cards avoid every suit he showed void in.
		allowed := unknown &^ allVoids
		if allowed.Len() < fill {
			continue
		}
		cards = allowed.AppendCards(cards[:0])
		r.Shuffle(len(cards), func(i, j int) { cards[i], cards[j] = cards[j], cards[i] })
		oppDealt := fromHand &^ playedLast
		for _, c := range cards[:fill] {
			oppDealt |= 1 << c
		}
		pool = (unknown &^ oppDealt).AppendCards(pool[:0])
		r.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })

		var d strohmandel.Deal
		d.Hands[seat], d.Hands[opp] = ownDealt, oppDealt
		// A last card still in the hand avoids the voids shown after it came.
		for i, sl := range slots {
			c := lastCards[i]
			if c == fromUnknown {
				k := 0
				for k < len(pool) && voidBetween(pool[k], sl.after, 1<<30) {
					k++
				}
				if k == len(pool) {
					ok = false
					break
				}
				c = pool[k]
				pool = append(pool[:k], pool[k+1:]...)
			}
			d.Piles[opp][sl.pile][strohmandel.PileSize-1] = c
		}
		for p := range tarock.Seat(strohmandel.Players) {
			for i, v := range o.Piles[p] {
				for k := range strohmandel.PileSize {
					switch {
					case v.Known&(1<<k) != 0:
						d.Piles[p][i][k] = v.Cards[k]
					case p == opp && k == strohmandel.PileSize-1 && k < v.Taken:
						// an unseen last card, placed above
					case len(pool) > 0:
						d.Piles[p][i][k], pool = pool[0], pool[1:]
					default:
						ok = false
					}
				}
			}
		}
		if !ok || len(pool) != 0 {
			continue
		}
		st, err := strohmandel.NewGame(o.Rules, d)
		if err != nil {
			continue
		}
		for _, m := range hist {
			if st, err = st.Apply(m); err != nil {
				break
			}
		}
		if err == nil && st.Observation(seat) == o {
			return st, nil
		}
	}
	return strohmandel.State{}, fmt.Errorf("strohmandel: observation of %v after %d moves: %w", seat, o.HistoryLen, determinize.ErrInconsistentView)
}

// determinizeObservations returns observations of seats 0 and 1 taken at random
// points of the play of random deals.
func determinizeObservations(b *testing.B) []strohmandel.Observation {
	rng := rand.New(rand.NewPCG(4, 4))
	var obs []strohmandel.Observation
	for i := range 256 {
		st := playRandomly(b, strohmandel.MayrSedlaczek2007, uint64(i), 2+rng.IntN(56), rng)
		obs = append(obs, st.Observation(tarock.Seat(i%2)))
	}
	return obs
}

// BenchmarkNewDeterminizer measures preparing the sampling of one
// observation (the counting tables of package hidden).
func BenchmarkNewDeterminizer(b *testing.B) {
	obs := determinizeObservations(b)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		if _, err := strohmandel.NewDeterminizer(obs[i%len(obs)]); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDeterminizerSample measures drawing one state from a prepared
// Determinizer: a placement, a deal, the replay and the check.
func BenchmarkDeterminizerSample(b *testing.B) {
	obs := determinizeObservations(b)
	dets := make([]*strohmandel.Determinizer, len(obs))
	for i, o := range obs {
		var err error
		if dets[i], err = strohmandel.NewDeterminizer(o); err != nil {
			b.Fatal(err)
		}
	}
	rng := rand.New(rand.NewPCG(5, 5))
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		if _, err := dets[i%len(dets)].Sample(rng); err != nil {
			b.Fatal(err)
		}
	}
}

// Completing what forehand sees four tricks before the end of a random
// deal: the deals that fit it are counted exactly, and each draw is one of
// them, every one equally likely.
func ExampleNewDeterminizer() {
	rng := rand.New(rand.NewPCG(1, 2))
	st, _ := strohmandel.NewGame(strohmandel.MayrSedlaczek2007, strohmandel.Shuffled(rng))
	for st.TricksPlayed() < 23 {
		legal := st.LegalMoves()
		st, _ = st.Apply(legal[rng.IntN(len(legal))])
	}
	view := st.Observation(tarock.Forehand)
	det, err := strohmandel.NewDeterminizer(view)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("consistent deals:", det.Count())
	for range 3 {
		world, _ := det.Sample(rng)
		fmt.Println("dealer's hand:", world.Hand(strohmandel.Dealer), "same view:", world.Observation(tarock.Forehand) == view)
	}
	fmt.Println("really:", st.Hand(strohmandel.Dealer))
	// Output:
	// consistent deals: 61440
	// dealer's hand: T16 T19 8S 10S same view: true
	// dealer's hand: T4 T19 8S 10S same view: true
	// dealer's hand: T4 T5 T19 8S same view: true
	// really: T4 T19 CH 10S
}

// FuzzDeterminize doctors an observation of a random deal with the fuzzed
// bytes (cards, counts, moves, sets) and checks that Determinize never
// panics and either returns an error wrapping ErrInconsistentView or a
// state whose observation is exactly the doctored one.
func FuzzDeterminize(f *testing.F) {
	f.Add(uint64(1), uint8(30), []byte{})
	f.Add(uint64(2), uint8(50), []byte{0, 3, 7, 1, 9, 200})
	f.Add(uint64(3), uint8(5), []byte{4, 0, 0, 6, 1, 1})
	variants := allVariants()
	f.Fuzz(func(t *testing.T, seed uint64, stop uint8, edits []byte) {
		rng := rand.New(rand.NewPCG(seed, 9))
		st := playRandomly(t, variants[seed%uint64(len(variants))], seed, int(stop), rng)
		o := st.Observation(tarock.Seat(seed >> 8 & 1))
		for len(edits) >= 3 {
			op, a, b := edits[0]%8, int(edits[1]), edits[2]
			edits = edits[3:]
			pv := &o.Piles[a&1][a>>1%3]
			switch op {
			case 0:
				pv.Cards[a>>3%4] = deck.Card(b)
			case 1:
				pv.Taken = int(int8(b))
			case 2:
				pv.Known = b
			case 3:
				pv.FaceUp = !pv.FaceUp
			case 4:
				o.HandSizes[a&1] = int(int8(b))
			case 5:
				o.History[a%len(o.History)].Move = strohmandel.Play(deck.Card(b))
			case 6:
				o.HistoryLen = int(int8(b))
			case 7:
				o.Hand ^= 1 << (b % 64)
			}
		}
		world, err := strohmandel.Determinize(o, rng)
		if err != nil {
			if !errors.Is(err, determinize.ErrInconsistentView) {
				t.Fatalf("error %v does not wrap ErrInconsistentView", err)
			}
			return
		}
		if world.Observation(o.Seat) != o {
			t.Fatalf("the state drawn does not show the observation")
		}
	})
}

// TestDeterminizeUniform40 is TestDeterminizeUniform on small positions
// of the 40-card game (doc/strohmandel.md §11.1.3, §5.5): the piles of
// three, the ten hand cards and the smaller pack; the count equals the
// brute-force count and 30 draws per consistent deal pass the chi-square
// test, which a biased sampler fails.
func TestDeterminizeUniform40(t *testing.T) {
	rng := rand.New(rand.NewPCG(40, 40))
	found, biased := 0, 0
	for i := 0; found < 4 && i < 4000; i++ {
		rules := strohmandel.Zwanziger40
		if i%2 == 1 {
			rules.Glatzen = strohmandel.GlatzenRedFours
		}
		st := playRandomly(t, rules, uint64(4000+i), 24+rng.IntN(16), rng)
		seat := tarock.Seat(rng.IntN(2))
		o := st.Observation(seat)
		deals, ok := enumerate(o, st.Deal().Hands[seat], 20000)
		if !ok || len(deals) < 6 || len(deals) > 400 {
			continue
		}
		found++
		det, err := strohmandel.NewDeterminizer(o)
		if err != nil {
			t.Fatal(err)
		}
		if det.Count() != float64(len(deals)) {
			t.Errorf("deal %d seat %d: count %v, enumerated %d", i, seat, det.Count(), len(deals))
		}
		crit := chiSquareCritical(len(deals) - 1)
		stat, err := chiSquare(deals, 30*len(deals), func() (strohmandel.Deal, error) {
			s, err := det.Sample(rng)
			return s.Deal(), err
		})
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("deal %d seat %d, %d moves: %d deals, chi-square %.1f, critical %.1f", i, seat, o.HistoryLen, len(deals), stat, crit)
		if stat > crit {
			t.Errorf("deal %d seat %d: not uniform: chi-square %.1f > %.1f", i, seat, stat, crit)
		}
		// A sampler that keeps the lower of two dealt hands fails the same test.
		stat, err = chiSquare(deals, 30*len(deals), func() (strohmandel.Deal, error) {
			a, _ := det.Sample(rng)
			b, err := det.Sample(rng)
			da, db := a.Deal(), b.Deal()
			if db.Hands[1-seat] < da.Hands[1-seat] {
				da = db
			}
			return da, err
		})
		if err == nil && stat > crit {
			biased++
		}
	}
	if biased == 0 {
		t.Error("the test rejected the biased sampler in no position")
	}
	if found < 4 {
		t.Fatalf("found only %d small 40-card positions", found)
	}
}
