// Replay checks the game records of Tapp Tarock, Strohmandeln and
// Königrufen in one or more files by playing every game through the rules, prints each deal
// trick by trick (who led, each card with the seat that played it, who won
// the trick and everyone's card points so far, then the itemised
// settlement), and ends with a summary of the games checked.
//
// Usage:
//
//	go run ./examples/replay [-q] [-analyze SEAT [-level NAME] [-samples N] [-json]] [FILE ...]
//
// A file may hold one record or an archive of any number of them one
// after another (doc/notation.md "Archives"; files joined with cat, each
// with a byte-order mark, read as one archive); with no FILE (or "-") the
// games are read from standard input. Each game is named by its Game tag
// ("Tapp Tarock", "Strohmandeln" or "Königrufen"); the notation is in doc/notation.md,
// and doc/games holds example records. With several files each is
// replayed under a line "== FILE", and the games of a file after the
// first under a line "-- game N (line L)".
//
// Every invalid game is reported on standard error, and the reading goes
// on with the next game, as
//
//	FILE:LINE:COLUMN: reason
//
// (a syntax error, a move the rules do not allow with the rule it breaks,
// a deal that is not over, or a result comment that differs from the
// replay). The summary on standard output gives for each file and in
// total the games, how many are valid and invalid, and where each invalid
// one is wrong:
//
//	== summary
//	archive.txt: 3 games, 2 valid, 1 invalid
//	  game 2: archive.txt:57:5
//	doc/games/tapp-1.txt: 1 game, 1 valid
//	total: 2 files, 4 games, 3 valid, 1 invalid
//
// With -q the deals are not printed, and neither is the summary when every
// game is valid.
//
// With -analyze SEAT (a seat number, 0 for forehand) every valid game is
// followed by its analysis for that seat (games.Analyze): for each of the
// seat's decisions with more than one legal move, the value of the move
// made against the best move as the search player of -level (default
// club, with -samples deals per decision) estimates them from the seat's
// observation, in game points, the biggest losses first, and the total;
// a game without that seat (seat 3 of a game of three) has a note instead.
// With -json as well, standard output carries instead one JSON object per
// valid game, {"file", "game", "seat", "level", "loss", "reviews"}, the
// reviews as games.Review writes them; the deals and the summary are not
// printed (the summary is when a game is invalid). The search is seeded
// with the record's Seed tag, so the analysis of a record is the same
// every time.
//
// The exit status is 0 when every game is valid, 1 when one is not, and 2
// for a usage error or a file that cannot be read.
package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/examples/internal/cli"
	"github.com/tarockfamily/sdk/games"
	"github.com/tarockfamily/sdk/koenigrufen"
	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/record"
	"github.com/tarockfamily/sdk/tarock/search"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// The exit statuses.
const (
	exitOK      = 0
	exitInvalid = 1
	exitUsage   = cli.ExitUsage
)

// run replays the records of the files named by args (or read from
// stdin) and returns the exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("replay", flag.ContinueOnError)
	fs.SetOutput(stderr)
	quiet := fs.Bool("q", false, "only check the games; print the summary only when one is invalid")
	var an analysis
	fs.IntVar(&an.seat, "analyze", -1, "analyse the decisions of seat `SEAT` (0 forehand) in every valid game")
	cli.LevelVar(fs, &an.opt.Level)
	cli.SamplesVar(fs, &an.opt.Samples)
	cli.JSONVar(fs, &an.json, "with -analyze, one object per game, its analysis, instead of the printout")
	fs.Usage = func() {
		fmt.Fprint(fs.Output(), "Usage: replay [-q] [-analyze SEAT [-level NAME] [-samples N] [-json]] [FILE ...]\n\nReplays every game record of Tapp Tarock, Strohmandeln or Königrufen (doc/notation.md) in each\nFILE, one record or an archive of many, through the rules and prints each game\ntrick by trick with the settlement, then a summary. Reads standard input when\nFILE is absent or \"-\". Prints FILE:LINE:COLUMN: reason for each invalid game\nand exits with status 1.\n\nFlags:\n")
		fs.PrintDefaults()
	}
	if err := cli.ParseArgs(fs, args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitOK
		}
		return exitUsage
	}
	if an.seat < -1 || an.seat > 3 {
		cli.Misusef(fs, "-analyze: bad value %d: want a seat from 0 to 3", an.seat)
		return exitUsage
	}
	if _, err := games.SearchConfig(games.Search, an.opt); err != nil {
		cli.Bad(fs, "level", err)
		return exitUsage
	}
	if an.json && an.seat < 0 {
		cli.Misusef(fs, "-json: only with -analyze")
		return exitUsage
	}
	files := fs.Args()
	if len(files) == 0 {
		files = []string{"-"}
	}
	out := stdout
	if *quiet || an.json {
		out = io.Discard
	}
	an.stdout = stdout
	status := exitOK
	var sums []summary
	for i, name := range files {
		if len(files) > 1 {
			if i > 0 {
				fmt.Fprintln(out)
			}
			fmt.Fprintf(out, "== %s\n", name)
		}
		sum, st := checkFile(name, stdin, out, stderr, an)
		status = max(status, st)
		sums = append(sums, sum)
	}
	if !*quiet && !an.json || status != exitOK {
		printSummary(stdout, sums)
	}
	return status
}

