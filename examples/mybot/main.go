// Mybot shows how to write a computer player of your own for Tapp Tarock and
// measure it: it defines Cautious, a player of a few lines that sees only
// its seat's observation, and pits it against the library's random player
// in a duplicate-deal match (package tarock/arena). doc/guide.md walks
// through the code.
//
// Usage:
//
//	go run ./examples/mybot [-deals N] [-seed S] [-json] [-players KIND] [-level NAME]
//
// -players sets the two other players: random (the default), heuristic,
// search (at -level: beginner, club or expert, games.Kinds) or a level's
// name.
// With -json it writes JSON Lines instead (doc/programs.md "JSON output"):
// one object per game (deal and seating rotation) with its record and
// result, then the report.
//
// The match plays its deals on all CPUs (arena.Config.Workers) with the
// result of a one-worker run. Ctrl-C stops it: the program prints the
// report over the deals finished and exits with status 130.
//
// The test of this program checks Cautious for hidden-information leaks
// with tarocktest.CheckLeaks.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/signal"

	"github.com/tarockfamily/sdk/games"
	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tarock/arena"
	"github.com/tarockfamily/sdk/tarock/bot"

	"github.com/tarockfamily/sdk/examples/internal/cli"
)

// Cautious is a Tapp Tarock player that bids a Dreier with eight tarocks
// or more and passes otherwise, never announces, and in play wins a trick
// with its cheapest winning card when it can, else throws its cheapest
// card. It decides from its observation and the legal moves only, so it
// cannot cheat (bot.Player).
type Cautious struct{}

// Choose returns one of legal for the seat whose observation view is.
func (Cautious) Choose(view tapp.Observation, legal []tapp.Move) tapp.Move {
	prefer := func(m tapp.Move) tapp.Move {
		for _, l := range legal {
			if l == m {
				return m
			}
		}
		return legal[0]
	}
	switch view.Phase {
	case tapp.PhaseAuction:
		if view.Hand.Tarocks().Len() >= 8 {
			return prefer(tapp.Bid(tapp.Dreier))
		}
		return prefer(tapp.Pass())
	case tapp.PhaseAnnounce:
		return prefer(tapp.Announce(tapp.NoAnnouncement))
	case tapp.PhaseKontra:
		return prefer(tapp.Pass())
	case tapp.PhasePlay:
		return cheapest(view, legal)
	}
	return legal[0] // talon and discard: the first choice
}

// cheapest returns the play of the lowest-valued card that wins the trick
// so far, or of the lowest-valued card when none wins (or when leading).
func cheapest(view tapp.Observation, legal []tapp.Move) tapp.Move {
	best, contested := view.CurrentTrick.Best()
	var pick tapp.Move
	pickWins, pickValue := false, 99
	for _, m := range legal {
		c, _ := m.PlayedCard()
		wins := contested && c.Beats(best)
		if wins && !pickWins || wins == pickWins && c.Value() < pickValue {
			pick, pickWins, pickValue = m, wins, c.Value()
		}
	}
	return pick
}

// entrants are the players of the match, one per seat: Cautious and two
// random players. Each makes a fresh player per game from a seed.
func entrants() []arena.Entrant[tapp.Observation, tapp.Move] {
	return opponents(nil)
}

// opponents are the entrants of the match with the two players other than
// Cautious made by other (games.Spec.Player) when it is not nil.
func opponents(other func(kind string, seed uint64) bot.Player[tapp.Observation, tapp.Move], kind ...string) []arena.Entrant[tapp.Observation, tapp.Move] {
	if other != nil {
		return []arena.Entrant[tapp.Observation, tapp.Move]{
			{Name: "cautious", New: func(uint64) bot.Player[tapp.Observation, tapp.Move] { return Cautious{} }},
			{Name: kind[0], New: func(seed uint64) bot.Player[tapp.Observation, tapp.Move] { return other(kind[0], seed) }},
			{Name: kind[0] + " too", New: func(seed uint64) bot.Player[tapp.Observation, tapp.Move] { return other(kind[0], seed^1) }},
		}
	}
	return []arena.Entrant[tapp.Observation, tapp.Move]{
		{Name: "cautious", New: func(uint64) bot.Player[tapp.Observation, tapp.Move] { return Cautious{} }},
		{Name: "random", New: func(seed uint64) bot.Player[tapp.Observation, tapp.Move] {
			return bot.NewRandom[tapp.Observation, tapp.Move](rand.New(rand.NewPCG(seed, 1)))
		}},
		{Name: "random too", New: func(seed uint64) bot.Player[tapp.Observation, tapp.Move] {
			return bot.NewRandom[tapp.Observation, tapp.Move](rand.New(rand.NewPCG(seed, 2)))
		}},
	}
}

