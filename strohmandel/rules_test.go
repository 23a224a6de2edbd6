package strohmandel_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/internal/gametest"
	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/option"
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
		{"Scoring", "Rules.Scoring = 99 is out of range: Scoring takes one of MayrSedlaczek2007, MayrSedlaczekWeb2001Classic, MayrSedlaczekWeb2001Extended, Beck1972, BeckDEWP, Bamberger2011, Furr2009, Tirol2025", func(r *strohmandel.Rules) { r.Scoring = 99 }},
		{"BothPass", "Rules.BothPass = 9 is out of range: BothPass takes one of SimpleGame, RedealForehand, RedealSameDealer, Trischaken", func(r *strohmandel.Rules) { r.BothPass = 9 }},
		{"Birds", `Rules.Birds = 48 is out of range: Birds takes "none" or names joined by "+" (Pagat, Uhu, Kakadu, Quapil)`, func(r *strohmandel.Rules) { r.Birds = 0x30 }},
		{"Mondfang", "Rules.Mondfang = -5 is out of range: Mondfang takes a whole number from 0 to 100", func(r *strohmandel.Rules) { r.Mondfang = -5 }},
		{"Values.Valat", "Rules.Values.Valat = 101 is out of range: Values.Valat takes a whole number from 0 to 100", func(r *strohmandel.Rules) { r.Values.Valat = 101 }},
		{"ValatReplacesGame", "Rules.ValatReplacesGame needs Values.Valat > 0", func(r *strohmandel.Rules) { r.ValatReplacesGame, r.Values.Valat = true, 0 }},
		{"Glatzen", "Rules.Glatzen = 2 is out of range: Glatzen takes one of AcesAndTens, RedFours", func(r *strohmandel.Rules) { *r = strohmandel.Zwanziger40; r.Glatzen = 2 }},
		{"Pack", "Rules.Pack = 0x80000000000000 is out of range: Pack takes one of Pack54, Pack42, Pack40 or a list of cards", func(r *strohmandel.Rules) { r.Pack = 1 << 55 }},
		{"DoubleAfterDraw", "Rules.DoubleAfterDraw = 7 is out of range: DoubleAfterDraw takes one of NextRoundOfTwo, NextGame, Off", func(r *strohmandel.Rules) { r.DoubleAfterDraw = 7 }},
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

// TestValidateGlatzen: every value of Glatzen but the two of the 40-card
// pack is refused with the pack of Zwanziger40 too, and has neither JSON
// nor option text (doc/strohmandel.md §11.1.1).
func TestValidateGlatzen(t *testing.T) {
	for g := range 256 {
		r := strohmandel.Zwanziger40
		r.Glatzen = strohmandel.Glatzen(g)
		err := r.Validate()
		var re *option.RangeError
		if g < 2 {
			if err != nil {
				t.Errorf("Glatzen %d: %v", g, err)
			}
			continue
		}
		if !errors.As(err, &re) || re.Option != "Glatzen" || !errors.Is(err, tarock.ErrInvalidRules) {
			t.Errorf("Glatzen %d: Validate = %v, want a range error of Glatzen", g, err)
		}
		if _, err := json.Marshal(r); !errors.Is(err, tarock.ErrInvalidRules) {
			t.Errorf("Glatzen %d: json.Marshal = %v", g, err)
		}
		if o := r.Options(strohmandel.Zwanziger40); len(o) != 0 {
			t.Errorf("Glatzen %d: Options = %q", g, o)
		}
	}
}

// TestRulesRanges checks every value of every small field of every preset
// through Validate, the JSON and the option text: they agree on the range
// of each field, which the option table states once.
func TestRulesRanges(t *testing.T) { gametest.CheckRules(t, strohmandel.Presets()) }
