package koenigrufen

import (
	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
)

// This file holds what every phase shares: NewGame, the accessors of a
// State, the legal moves and Apply, which hands each move to the file of
// its phase (auction.go, call.go, talon.go, discard.go, announcements.go,
// play.go). layout.go says how a State is packed.

var _ tarock.Game[State, Move] = State{}

// NewGame returns the state at the start of the auction of deal d under
// rules r (doc/koenigrufen.md §5): forehand (seat 0) to speak. It returns
// an error wrapping [tarock.ErrInvalidRules] when r is not valid
// ([Rules.Validate]) and one wrapping [tarock.ErrInvalidDeal] when d is
// not ([Deal.Validate]). Under RedealNoTarock a deal in which a hand
// must be thrown in (doc/koenigrufen.md §3 rule 5) is over at once: the
// State is Done and its [Result] ends [EndThrownIn].
func NewGame(r Rules, d Deal) (State, error) {
	rp := rulesTable.Last()
	if rp == nil || *rp != r {
		// Rules that were interned have been validated before.
		if err := r.Validate(); err != nil {
			return State{}, err
		}
		rp = shareRules(r)
	}
	if err := d.Validate(); err != nil {
		return State{}, err
	}
	s := State{
		head: head{
			rules:   rp,
			turn:    turn{phase: PhaseAuction, toMove: tarock.Forehand},
			outline: outline{declarer: tarock.NoSeat},
		},
		hands:   d.Hands,
		talon:   d.Talon,
		owner:   tarock.NoSeat,
		called:  deck.NoCard,
		partner: tarock.NoSeat,
	}
	s.setAllActive()
	if r.RedealNoTarock != RedealOff && d.thrownIn(r.RedealNoTarock) {
		s.finish(endThrownIn)
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

// Equal reports whether s and t are the same state. States are comparable
// with == as well, which gives the same answer (equal rule sets share one
// internal copy).
func (s State) Equal(t State) bool { return s == t }

// Players is the number of seats of a deal, the size of the per-seat
// arrays of a [Result]: forehand, middlehand, rearhand and the dealer
// (doc/koenigrufen.md §2). A fifth player at the table sits the deal out
// ([Match]).
const Players = 4

// Players returns 4.
func (s State) Players() int { return numSeats }

// Done reports whether the deal is over. The zero State counts as done.
func (s head) Done() bool { return s.phase == PhaseDone || s.rules == nil }

// ToMove returns the seat to act, or tarock.NoSeat when the deal is done.
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

// Declarer returns the declarer, or tarock.NoSeat while the auction runs
// and in the zero State.
func (s head) Declarer() tarock.Seat {
	if s.rules == nil {
		return tarock.NoSeat
	}
	return s.declarer
}

// Contract returns the contract played: NoContract during the auction.
func (s head) Contract() Contract { return s.contract }

// Hand returns the cards seat holds; the empty set for an invalid seat.
func (s State) Hand(seat tarock.Seat) deck.Set {
	if seat >= numSeats {
		return 0
	}
	return s.hands[seat]
}

// Talon returns the six talon cards as dealt, half A first.
func (s State) Talon() [6]deck.Card { return s.talon }

// TalonLeft returns the talon cards the declarer did not take: the half
// he left, or the whole talon in a contract without talon exchange.
func (s State) TalonLeft() deck.Set { return s.talonLeft() }

// Discards returns the declarer's discards (empty before the discard and
// in contracts without one).
func (s State) Discards() deck.Set { return s.disc }

// AppendCardSets appends the disjoint places that together hold the 54
// cards: the four hands, the talon cards nobody took, the discards, the
// cards each seat won in tricks and the trick in progress. The zero State
// has none.
func (s State) AppendCardSets(dst []deck.Set) []deck.Set {
	if s.rules == nil {
		return dst
	}
	won := s.wonCards()
	return append(dst, s.hands[0], s.hands[1], s.hands[2], s.hands[3], s.talonLeft(), s.disc,
		won[0], won[1], won[2], won[3], s.currentTrick().Cards())
}

// LegalMoves returns the legal moves of the seat to act (nil when done). It
// allocates; see [State.AppendLegalMoves].
func (s head) LegalMoves() []Move { return s.AppendLegalMoves(nil) }

// AppendLegalMoves appends every legal move of the seat to act to dst and
// returns the extended slice; it appends nothing when the deal is done. It
// allocates nothing when dst has room. The moves of each phase come in a
// fixed order (bids in bidding order, cards in card order), so a seeded
// random choice is reproducible. It reads only the head of the State.
func (s head) AppendLegalMoves(dst []Move) []Move {
	// Small enough to be inlined: the caller passes four fields, not the
	// head.
	return appendLegal(dst, s.legal, s.phase, s.contract, s.rules)
}

// appendLegal appends the legal moves described by legal in phase ph of
// contract c (r is nil in the zero State): each phase's moves are listed
// by its file.
func appendLegal(dst []Move, legal legalMoves, ph Phase, c Contract, r *Rules) []Move {
	if ph == PhasePlay { // the most frequent phase first; never the zero State's
		return appendPlays(dst, legal.plays())
	}
	if r == nil {
		return dst
	}
	switch ph {
	case PhaseAuction:
		return appendAuction(dst, legal.auction(), r)
	case PhaseCall:
		return appendCall(dst, legal.call())
	case PhaseTalon:
		return appendTalon(dst, legal.talon())
	case PhaseDiscard:
		return appendDiscards(dst, legal.discard(), c, r)
	case PhaseChoose:
		return appendChoose(dst, legal.choose())
	case PhaseAnnounce:
		return appendAnnounce(dst, legal.announce())
	}
	return dst
}

// describe returns the description of the legal moves (head.legal) for the
// position of s; the rules are those of each phase's file.
func (s *State) describe() legalMoves {
	switch s.phase {
	case PhaseAuction:
		return s.auctionMoves().legal()
	case PhaseCall:
		return s.callMoves().legal()
	case PhaseTalon:
		return s.talonMoves().legal()
	case PhaseDiscard:
		return s.discardMoves().legal()
	case PhaseChoose:
		return s.chooseMoves().legal()
	case PhaseAnnounce:
		return s.announceMoves().legal()
	case PhasePlay:
		return playMoves(s.legalCards())
	}
	return 0
}

// Apply returns the state after the seat to act makes move m. For a move
// that is not legal it returns the receiver unchanged and a
// *[tarock.MoveError] wrapping the reason, which wraps
// [tarock.ErrIllegalMove]: ErrGameOver when the deal is done, ErrWrongPhase
// for a kind of move that does not belong to the phase, ErrCardNotHeld,
// ErrMustFollowSuit, ErrMustPlayTarock or ErrMustBeat for a card, and
// ErrNotAllowed (with a detail naming the rule) for any other move the
// rules forbid (doc/koenigrufen.md "Illegal moves").
//
// Apply allocates nothing, but for a raise that no preset allows: beyond
// Sub (MaxKontraLevel 16 or more), or under KontraWindow AnyTurn more than
// three turns after the item last changed. Such a raise keeps its turn in
// a small table that the states after it share (doc/performance.md
// "Königrufen").
func (s State) Apply(m Move) (State, error) {
	err := s.apply(m)
	return s, err
}

// applyOther is apply (play.go) for every move but a play under
// tarock.Standard: a play under tarock.Trischaken takes the short way of
// playMustBeat, any other play finds the legal plays that follow from the
// trick it played to; the moves of the announcements come next, the
// other phases through applyPhase. It sets the description of the legal
// moves that follow; s is changed only when m is legal.
func (s *State) applyOther(m Move) error {
	if s.phase == PhasePlay {
		if s.mode.mustBeat() {
			return s.playMustBeat(m)
		}
		if err := s.checkPlay(m); err != nil {
			return err
		}
		s.legal = playMoves(s.play(deck.Card(m.arg())))
		return nil
	}
	if s.phase == PhaseAnnounce { // the most frequent phase after the play
		// "gut" after the opening is always legal: the most frequent move.
		if m != Good() || !s.opened() {
			if err := s.checkAnnounce(m); err != nil {
				return err
			}
		}
		s.announce(m)
		if s.phase == PhaseAnnounce {
			s.legal = s.announceMoves().legal()
			return nil
		}
	} else if err := s.applyPhase(m); err != nil {
		return err
	}
	s.legal = s.describe()
	return nil
}

// applyPhase checks move m by the rules of its phase (the auction, the
// call, the talon, the discard or forehand's choice) and makes it on s; s
// is changed only when m is legal.
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
	case PhaseCall:
		if err = s.checkCall(m); err == nil {
			s.call(m)
		}
	case PhaseTalon:
		if err = s.checkTalon(m); err == nil {
			s.takeTalon(m)
		}
	case PhaseDiscard:
		if err = s.checkDiscard(m); err == nil {
			s.discard(m.set())
		}
	case PhaseChoose:
		if err = s.checkChoose(m); err == nil {
			s.choose(m)
		}
	default: // PhaseAnnounce and PhasePlay are apply's
		err = s.illegal(m, tarock.ErrGameOver, "")
	}
	return err
}

// illegal returns the error of an illegal move m.
func (s *State) illegal(m Move, reason error, detail string) error {
	return &tarock.MoveError{Move: m.String(), Seat: s.toMove, Phase: s.phase.String(), Reason: reason, Detail: detail}
}

// nextSeat returns the seat after p in turn order.
func nextSeat(p tarock.Seat) tarock.Seat { return (p + 1) & 3 }
