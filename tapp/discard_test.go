package tapp_test

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tarock"
)

// dealF is dealW with T2 and KH in the lower talon half: a declarer with
// sixteen tarocks who takes it holds only one plain card (4H).
func dealF(t testing.TB) tapp.Deal {
	return deal(t,
		"T1 T7 T8 T9 T10 T11 T12 T13 T14 T15 T16 T17 T18 T19 T20 T21",
		"Skus T3 T4 T5 T6 3H 7S 8S 9S 10S JS CS QS KS AH AD",
		"2H JH CH QH JD CD QD KD 7C 8C 9C 10C JC CC QC KC",
		"4H T2 KH", "4D 3D 2D")
}

// TestForcedTarockDiscard checks doc/tapp.md §6.1: kings and Trull cards are never
// discarded, tarocks only when too few plain cards are held, and forced
// tarocks are shown to the defenders (only counted under
// DiscardForcedAnnouncedOnly, doc/tapp.md §6.3).
func TestForcedTarockDiscard(t *testing.T) {
	st := play0(t, tapp.MayrSedlaczek2001, dealF(t), "bid Dreier", "pass", "pass", "take lower")
	legal := st.LegalMoves()
	// 4H and two of the fifteen tarocks T2, T7–T20: C(15, 2) = 105.
	if len(legal) != 105 {
		t.Errorf("%d legal discards, want 105", len(legal))
	}
	for _, m := range legal {
		d := m.Cards()
		if !d.Has(deck.Hearts4) || d.Has(deck.HeartsKing) || d.Overlaps(deck.Trull) || d.Len() != 3 {
			t.Fatalf("illegal discard generated: %v", m)
		}
	}
	for _, bad := range []string{"discard 4H KH T7", "discard T2 T7 T8", "discard 4H T1 T7", "discard 4H T7", "discard 4H 3H T7"} {
		m := mustMove(bad)
		if _, err := st.Apply(m); !errors.Is(err, tarock.ErrIllegalMove) {
			t.Errorf("%v accepted", m)
		}
	}
	if _, err := st.Apply(mustMove("discard 4H KH T7")); !errors.Is(err, tarock.ErrNotAllowed) {
		t.Errorf("king discard: %v, want ErrNotAllowed", err)
	}
	if _, err := st.Apply(mustMove("discard 4H 3H T7")); !errors.Is(err, tarock.ErrCardNotHeld) {
		t.Errorf("3H discard: %v, want ErrCardNotHeld", err)
	}
	after := apply(t, st, "discard 4H T2 T7")
	o := after.Observation(1)
	if o.Discards != mustSet("T2 T7") || o.DiscardedTarocks != 2 || o.NumDiscards != 3 {
		t.Errorf("defender sees discards %v (%d tarocks of %d), want T2 T7 shown", o.Discards, o.DiscardedTarocks, o.NumDiscards)
	}
	ev := o.Events()[len(o.Events())-1]
	if ev.Move != tapp.Discard(mustSet("T2 T7")) || ev.Concealed != 1 {
		t.Errorf("discard event %+v", ev)
	}
	if d := after.Observation(0).Discards; d != mustSet("4H T2 T7") {
		t.Errorf("declarer sees discards %v", d)
	}

	r := with(tapp.MayrSedlaczek2001, func(r *tapp.Rules) { r.TarockDiscard = tapp.DiscardForcedAnnouncedOnly })
	st = play0(t, r, dealF(t), "bid Dreier", "pass", "pass", "take lower", "discard 4H T2 T7")
	o = st.Observation(2)
	if !o.Discards.IsEmpty() || o.DiscardedTarocks != 2 || o.Events()[len(o.Events())-1].Concealed != 3 {
		t.Errorf("ForcedAnnouncedOnly: defender sees %v, %d tarocks", o.Discards, o.DiscardedTarocks)
	}
}

// TestPlainDiscard checks that with enough plain cards only plain cards
// may be discarded (doc/tapp.md §6.1): after taking the lower half of deal W forehand
// holds exactly three plain cards.
func TestPlainDiscard(t *testing.T) {
	st := play0(t, tapp.MayrSedlaczek2001, dealW(t), "bid Dreier", "pass", "pass", "take lower")
	if diff := cmp.Diff([]string{"discard 4H 3H 2H"}, moveStrings(st.LegalMoves())); diff != "" {
		t.Error(diff)
	}
	if _, err := st.Apply(mustMove("discard 4H 3H T7")); !errors.Is(err, tarock.ErrNotAllowed) {
		t.Errorf("tarock discard with plain cards held: %v", err)
	}
}
