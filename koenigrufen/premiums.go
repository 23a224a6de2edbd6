package koenigrufen

import (
	"math/bits"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/scoring"
	"github.com/tarockfamily/sdk/tarock"
)

// The premium items of a positive contract (doc/koenigrufen.md §8.1,
// §8.2, §11.4): an announced premium is an item of the announcing party,
// won or lost; a silent one an item of the party that fulfilled it.

// premiumRule is one premium of doc/koenigrufen.md §8.1 as the settlement
// judges it.
type premiumRule struct {
	p     Premiums
	kind  ItemKind
	value int       // the announced value; silent is half
	card  deck.Card // the bird of a trick premium; deck.NoCard otherwise
	trick uint8     // the trick (1–12) of a trick premium, 0 otherwise
}

// premiumRules are the premiums in the order of doc/koenigrufen.md §8.1,
// the Mondfang last; the Valat is the game's (settleGame).
var premiumRules = [...]premiumRule{
	{Trull, ItemTrull, 2, deck.NoCard, 0},
	{KingsTrull, ItemKingsTrull, 2, deck.NoCard, 0},
	{KingUltimo, ItemKingUltimo, 2, deck.NoCard, 12},
	{PagatUltimo, ItemPagatUltimo, 2, deck.Pagat, 12},
	{Uhu, ItemUhu, 4, deck.Uhu, 11},
	{Kakadu, ItemKakadu, 6, deck.Kakadu, 10},
	{Quapil, ItemQuapil, 8, deck.Quapil, 9},
	{MondCapture, ItemMondCapture, 2, deck.NoCard, 0},
}

// ruleOf is the index in premiumRules of the premium 1<<k.
var ruleOf = func() (t [16]uint8) {
	for i, pr := range premiumRules {
		t[bits.TrailingZeros16(uint16(pr.p))] = uint8(i)
	}
	return t
}()

// allowed reports whether premium p can score silently in the contract
// (doc/koenigrufen.md §8.1): colour contracts know only Alle Könige, King
// Ultimo needs a called king, the Quapil and the Mondfang their options.
func (f *facts) allowed(p Premiums) bool {
	switch {
	case f.contract.IsColour():
		return p == KingsTrull
	case p == KingUltimo:
		return f.contract.IsCalling()
	case p == Quapil:
		return f.rules.Quapil
	case p == MondCapture:
		return f.rules.Mondfang && !f.contract.IsColour()
	}
	return true
}

// cardOf returns the card of trick premium pr: the bird, or for King
// Ultimo the called king.
func (f *facts) cardOf(pr premiumRule) deck.Card {
	if pr.p == KingUltimo {
		return f.called
	}
	return pr.card
}

// made reports whether party a fulfilled premium pr with the piles pile
// (doc/koenigrufen.md §8.1, §8.2): the holding premiums look at the pile,
// a bird must itself win its trick, King Ultimo needs the called king in
// trick 12 won by the declarer's party, the Mondfang the Sküs taking the
// Mond of the other party.
func (f *facts) made(pr premiumRule, a int, pile *[2]deck.Set) bool {
	switch pr.p {
	case Trull:
		return pile[a].ContainsAll(deck.Trull)
	case KingsTrull:
		return pile[a].ContainsAll(deck.Kings)
	case MondCapture:
		t := f.trickOf(deck.Mond)
		by := f.playedBy(deck.Skus)
		return t != 0 && f.trickOf(deck.Skus) == t && f.winner[t] == by && f.party(by) == a &&
			f.party(f.playedBy(deck.Mond)) != a
	case KingUltimo:
		c := f.called
		return a == 0 && c < deck.NumCards && f.trickOf(c) == 12 && f.party(f.winner[12]) == 0
	}
	c := pr.card
	return f.trickOf(c) == pr.trick && f.winner[pr.trick] == f.playedBy(c) && f.party(f.playedBy(c)) == a
}

// premiumSeat returns the seat of a premium item of party a, the party
// that announced it or made it: the player of its card (the Sküs of a
// Mondfang) when a seat of a played it, else the seat that stands for a.
func (f *facts) premiumSeat(pr premiumRule, a int) tarock.Seat {
	c := f.cardOf(pr)
	if pr.p == MondCapture {
		c = deck.Skus
	}
	if c < deck.NumCards && f.trickOf(c) != 0 && f.party(f.playedBy(c)) == a {
		return f.playedBy(c)
	}
	return f.partySeat(a)
}

// premiumValue returns the value of an announced or silent premium
// (doc/koenigrufen.md §11.4): half the tariff when silent, doubled in a
// solo contract.
func (f *facts) premiumValue(announced int) int {
	if f.contract.IsSolo() {
		return 2 * announced
	}
	return announced
}

