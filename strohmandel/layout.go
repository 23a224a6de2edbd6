package strohmandel

import (
	"encoding/binary"
	"math/bits"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
)

// This file is the layout of a State: the only place that knows how its
// fields are packed into bits (the switches of the rules, the piles, the
// play and talk logs, the piles waiting to be replenished). The phase files
// read and write the packed fields through the small methods below, which
// the compiler inlines (`go build -gcflags=-m` lists them as inlinable);
// the card sets and the small counters are plain fields.

// State is the complete state of one deal of Strohmandeln: an immutable
// value of fixed-size fields (card sets, small arrays), so assigning it
// copies it and any number of goroutines may read it. [State.Apply] returns
// a new state and never changes the receiver. The zero value is not a deal
// but counts as one that is over (Done, no legal moves, Apply refuses with
// tarock.ErrGameOver); use [NewGame].
//
// Seats: [tarock.Forehand] (seat 0) is the non-dealer, [Dealer] (seat 1)
// the dealer (doc/strohmandel.md §2).
type State struct {
	// State embeds turn, which holds all that AppendLegalMoves reads, so
	// that it copies 40 bytes, not the whole state; Done and ToMove read
	// the four bytes of turn's stage and copy nothing. The rules are an
	// interned pointer. The whole state is 152 bytes, every one of them
	// copied into and out of Apply on every move (TestSizes guards the
	// sizes).
	turn
	tops  [Players]deck.Set // face-up tops of each seat's piles
	talk  talkLog           // the moves other than plays, in order
	plays playLog           // every card played, with its seat and call, in order
	rules *Rules            // interned: equal rules share one copy, never modified
	piles [Players][PilesPerPlayer]strawman
}

// turn is the part of a [State] that says whose turn it is and what he may
// do: the phase, the seat to move, the cards he may play, and all else the
// legal moves depend on (the hands, the announcements, the switches of the
// rules in opts).
type turn struct {
	// legal is the legal-move description of the play phase: the cards
	// the seat to move may play. It is empty in every other phase, whose
	// legal moves follow from the hands, the announcements and the
	// switches of the rules and are not stored.
	legal deck.Set
	hand  [Players]deck.Set // each seat's hand, face-up tops not included
	stage
	declarer  tarock.Seat
	kontra    KontraLevel
	reTurn    bool // forehand, the declarer, answers the dealer's Kontra
	topschin  bool // the seat to lead called Ross on XVII and won that trick (doc/strohmandel.md §6 notes)
	announced [Players]Announcement
	nplays    uint8
	pending   pileSet // the piles whose top was played in the trick in progress
}

// stage is the phase, the seat to move, the game and the switches of the
// rules: four bytes that the compiler keeps in registers, so that Done and
// ToMove, declared on it, copy nothing.
type stage struct {
	phase    Phase
	toMove   tarock.Seat
	contract Contract
	opts     ruleOpts
}

// ruleOpts holds the switches of the rules that the legal moves depend on,
// so that a turn need not hold the whole Rules.
type ruleOpts uint8

const (
	optThrowIn     ruleOpts = 1 << iota // ThrowInNoTarock
	optTrullInHand                      // TrullMode = TrullHandAnnounced
	optTrullTricks                      // TrullMode = TrullTricks
	optRostopschin                      // Rostopschin
	optTirol                            // Announcements = AnnouncementsTirol
	optBirdPagat                        // Birds has BirdPagat
	optKontra                           // Kontra
	// optLive is set in every State that NewGame made, so that the zero
	// State counts as a finished deal, not one waiting for forehand.
	optLive
)

// on reports whether any of the switches x is on.
func (o ruleOpts) on(x ruleOpts) bool { return o&x != 0 }

// live reports whether the stage belongs to a State that NewGame made (the
// zero State is not a game).
func (s stage) live() bool { return s.opts.on(optLive) }

// liveOpts returns the switches of r with optLive, as NewGame sets them.
func liveOpts(r *Rules) ruleOpts { return optsOf(r) | optLive }

