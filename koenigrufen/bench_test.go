package koenigrufen_test

import (
	"math/rand/v2"
	"testing"

	"github.com/tarockfamily/sdk/koenigrufen"
)

// randomDeal plays one random deal under r with the moves buffer buf.
func randomDeal(tb testing.TB, r koenigrufen.Rules, rng *rand.Rand, buf []koenigrufen.Move) {
	st, err := koenigrufen.NewGame(r, koenigrufen.Shuffled(rng))
	if err != nil {
		tb.Fatal(err)
	}
	for !st.Done() {
		buf = st.AppendLegalMoves(buf[:0])
		if st, err = st.Apply(buf[rng.IntN(len(buf))]); err != nil {
			tb.Fatal(err)
		}
	}
	st.Outcome()
}

// TestHotPathsDoNotAllocate guards doc/design.md §7: a whole random deal,
// its legal moves listed into a buffer with room and every Apply,
// allocates nothing, under the default and under rules that bring in the
// other contracts and their options.
func TestHotPathsDoNotAllocate(t *testing.T) {
	wien := koenigrufen.AustrianTarockCup2023
	wien.Tariff, wien.BirdCallers, wien.FourKings = koenigrufen.TariffWien2020, koenigrufen.BirdCallersSeparate, koenigrufen.FourKingsCallQueen
	wien.Kaiserstich, wien.ColourMinSuitCards = koenigrufen.KaiserstichAnyOrder, 6
	trisch := koenigrufen.AustrianTarockCup2023
	trisch.TrischakenMustBeat = koenigrufen.TrischakenMustBeatForehandChooses
	trisch.TrischakenTalon = koenigrufen.TrischakenTalonForehandChooses
	trisch.Kaiserstich = koenigrufen.KaiserstichMondSkusPagatOrder
	for _, r := range []koenigrufen.Rules{koenigrufen.AustrianTarockCup2023, wien, trisch} {
		rng := rand.New(rand.NewPCG(7, 8))
		buf := make([]koenigrufen.Move, 0, 1024)
		if n := testing.AllocsPerRun(50, func() { randomDeal(t, r, rng, buf) }); n != 0 {
			t.Errorf("a random deal under %v: %v allocations", r.Options(koenigrufen.AustrianTarockCup2023), n)
		}
	}
}

// BenchmarkRandomDeal measures a whole random deal under the default rules.
func BenchmarkRandomDeal(b *testing.B) {
	rng := rand.New(rand.NewPCG(7, 8))
	buf := make([]koenigrufen.Move, 0, 1024)
	b.ReportAllocs()
	for b.Loop() {
		randomDeal(b, koenigrufen.AustrianTarockCup2023, rng, buf)
	}
}
