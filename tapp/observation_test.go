package tapp_test

import (
	"math/rand/v2"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tarock"
)

// randomPrefix plays a random deal and returns the deal, the moves made
// and the states reached (states[i] is the state before moves[i]).
func randomPrefix(t *testing.T, r tapp.Rules, rng *rand.Rand) (tapp.Deal, []tapp.Move, []tapp.State) {
	t.Helper()
	d := tapp.Shuffled(rng)
	st, err := tapp.NewGame(r, d)
	if err != nil {
		t.Fatal(err)
	}
	var moves []tapp.Move
	states := []tapp.State{st}
	for !st.Done() {
		legal := st.LegalMoves()
		m := legal[rng.IntN(len(legal))]
		if st, err = st.Apply(m); err != nil {
			t.Fatal(err)
		}
		moves = append(moves, m)
		states = append(states, st)
	}
	return d, moves, states
}

// place returns where card c lies in deal d: seat 0–2 or 3+position for a
// talon card.
func place(d tapp.Deal, c deck.Card) int {
	for p, h := range d.Hands {
		if h.Has(c) {
			return p
		}
	}
	for i, t := range d.Talon {
		if t == c {
			return 3 + i
		}
	}
	return -1
}

func swapped(d tapp.Deal, a, b deck.Card) tapp.Deal {
	pa, pb := place(d, a), place(d, b)
	put := func(p int, from, to deck.Card) {
		if p < 3 {
			d.Hands[p] = d.Hands[p].Without(from).With(to)
		} else {
			d.Talon[p-3] = to
		}
	}
	put(pa, a, b)
	put(pb, b, a)
	return d
}

// TestObservationHidesCards checks that an observation holds no card its
// seat may not see: two deals that differ only by swapping two cards the
// seat has not seen (of one suit, neither king nor Trull card, so that
// every earlier move stays legal) give the same observation after the same
// moves; and every card an observation shows is one the seat was dealt,
// saw played, or saw in the talon or the discards.
func TestObservationHidesCards(t *testing.T) {
	rules := map[string]tapp.Rules{
		"default":   tapp.MayrSedlaczek2001,
		"FixedHalf": tapp.FixedHalf,
		"Tapp1821":  tapp.Tapp1821,
		"Unexposed": with(tapp.MayrSedlaczek2001, func(r *tapp.Rules) { r.TalonMode = tapp.TalonFixedHalfUnexposed; r.Kontra = true }),
	}
	swaps := 0
	for name, r := range rules {
		rng := rand.New(rand.NewPCG(11, 12))
		for range 150 {
			d, moves, states := randomPrefix(t, r, rng)
			k := rng.IntN(len(states))
			st := states[k]
			seat := tarock.Seat(rng.IntN(3))
			o := st.Observation(seat)

			// Every card shown was dealt to the seat, played, shown in the
			// talon or seen in the discards.
			may := maysee(r, d, st, seat)
			if extra := o.Known() &^ may; !extra.IsEmpty() {
				t.Fatalf("%s: observation of %v shows %v", name, seat, extra)
			}
			if st.Declarer() != seat && r.TarockDiscard != tapp.DiscardForcedAnnouncedOnly && o.Discards != st.Discards().Tarocks() {
				t.Fatalf("%s: defender sees discards %v of %v", name, o.Discards, st.Discards())
			}

			hidden := deck.FullPack &^ (may | st.Discards() | deck.Kings | deck.Trull)
			var a, b deck.Card
			found := false
			for x := range hidden.All() {
				for y := range hidden.All() {
					if x < y && x.Suit() == y.Suit() && place(d, x) != place(d, y) {
						a, b, found = x, y, true
						break
					}
				}
				if found {
					break
				}
			}
			if !found {
				continue
			}
			other, err := tapp.NewGame(r, swapped(d, a, b))
			if err != nil {
				t.Fatal(err)
			}
			for _, m := range moves[:k] {
				if other, err = other.Apply(m); err != nil {
					t.Fatalf("%s: replay after swapping %v and %v: %v", name, a, b, err)
				}
			}
			if diff := cmp.Diff(o, other.Observation(seat), cmpopts.EquateComparable(tarock.Trick{}, tapp.Move{})); diff != "" {
				t.Fatalf("%s: observation of %v depends on the hidden cards %v, %v (-orig +swapped):\n%s", name, seat, a, b, diff)
			}
			swaps++
		}
	}
	if swaps < 300 {
		t.Errorf("only %d swaps tried", swaps)
	}
}

