package koenigrufen

import (
	"fmt"
	"math/bits"
	"slices"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
)

// The auction (doc/koenigrufen.md §5): forehand opens with "Vorhand" or a
// contract, the others bid strictly higher or pass for good, forehand
// alone may hold, and after "Vorhand" and three passes forehand chooses.
// The state machine of doc/koenigrufen.md §5.2 maps to auctionMoves
// (moves), auction (apply) and the end tests in auctionNext.

// birds are the tarocks I to IIII (doc/koenigrufen.md §1).
const birds = deck.Set(1<<deck.Pagat | 1<<deck.Uhu | 1<<deck.Kakadu | 1<<deck.Quapil)

// birdsOf returns the birds of which a declarer of c must hold one
// (doc/koenigrufen.md §4.4; doc/koenigrufen.md §5.1 rule 7): any bird in a Besserrufer, the
// bird named in a bird caller, I or II in the low and III or IIII in the
// high Besserrufer; none in other contracts; under Quapil = off never
// the Quapil.
func (r *Rules) birdsOf(c Contract) deck.Set {
	b := birdsNamed(c)
	if !r.Quapil {
		// Without the Quapil premium the Quapil is no bird to call
		// (doc/koenigrufen.md §8.1, §13.1 Quapil).
		b &^= 1 << deck.Quapil
	}
	return b
}

// birdsNamed returns the birds a bid of c names, as birdsOf without the
// option Quapil.
func birdsNamed(c Contract) deck.Set {
	switch c {
	case Besserrufer:
		return birds
	case Pagatrufer:
		return 1 << deck.Pagat
	case Uhurufer:
		return 1 << deck.Uhu
	case Kakadurufer:
		return 1 << deck.Kakadu
	case Quapilrufer:
		return 1 << deck.Quapil
	case BesserruferLow:
		return 1<<deck.Pagat | 1<<deck.Uhu
	case BesserruferHigh:
		return 1<<deck.Kakadu | 1<<deck.Quapil
	}
	return 0
}

// queens are the four queens.
var queens = func() (q deck.Set) {
	for su := deck.Hearts; su <= deck.Clubs; su++ {
		c, _ := deck.New(su, deck.RankQueen)
		q |= 1 << c
	}
	return
}()

// allowed reports whether seat p's hand allows contract c: what the hand
// must hold for a bid, a hold and forehand's choice alike
// (rule 7 of doc/koenigrufen.md §5.1; allowed in doc/koenigrufen.md §5.2),
// and whether the rules list c at all.
func (s *State) allowed(c Contract, p tarock.Seat) bool {
	return s.rules.rank(c) > 0 && s.handAllows(p)&(1<<(c&31)) != 0
}

// general reports whether c is one of the contracts anybody may bid: the
// tariff's contracts other than Rufer, Trischaken and the Sechserdreier
// (doc/koenigrufen.md §5.2 GENERAL).
func (r *Rules) general(c Contract) bool {
	return r.rank(c) > 0 && c != Rufer && c != Trischaken && c != Sechserdreier
}

// contractSet is a set of contracts, bit c for contract c.
type contractSet uint32

// bidSets are, per bidding order (as orders), the contracts of the
// auction's moves: general[k] the general contracts (Rules.general)
// ranked above rank k, choice those forehand may choose after "Vorhand"
// and three passes.
type bidSets struct {
	general [numContracts + 1]contractSet
	choice  contractSet
	// slot[k][x] are the slots of the bids of the contracts 8k to 8k+7
	// of the set x (bit i for contract 8k+i): slots 0 to 3 are vorhand,
	// passforehand, pass and hold, slot 3+k the bid of rank k; moves is
	// the move of each slot, the order in which appendAuction lists them.
	slot  [3][256]uint32
	moves [32]Move
}

var bidTables = func() (b [numTariffs][4][2]bidSets) {
	for t := range b {
		for x := range b[t] {
			for f := range b[t][x] {
				r := Rules{Tariff: Tariff(t), ExtraContracts: ExtraContracts(x), Farbendreier: f == 1}
				order := r.order()
				bs := &b[t][x][f]
				for k := range bs.general {
					for _, e := range order[min(k, len(order)):] {
						if r.general(e.Contract) {
							bs.general[k] |= 1 << e.Contract
						}
					}
				}
				for i, e := range order {
					c := e.Contract
					if r.general(c) || c == Rufer || c == Trischaken {
						bs.choice |= 1 << c
					}
					bs.moves[4+i] = Bid(c)
					bs.slot[c/8][1<<(c%8)] = 1 << (4 + i)
				}
				for k := range bs.slot {
					for x := 1; x < 256; x++ {
						bs.slot[k][x] = bs.slot[k][x&(x-1)] | bs.slot[k][x&-x]
					}
				}
				bs.moves[0], bs.moves[1], bs.moves[2], bs.moves[3] = Vorhand(), PassForehand(), Pass(), Hold()
			}
		}
	}
	return b
}()

