package strohmandel

import (
	"slices"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/scoring"
	"github.com/tarockfamily/sdk/tarock"
	"pgregory.net/rapid"
)

// fataler is what the helpers below need of a *testing.T or *rapid.T.
type fataler interface {
	Helper()
	Fatalf(format string, args ...any)
}

// finished40 builds a finished deal of the 40-card game from its 20
// tricks, as finished does for the 54 cards (doc/strohmandel.md §11.1.3):
// the cards are not dealt and the plays are not checked.
func finished40(t fataler, rules Rules, contract Contract, declarer tarock.Seat, tricks []trickSpec) State {
	t.Helper()
	if len(tricks) != 20 {
		t.Fatalf("%d tricks", len(tricks))
	}
	s := State{rules: shareRules(rules)}
	s.contract, s.declarer, s.phase, s.opts = contract, declarer, PhaseDone, optsOf(&rules)|optLive
	var all deck.Set
	for i, tr := range tricks {
		s.plays.set(2*i, tr.a, tr.lead, false)
		s.plays.set(2*i+1, tr.b, 1-tr.lead, false)
		all |= deck.SetOf(tr.a, tr.b)
	}
	if pack := rules.CardsInPlay(); all != pack {
		t.Fatalf("tricks miss %v and hold %v", pack.Minus(all), all.Minus(pack))
	}
	s.nplays = 40
	return s
}

// split40 returns the 20 tricks of a 40-card deal ending with the tricks
// final, in the others of which seat 0's tricks hold exactly won0 and seat
// 1's the rest of pack: each of these is led and won by the seat that gets
// it, seat 0's first.
func split40(t fataler, pack, won0 deck.Set, final ...trickSpec) []trickSpec {
	t.Helper()
	var tricks []trickSpec
	for _, tr := range final {
		pack = pack.Without(tr.a).Without(tr.b)
	}
	for seat, set := range [2]deck.Set{won0, pack.Minus(won0)} {
		cards := set.AppendCards(nil)
		if len(cards)%2 != 0 {
			t.Fatalf("seat %d: odd pile %v", seat, set)
		}
		for i := 0; i < len(cards); i += 2 {
			a, b := cards[i], cards[i+1]
			if b.Beats(a) {
				a, b = b, a
			}
			tricks = append(tricks, trickSpec{tarock.Seat(seat), a, b})
		}
	}
	return append(tricks, final...)
}

func parseSet(t testing.TB, s string) deck.Set {
	t.Helper()
	v, err := deck.ParseSet(s)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// TestScoring40 settles 40-card deals under Zwanziger40 (the values of
// MayrSedlaczekWeb2001Classic: simple game 2, taken-up game won 3 and lost
// 4, Pagat Ultimo 1, Valat 12): card points simply added, 45 of 88 win,
// 44 : 44 the only draw, a Valat all 20 tricks, the Pagat Ultimo the 20th
// trick (doc/strohmandel.md §11.1.2, §11.1.5, §11.1.6, §8.2).
func TestScoring40(t *testing.T) {
	pack := Zwanziger40.CardsInPlay()
	kq := "KH KD KS KC QH QD QS QC "
	// Kings and Queens are 36 points; each low tarock adds 1, a Glatze 0.
	p44 := parseSet(t, kq+"T4 T5 T6 T7 T8 T9 T10 T11")
	p45 := parseSet(t, kq+"T4 T5 T6 T7 T8 T9 T10 T11 T12 10S")
	p46 := parseSet(t, kq+"T4 T5 T6 T7 T8 T9 T10 T11 T12 T13")
	p43 := parseSet(t, kq+"T4 T5 T6 T7 T8 T9 T10 10S")
	// Seat 0 leads the Pagat in the 20th trick: it wins over JS, and is
	// captured by XIV.
	ultimo := []trickSpec{{0, mustCard(t, "T1"), mustCard(t, "JS")}}
	captured := []trickSpec{{0, mustCard(t, "T1"), mustCard(t, "T14")}}
	anyDraw := change(Zwanziger40, func(r *Rules) { r.Draw = DrawAnyGame })
	for _, c := range []struct {
		name     string
		rules    Rules
		contract Contract
		declarer tarock.Seat
		won0     deck.Set
		final    []trickSpec // the last tricks, if given
		points0  int         // seat 0's card points
		items    []string
		drawn    bool
		next     int
	}{
		// doc/strohmandel.md §11.1.6
		{"declarer 46 wins", Zwanziger40, TakenUpGame, 0, p46, nil, 46, []string{"game 3→0"}, false, 0},
		// doc/strohmandel.md §11.1.5
		{"declarer 45 wins", Zwanziger40, TakenUpGame, 0, p45, nil, 45, []string{"game 3→0"}, false, 0},
		// doc/strohmandel.md §11.1.6
		{"declarer 44 loses", Zwanziger40, TakenUpGame, 0, p44, nil, 44, []string{"game 4→1 failed"}, false, 0},
		// doc/strohmandel.md §11.1.5
		{"dealer declares and wins with 45", Zwanziger40, TakenUpGame, 1, p43, nil, 43, []string{"game 3→1"}, false, 0},
		// doc/strohmandel.md §11.1.5
		{"simple game 46", Zwanziger40, SimpleGame, tarock.NoSeat, p46, nil, 46, []string{"game 2→0"}, false, 0},
		// doc/strohmandel.md §11.1.2, doc/strohmandel.md §8.2
		{"simple game 44 : 44 drawn", Zwanziger40, SimpleGame, tarock.NoSeat, p44, nil, 44, nil, true, 2},
		// doc/strohmandel.md §8.2
		{"taken-up 44 : 44 under DrawAnyGame", anyDraw, TakenUpGame, 1, p44, nil, 44, nil, true, 2},
		// doc/strohmandel.md §11.1.5
		{"Valat, all 20 tricks", Zwanziger40, TakenUpGame, 0, pack, nil, 88, []string{"game 3→0", "Valat 12→0"}, false, 0},
		// doc/strohmandel.md §11.1.5
		{"Pagat Ultimo in the 20th trick", Zwanziger40, TakenUpGame, 0, parseSet(t, "KH KD KS KC QH QD QS 10S 10C T4 T5 T6 T7 T8 T9 T10"), ultimo, 46, []string{"game 3→0", "Pagat Ultimo 1→0"}, false, 0},
		// doc/strohmandel.md §11.1.5
		{"Pagat Ultimo captured in the 20th trick", Zwanziger40, TakenUpGame, 0, p46, captured, 46, []string{"game 3→0", "Pagat Ultimo 1→1 failed"}, false, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			tricks := split40(t, pack, c.won0, c.final...)
			s := finished40(t, c.rules, c.contract, c.declarer, tricks)
			r, _ := s.Result()
			if r.SeatPoints[0] != scoring.Points(3*c.points0) || r.SeatPoints[0]+r.SeatPoints[1] != 264 {
				t.Fatalf("card points %v, want %d : %d", r.SeatPoints, c.points0, 88-c.points0)
			}
			if got := itemsOf(r); !slices.Equal(got, c.items) {
				t.Errorf("items %q, want %q", got, c.items)
			}
			if r.Drawn != c.drawn || r.DoubleNext != c.next || r.Deltas[0]+r.Deltas[1] != 0 {
				t.Errorf("drawn %v, next %d, deltas %v; want %v, %d", r.Drawn, r.DoubleNext, r.Deltas, c.drawn, c.next)
			}
		})
	}
}

