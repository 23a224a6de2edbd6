package koenigrufen

import (
	"fmt"
	"math/rand/v2"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/internal/dealcheck"
	"github.com/tarockfamily/sdk/tarock"
)

// Deal is the cards of one deal before the auction (doc/koenigrufen.md
// §3): the four hands of 12 cards, indexed by seat (0 = forehand, 1 =
// middlehand, 2 = rearhand, 3 = dealer), and the six talon cards in the
// order they were laid: Talon[0:3] is half A, Talon[3:6] half B. It is a
// plain value. Build it with [DealFrom] from a card order, with
// [Shuffled], or with [NewDeal] from the cards of a real table.
type Deal struct {
	Hands [4]deck.Set
	Talon [6]deck.Card
}

// Half returns the cards of talon half h; the empty set for a value that
// is not a half.
func (d Deal) Half(h Half) deck.Set {
	if h > TalonB {
		return 0
	}
	k := 3 * int(h)
	return deck.SetOf(d.Talon[k], d.Talon[k+1], d.Talon[k+2])
}

// Validate returns nil when d is a deal: each hand holds 12 cards, the six
// talon cards are cards, and the 54 cards are distinct. Otherwise it
// returns an error wrapping [tarock.ErrInvalidDeal] that says what is wrong.
func (d Deal) Validate() error {
	return dealcheck.Check("koenigrufen", d.Hands[:], 12, d.Talon[:])
}

// NewDeal returns the deal with the given hands (seat 0 = forehand) and
// talon halves a and b; the cards of each half are laid in ascending card
// order. It returns an error wrapping [tarock.ErrInvalidDeal] when a half
// does not hold three cards or the deal is not valid ([Deal.Validate]).
func NewDeal(hands [4]deck.Set, a, b deck.Set) (Deal, error) {
	d := Deal{Hands: hands}
	if err := dealcheck.LayHalves[Half]("koenigrufen", d.Talon[:], 3, a, b); err != nil {
		return Deal{}, err
	}
	if err := d.Validate(); err != nil {
		return Deal{}, err
	}
	return d, nil
}

// The recipients of the packets of a deal schedule: seats 0–3, then the
// talon halves.
const (
	toHalfA = 4
	toHalfB = 5
)

// schedule returns the packets of a deal under pattern p
// (doc/koenigrufen.md §3, §13.1 DealPattern).
func schedule(p DealPattern) []deck.Packet {
	six := func(s []deck.Packet) []deck.Packet {
		for seat := range 4 {
			s = append(s, deck.Packet{To: seat, Size: 6})
		}
		return s
	}
	talon := []deck.Packet{{To: toHalfA, Size: 3}, {To: toHalfB, Size: 3}}
	if p == TalonFirst {
		return six(six(talon))
	}
	return six(append(six(nil), talon...))
}

// Knock is what the players chose after the cutter knocked instead of
// cutting (doc/koenigrufen.md §3 rule 5; doc/koenigrufen.md §13.1
// KnockMode), the input of
// [DealKnocked], named as tapp.Knock: the pack lies as four stacks of
// twelve, and forehand, middlehand and rearhand each take one of the
// stacks left, the dealer the last. The zero value: each takes the first
// stack left.
type Knock struct {
	// ForehandStack is the stack forehand takes: 0 to 3, stack 0 being
	// c0–c11, 1 c12–c23, 2 c30–c41 and 3 c42–c53.
	ForehandStack int
	// MiddlehandStack is the stack middlehand then takes, 0 to 2, counted
	// among the three stacks left in their order.
	MiddlehandStack int
	// RearhandStack is the stack rearhand then takes, 0 or 1, counted
	// among the two stacks left in their order. The dealer keeps the last.
	RearhandStack int
}

// stacks returns the stack each seat takes under k, and false when a
// choice is out of range.
func (k Knock) stacks() ([4]int, bool) {
	left := []int{0, 1, 2, 3}
	var st [4]int
	for p, c := range [3]int{k.ForehandStack, k.MiddlehandStack, k.RearhandStack} {
		if c < 0 || c >= len(left) {
			return st, false
		}
		st[p] = left[c]
		left = append(left[:c], left[c+1:]...)
	}
	st[3] = left[0]
	return st, true
}

// knockSchedule returns the packets of a knocked deal
// (doc/koenigrufen.md §3, §13.1; the option KnockMode): the stacks c0–c11
// and c12–c23, the talon halves A (c24–c26) and B (c27–c29), the stacks
// c30–c41 and c42–c53; stacks[p] (0 to 3) is the stack seat p took.
func knockSchedule(stacks [4]int) []deck.Packet {
	var to [4]int
	for p, k := range stacks {
		to[k&3] = p
	}
	return []deck.Packet{{To: to[0], Size: 12}, {To: to[1], Size: 12}, {To: toHalfA, Size: 3},
		{To: toHalfB, Size: 3}, {To: to[2], Size: 12}, {To: to[3], Size: 12}}
}

