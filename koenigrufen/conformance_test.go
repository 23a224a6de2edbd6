package koenigrufen_test

import (
	"testing"

	"github.com/tarockfamily/sdk/koenigrufen"
	"github.com/tarockfamily/sdk/tarock/tarocktest"
)

// The random-game checks of the core (doc/design.md §5.3) on every preset
// and on variants of the implemented options.
func TestConformance(t *testing.T) {
	for _, p := range koenigrufen.Presets() {
		t.Run(p.Name, func(t *testing.T) { tarocktest.Check(t, spec(p.Rules)) })
	}
	variants := map[string][]string{
		"HoldNone":                  {"Holding=None"},
		"VorhandOrSechserdreier":    {"ForehandOpening=VorhandOrSechserdreier", "SolodreierEndsAuction=on"},
		"CallOwnKingAllowed":        {"CallOwnKing=Allowed", "KingInTalon=ConcedeOrKingHalf"},
		"SoloruferWholeTalon":       {"SoloruferKingInTalon=WholeTalon", "DealPattern=TalonFirst", "Threshold=106"},
		"SauwaldTariffNoFarbendrei": {"Tariff=Sauwald2019", "Farbendreier=off"},
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
		t.Run(name, func(t *testing.T) { tarocktest.Check(t, spec(r)) })
	}
}
