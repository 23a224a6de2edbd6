package koenigrufen

import (
	"math/bits"
	"unique"

	"github.com/tarockfamily/sdk/tarock"
)

// The layout of the fields of the announcement phase (see layout.go):
// the only place besides layout.go and layout_play.go that knows how the
// State packs them.

// ---- the announcements: ann ----

const aOpened = 1 << 3 // the declarer has made his opening

func (s *State) opened() bool { return s.ann&aOpened != 0 }
func (s *State) goods() int   { return int(s.ann & 7) }
func (s *State) setOpened()   { s.ann |= aOpened }
func (s *State) addGood()     { s.ann++ }
func (s *State) resetGoods()  { s.ann &^= 7 }

// resetAnnounce starts the announcements: no opening and no "gut" yet.
func (s *State) resetAnnounce() { s.ann &^= aOpened | 7 }

// ---- the turns of the announcements: nAnn, annSeat, raiseGap, raiseSpill ----

// The announcement phase is kept as the turn in which each seat announced
// its premiums (a seat announces in one turn only, doc/koenigrufen.md
// §8.4) and the turn in which each item reached each of its levels;
// the moves of the phase follow from them (announceMove). Every turn other
// than "good" announces a premium (at most four such turns: a seat
// announces once) or raises an item by one level (at most 10 items, the
// game and nine premiums, of six raises each), and at most two "good"
// come before each such turn and three at the end: maxAnnounce turns
// (doc/koenigrufen.md §8.3–§8.5). In a negative contract, which has no
// premiums, the defenders' games use the slots of the first premiums.
//
// A Kontra, Re or Sub is kept as its distance in turns from the item's
// previous event (its creation, or the raise before it) in two bits of
// raiseGap, six bits per slot: under KontraFirstOpportunity a seat raises
// an item only in its first turn after that event, at most three turns
// later (doc/koenigrufen.md §8.5). A raise further away, which only
// KontraWindow AnyTurn allows, and a raise beyond Sub (×16 and above,
// only with MaxKontraLevel 16 or more) keep their turn in raiseSpill
// instead (the code 0 in raiseGap): a table held through a unique.Handle,
// shared by the states that follow, never modified, and equal under ==
// exactly when the tables are. No preset makes such a raise, so only
// these rules make Apply allocate (the new table).

// numSlots is the number of item slots of raiseGap.
const numSlots = 1 + numPremiums

// raiseTurns holds, per item slot and raise (Kontra … ×64), the turn
// (from 1) of a raise that raiseGap cannot hold.
type raiseTurns [numSlots][numLevels - 1]uint8

// raiseGap holds gapLevels raises of each slot in gapBits bits.
const (
	gapLevels = 3
	gapBits   = 2 * gapLevels
)

// The sets of slots: bit k for slot k. The game is slot 0, premium 1<<k
// slot 1+k, and in a negative contract the game of defender d slot 1+d.
const (
	gameSlot         = 1 << 0
	defenderGameSlot = 1 // the slot of the game of defender 0
)

// premiumSlots returns the slots of the premiums p.
func premiumSlots(p Premiums) uint32 { return uint32(p&premiumMask) << slotOf(itemPremium) }

// defenderGameSlots returns the slots of the games of the defenders ds in
// a negative contract.
func defenderGameSlots(ds SeatSet) uint32 { return uint32(ds&15) << defenderGameSlot }

// slotOf returns the raiseGap slot of item it.
func slotOf(it item) int {
	if it >= itemDefenderGame {
		return defenderGameSlot + int(it-itemDefenderGame)
	}
	return int(it)
}

// itemOfSlot returns the item kept in slot slot in the contract of s.
func (s *State) itemOfSlot(slot int) item {
	if slot > 0 && s.contract.IsNegative() {
		return itemDefenderGame + item(slot-1)
	}
	return item(slot)
}

// turnNo returns the number (from 1) of the turn being made.
func (s *State) turnNo() uint8 { return s.nAnn + 1 }

// createdTurn returns the turn that created the item of slot slot: the
// opening for the game and the defenders' games, the announcement for a
// premium.
func (s *State) createdTurn(slot int) uint8 {
	if slot == 0 || s.contract.IsNegative() {
		return 1
	}
	return s.annSeat[s.announcerOf(slot-1)]
}

// gaps returns the raiseGap bits of slot slot.
func (s *State) gaps(slot int) uint64 {
	return s.raiseGap >> (gapBits * slot & 63) & (1<<gapBits - 1)
}

// raiseTurn returns the turn of raise j (0 for Kontra) of slot slot,
// which was said.
func (s *State) raiseTurn(slot, j int) uint8 {
	t := s.createdTurn(slot)
	g := s.gaps(slot)
	for i := 0; i <= j; i++ {
		if d := uint8(g >> (2 * i & 63) & 3); d != 0 && i < gapLevels {
			t += d
		} else {
			t = s.raiseSpill.Value()[slot%numSlots][i%(numLevels-1)]
		}
	}
	return t
}

