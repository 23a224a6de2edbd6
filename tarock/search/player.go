package search

import (
	"cmp"
	"errors"
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/bot"
	"github.com/tarockfamily/sdk/tarock/determinize"
)

// DefaultPlayerSamples is the number of deals a search player of
// [NewPlayer] samples for a card when PlayerConfig.Samples is 0, the
// setting of the level "club" ([DefaultLevel]); it samples half as many
// for the decisions it plays out with the rule-of-thumb player. The PIMC
// player's default is [DefaultSamples].
const DefaultPlayerSamples = 40

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
// SearchConfig. The zero value gives the defaults (every decision searched,
// with inference); a negative Samples, Playouts, Inference or Budget
// counts as zero. Without a Budget the player is in its fixed mode: a
// fixed number of deals and playouts per decision, so that its decisions
// depend only on the seed and the observations (for tests and
// reproducible matches).
type PlayerConfig struct {
	// Samples is the number of complete deals sampled (with the game's
	// determinizer) for each card the player searches, half as many for
	// its other decisions; 0 means [DefaultPlayerSamples] ([DefaultSamples]
	// for the PIMC player). With a Budget it is the most searched.
	Samples int
	// Playouts is the number of playouts per candidate move and deal, for
	// deals not solved exactly; 0 means 1 (with PIMC, the game's default,
	// PlayerRules.Playouts).
	Playouts int
	// SolveTricks: a card play on a deal in which at most this many
	// tricks are left (counting the trick in progress) is valued exactly
	// by alpha-beta search instead of by playouts; 0 means
	// [DefaultSolveTricks], negative means never. Each further trick
	// makes a solve several times slower.
	SolveTricks int
	// Budget bounds the time of one searched decision (0 means none, the
	// fixed mode): the player stops sampling when it is spent, after at
	// least one deal. With a budget the decisions depend on the speed of
	// the machine.
	Budget time.Duration
	// Searched is the set of kinds of decision the player searches (0
	// means [AllDecisions]); the others are the rule-of-thumb player's.
	Searched Decisions
	// Candidates is the number of moves searched in a decision with more
	// legal moves (0 means [DefaultCandidates], negative means all); see
	// [Decider] for the pruning.
	Candidates int
	// Inference is the number of deals drawn for each deal searched, the
	// one kept chosen by the likelihood of the other players' moves under
	// the model of the game (PlayerRules.Noise, [Model]); 0 means
	// [DefaultOversample], 1 means no inference (deals drawn uniformly).
	Inference int
	// Margin is how sure the player must be to leave the rule-of-thumb
	// player's choice, in standard errors (DecisionConfig.Margin; 0 means
	// [DefaultMargin], negative means it takes the best mean).
	Margin float64
	// PIMC selects the search player of the module's first versions (the
	// level "pimc"): perfect-information Monte Carlo ([PIMC]) on the card
	// play only, with random playouts (PlayerRules.Playouts of them) and
	// deals drawn uniformly, every other decision the rule-of-thumb
	// player's, a deal valued by the game points of the deciding seat's
	// side (PlayerRules.Value). Searched, Candidates and Inference are
	// then ignored.
	PIMC bool
}

// Decisions is a set of kinds of decision, for PlayerConfig.Searched.
type Decisions uint8

