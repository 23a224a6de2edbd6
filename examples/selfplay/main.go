// Selfplay plays many complete deals of Tapp Tarock, Strohmandeln or
// Königrufen between computer players and prints what happened: how often
// each contract was chosen, how often its declarer won, each seat's mean
// game points with a 95% confidence interval, and the speed.
//
// Usage:
//
//	go run ./examples/selfplay [flags]
//
// The flags:
//
//	-game NAME               the game: tapp, strohmandel or koenigrufen
//	                         (default tapp)
//	-preset NAME             a preset of the game's rules (default the game's
//	                         default preset)
//	-players LIST            random, heuristic, search (at -level) or a level
//	                         (beginner, club, expert): one kind for every
//	                         seat, or a comma-separated kind per seat
//	                         (default heuristic; doc/bots.md describes them)
//	-level NAME              the level of the players called search (default
//	                         club)
//	-deals N                 the number of deals (default 2000)
//	-seed S                  deal i is shuffled from the seed S+i (default 1)
//	-records FILE            write every deal as a game record into FILE, one
//	                         archive of all the deals (doc/notation.md
//	                         "Archives"), replaced if it exists
//	-progress                report progress on stderr even when it is not a
//	                         terminal (as plain lines, every 5 s)
//	-samples N, -budget D    the search player's samples per decision and
//	                         time per decision
//	-json                    write JSON Lines instead: one object per deal
//	                         and a summary (doc/programs.md "JSON output")
//
// For example, three random players under the 1821 rules, with records:
//
//	go run ./examples/selfplay -players random -preset Tapp1821 -deals 100 -records /tmp/games.txt
//
// On a terminal, standard error shows a progress bar with the rate and the
// time left. Ctrl-C stops the run: the program prints the summary of the
// deals played so far and exits with status 130.
//
// The same flags give the same deals and the same play on every machine.
// The records use the notation of doc/notation.md and replay with
// examples/replay (go run ./examples/replay -q /tmp/games.txt).
package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"os/signal"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/tarockfamily/sdk/examples/internal/progress"
	"github.com/tarockfamily/sdk/games"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/arena"
	"github.com/tarockfamily/sdk/tarock/bot"
	"github.com/tarockfamily/sdk/tarock/record"
	"golang.org/x/exp/stats"

	"github.com/tarockfamily/sdk/examples/internal/cli"
	"github.com/tarockfamily/sdk/examples/internal/jsonl"
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
		fmt.Fprintln(os.Stderr, "selfplay:", err)
		if errors.Is(err, errInterrupted) {
			os.Exit(130)
		}
		os.Exit(1)
	}
}

// errInterrupted is wrapped by the error of a run stopped by its context
// after the summary of the deals played was printed.
var errInterrupted = errors.New("interrupted")

// config is what the flags say.
type config struct {
	game, preset, players string
	deals                 int
	seed                  uint64
	records               string
	progress              bool
	opt                   games.PlayerOptions
	json                  bool
	flags                 *flag.FlagSet // to report a misuse
}

// run is runContext with a context that is never canceled.
func run(args []string, stdout, stderr io.Writer) error {
	return runContext(context.Background(), args, stdout, stderr)
}

