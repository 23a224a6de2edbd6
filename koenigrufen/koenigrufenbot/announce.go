package koenigrufenbot

import (
	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/koenigrufen"
	"github.com/tarockfamily/sdk/tarock"
)

// The announcements and raises of the heuristic player
// (doc/koenigrufen.md §8.3–§8.5). A move is scored as the sum of what
// each premium it announces and each item it raises is worth to the
// player: +1 for one it expects to make or to beat, -1 otherwise, so "gut"
// (0) is chosen unless something is worth saying.
//
//   - Premiums: the Trull holding all three of its cards; Alle Könige
//     holding all four kings (and, in a tarock contract, six tarocks);
//     a bird holding it with eight tarocks for the Pagat, nine for the
//     Uhu, ten for the Kakadu, eleven for the Quapil; King Ultimo holding
//     the called king with nine tarocks; never the Valat. In a Besserrufer
//     the compulsory bird is the lowest one it holds.
//   - Kontra on the game of a positive contract when its own hand is
//     strong enough to beat it (see kontraGameMin) and no Valat hangs on
//     the game's level; on a premium when the hand makes it fail: the Sküs
//     against the Trull and the Valat, kings against Alle Könige, six
//     tarocks against a bird or King Ultimo.
//   - In a negative contract a defender says Kontra on his own game with
//     a hand of many low cards, with which he can lead and follow under
//     the declarer.
//   - Re only on the game, as the declarer with a very strong hand (or a
//     negative contract's declarer with a hand that can take no trick);
//     Sub on the game only with a hand far above the Kontra's, on a Valat
//     or Trull when it holds the Sküs; nothing higher.

// Strength margins of the raises.
const (
	// reGameMin is the least strength with which the declarer of a
	// positive tarock contract says Re on the game.
	reGameMin = 18.0
	// subMargin is the strength beyond the Kontra's with which a
	// defender says Sub.
	subMargin = 3.0
	// lowKontra is the least number of low cards (see lowCards) with
	// which a defender of a negative contract says Kontra on his game,
	// lowSub the least with which he says Sub.
	lowKontra = 6
	lowSub    = 8
	// dangerRe is the greatest danger with which the declarer of a
	// negative contract says Re.
	dangerRe = 0.2
)

// lowCards counts the cards of hand that go under almost any card in a
// negative contract: the two lowest pips of each suit and the tarocks up
// to V.
func lowCards(hand deck.Set) int {
	n := 0
	for c := range hand.All() {
		switch {
		case c.IsTarock():
			if c.TarockNumber() <= 5 {
				n++
			}
		case c.Rank() <= 1:
			n++
		}
	}
	return n
}

// announce scores the moves of the announcements (doc/koenigrufen.md
// §8.4).
func (h *heuristic) announce(o *koenigrufen.Observation) func(koenigrufen.Move) (float64, bool) {
	h.sc = scoring{o: o, rel: sides(o)}
	return h.announceFn
}

// announceScore is the score function of announce, reading h.sc.
func (h *heuristic) announceScore(m koenigrufen.Move) (float64, bool) {
	o, rel := h.sc.o, h.sc.rel
	switch m.Kind() {
	case koenigrufen.MoveGood:
		return 0, true
	case koenigrufen.MoveLie, koenigrufen.MoveSay:
	default:
		return 0, false
	}
	s := 0.0
	for p := m.Premiums(); p != 0; p &= p - 1 {
		s += premiumWorth(o, p&-p)
	}
	r := m.Raises()
	if r.IsEmpty() {
		return s, true
	}
	if l := r.KontraLevel(koenigrufen.TargetGame); l != koenigrufen.LevelNone {
		s += gameRaiseWorth(o, rel, l)
	}
	for d := range tarock.Seat(4) {
		if l := r.KontraLevel(koenigrufen.TargetDefenderGame(d)); l != koenigrufen.LevelNone {
			s += gameRaiseWorth(o, rel, l)
		}
	}
	for p := koenigrufen.Premiums(1); p <= koenigrufen.MondCapture; p <<= 1 {
		if l := r.KontraLevel(koenigrufen.TargetPremium(p)); l != koenigrufen.LevelNone {
			s += premiumRaiseWorth(o, p, l)
		}
	}
	return s, true
}

// premiumWorth is the worth of announcing premium p for the player's
// party.
func premiumWorth(o *koenigrufen.Observation, p koenigrufen.Premiums) float64 {
	hand := o.Hand
	tarocks := hand.Tarocks().Len()
	yes := false
	switch p {
	case koenigrufen.Trull:
		yes = hand.ContainsAll(trull)
	case koenigrufen.KingsTrull:
		yes = hand.Kings().Len() == 4 && (o.Contract.IsColour() || tarocks >= 6)
	case koenigrufen.KingUltimo:
		yes = o.Called != deck.NoCard && hand.Has(o.Called) && tarocks >= 9
	case koenigrufen.PagatUltimo, koenigrufen.Uhu, koenigrufen.Kakadu, koenigrufen.Quapil:
		b := birdCard[p]
		if hand.Has(b) && tarocks >= birdTarocks(b) && strength(hand) >= strengthBesser {
			return 1
		}
		// In a Besserrufer one bird must be announced: the lowest.
		return -1 - 0.1*float64(b.Rank())
	}
	if yes {
		return 1
	}
	return -1
}

