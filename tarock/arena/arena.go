// Package arena pits computer players against each other on duplicate
// deals and reports who wins how much, with confidence intervals.
//
// Duplicate play: every deal is played once per seating rotation. In
// rotation r, seat i is taken by entrant (i + r) mod n, so over the n
// rotations of a deal every entrant sits in every seat with the same cards,
// and card luck cancels out of the comparison. An entrant's score for a
// deal is the mean of its game points over the rotations; the report gives
// the mean of those per-deal scores over all deals with a 95% confidence
// interval (normal approximation, 1.96 standard errors). Every finished deal
// is also judged from its tarock.Outcome ([Judge]) for the declarer's record
// per contract. Everything is seeded: the same Config gives the same report.
//
// [RunContext] plays the deals on several goroutines at once (Config.Workers,
// by default GOMAXPROCS) and gives the same report for every number of
// workers: each deal is seeded from its number alone and the results are
// counted in the order of the deals. When its context is canceled it stops
// and returns the report over the deals finished so far. Config.Finished
// shows each game of the deals counted ([Game]: the deal, the seating, the
// moves and the final state), for a program that records or prints them.
package arena

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"runtime"
	"slices"
	"strings"
	"sync"

	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/bot"
	"golang.org/x/exp/stats"
)

// Entrant is one competitor: a name and a constructor that makes a fresh
// player for one game from a seed. A constructor that returns nil stops
// the match with an error wrapping [ErrConfig].
type Entrant[O any, M tarock.Move] struct {
	Name string
	New  func(seed uint64) bot.Player[O, M]
}

// Verdict is how a finished deal went for its declarer, for the
// per-contract statistics: the contract's name ("Dreier", "taken-up game",
// …), the declarer's seat, and whether the declarer won the game. OK is
// false for deals without a declarer (thrown in, all passed, Trischaken, a
// simple game); their Contract still names what the deal was, and their
// Declarer is NoSeat.
type Verdict struct {
	Contract string
	Declarer tarock.Seat
	Won      bool
	OK       bool
}

// Judge returns the verdict of a finished deal from its outcome
// (tarock.Outcome: Contract, Declarer, DeclarerWon), the same way for every
// game. The zero Outcome of a deal not over gives the zero Verdict with
// Declarer NoSeat.
func Judge(o tarock.Outcome) Verdict {
	if o.Contract == "" || o.Declarer == tarock.NoSeat {
		return Verdict{Contract: o.Contract, Declarer: tarock.NoSeat}
	}
	return Verdict{Contract: o.Contract, Declarer: o.Declarer, Won: o.DeclarerWon, OK: true}
}

// Config describes a duplicate match.
type Config[S tarock.Observable[S, M, O], M tarock.Move, O any] struct {
	// Deals is the number of deals; each is played once per rotation.
	Deals int
	// Seed makes the match reproducible.
	Seed uint64
	// NewDeal returns the initial state of deal number i from rng; it is
	// called once per deal, in the order of the deals and never
	// concurrently, and the state is reused for every rotation.
	NewDeal func(i int, rng *rand.Rand) (S, error)
	// Entrants take the seats; there must be exactly as many as the game
	// has seats (list an entrant twice to give it two seats). With more
	// than one worker, an entrant's New is called from several goroutines
	// at once, and the players it returns play at the same time: they must
	// not share mutable state (set Workers to 1 for players that do).
	Entrants []Entrant[O, M]
	// Progress, when not nil, is called with the number of deals done each
	// time one more deal is counted, in the order of the deals, from the
	// goroutine that called Run or RunContext.
	Progress func(done int)
	// Finished, when not nil, is called once for every game of every deal
	// the Report counts, and for no other game: in the order of the deals
	// and, within a deal, of the rotations (deal 0 rotation 0, deal 0
	// rotation 1, …), from the goroutine that called Run or RunContext, as
	// Progress is. A deal's games are passed on when the deal is counted,
	// just before the call of Progress for it, so the order and the games
	// do not depend on Workers; a deal not counted (after a cancellation,
	// or from an error) shows none of its games. Finished may keep the
	// Game; it must not change Game.Start or Game.Final, which the other
	// rotations of the deal share. It does not change the Report.
	Finished func(Game[S, M])
	// Workers is the number of deals played at the same time; 0 (or less)
	// means runtime.GOMAXPROCS(0). The report does not depend on it.
	Workers int
}

