package tapp

import (
	"fmt"
	"math/bits"

	"github.com/tarockfamily/sdk/tarock"
)

// The auction follows doc/tapp.md §5.1 (multi-round auction with
// deferred holding) and the options of doc/tapp.md §5.2.1; the pseudocode of doc/tapp.md §5.1 maps
// to canBid, canHold and the end test in auction.

// Bid returns the standing bid of the auction and its owner (NoContract and
// tarock.NoSeat before the first bid).
func (s State) Bid() (Contract, tarock.Seat) {
	if s.rules == nil {
		return NoContract, tarock.NoSeat
	}
	return s.level, s.owner
}

// appendAuction appends the legal moves a of the auction: pass, hold, then
// the bids in ascending order.
func appendAuction(dst []Move, a auctionMoves) []Move {
	dst = append(dst, Pass())
	if a.hold() {
		dst = append(dst, Hold())
	}
	for b := a.bids(); b != 0; b &= b - 1 {
		dst = append(dst, Bid(Contract(bits.TrailingZeros8(b))))
	}
	return dst
}

// nextContract returns the contract one step above level on the ladder
// (doc/tapp.md §5.1, §11, §11.1.3).
func (r *Rules) nextContract(level Contract) Contract {
	switch level {
	case NoContract, Tapper:
		return Dreier
	case Dreier:
		switch r.Ladder {
		case Ladder1821:
			return Solo
		case Ladder1821Pack42:
			return Zweier
		}
		return Unterer
	case Unterer:
		return Oberer
	case Zweier:
		return Einer
	case Oberer, Einer:
		return Solo
	}
	return NoContract
}

// canBid reports whether seat p, to act, may bid c (doc/tapp.md §5.1 canBid, with the
// Tapper and SoloOnlyAtFirstTurn of doc/tapp.md §5.2.1).
func (s *State) canBid(p tarock.Seat, c Contract) bool {
	return c < 8 && s.biddable(p)&(1<<c) != 0
}

// biddable returns the contracts seat p, to act, may bid, bit c for
// contract c: the Tapper only forehand at his first turn under the Tapper
// option, the next Dreier, Unterer or Oberer on the ladder, and a Solo
// above anything less, as a jump only at the first turn under
// SoloOnlyAtFirstTurn.
func (s *State) biddable(p tarock.Seat) uint8 {
	if s.soloAsk() || p == s.owner {
		return 0
	}
	r := s.rules
	first := s.spoken()&bit(p) == 0
	var b uint8
	if r.Tapper && p == tarock.Forehand && first && s.level == NoContract {
		b |= 1 << Tapper
	}
	next := r.nextContract(s.level)
	if next >= Dreier && next < Solo {
		b |= 1 << next
	}
	if s.level < Solo && (next == Solo || !r.SoloOnlyAtFirstTurn || first) {
		b |= 1 << Solo
	}
	return b
}

// canHold reports whether seat p may hold the standing contract (doc/tapp.md §5.1
// canHold): p bid earlier (a Tapper does not count), is senior to the owner,
// the contract buys talon cards (a Dreier, Unterer, Oberer, Zweier or
// Einer), and under HoldForehandOnly p
// is forehand. When forehand is asked about a Solo (SoloHoldable1821) he may
// hold it.
func (s *State) canHold(p tarock.Seat) bool {
	if s.soloAsk() {
		return p == tarock.Forehand
	}
	return s.level.takesTalon() && s.owner != tarock.NoSeat &&
		p < s.owner && s.hasBid()&bit(p) != 0 &&
		(s.rules.Holding == HoldSeniority || p == tarock.Forehand)
}

func (s *State) checkAuction(m Move) error {
	p := s.toMove
	switch m.kind() {
	case MovePass:
		return nil
	case MoveHold:
		if s.canHold(p) {
			return nil
		}
		return s.illegal(m, tarock.ErrNotAllowed, s.holdDetail(p))
	case MoveBid:
		c := Contract(m.arg())
		if s.canBid(p, c) {
			return nil
		}
		return s.illegal(m, tarock.ErrNotAllowed, s.bidDetail(p, c))
	}
	return s.illegal(m, tarock.ErrWrongPhase, "pass, hold or bid")
}

func (s *State) holdDetail(p tarock.Seat) string {
	switch {
	case !s.level.takesTalon():
		return fmt.Sprintf("no Dreier, Unterer, Oberer, Zweier or Einer to hold (standing: %v)", s.level)
	case s.hasBid()&bit(p) == 0:
		return "only a player whose own bid was overcalled may hold"
	case p > s.owner:
		return "only a player senior to the bidder may hold"
	}
	return "only forehand may hold under HoldForehandOnly"
}

