package koenigrufen

import (
	"fmt"
	"math/bits"

	"github.com/tarockfamily/sdk/tarock"
)

// Kontra, Re and Sub (doc/koenigrufen.md §8.5) on the items of items.go,
// as the pseudo-code of doc/koenigrufen.md §8.4 (legalRaise) says, and who
// knows the partnership (doc/koenigrufen.md §6.2), on which a raise
// depends.

// party returns 0 for the declarer's party (the declarer and his
// partner) and 1 for the defenders.
func (s *State) party(p tarock.Seat) int {
	if p == s.declarer || (p == s.partner && p != tarock.NoSeat) {
		return 0
	}
	return 1
}

// declarerSeats returns the declarer's party: the declarer and his
// partner.
func (s *State) declarerSeats() SeatSet {
	var ss SeatSet
	if s.declarer < numSeats {
		ss = seatOf(s.declarer)
	}
	if s.partner < numSeats {
		ss |= seatOf(s.partner)
	}
	return ss
}

// partnershipPublic reports whether the whole table knows who the
// declarer's partner is, or that he has none (doc/koenigrufen.md §6.2,
// §6.3): always in a contract without a call; in a calling contract once
// the called king was played, King Ultimo announced, the partner revealed
// by a Re on an item of the declarer, or the king shown in the talon of a
// Rufer. In a Solorufer the king in the talon stays hidden, and so does
// the declarer's own king called under CallOwnKingAllowed until it is
// played.
func (s *State) partnershipPublic() bool {
	switch {
	case !s.contract.IsCalling(), s.revealed(), s.announced&KingUltimo != 0:
		return true
	case s.kingInTalon():
		return s.contract != Solorufer
	}
	// Public once the called king was played.
	return !(s.hands[0] | s.hands[1] | s.hands[2] | s.hands[3]).Has(s.called)
}

// knownSameParty reports whether seat p knows that seat q is of his own
// party (doc/koenigrufen.md §8.4, §6.2; the library's reading): p is q;
// or the two are the declarer and his partner and p is the partner or the
// partnership is public; or both are defenders and the contract has no
// call or the partnership is public.
func (s *State) knownSameParty(p, q tarock.Seat) bool {
	switch {
	case p == q:
		return true
	case s.party(p) != s.party(q):
		return false
	case p == s.declarer || q == s.declarer:
		return p == s.partner || s.partnershipPublic()
	}
	return !s.contract.IsCalling() || s.partnershipPublic()
}

// colourRule reports whether "Kontra or Valat" binds seat p
// (doc/koenigrufen.md §8.3): a defender in a colour contract under
// ColourKontraOrValat.
func (s *State) colourRule(p tarock.Seat) bool {
	return s.contract.IsColour() && p != s.declarer && s.rules.ColourKontraOrValat
}

// itemOwner returns the seat whose party item it belongs to: the declarer for
// the game and the defenders' games, the announcer for a premium.
func (s *State) itemOwner(it item) tarock.Seat {
	if it >= itemPremium && it < itemDefenderGame {
		return s.announcerOf(int(it - itemPremium))
	}
	return s.declarer
}

// legalRaises returns the raises seat p may make now, for all items at
// once (doc/koenigrufen.md §8.4, §8.5: legalRaise): an item that exists
// (the game or the defenders' games from the opening on, a premium once
// announced) to the level after the one said, within MaxKontraLevel,
// under KontraFirstOpportunity after p's first turn only when it was
// raised or created since; the opponents of its owner as p knows the
// parties raise to Kontra, Sub, ×32, its own party to Re, ×16, ×64; in a
// negative contract only a defender his own game's Kontra and the
// declarer the raises of his own party; and in a colour contract the
// announcer of the Valat no Kontra.
//
// It works on the three-bit lanes of levels, one per item slot, all at
// once: a lane of the result holds the next level of a slot whose raise p
// may make.
func (s *State) legalRaises(p tarock.Seat) Raises {
	decl := s.declarer
	neg := s.contract.IsNegative()
	// The slots of the items that exist.
	var slots uint32
	if neg {
		slots = defenderGameSlots(15 &^ seatOf(decl))
	} else {
		slots = gameSlot | premiumSlots(s.announced)
	}
	if s.rules.KontraWindow == KontraFirstOpportunity && s.seatFlag(aMoved, p) {
		slots &= s.recentSlots() // only those raised or created since p's last turn
	}
	said := s.saidLanes()
	next := said + slotLanes
	// Below MaxKontraLevel: the level said is not the highest (it is
	// never above it).
	top := said ^ uint64(bits.Len(uint(s.rules.MaxKontraLevel))-1)*slotLanes
	below := (top | top>>1 | top>>2) & slotLanes
	opp := next & slotLanes // Kontra, Sub, ×32: by the owner's opponents
	// The lanes whose owner p knows as one of his own party.
	var own uint64
	switch {
	case s.contract.IsCalling():
		known := s.knownSeats(p)
		own = uint64(known >> (decl & 3) & 1) // the declarer owns the game
		// The premiums whose announcer is in known: each lane of
		// announcer holds a seat a (bits a0, a1), and known's bit a
		// picked by them.
		a0, a1 := s.announcerLanes()&slotLanes, s.announcerLanes()>>1&slotLanes
		k0, k1 := -uint64(known&1), -uint64(known>>1&1)
		k2, k3 := -uint64(known>>2&1), -uint64(known>>3&1)
		lo := a0&k1 | (a0^slotLanes)&k0 // seats 0 and 1
		hi := a0&k3 | (a0^slotLanes)&k2 // seats 2 and 3
		own |= (a1&hi | (a1^slotLanes)&lo) << laneBits
	default:
		// No call: the declarer is alone against the three others, as
		// all know. The declarer owns the game and the defenders' games.
		own = slotLanes
		if !neg { // and the premiums he announced
			x := s.announcerLanes() ^ uint64(decl&3)*slotLanes
			own = 1 | ^(x|x>>1)&slotLanes<<laneBits
		}
		if p != decl {
			own ^= slotLanes
		}
	}
	allowed := spreadSlots(slots) & below & (opp ^ own)
	if !neg && s.colourRule(p) && s.announced&Valat != 0 && s.announcerOf(7) == p {
		// "Kontra or Valat": no raise of the opponents' levels by the
		// announcer of the Valat in a colour contract.
		allowed &^= opp
	}
	// In a negative contract a defender raises only his own game (Kontra,
	// Sub, ×32), which he names "game", and the declarer names the
	// defenders' games with their seats (slotRaises).
	return s.slotRaises(next&(allowed*7), p)
}

