package strohmandel

import (
	"fmt"
	"math/bits"
	"slices"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
)

// This file is the play (doc/strohmandel.md §7): the legal cards under the
// obligations (doc/strohmandel.md §7.2; Trischaken doc/strohmandel.md §4.2), the trick winner (doc/strohmandel.md §7.3), the cards
// won, and the hot paths AppendLegalMoves and Apply of a card play.

// Won returns the cards in seat's tricks.
func (s State) Won(seat tarock.Seat) deck.Set {
	if seat >= Players {
		return 0
	}
	return s.wonSets()[seat]
}

// wonSets returns the cards in each seat's tricks. They are not stored, as
// the play log gives them: the winner of a trick is the seat that leads the
// next one, and the last complete trick is decided from its cards.
func (s *State) wonSets() [Players]deck.Set {
	var won [Players]deck.Set
	n := int(s.nplays)
	for k := 0; k+1 < n; k += 2 {
		var w tarock.Seat
		if k+2 < n {
			w = s.plays.seat(k + 2)
		} else {
			w = s.trickWinner(k / 2)
		}
		won[w&1] |= 1<<s.plays.at(k) | 1<<s.plays.at(k+1)
	}
	return won
}

// trickWinner returns the seat that won the complete trick t (0-based):
// the leader, unless the second card beats the card led
// (doc/strohmandel.md §7.3). The winners are not stored, as the play log
// gives them.
func (s *State) trickWinner(t int) tarock.Seat {
	led, second := s.plays.at(2*t), s.plays.at(2*t+1)
	return s.plays.seat(2*t) ^ beats(led, second)
}

// TricksPlayed returns the number of completed tricks.
func (s State) TricksPlayed() int { return int(s.nplays) / 2 }

// CurrentTrick returns the trick in progress; it is empty between tricks
// and outside the play phase.
func (s State) CurrentTrick() tarock.Trick { return s.currentTrick() }

// currentTrick rebuilds the trick in progress from the play log: the trick
// is not stored, as it is the last card played when their number is odd.
func (s *State) currentTrick() tarock.Trick {
	if s.nplays%2 == 1 {
		k := int(s.nplays) - 1
		t, _ := tarock.NewTrick(s.playSeat(k), Players).Play(s.plays.at(k))
		return t
	}
	leader := tarock.Forehand
	if s.phase == PhasePlay {
		leader = s.toMove
	}
	return tarock.NewTrick(leader, Players)
}

// ledCard returns the card that leads the trick in progress, or false
// between tricks.
func (s *State) ledCard() (deck.Card, bool) {
	if s.nplays%2 == 1 {
		return s.plays.at(int(s.nplays) - 1), true
	}
	return 0, false
}

// playSeat returns the seat that played plays[k].
func (s *State) playSeat(k int) tarock.Seat { return s.plays.seat(k) }

// Obligations returns the play obligations: follow suit, else play a
// tarock (doc/strohmandel.md §7.2); in Trischaken [tarock.Trischaken]: also
// must beat, and the Pagat only as the last tarock (doc/strohmandel.md §4.2).
func (s State) Obligations() tarock.Obligations {
	if s.contract == Trischaken {
		return tarock.Trischaken
	}
	return tarock.Standard
}

// beaters[c] is the set of cards that beat the led card c
// (doc/strohmandel.md §7.3): the higher cards of its suit, and every
// tarock when c is a suit card. The table has 64 entries (those past the
// pack empty) so that an index masked to six bits needs no bounds check.
var beaters = func() (b [64]deck.Set) {
	for c := range deck.Card(deck.NumCards) {
		for x := range deck.Card(deck.NumCards) {
			if x.Beats(c) {
				b[c] |= 1 << x
			}
		}
	}
	return b
}()

// beats returns 1 when c beats the led card (doc/strohmandel.md §7.3), 0
// when it does not: the seat that wins a trick of two counted from the
// leader.
func beats(led, c deck.Card) tarock.Seat {
	return tarock.Seat(beaters[led&63] >> (c & 63) & 1)
}

// follow[c] is the set of cards that follow the led card c: the tarocks for
// a tarock, the cards of its suit for a suit card (64 entries, as beaters).
var follow = func() (f [64]deck.Set) {
	for c := range deck.Card(deck.NumCards) {
		f[c] = c.Suit().Cards()
	}
	return f
}()

