package tapp_test

import (
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/tarockfamily/sdk/scoring"
	"github.com/tarockfamily/sdk/tapp"
)

// items summarises the scored items as "kind [announced] amount won|lost
// (seat)" for comparison: won when the item's seat's side won it.
func items(r tapp.Result) []string {
	var out []string
	for _, it := range r.ItemList() {
		s := it.Kind.String()
		if it.Announced {
			s += " announced"
		}
		verdict := "lost"
		if it.Won {
			verdict = "won"
		}
		out = append(out, fmt.Sprintf("%s %d %s (seat %d)", s, it.Amount(), verdict, it.Seat))
	}
	return out
}

var (
	dreier  = []string{"bid Dreier", "pass", "pass"}
	unterer = []string{"bid Dreier", "bid Unterer", "pass", "hold", "pass"}
	oberer  = []string{"bid Dreier", "bid Unterer", "pass", "hold", "bid Oberer", "hold", "pass"}
	solo    = []string{"bid Solo"}
)

func cat(parts ...[]string) []string {
	var out []string
	for _, p := range parts {
		out = append(out, p...)
	}
	return out
}

func with(r tapp.Rules, f func(*tapp.Rules)) tapp.Rules {
	f(&r)
	return r
}

type settlementCase struct {
	name   string // with the rule sections the expected values come from
	rules  tapp.Rules
	deal   func(testing.TB) tapp.Deal
	moves  []string
	tricks []string
	points int // declarer's card points (whole)
	won    bool
	items  []string
	deltas [4]int // seats 0 to 2 and the fourth person (Result.Fourth)
}

