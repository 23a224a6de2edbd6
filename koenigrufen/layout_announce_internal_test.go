package koenigrufen

import (
	"math/rand/v2"
	"testing"
	"unique"
)

// TestRaiseTurnsExact plays random deals and checks that the moves rebuilt
// from the kept turns of the announcements are the moves played: under
// KontraFirstOpportunity up to Sub every raise fits in raiseGap, and the
// raises beyond Sub or, under KontraAnyTurn, further away are kept in
// raiseSpill (doc/koenigrufen.md §8.5; layout_announce.go).
func TestRaiseTurnsExact(t *testing.T) {
	for _, c := range []struct {
		w     KontraWindow
		max   int
		spill bool // whether some deal must use raiseSpill
	}{{KontraFirstOpportunity, 8, false}, {KontraFirstOpportunity, 64, true}, {KontraAnyTurn, 8, true}, {KontraAnyTurn, 64, true}} {
		w := c.w
		r := AustrianTarockCup2023
		r.KontraWindow, r.MaxKontraLevel = w, c.max
		rng := rand.New(rand.NewPCG(1, 2))
		spilled := 0
		var buf, moves []Move
		for d := range 2000 {
			st, err := NewGame(r, Shuffled(rng))
			if err != nil {
				t.Fatal(err)
			}
			moves = moves[:0]
			for !st.Done() {
				buf = st.AppendLegalMoves(buf[:0])
				m := buf[rng.IntN(len(buf))]
				if st, err = st.Apply(m); err != nil {
					t.Fatal(err)
				}
				moves = append(moves, m)
			}
			if st.raiseSpill != (unique.Handle[raiseTurns]{}) {
				spilled++
			}
			h := st.AppendHistory(nil)
			if len(h) != len(moves) {
				t.Fatalf("%v, deal %d: %d moves in the history, %d played", w, d, len(h), len(moves))
			}
			for i := range h {
				if h[i] != moves[i] {
					t.Fatalf("%v, deal %d, move %d: %v in the history, %v played", w, d, i, h[i], moves[i])
				}
			}
		}
		switch {
		case !c.spill && spilled != 0:
			t.Errorf("%v, MaxKontraLevel %d: %d deals kept a raise in raiseSpill, want none", w, c.max, spilled)
		case c.spill && spilled == 0:
			t.Errorf("%v, MaxKontraLevel %d: no deal kept a raise in raiseSpill; the test does not reach it", w, c.max)
		}
	}
}
