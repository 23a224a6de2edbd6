package koenigrufen_test

import (
	"math/rand/v2"
	"testing"

	"pgregory.net/rapid"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/koenigrufen"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/tarocktest"
)

// TestLeaks: no observation, no legal move depends on a card the seat has
// not seen, on every preset and variant (doc/koenigrufen.md "States,
// observations and determinization").
func TestLeaks(t *testing.T) {
	variants := ruleVariants(t)
	tarocktest.CheckLeaks(t, tarocktest.LeakSpec[koenigrufen.State, koenigrufen.Move, koenigrufen.Observation]{
		New: func(seed uint64) (koenigrufen.State, error) {
			r := variants[seed%uint64(len(variants))]
			s, err := koenigrufen.NewGame(r, koenigrufen.Shuffled(rand.NewPCG(seed, 11)))
			if err != nil || seed%3 == 0 {
				return s, err
			}
			// Most deals start after an auction that makes a calling
			// contract likely.
			for _, s := range playSome(s, rand.New(rand.NewPCG(seed, 12)), -1) {
				if s.Phase() != koenigrufen.PhaseAuction {
					return s, nil
				}
			}
			return s, nil
		},
		Determinize: koenigrufen.Determinize,
	})
}

// TestObservationFacts: at every state of random deals, each seat's
// observation shows its hand, the hand sizes, the discards as
// doc/koenigrufen.md §7.3 says, the talon as doc/koenigrufen.md §7.1
// and §7.2 say, the partner only as doc/koenigrufen.md §6.2 says, and a history of the moves made with the
// concealed discards removed.
func TestObservationFacts(t *testing.T) {
	variants := ruleVariants(t)
	rapid.Check(t, func(t *rapid.T) {
		r := variants[rapid.IntRange(0, len(variants)-1).Draw(t, "rules")]
		rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 3))
		s0, err := koenigrufen.NewGame(r, koenigrufen.Shuffled(rng))
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range playSome(s0, rng, -1) {
			for p := range tarock.Seat(4) {
				checkObservation(t, s, p)
			}
			if o := s.Observation(tarock.NoSeat); o.Seat != tarock.NoSeat || o.Hand != 0 || o.HistoryLen != 0 || o.Known() != 0 {
				t.Fatalf("observation of nobody shows %v, %d events", o.Known(), o.HistoryLen)
			}
		}
	})
}

// checkObservation checks the observation of seat p in s.
func checkObservation(t *rapid.T, s koenigrufen.State, p tarock.Seat) {
	o := s.Observation(p)
	d := s.Declarer()
	if o.Hand != s.Hand(p) || o.Seat != p || o.Phase != s.Phase() || o.ToMove != s.ToMove() {
		t.Fatalf("seat %v: hand %v, phase %v", p, o.Hand, o.Phase)
	}
	for q := range tarock.Seat(4) {
		if o.HandSizes[q] != s.Hand(q).Len() {
			t.Fatalf("hand size of %v: %d", q, o.HandSizes[q])
		}
	}
	wantDisc := s.DiscardsShown()
	if p == d {
		wantDisc = s.Discards()
	}
	if o.Discards != wantDisc || o.NumDiscards != s.Discards().Len() {
		t.Fatalf("seat %v: discards %v of %d", p, o.Discards, o.NumDiscards)
	}
	hist := s.AppendHistory(nil)
	if o.HistoryLen != len(hist) {
		t.Fatalf("seat %v: %d events, %d moves", p, o.HistoryLen, len(hist))
	}
	for i, e := range o.Events() {
		if e.Move != hist[i] && !(e.Move.Kind() == koenigrufen.MoveDiscard && p != d && e.Move.Cards() == wantDisc) {
			t.Fatalf("seat %v: event %d %v, move %v", p, i, e.Move, hist[i])
		}
	}
	talonShown := o.Talon[0] != koenigrufen.Hidden
	if talonShown && o.Talon != s.Talon() {
		t.Fatalf("seat %v: talon %v", p, o.Talon)
	}
	c := s.Contract()
	open := d != tarock.NoSeat && s.Phase() >= koenigrufen.PhaseTalon && (c == koenigrufen.Rufer || c == koenigrufen.Dreier)
	if sechs := c == koenigrufen.Sechserdreier && p == d; talonShown != (open || sechs) {
		t.Fatalf("seat %v: talon shown %v in %v, phase %v", p, talonShown, c, s.Phase())
	}
	// doc/koenigrufen.md §6.2: the partner knows; the others only once
	// the king is played, shows in the talon, or the deal is over.
	k := s.Called()
	if k == deck.NoCard {
		return
	}
	played := false
	for i := range 48 {
		if c, ok := s.PlayedCard(i); ok && c == k {
			played = true
		}
	}
	public := played || s.Done() || (open && s.TalonLeft()|s.Hand(d) != 0 && talonHas(s, k))
	switch {
	case p == s.Partner() && !o.PartnerKnown:
		t.Fatalf("the partner %v does not know", p)
	case public && (!o.PartnerKnown || o.Partner != s.Partner()):
		t.Fatalf("seat %v: partner %v (known %v) after the partnership is public", p, o.Partner, o.PartnerKnown)
	case !public && p != d && p != s.Partner() && o.PartnerKnown:
		t.Fatalf("seat %v knows the partner %v before it is public", p, o.Partner)
	case !o.PartnerKnown && o.Partner != tarock.NoSeat:
		t.Fatalf("seat %v: partner %v not known", p, o.Partner)
	}
	if s.CalledFourthKing() && !public && p != d && p != s.Partner() && o.Called != deck.NoCard {
		t.Fatalf("seat %v sees the fourth king %v", p, o.Called)
	}
}

// talonHas reports whether the called king k lies in the talon of s.
func talonHas(s koenigrufen.State, k deck.Card) bool {
	for _, c := range s.Talon() {
		if c == k {
			return true
		}
	}
	return false
}
