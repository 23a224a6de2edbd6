package tarock_test

import (
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
)

// TestParsePlay checks the shared shortcut for "play <card>": what it reads
// and, as important, what it leaves to a game's general parser.
func TestParsePlay(t *testing.T) {
	for _, c := range []struct {
		in   string
		card deck.Card
		ok   bool
	}{
		{"play KH", deck.HeartsKing, true},
		{"PLAY t1", deck.Pagat, true},
		{"Play Sküs", deck.Skus, true},
		{"play T17 ross", 0, false}, // a call: the game's own parser
		{"play  KH", deck.HeartsKing, true},
		{"play", 0, false},
		{"play ", 0, false},
		{"pass", 0, false},
		{"player KH", 0, false},
		{"play ZZ", 0, false},
	} {
		card, ok := tarock.ParsePlay(c.in)
		if ok != c.ok || (ok && card != c.card) {
			t.Errorf("ParsePlay(%q) = %v, %v; want %v, %v", c.in, card, ok, c.card, c.ok)
		}
	}
}

// FuzzParsePlay checks that ParsePlay accepts exactly the texts "play "
// followed by something deck.ParseCard reads, and gives that card.
func FuzzParsePlay(f *testing.F) {
	for _, s := range []string{"play KH", "play T17 ross", "PLAY sküs", "play", "pl"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		card, ok := tarock.ParsePlay(s)
		var want deck.Card
		err := deck.ErrSyntax
		if len(s) > 5 && strings.EqualFold(s[:5], "play ") {
			want, err = deck.ParseCard(s[5:])
		}
		if ok && (err != nil || card != want) {
			t.Fatalf("ParsePlay(%q) = %v, true; deck.ParseCard gives %v, %v", s, card, want, err)
		}
		if !ok && err == nil {
			t.Fatalf("ParsePlay(%q) refused a card deck.ParseCard reads (%v)", s, want)
		}
	})
}
