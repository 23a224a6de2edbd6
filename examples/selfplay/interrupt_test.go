package main

import (
	"bytes"
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestProgressNeverPiped checks that no progress is written when stderr
// is a pipe or a file, and that -progress writes plain lines there.
func TestProgressNeverPiped(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(filepath.Join(t.TempDir(), "stderr"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	args := []string{"-players", "random", "-n", "5"}
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
	if !strings.HasPrefix(string(filed), "5/5 deals (100%), ") || strings.Contains(string(filed), "\r") || strings.Count(string(filed), "\n") != 1 {
		t.Errorf("the file has %q: want nothing from the runs without -progress and one plain line from the run with it", filed)
	}
}

// TestInterrupted stops a run by its context before the first deal: the
// summary of no deals is printed and marked, and the error wraps
// errInterrupted.
func TestInterrupted(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var out, errOut bytes.Buffer
	err := runContext(ctx, []string{"-n", "50"}, &out, &errOut)
	if !errors.Is(err, errInterrupted) || err.Error() != "interrupted after 0 of 50 deals" {
		t.Errorf("error %v, want %q", err, "interrupted after 0 of 50 deals")
	}
	for _, want := range []string{"0 deals, seed 1", "+0.000", "interrupted: the summary counts the first 0 of 50 deals"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("the output lacks %q:\n%s", want, out.String())
		}
	}
	if strings.Contains(out.String(), "NaN") {
		t.Errorf("NaN in the summary of no deals:\n%s", out.String())
	}
}
