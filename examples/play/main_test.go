package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/examples/internal/cli"
	"github.com/tarockfamily/sdk/examples/internal/cli/clitest"
	"github.com/tarockfamily/sdk/games"
	"github.com/tarockfamily/sdk/koenigrufen"
	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/record"
)

// script runs the program with the given answers, one per line, and
// returns what it printed.
func script(t *testing.T, answers []string, args ...string) string {
	t.Helper()
	var out, errw bytes.Buffer
	in := strings.NewReader(strings.Join(answers, "\n") + "\n")
	if err := run(in, &out, &errw, args); err != nil {
		t.Fatalf("run %v: %v\n%s%s", args, err, errw.String(), out.String())
	}
	return out.String()
}

// ones is n answers "1".
func ones(n int) []string {
	a := make([]string, n)
	for i := range a {
		a[i] = "1"
	}
	return a
}

// finalOf replays a saved record and returns the settlement, its game
// points, and the decisions of the human at seat: his moves where he had a
// choice (a single legal move is made for him without asking).
func finalOf(t *testing.T, file, game string, seat tarock.Seat) (string, [tarock.MaxPlayers]int, []string) {
	t.Helper()
	text, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := record.Parse(string(text))
	if err != nil {
		t.Fatal(err)
	}
	var mine []string
	if game == "koenigrufen" {
		g, err := koenigrufen.Replay(rec)
		if err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		for i, m := range g.Moves {
			if g.States[i].ToMove() == seat && len(g.States[i].AppendLegalMoves(nil)) > 1 {
				mine = append(mine, m.String())
			}
		}
		final := g.Final()
		rec, _ := final.Record()
		return rec.Result, final.Outcome().Deltas, mine
	}
	if game == "tapp" {
		g, err := tapp.Replay(rec)
		if err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		for i, m := range g.Moves {
			if g.States[i].ToMove() == seat && len(g.States[i].AppendLegalMoves(nil)) > 1 {
				mine = append(mine, m.String())
			}
		}
		final := g.States[len(g.States)-1]
		res, _ := final.Result()
		return res.String(), final.Outcome().Deltas, mine
	}
	g, err := strohmandel.Replay(rec)
	if err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	final := g.Final()
	st, err := strohmandel.NewGame(final.Rules(), final.Deal())
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range final.AppendHistory(nil) {
		if st.ToMove() == seat && len(st.AppendLegalMoves(nil)) > 1 {
			mine = append(mine, m.String())
		}
		st, _ = st.Apply(m)
	}
	res, _ := final.Result()
	return res.String(), final.Outcome().Deltas, mine
}

// defaultNames returns the names the screen gives the seats of a table of
// n with the human at seat: "you", then "right", "across" and "left" (four
// players), "right" and "left" (three) or "opponent" (two).
func defaultNames(n, seat int) []string {
	names := make([]string, n)
	others := []string{"right", "left"}
	switch n {
	case 2:
		others = []string{"opponent"}
	case 4:
		others = []string{"right", "across", "left"}
	}
	names[seat] = "you"
	for i, o := range others {
		names[(seat+1+i)%n] = o
	}
	return names
}

