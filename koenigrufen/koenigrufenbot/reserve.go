package koenigrufenbot

import (
	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/koenigrufen"
)

// reservedTrick is the trick (1 to 12) for which each trick premium keeps
// its card once announced (doc/koenigrufen.md §8.6).
var reservedTrick = map[koenigrufen.Premiums]int{
	koenigrufen.PagatUltimo: 12, koenigrufen.Uhu: 11, koenigrufen.Kakadu: 10, koenigrufen.Quapil: 9, koenigrufen.KingUltimo: 12,
}

// keepReserved applies the reservations of the observer's own
// announcements (doc/koenigrufen.md §8.6) to the legal cards: a bird it
// announced, or the called king of its King Ultimo, is played in its trick
// when it may be, and kept out of every earlier trick while another card
// may be played. (With Reservation = Hard the legal cards already say so.)
func keepReserved(o *koenigrufen.Observation, cards deck.Set) deck.Set {
	trick := 1
	for _, n := range o.Tricks {
		trick += n
	}
	var kept deck.Set
	for _, e := range o.Events() {
		if e.Seat != o.Seat {
			continue
		}
		for p := e.Move.Premiums(); p != 0; p &= p - 1 {
			at, ok := reservedTrick[p&-p]
			c := birdCard[p&-p]
			if p&-p == koenigrufen.KingUltimo {
				c = o.Called
			}
			if !ok || !cards.Has(c) {
				continue
			}
			if at == trick {
				return deck.SetOf(c)
			}
			if at > trick {
				kept = kept.With(c)
			}
		}
	}
	if rest := cards &^ kept; !rest.IsEmpty() {
		return rest
	}
	return cards
}
