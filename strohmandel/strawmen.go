package strohmandel

import (
	"math/bits"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
)

// This file is the strawmen (doc/strohmandel.md §5): the piles as a seat
// sees them, the initial reveal after the take-up decision (doc/strohmandel.md §5.2), the
// replenishing after a trick (doc/strohmandel.md §5.3, §5.4) and the playable cards (doc/strohmandel.md §5.6).

// Pile is one strawman (Strohmann): a stack of four cards dealt face down,
// of which the cards not yet taken lie on the table (doc/strohmandel.md
// §5.1). It is a small value (5 bytes): the four cards in their dealt order (top
// first), how many have left the pile from the top, and whether the current
// top card is face up (the FaceUpTop, Deckblatt). A [State] keeps the piles
// so that a pile at rest is either empty or has a face-up top that is a
// suit card below the King, and never holds exactly one card.
//
// A Pile returned by [State.Piles] shows every card, also those the players
// cannot see; [State.Observation] gives what one seat may see.
type Pile struct {
	// cards holds the four cards as dealt, the top first, each in the low
	// six bits; bit faceUpBit of cards[taken] marks the face-up top.
	cards [PileSize]deck.Card
	taken uint8
}

// Len returns the number of cards still in the pile, the face-up top
// included.
func (p Pile) Len() int { return PileSize - int(p.taken) }

// Taken returns the position of the pile's top: the number of cards that
// have left the pile from its top (into the hand, or played as a face-up
// top), plus one for a pile of three, whose position 0 holds no card
// (doc/strohmandel.md §11.1.3).
func (p Pile) Taken() int { return int(p.taken) }

// Top returns the pile's face-up top card, or false when the pile is empty
// or its top is face down.
func (p Pile) Top() (deck.Card, bool) {
	if !p.faceUp() {
		return 0, false
	}
	return p.card(p.taken), true
}

// Cards returns the cards still in the pile, the face-up top included.
func (p Pile) Cards() deck.Set {
	var s deck.Set
	for i := p.taken; i < PileSize; i++ {
		s |= 1 << p.card(i)
	}
	return s
}

// Order returns the pile's four cards as dealt, top first; the first
// [Pile.Taken] of them have left the pile. A pile of no cards ([State.Piles]
// of an invalid seat) returns four times deck.NoCard.
func (p Pile) Order() [PileSize]deck.Card {
	o := [PileSize]deck.Card{p.card(0), p.card(1), p.card(2), p.card(3)}
	for i, c := range o {
		if !c.Valid() {
			o[i] = deck.NoCard
		}
	}
	return o
}

// noPile is the pile of no cards: all taken, every position deck.NoCard.
var noPile = Pile{cards: [PileSize]deck.Card{noCard, noCard, noCard, noCard}, taken: PileSize}

// pile returns p as a Pile, its top face up when faceUp.
func (p strawman) pile(faceUp bool) Pile {
	q := Pile{cards: p.Order(), taken: p.taken}
	if faceUp && p.taken < PileSize {
		q.turnUp()
	}
	return q
}

// rest returns the cards still in the pile, the face-up top included.
func (p strawman) rest() deck.Set {
	var s deck.Set
	for i := p.taken; i < PileSize; i++ {
		s |= 1 << p.card(i)
	}
	return s
}

// Piles returns seat's three strawman piles, pile 0 leftmost (revealed
// first). The piles show every card; see [State.Observation] for what a
// seat may see. An invalid seat, and every seat of the zero State, has no
// piles: three piles of no cards (Len 0, Taken PileSize, no Top, no Cards,
// and an Order of four deck.NoCard, never a card).
func (s State) Piles(seat tarock.Seat) [PilesPerPlayer]Pile {
	if seat >= Players || !s.live() {
		return [PilesPerPlayer]Pile{noPile, noPile, noPile}
	}
	var piles [PilesPerPlayer]Pile
	for p := range PilesPerPlayer {
		piles[p] = s.piles[seat][p].pile(s.faceUp(seat, p))
	}
	return piles
}

// faceUp reports whether pile p of seat has a face-up top: the card at the
// pile's position taken is among seat's tops.
func (s *State) faceUp(seat tarock.Seat, p int) bool {
	pl := s.piles[seat&1][p%PilesPerPlayer]
	return pl.taken < PileSize && s.tops[seat&1].Has(pl.card(pl.taken))
}

