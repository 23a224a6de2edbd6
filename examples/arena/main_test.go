package main

import (
	"bytes"
	"errors"
	"flag"
	"strings"
	"testing"
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
		{[]string{"-deals", "3", "-players", "heuristic,random,heuristic", "-rules", "Tapp1821"}, []string{"Tapp1821", "heuristic #3"}},
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
		{"-rules", "Furr2009"},
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
