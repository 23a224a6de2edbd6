package tapp

import (
	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
)

// This file holds what every phase shares: NewGame, the accessors of a
// State, the legal moves and Apply, which hand each phase to its file
// (auction.go, talon.go, discard.go, announcements.go, kontra.go, play.go).
// layout.go says how a State is packed.

var _ tarock.Game[State, Move] = State{}

// NewGame returns the state at the start of the auction of deal d under
// rules r (doc/tapp.md §5): forehand (seat 0) to speak. It returns
// an error wrapping [tarock.ErrInvalidRules] when r is not valid
// ([Rules.Validate]) and one wrapping [tarock.ErrInvalidDeal] when d is not
// a deal of r's pack ([Deal.ValidatePack]). Under RedealNoTarock a deal in which a hand holds no
// tarock is returned already done and thrown in (Outcome().Played false).
func NewGame(r Rules, d Deal) (State, error) {
	rp := rulesTable.Last()
	if rp == nil || *rp != r {
		// Rules that were interned have been validated before.
		if err := r.Validate(); err != nil {
			return State{}, err
		}
		rp = shareRules(r)
	}
	if err := d.ValidatePack(r.Pack); err != nil {
		return State{}, err
	}
	s := State{
		head: head{
			rules:   rp,
			turn:    turn{phase: PhaseAuction, toMove: 0},
			outline: outline{declarer: tarock.NoSeat},
		},
		hands: d.Hands,
		talon: d.Talon,
		owner: tarock.NoSeat,
	}
	for p := range tarock.Seat(3) {
		s.setBonus(p, handBonus(d.Hands[p], r.HandBonuses))
	}
	if r.Dummy1829 {
		if err := checkDummyOrder(d); err != nil {
			return State{}, err
		}
		s.startDummy(d)
	}
	if r.RedealNoTarock {
		for p := range s.seats() {
			if d.Hands[p].Tarocks().IsEmpty() {
				s.finish(endNoTarock)
				break
			}
		}
	}
	s.legal = s.describe()
	return s, nil
}

// finish ends the deal for reason e.
func (s *State) finish(e endReason) {
	s.phase = PhaseDone
	s.end = e
	s.toMove = tarock.NoSeat
}

// Rules returns the rules of the deal.
func (s State) Rules() Rules {
	if s.rules == nil {
		return Rules{}
	}
	return *s.rules
}

// Equal reports whether s and t are the same state: the same rules, cards,
// history and position. States are comparable with == as well, which gives
// the same answer (equal rule sets share one internal copy), so a State can
// be a map key, for example in a transposition table. go-cmp uses this
// method to compare states.
func (s State) Equal(t State) bool { return s == t }

// Players is the number of seats of a deal, the size of the per-seat
// arrays of a [Result]: forehand, middlehand and the dealer (doc/tapp.md
// §2). In the game for two (Dummy1829, doc/tapp.md §11.2) seat 2 is the
// dummy, which plays no card of its own and pays nothing; a fourth person
// at the table is no seat ([Result.Fourth]).
const Players = 3

// MaxMatchPlayers is the most players of a [Match], the size of the
// arrays of [Match.Record] and Match.Totals: four when a fourth person
// sits at the table (Rules.FourthPlayer, doc/tapp.md §13.1).
const MaxMatchPlayers = 4

// Players returns 3, or 2 in the dummy game (doc/tapp.md §11.2).
func (s State) Players() int { return s.seats() }

// Done reports whether the deal is over: played out, or thrown in. The zero
// State, which is not a game, counts as done.
func (s head) Done() bool { return s.phase == PhaseDone || s.rules == nil }

// ToMove returns the seat to act, or tarock.NoSeat when the deal is done
// (and for the zero State).
func (s head) ToMove() tarock.Seat {
	if s.rules == nil {
		return tarock.NoSeat
	}
	return s.toMove
}

// Phase returns the phase of the deal (PhaseDone for the zero State).
func (s head) Phase() Phase {
	if s.rules == nil {
		return PhaseDone
	}
	return s.phase
}

// Declarer returns the declarer, or tarock.NoSeat while the auction runs,
// after all passed (also in Trischaken), in a thrown-in deal and in the zero
// State. After a Tapper it is forehand.
func (s head) Declarer() tarock.Seat {
	if s.rules == nil {
		return tarock.NoSeat
	}
	return s.declarer
}

// Contract returns the contract played: NoContract during the auction and
// when the deal was thrown in, Tapper when the Tapper stood, Trischaken
// after all passed under AllPassTrischaken.
func (s State) Contract() Contract { return s.contract }

// Hand returns the cards seat holds; the empty set for an invalid seat.
func (s State) Hand(seat tarock.Seat) deck.Set {
	if int(seat) >= s.seats() {
		return 0
	}
	return s.hands[seat]
}

// AppendCardSets appends the disjoint places that together hold the
// cards in play: the three hands, the talon cards not taken, the discards, the cards
// each seat won in tricks and the trick in progress. The zero State has
// none.
func (s State) AppendCardSets(dst []deck.Set) []deck.Set {
	if s.rules == nil {
		return dst
	}
	won, _, _ := s.tally()
	return append(dst, s.hands[0], s.hands[1], s.hands[2], s.talonLeft(), s.discards(),
		won[0], won[1], won[2], s.trickCards())
}

