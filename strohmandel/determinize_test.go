package strohmandel_test

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/tarock"
)

// TestDeterminize completes observations taken at random points of random
// games, under every preset, into full states and checks that each is
// consistent: the same observation, the same legal moves for the observer,
// and a game that plays on to the end.
// determinizeGames is the number of random observations completed; the
// test has passed with 200000.
var determinizeGames = 4000

func TestDeterminize(t *testing.T) {
	rng := rand.New(rand.NewPCG(51, 52))
	var buf []strohmandel.Move
	differs := 0
	presets := strohmandel.Presets()
	all := append(presets[:], extraVariants()...)
	for i := range determinizeGames {
		rules := all[i%len(all)]
		st, err := strohmandel.NewGame(rules, newDeal(uint64(i)))
		if err != nil {
			t.Fatal(err)
		}
		stop := rng.IntN(62)
		for n := 0; !st.Done() && n < stop; n++ {
			buf = st.AppendLegalMoves(buf[:0])
			st, _ = st.Apply(buf[rng.IntN(len(buf))])
		}
		seat := tarock.Seat(i % 2)
		o := st.Observation(seat)
		world, err := strohmandel.Determinize(o, rng)
		if err != nil {
			t.Fatalf("game %d (%v) after %d moves, seat %d: %v", i, rules.Scoring, o.HistoryLen, seat, err)
		}
		if world.Observation(seat) != o {
			t.Fatalf("game %d: observation differs", i)
		}
		if world.Hand(1-seat) != st.Hand(1-seat) {
			differs++
		}
		if !world.Done() && world.ToMove() == seat {
			a, b := movesText(world), movesText(st)
			if len(a) != len(b) {
				t.Fatalf("game %d: legal moves %v, in the real state %v", i, a, b)
			}
		}
		for !world.Done() {
			buf = world.AppendLegalMoves(buf[:0])
			if world, err = world.Apply(buf[rng.IntN(len(buf))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if differs < determinizeGames/3 {
		t.Errorf("only %d of %d determinizations guessed another opponent's hand", differs, determinizeGames)
	}
	var o strohmandel.Observation
	o.Seat = 5
	if _, err := strohmandel.Determinize(o, rng); !errors.Is(err, strohmandel.ErrNoDeterminization) {
		t.Errorf("bad observation: %v", err)
	}
}

// TestDeterminizeBadInput: a doctored observation gives an error, never a
// panic.
func TestDeterminizeBadInput(t *testing.T) {
	st, _ := strohmandel.NewGame(strohmandel.MayrSedlaczek2007, tableDeal(t))
	st = apply(t, st, "takeup", "play 3D")
	rng := rand.New(rand.NewPCG(1, 2))
	base := st.Observation(1)
	for i, f := range []func(o *strohmandel.Observation){
		func(o *strohmandel.Observation) { o.Piles[0][0].Cards[0] = 99 },
		func(o *strohmandel.Observation) { o.Piles[1][2].Taken = -3 },
		func(o *strohmandel.Observation) { o.Piles[0][1].Taken = 9 },
		func(o *strohmandel.Observation) { o.HandSize[0] = -5 },
		func(o *strohmandel.Observation) { o.HistoryLen = 1000 },
		func(o *strohmandel.Observation) { o.History[1] = strohmandel.Play(77) },
		func(o *strohmandel.Observation) { o.Rules.Birds = 0xff },
		func(o *strohmandel.Observation) { o.Hand = 0 },
	} {
		o := base
		f(&o)
		if _, err := strohmandel.Determinize(o, rng); !errors.Is(err, strohmandel.ErrNoDeterminization) {
			t.Errorf("case %d: %v", i, err)
		}
	}
}
