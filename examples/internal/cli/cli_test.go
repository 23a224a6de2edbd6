package cli

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/tarockfamily/sdk/games"
)

// run parses args with a flag set of the shared flags and a flag -x, and
// reports a misuse found after the parse the way a program does.
func run(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("prog", flag.ContinueOnError)
	fs.SetOutput(out)
	fs.Usage = func() { fmt.Fprintln(fs.Output(), "Usage: prog") }
	var (
		deals, samples, natural int
		seed                    uint64
		asJSON, progress        bool
		budget                  time.Duration
		game, preset, players   string
	)
	DealsVar(fs, &deals, 3, "a number of deals")
	SeedVar(fs, &seed, 1, "the seed")
	JSONVar(fs, &asJSON, "JSON")
	ProgressVar(fs, &progress)
	SamplesVar(fs, &samples)
	BudgetVar(fs, &budget, 0, "the time")
	NaturalVar(fs, &natural, "natural", 0, "a number")
	GameVar(fs, &game, games.Tapp, "")
	PresetVar(fs, &preset)
	PlayersVar(fs, &players, games.Random, "the players")
	x := fs.Int("x", 1, "a number")
	if err := Parse(fs, args); err != nil {
		return err
	}
	g, err := games.ParseGame(game)
	if err != nil {
		return Bad(fs, "game", err)
	}
	if _, err := games.ParsePlayers(players, 3); err != nil {
		return Bad(fs, "players", err)
	}
	switch *x {
	case 7:
		return fmt.Errorf("deep: %w", Misuse(fs, errors.New("seven")))
	case 8:
		return errors.New("a failure")
	case 9:
		return Misuse(fs, Misusef(fs, "-x %d: nine", *x)) // printed once
	}
	if deals != 3 && deals != 5 || g != games.Tapp {
		return fmt.Errorf("deals = %d, game %s", deals, g)
	}
	return nil
}

func TestRules(t *testing.T) {
	long := strings.Repeat("é", 30)
	for _, tc := range []struct {
		args   []string
		misuse bool
		out    string
	}{
		{nil, false, ""},
		{[]string{"-deals", "5", "-seed", "18446744073709551615", "-json", "-progress=false", "-budget", "2s", "-samples", "0"}, false, ""},
		{[]string{"-x", "8"}, false, ""},
		{[]string{"-y"}, true, "prog: -y: no such flag\nUsage: prog\n"},
		{[]string{"--y=1"}, true, "prog: -y: no such flag\nUsage: prog\n"},
		{[]string{"-x", "y"}, true, "prog: -x: bad value \"y\": want a whole number\nUsage: prog\n"},
		{[]string{"-deals", "0"}, true, "prog: -deals: bad value \"0\": need at least one deal\nUsage: prog\n"},
		{[]string{"-deals", "2.5"}, true, "prog: -deals: bad value \"2.5\": want a whole number\nUsage: prog\n"},
		{[]string{"-deals"}, true, "prog: -deals: needs a value\nUsage: prog\n"},
		{[]string{"-seed", "-1"}, true, "prog: -seed: bad value \"-1\": want a whole number from 0 to 18446744073709551615\nUsage: prog\n"},
		{[]string{"-seed", "18446744073709551616"}, true, "prog: -seed: bad value \"18446744073709551616\": want a whole number from 0 to 18446744073709551615\nUsage: prog\n"},
		{[]string{"-json=maybe"}, true, "prog: -json: bad value \"maybe\": want true or false\nUsage: prog\n"},
		{[]string{"-budget", "5"}, true, "prog: -budget: bad value \"5\": want a duration such as 2s or 150ms\nUsage: prog\n"},
		{[]string{"-budget", "-1s"}, true, "prog: -budget: bad value \"-1s\": cannot be negative\nUsage: prog\n"},
		{[]string{"-samples", "-3"}, true, "prog: -samples: bad value \"-3\": cannot be negative\nUsage: prog\n"},
		{[]string{"-natural", long}, true, "prog: -natural: bad value \"" + strings.Repeat("é", 20) + "…\": want a whole number\nUsage: prog\n"},
		{[]string{"---x"}, true, "prog: \"---x\": not a flag (want -name or -name=value)\nUsage: prog\n"},
		{[]string{"-game", "chess"}, true, "prog: -game: unknown game \"chess\": want tapp, strohmandel or koenigrufen\nUsage: prog\n"},
		{[]string{"-players", "genius"}, true, "prog: -players: unknown player \"genius\": want random, heuristic, search, beginner, club or expert\nUsage: prog\n"},
		{[]string{"a"}, true, "prog: unexpected argument \"a\": prog takes only flags\nUsage: prog\n"},
		{[]string{"-x", "7"}, true, "prog: seven\nUsage: prog\n"},
		{[]string{"-x", "9"}, true, "prog: -x 9: nine\nUsage: prog\n"},
	} {
		var out bytes.Buffer
		err := run(tc.args, &out)
		if IsMisuse(err) != tc.misuse || out.String() != tc.out {
			t.Errorf("run %q: error %v (misuse %t), output %q; want misuse %t, output %q", tc.args, err, IsMisuse(err), out.String(), tc.misuse, tc.out)
		}
	}
	var out bytes.Buffer
	if err := run([]string{"-h"}, &out); !errors.Is(err, flag.ErrHelp) || IsMisuse(err) || out.String() != "Usage: prog\n" {
		t.Errorf("-h: %v, output %q", err, out.String())
	}
	if Misuse(nil, nil) != nil || Bad(nil, "x", nil) != nil {
		t.Error("Misuse(nil) or Bad(nil) is not nil")
	}
}

// TestParseArgs checks that ParseArgs leaves the arguments after the flags,
// and that the flags' values are their own again after a parse: the
// defaults print as the flag package prints them.
func TestParseArgs(t *testing.T) {
	fs := flag.NewFlagSet("prog", flag.ContinueOnError)
	var out bytes.Buffer
	fs.SetOutput(&out)
	q := fs.Bool("q", false, "quiet")
	var seed uint64
	SeedVar(fs, &seed, 1, "the seed `S`")
	before := defaults(fs)
	if err := ParseArgs(fs, []string{"-q", "-seed", "4", "a.txt", "-b"}); err != nil || !*q || seed != 4 || fs.NArg() != 2 || fs.Arg(1) != "-b" {
		t.Fatalf("ParseArgs: %v, q %v, seed %d, args %q", err, *q, seed, fs.Args())
	}
	if after := defaults(fs); after != before || out.Len() != 0 {
		t.Errorf("the defaults print as\n%s\nafter a parse, as\n%s\nbefore; output %q", after, before, out.String())
	}
	if _, ok := fs.Lookup("q").Value.(flag.Getter); !ok {
		t.Error("the flag's value is not the flag package's own after the parse")
	}
}

// defaults returns what fs.PrintDefaults prints.
func defaults(fs *flag.FlagSet) string {
	var b bytes.Buffer
	out := fs.Output()
	fs.SetOutput(&b)
	fs.PrintDefaults()
	fs.SetOutput(out)
	return b.String()
}

// TestPresetList checks the presets of every game in the usage.
func TestPresetList(t *testing.T) {
	list := PresetList()
	for _, g := range games.Games() {
		for _, p := range games.PresetNames(g) {
			if !strings.Contains(list, p) {
				t.Errorf("%s preset %s missing from\n%s", g, p, list)
			}
		}
	}
	if !strings.HasPrefix(list, "Presets: tapp: "+games.TappDefault) || strings.Count(list, "\n") != len(games.Games()) {
		t.Errorf("PresetList:\n%s", list)
	}
}
