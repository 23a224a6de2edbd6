package strohmandel_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/strohmandel/strohmandeltest"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/tarocktest"
)

// TestRandomGames runs the generic random-game checks on every preset and on
// variants switching the remaining options on.
func TestRandomGames(t *testing.T) {
	variants := map[string]strohmandel.Rules{}
	for _, n := range strohmandel.Presets() {
		variants[n.Name] = n.Rules
	}
	extra := extraVariants()
	variants["TirolKontraSimple"], variants["ClassicAllSwitches"] = extra[0], extra[1]
	for name, rules := range variants {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			tarocktest.Check(t, strohmandeltest.Spec(rules))
		})
	}
}

// TestZeroState checks that the zero State is an inert finished deal: no
// seat to move, no legal move, every move refused with ErrGameOver, and
// every accessor safe.
func TestZeroState(t *testing.T) {
	var s strohmandel.State
	if !s.Done() || s.ToMove() != tarock.NoSeat {
		t.Errorf("zero State: Done %v, ToMove %v; want true, NoSeat", s.Done(), s.ToMove())
	}
	if ms := s.LegalMoves(); len(ms) != 0 {
		t.Errorf("zero State: legal moves %v", ms)
	}
	for _, m := range []strohmandel.Move{strohmandel.TakeUp(), strohmandel.Pass(), strohmandel.Play(deck.Skus)} {
		got, err := s.Apply(m)
		if !errors.Is(err, tarock.ErrGameOver) || got != s {
			t.Errorf("zero State: Apply(%v) = %v; want ErrGameOver and no change", m, err)
		}
		// The refusal names the state as its accessors describe it.
		if err != nil && !strings.Contains(err.Error(), "by nobody in done") {
			t.Errorf("zero State: Apply(%v) = %q; want the seat nobody and the phase done", m, err)
		}
	}
	if _, ok := s.Result(); ok {
		t.Error("zero State has a result")
	}
	if r := s.Rules(); r != (strohmandel.Rules{}) {
		t.Errorf("zero State: Rules() = %+v", r)
	}
	if ph, d := s.Phase(), s.Declarer(); ph != strohmandel.PhaseDone || d != tarock.NoSeat {
		t.Errorf("zero State: Phase() = %v, Declarer() = %v", ph, d)
	}
	if sets := s.AppendCardSets(nil); len(sets) != 0 {
		t.Errorf("zero State: card sets %v", sets)
	}
	for seat := range tarock.Seat(strohmandel.Players) {
		for i, p := range s.Piles(seat) {
			if p.Len() != 0 {
				t.Errorf("zero State: pile %d of %v holds %d cards", i, seat, p.Len())
			}
		}
		o := s.Observation(seat)
		if o.Declarer != tarock.NoSeat || o.ToMove != tarock.NoSeat || o.Phase != strohmandel.PhaseDone || o.Hand != 0 {
			t.Errorf("zero State: observation of %v: declarer %v, to move %v, phase %v, hand %v", seat, o.Declarer, o.ToMove, o.Phase, o.Hand)
		}
	}
	_, _ = s.Record()
}

// TestIllegalMovesKeepState checks the reasons of refused moves.
func TestIllegalMovesKeepState(t *testing.T) {
	st, _ := strohmandel.NewGame(strohmandel.MayrSedlaczek2007, tableDeal(t))
	cases := []struct {
		s    strohmandel.State
		m    strohmandel.Move
		want error
	}{
		{st, strohmandel.Play(deck.Skus), tarock.ErrWrongPhase},
		{st, strohmandel.Ready(), tarock.ErrWrongPhase},
		{st, strohmandel.ThrowIn(), tarock.ErrNotAllowed},
		{apply(t, st, "takeup"), strohmandel.Play(deck.Tarock20), tarock.ErrCardNotHeld},
		{apply(t, st, "takeup"), strohmandel.PlayCalling(deck.Skus, strohmandel.CallTrull), tarock.ErrNotAllowed},
		{apply(t, st, "takeup", "play 7C"), strohmandel.Play(deck.Tarock15), tarock.ErrMustFollowSuit},
		{apply(t, st, "takeup", "play T8"), strohmandel.Play(deck.Hearts2), tarock.ErrMustFollowSuit},
		{apply(t, st, "takeup", "play 7C", "play KC", "play JH"), strohmandel.Play(deck.Tarock8), tarock.ErrMustFollowSuit},
	}
	for i, c := range cases {
		next, err := c.s.Apply(c.m)
		var me *tarock.MoveError
		if !errors.Is(err, c.want) || !errors.As(err, &me) || me.Reason != c.want {
			t.Errorf("case %d (%v): %v, want %v", i, c.m, err, c.want)
		}
		if ok, d := tarocktest.Equal(next, c.s); !ok {
			t.Errorf("case %d changed the state: %s", i, d)
		}
	}
	done := st
	for !done.Done() {
		done, _ = done.Apply(done.LegalMoves()[0])
	}
	if _, err := done.Apply(strohmandel.Pass()); !errors.Is(err, tarock.ErrGameOver) {
		t.Errorf("move after the end: %v", err)
	}
}
