package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/examples/internal/progress/progresstest"
)

// TestMatch runs short matches of both games and checks that the report
// names every entrant and counts the games of every rotation.
func TestMatch(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want []string
	}{
		{[]string{"-deals", "4", "-samples", "4"}, []string{"Tapp Tarock", "4 deals, 12 games", "search ", "heuristic ", "random ", "4 samples"}},
		{[]string{"-game", "strohmandel", "-deals", "3", "-samples", "4"}, []string{"Strohmandeln", "3 deals, 6 games", "search ", "heuristic "}},
		{[]string{"-game", "strohmandel", "-deals", "3", "-players", "random,random"}, []string{"random ", "random #2"}},
		{[]string{"-deals", "3", "-players", "heuristic,random,heuristic", "-preset", "Tapp1821"}, []string{"Tapp1821", "heuristic #3"}},
		{[]string{"-game", "koenigrufen", "-deals", "2", "-samples", "3"}, []string{"Königrufen", "AustrianTarockCup2023", "2 deals, 8 games", "search ", "heuristic ", "heuristic #3", "random "}},
		{[]string{"-game", "Königrufen", "-deals", "2", "-players", "random,heuristic,random,random", "-preset", "ooe2023"}, []string{"OOE2023", "random #3"}},
	} {
		var out, errOut bytes.Buffer
		if err := run(tc.args, &out, &errOut); err != nil {
			t.Fatalf("run %v: %v", tc.args, err)
		}
		for _, w := range tc.want {
			if !strings.Contains(out.String(), w) {
				t.Errorf("run %v: the report lacks %q:\n%s", tc.args, w, out.String())
			}
		}
	}
}

// TestReproducible checks that a seeded match without a time budget gives
// the same report twice.
func TestReproducible(t *testing.T) {
	report := func() string {
		var out, errOut bytes.Buffer
		if err := run([]string{"-deals", "3", "-samples", "3", "-seed", "9"}, &out, &errOut); err != nil {
			t.Fatal(err)
		}
		s := out.String()
		return s[:strings.LastIndex(s, "\n\n")] // without the time
	}
	if a, b := report(), report(); a != b {
		t.Errorf("two runs differ:\n%s\n%s", a, b)
	}
}

// TestBadFlags checks that wrong flags are refused and -h prints the usage.
func TestBadFlags(t *testing.T) {
	for _, args := range [][]string{
		{"-players", "search,heuristic"},
		{"-game", "strohmandel", "-players", "search"},
		{"-players", "search,heuristic,genius"},
		{"-deals", "0"},
		{"-game", "bridge"},
		{"-game", "koenigrufen", "-players", "search,heuristic,random"},
		{"-game", "koenigrufen", "-preset", "Tapp1821"},
		{"-preset", "Furr2009"},
	} {
		var out, errOut bytes.Buffer
		if err := run(args, &out, &errOut); err == nil {
			t.Errorf("run %v: no error", args)
		}
	}
	var out, errOut bytes.Buffer
	if err := run([]string{"-h"}, &out, &errOut); !errors.Is(err, flag.ErrHelp) || !strings.Contains(errOut.String(), "Usage: arena") {
		t.Errorf("-h: %v\n%s", err, errOut.String())
	}
}

// TestWorkers checks that the report is the same with one worker and with
// three.
func TestWorkers(t *testing.T) {
	report := func(workers string) string {
		var out, errOut bytes.Buffer
		if err := run([]string{"-deals", "6", "-samples", "3", "-seed", "4", "-workers", workers}, &out, &errOut); err != nil {
			t.Fatal(err)
		}
		s := out.String()
		if want := map[string]string{"1": " s, 1 worker\n", "3": " s, 3 workers\n"}[workers]; !strings.HasSuffix(s, want) {
			t.Errorf("-workers %s: the last line does not name the workers:\n%s", workers, s)
		}
		return s[:strings.LastIndex(s, "\n\n")] // without the time
	}
	if a, b := report("1"), report("3"); a != b {
		t.Errorf("one worker and three differ:\n%s\n%s", a, b)
	}
}

// TestProgressNeverPiped runs matches with stderr a pipe and a file: no
// progress is written there unless -progress asks for it, and then as
// plain lines ending at the last deal, without carriage returns.
func TestProgressNeverPiped(t *testing.T) {
	progresstest.CheckNeverPiped(t, run, []string{"-deals", "5", "-players", "heuristic,random,random"}, 5)
}

// TestInterrupted stops a match by its context: the report over the deals
// finished is printed and marked, and the error wraps errInterrupted.
func TestInterrupted(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var out, errOut bytes.Buffer
	err := runContext(ctx, []string{"-deals", "50", "-players", "heuristic,random,random"}, &out, &errOut)
	if !errors.Is(err, errInterrupted) || err.Error() != "interrupted after 0 of 50 deals" {
		t.Errorf("error %v, want %q", err, "interrupted after 0 of 50 deals")
	}
	for _, want := range []string{"Tapp Tarock", "0 deals, 0 games", "heuristic ", "interrupted: the report counts the first 0 of 50 deals"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("the output lacks %q:\n%s", want, out.String())
		}
	}
}
