package koenigrufen_test

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/koenigrufen"
	"github.com/tarockfamily/sdk/tarock"
)

// The king call (doc/koenigrufen.md §6.1) in the ordered deal: forehand
// holds no king; the hearts king lies in talon half B, the diamonds king
// with M, the spades king with H, the clubs king with D.
func TestCall(t *testing.T) {
	s := play(t, ordered(t, koenigrufen.AustrianTarockCup2023), "vorhand", "pass", "pass", "pass", "bid Rufer")
	// doc/koenigrufen.md §6.1 rule 3: every suit whose king he does not
	// hold; rule 4: no fourth king without three kings.
	if got, want := moveTexts(s), "call hearts, call diamonds, call spades, call clubs"; got != want {
		t.Errorf("calls: %s, want %s", got, want)
	}
	if _, err := s.Apply(koenigrufen.CallFourthKing()); !errors.Is(err, tarock.ErrNotAllowed) {
		t.Errorf("fourth king without three kings: %v", err)
	}
	for _, tc := range []struct {
		call    string
		partner tarock.Seat
	}{{"call D", 1}, {"call spades", 2}, {"call clubs", 3}, {"call hearts", tarock.NoSeat}} {
		got := play(t, s, tc.call)
		if got.Partner() != tc.partner || got.Phase() != koenigrufen.PhaseTalon {
			t.Errorf("%s: partner %v in %v, want %v", tc.call, got.Partner(), got.Phase(), tc.partner)
		}
	}
}

// doc/koenigrufen.md §6.1 rule 3 and 4: with three kings the declarer may
// not call one of them, but may call the fourth, which resolves to the
// missing king; CallOwnKingAllowed lets him call his own.
func TestCallThreeKings(t *testing.T) {
	// F's first six cards hold three kings; the clubs king goes to M.
	o := deck.NewOrder()
	swap := func(a, b deck.Card) {
		for i := range o {
			switch o[i] {
			case a:
				o[i] = b
			case b:
				o[i] = a
			}
		}
	}
	swap(deck.Pagat, deck.HeartsKing)
	swap(deck.Uhu, deck.DiamondsKing)
	swap(deck.Kakadu, deck.SpadesKing)
	for _, own := range []koenigrufen.CallOwnKing{koenigrufen.CallOwnKingForbidden, koenigrufen.CallOwnKingAllowed} {
		r := koenigrufen.AustrianTarockCup2023
		r.CallOwnKing = own
		d, err := koenigrufen.DealFrom(o, r)
		if err != nil {
			t.Fatal(err)
		}
		s, err := koenigrufen.NewGame(r, d)
		if err != nil {
			t.Fatal(err)
		}
		s = play(t, s, "vorhand", "pass", "pass", "pass", "bid Rufer")
		want := "call clubs, call fourth"
		if own == koenigrufen.CallOwnKingAllowed {
			want = "call hearts, call diamonds, call spades, call clubs, call fourth"
		}
		if got := moveTexts(s); got != want {
			t.Errorf("%v: %s, want %s", own, got, want)
		}
		f := play(t, s, "call fourth")
		if f.Called() != deck.ClubsKing || !f.CalledFourthKing() || f.Partner() != holder(d, deck.ClubsKing) {
			t.Errorf("%v: fourth king %v, partner %v", own, f.Called(), f.Partner())
		}
	}
}

// holder returns the seat whose hand holds c in d, or tarock.NoSeat.
func holder(d koenigrufen.Deal, c deck.Card) tarock.Seat {
	for p, h := range d.Hands {
		if h.Has(c) {
			return tarock.Seat(p)
		}
	}
	return tarock.NoSeat
}

// doc/koenigrufen.md §6.1 rule 5: with four kings under CallQueen the
// declarer calls a queen he does not hold, and its holder is his partner.
func TestCallQueen(t *testing.T) {
	r := koenigrufen.AustrianTarockCup2023
	r.FourKings = koenigrufen.FourKingsCallQueen
	s := play(t, fourKings(t, r), "vorhand", "pass", "pass", "pass", "bid Rufer")
	if got, want := moveTexts(s), "call hearts, call diamonds, call spades, call clubs"; got != want {
		t.Errorf("calls %s, want %s", got, want)
	}
	s = play(t, s, "call hearts")
	if s.Called() != deck.HeartsQueen || s.Partner() != 1 {
		t.Errorf("called %v, partner %v", s.Called(), s.Partner())
	}
}