// DealFrom deals the pack in order o (after the cut; o[0] is the first
// card dealt) by the DealPattern of r (doc/koenigrufen.md §3): by default
// six cards to each of F, M, H, D, the talon halves A and B of three, and
// six more to each. Under KnockMode = KnockGrabStacks the cutter knocks:
// DealFrom deals as [DealKnocked] does with the zero [Knock], each player
// taking the first stack left. It returns an error wrapping
// [tarock.ErrInvalidDeal] when o is not a permutation of the pack or r is
// not valid.
func DealFrom(o deck.Order, r Rules) (Deal, error) {
	if r.KnockMode == KnockGrabStacks {
		return DealKnocked(o, r, Knock{})
	}
	if err := r.Validate(); err != nil {
		return Deal{}, fmt.Errorf("koenigrufen: cannot deal: %w: %w", tarock.ErrInvalidDeal, err)
	}
	return deal(o, schedule(r.DealPattern))
}

// DealKnocked deals the pack in order o as the cutter's knock lays it out
// (doc/koenigrufen.md §3, §13.1; the option KnockMode): four stacks of
// twelve, c0–c11, c12–c23, c30–c41 and c42–c53, and the talon halves A
// (c24–c26) and B (c27–c29); forehand, middlehand and rearhand each take
// one of the stacks left as k says, and the dealer the last. It returns an
// error wrapping [tarock.ErrInvalidDeal] when o is not a permutation of
// the pack, r is not valid or does not let the cutter knock (KnockMode =
// KnockOff), or a choice of k is out of range.
func DealKnocked(o deck.Order, r Rules, k Knock) (Deal, error) {
	if err := r.Validate(); err != nil {
		return Deal{}, fmt.Errorf("koenigrufen: cannot deal: %w: %w", tarock.ErrInvalidDeal, err)
	}
	if r.KnockMode != KnockGrabStacks {
		return Deal{}, fmt.Errorf("koenigrufen: the rules do not let the cutter knock (KnockMode = %v): %w", r.KnockMode, tarock.ErrInvalidDeal)
	}
	stacks, ok := k.stacks()
	if !ok {
		return Deal{}, fmt.Errorf("koenigrufen: stack choice %d, %d, %d out of range (0..3, 0..2, 0..1): %w", k.ForehandStack, k.MiddlehandStack, k.RearhandStack, tarock.ErrInvalidDeal)
	}
	return deal(o, knockSchedule(stacks))
}

// deal deals o by the packets of sched.
func deal(o deck.Order, sched []deck.Packet) (Deal, error) {
	var buf [6][deck.NumCards]deck.Card
	dst := [][]deck.Card{buf[0][:0], buf[1][:0], buf[2][:0], buf[3][:0], buf[4][:0], buf[5][:0]}
	if err := o.Deal(dst, sched); err != nil {
		return Deal{}, fmt.Errorf("koenigrufen: %w: %w", tarock.ErrInvalidDeal, err)
	}
	var d Deal
	for p := range 4 {
		d.Hands[p] = deck.SetOf(dst[p]...)
	}
	copy(d.Talon[:3], dst[toHalfA])
	copy(d.Talon[3:], dst[toHalfB])
	return d, nil
}

// Shuffled returns a uniformly random deal drawn from src: the pack
// shuffled with [deck.Shuffled] and dealt by the default pattern of
// doc/koenigrufen.md §3. (Every pattern gives the same distribution of
// deals.) The same generator state gives the same deal on every machine.
// It allocates nothing.
func Shuffled(src rand.Source) Deal {
	o := deck.Shuffled(src)
	var d Deal
	for p := range 4 {
		a := (*[6]deck.Card)(o[6*p : 6*p+6])       // c0–c23
		b := (*[6]deck.Card)(o[30+6*p : 30+6*p+6]) // c30–c53
		d.Hands[p] = 1<<(a[0]&63) | 1<<(a[1]&63) | 1<<(a[2]&63) | 1<<(a[3]&63) | 1<<(a[4]&63) | 1<<(a[5]&63) |
			1<<(b[0]&63) | 1<<(b[1]&63) | 1<<(b[2]&63) | 1<<(b[3]&63) | 1<<(b[4]&63) | 1<<(b[5]&63)
	}
	copy(d.Talon[:], o[24:30])
	return d
}

// thrownIn reports whether a hand of d must be thrown in under rule
// (doc/koenigrufen.md §3 rule 5): one without a tarock, and under
// RedealNoTarockOrLoneTrull also one whose only tarock is a Trull card.
func (d Deal) thrownIn(rule RedealNoTarock) bool {
	for _, h := range d.Hands {
		t := h.Tarocks()
		switch {
		case t.IsEmpty():
			return true
		case rule == RedealNoTarockOrLoneTrull && t.Len() == 1:
			if c, _ := t.Lowest(); c.IsTrull() {
				return true
			}
		}
	}
	return false
}
