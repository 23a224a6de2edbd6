package koenigrufen

import (
	"strconv"
	"strings"

	"github.com/tarockfamily/sdk/internal/enumtext"
	"github.com/tarockfamily/sdk/tarock"
)

// The raises of a compound move (doc/koenigrufen.md §8.4, §8.5 and "Move
// notation"): which item is raised to which level. The items themselves
// are those of items.go; a KontraTarget names one of them in a move.

// KontraLevel is the level a raise brings an item to (doc/koenigrufen.md §8.5):
// Kontra doubles, Re makes it ×4, Sub ×8, and under MaxKontraLevel the
// levels ×16, ×32 and ×64 follow. The item's opponents raise to the odd
// levels (Kontra, Sub, ×32), its own party to the even ones (Re, ×16,
// ×64).
type KontraLevel uint8

// The levels.
const (
	LevelNone   KontraLevel = iota // ×1, not a raise
	LevelKontra                    // ×2
	LevelRe                        // ×4
	LevelSub                       // ×8
	Level16                        // ×16
	Level32                        // ×32
	Level64                        // ×64

	numLevels = iota
)

var levelNames = [numLevels]string{"none", "kontra", "re", "sub", "x16", "x32", "x64"}

// String returns the word of the level in the move notation: "kontra",
// "re", "sub", "x16", "x32", "x64", or "none" for LevelNone.
func (l KontraLevel) String() string { return enumtext.Name("KontraLevel", l, levelNames[:]...) }

// Factor returns 2 to the power of the level: 1, 2, 4, 8, …
func (l KontraLevel) Factor() int { return 1 << (l & 7) }

// byOpponents reports whether a raise to l is said by the item's
// opponents: Kontra, Sub, ×32 (doc/koenigrufen.md §8.5).
func (l KontraLevel) byOpponents() bool { return l&1 == 1 }

// KontraTarget names an item a raise can name (doc/koenigrufen.md §8.4): the
// game, an announced premium, or in a negative contract the game of one
// defender. Build it with [TargetGame], [TargetPremium] and
// [TargetDefenderGame].
type KontraTarget uint8

// TargetGame is the game of a positive contract; in a negative contract a
// defender names his own game with it (doc/koenigrufen.md "Move
// notation").
const TargetGame KontraTarget = KontraTarget(itemGame)

// NumTargets is the number of Kontra targets, the size of the Kontra array
// of [Observation]: the game, the nine premiums of doc/koenigrufen.md §8.1
// and the game of each of the four seats in a negative contract.
const NumTargets = 1 + numPremiums + numSeats

// TargetPremium returns the target of premium p, which must be a single
// premium; for any other value it returns a target no move can raise.
func TargetPremium(p Premiums) KontraTarget {
	if it := premiumItem(p); it != itemGame {
		return KontraTarget(it)
	}
	return KontraTarget(numItems)
}

// TargetDefenderGame returns the game of defender d in a negative
// contract, as the declarer names it (doc/koenigrufen.md §8.5); for a seat
// out of range a target no move can raise.
func TargetDefenderGame(d tarock.Seat) KontraTarget {
	if d >= numSeats {
		return KontraTarget(numItems)
	}
	return KontraTarget(itemDefenderGame) + KontraTarget(d)
}

// String returns the target in the move notation: "game", a premium's
// name, or "game2" for the game of defender 2.
func (t KontraTarget) String() string {
	switch it := item(t); {
	case it == itemGame:
		return "game"
	case it >= itemPremium && it < itemDefenderGame:
		return premiumNames[it-itemPremium]
	case int(it) < numItems:
		return "game" + strconv.Itoa(int(it-itemDefenderGame))
	}
	return "KontraTarget(" + strconv.Itoa(int(t)) + ")"
}

// parseTarget reads a target word; false for a word that is none.
func parseTarget(w string) (KontraTarget, bool) {
	if strings.EqualFold(w, "game") {
		return TargetGame, true
	}
	if len(w) == 5 && strings.EqualFold(w[:4], "game") && w[4] >= '0' && w[4] <= '3' {
		return TargetDefenderGame(tarock.Seat(w[4] - '0')), true
	}
	for i, n := range premiumNames {
		if strings.EqualFold(w, n) {
			return KontraTarget(itemPremium) + KontraTarget(i), true
		}
	}
	return 0, false
}

// Raises is the set of raises of one compound move: at most one level per
// target. The zero value raises nothing. It is a comparable value; build it
// with [Raise] and [Raises.With].
type Raises struct {
	v uint64 // 3 bits per target, and raisesBad
}

// raisesBad marks a Raises built from a target or level out of range; a
// move with it is never legal.
const raisesBad = 1 << (3 * numItems)

// raisesLow has the lowest bit of each target's level in a Raises: a
// raise to an odd level, by the item's opponents, sets it.
const raisesLow = (raisesBad - 1) / 7

// Raise returns the single raise of target t to level l.
func Raise(t KontraTarget, l KontraLevel) Raises { return Raises{}.With(t, l) }

// With returns r with target t raised to level l instead of what r says
// of t (LevelNone removes t).
func (r Raises) With(t KontraTarget, l KontraLevel) Raises {
	if int(t) >= numItems || l >= numLevels {
		r.v |= raisesBad
		return r
	}
	r.v = r.v&^(7<<(3*t)) | uint64(l)<<(3*t)
	return r
}

// KontraLevel returns the level r raises target t to, LevelNone when r does not
// name t.
func (r Raises) KontraLevel(t KontraTarget) KontraLevel {
	if int(t) >= numItems {
		return LevelNone
	}
	return KontraLevel(r.v >> (3 * t & 63) & 7)
}

// named has the lowest bit of the level of each target r names.
func (r Raises) named() uint64 { return (r.v | r.v>>1 | r.v>>2) & raisesLow }

// IsEmpty reports whether r raises nothing.
func (r Raises) IsEmpty() bool { return r.v == 0 }

// valid reports whether r was built from targets and levels in range.
func (r Raises) valid() bool { return r.v&raisesBad == 0 }

// String returns the raises in the move notation, in the order of the
// targets: "kontra game re Uhu"; "none" for no raise.
func (r Raises) String() string {
	if r.v == 0 {
		return "none"
	}
	var b strings.Builder
	for t := range KontraTarget(numItems) {
		if l := r.KontraLevel(t); l != LevelNone {
			if b.Len() > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(l.String() + " " + t.String())
		}
	}
	if !r.valid() {
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString("invalid")
	}
	return b.String()
}

// parseLevel reads a level word: kontra, re, sub, x16, x32, x64.
func parseLevel(w string) (KontraLevel, bool) {
	for l := LevelKontra; l < numLevels; l++ {
		if strings.EqualFold(w, levelNames[l]) {
			return l, true
		}
	}
	return LevelNone, false
}
