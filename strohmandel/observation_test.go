package strohmandel_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/tarocktest"
)

// TestHistoryReplay checks that replaying a state's history from the same
// deal gives the same state, and that the history and the observation agree.
func TestHistoryReplay(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	for i := range 200 {
		rules := strohmandel.Presets()[i%8].Rules
		d := newDeal(uint64(i))
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
		st, err := strohmandel.NewGame(variants[i%len(variants)], newDeal(uint64(i)))
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
