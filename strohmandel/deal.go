package strohmandel

import (
	"fmt"
	"math/rand/v2"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
)

// Players is the number of players of Strohmandeln, the seats of a deal
// and the size of the per-seat arrays of a [Result] (doc/strohmandel.md
// §2); the strawmen are no seats.
const Players = 2

// MaxMatchPlayers is the number of players of a [Match], the size of the
// arrays of [Match.Record] and Match.Totals: the two players of every
// deal.
const MaxMatchPlayers = Players

// Dealer is the seat of the dealer; [tarock.Forehand] (seat 0) is the
// non-dealer, who speaks and by default leads first (doc/strohmandel.md §2).
const Dealer tarock.Seat = 1

// HandSize is the number of cards dealt to each hand; PileSize the number of
// cards of each strawman pile; PilesPerPlayer the number of piles each
// player has (doc/strohmandel.md §3).
const (
	HandSize       = 15
	PileSize       = 4
	PilesPerPlayer = 3
)

// Deal is the cards of one deal: each seat's 15 hand cards (fewer with a
// smaller pack, [Rules.HandSize]) and each seat's three strawman piles of
// four cards, pile 0 being the seat's leftmost pile (dealt first; this
// ordering is N, a convention the sources leave open,
// doc/strohmandel.md §3.2), each pile listed top card first
// (Piles[s][p][0] is the first card turned). A Deal is a plain value;
// [NewGame] validates it.
type Deal struct {
	Hands [Players]deck.Set                            // each seat's 15 hand cards
	Piles [Players][PilesPerPlayer][PileSize]deck.Card // each seat's piles, pile 0 leftmost, top card first
}

// Validate returns nil when d holds the 54 cards exactly once with 15 cards
// in each hand, and otherwise an error wrapping tarock.ErrInvalidDeal that
// says what is wrong. [Deal.ValidatePack] checks a deal of another pack.
func (d Deal) Validate() error {
	if d.valid() {
		return nil
	}
	return d.explain(deck.Pack54, HandSize)
}

// ValidatePack returns nil when d is a deal of pack (zero meaning the 54
// cards, as [Rules.Pack]): every card of the pack once, the hands of equal
// size and the piles full (doc/strohmandel.md §3; doc/design.md §10).
// Otherwise it returns an error wrapping tarock.ErrInvalidDeal that says
// what is wrong, naming a card outside the pack.
func (d Deal) ValidatePack(pack deck.Set) error {
	if pack = cardsInPlay(pack); pack == deck.Pack54 {
		return d.Validate()
	}
	if err := d.explain(pack, handSize(pack)); err != nil {
		return err
	}
	if n := pack.Len(); n != Players*(handSize(pack)+pileCards(pack)) {
		return fmt.Errorf("strohmandel: a pack of %d cards is not two hands and six piles: %w", n, tarock.ErrInvalidDeal)
	}
	return nil
}

// explain returns the error of Validate: what is wrong with d as a deal of
// pack with hands of n cards, and where.
func (d *Deal) explain(pack deck.Set, n int) error {
	var all deck.Set
	for s := range Players {
		h := d.Hands[s]
		if !h.Valid() || h.Len() != n {
			return fmt.Errorf("strohmandel: hand of seat %d has %d cards, want %d: %w", s, h.Len(), n, tarock.ErrInvalidDeal)
		}
		if out := h.Minus(pack); out != 0 {
			return fmt.Errorf("strohmandel: hand of seat %d holds %v, not in the pack of the rules (%d cards): %w", s, out, pack.Len(), tarock.ErrInvalidDeal)
		}
		if all.Overlaps(h) {
			return fmt.Errorf("strohmandel: card(s) %v dealt twice: %w", all.Intersect(h), tarock.ErrInvalidDeal)
		}
		all |= h
	}
	for s := range Players {
		for p := range PilesPerPlayer {
			for i, c := range d.Piles[s][p] {
				if short := p > 0 && i == 0 && shortPiles(pack); short || c == deck.NoCard && i == 0 && p > 0 {
					if short != (c == deck.NoCard) {
						return fmt.Errorf("strohmandel: pile %d of seat %d holds %v at position 0, want it empty (deck.NoCard) in a pile of three cards and a card in a pile of four (doc/strohmandel.md §11.1.3): %w", p, s, c, tarock.ErrInvalidDeal)
					}
					continue
				}
				if !c.Valid() {
					return fmt.Errorf("strohmandel: pile %d of seat %d, position %d: %v is not a card: %w", p, s, i, c, tarock.ErrInvalidDeal)
				}
				if !pack.Has(c) {
					return fmt.Errorf("strohmandel: pile %d of seat %d, position %d: %v is not in the pack of the rules (%d cards): %w", p, s, i, c, pack.Len(), tarock.ErrInvalidDeal)
				}
				if all.Has(c) {
					return fmt.Errorf("strohmandel: %v dealt twice (pile %d of seat %d): %w", c, p, s, tarock.ErrInvalidDeal)
				}
				all = all.With(c)
			}
		}
	}
	return nil
}

