package koenigrufen_test

import (
	"errors"
	"testing"

	"github.com/tarockfamily/sdk/deck"

	"github.com/tarockfamily/sdk/koenigrufen"
	"github.com/tarockfamily/sdk/tarock"
)

// The talon (doc/koenigrufen.md §7.2) and the called king in it
// (doc/koenigrufen.md §6.3(a)); in the ordered deal the hearts king lies
// in talon half B.
func TestTalon(t *testing.T) {
	rufer := []string{"vorhand", "pass", "pass", "pass", "bid Rufer"}
	s := play(t, ordered(t, koenigrufen.AustrianTarockCup2023), append(rufer, "call spades")...)
	if got, want := moveTexts(s), "take A, take B"; got != want {
		t.Errorf("king in hand: %s, want %s", got, want)
	}
	if _, err := s.Apply(koenigrufen.Concede(koenigrufen.NoBird)); !errors.Is(err, tarock.ErrNotAllowed) {
		t.Errorf("Schleifen without the king in the talon: %v", err)
	}
	a := play(t, s, "take A")
	talon := a.Talon()
	if a.Phase() != koenigrufen.PhaseDiscard || a.Hand(0).Len() != 15 || a.TalonLeft() != deck.SetOf(talon[3:]...) {
		t.Errorf("take A: %v, hand %v, talon left %v", a.Phase(), a.Hand(0), a.TalonLeft())
	}

	// doc/koenigrufen.md §6.3(a): Schleifen or either half.
	s = play(t, ordered(t, koenigrufen.AustrianTarockCup2023), append(rufer, "call hearts")...)
	if got, want := moveTexts(s), "take A, take B, concede"; got != want {
		t.Errorf("king in the talon: %s, want %s", got, want)
	}
	c := play(t, s, "concede")
	if o := c.Outcome(); !c.Done() || o.Played || o.Deltas != [4]int{-3, 1, 1, 1} || o.Contract != "Rufer" {
		t.Errorf("Schleifen: done %v, outcome %+v", c.Done(), o)
	}
	// The king taken: the declarer plays alone.
	if b := play(t, s, "take B"); b.Partner() != tarock.NoSeat || !b.Hand(0).Has(b.Called()) {
		t.Errorf("king's half taken: partner %v", b.Partner())
	}
	// KingInTalon = ConcedeOrKingHalf: only the king's half.
	r := koenigrufen.AustrianTarockCup2023
	r.KingInTalon = koenigrufen.KingInTalonConcedeOrKingHalf
	s = play(t, ordered(t, r), append(rufer, "call hearts")...)
	if got, want := moveTexts(s), "take B, concede"; got != want {
		t.Errorf("ConcedeOrKingHalf: %s, want %s", got, want)
	}
	if _, err := s.Apply(koenigrufen.Take(koenigrufen.TalonA)); !errors.Is(err, tarock.ErrNotAllowed) {
		t.Errorf("ConcedeOrKingHalf, take A: %v", err)
	}
}

// doc/koenigrufen.md §6.3(a): a Besserrufer is conceded naming a bird the
// declarer holds; under BirdCallers = Separate the bird of the bid.
func TestConcedeBird(t *testing.T) {
	// In the ordered deal forehand holds T1–T6; the hearts king lies in
	// half B.
	s := play(t, ordered(t, koenigrufen.AustrianTarockCup2023), "bid Besserrufer", "pass", "pass", "pass", "call hearts")
	if got, want := moveTexts(s), "take A, take B, concede Pagat, concede Uhu, concede Kakadu, concede Quapil"; got != want {
		t.Errorf("Besserrufer: %s, want %s", got, want)
	}
	if _, err := s.Apply(koenigrufen.Concede(koenigrufen.NoBird)); !errors.Is(err, tarock.ErrNotAllowed) {
		t.Errorf("concede without a bird: %v", err)
	}
	if c := play(t, s, "concede Kakadu"); !c.Done() || c.ConcededBird() != koenigrufen.BirdKakadu {
		t.Errorf("conceded %v, done %v", c.ConcededBird(), c.Done())
	}
	r := koenigrufen.AustrianTarockCup2023
	r.Tariff, r.BirdCallers = koenigrufen.TariffWien2020, koenigrufen.BirdCallersSeparate
	s = play(t, ordered(t, r), "vorhand", "pass", "pass", "pass", "bid Uhurufer", "call hearts")
	if got, want := moveTexts(s), "take A, take B, concede Uhu"; got != want {
		t.Errorf("Uhurufer: %s, want %s", got, want)
	}
}
