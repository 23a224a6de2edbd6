package tapp

import (
	"fmt"
	"math/bits"
	"slices"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
)

// The play of the tricks, 16 with 54 cards (doc/tapp.md §8), and of Trischaken
// (doc/tapp.md §5.3): the hot path of every search. Apply of a card and the legal plays
// are written for speed; doc/performance.md explains the choices.

// apply makes move m on s in place, or leaves s unchanged and returns why
// m is not legal. A play is made here; the moves of the other phases in
// applyOther.
func (s *State) apply(m Move) error {
	if s.phase != PhasePlay {
		return s.applyOther(m)
	}
	// One bit test against the legal plays.
	if !s.legal.allowsPlay(m) {
		return s.playError(m)
	}
	// Play the card (doc/tapp.md §8): the trick goes on with the next seat, or,
	// complete, goes to its winner, who leads the next. This is the hot
	// path of every search, written out here rather than called.
	c := deck.Card(m.v)
	if s.rules.Dummy1829 {
		// The game for two (doc/tapp.md §11.2): the same for a whole deal.
		s.playDummy(c)
		return nil
	}
	p := s.toMove
	s.hands[p] &^= only(c)
	n := s.nPlays
	s.plays[n] = playedOf(c)
	n++
	s.nPlays = n
	var q tarock.Seat
	if s.tn < 2 {
		s.tn++
		q = seatPlus(p, 1)
		s.legal = legalPlays(tarock.Follow(s.hands[q], s.plays[n-s.tn].card()))
	} else {
		// p played the third card, so the seat after p led.
		w := tarock.WinningIndex3(s.plays[n-3].card(), s.plays[n-2].card(), c)
		s.plays[n-1] = trickEnd(c, w)
		q = seatPlus(p, 1+w)
		s.tn = 0
		s.legal = legalPlays(s.hands[q])
	}
	s.toMove = q
	// No card left to lead: the last trick is over, whatever the pack.
	if s.legal == 0 || s.contract == Trischaken {
		s.afterPlay()
	}
	return nil
}

// allPlayed reports whether every card of the hands has been played: the
// three hands are empty (the number of plays depends on the pack,
// doc/design.md §10).
func (s *State) allPlayed() bool { return s.hands[0]|s.hands[1]|s.hands[2] == 0 && s.nPlays > 0 }

// appendPlays appends a play of each card of v, in card order.
func appendPlays(dst []Move, v deck.Set) []Move {
	i := len(dst)
	n := bits.OnesCount64(uint64(v))
	if n <= scratchMoves && cap(dst)-i >= scratchMoves {
		// Eight plays written without a loop, the unused ones into the
		// spare capacity: how many cards a seat may play is unpredictable,
		// and a loop would mispredict its exit on almost every call (a
		// random game takes 15 % longer).
		const kind = uint64(MovePlay) << 56
		out := (*[scratchMoves]Move)(dst[i : i+scratchMoves])
		x0 := uint64(v)
		x1 := x0 & (x0 - 1)
		x2 := x1 & (x1 - 1)
		x3 := x2 & (x2 - 1)
		x4 := x3 & (x3 - 1)
		x5 := x4 & (x4 - 1)
		x6 := x5 & (x5 - 1)
		x7 := x6 & (x6 - 1)
		out[0] = Move{kind | uint64(bits.TrailingZeros64(x0))}
		out[1] = Move{kind | uint64(bits.TrailingZeros64(x1))}
		out[2] = Move{kind | uint64(bits.TrailingZeros64(x2))}
		out[3] = Move{kind | uint64(bits.TrailingZeros64(x3))}
		out[4] = Move{kind | uint64(bits.TrailingZeros64(x4))}
		out[5] = Move{kind | uint64(bits.TrailingZeros64(x5))}
		out[6] = Move{kind | uint64(bits.TrailingZeros64(x6))}
		out[7] = Move{kind | uint64(bits.TrailingZeros64(x7))}
		return dst[:i+n]
	}
	if cap(dst)-i < n {
		dst = slices.Grow(dst, n)
	}
	dst = dst[:i+n]
	out := dst[i:]
	for k := range out {
		out[k] = Move{uint64(MovePlay)<<56 | uint64(bits.TrailingZeros64(uint64(v)))}
		v &= v - 1
	}
	return dst
}

