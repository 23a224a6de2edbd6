package tapp

import (
	"math/bits"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
)

// This file is the layout of a State: the only place that knows how its
// fields are packed. The phase files (auction.go, talon.go, discard.go,
// announcements.go, kontra.go, play.go) read and write a State through the
// small methods below, which the compiler inlines.

// Bounds of the fixed-size histories of a State. An auction has at most 5
// raises, 2 holds per level, 3 passes and the Solo take-over (19 moves); the
// Kontra phase at most 3 Kontras, 3 Res, 3 Subs and 5 passes. The logs hold
// 21 auction moves of 3 bits in a uint64 and 16 Kontra-phase moves of 2
// bits in a uint32.
const (
	maxAuction = 21
	maxKontra  = 16
	numPlays   = 48 // the plays of the 54-card pack, the largest (doc/design.md §10)
)

// endReason says how a finished deal ended.
type endReason uint8

const (
	endNone       endReason = iota
	endPlayed               // every trick played
	endAllPass              // all passed, thrown in (AllPassRedeal)
	endRauben               // all passed, thrown in (AllPassRauben)
	endTapper               // the Tapper stood: not played, forehand paid
	endNoTarock             // a hand without tarock, thrown in (RedealNoTarock)
	endTrischaken           // Trischaken played out
)

// State is one moment of a deal of Tapp Tarock: an immutable value. All its
// fields are fixed-size (card sets are deck.Set, histories fixed arrays),
// apart from one pointer to a private, never modified copy of the Rules, so
// assigning a State copies it and any number of goroutines may use one
// State at once. [State.Apply] returns a new State and never changes the
// receiver. The zero State is not a game but counts as a finished one (Done,
// no legal moves, Apply refuses with tarock.ErrGameOver); use [NewGame].
//
// A State knows every card; [State.Observation] is what one seat may see.
type State struct {
	// The fields are packed into 128 bytes: every user of the package
	// copies a State at least once per move. The head comes first and is
	// small enough for the compiler to keep in registers, so that the
	// methods declared on it (AppendLegalMoves, Done, ToMove, Phase, …)
	// read a few fields instead of copying the whole State as a value
	// receiver would.
	head
	hands  [3]deck.Set
	aucLog uint64           // the auction moves, aucCode of move i at bits 3i
	plays  [numPlays]played // every card played, in order; the trick in progress is the last tn
	konLog uint32           // the Kontra-phase moves, 2 bits each: 0 pass, 1+target a double
	talon  [6]deck.Card
	disc   [3]uint8 // the declarer's discards in card order, each card + 1; 0 where there is none

	nKon  uint8
	bonus uint16 // hand bonus bits (bonusTrull, …) of seat p at bits 3p

	// auction
	level    Contract
	owner    tarock.Seat
	aflags   uint8 // seats that passed (bits 0–2) and that bid a Dreier or more (3–5); aSoloAsk, aDuel
	aturn    uint8 // seats that have had a turn (bits 0–2); ImmediateHolding: the entry turn (3–4)
	duelists uint8 // ImmediateHolding: senior (bits 0–1) and junior (2–3) of the duel

	taken  uint8 // talon positions the declarer took (bits 0–5) and how (6–7: Lower, Upper, takeCards)
	ann    uint8 // the announcements (bits 0–1) and the Kontra step (2–4)
	kontra uint8 // the Kontra level of target t at bits 2t
}

// head is the start of a State: at most four fields of at most 32 bytes in
// all (nested structs included), the shape the compiler keeps in registers.
// It holds all that AppendLegalMoves reads: legal describes the legal moves
// of the phase (see legalMoves).
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
	tn     uint8 // cards in the trick in progress
}

// outline is what the auction decided and how the deal ended.
type outline struct {
	end      endReason
	contract Contract
	declarer tarock.Seat
	nAuc     uint8
}

// only returns the set holding card c alone, for a card of the pack.
func only(c deck.Card) deck.Set { return 1 << (c & 63) }

