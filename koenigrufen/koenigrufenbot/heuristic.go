package koenigrufenbot

import (
	"math/rand/v2"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/koenigrufen"
	"github.com/tarockfamily/sdk/tarock/bot"
)

// The hand strengths (see strength) from which the heuristic player plays
// each kind of contract. A hand of 12 cards scores 8.5 in the median deal, 12.5
// or more in one of ten.
const (
	strengthSolorufer = 13.0
	strengthBesser    = 12.0
	strengthDreier    = 14.0
	strengthSechser   = 13.0
	strengthSolo      = 16.5
	// soloTarocks, dreierTarocks and besserTarocks are the least numbers
	// of tarocks for a Solodreier, a Dreier or Sechserdreier and a
	// Besserrufer, besides the strength.
	soloTarocks   = 9
	dreierTarocks = 7
	besserTarocks = 6
	// concedeBelow is the strength of the hand with the talon half below
	// which the declarer of a Rufer concedes when the called king lies in
	// the talon (doc/koenigrufen.md §6.3).
	concedeBelow = 11.0
)

// heuristic is the rule-of-thumb player of NewHeuristic.
type heuristic struct {
	rng *rand.Rand
}

// NewHeuristic returns a rule-of-thumb Königrufen player. It sees only the
// observation of its seat and the legal moves, and draws from rng only to
// break ties and for moves it has no rule for, so the same seed gives the
// same choices. It never returns a move that is not among the legal moves.
//
//   - Auction (doc/koenigrufen.md §5): it scores its hand by its tarocks
//     (the Sküs, the Mond and the tarocks XVII–XXI count extra), its kings
//     and its voids and singletons. Forehand opens with "vorhand" unless
//     the hand is one for a Sechserdreier or a Solodreier; the others bid
//     the lowest contract offered that the hand can play (Solorufer,
//     Besserrufer with a bird, Dreier, Solodreier; Piccolo and Bettel with
//     a hand of low cards) and pass otherwise; forehand holds a contract
//     he can play, and after three passes takes the best contract he can
//     play, the Rufer, or Trischaken with a weak hand of low cards. It
//     bids no colour contract and no open contract.
//   - Call (doc/koenigrufen.md §6.1): the king of a suit it lacks, in the
//     suit in which it holds the fewest cards; the fourth king when it
//     may.
//   - Talon (doc/koenigrufen.md §6.3, §7.2): the half that most improves
//     its hand score, counting the card points it gains and those it
//     leaves to the defenders; it concedes a Rufer whose called king lies
//     in the talon only with a weak hand.
//   - Discard (doc/koenigrufen.md §7.3): among the legal discards it
//     prefers ones that void a suit or leave a singleton, that lay away
//     high plain cards (they count for the declarer), and that keep its
//     tarocks.
//   - Announcements (doc/koenigrufen.md §8): "good", and as declarer "lie"
//     with the fewest premiums offered, announcing the Trull only when it
//     holds the Sküs, the Mond and the Pagat; it says no Kontra.
//   - Play (doc/koenigrufen.md §9): see the play file; for a move kind it
//     has no rule for (forehand's Trischaken choices, for one), it chooses
//     at random among the legal moves.
func NewHeuristic(rng *rand.Rand) bot.Player[koenigrufen.Observation, koenigrufen.Move] {
	return &heuristic{rng: rng}
}

// Choose implements bot.Player.
func (h *heuristic) Choose(o koenigrufen.Observation, legal []koenigrufen.Move) koenigrufen.Move {
	if len(legal) == 1 {
		return legal[0]
	}
	var score func(koenigrufen.Move) (float64, bool)
	switch o.Phase {
	case koenigrufen.PhaseAuction:
		score = h.auction(&o)
	case koenigrufen.PhaseCall:
		score = h.call(&o)
	case koenigrufen.PhaseTalon:
		score = h.talon(&o, legal)
	case koenigrufen.PhaseDiscard:
		score = h.discard(&o)
	case koenigrufen.PhaseAnnounce:
		score = h.announce(&o)
	case koenigrufen.PhasePlay:
		if m, ok := h.play(&o, legal); ok {
			return m
		}
	}
	if score == nil {
		return legal[h.rng.IntN(len(legal))]
	}
	return h.best(legal, score)
}

