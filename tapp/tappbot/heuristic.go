package tappbot

import (
	"math/rand/v2"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/internal/thumb"
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
	// The strengths from which it bids each contract of the 42-card
	// ladder (doc/tapp.md §11.1.3), measured with the heuristic player in
	// every seat on 20000 random deals of Tapp1821Pack42 (12-card hands,
	// whose strengths spread about as those of 16 cards do): the strength
	// from which a contract wins on average half its consolation per
	// defender, as the Dreier does from strengthDreier (Dreier 12 of 30,
	// Zweier 14 of 50, Einer 16 of 100); the Solo from 19, where it gains
	// more than the Einer, with soloTarocks42 tarocks and the Sküs or the
	// Mond.
	strength42Zweier = 14.0
	strength42Einer  = 16.0
	strength42Solo   = 19.0
	soloTarocks42    = 7
	// pagatTarocks is the least number of tarocks, the Pagat included,
	// with which the declarer announces Pagat Ultimo (doc/tapp.md
	// §7).
	pagatTarocks = 11
)

// heuristic is the rule-of-thumb player of NewHeuristic.
type heuristic struct {
	rng *rand.Rand
	// levels are the strengths from which it bids a Dreier, an Unterer,
	// an Oberer and a Solo; levels42 those of the Dreier, the Zweier, the
	// Einer and the Solo of the 42-card ladder.
	levels, levels42 [4]float64
}

// NewHeuristic returns a rule-of-thumb Tapp Tarock player. It sees only the
// observation of its seat and the legal moves, and draws from rng only to
// break ties, so the same seed gives the same choices.
//
//   - Auction (doc/tapp.md §5): it scores its hand by its tarocks
//     (the Sküs and the Mond and the tarocks XVII–XX count extra), its kings
//     and its voids and singletons, and bids up to the highest contract the
//     score allows: Dreier, Unterer, Oberer, or Solo only with a very strong
//     hand (at least nine tarocks with the Sküs or the Mond); under the
//     42-card ladder (doc/tapp.md §11.1.3) Dreier, Zweier, Einer, or Solo
//     with at least seven tarocks and the Sküs or the Mond. It holds
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
	return &heuristic{rng: rng,
		levels:   [4]float64{strengthDreier, strengthUnterer, strengthOberer, strengthSolo},
		levels42: [4]float64{strengthDreier, strength42Zweier, strength42Einer, strength42Solo}}
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
	m, _ := thumb.Best(h.rng, legal, func(m tapp.Move) (float64, bool) { return score(m), true })
	return m
}

// weights scores a hand for bidding: one per tarock, 2.5 more for the
// Sküs, 2 for the Mond, 0.75 for each of XVII–XX; 1.5 per king; 1 per
// void suit and 0.5 per singleton other than a king.
var weights = thumb.Strength{Skus: 2.5, Mond: 2, High: 0.75, King: 1.5, Void: 1, Singleton: 0.5}

// strength scores a hand for bidding (see weights).
func strength(hand deck.Set) float64 { return weights.Score(hand) }

// wanted returns the highest contract the heuristic player would play with
// hand: NoContract, Dreier, Unterer, Oberer or Solo; under the 42-card
// ladder NoContract, Dreier, Zweier, Einer or Solo.
func (h *heuristic) wanted(hand deck.Set, ladder tapp.Ladder) tapp.Contract {
	s := strength(hand)
	if ladder == tapp.Ladder1821Pack42 {
		switch {
		case s >= h.levels42[3] && hand.Tarocks().Len() >= soloTarocks42 && (hand.Has(deck.Skus) || hand.Has(deck.Mond)):
			return tapp.Solo
		case s >= h.levels42[2]:
			return tapp.Einer
		case s >= h.levels42[1]:
			return tapp.Zweier
		case s >= h.levels42[0]:
			return tapp.Dreier
		}
		return tapp.NoContract
	}
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
	want := h.wanted(o.Hand, o.Rules.Ladder)
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
	return h.best(legal, func(m tapp.Move) float64 { return thumb.DiscardScore(o.Hand, m.Cards()) })
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

// talonLeft returns the talon cards the observer saw that the declarer did
// not take: they are out of play.
func talonLeft(o *tapp.Observation) deck.Set {
	var taken, left deck.Set
	tookHalf, half := false, tapp.Lower
	for _, e := range o.Events() {
		switch e.Move.Kind() {
		case tapp.MoveTake:
			tookHalf, half = true, e.Move.Half()
		case tapp.MoveTakeCards:
			taken = e.Move.Cards()
		}
	}
	for i, c := range o.Talon {
		if c == tapp.Hidden {
			continue
		}
		if (tookHalf && (i < 3) != (half == tapp.Lower)) || (!tookHalf && !taken.IsEmpty() && !taken.Has(c)) {
			left = left.With(c)
		}
	}
	return left
}

// newTable returns what the player derives from an observation for the
// play.
func newTable(o *tapp.Observation) thumb.Table {
	t := thumb.NewTable(o.Seat, 3)
	for p := range tarock.Seat(3) {
		if o.Declarer == tarock.NoSeat {
			t.Opponent[p] = p != o.Seat
		} else {
			t.Opponent[p] = (p == o.Declarer) != (o.Seat == o.Declarer)
		}
	}
	for _, e := range o.Events() {
		if c, ok := e.Move.PlayedCard(); ok {
			t.Saw(e.Seat, c)
		}
	}
	outside := deck.FullPack &^ o.Rules.CardsInPlay() // the cards of no smaller pack are never out
	t.Observe(o.CurrentTrick, o.Hand|o.Played|o.Discards|talonLeft(o)|outside, o.Tricks[:], o.Rules.HandSize())
	return t
}

func (h *heuristic) play(o *tapp.Observation, legal []tapp.Move) tapp.Move {
	cards := thumb.Cards(legal)
	if cards.IsEmpty() {
		return legal[h.rng.IntN(len(legal))]
	}
	t := newTable(o)
	cards = thumb.KeepPagat(cards, t.Last)
	var c deck.Card
	switch {
	case o.Contract == tapp.Trischaken:
		c = t.Duck(cards)
	case t.Trick.IsEmpty():
		c = t.Lead(cards, o.Declarer, o.Seat == o.Declarer)
	default:
		c = t.Follow(cards)
	}
	return tapp.Play(c)
}
