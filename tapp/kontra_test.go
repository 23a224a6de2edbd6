package tapp_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/tarockfamily/sdk/tapp"
)

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
	if res.Deltas != [tapp.Players]int{142, -71, -71} {
		t.Errorf("deltas %v", res.Deltas)
	}
}
