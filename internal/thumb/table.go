package thumb

import (
	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
)

// MaxPlayers is the most seats a Table knows.
const MaxPlayers = 4

// Table is what a heuristic player knows of the card play of a game with
// tarocks as trumps (doc/tapp.md §8, doc/koenigrufen.md §9): the seats
// that may play against it, the suits each seat has shown void in, the
// cards still out and the trick in progress. A player fills it from its
// observation (NewTable, Opponent, Saw for each play of the history,
// Observe) and asks it for a card to lead (Lead), to follow with (Follow)
// or to duck with (Duck).
type Table struct {
	// Me is the observer's seat.
	Me tarock.Seat
	// Opponent[p] reports whether seat p may play against the observer;
	// a seat whose side the observer does not know counts as one.
	Opponent [MaxPlayers]bool
	// Void[p] has bit s set when seat p has shown void in suit s
	// (deck.Suit, deck.Tarock for the tarocks) by not following it.
	Void [MaxPlayers]uint8
	// Out holds the cards that other seats may still hold: neither in the
	// observer's hand, nor played, nor seen out of play.
	Out deck.Set
	// Trick is the trick in progress.
	Trick tarock.Trick
	// Last reports whether Trick is the last trick of the deal.
	Last bool
	// NoTrumps is set in a colour contract (doc/koenigrufen.md §4.3),
	// where a tarock never beats a suit card.
	NoTrumps bool
	// TarockVoid is set when Saw takes a seat that neither follows the suit
	// led nor plays a tarock as void in tarocks too: the play rule that a
	// seat void in the suit led must play a tarock (doc/koenigrufen.md
	// §9.2).
	TarockVoid bool

	players int
	seen    int       // plays seen in the trick Saw reads
	led     deck.Suit // the suit led to that trick
}

// NewTable returns the table of the observer at seat me among players
// seats (at most MaxPlayers).
func NewTable(me tarock.Seat, players int) Table {
	return Table{Me: me, players: min(players, MaxPlayers)}
}

// Observe sets what the table knows beside the plays: the trick in
// progress, the cards out (every card but those of seen and of the trick:
// seen holds the observer's hand, the cards played to finished tricks and
// those seen out of play), and whether the trick is the last of a deal of
// n tricks, won[p] being the number of tricks seat p has taken.
func (t *Table) Observe(trick tarock.Trick, seen deck.Set, won []int, n int) {
	t.Trick = trick
	t.Out = deck.FullPack &^ (seen | trick.Cards())
	played := 0
	for _, k := range won {
		played += k
	}
	t.Last = played == n-1
}

// Saw records the play of card c by seat, one play after the other in the
// order of the history, each trick from its lead: a seat that does not
// follow the suit led has shown void in it.
func (t *Table) Saw(seat tarock.Seat, c deck.Card) {
	if t.seen == 0 {
		t.led = c.Suit()
	} else if c.Suit() != t.led && int(seat) < t.players {
		t.Void[seat] |= 1 << t.led
		if t.TarockVoid && !c.IsTarock() {
			t.Void[seat] |= 1 << deck.Tarock
		}
	}
	t.seen = (t.seen + 1) % t.players
}

// Beats reports whether card c beats best in the contract played: in a
// colour contract a tarock never beats a suit card.
func (t *Table) Beats(c, best deck.Card) bool {
	if t.NoTrumps && c.IsTarock() && !best.IsTarock() {
		return false
	}
	return c.Beats(best)
}

// after returns the seats still to play to the trick after the observer,
// in an array that needs no allocation, and their number.
func (t *Table) after() (seats [tarock.MaxPlayers]tarock.Seat, n int) {
	for i := t.Trick.Len() + 1; i < t.players && n < len(seats); i++ {
		seats[n] = t.Trick.SeatOf(i)
		n++
	}
	return seats, n
}

// OpponentsAfter reports whether a seat that may be an opponent still
// plays to the trick after the observer.
func (t *Table) OpponentsAfter() bool {
	after, n := t.after()
	for _, p := range after[:n] {
		if t.Opponent[p&3] {
			return true
		}
	}
	return false
}

// OpponentVoid reports whether a seat that may be an opponent has shown
// void in suit su.
func (t *Table) OpponentVoid(su deck.Suit) bool {
	for p := range t.players {
		if t.Opponent[p] && t.Void[p]&(1<<su) != 0 {
			return true
		}
	}
	return false
}

