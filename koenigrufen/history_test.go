package koenigrufen_test

import (
	"math/rand/v2"
	"testing"

	"pgregory.net/rapid"

	"github.com/tarockfamily/sdk/koenigrufen"
	"github.com/tarockfamily/sdk/tarock/tarocktest"
)

// ruleVariants returns the preset and the variants of the implemented
// options that the tests of the history, the observation and the records
// draw from (doc/koenigrufen.md §13.1).
func ruleVariants(t interface{ Fatal(...any) }) []koenigrufen.Rules {
	rules := []koenigrufen.Rules{koenigrufen.AustrianTarockCup2023, koenigrufen.Wien2020, koenigrufen.Sauwald2019}
	for _, opts := range [][]string{
		{"Holding=None"},
		{"ForehandOpening=VorhandOrSechserdreier", "SolodreierEndsAuction=on"},
		{"CallOwnKing=Allowed", "KingInTalon=ConcedeOrKingHalf"},
		{"SoloruferKingInTalon=WholeTalon", "DealPattern=TalonFirst", "Threshold=106"},
		{"Tariff=Sauwald2019", "Farbendreier=off"},
		{"SechserdreierTalonShown=on", "OuvertReveal=DefendersOnly", "ExtraContracts=Zwiccolo+ZwiccoloOuvert"},
		{"Tariff=Wien2020", "BirdCallers=Separate", "FourKings=CallQueen", "Holding=None", "Kaiserstich=AnyOrder"},
		{"Tariff=Tirol2020", "BirdCallers=SplitLowHigh", "FourKings=PassForehand",
			"TrischakenMustBeat=ForehandChooses", "TrischakenTalon=ForehandChooses"},
		{"TrischakenTalon=FirstSixTricks", "Kaiserstich=MondSkusPagatOrder", "ColourMinSuitCards=6", "Reservation=Hard"},
		{"RedealNoTarock=NoTarockOrLoneTrull", "Mondfang=on", "Absolut=on", "SilentFailureCounts=on", "ValatScoring=Fixed10_20Tirol",
			"ValatTakesTalon=on", "KontraLedger=ScoreToo", "MaxKontraLevel=64", "KontraWindow=AnyTurn", "PartnerKontraVoid=off"},
		{"Quapil=off", "AnnounceTiming=FirstTurnOnly", "ForbidEarlyWinWithReserved=PublicCertainty", "ColourKontraOrValat=off",
			"PlayOutNegative=on", "TrischakenLead=HighestTarockFirst", "TwoVirgins=FullEach", "TrischakenPayment=Wien2020"},
	} {
		r := koenigrufen.AustrianTarockCup2023
		for _, o := range opts {
			var err error
			if r, err = r.WithOption(o); err != nil {
				t.Fatal(err)
			}
		}
		rules = append(rules, r)
	}
	return rules
}

// playSome plays at most n random legal moves from s (all of them when n
// is negative) and returns every state on the way, s first. In the
// auction it says "vorhand" and passes three times in four where it may,
// so that the calling contracts, which forehand chooses after three
// passes, come often (doc/koenigrufen.md §5.1 rule 3).
func playSome(s koenigrufen.State, rng *rand.Rand, n int) []koenigrufen.State {
	states := []koenigrufen.State{s}
	var buf []koenigrufen.Move
	for k := 0; !s.Done() && k != n; k++ {
		buf = s.AppendLegalMoves(buf[:0])
		m := buf[rng.IntN(len(buf))]
		if s.Phase() == koenigrufen.PhaseAuction && rng.IntN(4) != 0 {
			if k := buf[0].Kind(); k == koenigrufen.MoveVorhand || k == koenigrufen.MovePass {
				m = buf[0]
			}
		}
		s, _ = s.Apply(m)
		states = append(states, s)
	}
	return states
}

// TestHistoryReplays: at every state of random deals under every variant,
// AppendHistory lists exactly the moves made so far, and NewGame with
// State.Deal and those moves gives the state again (doc/koenigrufen.md
// "States, observations and determinization").
func TestHistoryReplays(t *testing.T) {
	variants := ruleVariants(t)
	rapid.Check(t, func(t *rapid.T) {
		r := variants[rapid.IntRange(0, len(variants)-1).Draw(t, "rules")]
		rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 3))
		s0, err := koenigrufen.NewGame(r, koenigrufen.Shuffled(rng))
		if err != nil {
			t.Fatal(err)
		}
		states := playSome(s0, rng, -1)
		var moves []koenigrufen.Move
		for i, s := range states {
			if i > 0 {
				moves = states[i-1].AppendHistory(moves[:0])
				want := moves
				got := s.AppendHistory(nil)
				if len(got) != len(want)+1 {
					t.Fatalf("state %d: %d moves in the history, want %d", i, len(got), len(want)+1)
				}
				for k := range want {
					if got[k] != want[k] {
						t.Fatalf("state %d: move %d is %v, was %v", i, k, got[k], want[k])
					}
				}
			}
			if s.Deal() != s0.Deal() {
				t.Fatalf("state %d: Deal %v, want %v", i, s.Deal(), s0.Deal())
			}
			if n := s.HistoryLen(); n != i {
				t.Fatalf("state %d: HistoryLen %d", i, n)
			}
		}
		final := states[len(states)-1]
		again, err := koenigrufen.NewGame(r, final.Deal())
		if err != nil {
			t.Fatal(err)
		}
		for k, m := range final.AppendHistory(nil) {
			if again, err = again.Apply(m); err != nil {
				t.Fatalf("move %d %v: %v", k, m, err)
			}
		}
		if ok, d := tarocktest.Equal(final, again); !ok {
			t.Fatalf("replayed state differs: %s", d)
		}
	})
}

// TestHistoryZero: the zero State has no history and the zero Deal.
func TestHistoryZero(t *testing.T) {
	var s koenigrufen.State
	if h := s.AppendHistory(nil); len(h) != 0 || s.HistoryLen() != 0 || s.Deal() != (koenigrufen.Deal{}) {
		t.Errorf("zero State: history %v, deal %v", h, s.Deal())
	}
}

// TestHistoryDoesNotAllocate: AppendHistory into a buffer with room
// allocates nothing.
func TestHistoryDoesNotAllocate(t *testing.T) {
	s := playSome(mustGame(t, 11), rand.New(rand.NewPCG(1, 2)), -1)
	final := s[len(s)-1]
	buf := make([]koenigrufen.Move, 0, koenigrufen.MaxHistory)
	if n := testing.AllocsPerRun(20, func() { buf = final.AppendHistory(buf[:0]) }); n != 0 {
		t.Errorf("AppendHistory allocates %v times", n)
	}
}

// mustGame returns a deal of the default preset drawn from seed.
func mustGame(t testing.TB, seed uint64) koenigrufen.State {
	t.Helper()
	s, err := koenigrufen.NewGame(koenigrufen.AustrianTarockCup2023, koenigrufen.Shuffled(rand.NewPCG(seed, 0x6b72)))
	if err != nil {
		t.Fatal(err)
	}
	return s
}
