package tappbot

import (
	"math/rand/v2"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/bot"
)

// The hand strengths (see strength) from which the heuristic player bids
// each contract. An average hand of 16 cards scores about 11.
const (
	strengthDreier  = 12.0
	strengthUnterer = 13.5
	strengthOberer  = 15.0
	strengthSolo    = 19.0
	// soloTarocks is the least number of tarocks for a Solo, besides
	// strengthSolo and the Sküs or the Mond.
	soloTarocks = 9
	// pagatTarocks is the least number of tarocks, the Pagat included,
	// with which the declarer announces Pagat Ultimo (doc/tapp.md
	// §7).
	pagatTarocks = 11
)

// heuristic is the rule-of-thumb player of NewHeuristic.
type heuristic struct {
	rng *rand.Rand
	// levels are the strengths from which it bids a Dreier, an Unterer,
	// an Oberer and a Solo.
	levels [4]float64
}

// NewHeuristic returns a rule-of-thumb Tapp Tarock player. It sees only the
// observation of its seat and the legal moves, and draws from rng only to
// break ties, so the same seed gives the same choices.
//
//   - Auction (doc/tapp.md §5): it scores its hand by its tarocks
//     (the Sküs and the Mond and the tarocks XVII–XX count extra), its kings
//     and its voids and singletons, and bids up to the highest contract the
//     score allows: Dreier, Unterer, Oberer, or Solo only with a very strong
//     hand (at least nine tarocks with the Sküs or the Mond). It holds
//     (doc/tapp.md §5.1) whenever the standing contract is one it would play, bids the
//     next contract otherwise, jumps straight to Solo with a Solo hand, bids
//     the free Tapper (doc/tapp.md §5.2.1) with a weaker hand, and passes otherwise.
//   - Talon (doc/tapp.md §6): it takes the half (or the cards, under TalonCardCount)
//     that most improves its hand score, counting the card points it gains
//     and those it leaves to the defenders; unseen cards count as nothing.
//   - Discard (doc/tapp.md §6.1): among the legal discards it prefers ones that void a
//     suit or leave a singleton, that lay away counting cards (they count
//     for the declarer), and that keep its tarocks.
//   - Announcements (doc/tapp.md §7): Pagat Ultimo only when it holds the Pagat with at
//     least eleven tarocks in all; never a Valat. It never says Kontra.
//   - Play (doc/tapp.md §8): it keeps the Pagat for the last trick whenever it has
//     another legal card. Leading, the declarer draws tarocks with a sure
//     winner or when he holds as many tarocks as are still out, and
//     otherwise leads a king; a defender leads a king, or a suit the
//     declarer has shown void in, to make him trump. Following, it wins a
//     trick with the cheapest card that surely wins, fights for a trick
//     whose cards add up to a value of 4 or more (doc/tapp.md §1.3) with its highest
//     winner when an opponent is still to play, smears its most
//     valuable card on a partner's trick that the declarer can no longer
//     take, and otherwise plays its cheapest card. In Trischaken (doc/tapp.md §5.3) it
//     plays to take as few card points as it can.
func NewHeuristic(rng *rand.Rand) bot.Player[tapp.Observation, tapp.Move] {
	return &heuristic{rng: rng, levels: [4]float64{strengthDreier, strengthUnterer, strengthOberer, strengthSolo}}
}

// Choose implements bot.Player.
func (h *heuristic) Choose(o tapp.Observation, legal []tapp.Move) tapp.Move {
	if len(legal) == 1 {
		return legal[0]
	}
	switch o.Phase {
	case tapp.PhaseAuction:
		return h.auction(&o, legal)
	case tapp.PhaseTalon:
		return h.talon(&o, legal)
	case tapp.PhaseDiscard:
		return h.discard(&o, legal)
	case tapp.PhaseAnnounce:
		return h.announce(&o, legal)
	case tapp.PhasePlay:
		return h.play(&o, legal)
	}
	// Kontra phase: say nothing.
	for _, m := range legal {
		if m.Kind() == tapp.MovePass {
			return m
		}
	}
	return legal[0]
}

