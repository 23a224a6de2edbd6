package main

import (
	"os"
	"testing"

	"github.com/tarockfamily/sdk/examples/internal/cli/clitest"
	"github.com/tarockfamily/sdk/games"
)

func TestMain(m *testing.M) {
	clitest.Main(main)
	os.Exit(m.Run())
}

// TestMisuse checks that every misuse of the command line prints the
// reason, then the usage, and exits with status 2, the misuses of the
// shared flags with the reasons of every program (clitest.Misuses).
func TestMisuse(t *testing.T) {
	clitest.CheckMisuses(t, "selfplay", append(clitest.Misuses("game", "preset", "players", "level", "deals", "seed", "json", "samples", "budget", "progress"), []clitest.Case{
		{Args: []string{"-bogus"}, Reason: "-bogus: no such flag"},
		{Args: []string{"-n", "5"}, Reason: "-n: no such flag"},
		{Args: []string{"-rules", "Tapp1821"}, Reason: "-rules: no such flag"},
		{Args: []string{"-seed", "x"}, Reason: `-seed: bad value "x": want a whole number from 0 to 18446744073709551615`},
		{Args: []string{"-deals"}, Reason: "-deals: needs a value"},
		{Args: []string{"extra-arg"}, Reason: `unexpected argument "extra-arg": selfplay takes only flags`},
		{Args: []string{"-deals", "3", "extra", "more"}, Reason: `unexpected argument "extra": selfplay takes only flags`},
		{Args: []string{"-game", "strohmandel", "-preset", "Tapp1821"}, Reason: "-preset: " + clitest.UnknownPreset(games.Strohmandel, "Tapp1821")},
		{Args: []string{"-game", "koenigrufen", "-preset", "Tapp1821"}, Reason: "-preset: " + clitest.UnknownPreset(games.Koenigrufen, "Tapp1821")},
		{Args: []string{"-players", "random,random"}, Reason: `-players: players "random,random": 2 kinds given for 3 seats: want 1 for every seat or 3, one per seat`},
	}...))
}
