package tapp

import (
	"fmt"
	"math/rand/v2"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/internal/dealcheck"
	"github.com/tarockfamily/sdk/tarock"
)

// Deal is the cards of one deal before the auction (doc/tapp.md §3):
// the three hands of 16 cards (12 of a 42-card pack, doc/tapp.md §11.1.2),
// indexed by seat (0 = forehand, 1 = middlehand, 2 = dealer), and the six
// talon cards in the order they were laid: Talon[0:3] is the lower half,
// Talon[3:6] the upper half. It is a plain value. Build it with [DealFrom]
// from a card order, with [Shuffled] or [ShuffledPack], or with [NewDeal]
// or [NewDealPack] from the cards of a real table.
type Deal struct {
	Hands [3]deck.Set
	Talon [6]deck.Card
	// Dummy is the order of the dummy stack of the game for two
	// (doc/tapp.md §11.2), top first: the cards of Hands[2], the last
	// dealt on top. Only Rules.Dummy1829 reads it; [DealFrom] and
	// [ShuffledFor] fill it under that rule.
	Dummy [16]deck.Card
}

// Lower returns the lower talon half (the first three talon cards laid).
func (d Deal) Lower() deck.Set { return deck.SetOf(d.Talon[0], d.Talon[1], d.Talon[2]) }

// Upper returns the upper talon half (the next three talon cards laid).
func (d Deal) Upper() deck.Set { return deck.SetOf(d.Talon[3], d.Talon[4], d.Talon[5]) }

// Validate returns nil when d is a deal of the 54-card pack: each hand
// holds 16 cards, the six talon cards are cards, and the 54 cards are
// distinct. Otherwise it returns an error wrapping [tarock.ErrInvalidDeal]
// that says what is wrong. [Deal.ValidatePack] checks a deal of another
// pack.
func (d Deal) Validate() error {
	// The common case, a valid deal, with a few bit operations.
	h := d.Hands[0] | d.Hands[1] | d.Hands[2]
	var t deck.Set
	for _, c := range d.Talon {
		t |= 1 << (c & 63)
	}
	if (h|t)&^deck.FullPack == 0 && h&t == 0 && d.Hands[0].Len() == 16 && d.Hands[1].Len() == 16 &&
		d.Hands[2].Len() == 16 && h.Len() == 48 && t.Len() == 6 && validCards(d.Talon) {
		return nil
	}
	return dealcheck.Check("tapp", d.Hands[:], 16, d.Talon[:])
}

// ValidatePack returns nil when d is a deal of pack (zero meaning the 54
// cards, as [Rules.Pack]): the six talon cards and three hands of equal
// size hold every card of the pack once (doc/tapp.md §3, §11.1.2;
// doc/design.md §10). Otherwise it returns an error wrapping
// [tarock.ErrInvalidDeal] that says what is wrong, naming a card outside
// the pack.
func (d Deal) ValidatePack(pack deck.Set) error {
	if pack = cardsInPlay(pack); pack == deck.Pack54 {
		return d.Validate()
	}
	n := handSize(pack)
	if err := dealcheck.CheckPack("tapp", pack, d.Hands[:], n, d.Talon[:]); err != nil {
		return err
	}
	if pack.Len() != talonSize+3*n {
		return fmt.Errorf("tapp: a pack of %d cards is not six talon cards and three equal hands: %w", pack.Len(), tarock.ErrInvalidDeal)
	}
	return nil
}

// validCards reports whether every card of cs is a card.
func validCards(cs [6]deck.Card) bool {
	for _, c := range cs {
		if c >= deck.NumCards {
			return false
		}
	}
	return true
}

// NewDeal returns the deal of the 54-card pack with the given hands (seat
// 0 = forehand) and talon halves; the cards of each half are laid in
// ascending card order. It returns an error wrapping
// [tarock.ErrInvalidDeal] when a half does not hold three cards or the
// deal is not valid ([Deal.Validate]).
func NewDeal(hands [3]deck.Set, lower, upper deck.Set) (Deal, error) {
	return NewDealPack(0, hands, lower, upper)
}

// NewDealPack is [NewDeal] for a deal of pack (zero meaning the 54 cards,
// as [Rules.Pack]), checked by [Deal.ValidatePack]: a card outside the
// pack is an error naming it.
func NewDealPack(pack deck.Set, hands [3]deck.Set, lower, upper deck.Set) (Deal, error) {
	d := Deal{Hands: hands}
	if err := dealcheck.LayHalves[Half]("tapp", d.Talon[:], 3, lower, upper); err != nil {
		return Deal{}, err
	}
	if err := d.ValidatePack(pack); err != nil {
		return Deal{}, err
	}
	return d, nil
}

