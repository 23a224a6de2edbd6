// Arena plays a duplicate-deal match between computer players of Tapp
// Tarock or Strohmandeln and prints the report of package tarock/arena:
// each entrant's mean game points per game with a 95% confidence interval,
// its record as declarer, and the declarers' success per contract.
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
//	-game tapp|strohmandel   the game (default tapp)
//	-rules NAME              a preset of the game (default its default preset)
//	-players LIST            one entrant per seat, comma-separated: random,
//	                         heuristic or search (default search,heuristic,random
//	                         for Tapp Tarock, search,heuristic for Strohmandeln)
//	-deals N                 the number of deals (default 200)
//	-seed S                  the seed of the match (default 1)
//	-json                    write the report as one JSON object
//	                         (doc/programs.md "JSON output")
//	-samples N               the search player's sampled deals per decision
//	-playouts N              its random playouts per move and sample
//	-budget D                its time per decision (makes the result depend
//	                         on the machine)
//	-progress                show a progress bar on stderr even when stderr
//	                         is not a terminal
//
// For example, the search player against the heuristic one in Strohmandeln:
//
//	go run ./examples/arena -game strohmandel -players search,heuristic -deals 2000
//
// doc/bots.md describes the players and gives the results of long matches.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"strings"
	"time"

	"github.com/tarockfamily/sdk/examples/internal/games"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/arena"
	"github.com/tarockfamily/sdk/tarock/bot"
	"github.com/tarockfamily/sdk/tarock/search"

	"github.com/tarockfamily/sdk/examples/internal/cli"
)

func main() {
	err := run(os.Args[1:], os.Stdout, os.Stderr)
	switch {
	case errors.Is(err, flag.ErrHelp):
	case cli.IsMisuse(err):
		os.Exit(cli.ExitUsage)
	case err != nil:
		fmt.Fprintln(os.Stderr, "arena:", err)
		os.Exit(1)
	}
}

// config is what the flags say.
type config struct {
	game, rules, players string
	deals                int
	seed                 uint64
	progress             bool
	opt                  games.PlayerOptions
	json                 bool
	flags                *flag.FlagSet // to report a misuse
}

func run(args []string, stdout, stderr io.Writer) error {
	var c config
	fs := flag.NewFlagSet("arena", flag.ContinueOnError)
	fs.SetOutput(stderr)
	c.flags = fs
	fs.StringVar(&c.game, "game", games.Tapp, "the game: tapp or strohmandel")
	fs.StringVar(&c.rules, "rules", "", "a preset of the game (default MayrSedlaczek2001 for tapp, MayrSedlaczek2007 for strohmandel)")
	fs.StringVar(&c.players, "players", "", "one entrant per seat, comma-separated: random, heuristic or search (default search,heuristic,random for tapp, search,heuristic for strohmandel)")
	cli.DealsVar(fs, &c.deals, "deals", 200, "the number `N` of deals; each is played once per seating rotation")
	fs.Uint64Var(&c.seed, "seed", 1, "the seed of the match")
	fs.BoolVar(&c.json, "json", false, "write the report as JSON Lines (one summary object)")
	fs.IntVar(&c.opt.Samples, "samples", 0, "the search player's sampled deals per decision (0: its default, 20)")
	fs.IntVar(&c.opt.Playouts, "playouts", 0, "the search player's random playouts per legal move and sample (0: the game's default)")
	fs.DurationVar(&c.opt.Budget, "budget", 0, "the search player's time per decision (0: no limit; a limit makes the result depend on the machine)")
	fs.BoolVar(&c.progress, "progress", false, "show a progress bar on stderr even when it is not a terminal")
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), "Usage: arena [flags]\n\nPlays a duplicate-deal match between computer players and prints each\nentrant's mean game points per game with a 95%% confidence interval.\n\nPresets: tapp: %s\n         strohmandel: %s\n\nFlags:\n",
			strings.Join(games.PresetNames(games.Tapp), ", "), strings.Join(games.PresetNames(games.Strohmandel), ", "))
		fs.PrintDefaults()
	}
	if err := cli.Parse(fs, args); err != nil {
		return err
	}
	if !c.progress {
		c.progress = isTerminal(stderr)
	}
	switch strings.ToLower(c.game) {
	case games.Tapp:
		if c.players == "" {
			c.players = "search,heuristic,random"
		}
		r, name, err := games.TappPreset(c.rules)
		if err != nil {
			return cli.Misuse(fs, err)
		}
		return match(games.TappSpec(r, name), c, stdout, stderr)
	case games.Strohmandel:
		if c.players == "" {
			c.players = "search,heuristic"
		}
		r, name, err := games.StrohmandelPreset(c.rules)
		if err != nil {
			return cli.Misuse(fs, err)
		}
		return match(games.StrohmandelSpec(r, name), c, stdout, stderr)
	}
	return cli.Misusef(fs, "-game %q: want tapp or strohmandel", c.game)
}

// match runs the duplicate match of c on the game of spec and prints the
// report.
func match[S tarock.Observable[S, M, O], M tarock.Move, O any](spec games.Spec[S, M, O], c config, stdout, stderr io.Writer) error {
	seats := len(spec.Seats)
	if n := len(strings.Split(c.players, ",")); n != seats {
		return cli.Misusef(c.flags, "-players %q: %s needs one entrant per seat, %d", c.players, spec.Game, seats)
	}
	kinds, err := games.ParsePlayers(c.players, seats)
	if err != nil {
		return cli.Misuse(c.flags, err)
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
	var progress func(int)
	if c.progress {
		progress = func(done int) {
			if done%max(1, c.deals/100) == 0 || done == c.deals {
				const width = 40
				filled := done * width / c.deals
				fmt.Fprintf(stderr, "\r[%s%s] %d/%d deals", strings.Repeat("#", filled), strings.Repeat("-", width-filled), done, c.deals)
			}
			if done == c.deals {
				fmt.Fprintln(stderr)
			}
		}
	}
	start := time.Now()
	report, err := arena.Run(arena.Config[S, M, O]{
		Deals:    c.deals,
		Seed:     c.seed,
		NewDeal:  func(_ int, rng *rand.Rand) (S, error) { return spec.Deal(rng) },
		Entrants: entrants,
		Progress: progress,
	})
	if err != nil {
		return err
	}
	if c.json {
		return writeSummary(stdout, spec.Game, spec.Preset, c.seed, kinds, entrants, c.opt.Samples, c.opt.Playouts, c.opt.Budget, report, time.Since(start))
	}
	info := ""
	for _, k := range kinds {
		if k == games.Search {
			samples := c.opt.Samples
			if samples <= 0 {
				samples = search.DefaultSamples
			}
			playouts := "the game's default playouts" // tappbot.DefaultPlayouts, strohbot.DefaultPlayouts
			if c.opt.Playouts > 0 {
				playouts = fmt.Sprintf("%d playouts", c.opt.Playouts)
			}
			budget := "no time limit"
			if c.opt.Budget > 0 {
				budget = c.opt.Budget.String() + " per decision"
			}
			info = fmt.Sprintf("; search player: %d samples, %s, %s", samples, playouts, budget)
		}
	}
	fmt.Fprintf(stdout, "%s, rules %s, seed %d%s\n", spec.Game, spec.Preset, c.seed, info)
	fmt.Fprint(stdout, report)
	fmt.Fprintf(stdout, "\n%.1f s\n", time.Since(start).Seconds())
	return nil
}

// isTerminal reports whether w is a terminal (a character device).
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}
