package main

import (
	"os"
	"testing"

	"github.com/tarockfamily/sdk/examples/internal/cli/clitest"
)

func TestMain(m *testing.M) {
	clitest.Main(main)
	os.Exit(m.Run())
}

// TestMisuse checks that every misuse of the command line prints the
// reason, then the usage, and exits with status 2.
func TestMisuse(t *testing.T) {
	clitest.CheckMisuses(t, "selfplay", []clitest.Case{
		{Args: []string{"-bogus"}, Reason: "flag provided but not defined: -bogus"},
		{Args: []string{"-n", "many"}, Reason: `invalid value "many" for flag -n`},
		{Args: []string{"-samples", "-3"}, Reason: `invalid value "-3" for flag -samples: cannot be negative`},
		{Args: []string{"-budget", "-1s"}, Reason: `invalid value "-1s" for flag -budget: cannot be negative`},
		{Args: []string{"-json=maybe"}, Reason: `invalid boolean value "maybe" for -json`},
		{Args: []string{"-n"}, Reason: "flag needs an argument: -n"},
		{Args: []string{"extra-arg"}, Reason: `unexpected argument "extra-arg"`},
		{Args: []string{"-n", "3", "extra", "more"}, Reason: `unexpected argument "extra"`},
		{Args: []string{"-n", "0"}, Reason: `invalid value "0" for flag -n: need at least one deal`},
		{Args: []string{"-game", "chess"}, Reason: `-game "chess"`},
		{Args: []string{"-rules", "Nope"}, Reason: `unknown tapp preset "Nope"`},
		{Args: []string{"-game", "strohmandel", "-rules", "Tapp1821"}, Reason: `unknown strohmandel preset "Tapp1821"`},
		{Args: []string{"-game", "koenigrufen", "-rules", "Tapp1821"}, Reason: `unknown koenigrufen preset "Tapp1821"`},
		{Args: []string{"-players", "genius"}, Reason: `player "genius"`},
		{Args: []string{"-players", "random,random"}, Reason: `players "random,random"`},
	})
}
