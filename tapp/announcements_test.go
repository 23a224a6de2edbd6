package tapp_test

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tarock"
)

// TestAnnouncements checks which announcements the declarer may make
// (doc/tapp.md §7) under each Announcements option, with and without the
// Pagat in hand, and the reasons a forbidden one is refused.
func TestAnnouncements(t *testing.T) {
	ms := tapp.MayrSedlaczek2001
	withPagat := cat(dreier, []string{"take lower", "discard 4H 3H 2H"}) // deal W: forehand holds the Pagat
	cases := []struct {
		name    string
		rules   tapp.Rules
		deal    func(testing.TB) tapp.Deal
		moves   []string
		legal   []string
		refused map[string]error
	}{
		{"one of the two", ms, dealW, withPagat,
			[]string{"announce none", "announce PagatUltimo", "announce Valat"},
			map[string]error{"announce PagatUltimo Valat": tarock.ErrNotAllowed, "pass": tarock.ErrWrongPhase}},
		{"both", with(ms, func(r *tapp.Rules) { r.Announcements = tapp.AnnouncementsBoth }), dealW, withPagat,
			[]string{"announce none", "announce PagatUltimo", "announce Valat", "announce PagatUltimo Valat"}, nil},
		{"Pagat Ultimo only", with(ms, func(r *tapp.Rules) { r.Announcements = tapp.AnnouncementsPagatOnly }), dealW, withPagat,
			[]string{"announce none", "announce PagatUltimo"},
			map[string]error{"announce Valat": tarock.ErrNotAllowed}},
		{"a Solo without the Pagat", ms, dealL, solo,
			[]string{"announce none", "announce Valat"},
			map[string]error{"announce PagatUltimo": tarock.ErrNotAllowed, "take lower": tarock.ErrWrongPhase}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			st := play0(t, tc.rules, tc.deal(t), tc.moves...)
			if st.Phase() != tapp.PhaseAnnounce || st.ToMove() != st.Declarer() {
				t.Fatalf("phase %v, %v to move, declarer %v", st.Phase(), st.ToMove(), st.Declarer())
			}
			if diff := cmp.Diff(tc.legal, moveStrings(st.LegalMoves())); diff != "" {
				t.Errorf("legal (-want +got):\n%s", diff)
			}
			for m, want := range tc.refused {
				if _, err := st.Apply(mustMove(m)); !errors.Is(err, want) {
					t.Errorf("%s: %v, want %v", m, err, want)
				}
			}
			for _, m := range tc.legal {
				after := apply(t, st, m)
				if after.Announced() != mustMove(m).Announcement() || after.Phase() != tapp.PhasePlay {
					t.Errorf("%s: announced %v, phase %v", m, after.Announced(), after.Phase())
				}
			}
		})
	}
}
