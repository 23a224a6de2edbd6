//go:build unix

package main

import (
	"bytes"
	"context"
	"errors"
	"os"
	"os/signal"
	"regexp"
	"strconv"
	"syscall"
	"testing"
	"time"
)

// TestCtrlC sends the process an interrupt during a long match, wired as
// in main: the match stops and prints the report over the deals finished.
func TestCtrlC(t *testing.T) {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	go func() {
		time.Sleep(300 * time.Millisecond)
		syscall.Kill(os.Getpid(), syscall.SIGINT)
	}()
	var out, errOut bytes.Buffer
	// Far more deals than can finish before the signal: only the signal
	// ends the run, so it has arrived before stop.
	err := runContext(ctx, []string{"-deals", "100000000", "-players", "random,random,random"}, &out, &errOut)
	if !errors.Is(err, errInterrupted) {
		t.Fatalf("error %v, want an interruption", err)
	}
	m := regexp.MustCompile(`(?m)^(\d+) deals, (\d+) games`).FindStringSubmatch(out.String())
	if m == nil {
		t.Fatalf("no report:\n%s", out.String())
	}
	deals, _ := strconv.Atoi(m[1])
	games, _ := strconv.Atoi(m[2])
	if deals < 1 || games != 3*deals {
		t.Errorf("partial report of %d deals, %d games:\n%s", deals, games, out.String())
	}
	if !bytes.Contains(out.Bytes(), []byte("interrupted: the report counts the first "+m[1]+" of 100000000 deals")) {
		t.Errorf("the partial report is not marked:\n%s", out.String())
	}
}
