package tapp_test

import (
	"errors"
	"github.com/tarockfamily/sdk/internal/gametest"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tarock"
)

func TestParseMove(t *testing.T) {
	cases := []struct {
		text string
		want tapp.Move
		str  string
	}{
		{"pass", tapp.Pass(), "pass"},
		{"  HOLD ", tapp.Hold(), "hold"},
		{"bid dreier", tapp.Bid(tapp.Dreier), "bid Dreier"},
		{"bid Solo", tapp.Bid(tapp.Solo), "bid Solo"},
		{"bid Tapper", tapp.Bid(tapp.Tapper), "bid Tapper"},
		{"take lower", tapp.Take(tapp.Lower), "take lower"},
		{"take Upper", tapp.Take(tapp.Upper), "take upper"},
		{"take 3H 4H", tapp.TakeCards(deck.SetOf(deck.Hearts3, deck.Hearts4)), "take 4H 3H"},
		{"discard 8S 4H 7S", tapp.Discard(deck.SetOf(deck.Hearts4, deck.Spades7, deck.Spades8)), "discard 4H 7S 8S"},
		{"discard K♥,XX,10S", tapp.Discard(deck.SetOf(deck.HeartsKing, deck.Tarock20, deck.Spades10)), "discard T20 KH 10S"},
		{"announce none", tapp.Announce(tapp.NoAnnouncement), "announce none"},
		{"announce valat pagatultimo", tapp.Announce(tapp.PagatUltimo | tapp.Valat), "announce PagatUltimo Valat"},
		{"kontra game", tapp.Double(tapp.LevelKontra, tapp.TargetGame), "kontra game"},
		{"re PagatUltimo", tapp.Double(tapp.LevelRe, tapp.TargetPagatUltimo), "re PagatUltimo"},
		{"sub valat", tapp.Double(tapp.LevelSub, tapp.TargetValat), "sub Valat"},
		{"play KH", tapp.Play(deck.HeartsKing), "play KH"},
		{"play Sküs", tapp.Play(deck.Skus), "play Skus"},
		{"play King of Hearts", tapp.Play(deck.HeartsKing), "play KH"},
		{"play XXI", tapp.Play(deck.Mond), "play T21"},
	}
	for _, tc := range cases {
		m, err := tapp.ParseMove(tc.text)
		if err != nil || m != tc.want || m.String() != tc.str {
			t.Errorf("ParseMove(%q) = %v, %v; want %v", tc.text, m, err, tc.str)
		}
	}
	for _, bad := range []string{"", "pass now", "bid", "bid Trischaken", "bid Valat", "take", "take middle", "discard", "discard 4H 4H",
		"announce", "announce none Valat", "announce Valat Valat", "kontra", "kontra trull", "play", "play 5H", "fold"} {
		_, err := tapp.ParseMove(bad)
		if !errors.Is(err, tarock.ErrBadMoveSyntax) || !strings.Contains(err.Error(), "\""+bad+"\"") {
			t.Errorf("ParseMove(%q) error = %v, want ErrBadMoveSyntax quoting the text", bad, err)
		}
	}
	if _, err := tapp.ParseMove("play 5H"); !errors.Is(err, deck.ErrSyntax) {
		t.Errorf("bad card error %v does not wrap deck.ErrSyntax", err)
	}
	if got := (tapp.Move{}).String(); got != "invalid" {
		t.Errorf("zero move prints %q", got)
	}
	if c, ok := tapp.Play(deck.Pagat).PlayedCard(); !ok || c != deck.Pagat {
		t.Error("PlayedCard of a play")
	}
	if _, ok := tapp.Pass().PlayedCard(); ok {
		t.Error("PlayedCard of a pass")
	}
}

func FuzzParseMove(f *testing.F) {
	for _, s := range append(gametest.MoveSeeds(f, rand.New(rand.NewPCG(3, 3)), seedStarts(f)),
		"pass", "hold", "bid Dreier", "take lower", "take 4H 3H", "discard 4H 7S 8S",
		"announce PagatUltimo Valat", "kontra game", "re Valat", "play Skus", "play King of Hearts", "discard -", "take -") {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		m, err := tapp.ParseMove(s)
		if err != nil {
			if !errors.Is(err, tarock.ErrBadMoveSyntax) {
				t.Fatalf("ParseMove(%q) error %v does not wrap ErrBadMoveSyntax", s, err)
			}
			return
		}
		if m == (tapp.Move{}) {
			t.Fatalf("ParseMove(%q) returned the zero move", s)
		}
		back, err := tapp.ParseMove(m.String())
		if err != nil || back != m {
			t.Fatalf("ParseMove(%q) = %v; reparsing %q gives %v, %v", s, m, m.String(), back, err)
		}
	})
}
