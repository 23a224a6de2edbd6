package scoring

import (
	"strings"

	"github.com/tarockfamily/sdk/deck"
)

// Packet is a group of three cards as a scorer lays them out at the table.
// It is worth the sum of its values minus 2 whole points.
type Packet [3]deck.Card

// Points returns the packet's card points in thirds: 3·(Σvalue − 2).
func (p Packet) Points() Points {
	return Points(3 * (p[0].Value() + p[1].Value() + p[2].Value() - 2))
}

// Tally is the "packets of three" presentation of a pile that a scorer at a
// real table writes down: each counting card (value ≥ 2) grouped, as far as
// they go, with two low cards (value 1, the Blatt), the remaining cards in
// further packets of three, and up to two leftover cards, low cards where
// possible, each worth its value − ⅔ (doc/tapp.md §9.1,
// doc/strohmandel.md §8.1). Its total always equals [Count] of the pile.
type Tally struct {
	Packets  []Packet    // complete packets of three
	Leftover []deck.Card // zero, one or two cards left over
}

// NewTally groups pile into packets of three for presentation. Counting
// cards are taken from the highest value down and each is completed with the
// lowest low cards available; what remains is grouped in threes, and the
// last one or two cards (low cards when any are left) are the leftover.
func NewTally(pile deck.Set) Tally {
	pile &= deck.FullPack
	var high, low []deck.Card
	for _, v := range []int{5, 4, 3, 2} {
		for c := range pile.All() {
			if c.Value() == v {
				high = append(high, c)
			}
		}
	}
	for c := range pile.All() {
		if c.Value() == 1 {
			low = append(low, c)
		}
	}
	var t Tally
	// Keep the leftover back from the low cards, as the rule book asks,
	// whenever there are enough of them.
	rest := min((len(high)+len(low))%3, len(low))
	keep := low[len(low)-rest:]
	low = low[:len(low)-rest]
	for len(high) > 0 && len(low) >= 2 {
		t.Packets = append(t.Packets, Packet{high[0], low[0], low[1]})
		high, low = high[1:], low[2:]
	}
	cards := append(append(high, low...), keep...)
	for len(cards) >= 3 {
		t.Packets = append(t.Packets, Packet{cards[0], cards[1], cards[2]})
		cards = cards[3:]
	}
	t.Leftover = cards
	return t
}

// Points returns the total of the tally in thirds: the packets' points plus
// value − ⅔ for each leftover card. It equals [Count] of the pile.
func (t Tally) Points() Points {
	var p Points
	for _, k := range t.Packets {
		p += k.Points()
	}
	for _, c := range t.Leftover {
		p += Points(3*c.Value() - 2)
	}
	return p
}

// String writes the tally as a scorer would: each packet with its value,
// the leftover cards with theirs, and the total, for example
// "[KH T2 T3]=5 [QS 7C 8C]=4 … + [T4]=⅓ = 35⅔".
func (t Tally) String() string {
	var b strings.Builder
	for i, k := range t.Packets {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString("[" + k[0].String() + " " + k[1].String() + " " + k[2].String() + "]=" + k.Points().String())
	}
	if len(t.Leftover) > 0 {
		if b.Len() > 0 {
			b.WriteString(" + ")
		}
		var p Points
		b.WriteByte('[')
		for i, c := range t.Leftover {
			if i > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(c.String())
			p += Points(3*c.Value() - 2)
		}
		b.WriteString("]=" + p.String())
	}
	if b.Len() == 0 {
		return "0"
	}
	b.WriteString(" = " + t.Points().String())
	return b.String()
}
