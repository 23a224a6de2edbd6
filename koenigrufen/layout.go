package koenigrufen

import (
	"unique"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
)

// This file (with layout_announce.go, the fields of the announcement
// phase, and layout_play.go, the fields of the play) is the layout of a
// State: the only place that knows how its fields are packed. The phase
// files (auction.go, call.go, talon.go, discard.go, announcements.go,
// play.go) read and write a State through the small methods below.

// Bounds of the fixed-size histories of a State. An auction has at most
// one opening, one bid and one hold per rank of the longest tariff (18)
// and four passes: 41 moves.
const (
	maxAuction  = 48
	numPlays    = 48
	numSeats    = Players
	maxAnnounce = 196 // turns of the announcement phase (see "the turns of the announcements")
)

// endReason says how a finished deal ended.
type endReason uint8

const (
	endNone     endReason = iota
	endPlayed             // twelve tricks played
	endConceded           // Schleifen: the called king in the talon, conceded (doc/koenigrufen.md §6.3)
	endThrownIn           // a hand without a tarock, thrown in before the auction (RedealNoTarock, doc/koenigrufen.md §3)
)

// State is one moment of a deal of Königrufen: an immutable value. All its
// fields are fixed-size (card sets are deck.Set, histories fixed arrays),
// apart from one pointer to a shared, never modified copy of the Rules and
// a handle to a shared, never modified table of the raises that rules no
// preset has (see "the turns of the announcements"), so assigning a State
// copies it, two States are equal under == exactly when they are the same
// moment of the same deal, and any number of goroutines may use one State
// at once. [State.Apply] returns a new State and never changes the
// receiver. The zero State is not a game but counts as a finished one
// (Done, no legal moves, Apply refuses with tarock.ErrGameOver); use
// [NewGame].
type State struct {
	// The head comes first and is small, so that the methods declared on
	// it (AppendLegalMoves, Done, ToMove, Phase) copy only it. The fields
	// follow by size, so that no padding lies between them.
	head
	hands [numSeats]deck.Set
	disc  deck.Set // the declarer's discards

	// the turns of the announcements (see "the turns of the announcements")
	raiseGap   uint64                    // per item slot and raise (Kontra, Re, Sub): its distance in turns from the event before, or 0
	raiseSpill unique.Handle[raiseTurns] // the turns of the raises further away
	// announcements and Kontra (see "announcements: fields" below)
	levels    uint64   // per item slot (slotOf), three bits: the level said, and higher the level that counts (see "announcements: fields")
	announcer uint32   // the announcer of premium 1<<k in the three-bit lane k (see announcerOf)
	recent    uint32   // the items created or raised by each of the last three turns (see recentItems)
	announced Premiums // the premiums announced
	aseats    uint16   // per seat: moved, announced, said a raise of the opponents; aRevealed

	auc     [maxAuction / aucPerWord]uint32 // the auction moves: 2-bit codes (see "the auction")
	bids    contractSet                     // the contracts bid in the auction
	winners uint32                          // the winner of trick t (from 0) in bits 2t, 2t+1 (see "the play: fields")
	talon   [6]deck.Card                    // half A, then half B, in the order laid
	plays   [playBytes]byte                 // the cards played, six bits each (see "the play: fields")

	// auction
	standing Contract
	owner    tarock.Seat
	aflags   uint8 // seats still in the auction (bits 0–3), aVorhand, aChoosing, aHanded, cFourth

	// king call
	called  deck.Card // the called king; deck.NoCard before the call or without one
	partner tarock.Seat

	taken    uint8           // the talon taken: takenNone, takenA, takenB, takenAll
	conceded Bird            // the bird named with Schleifen in a Besserrufer
	ann      uint8           // the announcements: aOpened, and the "gut" in a row (bits 0–2); forehand's Trischaken choices (bits 4–7)
	nAnn     uint8           // the turns of the announcements made, "good" included
	annSeat  [numSeats]uint8 // per seat: the turn (from 1) in which it announced premiums, 0 for none
}

