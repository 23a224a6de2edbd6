package main

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/examples/internal/progress/progresstest"
)

// TestProgressNeverPiped checks that no progress is written when stderr
// is a pipe or a file, and that -progress writes plain lines there.
func TestProgressNeverPiped(t *testing.T) {
	progresstest.CheckNeverPiped(t, run, []string{"-players", "random", "-deals", "5"}, 5)
}

// TestInterrupted stops a run by its context before the first deal: the
// summary of no deals is printed and marked, and the error wraps
// errInterrupted.
func TestInterrupted(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var out, errOut bytes.Buffer
	err := runContext(ctx, []string{"-deals", "50"}, &out, &errOut)
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
