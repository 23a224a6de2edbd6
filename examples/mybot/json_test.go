package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tarockfamily/sdk/examples/internal/cli/clitest"
	"github.com/tarockfamily/sdk/examples/internal/jsonl"
	"github.com/tarockfamily/sdk/examples/internal/jsonl/jsonltest"
	"github.com/tarockfamily/sdk/internal/long"
	"github.com/tarockfamily/sdk/tapp"
)

// TestJSON checks -json: one deal object per game, in the order of the
// deals and the rotations, whose record replays to the result beside it,
// then one summary line with every key, whose report prints as the
// program prints it without -json and agrees with the deal objects.
func TestJSON(t *testing.T) {
	var out, text, errOut bytes.Buffer
	if err := run([]string{"-deals", "15", "-seed", "4", "-json"}, &out, &errOut); err != nil {
		t.Fatal(err)
	}
	if err := run([]string{"-deals", "15", "-seed", "4"}, &text, &errOut); err != nil {
		t.Fatal(err)
	}
	deals, line, err := jsonl.Split(out.String())
	if err != nil {
		t.Fatalf("%v:\n%s", err, out.String())
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
	if want := []string{"contracts", "deals", "game", "games", "players", "rules", "seed", "standings", "type"}; !slices.Equal(k, want) {
		t.Errorf("keys %v, want %v", k, want)
	}
	var s summary
	if err := json.Unmarshal(line, &s); err != nil {
		t.Fatal(err)
	}
	if s.Game != "Tapp Tarock" || s.Seed != 4 || s.Deals != 15 || s.Games != 45 || !slices.Equal(s.Players, []string{"cautious", "random", "random too"}) {
		t.Errorf("summary %+v", s)
	}
	if got := s.Report.Arena().String(); got != text.String() {
		t.Errorf("the report of the JSON prints as\n%s\nthe program prints\n%s", got, text.String())
	}
	cards := func(seed uint64, deal int) any {
		s, err := tapp.NewGame(tapp.MayrSedlaczek2001, tapp.Shuffled(rand.New(rand.NewPCG(seed, uint64(deal)))))
		if err != nil {
			t.Fatal(err)
		}
		return s.Deal()
	}
	jsonltest.CheckMatch(t, "-deals 15 -seed 4", deals, s.Game, s.Rules, s.Players, s.Report, cards)
}

// TestJSONInterrupted stops a -json run from its first game: the games of
// the first deal, then the summary over that deal.
func TestJSONInterrupted(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var out, errOut bytes.Buffer
	w := writerFunc(func(p []byte) (int, error) {
		cancel()
		return out.Write(p)
	})
	err := runContext(ctx, []string{"-deals", "200", "-json"}, w, &errOut)
	if !errors.Is(err, errInterrupted) || err.Error() != "interrupted after 1 of 200 deals" {
		t.Errorf("error %v, want %q", err, "interrupted after 1 of 200 deals")
	}
	deals, line, err := jsonl.Split(out.String())
	if err != nil {
		t.Fatalf("%v:\n%s", err, out.String())
	}
	var s summary
	if err := json.Unmarshal(line, &s); err != nil {
		t.Fatal(err)
	}
	if s.Deals != 1 || len(deals) != 3 {
		t.Errorf("%d deal objects and a summary of %d deals, want 3 and 1", len(deals), s.Deals)
	}
}

// writerFunc is an io.Writer of a function.
type writerFunc func([]byte) (int, error)

func (f writerFunc) Write(p []byte) (int, error) { return f(p) }

// TestMain runs the program in a child process for clitest, and the rapid
// properties 20 times each (100 under TAROCK_LONG, internal/long).
func TestMain(m *testing.M) {
	clitest.Main(main)
	long.Main(m, 20)
}

// TestMisuse checks that every misuse of the command line prints the
// reason, then the usage, and exits with status 2, the misuses of the
// shared flags with the reasons of every program (clitest.Misuses).
func TestMisuse(t *testing.T) {
	clitest.CheckMisuses(t, "mybot", append(clitest.Misuses("players", "level", "deals", "seed", "json"), []clitest.Case{
		{Args: []string{"-bogus"}, Reason: "-bogus: no such flag"},
		{Args: []string{"extra"}, Reason: `unexpected argument "extra": mybot takes only flags`},
		{Args: []string{"-deals", "-5"}, Reason: `-deals: bad value "-5": need at least one deal`},
		{Args: []string{"-json=yes please"}, Reason: `-json: bad value "yes please": want true or false`},
		{Args: []string{"-opponents", "random"}, Reason: "-opponents: no such flag"},
		{Args: []string{"-players", "random,random"}, Reason: `-players: players "random,random": 2 kinds given: want 1`},
		{Args: []string{"-game", "koenigrufen"}, Reason: "-game: no such flag"},
	}...))
}
