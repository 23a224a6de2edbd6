package deck

import (
	"iter"
	"math/bits"
	"strings"
)

// Set is a set of cards: bit n is set when [Card] n is in the set. It is a
// plain value; every method returns a new set and never changes the
// receiver. The zero value is the empty set.
//
// Iteration ([Set.All]) runs in ascending card order: tarocks from the Pagat
// up to the Sküs, then hearts, diamonds, spades and clubs, each from its
// lowest to its highest card (see the package documentation).
type Set uint64

// FullPack is the set of all 54 cards.
const FullPack Set = 1<<NumCards - 1

// Tarocks is the set of the 22 tarocks.
const Tarocks Set = tarockMask

// Kings is the set of the four kings.
const Kings Set = 1<<HeartsKing | 1<<DiamondsKing | 1<<SpadesKing | 1<<ClubsKing

// Trull is the set of the three Trull cards: Sküs, Mond (XXI) and Pagat (I).
const Trull Set = 1<<Skus | 1<<Mond | 1<<Pagat

// SetOf returns the set of the given cards; invalid cards are ignored.
func SetOf(cards ...Card) Set {
	var s Set
	for _, c := range cards {
		s = s.With(c)
	}
	return s
}

// Has reports whether c is in s.
func (s Set) Has(c Card) bool { return c < NumCards && s&(1<<c) != 0 }

// With returns s with c added; an invalid card leaves s as it is.
func (s Set) With(c Card) Set {
	if c >= NumCards {
		return s
	}
	return s | 1<<c
}

// Without returns s with c removed.
func (s Set) Without(c Card) Set {
	if c >= NumCards {
		return s
	}
	return s &^ (1 << c)
}

// Union returns the cards in s or t.
func (s Set) Union(t Set) Set { return s | t }

// Intersect returns the cards in both s and t.
func (s Set) Intersect(t Set) Set { return s & t }

// Minus returns the cards of s that are not in t.
func (s Set) Minus(t Set) Set { return s &^ t }

// ContainsAll reports whether every card of t is in s.
func (s Set) ContainsAll(t Set) bool { return t&^s == 0 }

// Overlaps reports whether s and t have a card in common.
func (s Set) Overlaps(t Set) bool { return s&t != 0 }

// Len returns the number of cards in s.
func (s Set) Len() int { return bits.OnesCount64(uint64(s & FullPack)) }

// IsEmpty reports whether s has no card.
func (s Set) IsEmpty() bool { return s&FullPack == 0 }

// Valid reports whether s holds only cards of the pack (no bit above 53).
func (s Set) Valid() bool { return s&^FullPack == 0 }

// OfSuit returns the cards of s in suit su (the tarocks for [Tarock]).
func (s Set) OfSuit(su Suit) Set { return s & su.Cards() }

// Tarocks returns the tarocks of s.
func (s Set) Tarocks() Set { return s & tarockMask }

// SuitCards returns the cards of s that are not tarocks.
func (s Set) SuitCards() Set { return s & FullPack &^ tarockMask }

// Kings returns the kings of s.
func (s Set) Kings() Set { return s & Kings }

// Highest returns the card of s that ranks highest in a trick where it is
// not beaten by suit rules: the highest tarock if s holds one, otherwise
// the card of highest rank (ties between suits go to the later suit in card
// order). It returns false for the empty set. To find the winner of a trick
// use the highest card of the tarocks or of the led suit.
func (s Set) Highest() (Card, bool) {
	s &= FullPack
	if s == 0 {
		return 0, false
	}
	if t := s & tarockMask; t != 0 {
		return Card(63 - bits.LeadingZeros64(uint64(t))), true
	}
	best, bestRank := Card(0), Rank(0)
	for i := range 4 {
		v := s & Suits[i].Cards()
		if v == 0 {
			continue
		}
		c := Card(63 - bits.LeadingZeros64(uint64(v)))
		if r := c.Rank(); r >= bestRank {
			best, bestRank = c, r
		}
	}
	return best, true
}

// Lowest returns the card of s that ranks lowest by trick strength: the
// lowest suit card by rank if s holds a suit card (ties go to the earlier
// suit in card order), otherwise the lowest tarock. It returns false for
// the empty set.
func (s Set) Lowest() (Card, bool) {
	s &= FullPack
	if s == 0 {
		return 0, false
	}
	if s&^tarockMask == 0 {
		return Card(bits.TrailingZeros64(uint64(s))), true
	}
	best, bestRank := Card(0), Rank(255)
	for i := range 4 {
		v := s & Suits[i].Cards()
		if v == 0 {
			continue
		}
		c := Card(bits.TrailingZeros64(uint64(v)))
		if r := c.Rank(); r < bestRank {
			best, bestRank = c, r
		}
	}
	return best, true
}