// valid reports quickly whether d passes Validate: every pile card a card
// of the pack, 15 cards in each hand, 24 distinct cards in the piles, the
// 54 cards in all.
func (d *Deal) valid() bool {
	var piles deck.Set
	var or deck.Card // a card number of 64 or more shows in its high bits
	for s := range Players {
		for p := range PilesPerPlayer {
			for _, c := range &d.Piles[s][p] {
				or |= c
				piles |= 1 << (c & 63)
			}
		}
	}
	h0, h1 := d.Hands[0], d.Hands[1]
	return or < 64 && h0.Len() == HandSize && h1.Len() == HandSize &&
		piles.Len() == Players*PilesPerPlayer*PileSize && h0|h1|piles == deck.FullPack
}

// DealFrom deals the pack in order o (o[0] is the first card dealt) as
// the rules prescribe (doc/strohmandel.md §3.1–§3.2): three packets of five
// to each player alternately, forehand first (F5 D5 F5 D5 F5 D5), then six
// packets of four alternately, forehand first, as the strawmen: each
// player's first packet is his pile 0. Inside a packet the card nearer the
// top of the pack is the pile's top card (N, a convention). The pack is
// r's ([Rules.CardsInPlay]): o holds its cards first and [deck.NoCard]
// after them ([deck.Order.CheckPack]); a smaller pack is dealt in as many
// rounds of five as its hand size needs, the 40 cards as doc/strohmandel.md
// §11.1.3 says. It returns an error wrapping [tarock.ErrInvalidDeal] when r
// is invalid or o is not an order of the pack (a card outside it is
// named).
func DealFrom(o deck.Order, r Rules) (Deal, error) {
	if err := r.Validate(); err != nil {
		return Deal{}, fmt.Errorf("strohmandel: cannot deal: %w: %w", tarock.ErrInvalidDeal, err)
	}
	pack := r.CardsInPlay()
	if err := o.CheckPack(pack); err != nil {
		return Deal{}, fmt.Errorf("strohmandel: %w: %w", tarock.ErrInvalidDeal, err)
	}
	return dealPack(&o, pack), nil
}

// dealPack deals o, an order of pack, with the piles of the pack.
func dealPack(o *deck.Order, pack deck.Set) Deal {
	if shortPiles(pack) {
		return dealShort(o)
	}
	return dealFrom(o, handSize(pack))
}

// dealShort deals o, an order of a 40-card pack (doc/strohmandel.md
// §11.1.3): two packets of five to each player alternately, forehand
// first, then the strawmen alternately, forehand first, a packet of four
// as each player's pile 0 and two packets of three as his piles 1 and 2.
// A pile of three leaves its position 0 empty (deck.NoCard), so that the
// last card of every pile is at position PileSize−1.
func dealShort(o *deck.Order) Deal {
	d := dealFrom(o, 10) // the hands, and piles not yet right
	k := 2 * 10
	for p := range Players * PilesPerPlayer {
		seat, pile := p%Players, p/Players
		var cards [PileSize]deck.Card
		first := 0
		if pile > 0 {
			cards[0], first = deck.NoCard, 1
		}
		for i := first; i < PileSize; i++ {
			cards[i] = o[k]
			k++
		}
		d.Piles[seat][pile] = cards
	}
	return d
}

// dealFrom deals o with hands of n cards, a multiple of five.
func dealFrom(o *deck.Order, n int) Deal {
	var d Deal
	// Packets of five to each seat, forehand first (doc/strohmandel.md §3.1).
	for p := range n / 5 * Players {
		q := (*[5]deck.Card)(o[5*p:])
		d.Hands[p%Players] |= 1<<(q[0]&63) | 1<<(q[1]&63) | 1<<(q[2]&63) | 1<<(q[3]&63) | 1<<(q[4]&63)
	}
	// Six packets of four, forehand first: the strawmen (doc/strohmandel.md §3.2).
	for p := range Players * PilesPerPlayer {
		d.Piles[p%Players][p/Players] = *(*[PileSize]deck.Card)(o[Players*n+PileSize*p:])
	}
	return d
}

// Shuffled returns a deal of a uniformly shuffled pack drawn from src
// ([deck.Shuffled]), dealt by [DealFrom] under the 54-card rules. src is usually a *rand.Rand or,
// faster, the *rand.PCG it wraps; the same generator state gives the same
// deal either way, on every machine. It allocates nothing.
func Shuffled(src rand.Source) Deal {
	o := deck.Shuffled(src)
	return dealFrom(&o, HandSize)
}

// ShuffledPack returns a deal of pack (zero meaning the 54 cards, as
// [Rules.Pack]) shuffled uniformly from src ([deck.ShuffledPack]) and
// dealt by [DealFrom]; for the 54 cards it is [Shuffled]. The pack
// must be one the deal can deal ([Rules.Validate]); for another it
// returns the zero Deal, which NewGame refuses. It allocates nothing.
func ShuffledPack(src rand.Source, pack deck.Set) Deal {
	r := Rules{Pack: pack}
	if r.CardsInPlay() == deck.Pack54 {
		return Shuffled(src)
	}
	if r.checkPack() != nil {
		return Deal{}
	}
	o := deck.ShuffledPack(src, r.CardsInPlay())
	return dealPack(&o, r.CardsInPlay())
}
