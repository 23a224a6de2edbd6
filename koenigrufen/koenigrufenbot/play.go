package koenigrufenbot

import (
	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/koenigrufen"
	"github.com/tarockfamily/sdk/tarock"
)

// The card play of the heuristic player (doc/koenigrufen.md §9), after the
// play of the Tapp Tarock player:
//
//   - It keeps the Pagat for the last trick in the positive contracts
//     whenever it has another legal card.
//   - Leading, the declarer's party draws tarocks with a sure winner or
//     when it holds as many tarocks as are still out, and otherwise leads
//     a king of a suit no opponent has shown void in; a defender leads a
//     king, or a suit the declarer has shown void in, to make him trump.
//     Otherwise it leads its cheapest suit card.
//   - Following, it wins a trick with the cheapest card that surely wins,
//     fights for a trick whose cards add up to a value of 4 or more with
//     its highest winner when an opponent may still play, smears its most
//     valuable card on a trick its known partner wins and no opponent can
//     take any more, and otherwise plays its cheapest card. A seat whose
//     side it does not know yet counts as an opponent.
//   - It plays the cards its own announcements reserve in their tricks and
//     keeps them out of earlier ones (see keepReserved).
//   - The negative contracts have their own rules (see the negative file).

// relation is what the observer knows of another seat's side.
type relation uint8

const (
	opponent relation = iota // on the other side, or not known
	ally                     // on the observer's side, known
)

// table is what the player derives from an observation for the play.
type table struct {
	me       tarock.Seat
	contract koenigrufen.Contract
	rel      [4]relation
	// void[p] has bit s set when seat p has shown void in suit s (deck.Suit,
	// deck.Tarock for the tarocks) by not following it.
	void [4]uint8
	// out holds the cards that other seats may still hold: neither in the
	// observer's hand, nor played, nor seen out of play.
	out   deck.Set
	trick tarock.Trick
	last  bool // the 12th trick
}

// sides returns what the observer knows of each seat's side
// (doc/koenigrufen.md §6.2).
func sides(o *koenigrufen.Observation) [4]relation {
	var rel [4]relation
	rel[o.Seat&3] = ally
	d := o.Declarer
	if d >= 4 || o.Contract == koenigrufen.Trischaken || o.Contract == koenigrufen.NoContract {
		return rel // each for himself
	}
	declSide := func(p tarock.Seat) bool { return p == d || (o.PartnerKnown && p == o.Partner) }
	switch {
	case o.Contract.IsNegative() || !o.Contract.IsCalling() || o.PartnerKnown:
		for p := range tarock.Seat(4) {
			if declSide(p) == declSide(o.Seat) {
				rel[p] = ally
			}
		}
	case o.Seat != d:
		// A defender who does not know the partner knows only that the
		// declarer is not on his side; the declarer knows nothing more.
		rel[o.Seat] = ally
	}
	return rel
}

func newTable(o *koenigrufen.Observation) table {
	t := table{me: o.Seat, contract: o.Contract, rel: sides(o), trick: o.CurrentTrick}
	gone := o.Hand | o.Played | o.Discards | o.CurrentTrick.Cards()
	n := 0
	var led deck.Suit
	took, taken := false, koenigrufen.TalonA
	for _, e := range o.Events() {
		switch e.Move.Kind() {
		case koenigrufen.MoveTake:
			took, taken = true, e.Move.Half()
		case koenigrufen.MovePlay:
			c, _ := e.Move.PlayedCard()
			if n == 0 {
				led = c.Suit()
			} else if c.Suit() != led && e.Seat < 4 {
				t.void[e.Seat] |= 1 << led
				if !c.IsTarock() {
					// Void in the suit led and no tarock played: void
					// in tarocks too (doc/koenigrufen.md §9.2).
					t.void[e.Seat] |= 1 << deck.Tarock
				}
			}
			n = (n + 1) % 4
		}
	}
	// The talon half the declarer left, when the observer saw it, is out
	// of play (doc/koenigrufen.md §7.4).
	if took {
		gone |= half(o, 1-taken)
	}
	t.out = deck.FullPack &^ gone
	played := 0
	for _, k := range o.Tricks {
		played += k
	}
	t.last = played == 11
	return t
}