// noteRaise records that the turn being made said level l on the item of
// slot slot, one above the level said before. The item's previous event
// lies one, two or three turns back when the slot is in the first, second
// or third set of recent (pushRecent), else further.
func (s *State) noteRaise(slot int, l KontraLevel) {
	if l <= LevelNone || l >= numLevels || slot >= numSlots {
		return
	}
	j := int(l - 1)
	var d uint64
	switch bit := uint32(1) << slot; {
	case j >= gapLevels:
		d = 0
	case s.recent&bit != 0:
		d = 1
	case s.recent&(bit<<numSlots) != 0:
		d = 2
	case s.recent&(bit<<(2*numSlots)) != 0:
		d = 3
	}
	if d == 0 {
		var spill raiseTurns
		if s.raiseSpill != (unique.Handle[raiseTurns]{}) {
			spill = s.raiseSpill.Value()
		}
		spill[slot][j] = s.turnNo()
		s.raiseSpill = unique.Make(spill)
		return
	}
	s.raiseGap |= d << ((gapBits*slot + 2*j) & 63)
}

// announceMove returns the i-th move of the announcement phase (0 is the
// declarer's opening, made by the declarer; move i by the declarer's seat
// plus i, doc/koenigrufen.md §8.4).
func (s *State) announceMove(i int) Move {
	t := uint8(i + 1)
	var p Premiums
	if seat := (s.declarer + tarock.Seat(i)) & 3; s.annSeat[seat] == t {
		for x := s.announced & premiumMask; x != 0; x &= x - 1 {
			if k := bits.TrailingZeros16(uint16(x)); s.announcerOf(k) == seat {
				p |= 1 << k
			}
		}
	}
	if i == 0 {
		return Lie(p)
	}
	var r Raises
	seat := (s.declarer + tarock.Seat(i)) & 3
	slots := numSlots
	if s.contract.IsNegative() {
		slots = 1 + numSeats
	}
	for slot := range slots {
		for j := range int(s.said(s.itemOfSlot(slot))) {
			if s.raiseTurn(slot, j) == t {
				r = r.With(s.targetOfSlot(slot, seat), KontraLevel(j+1))
			}
		}
	}
	if p == 0 && r.IsEmpty() {
		return Good()
	}
	return Say(p, r)
}

// targetOfSlot returns how seat names the item of raiseTurn slot slot: in
// a negative contract a defender names his own game "game" and the
// declarer names a defender's game with its seat (doc/koenigrufen.md
// "Move notation").
func (s *State) targetOfSlot(slot int, seat tarock.Seat) KontraTarget {
	if !s.contract.IsNegative() || slot == 0 {
		return KontraTarget(slot)
	}
	d := tarock.Seat(slot - 1)
	if d == seat {
		return TargetGame
	}
	return TargetDefenderGame(d)
}

// announceLen returns the number of announcement moves made.
func (s *State) announceLen() int { return int(s.nAnn) }

// ---- announcements: fields ----

// The bits of aseats: four bits per group, one per seat.
const (
	aMoved     = 0       // the seat has had a turn of the phase
	aAnnounced = 4       // the seat has made its announcement
	aOpposed   = 8       // the seat said Kontra, Sub or ×32 on some item
	aRevealed  = 1 << 12 // the partner revealed himself by a Re (doc/koenigrufen.md §6.2)
)

func (s *State) seatFlag(group int, p tarock.Seat) bool {
	return s.aseats&(1<<((group+int(p&3))&15)) != 0
}
func (s *State) setSeatFlag(group int, p tarock.Seat) { s.aseats |= 1 << ((group + int(p&3)) & 15) }
func (s *State) revealed() bool                       { return s.aseats&aRevealed != 0 }
func (s *State) setRevealed()                         { s.aseats |= aRevealed }

// The levels of the items sit in levels in lanes of three bits, one per
// item slot (slotOf), lined up with the targets of a Raises: the level
// said of slot k in bits 3k to 3k+2, the level that counts after a void
// Kontra (doc/koenigrufen.md §8.5) in the same lane countedShift bits
// higher. legalRaises reads all lanes at once.
const (
	laneBits     = 3
	countedShift = 32
	slotLanes    = 0o1111111111 // the lowest bit of the lane of each slot
)

// itemSlot returns the slot of item it, or false when the contract does
// not have it: the premiums of a negative contract and the defenders'
// games of a positive one share slots 1–4.
func (s *State) itemSlot(it item) (int, bool) {
	if it != itemGame && (it >= itemDefenderGame) != s.contract.IsNegative() || int(it) >= numItems {
		return 0, false
	}
	return slotOf(it), true
}

