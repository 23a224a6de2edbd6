package strohmandel_test

import (
	"math/rand/v2"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/internal/gametest"
	"github.com/tarockfamily/sdk/strohmandel"
)

// TestFirstLead: under Furr the declarer leads (doc/strohmandel.md §7.1).
func TestFirstLead(t *testing.T) {
	st, _ := strohmandel.NewGame(strohmandel.Furr2009, tableDeal(t))
	st = apply(t, st, "pass", "takeup")
	if st.Phase() != strohmandel.PhasePlay || st.ToMove() != 1 || st.CurrentTrick().Leader() != 1 {
		t.Errorf("Furr: %v leads", st.ToMove())
	}
	st, _ = strohmandel.NewGame(strohmandel.MayrSedlaczek2007, tableDeal(t))
	if st = apply(t, st, "pass", "takeup"); st.ToMove() != 0 {
		t.Errorf("M&S: %v leads", st.ToMove())
	}
}

// TestAppendLegalMovesBuffer checks the contract of AppendLegalMoves on
// the buffer in every phase: the existing elements and everything from
// element len(dst)+8 on are left alone, nothing is written beyond the
// capacity, and the appended moves are LegalMoves.
func TestAppendLegalMovesBuffer(t *testing.T) {
	rng := rand.New(rand.NewPCG(31, 32))
	for _, rules := range []strohmandel.Rules{strohmandel.MayrSedlaczek2007, strohmandel.MayrSedlaczekWeb2001Classic, strohmandel.Tirol2025} {
		for range 100 {
			st, err := strohmandel.NewGame(rules, strohmandel.ShuffledPack(rng, rules.CardsInPlay()))
			if err != nil {
				t.Fatal(err)
			}
			gametest.CheckAppendBuffer(t, st, rng, strohmandel.Ready(), func(i int) strohmandel.Move { return strohmandel.Play(deck.Card(i)) })
		}
	}
}
