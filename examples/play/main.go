// Play lets you play one deal of Tapp Tarock, Strohmandeln or Königrufen in
// the terminal against the computer.
//
// Usage:
//
//	go run ./examples/play [flags]
//
// The flags:
//
//	-game NAME               the game: tapp, strohmandel or koenigrufen
//	                         (default tapp)
//	-preset NAME             a preset of the game's rules (default the game's
//	                         default preset)
//	-seat N                  your seat: 0 forehand, 1 middlehand (Tapp,
//	                         Königrufen) or dealer (Strohmandeln, Tapp
//	                         Strohmandel1829), 2 dealer (Tapp) or rearhand
//	                         (Königrufen), 3 dealer (Königrufen); default 0
//	-level NAME              the level of the search player: beginner, club
//	                         (the default) or expert; it plays the players
//	                         called search and gives the hints
//	-players KIND            the computer players' kind: heuristic, random or
//	                         search (default heuristic)
//	-names A,B               the computer players' names, the one who plays
//	                         after you first (default right,left in Tapp
//	                         Tarock, opponent in Strohmandeln and Tapp
//	                         Strohmandel1829, right,across,left in Königrufen)
//	-seed S                  the deal (default: from the clock, printed)
//	-save FILE               save the finished deal as a game record
//
// Play goes counter-clockwise, so in Tapp Tarock and Königrufen the player
// after you sits on your right. The Tapp preset Strohmandel1829 is a game
// for two with a dummy stack (doc/tapp.md §11.2): each trick line says
// which dummy card its winner took. The screen names the players everywhere, the settlement
// included: "you" and the computer players' names.
//
// At your turn the program shows your hand sorted by suit, the cards lying
// face up (the talon halves, the strawmen's tops, cards revealed), the
// trick in progress, the auction and announcements so far (in Königrufen
// also the called king and the partner as far as you know him), the
// tricks won and your legal moves, numbered, the cards in the same order as in your hand. Answer with
// a number, a card ("T20", "XX", "KH", "K♥": play it) or a move in the
// game's notation (doc/tapp.md, doc/strohmandel.md, doc/koenigrufen.md),
// for example "bid Dreier", "call hearts" or "play KH"; "hint" shows what the search player of -level
// makes of each move (its estimated value for you in game points, the best first, games.Hints), "?" shows the table again, "list" all the moves
// (when there are many, such as a declarer's discards) and "quit" stops. A
// move the rules do not allow is refused with the reason ("you must follow
// suit: hearts were led"). When you have a single legal move it is played
// for you after a short notice. At the end the itemised settlement is
// printed.
//
// Red suits are coloured when standard output is a terminal and the
// environment variable NO_COLOR is not set. Input is read line by line, so
// a file of answers can be piped in; at the end of the input the program
// stops with a message. A misused command line prints the reason and the
// usage and exits with status 2; -save is checked before the deal.
package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/examples/internal/cli"
	"github.com/tarockfamily/sdk/games"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/bot"
	"github.com/tarockfamily/sdk/tarock/search"
)

func main() {
	err := run(os.Stdin, os.Stdout, os.Stderr, os.Args[1:])
	switch {
	case errors.Is(err, flag.ErrHelp):
	case cli.IsMisuse(err):
		os.Exit(cli.ExitUsage)
	case err != nil:
		fmt.Fprintln(os.Stderr, "play:", err)
		os.Exit(1)
	}
}

// config is what the flags say.
type config struct {
	game, preset, players, names, save string
	seat                               int
	seed                               uint64
	opt                                games.PlayerOptions
	// pause is how long the notice of a forced move stays before the
	// move is made (a terminal only).
	pause time.Duration
}

