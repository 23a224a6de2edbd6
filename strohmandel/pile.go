package strohmandel

import "github.com/tarockfamily/sdk/deck"

// Pile is one strawman (Strohmann): a stack of four cards dealt face down,
// of which the cards not yet taken lie on the table (rules/strohmandeln.md
// §5.1). It is a small value: the four cards in their dealt order (top
// first), how many have left the pile from the top, and whether the current
// top card is face up (the FaceUpTop, Deckblatt). A [State] keeps the piles
// so that a pile at rest is either empty or has a face-up top that is a
// suit card below the King, and never holds exactly one card.
//
// A Pile returned by [State.Piles] shows every card, also those the players
// cannot see; [State.Observation] gives what one seat may see.
type Pile struct {
	cards  uint32 // the four cards, 8 bits each, the top in the low byte
	taken  uint8
	faceUp bool
}

func newPile(c [PileSize]deck.Card) Pile {
	return Pile{cards: uint32(c[0]) | uint32(c[1])<<8 | uint32(c[2])<<16 | uint32(c[3])<<24}
}

// card returns the card at position i (0 = top as dealt).
func (p Pile) card(i uint8) deck.Card { return deck.Card(p.cards >> (8 * i)) }

// Len returns the number of cards still in the pile, the face-up top
// included.
func (p Pile) Len() int { return PileSize - int(p.taken) }

// Taken returns the number of cards that have left the pile from its top
// (into the hand, or played as a face-up top).
func (p Pile) Taken() int { return int(p.taken) }

// Top returns the pile's face-up top card, or false when the pile is empty
// or its top is face down.
func (p Pile) Top() (deck.Card, bool) {
	if !p.faceUp || p.taken >= PileSize {
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

// settle processes the pile by the loop of rules/strohmandeln.md §5.2 until
// it is at rest: while it has two or more cards and no face-up top, turn the
// top card; a tarock or King goes face up into the hand (returned in shown),
// any other card stays as the face-up top; a last single card goes into the
// hand unseen (returned in unseen). A pile at rest is returned unchanged.
func (p *Pile) settle() (shown, unseen deck.Set) {
	for !p.faceUp && p.taken < PileSize {
		c := p.card(p.taken)
		switch {
		case p.taken == PileSize-1:
			unseen |= 1 << c
			p.taken++
		case c.IsTarock() || c.IsKing():
			shown |= 1 << c
			p.taken++
		default:
			p.faceUp = true
		}
	}
	return shown, unseen
}
