package strohmandel

import (
	"fmt"
	"math/bits"

	"github.com/tarockfamily/sdk/internal/enumtext"
	"github.com/tarockfamily/sdk/tarock"
)

// The scored items of a settlement and the seat sets that pay them
// (doc/strohmandel.md §6, §8, §9).

// ItemKind is the kind of a scored item of a [Result].
type ItemKind uint8

// The scored items (doc/strohmandel.md §6, §9).
const (
	// ItemGame is the game item: a simple game won, a taken-up game won
	// (to the declarer) or lost (to the opponent), or Trischaken won.
	ItemGame ItemKind = iota + 1
	// ItemBigWin is the +1 of BigWinFurr45_26 or BigWinGrammel45 (GrandPoint).
	ItemBigWin
	// ItemValat is a Valat: all 27 tricks to one player (every trick of a
	// smaller pack).
	ItemValat
	// ItemTrullInHand is the Trull in hand, announced (TrullHandAnnounced).
	ItemTrullInHand
	// ItemKingsTrullInHand is the Königstrull in hand, announced.
	ItemKingsTrullInHand
	// ItemTrullInTricks is Sküs, Mond and Pagat in one player's tricks.
	ItemTrullInTricks
	// ItemKingsInTricks is the four Kings in one player's tricks.
	ItemKingsInTricks
	// ItemPagatUltimo is the Pagat in the last trick, the 27th (the
	// 20th with 40 cards, doc/strohmandel.md §11.1.5).
	ItemPagatUltimo
	// ItemUhu is tarock II in the 26th trick, the second to last.
	ItemUhu
	// ItemKakadu is tarock III in the 25th trick, the third to last.
	ItemKakadu
	// ItemQuapil is tarock IIII in the 24th trick, the fourth to last.
	ItemQuapil
	// ItemMondfang is the Mond captured by the Sküs (MondCapture).
	ItemMondfang
	// ItemRostopschin is the Rostopschin, made or failed after "Ross!".
	ItemRostopschin
)

var itemNames = [...]string{"", "game", "big win", "Valat", "Trull in hand", "Königstrull in hand",
	"Trull in tricks", "four Kings in tricks", "Pagat Ultimo", "Uhu", "Kakadu", "Quapil",
	"Mondfang", "Rostopschin"}

// String returns the English name of the item ("Pagat Ultimo", …).
func (k ItemKind) String() string {
	if k > 0 && int(k) < len(itemNames) {
		return itemNames[k]
	}
	return fmt.Sprintf("ItemKind(%d)", uint8(k))
}

// SeatSet is a set of seats, bit i for seat i.
type SeatSet uint8

// Has reports whether seat p is in the set.
func (ss SeatSet) Has(p tarock.Seat) bool { return p < Players && ss&(1<<p) != 0 }

// Len returns the number of seats in the set.
func (ss SeatSet) Len() int { return bits.OnesCount8(uint8(ss & (1<<Players - 1))) }

// String lists the seats, "seat 0, seat 1", or "nobody".
func (ss SeatSet) String() string { return seatSetText.String(ss) }

// seatSetText is the text and JSON of a SeatSet.
var seatSetText = enumtext.Seats[SeatSet]{Type: "strohmandel.SeatSet", N: Players}

// seatBit returns the set of seat p alone.
func seatBit(p tarock.Seat) SeatSet { return 1 << (p & 1) }

// Item is one scored item of a deal: the seat of Payers pays Amount()
// game points to the seat of Payees, one seat each.
type Item struct {
	// Kind is what was scored.
	Kind ItemKind
	// Announced is set for an item announced or called (Trull and
	// Königstrull in hand, Tirol announcements, Rostopschin).
	Announced bool
	// Won reports whether Seat won the item; false when Seat failed and
	// his opponent scores it: a lost taken-up game, a captured bird, a
	// failed announcement or Rostopschin.
	Won bool
	// Seat is the seat whose achievement or failure the item is: the
	// declarer of a taken-up game, the winner of a simple game or of
	// Trischaken, the bird's player, the announcer, the caller of "Ross!",
	// the holder of a silent combination, the seat of a Valat or a big
	// win.
	Seat tarock.Seat
	// Value is the item's value in game points, before Kontra and before
	// any doubling by a [Match].
	Value int
	// Factor is the Kontra factor of the game item: 1, 2 after Kontra, 4
	// after Re (Kontra, doc/strohmandel.md §6); 1 for every other item.
	Factor int
	// Payers and Payees: the seat that pays and the seat that scores.
	Payers, Payees SeatSet
}

// Amount returns Value × Factor, the game points the payer pays.
func (it Item) Amount() int { return it.Value * it.Factor }

// Deltas returns each seat's game points from this item; they sum to
// zero.
func (it Item) Deltas() [Players]int {
	var d [Players]int
	for p := range tarock.Seat(Players) {
		if it.Payees.Has(p) {
			d[p] += it.Amount()
		}
		if it.Payers.Has(p) {
			d[p] -= it.Amount()
		}
	}
	return d
}
