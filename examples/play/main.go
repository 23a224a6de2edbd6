// Play lets you play one deal of Tapp Tarock or Strohmandeln in the terminal
// against the computer.
//
// Usage:
//
//	go run ./examples/play [flags]
//
// The flags:
//
//	-game tapp|strohmandel   the game (default tapp)
//	-rules NAME              a preset of the game (default its default preset)
//	-seat N                  your seat: 0 forehand, 1 middlehand (Tapp) or
//	                         dealer (Strohmandeln), 2 dealer (Tapp); default 0
//	-opponents KIND          heuristic, random or search
//	-seed S                  the deal (default: from the clock, printed)
//	-save FILE               save the finished deal as a game record
//
// At your turn the program shows your hand sorted by suit, the cards lying
// face up (the talon halves, the strawmen's tops, cards revealed), the
// trick in progress, the auction and announcements so far and your legal
// moves, numbered. Answer with a number or with a move in the game's
// notation (doc/tapp.md, doc/strohmandel.md), for example "bid Dreier" or
// "play KH"; "?" shows the table again, "list" all the moves (when there
// are many, such as a declarer's discards) and "quit" stops. A move the rules
// do not allow is refused with the reason. At the end the itemised
// settlement is printed.
//
// Red suits are coloured when standard output is a terminal and the
// environment variable NO_COLOR is not set. Input is read line by line, so
// a file of answers can be piped in; at the end of the input the program
// stops with a message.
package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/examples/internal/games"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/bot"
)

func main() {
	err := run(os.Stdin, os.Stdout, os.Args[1:])
	switch {
	case errors.Is(err, flag.ErrHelp):
	case err != nil:
		fmt.Fprintln(os.Stderr, "play:", err)
		os.Exit(1)
	}
}

// config is what the flags say.
type config struct {
	game, rules, opponents, save string
	seat                         int
	seed                         uint64
	opt                          games.PlayerOptions
}

// run plays one deal, reading the human's answers from in and writing
// everything to out.
func run(in io.Reader, out io.Writer, args []string) error {
	var c config
	fs := flag.NewFlagSet("play", flag.ContinueOnError)
	fs.SetOutput(out)
	fs.StringVar(&c.game, "game", games.Tapp, "the game: tapp or strohmandel")
	fs.StringVar(&c.rules, "rules", "", "a preset of the game (default MayrSedlaczek2001 for tapp, MayrSedlaczek2007 for strohmandel)")
	fs.IntVar(&c.seat, "seat", 0, "your seat: 0 forehand, 1 middlehand (tapp) or dealer (strohmandel), 2 dealer (tapp)")
	fs.StringVar(&c.opponents, "opponents", games.Heuristic, "the computer players: heuristic, random or search")
	fs.Uint64Var(&c.seed, "seed", 0, "the deal: `S` gives the same cards every time (0: from the clock)")
	fs.StringVar(&c.save, "save", "", "save the finished deal as a game record in `FILE`")
	fs.IntVar(&c.opt.Samples, "samples", 0, "the search player's determinizations per decision (0: its default)")
	fs.DurationVar(&c.opt.Budget, "budget", 2*time.Second, "the search player's time per decision")
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), "Usage: play [flags]\n\nPlays one deal of Tapp Tarock or Strohmandeln in the terminal against the\ncomputer. Answer with the number of a move or its notation (\"play KH\");\n\"?\" shows the table again, \"quit\" stops.\n\nPresets: tapp: %s\n         strohmandel: %s\n\nFlags:\n",
			strings.Join(games.PresetNames(games.Tapp), ", "), strings.Join(games.PresetNames(games.Strohmandel), ", "))
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		fs.Usage()
		return fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	if c.seed == 0 {
		c.seed = uint64(time.Now().UnixNano())
	}
	scr := &screen{w: out, color: colorOK(out), echo: !isTerminal(in)}
	switch strings.ToLower(c.game) {
	case games.Tapp:
		r, name, err := games.TappPreset(c.rules)
		if err != nil {
			return err
		}
		return play(games.TappSpec(r, name), tappView, c, in, scr)
	case games.Strohmandel:
		r, name, err := games.StrohmandelPreset(c.rules)
		if err != nil {
			return err
		}
		return play(games.StrohmandelSpec(r, name), strohmandelView, c, in, scr)
	}
	return fmt.Errorf("-game %q: want tapp or strohmandel", c.game)
}

// view is what differs between the games in the terminal: how the table
// looks to the human at seat (show) and how the human sees a move an
// opponent made (told, given the states before and after it).
type view[S any, M any] struct {
	show func(scr *screen, st S, seat tarock.Seat)
	told func(scr *screen, before, after S, m M, human tarock.Seat) string
}

