// Package progresstest checks, for the tests of the programs, that a
// program writes its progress line (package progress) only where it
// should: never into a pipe or a file unless -progress asks for it, and
// then as plain lines without carriage returns.
package progresstest

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// CheckNeverPiped runs the program (run, with args that play deals deals)
// twice with standard error a pipe and a file, and once more with
// -progress into the file. It fails t when anything reaches the pipe, when
// the runs without -progress write into the file, or when the run with it
// writes other than one plain line for the last deal ("5/5 deals (100%), …").
func CheckNeverPiped(t *testing.T, run func(args []string, stdout, stderr io.Writer) error, args []string, deals int) {
	t.Helper()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(filepath.Join(t.TempDir(), "stderr"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	for _, stderr := range []*os.File{w, f} {
		var out bytes.Buffer
		if err := run(args, &out, stderr); err != nil {
			t.Fatal(err)
		}
	}
	var out bytes.Buffer
	if err := run(append(args, "-progress"), &out, f); err != nil {
		t.Fatal(err)
	}
	w.Close()
	piped, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	if len(piped) != 0 {
		t.Errorf("progress %q written into a pipe", piped)
	}
	filed, err := os.ReadFile(f.Name())
	if err != nil {
		t.Fatal(err)
	}
	want := fmt.Sprintf("%d/%d deals (100%%), ", deals, deals)
	if !strings.HasPrefix(string(filed), want) || strings.Contains(string(filed), "\r") || strings.Count(string(filed), "\n") != 1 {
		t.Errorf("the file has %q: want nothing from the runs without -progress and one plain line %q… from the run with it", filed, want)
	}
}