// beats reports whether card c beats best in the contract played: in a
// colour contract a tarock never beats a suit card (doc/koenigrufen.md
// §4.3).
func (t *table) beats(c, best deck.Card) bool {
	if t.contract.IsColour() && c.IsTarock() && !best.IsTarock() {
		return false
	}
	return c.Beats(best)
}

// opponentsAfter reports whether a seat that may be an opponent still
// plays to the trick after the observer.
func (t *table) opponentsAfter() bool {
	for _, p := range t.after() {
		if t.rel[p] == opponent {
			return true
		}
	}
	return false
}

// after returns the seats still to play to the trick after the observer.
func (t *table) after() []tarock.Seat {
	var seats []tarock.Seat
	for i := t.trick.Len() + 1; i < 4; i++ {
		seats = append(seats, t.trick.SeatOf(i))
	}
	return seats
}

// sure reports whether card c, if it is the best card of the trick, cannot
// be beaten by any seat that may be an opponent still to play, as far as
// the observer knows: no higher card of its suit is out, and an opponent
// who has shown void in the suit led has shown void in tarocks too (or no
// tarock is out).
func (t *table) sure(c deck.Card, led deck.Suit) bool {
	var above deck.Set
	for x := range t.out.OfSuit(c.Suit()).All() {
		if x.Beats(c) {
			above = above.With(x)
		}
	}
	trumps := !t.out.Tarocks().IsEmpty() && !t.contract.IsColour()
	for _, p := range t.after() {
		if t.rel[p] == ally {
			continue
		}
		v := t.void[p]
		if c.IsTarock() {
			if !above.IsEmpty() && v&(1<<deck.Tarock) == 0 {
				return false
			}
			continue
		}
		if v&(1<<led) == 0 {
			if !above.IsEmpty() {
				return false
			}
		} else if trumps && v&(1<<deck.Tarock) == 0 {
			return false
		}
	}
	return true
}

// cost orders cards from the cheapest to give away: by card value, then by
// rank, tarocks after suit cards of the same value.
func cost(c deck.Card) int {
	k := 100*c.Value() + int(c.Rank())
	if c.IsTarock() {
		k += 50
	}
	return k
}

// pick returns the card of s for which key is least.
func pick(s deck.Set, key func(deck.Card) int) deck.Card {
	var out deck.Card
	best := 0
	first := true
	for c := range s.All() {
		if k := key(c); first || k < best {
			out, best, first = c, k, false
		}
	}
	return out
}

func cheapest(s deck.Set) deck.Card { return pick(s, cost) }
func dearest(s deck.Set) deck.Card  { return pick(s, func(c deck.Card) int { return -cost(c) }) }

// strengthRank orders cards by trick-taking strength: suit cards by rank,
// tarocks above them.
func strengthRank(c deck.Card) int {
	k := int(c.Rank())
	if c.IsTarock() {
		k += 100
	}
	return k
}

func lowestRank(s deck.Set) deck.Card { return pick(s, strengthRank) }
func highestRank(s deck.Set) deck.Card {
	return pick(s, func(c deck.Card) int { return -strengthRank(c) })
}