// FaceUpTops returns the face-up top cards of seat's piles.
func (s State) FaceUpTops(seat tarock.Seat) deck.Set {
	if seat >= Players {
		return 0
	}
	return s.tops[seat]
}

// Playable returns the cards seat could play: his hand and the face-up tops
// of his piles (doc/strohmandel.md §5.6).
func (s State) Playable(seat tarock.Seat) deck.Set {
	if seat >= Players {
		return 0
	}
	return s.hand[seat] | s.tops[seat]
}

// start reveals the strawmen (doc/strohmandel.md §5.2: forehand's piles
// then the dealer's, each from pile 0) and moves to the announcements or the
// play.
func (s *State) start() {
	for seat := range tarock.Seat(Players) {
		for p := range uint(PilesPerPlayer) {
			s.settle(seat, p)
		}
	}
	tirol := s.rules.Announcements == AnnouncementsTirol &&
		(s.rules.Birds.Has(BirdPagat) || s.rules.TrullMode == TrullTricks)
	if s.contract != Trischaken && (tirol || s.rules.Kontra && s.declarer != tarock.NoSeat) {
		s.phase, s.toMove = PhaseAnnounce, tarock.Forehand
		return
	}
	s.startPlay()
}

// settle processes pile p of seat by the loop of doc/strohmandel.md
// §5.2 until it is at rest: while it has two or more cards and no face-up
// top, turn the top card; a tarock or King goes face up into the hand, any
// other card stays as the face-up top; a last single card goes into the
// hand unseen (doc/strohmandel.md §5.4). The pile must have no face-up top: the callers
// settle the piles before the first reveal, and those whose top was just
// played. An empty pile is left as it is.
func (s *State) settle(seat tarock.Seat, p uint) {
	seat &= 1
	pl := &s.piles[seat][p%PilesPerPlayer]
	t := uint(pl.taken)
	if t >= PileSize {
		return
	}
	// Without branches on the cards: f is the first position from t on
	// whose card stays face up (a suit card below the King, not the last
	// card), or PileSize when there is none; the cards from t up to f go
	// into the hand (doc/strohmandel.md §5.2, §5.4).
	c0, c1, c2, c3 := pl.all()
	stay := uint(^toHand>>c0&1) | uint(^toHand>>c1&1)<<1 | uint(^toHand>>c2&1)<<2
	f := uint(bits.TrailingZeros(stay&(7<<t)|1<<PileSize)) & 7
	// upTo[i] holds the cards at the positions before i.
	var upTo [PileSize + 2]deck.Set
	upTo[1] = 1 << c0
	upTo[2] = upTo[1] | 1<<c1
	upTo[3] = upTo[2] | 1<<c2
	upTo[4] = upTo[3] | 1<<c3
	upTo[5] = upTo[4]
	s.hand[seat] |= upTo[f] &^ upTo[t&7]
	s.tops[seat] |= upTo[f+1] &^ upTo[f] // none when f is PileSize
	pl.taken = uint8(f)
}

// toHand is the cards that go into the hand when turned up from a pile:
// the tarocks and the Kings (doc/strohmandel.md §5.2).
const toHand = deck.Tarocks | deck.Kings

// playTop plays seat's face-up top c: its pile's next card is turned after
// the trick (doc/strohmandel.md §5.3).
func (s *State) playTop(seat tarock.Seat, c deck.Card) {
	seat &= 1
	s.tops[seat] &^= 1 << c
	// The pile whose top is c. A face-up top is never a pile's last card,
	// and the top position of an empty pile holds a played card, so
	// comparing the card at min(taken, 2) is enough.
	piles := &s.piles[seat]
	p := 2
	if piles[1].topCard() == c {
		p = 1
	}
	if piles[0].topCard() == c {
		p = 0
	}
	piles[p].taken++ // the next card is turned after the trick (doc/strohmandel.md §5.3)
	s.pending = s.pending.with(seat, p)
}

// replenish settles the piles whose tops were played in the trick just
// complete, the winner w's first (doc/strohmandel.md §5.3; the order is
// N and changes nothing).
func (s *State) replenish(w tarock.Seat) {
	// The winner's piles first, without a branch on w.
	for v := s.pending.from(w); v != 0; v = v.rest() {
		k, p := v.first()
		s.settle(k^w, p)
	}
	s.pending = 0
}
