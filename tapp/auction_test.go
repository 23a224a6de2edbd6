package tapp_test

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tarock"
)

func moveStrings(ms []tapp.Move) []string {
	var out []string
	for _, m := range ms {
		out = append(out, m.String())
	}
	return out
}

// TestAuction runs auctions from doc/tapp.md §5 and checks who
// declares which contract, who is to act at the end, and the legal moves
// there.
func TestAuction(t *testing.T) {
	ms := tapp.MayrSedlaczek2001
	cases := []struct {
		name     string
		rules    tapp.Rules
		moves    []string
		phase    tapp.Phase
		declarer tarock.Seat
		contract tapp.Contract
		toMove   tarock.Seat
		legal    []string // legal moves at the end, when not nil
	}{
		{"doc/tapp.md §5.1 a Dreier and two passes", ms, []string{"bid Dreier", "pass", "pass"},
			tapp.PhaseTalon, 0, tapp.Dreier, 0, []string{"take lower", "take upper"}},
		{"doc/tapp.md §5.1 first legal moves: pass, Dreier or a jump to Solo", ms, nil,
			tapp.PhaseAuction, tarock.NoSeat, tapp.NoContract, 0, []string{"pass", "bid Dreier", "bid Solo"}},
		{"doc/tapp.md §5.1 next higher bid only, or Solo", ms, []string{"bid Dreier"},
			tapp.PhaseAuction, tarock.NoSeat, tapp.NoContract, 1, []string{"pass", "bid Unterer", "bid Solo"}},
		{"doc/tapp.md §5.1 the overcalled senior may hold", ms, []string{"bid Dreier", "bid Unterer", "pass"},
			tapp.PhaseAuction, tarock.NoSeat, tapp.NoContract, 0, []string{"pass", "hold", "bid Oberer", "bid Solo"}},
		{"doc/tapp.md §5.1 forehand holds twice and declares the Oberer", ms, []string{"bid Dreier", "bid Unterer", "pass", "hold", "bid Oberer", "hold", "pass"},
			tapp.PhaseTalon, 0, tapp.Oberer, 0, nil},
		{"doc/tapp.md §5.1 the held junior may bid again", ms, []string{"bid Dreier", "bid Unterer", "pass", "hold"},
			tapp.PhaseAuction, tarock.NoSeat, tapp.NoContract, 1, []string{"pass", "bid Oberer", "bid Solo"}},
		{"doc/tapp.md §5.1 middlehand holds the dealer's bid", ms, []string{"pass", "bid Dreier", "bid Unterer", "hold", "pass"},
			tapp.PhaseTalon, 1, tapp.Unterer, 1, nil},
		{"doc/tapp.md §5.1 a junior never holds", ms, []string{"pass", "bid Dreier", "bid Unterer", "hold"},
			tapp.PhaseAuction, tarock.NoSeat, tapp.NoContract, 2, []string{"pass", "bid Oberer", "bid Solo"}},
		{"doc/tapp.md §5.1 a Solo ends the auction at once", ms, []string{"bid Dreier", "bid Solo"},
			tapp.PhaseAnnounce, 1, tapp.Solo, 1, []string{"announce none", "announce Valat"}},
		{"doc/tapp.md §5.1 the last active player with a standing bid declares", ms, []string{"pass", "pass", "bid Dreier"},
			tapp.PhaseTalon, 2, tapp.Dreier, 2, nil},
		{"doc/tapp.md §5.3 all pass: thrown in (AllPassRedeal)", ms, []string{"pass", "pass", "pass"},
			tapp.PhaseDone, tarock.NoSeat, tapp.NoContract, tarock.NoSeat, []string{}},
		{"doc/tapp.md §5.2 HoldForehandOnly: middlehand may not hold", tapp.ForehandHolding, []string{"pass", "bid Dreier", "bid Unterer"},
			tapp.PhaseAuction, tarock.NoSeat, tapp.NoContract, 1, []string{"pass", "bid Oberer", "bid Solo"}},
		{"doc/tapp.md §5.2 HoldForehandOnly: forehand may hold", tapp.ForehandHolding, []string{"bid Dreier", "bid Unterer", "pass"},
			tapp.PhaseAuction, tarock.NoSeat, tapp.NoContract, 0, []string{"pass", "hold", "bid Oberer", "bid Solo"}},
		{"doc/tapp.md §5.2.1 ImmediateHolding: the overcalled forehand answers before the dealer", tapp.ImmediateHolding, []string{"bid Dreier", "bid Unterer"},
			tapp.PhaseAuction, tarock.NoSeat, tapp.NoContract, 0, []string{"pass", "hold", "bid Oberer", "bid Solo"}},
		{"doc/tapp.md §5.2.1 ImmediateHolding: the junior answers a hold with a bid or a pass", tapp.ImmediateHolding, []string{"bid Dreier", "bid Unterer", "hold"},
			tapp.PhaseAuction, tarock.NoSeat, tapp.NoContract, 1, []string{"pass", "bid Oberer", "bid Solo"}},
		{"doc/tapp.md §5.2.1 ImmediateHolding: after the duel the dealer enters against the survivor", tapp.ImmediateHolding, []string{"bid Dreier", "bid Unterer", "hold", "pass"},
			tapp.PhaseAuction, tarock.NoSeat, tapp.NoContract, 2, []string{"pass", "bid Oberer", "bid Solo"}},
		{"doc/tapp.md §5.2.1 ImmediateHolding: the dealer's duel decides", tapp.ImmediateHolding, []string{"bid Dreier", "bid Unterer", "hold", "pass", "bid Oberer", "hold", "pass"},
			tapp.PhaseTalon, 0, tapp.Oberer, 0, nil},
		{"doc/tapp.md §5.2.1 ImmediateHolding: the auction ends after the dealer's entry", tapp.ImmediateHolding, []string{"pass", "bid Dreier", "pass"},
			tapp.PhaseTalon, 1, tapp.Dreier, 1, nil},
		{"doc/tapp.md §5.2.1 SoloOnlyAtFirstTurn: no jump to Solo at a later turn", with(ms, func(r *tapp.Rules) { r.SoloOnlyAtFirstTurn = true }),
			[]string{"bid Dreier", "bid Unterer", "pass"},
			tapp.PhaseAuction, tarock.NoSeat, tapp.NoContract, 0, []string{"pass", "hold", "bid Oberer"}},
		{"doc/tapp.md §5.2.1 SoloOnlyAtFirstTurn: Oberer to Solo is not a jump", with(ms, func(r *tapp.Rules) { r.SoloOnlyAtFirstTurn = true }),
			[]string{"bid Dreier", "bid Unterer", "pass", "bid Oberer"},
			tapp.PhaseAuction, tarock.NoSeat, tapp.NoContract, 1, []string{"pass", "bid Solo"}},
		{"doc/tapp.md §5.2.1 SoloHoldable1821: forehand is asked about middlehand's Solo", tapp.Tapp1821, []string{"bid Dreier", "bid Solo"},
			tapp.PhaseAuction, tarock.NoSeat, tapp.NoContract, 0, []string{"pass", "hold"}},
		{"doc/tapp.md §5.2.1 SoloHoldable1821: forehand holds the Solo", tapp.Tapp1821, []string{"bid Dreier", "bid Solo", "hold"},
			tapp.PhaseAnnounce, 0, tapp.Solo, 0, []string{"announce none", "announce PagatUltimo"}},
		{"doc/tapp.md §5.2.1 SoloHoldable1821: forehand lets middlehand play the Solo", tapp.Tapp1821, []string{"bid Dreier", "bid Solo", "pass"},
			tapp.PhaseAnnounce, 1, tapp.Solo, 1, nil},
		{"doc/tapp.md §5.2.1 Tapper: forehand only, at his first turn; Ladder1821 has no Unterer", tapp.Tapp1821, nil,
			tapp.PhaseAuction, tarock.NoSeat, tapp.NoContract, 0, []string{"pass", "bid Tapper", "bid Dreier", "bid Solo"}},
		{"doc/tapp.md §5.2.1 a Tapper gives no right to hold", tapp.Tapp1821, []string{"bid Tapper", "bid Dreier", "pass"},
			tapp.PhaseAuction, tarock.NoSeat, tapp.NoContract, 0, []string{"pass", "bid Solo"}},
		{"doc/tapp.md §5.2.1 a standing Tapper is not played", tapp.Tapp1821, []string{"bid Tapper", "pass", "pass"},
			tapp.PhaseDone, 0, tapp.Tapper, tarock.NoSeat, []string{}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			st, err := tapp.NewGame(tc.rules, dealW(t))
			if err != nil {
				t.Fatal(err)
			}
			for _, m := range tc.moves {
				st = apply(t, st, m)
			}
			if st.Phase() != tc.phase || st.Declarer() != tc.declarer || st.Contract() != tc.contract || st.ToMove() != tc.toMove {
				t.Errorf("phase %v, declarer %v, contract %v, to move %v; want %v, %v, %v, %v",
					st.Phase(), st.Declarer(), st.Contract(), st.ToMove(), tc.phase, tc.declarer, tc.contract, tc.toMove)
			}
			if tc.legal != nil {
				got := moveStrings(st.LegalMoves())
				if got == nil {
					got = []string{}
				}
				if diff := cmp.Diff(tc.legal, got); diff != "" {
					t.Errorf("legal moves (-want +got):\n%s", diff)
				}
			}
		})
	}
}

