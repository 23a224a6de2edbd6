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
// (doc/koenigrufen.md §8.6) narrow the legal cards further
// (reservation.go).

// startPlay starts the play: forehand leads in the positive contracts, the
// declarer in the negative ones (doc/koenigrufen.md §9.1).
func (s *State) startPlay() {
	s.phase = PhasePlay
	s.toMove = s.firstLeader()
	var m playMode
	o := s.obligations()
	std := o
	std.Kaiserstich = tarock.KaiserstichNone
	switch {
	case o == tarock.Standard:
		m |= playStandard
	case o == tarock.Trischaken:
		m |= playMustBeat
	case std == tarock.Standard:
		// The Kaiserstich changes only who wins a trick.
		m |= playStandard | playKaiserstich
	}
	if !s.contract.IsNegative() && !s.contract.IsColour() {
		m = m.reserving(s.announced.birdCards(), s.announced&KingUltimo != 0)
	}
	s.mode = m
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

// legalCards returns the cards the seat to act may play. A lead under
// tarock.Standard, as at the start of the play, may be any card of the
// hand.
func (s *State) legalCards() deck.Set {
	if s.mode.standard() && s.nPlays%numSeats == 0 {
		h := s.hands[s.toMove&3]
		if h&s.reserved() != 0 {
			h = s.reserve(h)
		}
		return h
	}
	return s.reserve(tarock.LegalPlays(s.hands[s.toMove&3], s.currentTrick(), s.obligations()))
}

// appendPlays appends a play of each card of v, in card order.
func appendPlays(dst []Move, v deck.Set) []Move {
	i := len(dst)
	n := bits.OnesCount64(uint64(v))
	if n <= scratchMoves && cap(dst)-i >= scratchMoves {
		// Eight plays written without a loop, the unused ones into the
		// spare capacity: how many cards a seat may play is unpredictable,
		// and a loop would mispredict its exit on almost every call.
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
	dst = slices.Grow(dst, n)
	for x := uint64(v); x != 0; x &= x - 1 {
		dst = append(dst, Move{uint64(MovePlay)<<56 | uint64(bits.TrailingZeros64(x))})
	}
	return dst
}

// scratchMoves is how far past the moves it appends AppendLegalMoves may
// write into the spare capacity of its buffer in the play.
const scratchMoves = 8

// checkPlay returns why m is not a legal play, or nil.
func (s *State) checkPlay(m Move) error {
	if m.kind() != MovePlay {
		return s.illegal(m, tarock.ErrWrongPhase, "play a card")
	}
	c := deck.Card(m.arg())
	if s.legal.plays().Has(c) {
		return nil
	}
	detail, reason := tarock.Violation(c, s.hands[s.toMove&3], s.currentTrick(), s.obligations())
	if reason == nil {
		reason, detail = tarock.ErrNotAllowed, reservationRule
	}
	return s.illegal(m, reason, detail)
}

// play plays card c of the seat to act: the trick goes on with the next
// seat, or, complete, goes to its winner, who leads the next (in
// Trischaken with its talon card, doc/koenigrufen.md §7.1); after the
// twelfth trick, or when a negative contract is decided, the deal is over.
// It returns the legal plays that follow (0 when the deal is over), from
// the trick it played to.
func (s *State) play(c deck.Card) deck.Set {
	p := s.toMove
	o := s.obligations()
	t := s.trickOf(int(s.nPlays) / numSeats)
	t, _ = t.Play(c)
	s.hands[p] &^= 1 << c
	s.setPlay(int(s.nPlays), c)
	s.nPlays++
	if !t.Complete() {
		s.toMove = nextSeat(p)
		return s.reserve(tarock.LegalPlays(s.hands[s.toMove&3], t, o))
	}
	w := o.Winner(t)
	s.wonTrick(int(s.nPlays)/numSeats-1, w)
	s.toMove = w
	if s.nPlays == numPlays || s.decided() {
		s.finish(endPlayed)
		return 0
	}
	return s.reserve(tarock.LegalPlays(s.hands[w&3], tarock.NewTrick(w, numSeats), o))
}

// apply checks move m by the rules of its phase and makes it on s, with
// the description of the legal moves that follow; s is changed only when
// m is legal. A play under tarock.Standard, the obligations of most deals,
// is made here: the short way of play and legalCards, written out for
// speed (the hot path of every search); every other move in applyOther.
func (s *State) apply(m Move) error {
	if s.phase != PhasePlay || !s.mode.standard() {
		return s.applyOther(m)
	}
	c := deck.Card(m.arg())
	if m.kind() != MovePlay || !s.legal.plays().Has(c) {
		return s.checkPlay(m)
	}
	p := s.toMove
	s.hands[p] &^= 1 << (c & 63)
	n := s.nPlays
	t := int(n / numSeats)
	tc := s.addToTrick(t, int(n%numSeats), c)
	n++
	s.nPlays = n
	var q tarock.Seat
	var legal deck.Set
	if n&3 != 0 {
		q = nextSeat(p)
		legal = tarock.Follow(s.hands[q], cardOf(tc, 0))
	} else {
		// p played the fourth card, so the seat after p led.
		w := tarock.WinningIndex4(cardOf(tc, 0), cardOf(tc, 1), cardOf(tc, 2), c)
		if s.mode.kaiserstich() {
			w = s.kaiserstich(t, tc, w)
		}
		q = (p + 1 + tarock.Seat(w)) & 3
		s.wonTrick(t, q)
		if n == numPlays {
			s.toMove = q
			s.finish(endPlayed)
			s.legal = 0
			return nil
		}
		legal = s.hands[q]
	}
	s.toMove = q
	if legal&s.reserved() != 0 {
		legal = s.reserve(legal)
	}
	s.legal = playMoves(legal)
	return nil
}

// playMustBeat makes move m of the play under tarock.Trischaken, the
// obligations of the negative contracts (doc/koenigrufen.md §9.4), and
// sets the legal plays that follow: the short way of play and legalCards
// for them, as apply is for tarock.Standard. The Pagat goes only
// as the last tarock, and of the cards that follow suit (or else of the
// tarocks) a card that beats the best one so far must go if there is one.
func (s *State) playMustBeat(m Move) error {
	c := deck.Card(m.arg())
	if m.kind() != MovePlay || !s.legal.plays().Has(c) {
		return s.checkPlay(m)
	}
	p := s.toMove
	s.hands[p] &^= 1 << (c & 63)
	n := s.nPlays
	t, j := int(n/numSeats), int(n%numSeats)
	tc := s.addToTrick(t, j, c)
	n++
	s.nPlays = n
	if n&3 != 0 {
		q := nextSeat(p)
		h := s.hands[q]
		a := cardOf(tc, 0)
		legal := pagatLast(tarock.Follow(h, a), h)
		// The best card so far: the highest key of the trick.
		best := tarock.TrickKey(a, a)
		if j >= 1 {
			best = max(best, tarock.TrickKey(a, cardOf(tc, 1)))
		}
		if j >= 2 {
			best = max(best, tarock.TrickKey(a, cardOf(tc, 2)))
		}
		if b := legal & deck.Card(best&63).Beaters(); b != 0 {
			legal = b
		}
		s.toMove, s.legal = q, playMoves(legal)
		return nil
	}
	w := tarock.WinningIndex4(cardOf(tc, 0), cardOf(tc, 1), cardOf(tc, 2), c)
	q := (p + 1 + tarock.Seat(w)) & 3
	s.wonTrick(t, q)
	s.toMove = q
	if n == numPlays || s.decided() {
		s.finish(endPlayed)
		s.legal = 0
		return nil
	}
	s.legal = playMoves(pagatLast(s.hands[q], s.hands[q]))
	return nil
}

// pagatLast returns the legal cards of hand h without the Pagat while it
// is not his last tarock and another card is legal (tarock.Obligations
// PagatLast).
func pagatLast(legal, h deck.Set) deck.Set {
	if legal.Has(deck.Pagat) && h.Tarocks().Len() > 1 {
		if rest := legal.Without(deck.Pagat); rest != 0 {
			return rest
		}
	}
	return legal
}

// kaiserstich returns the place of the card that wins the complete trick
// t (from 0), whose word is w, when the Pagat is in it and may win it by
// the Kaiserstich of the obligations (doc/koenigrufen.md §9.3); else
// best, the place of the card that wins without it. The rule itself is
// the core's (tarock.Obligations).
func (s *State) kaiserstich(t int, w uint32, best int) int {
	if placeOf(w, deck.Pagat) == numSeats {
		return best
	}
	return s.obligations().WinningIndex(s.trickOf(t))
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
	n := s.tricksWon(s.declarer)
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
func (s State) CurrentTrick() tarock.Trick { return s.currentTrick() }

// LastTrick returns the last completed trick (empty before the first one
// is complete).
func (s State) LastTrick() tarock.Trick { return s.lastTrick() }

// TricksPlayed returns the number of completed tricks.
func (s State) TricksPlayed() int { return int(s.nPlays) / numSeats }

// Won returns the cards seat has won in tricks.
func (s State) Won(seat tarock.Seat) deck.Set {
	if seat >= numSeats {
		return 0
	}
	return s.wonCards()[seat]
}

// TricksWon returns the number of tricks seat has won.
func (s State) TricksWon(seat tarock.Seat) int {
	if seat >= numSeats {
		return 0
	}
	return s.tricksWon(seat)
}

// PlayedCard returns the i-th card played in the deal (0 is the first
// lead), or false when fewer cards were played.
func (s State) PlayedCard(i int) (deck.Card, bool) {
	if i < 0 || i >= int(s.nPlays) {
		return 0, false
	}
	return s.playAt(i), true
}
