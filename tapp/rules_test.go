package tapp_test

import (
	"errors"
	"testing"

	"github.com/tarockfamily/sdk/internal/gametest"
	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tarock"
)

// TestValidate checks that contradictory rules are rejected with
// ErrInvalidRules naming the fields.
func TestValidate(t *testing.T) {
	for _, p := range tapp.Presets() {
		if err := p.Rules.Validate(); err != nil {
			t.Errorf("%s: %v", p.Name, err)
		}
	}
	cases := []struct {
		name  string
		rules tapp.Rules
		field string
	}{
		{"stake", with(tapp.Tapp1821, func(r *tapp.Rules) { r.Stake = 0 }), "Rules.Stake"},
		{"odd stake with Tapper", with(tapp.Tapp1821, func(r *tapp.Rules) { r.Stake = 45 }), "Rules.Stake"},
		{"1821 scoring, modern ladder", with(tapp.Tapp1821, func(r *tapp.Rules) { r.Ladder = tapp.LadderModern }), "Rules.Ladder"},
		{"1821 scoring with Köpfe", with(tapp.Tapp1821, func(r *tapp.Rules) { r.HandBonuses = tapp.BonusesTrullKingsHeads }), "Rules.HandBonuses"},
		{"Stake1821 Valat with the tariff", with(tapp.MayrSedlaczek2001, func(r *tapp.Rules) { r.ValatScoring = tapp.ValatStake1821 }), "Rules.ValatScoring"},
		{"multiplier Valat with 1821 scoring", with(tapp.Tapp1821, func(r *tapp.Rules) { r.ValatScoring = tapp.ValatMultiplier }), "Rules.ValatScoring"},
		{"Graz without knocking", with(tapp.MayrSedlaczek2001, func(r *tapp.Rules) { r.KnockAllowed = false; r.KnockMode = tapp.KnockGrazChoose }), "Rules.KnockMode"},
		{"enum out of range", with(tapp.MayrSedlaczek2001, func(r *tapp.Rules) { r.TalonMode = 9 }), "Rules.TalonMode"},
		{"threshold", with(tapp.MayrSedlaczek2001, func(r *tapp.Rules) { r.Threshold = 0 }), "Rules.Threshold"},
		{"negative value", with(tapp.MayrSedlaczek2001, func(r *tapp.Rules) { r.Values.Solo = -1 }), "Rules.Values.Solo"},
		{"zero value", tapp.Rules{}, "Rules.Threshold"},
	}
	for _, tc := range cases {
		err := tc.rules.Validate()
		if !errors.Is(err, tarock.ErrInvalidRules) || !containsText(err.Error(), tc.field) {
			t.Errorf("%s: Validate() = %v, want ErrInvalidRules naming %s", tc.name, err, tc.field)
		}
		if _, err := tapp.NewGame(tc.rules, dealW(t)); !errors.Is(err, tarock.ErrInvalidRules) {
			t.Errorf("%s: NewGame accepted the rules", tc.name)
		}
	}
}

func containsText(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return true
		}
	}
	return false
}

// TestRulesRanges checks every value of every small field of every preset
// through Validate, the JSON and the option text: they agree on the range
// of each field, which the option table states once.
func TestRulesRanges(t *testing.T) { gametest.CheckRules(t, tapp.Presets()) }
