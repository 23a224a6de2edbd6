package strohmandel

import (
	"math/rand/v2"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
	"pgregory.net/rapid"
)

// TestWonSets checks in random games of every preset that the cards in
// each seat's tricks, found from the leader of the next trick, are those
// found by deciding every trick from its cards (as Result does).
func TestWonSets(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		rules := presetRules()[rapid.IntRange(0, int(numScorings)-1).Draw(t, "preset")]
		rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 3))
		st, err := NewGame(rules, ShuffledPack(rng, rules.CardsInPlay()))
		if err != nil {
			t.Fatal(err)
		}
		var buf []Move
		for !st.Done() {
			buf = st.AppendLegalMoves(buf[:0])
			if st, err = st.Apply(buf[rng.IntN(len(buf))]); err != nil {
				t.Fatal(err)
			}
			var want [Players]deck.Set
			for tr := range int(st.nplays) / 2 {
				want[st.trickWinner(tr)] |= 1<<st.plays.at(2*tr) | 1<<st.plays.at(2*tr+1)
			}
			if got := st.wonSets(); got != want {
				t.Fatalf("after %d plays: won %v, want %v", st.nplays, got, want)
			}
		}
	})
}

// TestLegalTables checks the table-driven legal plays against
// tarock.LegalPlays for random playable sets and led cards: the standard
// obligations (doc/strohmandel.md §7.2) and those of Trischaken, must beat
// and the Pagat only as the last tarock (doc/strohmandel.md §4.2), to follow and to lead.
func TestLegalTables(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		pl := deck.Set(rapid.Uint64().Draw(t, "playable")) & deck.FullPack
		led := deck.Card(rapid.IntRange(0, deck.NumCards-1).Draw(t, "led"))
		pl &^= 1 << led
		if rapid.Bool().Draw(t, "pagat") && led != deck.Pagat {
			pl |= 1 << deck.Pagat // the Pagat with other tarocks, or alone
		}
		trick, err := tarock.NewTrick(1, Players).Play(led)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := followLegal(pl, led), tarock.LegalPlays(pl, trick, tarock.Standard); got != want {
			t.Fatalf("followLegal(%v, %v) = %v, want %v", pl, led, got, want)
		}
		if got, want := trischakenLegal(pl, led, true), tarock.LegalPlays(pl, trick, tarock.Trischaken); got != want {
			t.Fatalf("trischakenLegal(%v, %v) = %v, want %v", pl, led, got, want)
		}
		lead := tarock.NewTrick(1, Players)
		if got, want := trischakenLegal(pl, led, false), tarock.LegalPlays(pl, lead, tarock.Trischaken); got != want {
			t.Fatalf("trischakenLegal(%v) to lead = %v, want %v", pl, got, want)
		}
	})
}

// TestTrischakenLegal checks the legal plays of every position of random
// Trischaken deals, which the fast path of legalCards computes, against
// tarock.LegalPlays with the obligations tarock.Trischaken of the core
// (doc/strohmandel.md §4.2), and those of the other deals against
// tarock.Standard (doc/strohmandel.md §7.2).
func TestTrischakenLegal(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		rules := Tirol2025 // both passing plays Trischaken
		if rapid.Bool().Draw(t, "other") {
			rules = presetRules()[rapid.IntRange(0, int(numScorings)-1).Draw(t, "preset")]
		}
		rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 4))
		st, err := NewGame(rules, ShuffledPack(rng, rules.CardsInPlay()))
		if err != nil {
			t.Fatal(err)
		}
		// Both pass, so that Tirol2025 plays Trischaken.
		st, _ = st.Apply(Pass())
		st, _ = st.Apply(Pass())
		for !st.Done() {
			if st.Phase() == PhasePlay {
				o := tarock.Standard
				if st.Contract() == Trischaken {
					o = tarock.Trischaken
				}
				if want := tarock.LegalPlays(st.Playable(st.ToMove()), st.CurrentTrick(), o); st.legal != want {
					t.Fatalf("%v after %d plays: legal %v, want %v", st.Contract(), st.nplays, st.legal, want)
				}
			}
			legal := st.LegalMoves()
			st, _ = st.Apply(legal[rng.IntN(len(legal))])
		}
	})
}