// head is the start of a State: what AppendLegalMoves, Done, ToMove and
// Phase read. legal describes the legal moves of the phase (see
// legalMoves).
type head struct {
	rules *Rules
	legal legalMoves
	turn
	outline
}

// turn is where the deal stands.
type turn struct {
	phase  Phase
	toMove tarock.Seat
	nPlays uint8 // cards played
	nAuc   uint8 // auction moves made
}

// outline is what the auction decided and how the deal ended.
type outline struct {
	end      endReason
	contract Contract
	declarer tarock.Seat
	mode     playMode // how the play is played (see "the play: fields")
}

// ---- the auction: aflags, auc, standing, owner ----

const (
	aVorhand  = 1 << 4 // forehand opened with "Vorhand"
	aChoosing = 1 << 5 // "Vorhand" and three passes: forehand chooses
)

func seatBit(p tarock.Seat) uint8 { return 1 << (p & 3) }

func (s *State) active(p tarock.Seat) bool { return s.aflags&seatBit(p) != 0 }
func (s *State) activeSeats() uint8        { return s.aflags & 15 }
func (s *State) vorhandSaid() bool         { return s.aflags&aVorhand != 0 }
func (s *State) choosing() bool            { return s.aflags&aChoosing != 0 }
func (s *State) setAllActive()             { s.aflags |= 15 }
func (s *State) setPassed(p tarock.Seat)   { s.aflags &^= seatBit(p) }
func (s *State) setVorhandSaid()           { s.aflags |= aVorhand }
func (s *State) setChoosing(on bool) {
	if on {
		s.aflags |= aChoosing
	} else {
		s.aflags &^= aChoosing
	}
}

// The auction log keeps a two-bit code per move, aucPerWord in each word
// of auc, and the set of contracts bid in bids: every bid ranks above
// the one before (doc/koenigrufen.md §5.2), so the k-th bid of the log is
// the contract of rank k among those of the set.
const (
	aucPass    = 0
	aucHold    = 1
	aucBid     = 2
	aucSpecial = 3 // "Vorhand", or "passforehand" as the first move of a deal in which forehand handed on

	aucCodeBits = 2
	aucPerWord  = 32 / aucCodeBits
)

// logAuction appends auction move m to the log.
func (s *State) logAuction(m Move) {
	code := uint32(aucPass)
	switch m.kind() {
	case MoveVorhand, MovePassForehand:
		code = aucSpecial
	case MoveHold:
		code = aucHold
	case MoveBid:
		code = aucBid
		s.bids |= 1 << (m.arg() & 31)
	}
	if n := int(s.nAuc); n < maxAuction {
		s.auc[n/aucPerWord] |= code << (aucCodeBits * (n % aucPerWord) & 31)
		s.nAuc++
	}
}

// auctionCode returns the code of the i-th auction move of the log.
func (s *State) auctionCode(i int) uint32 {
	return s.auc[i/aucPerWord%len(s.auc)] >> (aucCodeBits * (i % aucPerWord) & 31) & (1<<aucCodeBits - 1)
}

// auctionMove returns the i-th auction move of the log.
func (s *State) auctionMove(i int) Move {
	switch s.auctionCode(i) {
	case aucPass:
		return Pass()
	case aucHold:
		return Hold()
	case aucSpecial:
		if i == 0 && s.aflags&aHanded != 0 {
			return PassForehand()
		}
		return Vorhand()
	}
	k := 0 // the bids before move i
	for j := range i {
		if s.auctionCode(j) == aucBid {
			k++
		}
	}
	for _, e := range s.rules.order() {
		if s.bids&(1<<e.Contract) != 0 {
			if k == 0 {
				return Bid(e.Contract)
			}
			k--
		}
	}
	return Bid(NoContract)
}