// summary is what was found in one file.
type summary struct {
	name         string
	games, valid int
	faults       []fault // the invalid games
	unread       bool    // the file could not be read (to its end)
}

// fault is where an invalid game is wrong.
type fault struct {
	game int
	at   string // "FILE:LINE:COLUMN"
}

// printSummary writes the summary of every file and the total.
func printSummary(w io.Writer, sums []summary) {
	fmt.Fprintf(w, "\n== summary\n")
	var total summary
	for _, s := range sums {
		line := fmt.Sprintf("%s: %s, %d valid", s.name, plural(s.games, "game"), s.valid)
		if len(s.faults) > 0 {
			line += fmt.Sprintf(", %d invalid", len(s.faults))
		}
		if s.unread {
			line += ", not read to its end"
		}
		fmt.Fprintln(w, line)
		for _, f := range s.faults {
			fmt.Fprintf(w, "  game %d: %s\n", f.game, f.at)
		}
		total.games += s.games
		total.valid += s.valid
		total.faults = append(total.faults, s.faults...)
	}
	if len(sums) > 1 {
		fmt.Fprintf(w, "total: %s, %s, %d valid, %d invalid\n", plural(len(sums), "file"), plural(total.games, "game"), total.valid, len(total.faults))
	}
}

// plural returns "1 game", "2 games".
func plural(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return fmt.Sprintf("%d %ss", n, what)
}

// checkFile replays every game in the file called name ("-" for stdin)
// and returns what it found and the exit status.
func checkFile(name string, stdin io.Reader, out, stderr io.Writer, an analysis) (summary, int) {
	in := stdin
	if name == "-" {
		name = "<stdin>"
	} else {
		f, err := os.Open(name)
		if err != nil {
			fmt.Fprintln(stderr, "replay:", err)
			return summary{name: name, unread: true}, exitUsage
		}
		defer f.Close()
		in = f
	}
	sum := summary{name: name}
	status := exitOK
	for rec, err := range record.Games(in) {
		if err != nil && !errors.Is(err, record.ErrSyntax) {
			fmt.Fprintf(stderr, "replay: %s: %v\n", name, err)
			sum.unread = true
			return sum, exitUsage
		}
		sum.games++
		if sum.games > 1 {
			fmt.Fprintf(out, "\n-- game %d (line %d)\n", sum.games, start(rec).Line)
		}
		if err == nil {
			err = replay(rec, out, an, name, sum.games)
		}
		if err != nil {
			fmt.Fprintln(stderr, where(name, err))
			sum.faults = append(sum.faults, fault{sum.games, position(name, err)})
			status = exitInvalid
			continue
		}
		sum.valid++
	}
	return sum, status
}

// where formats err as "file:line:column: reason", leaving out the parts
// of the position the error does not know.
func where(name string, err error) string {
	var re *record.Error
	if !errors.As(err, &re) {
		return fmt.Sprintf("%s: %v", name, err)
	}
	return fmt.Sprintf("%s: %v", position(name, err), re.Err)
}

// position returns "file:line:column" of err, leaving out the parts the
// error does not know.
func position(name string, err error) string {
	var re *record.Error
	switch {
	case !errors.As(err, &re) || re.Line == 0:
		return name
	case re.Column == 0:
		return fmt.Sprintf("%s:%d", name, re.Line)
	}
	return fmt.Sprintf("%s:%d:%d", name, re.Line, re.Column)
}

