package koenigrufen

import (
	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
)

// The talon (doc/koenigrufen.md §7.1, §7.2) in a Rufer or a Dreier: both
// halves are shown and the declarer takes one. In a Rufer whose called
// king lies in the talon the declarer may instead concede, Schleifen
// (doc/koenigrufen.md §6.3(a)).

// kingInTalon reports whether the called king lies in the talon.
func (s *State) kingInTalon() bool { return s.called < 64 && s.talonSet().Has(s.called) }

// kingHalf returns the talon half that holds the called king, when it
// lies in the talon.
func (s *State) kingHalf() Half {
	if s.talonHalf(TalonB).Has(s.called) {
		return TalonB
	}
	return TalonA
}

// birdCard returns the tarock of bird b (BirdPagat … BirdQuapil).
func birdCard(b Bird) deck.Card { return deck.Card(b - 1) }

// talonMoves returns the legal talon moves of the declarer: either half,
// and with the called king in the talon also the concession, and under
// KingInTalonConcedeOrKingHalf only the king's half beside it. A
// Besserrufer is conceded naming a bird of the bid that the declarer holds
// (doc/koenigrufen.md §6.3(a)).
func (s *State) talonMoves() talonMoves {
	t := talonMoves(0).withHalf(TalonA).withHalf(TalonB)
	if s.contract.IsCalling() && s.kingInTalon() {
		var concede talonMoves
		if named := s.rules.birdsOf(s.contract) & s.hands[s.declarer]; named != 0 {
			for b := BirdPagat; b <= BirdQuapil; b++ {
				if named.Has(birdCard(b)) {
					concede = concede.withConcede(b)
				}
			}
		} else {
			concede = concede.withConcede(NoBird)
		}
		t |= concede
		if s.rules.KingInTalon == KingInTalonConcedeOrKingHalf {
			t = concede.withHalf(s.kingHalf())
		}
	}
	return t
}

// appendTalon appends the legal talon moves t: take A, take B, concede.
func appendTalon(dst []Move, t talonMoves) []Move {
	for h := TalonA; h <= TalonB; h++ {
		if t.half(h) {
			dst = append(dst, Take(h))
		}
	}
	for b := NoBird; b <= BirdQuapil; b++ {
		if t.concede(b) {
			dst = append(dst, Concede(b))
		}
	}
	return dst
}

// checkTalon returns why m is not a legal talon move, or nil.
func (s *State) checkTalon(m Move) error {
	t := s.legal.talon()
	switch m.kind() {
	case MoveTake:
		if t.half(m.Half()) {
			return nil
		}
		if m.Half() > TalonB {
			return s.illegal(m, tarock.ErrNotAllowed, "take A or take B")
		}
		return s.illegal(m, tarock.ErrNotAllowed, "with the called king in the talon, only its half or Schleifen under KingInTalonConcedeOrKingHalf (doc/koenigrufen.md §6.3)")
	case MoveConcede:
		if t.concede(m.Bird()) {
			return nil
		}
		if t.concede(NoBird) {
			return s.illegal(m, tarock.ErrNotAllowed, "a Rufer is conceded without a bird (doc/koenigrufen.md §6.3)")
		}
		if t.concessions() != 0 {
			return s.illegal(m, tarock.ErrNotAllowed, "a Besserrufer is conceded naming a bird of the bid that the declarer holds (doc/koenigrufen.md §6.3)")
		}
		return s.illegal(m, tarock.ErrNotAllowed, "Schleifen only when the called king lies in the talon (doc/koenigrufen.md §6.3)")
	}
	return s.illegal(m, tarock.ErrWrongPhase, "take a talon half")
}

// takeTalon makes a legal talon move: the declarer takes a half and
// discards three, or concedes and the deal ends without play.
func (s *State) takeTalon(m Move) {
	if m.kind() == MoveConcede {
		s.conceded = m.Bird()
		s.finish(endConceded)
		return
	}
	h := m.Half()
	s.setTakenHalf(h)
	s.hands[s.declarer] |= s.talonHalf(h)
	s.phase = PhaseDiscard
}

// ConcededBird returns the bird the declarer named when he conceded a
// Besserrufer (doc/koenigrufen.md §6.3); NoBird otherwise.
func (s State) ConcededBird() Bird { return s.conceded }
