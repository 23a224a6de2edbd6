package strohmandel

import (
	"fmt"
	"slices"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/scoring"
	"github.com/tarockfamily/sdk/tarock"
)

// trickSpec is one trick of a synthetic finished deal: the leader and the
// two cards in the order played.
type trickSpec struct {
	lead tarock.Seat
	a, b deck.Card
}

func mustCard(t testing.TB, s string) deck.Card {
	t.Helper()
	c, err := deck.ParseCard(s)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// finished builds a finished deal from its 27 tricks: the scoring reads
// only the tricks, the contract of game, the declarer and the calls and
// announcements, so the cards are not dealt and the plays are not checked.
func finished(t testing.TB, rules Rules, contract Contract, declarer tarock.Seat, tricks []trickSpec) State {
	t.Helper()
	if len(tricks) != 27 {
		t.Fatalf("%d tricks", len(tricks))
	}
	s := State{rules: shareRules(rules)}
	s.contract, s.declarer, s.phase, s.opts = contract, declarer, PhaseDone, optsOf(&rules)|optLive
	var all deck.Set
	for i, tr := range tricks {
		k := 2 * i
		s.plays.set(k, tr.a, tr.lead, false)
		s.plays.set(k+1, tr.b, 1-tr.lead, false)
		w := tr.lead
		if tr.b.Beats(tr.a) {
			w = 1 - tr.lead
		}
		if got := s.trickWinner(i); got != w {
			t.Fatalf("trick %d: %v %v led by %v won by %v, want %v", i+1, tr.a, tr.b, tr.lead, got, w)
		}
		all |= deck.SetOf(tr.a, tr.b)
	}
	if all != deck.FullPack {
		t.Fatalf("tricks miss %v", deck.FullPack.Minus(all))
	}
	s.nplays = 54
	return s
}

// call marks play k of the synthetic deal s as made with its card's call.
func call(t testing.TB, s *State, k int) {
	t.Helper()
	if callOf(s.plays.at(k)) == 0 {
		t.Fatalf("play %d, %v, has no call", k, s.plays.at(k))
	}
	s.plays.set(k, s.plays.at(k), s.plays.seat(k), true)
}

// matrixDeal is the deal of the scoring-matrix test (doc/strohmandel.md
// §9.9). Seat 0 ("A") wins trick 1 with the Sküs over the Mond (Mondfang),
// loses tricks 2–13 (24 suit cards worth 27 card points to seat 1), wins
// tricks 14–27 with all tarocks and the four Kings: the Trull and the four
// Kings end in A's tricks; A's Quapil (IIII) wins trick 24; seat 1's Kakadu
// (III) and Uhu (II) are captured by A in tricks 25 and 26; A's Pagat wins
// trick 27. A has 43 card points (129 thirds), seat 1 27 (81 thirds).
func matrixDeal(t testing.TB) []trickSpec {
	pairs := []struct {
		lead tarock.Seat
		a, b string
	}{
		{0, "Skus", "T21"},
		{0, "4H", "3H"},
		{1, "AH", "2H"}, {1, "CH", "JH"}, {1, "QH", "JS"}, {1, "3D", "4D"}, {1, "AD", "2D"},
		{1, "CD", "JD"}, {1, "QD", "10S"}, {1, "8C", "7C"}, {1, "10C", "9C"}, {1, "CC", "JC"},
		{1, "QC", "9S"},
		{1, "KH", "T5"},
		{0, "T18", "T6"}, {0, "T17", "T7"}, {0, "T16", "T8"}, {0, "T15", "T9"}, {0, "T14", "T10"},
		{0, "T13", "T11"}, {0, "T12", "KD"}, {0, "KC", "CS"}, {0, "KS", "QS"},
		{0, "T4", "8S"},
		{0, "T19", "T3"},
		{0, "T20", "T2"},
		{0, "T1", "7S"},
	}
	var out []trickSpec
	for _, p := range pairs {
		out = append(out, trickSpec{p.lead, mustCard(t, p.a), mustCard(t, p.b)})
	}
	return out
}

// deltaAndItems summarises a result for comparison.
func itemsOf(r Result) []string {
	var out []string
	for _, it := range r.ItemList() {
		to := 0
		if it.Payees.Has(1) {
			to = 1
		}
		s := fmt.Sprintf("%v %d→%d", it.Kind, it.Amount(), to)
		if !it.Won {
			s += " failed"
		}
		out = append(out, s)
	}
	return out
}

// TestScoringSystems scores the same finished deal, taken up and won by
// seat 0 with 43 card points, under every system of doc/strohmandel.md
// §9.9. Seat 0 announced the Trull in hand with his first card (it counts
// only under TrullHandAnnounced). Expected values computed by hand from the
// matrix.
func TestScoringSystems(t *testing.T) {
	cases := []struct {
		rules Rules
		delta int
		items []string
	}{
		// doc/strohmandel.md §9.4: game 3, Trull 1, Kings 1, Pagat 1, Uhu and Kakadu captured 1 each.
		{MayrSedlaczek2007, 8, []string{"game 3→0", "Trull in tricks 1→0", "four Kings in tricks 1→0",
			"Pagat Ultimo 1→0", "Uhu 1→0 failed", "Kakadu 1→0 failed"}},
		// doc/strohmandel.md §9.5 classic: game 3, Trull in hand 1, Pagat 1.
		{MayrSedlaczekWeb2001Classic, 5, []string{"game 3→0", "Trull in hand 1→0", "Pagat Ultimo 1→0"}},
		// doc/strohmandel.md §9.5 extended: as M&S 2007; 43 points are no Grammel-Punkt.
		{MayrSedlaczekWeb2001Extended, 8, []string{"game 3→0", "Trull in tricks 1→0", "four Kings in tricks 1→0",
			"Pagat Ultimo 1→0", "Uhu 1→0 failed", "Kakadu 1→0 failed"}},
		// doc/strohmandel.md §9.1: game 2, Trull in hand 1, Pagat 1.
		{Beck1972, 4, []string{"game 2→0", "Trull in hand 1→0", "Pagat Ultimo 1→0"}},
		// doc/strohmandel.md §9.2: game 2, Trull in hand 2, Pagat 2, Mondfang 2.
		{BeckDEWP, 8, []string{"game 2→0", "Trull in hand 2→0", "Pagat Ultimo 2→0", "Mondfang 2→0"}},
		// doc/strohmandel.md §9.3: as Beck 1972.
		{Bamberger2011, 4, []string{"game 2→0", "Trull in hand 1→0", "Pagat Ultimo 1→0"}},
		// doc/strohmandel.md §9.6: game 3 (43 < 45: no big win), Pagat, Uhu, Kakadu 1 each; no Trull.
		{Furr2009, 6, []string{"game 3→0", "Pagat Ultimo 1→0", "Uhu 1→0 failed", "Kakadu 1→0 failed"}},
		// doc/strohmandel.md §9.7: game 2, Trull 1, Kings 1, Pagat 1; no Uhu or Kakadu.
		{Tirol2025, 5, []string{"game 2→0", "Trull in tricks 1→0", "four Kings in tricks 1→0", "Pagat Ultimo 1→0"}},
	}
	for _, c := range cases {
		t.Run(c.rules.Scoring.String(), func(t *testing.T) {
			s := finished(t, c.rules, TakenUpGame, 0, matrixDeal(t))
			call(t, &s, 0) // "play Skus trull" in trick 1
			r, ok := s.Result()
			if !ok {
				t.Fatal("not done")
			}
			if r.SeatPoints != [2]scoring.Points{129, 81} || r.Tricks != [2]int{15, 12} {
				t.Fatalf("thirds %v tricks %v, want [129 81] [15 12]", r.SeatPoints, r.Tricks)
			}
			if r.Winner != 0 || r.Drawn || r.DrawZone {
				t.Errorf("winner %v drawn %v zone %v", r.Winner, r.Drawn, r.DrawZone)
			}
			if r.Deltas != [2]int{c.delta, -c.delta} {
				t.Errorf("deltas %v, want %d", r.Deltas, c.delta)
			}
			if got := itemsOf(r); !slices.Equal(got, c.items) {
				t.Errorf("items %q\nwant %q", got, c.items)
			}
			if r.DoubleNext != 0 {
				t.Errorf("DoubleNext %d", r.DoubleNext)
			}
			if o := s.Outcome(); !o.Played || o.Tricks != 27 || o.Thirds[0]+o.Thirds[1] != 210 || o.Deltas[0] != c.delta {
				t.Errorf("outcome %+v", o)
			}
		})
	}
}

// TestScoringVariants changes one thing at a time on the matrix deal under
// the default rules (M&S 2007: taken-up 3 / lost 4, simple game 2).
func TestScoringVariants(t *testing.T) {
	ms := MayrSedlaczek2007
	const bonuses = 5 // Trull, Kings, Pagat, Uhu, Kakadu: all to seat 0
	cases := []struct {
		name     string
		rules    Rules
		contract Contract
		declarer tarock.Seat
		setup    func(*State)
		delta    int
	}{
		// doc/strohmandel.md §8.2: seat 1 took up and lost with 27: 4 to seat 0.
		{"declarer lost", ms, TakenUpGame, 1, nil, 4 + bonuses},
		// doc/strohmandel.md §4.2: a simple game won by seat 0: 2.
		{"simple game", ms, SimpleGame, tarock.NoSeat, nil, 2 + bonuses},
		// doc/strohmandel.md §6: the Quapil switched on: seat 0's IIII wins trick 24.
		{"Quapil", change(ms, func(r *Rules) { r.Birds |= BirdQuapil }), TakenUpGame, 0, nil, 3 + bonuses + 1},
		// doc/strohmandel.md §6: captured birds do not score with BirdCaptureScores off.
		{"no capture", change(ms, func(r *Rules) { r.BirdCaptureScores = false }), TakenUpGame, 0, nil, 3 + bonuses - 2},
		// doc/strohmandel.md §6: Mondfang 1.
		{"Mondfang", change(ms, func(r *Rules) { r.Mondfang = 1 }), TakenUpGame, 0, nil, 3 + bonuses + 1},
		// Kontra doubles the game item only (×2), Re ×4.
		{"Kontra", change(ms, func(r *Rules) { r.Kontra = true }), TakenUpGame, 0, func(s *State) { s.kontra = 1 }, 6 + bonuses},
		{"Re", change(ms, func(r *Rules) { r.Kontra = true }), TakenUpGame, 0, func(s *State) { s.kontra = 2 }, 12 + bonuses},
		// doc/strohmandel.md §9.7: Pagat Ultimo announced by seat 0 and made: 2 instead of 1.
		{"announced Pagat made", change(ms, func(r *Rules) { r.Announcements = AnnouncementsTirol }), TakenUpGame, 0,
			func(s *State) { s.announced[0] = AnnouncePagatUltimo }, 3 + bonuses - 1 + 2},
		// doc/strohmandel.md §9.7: four Kings announced by seat 1 and failed: 2 to seat 0 instead of the silent 1.
		{"announced Kings failed", change(ms, func(r *Rules) { r.Announcements = AnnouncementsTirol }), TakenUpGame, 0,
			func(s *State) { s.announced[1] = AnnounceKingsTrull }, 3 + bonuses - 1 + 2},
		// doc/strohmandel.md §9.7: Pagat Ultimo announced by seat 1, who never played it: 2 to seat 0.
		{"announced Pagat failed", change(ms, func(r *Rules) { r.Announcements = AnnouncementsTirol }), TakenUpGame, 0,
			func(s *State) { s.announced[1] = AnnouncePagatUltimo }, 3 + bonuses - 1 + 2},
		// doc/strohmandel.md §4.2: Trischaken: seat 1 has fewer card points and wins 2; no bonuses.
		{"Trischaken", Tirol2025, Trischaken, tarock.NoSeat, nil, -2},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := finished(t, c.rules, c.contract, c.declarer, matrixDeal(t))
			if c.setup != nil {
				c.setup(&s)
			}
			r, _ := s.Result()
			if r.Deltas[0] != c.delta || r.Deltas[0]+r.Deltas[1] != 0 {
				t.Errorf("deltas %v, want %d; items %q", r.Deltas, c.delta, itemsOf(r))
			}
		})
	}
}