// TestWholeGame plays whole deals of every game by always answering "1",
// from every seat, and checks that the settlement is printed, that it is
// the settlement of the saved record, and that it sums to zero
// (doc/tapp.md §10, doc/strohmandel.md §8, doc/koenigrufen.md §11.2). The
// Tapp Tarock for two with a dummy stack (doc/tapp.md §11.2) has two seats
// and the dummy card taken with each trick; answering "3" first bids a
// Dreier, so that its deals are played.
func TestWholeGame(t *testing.T) {
	for _, tc := range []struct {
		game   string
		rules  string
		seats  int
		tricks int
		first  string // the first answer
		taken  string // said of every trick
	}{
		{"tapp", "", 3, 16, "1", ""},
		{"tapp", "Strohmandel1829", 2, 16, "3", ", who takes the dummy card "},
		{"strohmandel", "", 2, 27, "1", ""},
		{"koenigrufen", "", 4, 12, "1", ""},
	} {
		played := 0
		for seat := range tc.seats {
			for _, seed := range []int{1, 2} {
				t.Run(fmt.Sprintf("%s%s/seat%d/seed%d", tc.game, tc.rules, seat, seed), func(t *testing.T) {
					file := filepath.Join(t.TempDir(), "game.txt")
					args := []string{"-game", tc.game, "-seat", fmt.Sprint(seat), "-seed", fmt.Sprint(seed), "-save", file}
					if tc.rules != "" {
						args = append(args, "-preset", tc.rules)
					}
					out := script(t, append([]string{tc.first}, ones(200)...), args...)
					if !strings.Contains(out, "The deal is over.") {
						t.Fatalf("the deal did not end:\n%s", out)
					}
					_, deltas, _ := finalOf(t, file, tc.game, tarock.Seat(seat))
					// The settlement names the players, as the rest of the
					// screen does, and its balance is the record's.
					names := defaultNames(tc.seats, seat)
					var balance []string
					for s, n := range names {
						balance = append(balance, n+" "+signed(deltas[s]))
					}
					want := strings.Join(balance, ", ")
					settlement := out[strings.Index(out, "The deal is over."):]
					if !hasBalance(settlement, want) {
						t.Errorf("the settlement lacks the balance %q:\n%s", want, settlement)
					}
					if strings.Contains(settlement, "seat ") {
						t.Errorf("the settlement names a seat by number:\n%s", settlement)
					}
					sum := 0
					for _, d := range deltas {
						sum += d
					}
					if sum != 0 {
						t.Errorf("game points %v sum to %d, want 0", deltas, sum)
					}
					if !strings.Contains(out, fmt.Sprintf("Your game points: %+d", deltas[seat])) {
						t.Errorf("the human's game points %+d are not printed:\n%s", deltas[seat], out)
					}
					if strings.Contains(out, fmt.Sprintf("Trick %d: ", tc.tricks)) {
						played++
						if got := strings.Count(out, tc.taken); got < tc.tricks {
							t.Errorf("%q is said of %d tricks, want %d:\n%s", tc.taken, got, tc.tricks, out)
						}
					}
					if strings.Contains(out, fmt.Sprintf("Trick %d: ", tc.tricks+1)) {
						t.Errorf("more than %d tricks:\n%s", tc.tricks, out)
					}
				})
			}
		}
		if played == 0 {
			t.Errorf("%s: no deal was played to the last trick", tc.game)
		}
	}
}

// TestNotation plays a deal answering "1" and then the same deal answering
// with the notation of the same moves: the computer players are seeded, so
// the two deals must be identical.
func TestNotation(t *testing.T) {
	for _, game := range []string{"tapp", "strohmandel", "koenigrufen"} {
		t.Run(game, func(t *testing.T) {
			dir := t.TempDir()
			first, second := filepath.Join(dir, "1.txt"), filepath.Join(dir, "2.txt")
			script(t, ones(200), "-game", game, "-seed", "3", "-save", first)
			_, _, mine := finalOf(t, first, game, 0)
			for i, m := range mine {
				mine[i] = strings.ToLower(m) // notation is case-insensitive
			}
			out := script(t, mine, "-game", game, "-seed", "3", "-save", second)
			a, _ := os.ReadFile(first)
			b, _ := os.ReadFile(second)
			if !bytes.Equal(a, b) {
				t.Errorf("answering in notation gave another deal:\n%s\n---\n%s\n---\n%s", a, b, out)
			}
		})
	}
}

