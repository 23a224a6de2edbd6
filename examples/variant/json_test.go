package main

import (
	"bytes"
	"encoding/json"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/examples/internal/cli/clitest"
	"github.com/tarockfamily/sdk/examples/internal/jsonl"
	"github.com/tarockfamily/sdk/internal/long"
	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tarock/record"
)

// TestJSON checks -json: one object per deal under each rule set, with
// every key and a record that replays to the result beside it, and a
// summary whose figures are counted again from the deal objects.
func TestJSON(t *testing.T) {
	const n = 25
	var out, errOut bytes.Buffer
	if err := run([]string{"-deals", "25", "-seed", "3", "-json"}, &out, &errOut); err != nil {
		t.Fatal(err)
	}
	deals, line, err := jsonl.Split(out.String())
	if err != nil || len(deals) != 2*n {
		t.Fatalf("%d deal objects, want %d; %v", len(deals), 2*n, err)
	}
	var s summary
	if err := json.Unmarshal(line, &s); err != nil {
		t.Fatal(err)
	}
	if s.Deals != n || s.Seed != 3 || s.Game != tapp.GameName || !slices.Equal(s.Variant, []string{"TalonMode=FixedHalf"}) ||
		s.RuleSets[0].Rules != "MayrSedlaczek2001" || !strings.Contains(s.RuleSets[1].Rules, "FixedHalf") {
		t.Fatalf("summary %s", line)
	}
	for k, rs := range s.RuleSets {
		chosen, won := map[string]int{}, map[string]int{}
		noGame, declarerTotal := 0, 0
		// Deal i is played under both rule sets before deal i+1: the
		// objects alternate, the default rules first.
		var mine [][]byte
		for i := range n {
			mine = append(mine, deals[2*i+k])
		}
		for i, line := range mine {
			var d struct {
				jsonl.Deal
				Result tapp.Result `json:"result"`
			}
			dec := json.NewDecoder(bytes.NewReader(line))
			dec.DisallowUnknownFields()
			if err := dec.Decode(&struct {
				Type string `json:"type"`
				*jsonl.Deal
				Result *tapp.Result `json:"result"`
			}{Deal: &d.Deal, Result: &d.Result}); err != nil {
				t.Fatal(err)
			}
			if d.Deal.Deal != i+1 || d.Seed != 3+uint64(i) || d.Rules != rs.Rules || len(d.Players) != 3 || len(d.Deltas) != 3 {
				t.Errorf("%s deal %d: %+v", rs.Rules, i+1, d.Deal)
			}
			rec, err := record.Parse(d.Record)
			if err != nil {
				t.Fatal(err)
			}
			g, err := tapp.Replay(rec)
			if err != nil {
				t.Fatal(err)
			}
			if want, _ := g.Final().Result(); !slices.Equal(want.Deltas[:], d.Result.Deltas[:]) || want.String() != d.Result.String() {
				t.Errorf("%s deal %d: the record replays to\n%v\nthe JSON says\n%v", rs.Rules, i+1, want, d.Result)
			}
			if d.Result.End != tapp.EndPlayed {
				noGame++
				continue
			}
			chosen[d.Contract]++
			if d.DeclarerWon {
				won[d.Contract]++
			}
			declarerTotal += d.Deltas[d.Declarer]
		}
		if rs.NoGame != noGame || math.Abs(rs.DeclarerMean-float64(declarerTotal)/n) > 1e-9 {
			t.Errorf("%s: summary %d without a game, declarers' mean %.3f; the deals say %d and %.3f", rs.Rules, rs.NoGame, rs.DeclarerMean, noGame, float64(declarerTotal)/n)
		}
		for _, c := range rs.Contracts {
			if c.Chosen != chosen[c.Contract] || c.Won != won[c.Contract] || *c.ChosenShare != float64(c.Chosen)/n {
				t.Errorf("%s: summary %+v; the deals say chosen %d, won %d", rs.Rules, c, chosen[c.Contract], won[c.Contract])
			}
			delete(chosen, c.Contract)
		}
		if len(chosen) > 0 {
			t.Errorf("%s: contracts missing from the summary: %v", rs.Rules, chosen)
		}
	}
}

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
	clitest.CheckMisuses(t, "variant", append(clitest.Misuses("game", "deals", "seed", "json", "progress"), []clitest.Case{
		{Args: []string{"-bogus"}, Reason: "-bogus: no such flag"},
		{Args: []string{"-n", "5"}, Reason: "-n: no such flag"},
		{Args: []string{"-json=2"}, Reason: `-json: bad value "2": want true or false`},
		{Args: []string{"extra"}, Reason: `unexpected argument "extra": variant takes only flags`},
		{Args: []string{"-preset", "Wien2020"}, Reason: "-preset: no such flag"},
	}...))
}