func main() {
	// Ctrl-C cancels ctx; a second one ends the program at once.
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	context.AfterFunc(ctx, stop)
	err := runContext(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	switch {
	case errors.Is(err, flag.ErrHelp):
	case cli.IsMisuse(err):
		os.Exit(cli.ExitUsage)
	case err != nil:
		fmt.Fprintln(os.Stderr, "mybot:", err)
		if errors.Is(err, errInterrupted) {
			os.Exit(130)
		}
		os.Exit(1)
	}
}

// errInterrupted is wrapped by the error of a match stopped by its context
// after the report over the deals finished was printed.
var errInterrupted = errors.New("interrupted")

// run is runContext with a context that is never canceled.
func run(args []string, stdout, stderr io.Writer) error {
	return runContext(context.Background(), args, stdout, stderr)
}

// runContext parses args, plays the match and prints its report; when ctx
// is canceled it prints the report over the deals finished and returns an
// error wrapping errInterrupted.
func runContext(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("mybot", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var (
		deals  int
		seed   uint64
		asJSON bool
		kind   string
		opt    games.PlayerOptions
	)
	cli.DealsVar(fs, &deals, 500, "each is played once per seating rotation")
	cli.SeedVar(fs, &seed, 1, "a deal's shuffle follows from S and its number, the same in every seating rotation")
	cli.JSONVar(fs, &asJSON, "one object per game (deal and seating rotation), then the report")
	cli.PlayersVar(fs, &kind, games.Random, "one kind for the two players beside Cautious")
	cli.LevelVar(fs, &opt.Level)
	fs.Usage = func() {
		fmt.Fprint(fs.Output(), "Usage: mybot [flags]\n\nPlays a duplicate-deal match of Tapp Tarock between a player of a few lines\n(Cautious) and two computer players (random by default), and prints the arena report.\n\nFlags:\n")
		fs.PrintDefaults()
	}
	if err := cli.Parse(fs, args); err != nil {
		return err
	}
	if _, err := games.SearchConfig(games.Search, opt); err != nil {
		return cli.Bad(fs, "level", err)
	}
	k, err := games.ParsePlayers(kind, 1)
	if err != nil {
		return cli.Bad(fs, "players", err)
	}
	spec := games.TappSpec(tapp.MayrSedlaczek2001, games.TappDefault)
	players := entrants()
	if k[0] != games.Random {
		players = opponents(func(kind string, seed uint64) bot.Player[tapp.Observation, tapp.Move] {
			p, _ := spec.Player(kind, seed, opt) // the kind was checked above
			return p
		}, k[0])
	}
	cfg := arena.Config[tapp.State, tapp.Move, tapp.Observation]{
		Deals: deals,
		Seed:  seed,
		NewDeal: func(_ int, rng *rand.Rand) (tapp.State, error) {
			return tapp.NewGame(tapp.MayrSedlaczek2001, tapp.Shuffled(rng))
		},
		Entrants: players,
	}
	// A game that cannot be written stops the match through run.
	run, stopRun := context.WithCancel(ctx)
	defer stopRun()
	var writeErr error
	if asJSON {
		cfg.Finished = func(g arena.Game[tapp.State, tapp.Move]) {
			if writeErr == nil {
				if writeErr = writeDeal(stdout, g); writeErr != nil {
					stopRun()
				}
			}
		}
	}
	report, err := arena.RunContext(run, cfg)
	if writeErr != nil {
		return writeErr
	}
	if err != nil && !errors.Is(err, context.Canceled) {
		return err
	}
	if asJSON {
		if jerr := writeSummary(stdout, seed, report); jerr != nil {
			return jerr
		}
	} else {
		fmt.Fprint(stdout, report)
	}
	if err != nil { // stopped by Ctrl-C: the report counts the deals finished
		return fmt.Errorf("%w after %d of %d deals", errInterrupted, report.Deals, deals)
	}
	return nil
}

var _ bot.Player[tapp.Observation, tapp.Move] = Cautious{}
