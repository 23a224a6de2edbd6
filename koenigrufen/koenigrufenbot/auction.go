package koenigrufenbot

import (
	"github.com/tarockfamily/sdk/koenigrufen"
)

// auction scores the moves of the auction (doc/koenigrufen.md §5.1):
//
//   - Forehand's first word is the Sechserdreier when the hand is one for
//     it (rule 2), otherwise "vorhand", which keeps every right of
//     forehand (rule 1).
//   - After "vorhand" and three passes (rule 3) forehand takes the
//     highest contract in the tariff he can play, and with none of them
//     Trischaken when the hand is weak and of low cards, else the Rufer.
//   - Otherwise forehand holds a standing contract he can play (rule 5);
//     everyone bids the lowest contract offered that he can play, and
//     passes when there is none.
func (h *heuristic) auction(o *koenigrufen.Observation, legal []koenigrufen.Move) func(koenigrufen.Move) (float64, bool) {
	hand := o.Hand
	rank := h.ranks(o.Rules.Tariff)
	// choosing: "vorhand" and three passes, forehand must name a
	// contract; first: forehand's first word.
	choosing, first := false, false
	for _, m := range legal {
		switch {
		case m.Kind() == koenigrufen.MoveVorhand:
			first = true
		case m.Kind() == koenigrufen.MoveBid && (m.Contract() == koenigrufen.Rufer || m.Contract() == koenigrufen.Trischaken):
			choosing = true
		}
	}
	h.sc = scoring{o: o, hand: hand, rank: rank, choosing: choosing, first: first}
	return h.auctionFn
}

// auctionScore is the score function of auction, reading h.sc.
func (h *heuristic) auctionScore(m koenigrufen.Move) (float64, bool) {
	o, hand, rank, choosing, first := h.sc.o, h.sc.hand, h.sc.rank, h.sc.choosing, h.sc.first
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
		case c == koenigrufen.Rufer:
			return 1, true // the fallback of the choice after three passes
		case !playable(c, hand):
			return -2, true
		case choosing:
			// Every contract is open: the highest one it can play.
			return 2 + 0.01*rank[c], true
		case c == koenigrufen.Sechserdreier:
			return 4, true
		case first:
			// Forehand's first word: "vorhand" keeps every right.
			return 0.5, true
		}
		// The lowest contract it can play: a higher one only costs.
		return 2 - 0.01*rank[c], true
	}
	return 0, false
}

// ranks returns the rank of each contract in tariff t, from 1 for the
// lowest, made once per tariff (the auction is played out in every deal
// the search player samples).
func (h *heuristic) ranks(t koenigrufen.Tariff) map[koenigrufen.Contract]float64 {
	if h.rank == nil || h.rankOf != t {
		h.rank, h.rankOf = map[koenigrufen.Contract]float64{}, t
		for i, e := range t.Contracts() {
			h.rank[e.Contract] = float64(i + 1)
		}
	}
	return h.rank
}
