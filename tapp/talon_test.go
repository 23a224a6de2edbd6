package tapp_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/tarockfamily/sdk/tapp"
)

func talonView(o tapp.Observation) string {
	s := ""
	for i, c := range o.Talon {
		if i > 0 {
			s += " "
		}
		if c == tapp.Hidden {
			s += "?"
		} else {
			s += c.String()
		}
	}
	return s
}

// TestTalonModes checks doc/tapp.md §6.3: which halves the declarer may take and which
// talon cards each seat sees.
func TestTalonModes(t *testing.T) {
	ms := tapp.MayrSedlaczek2001
	cases := []struct {
		name     string
		rules    tapp.Rules
		moves    []string
		legal    []string
		defender string // the talon as seat 1 or 2 sees it
		declarer string // as the declarer sees it after the talon move
	}{
		{"doc/tapp.md §6.1 free choice, both halves shown", ms, unterer,
			[]string{"take lower", "take upper"}, "4H 3H 2H 4D 3D 2D", "4H 3H 2H 4D 3D 2D"},
		{"doc/tapp.md §6.3 FixedHalf: Unterer takes the lower half, only it is shown", tapp.FixedHalf, unterer,
			[]string{"take lower"}, "4H 3H 2H ? ? ?", "4H 3H 2H ? ? ?"},
		{"doc/tapp.md §6.3 FixedHalf: Oberer takes the upper half", tapp.FixedHalf, oberer,
			[]string{"take upper"}, "? ? ? 4D 3D 2D", "? ? ? 4D 3D 2D"},
		{"doc/tapp.md §6.3 FixedHalf: Dreier as the default", tapp.FixedHalf, dreier,
			[]string{"take lower", "take upper"}, "4H 3H 2H 4D 3D 2D", "4H 3H 2H 4D 3D 2D"},
		{"doc/tapp.md §6.3 FixedHalfUnexposed: only the declarer sees his half", with(ms, func(r *tapp.Rules) { r.TalonMode = tapp.TalonFixedHalfUnexposed }), unterer,
			[]string{"take lower"}, "? ? ? ? ? ?", "4H 3H 2H ? ? ?"},
		{"doc/tapp.md §6.3 FixedHalfBothExposed", with(ms, func(r *tapp.Rules) { r.TalonMode = tapp.TalonFixedHalfBothExposed }), oberer,
			[]string{"take upper"}, "4H 3H 2H 4D 3D 2D", "4H 3H 2H 4D 3D 2D"},
		{"doc/tapp.md §6.3 CardCount: Unterer takes two adjacent cards", with(ms, func(r *tapp.Rules) { r.TalonMode = tapp.TalonCardCount }), unterer,
			[]string{"take 4H 3H", "take 2H 4D", "take 3D 2D"}, "4H 3H 2H 4D 3D 2D", "4H 3H 2H 4D 3D 2D"},
		{"doc/tapp.md §6.3 CardCount: Oberer takes one card", with(ms, func(r *tapp.Rules) { r.TalonMode = tapp.TalonCardCount }), oberer,
			[]string{"take 4H", "take 3H", "take 2H", "take 4D", "take 3D", "take 2D"}, "4H 3H 2H 4D 3D 2D", "4H 3H 2H 4D 3D 2D"},
		{"doc/tapp.md §6.3 Top3Unexposed (1821): the upper half, unseen", tapp.Tapp1821, dreier,
			[]string{"take upper"}, "? ? ? ? ? ?", "? ? ? 4D 3D 2D"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			st := play0(t, tc.rules, dealW(t), tc.moves...)
			if diff := cmp.Diff(tc.legal, moveStrings(st.LegalMoves())); diff != "" {
				t.Errorf("legal (-want +got):\n%s", diff)
			}
			for _, m := range []string{"take lower", "take upper"} {
				mv := mustMove(m)
				if _, err := st.Apply(mv); (err == nil) != contains(tc.legal, m) {
					t.Errorf("%v: error %v", m, err)
				}
			}
			if got := talonView(st.Observation(1)); got != tc.defender {
				t.Errorf("defender sees talon %q before the take, want %q", got, tc.defender)
			}
			st = apply(t, st, tc.legal[0])
			if got := talonView(st.Observation(2)); got != tc.defender {
				t.Errorf("defender sees talon %q, want %q", got, tc.defender)
			}
			if got := talonView(st.Observation(0)); got != tc.declarer {
				t.Errorf("declarer sees talon %q, want %q", got, tc.declarer)
			}
			if n := st.TalonTaken().Len(); st.LegalMoves()[0].Cards().Len() != n {
				t.Errorf("discard size %d after taking %d cards", st.LegalMoves()[0].Cards().Len(), n)
			}
		})
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
