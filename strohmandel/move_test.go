package strohmandel_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/tarock"
)

// everyMove lists every well-formed move of the notation.
func everyMove() []strohmandel.Move {
	ms := []strohmandel.Move{strohmandel.ThrowIn(), strohmandel.Continue(), strohmandel.TakeUp(), strohmandel.Pass(),
		strohmandel.Double(strohmandel.LevelKontra), strohmandel.Double(strohmandel.LevelRe), strohmandel.Ready(),
		strohmandel.Announce(strohmandel.AnnouncePagatUltimo), strohmandel.Announce(strohmandel.AnnounceTrull),
		strohmandel.Announce(strohmandel.AnnounceKingsTrull)}
	for c := range deck.Card(deck.NumCards) {
		for calls := range strohmandel.Call(16) {
			ms = append(ms, strohmandel.PlayCalling(c, calls))
		}
	}
	return ms
}

func TestMoveRoundTrip(t *testing.T) {
	for _, m := range everyMove() {
		got, err := strohmandel.ParseMove(m.String())
		if err != nil || got != m {
			t.Errorf("%v: parsed %v, %v", m, got, err)
		}
		if strings.ToUpper(m.String()) != m.String() {
			if got, err := strohmandel.ParseMove(strings.ToUpper(m.String())); err != nil || got != m {
				t.Errorf("%v upper case: %v, %v", m, got, err)
			}
		}
	}
	for text, want := range map[string]strohmandel.Move{
		"  play   XXI ":            strohmandel.Play(deck.Mond),
		"Play Sküs Trull":          strohmandel.PlayCalling(deck.Skus, strohmandel.CallTrull),
		"play Queen of Spades":     strohmandel.Play(deck.SpadesQueen),
		"play K♥ kingstrull":       strohmandel.PlayCalling(deck.HeartsKing, strohmandel.CallKingsTrull),
		"ANNOUNCE PagatUltimo":     strohmandel.Announce(strohmandel.AnnouncePagatUltimo),
		"play Pagat topschin ross": strohmandel.PlayCalling(deck.Pagat, strohmandel.CallRoss|strohmandel.CallTopschin),
	} {
		if got, err := strohmandel.ParseMove(text); err != nil || got != want {
			t.Errorf("%q: %v, %v; want %v", text, got, err, want)
		}
	}
	for _, bad := range []string{"", "play", "play trull", "play T1 trull trull", "announce", "announce valat",
		"takeup now", "bid", "play T1 T2", "play KH ross!"} {
		_, err := strohmandel.ParseMove(bad)
		if !errors.Is(err, tarock.ErrBadMoveSyntax) || !strings.Contains(err.Error(), "\""+bad+"\"") {
			t.Errorf("%q: %v", bad, err)
		}
	}
}

// FuzzParseMove: ParseMove never panics, and what it accepts prints to a
// text that parses to the same move.
func FuzzParseMove(f *testing.F) {
	for _, m := range everyMove()[:80] {
		f.Add(m.String())
	}
	f.Add("play King of Hearts kingstrull")
	f.Add("play \u00a0T1")
	f.Fuzz(func(t *testing.T, s string) {
		m, err := strohmandel.ParseMove(s)
		if err != nil {
			if !errors.Is(err, tarock.ErrBadMoveSyntax) {
				t.Fatalf("%q: error %v does not wrap ErrBadMoveSyntax", s, err)
			}
			return
		}
		again, err := strohmandel.ParseMove(m.String())
		if err != nil || again != m {
			t.Fatalf("%q → %v → %v, %v", s, m, again, err)
		}
	})
}
