package deck

import (
	"errors"
	"fmt"
	"math/bits"
	"math/rand/v2"
)

// Order is a physical order of the 54 cards: Order[0] is the top card of the
// face-down pack, the first to be dealt. It is a plain array, so assigning
// it copies it.
type Order [NumCards]Card

// ErrBadOrder is wrapped by the errors of [Order.Check], [Order.Cut] and
// [Order.Deal].
var ErrBadOrder = errors.New("invalid card order")

// NewOrder returns the pack in card order (Pagat on top, clubs King at the
// bottom).
func NewOrder() Order {
	var o Order
	for i := range o {
		o[i] = Card(i)
	}
	return o
}

// Shuffled returns the pack in a uniformly random order drawn from src
// (Fisher–Yates). src is usually a *rand.Rand or the *rand.PCG it wraps;
// a *rand.PCG is drawn from directly, without a call through an interface
// per card, which halves the time. Either way the order is the one
// rand.Rand.Shuffle gives on the pack in card order with the same generator
// state, on every machine: seeds keep their deals.
func Shuffled(src rand.Source) Order {
	o := NewOrder()
	if pcg, ok := src.(*rand.PCG); ok {
		for i := len(o) - 1; i > 0; i-- {
			j, ok := below(pcg.Uint64(), uint64(i+1))
			for !ok {
				j, ok = below(pcg.Uint64(), uint64(i+1))
			}
			o[i], o[j] = o[j], o[i]
		}
		return o
	}
	for i := len(o) - 1; i > 0; i-- {
		j, ok := below(src.Uint64(), uint64(i+1))
		for !ok {
			j, ok = below(src.Uint64(), uint64(i+1))
		}
		o[i], o[j] = o[j], o[i]
	}
	return o
}

// below maps a uniformly random x to a uniformly random number below n > 0
// as rand.Rand does: a mask when n is a power of two, else the high word of
// x·n (Lemire 2019), with ok false when x must be rejected because its low
// word falls in the band that would favour some results.
func below(x, n uint64) (j uint64, ok bool) {
	if n&(n-1) == 0 {
		return x & (n - 1), true
	}
	hi, lo := bits.Mul64(x, n)
	if lo < n && lo < -n%n {
		return 0, false
	}
	return hi, true
}

// Check returns nil when o holds each of the 54 cards exactly once, and
// otherwise an error wrapping [ErrBadOrder] that names the first bad
// position.
func (o Order) Check() error {
	var seen Set
	for i, c := range o {
		if !c.Valid() {
			return fmt.Errorf("deck: position %d holds %v, which is not a card: %w", i, c, ErrBadOrder)
		}
		if seen.Has(c) {
			return fmt.Errorf("deck: position %d repeats %v: %w", i, c, ErrBadOrder)
		}
		seen = seen.With(c)
	}
	return nil
}

// Cut returns the pack cut after n cards: the top n cards go to the bottom
// in their order, so card n becomes the top card. n must be between 1 and
// 53 (a cut must leave cards in both parts); otherwise Cut returns an
// error wrapping [ErrBadOrder] and o unchanged.
func (o Order) Cut(n int) (Order, error) {
	if n < 1 || n >= NumCards {
		return o, fmt.Errorf("deck: cannot cut after %d cards of %d: %w", n, NumCards, ErrBadOrder)
	}
	var c Order
	copy(c[:], o[n:])
	copy(c[NumCards-n:], o[:n])
	return c, nil
}

// RandomCut cuts o at a uniformly random position 1..53 drawn from r.
func (o Order) RandomCut(r *rand.Rand) Order {
	c, _ := o.Cut(1 + r.IntN(NumCards-1))
	return c
}

// Packet is one step of a dealing schedule: Size cards from the top of the
// pack go to recipient To (a seat, a talon half or a strawman pile; the
// numbering is the game's).
type Packet struct {
	To   int // recipient index, 0 ≤ To < len(dst) in [Order.Deal]
	Size int // number of cards, ≥ 1
}

// Deal deals o from the top by the schedule and writes recipient i's cards,
// in the order they were dealt, to dst[i] (which is reset first). The
// schedule must use exactly the 54 cards. Deal allocates nothing when the
// dst slices have room for their cards. It returns an error wrapping
// [ErrBadOrder] when o is not a permutation of the pack, a packet names a
// recipient outside dst or a size below 1, or the sizes do not add up to 54.
func (o Order) Deal(dst [][]Card, schedule []Packet) error {
	if err := o.Check(); err != nil {
		return err
	}
	return o.deal(NumCards, dst, schedule)
}

// deal deals the first n cards of o by the schedule, for [Order.Deal] and
// [Order.DealPack], o already checked.
func (o Order) deal(n int, dst [][]Card, schedule []Packet) error {
	total := 0
	for i, p := range schedule {
		if p.To < 0 || p.To >= len(dst) || p.Size < 1 {
			return fmt.Errorf("deck: packet %d (to %d, %d cards) is invalid for %d recipients: %w", i, p.To, p.Size, len(dst), ErrBadOrder)
		}
		total += p.Size
	}
	if total != n {
		return fmt.Errorf("deck: schedule deals %d cards, want %d: %w", total, n, ErrBadOrder)
	}
	for i := range dst {
		dst[i] = dst[i][:0]
	}
	k := 0
	for _, p := range schedule {
		dst[p.To] = append(dst[p.To], o[k:k+p.Size]...)
		k += p.Size
	}
	return nil
}
