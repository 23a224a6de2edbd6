package tarock

import "github.com/tarockfamily/sdk/deck"

// The trick rules of Standard card by card, for the hot path of a game (the
// play of a card and the legal plays that follow it): the answers of
// LegalPlays and Trick.WinningIndex under Standard, read from tables without
// a Trick, and compiled without a branch that the cards of a trick could
// make unpredictable. Tapp and Königrufen play every card under Standard
// this way; doc/performance.md "Design choices" says why.

// Follow returns the cards of hand that may be played to a trick led with
// lead under [Standard] (doc/tapp.md §8, doc/koenigrufen.md §9.2): the cards
// of the suit led, else the tarocks, else the whole hand. For a lead of the
// pack it equals LegalPlays(hand, t, Standard) for every trick t led with
// lead that holds no card of hand; for a value that is not a card it is as
// for a suit nobody holds.
func Follow(hand deck.Set, lead deck.Card) deck.Set {
	t := hand & deck.Tarocks
	if t == 0 {
		t = hand
	}
	f := hand & suitCards[lead&63]
	if f == 0 {
		f = t
	}
	return f
}

// TrickKey returns the rank of card c in a trick led with lead under
// [Standard] (doc/tapp.md §1.2, doc/koenigrufen.md §9.3): 64 plus its
// number for a tarock, its number (22 to 53) for a card of the suit led, 0
// for a card of another suit. The card with the highest key wins the trick;
// the keys of two cards differ unless both are 0, and the card of a key k
// above 0 is deck.Card(k & 63). Values that are not cards have the key 0.
func TrickKey(lead, c deck.Card) uint8 { return trickKey[suitIndex[lead&63]&7][c&63] }

// WinningIndex3 returns the position (0, 1 or 2) of the card that wins the
// complete trick a, b, c, with a led, under [Standard] (doc/tapp.md §1.2):
// the highest tarock if there is one, else the highest card of the suit
// led. It is [Trick.WinningIndex] of that trick for three distinct cards.
func WinningIndex3(a, b, c deck.Card) int {
	k := &trickKey[suitIndex[a&63]&7]
	best, kb, kc := uint32(k[a&63]), uint32(k[b&63]), uint32(k[c&63])
	w := 0
	if kb > best {
		w = 1
	}
	best = max(best, kb)
	if kc > best {
		w = 2
	}
	return w
}

// WinningIndex4 returns the position (0 to 3) of the card that wins the
// complete trick a, b, c, d, with a led, under [Standard]
// (doc/koenigrufen.md §9.3), as [WinningIndex3] does for three cards.
func WinningIndex4(a, b, c, d deck.Card) int {
	k := &trickKey[suitIndex[a&63]&7]
	best, kb, kc, kd := uint32(k[a&63]), uint32(k[b&63]), uint32(k[c&63]), uint32(k[d&63])
	w := 0
	if kb > best {
		w = 1
	}
	best = max(best, kb)
	if kc > best {
		w = 2
	}
	best = max(best, kc)
	if kd > best {
		w = 3
	}
	return w
}

// suitCards maps a card to the set of its suit (the tarocks for a tarock).
var suitCards = func() (t [64]deck.Set) {
	for c := range deck.Card(deck.NumCards) {
		t[c] = c.Suit().Cards()
	}
	return
}()

// suitIndex maps a card to its suit (deck.Tarock for a tarock).
var suitIndex = func() (t [64]uint8) {
	for c := range deck.Card(deck.NumCards) {
		t[c] = uint8(c.Suit())
	}
	return
}()

// trickKey[l][c] is TrickKey of card c in a trick whose lead has suit l.
var trickKey = func() (t [8][64]uint8) {
	for l := deck.Tarock; l < deck.NumSuits; l++ {
		for c := range deck.Card(deck.NumCards) {
			switch {
			case c.IsTarock():
				t[l][c] = 64 + uint8(c)
			case c.Suit() == l:
				t[l][c] = uint8(c)
			}
		}
	}
	return
}()