// TestBigWin checks the big win of doc/strohmandel.md §6 on rounded card
// points: 44⅔ counts as 45.
func TestBigWin(t *testing.T) {
	// Seat 0 wins all but trick 2 (4H 3H to seat 1): 208 - ... computed below.
	base := matrixDeal(t)
	// Move the 24 suit cards of tricks 2–13 to seat 0 except 4H/3H: seat 0
	// leads and wins each of them.
	for i := 2; i <= 12; i++ {
		base[i].lead = 0
		if base[i].b.Beats(base[i].a) {
			base[i].a, base[i].b = base[i].b, base[i].a
		}
	}
	base[13] = trickSpec{0, mustCard(t, "T5"), mustCard(t, "KH")}
	s := finished(t, Furr2009, TakenUpGame, 0, base)
	r, _ := s.Result()
	// Seat 1 won only 4H 3H: 2 values, 2 cards: 6 - 4 = 2 thirds.
	if r.SeatPoints != [2]scoring.Points{208, 2} {
		t.Fatalf("thirds %v", r.SeatPoints)
	}
	// Furr: game 3 + big win 1 + Pagat, Uhu, Kakadu (won by seat 0 as before) 3.
	if got := itemsOf(r); !slices.Contains(got, "big win 1→0") || r.Deltas[0] != 7 {
		t.Errorf("Furr: %q %v", got, r.Deltas)
	}
	// Furr: the declarer seat 1 with 2/3 card point gives seat 0 the big win on top of the game.
	s = finished(t, Furr2009, TakenUpGame, 1, base)
	r, _ = s.Result()
	if got := itemsOf(r); !slices.Contains(got, "big win 1→0 failed") || !slices.Contains(got, "game 4→0 failed") {
		t.Errorf("Furr lost: %q", got)
	}
	// Grammel45 in a simple game: the player with ≥ 45 scores it.
	s = finished(t, MayrSedlaczekWeb2001Extended, SimpleGame, tarock.NoSeat, base)
	r, _ = s.Result()
	if got := itemsOf(r); !slices.Contains(got, "big win 1→0") || !slices.Contains(got, "game 1→0") {
		t.Errorf("Grammel: %q", got)
	}
}

