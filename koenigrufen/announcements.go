package koenigrufen

import (
	"fmt"
	"slices"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
)

// The announcement phase (doc/koenigrufen.md §8.4): the declarer opens
// with his premiums and "Ich liege" (Lie), the turn passes on from the
// seat after him, each turn is "gut" (Good) or one compound move (Say):
// new premiums and raises on items (kontra.go). Three "gut" in a row
// close the phase. Trischaken has no announcement phase (doc/koenigrufen.md §8.4 rule 4).
//
// AppendLegalMoves lists the single announcements and the single raises
// (and "gut"), not every combination: the opening Lie() or Lie(p) for each
// premium p the declarer may announce (in a Besserrufer Lie(b) for each
// compulsory bird b), later Good(), Say(p, none) and Say(none, Raise(t, l)).
// Apply accepts every legal compound move, any set of legal announcements
// and raises together (doc/koenigrufen.md "Move notation").

// startAnnounce starts the announcements: the declarer opens. Trischaken
// skips the phase (doc/koenigrufen.md §8.4 rule 4).
func (s *State) startAnnounce() {
	if s.contract == Trischaken {
		s.startPlay()
		return
	}
	s.phase = PhaseAnnounce
	s.toMove = s.declarer
	s.resetAnnounce()
}

// premiumsInPlay returns the premiums that can be announced in the
// contract (doc/koenigrufen.md §8.1, §8.3): the birds, Trull, Alle Könige
// and the Valat in tarock contracts, King Ultimo beside them when a king
// was called, the Quapil only under the option Quapil and the Mondfang
// (MondCapture) only under the option Mondfang; Alle Könige and the Valat
// in colour contracts; none in negative contracts.
func (s *State) premiumsInPlay() Premiums {
	c := s.contract
	p := contractPremiums[c&31]
	if p&Trull == 0 { // none, or a colour contract's
		return p
	}
	if s.rules.Quapil {
		p |= Quapil
	}
	if s.rules.Mondfang {
		p |= MondCapture
	}
	if c.IsCalling() && s.called != deck.NoCard {
		p |= KingUltimo
	}
	return p
}

// contractPremiums are the premiums of each contract before the options
// and the call (premiumsInPlay).
var contractPremiums = func() (t [32]Premiums) {
	for c := range Contract(numContracts) {
		switch {
		case c == NoContract || c.IsNegative():
		case c.IsColour():
			t[c] = KingsTrull | Valat
		default:
			t[c] = Trull | KingsTrull | PagatUltimo | Uhu | Kakadu | Valat
		}
	}
	return
}()

// premiumBirdCard returns the card of bird premium 1<<k (k = 3 … 6): the Pagat,
// Uhu, Kakadu or Quapil.
func premiumBirdCard(k int) deck.Card { return deck.Pagat + deck.Card(k-3) }

// birdCards returns the birds whose premiums p holds: the Pagat for
// PagatUltimo, the Uhu for Uhu, the Kakadu for Kakadu, the Quapil for
// Quapil.
func (p Premiums) birdCards() deck.Set { return deck.Set(p>>3) & birds }

// birdPremiumsOf returns the premiums of the birds of cards, as
// birdCards reads them.
func birdPremiumsOf(cards deck.Set) Premiums { return Premiums(cards&birds) << 3 }

// announceable returns the premiums seat p may announce now
// (doc/koenigrufen.md §8.3, §8.4 legalAnnounce): none once he has
// announced (the declarer announces in his opening only), none after his
// first turn under AnnounceFirstTurnOnly; of the premiums in play those
// nobody announced yet, a bird only by its holder, King Ultimo only by the
// holder of the called king, and in a colour contract no Valat by a
// defender who said Kontra or Sub.
func (s *State) announceable(p tarock.Seat) Premiums {
	if s.seatFlag(aAnnounced, p) || (s.rules.AnnounceTiming == AnnounceFirstTurnOnly && s.seatFlag(aMoved, p)) {
		return 0
	}
	set := s.premiumsInPlay() &^ s.announced
	h := s.hands[p&3]
	// The bird premiums of the birds not held.
	set &^= birdPremiums &^ birdPremiumsOf(h)
	if !h.Has(s.called) {
		set &^= KingUltimo
	}
	if s.colourRule(p) && s.seatFlag(aOpposed, p) {
		set &^= Valat
	}
	if s.rules.ValatScoring == ValatFixed10_20Wien && s.announced&Valat != 0 {
		// Beside an announced Valat of fixed value Trull and Alle Könige
		// are part of it (doc/koenigrufen.md §8.4, §11.5).
		set &^= Trull | KingsTrull
	}
	return set
}

