package strohmandel_test

import (
	"math/rand/v2"
	"testing"

	"github.com/tarockfamily/sdk/deck"
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
	sentinel := strohmandel.Ready()
	for _, rules := range []strohmandel.Rules{strohmandel.MayrSedlaczek2007, strohmandel.MayrSedlaczekWeb2001Classic, strohmandel.Tirol2025} {
		for range 100 {
			st, err := strohmandel.NewGame(rules, strohmandel.Shuffled(rng))
			if err != nil {
				t.Fatal(err)
			}
			for !st.Done() {
				want := st.LegalMoves()
				pre, room := rng.IntN(4), rng.IntN(24)
				buf := make([]strohmandel.Move, pre+room+16)
				for i := range buf {
					buf[i] = sentinel
				}
				for i := range pre {
					buf[i] = strohmandel.Play(deck.Card(i))
				}
				got := st.AppendLegalMoves(buf[: pre : pre+room])
				if len(got) != pre+len(want) {
					t.Fatalf("%v phase: %d moves appended, want %d", st.Phase(), len(got)-pre, len(want))
				}
				for i, m := range want {
					if got[pre+i] != m {
						t.Fatalf("%v phase: move %d is %v, LegalMoves has %v", st.Phase(), i, got[pre+i], m)
					}
				}
				for i := range pre {
					if got[i] != strohmandel.Play(deck.Card(i)) {
						t.Fatalf("element %d of the buffer changed to %v", i, got[i])
					}
				}
				for i := min(pre+room, pre+max(8, len(want))); i < len(buf); i++ {
					if buf[i] != sentinel {
						t.Fatalf("%v phase, %d moves after %d, capacity %d: element %d changed", st.Phase(), len(want), pre, pre+room, i)
					}
				}
				if st, err = st.Apply(want[rng.IntN(len(want))]); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}