// TestSettlement plays complete deals and compares the settlement with
// values worked out by hand from doc/tapp.md.
func TestSettlement(t *testing.T) {
	ms := tapp.MayrSedlaczek2001
	cases := []settlementCase{
		// Deal W: declarer 63 card points (defenders: trick 6 = 6, upper
		// half 4D 3D 2D = 1); silent Pagat Ultimo won; Köpfe (Pagat, Mond).
		{"doc/tapp.md §10.1 §10.2 §10.4 §10.6 Dreier won, silent Pagat Ultimo won, Köpfe", ms, dealW,
			cat(dreier, []string{"take lower", "discard 4H 3H 2H", "announce none"}), nil, 63, true,
			[]string{"Game 3 won (seat 0)", "Pagat Ultimo 4 won (seat 0)", "Köpfe 1 won (seat 0)"},
			[4]int{16, -8, -8}},
		{"doc/tapp.md §10.1 Unterer won", ms, dealW,
			cat(unterer, []string{"take lower", "discard 4H 3H 2H", "announce none"}), nil, 63, true,
			[]string{"Game 4 won (seat 0)", "Pagat Ultimo 4 won (seat 0)", "Köpfe 1 won (seat 0)"},
			[4]int{18, -9, -9}},
		{"doc/tapp.md §10.1 Oberer won", ms, dealW,
			cat(oberer, []string{"take upper", "discard 4D 3D 2D", "announce none"}), nil, 63, true,
			[]string{"Game 5 won (seat 0)", "Pagat Ultimo 4 won (seat 0)", "Köpfe 1 won (seat 0)"},
			[4]int{20, -10, -10}},
		// Solo: the whole talon (2 card points) counts for the defenders
		// (doc/tapp.md §6.2, §9.1); Pagat Ultimo in a Solo is worth 8 (doc/tapp.md §10.1).
		{"doc/tapp.md §6.2 §10.1 Solo won, silent Pagat Ultimo 8", ms, dealW,
			cat(solo, []string{"announce none"}), nil, 62, true,
			[]string{"Game 8 won (seat 0)", "Pagat Ultimo 8 won (seat 0)", "Köpfe 1 won (seat 0)"},
			[4]int{34, -17, -17}},
		{"doc/tapp.md §7 §10.4 Dreier, announced Pagat Ultimo won", ms, dealW,
			cat(dreier, []string{"take lower", "discard 4H 3H 2H", "announce PagatUltimo"}), nil, 63, true,
			[]string{"Game 3 won (seat 0)", "Pagat Ultimo announced 8 won (seat 0)", "Köpfe 1 won (seat 0)"},
			[4]int{24, -12, -12}},
		{"doc/tapp.md §7 §10.4 Solo, announced Pagat Ultimo won (16)", ms, dealW,
			cat(solo, []string{"announce PagatUltimo"}), nil, 62, true,
			[]string{"Game 8 won (seat 0)", "Pagat Ultimo announced 16 won (seat 0)", "Köpfe 1 won (seat 0)"},
			[4]int{50, -25, -25}},
		// An announced Valat that fails: game on card points and the
		// announced value to each defender (doc/tapp.md §10.5).
		{"doc/tapp.md §10.5 announced Valat lost", ms, dealW,
			cat(dreier, []string{"take lower", "discard 4H 3H 2H", "announce Valat"}), nil, 63, true,
			[]string{"Game 3 won (seat 0)", "Valat announced 24 lost (seat 0)", "Pagat Ultimo 4 won (seat 0)", "Köpfe 1 won (seat 0)"},
			[4]int{-32, 16, 16}},
		// Deal L: declarer 10 card points (trick 1 = 9, discards = 1);
		// middlehand's Köpfe are paid by the declarer to each defender.
		{"doc/tapp.md §10.2 §10.3 §10.6 Dreier lost, defender's Köpfe", ms, dealL,
			cat(dreier, []string{"take lower", "discard 7S 8S 9S", "announce none"}), nil, 10, false,
			[]string{"Game 3 lost (seat 0)", "Köpfe 1 won (seat 1)"},
			[4]int{-8, 4, 4}},
		{"doc/tapp.md §10.1 Unterer lost", ms, dealL,
			cat(unterer, []string{"take lower", "discard 7S 8S 9S", "announce none"}), nil, 10, false,
			[]string{"Game 4 lost (seat 0)", "Köpfe 1 won (seat 1)"},
			[4]int{-10, 5, 5}},
		{"doc/tapp.md §10.1 Oberer lost", ms, dealL,
			cat(oberer, []string{"take upper", "discard 7C 8C 9C", "announce none"}), nil, 10, false,
			[]string{"Game 5 lost (seat 0)", "Köpfe 1 won (seat 1)"},
			[4]int{-12, 6, 6}},
		{"doc/tapp.md §10.1 Solo lost", ms, dealL,
			cat(solo, []string{"announce none"}), nil, 9, false,
			[]string{"Game 8 lost (seat 0)", "Köpfe 1 won (seat 1)"},
			[4]int{-18, 9, 9}},
		{"doc/tapp.md §10.6 HandBonusPayment = BonusHolderFromEach: the holder alone is paid", with(ms, func(r *tapp.Rules) { r.HandBonusPayment = tapp.BonusHolderFromEach }), dealL,
			cat(dreier, []string{"take lower", "discard 7S 8S 9S", "announce none"}), nil, 10, false,
			[]string{"Game 3 lost (seat 0)", "Köpfe 1 won (seat 1)"},
			[4]int{-7, 5, 2}},
		{"doc/tapp.md §10.6 HandBonuses = BonusesOff", with(ms, func(r *tapp.Rules) { r.HandBonuses = tapp.BonusesOff }), dealL,
			cat(dreier, []string{"take lower", "discard 7S 8S 9S", "announce none"}), nil, 10, false,
			[]string{"Game 3 lost (seat 0)"},
			[4]int{-6, 3, 3}},
		// Deal P, Solo by forehand: every trick to the declarer, so a
		// silent Valat (12) replaces the game; middlehand's Pagat is beaten
		// in the last trick, so the declarer's side scores the silent Pagat
		// Ultimo (8 in a Solo); forehand holds Köpfe and Königstrull.
		{"doc/tapp.md §10.4 §10.5 §10.6 silent Valat, defender's Pagat beaten in the last trick, Königstrull", ms, dealP,
			cat(solo, []string{"announce none"}), scriptP, 68, true,
			[]string{"Valat 12 won (seat 0)", "Pagat Ultimo 8 lost (seat 1)", "Königstrull 3 won (seat 0)", "Köpfe 1 won (seat 0)"},
			[4]int{48, -24, -24}},
		{"doc/tapp.md §10.5 announced Valat won", ms, dealP,
			cat(solo, []string{"announce Valat"}), scriptP, 68, true,
			[]string{"Valat announced 24 won (seat 0)", "Pagat Ultimo 8 lost (seat 1)", "Königstrull 3 won (seat 0)", "Köpfe 1 won (seat 0)"},
			[4]int{72, -36, -36}},
		{"doc/tapp.md §10.5 ValatScoring = ValatMultiplier: Solo silent Valat 4 × 8", tapp.AlscherMultiplierValat, dealP,
			cat(solo, []string{"announce none"}), scriptP, 68, true,
			[]string{"Valat 32 won (seat 0)", "Pagat Ultimo 8 lost (seat 1)", "Königstrull 3 won (seat 0)", "Köpfe 1 won (seat 0)"},
			[4]int{88, -44, -44}},
		// Deal P, Solo by middlehand: the defenders take every trick (the
		// (N) mirror Valat of doc/tapp.md §10.5) and the declarer's own Pagat is beaten
		// in the last trick.
		{"doc/tapp.md §10.4 §10.5 defenders' Valat (N), declarer's silent Pagat beaten in the last trick", ms, dealP,
			[]string{"pass", "bid Solo", "announce none"}, scriptP, 0, false,
			[]string{"Valat 12 won (seat 2)", "Pagat Ultimo 8 lost (seat 1)", "Königstrull 3 won (seat 0)", "Köpfe 1 won (seat 0)"},
			[4]int{24, -48, 24}},
		{"doc/tapp.md §10.4 announced Pagat Ultimo beaten in the last trick", ms, dealP,
			[]string{"pass", "bid Solo", "announce PagatUltimo"}, scriptP, 0, false,
			[]string{"Valat 12 won (seat 2)", "Pagat Ultimo announced 16 lost (seat 1)", "Königstrull 3 won (seat 0)", "Köpfe 1 won (seat 0)"},
			[4]int{32, -64, 32}},
		{"doc/tapp.md §10.5 DefenderValat = DefenderValatNone: game lost on card points", with(ms, func(r *tapp.Rules) { r.DefenderValat = tapp.DefenderValatNone }), dealP,
			[]string{"pass", "bid Solo", "announce none"}, scriptP, 0, false,
			[]string{"Game 8 lost (seat 1)", "Pagat Ultimo 8 lost (seat 1)", "Königstrull 3 won (seat 0)", "Köpfe 1 won (seat 0)"},
			[4]int{20, -40, 20}},
		// Kontra (doc/tapp.md §7): Kontra, Re and Sub on the game: 3 × 8; the silent
		// Pagat and the hand bonuses are not doubled.
		{"doc/tapp.md §7 Kontra, Re, Sub on the game", with(ms, func(r *tapp.Rules) { r.Kontra = true }), dealW,
			cat(dreier, []string{"take lower", "discard 4H 3H 2H", "announce none", "kontra game", "re game", "sub game"}), nil, 63, true,
			[]string{"Game 24 won (seat 0)", "Pagat Ultimo 4 won (seat 0)", "Köpfe 1 won (seat 0)"},
			[4]int{58, -29, -29}},
		// 1821 (doc/tapp.md §11): Dreier = stake + 2 × (points − 35); Pagat = stake;
		// no Köpfe. Top3Unexposed: the upper half.
		{"doc/tapp.md §11 Tapp1821 Dreier won", tapp.Tapp1821, dealW,
			cat(dreier, []string{"take upper", "discard 4D 3D 2D", "announce none"}), nil, 63, true,
			[]string{"Game 106 won (seat 0)", "Pagat Ultimo 50 won (seat 0)"},
			[4]int{312, -156, -156}},
		{"doc/tapp.md §11 Tapp1821 Dreier lost", tapp.Tapp1821, dealL,
			cat(dreier, []string{"take upper", "discard 7C 8C 9C", "announce none"}), nil, 10, false,
			[]string{"Game 100 lost (seat 0)"},
			[4]int{-200, 100, 100}},
		{"doc/tapp.md §11 Tapp1821 Solo won: 2 × stake + 4 × 27, Pagat 2 × stake", tapp.Tapp1821, dealW,
			cat(solo, []string{"announce none"}), nil, 62, true,
			[]string{"Game 208 won (seat 0)", "Pagat Ultimo 100 won (seat 0)"},
			[4]int{616, -308, -308}},
		{"doc/tapp.md §11 Tapp1821 Volat = 20 × stake in a Solo, Königstrull = stake", tapp.Tapp1821, dealP,
			cat(solo, []string{"announce none"}), scriptP, 68, true,
			[]string{"Valat 1000 won (seat 0)", "Pagat Ultimo 100 lost (seat 1)", "Königstrull 50 won (seat 0)"},
			[4]int{2300, -1150, -1150}},
		// FourthKing1821: the fourth person pays and receives as a defender.
		{"doc/tapp.md §13.1 FourthPlayer = FourthKing1821", with(ms, func(r *tapp.Rules) { r.FourthPlayer = tapp.FourthKing1821 }), dealW,
			cat(dreier, []string{"take lower", "discard 4H 3H 2H", "announce none"}), nil, 63, true,
			[]string{"Game 3 won (seat 0)", "Pagat Ultimo 4 won (seat 0)", "Köpfe 1 won (seat 0)"},
			[4]int{24, -8, -8, -8}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			st := play(t, tc.rules, tc.deal(t), tc.moves, tc.tricks)
			r, ok := st.Result()
			if !ok {
				t.Fatal("no result")
			}
			if got := r.DeclarerPoints; got != scoring.Points(3*tc.points) {
				t.Errorf("declarer card points = %v, want %d", got, tc.points)
			}
			if r.DeclarerPoints+r.DefenderPoints != scoring.Total {
				t.Errorf("card points %v + %v != 70", r.DeclarerPoints, r.DefenderPoints)
			}
			if r.GameWon != tc.won {
				t.Errorf("GameWon = %v, want %v", r.GameWon, tc.won)
			}
			if diff := cmp.Diff(tc.items, items(r)); diff != "" {
				t.Errorf("items (-want +got):\n%s\n%v", diff, r)
			}
			if got := [4]int{r.Deltas[0], r.Deltas[1], r.Deltas[2], r.Fourth}; got != tc.deltas {
				t.Errorf("deltas and fourth = %v, want %v\n%v", got, tc.deltas, r)
			}
			if o := st.Outcome(); !o.Played || o.Tricks != 16 || o.Deltas != tc.deltas || o.Thirds[0] != int(r.DeclarerPoints) {
				t.Errorf("outcome %+v does not match the result", o)
			}
		})
	}
}