// run plays one deal, reading the human's answers from in and writing the
// game to out; the usage and the reasons of a misused command line go to
// errw.
func run(in io.Reader, out, errw io.Writer, args []string) error {
	var c config
	fs := flag.NewFlagSet("play", flag.ContinueOnError)
	fs.SetOutput(errw)
	cli.GameVar(fs, &c.game, games.Tapp, "")
	cli.PresetVar(fs, &c.preset)
	fs.IntVar(&c.seat, "seat", 0, "your seat: 0 forehand, 1 middlehand (tapp, koenigrufen) or dealer (strohmandel, tapp Strohmandel1829),\n2 dealer (tapp) or rearhand (koenigrufen), 3 dealer (koenigrufen)")
	cli.PlayersVar(fs, &c.players, games.Heuristic, "one kind for every computer player")
	cli.LevelVar(fs, &c.opt.Level)
	fs.StringVar(&c.names, "names", "", "the computer players' `names`, comma-separated, the one who plays after you first\n(default right,left in tapp, opponent in strohmandel, right,across,left in koenigrufen)")
	cli.SeedVar(fs, &c.seed, 0, "the same S deals the same cards every time (0: from the clock)")
	fs.StringVar(&c.save, "save", "", "save the finished deal as a game record in `FILE` (checked before the deal)")
	cli.SamplesVar(fs, &c.opt.Samples)
	cli.BudgetVar(fs, &c.opt.Budget, 2*time.Second, "")
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), "Usage: play [flags]\n\nPlays one deal of Tapp Tarock, Strohmandeln or Königrufen in the terminal\nagainst the computer. Answer with the number of a move, a card (\"KH\", \"XX\")\nor a move in notation (\"bid Dreier\"); \"?\" shows the table again, \"quit\" stops.\n\n%s\nFlags:\n", cli.PresetList())
		fs.PrintDefaults()
	}
	if err := cli.Parse(fs, args); err != nil {
		return err
	}
	if _, err := games.SearchConfig(games.Search, c.opt); err != nil {
		return cli.Bad(fs, "level", err)
	}
	if c.seed == 0 {
		c.seed = uint64(time.Now().UnixNano())
	}
	if isTerminal(in) && isTerminal(out) {
		c.pause = 800 * time.Millisecond
	}
	scr := &screen{w: out, color: colorOK(out), echo: !isTerminal(in)}
	var p func() error
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
		p, err = setup(fs, games.TappSpec(r, name), tappView, c, in, scr)
		if err != nil {
			return err
		}
	case games.Strohmandel:
		r, name, err := games.StrohmandelPreset(c.preset)
		if err != nil {
			return cli.Bad(fs, "preset", err)
		}
		p, err = setup(fs, games.StrohmandelSpec(r, name), strohmandelView, c, in, scr)
		if err != nil {
			return err
		}
	default:
		r, name, err := games.KoenigrufenPreset(c.preset)
		if err != nil {
			return cli.Bad(fs, "preset", err)
		}
		p, err = setup(fs, games.KoenigrufenSpec(r, name), koenigrufenView, c, in, scr)
		if err != nil {
			return err
		}
	}
	return p()
}

// view is what differs between the games in the terminal.
type view[S any, M any] struct {
	// show writes the table as the human at seat sees it.
	show func(scr *screen, st S, seat tarock.Seat, names []string)
	// told says how the human sees a move an opponent made, given the
	// states before and after it.
	told func(scr *screen, before, after S, m M, human tarock.Seat) string
	// trick returns the trick in progress.
	trick func(st S) tarock.Trick
	// settle writes the settlement of a finished deal with the players'
	// names.
	settle func(scr *screen, final S, names []string)
	// taken, when not nil, says what the winner of the trick just
	// completed took beside its cards, as the human at seat human saw
	// it (the dummy card of Tapp Tarock for two, doc/tapp.md §11.2);
	// "" for nothing.
	taken func(scr *screen, after S, human tarock.Seat) string
}

// playerNames returns the name of each seat: "you" for the human at seat
// human, and the computer players' names from list (comma-separated, in
// the order they play after the human) or, when list is empty, "right",
// "across" and "left" at a table of four, "right" and "left" at a table of
// three, "opponent" at a table of two.
func playerNames(list string, seats int, human tarock.Seat) ([]string, error) {
	others := []string{"right", "left"}
	switch seats {
	case 2:
		others = []string{"opponent"}
	case 4:
		others = []string{"right", "across", "left"}
	}
	if list != "" {
		others = strings.Split(list, ",")
		if len(others) != seats-1 {
			return nil, fmt.Errorf("names %q: want %d comma-separated %s, one for each computer player", list, seats-1, map[bool]string{true: "name", false: "names"}[seats == 2])
		}
	}
	names := make([]string, seats)
	names[human] = "you"
	for i, n := range others {
		n = strings.TrimSpace(n)
		switch {
		case n == "":
			return nil, fmt.Errorf("names %q: a name is empty", list)
		case strings.EqualFold(n, "you"):
			return nil, fmt.Errorf("names %q: \"you\" is you; give the computer players other names", list)
		case strings.IndexFunc(n, func(r rune) bool { return !unicode.IsPrint(r) }) >= 0:
			return nil, fmt.Errorf("names %q: names are printable text", list)
		case slices.ContainsFunc(names, func(m string) bool { return strings.EqualFold(m, n) }):
			return nil, fmt.Errorf("names %q: %q is given twice", list, n)
		}
		names[(int(human)+1+i)%seats] = n
	}
	return names, nil
}

