package record

import (
	"fmt"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
)

// ReadHands is the Format.ReadDeal of a game dealt as hands and a talon
// laid in halves: lines (named by names, the Format's DealLines) are the
// len(hands) hands by seat, each one group of handSize cards, then the
// talon halves, each one group of len(talon)/halves cards, laid into talon
// in the order of the lines. game names the package for the message. A
// line of another shape is a *[DealError] for the whole line wrapping
// tarock.ErrInvalidDeal. It checks no more: the game's NewGame checks the
// cards.
func ReadHands(game string, names []string, lines [][][]deck.Card, hands []deck.Set, handSize int, talon []deck.Card) error {
	halves := len(lines) - len(hands)
	for k, groups := range lines {
		want := handSize
		if k >= len(hands) {
			want = len(talon) / halves
		}
		if len(groups) != 1 || len(groups[0]) != want {
			n := 0
			for _, g := range groups {
				n += len(g)
			}
			return &DealError{Line: k, Card: -1, Err: fmt.Errorf("%s: deal line %s has %d cards in %d group(s), want %d in one: %w",
				game, names[k], n, len(groups), want, tarock.ErrInvalidDeal)}
		}
		if k < len(hands) {
			hands[k] = deck.SetOf(groups[0]...)
		} else {
			copy(talon[want*(k-len(hands)):], groups[0])
		}
	}
	return nil
}

// WriteHands is the Format.WriteDeal of a game dealt as hands and a talon
// laid in halves, the reverse of [ReadHands]: a line per hand, its cards in
// card order, then a line per talon half, its cards in the order laid.
func WriteHands(hands []deck.Set, talon []deck.Card, halves int) [][][]deck.Card {
	lines := make([][][]deck.Card, 0, len(hands)+halves)
	for _, h := range hands {
		lines = append(lines, [][]deck.Card{h.AppendCards(nil)})
	}
	half := len(talon) / halves
	for i := range halves {
		lines = append(lines, [][]deck.Card{talon[i*half : (i+1)*half]})
	}
	return lines
}
