package koenigrufen_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/tarockfamily/sdk/internal/gametest"
	"github.com/tarockfamily/sdk/koenigrufen"
	"github.com/tarockfamily/sdk/tarock"
)

func TestValidate(t *testing.T) {
	for _, p := range koenigrufen.Presets() {
		if err := p.Rules.Validate(); err != nil {
			t.Errorf("%s: %v", p.Name, err)
		}
	}
	cases := map[string]func(r *koenigrufen.Rules){
		"Tariff":             func(r *koenigrufen.Rules) { r.Tariff = 9 },
		"BirdCallers":        func(r *koenigrufen.Rules) { r.Tariff = koenigrufen.TariffWien2020 },
		"KnockMode":          func(r *koenigrufen.Rules) { r.KnockMode = 9 },
		"RedealNoTarock":     func(r *koenigrufen.Rules) { r.RedealNoTarock = 9 },
		"Kaiserstich":        func(r *koenigrufen.Rules) { r.Kaiserstich = 3 },
		"ExtraContracts":     func(r *koenigrufen.Rules) { r.ExtraContracts = 4 },
		"ColourMinSuitCards": func(r *koenigrufen.Rules) { r.ColourMinSuitCards = 5 },
		"Threshold":          func(r *koenigrufen.Rules) { r.Threshold = 0 },
		"Holding":            func(r *koenigrufen.Rules) { r.Holding = 7 },
		"Sacks":              func(r *koenigrufen.Rules) { r.Sacks = true },
		"MaxKontraLevel":     func(r *koenigrufen.Rules) { r.MaxKontraLevel = 9 },
	}
	for name, change := range cases {
		r := koenigrufen.AustrianTarockCup2023
		change(&r)
		err := r.Validate()
		if !errors.Is(err, tarock.ErrInvalidRules) || !strings.Contains(err.Error(), "Rules."+name) {
			t.Errorf("%s: %v, want an error naming Rules.%s", name, err, name)
		}
		if _, err := koenigrufen.NewGame(r, koenigrufen.Deal{}); !errors.Is(err, tarock.ErrInvalidRules) {
			t.Errorf("%s: NewGame: %v", name, err)
		}
	}
}

// The presets of doc/koenigrufen.md §13.2 and the option text of
// doc/koenigrufen.md §13.1.
func TestPresetsAndOptions(t *testing.T) {
	for _, name := range []string{"AustrianTarockCup2023", " ooe2023 "} {
		if r, ok := koenigrufen.Preset(name); !ok || r != koenigrufen.AustrianTarockCup2023 {
			t.Errorf("Preset(%q) = %v", name, ok)
		}
	}
	for name, want := range map[string]koenigrufen.Rules{"wien2020": koenigrufen.Wien2020, "Sauwald2019 ": koenigrufen.Sauwald2019} {
		if r, ok := koenigrufen.Preset(name); !ok || r != want {
			t.Errorf("Preset(%q) = %v", name, ok)
		}
	}
	// Exactly the changes of doc/koenigrufen.md §13.2.
	for _, tc := range []struct {
		r    koenigrufen.Rules
		want []string
	}{
		{koenigrufen.Wien2020, []string{"Tariff=Wien2020", "BirdCallers=Separate", "Holding=None", "ForehandOpening=VorhandOrSechserdreier",
			"FourKings=CallQueen", "ExtraContracts=Zwiccolo+ZwiccoloOuvert", "TrischakenTalon=FirstSixTricks", "Kaiserstich=AnyOrder",
			"ColourMinSuitCards=6", "ValatScoring=Fixed10_20Wien", "TrischakenPayment=Wien2020", "AnnounceTiming=FirstTurnOnly", "Reservation=Hard"}},
		{koenigrufen.Sauwald2019, []string{"Tariff=Sauwald2019", "Farbendreier=off", "FourKings=PassForehand", "ColourMinSuitCards=6", "TwoVirgins=FullEach"}},
	} {
		if got := tc.r.Options(koenigrufen.AustrianTarockCup2023); !cmp.Equal(got, tc.want) {
			t.Errorf("options %v\nwant %v", got, tc.want)
		}
		if err := tc.r.Validate(); err != nil {
			t.Error(err)
		}
	}
	gametest.CheckPresetOptions(t, koenigrufen.Presets())
	r := koenigrufen.AustrianTarockCup2023
	for _, o := range []string{"Holding=None", "farbendreier=off", "Tariff=TariffSauwald2019", "Threshold=106",
		"CallOwnKing=Allowed", "KingInTalon=KingInTalonConcedeOrKingHalf", "DealPattern=TalonFirst",
		"ExtraContracts=Zwiccolo", "TrischakenTalon=ForehandChooses", "Kaiserstich=MondSkusPagatOrder", "PlayOutNegative=on"} {
		var err error
		if r, err = r.WithOption(o); err != nil {
			t.Fatal(err)
		}
	}
	want := "Tariff=Sauwald2019 Farbendreier=off Holding=None CallOwnKing=Allowed KingInTalon=ConcedeOrKingHalf ExtraContracts=Zwiccolo TrischakenTalon=ForehandChooses Kaiserstich=MondSkusPagatOrder PlayOutNegative=on Threshold=106"
	if got := strings.Join(r.Options(koenigrufen.AustrianTarockCup2023), " "); got != "DealPattern=TalonFirst "+want {
		t.Errorf("Options = %s", got)
	}
	for _, bad := range []string{"Holding", "Holding=Seniority", "Threshold=300", "Kaiserstich=Sometimes", "ExtraContracts=Triccolo"} {
		if _, err := r.WithOption(bad); !errors.Is(err, tarock.ErrInvalidRules) {
			t.Errorf("WithOption(%q): %v", bad, err)
		}
	}
}

// The tariffs of doc/koenigrufen.md §13.3 as data.
func TestTariffs(t *testing.T) {
	c := koenigrufen.TariffAustrianTarockCup2023.Contracts()
	if len(c) != 13 || c[0].Contract != koenigrufen.Trischaken || c[12].Contract != koenigrufen.Solodreier {
		t.Fatalf("default tariff %v", c)
	}
	if s := c[7]; s.Contract != koenigrufen.Sechserdreier || s.Won != 4 || s.Lost != 8 || !s.Forehand {
		t.Errorf("Sechserdreier row %+v", s)
	}
	for tf := koenigrufen.TariffAustrianTarockCup2023; tf <= koenigrufen.TariffTirol2020; tf++ {
		if last := tf.Contracts(); last[len(last)-1].Contract != koenigrufen.Solodreier {
			t.Errorf("%v: the Solodreier is not the highest contract", tf)
		}
	}
}

// TestRulesRanges checks every value of every small field of every preset
// through Validate, the JSON and the option text: they agree on the range
// of each field, which the option table states once (doc/koenigrufen.md
// §13.1).
func TestRulesRanges(t *testing.T) { gametest.CheckRules(t, koenigrufen.Presets()) }
