package koenigrufenbot

import (
	"math/rand/v2"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/internal/thumb"
	"github.com/tarockfamily/sdk/koenigrufen"
	"github.com/tarockfamily/sdk/tarock/bot"
)

// heuristic is the rule-of-thumb player of NewHeuristic.
type heuristic struct {
	rng *rand.Rand
	// obs holds the observation of the move being chosen, so that the
	// play allocates nothing.
	obs koenigrufen.Observation
	// rank holds the rank of each contract in the tariff rankOf
	// (heuristic.ranks).
	rank   map[koenigrufen.Contract]float64
	rankOf koenigrufen.Tariff
	// sc holds what the score functions of the auction, the talon and the
	// announcements read, and auctionFn, talonFn and announceFn are those
	// functions, bound once, so that scoring allocates nothing.
	sc                             scoring
	auctionFn, talonFn, announceFn func(koenigrufen.Move) (float64, bool)
}

// scoring is what a score function of the heuristic player reads besides
// the move.
type scoring struct {
	o               *koenigrufen.Observation
	hand            deck.Set
	rank            map[koenigrufen.Contract]float64
	choosing, first bool
	rel             [4]relation
	bestTake        float64
}

// NewHeuristic returns a rule-of-thumb Königrufen player. It sees only the
// observation of its seat and the legal moves, and draws from rng only to
// break ties and for moves it has no rule for, so the same seed gives the
// same choices. It never returns a move that is not among the legal moves.
//
//   - Auction (doc/koenigrufen.md §5): it judges its hand for each kind
//     of contract (see the hand file): positive tarock contracts by their
//     tarocks (the Sküs, the Mond and XVII–XX count extra), kings, voids
//     and singletons; the Besserrufer only with a bird it can announce;
//     Piccolo, Zwiccolo, Bettel and their open forms by the danger of
//     being forced to take tricks (high cards, long suits, void suits
//     beside tarocks), a Piccolo or Zwiccolo needing exactly one or two
//     sure winners beside a low hand; the colour contracts by kings, long
//     suits and few tarocks. Forehand opens with the Sechserdreier when he
//     can play it, else "vorhand"; after three passes he takes the highest
//     contract he can play, else Trischaken with a weak hand of low cards,
//     else the Rufer. Forehand holds a standing contract he can play; the
//     others bid the lowest contract offered they can play, and pass
//     otherwise.
//   - Call (doc/koenigrufen.md §6.1): the king of a suit it lacks, in the
//     suit in which it holds the fewest cards; the fourth king when it
//     may.
//   - Talon (doc/koenigrufen.md §6.3, §7.2): the half that most improves
//     its hand score for the contract, counting the card points it gains
//     and those it leaves to the defenders; it concedes a Rufer whose
//     called king lies in the talon only with a weak hand.
//   - Discard (doc/koenigrufen.md §7.3): in a tarock contract it prefers
//     discards that void a suit or leave a singleton, that lay away high
//     plain cards (they count for the declarer), and that keep its
//     tarocks; in a colour contract the hand with the best colour score.
//   - Trischaken choices (doc/koenigrufen.md §7.1, §9.4): the obligation
//     to beat, and the talon to the last trick.
//   - Announcements (doc/koenigrufen.md §8): see the announce file: only
//     premiums it expects to make, Kontra only on items its hand can
//     beat, Re and Sub only when nearly sure.
//   - Play (doc/koenigrufen.md §9): see the play and negative files; it
//     keeps the cards its announcements reserve (doc/koenigrufen.md §8.6).
//     For a move kind it has no rule for, it chooses at random among the
//     legal moves.
func NewHeuristic(rng *rand.Rand) bot.Player[koenigrufen.Observation, koenigrufen.Move] {
	h := &heuristic{rng: rng}
	h.auctionFn, h.talonFn, h.announceFn = h.auctionScore, h.talonScore, h.announceScore
	return h
}

// Choose implements bot.Player.
func (h *heuristic) Choose(o koenigrufen.Observation, legal []koenigrufen.Move) koenigrufen.Move {
	if len(legal) == 1 {
		return legal[0]
	}
	h.obs = o
	op := &h.obs
	var score func(koenigrufen.Move) (float64, bool)
	switch o.Phase {
	case koenigrufen.PhaseAuction:
		score = h.auction(op, legal)
	case koenigrufen.PhaseCall:
		score = h.call(op)
	case koenigrufen.PhaseTalon:
		score = h.talon(op, legal)
	case koenigrufen.PhaseDiscard:
		score = h.discard(op)
	case koenigrufen.PhaseChoose:
		score = choose
	case koenigrufen.PhaseAnnounce:
		score = h.announce(op)
	case koenigrufen.PhasePlay:
		if m, ok := h.play(op, legal); ok {
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
	fallback := legal[h.rng.IntN(len(legal))]
	if m, ok := thumb.Best(h.rng, legal, score); ok {
		return m
	}
	return fallback
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
	return handScore(o.Contract, o.Hand|taken) + 0.3*float64(taken.Sum()-left.Sum())
}

// talon scores the talon moves (doc/koenigrufen.md §6.3, §7.2).
func (h *heuristic) talon(o *koenigrufen.Observation, legal []koenigrufen.Move) func(koenigrufen.Move) (float64, bool) {
	bestTake := -1e9
	for _, m := range legal {
		if m.Kind() == koenigrufen.MoveTake {
			bestTake = max(bestTake, takeScore(o, m.Half()))
		}
	}
	h.sc = scoring{o: o, bestTake: bestTake}
	return h.talonFn
}

// talonScore is the score function of talon, reading h.sc.
func (h *heuristic) talonScore(m koenigrufen.Move) (float64, bool) {
	o, bestTake := h.sc.o, h.sc.bestTake
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

// discard scores the discards (doc/koenigrufen.md §7.3): in a tarock
// contract voids and singletons made, high plain cards laid away, tarocks
// kept; in a colour contract the hand left with the best colour score.
func (h *heuristic) discard(o *koenigrufen.Observation) func(koenigrufen.Move) (float64, bool) {
	return func(m koenigrufen.Move) (float64, bool) {
		if m.Kind() != koenigrufen.MoveDiscard {
			return 0, false
		}
		d := m.Cards()
		rest := o.Hand &^ d
		if o.Contract.IsColour() {
			return 2*colour(rest) + 0.3*float64(d.Sum()), true
		}
		return thumb.DiscardScore(o.Hand, d), true
	}
}

// choose scores forehand's Trischaken choices (doc/koenigrufen.md §7.1,
// §9.4): having chosen Trischaken for a hand of low cards, he wants the
// others bound to beat, and the talon to the last trick.
func choose(m koenigrufen.Move) (float64, bool) {
	if m.Kind() != koenigrufen.MoveChoose {
		return 0, false
	}
	switch m.Choice() {
	case koenigrufen.ChooseMustBeat, koenigrufen.ChooseLastTrick:
		return 1, true
	}
	return 0, true
}