// TestAuctionRejects checks that illegal auction moves are refused with
// the reason and leave the state as it was (doc/tapp.md §5.1).
func TestAuctionRejects(t *testing.T) {
	cases := []struct {
		name   string
		rules  tapp.Rules
		moves  []string
		try    tapp.Move
		reason error
	}{
		{"doc/tapp.md §5.1 no skipping", tapp.MayrSedlaczek2001, []string{"bid Dreier"}, mustMove("bid Oberer"), tarock.ErrNotAllowed},
		{"doc/tapp.md §5.1 hold without an own bid", tapp.MayrSedlaczek2001, []string{"pass", "bid Dreier"}, mustMove("hold"), tarock.ErrNotAllowed},
		{"doc/tapp.md §5.1 Trischaken is never bid", tapp.MayrSedlaczek2001, nil, tapp.Bid(tapp.Trischaken), tarock.ErrNotAllowed},
		{"doc/tapp.md §5.2 HoldForehandOnly", tapp.ForehandHolding, []string{"pass", "bid Dreier", "bid Unterer"}, mustMove("hold"), tarock.ErrNotAllowed},
		{"doc/tapp.md §5.2.1 Tapper off", tapp.MayrSedlaczek2001, nil, mustMove("bid Tapper"), tarock.ErrNotAllowed},
		{"doc/tapp.md §5.2.1 Tapper only by forehand", tapp.Tapp1821, []string{"pass"}, mustMove("bid Tapper"), tarock.ErrNotAllowed},
		{"doc/tapp.md §4 Ladder1821 has no Unterer", tapp.Tapp1821, []string{"bid Dreier"}, mustMove("bid Unterer"), tarock.ErrNotAllowed},
		{"wrong phase", tapp.MayrSedlaczek2001, nil, mustMove("play KH"), tarock.ErrWrongPhase},
		{"game over", tapp.MayrSedlaczek2001, []string{"pass", "pass", "pass"}, mustMove("pass"), tarock.ErrGameOver},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			st, _ := tapp.NewGame(tc.rules, dealW(t))
			for _, m := range tc.moves {
				st = apply(t, st, m)
			}
			m := tc.try
			next, err := st.Apply(m)
			var me *tarock.MoveError
			if !errors.Is(err, tc.reason) || !errors.Is(err, tarock.ErrIllegalMove) || !errors.As(err, &me) {
				t.Fatalf("Apply(%v) error = %v, want %v in a *tarock.MoveError", m, err, tc.reason)
			}
			if next != st {
				t.Error("refused move changed the state")
			}
		})
	}
}

// TestTapper checks the Tapper settlement (doc/tapp.md §5.2.1, §11): half the stake
// from each other player under Scoring1821, 1 with the modern tariff.
func TestTapper(t *testing.T) {
	for _, tc := range []struct {
		rules tapp.Rules
		want  [tapp.Players]int
	}{
		{tapp.Tapp1821, [tapp.Players]int{50, -25, -25}},
		{with(tapp.MayrSedlaczek2001, func(r *tapp.Rules) { r.Tapper = true }), [tapp.Players]int{2, -1, -1}},
	} {
		st, _ := tapp.NewGame(tc.rules, dealW(t))
		for _, m := range []string{"bid Tapper", "pass", "pass"} {
			st = apply(t, st, m)
		}
		r, _ := st.Result()
		if r.End != tapp.EndTapper || r.Deltas != tc.want || st.Outcome().Played {
			t.Errorf("end %v, deltas %v, want %v", r.End, r.Deltas, tc.want)
		}
	}
}

func mustMove(s string) tapp.Move {
	m, err := tapp.ParseMove(s)
	if err != nil {
		panic(err)
	}
	return m
}