// best returns the move of legal with the highest score among those score
// knows, a random one of them on a tie; when score knows none of them, a
// random legal move.
func (h *heuristic) best(legal []koenigrufen.Move, score func(koenigrufen.Move) (float64, bool)) koenigrufen.Move {
	pick := legal[h.rng.IntN(len(legal))]
	top, ties := 0.0, 0
	for _, m := range legal {
		s, ok := score(m)
		switch {
		case !ok:
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
// Sküs, 2 for the Mond, 0.5 for each of XVII–XXI; 1.5 per king and 0.5 per
// queen beside its king; 1 per void suit and 0.5 per singleton other than
// a king.
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
			s += 0.5
		}
	}
	s += 1.5 * float64(hand.Kings().Len())
	for _, su := range deck.Suits {
		cards := hand.OfSuit(su)
		if q, ok := deck.New(su, deck.RankQueen); ok && cards.Has(q) && !cards.Kings().IsEmpty() {
			s += 0.5
		}
		switch cards.Len() {
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

// highCards counts the cards of hand that take tricks in a negative
// contract: the tarocks from XV up and the kings, queens and cavalls.
func highCards(hand deck.Set) int {
	n := 0
	for c := range hand.All() {
		switch {
		case c.IsTarock():
			if c.TarockNumber() >= 15 {
				n++
			}
		case c.Rank() >= deck.RankCavall:
			n++
		}
	}
	return n
}

// birdOf is the bird a bird caller's bid names (doc/koenigrufen.md §4.4).
var birdOf = map[koenigrufen.Contract]deck.Set{
	koenigrufen.Pagatrufer:      deck.SetOf(deck.Pagat),
	koenigrufen.Uhurufer:        deck.SetOf(deck.Uhu),
	koenigrufen.Kakadurufer:     deck.SetOf(deck.Kakadu),
	koenigrufen.Quapilrufer:     deck.SetOf(deck.Quapil),
	koenigrufen.Besserrufer:     deck.SetOf(deck.Pagat, deck.Uhu, deck.Kakadu, deck.Quapil),
	koenigrufen.BesserruferLow:  deck.SetOf(deck.Pagat, deck.Uhu),
	koenigrufen.BesserruferHigh: deck.SetOf(deck.Kakadu, deck.Quapil),
}

// playable reports whether the heuristic player would play contract c with
// hand (doc/koenigrufen.md §4.2, §4.3).
func playable(c koenigrufen.Contract, hand deck.Set) bool {
	s, t := strength(hand), hand.Tarocks()
	switch c {
	case koenigrufen.Rufer:
		return true
	case koenigrufen.Solorufer:
		return s >= strengthSolorufer
	case koenigrufen.Besserrufer, koenigrufen.Pagatrufer, koenigrufen.Uhurufer, koenigrufen.Kakadurufer,
		koenigrufen.Quapilrufer, koenigrufen.BesserruferLow, koenigrufen.BesserruferHigh:
		return s >= strengthBesser && t.Len() >= besserTarocks && hand.Overlaps(birdOf[c])
	case koenigrufen.Sechserdreier:
		return s >= strengthSechser && t.Len() >= dreierTarocks
	case koenigrufen.Dreier:
		return s >= strengthDreier && t.Len() >= dreierTarocks
	case koenigrufen.Solodreier:
		return s >= strengthSolo && t.Len() >= soloTarocks && (hand.Has(deck.Skus) || hand.Has(deck.Mond))
	case koenigrufen.Piccolo:
		return highCards(hand) == 1 && t.Len() <= 4
	case koenigrufen.Zwiccolo:
		return highCards(hand) == 2 && t.Len() <= 4
	case koenigrufen.Bettel:
		return highCards(hand) == 0 && t.Len() <= 3
	case koenigrufen.Trischaken:
		return s < 7 && highCards(hand) <= 3
	}
	return false
}

// auction scores the moves of the auction (doc/koenigrufen.md §5.1).
func (h *heuristic) auction(o *koenigrufen.Observation) func(koenigrufen.Move) (float64, bool) {
	hand := o.Hand
	rank := map[koenigrufen.Contract]int{}
	for i, e := range o.Rules.Tariff.Contracts() {
		rank[e.Contract] = i + 1
	}
	return func(m koenigrufen.Move) (float64, bool) {
		switch m.Kind() {
		case koenigrufen.MoveVorhand:
			return 1, true
		case koenigrufen.MovePass:
			return 0, true
		case koenigrufen.MoveHold:
			if playable(o.Bid, hand) {
				return 3, true
			}
			return -1, true
		case koenigrufen.MoveBid:
			c := m.Contract()
			switch {
			case !playable(c, hand):
				return -2, true
			case c == koenigrufen.Solodreier || c == koenigrufen.Sechserdreier:
				return 4, true
			case c == koenigrufen.Trischaken:
				return 1.5, true
			case c == koenigrufen.Rufer:
				return 1, true
			}
			// The lowest contract it can play: a higher one only costs.
			return 2 - 0.01*float64(rank[c]), true
		}
		return 0, false
	}
}

// kingOf returns the king of suit su.
func kingOf(su deck.Suit) deck.Card {
	k, _ := deck.New(su, deck.RankKing)
	return k
}

// call scores the calls (doc/koenigrufen.md §6.1): a king it lacks in its
// shortest suit, the fourth king a little better than naming it.
func (h *heuristic) call(o *koenigrufen.Observation) func(koenigrufen.Move) (float64, bool) {
	byLength := func(su deck.Suit) float64 {
		if o.Hand.Has(kingOf(su)) {
			return -20 // its own king: it would play alone
		}
		return -float64(o.Hand.OfSuit(su).Len())
	}
	return func(m koenigrufen.Move) (float64, bool) {
		switch m.Kind() {
		case koenigrufen.MoveCall:
			return byLength(m.Suit()), true
		case koenigrufen.MoveCallFourthKing:
			k, ok := deck.Kings.Minus(o.Hand).First()
			if !ok {
				return -20, true
			}
			return byLength(k.Suit()) + 0.5, true
		}
		return 0, false
	}
}

// half returns the talon cards of half hv as the observer has seen them.
func half(o *koenigrufen.Observation, hv koenigrufen.Half) deck.Set {
	var s deck.Set
	for _, c := range o.Talon[3*int(hv) : 3*int(hv)+3] {
		if c != koenigrufen.Hidden {
			s = s.With(c)
		}
	}
	return s
}

// takeScore is the value of taking talon half hv.
func takeScore(o *koenigrufen.Observation, hv koenigrufen.Half) float64 {
	taken, left := half(o, hv), half(o, 1-hv)
	return strength(o.Hand|taken) + 0.3*float64(taken.Sum()-left.Sum())
}

// talon scores the talon moves (doc/koenigrufen.md §6.3, §7.2).
func (h *heuristic) talon(o *koenigrufen.Observation, legal []koenigrufen.Move) func(koenigrufen.Move) (float64, bool) {
	bestTake := -1e9
	for _, m := range legal {
		if m.Kind() == koenigrufen.MoveTake {
			bestTake = max(bestTake, takeScore(o, m.Half()))
		}
	}
	return func(m koenigrufen.Move) (float64, bool) {
		switch m.Kind() {
		case koenigrufen.MoveTake:
			return takeScore(o, m.Half()), true
		case koenigrufen.MoveConcede:
			if bestTake < concedeBelow {
				return bestTake + 1, true
			}
			return bestTake - 1e6, true
		}
		return 0, false
	}
}

// discard scores the discards (doc/koenigrufen.md §7.3): voids and
// singletons made, high plain cards laid away, tarocks kept.
func (h *heuristic) discard(o *koenigrufen.Observation) func(koenigrufen.Move) (float64, bool) {
	return func(m koenigrufen.Move) (float64, bool) {
		if m.Kind() != koenigrufen.MoveDiscard {
			return 0, false
		}
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
		return s, true
	}
}

// trull holds the three cards of the Trull (doc/koenigrufen.md §8.1).
var trull = deck.SetOf(deck.Skus, deck.Mond, deck.Pagat)

// announce scores the moves of the announcements (doc/koenigrufen.md
// §8.4): "good"; the opening with the fewest premiums, the Trull added
// only when the hand holds it whole; nothing else.
func (h *heuristic) announce(o *koenigrufen.Observation) func(koenigrufen.Move) (float64, bool) {
	sureTrull := o.Hand.ContainsAll(trull)
	return func(m koenigrufen.Move) (float64, bool) {
		switch m.Kind() {
		case koenigrufen.MoveGood:
			return 2, true
		case koenigrufen.MoveLie:
			p := m.Premiums()
			s := 1.0
			if sureTrull && p&koenigrufen.Trull != 0 {
				s += 2
				p &^= koenigrufen.Trull
			}
			for ; p != 0; p &= p - 1 {
				s -= 1 // every other premium is a risk
			}
			return s, true
		}
		return 0, false
	}
}
