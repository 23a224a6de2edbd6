package koenigrufen_test

import (
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/internal/gametest"
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

// The checks read this game's results through the settlement of
// koenigrufentest.Spec: a result that gets an item's condition, the cards
// aside or a seat's tricks wrong is found.
func TestConformanceCatchesWrongSettlement(t *testing.T) {
	r, err := koenigrufen.AustrianTarockCup2023.WithOption("SilentFailureCounts=on")
	if err != nil {
		t.Fatal(err)
	}
	spec := koenigrufentest.Spec(r)
	spec.Candidates = nil // the recount only
	gametest.CheckSettlementFaults(t, spec, 200, map[string]gametest.SettlementFault{
		"item": gametest.FlipFirstItem,
		// The declarer's discards counted for the defenders.
		"aside":  {Fault: func(st *tarocktest.Settlement) { st.Aside[0], st.Aside[1] = st.Aside[1], st.Aside[0] }, Want: "thirds of card points"},
		"tricks": {Fault: func(st *tarocktest.Settlement) { st.Tricks[3]++ }, Want: "tricks per seat"},
	})
}

// A fault planted in a copy of the settlement itself: a bird (Pagat, Uhu,
// Kakadu, Quapil) that fell in its trick and was captured is counted as
// made, paid to its player's party (doc/koenigrufen.md §8.2, §11.4 with
// SilentFailureCounts). The conformance check recounts the birds from the
// tricks and must refuse the settlement.
func TestConformanceCatchesCapturedBirdMade(t *testing.T) {
	r, err := koenigrufen.AustrianTarockCup2023.WithOption("SilentFailureCounts=on")
	if err != nil {
		t.Fatal(err)
	}
	spec := koenigrufentest.Spec(r)
	spec.Candidates = nil // the recount only
	planted := 0
	spec.Settle = func(s koenigrufen.State) tarocktest.Settlement {
		res, _ := s.Result()
		for i := range res.ItemList() {
			it := &res.Items[i]
			switch it.Kind {
			case koenigrufen.ItemPagatUltimo, koenigrufen.ItemUhu, koenigrufen.ItemKakadu, koenigrufen.ItemQuapil:
				// A silent bird lost: it fell in its trick and was
				// captured.
				if !it.Won && !it.Announced {
					it.Won, it.Payers, it.Payees = true, it.Payees, it.Payers
					planted++
				}
			}
		}
		return koenigrufentest.Settlement(s, res)
	}
	for seed := range uint64(200) {
		if err = tarocktest.CheckGame(spec, seed, seed); err != nil {
			break
		}
	}
	if planted == 0 {
		t.Fatal("no captured bird in 200 deals: the fault was never planted")
	}
	if err == nil || !strings.Contains(err.Error(), "scored as made=true") {
		t.Errorf("a captured bird counted as made: error %v, want one containing %q", err, "scored as made=true")
	}
}