// The kinds of decision.
const (
	// DecideContract: the decisions that make the contract and its
	// setting — bids, passes and holds, the call of a king, the talon
	// half, the discard, the take-up and the throw-in, forehand's choices.
	DecideContract Decisions = 1 << iota
	// DecideAnnounce: announcements, Kontra, Re and Sub.
	DecideAnnounce
	// DecidePlay: a card to a trick (with any call made with it).
	DecidePlay
	// AllDecisions is every kind.
	AllDecisions = DecideContract | DecideAnnounce | DecidePlay
)

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
	// Playouts is the PIMC player's default for PlayerConfig.Playouts (0
	// means 1).
	Playouts int
	// Remaining, Side and Value are as in PIMCConfig and Config, except
	// that Side and Value also receive the seat that decides now (me), for
	// games in which the sides depend on it (Trischaken). Nil Side puts
	// seat 0 alone on side 0; nil Value is [OutcomeValue]. Value serves
	// the PIMC player.
	Remaining func(s S) int
	Side      func(s S, me, seat tarock.Seat) int
	Value     func(final S, me tarock.Seat) int
	// SeatValue scores a finished deal for the deciding seat me, as
	// DecisionConfig.Value (its own game points, then a tie-break); it
	// serves the searched decisions. Nil means [DeltaWeight] times me's
	// game points plus the tie-break of Value for me's side: Value less
	// DeltaWeight times the game points of side 0, negated when me is on
	// side 1. (Value counts the game points of a side, which would make a
	// decision that changes me's side, a bid, weigh them wrongly.)
	SeatValue func(final S, me tarock.Seat) int
	// Kind tells which kind of decision the move m of the seat whose
	// observation view is belongs to. Nil counts a card play as
	// DecidePlay and every other move as DecideContract and
	// DecideAnnounce.
	Kind func(view O, m M) Decisions
	// Rank is the cheap ranking of the pruning (DecisionConfig.Rank).
	Rank func(view O, legal []M, scores []float64)
	// History and Noise make the model of the inference ([Model]), whose
	// policy is the rule-of-thumb player; without History the deals are
	// drawn uniformly.
	History func(s S, moves []M) (start S, all []M, err error)
	Noise   func(before S, m M) float64
}

// player is the player of NewPlayer.
type player[S tarock.Observable[S, M, O], M tarock.Move, O any] struct {
	rules    PlayerRules[S, M, O]
	fallback bot.Player[O, M]
	pimc     *PIMC[S, M, O]
	play     *Decider[S, M, O] // the card play
	other    *Decider[S, M, O] // every other decision
	searched Decisions
	me       tarock.Seat // the seat deciding now
}

// Advisor is implemented by the search players of [NewPlayer]: the
// estimated value of every legal move of a decision, as
// [Decider.Estimates] and [Decider.Review] give them (for hints and the
// analysis of a deal, [Analyze]).
type Advisor[O any, M tarock.Move] interface {
	Reviewer[O, M]
	Estimates(view O, legal []M, dst []Estimate[M]) []Estimate[M]
}

// NewPlayer returns the search player of a game (its NewSearch): for the
// kinds of decision cfg.Searched names, two [Decider]s drawing the same
// deals (with inference by a [Model] whose policy is fallback, the game's
// rule-of-thumb player, when the rules give a History):
//
//   - the card play as the PIMC player searches it: every legal card on
//     every deal, valued by random playouts (PlayerRules.Playouts of them,
//     or cfg.Playouts) or in the last tricks by the solver, the best mean
//     taken;
//   - every other decision — bids, calls, the talon, discards, the
//     take-up, announcements, Kontras — by playouts with fallback in every
//     seat (one, or cfg.Playouts), the candidates pruned (cfg.Candidates,
//     PlayerRules.Rank), and fallback's own choice kept unless another is
//     better by cfg.Margin standard errors.
//
// fallback makes the decisions not searched. With cfg.PIMC the player is a
// [PIMC] player for the card play and fallback for the rest. All random
// choices are drawn from rng, so without a Budget the same seed and the
// same observations give the same decisions. The player is not safe for
// concurrent use; it implements [Advisor]. Should the configuration be
// refused (a required rule missing), the player is fallback.
func NewPlayer[S tarock.Observable[S, M, O], M tarock.Move, O any](rng *rand.Rand, cfg PlayerConfig, fallback bot.Player[O, M], rules PlayerRules[S, M, O]) bot.Player[O, M] {
	if fallback == nil {
		return nil
	}
	p := &player[S, M, O]{rules: rules, fallback: fallback, searched: cfg.Searched}
	if p.searched == 0 {
		p.searched = AllDecisions
	}
	var err error
	if cfg.PIMC {
		return p.newPIMC(rng, cfg)
	}
	if p.play, err = newDecider(rng, cfg, fallback, rules, DecidePlay); err != nil {
		return fallback
	}
	if p.other, err = newDecider(rng, cfg, fallback, rules, DecideContract); err != nil {
		return fallback
	}
	return p
}

