package koenigrufen

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/scoring"
	"github.com/tarockfamily/sdk/tarock"
)

// Seats of the worked examples (doc/koenigrufen.md §11.10).
const (
	sF tarock.Seat = iota
	sM
	sH
	sD
)

// deltas is a settlement's expected Score or Money, seats F, M, H, D.
type deltas = [tarock.MaxPlayers]int

// newFacts returns the facts of a played deal of contract c under the
// default rules: nothing played, nothing announced, every level 1.
func newFacts(c Contract, declarer, partner tarock.Seat) *facts {
	r := AustrianTarockCup2023
	f := &facts{rules: &r, end: endPlayed, contract: c, declarer: declarer, partner: partner, called: deck.NoCard}
	for i := range f.level {
		f.level[i] = 1
	}
	for i := range f.winner {
		f.winner[i] = tarock.NoSeat
	}
	f.setParties()
	return f
}

// worth returns cards outside exclude worth exactly thirds, the highest
// first and the low cards (one third each) last.
func worth(t *testing.T, thirds int, exclude deck.Set) deck.Set {
	t.Helper()
	var s deck.Set
	for _, v := range []int{5, 4, 3, 2, 1} {
		for c := range (deck.FullPack &^ exclude).All() {
			if c.Value() == v && 3*v-2 <= thirds-scoring.Count(s).Thirds() {
				s |= 1 << c
			}
		}
	}
	if got := scoring.Count(s).Thirds(); got != thirds {
		t.Fatalf("no cards worth %d thirds (got %d)", thirds, got)
	}
	return s
}

// split gives the declarer's party cards worth thirds, among them the
// Sküs and the king of hearts and never all of the Trull or the kings,
// and the defenders the rest (doc/koenigrufen.md §7.4): neither party
// holds a holding premium.
func (f *facts) split(t *testing.T, thirds int) {
	t.Helper()
	mine := deck.SetOf(deck.Skus, deck.HeartsKing)
	f.aside[0] = mine | worth(t, thirds-scoring.Count(mine).Thirds(), deck.Trull|deck.Kings)
	f.aside[1] = deck.FullPack &^ f.aside[0]
}

// setTricks gives each seat its number of tricks.
func (f *facts) setTricks(n ...int) { copy(f.tricks[:], n) }

// play records that seat p played card c in trick t.
func (f *facts) play(t int, p tarock.Seat, c deck.Card) {
	f.setPlayed(c, t, p)
}

// check settles f and compares the Score and the Money.
func check(t *testing.T, f *facts, score, money deltas) Result {
	t.Helper()
	r := settle(f)
	if d := cmp.Diff(score, r.Score); d != "" {
		t.Errorf("Score (-want +got):\n%s\n%v", d, r)
	}
	if d := cmp.Diff(money, r.Deltas); d != "" {
		t.Errorf("Money (-want +got):\n%s\n%v", d, r)
	}
	return r
}