// best returns the move of legal with the highest score, a random one of
// them on a tie.
func (h *heuristic) best(legal []tapp.Move, score func(tapp.Move) float64) tapp.Move {
	var pick tapp.Move
	top, ties := 0.0, 0
	for _, m := range legal {
		s := score(m)
		switch {
		case ties == 0 || s > top:
			pick, top, ties = m, s, 1
		case s == top:
			ties++
			if h.rng.IntN(ties) == 0 {
				pick = m
			}
		}
	}
	return pick
}

// strength scores a hand for bidding: one per tarock, 2.5 more for the
// Sküs, 2 for the Mond, 0.75 for each of XVII–XX; 1.5 per king; 1 per
// void suit and 0.5 per singleton other than a king.
func strength(hand deck.Set) float64 {
	t := hand.Tarocks()
	s := float64(t.Len())
	for c := range t.All() {
		switch n := c.TarockNumber(); {
		case c == deck.Skus:
			s += 2.5
		case c == deck.Mond:
			s += 2
		case n >= 17:
			s += 0.75
		}
	}
	s += 1.5 * float64(hand.Kings().Len())
	for _, su := range deck.Suits {
		switch cards := hand.OfSuit(su); cards.Len() {
		case 0:
			s++
		case 1:
			if cards.Kings().IsEmpty() {
				s += 0.5
			}
		}
	}
	return s
}

// wanted returns the highest contract the heuristic player would play with
// hand: NoContract, Dreier, Unterer, Oberer or Solo.
func (h *heuristic) wanted(hand deck.Set) tapp.Contract {
	s := strength(hand)
	switch {
	case s >= h.levels[3] && hand.Tarocks().Len() >= soloTarocks && (hand.Has(deck.Skus) || hand.Has(deck.Mond)):
		return tapp.Solo
	case s >= h.levels[2]:
		return tapp.Oberer
	case s >= h.levels[1]:
		return tapp.Unterer
	case s >= h.levels[0]:
		return tapp.Dreier
	}
	return tapp.NoContract
}

func (h *heuristic) auction(o *tapp.Observation, legal []tapp.Move) tapp.Move {
	want := h.wanted(o.Hand)
	return h.best(legal, func(m tapp.Move) float64 {
		switch m.Kind() {
		case tapp.MovePass:
			return 0
		case tapp.MoveHold:
			// Holding keeps the contract at its level: the cheapest way
			// to play it.
			if o.Bid <= want {
				return 3
			}
		case tapp.MoveBid:
			c := m.Contract()
			switch {
			case c == tapp.Tapper:
				// The Tapper costs nothing: bid it when not bidding a
				// game.
				if want == tapp.NoContract {
					return 1
				}
			case c == tapp.Solo && want == tapp.Solo:
				return 4
			case c <= want && c != tapp.Solo:
				return 2
			}
		}
		return -1
	})
}

// talonCards returns the talon cards a take move gives and the ones it
// leaves, as far as the observer has seen them.
func talonCards(o *tapp.Observation, m tapp.Move) (taken, left deck.Set) {
	var all deck.Set
	for i, c := range o.Talon {
		if c == tapp.Hidden {
			continue
		}
		all = all.With(c)
		if m.Kind() == tapp.MoveTake && (i < 3) == (m.Half() == tapp.Lower) {
			taken = taken.With(c)
		}
	}
	if m.Kind() == tapp.MoveTakeCards {
		taken = m.Cards() & all
	}
	return taken, all &^ taken
}

func (h *heuristic) talon(o *tapp.Observation, legal []tapp.Move) tapp.Move {
	return h.best(legal, func(m tapp.Move) float64 {
		taken, left := talonCards(o, m)
		return strength(o.Hand|taken) + 0.3*float64(taken.Sum()-left.Sum())
	})
}

