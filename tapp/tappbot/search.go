package tappbot

import (
	"math/rand/v2"
	"time"

	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/bot"
	"github.com/tarockfamily/sdk/tarock/search"
)

// DefaultSolveTricks is the number of tricks left from which the search
// player of [NewSearch] solves its sampled deals exactly when
// SearchConfig.SolveTricks is 0. Solving from five tricks on made the
// player several times slower and no stronger in duplicate matches.
const DefaultSolveTricks = 3

// DefaultPlayouts is the number of playouts per legal move and sample of
// the search player of [NewSearch] when SearchConfig.Playouts is 0. In
// duplicate matches against two heuristic players, four playouts won
// clearly more game points than one, in about three times the time.
const DefaultPlayouts = 4

// solveNodes bounds one exact solve of a sample; a solve that would visit
// more positions is abandoned for playouts (it does not happen within
// DefaultSolveTricks tricks).
const solveNodes = 1 << 20

// SearchConfig configures the search player of [NewSearch]. The zero value
// gives the defaults; a negative Samples, Playouts or Budget counts as
// zero.
type SearchConfig struct {
	// Samples is the number of complete deals sampled (with
	// tapp.Determinize) for each decision of the play; 0 means
	// search.DefaultSamples (20).
	Samples int
	// Playouts is the number of playouts with random legal moves per legal
	// move and sample, for samples not solved exactly; 0 means
	// [DefaultPlayouts].
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
	heuristic bot.Player[tapp.Observation, tapp.Move]
	pimc      *search.PIMC[tapp.State, tapp.Move, tapp.Observation]
	me        tarock.Seat // the seat deciding now (for Trischaken)

	// The determinizer of the last observation sampled from.
	view   tapp.Observation
	det    *tapp.Determinizer
	detErr error
	cached bool
}

// NewSearch returns a Tapp Tarock player that looks ahead in the play
// (doc/tapp.md §8) by perfect-information Monte Carlo
// (search.NewPIMC): for each decision it samples complete deals consistent
// with its observation, uniformly, with tapp.Determinize (so it respects
// every void shown, the talon cards seen, the discards and the
// announcements, and knows nothing else), scores every legal move on each
// sample by playouts with random legal moves or, in the last tricks, by
// exact alpha-beta search, and plays the move with the best total. It
// never sees a true state.
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
	p := &searchPlayer{heuristic: NewHeuristic(rng)}
	solve := cfg.SolveTricks
	if solve == 0 {
		solve = DefaultSolveTricks
	}
	playouts := cfg.Playouts
	if playouts <= 0 {
		playouts = DefaultPlayouts
	}
	pimc, err := search.NewPIMC(search.PIMCConfig[tapp.State, tapp.Move, tapp.Observation]{
		Determinize: p.determinize,
		Seat:        func(o tapp.Observation) tarock.Seat { return o.Seat },
		Rand:        rng,
		Samples:     max(cfg.Samples, 0),
		Playouts:    playouts,
		SolveMoves:  3 * max(solve, 0),
		Budget:      max(cfg.Budget, 0),
		Fallback:    p.heuristic,
		Search: search.Config[tapp.State, tapp.Move]{
			Side:     p.side,
			Value:    p.value,
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
func (p *searchPlayer) Choose(view tapp.Observation, legal []tapp.Move) tapp.Move {
	if view.Phase != tapp.PhasePlay {
		return p.heuristic.Choose(view, legal)
	}
	p.me = view.Seat
	return p.pimc.Choose(view, legal)
}

// determinize samples a state consistent with view, preparing the sampler
// once per observation.
func (p *searchPlayer) determinize(view tapp.Observation, rng *rand.Rand) (tapp.State, error) {
	if !p.cached || p.view != view {
		p.det, p.detErr = tapp.NewDeterminizer(view)
		p.view, p.cached = view, true
	}
	if p.detErr != nil {
		return tapp.State{}, p.detErr
	}
	return p.det.Sample(rng)
}

// side puts the declarer on side 0 and the defenders on side 1; in
// Trischaken the deciding seat on side 0 and the two others on side 1.
func (p *searchPlayer) side(s tapp.State, seat tarock.Seat) int {
	d := s.Declarer()
	if d == tarock.NoSeat {
		d = p.me
	}
	if seat == d {
		return 0
	}
	return 1
}

// value scores a finished deal for side 0 (see side).
func (p *searchPlayer) value(final tapp.State) int {
	out := final.Outcome()
	if final.Declarer() == tarock.NoSeat {
		// Trischaken: own game points, then fewer card points.
		return search.DeltaWeight*out.Deltas[p.me] - out.Thirds[p.me]
	}
	return search.OutcomeValue(out, 3, func(seat tarock.Seat) int { return p.side(final, seat) })
}
