package strohmandel

import (
	"fmt"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/internal/enumtext"
	"github.com/tarockfamily/sdk/scoring"
	"github.com/tarockfamily/sdk/tarock"
)

// This file is the pack of the rules (doc/strohmandel.md §1, §3, §11.1;
// doc/design.md §10): the cards in play, the hand size and the piles each
// pack is dealt into, the counting that goes with it, and the checks of
// [Rules.Validate] on them.

// Glatzen chooses the pip cards of the 40-card pack, one per suit, the
// Glatzen (doc/strohmandel.md §11.1.1).
type Glatzen uint8

// The values of [Glatzen].
const (
	// GlatzenAcesAndTens is ♠10, ♣10, ♥A and ♦A, the pack deck.Pack40;
	// the default.
	GlatzenAcesAndTens Glatzen = iota
	// GlatzenRedFours is ♠10, ♣10, ♥4 and ♦4, the red fours being easier
	// to tell from the other cards; only with Pack = deck.Pack40.
	GlatzenRedFours
	numGlatzen
)

var glatzenText = enumtext.Names("strohmandel.Glatzen", GlatzenAcesAndTens, "GlatzenAcesAndTens", "GlatzenRedFours")

// String returns the name of the Go constant, for example "GlatzenRedFours".
func (g Glatzen) String() string { return glatzenText.String(g) }

// MarshalText writes g as [Glatzen.String] does, the name of the Go
// constant. A value that is not a constant is an error wrapping
// [tarock.ErrBadText].
func (g Glatzen) MarshalText() ([]byte, error) { return glatzenText.Marshal(g) }

// UnmarshalText reads the name of a constant, in any case. Other text
// returns a *[tarock.TextError] and leaves g unchanged.
func (g *Glatzen) UnmarshalText(b []byte) error { return glatzenText.Unmarshal(b, g) }

// Pack40RedFours is the 40-card pack with the red fours as Glatzen:
// deck.Pack40 with ♥4 and ♦4 in place of ♥A and ♦A (doc/strohmandel.md
// §11.1.1), the cards in play of Pack = deck.Pack40 and Glatzen =
// GlatzenRedFours.
const Pack40RedFours = deck.Pack40&^(1<<deck.HeartsAce|1<<deck.DiamondsAce) | 1<<deck.Hearts4 | 1<<deck.Diamonds4

// CardsInPlay returns the cards in play: r.Pack, or deck.Pack54 when it
// is zero, with the red Glatzen of r.Glatzen (doc/strohmandel.md §11.1.1).
func (r Rules) CardsInPlay() deck.Set { return packOf(r.Pack, r.Glatzen) }

// packOf returns the cards in play of Rules.Pack = pack and Rules.Glatzen
// = g, taking the two fields alone so that NewGame does not copy the Rules.
func packOf(pack deck.Set, g Glatzen) deck.Set {
	if g == GlatzenRedFours && pack == deck.Pack40 {
		return Pack40RedFours
	}
	return cardsInPlay(pack)
}

// cardsInPlay returns pack, or deck.Pack54 when it is zero.
func cardsInPlay(pack deck.Set) deck.Set {
	if pack == 0 {
		return deck.Pack54
	}
	return pack
}

// zwanziger reports whether pack is one of the two 40-card packs, dealt
// with piles of four, three and three and counted by simple addition
// (doc/strohmandel.md §11.1).
func zwanziger(pack deck.Set) bool { return pack == deck.Pack40 || pack == Pack40RedFours }

// Counting returns how the rules count card points: by simple addition,
// scoring.Simple, with the 40-card pack (88 points, 45 win,
// doc/strohmandel.md §11.1.2), and in packets of three, scoring.Packets,
// with every other (doc/strohmandel.md §8.1).
func (r Rules) Counting() scoring.Counting {
	if zwanziger(r.CardsInPlay()) {
		return scoring.Simple
	}
	return scoring.Packets
}

// HandSize returns the number of hand cards dealt to each player: half
// the cards in play less his three piles (15 with 54 cards,
// doc/strohmandel.md §3.1, doc/strohmandel.md §3.2; 10 with 40 cards, doc/strohmandel.md §11.1.3). A player
// plays his hand and his piles, so there are HandSize() + [Rules.PileCards]
// tricks.
func (r Rules) HandSize() int { return handSize(r.CardsInPlay()) }

// PileCards returns the number of cards in each player's three strawman
// piles: 12 (three piles of four, doc/strohmandel.md §3.2), or 10 with
// the 40-card pack (piles of four, three and three, doc/strohmandel.md §11.1.3).
func (r Rules) PileCards() int { return pileCards(r.CardsInPlay()) }

// pileCards returns the cards in each player's piles in a deal of pack.
func pileCards(pack deck.Set) int {
	if zwanziger(pack) {
		return PileSize + 2*(PileSize-1)
	}
	return PilesPerPlayer * PileSize
}

// shortPiles reports whether piles 1 and 2 of a deal of pack hold three
// cards, position 0 of each being empty (doc/strohmandel.md §11.1.3).
func shortPiles(pack deck.Set) bool { return zwanziger(pack) }

// handSize returns the hand size of a deal of pack (zero: 54 cards).
func handSize(pack deck.Set) int {
	pack = cardsInPlay(pack)
	return pack.Len()/Players - pileCards(pack)
}

// checkPack returns the error of Validate for a pack the deal cannot deal,
// or an option that cannot occur with it (doc/strohmandel.md §3.1, §3.2,
// §11.1.5), or nil.
func (r Rules) checkPack() error {
	if r.Glatzen != GlatzenAcesAndTens && r.Pack != deck.Pack40 {
		return fmt.Errorf("strohmandel: Rules.Glatzen = %v chooses the pips of the 40-card pack: it needs Pack = Pack40, not a pack of %d cards: %w", r.Glatzen, r.CardsInPlay().Len(), tarock.ErrInvalidRules)
	}
	if r.Pack == 0 {
		return nil // the 54 cards
	}
	pack := r.CardsInPlay()
	n := pack.Len()
	switch h := handSize(pack); {
	case n == 40 && !zwanziger(pack):
		return fmt.Errorf("strohmandel: Rules.Pack has 40 cards but is not the Zwanzigerrufen pack Pack40 (with Glatzen for its red pips), the only 40 cards the deal of piles of four, three and three and the counting by simple addition are for: %w", tarock.ErrInvalidRules)
	case n%Players != 0 || h < 5 || h%5 != 0:
		return fmt.Errorf("strohmandel: Rules.Pack has %d cards, but each player gets three strawman piles of four (four, three and three with Pack40) and a hand dealt in packets of five: the pack must have 34, 44 or 54 cards, or be Pack40: %w",
			n, tarock.ErrInvalidRules)
	case r.BigWin != BigWinOff && n != deck.NumCards:
		return fmt.Errorf("strohmandel: Rules.BigWin = %v counts 45 and 26 of 70 card points: it needs the 54-card pack, not one of %d cards: %w", r.BigWin, n, tarock.ErrInvalidRules)
	}
	for _, b := range birdTable {
		if r.Birds.Has(b.bird) && !pack.Has(b.card) {
			return fmt.Errorf("strohmandel: Rules.Birds has %v, but its card %v is not in the pack of %d cards: %w", b.bird, b.card, n, tarock.ErrInvalidRules)
		}
	}
	return nil
}