// spreadSlots returns the slot set x (bit k for slot k) as lanes: bit
// laneBits*k for slot k.
func spreadSlots(x uint32) uint64 {
	v := uint64(x) & (1<<numSlots - 1)
	v = (v | v<<16) & 0xff0000ff
	v = (v | v<<8) & 0x0300f00f
	v = (v | v<<4) & 0x030c30c3
	v = (v | v<<2) & 0x09249249
	return v
}

// knownSeats returns the seats q for which knownSameParty(p, q) holds.
func (s *State) knownSeats(p tarock.Seat) SeatSet {
	same := s.declarerSeats() // p's party
	if !same.Has(p) {
		same = 15 &^ same
	}
	if p == s.partner || s.partnershipPublic() {
		return same
	}
	return seatOf(p)
}

// targetOf returns how seat p names item it in a move: a defender names
// his own game in a negative contract "game" (doc/koenigrufen.md "Move
// notation").
func (s *State) targetOf(p tarock.Seat, it item) KontraTarget {
	if p != s.declarer && it == itemDefenderGame+item(p) {
		return TargetGame
	}
	return KontraTarget(it)
}

// itemOf returns the item seat p names with target t in a move.
func (s *State) itemOf(p tarock.Seat, t KontraTarget) item {
	if t == TargetGame && s.contract.IsNegative() && p != s.declarer {
		return itemDefenderGame + item(p&3)
	}
	return item(t)
}

// checkRaises returns why the raises of the compound move m are not legal,
// given the raises r the seat to act may make, or nil.
func (s *State) checkRaises(m Move, r Raises) error {
	mr := m.Raises()
	if !mr.valid() {
		return s.illegal(m, tarock.ErrNotAllowed, "a target or level out of range")
	}
	// The usual case at once: every target mr names at the level r allows.
	named := (mr.v | mr.v>>1 | mr.v>>2) & raisesLow
	if (mr.v^r.v)&(named*7) == 0 {
		if mr.v&raisesLow == 0 || m.Premiums()&Valat == 0 || !s.colourRule(s.toMove) {
			return nil
		}
	}
	opposes := false
	for t := range KontraTarget(numItems) {
		l := mr.KontraLevel(t)
		if l == LevelNone {
			continue
		}
		if want := r.KontraLevel(t); l != want {
			if want == LevelNone {
				return s.illegal(m, tarock.ErrNotAllowed, fmt.Sprintf("%v may not raise %v now (doc/koenigrufen.md §8.4, §8.5)", s.toMove, t))
			}
			return s.illegal(m, tarock.ErrNotAllowed, fmt.Sprintf("%v stands at %v: the raise is %v (doc/koenigrufen.md §8.5)", t, want-1, want))
		}
		opposes = opposes || l.byOpponents()
	}
	if opposes && m.Premiums()&Valat != 0 && s.colourRule(s.toMove) {
		return s.illegal(m, tarock.ErrNotAllowed, "in a colour contract a defender says Kontra or announces the Valat, not both (doc/koenigrufen.md §8.3)")
	}
	return nil
}

// raise makes the raises r of seat p and returns the items raised. A
// Kontra (or Sub, ×32) said by a member of the item's own party is void
// under PartnerKontraVoid, and so is every raise after it on that item:
// the level that counts stays where it was (doc/koenigrufen.md §8.5; the
// library reads the rule for every raise of the opponents' levels). A Re
// of the partner on an item of the declarer reveals him
// (doc/koenigrufen.md §6.2).
func (s *State) raise(p tarock.Seat, r Raises) uint16 {
	if r.IsEmpty() {
		return 0
	}
	var items uint16
	voidRule := s.rules.PartnerKontraVoid
	for x := r.named(); x != 0; x &= x - 1 {
		t := KontraTarget(bits.TrailingZeros64(x) / 3)
		l := r.KontraLevel(t)
		it := s.itemOf(p, t)
		items |= 1 << (it & 15)
		owner := s.itemOwner(it)
		slot := slotOf(it)
		counted := s.slotCounted(slot)
		if counted == s.slotSaid(slot) && !(l.byOpponents() && voidRule && s.party(p) == s.party(owner)) {
			counted = l
		}
		s.setSlotLevels(slot, l, counted)
		if l.byOpponents() {
			s.setSeatFlag(aOpposed, p)
		} else if p == s.partner && owner == s.declarer && p != s.declarer {
			s.setRevealed()
		}
	}
	return items
}

// KontraLevel returns the level said on target t (LevelNone when nobody raised
// it), as every seat heard it; the level the settlement counts may be
// lower after a void Kontra (doc/koenigrufen.md §8.5). A defender's game
// in a negative contract is [TargetDefenderGame].
func (s State) KontraLevel(t KontraTarget) KontraLevel {
	if int(t) >= numItems {
		return LevelNone
	}
	return s.said(item(t))
}
