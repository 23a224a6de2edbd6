package strohbot

import (
	"math/rand/v2"
	"time"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/bot"
	"github.com/tarockfamily/sdk/tarock/search"
)

// DefaultSolveTricks is the number of tricks left from which the search
// player of [NewSearch] solves its sampled deals exactly when
// SearchConfig.SolveTricks is 0.
const DefaultSolveTricks = 3

// solveNodes bounds one exact solve of a sample; a solve that would visit
// more positions is abandoned for playouts (it does not happen within
// DefaultSolveTricks tricks).
const solveNodes = 1 << 20

// SearchConfig configures the search player of [NewSearch]. The zero value
// gives the defaults; negative numbers count as zero.
type SearchConfig struct {
	// Samples is the number of complete deals sampled (with
	// strohmandel.Determinize) for each decision of the play; 0 means
	// search.DefaultSamples (20).
	Samples int
	// Playouts is the number of playouts with random legal moves per legal
	// move and sample, for samples not solved exactly; 0 means 1.
	Playouts int
	// SolveTricks: a sample in which at most this many tricks are left
	// (counting the trick in progress) is solved exactly by alpha-beta
	// search instead of being played out; 0 means [DefaultSolveTricks],
	// negative means never. Each further trick makes a solve several times
	// slower.
	SolveTricks int
	// Budget bounds the time of one decision of the play (0 means none):
	// the player stops sampling when it is spent, after at least one
	// sample. With a budget the decisions depend on the speed of the
	// machine; without one they depend only on the seed and the
	// observations.
	Budget time.Duration
}

// searchPlayer is the player of NewSearch.
type searchPlayer struct {
	heuristic bot.Player[strohmandel.Observation, strohmandel.Move]
	pimc      *search.PIMC[strohmandel.State, strohmandel.Move, strohmandel.Observation]

	// The determinizer of the last observation sampled from.
	view   strohmandel.Observation
	det    *strohmandel.Determinizer
	detErr error
	cached bool
}

// NewSearch returns a Strohmandeln player that looks ahead in the play
// (doc/strohmandel.md §7) by perfect-information Monte Carlo
// (search.NewPIMC): for each decision it samples complete deals consistent
// with its observation, uniformly, with strohmandel.Determinize (so it
// respects every void shown, every face-up top and card turned, the calls
// and the throw-in rule, and knows nothing else: not the opponent's hand,
// not the hidden cards of any pile, its own included), scores every legal
// move on each sample by random playouts or, near the end, by exact
// alpha-beta search, and plays the move with the best total. It never
// sees a true state.
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
	p := &searchPlayer{heuristic: NewHeuristic(rng)}
	solve := cfg.SolveTricks
	if solve == 0 {
		solve = DefaultSolveTricks
	}
	pimc, err := search.NewPIMC(search.PIMCConfig[strohmandel.State, strohmandel.Move, strohmandel.Observation]{
		Determinize: p.determinize,
		Seat:        func(o strohmandel.Observation) tarock.Seat { return o.Seat },
		Rand:        rng,
		Samples:     max(cfg.Samples, 0),
		Playouts:    max(cfg.Playouts, 0),
		SolveMoves:  2 * max(solve, 0),
		Remaining:   remaining,
		Budget:      max(cfg.Budget, 0),
		Fallback:    p.heuristic,
		Search: search.Config[strohmandel.State, strohmandel.Move]{
			Value:    value,
			MaxNodes: solveNodes,
		},
	})
	if err != nil {
		// Not reached: every setting above is valid. Without search the
		// player is the heuristic one.
		return p.heuristic
	}
	p.pimc = pimc
	return p
}

// Choose implements bot.Player: the heuristic player's choice outside the
// play, the search's in it.
func (p *searchPlayer) Choose(view strohmandel.Observation, legal []strohmandel.Move) strohmandel.Move {
	if view.Phase != strohmandel.PhasePlay {
		return p.heuristic.Choose(view, legal)
	}
	return p.pimc.Choose(view, legal)
}

// determinize samples a state consistent with view, preparing the sampler
// once per observation.
func (p *searchPlayer) determinize(view strohmandel.Observation, rng *rand.Rand) (strohmandel.State, error) {
	if !p.cached || p.view != view {
		p.det, p.detErr = strohmandel.NewDeterminizer(view)
		p.view, p.cached = view, true
	}
	if p.detErr != nil {
		return strohmandel.State{}, p.detErr
	}
	return p.det.Sample(rng)
}

// remaining counts the cards still to be played in s: every card not in a
// trick, in a hand, on a pile or hidden in one (doc/strohmandel.md §5:
// every pile card comes into a hand or is played as a face-up top).
func remaining(s strohmandel.State) int {
	if s.Phase() != strohmandel.PhasePlay {
		return 0
	}
	return deck.NumCards - (s.Won(0) | s.Won(1) | s.CurrentTrick().Cards()).Len()
}

// value scores a finished deal for seat 0 (side 0): search.OutcomeValue,
// whose card-point tie-break is reversed in Trischaken.
func value(final strohmandel.State) int {
	out := final.Outcome()
	if final.Kind() == strohmandel.KindTrischaken {
		return search.DeltaWeight*out.Deltas[0] - (out.Thirds[0] - out.Thirds[1])
	}
	return search.OutcomeValue(out, strohmandel.Players, nil)
}