// play runs the deal: the computer players move on their own, the human
// answers from in.
func play[S tarock.Observable[S, M, O], M tarock.Move, O any](spec games.Spec[S, M, O], v view[S, M], c config, in io.Reader, scr *screen) error {
	seats := len(spec.Seats)
	if c.seat < 0 || c.seat >= seats {
		return fmt.Errorf("-seat %d: %s has seats 0 to %d", c.seat, spec.Game, seats-1)
	}
	human := tarock.Seat(c.seat)
	kinds, err := games.ParsePlayers(c.opponents, 1)
	if err != nil {
		return err
	}
	start, err := spec.Deal(games.DealRand(c.seed))
	if err != nil {
		return err
	}
	players := make([]bot.Player[O, M], seats)
	names := make([]string, seats)
	for s := range seats {
		if s == c.seat {
			names[s] = "you"
			continue
		}
		names[s] = kinds[0]
		if players[s], err = spec.Player(kinds[0], games.PlayerSeed(c.seed, s), c.opt); err != nil {
			return err
		}
	}
	scr.printf("%s, rules %s, deal %d. You are %s (seat %d); your opponents are %s players.\n",
		spec.Game, spec.Preset, c.seed, spec.Seats[human], human, kinds[0])
	scr.printf("Answer with the number of a move or its notation; \"?\" shows the table again, \"quit\" stops.\n")

	lines := bufio.NewScanner(in)
	lines.Buffer(make([]byte, 0, 4096), 1<<20)
	st := start
	var moves []M
	var legal []M
	var trick []played
	tricks := 0
	for !st.Done() {
		seat := st.ToMove()
		legal = st.AppendLegalMoves(legal[:0])
		var m M
		if seat == human {
			var stop string
			if m, stop = ask(scr, lines, st, legal, v, human, spec.ParseMove); stop != "" {
				scr.printf("\n%s: the deal stops unfinished after %d moves.\n", stop, len(moves))
				return lines.Err()
			}
		} else {
			m = players[seat].Choose(st.Observation(seat), legal)
		}
		next, err := st.Apply(m)
		if err != nil {
			return fmt.Errorf("%s: %w", spec.Seats[seat], err)
		}
		if seat != human {
			scr.printf("%s: %s\n", spec.Seats[seat], v.told(scr, st, next, m, human))
		}
		st = next
		moves = append(moves, m)
		if card, ok := m.PlayedCard(); ok {
			trick = append(trick, played{seat, card})
			if len(trick) == seats {
				tricks++
				t := tarock.NewTrick(trick[0].seat, seats)
				for _, p := range trick {
					t, _ = t.Play(p.card)
				}
				scr.printf("Trick %d: %s — won by %s.\n", tricks, scr.trick(t, spec.Seats), spec.Seats[t.Winner()])
				trick = trick[:0]
			}
		}
	}
	itemised, _ := spec.Settlement(st)
	scr.printf("\nThe deal is over.\n%s\n", strings.TrimRight(itemised, "\n"))
	scr.printf("Your game points: %+d\n", st.Outcome().Deltas[human])
	if c.save != "" {
		rec, err := spec.Record(start, moves, games.Table{Names: names, Seed: c.seed})
		if err != nil {
			return fmt.Errorf("save: %w", err)
		}
		if err := os.WriteFile(c.save, []byte(rec.String()), 0o644); err != nil {
			return err
		}
		scr.printf("Saved the game record to %s.\n", c.save)
	}
	return nil
}

// played is one card played to the trick in progress.
type played struct {
	seat tarock.Seat
	card deck.Card
}

// ask shows the table and the legal moves and reads answers until one is
// a legal move. At the end of the input or on "quit" it returns the reason
// to stop instead.
func ask[S tarock.Observable[S, M, O], M tarock.Move, O any](scr *screen, lines *bufio.Scanner, st S, legal []M, v view[S, M], human tarock.Seat, parse func(string) (M, error)) (M, string) {
	var zero M
	// list writes the legal moves numbered: one to a line, or in columns
	// when there are many (the discards of a Tapp declarer).
	list := func() {
		if len(legal) <= 20 {
			for i, m := range legal {
				label := m.String()
				if c, ok := m.PlayedCard(); ok {
					label += "  (" + scr.card(c) + ")"
				}
				scr.printf("  %2d. %s\n", i+1, label)
			}
			return
		}
		width := 0
		for _, m := range legal {
			width = max(width, len(m.String()))
		}
		cols := max(1, 90/(width+7))
		rows := (len(legal) + cols - 1) / cols
		for r := range rows {
			line := ""
			for c := range cols {
				if i := c*rows + r; i < len(legal) {
					line += fmt.Sprintf("  %3d. %-*s", i+1, width, legal[i].String())
				}
			}
			scr.printf("%s\n", strings.TrimRight(line, " "))
		}
	}
	showAll := func() {
		scr.printf("\n")
		v.show(scr, st, human)
		if len(legal) > 40 {
			scr.printf("Your moves: %d (1. %s … %d. %s).\nAnswer with a number or a move in notation; \"list\" shows them all.\n", len(legal), legal[0], len(legal), legal[len(legal)-1])
			return
		}
		scr.printf("Your moves:\n")
		list()
	}
	showAll()
	for {
		scr.printf("Your move> ")
		if !lines.Scan() {
			if lines.Err() != nil {
				return zero, "Unreadable input"
			}
			return zero, "End of input"
		}
		text := strings.TrimSpace(lines.Text())
		if scr.echo {
			scr.printf("%s\n", text)
		}
		switch strings.ToLower(text) {
		case "":
			continue
		case "?", "help":
			showAll()
			continue
		case "list", "l":
			list()
			continue
		case "quit", "q", "exit":
			return zero, "You quit"
		}
		if n, err := strconv.Atoi(text); err == nil {
			if n < 1 || n > len(legal) {
				scr.printf("There is no move %d: answer 1 to %d, or a move such as %q.\n", n, len(legal), legal[0].String())
				continue
			}
			return legal[n-1], ""
		}
		m, err := parse(text)
		if err != nil {
			scr.printf("Cannot read that move: %v\n", err)
			continue
		}
		if _, err := st.Apply(m); err != nil {
			scr.printf("Not allowed: %v\n", err)
			continue
		}
		return m, ""
	}
}
