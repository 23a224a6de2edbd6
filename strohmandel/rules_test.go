package strohmandel_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/tarock"
)

// TestValidate checks that Rules.Validate and Deal.Validate name the bad
// field and wrap the sentinels.
func TestValidate(t *testing.T) {
	for _, n := range strohmandel.Presets() {
		if err := n.Rules.Validate(); err != nil {
			t.Errorf("%v: %v", n.Name, err)
		}
	}
	// want is the message's part after "strohmandel: ", which names the
	// field, its value and the values it takes.
	bad := []struct {
		field, want string
		f           func(*strohmandel.Rules)
	}{
		{"Scoring", "Rules.Scoring = 99 is not one of its 8 values (0..7)", func(r *strohmandel.Rules) { r.Scoring = 99 }},
		{"BothPass", "Rules.BothPass = 9 is not one of its 4 values (0..3)", func(r *strohmandel.Rules) { r.BothPass = 9 }},
		{"Birds", "Rules.Birds = 48 has a bird outside Pagat+Uhu+Kakadu+Quapil (0..15)", func(r *strohmandel.Rules) { r.Birds = 0x30 }},
		{"Mondfang", "Rules.Mondfang = -5 is outside 0..100", func(r *strohmandel.Rules) { r.Mondfang = -5 }},
		{"Values.Valat", "Rules.Values.Valat = 101 is outside 0..100", func(r *strohmandel.Rules) { r.Values.Valat = 101 }},
		{"ValatReplacesGame", "Rules.ValatReplacesGame needs Values.Valat > 0", func(r *strohmandel.Rules) { r.ValatReplacesGame, r.Values.Valat = true, 0 }},
		{"DoubleAfterDraw", "Rules.DoubleAfterDraw = 7 is not one of its 3 values (0..2)", func(r *strohmandel.Rules) { r.DoubleAfterDraw = 7 }},
	}
	for _, b := range bad {
		r := strohmandel.MayrSedlaczek2007
		b.f(&r)
		err := r.Validate()
		if !errors.Is(err, tarock.ErrInvalidRules) || err.Error() != "strohmandel: "+b.want+": "+tarock.ErrInvalidRules.Error() {
			t.Errorf("%s: %v, want %q", b.field, err, b.want)
		}
		// The option of the field has no text for the bad value: Options
		// leaves it out.
		for _, o := range r.Options(strohmandel.MayrSedlaczek2007) {
			if strings.HasPrefix(o, b.field+"=") && b.field != "ValatReplacesGame" {
				t.Errorf("%s: Options wrote %q for a value Validate refuses", b.field, o)
			}
			if _, err := strohmandel.MayrSedlaczek2007.WithOption(o); err != nil {
				t.Errorf("%s: Options wrote %q, which WithOption refuses: %v", b.field, o, err)
			}
		}
		if _, err := strohmandel.NewGame(r, tableDeal(t)); !errors.Is(err, tarock.ErrInvalidRules) {
			t.Errorf("NewGame accepted bad %s", b.field)
		}
	}
}
