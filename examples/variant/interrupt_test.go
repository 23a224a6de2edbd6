package main

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"
)

// TestInterrupted stops a run by its context before the first deal: the
// result over no deals is printed, and the error wraps errInterrupted.
func TestInterrupted(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var out, errOut bytes.Buffer
	err := runContext(ctx, []string{"-deals", "50"}, &out, &errOut)
	if !errors.Is(err, errInterrupted) || err.Error() != "interrupted after 0 of 50 deals" {
		t.Errorf("error %v, want %q", err, "interrupted after 0 of 50 deals")
	}
	for _, want := range []string{"0 deals under each rule set", "interrupted: the comparison counts the first 0 of 50 deals", "+0.000 default"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("the output lacks %q:\n%s", want, out.String())
		}
	}
	if strings.Contains(out.String(), "NaN") {
		t.Errorf("NaN in the result over no deals:\n%s", out.String())
	}
}
