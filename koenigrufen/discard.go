package koenigrufen

import (
	"fmt"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
)

// The discard of the tarock contracts (doc/koenigrufen.md §7.3): exactly
// 3 cards, 6 in the Sechserdreier; never a king or a Trull card; a tarock
// II to XX only when no suit card that may go is left.

// discardCount returns the number of cards to discard: 6 after the whole
// talon, else 3.
func (s *State) discardCount() int {
	if s.taken == takenAll {
		return 6
	}
	return 3
}

// discardPool splits hand h for a discard of k cards: the cards that must
// go, and the pool from which the other need cards are chosen
// (doc/koenigrufen.md §7.3 FS, FT).
func discardPool(h deck.Set, k int) (forced, pool deck.Set, need int) {
	fs := h.SuitCards() &^ deck.Kings
	ft := h.Tarocks() &^ deck.Trull
	if fs.Len() >= k {
		return 0, fs, k
	}
	return fs, ft, k - fs.Len()
}

// appendDiscards appends every legal discard of d, in ascending order of
// their cards.
func appendDiscards(dst []Move, d discardMoves) []Move {
	forced, pool, need := discardPool(d.hand(), d.count())
	return appendSubsets(dst, uint64(MoveDiscard)<<56|uint64(forced), uint64(pool), need)
}

// appendSubsets appends a discard of base with every set of need cards of
// pool added.
func appendSubsets(dst []Move, base, pool uint64, need int) []Move {
	if need == 0 {
		return append(dst, Move{base})
	}
	for a := pool; a != 0; a &= a - 1 {
		dst = appendSubsets(dst, base|a&-a, a&(a-1), need-1)
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
	if fs := h.SuitCards() &^ deck.Kings; d.Overlaps(deck.Tarocks) && !d.ContainsAll(fs) {
		return s.illegal(m, tarock.ErrNotAllowed, "a tarock only when no suit card that may go is left (doc/koenigrufen.md §7.3)")
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
// away (doc/koenigrufen.md §7.3).
func (s State) DiscardsShown() deck.Set { return s.disc.Tarocks() }
