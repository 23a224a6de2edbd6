// Package dealcheck holds the checks of a deal that the game packages with
// a talon share: that the hands and the talon cards are the pack without a
// card repeated, and the laying of talon halves given as card sets. Each
// error names the game and wraps tarock.ErrInvalidDeal.
package dealcheck

import (
	"fmt"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
)

// Check returns nil when each of hands holds handSize cards, each card of
// talon is a card, and no card is dealt twice. Otherwise it returns an
// error of game wrapping tarock.ErrInvalidDeal that says what is wrong:
// the first fault found, hands in seat order before the talon.
func Check(game string, hands []deck.Set, handSize int, talon []deck.Card) error {
	return CheckPack(game, deck.FullPack, hands, handSize, talon)
}

// CheckPack is [Check] for a deal of pack (doc/design.md §10): a card
// outside the pack, in a hand or the talon, is named as such.
func CheckPack(game string, pack deck.Set, hands []deck.Set, handSize int, talon []deck.Card) error {
	var all deck.Set
	for i, h := range hands {
		if !h.Valid() {
			return fmt.Errorf("%s: hand of seat %d holds bits that are not cards: %w", game, i, tarock.ErrInvalidDeal)
		}
		if out := h.Minus(pack); out != 0 {
			return fmt.Errorf("%s: hand of seat %d holds %v, not in the pack of the rules (%d cards): %w", game, i, out, pack.Len(), tarock.ErrInvalidDeal)
		}
		if n := h.Len(); n != handSize {
			return fmt.Errorf("%s: hand of seat %d has %d cards, want %d: %w", game, i, n, handSize, tarock.ErrInvalidDeal)
		}
		if all.Overlaps(h) {
			return fmt.Errorf("%s: %v dealt twice (hand of seat %d): %w", game, all.Intersect(h), i, tarock.ErrInvalidDeal)
		}
		all |= h
	}
	for i, c := range talon {
		if !c.Valid() {
			return fmt.Errorf("%s: talon position %d holds %v, which is not a card: %w", game, i+1, c, tarock.ErrInvalidDeal)
		}
		if !pack.Has(c) {
			return fmt.Errorf("%s: talon position %d holds %v, not in the pack of the rules (%d cards): %w", game, i+1, c, pack.Len(), tarock.ErrInvalidDeal)
		}
		if all.Has(c) {
			return fmt.Errorf("%s: %v dealt twice (talon position %d): %w", game, c, i+1, tarock.ErrInvalidDeal)
		}
		all = all.With(c)
	}
	return nil
}

// LayHalves lays the cards of the talon halves into talon, each half's
// cards in ascending card order, half i at talon[size*i:]. A half that does
// not hold size cards is an error of game wrapping tarock.ErrInvalidDeal
// naming it as H(i).
func LayHalves[H interface {
	~uint8
	fmt.Stringer
}](game string, talon []deck.Card, size int, halves ...deck.Set) error {
	for i, h := range halves {
		if !h.Valid() || h.Len() != size {
			return fmt.Errorf("%s: talon half %v %v does not hold %d cards: %w", game, H(i), h, size, tarock.ErrInvalidDeal)
		}
		k := size * i
		for c := range h.All() {
			talon[k] = c
			k++
		}
	}
	return nil
}
