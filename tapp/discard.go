package tapp

import (
	"fmt"
	"math/bits"
	"slices"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
)

// The discard (doc/tapp.md §6.1 items 2–6, doc/tapp.md §6.3): the declarer lays
// away as many cards as he took from the talon; never a king or a Trull
// card, and tarocks only when too few plain cards are held.

// Discards returns the declarer's discards (empty before the discard and in
// a Solo).
func (s State) Discards() deck.Set { return s.discards() }

// discardCount returns the number of cards to discard: as many as the
// declarer took.
func (s *State) discardCount() int { return bits.OnesCount8(s.takenPos()) }

// discardTiers splits a hand for discarding (doc/tapp.md §6.1, §6.3): plain cards
// (neither tarock nor king) first, then tarocks II–XX (shown), then, in the
// (N) fallback of doc/tapp.md §6.1 item 6, kings and Trull cards.
func discardTiers(h deck.Set) (plain, tarocks, rest deck.Set) {
	plain = h &^ (deck.Tarocks | deck.Kings)
	tarocks = h.Tarocks() &^ deck.Trull
	rest = h & (deck.Kings | deck.Trull)
	return
}

// discardPool returns the cards that must be discarded and the pool from
// which the remaining need cards are chosen.
func discardPool(h deck.Set, k int) (forced, pool deck.Set, need int) {
	plain, tarocks, rest := discardTiers(h)
	switch {
	case plain.Len() >= k:
		return 0, plain, k
	case plain.Len()+tarocks.Len() >= k:
		return plain, tarocks, k - plain.Len()
	}
	return plain | tarocks, rest, k - plain.Len() - tarocks.Len()
}

// appendDiscards appends every legal discard of k cards from hand h, in
// ascending order of their cards.
func appendDiscards(dst []Move, h deck.Set, k int) []Move {
	forced, pool, need := discardPool(h, k)
	// need is at most 3; the C(len(pool), need) discards are written in
	// place, in ascending order of their cards.
	m := pool.Len()
	n := 1
	switch need {
	case 1:
		n = m
	case 2:
		n = m * (m - 1) / 2
	case 3:
		n = m * (m - 1) * (m - 2) / 6
	}
	i := len(dst)
	if cap(dst)-i < n {
		dst = slices.Grow(dst, n)
	}
	dst = dst[:i+n]
	out := dst[i:]
	base := uint64(MoveDiscard)<<56 | uint64(forced)
	w := 0
	switch need {
	case 0:
		out[0] = Move{base}
	case 1:
		for a := pool; a != 0; a &= a - 1 {
			out[w] = Move{base | uint64(a&-a)}
			w++
		}
	case 2:
		for a := pool; a != 0; a &= a - 1 {
			ba := base | uint64(a&-a)
			for b := a & (a - 1); b != 0; b &= b - 1 {
				out[w] = Move{ba | uint64(b&-b)}
				w++
			}
		}
	case 3:
		for a := pool; a != 0; a &= a - 1 {
			ba := base | uint64(a&-a)
			for b := a & (a - 1); b != 0; b &= b - 1 {
				bb := ba | uint64(b&-b)
				for c := b & (b - 1); c != 0; c &= c - 1 {
					out[w] = Move{bb | uint64(c&-c)}
					w++
				}
			}
		}
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
		return s.illegal(m, tarock.ErrNotAllowed, fmt.Sprintf("discard exactly %d cards", k))
	}
	if out := d.Minus(s.rules.CardsInPlay()); out != 0 {
		return s.illegal(m, tarock.ErrNotInPack, fmt.Sprintf("%v not in the pack of %d cards (doc/tapp.md §1.1)", out, s.rules.CardsInPlay().Len()))
	}
	if !h.ContainsAll(d) {
		return s.illegal(m, tarock.ErrCardNotHeld, fmt.Sprintf("%v not held", d.Minus(h)))
	}
	plain, tarocks, rest := discardTiers(h)
	if d.Overlaps(rest) && !d.ContainsAll(plain|tarocks) {
		return s.illegal(m, tarock.ErrNotAllowed, "kings and Trull cards may not be discarded")
	}
	if d.Overlaps(tarocks) && !d.ContainsAll(plain) {
		return s.illegal(m, tarock.ErrNotAllowed, "tarocks may be discarded only when too few plain cards are held")
	}
	return nil
}

// discard lays the cards d away; the announcements follow.
func (s *State) discard(d deck.Set) {
	s.setDiscards(d)
	s.hands[s.declarer] &^= d
	s.phase = PhaseAnnounce
}
