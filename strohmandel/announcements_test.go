package strohmandel_test

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/tarock"
)

// TestAnnouncements follows the announcement phase of the Tirol rules
// (doc/strohmandel.md §9.7) with Kontra and Re.
func TestAnnouncements(t *testing.T) {
	rules := strohmandel.Tirol2025
	rules.Kontra = true
	st, _ := strohmandel.NewGame(rules, tableDeal(t))
	st = apply(t, st, "takeup")
	if st.Phase() != strohmandel.PhaseAnnounce || st.ToMove() != 0 {
		t.Fatalf("phase %v", st.Phase())
	}
	// Forehand holds the Pagat after the reveal: all three items; no Kontra
	// for the declarer.
	if got := strings.Join(movesText(st), ","); got != "announce pagatultimo,announce trull,announce kingstrull,ready" {
		t.Errorf("forehand's moves %s", got)
	}
	st = apply(t, st, "announce trull", "ready")
	if got := movesText(st); strings.Join(got, ",") != "announce kingstrull,kontra,ready" {
		t.Errorf("dealer's moves %v", got)
	}
	st = apply(t, st, "kontra", "ready")
	if st.ToMove() != 0 || strings.Join(movesText(st), ",") != "re,ready" {
		t.Fatalf("forehand's answer %v", movesText(st))
	}
	st = apply(t, st, "re", "ready")
	if st.Phase() != strohmandel.PhasePlay || st.KontraLevel() != 2 || st.Announced(0) != strohmandel.AnnounceTrull {
		t.Errorf("phase %v kontra %d announced %v", st.Phase(), st.KontraLevel(), st.Announced(0))
	}
	if _, err := st.Apply(strohmandel.Ready()); !errors.Is(err, tarock.ErrWrongPhase) {
		t.Errorf("ready in play: %v", err)
	}
}

// TestCalls checks in random games when the calls of doc/strohmandel.md
// §6 notes are generated: Trull and Königstrull with the first card of a
// combination held entirely in hand, Ross on XVII with XVIII in hand,
// Topschin on XVIII led right after winning the Ross trick.
func TestCalls(t *testing.T) {
	rules := strohmandel.MayrSedlaczekWeb2001Classic
	rules.Rostopschin = true
	rng := rand.New(rand.NewPCG(5, 6))
	seen := map[strohmandel.Call]int{}
	var buf []strohmandel.Move
	for range 3000 {
		st, _ := strohmandel.NewGame(rules, strohmandel.ShuffledPack(rng, rules.CardsInPlay()))
		rossTrick := -1
		for !st.Done() {
			buf = st.AppendLegalMoves(buf[:0])
			seat := st.ToMove()
			h := st.Hand(seat)
			for _, m := range buf {
				c, _ := m.PlayedCard()
				switch m.Calls() {
				case strohmandel.CallTrull:
					if !c.IsTrull() || !h.ContainsAll(deck.Trull) {
						t.Fatalf("%v with hand %v", m, h)
					}
				case strohmandel.CallKingsTrull:
					if !c.IsKing() || !h.ContainsAll(deck.Kings) {
						t.Fatalf("%v with hand %v", m, h)
					}
				case strohmandel.CallRoss:
					if c != deck.Tarock17 || !h.Has(deck.Tarock18) {
						t.Fatalf("%v with hand %v", m, h)
					}
				case strohmandel.CallTopschin:
					if c != deck.Tarock18 || !st.CurrentTrick().IsEmpty() || rossTrick != st.TricksPlayed()-1 {
						t.Fatalf("%v after Ross in trick %d, now trick %d", m, rossTrick, st.TricksPlayed())
					}
				}
				seen[m.Calls()]++
			}
			// Prefer a move with a call, to reach the Topschin.
			m := buf[rng.IntN(len(buf))]
			for _, x := range buf {
				if x.Calls() != 0 {
					m = x
				}
			}
			if m.Calls() == strohmandel.CallRoss {
				rossTrick = st.TricksPlayed()
			}
			st, _ = st.Apply(m)
		}
	}
	for _, c := range []strohmandel.Call{strohmandel.CallTrull, strohmandel.CallKingsTrull, strohmandel.CallRoss, strohmandel.CallTopschin} {
		if seen[c] == 0 {
			t.Errorf("call %v never generated", c)
		}
	}
}

// TestRostopschinPlay plays a Rostopschin through Apply: forehand holds
// XVII and XVIII and, as Furr's declarer, leads (doc/strohmandel.md §6
// note).
func TestRostopschinPlay(t *testing.T) {
	d := makeDeal(t,
		[2]string{
			"T8 T9 T10 T11 T12 T13 T14 T17 T18 2D AD 8S 9S 7C 8C",
			"T15 T16 T19 T20 Skus 3H 2H JH CH CD QD 10S CC QS 10C",
		},
		[2][3]string{
			{"T7 3D KS QC", "T1 KD T5 JS", "QH T2 T3 T4"},
			{"KH T6 KC 7S", "JD 4D JC CS", "9C 4H AH T21"},
		})
	finish := func(s strohmandel.State) strohmandel.Result {
		for !s.Done() {
			s, _ = s.Apply(s.LegalMoves()[0])
		}
		r, _ := s.Result()
		return r
	}
	rostopschin := func(r strohmandel.Result) strohmandel.Item {
		for _, it := range r.ItemList() {
			if it.Kind == strohmandel.ItemRostopschin {
				return it
			}
		}
		return strohmandel.Item{}
	}
	st, _ := strohmandel.NewGame(strohmandel.Furr2009, d)
	st = apply(t, st, "takeup", "play T17 ross", "play T15")
	if got := movesText(st); !strings.Contains(strings.Join(got, ","), "play T18 topschin") {
		t.Fatalf("no Topschin among %v", got)
	}
	made := apply(t, st, "play T18 topschin", "play T16")
	if it := rostopschin(finish(made)); it.Seat != 0 || !it.Won || it.Payees != 1 || it.Amount() != 1 {
		t.Errorf("made: %+v", it)
	}
	// Leading something else after "Ross!" fails it: +1 to the opponent.
	failed := apply(t, st, "play T8")
	if it := rostopschin(finish(failed)); it.Seat != 0 || it.Won || it.Payees != 2 || it.Amount() != 1 {
		t.Errorf("failed: %+v", it)
	}
	// The Topschin call is only legal on the lead right after the Ross trick.
	if _, err := apply(t, failed, "play T6").Apply(strohmandel.PlayCalling(deck.Tarock18, strohmandel.CallTopschin)); !errors.Is(err, tarock.ErrNotAllowed) {
		t.Errorf("late Topschin: %v", err)
	}
}