// Any split of the 40 cards between the two seats counts 264 thirds in
// all, a whole number of points each (simple addition, doc/strohmandel.md
// §11.1.2), is drawn only at 44 : 44, and settles to zero sum.
func TestScoring40Properties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		rules := Zwanziger40
		if rapid.Bool().Draw(t, "red fours") {
			rules.Glatzen = GlatzenRedFours
		}
		rules.Draw = rapid.SampledFrom([]Draw{DrawOnlyInSimpleGame, DrawAnyGame, DrawLosesForDeclarer}).Draw(t, "draw")
		pack := rules.CardsInPlay()
		cards := pack.AppendCards(nil)
		perm := rapid.Permutation(cards).Draw(t, "cards")
		n := 2 * rapid.IntRange(0, 20).Draw(t, "tricks of seat 0")
		won0 := deck.SetOf(perm[:n]...)
		contract := rapid.SampledFrom([]Contract{TakenUpGame, SimpleGame}).Draw(t, "contract")
		declarer := tarock.NoSeat
		if contract == TakenUpGame {
			declarer = tarock.Seat(rapid.IntRange(0, 1).Draw(t, "declarer"))
		}
		s := finished40(t, rules, contract, declarer, split40(t, pack, won0))
		r, _ := s.Result()
		p0, p1 := r.SeatPoints[0], r.SeatPoints[1]
		if p0+p1 != 264 || p0%3 != 0 || p1%3 != 0 {
			t.Fatalf("card points %v: want whole points summing to 88", r.SeatPoints)
		}
		if want := scoring.Simple.Count(won0); p0 != want {
			t.Fatalf("seat 0 %v, simple count %v", p0, want)
		}
		if r.DrawZone != (p0 == 132) {
			t.Fatalf("draw zone %v at %v", r.DrawZone, r.SeatPoints)
		}
		if r.Drawn && p0 != 132 {
			t.Fatalf("drawn at %v", r.SeatPoints)
		}
		if r.Deltas[0]+r.Deltas[1] != 0 {
			t.Fatalf("deltas %v", r.Deltas)
		}
		if contract == TakenUpGame && !r.Drawn {
			won := r.SeatPoints[declarer] >= 135
			if game := r.ItemList()[0]; game.Kind != ItemGame || game.Won != won || game.Seat != declarer {
				t.Fatalf("declarer %v with %v: game item %+v", declarer, r.SeatPoints[declarer], game)
			}
		}
	})
}