// Game is one game of a match, as Config.Finished sees it: deal number
// Deal played in seating rotation Rotation.
type Game[S, M any] struct {
	// Deal is the number of the deal, from 0, as Config.NewDeal got it.
	Deal int
	// Rotation is the seating rotation, from 0 to the number of seats − 1:
	// seat i was held by entrant (i + Rotation) mod n.
	Rotation int
	// Seed is the deal's seed: Config.NewDeal dealt it from
	// rand.New(rand.NewPCG(Seed, uint64(Deal))).
	Seed uint64
	// Entrants holds, for each seat, the index in Config.Entrants of the
	// entrant that held it.
	Entrants []int
	// Start is the state Config.NewDeal returned for the deal, the same in
	// every rotation; Moves are the moves of the game from Start, in
	// order; Final is the finished state they lead to.
	Start S
	Moves []M
	Final S
}

// Standing is one entrant's result.
type Standing struct {
	Name     string
	Mean     float64 // mean game points per game (averaged over rotations, then deals)
	CI95     float64 // half-width of the 95% confidence interval of Mean
	StdDev   float64 // standard deviation of the per-deal scores
	Games    int     // games played by this entrant
	Declared int     // games in which this entrant was declarer
	Won      int     // of those, games the declarer won
}

// ContractStat is the declarer success of one contract over the match.
type ContractStat struct {
	Contract string
	Played   int
	Won      int
}

// Rate returns the declarer success rate in [0, 1] (0 when never played).
func (c ContractStat) Rate() float64 {
	if c.Played == 0 {
		return 0
	}
	return float64(c.Won) / float64(c.Played)
}

// Report is the result of a match.
type Report struct {
	Deals     int
	Games     int
	Standings []Standing     // in the order of Config.Entrants
	Contracts []ContractStat // sorted by contract name
}

// ErrConfig is wrapped by the errors [Run] returns for an invalid Config.
var ErrConfig = errors.New("invalid arena configuration")

// Run plays the match; it is [RunContext] with a context that is never
// canceled.
func Run[S tarock.Observable[S, M, O], M tarock.Move, O any](cfg Config[S, M, O]) (Report, error) {
	return RunContext(context.Background(), cfg)
}