// ---- contracts: fields ----
//
// The forehand handed on (aflags bit aHanded), forehand's Trischaken
// choices (ann, bits 4–7), the bird named in a concession (conceded).

const (
	aHanded = 1 << 6 // forehand handed his rights to middlehand (doc/koenigrufen.md §5.2)

	auctionPassForehand auctionMoves = 1 << 35
)

// middlehand is seat 1 (doc/koenigrufen.md §0.4).
const middlehand tarock.Seat = 1

// forehand returns the seat with forehand's rights in this deal:
// middlehand once forehand handed them on, else forehand.
func (s *State) forehand() tarock.Seat {
	if s.aflags&aHanded != 0 {
		return middlehand
	}
	return tarock.Forehand
}

// handOnForehand hands forehand's rights to middlehand; forehand is out.
func (s *State) handOnForehand() {
	s.aflags |= aHanded
	s.setPassed(tarock.Forehand)
}

// firstWord reports whether the seat with forehand's rights has not
// spoken yet.
func (s *State) firstWord() bool {
	return s.nAuc == 0 || (s.aflags&aHanded != 0 && s.nAuc == 1)
}

// Trischaken choices, kept in bits 4–7 of ann (doc/koenigrufen.md §7.1, §9.4).
const (
	tNoMustBeat  = 1 << iota // no obligation to beat
	tFirstSix                // the talon goes to the first six tricks
	tBeatChosen              // forehand chose whether to beat
	tTalonChosen             // forehand chose the talon
)

func (s *State) trischakenFlag(f uint8) bool { return s.ann&(f<<4) != 0 }

// chooseMoves are the legal moves of PhaseChoose: bit c for Choose(c).
type chooseMoves uint8

func (l legalMoves) choose() chooseMoves         { return chooseMoves(l) }
func (c chooseMoves) has(ch Choice) bool         { return ch < numChoices && c&(1<<ch) != 0 }
func (c chooseMoves) with(ch Choice) chooseMoves { return c | 1<<(ch&7) }
func (c chooseMoves) legal() legalMoves          { return legalMoves(c) }
func (s *State) setTrischakenFlag(f uint8)       { s.ann |= f << 4 }

// ---- the call: called, partner, cFourth in aflags ----

const cFourth = 1 << 7 // in aflags: the fourth king was called, its suit hidden

func (s *State) fourthKing() bool { return s.aflags&cFourth != 0 }

// setCall records the call of king k, as the fourth king when fourth,
// and its holder p (tarock.NoSeat when it lies in the talon or in the
// declarer's hand).
func (s *State) setCall(k deck.Card, fourth bool, p tarock.Seat) {
	s.called, s.partner = k, p
	if fourth {
		s.aflags |= cFourth
	}
}

// ---- the talon: taken ----

const (
	takenNone = iota
	takenA
	takenB
	takenAll
)

// setTakenHalf records that the declarer took talon half h;
// setTakenAll that he took the whole talon (a Sechserdreier).
func (s *State) setTakenHalf(h Half) { s.taken = takenA + uint8(h&1) }
func (s *State) setTakenAll()        { s.taken = takenAll }

// tookAll reports whether the declarer took the whole talon.
func (s *State) tookAll() bool { return s.taken == takenAll }

// takenHalf returns the talon half the declarer took, and false when he
// took none or the whole talon.
func (s *State) takenHalf() (Half, bool) {
	return Half(s.taken-takenA) & 1, s.taken == takenA || s.taken == takenB
}

// talonHalf returns the cards of talon half h.
func (s *State) talonHalf(h Half) deck.Set {
	k := 3 * int(h&1)
	t := (*[3]deck.Card)(s.talon[k : k+3])
	return (cardBit[t[0]&63] | cardBit[t[1]&63] | cardBit[t[2]&63]) & deck.FullPack
}