// ---- the auction: aflags, aturn, duelists, aucLog ----

// Auction flags.
const (
	aSoloAsk = 1 << 6 // SoloHoldable1821: forehand is asked to hold a Solo
	aDuel    = 1 << 7 // ImmediateHolding: a duel is under way
)

// Auction log codes: pass, hold, or aucBid+contract for a bid.
const (
	aucPass = 0
	aucHold = 1
	aucBid  = 2
)

func bit(p tarock.Seat) uint8 { return 1 << p }

func (s *State) passed() uint8       { return s.aflags & 7 }
func (s *State) hasBid() uint8       { return s.aflags >> 3 & 7 }
func (s *State) soloAsk() bool       { return s.aflags&aSoloAsk != 0 }
func (s *State) duel() bool          { return s.aflags&aDuel != 0 }
func (s *State) spoken() uint8       { return s.aturn & 7 }
func (s *State) entry() uint8        { return s.aturn >> 3 }
func (s *State) senior() tarock.Seat { return tarock.Seat(s.duelists & 3) }
func (s *State) junior() tarock.Seat { return tarock.Seat(s.duelists >> 2) }

func (s *State) setPassed(p tarock.Seat) { s.aflags |= bit(p) }
func (s *State) setHasBid(p tarock.Seat) { s.aflags |= bit(p) << 3 }
func (s *State) setSpoken(p tarock.Seat) { s.aturn |= bit(p) }
func (s *State) setSoloAsk()             { s.aflags |= aSoloAsk }

// setEntry sets the entry turn of the ImmediateHolding auction.
func (s *State) setEntry(e uint8) { s.aturn = s.aturn&7 | e<<3 }

// startDuel records a duel of ImmediateHolding between senior and junior.
func (s *State) startDuel(senior, junior tarock.Seat) {
	s.aflags |= aDuel
	s.duelists = uint8(senior) | uint8(junior)<<2
}

// endDuel ends a duel.
func (s *State) endDuel() {
	s.aflags &^= aDuel
	s.duelists = 0
}

// clearSoloAsk ends the question to forehand about a Solo.
func (s *State) clearSoloAsk() { s.aflags &^= aSoloAsk }

// logAuction appends auction move m (pass, hold or bid) to the log. A bid
// is logged by its step on the ladder (Tapper 1 … Solo 5), which fits in
// three bits on every ladder: Zweier and Einer share the codes of Unterer
// and Oberer, which their ladder does not have.
func (s *State) logAuction(m Move) {
	var code uint64
	switch m.kind() {
	case MoveHold:
		code = aucHold
	case MoveBid:
		code = aucBid + uint64(ladderStep[m.arg()&15])
	}
	if s.nAuc < maxAuction {
		s.aucLog |= code << (3 * s.nAuc)
		s.nAuc++
	}
}

// ladderStep is the step of each contract that can be bid, for the log.
var ladderStep = [16]uint8{Tapper: 1, Dreier: 2, Unterer: 3, Oberer: 4, Zweier: 3, Einer: 4, Solo: 5}

// auctionMove returns the i-th auction move of the log.
func (s *State) auctionMove(i uint8) Move {
	switch code := uint8(s.aucLog >> (3 * i) & 7); code {
	case aucPass:
		return Pass()
	case aucHold:
		return Hold()
	default:
		c := Contract(code - aucBid)
		switch {
		case c == 5:
			c = Solo
		case (c == Unterer || c == Oberer) && s.rules.Ladder == Ladder1821Pack42:
			c += Zweier - Unterer
		}
		return Bid(c)
	}
}

// ---- the talon: taken ----

const takeCards = 2 // tookHalf when single cards were taken (TalonCardCount)

func (s *State) takenPos() uint8 { return s.taken & 0x3f }
func (s *State) tookHalf() uint8 { return s.taken >> 6 }