// bids returns the bid sets of the bidding order of r.
func (r *Rules) bids() *bidSets {
	return &bidTables[r.Tariff%numTariffs][r.ExtraContracts&3][b2i(r.Farbendreier)]
}

// Contracts of a kind, and per set of birds held (bit b for card b, the
// Pagat to the Quapil) the bird callers it allows.
var (
	callingSet, colourSet, birdCallerSet contractSet
	birdCallerSets                       [16]contractSet
)

func init() {
	for c := range Contract(numContracts) {
		if c.IsCalling() {
			callingSet |= 1 << c
		}
		if c.IsColour() {
			colourSet |= 1 << c
		}
		if c.isBirdCaller() {
			birdCallerSet |= 1 << c
			for b := range deck.Set(16) {
				if b.Overlaps(birdsNamed(c)) {
					birdCallerSets[b] |= 1 << c
				}
			}
		}
	}
}

// handAllows returns the contracts seat p's hand allows (rule 7 of
// doc/koenigrufen.md §5.1): a calling contract not with four kings (nor,
// under FourKingsCallQueen, with four kings and four queens), a bird
// caller only with one of its birds, a colour contract only with
// ColourMinSuitCards suit cards.
func (s *State) handAllows(p tarock.Seat) contractSet {
	r, h := s.rules, s.hands[p&3]
	held := h & birds
	if !r.Quapil {
		held &^= 1 << deck.Quapil // no bird to call (doc/koenigrufen.md §13.1 Quapil)
	}
	set := ^birdCallerSet | birdCallerSets[held]
	if h.Kings().Len() > 3 && (r.FourKings != FourKingsCallQueen || (h&queens).Len() > 3) {
		set &^= callingSet
	}
	if h.SuitCards().Len() < r.ColourMinSuitCards {
		set &^= colourSet
	}
	return set
}

// auctionMoves returns the legal moves of the seat to act
// (doc/koenigrufen.md §5.2 moves).
func (s *State) auctionMoves() auctionMoves {
	r, p, fore := s.rules, s.toMove, s.forehand()
	bs := r.bids()
	hand := s.handAllows(p)
	var a auctionMoves
	switch {
	case s.choosing():
		a = a.withBids(bs.choice & hand)
	case s.firstWord():
		a = auctionVorhand
		if r.rank(Sechserdreier) > 0 && hand&(1<<Sechserdreier) != 0 {
			a = a.withBid(Sechserdreier)
		}
		if r.FourKings == FourKingsPassForehand && s.nAuc == 0 && s.hands[p].Kings().Len() == 4 {
			a |= auctionPassForehand
		}
		if r.ForehandOpening == OpenVorhandOrBid {
			a = a.withBids(bs.general[0] & hand)
		}
	default:
		// The general contracts ranked above the standing bid.
		a = auctionPass.withBids(bs.general[r.rank(s.standing)] & hand)
		if r.Holding == HoldForehandOnly && p == fore && s.standing != NoContract &&
			s.owner != fore && s.allowed(s.standing, fore) {
			a |= auctionHold
		}
	}
	return a
}

// appendAuction appends the legal moves a of the auction: vorhand,
// passforehand, pass, hold, then the bids in bidding order. It turns a
// into a set of slots of the bidding order (bidSets.slot) and writes the
// ready-made move of each slot.
func appendAuction(dst []Move, a auctionMoves, r *Rules) []Move {
	bs := r.bids()
	x := a.bids()
	set := a.otherSlots() | bs.slot[0][x&255] | bs.slot[1][x>>8&255] | bs.slot[2][x>>16&255]
	i := len(dst)
	n := bits.OnesCount32(set)
	dst = slices.Grow(dst, n)[:i+n]
	for j := i; j < i+n; j++ {
		dst[j] = bs.moves[bits.TrailingZeros32(set)&31]
		set &= set - 1
	}
	return dst
}

// checkAuction returns why m is not a legal auction move, or nil.
func (s *State) checkAuction(m Move) error {
	a := s.legal.auction()
	switch m.kind() {
	case MoveVorhand:
		if a&auctionVorhand != 0 {
			return nil
		}
		return s.illegal(m, tarock.ErrNotAllowed, "only forehand's first word may be \"Vorhand\" (doc/koenigrufen.md §5.1 rule 1)")
	case MovePassForehand:
		if a&auctionPassForehand != 0 {
			return nil
		}
		return s.illegal(m, tarock.ErrNotAllowed, "only forehand with four kings hands the forehand on, as his first word, under FourKingsPassForehand (doc/koenigrufen.md §5.2; doc/koenigrufen.md §5.1 rule 8)")
	case MovePass:
		if a&auctionPass != 0 {
			return nil
		}
		return s.illegal(m, tarock.ErrNotAllowed, "forehand may not pass at his opening or when choosing after three passes (doc/koenigrufen.md §5.1 rules 1, 3)")
	case MoveHold:
		if a&auctionHold != 0 {
			return nil
		}
		return s.illegal(m, tarock.ErrNotAllowed, "only forehand may hold a standing contract of another player that his hand allows (doc/koenigrufen.md §5.1 rule 5)")
	case MoveBid:
		c := m.Contract()
		if a.bid(c) {
			return nil
		}
		return s.illegal(m, tarock.ErrNotAllowed, s.bidDetail(c))
	}
	return s.illegal(m, tarock.ErrWrongPhase, "vorhand, passforehand, pass, hold or bid")
}

