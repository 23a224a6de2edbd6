package strohmandel_test

import (
	"errors"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/tarock"
)

// TestThrowIn follows the throw-in state machine of doc/strohmandel.md
// §3.4.
func TestThrowIn(t *testing.T) {
	// Forehand has no tarock in hand; the dealer has no tarock either.
	d := makeDeal(t,
		[2]string{
			"3H 2H AH JH 4D 3D 2D AD 7S 8S 9S 10S 7C 8C 9C",
			"CH QH KH JD CD QD KD JS CS QS KS 10C JC CC QC",
		},
		[2][3]string{
			{"T1 T2 T3 T4", "T5 T6 T7 T8", "T9 T10 T11 T12"},
			{"T13 T14 T15 T16", "T17 T18 T19 T20", "T21 Skus 4H KC"},
		})
	st, _ := strohmandel.NewGame(strohmandel.MayrSedlaczek2007, d)
	if got := st.LegalMoves(); len(got) != 3 || got[2] != strohmandel.ThrowIn() {
		t.Fatalf("forehand's moves %v", got)
	}
	thrown := apply(t, st, "throwin")
	r, ok := thrown.Result()
	if !ok || r.Contract != strohmandel.ThrownIn || r.Played() || !r.SameDealer || thrown.Outcome().Played {
		t.Errorf("throw-in result %+v", r)
	}
	// Forehand takes up: the dealer, without tarock, may still throw in.
	up := apply(t, st, "takeup")
	if up.Phase() != strohmandel.PhaseThrowIn || up.ToMove() != 1 {
		t.Fatalf("phase %v", up.Phase())
	}
	if got := up.LegalMoves(); len(got) != 2 {
		t.Errorf("dealer's moves %v", got)
	}
	if next := apply(t, up, "continue"); next.Phase() != strohmandel.PhasePlay {
		t.Errorf("continue: phase %v", next.Phase())
	}
	// After passing, no throw-in for forehand; the dealer may.
	passed := apply(t, st, "pass")
	if got := passed.LegalMoves(); len(got) != 3 {
		t.Errorf("dealer's moves after a pass %v", got)
	}
	// Beck has no throw-in (ThrowInNoTarock off).
	beck, _ := strohmandel.NewGame(strohmandel.Beck1972, d)
	if _, err := beck.Apply(strohmandel.ThrowIn()); !errors.Is(err, tarock.ErrNotAllowed) {
		t.Errorf("Beck throw-in: %v", err)
	}
}

// TestBothPass checks each BothPass option (doc/strohmandel.md §4.2).
func TestBothPass(t *testing.T) {
	for _, c := range []struct {
		opt        strohmandel.BothPass
		contract   strohmandel.Contract
		sameDealer bool
	}{
		{strohmandel.BothPassSimpleGame, strohmandel.SimpleGame, false},
		{strohmandel.BothPassRedealForehand, strohmandel.Redeal, false},
		{strohmandel.BothPassRedealSameDealer, strohmandel.Redeal, true},
		{strohmandel.BothPassTrischaken, strohmandel.Trischaken, false},
	} {
		rules := strohmandel.MayrSedlaczek2007
		rules.BothPass = c.opt
		st, _ := strohmandel.NewGame(rules, tableDeal(t))
		st = apply(t, st, "pass", "pass")
		if st.Contract() != c.contract || st.Declarer() != tarock.NoSeat {
			t.Errorf("%v: contract %v", c.opt, st.Contract())
		}
		if c.contract == strohmandel.Redeal {
			r, _ := st.Result()
			if !st.Done() || r.SameDealer != c.sameDealer || r.Played() {
				t.Errorf("%v: %+v", c.opt, r)
			}
			continue
		}
		if st.Phase() != strohmandel.PhasePlay || st.ToMove() != 0 {
			t.Errorf("%v: phase %v, to move %v", c.opt, st.Phase(), st.ToMove())
		}
		if got := st.Obligations().MustBeat; got != (c.contract == strohmandel.Trischaken) {
			t.Errorf("%v: must beat %v", c.opt, got)
		}
	}
	// Trischaken: forehand leads 3D; the dealer must beat it if he can (doc/strohmandel.md §4.2).
	rules := strohmandel.Tirol2025
	st, _ := strohmandel.NewGame(rules, tableDeal(t))
	st = apply(t, st, "pass", "pass")
	// Forehand holds the Pagat and other tarocks: he may not play it (N).
	if lead := legalPlays(st); lead.Has(deck.Pagat) || !lead.Has(deck.Tarock8) {
		t.Errorf("Trischaken: forehand may lead %v", lead)
	}
	if _, err := st.Apply(strohmandel.Play(deck.Pagat)); !errors.Is(err, tarock.ErrNotAllowed) {
		t.Errorf("Trischaken Pagat lead: %v", err)
	}
	st = apply(t, st, "play 3D")
	if got := legalPlays(st); got != set(t, "JD CD QD") {
		t.Errorf("Trischaken: dealer may play %v", got)
	}
}
