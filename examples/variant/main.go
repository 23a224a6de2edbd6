// Variant builds a custom variant of a game in code and measures what it
// changes. It starts from the game's default preset, changes one field,
// validates the result, and plays the same deals under both rule sets
// between heuristic players, then prints how often each contract is chosen
// and won under each.
//
// The variant of each game (-game):
//
//   - tapp (the default): the fixed-half rule of Unterer and Oberer
//     (doc/tapp.md §6.3, after Unger 1923 and Parlett 2008), from
//     tapp.MayrSedlaczek2001: the Unterer declarer must take the lower
//     talon half and the Oberer declarer the upper half, instead of
//     choosing ([FixedHalf]).
//   - koenigrufen: the Vienna rule that nobody may hold (doc/koenigrufen.md
//     §5.1 rule 5; Holding in doc/koenigrufen.md §13.1), from
//     koenigrufen.AustrianTarockCup2023: forehand can no longer claim the
//     standing contract without raising it ([NobodyHolds]).
//   - strohmandel: the Trull call (doc/strohmandel.md §6, §12 TrullMode),
//     from strohmandel.MayrSedlaczek2007: the Trull and the Königstrull
//     score in hand when called with their first card, instead of
//     silently in tricks ([TrullCall]).
//
// Usage:
//
//	go run ./examples/variant [-game tapp|strohmandel|koenigrufen] [-deals N] [-seed S] [-progress] [-json]
//
// Deal i is shuffled from the seed S+i and played under both rule sets
// before deal i+1; the players are seeded as selfplay seeds them, so the
// default column plays the deals selfplay -players heuristic plays. On a
// terminal, standard error shows a progress bar with the rate and the
// time left (-progress: plain lines even when it is not a terminal).
// Ctrl-C stops the run between deals: the program prints the comparison
// over the deals played under both rule sets and exits with status 130.
//
// doc/guide.md explains how to build and test a variant of your own.
//
// With -json the program writes JSON Lines instead: one object per deal
// under each rule set and a summary (doc/programs.md "JSON output").
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"

	"github.com/tarockfamily/sdk/examples/internal/cli"
	"github.com/tarockfamily/sdk/games"
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
		fmt.Fprintln(os.Stderr, "variant:", err)
		if errors.Is(err, errInterrupted) {
			os.Exit(130)
		}
		os.Exit(1)
	}
}

// errInterrupted is wrapped by the error of a run stopped by its context
// after the comparison over the deals played was printed.
var errInterrupted = errors.New("interrupted")

// run is runContext with a context that is never canceled.
func run(args []string, stdout, stderr io.Writer) error {
	return runContext(context.Background(), args, stdout, stderr)
}

// runContext parses args, plays the deals of the game under both rule
// sets and prints the comparison to stdout, the progress (if any) to
// stderr; when ctx is canceled it stops between deals, prints the
// comparison over the deals played and returns an error wrapping
// errInterrupted.
func runContext(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	var c config
	fs := flag.NewFlagSet("variant", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var game string
	cli.GameVar(fs, &game, games.Tapp, "")
	cli.DealsVar(fs, &c.deals, 2000, "each is played under both rule sets")
	cli.JSONVar(fs, &c.json, "one object per deal under each rule set, then a summary")
	cli.SeedVar(fs, &c.seed, 1, "deal i is shuffled from S+i")
	cli.ProgressVar(fs, &c.forceProgress)
	fs.Usage = func() {
		fmt.Fprint(fs.Output(), `Usage: variant [flags]

Builds a variant of the game from its default rules by changing one field,
plays the same deals under both between heuristic players and compares how
often each contract is chosen and won.

The variants: tapp: the fixed-half rule for Unterer and Oberer (TalonMode=FixedHalf)
              koenigrufen: nobody may hold (Holding=None, as in Vienna)
              strohmandel: the Trull called in hand (TrullMode=HandAnnounced)

Flags:
`)
		fs.PrintDefaults()
	}
	if err := cli.Parse(fs, args); err != nil {
		return err
	}
	g, err := games.ParseGame(game)
	if err != nil {
		return cli.Bad(fs, "game", err)
	}
	switch g {
	case games.Tapp:
		e, err := tappExperiment()
		if err != nil {
			return err
		}
		return compare(ctx, e, c, stdout, stderr)
	case games.Strohmandel:
		e, err := strohmandelExperiment()
		if err != nil {
			return err
		}
		return compare(ctx, e, c, stdout, stderr)
	}
	e, err := koenigrufenExperiment()
	if err != nil {
		return err
	}
	return compare(ctx, e, c, stdout, stderr)
}
