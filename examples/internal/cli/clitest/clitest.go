// Package clitest checks that an example program follows the rule of
// package cli: every misuse of its command line prints the reason, then
// the usage, and exits with status 2. It runs the program's real main in a
// child process (the test binary itself), so the exit status is the one a
// user sees.
//
// A program's test wires it with TestMain and lists its misuses:
//
//	func TestMain(m *testing.M) {
//		clitest.Main(main)
//		os.Exit(m.Run())
//	}
//
//	func TestMisuse(t *testing.T) {
//		clitest.CheckMisuses(t, "prog", []clitest.Case{
//			{[]string{"-bogus"}, "-bogus: no such flag"},
//			…
//		})
//	}
package clitest

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/examples/internal/cli"
	"github.com/tarockfamily/sdk/games"
)

// envArgs carries the arguments of the child process, as a JSON array.
const envArgs = "CLITEST_MAIN_ARGS"

// Main runs main with the arguments ExitStatus gave and ends the process
// with status 0 when main returns, if this process is such a child; else
// it returns at once. Call it first in TestMain.
func Main(main func()) {
	text, ok := os.LookupEnv(envArgs)
	if !ok {
		return
	}
	var args []string
	if err := json.Unmarshal([]byte(text), &args); err != nil {
		panic(err)
	}
	os.Args = append([]string{os.Args[0]}, args...)
	main()
	os.Exit(0)
}

// ExitStatus runs the program's main (wired with Main) in a child process
// with args and an empty standard input, and returns its exit status and
// what it wrote on standard output and standard error.
func ExitStatus(t *testing.T, args ...string) (status int, stdout, stderr string) {
	t.Helper()
	text, err := json.Marshal(args)
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), envArgs+"="+string(text))
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	err = cmd.Run()
	var exit *exec.ExitError
	switch {
	case errors.As(err, &exit):
		status = exit.ExitCode()
	case err != nil:
		t.Fatalf("run %v: %v", args, err)
	}
	return status, out.String(), errOut.String()
}

// Case is one misuse: the arguments and the reason.
type Case struct {
	Args   []string
	Reason string
}

// flagWords are the flag package's own words for a misuse, which a
// program's messages replace.
var flagWords = []string{"parse error", "flag provided but not defined", "invalid value", "invalid boolean", "flag needs an argument", "bad flag syntax"}

// CheckMisuses runs the program (wired with Main) once per case in a child
// process and checks that it exits with status 2, writes nothing on
// standard output, and writes on standard error first the line "name:
// reason" with the case's reason and after it the usage, a line starting
// "Usage: name", and nothing in the flag package's own words.
//
// It runs [CheckHelp] too.
func CheckMisuses(t *testing.T, name string, cases []Case) {
	t.Helper()
	t.Run("-h", CheckHelp)
	for _, tc := range cases {
		t.Run(strings.Join(tc.Args, " "), func(t *testing.T) {
			status, stdout, stderr := ExitStatus(t, tc.Args...)
			if status != cli.ExitUsage {
				t.Errorf("exit status %d, want %d\nstderr:\n%s", status, cli.ExitUsage, stderr)
			}
			if stdout != "" {
				t.Errorf("standard output %q, want nothing", stdout)
			}
			first, rest, _ := strings.Cut(stderr, "\n")
			switch {
			case first != name+": "+tc.Reason:
				t.Errorf("standard error begins %q, want %q:\n%s", first, name+": "+tc.Reason, stderr)
			case !strings.HasPrefix(rest, "Usage: "+name):
				t.Errorf("the usage does not follow the reason:\n%s", stderr)
			case strings.Count(stderr, "Usage: "+name) > 1:
				t.Errorf("the usage is printed more than once:\n%s", stderr)
			}
			for _, w := range flagWords {
				if strings.Contains(stderr, w) {
					t.Errorf("standard error says %q, the flag package's words:\n%s", w, stderr)
				}
			}
		})
	}
}

// flagLine is a line of a usage that names a flag, "  -name …".
var flagLine = regexp.MustCompile(`^  -([a-z][a-z0-9]*)`)

// flagMention is a flag named in the text of a usage, "-name" after a
// space or a parenthesis.
var flagMention = regexp.MustCompile(`(?:^|[\s(])-([a-z][a-z0-9]*)\b`)