func (s *State) bidDetail(p tarock.Seat, c Contract) string {
	r := s.rules
	switch {
	case s.soloAsk():
		return "forehand may only hold the Solo or pass"
	case c == Tapper:
		return "the Tapper is bid only by forehand at his first turn, under the Tapper option"
	case c == Solo && s.level < Solo:
		return "a jump to Solo only at a player's first turn under SoloOnlyAtFirstTurn"
	case (c == Unterer || c == Oberer) && r.Ladder != LadderModern:
		return fmt.Sprintf("no Unterer or Oberer under %v", r.Ladder)
	case (c == Zweier || c == Einer) && r.Ladder != Ladder1821Pack42:
		return "Zweier and Einer only under Ladder1821Pack42 (doc/tapp.md §11.1.3)"
	case c == Trischaken || c == NoContract || c > Trischaken:
		return fmt.Sprintf("%v cannot be bid", c)
	}
	if next := r.nextContract(s.level); next != NoContract {
		return fmt.Sprintf("the next bid is %v (or Solo)", next)
	}
	return "nothing ranks above Solo"
}

// auction applies a legal auction move.
func (s *State) auction(m Move) {
	p := s.toMove
	s.logAuction(m)
	s.setSpoken(p)

	if s.soloAsk() {
		if m.kind() == MoveHold {
			s.owner = tarock.Forehand
		} else {
			s.setPassed(tarock.Forehand)
		}
		s.finishAuction()
		return
	}
	switch m.kind() {
	case MovePass:
		s.setPassed(p)
	case MoveHold:
		s.owner = p
	case MoveBid:
		if s.bid(p, Contract(m.arg())) {
			return
		}
	}
	if s.rules.ImmediateHolding {
		s.immediateNext(p, m.kind() == MovePass)
		return
	}
	active := 3 - bits.OnesCount8(s.passed())
	if active == 0 || (active == 1 && s.level != NoContract) {
		s.finishAuction()
		return
	}
	q := p.Next(3)
	if s.passed()&bit(q) != 0 {
		q = q.Next(3)
	}
	s.toMove = q
}

// bid makes seat p's bid of contract c, and reports whether that settled
// who acts next: the Solo ends the auction or asks forehand to hold it
// (SoloHoldable1821), and under ImmediateHolding a bid at the entry turn
// against a standing contract starts a duel.
func (s *State) bid(p tarock.Seat, c Contract) bool {
	prev := s.owner
	s.level, s.owner = c, p
	if c != Tapper {
		s.setHasBid(p)
	}
	if c == Solo {
		if s.rules.SoloHoldable1821 && p != tarock.Forehand && s.hasBid()&1 != 0 && s.passed()&1 == 0 {
			s.setSoloAsk()
			s.toMove = tarock.Forehand
			return true
		}
		s.finishAuction()
		return true
	}
	if s.rules.ImmediateHolding && !s.duel() && prev != tarock.NoSeat {
		// A bid at the entry turn against a standing contract starts a
		// duel: the overcalled senior answers at once (doc/tapp.md §5.2.1).
		s.startDuel(prev, p)
		s.toMove = prev
		return true
	}
	return false
}

// immediateNext moves the turn on in the ImmediateHolding auction after
// seat p moved (doc/tapp.md §5.2.1).
func (s *State) immediateNext(p tarock.Seat, passed bool) {
	if s.duel() && !passed {
		// The duel goes on: the other duellist answers.
		if p == s.senior() {
			s.toMove = s.junior()
		} else {
			s.toMove = s.senior()
		}
		return
	}
	// An entry turn or a duel has ended: the next entry turn.
	s.endDuel()
	entry := s.entry() + 1
	s.setEntry(entry)
	if entry >= 3 {
		s.finishAuction()
		return
	}
	s.toMove = tarock.Seat(entry)
}

// finishAuction ends the auction (doc/tapp.md §5.1 end; doc/tapp.md §5.3 when nobody bid).
func (s *State) finishAuction() {
	s.clearSoloAsk()
	s.endDuel()
	if s.level == NoContract {
		switch s.rules.AllPass {
		case AllPassTrischaken:
			s.contract = Trischaken
			s.clearBonuses()
			s.startPlay()
		case AllPassRauben:
			s.finish(endRauben)
		default:
			s.finish(endAllPass)
		}
		return
	}
	s.declarer = s.owner
	s.contract = s.level
	s.toMove = s.owner
	switch s.level {
	case Tapper:
		s.clearBonuses()
		s.finish(endTapper)
	case Solo:
		s.phase = PhaseAnnounce
	default:
		s.phase = PhaseTalon
	}
}
