package tapp

import (
	"math/rand/v2"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
)

// TestLegalCache checks in random games that the legal plays kept in the
// state equal those of tarock.LegalPlays (doc/tapp.md §8) and, in Trischaken, the
// must-beat rule with the Pagat as the last tarock (doc/tapp.md §5.3).
func TestLegalCache(t *testing.T) {
	trisch := MayrSedlaczek2001
	trisch.AllPass = AllPassTrischaken
	for _, r := range []Rules{MayrSedlaczek2001, trisch} {
		rng := rand.New(rand.NewPCG(11, 12))
		for range 200 {
			st, err := NewGame(r, ShuffledFor(rng, r))
			if err != nil {
				t.Fatal(err)
			}
			for !st.Done() {
				if st.Phase() == PhasePlay {
					want := tarock.LegalPlays(st.Hand(st.ToMove()), st.CurrentTrick(), st.Obligations())
					if st.Contract() == Trischaken && want.Has(deck.Pagat) && want.Tarocks() != deck.SetOf(deck.Pagat) {
						want = want.Without(deck.Pagat)
					}
					if st.legal.plays() != want {
						t.Fatalf("%v to play to %v: legal %v, want %v", st.ToMove(), st.CurrentTrick(), st.legal.plays(), want)
					}
				}
				ms := st.LegalMoves()
				if st, err = st.Apply(ms[rng.IntN(len(ms))]); err != nil {
					t.Fatal(err)
				}
			}
			if st.legal != 0 {
				t.Fatalf("legal %v after the end", st.legal)
			}
		}
	}
}
