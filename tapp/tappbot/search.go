package tappbot

import (
	"math/rand/v2"

	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/bot"
	"github.com/tarockfamily/sdk/tarock/search"
)

// NewSearch returns a Tapp Tarock player that looks ahead in the play
// (doc/tapp.md §8) by perfect-information Monte Carlo (search.NewPlayer):
// for each decision it samples complete deals consistent with its
// observation, uniformly, with tapp.NewDeterminizer (so it respects every
// void shown, the talon cards seen, the discards and the announcements,
// and knows nothing else), scores every legal move on each sample by
// playouts with random legal moves or, in the last tricks, by exact
// alpha-beta search, and plays the move with the best total. It never sees
// a true state.
//
// The value of a finished deal is the game points of the acting seat's
// side, the declarer alone against the two defenders, with the card points
// of the side (in thirds) as a tie-break (search.OutcomeValue): so it plays
// for the game, the Pagat Ultimo, the Valat and every other item of the
// settlement, and among moves that score the same for the most card
// points. In Trischaken (doc/tapp.md §5.3), where all play against all, it plays for
// its own game points against the two others, and among moves that score
// the same for the fewest card points.
//
// The auction, the talon, the discard, the announcements and Kontra are
// left to the rule-of-thumb player of [NewHeuristic], which also decides
// when no sample can be made. All random choices are drawn from rng, so
// without a Budget the same seed and the same observations give the same
// decisions. The player is not safe for concurrent use.
func NewSearch(rng *rand.Rand, cfg SearchConfig) bot.Player[tapp.Observation, tapp.Move] {
	cfg.PIMC = true // every decision but the card play is the rule-of-thumb player's
	return search.NewPlayer(rng, cfg, NewHeuristic(rng), search.PlayerRules[tapp.State, tapp.Move, tapp.Observation]{
		Determinize: search.Determinizers(tapp.NewDeterminizer),
		Seat:        func(o tapp.Observation) tarock.Seat { return o.Seat },
		Side:        side,
		Value:       value,
		TrickMoves:  3,
		Playouts:    DefaultPlayouts,
	})
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

// DefaultPlayouts is the number of playouts per legal move and sample of
// the search player of [NewSearch] when SearchConfig.Playouts is 0. In
// duplicate matches against two heuristic players, four playouts won
// clearly more game points than one, in about three times the time.
const DefaultPlayouts = 4

// SearchConfig configures the search player of [NewSearch] (samples,
// playouts, exact solving of the last tricks, time budget); it is the
// same for every game of the module. The zero value gives the defaults:
// search.DefaultSamples samples, [DefaultPlayouts] playouts and an exact
// solve of the last search.DefaultSolveTricks tricks.
type SearchConfig = search.PlayerConfig