// setup checks the flags of fs against the game and returns the function
// that plays the deal; its error is a misuse of the command line.
func setup[S tarock.Observable[S, M, O], M tarock.Move, O any](fs *flag.FlagSet, spec games.Spec[S, M, O], v view[S, M], c config, in io.Reader, scr *screen) (func() error, error) {
	seats := len(spec.Seats)
	if c.seat < 0 || c.seat >= seats {
		return nil, cli.Bad(fs, "seat", fmt.Errorf("seat %d: %s has seats 0 to %d", c.seat, spec.Game, seats-1))
	}
	human := tarock.Seat(c.seat)
	kinds, err := games.ParsePlayers(c.players, 1)
	if err != nil {
		return nil, cli.Bad(fs, "players", err)
	}
	names, err := playerNames(c.names, seats, human)
	if err != nil {
		return nil, cli.Bad(fs, "names", err)
	}
	return func() error { return play(spec, v, c, kinds[0], names, in, scr) }, nil
}

// saveFile opens the file of -save before the deal, so that a path that
// cannot be written is reported before the deal is played rather than
// after. finish writes the record, abandon leaves the file as it was.
type saveFile struct {
	f       *os.File
	created bool
}

func openSave(path string) (*saveFile, error) {
	if fi, err := os.Stat(path); err == nil && fi.IsDir() {
		return nil, fmt.Errorf("-save %s: is a directory", path)
	}
	_, statErr := os.Stat(path)
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE, 0o644)
	if err != nil {
		return nil, fmt.Errorf("-save: %w", err)
	}
	return &saveFile{f: f, created: errors.Is(statErr, os.ErrNotExist)}, nil
}

func (s *saveFile) finish(text string) error {
	if err := s.f.Truncate(0); err != nil {
		s.f.Close()
		return err
	}
	if _, err := s.f.WriteString(text); err != nil {
		s.f.Close()
		return err
	}
	return s.f.Close()
}

func (s *saveFile) abandon() {
	s.f.Close()
	if s.created {
		os.Remove(s.f.Name())
	}
}

