package tappbot

import (
	"math/rand/v2"

	"github.com/tarockfamily/sdk/internal/thumb"
	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/bot"
	"github.com/tarockfamily/sdk/tarock/search"
)

// NewSearch returns a Tapp Tarock player that searches its decisions
// (search.NewPlayer): for each decision of a kind cfg.Searched names (by
// default every one: the bids, passes and holds of the auction, the talon
// half, the discard, the announcements and Kontra, and the cards,
// doc/tapp.md §5, §6, §6.1, §7 and §8) it samples complete deals consistent with its
// observation with tapp.NewDeterminizer (so it respects every void shown,
// the talon cards seen, the discards and the announcements, and knows
// nothing else), applies each candidate move and plays the deal out to
// the settlement with the rule-of-thumb player of [NewHeuristic] in every
// seat, or in the last tricks of the play solves it exactly, and makes
// the move with the best total. A discard, which has many legal moves, is
// pruned to the rule-of-thumb player's choice and the discards it ranks
// best (thumb.DiscardScore). It never sees a true state.
//
// The deals are drawn with inference (cfg.Inference): of several deals
// drawn uniformly it keeps one in proportion to how likely the other two
// players' bids, holds, passes, talon choice, announcements, Kontras and
// cards are in it, each taken to be the rule-of-thumb player's choice from
// that player's observation with a probability given by [Noise], so that
// after a Solo bid the bidder holds the strong tarocks in most deals
// searched.
//
// The value of a finished deal is the deciding seat's own game points,
// with the card points of its side (in thirds) as a tie-break: so it
// plays for the game, the Pagat Ultimo, the Valat and every other item of
// the settlement, and among moves that score the same for the most card
// points. In Trischaken (doc/tapp.md §5.3), where all play against all, it
// plays for its own game points against the two others, and among moves
// that score the same for the fewest card points.
//
// With cfg.PIMC it is the player of the module's first versions: it
// searches only the card play, with random playouts and uniform deals,
// and leaves every other decision to [NewHeuristic]. The rule-of-thumb
// player also decides the decisions not searched and when no sample can
// be made. All random choices are drawn from rng, so without a Budget the
// same seed and the same observations give the same decisions. The player
// is not safe for concurrent use; it implements search.Advisor (see
// [Hint]).
func NewSearch(rng *rand.Rand, cfg SearchConfig) bot.Player[tapp.Observation, tapp.Move] {
	return search.NewPlayer(rng, cfg, NewHeuristic(rng), rules())
}

// rules is what the search player knows of the game.
func rules() search.PlayerRules[tapp.State, tapp.Move, tapp.Observation] {
	return search.PlayerRules[tapp.State, tapp.Move, tapp.Observation]{
		Determinize: search.Determinizers(tapp.NewDeterminizer),
		Seat:        func(o tapp.Observation) tarock.Seat { return o.Seat },
		Side:        side,
		Value:       value,
		TrickMoves:  3,
		Playouts:    DefaultPlayouts,
		Kind:        kind,
		Rank:        rank,
		History:     history,
		Noise:       Noise,
	}
}

// kind sorts the decisions by phase (search.Decisions).
func kind(o tapp.Observation, _ tapp.Move) search.Decisions {
	switch o.Phase {
	case tapp.PhaseAnnounce, tapp.PhaseKontra:
		return search.DecideAnnounce
	case tapp.PhasePlay:
		return search.DecidePlay
	}
	return search.DecideContract
}

// rank is the ranking of the pruning: the rule-of-thumb player's score of
// a discard (doc/tapp.md §6.1); the other decisions have few moves.
func rank(o tapp.Observation, legal []tapp.Move, scores []float64) {
	if o.Phase != tapp.PhaseDiscard {
		return
	}
	for i, m := range legal {
		scores[i] = thumb.DiscardScore(o.Hand, m.Cards())
	}
}

// history is the deal of s from its start (search.Model.History).
func history(s tapp.State, moves []tapp.Move) (tapp.State, []tapp.Move, error) {
	start, err := tapp.NewGame(s.Rules(), s.Deal())
	return start, s.AppendHistory(moves), err
}

// Noise is the model of the other players of the search player's
// inference (search.Model): the probability ε that a player does not make
// the rule-of-thumb player's choice before the move m in state before,
// choosing at random among the legal moves instead. Bids, holds and passes
// (doc/tapp.md §5) and the Kontras (doc/tapp.md §7) are taken as the
// surest signs (0.2), the talon choice and the announcements next (0.3), a
// card played (doc/tapp.md §8) as a weak one (0.6); a discard, which the others do not see, tells
// nothing (1).
func Noise(before tapp.State, _ tapp.Move) float64 {
	switch before.Phase() {
	case tapp.PhaseAuction, tapp.PhaseKontra:
		return 0.2
	case tapp.PhaseTalon, tapp.PhaseAnnounce:
		return 0.3
	case tapp.PhasePlay:
		return 0.6
	}
	return 1
}

// side puts the declarer on side 0 and the defenders on side 1; in
// Trischaken the deciding seat me on side 0 and the two others on side 1.
func side(s tapp.State, me, seat tarock.Seat) int {
	d := s.Declarer()
	if d == tarock.NoSeat {
		d = me
	}
	if seat == d {
		return 0
	}
	return 1
}

// value scores a finished deal for side 0 (see side).
func value(final tapp.State, me tarock.Seat) int {
	out := final.Outcome()
	if final.Declarer() == tarock.NoSeat {
		// Trischaken: own game points, then fewer card points.
		return search.DeltaWeight*out.Deltas[me] - out.Thirds[me]
	}
	return search.OutcomeValue(out, 3, func(seat tarock.Seat) int { return side(final, me, seat) })
}

// DefaultPlayouts is the number of random playouts per card and sample of
// the search player, and of the PIMC player (SearchConfig.PIMC), when
// SearchConfig.Playouts is 0. In duplicate matches against two heuristic
// players, four playouts won clearly more game points than one, in about
// three times the time.
const DefaultPlayouts = 4

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
