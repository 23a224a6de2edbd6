package koenigrufen

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
)

// dealWith returns a shuffled deal in which seat p holds the cards of
// want[p], swapped in from wherever they lay.
func dealWith(seed uint64, want [numSeats]deck.Set) Deal {
	d := Shuffled(rand.NewPCG(seed, 7))
	var all deck.Set
	for _, w := range want {
		all |= w
	}
	for p, w := range want {
		for c := range w.All() {
			if d.Hands[p].Has(c) {
				continue
			}
			give, _ := d.Hands[p].Minus(all).First()
			d.Hands[p] = d.Hands[p].Without(give).With(c)
			for q := range d.Hands {
				if q != p && d.Hands[q].Has(c) {
					d.Hands[q] = d.Hands[q].Without(c).With(give)
				}
			}
			for i, t := range d.Talon {
				if t == c {
					d.Talon[i] = give
				}
			}
		}
	}
	return d
}

// play applies the moves in notation to s and fails t on the first one
// refused.
func play(t *testing.T, s State, moves ...string) State {
	t.Helper()
	for _, txt := range moves {
		m, err := ParseMove(txt)
		if err != nil {
			t.Fatal(err)
		}
		if s, err = s.Apply(m); err != nil {
			t.Fatalf("%s: %v", txt, err)
		}
	}
	return s
}

// refused checks that move txt is refused in s with ErrNotAllowed.
func refused(t *testing.T, s State, txt, why string) {
	t.Helper()
	m, err := ParseMove(txt)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Apply(m); !errors.Is(err, tarock.ErrNotAllowed) {
		t.Errorf("%s: %s: got %v, want ErrNotAllowed", why, txt, err)
	}
}

// solorufer returns the announcements of a Solorufer of forehand, who
// calls hearts; seat 2 holds the king of hearts and the Uhu, seat 1 the
// Pagat, forehand the Kakadu.
func solorufer(t *testing.T, r Rules) State {
	t.Helper()
	d := dealWith(3, [numSeats]deck.Set{
		deck.SetOf(deck.Kakadu, deck.Skus),
		deck.SetOf(deck.Pagat),
		deck.SetOf(deck.HeartsKing, deck.Uhu),
		0,
	})
	s, err := NewGame(r, d)
	if err != nil {
		t.Fatal(err)
	}
	s = play(t, s, "bid Solorufer", "pass", "pass", "pass", "call hearts")
	if s.Phase() != PhaseAnnounce || s.partner != 2 {
		t.Fatalf("phase %v, partner %v", s.Phase(), s.partner)
	}
	return s
}

// moves returns the legal moves of s as text.
func moves(s State) []string {
	var out []string
	for _, m := range s.LegalMoves() {
		out = append(out, m.String())
	}
	return out
}

// The declarer opens, the turn goes on from the seat after him and three
// "gut" in a row close the phase (doc/koenigrufen.md §8.4 rules 1–3).
func TestAnnounceTurnOrder(t *testing.T) {
	s := solorufer(t, AustrianTarockCup2023)
	if got, want := moves(s), []string{"lie", "lie Trull", "lie KingsTrull", "lie Kakadu", "lie Valat"}; !slices.Equal(got, want) {
		t.Errorf("opening moves %v, want %v", got, want)
	}
	refused(t, s, "good", "doc/koenigrufen.md §8.4 rule 1: the declarer opens")
	refused(t, s, "lie Uhu", "doc/koenigrufen.md §8.3: a bird only by its holder")
	s = play(t, s, "lie")
	if s.ToMove() != 1 {
		t.Fatalf("after the opening %v to move", s.ToMove())
	}
	refused(t, s, "lie", "doc/koenigrufen.md §8.4: lie is the opening only")
	s = play(t, s, "good", "say Trull", "good", "good")
	if s.Phase() != PhaseAnnounce || s.ToMove() != 1 {
		t.Fatalf("a move between the goods restarts the count: %v, %v to move", s.Phase(), s.ToMove())
	}
	s = play(t, s, "good")
	if s.Phase() != PhasePlay || s.ToMove() != tarock.Forehand {
		t.Errorf("three goods: phase %v", s.Phase())
	}
}