// scratchMoves is how far past the moves it appends AppendLegalMoves may
// write into the spare capacity of its buffer.
const scratchMoves = 8

// mod3[k] is k mod 3 as a seat, for k < 8: the seat k places after seat 0.
var mod3 = [8]tarock.Seat{0, 1, 2, 0, 1, 2, 0, 1}

// seatPlus returns the seat k places after seat p of three, for p+k < 8,
// with a table rather than branches: trick winners are unpredictable.
func seatPlus(p tarock.Seat, k int) tarock.Seat { return mod3[(int(p)+k)&7] }

// legalCards returns the cards the seat to act may play (doc/tapp.md §8; Trischaken
// doc/tapp.md §5.3): follow suit, else a tarock, else anything. Only in PhasePlay.
func (s *State) legalCards() deck.Set {
	if s.contract == Trischaken {
		return s.trischakenCards()
	}
	h := s.hands[s.toMove]
	if s.tn == 0 {
		return h
	}
	return tarock.Follow(h, s.plays[s.nPlays-s.tn].card())
}

// trischakenCards returns the legal plays of Trischaken (doc/tapp.md §5.3): must-beat
// and the Pagat only as the last tarock, the obligations of
// [tarock.Trischaken].
func (s *State) trischakenCards() deck.Set {
	return tarock.LegalPlays(s.hands[s.toMove%3], s.currentTrick(), tarock.Trischaken)
}

// playError explains why m is not a legal play.
func (s *State) playError(m Move) error {
	if m.kind() != MovePlay {
		return s.illegal(m, tarock.ErrWrongPhase, "play a card")
	}
	c := deck.Card(m.arg())
	if pack := s.rules.CardsInPlay(); !pack.Has(c) {
		return s.illegal(m, tarock.ErrNotInPack, fmt.Sprintf("%v is not in the pack of %d cards (doc/tapp.md §1.1)", c, pack.Len()))
	}
	// The reasons of the other obligations come first; the Pagat kept back
	// is the reason only when nothing else forbids the card.
	o := s.Obligations()
	o.PagatLast = false
	detail, reason := tarock.Violation(c, s.hands[s.toMove%3], s.currentTrick(), o)
	if reason != nil {
		return s.illegal(m, reason, detail)
	}
	return s.illegal(m, tarock.ErrNotAllowed, "in Trischaken the Pagat may only be played as the last tarock")
}

// afterPlay finishes a play after the deal's last card, and in Trischaken
// sets the legal plays.
func (s *State) afterPlay() {
	if s.allPlayed() {
		s.legal = 0
		if s.contract == Trischaken {
			s.finish(endTrischaken)
		} else {
			s.finish(endPlayed)
		}
		return
	}
	s.legal = legalPlays(s.trischakenCards())
}

// startPlay starts the play: the first leader to play (doc/tapp.md §8).
func (s *State) startPlay() {
	leader := s.firstLeader()
	s.phase = PhasePlay
	s.toMove = leader
	s.legal = legalPlays(s.legalCards())
}

// firstLeader returns the seat that leads (or led) to the first trick.
func (s *State) firstLeader() tarock.Seat {
	if s.rules != nil && s.rules.FirstLead == LeadDeclarer && s.declarer != tarock.NoSeat && s.contract != Tapper {
		return s.declarer
	}
	return tarock.Forehand
}

// Playable returns the hand of seat: the cards it could play to a trick.
func (s State) Playable(seat tarock.Seat) deck.Set { return s.Hand(seat) }

// Obligations returns the play obligations (doc/tapp.md §8): follow suit and must play
// a tarock; in Trischaken [tarock.Trischaken] (doc/tapp.md §5.3): also must beat, and
// the Pagat only as the last tarock.
func (s State) Obligations() tarock.Obligations {
	if s.contract == Trischaken {
		return tarock.Trischaken
	}
	return tarock.Standard
}