// runContext parses args and plays the deals, writing the summary to
// stdout and the progress (if any) to stderr; when ctx is canceled it
// stops between deals, prints the summary of the deals played and returns
// an error wrapping errInterrupted.
func runContext(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	var c config
	fs := flag.NewFlagSet("selfplay", flag.ContinueOnError)
	fs.SetOutput(stderr)
	c.flags = fs
	cli.GameVar(fs, &c.game, games.Tapp, "")
	cli.PresetVar(fs, &c.preset)
	cli.PlayersVar(fs, &c.players, games.Heuristic, "one kind for every seat, or one per seat, comma-separated")
	cli.LevelVar(fs, &c.opt.Level)
	cli.DealsVar(fs, &c.deals, 2000, "")
	cli.SeedVar(fs, &c.seed, 1, "deal i is shuffled from S+i")
	fs.StringVar(&c.records, "records", "", "write every deal as a game record into `FILE`, one archive of all the deals")
	cli.ProgressVar(fs, &c.progress)
	cli.SamplesVar(fs, &c.opt.Samples)
	cli.BudgetVar(fs, &c.opt.Budget, 0, "(0: no limit)")
	cli.JSONVar(fs, &c.json, "one object per deal, then a summary")
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), "Usage: selfplay [flags]\n\nPlays many deals between computer players and prints the contracts chosen,\nthe declarers' success, each seat's mean game points and the speed.\n\n%s\nFlags:\n", cli.PresetList())
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
		return selfplay(ctx, games.TappSpec(r, name), c, stdout, stderr)
	case games.Strohmandel:
		r, name, err := games.StrohmandelPreset(c.preset)
		if err != nil {
			return cli.Bad(fs, "preset", err)
		}
		return selfplay(ctx, games.StrohmandelSpec(r, name), c, stdout, stderr)
	}
	r, name, err := games.KoenigrufenPreset(c.preset)
	if err != nil {
		return cli.Bad(fs, "preset", err)
	}
	return selfplay(ctx, games.KoenigrufenSpec(r, name), c, stdout, stderr)
}

// contractCount is how often one contract (or one kind of deal without a
// declarer) occurred and how often its declarer won.
type contractCount struct {
	name         string
	deals        int
	declared     int
	declarerWins int
}

