package koenigrufen

import "math/bits"

// The items of a deal that Kontra can raise (doc/koenigrufen.md §8.4,
// §8.5): the game of a positive contract, each announced premium, and in
// a negative contract the game of each defender. The announcement phase
// (announcements.go) keeps them; the settlement (result.go) reads them
// only through announcedPremiums and kontraLevel below.

// item names one item that Kontra can raise.
type item uint8

// The items: itemGame, then itemPremium+k for the premium 1<<k
// (k < numPremiums), then itemDefenderGame+d for the game of defender d
// in a negative contract.
const (
	itemGame         item = 0
	itemPremium      item = 1
	itemDefenderGame item = itemPremium + numPremiums
	numItems              = NumTargets
)

// The items end where NumTargets says: the compiler refuses the index
// when they do not.
var _ = [1]struct{}{}[int(itemDefenderGame)+numSeats-NumTargets]

// premiumItem returns the item of premium p (a single premium).
func premiumItem(p Premiums) item {
	if p == 0 || p&(p-1) != 0 || p >= 1<<numPremiums {
		return itemGame
	}
	return itemPremium + item(bits.TrailingZeros16(uint16(p)))
}

// announcedPremiums returns the premiums announced in the deal by the
// declarer's party (party 0) or by the defenders (party 1); a premium is
// announced at most once in a deal (doc/koenigrufen.md §8.3).
func (s *State) announcedPremiums(party int) Premiums { return s.announcedByParty()[party&1] }

// announcedByParty returns the premiums announced by each party, as
// announcedPremiums.
func (s *State) announcedByParty() (by [2]Premiums) {
	for x := s.announced & premiumMask; x != 0; x &= x - 1 {
		k := bits.TrailingZeros16(uint16(x))
		by[s.party(s.announcerOf(k))] |= x & -x
	}
	return by
}

// kontraLevel returns the multiplier of item it as the settlement counts
// it: 1 without Kontra, 2 after Kontra, 4 after Re, 8 after Sub and so on,
// after the rules that make a Kontra void (doc/koenigrufen.md §6.3, §8.5).
func (s *State) kontraLevel(it item) int {
	if int(it) >= numItems || s.allKontraVoid() {
		return 1
	}
	return s.counted(it).Factor()
}

// allKontraVoid reports whether no Kontra counts: a Solorufer whose called
// king lies in the talon, unless SoloruferWholeTalon (doc/koenigrufen.md
// §6.3, §8.5).
func (s *State) allKontraVoid() bool {
	return s.contract == Solorufer && s.kingInTalon() && s.rules.SoloruferKingInTalon == SoloruferKingHalfKontraVoid
}