// start returns where the game rec begins: its first tag, deal line, move
// or result comment.
func start(rec record.Record) record.Pos {
	switch {
	case len(rec.TagPos) > 0:
		return rec.TagPos[0]
	case len(rec.DealPos) > 0 && len(rec.DealPos[0]) > 0:
		return rec.DealPos[0][0]
	case len(rec.Moves) > 0:
		return record.Pos{Line: rec.Moves[0].Line, Column: rec.Moves[0].Column}
	}
	return rec.ResultPos
}

// replay checks the game rec, the game-th of the file called file, and
// prints the deal to w, with its analysis when an asks for one.
func replay(rec record.Record, w io.Writer, an analysis, file string, game int) error {
	g, err := games.Replay(rec)
	if err != nil {
		return err
	}
	seats := g.Final().Game().Seats()
	header(w, rec, seats)
	tricks(w, g, seats, names(rec, seats), notes)
	// The settlement calls each player by his name, or by his seat's name
	// as the tricks above do when the record names nobody there.
	who := names(rec, seats)
	for i, n := range who {
		if n == "" {
			who[i] = seats[i]
		}
	}
	fmt.Fprintf(w, "\n%s\n", g.Final().Settlement(who))
	if an.seat >= 0 {
		return analyze(w, g.Final(), an, file, game, seedTag(rec))
	}
	return nil
}

// notes says what a move showed beside itself, in the game whose states
// before and after it are given: the strawmen's turned cards in
// Strohmandeln, the talon and the partner in Königrufen; and the dummy
// card the winner of a trick took in the Tapp Tarock for two, with its
// label.
func notes(before, after games.Deal) (lines []string, dummy string) {
	switch b := before.Value().(type) {
	case tapp.State:
		return nil, dummyCard(b, after.Value().(tapp.State))
	case strohmandel.State:
		return strawmen(b, after.Value().(strohmandel.State)), ""
	case koenigrufen.State:
		return calledKing(b, after.Value().(koenigrufen.State)), ""
	}
	return nil, ""
}

