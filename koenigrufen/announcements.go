package koenigrufen

import (
	"github.com/tarockfamily/sdk/tarock"
)

// The announcement phase (doc/koenigrufen.md §8.4): the declarer opens
// with "Ich liege", the turn passes on from the seat after him, and three
// "gut" in a row close the phase.
//
// So far only the frame of the phase is implemented: the declarer's
// opening offers no premium (Lie with the empty set) and every other turn
// is "gut" (Good). Premiums (doc/koenigrufen.md §8.1–§8.3), Kontra, Re and
// Sub (doc/koenigrufen.md §8.5) and the reservations they bring into the
// play (doc/koenigrufen.md §8.6) are not implemented yet; a Lie with
// premiums is refused with tarock.ErrNotAllowed.

// startAnnounce starts the announcements: the declarer opens.
func (s *State) startAnnounce() {
	s.phase = PhaseAnnounce
	s.toMove = s.declarer
	s.ann = 0
}

// announceMoves returns the legal moves of the announcements.
func (s *State) announceMoves() announceMoves {
	if !s.opened() {
		return announceLie
	}
	return announceGood
}

// appendAnnounce appends the legal moves a of the announcements.
func appendAnnounce(dst []Move, a announceMoves) []Move {
	if a&announceLie != 0 {
		dst = append(dst, Lie(0))
	}
	if a&announceGood != 0 {
		dst = append(dst, Good())
	}
	return dst
}

// checkAnnounce returns why m is not a legal move of the announcements, or
// nil.
func (s *State) checkAnnounce(m Move) error {
	a := s.legal.announce()
	switch m.kind() {
	case MoveLie:
		switch {
		case a&announceLie == 0:
			return s.illegal(m, tarock.ErrNotAllowed, "only the declarer's opening is \"lie\" (doc/koenigrufen.md §8.4)")
		case m.Premiums() != 0:
			return s.illegal(m, tarock.ErrNotAllowed, "announcing premiums is not implemented yet")
		}
		return nil
	case MoveGood:
		if a&announceGood != 0 {
			return nil
		}
		return s.illegal(m, tarock.ErrNotAllowed, "the declarer opens with \"lie\" (doc/koenigrufen.md §8.4)")
	}
	return s.illegal(m, tarock.ErrWrongPhase, "lie or good")
}

// announce makes a legal move of the announcements; after three "gut" in a
// row the play begins.
func (s *State) announce(m Move) {
	if m.kind() == MoveLie {
		s.setOpened()
		s.resetGoods()
	} else {
		s.addGood()
		if s.goods() == 3 {
			s.startPlay()
			return
		}
	}
	s.toMove = nextSeat(s.toMove)
}
