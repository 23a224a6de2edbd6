// Arena plays a duplicate-deal match between computer players of Tapp
// Tarock, Strohmandeln or Königrufen and prints the report of package
// tarock/arena: each entrant's mean game points per game with a 95%
// confidence interval, its record as declarer, and the declarers' success
// per contract.
//
// Duplicate play: every deal is played once per seating rotation, so each
// entrant holds every hand once and card luck cancels out of the
// comparison.
//
// Usage:
//
//	go run ./examples/arena [flags]
//
// The flags:
//
//	-game NAME               the game: tapp, strohmandel or koenigrufen
//	                         (default tapp)
//	-preset NAME             a preset of the game's rules (default the game's
//	                         default preset)
//	-players LIST            one entrant per seat, comma-separated: random,
//	                         heuristic, search (at -level), or a level of the
//	                         search player: beginner, club, expert, or one of
//	                         the settings that measure it (pimc, play,
//	                         contract, announce, infer; doc/bots.md)
//	                         (default search,heuristic,random for Tapp Tarock,
//	                         search,heuristic for Strohmandeln,
//	                         search,heuristic,heuristic,random for Königrufen)
//	-level NAME              the level of the entrants called search (default
//	                         club)
//	-deals N                 the number of deals (default 200)
//	-seed S                  the seed of the match (default 1)
//	-json                    write JSON Lines: one object per game (deal and
//	                         seating rotation) with its record and result,
//	                         then the report (doc/programs.md "JSON output")
//	-samples N               the search player's sampled deals per decision
//	                         (default the level's)
//	-playouts N              its playouts per move and sample (default the
//	                         level's)
//	-budget D                its time per decision (makes the result depend
//	                         on the machine)
//	-workers N               the deals played at the same time (default the
//	                         number of CPUs; the report does not depend on it)
//	-progress                report progress on stderr even when it is not a
//	                         terminal (as plain lines, every 5 s)
//
// On a terminal, standard error shows a progress bar with the rate and the
// time left. Ctrl-C stops the match: the program prints the report over
// the deals finished (the first ones, in order) and exits with status 130.
//
// For example, the search player against the heuristic one in Strohmandeln:
//
//	go run ./examples/arena -game strohmandel -players search,heuristic -deals 2000
//
// doc/bots.md describes the players and gives the results of long matches.
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
	"runtime"
	"slices"
	"strings"
	"time"

	"github.com/tarockfamily/sdk/examples/internal/progress"
	"github.com/tarockfamily/sdk/games"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/arena"
	"github.com/tarockfamily/sdk/tarock/bot"

	"github.com/tarockfamily/sdk/examples/internal/cli"
)

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
		fmt.Fprintln(os.Stderr, "arena:", err)
		if errors.Is(err, errInterrupted) {
			os.Exit(130)
		}
		os.Exit(1)
	}
}

// errInterrupted is wrapped by the error of a match stopped by its context
// after the report over the deals finished was printed.
var errInterrupted = errors.New("interrupted")

// config is what the flags say.
type config struct {
	game, preset, players string
	deals, workers        int
	seed                  uint64
	progress              bool
	opt                   games.PlayerOptions
	json                  bool
	flags                 *flag.FlagSet // to report a misuse
}

// run is runContext with a context that is never canceled.
func run(args []string, stdout, stderr io.Writer) error {
	return runContext(context.Background(), args, stdout, stderr)
}

// runContext parses args and plays the match, writing the report to stdout
// and the progress (if any) to stderr; when ctx is canceled it prints the
// report over the deals finished and returns an error wrapping
// errInterrupted.
func runContext(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	var c config
	fs := flag.NewFlagSet("arena", flag.ContinueOnError)
	fs.SetOutput(stderr)
	c.flags = fs
	cli.GameVar(fs, &c.game, games.Tapp, "")
	cli.PresetVar(fs, &c.preset)
	cli.PlayersVar(fs, &c.players, "", "one entrant per seat, comma-separated, also a setting of -level\n(default search,heuristic,random for tapp, search,heuristic for strohmandel, search,heuristic,heuristic,random for koenigrufen)")
	cli.LevelVar(fs, &c.opt.Level)
	cli.DealsVar(fs, &c.deals, 200, "each is played once per seating rotation")
	cli.SeedVar(fs, &c.seed, 1, "a deal's shuffle follows from S and its number, the same in every seating rotation")
	cli.JSONVar(fs, &c.json, "one object per game (deal and seating rotation), then the report")
	cli.SamplesVar(fs, &c.opt.Samples)
	cli.NaturalVar(fs, &c.opt.Playouts, "playouts", 0, "the search player's playouts `N` per candidate move and sample (0: the level's)")
	cli.BudgetVar(fs, &c.opt.Budget, 0, "(0: no limit; a limit makes the result depend on the machine)")
	cli.NaturalVar(fs, &c.workers, "workers", 0, "the number `N` of deals played at the same time (0: the number of CPUs); the report does not depend on it")
	cli.ProgressVar(fs, &c.progress)
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), "Usage: arena [flags]\n\nPlays a duplicate-deal match between computer players and prints each\nentrant's mean game points per game with a 95%% confidence interval.\n\n%s\nFlags:\n", cli.PresetList())
		fs.PrintDefaults()
	}
	if err := cli.Parse(fs, args); err != nil {
		return err
	}
	if _, err := games.SearchConfig(games.Search, c.opt); err != nil {
		return cli.Bad(fs, "level", err)
	}
	game, err := games.ParseGame(c.game)
	if err != nil {
		return cli.Bad(fs, "game", err)
	}
	switch game {
	case games.Tapp:
		r, name, err := games.TappPreset(c.preset)
		if err != nil {
			return cli.Bad(fs, "preset", err)
		}
		if c.players == "" {
			c.players = "search,heuristic,random"
			if r.Dummy1829 {
				c.players = "search,heuristic" // two seats (doc/tapp.md §11.2)
			}
		}
		return match(ctx, games.TappSpec(r, name), c, stdout, stderr)
	case games.Strohmandel:
		if c.players == "" {
			c.players = "search,heuristic"
		}
		r, name, err := games.StrohmandelPreset(c.preset)
		if err != nil {
			return cli.Bad(fs, "preset", err)
		}
		return match(ctx, games.StrohmandelSpec(r, name), c, stdout, stderr)
	}
	if c.players == "" {
		c.players = "search,heuristic,heuristic,random"
	}
	r, name, err := games.KoenigrufenPreset(c.preset)
	if err != nil {
		return cli.Bad(fs, "preset", err)
	}
	return match(ctx, games.KoenigrufenSpec(r, name), c, stdout, stderr)
}

