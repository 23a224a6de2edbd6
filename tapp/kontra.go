package tapp

import "github.com/tarockfamily/sdk/tarock"

// Kontra, Re and Sub (doc/tapp.md §7, option Kontra): after the
// announcements a defender may double the game and each announcement
// separately (Kontra), the declarer redouble (Re), a defender again (Sub).
// The steps go: the defender after the declarer, the other defender, the
// declarer, then the two defenders again; a step nobody can use is
// skipped.

// KontraLevel returns how often target has been doubled.
func (s State) KontraLevel(t KontraTarget) KontraLevel {
	if t >= NumTargets {
		return LevelNone
	}
	return s.kontraOf(t)
}

// startKontra starts the Kontra phase after the announcements.
func (s *State) startKontra() {
	s.phase = PhaseKontra
	s.toMove = s.kontraSeat()
}

// appendKontra appends the legal moves k of the Kontra phase: pass, then
// the doubles in target order.
func appendKontra(dst []Move, k kontraMoves) []Move {
	dst = append(dst, Pass())
	for t := TargetGame; t < NumTargets; t++ {
		if l, ok := k.level(t); ok {
			dst = append(dst, Double(l, t))
		}
	}
	return dst
}

// kontraSeat returns who acts at the current Kontra step: the defender
// after the declarer, the other defender, the declarer (Re), then the
// defenders again (Sub).
func (s *State) kontraSeat() tarock.Seat {
	switch s.kstep() {
	case 0, 3:
		return s.declarer.Add(1, 3)
	case 1, 4:
		return s.declarer.Add(2, 3)
	}
	return s.declarer
}

// canDouble reports whether target t may be doubled at the current step,
// and to which level.
func (s *State) canDouble(t KontraTarget) (KontraLevel, bool) {
	switch t {
	case TargetGame:
	case TargetPagatUltimo:
		if s.announced()&PagatUltimo == 0 {
			return 0, false
		}
	case TargetValat:
		if s.announced()&Valat == 0 {
			return 0, false
		}
	default:
		return 0, false
	}
	var want KontraLevel
	switch s.kstep() {
	case 0, 1:
		want = LevelKontra
	case 2:
		want = LevelRe
	case 3, 4:
		want = LevelSub
	default:
		return 0, false
	}
	return want, s.kontraOf(t) == want-1
}

func (s *State) canDoubleAny() bool {
	for t := TargetGame; t < NumTargets; t++ {
		if _, ok := s.canDouble(t); ok {
			return true
		}
	}
	return false
}

// checkKontra returns why m is not a legal move of the Kontra phase, or nil.
func (s *State) checkKontra(m Move) error {
	switch m.kind() {
	case MovePass:
		return nil
	case MoveDouble:
		if l, ok := s.canDouble(m.Target()); ok && l == m.Level() {
			return nil
		}
		return s.illegal(m, tarock.ErrNotAllowed, "Kontra by a defender on an item not yet doubled, Re by the declarer on a Kontra, Sub by a defender on a Re")
	}
	return s.illegal(m, tarock.ErrWrongPhase, "kontra, re, sub or pass")
}

// doKontra makes a legal move of the Kontra phase and moves on to the next
// step at which somebody may double, or to the play.
func (s *State) doKontra(m Move) {
	doubled := m.kind() != MovePass
	if doubled {
		s.setKontra(m.Target(), m.Level())
	} else {
		s.nextKontraStep()
	}
	s.logKontra(m.Target(), doubled)
	for s.kstep() < 5 && !s.canDoubleAny() {
		s.nextKontraStep()
	}
	if s.kstep() >= 5 {
		s.startPlay()
		return
	}
	s.toMove = s.kontraSeat()
}
