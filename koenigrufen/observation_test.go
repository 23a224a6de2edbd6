package koenigrufen_test

import (
	"math/rand/v2"
	"testing"

	"pgregory.net/rapid"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/koenigrufen"
	"github.com/tarockfamily/sdk/koenigrufen/koenigrufentest"
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
		Exchange:    koenigrufentest.Exchange,
		Hidden:      koenigrufentest.Hidden,
	})
}

// TestObservationFacts: at every state of random deals, each seat's
// observation shows its hand, the hand sizes, the discards as
// doc/koenigrufen.md §7.3 says, the talon as doc/koenigrufen.md §7.1
// and §7.2 say, the open hands as doc/koenigrufen.md §9.6 says, the
// announcements and levels said (doc/koenigrufen.md §8.3–§8.5), the
// winner of the last trick by doc/koenigrufen.md §9.3, the partner only
// as doc/koenigrufen.md §6.2 says, and a history of the moves made with
// the concealed discards removed.
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
	checkTalonView(t, s, o)
	checkPublicFacts(t, s, o)
	checkPartner(t, s, o)
}

// talonOpen reports whether the talon of s is shown to everyone: in a
// Rufer, Besserrufer, bird caller, Dreier or Farbendreier from the talon
// phase on (doc/koenigrufen.md §7.2), in a Sechserdreier under
// SechserdreierTalonShown (doc/koenigrufen.md §7.1).
func talonOpen(s koenigrufen.State) bool {
	c := s.Contract()
	if s.Declarer() == tarock.NoSeat || s.Phase() < koenigrufen.PhaseTalon {
		return false
	}
	if c == koenigrufen.Sechserdreier {
		return s.Rules().SechserdreierTalonShown
	}
	return (c.IsCalling() && c != koenigrufen.Solorufer) || c == koenigrufen.Dreier || c == koenigrufen.Farbendreier
}

// checkTalonView checks the talon of o by doc/koenigrufen.md §7.1 and
// §7.2: all of it when it is open and to the declarer of a Sechserdreier,
// in a Trischaken whose talon goes to the first six tricks the card of
// each trick completed, else nothing.
func checkTalonView(t *rapid.T, s koenigrufen.State, o koenigrufen.Observation) {
	_, firstSix := s.TrischakenRules()
	all := talonOpen(s) || (s.Contract() == koenigrufen.Sechserdreier && o.Seat == s.Declarer())
	for i, c := range s.Talon() {
		want := koenigrufen.Hidden
		if all || (firstSix && i < s.TricksPlayed()) {
			want = c
		}
		if o.Talon[i] != want {
			t.Fatalf("seat %v: talon %v in %v, phase %v, %d tricks", o.Seat, o.Talon, s.Contract(), s.Phase(), s.TricksPlayed())
		}
	}
}

// checkPublicFacts checks what every seat sees alike: the open hands of
// an open contract after the first trick (doc/koenigrufen.md §9.6), the
// Trischaken rules (doc/koenigrufen.md §7.1, §9.4), the announcements and
// the levels said (doc/koenigrufen.md §8.3–§8.5), and the winner of the
// last trick by the contract's rules (doc/koenigrufen.md §9.3).
func checkPublicFacts(t *rapid.T, s koenigrufen.State, o koenigrufen.Observation) {
	c, d := s.Contract(), s.Declarer()
	open := (c == koenigrufen.PiccoloOuvert || c == koenigrufen.BettelOuvert || c == koenigrufen.ZwiccoloOuvert) && s.TricksPlayed() > 0
	for q := range tarock.Seat(4) {
		want := s.Hand(q)
		if !open || (q == d && s.Rules().OuvertReveal == koenigrufen.OuvertDefendersOnly) {
			want = 0
		}
		if o.OpenHands[q] != want {
			t.Fatalf("seat %v: open hand of %v %v in %v after %d tricks", o.Seat, q, o.OpenHands[q], c, s.TricksPlayed())
		}
	}
	if mb, fs := s.TrischakenRules(); o.TrischakenMustBeat != mb || o.TrischakenFirstSix != fs {
		t.Fatalf("seat %v: Trischaken rules %v %v", o.Seat, o.TrischakenMustBeat, o.TrischakenFirstSix)
	}
	if o.Announced != s.Announced() {
		t.Fatalf("seat %v: announced %v, want %v", o.Seat, o.Announced, s.Announced())
	}
	for p := koenigrufen.Trull; p <= koenigrufen.MondCapture; p <<= 1 {
		if o.Announcer(p) != s.Announcer(p) {
			t.Fatalf("seat %v: announcer of %v %v", o.Seat, p, o.Announcer(p))
		}
	}
	for x := koenigrufen.TargetGame; x <= koenigrufen.TargetDefenderGame(3); x++ {
		if o.Kontra[x] != s.KontraLevel(x) {
			t.Fatalf("seat %v: level of %v %v, want %v", o.Seat, x, o.Kontra[x], s.KontraLevel(x))
		}
	}
	w := tarock.NoSeat
	if last := s.LastTrick(); last.Complete() {
		w = s.Obligations().Winner(last)
	}
	if o.LastTrickWinner != w || s.LastTrickWinner() != w {
		t.Fatalf("seat %v: last trick %v won by %v, want %v", o.Seat, s.LastTrick(), o.LastTrickWinner, w)
	}
}

// checkPartner checks the called king and the partner of o by
// doc/koenigrufen.md §6.1 rule 4 and doc/koenigrufen.md §6.2: the partner knows; the others
// only once the king is played, King Ultimo announced, the partner
// revealed by a Re on an item of the declarer, the king shown in the open
// talon, or the deal is over; and the suit of the fourth king only once
// the king is played, shown in the open talon, or the deal is over.
func checkPartner(t *rapid.T, s koenigrufen.State, o koenigrufen.Observation) {
	p, d := o.Seat, s.Declarer()
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
	public := played || s.Done() || s.Announced()&koenigrufen.KingUltimo != 0 || revealedByRe(s, o) ||
		(talonOpen(s) && talonHas(s, k))
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
	// The suit of "the fourth king" only its holder and the declarer know
	// until the king is seen, whoever knows the partner (doc/koenigrufen.md
	// §6.1 rule 4); a king called by suit everyone knows.
	seen := played || s.Done() || (talonOpen(s) && talonHas(s, k))
	want := k
	if s.CalledFourthKing() && !seen && p != d && p != s.Partner() {
		want = deck.NoCard
	}
	if o.Called != want {
		t.Fatalf("%v sees the called king %v, want %v (fourth king %v, seen %v)", p, o.Called, want, s.CalledFourthKing(), seen)
	}
}

// revealedByRe reports whether the history of o holds a Re (or ×16, ×64)
// of the partner on the game or on a premium the declarer announced
// (doc/koenigrufen.md §6.2).
func revealedByRe(s koenigrufen.State, o koenigrufen.Observation) bool {
	d, partner := s.Declarer(), s.Partner()
	for _, e := range o.Events() {
		if e.Move.Kind() != koenigrufen.MoveSay || e.Seat != partner || partner == d {
			continue
		}
		r := e.Move.Raises()
		if l := r.KontraLevel(koenigrufen.TargetGame); l != koenigrufen.LevelNone && l%2 == 0 {
			return true
		}
		for p := koenigrufen.Trull; p <= koenigrufen.MondCapture; p <<= 1 {
			if l := r.KontraLevel(koenigrufen.TargetPremium(p)); l != koenigrufen.LevelNone && l%2 == 0 && s.Announcer(p) == d {
				return true
			}
		}
	}
	return false
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
