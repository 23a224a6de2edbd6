// Replay checks a game record of Tapp Tarock or Strohmandeln by playing it
// through the rules, and prints the deal trick by trick: who led, each card
// with the seat that played it, who won the trick and everyone's card points
// so far, then the itemised settlement.
//
// Usage:
//
//	go run ./examples/replay [-q] [FILE ...]
//
// With no FILE (or "-") the record is read from standard input; with
// several, each is replayed in turn under a line "== FILE". The game is
// named by the record's Game tag ("Tapp Tarock" or "Strohmandeln"); the
// notation is in doc/notation.md, and doc/games holds example records.
// With -q only the check is made and nothing is printed for a valid record.
//
// The exit status is 0 for a valid record, 1 for an invalid one, reported as
//
//	FILE:LINE:COLUMN: reason
//
// (a syntax error, a move the rules do not allow with the rule it breaks,
// a deal that is not over, or a result comment that differs from the
// replay), and 2 for a usage error or a file that cannot be read; with
// several files, the highest status of any.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/games"
	"github.com/tarockfamily/sdk/scoring"
	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/record"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// The exit statuses.
const (
	exitOK      = 0
	exitInvalid = 1
	exitUsage   = 2
)

// run replays the record named by args (or read from stdin) and returns the
// exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("replay", flag.ContinueOnError)
	fs.SetOutput(stderr)
	quiet := fs.Bool("q", false, "only check the record; print nothing when it is valid")
	fs.Usage = func() {
		fmt.Fprint(fs.Output(), "Usage: replay [-q] [FILE ...]\n\nReplays each game record of Tapp Tarock or Strohmandeln (doc/notation.md) through\nthe rules and prints it trick by trick with the settlement. Reads standard\ninput when FILE is absent or \"-\". Exit status 1 and FILE:LINE:COLUMN: reason\nfor an invalid record.\n\nFlags:\n")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitOK
		}
		return exitUsage
	}
	files := fs.Args()
	if len(files) == 0 {
		files = []string{"-"}
	}
	out := stdout
	if *quiet {
		out = io.Discard
	}
	status := exitOK
	for i, name := range files {
		if len(files) > 1 {
			if i > 0 {
				fmt.Fprintln(out)
			}
			fmt.Fprintf(out, "== %s\n", name)
		}
		status = max(status, replayOne(name, stdin, out, stderr))
	}
	return status
}

// replayOne replays the record in the file called name ("-" for stdin)
// and returns the exit status.
func replayOne(name string, stdin io.Reader, out, stderr io.Writer) int {
	in := stdin
	if name == "-" {
		name = "<stdin>"
	} else {
		f, err := os.Open(name)
		if err != nil {
			fmt.Fprintln(stderr, "replay:", err)
			return exitUsage
		}
		defer f.Close()
		in = f
	}
	text, err := io.ReadAll(in)
	if err != nil {
		fmt.Fprintf(stderr, "replay: %s: %v\n", name, err)
		return exitUsage
	}
	if err := replay(string(text), out); err != nil {
		fmt.Fprintln(stderr, where(name, err))
		return exitInvalid
	}
	return exitOK
}

// where formats err as "file:line:column: reason", leaving out the parts
// of the position the error does not know.
func where(name string, err error) string {
	var re *record.Error
	if !errors.As(err, &re) {
		return fmt.Sprintf("%s: %v", name, err)
	}
	switch {
	case re.Line > 0 && re.Column > 0:
		return fmt.Sprintf("%s:%d:%d: %v", name, re.Line, re.Column, re.Err)
	case re.Line > 0:
		return fmt.Sprintf("%s:%d: %v", name, re.Line, re.Err)
	}
	return fmt.Sprintf("%s: %v", name, re.Err)
}

// replay checks text and prints the deal to w.
func replay(text string, w io.Writer) error {
	rec, err := record.Parse(text)
	if err != nil {
		return err
	}
	game, ok := rec.Get("Game")
	if !ok {
		return fmt.Errorf("no Game tag: want [Game %q] or [Game %q]", tapp.GameName, strohmandel.GameName)
	}
	switch game {
	case tapp.GameName:
		g, err := tapp.Replay(rec)
		if err != nil {
			return err
		}
		header(w, rec, games.TappSeats)
		tricks(w, g.States[0], g.Moves, games.TappSeats, names(rec), nil)
		res, _ := g.Final().Result()
		fmt.Fprintf(w, "\n%s", res)
		return nil
	case strohmandel.GameName:
		g, err := strohmandel.Replay(rec)
		if err != nil {
			return err
		}
		header(w, rec, games.StrohmandelSeats)
		tricks(w, g.States[0], g.Moves, games.StrohmandelSeats, names(rec), strawmen)
		res, _ := g.Final().Result()
		fmt.Fprintf(w, "\n%s", res)
		return nil
	}
	return fmt.Errorf("game %q: want %q or %q", game, tapp.GameName, strohmandel.GameName)
}