// saidLanes returns the levels said on the items, slot k in the lane of
// bits 3k to 3k+2; countedLanes the levels that count, in the same lanes.
func (s *State) saidLanes() uint64    { return s.levels & (1<<(laneBits*numSlots) - 1) }
func (s *State) countedLanes() uint64 { return s.levels >> countedShift }

// slotRaises returns x, a level in the lane of each item slot, as the
// raises of their targets as seat names them (targetOfSlot): the slots are
// the targets in a positive contract; in a negative one the declarer names
// the defenders' games with their seats, and a defender names his own game
// "game" (the lanes of the others' games are dropped).
func (s *State) slotRaises(x uint64, seat tarock.Seat) Raises {
	switch {
	case !s.contract.IsNegative():
		return Raises{x}
	case seat == s.declarer:
		return Raises{x << (laneBits * (int(itemDefenderGame) - defenderGameSlot))}
	}
	return Raises{x >> (laneBits * (defenderGameSlot + int(seat&3))) & 7}
}

// slotSaid returns the level said on the item of slot slot.
func (s *State) slotSaid(slot int) KontraLevel {
	return KontraLevel(s.levels >> (laneBits * slot & 31) & 7)
}

// slotCounted returns the level that counts on the item of slot slot.
func (s *State) slotCounted(slot int) KontraLevel {
	return KontraLevel(s.levels >> (countedShift + laneBits*slot&31) & 7)
}

// said returns the level said on item it; counted the level that counts.
// An item the contract does not have reads as unraised.
func (s *State) said(it item) KontraLevel {
	if slot, ok := s.itemSlot(it); ok {
		return s.slotSaid(slot)
	}
	return LevelNone
}

func (s *State) counted(it item) KontraLevel {
	if slot, ok := s.itemSlot(it); ok {
		return s.slotCounted(slot)
	}
	return LevelNone
}

// setSlotLevels records the level said, one above the one before, and
// the level counted of the item of slot slot, and the turn of the raise.
func (s *State) setSlotLevels(slot int, said, counted KontraLevel) {
	s.noteRaise(slot, said)
	k := laneBits * slot & 31
	lane := uint64(7)<<k | uint64(7)<<(countedShift+k)
	s.levels = s.levels&^lane | uint64(said&7)<<k | uint64(counted&7)<<(countedShift+k)
}

// announcerLanes returns the announcer of each premium: the seat of
// premium 1<<k in the lane of bits 3k to 3k+2 (bits 3k, 3k+1), lined up
// with the lanes of saidLanes one slot higher.
func (s *State) announcerLanes() uint64 { return uint64(s.announcer) }

// announcerOf returns who announced the single premium 1<<k. announcer
// keeps the seat of premium 1<<k in the three-bit lane k (bits 3k, 3k+1),
// lined up with the lanes of levels one slot higher (legalRaises).
func (s *State) announcerOf(k int) tarock.Seat {
	return tarock.Seat(s.announcer >> (laneBits * k & 31) & 3)
}

// addAnnounced records premiums p as announced by seat q.
func (s *State) addAnnounced(p Premiums, q tarock.Seat) {
	s.announced |= p
	for x := p & premiumMask; x != 0; x &= x - 1 {
		k := bits.TrailingZeros16(uint16(x))
		s.announcer = s.announcer&^(7<<(laneBits*k&31)) | uint32(q&3)<<(laneBits*k&31)
	}
	s.annSeat[q&3] = s.turnNo()
}

// recentItems returns the items created or raised in the last three
// turns. recent keeps them as three sets of slots of numSlots bits, the
// latest lowest.
func (s *State) recentItems() uint16 {
	slots := uint16(s.recentSlots())
	if s.contract.IsNegative() {
		return slots&1 | (slots>>1&(1<<numSeats-1))<<itemDefenderGame
	}
	return slots
}

// recentSlots returns the slots of the items created or raised in the
// last three turns.
func (s *State) recentSlots() uint32 {
	return (s.recent | s.recent>>numSlots | s.recent>>(2*numSlots)) & (1<<numSlots - 1)
}

// pushNone records a turn that created or raised nothing.
func (s *State) pushNone() { s.recent = s.recent << numSlots & (1<<(3*numSlots) - 1) }

// pushRecent records the items created or raised by the turn just made.
func (s *State) pushRecent(items uint16) {
	slots := items & (1<<numSlots - 1)
	if s.contract.IsNegative() {
		slots = items&1 | (items>>itemDefenderGame&(1<<numSeats-1))<<1
	}
	s.recent = (s.recent<<numSlots | uint32(slots)) & (1<<(3*numSlots) - 1)
}