// Knock is what the players chose after the cutter knocked instead of
// cutting (doc/tapp.md §3), the input of [DealKnocked]: each player gets
// his hand in one packet (KnockOnePacket) or chooses a stack
// (KnockGrazChoose). The zero value is a knock without forehand's consent
// in which forehand and middlehand take the first stack left.
type Knock struct {
	// ForehandConsents: forehand agrees to the knock; required when
	// Rules.KnockNeedsForehandConsent (1821).
	ForehandConsents bool
	// ForehandStack is the stack forehand chooses under KnockGrazChoose:
	// 0, 1 or 2, in the order the dealer made them.
	ForehandStack int
	// MiddlehandStack is the stack middlehand then chooses under
	// KnockGrazChoose, 0 or 1, counted among the two stacks left in their
	// order. The dealer keeps the last.
	MiddlehandStack int
}

// Recipients of the packets of a deal schedule.
const (
	toLower = 3
	toUpper = 4
)

// schedule returns the packets of a deal under r, knocked or not
// (doc/tapp.md §3, §11.1.2).
func schedule(r Rules, knocked bool) []deck.Packet {
	talon := []deck.Packet{{To: toLower, Size: 3}, {To: toUpper, Size: 3}}
	if knocked {
		// The stacks are dealt as seats 0, 1, 2 and reassigned afterwards
		// for KnockGrazChoose.
		n := r.HandSize()
		return append(talon, deck.Packet{To: 0, Size: n}, deck.Packet{To: 1, Size: n}, deck.Packet{To: 2, Size: n})
	}
	var s []deck.Packet
	round := func(size int) {
		for p := range 3 {
			s = append(s, deck.Packet{To: p, Size: size})
		}
	}
	twice := func(size int) {
		s = talon
		for range 2 {
			for p := range 3 {
				s = append(s, deck.Packet{To: p, Size: size}, deck.Packet{To: p, Size: size})
			}
		}
	}
	switch r.DealPackets {
	case Packets2x8:
		s = talon
		round(8)
		round(8)
	case Packets1821:
		twice(4)
	case Packets42:
		twice(3)
	case PacketsEightTalonEight:
		round(8)
		s = append(s, talon...)
		round(8)
	default:
		s = talon
		for range 4 {
			round(4)
		}
	}
	return s
}

// DealFrom deals the pack in order o (after the cut; o[0] is the first card
// dealt) by the packet order of r (doc/tapp.md §3): the talon first
// (lower half, then upper half), then the hands counter-clockwise from
// forehand, or the variant orders of [DealPackets]. The pack is r's
// ([Rules.Pack]): o holds its cards first and [deck.NoCard] after them
// ([deck.Order.CheckPack]; an order of the 54 cards otherwise). It returns
// an error wrapping [tarock.ErrInvalidDeal] when o is not an order of the
// pack (a card outside it is named) or r is invalid. [DealKnocked] deals
// after a knock.
func DealFrom(o deck.Order, r Rules) (Deal, error) {
	return deal(o, r, Knock{}, false)
}

// DealKnocked deals the pack in order o after the cutter knocked instead
// of cutting (doc/tapp.md §3): the talon first, then each seat's hand in
// one packet (KnockOnePacket), or under KnockGrazChoose three stacks that
// forehand and middlehand choose from as k says. The pack is r's, as for
// [DealFrom]. It returns an error wrapping [tarock.ErrInvalidDeal] when o
// is not an order of the pack, r is invalid or does not allow knocking
// (Rules.KnockAllowed), the knock lacks forehand's consent that r needs,
// or a stack choice is out of range.
func DealKnocked(o deck.Order, r Rules, k Knock) (Deal, error) {
	return deal(o, r, k, true)
}

