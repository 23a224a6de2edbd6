package search

import (
	"math/rand/v2"
	"time"

	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/bot"
	"github.com/tarockfamily/sdk/tarock/determinize"
)

// DefaultSolveTricks is the number of tricks left from which a player of
// [NewPlayer] solves its sampled deals exactly when
// PlayerConfig.SolveTricks is 0. Solving from five tricks on made the
// players several times slower and no stronger in duplicate matches.
const DefaultSolveTricks = 3

// solveNodes bounds one exact solve of a sample of a [NewPlayer] player; a
// solve that would visit more positions is abandoned for playouts (it does
// not happen within DefaultSolveTricks tricks).
const solveNodes = 1 << 20

// PlayerConfig configures a search player of [NewPlayer]: the games'
// SearchConfig. The zero value gives the defaults; a negative Samples,
// Playouts or Budget counts as zero.
type PlayerConfig struct {
	// Samples is the number of complete deals sampled (with the game's
	// determinizer) for each decision the player searches; 0 means
	// [DefaultSamples].
	Samples int
	// Playouts is the number of playouts with random legal moves per
	// legal move and sample, for samples not solved exactly; 0 means the
	// game's default (PlayerRules.Playouts).
	Playouts int
	// SolveTricks: a sample in which at most this many tricks are left
	// (counting the trick in progress) is solved exactly by alpha-beta
	// search instead of being played out; 0 means [DefaultSolveTricks],
	// negative means never. Each further trick makes a solve several
	// times slower.
	SolveTricks int
	// Budget bounds the time of one searched decision (0 means none): the
	// player stops sampling when it is spent, after at least one sample.
	// With a budget the decisions depend on the speed of the machine;
	// without one they depend only on the seed and the observations.
	Budget time.Duration
}

// PlayerRules is what a game supplies to [NewPlayer]: how to get states
// and how to value them. Determinize and Seat are required.
type PlayerRules[S tarock.Observable[S, M, O], M tarock.Move, O any] struct {
	// Determinize draws a state consistent with an observation, as
	// PIMCConfig.Determinize; [Determinizers] makes one from the game's
	// NewDeterminizer that prepares the sampler once per observation.
	Determinize func(view O, rng *rand.Rand) (S, error)
	// Seat returns the seat whose observation view is.
	Seat func(view O) tarock.Seat
	// TrickMoves is the number of moves of a trick (the number of seats):
	// PlayerConfig.SolveTricks times TrickMoves is PIMCConfig.SolveMoves.
	TrickMoves int
	// Playouts is the game's default for PlayerConfig.Playouts (0 means 1).
	Playouts int
	// Remaining, Side and Value are as in PIMCConfig and Config, except
	// that Side and Value also receive the seat that decides now (me), for
	// games in which the sides depend on it (Trischaken). Nil Side puts
	// seat 0 alone on side 0; nil Value is [OutcomeValue].
	Remaining func(s S) int
	Side      func(s S, me, seat tarock.Seat) int
	Value     func(final S, me tarock.Seat) int
}

// player is the player of NewPlayer.
type player[S tarock.Observable[S, M, O], M tarock.Move, O any] struct {
	rules    PlayerRules[S, M, O]
	fallback bot.Player[O, M]
	pimc     *PIMC[S, M, O]
	me       tarock.Seat // the seat deciding now
}

// NewPlayer returns the search player of a game (its NewSearch): a [PIMC]
// player for the card play (the decisions whose legal moves play a card),
// drawing its samples with rules.Determinize and valuing them with
// rules.Value, and fallback (the game's rule-of-thumb player) for every
// other decision and when no sample can be made. All random choices are
// drawn from rng, so without a Budget the same seed and the same
// observations give the same decisions. The player is not safe for
// concurrent use. Should the configuration be refused (a required rule
// missing), the player is fallback.
func NewPlayer[S tarock.Observable[S, M, O], M tarock.Move, O any](rng *rand.Rand, cfg PlayerConfig, fallback bot.Player[O, M], rules PlayerRules[S, M, O]) bot.Player[O, M] {
	p := &player[S, M, O]{rules: rules, fallback: fallback}
	solve := cfg.SolveTricks
	if solve == 0 {
		solve = DefaultSolveTricks
	}
	playouts := cfg.Playouts
	if playouts <= 0 {
		playouts = max(rules.Playouts, 0)
	}
	sc := Config[S, M]{MaxNodes: solveNodes}
	if rules.Side != nil {
		sc.Side = func(s S, seat tarock.Seat) int { return rules.Side(s, p.me, seat) }
	}
	if rules.Value != nil {
		sc.Value = func(final S) int { return rules.Value(final, p.me) }
	}
	pimc, err := NewPIMC(PIMCConfig[S, M, O]{
		Determinize: rules.Determinize,
		Seat:        rules.Seat,
		Rand:        rng,
		Samples:     max(cfg.Samples, 0),
		Playouts:    playouts,
		SolveMoves:  rules.TrickMoves * max(solve, 0),
		Remaining:   rules.Remaining,
		Budget:      max(cfg.Budget, 0),
		Fallback:    fallback,
		Search:      sc,
	})
	if err != nil || fallback == nil {
		return fallback
	}
	p.pimc = pimc
	return p
}

// Choose implements bot.Player: the search's choice for a card play, the
// fallback's for the other decisions.
func (p *player[S, M, O]) Choose(view O, legal []M) M {
	if _, play := legal[0].PlayedCard(); !play {
		return p.fallback.Choose(view, legal)
	}
	p.me = p.rules.Seat(view)
	return p.pimc.Choose(view, legal)
}

// Determinizers returns a Determinize function (PIMCConfig.Determinize,
// PlayerRules.Determinize) that prepares a determinizer with newDet (a
// game's NewDeterminizer) once per observation and draws from it until the
// observation changes: the per-observation cache of a search player. An
// error of newDet is returned for every draw from that observation. The
// function is not safe for concurrent use; make one per player.
func Determinizers[O comparable, S any, D determinize.Sampler[S]](newDet func(O) (D, error)) func(view O, rng *rand.Rand) (S, error) {
	var (
		last   O
		det    D
		err    error
		cached bool
	)
	return func(view O, rng *rand.Rand) (S, error) {
		if !cached || view != last {
			det, err = newDet(view)
			last, cached = view, true
		}
		if err != nil {
			var zero S
			return zero, err
		}
		return det.Sample(rng)
	}
}