// match runs the duplicate match of c on the game of spec and prints the
// report, the partial one when ctx is canceled.
func match[S tarock.Observable[S, M, O], M tarock.Move, O any](ctx context.Context, spec games.Spec[S, M, O], c config, stdout, stderr io.Writer) error {
	seats := len(spec.Seats)
	parts := strings.Split(c.players, ",")
	for _, p := range parts { // unknown names first, then the count
		if _, err := games.ParsePlayers(p, 1); err != nil {
			return cli.Bad(c.flags, "players", err)
		}
	}
	if len(parts) != seats {
		return cli.Bad(c.flags, "players", fmt.Errorf("players %q: %d entrants given for the %d seats of %s: want one per seat", c.players, len(parts), seats, spec.Game))
	}
	kinds, err := games.ParsePlayers(c.players, seats)
	if err != nil {
		return cli.Bad(c.flags, "players", err)
	}
	entrants := make([]arena.Entrant[O, M], seats)
	for i, kind := range kinds {
		name := kind
		for j := range i {
			if kinds[j] == kind {
				name = fmt.Sprintf("%s #%d", kind, i+1)
			}
		}
		if _, err := spec.Player(kind, 0, c.opt); err != nil {
			return err
		}
		entrants[i] = arena.Entrant[O, M]{Name: name, New: func(seed uint64) bot.Player[O, M] {
			p, _ := spec.Player(kind, seed, c.opt) // the kind was checked above
			return p
		}}
	}
	cfg := arena.Config[S, M, O]{
		Deals:    c.deals,
		Seed:     c.seed,
		NewDeal:  func(_ int, rng *rand.Rand) (S, error) { return spec.Deal(rng) },
		Entrants: entrants,
		Workers:  c.workers,
	}
	// A deal object that cannot be written stops the match through run.
	run, stopRun := context.WithCancel(ctx)
	defer stopRun()
	var writeErr error
	if c.json {
		cfg.Finished = dealWriter(stdout, spec, entrants, func(err error) { writeErr = err; stopRun() })
	}
	bar := progress.New(stderr, c.deals, "deals", c.progress)
	cfg.Progress = bar.Set
	start := time.Now()
	report, err := arena.RunContext(run, cfg)
	bar.Done()
	if writeErr != nil {
		return writeErr
	}
	interrupted := err != nil && ctx.Err() != nil && errors.Is(err, ctx.Err())
	if err != nil && !interrupted {
		return err
	}
	if c.json {
		if err := writeSummary(stdout, spec.Game, spec.Preset, c.seed, kinds, entrants, c.opt.Samples, c.opt.Playouts, c.opt.Budget, report, time.Since(start)); err != nil {
			return err
		}
		if interrupted {
			return fmt.Errorf("%w after %d of %d deals", errInterrupted, report.Deals, c.deals)
		}
		return nil
	}
	info := ""
	for i, k := range kinds {
		cfg, err := games.SearchConfig(k, c.opt)
		if err != nil || slices.Contains(kinds[:i], k) {
			continue
		}
		info += fmt.Sprintf("; %s: %v", k, cfg)
	}
	fmt.Fprintf(stdout, "%s, rules %s, seed %d%s\n", spec.Game, spec.Preset, c.seed, info)
	fmt.Fprint(stdout, report)
	if interrupted {
		fmt.Fprintf(stdout, "\ninterrupted: the report counts the first %d of %d deals\n", report.Deals, c.deals)
	}
	workers := c.workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = min(workers, c.deals)
	plural := "s"
	if workers == 1 {
		plural = ""
	}
	fmt.Fprintf(stdout, "\n%.1f s, %d worker%s\n", time.Since(start).Seconds(), workers, plural)
	if interrupted {
		return fmt.Errorf("%w after %d of %d deals", errInterrupted, report.Deals, c.deals)
	}
	return nil
}