// LegalMoves returns the legal moves of the seat to act (nil when done). It
// allocates; see [State.AppendLegalMoves].
func (s head) LegalMoves() []Move { return s.AppendLegalMoves(nil) }

// AppendLegalMoves appends every legal move of the seat to act to dst and
// returns the extended slice; it appends nothing when the deal is done. It
// allocates nothing when dst has room. The moves of each phase come in a
// fixed order (for example card order in play), so a seeded random choice
// is reproducible. It reads only the head of the State, which Apply keeps
// up to date, so that a call copies no more than that.
//
// Like append it leaves dst[:len(dst)] alone and writes only within
// cap(dst); unlike append it may also write into the spare capacity just
// past the moves it appends (up to element len(dst)+7 of the buffer), which
// it uses as scratch for speed: keep nothing there that must survive the
// call.
func (s head) AppendLegalMoves(dst []Move) []Move {
	// Small enough to be inlined: the caller passes three fields, not the
	// head.
	return appendLegal(dst, s.legal, s.phase, s.rules)
}

// appendLegal appends the legal moves described by legal in phase ph (r
// is nil in the zero State): each phase's moves are listed by its file.
func appendLegal(dst []Move, legal legalMoves, ph Phase, r *Rules) []Move {
	if ph == PhasePlay {
		return appendPlays(dst, legal.plays())
	}
	if r == nil {
		return dst
	}
	switch ph {
	case PhaseAuction:
		return appendAuction(dst, legal.auction())
	case PhaseTalon:
		return appendTalon(dst, legal.talon())
	case PhaseDiscard:
		return appendDiscards(dst, legal.discard().hand(), legal.discard().count())
	case PhaseAnnounce:
		return appendAnnounce(dst, legal.announce())
	case PhaseKontra:
		return appendKontra(dst, legal.kontra())
	}
	return dst
}

// describe returns the description of the legal moves (head.legal) for the
// position of s.
func (s *State) describe() legalMoves {
	// The rules are those of each phase's file; the descriptions are built
	// here, in one function, to spare Apply a call per move.
	switch s.phase {
	case PhaseAuction:
		return newAuctionMoves(s.biddable(s.toMove), s.canHold(s.toMove)).legal()
	case PhaseTalon:
		halves, n := s.talonChoice()
		return newTalonMoves(halves, n, s.talon).legal()
	case PhaseDiscard:
		return newDiscardMoves(s.hands[s.declarer], s.discardCount()).legal()
	case PhaseAnnounce:
		var a announceMoves
		for x := NoAnnouncement; x <= PagatUltimo|Valat; x++ {
			if s.announceAllowed(x) {
				a = a.with(x)
			}
		}
		return a.legal()
	case PhaseKontra:
		var k kontraMoves
		for t := TargetGame; t < NumTargets; t++ {
			if l, ok := s.canDouble(t); ok {
				k = k.with(t, l)
			}
		}
		return k.legal()
	case PhasePlay:
		return legalPlays(s.legalCards())
	}
	return 0
}

// Apply returns the state after the seat to act makes move m. For a move
// that is not legal it returns the receiver unchanged and a
// *[tarock.MoveError] wrapping the reason, which wraps
// [tarock.ErrIllegalMove]: ErrGameOver when the deal is done, ErrWrongPhase
// for a kind of move that does not belong to the phase, ErrCardNotHeld,
// ErrMustFollowSuit, ErrMustPlayTarock or ErrMustBeat for a card, and
// ErrNotAllowed (with a detail) for any other move the rules forbid. Apply
// allocates nothing for a legal move.
func (s State) Apply(m Move) (State, error) {
	err := s.apply(m) // play.go: a play there, any other move in applyOther
	return s, err
}

// applyOther makes a move of any phase but PhasePlay, as apply, and
// describes the legal moves that follow.
func (s *State) applyOther(m Move) error {
	if err := s.applyPhase(m); err != nil {
		return err
	}
	s.legal = s.describe()
	return nil
}

// applyPhase makes a move of any phase but PhasePlay, as apply: it checks
// the move by the rules of its phase and makes it.
func (s *State) applyPhase(m Move) error {
	if s.rules == nil {
		return &tarock.MoveError{Move: m.String(), Seat: tarock.NoSeat, Phase: PhaseDone.String(),
			Reason: tarock.ErrGameOver, Detail: "the zero State is not a game; use NewGame"}
	}
	var err error
	switch s.phase {
	case PhaseAuction:
		if err = s.checkAuction(m); err == nil {
			s.auction(m)
		}
	case PhaseTalon:
		if err = s.checkTake(m); err == nil {
			s.take(m)
		}
	case PhaseDiscard:
		if err = s.checkDiscard(m); err == nil {
			s.discard(m.set())
		}
	case PhaseAnnounce:
		if err = s.checkAnnounce(m); err == nil {
			// The Kontra phase follows under Rules.Kontra, else the play.
			s.setAnnounced(Announcement(m.arg()))
			if s.rules.Kontra {
				s.startKontra()
			} else {
				s.startPlay()
			}
		}
	case PhaseKontra:
		if err = s.checkKontra(m); err == nil {
			s.doKontra(m)
		}
	default:
		err = s.illegal(m, tarock.ErrGameOver, "")
	}
	return err
}

// illegal returns the error of an illegal move m.
func (s *State) illegal(m Move, reason error, detail string) error {
	return &tarock.MoveError{Move: m.String(), Seat: s.toMove, Phase: s.phase.String(), Reason: reason, Detail: detail}
}