// RunContext plays the match on cfg.Workers goroutines. It returns an error
// wrapping [ErrConfig] for an invalid configuration, and the first error of
// dealing or play in the order of the deals (for example a player choosing
// an illegal move, wrapping bot.ErrPlayerMove), with the zero Report.
//
// When ctx is canceled before the match is over, RunContext stops dealing,
// abandons the deals in play (a game is not interrupted: the deals stop
// between games) and returns the partial report together with an error
// wrapping ctx.Err() (context.Canceled or context.DeadlineExceeded) and the
// context's cause. The partial report counts the first Report.Deals deals,
// the deals finished in order before the goroutine of RunContext saw the
// cancellation (ctx is checked before each deal is counted, so a cancel
// from Progress or Finished during deal k ends the report with deal k, for
// any number of workers), and is the report Run returns for the same
// Config with Deals set to Report.Deals.
func RunContext[S tarock.Observable[S, M, O], M tarock.Move, O any](ctx context.Context, cfg Config[S, M, O]) (Report, error) {
	if cfg.Deals < 1 || cfg.NewDeal == nil || len(cfg.Entrants) == 0 {
		return Report{}, fmt.Errorf("arena: need at least one deal, a NewDeal function and entrants: %w", ErrConfig)
	}
	for i, e := range cfg.Entrants {
		if e.New == nil {
			return Report{}, fmt.Errorf("arena: entrant %d (%q) has no constructor: %w", i, e.Name, ErrConfig)
		}
	}
	workers := cfg.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = min(workers, cfg.Deals)

	// The dealer draws the deals in order on one goroutine; the workers
	// play them; this goroutine counts the results in the order of the
	// deals. stop ends the dealer and the workers early.
	stop, cancel := context.WithCancel(ctx)
	defer cancel()
	deals := make(chan dealJob[S], workers)
	results := make(chan dealResult[S, M], workers)
	var wg sync.WaitGroup
	wg.Go(func() {
		defer close(deals)
		master := rand.New(rand.NewPCG(cfg.Seed, 0x7a7a))
		for d := range cfg.Deals {
			job := dealJob[S]{d: d, seed: master.Uint64()}
			job.state, job.err = cfg.NewDeal(d, rand.New(rand.NewPCG(job.seed, uint64(d))))
			select {
			case deals <- job:
			case <-stop.Done():
				return
			}
			if job.err != nil {
				return
			}
		}
	})
	for range workers {
		wg.Go(func() {
			for job := range deals {
				res := playDeal(stop, cfg.Entrants, job, cfg.Finished != nil)
				select {
				case results <- res:
				case <-stop.Done():
					return
				}
			}
		})
	}
	go func() {
		wg.Wait()
		close(results)
	}()

	t := newTally(cfg.Entrants)
	pending := map[int]dealResult[S, M]{}
	var err error
	for res := range results {
		pending[res.d] = res
		for err == nil {
			next, ok := pending[t.deals]
			if !ok {
				break
			}
			if ctx.Err() != nil {
				err = errStopped
				break
			}
			delete(pending, t.deals)
			if next.err != nil {
				err = next.err
				break
			}
			if cfg.Finished != nil {
				for _, g := range next.games {
					cfg.Finished(g)
				}
			}
			t.add(next.score, next.verdicts)
			if cfg.Progress != nil {
				cfg.Progress(t.deals)
			}
		}
		if err != nil || t.deals == cfg.Deals {
			break
		}
	}
	cancel()
	for range results { // let the workers end
	}
	switch {
	case err != nil && !errors.Is(err, errStopped):
		return Report{}, err
	case t.deals < cfg.Deals:
		// Only the caller's context stops the match before its last deal
		// without an error of play.
		err = fmt.Errorf("arena: stopped after %d of %d deals: %w", t.deals, cfg.Deals, ctx.Err())
		if cause := context.Cause(ctx); cause != nil && cause != ctx.Err() {
			err = fmt.Errorf("%w (%w)", err, cause)
		}
		return t.report(), err
	}
	return t.report(), nil
}

// errStopped marks a deal abandoned because the match was stopped.
var errStopped = errors.New("arena: stopped")

// dealJob is one deal to play: its number, its seed and its initial state
// (or the error of NewDeal).
type dealJob[S any] struct {
	d     int
	seed  uint64
	state S
	err   error
}

// dealResult is what one deal gives: for every entrant its mean game points
// over the rotations and its games, the verdict of every rotation with a
// declarer and, when Config.Finished wants them, the games in rotation
// order; or the error that ended the deal.
type dealResult[S, M any] struct {
	d        int
	score    []float64
	verdicts []rotationVerdict
	games    []Game[S, M]
	err      error
}

// rotationVerdict is the verdict of the game of rotation r.
type rotationVerdict struct {
	r int
	v Verdict
}

// playDeal plays job once per rotation with fresh players, keeping the
// games when keep is set. It gives up between games, with errStopped, when
// stop is done.
func playDeal[S tarock.Observable[S, M, O], M tarock.Move, O any](stop context.Context, entrants []Entrant[O, M], job dealJob[S], keep bool) dealResult[S, M] {
	res := dealResult[S, M]{d: job.d}
	if job.err != nil {
		res.err = fmt.Errorf("arena: deal %d: %w", job.d, job.err)
		return res
	}
	n := len(entrants)
	s := job.state
	if s.Players() != n {
		res.err = fmt.Errorf("arena: %d entrants for a game of %d seats: %w", n, s.Players(), ErrConfig)
		return res
	}
	res.score = make([]float64, n)
	players := make([]bot.Player[O, M], n)
	for r := range n {
		if stop.Err() != nil {
			res.err = errStopped
			return res
		}
		for seat := range n {
			e := (seat + r) % n
			players[seat] = entrants[e].New(job.seed ^ uint64(r+1)*0x9e3779b97f4a7c15 ^ uint64(seat+1)*0xbf58476d1ce4e5b9)
			if players[seat] == nil {
				res.err = fmt.Errorf("arena: entrant %d (%q) made no player: %w", e, entrants[e].Name, ErrConfig)
				return res
			}
		}
		final, moves, err := bot.Play(s, players, 0)
		if err != nil {
			res.err = fmt.Errorf("arena: deal %d rotation %d: %w", job.d, r, err)
			return res
		}
		if keep {
			g := Game[S, M]{Deal: job.d, Rotation: r, Seed: job.seed, Entrants: make([]int, n), Start: s, Moves: moves, Final: final}
			for seat := range n {
				g.Entrants[seat] = (seat + r) % n
			}
			res.games = append(res.games, g)
		}
		out := final.Outcome()
		for seat := range n {
			res.score[(seat+r)%n] += float64(out.Deltas[seat])
		}
		if v := Judge(out); v.OK {
			res.verdicts = append(res.verdicts, rotationVerdict{r, v})
		}
	}
	for e := range res.score {
		res.score[e] /= float64(n)
	}
	return res
}