// optsOf returns the switches of r that the legal moves depend on.
func optsOf(r *Rules) ruleOpts {
	var o ruleOpts
	for _, x := range [...]struct {
		on  bool
		opt ruleOpts
	}{
		{r.ThrowInNoTarock, optThrowIn},
		{r.TrullMode == TrullHandAnnounced, optTrullInHand},
		{r.TrullMode == TrullTricks, optTrullTricks},
		{r.Rostopschin, optRostopschin},
		{r.Announcements == AnnouncementsTirol, optTirol},
		{r.Birds.Has(BirdPagat), optBirdPagat},
		{r.Kontra, optKontra},
	} {
		if x.on {
			o |= x.opt
		}
	}
	return o
}

// pileSet is a set of piles of both seats, pile p of seat k as bit
// PilesPerPlayer·k + p.
type pileSet uint8

// with returns v with pile p of seat added.
func (v pileSet) with(seat tarock.Seat, p int) pileSet {
	return v | 1<<(PilesPerPlayer*uint(seat&1)+uint(p))
}

// from returns v with the seats counted from w: w's piles as those of seat
// 0, the other seat's as those of seat 1. It has no branch on w.
func (v pileSet) from(w tarock.Seat) pileSet {
	swap := -pileSet(w & 1)
	return v&^swap | (v>>PilesPerPlayer|v&7<<PilesPerPlayer)&swap
}

// first returns the seat and the pile of the lowest pile in v, which must
// not be empty.
func (v pileSet) first() (tarock.Seat, uint) {
	i := uint(bits.TrailingZeros8(uint8(v)))
	return tarock.Seat(i / PilesPerPlayer), i % PilesPerPlayer
}

// rest returns v without its lowest pile.
func (v pileSet) rest() pileSet { return v & (v - 1) }

// strawman is a pile as a [State] keeps it, in 4 bytes: the four dealt
// cards and how many have left the pile. cards[i] holds card i in its low
// six bits and two bits of card 3 (the last card) in its high two. A pile
// of three (doc/strohmandel.md §11.1.3) has no card at position 0 (63 in
// its six bits) and starts with taken 1, as a pile of four whose top has
// left it, so that the last card of every pile is at position 3. Whether
// the top is face up is not stored: it is when the card at position taken
// is among the State's face-up tops, as a card is in one place only.
type strawman struct {
	cards [3]uint8
	taken uint8
}

func newStrawman(c [PileSize]deck.Card) strawman {
	var p strawman
	for i := range p.cards {
		p.cards[i] = uint8(c[i]&63) | uint8(c[3]>>(2*i)&3)<<6
	}
	return p
}

// shortenPiles starts piles 1 and 2 of both seats as piles of three, with
// taken 1 (doc/strohmandel.md §11.1.3); NewGame calls it for the 40-card
// pack only, so that the 54-card deal keeps its path.
func (s *State) shortenPiles() {
	for seat := range Players {
		for p := 1; p < PilesPerPlayer; p++ {
			s.piles[seat][p].taken = 1
		}
	}
}

// card returns the card at position i (0 = top as dealt); i is taken
// modulo PileSize.
func (p strawman) card(i uint8) deck.Card {
	if i %= PileSize; i < PileSize-1 {
		return deck.Card(p.cards[i] & 63)
	}
	return deck.Card(p.cards[0]>>6 | p.cards[1]>>6<<2 | p.cards[2]>>6<<4)
}

// all returns the four cards as dealt, top first, without a branch.
func (p strawman) all() (c0, c1, c2, c3 deck.Card) {
	b0, b1, b2 := p.cards[0], p.cards[1], p.cards[2]
	return deck.Card(b0 & 63), deck.Card(b1 & 63), deck.Card(b2 & 63), deck.Card(b0>>6 | b1>>6<<2 | b2>>6<<4)
}

// topCard returns the card at position min(taken, PileSize-2): the face-up
// top of a pile that has one (a face-up top is never a pile's last card),
// and a card no longer in the pile when it is empty.
func (p *strawman) topCard() deck.Card {
	return deck.Card(p.cards[min(p.taken, PileSize-2)] & 63)
}

// Order returns the four cards as dealt, top first.
func (p strawman) Order() [PileSize]deck.Card {
	return [PileSize]deck.Card{p.card(0), p.card(1), p.card(2), p.card(3)}
}