// legalCards computes the cards the seat to move may play now
// (doc/strohmandel.md §7.2; in Trischaken doc/strohmandel.md §4.2).
func (s *State) legalCards() deck.Set {
	seat := s.toMove
	pl := s.hand[seat] | s.tops[seat]
	led, ok := s.ledCard()
	if s.contract == Trischaken {
		return trischakenLegal(pl, led, ok)
	}
	if !ok {
		return pl
	}
	return followLegal(pl, led)
}

// trischakenLegal returns the cards of the playable set pl that
// [tarock.Trischaken] allows in a trick of two, led by the card led when
// following, or to lead: those of followLegal, less the Pagat when another
// tarock is playable, less those that cannot beat the led card when some
// can (doc/strohmandel.md §4.2). It is tarock.LegalPlays(pl, trick,
// tarock.Trischaken) for the two-card trick, without building the trick
// and ranking each card (TestTrischakenLegal compares the two on random
// positions).
func trischakenLegal(pl deck.Set, led deck.Card, following bool) deck.Set {
	f := pl
	if following {
		f = followLegal(pl, led)
	}
	if pl.Tarocks() != 1<<deck.Pagat {
		// The Pagat only as the last tarock: when f holds it, it holds
		// another tarock too.
		f &^= 1 << deck.Pagat
	}
	if b := f & beaters[led&63]; following && b != 0 {
		return b
	}
	return f
}

// followLegal returns the cards of the playable set pl that the standard
// obligations allow in answer to the led card: follow suit, else play a
// tarock, else any (doc/strohmandel.md §7.2; as tarock.LegalPlays with
// tarock.Standard).
func followLegal(pl deck.Set, led deck.Card) deck.Set {
	f := pl & follow[led&63]
	if f == 0 {
		f = pl & deck.Tarocks
	}
	if f == 0 {
		f = pl
	}
	return f
}

// scratchMoves is how far past the moves it appends AppendLegalMoves may
// write into the spare capacity of its buffer.
const scratchMoves = 8

// maxPlayable bounds the cards a seat can play at once: the 27 cards of a
// seat (15 dealt, 12 in his piles) are all he ever holds.
const maxPlayable = deck.NumCards / Players

// plays[c] is Play(c) for each card c: copying a Move from a table is one
// 4-byte load and store, building it field by field is four.
var plays = func() (p [64]Move) {
	for c := range deck.Card(deck.NumCards) {
		p[c] = Play(c)
	}
	return p
}()

// AppendLegalMoves appends the legal moves of the seat to act to dst and
// returns the extended slice; it appends nothing when the deal is over. It
// allocates nothing when dst has room (at most 55 moves). Plays come in
// ascending card order, each card without a call first, then with each call
// it allows.
//
// Like append it leaves dst[:len(dst)] alone and writes only within
// cap(dst); unlike append it may also write into the spare capacity just
// past the moves it appends (up to element len(dst)+7 of the buffer), which
// it uses as scratch for speed: keep nothing there that must survive the
// call.
func (s turn) AppendLegalMoves(dst []Move) []Move {
	if s.phase == PhasePlay {
		if s.opts.on(optTrullInHand | optRostopschin) {
			if calling := s.callCards() & s.legal; calling != 0 {
				return s.appendCalling(dst, calling)
			}
		}
		v, i := s.legal, len(dst)
		if n := bits.OnesCount64(uint64(v)); n <= scratchMoves && cap(dst)-i >= scratchMoves {
			// Eight plays written without a loop, the unused ones into
			// the spare capacity: how many cards a seat may play is
			// unpredictable, and a loop would mispredict its exit on
			// almost every call.
			out := (*[scratchMoves]Move)(dst[i : i+scratchMoves])
			x0 := uint64(v)
			x1 := x0 & (x0 - 1)
			x2 := x1 & (x1 - 1)
			x3 := x2 & (x2 - 1)
			x4 := x3 & (x3 - 1)
			x5 := x4 & (x4 - 1)
			x6 := x5 & (x5 - 1)
			x7 := x6 & (x6 - 1)
			out[0] = plays[bits.TrailingZeros64(x0)&63]
			out[1] = plays[bits.TrailingZeros64(x1)&63]
			out[2] = plays[bits.TrailingZeros64(x2)&63]
			out[3] = plays[bits.TrailingZeros64(x3)&63]
			out[4] = plays[bits.TrailingZeros64(x4)&63]
			out[5] = plays[bits.TrailingZeros64(x5)&63]
			out[6] = plays[bits.TrailingZeros64(x6)&63]
			out[7] = plays[bits.TrailingZeros64(x7)&63]
			return dst[:i+n]
		}
		// One play per legal card, written into dst's room; a hand and the
		// tops hold at most maxPlayable cards.
		if cap(dst)-i < maxPlayable {
			dst = slices.Grow(dst, bits.OnesCount64(uint64(v)))
		}
		dst = dst[:cap(dst)]
		for ; v != 0; v &= v - 1 {
			dst[i] = plays[bits.TrailingZeros64(uint64(v))&63]
			i++
		}
		return dst[:i]
	}
	if !s.live() {
		return dst
	}
	return s.appendTalkMoves(dst)
}