// deal deals o under r, after a knock k when knocked.
func deal(o deck.Order, r Rules, k Knock, knocked bool) (Deal, error) {
	if err := r.Validate(); err != nil {
		return Deal{}, fmt.Errorf("tapp: cannot deal: %w: %w", tarock.ErrInvalidDeal, err)
	}
	if knocked {
		switch {
		case !r.KnockAllowed:
			return Deal{}, fmt.Errorf("tapp: the rules do not allow knocking: %w", tarock.ErrInvalidDeal)
		case r.KnockNeedsForehandConsent && !k.ForehandConsents:
			return Deal{}, fmt.Errorf("tapp: a knock needs forehand's consent: %w", tarock.ErrInvalidDeal)
		case r.KnockMode == KnockGrazChoose && (k.ForehandStack < 0 || k.ForehandStack > 2 || k.MiddlehandStack < 0 || k.MiddlehandStack > 1):
			return Deal{}, fmt.Errorf("tapp: stack choice %d, %d out of range (0..2, 0..1): %w", k.ForehandStack, k.MiddlehandStack, tarock.ErrInvalidDeal)
		}
	}
	var buf [5][deck.NumCards]deck.Card
	dst := [][]deck.Card{buf[0][:0], buf[1][:0], buf[2][:0], buf[3][:0], buf[4][:0]}
	if err := o.DealPack(r.CardsInPlay(), dst, schedule(r, knocked)); err != nil {
		return Deal{}, fmt.Errorf("tapp: %w: %w", tarock.ErrInvalidDeal, err)
	}
	var d Deal
	for p := range 3 {
		d.Hands[p] = deck.SetOf(dst[p]...)
	}
	copy(d.Talon[:3], dst[toLower])
	copy(d.Talon[3:], dst[toUpper])
	if r.Dummy1829 {
		// The dummy's card dealt last lies on top (doc/tapp.md §11.2).
		for i, c := range dst[dummySeat] {
			d.Dummy[len(dst[dummySeat])-1-i] = c
		}
	}
	if knocked && r.KnockMode == KnockGrazChoose {
		stacks := []deck.Set{d.Hands[0], d.Hands[1], d.Hands[2]}
		d.Hands[0] = stacks[k.ForehandStack]
		stacks = append(stacks[:k.ForehandStack], stacks[k.ForehandStack+1:]...)
		d.Hands[1] = stacks[k.MiddlehandStack]
		d.Hands[2] = stacks[1-k.MiddlehandStack]
	}
	return d, nil
}

// Shuffled returns a uniformly random deal drawn from src: the pack
// shuffled with [deck.Shuffled] and dealt in packets of four without a
// knock. (Every packet order gives the same distribution of deals.) src is
// usually a *rand.Rand or, faster, the *rand.PCG it wraps; the same
// generator state gives the same deal either way, on every machine. It
// allocates nothing.
func Shuffled(src rand.Source) Deal {
	o := deck.Shuffled(src)
	var d Deal
	copy(d.Talon[:], o[:talonSize])
	for i := range 4 {
		for p := range 3 {
			base := 6 + 12*i + 4*p
			d.Hands[p] |= deck.SetOf(o[base], o[base+1], o[base+2], o[base+3])
		}
	}
	return d
}

// ShuffledPack returns a uniformly random deal of pack (zero meaning the
// 54 cards, as [Rules.Pack]) drawn from src: the pack shuffled with
// [deck.ShuffledPack], the talon its first six cards, and each hand
// dealt in packets of four, the last packet shorter when the hand size is
// no multiple of four. For the 54 cards it is [Shuffled]. It allocates
// nothing.
func ShuffledPack(src rand.Source, pack deck.Set) Deal {
	if pack = cardsInPlay(pack); pack == deck.Pack54 {
		return Shuffled(src)
	}
	o := deck.ShuffledPack(src, pack)
	var d Deal
	copy(d.Talon[:], o[:talonSize])
	n := handSize(pack)
	for i := 0; i < n; i += 4 {
		k := min(4, n-i)
		for p := range 3 {
			base := talonSize + 3*i + k*p
			d.Hands[p] |= deck.SetOf(o[base : base+k]...)
		}
	}
	return d
}

// handBonus returns the hand bonus bits of hand h under hb (doc/tapp.md §10.6): Trull
// and Köpfe exclude each other, Trull and Königstrull add up. They are
// judged on the hand as dealt, or under BonusAfterTalon again after the
// talon exchange (talon.go).
func handBonus(h deck.Set, hb HandBonuses) uint8 {
	if hb == BonusesOff {
		return 0
	}
	var b uint8
	switch h.Intersect(deck.Trull).Len() {
	case 3:
		b |= bonusTrull
	case 2:
		if hb == BonusesTrullKingsHeads {
			b |= bonusHeads
		}
	}
	if h.ContainsAll(deck.Kings) {
		b |= bonusKings
	}
	return b
}
