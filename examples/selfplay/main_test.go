package main

import (
	"bytes"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/koenigrufen"
	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tarock/record"
)

// runOK runs the program with args and returns its standard output.
func runOK(t *testing.T, args ...string) string {
	t.Helper()
	var out, errOut bytes.Buffer
	if err := run(args, &out, &errOut); err != nil {
		t.Fatalf("run %v: %v\nstderr: %s", args, err, errOut.String())
	}
	return out.String()
}

// section returns the lines of the table whose header starts with head, up
// to the next blank line, without the header.
func section(t *testing.T, out, head string) []string {
	t.Helper()
	var rows []string
	in := false
	for _, line := range strings.Split(out, "\n") {
		switch {
		case strings.HasPrefix(line, head):
			in = true
		case in && line == "":
			return rows
		case in:
			rows = append(rows, line)
		}
	}
	t.Fatalf("no table %q in:\n%s", head, out)
	return nil
}

// TestSummary checks the summary of both games: the deals of the contract
// table add up to -n, and the seats' mean game points add up to zero,
// since every deal's settlement is zero-sum (doc/tapp.md §10,
// doc/strohmandel.md §8, doc/koenigrufen.md §11.2).
func TestSummary(t *testing.T) {
	for _, game := range []string{"tapp", "strohmandel", "koenigrufen"} {
		t.Run(game, func(t *testing.T) {
			out := runOK(t, "-game", game, "-players", "random", "-deals", "40", "-seed", "7")
			total := 0
			for _, row := range section(t, out, "contract") {
				f := strings.Fields(row)
				// The name may have spaces; the deals are the third field from the end.
				n, err := strconv.Atoi(f[len(f)-3])
				if err != nil {
					t.Fatalf("row %q: %v", row, err)
				}
				total += n
			}
			if total != 40 {
				t.Errorf("contract table counts %d deals, want 40:\n%s", total, out)
			}
			sum := 0.0
			for _, row := range section(t, out, "seat") {
				f := strings.Fields(row)
				mean, err := strconv.ParseFloat(f[len(f)-2], 64)
				if err != nil {
					t.Fatalf("row %q: %v", row, err)
				}
				sum += mean
			}
			if sum > 0.01 || sum < -0.01 {
				t.Errorf("the seats' mean game points add up to %.3f, want 0:\n%s", sum, out)
			}
			if !strings.Contains(out, "deals per second") {
				t.Errorf("no speed line:\n%s", out)
			}
		})
	}
}

// TestReproducible checks that the same flags give the same summary (apart
// from the speed line) and another seed another one.
func TestReproducible(t *testing.T) {
	strip := func(s string) string { return s[:strings.LastIndex(s, "\n40 deals in")] }
	a := strip(runOK(t, "-players", "random", "-deals", "40", "-seed", "3"))
	b := strip(runOK(t, "-players", "random", "-deals", "40", "-seed", "3"))
	c := strip(runOK(t, "-players", "random", "-deals", "40", "-seed", "4"))
	if a != b {
		t.Errorf("same seed, different summaries:\n%s\n%s", a, b)
	}
	if a == c {
		t.Errorf("seeds 3 and 4 give the same summary:\n%s", a)
	}
}

// TestRecords checks that -records writes one archive of every deal and
// that every record in it replays through the rules with its result
// comment.
func TestRecords(t *testing.T) {
	for _, game := range []string{"tapp", "strohmandel", "koenigrufen"} {
		t.Run(game, func(t *testing.T) {
			file := filepath.Join(t.TempDir(), "games.txt")
			out := runOK(t, "-game", game, "-players", "random", "-deals", "12", "-records", file)
			if !strings.Contains(out, "12 records written to "+file) {
				t.Errorf("output does not name the archive:\n%s", out)
			}
			f, err := os.Open(file)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			n := 0
			for rec, err := range record.Games(f) {
				n++
				if err != nil {
					t.Fatalf("game %d: %v", n, err)
				}
				if rec.Result == "" {
					t.Errorf("game %d: no result comment", n)
				}
				if seed, _ := rec.Get("Seed"); seed != strconv.Itoa(n) {
					t.Errorf("game %d: seed %q, want %d", n, seed, n)
				}
				switch game {
				case "tapp":
					_, err = tapp.Replay(rec)
				case "strohmandel":
					_, err = strohmandel.Replay(rec)
				default:
					_, err = koenigrufen.Replay(rec)
				}
				if err != nil {
					t.Errorf("game %d: %v", n, err)
				}
			}
			if n != 12 {
				t.Errorf("%d games in the archive, want 12", n)
			}
		})
	}
	var out, errOut bytes.Buffer
	err := run([]string{"-deals", "2", "-records", filepath.Join(t.TempDir(), "no", "such", "dir.txt")}, &out, &errOut)
	if err == nil || out.Len() != 0 {
		t.Errorf("-records into a missing directory: %v, output %q; want an error before any deal", err, out.String())
	}
}

