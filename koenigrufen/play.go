package koenigrufen

import (
	"math/bits"
	"slices"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
)

// The play of the positive tarock contracts (doc/koenigrufen.md §9.1,
// §9.2, §9.3): forehand leads to the first trick, whoever wins a trick
// leads to the next, twelve tricks of four cards; follow suit, else play
// a tarock, else any card, and no obligation to win (tarock.Standard).
// The highest tarock wins, else the highest card of the suit led. The
// colour and negative contracts (doc/koenigrufen.md §9.4, §9.5) and the
// reservations of announced premiums (doc/koenigrufen.md §8.6) are not
// implemented yet.

// startPlay starts the play: forehand leads (doc/koenigrufen.md §9.1).
func (s *State) startPlay() {
	s.phase = PhasePlay
	s.toMove = tarock.Forehand
	s.trick = tarock.NewTrick(tarock.Forehand, numSeats)
}

// legalCards returns the cards the seat to act may play.
func (s *State) legalCards() deck.Set {
	return s.reserve(tarock.LegalPlays(s.hands[s.toMove&3], s.trick, tarock.Standard))
}

// appendPlays appends a play of each card of v, in card order.
func appendPlays(dst []Move, v deck.Set) []Move {
	n := bits.OnesCount64(uint64(v))
	dst = slices.Grow(dst, n)
	for x := uint64(v); x != 0; x &= x - 1 {
		dst = append(dst, Move{uint64(MovePlay)<<56 | uint64(bits.TrailingZeros64(x))})
	}
	return dst
}

// checkPlay returns why m is not a legal play, or nil.
func (s *State) checkPlay(m Move) error {
	if m.kind() != MovePlay {
		return s.illegal(m, tarock.ErrWrongPhase, "play a card")
	}
	c := deck.Card(m.arg())
	if s.legal.plays().Has(c) {
		return nil
	}
	detail, reason := tarock.Violation(c, s.hands[s.toMove&3], s.trick, tarock.Standard)
	if reason == nil {
		reason, detail = tarock.ErrNotAllowed, reservationRule
	}
	return s.illegal(m, reason, detail)
}

// play plays card c of the seat to act: the trick goes on with the next
// seat, or, complete, goes to its winner, who leads the next; after the
// twelfth trick the deal is over.
func (s *State) play(c deck.Card) {
	p := s.toMove
	s.hands[p] &^= 1 << c
	s.trick, _ = s.trick.Play(c)
	s.plays[s.nPlays] = c
	s.nPlays++
	if !s.trick.Complete() {
		s.toMove = nextSeat(p)
		return
	}
	w := s.trick.Winner()
	s.won[w] |= s.trick.Cards()
	s.tricks[w]++
	s.last = s.trick
	s.trick = tarock.NewTrick(w, numSeats)
	s.toMove = w
	if s.nPlays == numPlays {
		s.finish(endPlayed)
	}
}

// Playable returns the hand of seat: the cards it could play to a trick.
func (s State) Playable(seat tarock.Seat) deck.Set { return s.Hand(seat) }

// Obligations returns the play obligations: follow suit, else a tarock
// (doc/koenigrufen.md §9.2).
func (s State) Obligations() tarock.Obligations { return tarock.Standard }

// CurrentTrick returns the trick in progress; empty between tricks and
// outside the play.
func (s State) CurrentTrick() tarock.Trick { return s.trick }

// LastTrick returns the last completed trick (empty before the first one
// is complete).
func (s State) LastTrick() tarock.Trick { return s.last }

// TricksPlayed returns the number of completed tricks.
func (s State) TricksPlayed() int { return int(s.nPlays) / numSeats }

// Won returns the cards seat has won in tricks.
func (s State) Won(seat tarock.Seat) deck.Set {
	if seat >= numSeats {
		return 0
	}
	return s.won[seat]
}

// TricksWon returns the number of tricks seat has won.
func (s State) TricksWon(seat tarock.Seat) int {
	if seat >= numSeats {
		return 0
	}
	return int(s.tricks[seat])
}

// PlayedCard returns the i-th card played in the deal (0 is the first
// lead), or false when fewer cards were played.
func (s State) PlayedCard(i int) (deck.Card, bool) {
	if i < 0 || i >= int(s.nPlays) {
		return 0, false
	}
	return s.plays[i], true
}