// TestTrischaken plays deal P after all passed under AllPassTrischaken
// (doc/tapp.md §5.3): seat 0 takes every trick and the unused talon ((N)), so it pays 5
// to each other seat; seats 1 and 2 took no trick and receive 5 from each
// other seat.
func TestTrischaken(t *testing.T) {
	r := with(tapp.MayrSedlaczek2001, func(r *tapp.Rules) { r.AllPass = tapp.AllPassTrischaken })
	st := play(t, r, dealP(t), []string{"pass", "pass", "pass"}, scriptP)
	res, _ := st.Result()
	if res.End != tapp.EndTrischaken || res.SeatPoints != [3]scoring.Points{210, 0, 0} {
		t.Fatalf("end %v, points %v", res.End, res.SeatPoints)
	}
	want := []string{"Trischaken loser 5 lost (seat 0)", "Trischaken no trick 5 won (seat 1)", "Trischaken no trick 5 won (seat 2)"}
	if diff := cmp.Diff(want, items(res)); diff != "" {
		t.Errorf("items (-want +got):\n%s", diff)
	}
	if res.Deltas != [tapp.Players]int{-20, 10, 10} {
		t.Errorf("deltas %v, want [-20 10 10 0]", res.Deltas)
	}
	if o := st.Outcome(); o.Parties != 3 || o.Thirds != [4]int{210, 0, 0, 0} {
		t.Errorf("outcome %+v", o)
	}
}