// setTakenHalf records that the declarer took half h: all of it, or under
// Ladder1821Pack42 its top two (Zweier) or top card (Einer).
func (s *State) setTakenHalf(h Half) { s.taken = uint8(h)<<6 | takePos(s.contract, h) }

// setTakenCards records that the declarer took the single talon cards at
// the positions (bits 0–5) of pos.
func (s *State) setTakenCards(pos uint8) { s.taken = takeCards<<6 | pos&0x3f }

// halfPos returns the talon positions (bits 0–5) of half h.
func halfPos(h Half) uint8 { return 0b111 << (3 * (h & 1)) }

// takePos returns the talon positions (bits 0–5) the declarer of contract
// c takes with half h (doc/tapp.md §11.1.3, §11.1.4): the top two of the
// upper half, positions 4 and 5, in a Zweier, the top card, position 5,
// in an Einer, and the whole half otherwise.
func takePos(c Contract, h Half) uint8 {
	switch c {
	case Zweier:
		return 0b110000
	case Einer:
		return 0b100000
	}
	return halfPos(h)
}

// talonCards returns the talon cards at the positions (bits 0–5) of pos.
func (s *State) talonCards(pos uint8) deck.Set {
	var t deck.Set
	for i, c := range s.talon {
		if pos&(1<<i) != 0 {
			t |= only(c)
		}
	}
	return t
}

// talonPos returns the talon positions (bits 0–5) of the cards of set.
func (s *State) talonPos(set deck.Set) uint8 {
	var pos uint8
	for i, c := range s.talon {
		if set.Has(c) {
			pos |= 1 << i
		}
	}
	return pos
}

func (s *State) talonTaken() deck.Set { return s.talonCards(s.takenPos()) }
func (s *State) talonLeft() deck.Set  { return s.talonCards(^s.takenPos() & 0x3f) }

// ---- the discard: disc ----

// discards returns the declarer's discards.
func (s *State) discards() deck.Set {
	var d deck.Set
	for _, c := range s.disc {
		d |= 1 << c
	}
	return d >> 1 // card c is at bit c+1; bit 0 marks the empty slots
}

// setDiscards records the declarer's discards d (at most three cards).
func (s *State) setDiscards(d deck.Set) {
	v := uint64(d & deck.FullPack)
	for k := range s.disc {
		if v != 0 {
			s.disc[k] = uint8(bits.TrailingZeros64(v)) + 1
			v &= v - 1
		}
	}
}

// ---- hand bonuses: bonus ----

// Hand bonus bits.
const (
	bonusTrull uint8 = 1 << iota
	bonusKings
	bonusHeads
)

func (s *State) bonusOf(p tarock.Seat) uint8 { return uint8(s.bonus>>(3*p)) & 7 }

// setBonus sets the hand bonus bits of seat p to b.
func (s *State) setBonus(p tarock.Seat, b uint8) {
	s.bonus = s.bonus&^(7<<(3*p)) | uint16(b&7)<<(3*p)
}

// clearBonuses removes every hand bonus (a Tapper, Trischaken).
func (s *State) clearBonuses() { s.bonus = 0 }

// ---- announcements and Kontra: ann, kontra, konLog ----

func (s *State) announced() Announcement { return Announcement(s.ann & 3) }

// setAnnounced records the declarer's announcements a.
func (s *State) setAnnounced(a Announcement) { s.ann = s.ann&^3 | uint8(a&3) }

// kstep returns the step of the Kontra phase: 0 and 1 the defenders'
// Kontras, 2 the declarer's Re, 3 and 4 the defenders' Subs, 5 over.
func (s *State) kstep() uint8 { return s.ann >> 2 }

// nextKontraStep moves the Kontra phase on by one step.
func (s *State) nextKontraStep() { s.ann += 1 << 2 }

func (s *State) kontraOf(t KontraTarget) KontraLevel {
	return KontraLevel(s.kontra >> (2 * t) & 3)
}

