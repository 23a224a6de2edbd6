package tapp_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/tarockfamily/sdk/tapp"
)

// TestHandBonusMoment checks doc/tapp.md §10.6: forehand is dealt the Pagat and the Mond
// (Köpfe) and finds the Sküs in the lower talon half (Trull after the talon).
func TestHandBonusMoment(t *testing.T) {
	d := deal(t,
		"T1 T7 T8 T9 T10 T11 T12 T13 T14 T15 T16 T17 T18 T19 T20 T21",
		"4H T2 T3 T4 T5 T6 7S 8S 9S 10S JS CS QS KS AH AD",
		"JH CH QH KH JD CD QD KD 7C 8C 9C 10C JC CC QC KC",
		"Skus 3H 2H", "4D 3D 2D")
	moves := cat(dreier, []string{"take lower", "discard 3H 2H T7", "announce none"})
	for _, tc := range []struct {
		name   string
		moment tapp.HandBonusMoment
		want   string
	}{
		{"as dealt: Köpfe", tapp.BonusAsDealt, "Köpfe 1 won (seat 0)"},
		{"after the talon: Trull", tapp.BonusAfterTalon, "Trull 3 won (seat 0)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := with(tapp.MayrSedlaczek2001, func(r *tapp.Rules) { r.HandBonusMoment = tc.moment })
			res, _ := play(t, r, d, moves, nil).Result()
			got := items(res)
			if got[len(got)-1] != tc.want {
				t.Errorf("items %v, want the last to be %q", got, tc.want)
			}
		})
	}
}

// TestKontraAnnouncements checks the Kontra phase of doc/tapp.md §7 with an announced
// Pagat Ultimo: each item is doubled separately.
func TestKontraAnnouncements(t *testing.T) {
	r := with(tapp.MayrSedlaczek2001, func(r *tapp.Rules) { r.Kontra = true })
	st := play0(t, r, dealW(t), cat(dreier, []string{"take lower", "discard 4H 3H 2H", "announce PagatUltimo"})...)
	steps := []struct {
		move  string
		legal []string // before the move
	}{
		{"kontra PagatUltimo", []string{"pass", "kontra game", "kontra PagatUltimo"}},
		{"pass", []string{"pass", "kontra game"}},
		{"kontra game", []string{"pass", "kontra game"}},
		{"re PagatUltimo", []string{"pass", "re game", "re PagatUltimo"}},
		{"pass", []string{"pass", "re game"}},
		{"sub PagatUltimo", []string{"pass", "sub PagatUltimo"}},
	}
	wantSeat := []int{1, 1, 2, 0, 0, 1}
	for i, s := range steps {
		if int(st.ToMove()) != wantSeat[i] {
			t.Fatalf("step %d: %v to move, want seat %d", i, st.ToMove(), wantSeat[i])
		}
		if diff := cmp.Diff(s.legal, moveStrings(st.LegalMoves())); diff != "" {
			t.Fatalf("step %d legal (-want +got):\n%s", i, diff)
		}
		st = apply(t, st, s.move)
	}
	if st.Phase() != tapp.PhasePlay {
		t.Fatalf("phase %v after the Kontra phase", st.Phase())
	}
	full := play(t, r, dealW(t), append(cat(dreier, []string{"take lower", "discard 4H 3H 2H", "announce PagatUltimo"}),
		"kontra PagatUltimo", "pass", "kontra game", "re PagatUltimo", "pass", "sub PagatUltimo"), nil)
	res, _ := full.Result()
	want := []string{"Game 6 won (seat 0)", "Pagat Ultimo announced 64 won (seat 0)", "Köpfe 1 won (seat 0)"}
	if diff := cmp.Diff(want, items(res)); diff != "" {
		t.Errorf("items (-want +got):\n%s", diff)
	}
	if res.Deltas != [4]int{142, -71, -71} {
		t.Errorf("deltas %v", res.Deltas)
	}
}
