package koenigrufen_test

import (
	"errors"
	"testing"

	"github.com/tarockfamily/sdk/koenigrufen"
	"github.com/tarockfamily/sdk/tarock"
)

// Forehand's choices in Trischaken (doc/koenigrufen.md §7.1, §9.4).
func TestTrischakenChoices(t *testing.T) {
	r := koenigrufen.AustrianTarockCup2023
	r.TrischakenMustBeat = koenigrufen.TrischakenMustBeatForehandChooses
	r.TrischakenTalon = koenigrufen.TrischakenTalonForehandChooses
	s := play(t, ordered(t, r), "vorhand", "pass", "pass", "pass", "bid Trischaken")
	if got, want := moveTexts(s), "choose MustBeat, choose NoMustBeat"; s.Phase() != koenigrufen.PhaseChoose || got != want {
		t.Fatalf("%v: %s, want %s", s.Phase(), got, want)
	}
	if next, err := s.Apply(koenigrufen.Choose(koenigrufen.ChooseLastTrick)); !errors.Is(err, tarock.ErrNotAllowed) || next != s {
		t.Errorf("talon before beating: %v", err)
	}
	s = play(t, s, "choose NoMustBeat")
	if got, want := moveTexts(s), "choose LastTrick, choose FirstSixTricks"; got != want {
		t.Errorf("talon choice: %s, want %s", got, want)
	}
	s = play(t, s, "choose FirstSixTricks")
	if beat, six := s.TrischakenRules(); s.Phase() != koenigrufen.PhasePlay || beat || !six {
		t.Errorf("%v: must beat %v, first six %v", s.Phase(), beat, six)
	}
	// The fixed options give no choice.
	r.TrischakenMustBeat, r.TrischakenTalon = koenigrufen.TrischakenMustBeatOn, koenigrufen.TrischakenTalonFirstSixTricks
	s = play(t, ordered(t, r), "vorhand", "pass", "pass", "pass", "bid Trischaken")
	if beat, six := s.TrischakenRules(); s.Phase() != koenigrufen.PhasePlay || !beat || !six {
		t.Errorf("fixed: %v: must beat %v, first six %v", s.Phase(), beat, six)
	}
}
