package main

import (
	"encoding/json"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/examples/internal/cli/clitest"
	"github.com/tarockfamily/sdk/examples/internal/jsonl"
	"github.com/tarockfamily/sdk/examples/internal/jsonl/jsonltest"
	"github.com/tarockfamily/sdk/koenigrufen"
	"github.com/tarockfamily/sdk/koenigrufen/koenigrufentest"
	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/strohmandel/strohmandeltest"
	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tarock/tarocktest"
)

// TestVariantRules checks the variants built in code: each is valid and
// is its preset with one option changed, the rules WithOption gives for
// that option (so the conformance checks of the game's package on that
// option cover it): doc/tapp.md §6.3, doc/koenigrufen.md §5.1 rule 5,
// doc/strohmandel.md §12 TrullMode.
func TestVariantRules(t *testing.T) {
	for _, tc := range []struct {
		name, option string
		build        func() (any, error)
		options      func(any) []string
		with         func(string) (any, error)
	}{
		{"tapp", "TalonMode=FixedHalf",
			func() (any, error) { return FixedHalf() },
			func(r any) []string { return r.(tapp.Rules).Options(tapp.MayrSedlaczek2001) },
			func(o string) (any, error) { return tapp.MayrSedlaczek2001.WithOption(o) }},
		{"koenigrufen", "Holding=None",
			func() (any, error) { return NobodyHolds() },
			func(r any) []string { return r.(koenigrufen.Rules).Options(koenigrufen.AustrianTarockCup2023) },
			func(o string) (any, error) { return koenigrufen.AustrianTarockCup2023.WithOption(o) }},
		{"strohmandel", "TrullMode=HandAnnounced",
			func() (any, error) { return TrullCall() },
			func(r any) []string { return r.(strohmandel.Rules).Options(strohmandel.MayrSedlaczek2007) },
			func(o string) (any, error) { return strohmandel.MayrSedlaczek2007.WithOption(o) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r, err := tc.build()
			if err != nil {
				t.Fatal(err)
			}
			if got := tc.options(r); !slices.Equal(got, []string{tc.option}) {
				t.Errorf("options %q, want [%s]", got, tc.option)
			}
			if want, err := tc.with(tc.option); err != nil || want != r {
				t.Errorf("the variant differs from the preset WithOption(%q) (%v)", tc.option, err)
			}
		})
	}
}

// TestRandomGamesStrohmandel runs the module's random-game checks on the
// Strohmandeln variant: cards conserved, every generated move accepted and
// every other refused, 27 tricks of a played deal, the card points and the
// items recounted from the tricks and zero-sum settlements
// (doc/strohmandel.md §5, §8).
func TestRandomGamesStrohmandel(t *testing.T) {
	r, err := TrullCall()
	if err != nil {
		t.Fatal(err)
	}
	tarocktest.Check(t, strohmandeltest.Spec(r))
}

// TestRandomGamesKoenigrufen runs the module's random-game checks on the
// Königrufen variant: the same checks, with the cards an announcement
// reserves (doc/koenigrufen.md §8.6) and the early end of a negative
// contract (doc/koenigrufen.md §9.7) as koenigrufentest.Spec gives them.
func TestRandomGamesKoenigrufen(t *testing.T) {
	r, err := NobodyHolds()
	if err != nil {
		t.Fatal(err)
	}
	tarocktest.Check(t, koenigrufentest.Spec(r))
}

// TestGames runs the program's binary once per game with a few deals: the
// report names the variant, its column and every contract row; with -json
// every deal object's record replays to the result beside it, the objects
// alternate between the two rule sets, deal by deal, and the summary's
// counts are the deal objects' counts.
func TestGames(t *testing.T) {
	const n = 6
	for _, tc := range []struct {
		game, name, option, label string
		seats                     int
		rows                      []string
	}{
		{"tapp", tapp.GameName, "TalonMode=FixedHalf", "fixed half", 3, []string{"Dreier", "Unterer", "Oberer", "Solo", "no game"}},
		{"koenigrufen", koenigrufen.GameName, "Holding=None", "nobody holds", 4, []string{"Trischaken", "Rufer", "Solorufer", "Sechserdreier", "Solodreier", "no game"}},
		{"strohmandel", strohmandel.GameName, "TrullMode=HandAnnounced", "Trull call", 2, []string{"taken-up game", "simple game", "no game"}},
	} {
		t.Run(tc.game, func(t *testing.T) {
			args := []string{"-game", tc.game, "-deals", strconv.Itoa(n), "-seed", "11"}
			status, out, errOut := clitest.ExitStatus(t, args...)
			if status != 0 {
				t.Fatalf("exit status %d: %s", status, errOut)
			}
			wants := append([]string{tc.name + ", the variant: ", " with " + tc.option, strconv.Itoa(n) + " deals under each rule set", tc.label}, tc.rows...)
			for _, want := range wants {
				if !strings.Contains(out, want) {
					t.Errorf("the report lacks %q:\n%s", want, out)
				}
			}
			status, out, errOut = clitest.ExitStatus(t, append(args, "-json")...)
			if status != 0 {
				t.Fatalf("-json: exit status %d: %s", status, errOut)
			}
			checkJSON(t, out, n, tc.name, tc.option, tc.seats)
		})
	}
}

// checkJSON checks the JSON Lines of a run of n deals of game.
func checkJSON(t *testing.T, out string, n int, game, option string, seats int) {
	t.Helper()
	deals, line, err := jsonl.Split(out)
	if err != nil || len(deals) != 2*n {
		t.Fatalf("%d deal objects, want %d; %v", len(deals), 2*n, err)
	}
	var s summary
	if err := json.Unmarshal(line, &s); err != nil {
		t.Fatal(err)
	}
	if s.Game != game || s.Deals != n || len(s.Players) != seats || !slices.Equal(s.Variant, []string{option}) {
		t.Fatalf("summary %s", line)
	}
	if s.RuleSets[1].Rules != s.RuleSets[0].Rules+" with "+option {
		t.Fatalf("rule sets %q and %q", s.RuleSets[0].Rules, s.RuleSets[1].Rules)
	}
	for k, rs := range s.RuleSets {
		chosen, noGame := map[string]int{}, 0
		listed := map[string]bool{}
		for _, c := range rs.Contracts {
			listed[c.Contract] = true
		}
		for i := range n {
			d, _, _, err := jsonltest.Check(deals[2*i+k])
			if err != nil {
				t.Fatalf("%s deal %d: %v", rs.Rules, i+1, err)
			}
			if d.Deal != i+1 || d.Rules != rs.Rules || d.Game != game || d.Seed != s.Seed+uint64(i) {
				t.Errorf("%s deal %d: deal %d, rules %q, game %q, seed %d", rs.Rules, i+1, d.Deal, d.Rules, d.Game, d.Seed)
			}
			if listed[d.Contract] {
				chosen[d.Contract]++
			} else {
				noGame++
			}
		}
		if rs.NoGame != noGame {
			t.Errorf("%s: %d deals without a game, the deal objects say %d", rs.Rules, rs.NoGame, noGame)
		}
		for _, c := range rs.Contracts {
			if c.Chosen != chosen[c.Contract] {
				t.Errorf("%s: %s chosen %d times, the deal objects say %d", rs.Rules, c.Contract, c.Chosen, chosen[c.Contract])
			}
		}
	}
}
