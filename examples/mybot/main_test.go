package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tapp/tapptest"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/bot"
	"github.com/tarockfamily/sdk/tarock/tarocktest"
)

// TestNoLeaks checks that Cautious decides from what its seat may see only:
// in a state where the hidden cards lie elsewhere it chooses the same move.
func TestNoLeaks(t *testing.T) {
	spec := tapptest.LeakSpec(tapp.MayrSedlaczek2001)
	spec.Player = func(uint64) bot.Player[tapp.Observation, tapp.Move] { return Cautious{} }
	tarocktest.CheckLeaks(t, spec)
}

func mustSet(t *testing.T, s string) deck.Set {
	t.Helper()
	set, err := deck.ParseSet(s)
	if err != nil {
		t.Fatal(err)
	}
	return set
}

func plays(t *testing.T, cards string) []tapp.Move {
	var ms []tapp.Move
	for c := range mustSet(t, cards).All() {
		ms = append(ms, tapp.Play(c))
	}
	return ms
}

// TestChoose checks Cautious's rules of thumb.
func TestChoose(t *testing.T) {
	bids := []tapp.Move{tapp.Pass(), tapp.Bid(tapp.Dreier), tapp.Bid(tapp.Solo)}
	for _, tc := range []struct {
		name  string
		view  tapp.Observation
		legal []tapp.Move
		want  tapp.Move
	}{
		{"eight tarocks bid a Dreier", tapp.Observation{Phase: tapp.PhaseAuction, Hand: mustSet(t, "T1 T2 T3 T4 T5 T6 T7 T8 KH")}, bids, tapp.Bid(tapp.Dreier)},
		{"seven tarocks pass", tapp.Observation{Phase: tapp.PhaseAuction, Hand: mustSet(t, "T1 T2 T3 T4 T5 T6 T7 KH")}, bids, tapp.Pass()},
		{"lead the cheapest card", tapp.Observation{Phase: tapp.PhasePlay, CurrentTrick: tarock.NewTrick(0, 3)}, plays(t, "KH 4H T21"), tapp.Play(deck.Hearts4)},
	} {
		if got := (Cautious{}).Choose(tc.view, tc.legal); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
	// A trick led with the queen of hearts: the king wins it; with no
	// winner the cheapest card goes; of two winning tarocks the cheaper.
	trick, _ := tarock.NewTrick(0, 3).Play(deck.HeartsQueen)
	view := tapp.Observation{Phase: tapp.PhasePlay, CurrentTrick: trick}
	if got := (Cautious{}).Choose(view, plays(t, "4H KH")); got != tapp.Play(deck.HeartsKing) {
		t.Errorf("with K♥ over Q♥: %v, want play KH", got)
	}
	if got := (Cautious{}).Choose(view, plays(t, "4H JH")); got != tapp.Play(deck.Hearts4) {
		t.Errorf("without a winner: %v, want play 4H", got)
	}
	if got := (Cautious{}).Choose(view, plays(t, "T2 T21")); got != tapp.Play(deck.Tarock2) {
		t.Errorf("trumping: %v, want the cheaper tarock II", got)
	}
}

// TestRun runs a short match and checks the report names every entrant.
func TestRun(t *testing.T) {
	var out, errOut bytes.Buffer
	if err := run([]string{"-deals", "20"}, &out, &errOut); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"20 deals, 60 games", "cautious", "random too"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("report lacks %q:\n%s", want, out.String())
		}
	}
}
