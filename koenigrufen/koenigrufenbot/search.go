package koenigrufenbot

import (
	"math/rand/v2"

	"github.com/tarockfamily/sdk/koenigrufen"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/bot"
	"github.com/tarockfamily/sdk/tarock/search"
)

// NewSearch returns a Königrufen player that searches its decisions
// (search.NewPlayer): for each decision of a kind cfg.Searched names (by
// default every one: the bids, holds and passes of the auction, the king
// call, the talon half or Schleifen, the discard, forehand's Trischaken
// choices, the announcements, Kontra, Re and Sub, and the cards,
// doc/koenigrufen.md §5, §6.1, §6.3, §7.2, §7.3, §7.1, §8 and §9) it samples complete deals consistent with its observation
// with koenigrufen.NewDeterminizer (so it respects every void shown, the
// talon cards seen, the discards shown and what it knows of the called
// king and the partner, doc/koenigrufen.md §6.2, and knows nothing else),
// applies each candidate move and plays the deal out to the settlement
// with the rule-of-thumb player of [NewHeuristic] in every seat, or in the
// last tricks of the play solves it exactly, and makes the move with the
// best total. A discard and an announcement, which may have many legal
// moves, are pruned to the rule-of-thumb player's choice and the moves it
// scores best. It never sees a true state.
//
// The deals are drawn with inference (cfg.Inference): of several deals
// drawn uniformly it keeps one in proportion to how likely the other
// players' bids, passes, holds, call, talon choice, announcements,
// Kontras and cards are in it, each taken to be the rule-of-thumb
// player's choice from that player's observation with a probability given
// by [Noise], so that after a Solo bid or a Kontra on the game the strong
// cards lie with the player who said it in most deals searched.
//
// The value of a finished deal is the deciding seat's own Money (the game
// points of the settlement, doc/koenigrufen.md §11.1, every premium and
// Kontra factor included), with the card points of its side (in thirds)
// as a tie-break (see value): the declarer and his partner against the
// defenders, the partner being whoever holds the called king in the deal
// sampled. In Trischaken, where all play against all, the tie-break is
// its own card points, the fewer the better; in the other negative
// contracts the card-point tie-break is turned round.
//
// With cfg.PIMC it is the player of the module's first versions: it
// searches only the card play, with random playouts and uniform deals,
// and leaves every other decision to [NewHeuristic]. The rule-of-thumb
// player also decides the decisions not searched and when no sample can
// be made. All random choices are drawn from rng, so without a Budget the
// same seed and the same observations give the same decisions. The player
// is not safe for concurrent use; it implements search.Advisor (see
// [Hint]).
func NewSearch(rng *rand.Rand, cfg SearchConfig) bot.Player[koenigrufen.Observation, koenigrufen.Move] {
	return search.NewPlayer(rng, cfg, NewHeuristic(rng), rules())
}

// rules is what the search player knows of the game.
func rules() search.PlayerRules[koenigrufen.State, koenigrufen.Move, koenigrufen.Observation] {
	return search.PlayerRules[koenigrufen.State, koenigrufen.Move, koenigrufen.Observation]{
		Determinize: search.Determinizers(koenigrufen.NewDeterminizer),
		Seat:        func(o koenigrufen.Observation) tarock.Seat { return o.Seat },
		Side:        side,
		Value:       value,
		TrickMoves:  4,
		Playouts:    DefaultPlayouts,
		Kind:        kind,
		Rank:        rank,
		History:     history,
		Noise:       Noise,
	}
}

// kind sorts the decisions by phase (search.Decisions).
func kind(o koenigrufen.Observation, _ koenigrufen.Move) search.Decisions {
	switch o.Phase {
	case koenigrufen.PhaseAnnounce:
		return search.DecideAnnounce
	case koenigrufen.PhasePlay:
		return search.DecidePlay
	}
	return search.DecideContract
}