// TestValat scores a Valat (all 27 tricks, doc/strohmandel.md §6): 12
// added to the game under M&S 2007; with ValatReplacesGame instead of it;
// nothing under Beck (no Valat value).
func TestValat(t *testing.T) {
	base := matrixDeal(t)
	for i := 1; i <= 13; i++ {
		base[i].lead = 0
		if base[i].b.Beats(base[i].a) {
			base[i].a, base[i].b = base[i].b, base[i].a
		}
	}
	base[13] = trickSpec{0, mustCard(t, "T5"), mustCard(t, "KH")}
	for _, c := range []struct {
		name  string
		rules Rules
		want  []string
	}{
		{"added", MayrSedlaczek2007, []string{"game 3→0", "Valat 12→0"}},
		{"replaces", change(MayrSedlaczek2007, func(r *Rules) { r.ValatReplacesGame = true }), []string{"Valat 12→0"}},
		{"Beck", Beck1972, []string{"game 2→0"}},
	} {
		s := finished(t, c.rules, TakenUpGame, 0, base)
		r, _ := s.Result()
		if r.Tricks != [2]int{27, 0} || r.SeatPoints[0] != 210 {
			t.Fatalf("tricks %v thirds %v", r.Tricks, r.SeatPoints)
		}
		got := itemsOf(r)
		for _, w := range c.want {
			if !slices.Contains(got, w) {
				t.Errorf("%s: %q lacks %q", c.name, got, w)
			}
		}
		if c.name == "replaces" && slices.Contains(got, "game 3→0") || c.name == "Beck" && slices.ContainsFunc(got, func(s string) bool { return s[:5] == "Valat" }) {
			t.Errorf("%s: %q", c.name, got)
		}
	}
}

