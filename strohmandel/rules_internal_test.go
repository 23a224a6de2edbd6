package strohmandel

import (
	"testing"

	"pgregory.net/rapid"
)

// TestValuesOK checks the quick test of the game-point values in
// Rules.Validate against the value-by-value check that names the bad one.
func TestValuesOK(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		r := MayrSedlaczek2007
		v := &r.Values
		fields := []*int{&v.SimpleGameWon, &v.TakenUpWon, &v.TakenUpLost, &v.TrullInHand, &v.KingsTrullHand,
			&v.TrullInTricks, &v.KingsInTricks, &v.PagatUltimo, &v.Uhu, &v.Kakadu, &v.Quapil, &v.Rostopschin,
			&v.BigWin, &v.Valat, &v.Trischaken, &v.Announced}
		for range rapid.IntRange(0, 2).Draw(t, "changes") {
			*fields[rapid.IntRange(0, len(fields)-1).Draw(t, "field")] = rapid.IntRange(-1000, 1000).Draw(t, "value")
		}
		inRange := true
		for _, f := range fields {
			inRange = inRange && *f >= 0 && *f <= 100
		}
		if valuesOK(v) != inRange {
			t.Fatalf("valuesOK %v, values %+v", valuesOK(v), *v)
		}
		if err := r.Validate(); (err == nil) != (inRange && (!r.ValatReplacesGame || v.Valat > 0)) {
			t.Fatalf("Validate: %v for %+v", err, *v)
		}
	})
}