// doc/koenigrufen.md §6.1: no call in the contracts without a partner; the
// negative and solo contracts have no talon (doc/koenigrufen.md §7.1).
func TestNoCall(t *testing.T) {
	for _, tc := range []struct {
		bid   string
		phase koenigrufen.Phase
	}{
		{"Piccolo", koenigrufen.PhaseAnnounce},
		{"BettelOuvert", koenigrufen.PhaseAnnounce},
		{"Farbendreier", koenigrufen.PhaseTalon},
		{"Farbensolo", koenigrufen.PhaseAnnounce},
		{"Besserrufer", koenigrufen.PhaseCall},
	} {
		s := play(t, ordered(t, koenigrufen.AustrianTarockCup2023), "bid "+tc.bid, "pass", "pass", "pass")
		if s.Phase() != tc.phase || s.Declarer() != 0 {
			t.Errorf("%s: %v by %v, want %v", tc.bid, s.Phase(), s.Declarer(), tc.phase)
		}
	}
	s := play(t, ordered(t, koenigrufen.AustrianTarockCup2023), "vorhand", "pass", "pass", "pass", "bid Trischaken")
	if s.Phase() != koenigrufen.PhasePlay || s.ToMove() != 0 {
		t.Errorf("Trischaken: %v, %v to move", s.Phase(), s.ToMove())
	}
}

// doc/koenigrufen.md §6.1 rule 4, doc/koenigrufen.md §6.2: after a call of "the fourth king"
// only the declarer and the king's holder know its suit until the king
// is played or shows in the talon. King Ultimo makes the partnership
// public, not the suit: the partner is known to all, the king to him and
// the declarer only.
func TestFourthKingSuitHidden(t *testing.T) {
	s, err := koenigrufen.NewGame(koenigrufen.AustrianTarockCup2023, koenigrufen.Shuffled(rand.NewPCG(7, 1)))
	if err != nil {
		t.Fatal(err)
	}
	s = play(t, s, "vorhand", "pass", "pass", "pass", "bid Rufer", "call fourth", "take B",
		"discard 4H 7S QS", "lie KingsTrull", "say Quapil", "say kontra game", "say KingUltimo")
	d, partner, k := s.Declarer(), s.Partner(), s.Called()
	if !s.CalledFourthKing() || k != deck.ClubsKing || partner == tarock.NoSeat || s.Announced()&koenigrufen.KingUltimo == 0 {
		t.Fatalf("the deal does not reach the case: fourth %v, called %v, partner %v, announced %v", s.CalledFourthKing(), k, partner, s.Announced())
	}
	for p := range tarock.Seat(4) {
		o := s.Observation(p)
		want := deck.NoCard
		if p == d || p == partner {
			want = k
		}
		if o.Called != want || !o.CalledFourthKing {
			t.Errorf("%v (declarer %v, partner %v) sees Called = %v, want %v", p, d, partner, o.Called, want)
		}
		if !o.PartnerKnown || o.Partner != partner {
			t.Errorf("%v: partner %v (known %v) after King Ultimo, want %v", p, o.Partner, o.PartnerKnown, partner)
		}
	}
	// The determinizer keeps what seat 1 sees and no more: in the states it
	// draws the partner holds the king the declarer lacks, and that is not
	// always the clubs king.
	rng := rand.New(rand.NewPCG(7, 2))
	view := s.Observation(1)
	var called deck.Set
	for range 40 {
		w, err := koenigrufen.Determinize(view, rng)
		if err != nil {
			t.Fatal(err)
		}
		if w.Observation(1) != view || w.Partner() != partner || !w.Hand(partner).Has(w.Called()) {
			t.Fatalf("determinized state: partner %v holding %v, observation differs %v", w.Partner(), w.Called(), w.Observation(1) != view)
		}
		called = called.With(w.Called())
	}
	if called.Len() < 2 {
		t.Errorf("the determinized states of seat 1 all call %v", called)
	}
	// Once the king is played, everyone sees it.
	for !s.Done() && s.Phase() != koenigrufen.PhasePlay {
		m := s.LegalMoves()[0]
		if slices.Contains(s.LegalMoves(), koenigrufen.Good()) {
			m = koenigrufen.Good()
		}
		if s, err = s.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
	for !s.Done() {
		var m koenigrufen.Move
		for _, x := range s.LegalMoves() {
			if c, ok := x.PlayedCard(); ok && (m == (koenigrufen.Move{}) || c == k) {
				m = x
			}
		}
		played := m == koenigrufen.Play(k)
		if s, err = s.Apply(m); err != nil {
			t.Fatal(err)
		}
		if played {
			break
		}
	}
	for p := range tarock.Seat(4) {
		if o := s.Observation(p); o.Called != k {
			t.Errorf("%v sees Called = %v after the king was played, want %v", p, o.Called, k)
		}
	}
}