// selfplay plays c.deals deals of the game of spec, or those before ctx is
// canceled, and prints the summary.
func selfplay[S tarock.Observable[S, M, O], M tarock.Move, O any](ctx context.Context, spec games.Spec[S, M, O], c config, stdout, stderr io.Writer) (err error) {
	seats := len(spec.Seats)
	kinds, err := games.ParsePlayers(c.players, seats)
	if err != nil {
		return cli.Bad(c.flags, "players", err)
	}
	var archive *record.Writer
	if c.records != "" {
		f, err := os.Create(c.records)
		if err != nil {
			return err
		}
		buf := bufio.NewWriter(f)
		archive = record.NewWriter(buf)
		defer func() { // the archive is complete only when written out and closed
			ferr := buf.Flush()
			if cerr := f.Close(); ferr == nil {
				ferr = cerr
			}
			if err == nil {
				err = ferr
			}
		}()
	}
	bar := progress.New(stderr, c.deals, "deals", c.progress)

	deltas := make([][]float64, seats)
	counts := map[string]*contractCount{}
	players := make([]bot.Player[O, M], seats)
	start := time.Now()
	played := 0
	for i := range c.deals {
		if ctx.Err() != nil {
			break
		}
		dealSeed := c.seed + uint64(i)
		s, err := spec.Deal(games.DealRand(dealSeed))
		if err != nil {
			return fmt.Errorf("deal %d: %w", i+1, err)
		}
		for seat := range seats {
			if players[seat], err = spec.Player(kinds[seat], games.PlayerSeed(dealSeed, seat), c.opt); err != nil {
				return err
			}
		}
		final, moves, err := bot.Play(s, players, 0)
		if err != nil {
			return fmt.Errorf("deal %d (seed %d): %w", i+1, dealSeed, err)
		}
		out := final.Outcome()
		for seat := range seats {
			deltas[seat] = append(deltas[seat], float64(out.Deltas[seat]))
		}
		if c.json {
			rec, err := spec.Record(s, moves, games.Table{Names: kinds, Seed: dealSeed})
			if err != nil {
				return fmt.Errorf("deal %d (seed %d): record: %w", i+1, dealSeed, err)
			}
			d := jsonl.Deal{Deal: i + 1, Rules: spec.Preset, Seed: dealSeed, Players: kinds}
			if err := jsonl.WriteDeal(stdout, d, final, rec); err != nil {
				return err
			}
		}
		v := arena.Judge(out)
		cc := counts[v.Contract]
		if cc == nil {
			cc = &contractCount{name: v.Contract}
			counts[v.Contract] = cc
		}
		cc.deals++
		if v.OK {
			cc.declared++
			if v.Won {
				cc.declarerWins++
			}
		}
		if c.records != "" {
			rec, err := spec.Record(s, moves, games.Table{Names: kinds, Seed: dealSeed})
			if err != nil {
				return fmt.Errorf("deal %d (seed %d): record: %w", i+1, dealSeed, err)
			}
			if err := archive.Write(rec); err != nil {
				return fmt.Errorf("deal %d (seed %d): record: %w", i+1, dealSeed, err)
			}
		}
		played = i + 1
		bar.Set(played)
	}
	elapsed := time.Since(start)
	bar.Done()
	if c.json {
		if err := writeSummary(stdout, spec.Game, spec.Preset, c.seed, kinds, spec.Seats, counts, deltas, elapsed); err != nil {
			return err
		}
		if played < c.deals {
			return fmt.Errorf("%w after %d of %d deals", errInterrupted, played, c.deals)
		}
		return nil
	}

	fmt.Fprintf(stdout, "%s, rules %s, %d deals, seed %d, players %s\n\n", spec.Game, spec.Preset, played, c.seed, strings.Join(kinds, ","))
	list := make([]*contractCount, 0, len(counts))
	for _, cc := range counts {
		list = append(list, cc)
	}
	slices.SortFunc(list, func(a, b *contractCount) int {
		if a.deals != b.deals {
			return b.deals - a.deals
		}
		return strings.Compare(a.name, b.name)
	})
	rows := [][]string{{"contract", "deals", "share", "declarer won"}}
	for _, cc := range list {
		won := "-"
		if cc.declared > 0 {
			won = fmt.Sprintf("%.1f%%", 100*float64(cc.declarerWins)/float64(cc.declared))
		}
		rows = append(rows, []string{cc.name, fmt.Sprint(cc.deals), fmt.Sprintf("%.1f%%", 100*float64(cc.deals)/float64(played)), won})
	}
	printTable(stdout, rows, 1)

	fmt.Fprintln(stdout)
	rows = [][]string{{"seat", "player", "game points per deal", "95% interval"}}
	for seat := range seats {
		mean, ci := 0.0, 0.0 // when interrupted before the first deal
		if len(deltas[seat]) > 0 {
			var sd float64
			mean, sd = stats.MeanAndStdDev(deltas[seat])
			if len(deltas[seat]) > 1 && !math.IsNaN(sd) {
				ci = 1.96 * sd / math.Sqrt(float64(len(deltas[seat])))
			}
		}
		rows = append(rows, []string{fmt.Sprintf("%d %s", seat, spec.Seats[seat]), kinds[seat], fmt.Sprintf("%+.3f", mean), fmt.Sprintf("±%.3f", ci)})
	}
	printTable(stdout, rows, 2)

	fmt.Fprintf(stdout, "\n%d deals in %.2f s: %.0f deals per second\n", played, elapsed.Seconds(), float64(played)/elapsed.Seconds())
	if c.records != "" {
		fmt.Fprintf(stdout, "%d records written to %s\n", archive.Games(), c.records)
	}
	if played < c.deals {
		fmt.Fprintf(stdout, "interrupted: the summary counts the first %d of %d deals\n", played, c.deals)
		return fmt.Errorf("%w after %d of %d deals", errInterrupted, played, c.deals)
	}
	return nil
}

// printTable writes rows as a plain-text table: the first left columns
// aligned left, the others (numbers) aligned right, two spaces apart.
func printTable(w io.Writer, rows [][]string, left int) {
	var widths []int
	for _, row := range rows {
		for i, cell := range row {
			if i >= len(widths) {
				widths = append(widths, 0)
			}
			widths[i] = max(widths[i], utf8.RuneCountInString(cell))
		}
	}
	for _, row := range rows {
		var b strings.Builder
		for i, cell := range row {
			pad := strings.Repeat(" ", widths[i]-utf8.RuneCountInString(cell))
			if i > 0 {
				b.WriteString("  ")
			}
			if i < left {
				b.WriteString(cell + pad)
			} else {
				b.WriteString(pad + cell)
			}
		}
		fmt.Fprintln(w, strings.TrimRight(b.String(), " "))
	}
}
