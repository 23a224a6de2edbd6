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
	bad := []struct {
		field string
		f     func(*strohmandel.Rules)
	}{
		{"Scoring", func(r *strohmandel.Rules) { r.Scoring = 99 }},
		{"BothPass", func(r *strohmandel.Rules) { r.BothPass = 9 }},
		{"Birds", func(r *strohmandel.Rules) { r.Birds = 0x30 }},
		{"Mondfang", func(r *strohmandel.Rules) { r.Mondfang = -1 }},
		{"Values.Valat", func(r *strohmandel.Rules) { r.Values.Valat = 101 }},
		{"ValatReplacesGame", func(r *strohmandel.Rules) { r.ValatReplacesGame, r.Values.Valat = true, 0 }},
		{"DoubleAfterDraw", func(r *strohmandel.Rules) { r.DoubleAfterDraw = 7 }},
	}
	for _, b := range bad {
		r := strohmandel.MayrSedlaczek2007
		b.f(&r)
		err := r.Validate()
		if !errors.Is(err, tarock.ErrInvalidRules) || !strings.Contains(err.Error(), b.field) {
			t.Errorf("%s: %v", b.field, err)
		}
		if _, err := strohmandel.NewGame(r, tableDeal(t)); !errors.Is(err, tarock.ErrInvalidRules) {
			t.Errorf("NewGame accepted bad %s", b.field)
		}
	}
}
