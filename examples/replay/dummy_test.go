package main

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/games"
	"github.com/tarockfamily/sdk/tapp"
)

// TestDummyGame replays whole deals of the Tapp Tarock for two with a
// dummy stack (doc/tapp.md §11.2), the dummy card shown and hidden: the
// two seats are forehand and dealer, each of the 16 tricks prints the
// dummy card its winner took (face down under DummyHidden), and the card
// points in tricks at the end, the dummy cards included, are those of the
// settlement.
func TestDummyGame(t *testing.T) {
	hidden := tapp.Strohmandel1829
	hidden.DummyCard = tapp.DummyHidden
	for _, tc := range []struct {
		name  string
		rules tapp.Rules
		label string
	}{{"shown", tapp.Strohmandel1829, ", dummy "}, {"hidden", hidden, " face down; won by"}} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			played := 0
			for seed := uint64(1); played < 3 && seed < 40; seed++ {
				f := writeRecord(t, games.TappSpec(tc.rules, "Strohmandel1829"), seed, dir)
				text, _ := os.ReadFile(f)
				if !strings.Contains(string(text), "play ") {
					continue
				}
				played++
				code, out, errOut := replayFile(f)
				if code != exitOK {
					t.Fatalf("%s: exit status %d: %s\n%s", f, code, errOut, text)
				}
				if got := strings.Count(out, "won by"); got != 16 {
					t.Errorf("%s: %d tricks printed, want 16:\n%s", f, got, out)
				}
				if got := strings.Count(out, tc.label); got != 16 {
					t.Errorf("%s: %q in %d tricks, want 16:\n%s", f, tc.label, got, out)
				}
				if !strings.Contains(out, "forehand Anna, dealer Bert") || strings.Contains(out, "middlehand") {
					t.Errorf("%s: the seats are not forehand and dealer:\n%s", f, out)
				}
				g, err := tapp.ReplayText(string(text))
				if err != nil {
					t.Fatal(err)
				}
				res, _ := g.Final().Result()
				want := fmt.Sprintf("card points in tricks: forehand %v, dealer %v\n", res.SeatPoints[0], res.SeatPoints[1])
				if last := out[strings.LastIndex(out, "card points in tricks: "):]; !strings.HasPrefix(last, want[strings.Index(want, "card"):]) {
					t.Errorf("%s: the last count is %q, want %q", f, last[:strings.Index(last, "\n")+1], want)
				}
			}
			if played == 0 {
				t.Fatal("no deal was played")
			}
		})
	}
}
