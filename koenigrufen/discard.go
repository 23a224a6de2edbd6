package koenigrufen

import (
	"fmt"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
)

// The discards (doc/koenigrufen.md §7.3). Tarock contracts: exactly 3
// cards, 6 in the Sechserdreier; never a king or a Trull card; a tarock
// II to XX only when no suit card that may go is left; in a Besserrufer
// not the last bird of the bid held before the talon. Colour contracts:
// tarocks II to XX first, suit cards only when none is left, and under
// ColourMinSuitCards six suit cards kept.

// discardCount returns the number of cards to discard: 6 after the whole
// talon, else 3.
func (s *State) discardCount() int {
	if s.tookAll() {
		return 6
	}
	return 3
}

// discardMoves returns the description of the legal discards: the
// declarer's hand, the number of cards and the birds of which he must keep
// one ((N) of doc/koenigrufen.md §7.3).
func (s *State) discardMoves() discardMoves {
	h := s.hands[s.declarer]
	keep := s.rules.birdsOf(s.contract) & h &^ s.talonTaken()
	return newDiscardMoves(h, s.discardCount(), keep)
}

// discardPool splits hand h for a discard of k cards: the cards that must
// go, and the pool from which the other need cards are chosen
// (doc/koenigrufen.md §7.3 FS, FT); in a colour contract the tarocks go
// first.
func discardPool(h deck.Set, k int, colour bool) (forced, pool deck.Set, need int) {
	fs := h.SuitCards() &^ deck.Kings
	ft := h.Tarocks() &^ deck.Trull
	if colour {
		fs, ft = ft, fs
	}
	if fs.Len() >= k {
		return 0, fs, k
	}
	return fs, ft, k - fs.Len()
}

// discardRule is what a discard must leave: one of the birds keep, and
// minSuits suit cards of a hand that has suits.
type discardRule struct {
	keep            deck.Set
	suits, minSuits int
}

// allows reports whether discard d leaves what r asks.
func (r discardRule) allows(d deck.Set) bool {
	return (r.keep == 0 || !d.ContainsAll(r.keep)) && r.suits-d.SuitCards().Len() >= r.minSuits
}

// appendDiscards appends every legal discard of d in contract c, in
// ascending order of their cards.
func appendDiscards(dst []Move, d discardMoves, c Contract, r *Rules) []Move {
	forced, pool, need := discardPool(d.hand(), d.count(), c.IsColour())
	rule := discardRule{keep: d.keep(), suits: d.hand().SuitCards().Len()}
	if c.IsColour() {
		rule.minSuits = r.ColourMinSuitCards
	}
	return appendSubsets(dst, uint64(MoveDiscard)<<56|uint64(forced), uint64(pool), need, rule)
}

// appendSubsets appends a discard of base with every set of need cards of
// pool added that rule allows.
func appendSubsets(dst []Move, base, pool uint64, need int, rule discardRule) []Move {
	if need == 0 {
		if !rule.allows(deck.Set(base & payloadMask)) {
			return dst
		}
		return append(dst, Move{base})
	}
	for a := pool; a != 0; a &= a - 1 {
		dst = appendSubsets(dst, base|a&-a, a&(a-1), need-1, rule)
	}
	return dst
}

// checkDiscard returns why m is not a legal discard, or nil.
func (s *State) checkDiscard(m Move) error {
	if m.kind() != MoveDiscard {
		return s.illegal(m, tarock.ErrWrongPhase, "discard cards")
	}
	d, h, k := m.set(), s.hands[s.declarer], s.discardCount()
	if !d.Valid() || d.Len() != k {
		return s.illegal(m, tarock.ErrNotAllowed, fmt.Sprintf("discard exactly %d cards (doc/koenigrufen.md §7.3)", k))
	}
	if !h.ContainsAll(d) {
		return s.illegal(m, tarock.ErrCardNotHeld, fmt.Sprintf("%v not held", d.Minus(h)))
	}
	if d.Overlaps(deck.Kings | deck.Trull) {
		return s.illegal(m, tarock.ErrNotAllowed, "never a king or a Trull card (doc/koenigrufen.md §7.3)")
	}
	if s.contract.IsColour() {
		return s.checkColourDiscard(m, d, h)
	}
	if fs := h.SuitCards() &^ deck.Kings; d.Overlaps(deck.Tarocks) && !d.ContainsAll(fs) {
		return s.illegal(m, tarock.ErrNotAllowed, "a tarock only when no suit card that may go is left (doc/koenigrufen.md §7.3)")
	}
	if keep := s.legal.discard().keep(); keep != 0 && d.ContainsAll(keep) {
		return s.illegal(m, tarock.ErrNotAllowed, fmt.Sprintf("the declarer keeps one of %v for the compulsory bird ((N) of doc/koenigrufen.md §7.3)", keep))
	}
	return nil
}

// checkColourDiscard returns why discard d from hand h is not legal in a
// colour contract, or nil (doc/koenigrufen.md §7.3).
func (s *State) checkColourDiscard(m Move, d, h deck.Set) error {
	if ft := h.Tarocks() &^ deck.Trull; d.SuitCards() != 0 && !d.ContainsAll(ft) {
		return s.illegal(m, tarock.ErrNotAllowed, "in a colour contract a suit card only when no tarock II to XX is left (doc/koenigrufen.md §7.3)")
	}
	if min := s.rules.ColourMinSuitCards; h.SuitCards().Len()-d.SuitCards().Len() < min {
		return s.illegal(m, tarock.ErrNotAllowed, fmt.Sprintf("the declarer keeps %d suit cards under ColourMinSuitCards (doc/koenigrufen.md §7.3)", min))
	}
	return nil
}

// discard lays the cards d away; the announcements follow.
func (s *State) discard(d deck.Set) {
	s.disc = d
	s.hands[s.declarer] &^= d
	s.startAnnounce()
}

// DiscardsShown returns the discards every player sees: the tarocks laid
// away, and in a colour contract the suit cards (doc/koenigrufen.md §7.3).
func (s State) DiscardsShown() deck.Set {
	if s.contract.IsColour() {
		return s.disc.SuitCards()
	}
	return s.disc.Tarocks()
}