// First returns the card of s with the lowest card number (see [Set.All]),
// or false for the empty set.
func (s Set) First() (Card, bool) {
	s &= FullPack
	if s == 0 {
		return 0, false
	}
	return Card(bits.TrailingZeros64(uint64(s))), true
}

// Last returns the card of s with the highest card number, or false for
// the empty set. Inside one suit this is the highest-ranking card.
func (s Set) Last() (Card, bool) {
	s &= FullPack
	if s == 0 {
		return 0, false
	}
	return Card(63 - bits.LeadingZeros64(uint64(s))), true
}

// Nth returns the n-th card of s (0-based) in ascending card order, or
// false if s has n or fewer cards. It allocates nothing, so a bot can pick
// a uniformly random card with s.Nth(rng.IntN(s.Len())).
func (s Set) Nth(n int) (Card, bool) {
	s &= FullPack
	if n < 0 || n >= bits.OnesCount64(uint64(s)) {
		return 0, false
	}
	for ; n > 0; n-- {
		s &= s - 1
	}
	return Card(bits.TrailingZeros64(uint64(s))), true
}

// Sum returns the sum of the counting values ([Card.Value]) of the cards in
// s, in whole points before the subtraction of counting.
func (s Set) Sum() int {
	s &= FullPack
	// Every card is worth 1, plus 4 for the Trull and kings, 3 for queens,
	// 2 for cavalls, 1 for jacks.
	const queens = 1<<HeartsQueen | 1<<DiamondsQueen | 1<<SpadesQueen | 1<<ClubsQueen
	const cavalls = 1<<HeartsCavall | 1<<DiamondsCavall | 1<<SpadesCavall | 1<<ClubsCavall
	const jacks = 1<<HeartsJack | 1<<DiamondsJack | 1<<SpadesJack | 1<<ClubsJack
	n := func(m Set) int { return bits.OnesCount64(uint64(s & m)) }
	return n(FullPack) + 4*n(Trull|Kings) + 3*n(queens) + 2*n(cavalls) + n(jacks)
}

// All returns an iterator over the cards of s in ascending card order:
// tarocks Pagat … Sküs, then hearts, diamonds, spades, clubs, each from its
// lowest to its highest card.
func (s Set) All() iter.Seq[Card] {
	return func(yield func(Card) bool) {
		for v := s & FullPack; v != 0; v &= v - 1 {
			if !yield(Card(bits.TrailingZeros64(uint64(v)))) {
				return
			}
		}
	}
}

// Backward returns an iterator over the cards of s in descending card order
// (clubs King first, Pagat last).
func (s Set) Backward() iter.Seq[Card] {
	return func(yield func(Card) bool) {
		for v := s & FullPack; v != 0; {
			c := Card(63 - bits.LeadingZeros64(uint64(v)))
			if !yield(c) {
				return
			}
			v &^= 1 << c
		}
	}
}

// AppendCards appends the cards of s to dst in ascending card order and
// returns the extended slice.
func (s Set) AppendCards(dst []Card) []Card {
	for v := s & FullPack; v != 0; v &= v - 1 {
		dst = append(dst, Card(bits.TrailingZeros64(uint64(v))))
	}
	return dst
}

// String returns the cards of s in canonical notation ([Card.String]),
// separated by single spaces, in ascending card order; "-" for the empty
// set. [ParseSet] reads it back.
func (s Set) String() string {
	if s.IsEmpty() {
		return "-"
	}
	var b strings.Builder
	for c := range s.All() {
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(c.String())
	}
	return b.String()
}

// Unicode returns the cards of s in the Unicode form of [Card.Unicode], as
// a person reads a hand: tarocks from the highest down, then hearts,
// diamonds, spades and clubs, each from its highest card down; "-" for the
// empty set.
func (s Set) Unicode() string {
	if s.IsEmpty() {
		return "-"
	}
	var b strings.Builder
	for _, su := range [5]Suit{Tarock, Hearts, Diamonds, Spades, Clubs} {
		for c := range s.OfSuit(su).Backward() {
			if b.Len() > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(c.Unicode())
		}
	}
	return b.String()
}