// play chooses a card, or returns false when no legal move plays one.
func (h *heuristic) play(o *koenigrufen.Observation, legal []koenigrufen.Move) (koenigrufen.Move, bool) {
	var cards deck.Set
	for _, m := range legal {
		if c, ok := m.PlayedCard(); ok {
			cards = cards.With(c)
		}
	}
	if cards.IsEmpty() {
		return koenigrufen.Move{}, false
	}
	t := newTable(o)
	var c deck.Card
	switch {
	case o.Contract == koenigrufen.Trischaken:
		c = t.duck(cards)
	case o.Contract.IsNegative() && o.Seat == o.Declarer:
		c = t.declareNegative(o, cards)
	case o.Contract.IsNegative():
		c = t.defendNegative(o, cards)
	default:
		cards = keepReserved(o, cards)
		// Keep the Pagat for the last trick while another card may be played.
		if cards.Has(deck.Pagat) && cards.Len() > 1 && !t.last {
			cards = cards.Without(deck.Pagat)
		}
		if t.trick.IsEmpty() {
			c = t.lead(o, cards)
		} else {
			c = t.follow(cards)
		}
	}
	m := koenigrufen.Play(c)
	for _, l := range legal {
		if l == m {
			return m, true
		}
	}
	return koenigrufen.Move{}, false
}

// declarerSide reports whether the observer knows he is on the declarer's
// side.
func (t *table) declarerSide(o *koenigrufen.Observation) bool {
	return o.Seat == o.Declarer || (o.PartnerKnown && o.Partner == o.Seat)
}

// lead chooses the card to lead to a trick.
func (t *table) lead(o *koenigrufen.Observation, cards deck.Set) deck.Card {
	tarocks := cards.Tarocks()
	outT := t.out.Tarocks()
	if t.declarerSide(o) {
		if top, ok := tarocks.Highest(); ok && !outT.IsEmpty() && !t.contract.IsColour() {
			if hi, _ := outT.Highest(); top.Beats(hi) && top != deck.Pagat {
				return top
			}
			if tarocks.Len() >= outT.Len() {
				if low := tarocks.Without(deck.Pagat); !low.IsEmpty() {
					return lowestRank(low)
				}
			}
		}
		for k := range cards.Kings().All() {
			if !t.opponentVoid(k.Suit()) {
				return k
			}
		}
	} else if d := o.Declarer; d < 4 {
		for k := range cards.Kings().All() {
			if t.void[d]&(1<<k.Suit()) == 0 {
				return k
			}
		}
		if t.void[d]&(1<<deck.Tarock) == 0 {
			var force deck.Set
			for _, su := range deck.Suits {
				if t.void[d]&(1<<su) != 0 {
					force |= cards.OfSuit(su)
				}
			}
			if !force.IsEmpty() {
				return cheapest(force)
			}
		}
	}
	if plain := cards.SuitCards(); !plain.IsEmpty() {
		return cheapest(plain)
	}
	return lowestRank(cards)
}

// opponentVoid reports whether a seat that may be an opponent has shown
// void in suit su.
func (t *table) opponentVoid(su deck.Suit) bool {
	for p := range tarock.Seat(4) {
		if t.rel[p] == opponent && t.void[p]&(1<<su) != 0 {
			return true
		}
	}
	return false
}

// follow chooses the card to play to a trick that has been led.
func (t *table) follow(cards deck.Set) deck.Card {
	best, _ := t.trick.Best()
	winner := t.trick.SeatOf(t.trick.WinningIndex())
	led, _ := t.trick.Led()
	oppsAfter := t.opponentsAfter()
	if t.rel[winner&3] == ally {
		// The partner wins the trick so far: smear a counting card when
		// no opponent can take it any more.
		if !oppsAfter || t.sure(best, led) {
			return dearest(cards)
		}
		return cheapest(cards)
	}
	var winners deck.Set
	for c := range cards.All() {
		if t.beats(c, best) {
			winners = winners.With(c)
		}
	}
	if winners.IsEmpty() {
		return cheapest(cards)
	}
	if !oppsAfter {
		return lowestRank(winners)
	}
	var sure deck.Set
	for c := range winners.All() {
		if t.sure(c, led) {
			sure = sure.With(c)
		}
	}
	if !sure.IsEmpty() {
		return lowestRank(sure)
	}
	if t.trick.Cards().Sum() >= 4 {
		return highestRank(winners)
	}
	return cheapest(cards)
}
