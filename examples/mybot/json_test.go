package main

import (
	"bytes"
	"encoding/json"
	"os"
	"slices"
	"testing"

	"github.com/tarockfamily/sdk/examples/internal/cli/clitest"
	"github.com/tarockfamily/sdk/examples/internal/jsonl"
)

// TestJSON checks -json: one summary line with every key, whose report
// prints as the program prints it without -json.
func TestJSON(t *testing.T) {
	var out, text, errOut bytes.Buffer
	if err := run([]string{"-deals", "15", "-seed", "4", "-json"}, &out, &errOut); err != nil {
		t.Fatal(err)
	}
	if err := run([]string{"-deals", "15", "-seed", "4"}, &text, &errOut); err != nil {
		t.Fatal(err)
	}
	deals, line, err := jsonl.Split(out.String())
	if err != nil || len(deals) != 0 {
		t.Fatalf("%d deal objects, %v:\n%s", len(deals), err, out.String())
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
}

func TestMain(m *testing.M) {
	clitest.Main(main)
	os.Exit(m.Run())
}

// TestMisuse checks that every misuse of the command line prints the
// reason, then the usage, and exits with status 2.
func TestMisuse(t *testing.T) {
	clitest.CheckMisuses(t, "mybot", []clitest.Case{
		{Args: []string{"-bogus"}, Reason: "flag provided but not defined: -bogus"},
		{Args: []string{"-deals", "many"}, Reason: `invalid value "many" for flag -deals`},
		{Args: []string{"-seed", "-1"}, Reason: `invalid value "-1" for flag -seed`},
		{Args: []string{"extra"}, Reason: `unexpected argument "extra"`},
		{Args: []string{"-deals", "0"}, Reason: `invalid value "0" for flag -deals: need at least one deal`},
		{Args: []string{"-deals", "-5"}, Reason: `invalid value "-5" for flag -deals: need at least one deal`},
	})
}
