package koenigrufen_test

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/koenigrufen"
	"github.com/tarockfamily/sdk/koenigrufen/koenigrufentest"
	"github.com/tarockfamily/sdk/scoring"
	"github.com/tarockfamily/sdk/tarock"
	"pgregory.net/rapid"
)

// Random legal play never fails: every generated move is accepted, the
// deal ends, the cards are conserved, and a played deal counts 70 card
// points between its parties (two, or four in Trischaken;
// doc/koenigrufen.md §10, §11.8); and every
// candidate move that is not generated is refused with an error wrapping
// tarock.ErrIllegalMove and leaves the state unchanged.
func TestRandomPlay(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		seed := rapid.Uint64().Draw(t, "seed")
		s, err := koenigrufentest.NewGame(koenigrufen.AustrianTarockCup2023, seed)
		if err != nil {
			t.Fatal(err)
		}
		candidates := koenigrufentest.Spec(koenigrufen.AustrianTarockCup2023).Candidates
		var buf, cands []koenigrufen.Move
		var sets []deck.Set
		for n := 0; !s.Done(); n++ {
			if n > 200 {
				t.Fatalf("not over after %d moves", n)
			}
			sets = s.AppendCardSets(sets[:0])
			var all deck.Set
			for _, p := range sets {
				if all.Overlaps(p) {
					t.Fatalf("card in two places: %v", sets)
				}
				all |= p
			}
			if all != deck.FullPack {
				t.Fatalf("cards lost: %v", deck.FullPack.Minus(all))
			}
			buf = s.AppendLegalMoves(buf[:0])
			if len(buf) == 0 {
				t.Fatalf("no legal move in %v", s.Phase())
			}
			legal := map[koenigrufen.Move]bool{}
			for _, m := range buf {
				legal[m] = true
			}
			cands = candidates(s, cands[:0])
			for _, m := range cands {
				if legal[m] {
					continue
				}
				before := s
				next, err := s.Apply(m)
				if !errors.Is(err, tarock.ErrIllegalMove) || next != before || s != before {
					t.Fatalf("%v in %v: %v, state changed %v", m, s.Phase(), err, next != before)
				}
			}
			m := rapid.SampledFrom(buf).Draw(t, "move")
			if s, err = s.Apply(m); err != nil {
				t.Fatalf("generated move %v refused: %v", m, err)
			}
		}
		if o := s.Outcome(); o.Played {
			sum := 0
			for _, th := range o.Thirds[:o.Parties] {
				sum += th
			}
			if sum != 210 {
				t.Fatalf("card points %v of %d parties", o.Thirds, o.Parties)
			}
		}
		if _, err := s.Apply(koenigrufen.Pass()); !errors.Is(err, tarock.ErrGameOver) {
			t.Fatalf("a move after the end: %v", err)
		}
	})
}

// The zero State is a finished game with no moves.
func TestZeroState(t *testing.T) {
	var s koenigrufen.State
	if !s.Done() || s.ToMove() != tarock.NoSeat || s.Phase() != koenigrufen.PhaseDone || len(s.LegalMoves()) != 0 {
		t.Error("zero State is not done")
	}
	if _, err := s.Apply(koenigrufen.Vorhand()); !errors.Is(err, tarock.ErrGameOver) {
		t.Errorf("Apply on the zero State: %v", err)
	}
	if s.Players() != 4 {
		t.Error("Players")
	}
}

// A whole game in the ordered deal: a Rufer with a partner, forehand
// leading, twelve tricks (doc/koenigrufen.md §9.1), the card points of
// the parties (doc/koenigrufen.md §7.4, §10).
func TestWholeRufer(t *testing.T) {
	s := play(t, ordered(t, koenigrufen.AustrianTarockCup2023), "vorhand", "pass", "pass", "pass", "bid Rufer",
		"call diamonds", "take A", "discard 2H AH JH", "lie", "good", "good", "good")
	if s.Phase() != koenigrufen.PhasePlay || s.ToMove() != tarock.Forehand || s.Partner() != 1 {
		t.Fatalf("%v, %v to move, partner %v", s.Phase(), s.ToMove(), s.Partner())
	}
	rng := rand.New(rand.NewPCG(3, 4))
	for !s.Done() {
		moves := s.LegalMoves()
		var err error
		if s, err = s.Apply(moves[rng.IntN(len(moves))]); err != nil {
			t.Fatal(err)
		}
	}
	o := s.Outcome()
	pile := s.Won(0) | s.Won(1) | s.Discards()
	if !o.Played || o.Tricks != 12 || o.Thirds[0] != scoring.Count(pile).Thirds() ||
		o.DeclarerWon != (o.Thirds[0] >= 107) || o.Contract != "Rufer" || o.Declarer != 0 {
		t.Errorf("outcome %+v", o)
	}
	if s.TricksWon(0)+s.TricksWon(1)+s.TricksWon(2)+s.TricksWon(3) != 12 {
		t.Error("tricks")
	}
}
