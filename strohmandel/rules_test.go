package strohmandel_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/tarock"
)

// TestValidate checks that Rules.Validate and Deal.Validate name the bad
// field and wrap the sentinels.
func TestValidate(t *testing.T) {
	for _, n := range strohmandel.Presets() {
		if err := n.Rules.Validate(); err != nil {
			t.Errorf("%v: %v", n.Name, err)
		}
	}
	bad := []struct {
		field string
		f     func(*strohmandel.Rules)
	}{
		{"Scoring", func(r *strohmandel.Rules) { r.Scoring = 99 }},
		{"BothPass", func(r *strohmandel.Rules) { r.BothPass = 9 }},
		{"Birds", func(r *strohmandel.Rules) { r.Birds = 0x30 }},
		{"Mondfang", func(r *strohmandel.Rules) { r.Mondfang = -1 }},
		{"Values.Valat", func(r *strohmandel.Rules) { r.Values.Valat = 101 }},
		{"ValatReplacesGame", func(r *strohmandel.Rules) { r.ValatReplacesGame, r.Values.Valat = true, 0 }},
		{"DoubleAfterDraw", func(r *strohmandel.Rules) { r.DoubleAfterDraw = 7 }},
	}
	for _, b := range bad {
		r := strohmandel.MayrSedlaczek2007
		b.f(&r)
		err := r.Validate()
		if !errors.Is(err, tarock.ErrInvalidRules) || !strings.Contains(err.Error(), b.field) {
			t.Errorf("%s: %v", b.field, err)
		}
		if _, err := strohmandel.NewGame(r, tableDeal(t)); !errors.Is(err, tarock.ErrInvalidRules) {
			t.Errorf("NewGame accepted bad %s", b.field)
		}
	}
}

// TestMatch checks the match: alternating dealer, throw-ins and doubling
// after a draw (rules/strohmandeln.md §8.2).
func TestMatch(t *testing.T) {
	m, err := strohmandel.NewMatch(strohmandel.MayrSedlaczek2007, 0)
	if err != nil {
		t.Fatal(err)
	}
	if m.Seat(0) != strohmandel.Dealer || m.Player(tarock.Forehand) != 1 {
		t.Fatal("seats")
	}
	won := func(delta0 int, next int) strohmandel.Result {
		return strohmandel.Result{Kind: strohmandel.KindTakenUp, Deltas: [2]int{delta0, -delta0}, DoubleNext: next}
	}
	drawn := strohmandel.Result{Kind: strohmandel.KindSimpleGame, Drawn: true, Winner: tarock.NoSeat, DoubleNext: 2}
	steps := []struct {
		r         strohmandel.Result
		pay0      int
		dealer    int
		doubled   int
		totalPay0 int
	}{
		{won(3, 0), -3, 1, 0, -3}, // player 0 dealt (seat 1): seat 0 = player 1 won 3
		{drawn, 0, 0, 2, -3},      // a drawn simple game: the next two played deals double
		{strohmandel.Result{Kind: strohmandel.KindThrownIn, SameDealer: true}, 0, 0, 2, -3}, // thrown in: same dealer, no effect
		{won(2, 0), -4, 1, 1, -7},                                        // doubled: player 1 (seat 0) wins 2×2
		{won(-2, 2), -4, 0, 2, -11},                                      // doubled, and a new trigger: never ×4, extends to 2
		{won(1, 0), -2, 1, 1, -13},                                       // doubled
		{strohmandel.Result{Kind: strohmandel.KindRedeal}, 0, 0, 1, -13}, // both passed, redeal by the old forehand
		{won(1, 0), -2, 1, 0, -15},                                       // the last doubled deal
		{won(1, 0), 1, 0, 0, -14},                                        // normal again
	}
	for i, s := range steps {
		var pay [2]int
		m, pay, err = m.Record(s.r)
		if err != nil {
			t.Fatal(err)
		}
		if pay[0] != s.pay0 || pay[0]+pay[1] != 0 || m.Dealer != s.dealer || m.DoubledLeft != s.doubled || m.Totals[0] != s.totalPay0 {
			t.Fatalf("step %d: pay %v dealer %d doubled %d totals %v; want %d %d %d %d", i, pay, m.Dealer, m.DoubledLeft, m.Totals, s.pay0, s.dealer, s.doubled, s.totalPay0)
		}
	}
	if _, _, err := m.Record(strohmandel.Result{}); !errors.Is(err, tarock.ErrWrongPhase) {
		t.Errorf("unfinished deal recorded: %v", err)
	}
	// A misdeal costs the dealer 1, 2 in a doubled deal (§3.5).
	m.DoubledLeft = 1
	m2, pay, err := m.Misdeal()
	if err != nil || pay[m.Dealer] != -2 || m2.Dealer != m.Dealer || m2.DoubledLeft != 1 {
		t.Errorf("misdeal %v %v", pay, err)
	}
	m.Dealer = 7
	if _, _, err := m.Misdeal(); !errors.Is(err, tarock.ErrInvalidRules) {
		t.Errorf("bad dealer: %v", err)
	}
	if _, _, err := m.Record(won(1, 0)); !errors.Is(err, tarock.ErrInvalidRules) {
		t.Errorf("bad dealer: %v", err)
	}
}