// names returns the players' names of the Seat0, Seat1 … tags.
func names(rec record.Record) []string {
	var out []string
	for i := range tarock.MaxPlayers {
		n, _ := rec.Get(fmt.Sprintf("Seat%d", i))
		out = append(out, n)
	}
	return out
}

// header prints the game, the rules and the table.
func header(w io.Writer, rec record.Record, seats []string) {
	game, _ := rec.Get("Game")
	rules, ok := rec.Get("Rules")
	if !ok {
		rules = "default rules"
	}
	var opts []string
	for _, t := range rec.Tags {
		if t.Name == "Option" {
			opts = append(opts, t.Value)
		}
	}
	if len(opts) > 0 {
		rules += " with " + strings.Join(opts, ", ")
	}
	fmt.Fprintf(w, "%s, %s\n", game, rules)
	for _, tag := range []string{"Event", "Date"} {
		if v, ok := rec.Get(tag); ok {
			fmt.Fprintf(w, "%s: %s\n", tag, v)
		}
	}
	n := names(rec)
	var table []string
	for i, s := range seats {
		if n[i] != "" {
			table = append(table, s+" "+n[i])
		}
	}
	if len(table) > 0 {
		fmt.Fprintln(w, strings.Join(table, ", "))
	}
	fmt.Fprintln(w)
}

// play is one card played to a trick.
type play struct {
	seat  tarock.Seat
	card  deck.Card
	extra string // calls made with the card ("ross", …)
}

// strawmen says which cards the strawmen turned face up between two states
// of Strohmandeln (doc/strohmandel.md §5.2, §5.3): the new face-up tops,
// and the tarocks and kings that went from a pile into the hand.
func strawmen(before, after strohmandel.State) []string {
	var lines []string
	for s := range strohmandel.Players {
		seat := tarock.Seat(s)
		tops := after.FaceUpTops(seat).Minus(before.FaceUpTops(seat))
		turned := after.Observation(seat).Revealed[s].Minus(before.Observation(seat).Revealed[s])
		var parts []string
		if !turned.IsEmpty() {
			parts = append(parts, "into the hand "+turned.Unicode())
		}
		if !tops.IsEmpty() {
			parts = append(parts, "face up "+tops.Unicode())
		}
		if len(parts) > 0 {
			lines = append(lines, fmt.Sprintf("%s's strawmen turn: %s", games.StrohmandelSeats[s], strings.Join(parts, "; ")))
		}
	}
	return lines
}

// tricks replays moves from start and prints every move before the play
// and every trick with its winner and the card points won so far; note,
// when not nil, adds what happened beside a move.
func tricks[S tarock.Game[S, M], M tarock.Move](w io.Writer, start S, moves []M, seats, names []string, note func(before, after S) []string) {
	who := func(s tarock.Seat) string {
		if int(s) < len(names) && names[s] != "" {
			return fmt.Sprintf("%s (%s)", seats[s], names[s])
		}
		return seats[s]
	}
	n := start.Players()
	var won [tarock.MaxPlayers]deck.Set
	var trick []play
	st := start
	number := 0
	for _, m := range moves {
		seat := st.ToMove()
		next, err := st.Apply(m)
		if err != nil { // cannot happen: the record has been replayed
			fmt.Fprintf(w, "%s: %s: %v\n", seats[seat], m, err)
			return
		}
		var notes []string
		if note != nil {
			notes = note(st, next)
		}
		st = next
		c, ok := m.PlayedCard()
		if !ok {
			fmt.Fprintf(w, "%s: %s\n", who(seat), m)
			for _, l := range notes {
				fmt.Fprintf(w, "  %s\n", l)
			}
			continue
		}
		f := strings.Fields(m.String())
		extra := ""
		if len(f) > 2 {
			extra = " (" + strings.Join(f[2:], " ") + ")"
		}
		trick = append(trick, play{seat, c, extra})
		if len(trick) < n {
			continue
		}
		number++
		t := tarock.NewTrick(trick[0].seat, n)
		cards := make([]string, 0, n)
		for _, p := range trick {
			t, _ = t.Play(p.card)
			cards = append(cards, fmt.Sprintf("%s %s%s", seats[p.seat], p.card.Unicode(), p.extra))
		}
		winner := t.Winner()
		won[winner] = won[winner].Union(t.Cards())
		points := make([]string, n)
		for s := range n {
			points[s] = fmt.Sprintf("%s %v", seats[s], scoring.Count(won[s]))
		}
		fmt.Fprintf(w, "trick %2d, %s leads: %s; won by %s\n", number, who(trick[0].seat), strings.Join(cards, ", "), seats[winner])
		fmt.Fprintf(w, "          card points in tricks: %s\n", strings.Join(points, ", "))
		for _, l := range notes {
			fmt.Fprintf(w, "          %s\n", l)
		}
		trick = trick[:0]
	}
}
