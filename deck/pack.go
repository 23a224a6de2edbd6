package deck

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
)

// A pack is the set of cards in play, a [Set]: every game's rules name
// theirs (doc/design.md §10). A card keeps its number, rank and value in
// every pack; a pack only says which cards are dealt.
const (
	// Pack54 is the whole 54-card pack, the pack of every game by default
	// (doc/tapp.md §1.1).
	Pack54 Set = FullPack
	// Pack42 is the 42-card pack of the 1821 book: all 22 tarocks and in
	// each suit the four court cards and one pip, ♥A, ♦A, ♠10 and ♣10
	// (doc/tapp.md §11.1.1), the Hungarian Tarokk pack.
	Pack42 Set = FullPack &^ (1<<Hearts4 | 1<<Hearts3 | 1<<Hearts2 | 1<<Diamonds4 | 1<<Diamonds3 | 1<<Diamonds2 |
		1<<Spades7 | 1<<Spades8 | 1<<Spades9 | 1<<Clubs7 | 1<<Clubs8 | 1<<Clubs9)
	// Pack40 is the 40-card Zwanzigerrufen pack: Pack42 without the
	// tarocks II and III (doc/strohmandel.md §11.1.1).
	Pack40 Set = Pack42 &^ (1<<Tarock2 | 1<<Tarock3)
)

// NewPackOrder returns the cards of pack in card order in the first
// pack.Len() positions and [NoCard] in the rest: the order of a smaller
// pack, as [Order.CheckPack] and [Order.DealPack] read it. For [Pack54] it
// is [NewOrder].
func NewPackOrder(pack Set) Order {
	var o Order
	i := 0
	for c := range pack.All() {
		o[i] = c
		i++
	}
	for ; i < NumCards; i++ {
		o[i] = NoCard
	}
	return o
}

// ShuffledPack returns the cards of pack in a uniformly random order drawn
// from src in the first pack.Len() positions, and [NoCard] in the rest. For
// [Pack54] it is [Shuffled], with the same order for the same generator
// state; for a smaller pack the order is the one rand.Rand.Shuffle gives
// on the pack's cards in card order.
func ShuffledPack(src rand.Source, pack Set) Order {
	if pack&FullPack == FullPack {
		return Shuffled(src)
	}
	o := NewPackOrder(pack)
	for i := pack.Len() - 1; i > 0; i-- {
		j, ok := below(src.Uint64(), uint64(i+1))
		for !ok {
			j, ok = below(src.Uint64(), uint64(i+1))
		}
		o[i], o[j] = o[j], o[i]
	}
	return o
}

// CheckPack returns nil when o is an order of pack: each card of pack
// exactly once in the first pack.Len() positions and [NoCard] in the rest.
// Otherwise it returns an error wrapping [ErrBadOrder] that names the first
// bad position, and a card that is not in the pack as such. For [Pack54]
// it is [Order.Check].
func (o Order) CheckPack(pack Set) error {
	n := pack.Len()
	var seen Set
	for i, c := range o {
		switch {
		case i >= n && c != NoCard:
			return fmt.Errorf("deck: position %d holds %v after the %d cards of the pack: %w", i, c, n, ErrBadOrder)
		case i >= n:
		case !c.Valid():
			return fmt.Errorf("deck: position %d holds %v, which is not a card: %w", i, c, ErrBadOrder)
		case !pack.Has(c):
			return fmt.Errorf("deck: position %d holds %v, which is not in the pack of %d cards: %w", i, c, n, ErrBadOrder)
		case seen.Has(c):
			return fmt.Errorf("deck: position %d repeats %v: %w", i, c, ErrBadOrder)
		}
		seen = seen.With(c)
	}
	return nil
}

// DealPack deals o, an order of pack ([Order.CheckPack]), from the top by
// the schedule as [Order.Deal] deals the 54 cards; the schedule must use
// exactly the cards of the pack. It returns an error wrapping
// [ErrBadOrder] when o is not an order of pack, a packet names a recipient
// outside dst or a size below 1, or the sizes do not add up to the pack.
func (o Order) DealPack(pack Set, dst [][]Card, schedule []Packet) error {
	if err := o.CheckPack(pack); err != nil {
		return err
	}
	return o.deal(bits.OnesCount64(uint64(pack&FullPack)), dst, schedule)
}