// matchTally counts the results of the deals in their order.
type matchTally struct {
	deals, games int
	scores       [][]float64 // per entrant, per deal
	st           []Standing
	contracts    map[string]*ContractStat
}

func newTally[O any, M tarock.Move](entrants []Entrant[O, M]) *matchTally {
	t := &matchTally{
		scores:    make([][]float64, len(entrants)),
		st:        make([]Standing, len(entrants)),
		contracts: map[string]*ContractStat{},
	}
	for i, e := range entrants {
		t.st[i].Name = e.Name
	}
	return t
}

// add counts the next deal: its score per entrant and its verdicts.
func (t *matchTally) add(score []float64, verdicts []rotationVerdict) {
	n := len(t.st)
	t.deals++
	t.games += n
	for e := range n {
		t.scores[e] = append(t.scores[e], score[e])
		t.st[e].Games += n
	}
	for _, rv := range verdicts {
		tally(t.contracts, &t.st[(int(rv.v.Declarer)+rv.r)%n], rv.v)
	}
}

// report computes the report over the deals counted.
func (t *matchTally) report() Report {
	rep := Report{Deals: t.deals, Games: t.games, Standings: t.st}
	for e := range t.st {
		if len(t.scores[e]) == 0 {
			continue
		}
		mean, sd := stats.MeanAndStdDev(t.scores[e])
		if math.IsNaN(sd) {
			sd = 0
		}
		t.st[e].Mean, t.st[e].StdDev = mean, sd
		t.st[e].CI95 = 1.96 * sd / math.Sqrt(float64(len(t.scores[e])))
	}
	for _, c := range t.contracts {
		rep.Contracts = append(rep.Contracts, *c)
	}
	slices.SortFunc(rep.Contracts, func(a, b ContractStat) int { return strings.Compare(a.Contract, b.Contract) })
	return rep
}

// tally counts the verdict v of a deal with a declarer for its contract
// and for the declaring entrant's standing.
func tally(contracts map[string]*ContractStat, declarer *Standing, v Verdict) {
	c := contracts[v.Contract]
	if c == nil {
		c = &ContractStat{Contract: v.Contract}
		contracts[v.Contract] = c
	}
	c.Played++
	declarer.Declared++
	if v.Won {
		c.Won++
		declarer.Won++
	}
}

// String formats the report as two plain-text tables: the standings (mean
// game points per game ± the 95% interval, declarer record) and the
// declarer success rate per contract.
func (r Report) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d deals, %d games (every deal once per seating rotation)\n\n", r.Deals, r.Games)
	fmt.Fprintf(&b, "%-16s %14s %8s %10s %8s\n", "player", "points/game", "± 95%", "declarer", "won")
	for _, s := range r.Standings {
		won := "-"
		if s.Declared > 0 {
			won = fmt.Sprintf("%.0f%%", 100*float64(s.Won)/float64(s.Declared))
		}
		fmt.Fprintf(&b, "%-16s %+14.3f %8.3f %10d %8s\n", s.Name, s.Mean, s.CI95, s.Declared, won)
	}
	if len(r.Contracts) > 0 {
		fmt.Fprintf(&b, "\n%-16s %8s %8s\n", "contract", "played", "won")
		for _, c := range r.Contracts {
			fmt.Fprintf(&b, "%-16s %8d %7.0f%%\n", c.Contract, c.Played, 100*c.Rate())
		}
	}
	return b.String()
}
