package strohbot

import (
	"math/rand/v2"

	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/bot"
	"github.com/tarockfamily/sdk/tarock/search"
)

// NewSearch returns a Strohmandeln player that searches its decisions
// (search.NewPlayer): for each decision of a kind cfg.Searched names (by
// default every one: the take-up, pass and throw-in, the announcements,
// Kontra and Re, and the cards with their calls, doc/strohmandel.md §3.4,
// §4.1, §9.7 and §7) it samples complete deals consistent with its
// observation with strohmandel.NewDeterminizer (so it respects every void
// shown, every face-up top and card turned, the calls and the throw-in
// rule, and knows nothing else: not the opponent's hand, not the hidden
// cards of any pile, its own included), applies each candidate move and
// plays the deal out to the settlement with the rule-of-thumb player of
// [NewHeuristic] for both seats, or near the end of the play solves it
// exactly, and makes the move with the best total. It never sees a true
// state.
//
// The deals are drawn with inference (cfg.Inference): of several deals
// drawn uniformly it keeps one in proportion to how likely the opponent's
// take-up or pass, announcements, Kontra and cards are in it, each taken
// to be the rule-of-thumb player's choice with a probability given by
// [Noise].
//
// The two sides are the two seats. The value of a finished deal is the
// deciding seat's game points with its card points (in thirds) as a
// tie-break, so it plays for the game, the birds, the Valat, the Trull and
// every other item of the settlement (a call on a card is a move of its
// own and is judged like any other), and among moves that score the same
// for the most card points; in Trischaken (doc/strohmandel.md §4.2),
// where fewer card points win, for the fewest. The number of moves left
// in a sample counts every card not yet played, the hidden pile cards
// included (search.PIMCConfig.Remaining).
//
// With cfg.PIMC it is the player of the module's first versions: it
// searches only the card play, with random playouts and uniform deals,
// and leaves every other decision to [NewHeuristic]. The rule-of-thumb
// player also decides the decisions not searched and when no sample can
// be made. All random choices are drawn from rng, so without a Budget the
// same seed and the same observations give the same decisions. The player
// is not safe for concurrent use; it implements search.Advisor (see
// [Hint]).
func NewSearch(rng *rand.Rand, cfg SearchConfig) bot.Player[strohmandel.Observation, strohmandel.Move] {
	return search.NewPlayer(rng, cfg, NewHeuristic(rng), rules())
}

// rules is what the search player knows of the game.
func rules() search.PlayerRules[strohmandel.State, strohmandel.Move, strohmandel.Observation] {
	return search.PlayerRules[strohmandel.State, strohmandel.Move, strohmandel.Observation]{
		Determinize: search.Determinizers(strohmandel.NewDeterminizer),
		Seat:        func(o strohmandel.Observation) tarock.Seat { return o.Seat },
		Remaining:   remaining,
		Value:       value,
		TrickMoves:  strohmandel.Players,
		Playouts:    DefaultPlayouts,
		Kind:        kind,
		History:     history,
		Noise:       Noise,
	}
}

// kind sorts the decisions by phase (search.Decisions).
func kind(o strohmandel.Observation, _ strohmandel.Move) search.Decisions {
	switch o.Phase {
	case strohmandel.PhaseAnnounce:
		return search.DecideAnnounce
	case strohmandel.PhasePlay:
		return search.DecidePlay
	}
	return search.DecideContract
}

// history is the deal of s from its start (search.Model.History).
func history(s strohmandel.State, moves []strohmandel.Move) (strohmandel.State, []strohmandel.Move, error) {
	start, err := strohmandel.NewGame(s.Rules(), s.Deal())
	return start, s.AppendHistory(moves), err
}

// Noise is the model of the opponent of the search player's inference
// (search.Model): the probability ε that he does not make the
// rule-of-thumb player's choice before the move m in state before,
// choosing at random among the legal moves instead. The take-up, pass and
// throw-in (doc/strohmandel.md §4.1, §3.4) and the announcements and Kontra
// (doc/strohmandel.md §9.7) are taken as sure signs (0.2), a card played
// (doc/strohmandel.md §7) as a weak one (0.6).
func Noise(before strohmandel.State, _ strohmandel.Move) float64 {
	if before.Phase() == strohmandel.PhasePlay {
		return 0.6
	}
	return 0.2
}

// remaining counts the cards still to be played in s: every card not in a
// trick, in a hand, on a pile or hidden in one (doc/strohmandel.md §5:
// every pile card comes into a hand or is played as a face-up top).
func remaining(s strohmandel.State) int {
	if s.Phase() != strohmandel.PhasePlay {
		return 0
	}
	return s.Rules().CardsInPlay().Len() - (s.Won(0) | s.Won(1) | s.CurrentTrick().Cards()).Len()
}

// value scores a finished deal for seat 0 (side 0): search.OutcomeValue,
// whose card-point tie-break is reversed in Trischaken. The sides do not
// depend on the deciding seat.
func value(final strohmandel.State, _ tarock.Seat) int {
	out := final.Outcome()
	if final.Contract() == strohmandel.Trischaken {
		return search.DeltaWeight*out.Deltas[0] - (out.Thirds[0] - out.Thirds[1])
	}
	return search.OutcomeValue(out, strohmandel.Players, nil)
}

// DefaultPlayouts is the number of random playouts per card and sample of
// the search player, and of the PIMC player (SearchConfig.PIMC), when
// SearchConfig.Playouts is 0.
const DefaultPlayouts = 1

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