// PlayerDecider returns the [Decider] that a search player of [NewPlayer]
// made with the same arguments uses for the decisions of kind (DecidePlay,
// or any other kind: they share one): the player's search of one
// decision, its Estimates and the deals it draws (Decider.Deals), for
// tools and tests. It returns the error of [NewDecider] for rules it
// refuses.
func PlayerDecider[S tarock.Observable[S, M, O], M tarock.Move, O any](rng *rand.Rand, cfg PlayerConfig, fallback bot.Player[O, M], rules PlayerRules[S, M, O], kind Decisions) (*Decider[S, M, O], error) {
	return newDecider(rng, cfg, fallback, rules, kind)
}

// newDecider makes the Decider of a player for the decisions of kind.
func newDecider[S tarock.Observable[S, M, O], M tarock.Move, O any](rng *rand.Rand, cfg PlayerConfig, fallback bot.Player[O, M], rules PlayerRules[S, M, O], kind Decisions) (*Decider[S, M, O], error) {
	solve := cfg.SolveTricks
	if solve == 0 {
		solve = DefaultSolveTricks
	}
	dc := DecisionConfig[S, M, O]{
		Determinize: rules.Determinize,
		Seat:        rules.Seat,
		Rand:        rng,
		Samples:     cmp.Or(max(cfg.Samples, 0), DefaultPlayerSamples),
		Playouts:    max(cfg.Playouts, 0),
		SolveMoves:  rules.TrickMoves * max(solve, 0),
		Remaining:   rules.Remaining,
		Side:        rules.Side,
		Value:       seatValue(rules),
		Rollout:     fallback,
		Fallback:    fallback,
		Candidates:  cfg.Candidates,
		Rank:        rules.Rank,
		Oversample:  max(cfg.Inference, 0),
		Margin:      cfg.Margin,
		Budget:      max(cfg.Budget, 0),
	}
	if kind == DecidePlay {
		dc.Rollout, dc.Candidates = nil, -1
		if dc.Playouts == 0 {
			dc.Playouts = max(rules.Playouts, 0)
		}
	} else {
		// A playout with the rule-of-thumb player from the auction costs
		// about as much as all the random playouts of a card.
		dc.Samples = max((dc.Samples+1)/2, 1)
	}
	if rules.History != nil && fallback != nil {
		md := &Model[S, M, O]{Policy: fallback, History: rules.History, Noise: rules.Noise}
		dc.Likelihood = md.LogLikelihood
	}
	return NewDecider(dc)
}

// newPIMC returns the player of PlayerConfig.PIMC.
func (p *player[S, M, O]) newPIMC(rng *rand.Rand, cfg PlayerConfig) bot.Player[O, M] {
	rules := p.rules
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
		Fallback:    p.fallback,
		Search:      sc,
	})
	if err != nil {
		return p.fallback
	}
	p.pimc = pimc
	// The PIMC player's estimates (Advisor): its own settings, random
	// playouts for every decision, deals drawn uniformly.
	rules.History = nil
	cfg.Playouts = playouts
	p.play, _ = newDecider(rng, cfg, p.fallback, rules, DecidePlay)
	p.other = p.play
	return p
}

// seatValue returns rules.SeatValue, or its default made from Value and
// Side.
func seatValue[S tarock.Observable[S, M, O], M tarock.Move, O any](rules PlayerRules[S, M, O]) func(final S, me tarock.Seat) int {
	if rules.SeatValue != nil {
		return rules.SeatValue
	}
	return func(final S, me tarock.Seat) int {
		side := func(seat tarock.Seat) int { return min(int(seat), 1) }
		if rules.Side != nil {
			side = func(seat tarock.Seat) int { return rules.Side(final, me, seat) }
		}
		out := final.Outcome()
		v := OutcomeValue(out, final.Players(), side)
		if rules.Value != nil {
			v = rules.Value(final, me)
		}
		tb := v - OutcomeValue(tarock.Outcome{Deltas: out.Deltas}, final.Players(), side)
		if side(me) != 0 {
			tb = -tb
		}
		return DeltaWeight*out.Deltas[me&(tarock.MaxPlayers-1)] + tb
	}
}

