package strohmandel_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/strohmandel/strohmandeltest"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/tarocktest"
)

// TestHistoryReplay checks that replaying a state's history from the same
// deal gives the same state, and that the history and the observation agree.
func TestHistoryReplay(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	for i := range 200 {
		rules := strohmandel.Presets()[i%8].Rules
		d := strohmandeltest.Deal(strohmandel.MayrSedlaczek2007, uint64(i))
		st, err := strohmandel.NewGame(rules, d)
		if err != nil {
			t.Fatal(err)
		}
		var buf []strohmandel.Move
		var events []strohmandel.Event
		stop := rng.IntN(80)
		for n := 0; !st.Done() && n < stop; n++ {
			buf = st.AppendLegalMoves(buf[:0])
			m := buf[rng.IntN(len(buf))]
			events = append(events, strohmandel.Event{Seat: st.ToMove(), Move: m})
			if st, err = st.Apply(m); err != nil {
				t.Fatal(err)
			}
		}
		hist := st.AppendHistory(nil)
		again, _ := strohmandel.NewGame(rules, d)
		for _, m := range hist {
			if again, err = again.Apply(m); err != nil {
				t.Fatalf("replay of %v: %v", m, err)
			}
		}
		if ok, diff := tarocktest.Equal(st, again); !ok {
			t.Fatalf("replay differs:\n%s", diff)
		}
		o := st.Observation(tarock.Seat(i % 2))
		got := o.Events()
		moves := make([]strohmandel.Move, len(got))
		for k, e := range got {
			moves[k] = e.Move
		}
		if fmt.Sprint(moves) != fmt.Sprint(hist) {
			t.Fatalf("observation history %v, state history %v", moves, hist)
		}
		if !slices.Equal(got, events) {
			t.Fatalf("observation events %v, moves made %v", got, events)
		}
	}
}

// TestEventSeats checks that each event of an observation names the seat
// that made the move, through throw-ins, Kontra and Re: random deals, some
// with a hand without tarock, under every preset with ThrowInNoTarock and
// Kontra switched on, and the extra variants.
func TestEventSeats(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 14))
	var variants []strohmandel.Rules
	for _, n := range strohmandel.Presets() {
		r := n.Rules
		r.ThrowInNoTarock, r.Kontra = true, true
		variants = append(variants, n.Rules, r)
	}
	variants = append(variants, extraVariants()...)
	for i := range 400 {
		st, err := strohmandel.NewGame(variants[i%len(variants)], strohmandeltest.Deal(variants[i%len(variants)], uint64(i)))
		if err != nil {
			t.Fatal(err)
		}
		var events []strohmandel.Event
		for !st.Done() && (st.Phase() != strohmandel.PhasePlay || rng.IntN(8) != 0) {
			legal := st.LegalMoves()
			m := legal[rng.IntN(len(legal))]
			events = append(events, strohmandel.Event{Seat: st.ToMove(), Move: m})
			if st, err = st.Apply(m); err != nil {
				t.Fatal(err)
			}
			o := st.Observation(tarock.Seat(i % 2))
			if got := o.Events(); !slices.Equal(got, events) {
				t.Fatalf("deal %d: events %v, want %v", i, got, events)
			}
		}
	}
}

// TestInvalidSeat: a seat not at the table gets the observation of nobody
// (Seat NoSeat, the public facts, no card at all), as in tapp, and no
// piles: piles of no cards whose order holds no card (not four Pagats);
// the zero State has no piles for any seat.
func TestInvalidSeat(t *testing.T) {
	rng := rand.New(rand.NewPCG(61, 62))
	st, err := strohmandel.NewGame(strohmandel.MayrSedlaczek2007, strohmandel.Shuffled(rng))
	if err != nil {
		t.Fatal(err)
	}
	for n := 0; n < 20 && !st.Done(); n++ {
		ms := st.LegalMoves()
		if st, err = st.Apply(ms[rng.IntN(len(ms))]); err != nil {
			t.Fatal(err)
		}
	}
	noPiles := func(what string, piles [strohmandel.PilesPerPlayer]strohmandel.Pile) {
		t.Helper()
		for i, p := range piles {
			_, top := p.Top()
			if p.Len() != 0 || p.Taken() != strohmandel.PileSize || p.Cards() != 0 || top ||
				p.Order() != [strohmandel.PileSize]deck.Card{deck.NoCard, deck.NoCard, deck.NoCard, deck.NoCard} {
				t.Errorf("%s: pile %d has len %d, cards %v, order %v", what, i, p.Len(), p.Cards(), p.Order())
			}
		}
	}
	for _, seat := range []tarock.Seat{2, 3, 9, tarock.NoSeat} {
		o := st.Observation(seat)
		if o.Seat != tarock.NoSeat || o.Known() != 0 || o.Hand != 0 || o.HistoryLen != 0 || o.Tops != [2]deck.Set{} || o.Revealed != [2]deck.Set{} {
			t.Errorf("seat %v: Seat %v, known %v, %d events", seat, o.Seat, o.Known(), o.HistoryLen)
		}
		if o.Phase != st.Phase() || o.ToMove != st.ToMove() || o.Declarer != st.Declarer() || o.Rules != strohmandel.MayrSedlaczek2007 {
			t.Errorf("seat %v: the public facts %v %v %v", seat, o.Phase, o.ToMove, o.Declarer)
		}
		for p := range tarock.Seat(strohmandel.Players) {
			if o.HandSizes[p] != st.Hand(p).Len() {
				t.Errorf("seat %v: hand sizes %v", seat, o.HandSizes)
			}
			for i, v := range o.Piles[p] {
				if v.Known != 0 || v.Taken != st.Piles(p)[i].Taken() || v.FaceUp {
					t.Errorf("seat %v: pile %d of %v is %+v", seat, i, p, v)
				}
			}
		}
		noPiles(fmt.Sprintf("Piles(%v)", seat), st.Piles(seat))
	}
	if o := st.Observation(1); o.Seat != 1 || o.Hand != st.Hand(1) {
		t.Errorf("seat 1: Seat %v, hand %v", o.Seat, o.Hand)
	}
	var zero strohmandel.State
	for _, seat := range []tarock.Seat{0, 1, 5} {
		noPiles(fmt.Sprintf("zero State, Piles(%v)", seat), zero.Piles(seat))
	}
}
