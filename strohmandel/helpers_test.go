package strohmandel_test

import (
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/internal/gametest"
	"github.com/tarockfamily/sdk/strohmandel"
)

func set(t testing.TB, s string) deck.Set {
	t.Helper()
	v, err := deck.ParseSet(s)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// makeDeal builds a deal from hands and piles written in card notation,
// piles top card first.
func makeDeal(t testing.TB, hands [2]string, piles [2][3]string) strohmandel.Deal {
	t.Helper()
	var d strohmandel.Deal
	for s := range 2 {
		d.Hands[s] = set(t, hands[s])
		for p := range 3 {
			f := strings.Fields(piles[s][p])
			if len(f) != 4 {
				t.Fatalf("pile %q", piles[s][p])
			}
			for i, w := range f {
				c, err := deck.ParseCard(w)
				if err != nil {
					t.Fatal(err)
				}
				d.Piles[s][p][i] = c
			}
		}
	}
	if err := d.Validate(); err != nil {
		t.Fatal(err)
	}
	return d
}

// tableDeal is the deal of the strawman tests. After the reveal forehand
// has taken T7 (pile 0), T1 KD T5 and, unseen, JS (pile 1, now empty) into
// his hand, and shows 3D and QH as face-up tops; the dealer has taken KH T6
// KC and, unseen, 7S (pile 0, empty) and shows JD and 9C.
func tableDeal(t testing.TB) strohmandel.Deal {
	return makeDeal(t,
		[2]string{
			"T8 T9 T10 T11 T12 T13 T14 Skus 2D AD 8S 9S 7C 8C 10C",
			"T15 T16 T17 T18 T19 T20 3H 2H JH CH CD QD 10S CC QS",
		},
		[2][3]string{
			{"T7 3D KS QC", "T1 KD T5 JS", "QH T2 T3 T4"},
			{"KH T6 KC 7S", "JD 4D JC CS", "9C 4H AH T21"},
		})
}

// apply applies moves in notation to s.
func apply(t testing.TB, s strohmandel.State, moves ...string) strohmandel.State {
	t.Helper()
	return gametest.Apply(t, s, strohmandel.ParseMove, moves...)
}

func legalPlays(s strohmandel.State) deck.Set {
	var v deck.Set
	for _, m := range s.LegalMoves() {
		if c, ok := m.PlayedCard(); ok {
			v = v.With(c)
		}
	}
	return v
}

func movesText(s strohmandel.State) []string {
	var out []string
	for _, m := range s.LegalMoves() {
		out = append(out, m.String())
	}
	return out
}

// extraVariants switches on the options no preset uses: Kontra, Quapil,
// announcements in a simple game, LastCardShown, Rostopschin with the Trull
// in hand, Mondfang 1, ValatReplacesGame, a same-dealer redeal, the
// declarer's lead.
func extraVariants() []strohmandel.Rules {
	v := strohmandel.Tirol2025
	v.Kontra, v.TrullMode, v.Birds, v.BothPass = true, strohmandel.TrullTricks, strohmandel.BirdPagat|strohmandel.BirdQuapil, strohmandel.BothPassSimpleGame
	w := strohmandel.MayrSedlaczekWeb2001Classic
	w.Kontra, w.LastCardShown, w.Rostopschin, w.Mondfang, w.ValatReplacesGame = true, true, true, 1, true
	w.BothPass, w.FirstLead = strohmandel.BothPassRedealSameDealer, strohmandel.LeadDeclarerIfTakenUp
	return []strohmandel.Rules{v, w}
}
