package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/games"
	"github.com/tarockfamily/sdk/koenigrufen"
	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/bot"
)

// replayFile runs the program on file and returns the exit status and both
// outputs.
func replayFile(args ...string) (int, string, string) {
	var out, errOut bytes.Buffer
	code := run(args, strings.NewReader(""), &out, &errOut)
	return code, out.String(), errOut.String()
}

// tricksOf is the number of tricks of a played deal of game
// (doc/tapp.md §8, §11.1.5, doc/strohmandel.md §7 and §11.1.3; in
// Königrufen, doc/koenigrufen.md §9.7, those the record's deal played).
func tricksOf(text string) int {
	switch {
	case strings.Contains(text, `[Game "Strohmandeln"]`):
		g, err := strohmandel.ReplayText(text)
		if err != nil {
			return -1
		}
		return g.Final().TricksPlayed() // 27, or 20 with 40 cards (doc/strohmandel.md §11.1.3)
	case strings.Contains(text, `[Game "Königrufen"]`):
		g, err := koenigrufen.ReplayText(text)
		if err != nil {
			return -1
		}
		return g.Final().TricksPlayed()
	}
	// Tapp Tarock: 16 tricks with 54 cards, 12 with the 42-card pack of
	// doc/tapp.md §11.1.
	g, err := tapp.ReplayText(text)
	if err != nil {
		return -1
	}
	return g.Final().Rules().HandSize()
}

// TestDocGames replays every record of doc/games: each is valid, and the
// printout shows every trick and the settlement.
func TestDocGames(t *testing.T) {
	files, err := filepath.Glob("../../doc/games/*.txt")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Skip("no records in doc/games")
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			code, out, errOut := replayFile(f)
			if code != exitOK {
				t.Fatalf("exit status %d, want 0: %s", code, errOut)
			}
			text, _ := os.ReadFile(f)
			// The settlement ends with each player's balance, by name as
			// the tricks call them (the Money in Königrufen).
			if !strings.Contains(out, "\nBalance: ") && !strings.Contains(out, "\nMoney, paid, with Kontra: ") &&
				!strings.Contains(out, "\nScore and Money alike: ") || strings.Contains(out, "seat 0") {
				t.Errorf("no settlement naming the players in:\n%s", out)
			}
			n := tricksOf(string(text))
			if strings.Contains(out, "trick  1") && !strings.Contains(out, fmt.Sprintf("trick %2d", n)) {
				t.Errorf("the printout has no trick %d:\n%s", n, out)
			}
		})
	}
}

