package koenigrufen

import (
	"encoding/binary"
	"math/bits"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
)

// The layout of the fields of the play (see layout.go): the only place
// besides layout.go and layout_announce.go that knows how the State packs
// them.

// ---- the play: fields ----
//
// The plays (plays, nPlays), the winner of each completed trick
// (winners) and the play mode (head.mode). The trick in progress, the
// last trick, the tricks and the cards each seat won follow from them.
//
// plays holds card i of the deal in bits 6i to 6i+5, counted from the
// lowest bit of byte 0: the four cards of trick t are the 24 bits of
// bytes 3t to 3t+2 (a trick word, trickCards), the first played lowest.
// One byte more lets the last trick be read as a 32-bit word.

// playBytes is the size of plays.
const playBytes = numPlays*6/8 + 1

// playAt returns the i-th card played (i < nPlays).
func (s *State) playAt(i int) deck.Card { return cardOf(s.trickCards(i/numSeats), i%numSeats) }

// setPlay records card c as the i-th card played.
func (s *State) setPlay(i int, c deck.Card) {
	t, k := i/numSeats, 6*(i%numSeats)
	s.setTrickCards(t, s.trickCards(t)&^(63<<k)|uint32(c&63)<<k)
}

// trickWord returns the four bytes of plays from the first of trick t
// (from 0 to 11): its three bytes and the first of the next trick.
func (s *State) trickWord(t int) *[4]byte { return (*[4]byte)(s.plays[3*t : 3*t+4]) }

// trickCards returns the cards of trick t (from 0 to 11), six bits each,
// the first played lowest; unplayed cards are 0.
func (s *State) trickCards(t int) uint32 {
	return binary.LittleEndian.Uint32(s.trickWord(t)[:]) & (1<<24 - 1)
}

// addToTrick records card c at place j (0–3, still empty) of trick t
// (from 0 to 11) and returns the trick's cards.
func (s *State) addToTrick(t, j int, c deck.Card) uint32 {
	b := s.trickWord(t)[:]
	w := binary.LittleEndian.Uint32(b) | uint32(c&63)<<(6*j&31)
	binary.LittleEndian.PutUint32(b, w)
	return w & (1<<24 - 1)
}

// setTrickCards sets the cards of trick t (from 0 to 11) to w.
func (s *State) setTrickCards(t int, w uint32) {
	b := s.trickWord(t)[:]
	binary.LittleEndian.PutUint32(b, binary.LittleEndian.Uint32(b)&^(1<<24-1)|w&(1<<24-1))
}

// trickSet returns the cards of the trick word w as a set.
func trickSet(w uint32) deck.Set {
	return cardBit[w&63] | cardBit[w>>6&63] | cardBit[w>>12&63] | cardBit[w>>18&63]
}

// cardOf returns card j (0–3) of trick word w.
func cardOf(w uint32, j int) deck.Card { return deck.Card(w >> (6 * j & 31) & 63) }

// playMode says how the play of the deal runs; startPlay sets it. The bits
// 0–3 are the birds (the Pagat first) reserved by an announcement for
// their trick, playKing that the called king is reserved
// (doc/koenigrufen.md §8.6), playStandard that the obligations are
// tarock.Standard (apply), with playKaiserstich beside it when only a
// Kaiserstich is added to them, and playMustBeat that they are
// tarock.Trischaken (State.playMustBeat), so that the legal plays and the
// trick winner take the short way.
type playMode uint8

const (
	playKing        playMode = 1 << 4
	playMustBeat    playMode = 1 << 5
	playKaiserstich playMode = 1 << 6
	playStandard    playMode = 1 << 7
)

// reserving returns m with the birds of birds (cards Pagat … Quapil)
// reserved for their tricks, and the called king for the last when king.
func (m playMode) reserving(birds deck.Set, king bool) playMode {
	m |= playMode(birds & 15)
	if king {
		m |= playKing
	}
	return m
}

// standard, kaiserstich and mustBeat report the flags playStandard,
// playKaiserstich and playMustBeat.
func (m playMode) standard() bool    { return m&playStandard != 0 }
func (m playMode) kaiserstich() bool { return m&playKaiserstich != 0 }
func (m playMode) mustBeat() bool    { return m&playMustBeat != 0 }

// playMoves returns the description of the legal moves of PhasePlay: a
// play of each card of cards (legalMoves.plays).
func playMoves(cards deck.Set) legalMoves { return legalMoves(cards) }

// reserved returns the cards reserved for a trick of their own.
func (s *State) reserved() deck.Set {
	r := deck.Set(s.mode & 15)
	if s.mode&playKing != 0 && s.called < deck.NumCards {
		r = r.With(s.called)
	}
	return r
}

// trickWinner returns the seat that won completed trick t (from 0).
func (s *State) trickWinner(t int) tarock.Seat { return tarock.Seat(s.winners >> (2 * t & 31) & 3) }

// wonTrick records that seat w won trick t (from 0).
func (s *State) wonTrick(t int, w tarock.Seat) {
	s.winners |= uint32(w&3) << (2 * t & 31)
}

// tricksWon returns the number of tricks seat p won: the completed tricks
// whose two bits in winners are p.
func (s *State) tricksWon(p tarock.Seat) int {
	x := ^(s.winners ^ uint32(p&3)*0x55555555) // 11 where the winner is p
	x &= x >> 1 & 0x55555555
	return bits.OnesCount32(x & (1<<(2*(s.nPlays/numSeats)&31) - 1))
}

// trickLeader returns the seat that led trick t (from 0).
func (s *State) trickLeader(t int) tarock.Seat {
	if t == 0 {
		return s.firstLeader()
	}
	return s.trickWinner(t - 1)
}

// trickOf returns trick t (from 0) as far as it was played.
func (s *State) trickOf(t int) tarock.Trick {
	tr := tarock.NewTrick(s.trickLeader(t), numSeats)
	for i := numSeats * t; i < numSeats*(t+1) && i < int(s.nPlays); i++ {
		tr, _ = tr.Play(s.playAt(i))
	}
	return tr
}

// currentTrick returns the trick in progress: empty between tricks and
// outside the play.
func (s *State) currentTrick() tarock.Trick {
	if s.phase != PhasePlay && s.nPlays == 0 {
		return tarock.NewTrick(tarock.Forehand, numSeats)
	}
	return s.trickOf(int(s.nPlays) / numSeats)
}

// lastTrick returns the last completed trick (empty before the first).
func (s *State) lastTrick() tarock.Trick {
	n := int(s.nPlays) / numSeats
	if n == 0 {
		return tarock.NewTrick(tarock.Forehand, numSeats)
	}
	return s.trickOf(n - 1)
}

// placeOf returns the place (0–3) of card c in the trick word w of a
// completed trick, or 4 when c is not in it: the lowest six-bit field of
// w equal to c.
func placeOf(w uint32, c deck.Card) int {
	const ones, highs = 0x041041, 0x820820
	x := w ^ ones*uint32(c&63)
	z := (x - ones) &^ x & highs
	if z == 0 {
		return numSeats
	}
	return bits.TrailingZeros32(z) / 6
}

// wonCards returns the cards each seat won in tricks (in Trischaken with
// the talon cards given to the tricks).
func (s *State) wonCards() (won [numSeats]deck.Set) {
	n := int(s.nPlays) / numSeats
	for t := range n {
		w := s.trickCards(t)
		won[s.trickWinner(t)] |= trickSet(w)
	}
	if s.contract == Trischaken {
		for t := range n {
			won[s.trickWinner(t)] |= s.trischakenTalon(t + 1)
		}
	}
	return won
}