func (h *heuristic) discard(o *tapp.Observation, legal []tapp.Move) tapp.Move {
	return h.best(legal, func(m tapp.Move) float64 {
		d := m.Cards()
		rest := o.Hand &^ d
		s := 0.6*float64(d.Sum()) - 5*float64(d.Tarocks().Len())
		for _, su := range deck.Suits {
			switch cards := rest.OfSuit(su); cards.Len() {
			case 0:
				s += 4
			case 1:
				if cards.Kings().IsEmpty() {
					s++
				}
			}
		}
		return s
	})
}

func (h *heuristic) announce(o *tapp.Observation, legal []tapp.Move) tapp.Move {
	pagat := o.Hand.Has(deck.Pagat) && o.Hand.Tarocks().Len() >= pagatTarocks
	return h.best(legal, func(m tapp.Move) float64 {
		switch m.Announcement() {
		case tapp.NoAnnouncement:
			return 1
		case tapp.PagatUltimo:
			if pagat {
				return 2
			}
		}
		return 0
	})
}

// table is what the player derives from an observation for the play.
type table struct {
	me, decl tarock.Seat
	// void[p] has bit s set when seat p has shown void in suit s (deck.Suit,
	// deck.Tarock for the tarocks) by not following it.
	void [3]uint8
	// out holds the cards that other seats may still hold: neither in the
	// observer's hand, nor played, nor seen laid away.
	out   deck.Set
	trick tarock.Trick
	last  bool // the 16th trick
}

func newTable(o *tapp.Observation) table {
	t := table{me: o.Seat, decl: o.Declarer, trick: o.CurrentTrick}
	gone := o.Hand | o.Played | o.Discards | o.CurrentTrick.Cards()
	n := 0
	var led deck.Suit
	var taken deck.Set
	tookHalf, half := false, tapp.Lower
	for _, e := range o.Events() {
		switch e.Move.Kind() {
		case tapp.MoveTake:
			tookHalf, half = true, e.Move.Half()
		case tapp.MoveTakeCards:
			taken = e.Move.Cards()
		case tapp.MovePlay:
			c, _ := e.Move.PlayedCard()
			if n == 0 {
				led = c.Suit()
			} else if c.Suit() != led && e.Seat <= 2 {
				t.void[e.Seat] |= 1 << led
			}
			n = (n + 1) % 3
		}
	}
	// Talon cards the observer saw that the declarer did not take are out
	// of play.
	for i, c := range o.Talon {
		if c == tapp.Hidden {
			continue
		}
		if (tookHalf && (i < 3) != (half == tapp.Lower)) || (!tookHalf && !taken.IsEmpty() && !taken.Has(c)) {
			gone = gone.With(c)
		}
	}
	t.out = o.Rules.CardsInPlay() &^ gone
	played := 0
	for _, n := range o.Tricks {
		played += n
	}
	t.last = played == 15
	return t
}

// opponent reports whether seat p plays against the observer.
func (t *table) opponent(p tarock.Seat) bool {
	if t.decl == tarock.NoSeat {
		return p != t.me
	}
	return (p == t.decl) != (t.me == t.decl)
}

// after returns the seats still to play to the trick after the observer.
func (t *table) after() []tarock.Seat {
	var seats []tarock.Seat
	for i := t.trick.Len() + 1; i < 3; i++ {
		seats = append(seats, t.trick.SeatOf(i))
	}
	return seats
}