// TestRefused checks that input that is not a legal move is refused with
// the reason, and the next answer is read: a number out of range, text
// that is not a move, and a move of the wrong phase (doc/tapp.md
// §5: the deal opens with the auction).
func TestRefused(t *testing.T) {
	long := strings.Repeat("x", 5000)
	out := script(t, []string{"99", "garbage", long, "play KH", "", "?", "pass"}, "-seed", "4", "-players", "random")
	if n := strings.Count(out, long); n > 1 { // once in the echo of the input
		t.Errorf("a long answer is quoted whole: %d times in the output", n)
	}
	for _, want := range []string{
		"There is no move 99",
		`"garbage" is not a move or a card`,
		`"` + long[:40] + `…" is not a move or a card`,
		"Not allowed: the card play has not begun: now you pass, hold or bid.\n",
		"Your move> pass\n",
		"End of input",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	// After "pass" the auction went on without the human.
	after := out[strings.Index(out, "Your move> pass\n"):]
	if !strings.Contains(after, "Right: ") {
		t.Errorf("the pass was not accepted:\n%s", after)
	}
}

// TestCardNotHeld checks that playing a card the human does not hold is
// refused with that reason (doc/tapp.md §8).
func TestCardNotHeld(t *testing.T) {
	file := filepath.Join(t.TempDir(), "game.txt")
	script(t, ones(200), "-game", "strohmandel", "-seed", "6", "-save", file)
	text, _ := os.ReadFile(file)
	rec, err := record.Parse(string(text))
	if err != nil {
		t.Fatal(err)
	}
	g, err := strohmandel.Replay(rec)
	if err != nil {
		t.Fatal(err)
	}
	final := g.Final()
	_, _, mine := finalOf(t, file, "strohmandel", 0)
	// The opponent's first card: forehand never holds it.
	var theirs string
	for _, m := range final.AppendHistory(nil) {
		if c, ok := m.PlayedCard(); ok && final.Won(0).Has(c) && !strings.Contains(strings.Join(mine, " "), c.String()) {
			theirs = "play " + c.String()
			break
		}
	}
	if theirs == "" {
		t.Skip("no card of the opponent found in forehand's tricks")
	}
	var answers []string
	for _, m := range mine {
		if strings.HasPrefix(m, "play") {
			answers = append(answers, theirs)
		}
		answers = append(answers, m)
	}
	out := script(t, answers, "-game", "strohmandel", "-seed", "6")
	card, _ := strings.CutPrefix(theirs, "play ")
	c, _ := deck.ParseCard(card)
	if !strings.Contains(out, "Not allowed: you do not have "+c.Unicode()+" to play.\n") {
		t.Errorf("playing %s was not refused as a card not held:\n%s", theirs, out)
	}
	if !strings.Contains(out, "The deal is over.") {
		t.Errorf("the deal did not go on after the refusal:\n%s", out)
	}
}

// TestEOF checks that the end of the input stops the deal cleanly, and
// that the file of -save, created for the check before the deal, is not
// left behind.
func TestEOF(t *testing.T) {
	for _, game := range []string{"tapp", "strohmandel", "koenigrufen"} {
		var out, errw bytes.Buffer
		file := filepath.Join(t.TempDir(), "x.txt")
		if err := run(strings.NewReader(""), &out, &errw, []string{"-game", game, "-seed", "1", "-save", file}); err != nil {
			t.Fatalf("%s: %v", game, err)
		}
		if !strings.Contains(out.String(), "End of input: the deal stops unfinished") {
			t.Errorf("%s: no message at the end of input:\n%s", game, out.String())
		}
		if _, err := os.Stat(file); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("%s: the unfinished deal left %s behind (%v)", game, file, err)
		}
	}
	out := script(t, []string{"quit", "1"}, "-seed", "1")
	if !strings.Contains(out, "You quit: the deal stops unfinished after") {
		t.Errorf("quit: %s", out)
	}
}

