package tapp

import (
	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
)

// The announcements (doc/tapp.md §7): after the discard (in a Solo
// after the auction) the declarer announces Pagat Ultimo, Valat, both
// (AnnouncementsBoth) or nothing; the Kontra phase (kontra.go) or the play
// follows (applyPhase in state.go).

// Announced returns the declarer's announcements.
func (s State) Announced() Announcement { return s.announced() }

// appendAnnounce appends the legal announcements a, none first.
func appendAnnounce(dst []Move, a announceMoves) []Move {
	for x := NoAnnouncement; x <= PagatUltimo|Valat; x++ {
		if a.allows(x) {
			dst = append(dst, Announce(x))
		}
	}
	return dst
}

// announceAllowed reports whether the declarer may announce a: Pagat
// Ultimo only with the Pagat in hand, Valat unless AnnouncementsPagatOnly,
// both only under AnnouncementsBoth.
func (s *State) announceAllowed(a Announcement) bool {
	pagat := s.hands[s.declarer].Has(deck.Pagat)
	switch a {
	case NoAnnouncement:
		return true
	case PagatUltimo:
		return pagat
	case Valat:
		return s.rules.Announcements != AnnouncementsPagatOnly
	case PagatUltimo | Valat:
		return pagat && s.rules.Announcements == AnnouncementsBoth
	}
	return false
}

// checkAnnounce returns why m is not a legal announcement, or nil.
func (s *State) checkAnnounce(m Move) error {
	if m.kind() != MoveAnnounce {
		return s.illegal(m, tarock.ErrWrongPhase, "announce or announce none")
	}
	if s.announceAllowed(Announcement(m.arg())) {
		return nil
	}
	a := Announcement(m.arg())
	switch {
	case a&PagatUltimo != 0 && !s.hands[s.declarer].Has(deck.Pagat):
		return s.illegal(m, tarock.ErrNotAllowed, "Pagat Ultimo needs the Pagat in hand")
	case a&Valat != 0 && s.rules.Announcements == AnnouncementsPagatOnly:
		return s.illegal(m, tarock.ErrNotAllowed, "a Valat is never announced under AnnouncementsPagatOnly")
	}
	return s.illegal(m, tarock.ErrNotAllowed, "at most one announcement under AnnouncementsOneOf")
}
