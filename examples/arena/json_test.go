package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/examples/internal/cli/clitest"
	"github.com/tarockfamily/sdk/examples/internal/jsonl"
)

// TestJSON checks -json: one summary line with every key, whose figures
// are those of the report the same flags print as text.
func TestJSON(t *testing.T) {
	for _, args := range [][]string{
		{"-deals", "4", "-samples", "3", "-seed", "2"},
		{"-game", "strohmandel", "-deals", "5", "-players", "random,heuristic", "-rules", "Beck1972"},
	} {
		var out, text, errOut bytes.Buffer
		if err := run(append(args, "-json"), &out, &errOut); err != nil {
			t.Fatalf("run %v: %v", args, err)
		}
		if err := run(args, &text, &errOut); err != nil {
			t.Fatalf("run %v: %v", args, err)
		}
		deals, line, err := jsonl.Split(out.String())
		if err != nil || len(deals) != 0 {
			t.Fatalf("run %v -json: %d deal objects, %v:\n%s", args, len(deals), err, out.String())
		}
		var m map[string]json.RawMessage
		if err := json.Unmarshal(line, &m); err != nil {
			t.Fatal(err)
		}
		var k []string
		for key := range m {
			k = append(k, key)
		}
		slices.Sort(k)
		want := []string{"contracts", "deals", "game", "games", "players", "rules", "seconds", "seed", "standings", "type"}
		if args[1] == "4" {
			want = slices.Insert(want, 6, "search")
		}
		if !slices.Equal(k, want) {
			t.Errorf("run %v -json: keys %v, want %v", args, k, want)
		}
		var s summary
		if err := json.Unmarshal(line, &s); err != nil {
			t.Fatal(err)
		}
		// The figures are those of the text report: the report read back
		// from the JSON prints as the program does.
		for _, want := range []string{fmt.Sprintf("%s, rules %s, seed %d", s.Game, s.Rules, s.Seed), s.Report.Arena().String()} {
			if !strings.Contains(text.String(), want) {
				t.Errorf("run %v: the text report lacks %q of the JSON:\n%s", args, want, text.String())
			}
		}
		declared, won := 0, 0
		for _, st := range s.Standings {
			declared += st.Declared
			won += st.Won
		}
		played, cwon := 0, 0
		for _, c := range s.Contracts {
			played += c.Played
			cwon += c.Won
		}
		if declared != played || won != cwon || s.Games != s.Deals*len(s.Players) {
			t.Errorf("run %v -json: the standings count %d declared and %d won, the contracts %d and %d; %d games of %d deals", args, declared, won, played, cwon, s.Games, s.Deals)
		}
	}
}

func TestMain(m *testing.M) {
	clitest.Main(main)
	os.Exit(m.Run())
}

// TestMisuse checks that every misuse of the command line prints the
// reason, then the usage, and exits with status 2.
func TestMisuse(t *testing.T) {
	clitest.CheckMisuses(t, "arena", []clitest.Case{
		{Args: []string{"-bogus"}, Reason: "flag provided but not defined: -bogus"},
		{Args: []string{"-deals", "x"}, Reason: `invalid value "x" for flag -deals`},
		{Args: []string{"-budget", "5"}, Reason: `invalid value "5" for flag -budget`},
		{Args: []string{"extra"}, Reason: `unexpected argument "extra"`},
		{Args: []string{"-deals", "0"}, Reason: `invalid value "0" for flag -deals: need at least one deal`},
		{Args: []string{"-workers", "-1"}, Reason: `invalid value "-1" for flag -workers: cannot be negative`},
		{Args: []string{"-samples", "-3"}, Reason: `invalid value "-3" for flag -samples: cannot be negative`},
		{Args: []string{"-playouts", "-5"}, Reason: `invalid value "-5" for flag -playouts: cannot be negative`},
		{Args: []string{"-budget", "-1s"}, Reason: `invalid value "-1s" for flag -budget: cannot be negative`},
		{Args: []string{"-players", "genius"}, Reason: `unknown player "genius": want random, heuristic or search`},
		{Args: []string{"-game", "bridge"}, Reason: `-game "bridge"`},
		{Args: []string{"-rules", "Furr2009"}, Reason: `unknown tapp preset "Furr2009"`},
		{Args: []string{"-players", "search,heuristic"}, Reason: `-players "search,heuristic"`},
		{Args: []string{"-players", "search,heuristic,genius"}, Reason: `player "genius"`},
	})
}