// names returns the players' names by seat, from the Seat0, Seat1 … tags.
func names(rec record.Record, seats []string) []string {
	out := make([]string, len(seats))
	for i := range out {
		out[i], _ = rec.Get(record.SeatTag(tarock.Seat(i)))
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
	n := names(rec, seats)
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

// calledKing says what a move of Königrufen showed beside itself
// (doc/koenigrufen.md §6.2, §7.2): the talon halves when they are turned
// up, and the partner when the called king is played.
func calledKing(before, after koenigrufen.State) []string {
	var lines []string
	if before.Phase() != koenigrufen.PhaseTalon && after.Phase() == koenigrufen.PhaseTalon {
		t := after.Talon()
		lines = append(lines, fmt.Sprintf("the talon: A %s, B %s", deck.SetOf(t[:3]...).Unicode(), deck.SetOf(t[3:]...).Unicode()))
	}
	k := before.Called()
	if k == deck.NoCard {
		return lines
	}
	// The note is printed with the trick, after its last card.
	last := after.LastTrick()
	if after.TricksPlayed() == before.TricksPlayed() || !last.Cards().Has(k) {
		return lines
	}
	for i := range last.Len() {
		if c, _ := last.Card(i); c == k {
			if s := last.SeatOf(i); s == after.Declarer() {
				lines = append(lines, fmt.Sprintf("the called king %s was the declarer's own: he plays alone", k.Unicode()))
			} else {
				lines = append(lines, fmt.Sprintf("the called king %s: %s is the declarer's partner", k.Unicode(), games.KoenigrufenSeats[s]))
			}
		}
	}
	return lines
}

// dummyCard returns how the printout names the dummy card the winner of
// the trick just completed took in the Tapp Tarock for two (doc/tapp.md
// §11.2): "dummy X", and "face down" when the players did not see it
// (DummyHidden); "" when none was taken.
func dummyCard(before, after tapp.State) string {
	c := after.DummyTaken().Minus(before.DummyTaken())
	if c.IsEmpty() {
		return ""
	}
	label := "dummy " + c.Unicode()
	if after.Rules().DummyCard == tapp.DummyHidden {
		label += " face down"
	}
	return label
}

// tricks prints every move of g before the play and every trick with its
// winner and the card points each seat has won so far; note adds what
// happened beside a move and the label of a card the winner of a trick
// took beside it (the dummy card of Tapp Tarock for two).
func tricks(w io.Writer, g games.Replayed, seats, names []string, note func(before, after games.Deal) ([]string, string)) {
	who := func(s tarock.Seat) string {
		if names[s] != "" {
			return fmt.Sprintf("%s (%s)", seats[s], names[s])
		}
		return seats[s]
	}
	n := len(seats)
	var trick []play
	number := 0
	for i, m := range g.Moves {
		before, after := g.Deals[i], g.Deals[i+1]
		seat := tarock.Seat(before.ToMove())
		notes, extraLabel := note(before, after)
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
		if extraLabel != "" {
			cards = append(cards, extraLabel)
		}
		points := make([]string, n)
		for s := range n {
			points[s] = fmt.Sprintf("%s %v", seats[s], after.CardPoints(s))
		}
		fmt.Fprintf(w, "trick %2d, %s leads: %s; won by %s\n", number, who(trick[0].seat), strings.Join(cards, ", "), seats[t.Winner()])
		fmt.Fprintf(w, "          card points in tricks: %s\n", strings.Join(points, ", "))
		for _, l := range notes {
			fmt.Fprintf(w, "          %s\n", l)
		}
		trick = trick[:0]
	}
}

// analysis is what -analyze, -level, -samples and -json ask for.
type analysis struct {
	seat   int // the seat analysed; -1 for none
	opt    games.PlayerOptions
	json   bool
	stdout io.Writer // where the JSON objects go
}

// analysisJSON is the JSON object of the analysis of one game.
type analysisJSON struct {
	File    string         `json:"file"`
	Game    int            `json:"game"`
	Seat    int            `json:"seat"`
	Level   string         `json:"level"`
	Loss    float64        `json:"loss"`
	Reviews []games.Review `json:"reviews"`
}

// seedTag returns the value of the record's Seed tag, 0 without one.
func seedTag(rec record.Record) uint64 {
	v, _ := rec.Get("Seed")
	n, _ := strconv.ParseUint(strings.TrimSpace(v), 10, 64)
	return n
}

// analyze prints the analysis of the deal d for the seat of an to w, or
// writes it as a JSON object to an.stdout; seed seeds the search. A deal
// without the seat gets a line saying so, and no JSON object.
func analyze(w io.Writer, d games.Deal, an analysis, file string, game int, seed uint64) error {
	if an.seat >= d.Seats() { // a valid game without the seat: a note, not a fault
		if !an.json {
			fmt.Fprintf(w, "\nNo analysis of seat %d: %s has seats 0 to %d\n", an.seat, d.Game().Title(), d.Seats()-1)
		}
		return nil
	}
	reviews, err := games.Analyze(d, an.seat, games.Search, an.opt, seed)
	if err != nil {
		return err
	}
	level, _ := search.ParseLevel(an.opt.Level)
	total := 0.0
	for _, r := range reviews {
		total += r.Loss
	}
	if an.json {
		b, err := json.Marshal(analysisJSON{File: file, Game: game, Seat: an.seat, Level: level.Name, Loss: total, Reviews: reviews})
		if err != nil {
			return err
		}
		_, err = fmt.Fprintf(an.stdout, "%s\n", b)
		return err
	}
	seat := d.Game().Seats()[an.seat]
	fmt.Fprintf(w, "\nAnalysis of %s (seat %d) by the search player, level %s: %s, estimated %.2f game points lost in all\n",
		seat, an.seat, level.Name, plural(len(reviews), "decision"), total)
	for _, r := range reviews {
		if r.Loss == 0 {
			continue
		}
		fmt.Fprintf(w, "  move %3d: %-28s %+7.2f   best %-28s %+7.2f   lost %5.2f\n", r.Index+1, r.Made, r.MadeValue, r.Best, r.BestValue, r.Loss)
	}
	if len(reviews) > 0 && reviews[0].Loss == 0 {
		fmt.Fprintf(w, "  every move made was the best found\n")
	}
	return nil
}
