package tapp

import (
	"math/rand/v2"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
)

// TestTrickWinner checks the table-driven trick winner against the generic
// trick rules of package tarock (doc/tapp.md §1.2) for every trick
// of three distinct cards.
func TestTrickWinner(t *testing.T) {
	n := 0
	for a := deck.Card(0); a < deck.NumCards; a++ {
		for b := deck.Card(0); b < deck.NumCards; b++ {
			for c := deck.Card(0); c < deck.NumCards; c++ {
				if a == b || a == c || b == c {
					continue
				}
				tr := tarock.NewTrick(0, 3)
				for _, x := range []deck.Card{a, b, c} {
					tr, _ = tr.Play(x)
				}
				if got, want := trickWinner(a, b, c), tr.WinningIndex(); got != want {
					if n++; n <= 10 {
						t.Errorf("trickWinner(%v, %v, %v) = %d, want %d", a, b, c, got, want)
					}
				}
			}
		}
	}
}

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

// TestFollowIsStandard checks the branch-free legal plays of the hot path,
// follow, against the obligations of the core (tarock.LegalPlays under
// tarock.Standard, doc/tapp.md §8) on random hands and tricks of one and
// two cards.
func TestFollowIsStandard(t *testing.T) {
	rng := rand.New(rand.NewPCG(31, 32))
	for range 100000 {
		o := deck.Shuffled(rng)
		n := 1 + rng.IntN(16)
		h := deck.SetOf(o[:n]...)
		tr := tarock.NewTrick(tarock.Seat(rng.IntN(3)), 3)
		for _, c := range o[n : n+1+rng.IntN(2)] {
			tr, _ = tr.Play(c)
		}
		if got, want := follow(h, suitOf[o[n]]), tarock.LegalPlays(h, tr, tarock.Standard); got != want {
			t.Fatalf("hand %v, trick %v led with %v: follow gives %v, the core %v", h, tr, o[n], got, want)
		}
	}
}
