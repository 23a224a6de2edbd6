// Package scoring counts card points and settles game points for the Tarock
// games of this module.
//
// Card points are counted exactly, in thirds of a point, as the Tarock
// literature counts them: cards are grouped in packets of three, each packet
// is worth the sum of its cards' values minus 2, and a leftover card is
// worth its value minus ⅔. That is, a pile of n cards with value sum v is
// worth v − ⅔·n points, or 3·v − 2·n thirds; the whole pack (value sum 106,
// 54 cards) is worth 210 thirds = 70 card points however it is split
// (doc/tapp.md §9, doc/strohmandel.md §8; Mayr & Sedlaczek 2001).
//
// Game points (what players pay each other) are whole numbers; package
// tarock/match keeps their running totals over a match.
package scoring

import (
	"fmt"
	"strconv"

	"github.com/tarockfamily/sdk/deck"
)

// Points is an amount of card points counted in thirds of a point: 3 is one
// card point, 107 is 35⅔. Use [Count] to count a pile and [Points.Whole] to
// round once where the rules say.
type Points int

// Useful amounts of card points.
const (
	Third Points = 1   // ⅓ card point: one low card (Blatt) left over
	Point Points = 3   // one card point
	Total Points = 210 // the whole pack: 70 card points
	// Majority is 35⅔ card points (107 thirds), "36 rounded": the least a
	// declarer needs to win a Tapp game, and the least that wins in
	// Strohmandeln (doc/tapp.md §9.3, doc/strohmandel.md §8.2).
	Majority Points = 107
	// Half is 35 card points (105 thirds).
	Half Points = 105
)

// MajorityOf returns the least count worth more than half of a pack
// holding total card points, in whole points rounded as [Points.Whole]
// rounds: [Majority] (107 thirds, 35⅔) for the 54-card pack of 210
// thirds, 101 thirds (33⅔) for the 42-card pack of 198 (doc/tapp.md
// §9.3, §11.1.6; doc/design.md §10).
func MajorityOf(total Points) Points {
	return 3*Points(total.Whole()/2+1) - 1
}

// Count returns the card points of a pile in thirds: 3·Σvalue − 2·|pile|
// (doc/tapp.md §9.1). Cards of the set that are not cards of the
// pack are ignored.
func Count(pile deck.Set) Points {
	return Points(3*pile.Sum() - 2*pile.Len())
}

// Thirds returns p as an int number of thirds.
func (p Points) Thirds() int { return int(p) }

// Whole returns p rounded to whole card points as the counting rules round:
// ⅔ rounds up and ⅓ rounds down, so 35⅔ → 36 and 35⅓ → 35
// (doc/strohmandel.md §8.1 (a); doc/tapp.md §9.3).
// Negative amounts round symmetrically.
func (p Points) Whole() int {
	if p < 0 {
		return -(-p).Whole()
	}
	return int((p + 1) / 3)
}

// Split returns the whole points and the leftover thirds (0, 1 or 2) of p ≥ 0;
// for a negative p both parts are ≤ 0.
func (p Points) Split() (whole, thirds int) {
	return int(p / 3), int(p % 3)
}

var fractionGlyph = [3]string{"", "⅓", "⅔"}
var fractionASCII = [3]string{"", " 1/3", " 2/3"}

// String formats p with a fraction glyph: "35", "35⅔", "⅓", "-1⅓".
func (p Points) String() string {
	sign := ""
	if p < 0 {
		sign, p = "-", -p
	}
	w, t := p.Split()
	if w == 0 && t != 0 {
		return sign + fractionGlyph[t]
	}
	return sign + strconv.Itoa(w) + fractionGlyph[t]
}

// ASCII formats p with an ASCII fraction: "35", "35 2/3", "1/3", "-1 1/3".
func (p Points) ASCII() string {
	sign := ""
	if p < 0 {
		sign, p = "-", -p
	}
	w, t := p.Split()
	if w == 0 && t != 0 {
		return sign + fractionASCII[t][1:]
	}
	return sign + strconv.Itoa(w) + fractionASCII[t]
}

// GoString returns p as a Go-syntax number of thirds, for %#v.
func (p Points) GoString() string { return fmt.Sprintf("scoring.Points(%d)", int(p)) }