// CurrentTrick returns the trick in progress; empty between tricks and
// outside the play phase.
func (s State) CurrentTrick() tarock.Trick { return s.currentTrick() }

func (s *State) currentTrick() tarock.Trick {
	_, lead := s.trickLeads()
	return s.trickOf(lead, s.plays[s.nPlays-s.tn:s.nPlays])
}

// LastTrick returns the last completed trick (empty before the first one
// is complete).
func (s State) LastTrick() tarock.Trick { return s.lastTrick() }

func (s *State) lastTrick() tarock.Trick {
	last, _ := s.trickLeads()
	if done := s.nPlays - s.tn; done >= 3 {
		return s.trickOf(last, s.plays[done-3:done])
	}
	return tarock.NewTrick(last, s.seats())
}

// trickOf returns the trick led by lead with the cards of plays, in order;
// in the dummy game a trick of two seats, the dummy card left out
// (doc/tapp.md §11.2).
func (s *State) trickOf(lead tarock.Seat, plays []played) tarock.Trick {
	n := s.seats()
	t := tarock.NewTrick(lead, n)
	for _, p := range plays[:min(len(plays), n)] {
		t, _ = t.Play(p.card())
	}
	return t
}

// trickLeads returns the leader of the last completed trick and the leader
// of the trick in progress (after the last trick: its winner). Either is
// seat 0 while there is no such trick.
func (s *State) trickLeads() (last, cur tarock.Seat) {
	if s.isDummy() {
		return s.dummyTrickLeads()
	}
	done := int(s.nPlays - s.tn)
	if s.phase == PhasePlay {
		cur = mod3[(s.toMove+3-tarock.Seat(s.tn))&7]
		if done >= 3 {
			last = mod3[(cur+3-tarock.Seat(s.wonBy(done-1)))&7]
		}
		return last, cur
	}
	cur = s.firstLeader()
	for i := 0; i+2 < done; i += 3 {
		last = cur
		cur = mod3[(cur+tarock.Seat(s.wonBy(i+2)))&7]
	}
	if done == 0 {
		cur = 0
	}
	return last, cur
}

// trickCards returns the cards of the trick in progress.
func (s *State) trickCards() deck.Set {
	var t deck.Set
	for _, p := range s.plays[s.nPlays-s.tn : s.nPlays] {
		t |= p.set()
	}
	return t
}

// TricksPlayed returns the number of completed tricks.
func (s State) TricksPlayed() int { return int(s.nPlays) / 3 }

// Won returns the cards seat has won in tricks.
func (s State) Won(seat tarock.Seat) deck.Set {
	if int(seat) >= s.seats() {
		return 0
	}
	won, _, _ := s.tally()
	return won[seat]
}

// tally returns the cards each seat won in tricks, the number of tricks
// each won and the leader of the last completed trick (seat 0 before the
// first), replaying the play record.
func (s *State) tally() (won [3]deck.Set, tricks [3]int, last tarock.Seat) {
	if s.isDummy() {
		return s.dummyTally()
	}
	lead := s.firstLeader()
	done := int(s.nPlays - s.tn)
	// The piles stay in registers and the loop has no branch but its own:
	// trick winners are unpredictable.
	var w0, w1, w2 deck.Set
	for i := 0; i+2 < done && i+2 < len(s.plays); i += 3 {
		a, b, c := s.plays[i], s.plays[i+1], s.plays[i+2]
		t := a.set() | b.set() | c.set()
		last = lead
		lead += tarock.Seat(c.winner())
		if lead >= 3 {
			lead -= 3
		}
		var m0, m1, m2 deck.Set
		if lead == 0 {
			m0 = t
		}
		if lead == 1 {
			m1 = t
		}
		if lead == 2 {
			m2 = t
		}
		w0, w1, w2 = w0|m0, w1|m1, w2|m2
	}
	won = [3]deck.Set{w0, w1, w2}
	tricks = [3]int{w0.Len() / 3, w1.Len() / 3, w2.Len() / 3}
	return won, tricks, last
}