// TestWorkedExamples settles the worked examples of doc/koenigrufen.md
// §11.10.
func TestWorkedExamples(t *testing.T) {
	t.Run("1 Rufer won", func(t *testing.T) {
		f := newFacts(Rufer, sF, sH)
		f.split(t, 3*38)
		f.setTricks(4, 2, 3, 3)
		r := check(t, f, deltas{1, -1, 1, -1}, deltas{1, -1, 1, -1})
		if !r.GameWon || r.NumItems != 1 {
			t.Errorf("%v", r)
		}
	})
	t.Run("2 Besserrufer Kakadu, game contra'd", func(t *testing.T) {
		f := newFacts(Besserrufer, sM, sD)
		f.split(t, 3*40)
		f.setTricks(3, 4, 2, 3)
		f.announced[0] = Kakadu
		f.level[itemGame] = 2
		f.play(10, sM, deck.Kakadu)
		f.winner[10] = sM
		check(t, f, deltas{-7, 7, -7, 7}, deltas{-8, 8, -8, 8})
	})
	t.Run("3 Dreier lost with a silent Trull", func(t *testing.T) {
		f := newFacts(Dreier, sH, tarock.NoSeat)
		f.aside[0] = deck.Trull | deck.SetOf(deck.HeartsKing) | worth(t, 104-52, deck.Trull|deck.Kings)
		f.aside[1] = deck.FullPack &^ f.aside[0]
		f.setTricks(4, 2, 4, 2)
		check(t, f, deltas{3, 3, -9, 3}, deltas{3, 3, -9, 3})
	})
	t.Run("4 Solorufer, the partner's King Ultimo", func(t *testing.T) {
		f := newFacts(Solorufer, sD, sM)
		f.split(t, 3*40)
		f.setTricks(2, 4, 2, 4)
		f.called = deck.ClubsKing
		f.announced[0] = KingUltimo
		f.play(12, sM, deck.ClubsKing)
		f.winner[12] = sM
		check(t, f, deltas{-6, 6, -6, 6}, deltas{-6, 6, -6, 6})
	})
	t.Run("5 Sechserdreier with a silent Pagat", func(t *testing.T) {
		f := newFacts(Sechserdreier, sF, tarock.NoSeat)
		f.split(t, 3*45)
		f.setTricks(8, 2, 1, 1)
		f.play(12, sF, deck.Pagat)
		f.winner[12] = sF
		check(t, f, deltas{15, -5, -5, -5}, deltas{15, -5, -5, -5})
	})
	t.Run("6 Bettel with Kontra and Re", func(t *testing.T) {
		f := newFacts(Bettel, sF, tarock.NoSeat)
		f.setTricks(0, 4, 4, 4)
		f.level[itemDefenderGame+item(sH)] = 4
		check(t, f, deltas{6, -2, -2, -2}, deltas{12, -2, -8, -2})
	})
	t.Run("7 Trischaken without a Jungfrau", func(t *testing.T) {
		f := newFacts(Trischaken, sF, tarock.NoSeat)
		f.trischaken(t, 40, 30, 100)
		f.setTricks(3, 2, 5, 2)
		check(t, f, deltas{1, 1, -3, 1}, deltas{1, 1, -3, 1})
	})
	t.Run("8 Besserrufer with a silent Valat", func(t *testing.T) {
		f := newFacts(Besserrufer, sM, sH)
		f.aside[1] = deck.SetOf(deck.Tarock5, deck.Tarock6, deck.HeartsJack)
		f.aside[0] = deck.FullPack &^ f.aside[1] // the Trull and the kings too: not scored
		f.setTricks(0, 7, 5, 0)
		f.announced[0] = PagatUltimo
		f.play(12, sM, deck.Pagat)
		f.winner[12] = sM
		r := check(t, f, deltas{-6, 6, 6, -6}, deltas{-6, 6, 6, -6})
		if r.NumItems != 2 || r.Items[0].Kind != ItemValat || r.Items[0].Value != 4 {
			t.Errorf("items %v", r.ItemList())
		}
	})
	t.Run("9 Schleifen with the Kakadu", func(t *testing.T) {
		f := newFacts(Besserrufer, sH, tarock.NoSeat)
		f.end, f.bird = endConceded, BirdKakadu
		check(t, f, deltas{7, 7, -21, 7}, deltas{7, 7, -21, 7})
	})
}

// TestNegativeKontraExample is the lost Bettel ouvert of
// doc/koenigrufen.md §11.7: a Kontra factor per defender.
func TestNegativeKontraExample(t *testing.T) {
	f := newFacts(BettelOuvert, sF, tarock.NoSeat)
	f.setTricks(1, 4, 4, 3)
	f.level[itemDefenderGame+item(sM)] = 2
	f.level[itemDefenderGame+item(sH)] = 4
	check(t, f, deltas{-21, 7, 7, 7}, deltas{-49, 14, 28, 7})
}

// trischaken gives F, M and H cards worth the thirds given and D the
// rest, with no talon (doc/koenigrufen.md §11.8).
func (f *facts) trischaken(t *testing.T, thirds ...int) {
	t.Helper()
	var used deck.Set
	for p, th := range thirds {
		f.won[p] = worth(t, th, used)
		used |= f.won[p]
	}
	f.won[3] = deck.FullPack &^ used
}
