package scoring

import (
	"strconv"

	"github.com/tarockfamily/sdk/deck"
)

// Counting is a way of counting the card points of a pile. The zero value,
// [Packets], is the counting of the 54-card and 42-card games; [Simple] is
// the plain addition of the Zwanzigerrufen pack (doc/strohmandel.md
// §11.1.2). Either way the points are given in thirds ([Points]), so that
// totals and thresholds of both compare alike.
type Counting uint8

const (
	// Packets counts in packets of three: 3·Σvalue − 2·|pile| thirds
	// ([Count]; doc/tapp.md §9.1, doc/strohmandel.md §8.1). The 54 cards
	// count 210 thirds (70 points).
	Packets Counting = iota
	// Simple adds the values of the cards, nothing per packet, and values a
	// pip card (the Glatze of the 40-card pack) at 0: 3·Σvalue thirds with
	// the pips at 0, always a whole number of points. The 40-card
	// Zwanzigerrufen pack counts 264 thirds (88 points), and 135 (45) win
	// (doc/strohmandel.md §11.1.2).
	Simple
)

// pips is the suit cards below the Jack, each worth 1 in [Count].
var pips = deck.FullPack &^ deck.Tarocks &^ courts

// courts is the 16 court cards.
const courts deck.Set = 0xf0<<22 | 0xf0<<30 | 0xf0<<38 | 0xf0<<46 // J, C, Q, K of each suit

// Count returns the card points of pile counted by c, in thirds. Cards of
// the set that are not cards of the pack are ignored.
func (c Counting) Count(pile deck.Set) Points {
	if c == Simple {
		return Points(3 * (pile.Sum() - (pile & pips).Len()))
	}
	return Count(pile)
}

// Majority returns the least count by c that is worth more than half of a
// pack of total card points: [MajorityOf] total for [Packets] (35⅔ of 70),
// and for [Simple], whose counts are whole points, the next whole point
// above half (45 of 88, 135 thirds; doc/strohmandel.md §11.1.2).
func (c Counting) Majority(total Points) Points {
	if c == Simple {
		return Point * Points(total/Point/2+1)
	}
	return MajorityOf(total)
}

// String returns "Packets" or "Simple".
func (c Counting) String() string {
	switch c {
	case Packets:
		return "Packets"
	case Simple:
		return "Simple"
	}
	return "Counting(" + strconv.Itoa(int(c)) + ")"
}