// splitDeal returns a finished deal in which seat 0's tricks hold exactly
// the cards of won0: every trick is led and won by the seat that gets it.
func splitDeal(t testing.TB, rules Rules, contract Contract, declarer tarock.Seat, won0 deck.Set) State {
	t.Helper()
	var tricks []trickSpec
	for seat, set := range [2]deck.Set{won0, deck.FullPack.Minus(won0)} {
		cards := set.AppendCards(nil)
		if len(cards)%2 != 0 {
			t.Fatalf("odd pile")
		}
		for i := 0; i < len(cards); i += 2 {
			a, b := cards[i], cards[i+1]
			if b.Beats(a) {
				a, b = b, a
			}
			tricks = append(tricks, trickSpec{tarock.Seat(seat), a, b})
		}
	}
	return finished(t, rules, contract, declarer, tricks)
}

// TestDraw checks the draw zone of doc/strohmandel.md §8.2 (35 : 35 and
// 35⅓ : 34⅔) under each Draw option, and the doubling trigger of each
// DoubleAfterDraw option.
func TestDraw(t *testing.T) {
	parse := func(s string) deck.Set {
		v, err := deck.ParseSet(s)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	// 24 cards worth 51: 4 Kings, 3 Queens, a Cavall and 16 low tarocks = 105 thirds.
	even := parse("KH KD KS KC QH QD QS CH T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15 T16 T17")
	// 28 cards worth 54: 4 Kings, 3 Queens, a Jack and 20 low cards = 106 thirds.
	uneven := parse("KH KD KS KC QH QD QS JH T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15 T16 T17 T18 T19 T20 7C")
	quiet := change(MayrSedlaczek2007, func(r *Rules) { r.Birds, r.TrullMode = 0, TrullNone })
	cases := []struct {
		name     string
		won0     deck.Set
		thirds0  scoring.Points
		draw     Draw
		double   DoubleAfterDraw
		contract Contract
		declarer tarock.Seat
		drawn    bool
		delta0   int
		next     int
	}{
		// A simple game in the draw zone is always drawn (doc/strohmandel.md §8.2).
		{"simple 35:35", even, 105, DrawOnlyInSimpleGame, DoubleNextRoundOfTwo, SimpleGame, tarock.NoSeat, true, 0, 2},
		{"simple 35⅓:34⅔", uneven, 106, DrawOnlyInSimpleGame, DoubleNextRoundOfTwo, SimpleGame, tarock.NoSeat, true, 0, 2},
		{"simple NextGame", even, 105, DrawAnyGame, DoubleNextGame, SimpleGame, tarock.NoSeat, true, 0, 1},
		// M&S: a declarer in the draw zone has lost; no doubling (the deal does not net to 0).
		{"taken-up OnlyInSimpleGame", uneven, 106, DrawOnlyInSimpleGame, DoubleNextRoundOfTwo, TakenUpGame, 0, false, -4, 0},
		{"taken-up LosesForDeclarer", even, 105, DrawLosesForDeclarer, DoubleNextRoundOfTwo, TakenUpGame, 0, false, -4, 0},
		// English Wikipedia: the next game doubles even when the declarer lost in the draw zone.
		{"taken-up lost NextGame", even, 105, DrawLosesForDeclarer, DoubleNextGame, TakenUpGame, 0, false, -4, 1},
		// Beck: a taken-up game in the draw zone is drawn.
		{"taken-up AnyGame", uneven, 106, DrawAnyGame, DoubleNextGame, TakenUpGame, 1, true, 0, 1},
		{"taken-up AnyGame round", even, 105, DrawAnyGame, DoubleNextRoundOfTwo, TakenUpGame, 0, true, 0, 2},
		{"no doubling", even, 105, DrawAnyGame, DoubleOff, SimpleGame, tarock.NoSeat, true, 0, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			rules := quiet
			rules.Draw, rules.DoubleAfterDraw = c.draw, c.double
			s := splitDeal(t, rules, c.contract, c.declarer, c.won0)
			r, _ := s.Result()
			if r.SeatPoints[0] != c.thirds0 || !r.DrawZone {
				t.Fatalf("thirds %v zone %v", r.SeatPoints, r.DrawZone)
			}
			if r.Drawn != c.drawn || r.Deltas[0] != c.delta0 || r.DoubleNext != c.next {
				t.Errorf("drawn %v deltas %v next %d; want %v %d %d", r.Drawn, r.Deltas, r.DoubleNext, c.drawn, c.delta0, c.next)
			}
		})
	}
	// doc/strohmandel.md §8.2: a won deal whose items net to 0 also doubles the next round
	// under M&S: seat 0 wins the simple game (2), seat 1 has the four Kings
	// and the Trull in tricks (1 + 1).
	won0 := deck.FullPack.Minus(parse("KH KD KS KC Skus T21 T1 QH"))
	s := splitDeal(t, MayrSedlaczek2007, SimpleGame, tarock.NoSeat, won0)
	if r, _ := s.Result(); r.Deltas[0] != 0 || r.Drawn || r.DoubleNext != 2 {
		t.Errorf("net zero: %q %v next %d", itemsOf(r), r.Deltas, r.DoubleNext)
	}
}