// faceUpBit marks a face-up card in Pile.cards.
const faceUpBit = 0x80

// noCard is what Pile.cards holds at a position without a card (position 0
// of a pile of three, doc/strohmandel.md §11.1.3; every position of a pile
// of no cards): the six bits a strawman keeps of deck.NoCard, without
// faceUpBit, so that a Pile has one form that == compares.
const noCard = deck.NoCard & 63

// card returns the card at position i (0 = top as dealt); i is taken
// modulo PileSize.
func (p Pile) card(i uint8) deck.Card { return p.cards[i%PileSize] &^ faceUpBit }

// faceUp reports whether the pile has a face-up top.
func (p Pile) faceUp() bool { return p.taken < PileSize && p.cards[p.taken%PileSize]&faceUpBit != 0 }

// turnUp lays the pile's top card face up; the pile must not be empty.
func (p *Pile) turnUp() { p.cards[p.taken%PileSize] |= faceUpBit }

// playLog is the sequence of the cards played, one byte each: the card in
// the low six bits, the seat that played it in bit 6, and in bit 7 whether
// the play made its card's call (a legal play makes at most one, the one
// callOf names). Entries past the number played are zero.
type playLog [deck.NumCards]uint8

func (l *playLog) at(k int) deck.Card { return deck.Card(l[k] & 63) }

func (l *playLog) seat(k int) tarock.Seat { return tarock.Seat(l[k] >> 6 & 1) }

func (l *playLog) called(k int) bool { return l[k]&0x80 != 0 }

func (l *playLog) set(k int, c deck.Card, seat tarock.Seat, called bool) {
	b := uint8(c&63) | uint8(seat&1)<<6
	if called {
		b |= 0x80
	}
	l[k] = b
}

// move returns play k as a Move, with its call when it made one.
func (l *playLog) move(k int) Move {
	m := plays[l[k]&63]
	if l[k]&0x80 != 0 {
		m.calls = callOf(m.card)
	}
	return m
}

// anyCalled reports whether some play made a call.
func (l *playLog) anyCalled() bool {
	const high = 0x8080808080808080
	var or uint64
	for i := 0; i+8 <= len(l); i += 8 {
		or |= binary.LittleEndian.Uint64(l[i:])
	}
	for _, b := range l[len(l)&^7:] {
		or |= uint64(b)
	}
	return or&high != 0
}

// maxTalk bounds the moves other than card plays in one deal: at most two
// take-up decisions, three announcements, Kontra, Re and three Ready.
const maxTalk = 16

// talkLog is the sequence of the moves other than card plays, four bits
// each (see talkCode), the first in the low bits. A code is never zero, so
// the log's length is the number of its nonzero nibbles.
type talkLog uint64

// talkCode returns the four-bit code of a non-play move: its kind for a
// move without parameters, 5 for Kontra, 6 for Re, or 9, 10 or 11 for the
// three announcements.
func talkCode(m Move) uint64 {
	switch m.kind {
	case MoveAnnounce:
		return 9 + uint64(bits.TrailingZeros8(m.arg))
	case MoveDouble:
		return 4 + uint64(m.arg&3)
	}
	return uint64(m.kind & 15)
}

// talkMoves[code] is the move of each four-bit code of talkCode.
var talkMoves = [16]Move{
	1: ThrowIn(), 2: Continue(), 3: TakeUp(), 4: Pass(),
	5: Double(LevelKontra), 6: Double(LevelRe), 7: Ready(),
	9: Announce(AnnouncePagatUltimo), 10: Announce(AnnounceTrull), 11: Announce(AnnounceKingsTrull),
}

func (l talkLog) len() int { return (bits.Len64(uint64(l)) + 3) / 4 }

func (l talkLog) at(i int) Move { return talkMoves[l>>(4*uint(i))&15] }

// add appends m; a full log (maxTalk moves, more than a deal can have) is
// left as it is.
func (l *talkLog) add(m Move) {
	if n := l.len(); n < maxTalk {
		*l |= talkLog(talkCode(m) << (4 * uint(n)))
	}
}