// talonSet returns the six talon cards.
func (s *State) talonSet() deck.Set {
	t := &s.talon
	return (cardBit[t[0]&63] | cardBit[t[1]&63] | cardBit[t[2]&63] | cardBit[t[3]&63] | cardBit[t[4]&63] | cardBit[t[5]&63]) & deck.FullPack
}

// talonTaken returns the talon cards the declarer took into his hand.
func (s *State) talonTaken() deck.Set {
	switch s.taken {
	case takenA:
		return s.talonHalf(TalonA)
	case takenB:
		return s.talonHalf(TalonB)
	case takenAll:
		return s.talonSet()
	}
	return 0
}

// talonLeft returns the talon cards nobody took (in Trischaken: not yet
// given to a trick).
func (s *State) talonLeft() deck.Set {
	if s.contract == Trischaken {
		return s.talonSet() &^ s.trischakenGiven()
	}
	return s.talonSet() &^ s.talonTaken()
}

// ---- the legal moves: head.legal ----

// legalMoves describes the legal moves of the seat to act; what it holds
// depends on the phase, and it is read only through the view of the phase:
// plays, auction, call, talon, discard or announce (nothing in PhaseDone).
// Apply writes it, so that AppendLegalMoves reads only the head.
type legalMoves uint64

func (l legalMoves) plays() deck.Set         { return deck.Set(l) }
func (l legalMoves) auction() auctionMoves   { return auctionMoves(l) }
func (l legalMoves) call() callMoves         { return callMoves(l) }
func (l legalMoves) talon() talonMoves       { return talonMoves(l) }
func (l legalMoves) discard() discardMoves   { return discardMoves(l) }
func (l legalMoves) announce() announceMoves { return announceMoves(l) }

// auctionMoves are the legal moves of PhaseAuction: bit c for a bid of
// contract c, and the bits auctionPass, auctionHold, auctionVorhand.
type auctionMoves uint64

const (
	auctionPass    auctionMoves = 1 << 32
	auctionHold    auctionMoves = 1 << 33
	auctionVorhand auctionMoves = 1 << 34
)

func (a auctionMoves) withBid(c Contract) auctionMoves      { return a | 1<<(c&31) }
func (a auctionMoves) withBids(cs contractSet) auctionMoves { return a | auctionMoves(cs) }
func (a auctionMoves) bid(c Contract) bool                  { return c < 32 && a&(1<<c) != 0 }
func (a auctionMoves) bids() contractSet                    { return contractSet(a) }
func (a auctionMoves) legal() legalMoves                    { return legalMoves(a) }

// otherSlots returns the moves of a other than bids as the slots of
// bidSets.slot: vorhand 0, passforehand 1, pass 2, hold 3.
func (a auctionMoves) otherSlots() uint32 {
	sp := uint32(a>>32) & 15 // pass, hold, vorhand, passforehand
	return (sp>>2 | sp<<2) & 15
}

// callMoves are the legal moves of PhaseCall: bit s for a call of suit s
// (deck.Hearts … deck.Clubs), and callFourth.
type callMoves uint8

const callFourth callMoves = 1 << 5

func (c callMoves) suit(s deck.Suit) bool {
	return s > deck.Tarock && s < deck.NumSuits && c&(1<<s) != 0
}
func (c callMoves) withSuit(s deck.Suit) callMoves { return c | 1<<(s&7) }
func (c callMoves) legal() legalMoves              { return legalMoves(c) }

// talonMoves are the legal moves of PhaseTalon: bit h for taking half h,
// and talonConcede<<b for the concession naming bird b (NoBird in a
// Rufer).
type talonMoves uint8

const talonConcede talonMoves = 1 << 2

func (t talonMoves) half(h Half) bool { return h <= TalonB && t&(1<<h) != 0 }
func (t talonMoves) concede(b Bird) bool {
	return b <= BirdQuapil && t&(talonConcede<<b) != 0
}
func (t talonMoves) withHalf(h Half) talonMoves    { return t | 1<<(h&1) }
func (t talonMoves) withConcede(b Bird) talonMoves { return t | talonConcede<<(b&7) }
func (t talonMoves) legal() legalMoves             { return legalMoves(t) }

