package koenigrufen_test

import (
	"math/rand/v2"
	"testing"

	"github.com/tarockfamily/sdk/koenigrufen"
	"github.com/tarockfamily/sdk/koenigrufen/koenigrufentest"
	"github.com/tarockfamily/sdk/tarock"
)

// playOut bids contract c as forehand's opening, lets the others pass,
// and plays random legal moves to the end.
func playOut(t *testing.T, r koenigrufen.Rules, c koenigrufen.Contract, seed uint64) koenigrufen.State {
	t.Helper()
	s, err := koenigrufentest.NewGame(r, seed)
	if err != nil {
		t.Fatal(err)
	}
	s = play(t, s, "bid "+c.String(), "pass", "pass", "pass")
	rng := rand.New(rand.NewPCG(seed, 1))
	for !s.Done() {
		ms := s.LegalMoves()
		if s, err = s.Apply(ms[rng.IntN(len(ms))]); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// doc/koenigrufen.md §9.1, §9.7 and §4.2: the declarer of a negative
// contract leads; it ends at his first trick in a Bettel, his second in a
// Piccolo, his third in a Zwiccolo, else after twelve; PlayOutNegative
// plays every trick; the aim decides Outcome.DeclarerWon.
func TestNegativeEnd(t *testing.T) {
	r := koenigrufen.AustrianTarockCup2023
	r.ExtraContracts = koenigrufen.ExtraZwiccolo
	out := r
	out.PlayOutNegative = true
	for _, tc := range []struct {
		c   koenigrufen.Contract
		aim int
	}{{koenigrufen.Bettel, 0}, {koenigrufen.Piccolo, 1}, {koenigrufen.Zwiccolo, 2}, {koenigrufen.BettelOuvert, 0}, {koenigrufen.PiccoloOuvert, 1}} {
		for seed := range uint64(30) {
			s := playOut(t, r, tc.c, seed)
			n, tricks := s.TricksWon(0), s.TricksPlayed()
			if tricks < 12 && n != tc.aim+1 {
				t.Errorf("%v seed %d: ended after %d tricks with %d of the declarer's", tc.c, seed, tricks, n)
			}
			if o := s.Outcome(); o.DeclarerWon != (n == tc.aim) || o.Tricks != tricks {
				t.Errorf("%v seed %d: %d tricks of the declarer, won %v", tc.c, seed, n, o.DeclarerWon)
			}
			if s := playOut(t, out, tc.c, seed); s.TricksPlayed() != 12 {
				t.Errorf("%v under PlayOutNegative: %d tricks", tc.c, s.TricksPlayed())
			}
		}
	}
}

// doc/koenigrufen.md §9.1: forehand leads in a positive contract, the
// declarer in a negative one; doc/koenigrufen.md §7.1: the Trischaken
// talon goes to the last trick or to the first six.
func TestLeadAndTrischakenTalon(t *testing.T) {
	s := play(t, ordered(t, koenigrufen.AustrianTarockCup2023), "vorhand", "bid Bettel", "pass", "pass", "pass", "lie", "good", "good", "good")
	if s.Phase() != koenigrufen.PhasePlay || s.ToMove() != 1 || s.CurrentTrick().Leader() != 1 {
		t.Errorf("Bettel of middlehand: %v, %v to lead", s.Phase(), s.ToMove())
	}
	s = play(t, ordered(t, koenigrufen.AustrianTarockCup2023), "vorhand", "bid Farbensolo", "pass", "pass", "pass", "lie", "good", "good", "good")
	if s.ToMove() != 0 {
		t.Errorf("Farbensolo of middlehand: %v to lead", s.ToMove())
	}
	for _, six := range []bool{false, true} {
		r := koenigrufen.AustrianTarockCup2023
		if six {
			r.TrischakenTalon = koenigrufen.TrischakenTalonFirstSixTricks
		}
		s := play(t, ordered(t, r), "vorhand", "pass", "pass", "pass", "bid Trischaken")
		rng := rand.New(rand.NewPCG(1, 2))
		for s.TricksPlayed() < 12 {
			if s.TricksPlayed() == 1 && s.CurrentTrick().IsEmpty() {
				if got := s.TalonLeft().Len(); got != map[bool]int{false: 6, true: 5}[six] {
					t.Errorf("first six %v: %d talon cards left after trick 1", six, got)
				}
			}
			ms := s.LegalMoves()
			s, _ = s.Apply(ms[rng.IntN(len(ms))])
		}
		var sum int
		for p := range tarock.Seat(4) {
			sum += s.Won(p).Len()
		}
		if !s.Done() || s.TalonLeft() != 0 || sum != 54 {
			t.Errorf("first six %v: talon left %v, %d cards won", six, s.TalonLeft(), sum)
		}
	}
}