// maysee returns the cards seat may have seen in st, derived from
// doc/tapp.md §6.1, §6.3 and §8 independently of the package: its
// dealt hand, every card played, the talon cards shown to it and the
// discards it saw.
func maysee(r tapp.Rules, d tapp.Deal, st tapp.State, seat tarock.Seat) deck.Set {
	var played deck.Set
	for p := range tarock.Seat(3) {
		played |= st.Won(p)
	}
	played |= st.CurrentTrick().Cards()
	may := d.Hands[seat] | played
	c := st.Contract()
	if st.Phase() != tapp.PhaseAuction && c >= tapp.Dreier && c <= tapp.Oberer {
		taken := st.Phase() != tapp.PhaseTalon
		switch {
		case r.TalonMode == tapp.TalonTop3Unexposed,
			r.TalonMode == tapp.TalonFixedHalfUnexposed && c != tapp.Dreier:
			if seat == st.Declarer() && taken {
				may |= st.TalonTaken()
			}
		case r.TalonMode == tapp.TalonFixedHalf && c == tapp.Unterer:
			may |= d.Lower()
		case r.TalonMode == tapp.TalonFixedHalf && c == tapp.Oberer:
			may |= d.Upper()
		default:
			may |= d.Lower() | d.Upper()
		}
	}
	switch {
	case seat == st.Declarer():
		may |= st.Discards()
	case r.TarockDiscard != tapp.DiscardForcedAnnouncedOnly:
		may |= st.Discards().Tarocks()
	}
	return may
}

// TestObservationHistory checks that the history replays: applying the
// observer's own view of the moves to a fresh game gives the same public
// record (for the declarer, who sees every card of his moves).
func TestObservationHistory(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 22))
	for range 100 {
		d, moves, states := randomPrefix(t, tapp.MayrSedlaczek2001, rng)
		final := states[len(states)-1]
		seat := final.Declarer()
		if seat == tarock.NoSeat {
			continue
		}
		o := final.Observation(seat)
		if o.HistoryLen != len(moves) {
			t.Fatalf("%d events for %d moves", o.HistoryLen, len(moves))
		}
		st, _ := tapp.NewGame(tapp.MayrSedlaczek2001, d)
		for i, e := range o.Events() {
			if e.Seat != st.ToMove() || e.Move != moves[i] {
				t.Fatalf("event %d = %+v, want %v by %v", i, e, moves[i], st.ToMove())
			}
			st, _ = st.Apply(e.Move)
		}
		if st != final {
			t.Fatal("replaying the declarer's history does not reach the final state")
		}
	}
}

// TestObservationInvalidSeat checks that a seat that does not exist sees no
// card at all, not even the played ones, in a deal under way.
func TestObservationInvalidSeat(t *testing.T) {
	rng := rand.New(rand.NewPCG(41, 42))
	st, err := tapp.NewGame(tapp.MayrSedlaczek2001, tapp.Shuffled(rng))
	if err != nil {
		t.Fatal(err)
	}
	for range 30 {
		ms := st.LegalMoves()
		if st, err = st.Apply(ms[rng.IntN(len(ms))]); err != nil {
			t.Fatal(err)
		}
	}
	for _, seat := range []tarock.Seat{3, 4, 9, tarock.NoSeat} {
		o := st.Observation(seat)
		if o.Known() != 0 || o.Played != 0 || o.HistoryLen != 0 || o.Hand != 0 {
			t.Errorf("seat %v sees known %v, played %v, %d events, hand %v", seat, o.Known(), o.Played, o.HistoryLen, o.Hand)
		}
		// The observation of nobody: Seat NoSeat, the public facts, no card.
		if o.Seat != tarock.NoSeat || o.ToMove != st.ToMove() || o.Phase != st.Phase() || o.Rules != tapp.MayrSedlaczek2001 {
			t.Errorf("seat %v: Seat %v, to move %v, phase %v", seat, o.Seat, o.ToMove, o.Phase)
		}
		for p := range tarock.Seat(3) {
			if o.HandSizes[p] != st.Hand(p).Len() {
				t.Errorf("seat %v: hand sizes %v", seat, o.HandSizes)
			}
		}
		for _, c := range o.Talon {
			if c != tapp.Hidden {
				t.Errorf("seat %v: talon %v", seat, o.Talon)
			}
		}
		if o.CurrentTrick.Len() != 0 || o.LastTrick.Len() != 0 || o.Tricks != [3]int{} || o.Discards != 0 {
			t.Errorf("seat %v: tricks %v %v %v, discards %v", seat, o.CurrentTrick, o.LastTrick, o.Tricks, o.Discards)
		}
	}
	if o := st.Observation(2); o.Seat != 2 || o.Hand != st.Hand(2) {
		t.Errorf("seat 2: Seat %v, hand %v", o.Seat, o.Hand)
	}
}
