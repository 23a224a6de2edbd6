package strohbot

import (
	"math/rand/v2"

	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/bot"
	"github.com/tarockfamily/sdk/tarock/search"
)

// NewSearch returns a Strohmandeln player that looks ahead in the play
// (doc/strohmandel.md §7) by perfect-information Monte Carlo
// (search.NewPlayer): for each decision it samples complete deals
// consistent with its observation, uniformly, with
// strohmandel.NewDeterminizer (so it respects every void shown, every
// face-up top and card turned, the calls and the throw-in rule, and knows
// nothing else: not the opponent's hand, not the hidden cards of any pile,
// its own included), scores every legal move on each sample by random
// playouts or, near the end, by exact alpha-beta search, and plays the
// move with the best total. It never sees a true state.
//
// The two sides are the two seats. The value of a finished deal is the
// acting seat's game points with its card points (in thirds) as a
// tie-break (search.OutcomeValue), so it plays for the game, the birds,
// the Valat, the Trull and every other item of the settlement (a call on
// a card is a move of its own and is judged like any other), and among
// moves that score the same for the most card points; in Trischaken
// (doc/strohmandel.md §4.2), where fewer card points win, for the fewest. The number of moves
// left in a sample counts every card not yet played, the hidden pile cards
// included (search.PIMCConfig.Remaining).
//
// The take-up decision, the throw-in, the announcements and Kontra are
// left to the rule-of-thumb player of [NewHeuristic], which also decides
// when no sample can be made. All random choices are drawn from rng, so
// without a Budget the same seed and the same observations give the same
// decisions. The player is not safe for concurrent use.
func NewSearch(rng *rand.Rand, cfg SearchConfig) bot.Player[strohmandel.Observation, strohmandel.Move] {
	cfg.PIMC = true // every decision but the card play is the rule-of-thumb player's
	return search.NewPlayer(rng, cfg, NewHeuristic(rng), search.PlayerRules[strohmandel.State, strohmandel.Move, strohmandel.Observation]{
		Determinize: search.Determinizers(strohmandel.NewDeterminizer),
		Seat:        func(o strohmandel.Observation) tarock.Seat { return o.Seat },
		Remaining:   remaining,
		Value:       value,
		TrickMoves:  strohmandel.Players,
		Playouts:    DefaultPlayouts,
	})
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

// DefaultPlayouts is the number of playouts per legal move and sample of
// the search player of [NewSearch] when SearchConfig.Playouts is 0.
const DefaultPlayouts = 1

// SearchConfig configures the search player of [NewSearch] (samples,
// playouts, exact solving of the last tricks, time budget); it is the
// same for every game of the module. The zero value gives the defaults:
// search.DefaultSamples samples, [DefaultPlayouts] playout and an exact
// solve of the last search.DefaultSolveTricks tricks.
type SearchConfig = search.PlayerConfig