// concessions returns the concessions of t, without the halves.
func (t talonMoves) concessions() talonMoves { return t &^ (1<<TalonA | 1<<TalonB) }

// discardMoves are the legal moves of PhaseDiscard: the declarer's hand
// (bits 0–53), the number of cards to discard (bits 56–59) and the birds
// of which he must keep one (bits 60–63, the Pagat first).
type discardMoves uint64

func newDiscardMoves(hand deck.Set, count int, keep deck.Set) discardMoves {
	return discardMoves(hand&deck.FullPack) | discardMoves(count&15)<<56 | discardMoves(keep&15)<<60
}

func (d discardMoves) legal() legalMoves { return legalMoves(d) }
func (d discardMoves) hand() deck.Set    { return deck.Set(d) & deck.FullPack }
func (d discardMoves) count() int        { return int(d >> 56 & 15) }
func (d discardMoves) keep() deck.Set    { return deck.Set(d >> 60) }

// announceMoves are the legal moves of PhaseAnnounce: the premiums the
// seat to act may announce (bits 0–8), the level to which he may raise
// each target (Raises.v, bits 9–51), announceOpening for the declarer's
// opening, and the birds one of which his opening must hold (bits 53–56,
// the premiums PagatUltimo … Quapil; none when nothing is compulsory).
type announceMoves uint64

const (
	announceOpening announceMoves = 1 << 52
	compulsoryShift               = 53 - 3 // PagatUltimo is premium 1<<3
	birdPremiums                  = PagatUltimo | Uhu | Kakadu | Quapil
)

func newAnnounceMoves(opening bool, p Premiums, r Raises, compulsory Premiums) announceMoves {
	a := announceMoves(p&premiumMask) | announceMoves(r.v&(raisesBad-1))<<sayRaiseShift |
		announceMoves(compulsory&birdPremiums)<<compulsoryShift
	if opening {
		a |= announceOpening
	}
	return a
}

func (a announceMoves) legal() legalMoves    { return legalMoves(a) }
func (a announceMoves) opening() bool        { return a&announceOpening != 0 }
func (a announceMoves) premiums() Premiums   { return Premiums(a & premiumMask) }
func (a announceMoves) raises() Raises       { return Raises{uint64(a>>sayRaiseShift) & (raisesBad - 1)} }
func (a announceMoves) compulsory() Premiums { return Premiums(a>>compulsoryShift) & birdPremiums }

// sayRaises returns the raises a allows in the bits where a Say keeps its
// raises (Move.v), so that a raise of them is a Say's payload as it is.
func (a announceMoves) sayRaises() uint64 { return uint64(a) & ((raisesBad - 1) << sayRaiseShift) }

// allows reports whether the compound move m is among the moves a allows,
// but for the colour rule of doc/koenigrufen.md §8.3 (checkAnnounce): in
// the opening a Lie of premiums a allows, holding a compulsory bird if
// there is one; after it "gut", or a Say of premiums a allows and of
// raises each to the level a allows for its target. A Say keeps its
// premiums and raises where a keeps them.
func (a announceMoves) allows(m Move) bool {
	switch m.kind() {
	case MoveGood:
		return !a.opening()
	case MoveLie:
		p := m.Premiums()
		c := a.compulsory()
		return a.opening() && p&^a.premiums() == 0 && (c == 0 || p&c != 0)
	case MoveSay:
		v := m.v &^ (255 << 56)
		r := v >> sayRaiseShift // with raisesBad
		named := (r | r>>1 | r>>2) & raisesLow
		return !a.opening() && v&uint64(premiumMask)&^uint64(a) == 0 && v&sayBadPremium == 0 &&
			r&raisesBad == 0 && (r^uint64(a)>>sayRaiseShift)&(named*7) == 0
	}
	return false
}
