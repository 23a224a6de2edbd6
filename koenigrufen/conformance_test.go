package koenigrufen_test

import (
	"testing"

	"github.com/tarockfamily/sdk/koenigrufen"
	"github.com/tarockfamily/sdk/koenigrufen/koenigrufentest"
	"github.com/tarockfamily/sdk/tarock/tarocktest"
)

// The random-game checks of the core (doc/design.md §5.3) on every preset
// and on variants of the implemented options.
func TestConformance(t *testing.T) {
	for _, p := range koenigrufen.Presets() {
		t.Run(p.Name, func(t *testing.T) { tarocktest.Check(t, koenigrufentest.Spec(p.Rules)) })
	}
	variants := map[string][]string{
		"HoldNone":                  {"Holding=None"},
		"VorhandOrSechserdreier":    {"ForehandOpening=VorhandOrSechserdreier", "SolodreierEndsAuction=on"},
		"CallOwnKingAllowed":        {"CallOwnKing=Allowed", "KingInTalon=ConcedeOrKingHalf"},
		"SoloruferWholeTalon":       {"SoloruferKingInTalon=WholeTalon", "DealPattern=TalonFirst", "Threshold=106"},
		"SauwaldTariffNoFarbendrei": {"Tariff=Sauwald2019", "Farbendreier=off"},
		"KaiserstichAnyOrder":       {"Kaiserstich=AnyOrder", "ColourMinSuitCards=6"},
		"KaiserstichInOrder":        {"Kaiserstich=MondSkusPagatOrder", "PlayOutNegative=on"},
		"TrischakenChoices":         {"TrischakenMustBeat=ForehandChooses", "TrischakenTalon=ForehandChooses", "TrischakenLead=HighestTarockFirst"},
		"TrischakenFirstSix":        {"TrischakenTalon=FirstSixTricks", "ExtraContracts=Zwiccolo+ZwiccoloOuvert"},
		"Wien2020Tariff":            {"Tariff=Wien2020", "BirdCallers=Separate", "FourKings=CallQueen", "Holding=None"},
		"Tirol2020Tariff":           {"Tariff=Tirol2020", "BirdCallers=SplitLowHigh", "FourKings=PassForehand"},
		"QuapilOffMondfang":         {"Quapil=off", "Mondfang=on", "AnnounceTiming=FirstTurnOnly", "RedealNoTarock=NoTarock"},
		"HardReservationAnyTurn":    {"Reservation=Hard", "MaxKontraLevel=64", "KontraWindow=AnyTurn", "AnnounceTiming=FirstTurnOnly"},
		"EarlyWinPartnerKontra":     {"ForbidEarlyWinWithReserved=PublicCertainty", "PartnerKontraVoid=off", "MaxKontraLevel=16"},
	}
	for name, opts := range variants {
		r := koenigrufen.AustrianTarockCup2023
		for _, o := range opts {
			var err error
			if r, err = r.WithOption(o); err != nil {
				t.Fatal(err)
			}
		}
		t.Run(name, func(t *testing.T) { tarocktest.Check(t, koenigrufentest.Spec(r)) })
	}
}

// Trischaken is chosen only after "Vorhand" and three passes, which random
// bidding seldom reaches: these deals play it under each talon and beating
// rule (doc/koenigrufen.md §7.1, §9.4).
func TestConformanceTrischaken(t *testing.T) {
	for name, opts := range map[string][]string{
		"default":  nil,
		"choices":  {"TrischakenMustBeat=ForehandChooses", "TrischakenTalon=ForehandChooses"},
		"firstSix": {"TrischakenTalon=FirstSixTricks", "TrischakenLead=HighestTarockFirst", "Kaiserstich=MondSkusPagatOrder"},
	} {
		r := koenigrufen.AustrianTarockCup2023
		for _, o := range opts {
			var err error
			if r, err = r.WithOption(o); err != nil {
				t.Fatal(err)
			}
		}
		sp := koenigrufentest.Spec(r)
		sp.New = func(seed uint64) (koenigrufen.State, error) {
			s, err := koenigrufentest.NewGame(r, seed)
			for _, m := range []koenigrufen.Move{koenigrufen.Vorhand(), koenigrufen.Pass(), koenigrufen.Pass(), koenigrufen.Pass(), koenigrufen.Bid(koenigrufen.Trischaken)} {
				if err != nil {
					break
				}
				s, err = s.Apply(m)
			}
			return s, err
		}
		t.Run(name, func(t *testing.T) { tarocktest.Check(t, sp) })
	}
}