// TestFlags checks -h and that every misuse of the command line is
// refused before the deal with the reason, then the usage (main exits 2
// on a misuse).
func TestFlags(t *testing.T) {
	var out, errw bytes.Buffer
	if err := run(strings.NewReader(""), &out, &errw, []string{"-h"}); !errors.Is(err, flag.ErrHelp) || !strings.Contains(errw.String(), "Usage: play") {
		t.Errorf("-h: %v\n%s", err, errw.String())
	}
	clitest.CheckUsage(t, errw.String())
	type misuse struct {
		args   []string
		reason string
	}
	cases := []misuse{
		{[]string{"-seat", "3"}, "-seat: seat 3: Tapp Tarock has seats 0 to 2"},
		{[]string{"-game", "strohmandel", "-seat", "2"}, "-seat: seat 2: Strohmandeln has seats 0 to 1"},
		{[]string{"-game", "skat"}, `-game: unknown game "skat": want tapp, strohmandel or koenigrufen`},
		{[]string{"-game", "koenigrufen", "-seat", "4"}, "-seat: seat 4: Königrufen has seats 0 to 3"},
		{[]string{"-game", "koenigrufen", "-preset", "Tapp1821"}, "-preset: " + clitest.UnknownPreset(games.Koenigrufen, "Tapp1821")},
		{[]string{"-game", "koenigrufen", "-names", "a,b"}, `-names: names "a,b": want 3 comma-separated names, one for each computer player`},
		{[]string{"-players", "random,random"}, `-players: players "random,random": 2 kinds given: want 1`},
		{[]string{"-opponents", "random"}, "-opponents: no such flag"},
		{[]string{"-rules", "FixedHalf"}, "-rules: no such flag"},
		{[]string{"-preset", "nope"}, "-preset: " + clitest.UnknownPreset(games.Tapp, "nope")},
		{[]string{"-seat", "x"}, `-seat: bad value "x": want a whole number`},
		{[]string{"-seed", "x"}, `-seed: bad value "x": want a whole number from 0 to 18446744073709551615`},
		{[]string{"-nope"}, "-nope: no such flag"},
		{[]string{"extra"}, `unexpected argument "extra": play takes only flags`},
		{[]string{"-names", "a"}, `-names: names "a": want 2 comma-separated names, one for each computer player`},
		{[]string{"-game", "strohmandel", "-names", "a,b"}, `-names: names "a,b": want 1 comma-separated name, one for each computer player`},
		{[]string{"-names", "a,A"}, `-names: names "a,A": "A" is given twice`},
		{[]string{"-names", "you,b"}, `-names: names "you,b": "you" is you; give the computer players other names`},
		{[]string{"-names", "a,"}, `-names: names "a,": a name is empty`},
	}
	// The misuses of the shared flags, with the reasons of every program.
	for _, c := range clitest.Misuses("game", "preset", "players", "level", "seed", "samples", "budget") {
		cases = append(cases, misuse{c.Args, c.Reason})
	}
	for _, tc := range cases {
		out.Reset()
		errw.Reset()
		err := run(strings.NewReader("1\n"), &out, &errw, tc.args)
		if !cli.IsMisuse(err) {
			t.Errorf("run %v: %v, want a misuse", tc.args, err)
		}
		text := errw.String()
		if first, rest, _ := strings.Cut(text, "\n"); first != "play: "+tc.reason || !strings.HasPrefix(rest, "Usage: play") || strings.Count(text, "Usage: play") != 1 {
			t.Errorf("run %v: want \"play: %s\", then the usage:\n%s", tc.args, tc.reason, text)
		}
		if out.Len() > 0 {
			t.Errorf("run %v: the deal began:\n%s", tc.args, out.String())
		}
	}
	// A file that cannot be written is reported before the deal.
	out.Reset()
	err := run(strings.NewReader("1\n"), &out, &errw, []string{"-save", filepath.Join(t.TempDir(), "no", "such", "dir")})
	if err == nil || !strings.Contains(err.Error(), "-save") || out.Len() > 0 {
		t.Errorf("-save into a missing directory: %v\n%s", err, out.String())
	}
	err = run(strings.NewReader("1\n"), &out, &errw, []string{"-save", t.TempDir()})
	if err == nil || !strings.Contains(err.Error(), "is a directory") || out.Len() > 0 {
		t.Errorf("-save to a directory: %v\n%s", err, out.String())
	}
}