// Who may announce what (doc/koenigrufen.md §8.3): birds and King Ultimo
// only by their holders, each premium once, each player once.
func TestAnnounceWho(t *testing.T) {
	s := play(t, solorufer(t, AustrianTarockCup2023), "lie Trull")
	// Seat 1 holds the Pagat but not the called king.
	got := moves(s)
	for _, want := range []string{"good", "say KingsTrull", "say PagatUltimo", "say Valat", "say kontra game", "say kontra Trull"} {
		if !slices.Contains(got, want) {
			t.Errorf("seat 1: %q not among %v", want, got)
		}
	}
	for _, bad := range []string{"say Trull", "say KingUltimo", "say Uhu", "say Kakadu", "say re game"} {
		if slices.Contains(got, bad) {
			t.Errorf("seat 1 may %q", bad)
		}
		refused(t, s, bad, "doc/koenigrufen.md §8.3")
	}
	s = play(t, s, "say PagatUltimo Valat kontra game")
	if s.announcedPremiums(0) != Trull || s.announcedPremiums(1) != PagatUltimo|Valat {
		t.Errorf("announced %v / %v", s.announcedPremiums(0), s.announcedPremiums(1))
	}
	// Seat 2, the partner, holds the called king and the Uhu.
	for _, want := range []string{"say KingUltimo", "say Uhu", "say KingsTrull"} {
		if !slices.Contains(moves(s), want) {
			t.Errorf("seat 2: %q not among %v", want, moves(s))
		}
	}
	s = play(t, s, "say KingUltimo", "good")
	refused(t, s, "say KingsTrull", "doc/koenigrufen.md §8.3: the declarer announces in his opening only")
	s = play(t, s, "good")
	refused(t, s, "say KingsTrull", "doc/koenigrufen.md §8.3: once per player")
}

// AnnounceFirstTurnOnly: premiums only at a player's first turn
// (doc/koenigrufen.md §8.4, §13.1).
func TestAnnounceFirstTurnOnly(t *testing.T) {
	r := AustrianTarockCup2023
	r.AnnounceTiming = AnnounceFirstTurnOnly
	s := play(t, solorufer(t, r), "lie", "good", "say Trull", "good", "good")
	refused(t, s, "say Valat", "doc/koenigrufen.md §8.4: seat 1 had his first turn")
	s = play(t, solorufer(t, AustrianTarockCup2023), "lie", "good", "say Trull", "good", "good")
	s = play(t, s, "say Valat")
	if s.Announcer(Valat) != 1 {
		t.Errorf("Announcer(Valat) = %v", s.Announcer(Valat))
	}
}

// Kontra, Re and Sub: who raises which level, at his first opportunity,
// up to MaxKontraLevel; a Kontra on one's own partner is void
// (doc/koenigrufen.md §8.4, §8.5).
func TestKontraReSub(t *testing.T) {
	for _, void := range []bool{true, false} {
		r := AustrianTarockCup2023
		r.PartnerKontraVoid = void
		s := play(t, solorufer(t, r), "lie", "say kontra game")
		refused(t, s, "say kontra game", "doc/koenigrufen.md §8.5: the game stands at Kontra")
		refused(t, s, "say sub game", "doc/koenigrufen.md §8.5: Sub follows Re")
		s = play(t, s, "say Trull", "good")
		refused(t, s, "say kontra game", "doc/koenigrufen.md §8.5: the declarer's own party says Re")
		// The declarer does not know that seat 2 is his partner: his
		// Kontra on the Trull is allowed, and void (doc/koenigrufen.md §8.5).
		s = play(t, s, "say re game kontra Trull")
		s = play(t, s, "say sub game")
		refused(t, s, "say re game", "doc/koenigrufen.md §8.5: the partner's first opportunity has passed")
		refused(t, s, "say x16 game", "doc/koenigrufen.md §8.5: MaxKontraLevel 8")
		s = play(t, s, "say re Trull")
		if got := s.kontraLevel(itemGame); got != 8 {
			t.Errorf("game level %d, want 8", got)
		}
		want := 1
		if !void {
			want = 4
		}
		if got := s.kontraLevel(premiumItem(Trull)); got != want || s.KontraLevel(TargetPremium(Trull)) != LevelRe {
			t.Errorf("PartnerKontraVoid %v: Trull counts %d, said %v; want %d, re", void, got, s.KontraLevel(TargetPremium(Trull)), want)
		}
	}
	late := []string{"lie", "say kontra game", "say Trull", "good", "good", "say KingsTrull", "good", "good"}
	refused(t, play(t, solorufer(t, AustrianTarockCup2023), late...), "say re game", "doc/koenigrufen.md §8.5: the declarer's first opportunity has passed")
	r := AustrianTarockCup2023
	r.KontraWindow, r.MaxKontraLevel = KontraAnyTurn, 16
	s := play(t, solorufer(t, r), late...)
	s = play(t, s, "say re game", "say sub game", "say x16 game")
	refused(t, s, "say x32 game", "doc/koenigrufen.md §8.5: MaxKontraLevel 16")
	if got := s.kontraLevel(itemGame); got != 16 {
		t.Errorf("KontraAnyTurn: game level %d, want 16", got)
	}
}

// Who knows the partnership (doc/koenigrufen.md §6.2): the partner from
// the call, the others once King Ultimo is announced.
func TestKnownSameParty(t *testing.T) {
	s := play(t, solorufer(t, AustrianTarockCup2023), "lie")
	for _, c := range []struct {
		p, q tarock.Seat
		want bool
	}{{0, 2, false}, {2, 0, true}, {1, 3, false}, {1, 1, true}, {1, 0, false}, {2, 1, false}} {
		if got := s.knownSameParty(c.p, c.q); got != c.want {
			t.Errorf("before: knownSameParty(%v, %v) = %v", c.p, c.q, got)
		}
	}
	s = play(t, s, "good", "say KingUltimo")
	if !s.knownSameParty(0, 2) || !s.knownSameParty(1, 3) {
		t.Error("King Ultimo makes the partnership public")
	}
	// A Re of the partner on the declarer's game reveals him.
	s = play(t, solorufer(t, AustrianTarockCup2023), "lie", "say kontra game", "say re game")
	if !s.knownSameParty(0, 2) {
		t.Error("the partner's Re on the game reveals him")
	}
}