// trull holds the three cards of the Trull (doc/koenigrufen.md §8.1).
var trull = deck.SetOf(deck.Skus, deck.Mond, deck.Pagat)

// birdCard is the card of each bird premium (doc/koenigrufen.md §8.1).
var birdCard = map[koenigrufen.Premiums]deck.Card{
	koenigrufen.PagatUltimo: deck.Pagat,
	koenigrufen.Uhu:         deck.Uhu,
	koenigrufen.Kakadu:      deck.Kakadu,
	koenigrufen.Quapil:      deck.Quapil,
}

// opposes reports whether level l is said by the item's opponents:
// Kontra, Sub, ×32 (doc/koenigrufen.md §8.5).
func opposes(l koenigrufen.KontraLevel) bool { return l&1 == 1 }

// kontraGameMin is the least strength (colour score in a colour contract)
// with which a defender says Kontra on the game of contract c.
func kontraGameMin(c koenigrufen.Contract) float64 {
	switch {
	case c.IsColour():
		return 7
	case c == koenigrufen.Solodreier:
		return 11
	case c == koenigrufen.Solorufer:
		return 11.5
	case c.IsCalling():
		return 13
	}
	return 12 // Dreier, Sechserdreier
}

// gameRaiseWorth is the worth of raising a game item to level l.
func gameRaiseWorth(o *koenigrufen.Observation, rel [4]relation, l koenigrufen.KontraLevel) float64 {
	hand := o.Hand
	if o.Contract.IsNegative() {
		switch {
		case l == koenigrufen.LevelKontra && lowCards(hand) >= lowKontra,
			l == koenigrufen.LevelSub && lowCards(hand) >= lowSub,
			l == koenigrufen.LevelRe && o.Seat == o.Declarer && danger(hand) <= dangerRe:
			return 1
		}
		return -1
	}
	if v := o.Announcer(koenigrufen.Valat); v != tarock.NoSeat && (!opposes(l) || rel[v&3] == ally) {
		// An announced Valat takes the game's level (doc/koenigrufen.md
		// §11.5): never raise it for a Valat of one's own party, and
		// against the other party's only through the Valat itself.
		return -1
	}
	score := handScore(o.Contract, hand)
	switch l {
	case koenigrufen.LevelKontra:
		if score >= kontraGameMin(o.Contract) {
			return 1
		}
	case koenigrufen.LevelSub:
		if score >= kontraGameMin(o.Contract)+subMargin {
			return 1
		}
	case koenigrufen.LevelRe:
		min := reGameMin
		if o.Contract.IsColour() {
			min = colourSolo + 3
		}
		if o.Seat == o.Declarer && score >= min {
			return 1
		}
	}
	return -1
}

// premiumRaiseWorth is the worth of raising the item of premium p, which
// the other party announced, to level l: Kontra on a premium the hand
// makes fail, Sub only on a Valat or Trull that the Sküs in hand beats
// for sure.
func premiumRaiseWorth(o *koenigrufen.Observation, p koenigrufen.Premiums, l koenigrufen.KontraLevel) float64 {
	hand := o.Hand
	switch {
	case l == koenigrufen.LevelSub && (p == koenigrufen.Valat || p == koenigrufen.Trull) && hand.Has(deck.Skus) && o.Rules.Kaiserstich == koenigrufen.KaiserstichOff:
		// The Sküs takes its trick: the Valat and the Trull fail for sure.
		return 1
	case l != koenigrufen.LevelKontra:
		return -1
	}
	tarocks := hand.Tarocks().Len()
	beat := false
	switch p {
	case koenigrufen.Trull:
		beat = hand.Has(deck.Skus) || hand.Intersect(trull).Len() >= 2
	case koenigrufen.KingsTrull:
		kings := hand.Kings().Len()
		beat = kings >= 2 || (kings == 1 && o.Contract.IsColour())
	case koenigrufen.KingUltimo, koenigrufen.PagatUltimo, koenigrufen.Uhu, koenigrufen.Kakadu, koenigrufen.Quapil:
		beat = tarocks >= 6 || (tarocks >= 4 && hand.Has(deck.Skus) && hand.Has(deck.Mond))
	case koenigrufen.Valat:
		beat = hand.Has(deck.Skus) || strength(hand) >= 9 || (o.Contract.IsColour() && !hand.Kings().IsEmpty())
	}
	if beat {
		return 1
	}
	return -1
}