// rank is the ranking of the pruning: the rule-of-thumb player's scores of
// the discards (doc/koenigrufen.md §7.3) and of the announcements
// (doc/koenigrufen.md §8);
// the other decisions have few moves.
func rank(o koenigrufen.Observation, legal []koenigrufen.Move, scores []float64) {
	var score func(koenigrufen.Move) (float64, bool)
	switch o.Phase {
	case koenigrufen.PhaseDiscard:
		score = NewHeuristic(nil).(*heuristic).discard(&o)
	case koenigrufen.PhaseAnnounce:
		score = NewHeuristic(nil).(*heuristic).announce(&o)
	default:
		return
	}
	for i, m := range legal {
		if v, ok := score(m); ok {
			scores[i] = v
		} else {
			scores[i] = -1e9
		}
	}
}

// history is the deal of s from its start (search.Model.History).
func history(s koenigrufen.State, moves []koenigrufen.Move) (koenigrufen.State, []koenigrufen.Move, error) {
	start, err := koenigrufen.NewGame(s.Rules(), s.Deal())
	return start, s.AppendHistory(moves), err
}

// Noise is the model of the other players of the search player's
// inference (search.Model): the probability ε that a player does not make
// the rule-of-thumb player's choice before the move m in state before,
// choosing at random among the legal moves instead. Bids, holds and passes
// (doc/koenigrufen.md §5) and the announcements and Kontras
// (doc/koenigrufen.md §8) are taken as the surest signs (0.2), the call,
// the talon choice and forehand's choices next (0.3), a card played
// (doc/koenigrufen.md §9) as a weak one (0.6); a discard,
// which the others see only in part, tells nothing (1).
func Noise(before koenigrufen.State, _ koenigrufen.Move) float64 {
	switch before.Phase() {
	case koenigrufen.PhaseAuction, koenigrufen.PhaseAnnounce:
		return 0.2
	case koenigrufen.PhaseCall, koenigrufen.PhaseTalon, koenigrufen.PhaseChoose:
		return 0.3
	case koenigrufen.PhasePlay:
		return 0.6
	}
	return 1
}

// eachForHimself reports whether every seat plays for himself in s:
// Trischaken, or no declarer.
func eachForHimself(s koenigrufen.State) bool {
	return s.Contract() == koenigrufen.Trischaken || s.Declarer() == tarock.NoSeat
}

// side puts the declarer and his partner (doc/koenigrufen.md §6.1) on side
// 0 and the defenders on side 1; when each plays for himself, the deciding
// seat me on side 0 and the three others on side 1.
func side(s koenigrufen.State, me, seat tarock.Seat) int {
	if eachForHimself(s) {
		if seat == me {
			return 0
		}
		return 1
	}
	if seat == s.Declarer() || (seat == s.Partner() && seat != tarock.NoSeat) {
		return 0
	}
	return 1
}

// value scores a finished deal for side 0 (see side).
func value(final koenigrufen.State, me tarock.Seat) int {
	out := final.Outcome()
	if eachForHimself(final) {
		return search.DeltaWeight*out.Deltas[me&3] - out.Thirds[me&3]
	}
	sideOf := func(seat tarock.Seat) int { return side(final, me, seat) }
	v := search.OutcomeValue(out, 4, sideOf)
	negative := final.Contract().IsNegative()
	if negative {
		// Card points do not make a negative contract: fewer tricks do.
		v -= 2 * search.OutcomeValue(tarock.Outcome{Parties: out.Parties, Thirds: out.Thirds}, 4, sideOf)
	}
	return v
}

// DefaultPlayouts is the number of random playouts per card and sample of
// the search player, and of the PIMC player (SearchConfig.PIMC), when
// SearchConfig.Playouts is 0. In a
// duplicate match of 150 deals against three heuristic players, two
// playouts won clearly more than one (+0.21 against -0.07 per game, the
// declarer winning 75% of its games against 68%), and four no more than
// two.
const DefaultPlayouts = 2

// SearchConfig configures the search player of [NewSearch] (the decisions
// searched, samples, playouts, inference, exact solving of the last
// tricks, time budget); it is the same for every game of the module. The
// zero value gives the defaults: every decision searched,
// search.DefaultPlayerSamples samples for a card and half as many for the
// other decisions, the game's DefaultPlayouts random playouts for a card and
// one playout with the rule-of-thumb player for the rest,
// inference from search.DefaultOversample deals per sample and an exact
// solve of the last search.DefaultSolveTricks tricks; search.Levels names
// the settings of the strength levels.
type SearchConfig = search.PlayerConfig
