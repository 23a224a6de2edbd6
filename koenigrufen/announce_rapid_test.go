package koenigrufen_test

import (
	"math/rand/v2"
	"testing"

	"github.com/tarockfamily/sdk/koenigrufen"
	"github.com/tarockfamily/sdk/koenigrufen/koenigrufentest"
	"pgregory.net/rapid"
)

// Apply accepts any compound move made of legal single announcements and
// raises (doc/koenigrufen.md §8.4 rule 2, "Move notation"), and random
// games with such moves reach their end with every raise recorded.
func TestCompoundMoves(t *testing.T) {
	rules := koenigrufen.AustrianTarockCup2023
	rules.MaxKontraLevel = 64
	mixed := 0
	rapid.Check(t, func(rt *rapid.T) {
		seed := rapid.Uint64().Draw(rt, "seed")
		rng := rand.New(rand.NewPCG(seed, 9))
		s, err := koenigrufentest.NewGame(rules, seed)
		if err != nil {
			rt.Fatal(err)
		}
		var buf []koenigrufen.Move
		for n := 0; !s.Done(); n++ {
			if n > 1000 {
				rt.Fatal("game not over")
			}
			buf = s.AppendLegalMoves(buf[:0])
			m := buf[rng.IntN(len(buf))]
			if s.Phase() == koenigrufen.PhaseAnnounce && rng.IntN(2) == 0 {
				m = compound(buf, rng, m.Kind() == koenigrufen.MoveLie, s.Contract().IsColour())
			}
			next, err := s.Apply(m)
			if err != nil {
				rt.Fatalf("compound move %v refused: %v", m, err)
			}
			// In a negative contract a defender's "game" is his own item
			// (doc/koenigrufen.md "Move notation"); the others stand as named.
			r := m.Raises()
			first := koenigrufen.TargetGame
			if s.Contract().IsNegative() {
				first++
			}
			for tg := first; tg < koenigrufen.TargetDefenderGame(0); tg++ {
				if l := r.KontraLevel(tg); l != koenigrufen.LevelNone && next.KontraLevel(tg) != l {
					rt.Fatalf("%v: %v stands at %v", m, tg, next.KontraLevel(tg))
				}
			}
			if next.Announced()&^s.Announced() != m.Premiums() {
				rt.Fatalf("%v: announced %v, before %v", m, next.Announced(), s.Announced())
			}
			if m.Kind() == koenigrufen.MoveSay && !m.Raises().IsEmpty() && m.Premiums() != 0 {
				mixed++
			}
			s = next
		}
	})
	if mixed == 0 {
		t.Error("no compound move of premiums and raises was tried")
	}
}

// compound returns a move made of a random part of the single moves ms:
// their premiums and raises together. In a colour contract a defender's
// Valat and his raises do not go together (doc/koenigrufen.md §8.3), so
// there the raises are dropped beside a Valat.
func compound(ms []koenigrufen.Move, rng *rand.Rand, opening, colour bool) koenigrufen.Move {
	var p koenigrufen.Premiums
	var r koenigrufen.Raises
	for _, m := range ms {
		if rng.IntN(2) == 0 {
			continue
		}
		p |= m.Premiums()
		for tg := koenigrufen.TargetGame; tg <= koenigrufen.TargetDefenderGame(3); tg++ {
			if l := m.Raises().KontraLevel(tg); l != koenigrufen.LevelNone {
				r = r.With(tg, l)
			}
		}
	}
	if opening {
		if p == 0 {
			// An empty part: the first listed opening, which in a
			// Besserrufer holds the compulsory bird (doc/koenigrufen.md
			// §8.3).
			return ms[0]
		}
		return koenigrufen.Lie(p)
	}
	if colour && p&koenigrufen.Valat != 0 {
		r = koenigrufen.Raises{}
	}
	return koenigrufen.Say(p, r)
}