// bidDetail says why contract c may not be bid now.
func (s *State) bidDetail(c Contract) string {
	r, p := s.rules, s.toMove
	switch {
	case r.rank(c) == 0:
		return fmt.Sprintf("%v is not in the tariff of the rules (doc/koenigrufen.md §13.3)", c)
	case !s.allowed(c, p):
		return fmt.Sprintf("the hand does not allow %v (doc/koenigrufen.md §5.1 rule 7)", c)
	case c == Sechserdreier:
		return "the Sechserdreier only as forehand's first word (doc/koenigrufen.md §5.1 rule 2)"
	case c == Rufer || c == Trischaken:
		return fmt.Sprintf("%v only by forehand after \"Vorhand\" and three passes (doc/koenigrufen.md §5.1 rule 3)", c)
	case s.firstWord():
		return "forehand opens with \"Vorhand\" or the Sechserdreier under OpenVorhandOrSechserdreier (doc/koenigrufen.md §5.1 rule 1)"
	}
	return fmt.Sprintf("a bid must rank above the standing %v (doc/koenigrufen.md §5.1 rule 4)", s.standing)
}

// auction applies a legal auction move (doc/koenigrufen.md §5.2 apply).
func (s *State) auction(m Move) {
	p, fore := s.toMove, s.forehand()
	first := s.firstWord()
	s.logAuction(m)
	switch {
	case s.choosing():
		s.standing, s.owner = m.Contract(), fore
		s.setChoosing(false)
		s.finishAuction()
		return
	case first && m.kind() == MoveVorhand:
		s.setVorhandSaid()
	case m.kind() == MovePass:
		s.setPassed(p)
	case m.kind() == MovePassForehand:
		s.handOnForehand()
		s.toMove = middlehand
		return
	case m.kind() == MoveHold:
		s.owner = fore
	case m.kind() == MoveBid:
		s.standing, s.owner = m.Contract(), p
	}
	s.auctionNext(p)
}

// auctionNext ends the auction or gives the turn on after seat p moved
// (rule 9 of doc/koenigrufen.md §5.1; "then, in this order" in
// doc/koenigrufen.md §5.2).
func (s *State) auctionNext(p tarock.Seat) {
	r, fore := s.rules, s.forehand()
	switch {
	case s.standing == Solodreier && (s.owner == fore || !s.active(fore) ||
		r.Holding == HoldNone || r.SolodreierEndsAuction):
		s.finishAuction()
	case s.standing != NoContract && s.activeSeats() == seatBit(s.owner):
		s.finishAuction()
	case s.vorhandSaid() && s.standing == NoContract && s.activeSeats()&^seatBit(fore) == 0:
		s.setChoosing(true)
		s.toMove = fore
	default:
		q := nextSeat(p)
		for !s.active(q) {
			q = nextSeat(q)
		}
		s.toMove = q
	}
}

// finishAuction makes the owner of the standing contract the declarer and
// starts the phase that follows (doc/koenigrufen.md §6.1, §7.1): the king
// call in a calling contract, the talon in a Dreier and a Farbendreier,
// the discard of six in a Sechserdreier (which takes the talon without a
// move, doc/koenigrufen.md §7.2), forehand's choices or the play in
// Trischaken, and the announcements in the solo and the other negative
// contracts, which have no talon.
func (s *State) finishAuction() {
	s.declarer, s.contract = s.owner, s.standing
	s.toMove = s.owner
	switch c := s.contract; {
	case c.IsCalling():
		s.phase = PhaseCall
	case c == Sechserdreier:
		s.setTakenAll()
		s.hands[s.declarer] |= s.talonSet()
		s.phase = PhaseDiscard
	case c == Trischaken:
		s.startTrischaken()
	case c.IsSolo() || c.IsNegative():
		s.startAnnounce()
	default:
		s.phase = PhaseTalon
	}
}

// Bid returns the standing contract of the auction and its owner
// (NoContract and tarock.NoSeat before the first bid).
func (s State) Bid() (Contract, tarock.Seat) {
	if s.rules == nil {
		return NoContract, tarock.NoSeat
	}
	return s.standing, s.owner
}

// AuctionLen returns the number of auction moves made so far.
func (s State) AuctionLen() int { return int(s.nAuc) }

// AuctionMove returns the i-th auction move (0 is forehand's opening); the
// zero Move when there is no such move.
func (s State) AuctionMove(i int) Move {
	if i < 0 || i >= int(s.nAuc) {
		return Move{}
	}
	return s.auctionMove(i)
}
