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
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/tarockfamily/sdk/examples/internal/cli"
	"github.com/tarockfamily/sdk/games"
	"github.com/tarockfamily/sdk/table"
	"github.com/tarockfamily/sdk/tarock/search"
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
		// The errors of package table begin with its name, the
		// program's.
		fmt.Fprintln(os.Stderr, "table: "+strings.TrimPrefix(err.Error(), "table: "))
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
	cli.DurationVar(fs, &absent, "absent", time.Minute, "how long `D` a person may be gone before a computer player plays for them")
	cli.DurationVar(fs, &delay, "delay", 700*time.Millisecond, "the pause `D` before each move of a computer player")
	fs.StringVar(&hints, "hints", games.Club, "the `LEVEL` of the search player whose estimates the hint button shows: beginner, club or expert; none: no hints")
	cli.GameVar(fs, &game, "", "create a table of this game at start (none by default)")
	cli.PresetVar(fs, &preset)
	cli.PlayersVar(fs, &players, "", "who sits at that table, one per place in turn order, comma-separated, person for a person\n(default person, then heuristic)")
	cli.MatchDealsVar(fs, &deals)
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), "Usage: table [flags]\n\nServes online card tables on this machine and prints the link of the lobby.\n-game creates a table at start; -preset, -players and -deals are that table's.\n\n%s\nFlags:\n", cli.PresetList())
		fs.PrintDefaults()
	}
	if err := cli.Parse(fs, args); err != nil {
		return err
	}
	if hints != table.NoHints {
		if _, err := games.SearchConfig(hints, games.PlayerOptions{}); err != nil {
			return cli.Bad(fs, "hints", &games.UnknownError{What: "level", Name: hints, Valid: append(levels(), table.NoHints)})
		}
	}
	if deals > table.MaxDeals {
		return cli.Misusef(fs, "-deals: bad value %q: a match has at most %d deals", strconv.Itoa(deals), table.MaxDeals)
	}
	if game == "" {
		var without string
		fs.Visit(func(f *flag.Flag) {
			if without == "" && (f.Name == "preset" || f.Name == "players" || f.Name == "deals") {
				without = f.Name
			}
		})
		if without != "" {
			return cli.Misusef(fs, "-%s: only with -game", without)
		}
	} else {
		g, err := games.ParseGame(game)
		if err != nil {
			return cli.Bad(fs, "game", err)
		}
		gg, err := games.New(g, preset)
		if err != nil {
			return cli.Bad(fs, "preset", err)
		}
		if err := checkPlayers(players, gg); err != nil {
			return cli.Bad(fs, "players", err)
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
	base := "http://" + linkHost(addr, ln.Addr()) + "/"
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

// levels lists the names of the search player's levels (search.Levels).
func levels() []string {
	var names []string
	for _, l := range search.Levels() {
		names = append(names, l.Name)
	}
	return names
}

// checkPlayers checks the list of -players against the game g: a person
// or a kind of computer player (games.Kinds) in each place, at most one
// per seat.
func checkPlayers(players string, g games.Game) error {
	if players == "" {
		return nil
	}
	list := strings.Split(players, ",")
	for _, p := range list {
		p = strings.TrimSpace(p)
		if strings.EqualFold(p, "person") {
			continue
		}
		if _, err := games.ParsePlayers(p, 1); err != nil {
			return &games.UnknownError{What: "player", Name: p, Valid: append([]string{"person"}, games.Kinds()...)}
		}
	}
	if len(list) > g.Players() {
		return fmt.Errorf("players %q: %d places given for the %d seats of %s: want at most %d", players, len(list), g.Players(), g.Title(), g.Players())
	}
	return nil
}

// linkHost returns the host and port of the links for a server listening
// on ln, asked for as addr: the host as given ("localhost" for all
// interfaces, which would give no link to follow) and the port listened
// on (the port chosen when addr asks for port 0).
func linkHost(addr string, ln net.Addr) string {
	host, _, err := net.SplitHostPort(addr)
	_, port, err2 := net.SplitHostPort(ln.String())
	if err != nil || err2 != nil {
		return ln.String()
	}
	if ip := net.ParseIP(host); host == "" || ip != nil && ip.IsUnspecified() {
		host = "localhost"
	}
	return net.JoinHostPort(host, port)
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
