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
package arena

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/bot"
	"golang.org/x/exp/stats"
)

// Entrant is one competitor: a name and a constructor that makes a fresh
// player for one game from a seed.
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
	// called once per deal and the state is reused for every rotation.
	NewDeal func(i int, rng *rand.Rand) (S, error)
	// Entrants take the seats; there must be exactly as many as the game
	// has seats (list an entrant twice to give it two seats).
	Entrants []Entrant[O, M]
	// Progress, when not nil, is called after each deal with the number of
	// deals done.
	Progress func(done int)
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

// Run plays the match. It returns an error wrapping [ErrConfig] for an
// invalid configuration, and the first error of dealing or play (for
// example a player choosing an illegal move, wrapping bot.ErrPlayerMove).
func Run[S tarock.Observable[S, M, O], M tarock.Move, O any](cfg Config[S, M, O]) (Report, error) {
	if cfg.Deals < 1 || cfg.NewDeal == nil || len(cfg.Entrants) == 0 {
		return Report{}, fmt.Errorf("arena: need at least one deal, a NewDeal function and entrants: %w", ErrConfig)
	}
	for i, e := range cfg.Entrants {
		if e.New == nil {
			return Report{}, fmt.Errorf("arena: entrant %d (%q) has no constructor: %w", i, e.Name, ErrConfig)
		}
	}
	n := len(cfg.Entrants)
	master := rand.New(rand.NewPCG(cfg.Seed, 0x7a7a))
	scores := make([][]float64, n)
	st := make([]Standing, n)
	for i, e := range cfg.Entrants {
		st[i].Name = e.Name
	}
	contracts := map[string]*ContractStat{}
	players := make([]bot.Player[O, M], n)
	games := 0
	for d := range cfg.Deals {
		dealSeed := master.Uint64()
		s, err := cfg.NewDeal(d, rand.New(rand.NewPCG(dealSeed, uint64(d))))
		if err != nil {
			return Report{}, fmt.Errorf("arena: deal %d: %w", d, err)
		}
		if s.Players() != n {
			return Report{}, fmt.Errorf("arena: %d entrants for a game of %d seats: %w", n, s.Players(), ErrConfig)
		}
		sum := make([]float64, n)
		for r := range n {
			for seat := range n {
				e := (seat + r) % n
				players[seat] = cfg.Entrants[e].New(dealSeed ^ uint64(r+1)*0x9e3779b97f4a7c15 ^ uint64(seat+1)*0xbf58476d1ce4e5b9)
			}
			final, _, err := bot.Play(s, players, 0)
			if err != nil {
				return Report{}, fmt.Errorf("arena: deal %d rotation %d: %w", d, r, err)
			}
			games++
			out := final.Outcome()
			for seat := range n {
				e := (seat + r) % n
				sum[e] += float64(out.Deltas[seat])
				st[e].Games++
			}
			if v := Judge(out); v.OK {
				tally(contracts, &st[(int(v.Declarer)+r)%n], v)
			}
		}
		for e := range n {
			scores[e] = append(scores[e], sum[e]/float64(n))
		}
		if cfg.Progress != nil {
			cfg.Progress(d + 1)
		}
	}
	rep := Report{Deals: cfg.Deals, Games: games, Standings: st}
	for e := range n {
		mean, sd := stats.MeanAndStdDev(scores[e])
		if math.IsNaN(sd) {
			sd = 0
		}
		st[e].Mean, st[e].StdDev = mean, sd
		st[e].CI95 = 1.96 * sd / math.Sqrt(float64(len(scores[e])))
	}
	for _, c := range contracts {
		rep.Contracts = append(rep.Contracts, *c)
	}
	slices.SortFunc(rep.Contracts, func(a, b ContractStat) int { return strings.Compare(a.Contract, b.Contract) })
	return rep, nil
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