// play runs the deal: the computer players of kind move on their own, the
// human answers from in.
func play[S tarock.Observable[S, M, O], M tarock.Move, O any](spec games.Spec[S, M, O], v view[S, M], c config, kind string, names []string, in io.Reader, scr *screen) error {
	seats := len(spec.Seats)
	human := tarock.Seat(c.seat)
	var save *saveFile
	if c.save != "" {
		var err error
		if save, err = openSave(c.save); err != nil {
			return err
		}
		defer func() {
			if save != nil {
				save.abandon()
			}
		}()
	}
	start, err := spec.Deal(games.DealRand(c.seed))
	if err != nil {
		return err
	}
	players := make([]bot.Player[O, M], seats)
	recNames := make([]string, seats)
	for s := range seats {
		if s == c.seat {
			recNames[s] = "you"
			continue
		}
		recNames[s] = kind
		if c.names != "" {
			recNames[s] = names[s]
		}
		if players[s], err = spec.Player(kind, games.PlayerSeed(c.seed, s), c.opt); err != nil {
			return err
		}
	}
	scr.printf("%s, rules %s, deal %d. You are %s.\n", spec.Game, spec.Preset, c.seed, spec.Seats[human])
	switch other := 1 - human; {
	case seats == 2 && c.names == "":
		scr.printf("Your opponent is a %s player and plays as %s.\n", kind, spec.Seats[other])
	case seats == 2:
		scr.printf("Your opponent, %s, is a %s player and plays as %s.\n", names[other], kind, spec.Seats[other])
	default:
		var who []string
		for i := 1; i < seats; i++ {
			s := (int(human) + i) % seats
			who = append(who, fmt.Sprintf("%s (%s)", names[s], spec.Seats[s]))
		}
		scr.printf("After you play %s; they are %s players.\n", listNames(who), kind)
	}
	scr.printf("Answer with the number of a move, a card or a move in notation; \"hint\" asks the search player, \"?\" shows the table again, \"quit\" stops.\n")
	// hint values the human's legal moves with the search player of the
	// level, seeded from the deal, seeing only the human's observation.
	hint := func(st S, legal []M) []search.Estimate[M] {
		p, err := spec.Player(games.Search, games.PlayerSeed(c.seed, int(human)), c.opt)
		if err != nil {
			return nil
		}
		if a, ok := p.(search.Advisor[O, M]); ok {
			return a.Estimates(st.Observation(human), legal, nil)
		}
		return nil
	}

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
		switch {
		case seat == human && len(legal) == 1:
			m = legal[0]
			scr.printf("Your only move: %s — played for you.\n", strings.Replace(describe(scr, m), "  (", " (", 1))
			time.Sleep(c.pause)
		case seat == human:
			var stop string
			if m, stop = ask(scr, lines, st, legal, v, human, names, spec.ParseMove, hint); stop != "" {
				scr.printf("\n%s: the deal stops unfinished after %s.\n", stop, plural(len(moves), "move"))
				return lines.Err()
			}
		default:
			m = players[seat].Choose(st.Observation(seat), legal)
		}
		next, err := st.Apply(m)
		if err != nil {
			return fmt.Errorf("%s: %w", names[seat], err)
		}
		if seat != human {
			scr.printf("%s: %s\n", capital(names[seat]), v.told(scr, st, next, m, human))
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
				extra := ""
				if v.taken != nil {
					if e := v.taken(scr, st, human); e != "" {
						extra = ", who takes " + e
					}
				}
				scr.printf("Trick %d: %s — won by %s%s.\n", tricks, scr.trick(t, names), names[t.Winner()], extra)
				trick = trick[:0]
			}
		}
	}
	scr.printf("\nThe deal is over.\n")
	v.settle(scr, st, names)
	scr.printf("Your game points: %+d\n", st.Outcome().Deltas[human])
	if save != nil {
		rec, err := spec.Record(start, moves, games.Table{Names: recNames, Seed: c.seed})
		if err != nil {
			return fmt.Errorf("save: %w", err)
		}
		err = save.finish(rec.String())
		save = nil
		if err != nil {
			return fmt.Errorf("save: %w", err)
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

// describe returns a move as the list shows it: its notation, and the card
// with its suit symbol for a play.
func describe[M tarock.Move](scr *screen, m M) string {
	label := m.String()
	if c, ok := m.PlayedCard(); ok {
		label += "  (" + scr.card(c) + ")"
	}
	return label
}

// sortMoves puts the plays of legal in the order of the hand on the screen
// (handOrder); other moves keep their order, before the plays.
func sortMoves[M tarock.Move](legal []M) []M {
	key := func(m M) int {
		if c, ok := m.PlayedCard(); ok && c.Valid() {
			return handOrder[c]
		}
		return -1
	}
	sorted := slices.Clone(legal)
	slices.SortStableFunc(sorted, func(a, b M) int { return key(a) - key(b) })
	return sorted
}

// ask shows the table and the legal moves and reads answers until one is
// a legal move. At the end of the input or on "quit" it returns the reason
// to stop instead.
func ask[S tarock.Observable[S, M, O], M tarock.Move, O any](scr *screen, lines *bufio.Scanner, st S, legal []M, v view[S, M], human tarock.Seat, names []string, parse func(string) (M, error),
	hint func(S, []M) []search.Estimate[M]) (M, string) {
	var zero M
	legal = sortMoves(legal)
	// list writes the legal moves numbered: one to a line, or in columns
	// when there are many (the discards of a Tapp declarer).
	list := func() {
		if len(legal) <= 20 {
			for i, m := range legal {
				scr.printf("  %2d. %s\n", i+1, describe(scr, m))
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
		v.show(scr, st, human, names)
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
		case "hint", "h":
			showHint(scr, hint(st, legal), legal)
			continue
		case "quit", "q", "exit":
			return zero, "You quit"
		}
		if n, err := strconv.Atoi(text); err == nil {
			if n < 1 || n > len(legal) {
				scr.printf("There is no move %d: answer 1 to %d, a card or a move such as %q.\n", n, len(legal), legal[0].String())
				continue
			}
			return legal[n-1], ""
		}
		m, err := parse(text)
		if err != nil {
			// A bare card means "play it".
			c, cerr := deck.ParseCard(text)
			if cerr != nil {
				scr.printf("%s is not a move or a card: answer 1 to %d, a card such as \"KH\" or \"XX\", or a move such as %q.\n", cli.Quote(text), len(legal), legal[0].String())
				continue
			}
			if m, err = parse("play " + c.String()); err != nil {
				scr.printf("%s is not a move or a card: answer 1 to %d, a card such as \"KH\" or \"XX\", or a move such as %q.\n", cli.Quote(text), len(legal), legal[0].String())
				continue
			}
		}
		if _, err := st.Apply(m); err != nil {
			scr.printf("Not allowed: %s.\n", refusal(scr, err, m, v.trick(st), legal))
			continue
		}
		return m, ""
	}
}

// showHint writes the search player's estimates of the legal moves, the
// best first, with the number of each move in the list: at most ten, and
// how many more there are.
func showHint[M tarock.Move](scr *screen, est []search.Estimate[M], legal []M) {
	if len(est) == 0 {
		scr.printf("No hint: the search player cannot judge this position.\n")
		return
	}
	scr.printf("The search player's estimates, in game points for you:\n")
	shown := 0
	for _, e := range est {
		if !e.Searched() {
			continue
		}
		if shown == 10 {
			break
		}
		shown++
		scr.printf("  %2d. %-30s %+7.2f\n", slices.Index(legal, e.Move)+1, describe(scr, e.Move), e.Value)
	}
	if rest := len(est) - shown; rest > 0 {
		scr.printf("  (%s not shown: not searched or worth less)\n", plural(rest, "move"))
	}
}