// compulsoryBirds returns the birds one of which the opening of a
// Besserrufer or a bird caller must announce (doc/koenigrufen.md §4.4,
// §8.3): of the birds the bid allows (any in a Besserrufer, the bird
// named in a Pagat-, Uhu-, Kakadu- or Quapilrufer, one of the two named in
// the Tyrolean Besserrufer I, II or III, IIII) those he held before the
// talon and still holds. None in other contracts, and none if he holds no
// such bird (the discard of doc/koenigrufen.md §7.3 keeps one).
func (s *State) compulsoryBirds() Premiums {
	allowed := s.rules.birdsOf(s.contract)
	if allowed == 0 {
		return 0
	}
	h := s.hands[s.declarer]
	before := (h | s.disc) &^ s.talonTaken()
	var b Premiums
	for k := 3; k <= 6; k++ {
		if allowed.Has(premiumBirdCard(k)) && h.Has(premiumBirdCard(k)) && before.Has(premiumBirdCard(k)) {
			b |= 1 << k
		}
	}
	return b
}

// announceMoves returns the legal moves of the seat to act.
func (s *State) announceMoves() announceMoves {
	p := s.toMove
	if !s.opened() {
		return newAnnounceMoves(true, s.announceable(p), Raises{}, s.compulsoryBirds())
	}
	var prem Premiums
	if !s.seatFlag(aAnnounced, p) {
		prem = s.announceable(p)
	}
	return newAnnounceMoves(false, prem, s.legalRaises(p), 0)
}

// appendAnnounce appends the single moves of a (see the comment at the top
// of the file): the premiums in the order of doc/koenigrufen.md §8.1, then
// the raises in the order of the targets. The moves are made from the
// bits of a, which keeps the premiums and the raises where a Lie or a Say
// keeps them.
func appendAnnounce(dst []Move, a announceMoves) []Move {
	p := uint64(a.premiums())
	if a.opening() {
		const lie = uint64(MoveLie) << 56
		if c := uint64(a.compulsory()); c != 0 {
			p &= c
		} else {
			dst = append(dst, Move{lie})
		}
		for x := p; x != 0; x &= x - 1 {
			dst = append(dst, Move{lie | x&-x})
		}
		return dst
	}
	const say = uint64(MoveSay) << 56
	raises := a.sayRaises()
	named := (raises | raises>>1 | raises>>2) & (raisesLow << sayRaiseShift)
	i := len(dst)
	if cap(dst)-i < maxSingles {
		dst = slices.Grow(dst, maxSingles)
	}
	// At most maxSingles moves, written into the buffer's room.
	out := (*[maxSingles]Move)(dst[i : i+maxSingles])
	out[0] = Move{uint64(MoveGood) << 56}
	n := 1
	for x := p; x != 0; x &= x - 1 {
		out[n&(maxSingles-1)] = Move{say | x&-x}
		n++
	}
	for x := named; x != 0; x &= x - 1 {
		out[n&(maxSingles-1)] = Move{say | raises&(x&-x*7)}
		n++
	}
	return dst[:i+n]
}

// maxSingles is a power of two above the number of single moves of a
// turn after the opening: "gut", one per premium and one per target.
const maxSingles = 32

// checkAnnounce returns why m is not a legal move of the announcements, or
// nil.
func (s *State) checkAnnounce(m Move) error {
	// A Kontra (Sub, ×32) and the Valat in one move break the colour rule
	// (checkRaises).
	if s.legal.announce().allows(m) && (m.v&(raisesLow<<sayRaiseShift) == 0 || m.Premiums()&Valat == 0 || !s.colourRule(s.toMove)) {
		return nil
	}
	return s.announceViolation(m)
}