// TestHandBonusMoment checks doc/tapp.md §10.6: forehand is dealt the Pagat and the Mond
// (Köpfe) and finds the Sküs in the lower talon half (Trull after the talon).
func TestHandBonusMoment(t *testing.T) {
	d := deal(t,
		"T1 T7 T8 T9 T10 T11 T12 T13 T14 T15 T16 T17 T18 T19 T20 T21",
		"4H T2 T3 T4 T5 T6 7S 8S 9S 10S JS CS QS KS AH AD",
		"JH CH QH KH JD CD QD KD 7C 8C 9C 10C JC CC QC KC",
		"Skus 3H 2H", "4D 3D 2D")
	moves := cat(dreier, []string{"take lower", "discard 3H 2H T7", "announce none"})
	for _, tc := range []struct {
		name   string
		moment tapp.HandBonusMoment
		want   string
	}{
		{"as dealt: Köpfe", tapp.BonusAsDealt, "Köpfe 1 won (seat 0)"},
		{"after the talon: Trull", tapp.BonusAfterTalon, "Trull 3 won (seat 0)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := with(tapp.MayrSedlaczek2001, func(r *tapp.Rules) { r.HandBonusMoment = tc.moment })
			res, _ := play(t, r, d, moves, nil).Result()
			got := items(res)
			if got[len(got)-1] != tc.want {
				t.Errorf("items %v, want the last to be %q", got, tc.want)
			}
		})
	}
}