// settlePremiums adds the premium items (doc/koenigrufen.md §11.4, §11.9
// step 4): announced ones always, silent ones only while there is no
// Valat item under ValatMultiplier4_8; under the fixed Valat the holding
// premiums as doc/koenigrufen.md §11.5 says.
func settlePremiums(f *facts, r *Result, parties *[2]deck.Set, valat, scoreToo bool) {
	vs := f.rules.ValatScoring
	silentCount := !valat || vs != ValatMultiplier4_8
	pile := *parties
	if f.rules.ValatTakesTalon {
		if a := f.valatParty(); a >= 0 {
			pile[a] |= f.talon
			pile[1-a] &^= f.talon
		}
	}
	// Only a premium announced or one whose cards lie as it needs can
	// make an item.
	cand := (f.announced[0] | f.announced[1] | f.silentCandidates(&pile)) &^ Valat
	for x := cand & (1<<numPremiums - 1); x != 0; x &= x - 1 {
		pr := premiumRules[ruleOf[bits.TrailingZeros16(uint16(x))]]
		holding := pr.trick == 0 && pr.p != MondCapture
		if valat && holding && vs == ValatFixed10_20Tirol {
			continue
		}
		if a := f.announcer(pr.p); a >= 0 {
			w := a
			if !f.made(pr, a, &pile) {
				w = 1 - a
			}
			it := Item{Kind: pr.kind, Announced: true, Seat: f.premiumSeat(pr, a), Value: f.premiumValue(pr.value),
				Factor: f.level[premiumItem(pr.p)]}
			r.add(f.partyItem(it, w), scoreToo)
			continue
		}
		if !silentCount || !f.allowed(pr.p) || valat && holding && vs == ValatFixed10_20Wien {
			continue
		}
		f.settleSilent(r, pr, &pile, scoreToo)
	}
	if f.rules.Absolut && silentCount && !(valat && vs == ValatFixed10_20Tirol) {
		for a := range 2 {
			if scoring.Count(pile[1-a]) < 60 {
				r.add(f.partyItem(Item{Kind: ItemAbsolut, Seat: f.partySeat(a), Value: f.premiumValue(1), Factor: 1}, a), scoreToo)
			}
		}
	}
}

// silentCandidates returns the premiums that can score silently with the
// piles pile, made or, under SilentFailureCounts, failed: a holding
// premium all of whose cards lie in one pile, a trick premium whose card
// fell in its trick, the Mondfang when the Mond and the Sküs fell in one
// trick.
func (f *facts) silentCandidates(pile *[2]deck.Set) Premiums {
	var p Premiums
	if pile[0].ContainsAll(deck.Trull) || pile[1].ContainsAll(deck.Trull) {
		p |= Trull
	}
	if pile[0].ContainsAll(deck.Kings) || pile[1].ContainsAll(deck.Kings) {
		p |= KingsTrull
	}
	for k, b := range [...]Premiums{PagatUltimo, Uhu, Kakadu, Quapil} {
		if int(f.keyTrick[k]) == 12-k {
			p |= b
		}
	}
	if f.keyTrick[keyKing] == 12 {
		p |= KingUltimo
	}
	if t := f.keyTrick[keyMond]; t != 0 && t == f.keyTrick[keySkus] {
		p |= MondCapture
	}
	return p
}

// announcer returns the party that announced p, or -1.
func (f *facts) announcer(p Premiums) int {
	for a := range 2 {
		if f.announced[a]&p != 0 {
			return a
		}
	}
	return -1
}

// settleSilent adds the silent premium pr for the party that fulfilled it,
// or under SilentFailureCounts for the other party when its card fell in
// its trick without taking it (doc/koenigrufen.md §11.4).
func (f *facts) settleSilent(r *Result, pr premiumRule, pile *[2]deck.Set, scoreToo bool) {
	v := f.premiumValue(pr.value / 2)
	for a := range 2 {
		if f.made(pr, a, pile) {
			r.add(f.partyItem(Item{Kind: pr.kind, Seat: f.premiumSeat(pr, a), Value: v, Factor: 1}, a), scoreToo)
			return
		}
	}
	c := f.cardOf(pr)
	if !f.rules.SilentFailureCounts || pr.trick == 0 || c >= deck.NumCards || f.trickOf(c) != pr.trick {
		return
	}
	r.add(f.partyItem(Item{Kind: pr.kind, Seat: f.playedBy(c), Value: v, Factor: 1}, 1-f.party(f.playedBy(c))), scoreToo)
}