// CheckHelp runs the program (wired with Main) with -h in a child process
// and checks that it exits with status 0 and that its usage passes
// [CheckUsage].
func CheckHelp(t *testing.T) {
	t.Helper()
	status, stdout, stderr := ExitStatus(t, "-h")
	if status != 0 {
		t.Errorf("-h: exit status %d, want 0\n%s", status, stderr)
	}
	CheckUsage(t, stdout+stderr)
}

// CheckUsage checks that every flag a program's usage (as -h prints it)
// names in a help text is one of the flags it lists: a shared help text
// must not send the user to a flag the program does not take.
func CheckUsage(t *testing.T, usage string) {
	t.Helper()
	defined := map[string]bool{}
	for line := range strings.SplitSeq(usage, "\n") {
		if m := flagLine.FindStringSubmatch(line); m != nil {
			defined[m[1]] = true
		}
	}
	if len(defined) == 0 {
		t.Fatalf("-h lists no flag:\n%s", usage)
	}
	for line := range strings.SplitSeq(usage, "\n") {
		if flagLine.MatchString(line) {
			continue
		}
		for _, m := range flagMention.FindAllStringSubmatch(line, -1) {
			if !defined[m[1]] {
				t.Errorf("the usage names -%s, which the program does not take: %q", m[1], strings.TrimSpace(line))
			}
		}
	}
}

// UnknownPreset returns the message of package games for an unknown
// preset called name of game, which lists the game's presets.
func UnknownPreset(game, name string) string {
	e := &games.UnknownError{What: game + " preset", Name: name, Valid: games.PresetNames(game)}
	return e.Error()
}

// Misuses returns the misuses of the shared flags named (package cli: game,
// preset, players, level, deals, seed, json, samples, budget, progress),
// each with the reason every program gives for it, the names in the words
// of package games. A program's TestMisuse lists them for every shared
// flag it takes, so that the programs keep one message for one misuse.
// It panics on a name that is not a shared flag.
func Misuses(flags ...string) []Case {
	return MisusesAfter(nil, flags...)
}

// MisusesAfter is [Misuses] with the arguments prefix before each case's
// own, for a program whose flags need another one (table: -game).
func MisusesAfter(prefix []string, flags ...string) []Case {
	_, errGame := games.ParseGame("chess")
	_, errPlayer := games.ParsePlayers("genius", 1)
	_, errLevel := games.SearchConfig(games.Search, games.PlayerOptions{Level: "grandmaster"})
	shared := map[string][]Case{
		"game":     {{[]string{"-game", "chess"}, "-game: " + errGame.Error()}},
		"preset":   {{[]string{"-preset", "Nope"}, "-preset: " + UnknownPreset(games.Tapp, "Nope")}},
		"players":  {{[]string{"-players", "genius"}, "-players: " + errPlayer.Error()}},
		"level":    {{[]string{"-level", "grandmaster"}, "-level: " + errLevel.Error()}},
		"deals":    {{[]string{"-deals", "0"}, `-deals: bad value "0": need at least one deal`}, {[]string{"-deals", "many"}, `-deals: bad value "many": want a whole number`}},
		"seed":     {{[]string{"-seed", "-1"}, `-seed: bad value "-1": want a whole number from 0 to 18446744073709551615`}},
		"json":     {{[]string{"-json=maybe"}, `-json: bad value "maybe": want true or false`}},
		"samples":  {{[]string{"-samples", "-3"}, `-samples: bad value "-3": cannot be negative`}},
		"budget":   {{[]string{"-budget", "5"}, `-budget: bad value "5": want a duration such as 2s or 150ms`}, {[]string{"-budget", "-1s"}, `-budget: bad value "-1s": cannot be negative`}},
		"progress": {{[]string{"-progress=2"}, `-progress: bad value "2": want true or false`}},
	}
	var out []Case
	for _, f := range flags {
		cases, ok := shared[f]
		if !ok {
			panic("clitest: no shared flag -" + f)
		}
		for _, c := range cases {
			out = append(out, Case{Args: append(slices.Clone(prefix), c.Args...), Reason: c.Reason})
		}
	}
	return out
}
