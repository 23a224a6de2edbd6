package koenigrufen

import (
	"math/bits"
	"slices"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
)

// The play (doc/koenigrufen.md §9): twelve tricks of four cards, whoever
// wins a trick leads to the next. The obligations of each contract are
// data of the core (tarock.Obligations): follow suit, else a tarock
// (doc/koenigrufen.md §9.2); in the negative contracts also beat and keep
// the Pagat to the last tarock (doc/koenigrufen.md §9.4); in the colour
// contracts no tarock lead while holding a suit card, and a suit lead
// stands (doc/koenigrufen.md §9.3, §9.5); the Kaiserstich where the rules
// have it. A negative contract ends as soon as its result is certain
// (doc/koenigrufen.md §9.7). The reservations of announced premiums
// (doc/koenigrufen.md §8.6) are not implemented yet.

// startPlay starts the play: forehand leads in the positive contracts, the
// declarer in the negative ones (doc/koenigrufen.md §9.1).
func (s *State) startPlay() {
	lead := s.firstLeader()
	s.phase = PhasePlay
	s.toMove = lead
	s.trick = tarock.NewTrick(lead, numSeats)
}

// firstLeader returns the seat that leads to the first trick
// (doc/koenigrufen.md §9.1): the declarer in a negative contract, else the
// seat with forehand's rights.
func (s *State) firstLeader() tarock.Seat {
	if s.contract.IsNegative() {
		return s.declarer
	}
	return s.forehand()
}

// obligations returns the play obligations of the contract
// (doc/koenigrufen.md §9.2–§9.5).
func (s *State) obligations() tarock.Obligations {
	c, k := s.contract, s.rules.Kaiserstich
	o := tarock.Standard
	switch {
	case c.IsNegative():
		o = tarock.Trischaken
		if k == KaiserstichMondSkusPagatOrder {
			o.Kaiserstich = tarock.KaiserstichInOrder
		}
		if c == Trischaken {
			o.MustBeat = !s.trischakenFlag(tNoMustBeat)
			o.LeadHighestTarock = s.rules.TrischakenLead == TrischakenLeadHighestTarockFirst
		}
		return o
	case c.IsColour():
		o.SuitLeadFirst, o.SuitLeadStands = true, true
	}
	switch k {
	case KaiserstichAnyOrder:
		o.Kaiserstich = tarock.KaiserstichAnyOrder
	case KaiserstichMondSkusPagatOrder:
		o.Kaiserstich = tarock.KaiserstichInOrder
	}
	return o
}

// legalCards returns the cards the seat to act may play.
func (s *State) legalCards() deck.Set {
	return s.reserve(tarock.LegalPlays(s.hands[s.toMove&3], s.trick, s.obligations()))
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
	detail, reason := tarock.Violation(c, s.hands[s.toMove&3], s.trick, s.obligations())
	if reason == nil {
		reason, detail = tarock.ErrNotAllowed, reservationRule
	}
	return s.illegal(m, reason, detail)
}

// play plays card c of the seat to act: the trick goes on with the next
// seat, or, complete, goes to its winner, who leads the next (in
// Trischaken with its talon card, doc/koenigrufen.md §7.1); after the
// twelfth trick, or when a negative contract is decided, the deal is over.
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
	w := s.obligations().Winner(s.trick)
	s.won[w] |= s.trick.Cards() | s.trischakenTalon(int(s.nPlays)/numSeats)
	s.tricks[w]++
	s.last = s.trick
	s.trick = tarock.NewTrick(w, numSeats)
	s.toMove = w
	if s.nPlays == numPlays || s.decided() {
		s.finish(endPlayed)
	}
}

// trischakenTalon returns the talon cards that go with trick n (from 1)
// in Trischaken: one to each of the first six under FirstSixTricks, else
// all six to the last (doc/koenigrufen.md §7.1); none in other contracts.
func (s *State) trischakenTalon(n int) deck.Set {
	switch {
	case s.contract != Trischaken:
		return 0
	case s.trischakenFlag(tFirstSix):
		if n <= 6 {
			return deck.Set(0).With(s.talon[n-1])
		}
		return 0
	case n == numPlays/numSeats:
		return s.talonSet()
	}
	return 0
}

// trischakenGiven returns the talon cards given to tricks so far in
// Trischaken.
func (s *State) trischakenGiven() deck.Set {
	var g deck.Set
	for n := 1; n <= int(s.nPlays)/numSeats; n++ {
		g |= s.trischakenTalon(n)
	}
	return g
}

// decided reports whether a negative contract's result is certain, so that
// play ends (doc/koenigrufen.md §9.7): the declarer's first trick in a
// Bettel, his second in a Piccolo, his third in a Zwiccolo; never under
// PlayOutNegative, in Trischaken or in a positive contract.
func (s *State) decided() bool {
	if s.rules.PlayOutNegative {
		return false
	}
	n := int(s.tricks[s.declarer&3])
	switch s.contract {
	case Bettel, BettelOuvert:
		return n >= 1
	case Piccolo, PiccoloOuvert:
		return n >= 2
	case Zwiccolo, ZwiccoloOuvert:
		return n >= 3
	}
	return false
}

// Playable returns the hand of seat: the cards it could play to a trick.
func (s State) Playable(seat tarock.Seat) deck.Set { return s.Hand(seat) }

// Obligations returns the play obligations of the contract and the rules
// of who wins a trick (doc/koenigrufen.md §9.2–§9.5): follow suit, else a
// tarock; in the negative contracts beat and keep the Pagat to the last
// tarock (tarock.Trischaken, the obligation to beat and the lead as
// forehand chose or the options fix them in Trischaken); in the colour
// contracts no tarock lead while holding a suit card, and a suit lead
// stands; the Kaiserstich of the rules. Outside the play they are those of
// the contract bid, tarock.Standard during the auction.
func (s State) Obligations() tarock.Obligations {
	if s.rules == nil {
		return tarock.Standard
	}
	return s.obligations()
}

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
