package koenigrufenbot

import (
	"math/rand/v2"

	"github.com/tarockfamily/sdk/koenigrufen"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/bot"
	"github.com/tarockfamily/sdk/tarock/search"
)

// NewSearch returns a Königrufen player that looks ahead in the play
// (doc/koenigrufen.md §9) by perfect-information Monte Carlo
// (search.NewPlayer): for each card it plays it samples complete deals
// consistent with its observation, uniformly, with
// koenigrufen.NewDeterminizer (so it respects every void shown, the talon
// cards seen, the discards shown and what it knows of the called king and
// the partner, doc/koenigrufen.md §6.2, and knows nothing else), scores
// every legal card on each sample by playouts with random legal moves or,
// in the last tricks, by exact alpha-beta search, and plays the card with
// the best total. It never sees a true state.
//
// The value of a finished deal is that of its tarock.Outcome for the
// acting seat's side (see value): the game points of the side, the
// declarer and his partner against the defenders, with the card points of
// the side (in thirds) as a tie-break (search.OutcomeValue); the game
// points are the Money of the settlement (doc/koenigrufen.md §11.1). In
// Trischaken, where all play
// against all, it plays for its own game points, and among moves that
// score the same for the fewest card points; in the other negative
// contracts the card-point tie-break is turned round.
//
// The auction, the call, the talon, the discard and the announcements are
// left to the rule-of-thumb player of [NewHeuristic], which also decides
// when no sample can be made. All random choices are drawn from rng, so
// without a Budget the same seed and the same observations give the same
// decisions. The player is not safe for concurrent use.
func NewSearch(rng *rand.Rand, cfg SearchConfig) bot.Player[koenigrufen.Observation, koenigrufen.Move] {
	cfg.PIMC = true // every decision but the card play is the rule-of-thumb player's
	return search.NewPlayer(rng, cfg, NewHeuristic(rng), search.PlayerRules[koenigrufen.State, koenigrufen.Move, koenigrufen.Observation]{
		Determinize: search.Determinizers(koenigrufen.NewDeterminizer),
		Seat:        func(o koenigrufen.Observation) tarock.Seat { return o.Seat },
		Side:        side,
		Value:       value,
		TrickMoves:  4,
		Playouts:    DefaultPlayouts,
	})
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

// DefaultPlayouts is the number of playouts per legal move and sample of
// the search player of [NewSearch] when SearchConfig.Playouts is 0. In a
// duplicate match of 150 deals against three heuristic players, two
// playouts won clearly more than one (+0.21 against -0.07 per game, the
// declarer winning 75% of its games against 68%), and four no more than
// two.
const DefaultPlayouts = 2

// SearchConfig configures the search player of [NewSearch] (samples,
// playouts, exact solving of the last tricks, time budget); it is the
// same for every game of the module. The zero value gives the defaults:
// search.DefaultSamples samples, [DefaultPlayouts] playouts and an exact
// solve of the last search.DefaultSolveTricks tricks.
type SearchConfig = search.PlayerConfig
