// Package thumb holds the rules of thumb that the heuristic players of the
// games share: choosing the best-scored move, the cards the legal moves
// play, ordering cards by what they cost to give away and by what they take,
// the strength of a hand and the score of a discard, and the card play of a
// trick-taking game with tarocks as trumps (Table: who may still beat a
// card, which card to lead and which to follow with). The helpers take the
// core's types (deck.Set, deck.Card, tarock.Trick, tarock.Seat), never a
// game's own; each player keeps what is its game's alone.
package thumb

import (
	"math/rand/v2"

	"github.com/tarockfamily/sdk/deck"
)

// Best returns the move of legal with the highest score among those score
// knows (its second result true), drawing from rng among equal scores so
// that each of them is equally likely; it returns false when score knows
// none of them. It draws from rng only on a tie.
func Best[M any](rng *rand.Rand, legal []M, score func(M) (float64, bool)) (M, bool) {
	var pick M
	top, ties := 0.0, 0
	for _, m := range legal {
		s, ok := score(m)
		switch {
		case !ok:
		case ties == 0 || s > top:
			pick, top, ties = m, s, 1
		case s == top:
			ties++
			if rng.IntN(ties) == 0 {
				pick = m
			}
		}
	}
	return pick, ties > 0
}

// Cards returns the cards that the moves of legal play.
func Cards[M interface{ PlayedCard() (deck.Card, bool) }](legal []M) deck.Set {
	var cards deck.Set
	for _, m := range legal {
		if c, ok := m.PlayedCard(); ok {
			cards = cards.With(c)
		}
	}
	return cards
}

// Cost orders cards from the cheapest to give away: by card value, then by
// rank, tarocks after suit cards of the same value.
func Cost(c deck.Card) int {
	k := 100*c.Value() + int(c.Rank())
	if c.IsTarock() {
		k += 50
	}
	return k
}

// Power orders cards by what they take in a trick with tarocks as trumps:
// suit cards by rank, tarocks above them.
func Power(c deck.Card) int {
	k := int(c.Rank())
	if c.IsTarock() {
		k += 100
	}
	return k
}

// least returns the card of s for which key is least, the first such one
// in the order of s on a tie, and deck's zero card when s is empty.
func least(s deck.Set, key func(deck.Card) int) deck.Card {
	var out deck.Card
	best, first := 0, true
	for c := range s.All() {
		if k := key(c); first || k < best {
			out, best, first = c, k, false
		}
	}
	return out
}

// Cheapest returns the card of s that costs least to give away (see Cost).
func Cheapest(s deck.Set) deck.Card { return least(s, Cost) }

// Dearest returns the card of s that costs most to give away (see Cost).
func Dearest(s deck.Set) deck.Card { return least(s, func(c deck.Card) int { return -Cost(c) }) }

// LowestRank returns the card of s that takes least (see Power): the
// cheapest winner of a trick among winners.
func LowestRank(s deck.Set) deck.Card { return least(s, Power) }

// HighestRank returns the card of s that takes most (see Power).
func HighestRank(s deck.Set) deck.Card { return least(s, func(c deck.Card) int { return -Power(c) }) }

// KeepPagat returns cards without the Pagat while another card is among
// them and the trick is not the last, so that the Pagat is kept for the
// last trick.
func KeepPagat(cards deck.Set, last bool) deck.Set {
	if cards.Has(deck.Pagat) && cards.Len() > 1 && !last {
		return cards.Without(deck.Pagat)
	}
	return cards
}