// TestBadFlags checks that wrong flags are refused with a reason.
func TestBadFlags(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-game", "chess"}, "chess"},
		{[]string{"-preset", "Nope"}, "Nope"},
		{[]string{"-game", "strohmandel", "-preset", "MayrSedlaczek2001"}, "MayrSedlaczek2001"},
		{[]string{"-game", "koenigrufen", "-preset", "MayrSedlaczek2001"}, "MayrSedlaczek2001"},
		{[]string{"-game", "koenigrufen", "-players", "random,random,random"}, "one per seat"},
		{[]string{"-players", "random,random"}, "one per seat"},
		{[]string{"-players", "genius"}, "genius"},
		{[]string{"-deals", "0"}, "at least one deal"},
		{[]string{"extra"}, "extra"},
	} {
		var out, errOut bytes.Buffer
		err := run(tc.args, &out, &errOut)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("run %v: error %v, want one naming %q", tc.args, err, tc.want)
		}
	}
}

// TestHelp checks that -h prints the usage text and is not an error of the
// program.
func TestHelp(t *testing.T) {
	var out, errOut bytes.Buffer
	err := run([]string{"-h"}, &out, &errOut)
	if !errors.Is(err, flag.ErrHelp) {
		t.Fatalf("run -h: %v, want flag.ErrHelp", err)
	}
	for _, want := range []string{"Usage: selfplay", "-players", "-records", "Tapp1821", "Beck1972", "AustrianTarockCup2023"} {
		if !strings.Contains(errOut.String(), want) {
			t.Errorf("usage text lacks %q:\n%s", want, errOut.String())
		}
	}
}

// TestProgress checks that -progress draws the bar on stderr and that it
// stays off otherwise when stderr is not a terminal.
func TestProgress(t *testing.T) {
	var out, errOut bytes.Buffer
	if err := run([]string{"-players", "random", "-deals", "5", "-progress"}, &out, &errOut); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(errOut.String(), "5/5 deals") {
		t.Errorf("progress bar %q, want one ending at 5/5 deals", errOut.String())
	}
	errOut.Reset()
	if err := run([]string{"-players", "random", "-deals", "5"}, &out, &errOut); err != nil {
		t.Fatal(err)
	}
	if errOut.Len() != 0 {
		t.Errorf("stderr %q without -progress and no terminal, want nothing", errOut.String())
	}
}

// TestPlayers runs the default (heuristic) players and the search player
// on a few deals of both games.
func TestPlayers(t *testing.T) {
	for _, args := range [][]string{
		{"-deals", "20"},
		{"-game", "strohmandel", "-deals", "20"},
		{"-players", "search,heuristic,random", "-deals", "2", "-samples", "4"},
		{"-game", "strohmandel", "-players", "search", "-deals", "2", "-samples", "4"},
		{"-game", "koenigrufen", "-deals", "20"},
		{"-game", "koenigrufen", "-players", "search,heuristic,random,search", "-deals", "2", "-samples", "4"},
	} {
		out := runOK(t, args...)
		if !strings.Contains(out, "deals per second") {
			t.Errorf("run %v:\n%s", args, out)
		}
	}
	out := runOK(t, "-deals", "20")
	if !strings.Contains(out, "players heuristic,heuristic,heuristic") {
		t.Errorf("the default players are not heuristic:\n%s", out)
	}
}