// Sure reports whether card c, if it is the best card of the trick, cannot
// be beaten by any seat that may be an opponent still to play, as far as
// the observer knows: no higher card of its suit is out, and an opponent
// who has shown void in the suit led has shown void in tarocks too (or no
// tarock is out, or tarocks are not trumps).
func (t *Table) Sure(c deck.Card, led deck.Suit) bool {
	var above deck.Set
	for x := range t.Out.OfSuit(c.Suit()).All() {
		if x.Beats(c) {
			above = above.With(x)
		}
	}
	trumps := !t.Out.Tarocks().IsEmpty() && !t.NoTrumps
	after, n := t.after()
	for _, p := range after[:n] {
		if !t.Opponent[p&3] {
			continue
		}
		v := t.Void[p&3]
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

// Split divides cards into those that beat the best card of the trick and
// those that do not.
func (t *Table) Split(cards deck.Set) (winners, losers deck.Set) {
	best, _ := t.Trick.Best()
	for c := range cards.All() {
		if t.Beats(c, best) {
			winners = winners.With(c)
		} else {
			losers = losers.With(c)
		}
	}
	return winners, losers
}

// Force returns the cards of cards in the suits seat p has shown void in
// while he has not shown void in tarocks: leads that make him trump. It
// is empty when he has.
func (t *Table) Force(cards deck.Set, p tarock.Seat) deck.Set {
	var force deck.Set
	v := t.Void[p&3]
	if v&(1<<deck.Tarock) != 0 {
		return force
	}
	for _, su := range deck.Suits {
		if v&(1<<su) != 0 {
			force |= cards.OfSuit(su)
		}
	}
	return force
}

// Lead chooses the card to lead from cards, the observer knowing that he
// is on the side of the declarer at seat declarer (declarerSide) or not.
// The declarer's side draws tarocks with a sure winner, or with its
// lowest when it holds as many tarocks as are still out, and otherwise
// leads a king of a suit no opponent has shown void in; a defender leads
// a king of a suit the declarer has not shown void in, or the cheapest
// card of a suit he has, to make him trump. Otherwise it leads its
// cheapest suit card, or its lowest tarock. A declarer that is no seat
// (tarock.NoSeat) gives the defender's rules nothing to go by.
func (t *Table) Lead(cards deck.Set, declarer tarock.Seat, declarerSide bool) deck.Card {
	tarocks := cards.Tarocks()
	outT := t.Out.Tarocks()
	if declarerSide {
		if top, ok := tarocks.Highest(); ok && !outT.IsEmpty() && !t.NoTrumps {
			if hi, _ := outT.Highest(); top.Beats(hi) && top != deck.Pagat {
				return top
			}
			if tarocks.Len() >= outT.Len() {
				if low := tarocks.Without(deck.Pagat); !low.IsEmpty() {
					return LowestRank(low)
				}
			}
		}
		for k := range cards.Kings().All() {
			if !t.OpponentVoid(k.Suit()) {
				return k
			}
		}
	} else if int(declarer) < t.players {
		for k := range cards.Kings().All() {
			if t.Void[declarer]&(1<<k.Suit()) == 0 {
				return k
			}
		}
		if force := t.Force(cards, declarer); !force.IsEmpty() {
			return Cheapest(force)
		}
	}
	if plain := cards.SuitCards(); !plain.IsEmpty() {
		return Cheapest(plain)
	}
	return LowestRank(cards)
}

// Follow chooses the card to play from cards to a trick that has been led.
// On a trick a known partner wins it smears its most valuable card when no
// opponent can take the trick any more, and plays its cheapest card
// otherwise. Else it wins the trick with the cheapest card that surely
// wins, or with its lowest winner when no opponent plays after it, fights
// for a trick whose cards add up to a value of 4 or more (doc/tapp.md
// §1.3) with its highest winner, and otherwise plays its cheapest card.
func (t *Table) Follow(cards deck.Set) deck.Card {
	best, _ := t.Trick.Best()
	winner := t.Trick.SeatOf(t.Trick.WinningIndex())
	led, _ := t.Trick.Led()
	oppsAfter := t.OpponentsAfter()
	if !t.Opponent[winner&3] {
		if !oppsAfter || t.Sure(best, led) {
			return Dearest(cards)
		}
		return Cheapest(cards)
	}
	winners, _ := t.Split(cards)
	if winners.IsEmpty() {
		return Cheapest(cards)
	}
	if !oppsAfter {
		return LowestRank(winners)
	}
	var sure deck.Set
	for c := range winners.All() {
		if t.Sure(c, led) {
			sure = sure.With(c)
		}
	}
	if !sure.IsEmpty() {
		return LowestRank(sure)
	}
	if t.Trick.Cards().Sum() >= 4 {
		return HighestRank(winners)
	}
	return Cheapest(cards)
}

// Duck chooses a card where card points lose (Trischaken, doc/tapp.md
// §5.3, doc/koenigrufen.md §11.8): lead low, and when following give away
// the most valuable card that does not win the trick, or else win with the
// cheapest card.
func (t *Table) Duck(cards deck.Set) deck.Card {
	if t.Trick.IsEmpty() {
		return LowestRank(cards)
	}
	if _, losers := t.Split(cards); !losers.IsEmpty() {
		return Dearest(losers)
	}
	return Cheapest(cards)
}