// appendCalling appends the legal plays when some legal cards, calling, may
// carry a call: each card without a call, then those with their call.
func (s *turn) appendCalling(dst []Move, calling deck.Set) []Move {
	v, i := s.legal, len(dst)
	dst = slices.Grow(dst, bits.OnesCount64(uint64(v))+bits.OnesCount64(uint64(calling)))
	dst = dst[:cap(dst)]
	for ; v != 0; v &= v - 1 {
		c := deck.Card(bits.TrailingZeros64(uint64(v)))
		dst[i] = plays[c&63]
		i++
		if calling.Has(c) {
			dst[i] = PlayCalling(c, callOf(c))
			i++
		}
	}
	return dst[:i]
}

func (s *State) startPlay() {
	s.phase = PhasePlay
	s.toMove = tarock.Forehand
	if s.rules.FirstLead == LeadDeclarerIfTakenUp && s.declarer != tarock.NoSeat {
		s.toMove = s.declarer
	}
	s.legal = s.legalCards()
}

// apply checks m and, when it is legal, makes it on s; when it is not, s is
// left unchanged. The card play is here, the other moves are in applyTalk.
func (s *State) apply(m Move) error {
	if s.phase != PhasePlay {
		return s.applyTalk(m)
	}
	seat, c := s.toMove&1, m.card
	if m.kind != MovePlay || m.arg != 0 {
		return s.refuse(m, tarock.ErrWrongPhase, "play a card")
	}
	if !s.legal.Has(c) {
		return s.refusePlay(m)
	}
	if m.calls != 0 && m.calls&^s.allowedCalls(c) != 0 {
		return s.refuse(m, tarock.ErrNotAllowed, "call not allowed with this card now")
	}
	bit := deck.Set(1) << c
	if s.hand[seat]&bit != 0 {
		s.hand[seat] &^= bit
	} else {
		s.playTop(seat, c)
	}
	k := s.nplays
	s.plays.set(int(k), c, seat, m.calls != 0)
	s.nplays = k + 1
	if k%2 == 0 {
		// The second card of the trick answers c.
		s.toMove = seat ^ 1
		if s.contract == Trischaken {
			s.legal = s.legalCards()
		} else {
			s.legal = followLegal(s.hand[seat^1]|s.tops[seat^1], c)
		}
		return nil
	}
	// The trick is complete: the card led wins unless c beats it (doc/strohmandel.md §7.3).
	w := seat ^ 1 ^ beats(s.plays.at(int(k)-1), c)
	if s.opts.on(optRostopschin) {
		// Topschin may follow when the winner called Ross in this trick.
		s.topschin = s.rossBy(int(k)-1, w) || s.rossBy(int(k), w)
	}
	if s.pending != 0 {
		s.replenish(w)
	}
	s.toMove = w
	if s.contract == Trischaken {
		s.legal = s.legalCards()
	} else {
		s.legal = s.hand[w] | s.tops[w] // a lead is free (doc/strohmandel.md §7.2)
	}
	if s.legal == 0 {
		// The leader has no card left, nor has his opponent: every card
		// of the pack is played (doc/design.md §10).
		s.phase = PhaseDone
	}
	return nil
}

// refusePlay names the reason a card may not be played, as
// [tarock.Violation] gives it for the obligations of the deal.
func (s *State) refusePlay(m Move) error {
	if pack := s.rules.CardsInPlay(); !pack.Has(m.card) {
		return s.refuse(m, tarock.ErrNotInPack, fmt.Sprintf("%v is not in the pack of %d cards (doc/strohmandel.md §1)", m.card, pack.Len()))
	}
	pl := s.hand[s.toMove&1] | s.tops[s.toMove&1]
	detail, reason := tarock.Violation(m.card, pl, s.currentTrick(), s.Obligations())
	if reason == nil {
		// Not reached: the legal set is the one tarock.LegalPlays gives.
		detail, reason = "not a legal play now", tarock.ErrNotAllowed
	}
	return s.refuse(m, reason, detail)
}
