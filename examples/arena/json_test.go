package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/examples/internal/cli/clitest"
	"github.com/tarockfamily/sdk/examples/internal/jsonl"
	"github.com/tarockfamily/sdk/examples/internal/jsonl/jsonltest"
	"github.com/tarockfamily/sdk/games"
	"github.com/tarockfamily/sdk/koenigrufen"
	"github.com/tarockfamily/sdk/tapp"
)

// TestJSON checks -json: one deal object per game, in the order of the
// deals and the rotations, whose record replays to the result beside it
// and whose seed deals its cards, then one summary line with every key,
// whose figures are those of the report the same flags print as text and
// those the deal objects give.
func TestJSON(t *testing.T) {
	for _, args := range [][]string{
		{"-deals", "4", "-samples", "3", "-seed", "2"},
		{"-game", "strohmandel", "-deals", "5", "-players", "random,heuristic", "-preset", "Beck1972", "-workers", "3"},
		{"-game", "tapp", "-deals", "3", "-players", "random,random,heuristic", "-preset", "FixedHalf", "-workers", "1"},
		{"-game", "koenigrufen", "-deals", "3", "-players", "random,heuristic,random,heuristic", "-workers", "2"},
	} {
		var out, text, errOut bytes.Buffer
		if err := run(append(args, "-json"), &out, &errOut); err != nil {
			t.Fatalf("run %v: %v", args, err)
		}
		if err := run(args, &text, &errOut); err != nil {
			t.Fatalf("run %v: %v", args, err)
		}
		deals, line, err := jsonl.Split(out.String())
		if err != nil {
			t.Fatalf("run %v -json: %v:\n%s", args, err, out.String())
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
		jsonltest.CheckMatch(t, fmt.Sprint(args), deals, s.Game, s.Rules, s.Players, s.Report, cards(t, s.Game, s.Rules))
	}
}

// cards returns the function that gives the cards (tapp.Deal,
// strohmandel.Deal or koenigrufen.Deal) of a deal of the arena from the
// deal's seed and number from 0, as the arena deals them.
func cards(t *testing.T, game, rules string) func(seed uint64, deal int) any {
	if game == koenigrufen.GameName {
		r, name, err := games.KoenigrufenPreset(rules)
		if err != nil {
			t.Fatal(err)
		}
		spec := games.KoenigrufenSpec(r, name)
		return func(seed uint64, deal int) any {
			s, err := spec.Deal(rand.New(rand.NewPCG(seed, uint64(deal))))
			if err != nil {
				t.Fatal(err)
			}
			return s.Deal()
		}
	}
	if game == tapp.GameName {
		r, name, err := games.TappPreset(rules)
		if err != nil {
			t.Fatal(err)
		}
		spec := games.TappSpec(r, name)
		return func(seed uint64, deal int) any {
			s, err := spec.Deal(rand.New(rand.NewPCG(seed, uint64(deal))))
			if err != nil {
				t.Fatal(err)
			}
			return s.Deal()
		}
	}
	r, name, err := games.StrohmandelPreset(rules)
	if err != nil {
		t.Fatal(err)
	}
	spec := games.StrohmandelSpec(r, name)
	return func(seed uint64, deal int) any {
		s, err := spec.Deal(rand.New(rand.NewPCG(seed, uint64(deal))))
		if err != nil {
			t.Fatal(err)
		}
		return s.Deal()
	}
}

// failWriter fails every write after the first n bytes.
type failWriter struct{ n int }

var errFull = errors.New("disk full")

func (w *failWriter) Write(p []byte) (int, error) {
	if len(p) > w.n {
		return 0, errFull
	}
	w.n -= len(p)
	return len(p), nil
}

// TestJSONWriteError checks that a deal object that cannot be written
// stops the match with the write error, not as an interruption.
func TestJSONWriteError(t *testing.T) {
	var errOut bytes.Buffer
	err := run([]string{"-game", "strohmandel", "-players", "random,random", "-deals", "200", "-json"}, &failWriter{n: 5000}, &errOut)
	if !errors.Is(err, errFull) || errors.Is(err, errInterrupted) {
		t.Errorf("error %v, want the write error", err)
	}
}

func TestMain(m *testing.M) {
	clitest.Main(main)
	os.Exit(m.Run())
}

// TestMisuse checks that every misuse of the command line prints the
// reason, then the usage, and exits with status 2, the misuses of the
// shared flags with the reasons of every program (clitest.Misuses).
func TestMisuse(t *testing.T) {
	clitest.CheckMisuses(t, "arena", append(clitest.Misuses("game", "preset", "players", "level", "deals", "seed", "json", "samples", "budget", "progress"), []clitest.Case{
		{Args: []string{"-bogus"}, Reason: "-bogus: no such flag"},
		{Args: []string{"-rules", "FixedHalf"}, Reason: "-rules: no such flag"},
		{Args: []string{"extra"}, Reason: `unexpected argument "extra": arena takes only flags`},
		{Args: []string{"-workers", "-1"}, Reason: `-workers: bad value "-1": cannot be negative`},
		{Args: []string{"-playouts", "-5"}, Reason: `-playouts: bad value "-5": cannot be negative`},
		{Args: []string{"-preset", "Furr2009"}, Reason: "-preset: " + clitest.UnknownPreset(games.Tapp, "Furr2009")},
		{Args: []string{"-players", "search,heuristic"}, Reason: `-players: players "search,heuristic": 2 entrants given for the 3 seats of Tapp Tarock: want one per seat`},
		{Args: []string{"-players", "search,heuristic,genius"}, Reason: `-players: unknown player "genius": want random, heuristic, search, beginner, club or expert`},
	}...))
}