// sure reports whether card c, if it is the best card of the trick, cannot
// be beaten by any of the opponents still to play, as far as the observer
// knows: no higher card of its suit is out, and an opponent who has shown
// void in the suit led has shown void in tarocks too (or no tarock is out).
func (t *table) sure(c deck.Card, led deck.Suit) bool {
	higher := t.out.OfSuit(c.Suit())
	var above deck.Set
	for x := range higher.All() {
		if x.Beats(c) {
			above = above.With(x)
		}
	}
	tarocksOut := !t.out.Tarocks().IsEmpty()
	for _, p := range t.after() {
		if !t.opponent(p) {
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
		} else if tarocksOut && v&(1<<deck.Tarock) == 0 {
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

func cheapest(s deck.Set) deck.Card {
	var pick deck.Card
	best := -1
	for c := range s.All() {
		if k := cost(c); best < 0 || k < best {
			pick, best = c, k
		}
	}
	return pick
}

func dearest(s deck.Set) deck.Card {
	var pick deck.Card
	best := -1
	for c := range s.All() {
		if k := cost(c); k > best {
			pick, best = c, k
		}
	}
	return pick
}

// lowestRank returns the card of s with the lowest rank (the cheapest
// winner of a trick), highestRank the highest.
func lowestRank(s deck.Set) deck.Card {
	var pick deck.Card
	best := -1
	for c := range s.All() {
		k := int(c.Rank())
		if c.IsTarock() {
			k += 100
		}
		if best < 0 || k < best {
			pick, best = c, k
		}
	}
	return pick
}

func highestRank(s deck.Set) deck.Card {
	var pick deck.Card
	best := -1
	for c := range s.All() {
		k := int(c.Rank())
		if c.IsTarock() {
			k += 100
		}
		if k > best {
			pick, best = c, k
		}
	}
	return pick
}

func (h *heuristic) play(o *tapp.Observation, legal []tapp.Move) tapp.Move {
	var cards deck.Set
	for _, m := range legal {
		if c, ok := m.PlayedCard(); ok {
			cards = cards.With(c)
		}
	}
	if cards.IsEmpty() {
		return legal[h.rng.IntN(len(legal))]
	}
	t := newTable(o)
	// Keep the Pagat for the last trick while another card may be played.
	if cards.Has(deck.Pagat) && cards.Len() > 1 && !t.last {
		cards = cards.Without(deck.Pagat)
	}
	var c deck.Card
	switch {
	case o.Contract == tapp.Trischaken:
		c = t.trischaken(cards)
	case t.trick.IsEmpty():
		c = t.lead(o, cards)
	default:
		c = t.follow(cards)
	}
	return tapp.Play(c)
}

// lead chooses the card to lead to a trick.
func (t *table) lead(o *tapp.Observation, cards deck.Set) deck.Card {
	tarocks := cards.Tarocks()
	outT := t.out.Tarocks()
	if t.me == t.decl {
		if top, ok := tarocks.Highest(); ok && !outT.IsEmpty() {
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
	} else {
		for k := range cards.Kings().All() {
			if t.decl > 2 || t.void[t.decl]&(1<<k.Suit()) == 0 {
				return k
			}
		}
		if t.decl <= 2 && t.void[t.decl]&(1<<deck.Tarock) == 0 {
			var force deck.Set
			for _, su := range deck.Suits {
				if t.void[t.decl]&(1<<su) != 0 {
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

// opponentVoid reports whether an opponent has shown void in suit su.
func (t *table) opponentVoid(su deck.Suit) bool {
	for p := range tarock.Seat(3) {
		if t.opponent(p) && t.void[p]&(1<<su) != 0 {
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
	oppsAfter := false
	for _, p := range t.after() {
		if t.opponent(p) {
			oppsAfter = true
		}
	}
	if !t.opponent(winner) {
		// The partner wins the trick so far: smear a counting card when
		// the declarer cannot take it any more.
		if !oppsAfter || t.sure(best, led) {
			return dearest(cards)
		}
		return cheapest(cards)
	}
	var winners deck.Set
	for c := range cards.All() {
		if c.Beats(best) {
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

// trischaken chooses a card in Trischaken, where the most card points
// lose: lead low, and when following give away the most valuable card
// that does not win the trick, or else win with the cheapest card.
func (t *table) trischaken(cards deck.Set) deck.Card {
	if t.trick.IsEmpty() {
		return lowestRank(cards)
	}
	best, _ := t.trick.Best()
	var losers deck.Set
	for c := range cards.All() {
		if !c.Beats(best) {
			losers = losers.With(c)
		}
	}
	if !losers.IsEmpty() {
		return dearest(losers)
	}
	return cheapest(cards)
}