// kind returns the kind of decision m belongs to.
func (p *player[S, M, O]) kind(view O, m M) Decisions {
	if p.rules.Kind != nil {
		return p.rules.Kind(view, m)
	}
	if _, play := m.PlayedCard(); play {
		return DecidePlay
	}
	return DecideContract | DecideAnnounce
}

// decider returns the Decider of the decision with legal moves legal.
func (p *player[S, M, O]) decider(view O, legal []M) *Decider[S, M, O] {
	if p.kind(view, legal[0])&DecidePlay != 0 {
		return p.play
	}
	return p.other
}

// Choose implements bot.Player: the search's choice for a decision of a
// kind searched, the fallback's for the others.
func (p *player[S, M, O]) Choose(view O, legal []M) M {
	if len(legal) == 1 {
		return legal[0]
	}
	if p.pimc != nil {
		if _, play := legal[0].PlayedCard(); !play {
			return p.fallback.Choose(view, legal)
		}
		p.me = p.rules.Seat(view)
		return p.pimc.Choose(view, legal)
	}
	if p.kind(view, legal[0])&p.searched == 0 {
		return p.fallback.Choose(view, legal)
	}
	return p.decider(view, legal).Choose(view, legal)
}

// Estimates implements [Advisor]: every legal move with its value, the
// best first, whatever kinds of decision the player searches (the PIMC
// player values them with a [Decider] of its own settings: random
// playouts, deals drawn uniformly, nothing pruned).
func (p *player[S, M, O]) Estimates(view O, legal []M, dst []Estimate[M]) []Estimate[M] {
	if len(legal) == 0 {
		return dst
	}
	return p.decider(view, legal).Estimates(view, legal, dst)
}

// Review implements [Advisor] as [Decider.Review].
func (p *player[S, M, O]) Review(view O, legal []M, made M, dst []Estimate[M]) []Estimate[M] {
	if len(legal) == 0 {
		return dst
	}
	return p.decider(view, legal).Review(view, legal, made, dst)
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

// ErrNotToAct is wrapped by the error of [Hint] for an observation of a
// seat that is not to act (or of a deal that is over).
var ErrNotToAct = errors.New("search: the seat is not to act")

// Hint returns every legal move of the seat whose observation view is,
// each with its estimated value for that seat in game points, the best
// first ([Decider.Estimates]), as the search player of [NewPlayer] with
// the same arguments would value them (whatever cfg.Searched says). The
// legal moves are those of a deal drawn from view, which are the same in
// every deal consistent with it. It returns the error of
// rules.Determinize (wrapping [ErrDeterminize]) for an observation no
// deal fits, an error wrapping [ErrNotToAct] when the seat is not to act,
// and one wrapping [ErrConfig] for rules NewPlayer refuses.
func Hint[S tarock.Observable[S, M, O], M tarock.Move, O any](view O, rng *rand.Rand, cfg PlayerConfig, fallback bot.Player[O, M], rules PlayerRules[S, M, O]) ([]Estimate[M], error) {
	cfg.Searched = AllDecisions
	p, ok := NewPlayer(rng, cfg, fallback, rules).(*player[S, M, O])
	if !ok {
		return nil, fmt.Errorf("search: rules without Determinize or Seat: %w", ErrConfig)
	}
	world, err := rules.Determinize(view, rng)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrDeterminize, err)
	}
	if seat := rules.Seat(view); world.Done() || world.ToMove() != seat {
		return nil, fmt.Errorf("%w: %v (%v to act)", ErrNotToAct, seat, world.ToMove())
	}
	legal := world.AppendLegalMoves(nil)
	return p.Estimates(view, legal, nil), nil
}
