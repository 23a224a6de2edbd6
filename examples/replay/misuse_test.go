package main

import (
	"os"
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/examples/internal/cli/clitest"
)

func TestMain(m *testing.M) {
	clitest.Main(main)
	os.Exit(m.Run())
}

// TestMisuse checks that every misuse of the command line prints the
// reason, then the usage, and exits with status 2, the misuses of the
// shared flags with the reasons of every program (clitest.Misuses). (Every argument after
// the flags is a file to replay: there is no extra argument.)
func TestMisuse(t *testing.T) {
	clitest.CheckMisuses(t, "replay", append(clitest.Misuses("level", "json", "samples"), []clitest.Case{
		{Args: []string{"-bogus"}, Reason: "-bogus: no such flag"},
		{Args: []string{"-q=maybe"}, Reason: `-q: bad value "maybe": want true or false`},
		{Args: []string{"-bogus", "a.txt", "b.txt"}, Reason: "-bogus: no such flag"},
		{Args: []string{"-json", "a.txt"}, Reason: "-json: only with -analyze"},
		{Args: []string{"-analyze", "9", "a.txt"}, Reason: "-analyze: bad value 9: want a seat from 0 to 3"},
	}...))
}

// TestUnreadable checks that files that cannot be read are each named with
// the reason, and the status is 2.
func TestUnreadable(t *testing.T) {
	dir := t.TempDir()
	a, b := dir+"/a.txt", dir+"/b.txt"
	status, stdout, stderr := clitest.ExitStatus(t, a, b)
	if status != exitUsage {
		t.Errorf("exit status %d, want %d", status, exitUsage)
	}
	for _, f := range []string{a + ": ", b + ": "} {
		if !strings.Contains(stderr, f) {
			t.Errorf("standard error lacks %q:\n%s\nstandard output:\n%s", f, stderr, stdout)
		}
	}
}