// TestNoColor checks that output to something other than a terminal has
// no escape sequences.
func TestNoColor(t *testing.T) {
	out := script(t, ones(200), "-seed", "2")
	if strings.Contains(out, "\x1b[") {
		t.Errorf("escape sequences in plain output")
	}
	scr := &screen{color: true}
	if got := scr.card(30); !strings.HasPrefix(got, "\x1b[31m") {
		t.Errorf("a diamond in colour is %q, want red", got)
	}
}

// TestManyMoves checks the declarer's discard in Tapp Tarock, which has
// many legal moves (doc/tapp.md §6.1): they are summarised,
// "list" shows them all, and a discard written in notation, with its cards
// in any order, is taken.
func TestManyMoves(t *testing.T) {
	dir := t.TempDir()
	for seed := 1; seed <= 40; seed++ {
		// Forehand bids a Dreier and takes the lower half if the others
		// let him; the seed is used when he gets to discard.
		first := filepath.Join(dir, "first.txt")
		answers := append([]string{"bid dreier", "take lower", "list", "1"}, ones(60)...)
		out := script(t, answers, "-seed", fmt.Sprint(seed), "-save", first)
		if !strings.Contains(out, "You are forehand; discard") || !strings.Contains(out, `"list" shows them all`) {
			continue // not declarer, or few discards to choose from
		}
		if !strings.Contains(out, "  100. discard") {
			t.Errorf("seed %d: \"list\" did not show the moves:\n%s", seed, out)
		}
		_, _, mine := finalOf(t, first, "tapp", 0)
		discard := ""
		for _, m := range mine {
			if strings.HasPrefix(m, "discard ") {
				discard = m
			}
		}
		f := strings.Fields(discard)
		answers[3] = strings.ToLower(strings.Join([]string{f[0], f[3], f[1], f[2]}, " "))
		second := filepath.Join(dir, "second.txt")
		script(t, answers, "-seed", fmt.Sprint(seed), "-save", second)
		a, _ := os.ReadFile(first)
		b, _ := os.ReadFile(second)
		if !bytes.Equal(a, b) {
			t.Errorf("seed %d: answering %q instead of 1 gave another deal:\n%s\n---\n%s", seed, answers[3], a, b)
		}
		return
	}
	t.Fatal("in no deal did forehand get to choose among more than 40 discards")
}

// hasBalance reports whether the settlement text ends a line with the
// balance of the deal, each player's game points: "Balance: …", or in
// Königrufen the Money, "Money, paid, with Kontra: …" or "Score and Money
// alike: …".
func hasBalance(settlement, balance string) bool {
	for _, head := range []string{"Balance: ", "Money, paid, with Kontra: ", "Score and Money alike: "} {
		if strings.Contains(settlement, "\n"+head+balance+"\n") {
			return true
		}
	}
	return false
}

// signed writes game points as the settlement does: "+3", "-3", "0".
func signed(v int) string {
	if v == 0 {
		return "0"
	}
	return fmt.Sprintf("%+d", v)
}

// TestHint checks that "hint" lists the search player's estimates of the
// legal moves with their numbers, and the next answer is read.
func TestHint(t *testing.T) {
	for _, game := range []string{"tapp", "strohmandel", "koenigrufen"} {
		out := script(t, []string{"hint", "quit"}, "-game", game, "-seed", "3", "-samples", "2", "-budget", "0s")
		if !regexp.MustCompile(`The search player's estimates, in game points for you:\n +[0-9]+\. .* [+-][0-9]+\.[0-9]{2}\n`).MatchString(out) {
			t.Errorf("%s: no hint:\n%s", game, out)
		}
		if !strings.Contains(out, "You quit") {
			t.Errorf("%s: the answer after the hint was not read:\n%s", game, out)
		}
	}
}