// TestRostopschinScoring checks the Rostopschin of doc/strohmandel.md §6
// note: Ross on XVII winning a trick, then XVIII led with Topschin winning
// the next: +1; any failure after the Ross call: +1 to the opponent.
func TestRostopschinScoring(t *testing.T) {
	base := matrixDeal(t)
	// Tricks 15, 16 and 17 (indexes 14, 15, 16): seat 0 leads XVII, then
	// XVIII, then XVI; or XVII, XVI, XVIII.
	t17, t18, t16 := trickSpec{0, mustCard(t, "T17"), mustCard(t, "T6")},
		trickSpec{0, mustCard(t, "T18"), mustCard(t, "T7")}, trickSpec{0, mustCard(t, "T16"), mustCard(t, "T8")}
	rules := Furr2009
	for _, c := range []struct {
		name           string
		tricks         [3]trickSpec // tricks 15, 16, 17
		ross, topschin int          // index of the play with the call + 1; 0: no call
		want           string
	}{
		{"made", [3]trickSpec{t17, t18, t16}, 2*14 + 1, 2*15 + 1, "Rostopschin 1→0"},
		{"no Topschin call", [3]trickSpec{t17, t18, t16}, 2*14 + 1, 0, "Rostopschin 1→1 failed"},
		{"Topschin too late", [3]trickSpec{t17, t16, t18}, 2*14 + 1, 2*16 + 1, "Rostopschin 1→1 failed"},
	} {
		base[14], base[15], base[16] = c.tricks[0], c.tricks[1], c.tricks[2]
		s := finished(t, rules, TakenUpGame, 0, base)
		for _, k := range []int{c.ross, c.topschin} {
			if k > 0 {
				call(t, &s, k-1)
			}
		}
		r, _ := s.Result()
		if got := itemsOf(r); !slices.Contains(got, c.want) {
			t.Errorf("%s: %q lacks %q", c.name, got, c.want)
		}
	}
	// Ross by seat 1 on a lost XVII trick fails at once.
	base[14] = trickSpec{0, mustCard(t, "T18"), mustCard(t, "T17")}
	base[15] = trickSpec{0, mustCard(t, "T6"), mustCard(t, "T7")} // seat 1's VII wins; he leads next, no matter
	base[16] = t16
	s := finished(t, rules, TakenUpGame, 0, base)
	call(t, &s, 2*14+1)
	if r, _ := s.Result(); !slices.Contains(itemsOf(r), "Rostopschin 1→0 failed") {
		t.Errorf("lost Ross trick: %q", itemsOf(r))
	}
}