// writeRecord plays a deal of spec with random players and writes its
// record into dir, returning the file name.
func writeRecord[S tarock.Observable[S, M, O], M tarock.Move, O any](t *testing.T, spec games.Spec[S, M, O], seed uint64, dir string) string {
	t.Helper()
	s, err := spec.Deal(games.DealRand(seed))
	if err != nil {
		t.Fatal(err)
	}
	players := make([]bot.Player[O, M], len(spec.Seats))
	for i := range players {
		players[i], _ = spec.Player(games.Random, seed+uint64(i), games.PlayerOptions{})
	}
	_, moves, err := bot.Play(s, players, 0)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := spec.Record(s, moves, games.Table{Names: []string{"Anna", "Bert", "Carl"}, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	name := filepath.Join(dir, fmt.Sprintf("game-%d.txt", seed))
	if err := os.WriteFile(name, []byte(rec.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return name
}

// records writes three records of Tapp Tarock and three of Strohmandeln,
// played deals only, and returns their file names.
func records(t *testing.T) []string { return recordsOf(t, 6) }

// allRecords writes the records of records and three of Königrufen.
func allRecords(t *testing.T) []string { return recordsOf(t, 9) }

// recordsOf writes n records of played deals, three of each game in turn,
// and returns their file names.
func recordsOf(t *testing.T, n int) []string {
	dir := t.TempDir()
	var files []string
	for seed := uint64(1); len(files) < n; seed++ {
		var f string
		switch {
		case len(files) < 3:
			f = writeRecord(t, games.TappSpec(tapp.MayrSedlaczek2001, "MayrSedlaczek2001"), seed, dir)
		case len(files) < 6:
			f = writeRecord(t, games.StrohmandelSpec(strohmandel.MayrSedlaczek2007, "MayrSedlaczek2007"), seed, dir)
		default:
			f = writeRecord(t, games.KoenigrufenSpec(koenigrufen.AustrianTarockCup2023, "AustrianTarockCup2023"), seed, dir)
		}
		text, _ := os.ReadFile(f)
		if strings.Contains(string(text), "play ") {
			files = append(files, f)
		}
	}
	return files
}

// TestPlayedRecords replays records of every game and checks the
// printout: every trick, each with its winner, and the settlement.
func TestPlayedRecords(t *testing.T) {
	for _, f := range allRecords(t) {
		text, _ := os.ReadFile(f)
		code, out, errOut := replayFile(f)
		if code != exitOK {
			t.Fatalf("%s: exit status %d: %s\n%s", f, code, errOut, text)
		}
		n := tricksOf(string(text))
		if got := strings.Count(out, "won by"); got != n {
			t.Errorf("%s: %d tricks printed, want %d:\n%s", f, got, n, out)
		}
		if n == 27 && !strings.Contains(out, "forehand's strawmen turn: ") {
			t.Errorf("%s: the strawmen's reveal is not shown:\n%s", f, out)
		}
		// doc/koenigrufen.md §6.2, §7.2: the talon turned up and the
		// partner shown by the called king.
		if strings.Contains(string(text), "call ") && !strings.Contains(out, "the talon: A ") && !strings.Contains(out, "Solorufer") {
			t.Errorf("%s: the talon is not shown:\n%s", f, out)
		}
		if strings.Contains(string(text), "call ") && !strings.Contains(out, "the called king ") && strings.Contains(out, "partner seat") {
			t.Errorf("%s: the partner is not shown:\n%s", f, out)
		}
		if !strings.Contains(out, "forehand (Anna)") {
			t.Errorf("%s: the players' names are not shown:\n%s", f, out)
		}
	}
}

// moveLine matches a line of moves with at least two plays.
var twoPlays = regexp.MustCompile(`play (\S+); play (\S+)`)

// TestIllegalMove breaks a copy of each record by swapping the first two
// cards of a trick, so that the first player plays a card he does not hold
// (doc/tapp.md §8, doc/strohmandel.md §7), and checks that the
// replay fails with the line and column of that move and the reason.
func TestIllegalMove(t *testing.T) {
	files := allRecords(t)
	doc, _ := filepath.Glob("../../doc/games/*.txt")
	files = append(files, doc...)
	for _, f := range files {
		text, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(string(text), "\n")
		line := -1
		for i, l := range lines {
			if m := twoPlays.FindStringSubmatchIndex(l); m != nil && !strings.HasPrefix(strings.TrimSpace(l), "#") {
				a, b := l[m[2]:m[3]], l[m[4]:m[5]]
				lines[i] = l[:m[2]] + b + l[m[3]:m[4]] + a + l[m[5]:]
				line = i + 1
				break
			}
		}
		if line < 0 {
			continue
		}
		broken := filepath.Join(t.TempDir(), "broken.txt")
		if err := os.WriteFile(broken, []byte(strings.Join(lines, "\n")), 0o644); err != nil {
			t.Fatal(err)
		}
		code, _, errOut := replayFile(broken)
		if code != exitInvalid {
			t.Errorf("%s with a swapped trick: exit status %d, want %d", f, code, exitInvalid)
			continue
		}
		want := fmt.Sprintf("%s:%d:", broken, line)
		if !strings.HasPrefix(errOut, want) || !strings.Contains(errOut, "not held") {
			t.Errorf("%s with a swapped trick: %q, want %q… naming the card not held", f, errOut, want)
		}
	}
}

// TestInvalid checks the other ways a record can be wrong.
func TestInvalid(t *testing.T) {
	good, err := os.ReadFile(records(t)[0])
	if err != nil {
		t.Fatal(err)
	}
	text := string(good)
	resultLine := strings.Count(text[:strings.Index(text, "{Result:")], "\n") + 1
	for _, tc := range []struct {
		name, text, want string
	}{
		{"syntax", "[Game \"Tapp Tarock\"\n", ":1:"},
		{"no game", "pass\n", "no Game tag"},
		{"other game", "[Game \"Skat\"]\n", "Skat"},
		{"result", strings.Replace(text, "{Result: ", "{Result: x", 1), fmt.Sprintf(":%d:", resultLine)},
		{"incomplete", text[:strings.LastIndex(text, "play ")] + "\n", "not over"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := filepath.Join(t.TempDir(), "r.txt")
			if err := os.WriteFile(f, []byte(tc.text), 0o644); err != nil {
				t.Fatal(err)
			}
			code, _, errOut := replayFile(f)
			if code != exitInvalid || !strings.HasPrefix(errOut, f+":") || !strings.Contains(errOut, tc.want) {
				t.Errorf("exit status %d, %q; want %d and %q", code, errOut, exitInvalid, tc.want)
			}
		})
	}
}

// TestStdinAndUsage checks reading standard input, -q, -h and a missing
// file.
func TestStdinAndUsage(t *testing.T) {
	good, err := os.ReadFile(records(t)[0])
	if err != nil {
		t.Fatal(err)
	}
	var out, errOut bytes.Buffer
	if code := run(nil, bytes.NewReader(good), &out, &errOut); code != exitOK || !strings.Contains(out.String(), "won by") {
		t.Errorf("from stdin: exit status %d, output %q, errors %q", code, out.String(), errOut.String())
	}
	out.Reset()
	if code := run([]string{"-q", "-"}, bytes.NewReader(good), &out, &errOut); code != exitOK || out.Len() != 0 {
		t.Errorf("-q: exit status %d, output %q", code, out.String())
	}
	if code := run([]string{"-q", "-"}, strings.NewReader("pass\n"), &out, &errOut); code != exitInvalid || !strings.HasPrefix(errOut.String(), "<stdin>:1:1: no Game tag") {
		t.Errorf("-q with a bad record: exit status %d, errors %q", code, errOut.String())
	}
	errOut.Reset()
	if code := run([]string{"-h"}, nil, &out, &errOut); code != exitOK || !strings.Contains(errOut.String(), "Usage: replay") {
		t.Errorf("-h: exit status %d, %q", code, errOut.String())
	}
	if code, _, _ := replayFile(filepath.Join(t.TempDir(), "missing.txt")); code != exitUsage {
		t.Errorf("missing file: exit status %d, want %d", code, exitUsage)
	}
}

// TestArchive replays archives: every game of every file is checked, an
// invalid one is reported at its place and the games after it are
// replayed, and the summary counts the games of each file and in total.
func TestArchive(t *testing.T) {
	files := records(t)
	var texts []string
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		texts = append(texts, string(b))
	}
	dir := t.TempDir()
	good := filepath.Join(dir, "good.txt")
	if err := os.WriteFile(good, []byte(strings.Join(texts, "\n")), 0o644); err != nil {
		t.Fatal(err)
	}
	// The second game of bad gets an unknown card, the fourth a wrong
	// result; with CRLF line ends and a byte-order mark.
	broken := []string{texts[0], strings.Replace(texts[1], "play ", "play ZZ ", 1), texts[2], strings.Replace(texts[3], "{Result: ", "{Result: x", 1)}
	text := "\ufeff" + strings.ReplaceAll(strings.Join(broken, "\n"), "\n", "\r\n")
	bad := filepath.Join(dir, "bad.txt")
	if err := os.WriteFile(bad, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	lineOf := func(game int, what string) (int, int) {
		before := strings.Count(strings.Join(broken[:game], "\n"), "\n") + 1
		if game == 0 {
			before = 0
		}
		k := strings.Index(broken[game], what)
		line := strings.Count(broken[game][:k], "\n")
		col := k - strings.LastIndex(broken[game][:k], "\n")
		return before + line + 1, col
	}
	l2, c2 := lineOf(1, "ZZ ")
	l4, c4 := lineOf(3, "{Result: x")

	code, out, errOut := replayFile(good, bad)
	if code != exitInvalid {
		t.Errorf("exit status %d, want %d", code, exitInvalid)
	}
	wantErr := []string{fmt.Sprintf("%s:%d:%d: ", bad, l2, c2), fmt.Sprintf("%s:%d:%d: ", bad, l4, c4)}
	lines := strings.Split(strings.TrimSpace(errOut), "\n")
	if len(lines) != 2 || !strings.HasPrefix(lines[0], wantErr[0]) || !strings.HasPrefix(lines[1], wantErr[1]) {
		t.Errorf("errors:\n%s\nwant lines starting %q", errOut, wantErr)
	}
	for _, want := range []string{
		fmt.Sprintf("%s: 6 games, 6 valid\n", good),
		fmt.Sprintf("%s: 4 games, 2 valid, 2 invalid\n  game 2: %s:%d:%d\n  game 4: %s:%d:%d\n", bad, bad, l2, c2, bad, l4, c4),
		"total: 2 files, 10 games, 8 valid, 2 invalid\n",
		"-- game 6 (line ",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out[max(0, len(out)-600):])
		}
	}
	if got := strings.Count(out, "won by"); got != 16*3+27*3+16*2 {
		t.Errorf("%d tricks printed, want every trick of the 8 valid games", got)
	}
	// -q: the summary only, as a game is invalid; nothing when all are valid.
	code, out, _ = replayFile("-q", good, bad)
	if code != exitInvalid || strings.Contains(out, "won by") || !strings.Contains(out, "total: 2 files") {
		t.Errorf("-q: exit status %d, output %q", code, out)
	}
	if code, out, _ := replayFile("-q", good); code != exitOK || out != "" {
		t.Errorf("-q with valid games: exit status %d, output %q", code, out)
	}
}

// TestArchiveFaults replays archives with the faults a trial found: every
// game is counted, the invalid one reported at its fault.
func TestArchiveFaults(t *testing.T) {
	var texts []string
	for _, f := range records(t) {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		texts = append(texts, string(b))
	}
	dir := t.TempDir()
	write := func(name, text string) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	// Files that each begin with a byte-order mark, joined with cat.
	var cat string
	for _, text := range texts {
		cat += "\ufeff" + text
	}
	catted := write("cat.txt", cat)
	if code, out, errOut := replayFile("-q", catted); code != exitOK || out != "" || errOut != "" {
		t.Errorf("archives joined with cat: exit status %d, output %q, errors %q", code, out, errOut)
	}
	// The result comment of game 2 lacks its "}".
	broken := append([]string(nil), texts...)
	k := strings.Index(broken[1], "{Result: ")
	end := k + strings.Index(broken[1][k:], "}")
	broken[1] = broken[1][:end] + broken[1][end+1:]
	text := strings.Join(broken, "\n")
	line := strings.Count(text[:len(broken[0])+1+k], "\n") + 1
	col := k - strings.LastIndex(broken[1][:k], "\n")
	bad := write("bad.txt", text)
	code, out, errOut := replayFile("-q", bad)
	at := fmt.Sprintf("%s:%d:%d", bad, line, col)
	if code != exitInvalid || !strings.Contains(out, fmt.Sprintf("%s: 6 games, 5 valid, 1 invalid\n  game 2: %s\n", bad, at)) ||
		!strings.HasPrefix(errOut, at+": result comment not closed") {
		t.Errorf("a result comment without its }: exit status %d, output\n%s\nerrors\n%s\nwant game 2 invalid at %s", code, out, errOut, at)
	}
}
