package strohmandel

import "github.com/tarockfamily/sdk/deck"

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

// faceUpBit marks a face-up card in Pile.cards.
const faceUpBit = 0x80

// card returns the card at position i (0 = top as dealt); i is taken
// modulo PileSize.
func (p Pile) card(i uint8) deck.Card { return p.cards[i%PileSize] &^ faceUpBit }

// faceUp reports whether the pile has a face-up top.
func (p Pile) faceUp() bool { return p.taken < PileSize && p.cards[p.taken%PileSize]&faceUpBit != 0 }

// turnUp lays the pile's top card face up; the pile must not be empty.
func (p *Pile) turnUp() { p.cards[p.taken%PileSize] |= faceUpBit }

// Len returns the number of cards still in the pile, the face-up top
// included.
func (p Pile) Len() int { return PileSize - int(p.taken) }

// Taken returns the number of cards that have left the pile from its top
// (into the hand, or played as a face-up top).
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
// [Pile.Taken] of them have left the pile.
func (p Pile) Order() [PileSize]deck.Card {
	return [PileSize]deck.Card{p.card(0), p.card(1), p.card(2), p.card(3)}
}

// strawman is a pile as a [State] keeps it, in 4 bytes: the four dealt
// cards and how many have left the pile. cards[i] holds card i in its low
// six bits and two bits of card 3 (the last card) in its high two. Whether
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

// card returns the card at position i (0 = top as dealt); i is taken
// modulo PileSize.
func (p strawman) card(i uint8) deck.Card {
	if i %= PileSize; i < PileSize-1 {
		return deck.Card(p.cards[i] & 63)
	}
	return deck.Card(p.cards[0]>>6 | p.cards[1]>>6<<2 | p.cards[2]>>6<<4)
}

// Order returns the four cards as dealt, top first.
func (p strawman) Order() [PileSize]deck.Card {
	return [PileSize]deck.Card{p.card(0), p.card(1), p.card(2), p.card(3)}
}

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
