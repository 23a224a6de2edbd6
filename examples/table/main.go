// Table serves online card tables for Tapp Tarock, Strohmandeln and
// Königrufen on this machine: people play in the browser, together and
// against the computer players (doc/table.md).
//
// Usage:
//
//	go run ./examples/table [flags]
//
// The flags:
//
//	-addr HOST:PORT   the address to listen on (default localhost:8080)
//	-data DIR         the data folder: the archive of finished deals and the
//	                  tables in progress, resumed at the next start
//	                  (default table-data; "" keeps everything in memory)
//	-absent D         how long a person may be gone before a computer player
//	                  plays for them (default 1m)
//	-delay D          the pause before each move of a computer player
//	                  (default 700ms)
//	-hints LEVEL      the level of the search player whose estimates the hint
//	                  button shows: beginner, club or expert; none: no hint
//	                  button (default club)
//	-game NAME        create a table of this game at start and print its links
//	-preset NAME      the preset of that table's rules (default the game's
//	                  default)
//	-players LIST     who sits at it, in turn order: person or a computer
//	                  player's level (random, heuristic, search), one per
//	                  place (default person, then heuristic players)
//	-deals N          the deals of its match (default one round)
//
// The program prints the link of the lobby, where a person creates a table
// and gets one link per person to send round; each link holds the secret
// of its seat. It stops on an interrupt, leaving the tables in the data
// folder.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/tarockfamily/sdk/examples/internal/cli"
	"github.com/tarockfamily/sdk/games"
	"github.com/tarockfamily/sdk/table"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	err := run(ctx, os.Stdout, os.Stderr, os.Args[1:])
	switch {
	case errors.Is(err, flag.ErrHelp):
	case cli.IsMisuse(err):
		os.Exit(cli.ExitUsage)
	case err != nil:
		fmt.Fprintln(os.Stderr, "table:", err)
		os.Exit(1)
	}
}

// run serves until ctx is done, writing the links to out.
func run(ctx context.Context, out, errw io.Writer, args []string) error {
	fs := flag.NewFlagSet("table", flag.ContinueOnError)
	fs.SetOutput(errw)
	var (
		addr, data, game, preset, players, hints string
		absent, delay                            time.Duration
		deals                                    int
	)
	fs.StringVar(&addr, "addr", "localhost:8080", "the `address` to listen on")
	fs.StringVar(&data, "data", "table-data", "the data `folder` (\"\": memory only)")
	cli.DurationVar(fs, &absent, "absent", time.Minute, "how long a person may be gone before a computer player plays for them")
	cli.DurationVar(fs, &delay, "delay", 700*time.Millisecond, "the pause before each move of a computer player")
	fs.StringVar(&hints, "hints", games.Club, "the `level` of the search player whose estimates the hint button shows: beginner, club or expert; none: no hints")
	fs.StringVar(&game, "game", "", "create a table of this `game` at start: tapp, strohmandel or koenigrufen")
	cli.PresetVar(fs, &preset)
	cli.PlayersVar(fs, &players, "", "who sits at that table, in turn order: person or a level, comma-separated")
	cli.NaturalVar(fs, &deals, "deals", 0, "the `number` of deals of its match (0: one round)")
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), "Usage: table [flags]\n\nServes online card tables on this machine and prints the link of the lobby.\n\n%s\nFlags:\n", cli.PresetList())
		fs.PrintDefaults()
	}
	if err := cli.Parse(fs, args); err != nil {
		return err
	}
	if hints != table.NoHints {
		if _, err := games.SearchConfig(hints, games.PlayerOptions{}); err != nil {
			return cli.Bad(fs, "hints", err)
		}
	}
	if game != "" {
		g, err := games.ParseGame(game)
		if err != nil {
			return cli.Bad(fs, "game", err)
		}
		gg, err := games.New(g, preset)
		if err != nil {
			return cli.Bad(fs, "preset", err)
		}
		if n := len(strings.Split(players, ",")); players != "" && n > gg.Players() {
			return cli.Bad(fs, "players", fmt.Errorf("players %q: %d places given for the %d of %s", players, n, gg.Players(), gg.Title()))
		}
		for _, who := range strings.Split(players, ",") {
			if who = strings.TrimSpace(who); players != "" && !strings.EqualFold(who, "person") {
				if _, err := games.ParsePlayers(who, 1); err != nil {
					return cli.Bad(fs, "players", err)
				}
			}
		}
	}
	srv, err := table.New(table.Config{Data: data, AbsentAfter: absent, ComputerDelay: delay, HintLevel: hints})
	if err != nil {
		return err
	}
	defer srv.Close()
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	base := "http://" + ln.Addr().String() + "/"
	fmt.Fprintf(out, "Tarock tables at %s (data: %s)\n", base, folder(data))
	if game != "" {
		c, err := create(srv, game, preset, players, deals)
		if err != nil {
			ln.Close()
			return err
		}
		for _, s := range c.Seats {
			fmt.Fprintf(out, "  %s: %s%s\n", s.Name, base, strings.TrimPrefix(s.Path, "/"))
		}
	}
	hs := &http.Server{Handler: srv, ReadHeaderTimeout: 10 * time.Second}
	go func() {
		<-ctx.Done()
		sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		_ = hs.Shutdown(sctx)
	}()
	if err := hs.Serve(ln); !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// folder describes the data folder.
func folder(dir string) string {
	if dir == "" {
		return "memory only"
	}
	return dir
}

// create creates the table the flags ask for.
func create(srv *table.Server, game, preset, players string, deals int) (*table.Created, error) {
	g, err := games.New(game, preset)
	if err != nil {
		return nil, err
	}
	spec := table.Spec{Game: game, Preset: preset, Deals: deals}
	var list []string
	if players != "" {
		list = strings.Split(players, ",")
	}
	for i := range g.Players() {
		who := games.Heuristic
		switch {
		case i < len(list):
			who = strings.TrimSpace(list[i])
		case i == 0:
			who = "person"
		}
		if strings.EqualFold(who, "person") {
			spec.Players = append(spec.Players, table.SeatSpec{Name: fmt.Sprintf("Player %d", i+1)})
		} else {
			spec.Players = append(spec.Players, table.SeatSpec{Computer: who})
		}
	}
	return srv.Create(spec)
}