// announceViolation returns why m is not a legal move of the
// announcements, or nil, taking the rules one by one (checkAnnounce finds
// a legal move at once).
func (s *State) announceViolation(m Move) error {
	a := s.legal.announce()
	switch k := m.kind(); {
	case k != MoveLie && k != MoveGood && k != MoveSay:
		return s.illegal(m, tarock.ErrWrongPhase, "lie, good or say")
	case a.opening() != (k == MoveLie):
		if a.opening() {
			return s.illegal(m, tarock.ErrNotAllowed, "the declarer opens with \"lie\" (doc/koenigrufen.md §8.4 rule 1)")
		}
		return s.illegal(m, tarock.ErrNotAllowed, "only the declarer's opening is \"lie\" (doc/koenigrufen.md §8.4 rule 2)")
	case k == MoveGood:
		return nil
	}
	p := m.Premiums()
	if bad := p &^ a.premiums(); bad != 0 || m.v&sayBadPremium != 0 {
		return s.illegal(m, tarock.ErrNotAllowed, fmt.Sprintf("%v may not announce %v now (doc/koenigrufen.md §8.3, §8.4)", s.toMove, bad))
	}
	if c := a.compulsory(); m.kind() == MoveLie && c != 0 && p&c == 0 {
		return s.illegal(m, tarock.ErrNotAllowed, fmt.Sprintf("the opening of a Besserrufer announces a bird held before the talon: one of %v (doc/koenigrufen.md §8.3)", c))
	}
	if m.kind() == MoveSay {
		return s.checkRaises(m, a.raises())
	}
	return nil
}

// announce makes a legal move of the announcements and counts the turn;
// after three "gut" in a row the play begins.
func (s *State) announce(m Move) {
	if m == Good() && s.goods() < 2 {
		s.passTurn()
		return
	}
	p := s.toMove
	var touched uint16
	switch m.kind() {
	case MoveGood:
		s.addGood()
	case MoveLie:
		s.setOpened()
		s.setSeatFlag(aAnnounced, p)
		touched = s.openItems()
	default:
		s.resetGoods()
	}
	if pr := m.Premiums(); pr != 0 {
		s.addAnnounced(pr, p)
		s.setSeatFlag(aAnnounced, p)
		touched |= uint16(pr) << itemPremium
	}
	if r := m.Raises(); !r.IsEmpty() {
		touched |= s.raise(p, r)
	}
	s.setSeatFlag(aMoved, p)
	s.pushRecent(touched)
	s.nAnn++
	if s.goods() == 3 {
		s.startPlay()
		return
	}
	s.toMove = nextSeat(p)
}

// passTurn makes a "gut" that is not the third in a row: the turn passes
// on.
func (s *State) passTurn() {
	p := s.toMove
	s.addGood()
	s.setSeatFlag(aMoved, p)
	s.pushNone()
	s.toMove = nextSeat(p)
	s.nAnn++
}

// openItems returns the items that exist from the opening on
// (doc/koenigrufen.md §8.4): the game, or in a negative contract the game
// of each defender.
func (s *State) openItems() uint16 {
	if !s.contract.IsNegative() {
		return 1 << itemGame
	}
	var items uint16
	for d := range tarock.Seat(numSeats) {
		if d != s.declarer {
			items |= 1 << (itemDefenderGame + item(d))
		}
	}
	return items
}

// Announced returns the premiums announced so far (doc/koenigrufen.md
// §8.3).
func (s State) Announced() Premiums { return s.announced }

// Announcer returns the seat that announced premium p, a single premium,
// or tarock.NoSeat when p was not announced (doc/koenigrufen.md §8.3).
func (s State) Announcer(p Premiums) tarock.Seat {
	for k := range numPremiums {
		if p == 1<<k && s.announced&p != 0 {
			return s.announcerOf(k)
		}
	}
	return tarock.NoSeat
}