// setKontra sets the Kontra level of target t.
func (s *State) setKontra(t KontraTarget, l KontraLevel) {
	s.kontra = s.kontra&^(3<<(2*t)) | uint8(l&3)<<(2*t)
}

func (s *State) kontraLevels() [NumTargets]KontraLevel {
	return [NumTargets]KontraLevel{s.kontraOf(TargetGame), s.kontraOf(TargetPagatUltimo), s.kontraOf(TargetValat)}
}

// logKontra appends a Kontra-phase move to the log: a pass, or a double of
// target t when doubled.
func (s *State) logKontra(t KontraTarget, doubled bool) {
	var e uint32
	if doubled {
		e = uint32(t) + 1
	}
	if s.nKon < maxKontra {
		s.konLog |= e << (2 * s.nKon)
		s.nKon++
	}
}

// kontraMove returns the i-th Kontra-phase move of the log: the target
// doubled, or false for a pass.
func (s *State) kontraMove(i uint8) (KontraTarget, bool) {
	e := s.konLog >> (2 * i) & 3
	return KontraTarget(e - 1), e != 0
}

// ---- the play: plays ----

// played is one card played, as the State records it. The play that completes
// a trick also records the trick's winner: the card in bits 0–5 and in bits
// 6–7 the position (0, 1 or 2) of the card that won the trick, so that the
// tricks are tallied without being judged again.
type played uint8

const wonShift = 6

// card returns the card played.
func (p played) card() deck.Card { return deck.Card(p & 63) }

// set returns the set holding the card played.
func (p played) set() deck.Set { return 1 << (p & 63) }

// winner returns the position (0–2) of the winning card of the trick that
// p completed.
func (p played) winner() int { return int(p >> wonShift) }

// playedOf returns the record of card c played, not completing a trick.
func playedOf(c deck.Card) played { return played(c) }

// trickEnd returns the record of card c played to complete a trick won by
// the card at position w.
func trickEnd(c deck.Card, w int) played { return played(c) | played(w)<<wonShift }

// wonBy returns the position (0–2) of the winning card of the trick whose
// third card is plays[i].
func (s *State) wonBy(i int) int { return s.plays[i].winner() }

// ---- the dummy stack: hands[2], plays ----

// In the dummy game (doc/tapp.md §11.2) hands[2] holds the cards left in
// the dummy stack, and the dummy's order is laid into the plays at the
// deal: the card the winner of trick i takes waits in plays[3i+2], the
// slot it fills as the third card of that trick, which records the
// trick's winner (0 or 1, the leader or the other seat) as in the game
// for three.

// layDummy lays the dummy's order, top first, into the plays.
func (s *State) layDummy(order [16]deck.Card) {
	for i, c := range order {
		s.plays[3*i+2] = playedOf(c)
	}
}

// dummyOrder returns the dummy's order as dealt, top first.
func (s *State) dummyOrder() (order [16]deck.Card) {
	for i := range order {
		order[i] = s.plays[3*i+2].card()
	}
	return order
}

// dummyTop returns the dummy's top card while the second card of a trick
// is the next play, plays[nPlays].
func (s *State) dummyTop() deck.Card { return s.plays[s.nPlays+1].card() }

// ---- the legal moves: head.legal ----

// legalMoves describes the legal moves of the seat to act; what it holds
// depends on the phase, and it is read only through the view of the phase
// in the head: plays, auction, talon, discard, announce or kontra (nothing
// in PhaseDone). Apply writes it, so that AppendLegalMoves reads only the
// head.
type legalMoves uint64

// plays returns the cards the seat to act may play (PhasePlay).
func (l legalMoves) plays() deck.Set { return deck.Set(l) }

// allowsPlay reports whether m is the play of a card of plays(): one bit
// test, which a move of another kind or a payload of 64 or more fails.
func (l legalMoves) allowsPlay(m Move) bool {
	return m.v>>56 == uint64(MovePlay) && uint64(l)>>(m.v&payloadMask)&1 != 0
}

