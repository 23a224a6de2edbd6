// Variant builds a custom Tapp Tarock variant in code and measures what it
// changes. The variant is the fixed-half rule of Unterer and Oberer
// (doc/tapp.md §6.3, after Unger 1923 and Parlett 2008): the
// Unterer declarer must take the lower talon half and the Oberer declarer
// the upper half, instead of choosing. It starts from the default rules
// (tapp.MayrSedlaczek2001), changes one field, validates the result, and
// plays the same deals under both rule sets between three heuristic
// players, then prints how often each contract is chosen and won.
//
// Usage:
//
//	go run ./examples/variant [-n N] [-seed S] [-progress]
//
// Deal i is played under both rule sets before deal i+1. On a terminal,
// standard error shows a progress bar with the rate and the time left
// (-progress: plain lines even when it is not a terminal). Ctrl-C stops
// the run between deals: the program prints the comparison over the deals
// played under both rule sets and exits with status 130.
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
	"math/rand/v2"
	"os"
	"os/signal"
	"strings"

	"github.com/tarockfamily/sdk/examples/internal/progress"
	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tapp/tappbot"
	"github.com/tarockfamily/sdk/tarock/bot"

	"github.com/tarockfamily/sdk/examples/internal/cli"
)

// FixedHalf returns the default rules with the fixed-half rule for Unterer
// and Oberer, or the error of Rules.Validate.
func FixedHalf() (tapp.Rules, error) {
	r := tapp.MayrSedlaczek2001       // a plain value: this is a copy
	r.TalonMode = tapp.TalonFixedHalf // Unterer takes the lower half, Oberer the upper
	if err := r.Validate(); err != nil {
		return tapp.Rules{}, err
	}
	return r, nil
}

// tally counts, per contract, the deals in which it was played and the
// deals its declarer won.
type tally struct {
	deals         int
	played, won   map[tapp.Contract]int
	thrownIn      int
	declarerTotal int // the declarers' game points in all
}

func newTally() *tally {
	return &tally{played: map[tapp.Contract]int{}, won: map[tapp.Contract]int{}}
}

// play plays deal i under r between heuristic players and counts it; the
// deal is shuffled from seed+i, so two calls with the same seed and i play
// the same cards. each, when not nil, is called with the deal played.
func (t *tally) play(r tapp.Rules, i int, seed uint64, each func(i int, seed uint64, final tapp.State) error) error {
	deal := seed + uint64(i)
	st, err := tapp.NewGame(r, tapp.Shuffled(rand.New(rand.NewPCG(deal, 0))))
	if err != nil {
		return err
	}
	players := make([]bot.Player[tapp.Observation, tapp.Move], 3)
	for s := range players {
		players[s] = tappbot.NewHeuristic(rand.New(rand.NewPCG(deal, uint64(s+1))))
	}
	final, _, err := bot.Play(st, players, 0)
	if err != nil {
		return fmt.Errorf("deal %d: %w", i+1, err)
	}
	if each != nil {
		if err := each(i, deal, final); err != nil {
			return err
		}
	}
	t.deals++
	res, _ := final.Result()
	if res.End != tapp.EndPlayed {
		t.thrownIn++
		return nil
	}
	t.played[res.Contract]++
	if res.GameWon {
		t.won[res.Contract]++
	}
	t.declarerTotal += res.Deltas[res.Declarer]
	return nil
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

// runContext parses args, plays the deals under both rule sets and prints
// the comparison to stdout, the progress (if any) to stderr; when ctx is
// canceled it stops between deals, prints the comparison over the deals
// played and returns an error wrapping errInterrupted.
func runContext(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("variant", flag.ContinueOnError)
	fs.SetOutput(stderr)
	n := cli.Deals(fs, "n", 2000, "the number `N` of deals under each rule set")
	asJSON := fs.Bool("json", false, "write JSON Lines: one object per deal under each rule set and a summary")
	seed := fs.Uint64("seed", 1, "deal i is shuffled from the seed `S`+i")
	forceProgress := fs.Bool("progress", false, "report progress on stderr even when it is not a terminal, as plain lines")
	fs.Usage = func() {
		fmt.Fprint(fs.Output(), "Usage: variant [flags]\n\nBuilds Tapp Tarock with the fixed-half rule for Unterer and Oberer from the\ndefault rules, plays the same deals under both between heuristic players and\ncompares how often each contract is chosen and won.\n\nFlags:\n")
		fs.PrintDefaults()
	}
	if err := cli.Parse(fs, args); err != nil {
		return err
	}
	variant, err := FixedHalf()
	if err != nil {
		return err
	}
	var each [2]func(int, uint64, tapp.State) error
	if *asJSON {
		each = dealWriters(stdout, variant)
	}
	base, fixed := newTally(), newTally()
	bar := progress.New(stderr, *n, "deals", *forceProgress)
	for i := range *n {
		if ctx.Err() != nil {
			break
		}
		if err := base.play(tapp.MayrSedlaczek2001, i, *seed, each[0]); err != nil {
			return err
		}
		if err := fixed.play(variant, i, *seed, each[1]); err != nil {
			return err
		}
		bar.Set(i + 1)
	}
	bar.Done()
	if *asJSON {
		if err := writeSummary(stdout, variant, *seed, *base, *fixed); err != nil {
			return err
		}
		if base.deals < *n {
			return fmt.Errorf("%w after %d of %d deals", errInterrupted, base.deals, *n)
		}
		return nil
	}

	fmt.Fprintf(stdout, "The variant: MayrSedlaczek2001 with %s\n", strings.Join(variant.Options(tapp.MayrSedlaczek2001), ", "))
	fmt.Fprintf(stdout, "%d deals under each rule set, three heuristic players, seed %d\n\n", base.deals, *seed)
	fmt.Fprintf(stdout, "%-10s  %21s  %21s\n", "", "default rules", "fixed half")
	fmt.Fprintf(stdout, "%-10s  %10s %10s  %10s %10s\n", "contract", "chosen", "won", "chosen", "won")
	pct := func(a, b int) string {
		if b == 0 {
			return "-"
		}
		return fmt.Sprintf("%.1f%%", 100*float64(a)/float64(b))
	}
	for _, c := range []tapp.Contract{tapp.Dreier, tapp.Unterer, tapp.Oberer, tapp.Solo} {
		fmt.Fprintf(stdout, "%-10s  %10s %10s  %10s %10s\n", c,
			pct(base.played[c], base.deals), pct(base.won[c], base.played[c]),
			pct(fixed.played[c], fixed.deals), pct(fixed.won[c], fixed.played[c]))
	}
	fmt.Fprintf(stdout, "%-10s  %10s %10s  %10s\n", "no game", pct(base.thrownIn, base.deals), "", pct(fixed.thrownIn, fixed.deals))
	mean := func(t *tally) float64 { return float64(t.declarerTotal) / float64(max(t.deals, 1)) }
	fmt.Fprintf(stdout, "\nthe declarers' mean game points per deal: %+.3f default, %+.3f fixed half\n", mean(base), mean(fixed))
	if base.deals < *n {
		fmt.Fprintf(stdout, "interrupted: the comparison counts the first %d of %d deals\n", base.deals, *n)
		return fmt.Errorf("%w after %d of %d deals", errInterrupted, base.deals, *n)
	}
	return nil
}