// In a Solorufer whose called king lies in the talon no Kontra counts
// (doc/koenigrufen.md §6.3, §8.5).
func TestSoloruferKingInTalonKontraVoid(t *testing.T) {
	for _, whole := range []bool{false, true} {
		r := AustrianTarockCup2023
		if whole {
			r.SoloruferKingInTalon = SoloruferWholeTalon
		}
		s := solorufer(t, r)
		c := s.talon[0]
		s.talon[0], s.hands[2] = deck.HeartsKing, s.hands[2].Without(deck.HeartsKing).With(c)
		s.partner = tarock.NoSeat
		s.legal = s.describe()
		s = play(t, s, "lie", "say kontra game")
		want := 1
		if whole {
			want = 2
		}
		if got := s.kontraLevel(itemGame); got != want {
			t.Errorf("WholeTalon %v: level %d, want %d", whole, got, want)
		}
	}
}

// withContract returns the Solorufer before its opening with the contract
// changed to c.
func withContract(t *testing.T, r Rules, c Contract) State {
	s := solorufer(t, r)
	s.contract = c
	if !c.IsCalling() {
		s.partner, s.called = tarock.NoSeat, deck.NoCard
	}
	s.legal = s.describe()
	return s
}

// Colour contracts: Alle Könige and the Valat only, and a defender says
// Kontra or announces the Valat (doc/koenigrufen.md §8.1, §8.3).
func TestColourKontraOrValat(t *testing.T) {
	s := withContract(t, AustrianTarockCup2023, Farbensolo)
	if got, want := moves(s), []string{"lie", "lie KingsTrull", "lie Valat"}; !slices.Equal(got, want) {
		t.Errorf("opening %v, want %v", got, want)
	}
	s = play(t, s, "lie")
	refused(t, s, "say Valat kontra game", "doc/koenigrufen.md §8.3: Kontra or Valat")
	a := play(t, s, "say kontra game", "say KingsTrull", "good", "good")
	refused(t, a, "say Valat", "doc/koenigrufen.md §8.3: seat 1 said Kontra")
	b := play(t, s, "say kontra game", "say Valat", "good", "say re game", "good")
	refused(t, b, "say sub game", "doc/koenigrufen.md §8.3: seat 2 announced the Valat")
	r := AustrianTarockCup2023
	r.ColourKontraOrValat = false
	play(t, withContract(t, r, Farbensolo), "lie", "say Valat kontra game")
}

// Negative contracts: no premium; each defender contras his own game, the
// declarer says Re on it (doc/koenigrufen.md §8.4, §8.5); Trischaken has
// no announcements (doc/koenigrufen.md §8.4 rule 4).
func TestNegativeKontra(t *testing.T) {
	s := withContract(t, AustrianTarockCup2023, Piccolo)
	if got := moves(s); !slices.Equal(got, []string{"lie"}) {
		t.Errorf("opening %v", got)
	}
	s = play(t, s, "lie")
	refused(t, s, "say Trull", "doc/koenigrufen.md §8.1: no premium")
	refused(t, s, "say kontra game2", "doc/koenigrufen.md §8.5: only defender 2 contras his game")
	refused(t, s, "say kontra game1", "a defender names his own game \"game\"")
	s = play(t, s, "say kontra game", "good", "good")
	refused(t, s, "say re game2", "doc/koenigrufen.md §8.5: game2 was not contra'd")
	s = play(t, s, "say re game1")
	if s.kontraLevel(itemDefenderGame+1) != 4 || s.kontraLevel(itemDefenderGame+2) != 1 {
		t.Errorf("levels %d, %d", s.kontraLevel(itemDefenderGame+1), s.kontraLevel(itemDefenderGame+2))
	}
	s = solorufer(t, AustrianTarockCup2023)
	s.contract = Trischaken
	s.startAnnounce()
	if s.phase != PhasePlay {
		t.Errorf("Trischaken: phase %v", s.phase)
	}
}

// Besserrufer: the opening announces a bird held before the talon
// (doc/koenigrufen.md §8.3).
func TestBesserruferCompulsoryBird(t *testing.T) {
	s := withContract(t, AustrianTarockCup2023, Besserrufer)
	if got := moves(s); !slices.Equal(got, []string{"lie Kakadu"}) {
		t.Errorf("opening %v", got)
	}
	refused(t, s, "lie", "doc/koenigrufen.md §8.3: the compulsory bird")
	refused(t, s, "lie Trull", "doc/koenigrufen.md §8.3: the compulsory bird")
	play(t, s, "lie Trull Kakadu")
}