// legalPlays returns the description of legal plays of the cards of v.
func legalPlays(v deck.Set) legalMoves { return legalMoves(v) }

func (l legalMoves) auction() auctionMoves   { return auctionMoves(l) }
func (l legalMoves) talon() talonMoves       { return talonMoves(l) }
func (l legalMoves) discard() discardMoves   { return discardMoves(l) }
func (l legalMoves) announce() announceMoves { return announceMoves(l) }
func (l legalMoves) kontra() kontraMoves     { return kontraMoves(l) }

// auctionMoves are the legal moves of PhaseAuction: a pass, a hold when
// hold reports it, and a bid of each contract c whose bit c is set in
// bids (bits 0–7 the bids, bit 8 the hold).
type auctionMoves uint16

func newAuctionMoves(bids uint8, hold bool) auctionMoves {
	a := auctionMoves(bids)
	if hold {
		a |= 1 << 8
	}
	return a
}

func (a auctionMoves) bids() uint8       { return uint8(a) }
func (a auctionMoves) hold() bool        { return a&(1<<8) != 0 }
func (a auctionMoves) legal() legalMoves { return legalMoves(a) }

// talonMoves are the legal moves of PhaseTalon: the halves the declarer
// may take (bit 0 lower, bit 1 upper) or, under TalonCardCount, the number
// of single cards he takes (bits 2–3), with the six talon cards, 6 bits
// each, from bit 8.
type talonMoves uint64

func newTalonMoves(halves uint8, cards int, talon [6]deck.Card) talonMoves {
	t := talonMoves(halves&3) | talonMoves(cards&3)<<2
	for i, c := range talon {
		t |= talonMoves(c&63) << (8 + 6*i)
	}
	return t
}

func (t talonMoves) legal() legalMoves { return legalMoves(t) }

// halves returns the halves the declarer may take, bit h for half h.
func (t talonMoves) halves() uint8 { return uint8(t & 3) }

// cards returns the number of single talon cards to take, 0 when the
// declarer takes a half.
func (t talonMoves) cards() int { return int(t >> 2 & 3) }

// talon returns the six talon cards in the order laid.
func (t talonMoves) talon() (talon [6]deck.Card) {
	for i := range talon {
		talon[i] = deck.Card(t >> (8 + 6*i) & 63)
	}
	return talon
}

// discardMoves are the legal moves of PhaseDiscard: the declarer's hand
// (bits 0–53) and the number of cards to discard (bits 56–59).
type discardMoves uint64

func newDiscardMoves(hand deck.Set, count int) discardMoves {
	return discardMoves(hand&deck.FullPack) | discardMoves(count&15)<<56
}

func (d discardMoves) legal() legalMoves { return legalMoves(d) }
func (d discardMoves) hand() deck.Set    { return deck.Set(d) & deck.FullPack }
func (d discardMoves) count() int        { return int(d >> 56 & 15) }

// announceMoves are the legal moves of PhaseAnnounce: bit a for each
// Announcement a allowed.
type announceMoves uint8

func (a announceMoves) legal() legalMoves { return legalMoves(a) }

func (a announceMoves) with(x Announcement) announceMoves { return a | 1<<(x&7) }
func (a announceMoves) allows(x Announcement) bool        { return a>>(x&7)&1 != 0 }

// kontraMoves are the legal moves of PhaseKontra besides the pass: at bits
// 3t, 4|level when target t may be doubled to level.
type kontraMoves uint16

func (k kontraMoves) legal() legalMoves { return legalMoves(k) }

func (k kontraMoves) with(t KontraTarget, l KontraLevel) kontraMoves {
	return k | kontraMoves(4|l&3)<<(3*(t&3))
}

// level returns the level to which target t may be doubled, and false when
// it may not.
func (k kontraMoves) level(t KontraTarget) (KontraLevel, bool) {
	e := k >> (3 * (t & 3)) & 7
	return KontraLevel(e & 3), e&4 != 0
}
