package strohmandel

import (
	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
)

// This file is the announcements and calls (doc/strohmandel.md §6, §9.7):
// PhaseAnnounce with the Tirol announcements and Ready, and the calls made
// with a card play (Trull and Königstrull in hand, Ross and Topschin).

// Announced returns the items seat announced (AnnouncementsTirol), as a
// bit set of [Announcement] values.
func (s State) Announced(seat tarock.Seat) Announcement {
	if seat >= Players {
		return 0
	}
	return s.announced[seat]
}

// announceable returns the items seat may announce now.
func (s *turn) announceable(seat tarock.Seat) Announcement {
	if !s.opts.on(optTirol) || s.reTurn {
		return 0
	}
	var a Announcement
	if s.opts.on(optBirdPagat) && s.hand[seat&1].Has(deck.Pagat) {
		a |= AnnouncePagatUltimo
	}
	if s.opts.on(optTrullTricks) {
		a |= AnnounceTrull | AnnounceKingsTrull
	}
	return a &^ (s.announced[0] | s.announced[1])
}

// callOf returns the call a play of c can make (doc/strohmandel.md §6
// notes): CallTrull with a Trull card, CallKingsTrull with a King,
// CallRoss with XVII, CallTopschin with XVIII; none with any other card.
func callOf(c deck.Card) Call {
	switch {
	case c.IsTrull():
		return CallTrull
	case c.IsKing():
		return CallKingsTrull
	case c == deck.Tarock17:
		return CallRoss
	case c == deck.Tarock18:
		return CallTopschin
	}
	return 0
}

// allowedCalls returns the calls the seat to move may make with card c
// (doc/strohmandel.md §6 notes): the call of c (callOf) when c is among
// callCards, else none.
func (s *turn) allowedCalls(c deck.Card) Call {
	if s.callCards().Has(c) {
		return callOf(c)
	}
	return 0
}

// callCards returns the cards with which the seat to move may make their
// call now (doc/strohmandel.md §6 notes): a Trull card when the hand
// holds the whole Trull, a King when it holds the four Kings
// (TrullHandAnnounced); XVII ("Ross!") when it holds XVIII, and XVIII
// ("Topschin!") led right after winning the trick in which he called Ross
// (Rostopschin). None in Trischaken.
func (s *turn) callCards() deck.Set {
	if s.contract == Trischaken {
		return 0
	}
	h := s.hand[s.toMove&1]
	var cards deck.Set
	if s.opts.on(optTrullInHand) {
		if h.ContainsAll(deck.Trull) {
			cards |= deck.Trull
		}
		if h.ContainsAll(deck.Kings) {
			cards |= deck.Kings
		}
	}
	if s.opts.on(optRostopschin) {
		if h.Has(deck.Tarock18) {
			cards |= 1 << deck.Tarock17
		}
		if s.topschin && s.nplays%2 == 0 {
			cards |= 1 << deck.Tarock18
		}
	}
	return cards
}

// callPlay returns the index in the play log of the play that made call,
// or -1 when it was not made.
func (s *State) callPlay(call Call) int {
	if !s.plays.anyCalled() {
		return -1
	}
	for k := range int(s.nplays) {
		if s.plays.called(k) && callOf(s.plays.at(k)) == call {
			return k
		}
	}
	return -1
}

// rossBy reports whether play k is XVII with the call Ross by seat.
func (s *State) rossBy(k int, seat tarock.Seat) bool {
	return s.plays.called(k) && s.plays.at(k) == deck.Tarock17 && s.plays.seat(k) == seat
}

// appendAnnounce appends the moves of the announcement phase: the items
// the seat to move may announce, Kontra and Re when allowed, and Ready.
func (s *turn) appendAnnounce(dst []Move) []Move {
	seat := s.toMove
	a := s.announceable(seat)
	for _, x := range [...]Announcement{AnnouncePagatUltimo, AnnounceTrull, AnnounceKingsTrull} {
		if a&x != 0 {
			dst = append(dst, Announce(x))
		}
	}
	return append(s.appendDouble(dst, seat), Ready())
}

// applyAnnounce makes the move m of the announcement phase
// (doc/strohmandel.md §9.7, Rules.Kontra): an announcement, Kontra or Re
// (kontra.go), or Ready, which passes the turn to the dealer, back to
// forehand when he is the declarer and must answer a Kontra, or to the
// first lead.
func (s *State) applyAnnounce(m Move) error {
	seat := s.toMove
	switch {
	case m.kind == MoveAnnounce && m.card == 0 && m.calls == 0:
		a := m.Announcement()
		if a&(a-1) != 0 || a&s.announceable(seat) == 0 {
			return s.refuse(m, tarock.ErrNotAllowed, "not announceable now")
		}
		s.say(m)
		s.announced[seat] |= a
	case m == Double(LevelKontra) || m == Double(LevelRe):
		return s.applyDouble(m)
	case m == Ready():
		s.say(m)
		switch {
		case s.reTurn:
			s.reTurn = false
			s.startPlay()
		case seat == tarock.Forehand:
			s.toMove = Dealer
		case s.kontra == LevelKontra && s.declarer == tarock.Forehand:
			s.reTurn, s.toMove = true, tarock.Forehand
		default:
			s.startPlay()
		}
	default:
		return s.refuse(m, tarock.ErrWrongPhase, "announce, kontra, re or ready")
	}
	return nil
}
