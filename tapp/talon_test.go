package tapp_test

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tarock"
)

// dealF is dealW with T2 and KH in the lower talon half: a declarer with
// sixteen tarocks who takes it holds only one plain card (4H).
func dealF(t testing.TB) tapp.Deal {
	return deal(t,
		"T1 T7 T8 T9 T10 T11 T12 T13 T14 T15 T16 T17 T18 T19 T20 T21",
		"Skus T3 T4 T5 T6 3H 7S 8S 9S 10S JS CS QS KS AH AD",
		"2H JH CH QH JD CD QD KD 7C 8C 9C 10C JC CC QC KC",
		"4H T2 KH", "4D 3D 2D")
}

// TestForcedTarockDiscard checks doc/tapp.md §6.1: kings and Trull cards are never
// discarded, tarocks only when too few plain cards are held, and forced
// tarocks are shown to the defenders (only counted under
// DiscardForcedAnnouncedOnly, doc/tapp.md §6.3).
func TestForcedTarockDiscard(t *testing.T) {
	st := play0(t, tapp.MayrSedlaczek2001, dealF(t), "bid Dreier", "pass", "pass", "take lower")
	legal := st.LegalMoves()
	// 4H and two of the fifteen tarocks T2, T7–T20: C(15, 2) = 105.
	if len(legal) != 105 {
		t.Errorf("%d legal discards, want 105", len(legal))
	}
	for _, m := range legal {
		d := m.Cards()
		if !d.Has(deck.Hearts4) || d.Has(deck.HeartsKing) || d.Overlaps(deck.Trull) || d.Len() != 3 {
			t.Fatalf("illegal discard generated: %v", m)
		}
	}
	for _, bad := range []string{"discard 4H KH T7", "discard T2 T7 T8", "discard 4H T1 T7", "discard 4H T7", "discard 4H 3H T7"} {
		m := mustMove(bad)
		if _, err := st.Apply(m); !errors.Is(err, tarock.ErrIllegalMove) {
			t.Errorf("%v accepted", m)
		}
	}
	if _, err := st.Apply(mustMove("discard 4H KH T7")); !errors.Is(err, tarock.ErrNotAllowed) {
		t.Errorf("king discard: %v, want ErrNotAllowed", err)
	}
	if _, err := st.Apply(mustMove("discard 4H 3H T7")); !errors.Is(err, tarock.ErrCardNotHeld) {
		t.Errorf("3H discard: %v, want ErrCardNotHeld", err)
	}
	after := apply(t, st, "discard 4H T2 T7")
	o := after.Observation(1)
	if o.Discards != mustSet("T2 T7") || o.DiscardedTarocks != 2 || o.NumDiscards != 3 {
		t.Errorf("defender sees discards %v (%d tarocks of %d), want T2 T7 shown", o.Discards, o.DiscardedTarocks, o.NumDiscards)
	}
	ev := o.Events()[len(o.Events())-1]
	if ev.Move != tapp.Discard(mustSet("T2 T7")) || ev.Concealed != 1 {
		t.Errorf("discard event %+v", ev)
	}
	if d := after.Observation(0).Discards; d != mustSet("4H T2 T7") {
		t.Errorf("declarer sees discards %v", d)
	}

	r := with(tapp.MayrSedlaczek2001, func(r *tapp.Rules) { r.TarockDiscard = tapp.DiscardForcedAnnouncedOnly })
	st = play0(t, r, dealF(t), "bid Dreier", "pass", "pass", "take lower", "discard 4H T2 T7")
	o = st.Observation(2)
	if !o.Discards.IsEmpty() || o.DiscardedTarocks != 2 || o.Events()[len(o.Events())-1].Concealed != 3 {
		t.Errorf("ForcedAnnouncedOnly: defender sees %v, %d tarocks", o.Discards, o.DiscardedTarocks)
	}
}

// TestPlainDiscard checks that with enough plain cards only plain cards
// may be discarded (doc/tapp.md §6.1): after taking the lower half of deal W forehand
// holds exactly three plain cards.
func TestPlainDiscard(t *testing.T) {
	st := play0(t, tapp.MayrSedlaczek2001, dealW(t), "bid Dreier", "pass", "pass", "take lower")
	if diff := cmp.Diff([]string{"discard 4H 3H 2H"}, moveStrings(st.LegalMoves())); diff != "" {
		t.Error(diff)
	}
	if _, err := st.Apply(mustMove("discard 4H 3H T7")); !errors.Is(err, tarock.ErrNotAllowed) {
		t.Errorf("tarock discard with plain cards held: %v", err)
	}
}

func play0(t testing.TB, r tapp.Rules, d tapp.Deal, moves ...string) tapp.State {
	t.Helper()
	st, err := tapp.NewGame(r, d)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range moves {
		st = apply(t, st, m)
	}
	return st
}

func talonView(o tapp.Observation) string {
	s := ""
	for i, c := range o.Talon {
		if i > 0 {
			s += " "
		}
		if c == tapp.Hidden {
			s += "?"
		} else {
			s += c.String()
		}
	}
	return s
}

// TestTalonModes checks doc/tapp.md §6.3: which halves the declarer may take and which
// talon cards each seat sees.
func TestTalonModes(t *testing.T) {
	ms := tapp.MayrSedlaczek2001
	cases := []struct {
		name     string
		rules    tapp.Rules
		moves    []string
		legal    []string
		defender string // the talon as seat 1 or 2 sees it
		declarer string // as the declarer sees it after the talon move
	}{
		{"doc/tapp.md §6.1 free choice, both halves shown", ms, unterer,
			[]string{"take lower", "take upper"}, "4H 3H 2H 4D 3D 2D", "4H 3H 2H 4D 3D 2D"},
		{"doc/tapp.md §6.3 FixedHalf: Unterer takes the lower half, only it is shown", tapp.FixedHalf, unterer,
			[]string{"take lower"}, "4H 3H 2H ? ? ?", "4H 3H 2H ? ? ?"},
		{"doc/tapp.md §6.3 FixedHalf: Oberer takes the upper half", tapp.FixedHalf, oberer,
			[]string{"take upper"}, "? ? ? 4D 3D 2D", "? ? ? 4D 3D 2D"},
		{"doc/tapp.md §6.3 FixedHalf: Dreier as the default", tapp.FixedHalf, dreier,
			[]string{"take lower", "take upper"}, "4H 3H 2H 4D 3D 2D", "4H 3H 2H 4D 3D 2D"},
		{"doc/tapp.md §6.3 FixedHalfUnexposed: only the declarer sees his half", with(ms, func(r *tapp.Rules) { r.TalonMode = tapp.TalonFixedHalfUnexposed }), unterer,
			[]string{"take lower"}, "? ? ? ? ? ?", "4H 3H 2H ? ? ?"},
		{"doc/tapp.md §6.3 FixedHalfBothExposed", with(ms, func(r *tapp.Rules) { r.TalonMode = tapp.TalonFixedHalfBothExposed }), oberer,
			[]string{"take upper"}, "4H 3H 2H 4D 3D 2D", "4H 3H 2H 4D 3D 2D"},
		{"doc/tapp.md §6.3 CardCount: Unterer takes two adjacent cards", with(ms, func(r *tapp.Rules) { r.TalonMode = tapp.TalonCardCount }), unterer,
			[]string{"take 4H 3H", "take 2H 4D", "take 3D 2D"}, "4H 3H 2H 4D 3D 2D", "4H 3H 2H 4D 3D 2D"},
		{"doc/tapp.md §6.3 CardCount: Oberer takes one card", with(ms, func(r *tapp.Rules) { r.TalonMode = tapp.TalonCardCount }), oberer,
			[]string{"take 4H", "take 3H", "take 2H", "take 4D", "take 3D", "take 2D"}, "4H 3H 2H 4D 3D 2D", "4H 3H 2H 4D 3D 2D"},
		{"doc/tapp.md §6.3 Top3Unexposed (1821): the upper half, unseen", tapp.Tapp1821, dreier,
			[]string{"take upper"}, "? ? ? ? ? ?", "? ? ? 4D 3D 2D"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			st := play0(t, tc.rules, dealW(t), tc.moves...)
			if diff := cmp.Diff(tc.legal, moveStrings(st.LegalMoves())); diff != "" {
				t.Errorf("legal (-want +got):\n%s", diff)
			}
			for _, m := range []string{"take lower", "take upper"} {
				mv := mustMove(m)
				if _, err := st.Apply(mv); (err == nil) != contains(tc.legal, m) {
					t.Errorf("%v: error %v", m, err)
				}
			}
			if got := talonView(st.Observation(1)); got != tc.defender {
				t.Errorf("defender sees talon %q before the take, want %q", got, tc.defender)
			}
			st = apply(t, st, tc.legal[0])
			if got := talonView(st.Observation(2)); got != tc.defender {
				t.Errorf("defender sees talon %q, want %q", got, tc.defender)
			}
			if got := talonView(st.Observation(0)); got != tc.declarer {
				t.Errorf("declarer sees talon %q, want %q", got, tc.declarer)
			}
			if n := st.TalonTaken().Len(); st.LegalMoves()[0].Cards().Len() != n {
				t.Errorf("discard size %d after taking %d cards", st.LegalMoves()[0].Cards().Len(), n)
			}
		})
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// TestDealFrom checks the packet orders of doc/tapp.md §3 on the pack in card order
// (card n is the n-th card dealt).
func TestDealFrom(t *testing.T) {
	o := deck.NewOrder()
	rng := func(lo, hi int) deck.Set {
		var s deck.Set
		for c := lo; c < hi; c++ {
			s = s.With(deck.Card(c))
		}
		return s
	}
	cases := []struct {
		name  string
		rules tapp.Rules
		knock tapp.Knock
		hand0 deck.Set
		talon [6]deck.Card
	}{
		{"doc/tapp.md §3 4×4: talon c0–c5, then packets of four", tapp.MayrSedlaczek2001, tapp.Knock{},
			rng(6, 10) | rng(18, 22) | rng(30, 34) | rng(42, 46), [6]deck.Card{0, 1, 2, 3, 4, 5}},
		{"doc/tapp.md §3 2×8", with(tapp.MayrSedlaczek2001, func(r *tapp.Rules) { r.DealPackets = tapp.Packets2x8 }), tapp.Knock{},
			rng(6, 14) | rng(30, 38), [6]deck.Card{0, 1, 2, 3, 4, 5}},
		{"doc/tapp.md §3 Packets1821 (2×(2×4))", tapp.Tapp1821, tapp.Knock{},
			rng(6, 14) | rng(30, 38), [6]deck.Card{0, 1, 2, 3, 4, 5}},
		{"doc/tapp.md §3 eight, talon, eight", with(tapp.MayrSedlaczek2001, func(r *tapp.Rules) { r.DealPackets = tapp.PacketsEightTalonEight }), tapp.Knock{},
			rng(0, 8) | rng(30, 38), [6]deck.Card{24, 25, 26, 27, 28, 29}},
		{"doc/tapp.md §3 knock: 16 in one packet", tapp.MayrSedlaczek2001, tapp.Knock{Knocked: true},
			rng(6, 22), [6]deck.Card{0, 1, 2, 3, 4, 5}},
		{"doc/tapp.md §3 Graz: forehand chooses the third stack", with(tapp.MayrSedlaczek2001, func(r *tapp.Rules) { r.KnockMode = tapp.KnockGrazChoose }),
			tapp.Knock{Knocked: true, ForehandStack: 2}, rng(38, 54), [6]deck.Card{0, 1, 2, 3, 4, 5}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			d, err := tapp.DealFrom(o, tc.rules, tc.knock)
			if err != nil {
				t.Fatal(err)
			}
			if d.Hands[0] != tc.hand0 || d.Talon != tc.talon {
				t.Errorf("hand 0 %v, talon %v; want %v, %v", d.Hands[0], d.Talon, tc.hand0, tc.talon)
			}
			if err := d.Validate(); err != nil {
				t.Error(err)
			}
		})
	}
	if _, err := tapp.DealFrom(o, tapp.Tapp1821, tapp.Knock{Knocked: true}); !errors.Is(err, tarock.ErrInvalidDeal) {
		t.Errorf("1821 knock without consent: %v", err)
	}
	if _, err := tapp.DealFrom(o, tapp.Tapp1821, tapp.Knock{Knocked: true, ForehandConsents: true}); err != nil {
		t.Errorf("1821 knock with consent: %v", err)
	}
	bad := o
	bad[3] = bad[4]
	if _, err := tapp.DealFrom(bad, tapp.MayrSedlaczek2001, tapp.Knock{}); !errors.Is(err, tarock.ErrInvalidDeal) {
		t.Errorf("bad order: %v", err)
	}
	// Shuffled is reproducible and valid.
	a, b := tapp.Shuffled(rand.New(rand.NewPCG(5, 6))), tapp.Shuffled(rand.New(rand.NewPCG(5, 6)))
	if a != b || a.Validate() != nil {
		t.Error("Shuffled not reproducible or invalid")
	}
}

// TestInvalidDeal checks that explicit deals are validated (doc/tapp.md §3).
func TestInvalidDeal(t *testing.T) {
	d := dealW(t)
	short := d
	short.Hands[0] = short.Hands[0].Without(deck.Pagat)
	dup := d
	dup.Talon[0] = deck.Skus
	for _, bad := range []tapp.Deal{short, dup, {}} {
		if _, err := tapp.NewGame(tapp.MayrSedlaczek2001, bad); !errors.Is(err, tarock.ErrInvalidDeal) {
			t.Errorf("NewGame accepted an invalid deal: %v", err)
		}
	}
	if _, err := tapp.NewDeal(d.Hands, mustSet("4H 3H"), mustSet("4D 3D 2D 2H")); !errors.Is(err, tarock.ErrInvalidDeal) {
		t.Errorf("NewDeal with a 2-card half: %v", err)
	}
}

// TestRedealNoTarock checks the RedealNoTarock option (doc/tapp.md §3): the dealer's
// hand in deal W holds no tarock.
func TestRedealNoTarock(t *testing.T) {
	r := with(tapp.MayrSedlaczek2001, func(r *tapp.Rules) { r.RedealNoTarock = true })
	st, err := tapp.NewGame(r, dealW(t))
	if err != nil {
		t.Fatal(err)
	}
	res, _ := st.Result()
	if !st.Done() || st.Outcome().Played || res.End != tapp.EndNoTarock || res.Deltas != [4]int{} {
		t.Errorf("done %v, outcome %+v, end %v", st.Done(), st.Outcome(), res.End)
	}
	if st, _ := tapp.NewGame(tapp.MayrSedlaczek2001, dealW(t)); st.Done() {
		t.Error("thrown in without the option")
	}
}

// TestValidate checks that contradictory rules are rejected with
// ErrInvalidRules naming the fields.
func TestValidate(t *testing.T) {
	for _, p := range tapp.Presets() {
		if err := p.Rules.Validate(); err != nil {
			t.Errorf("%s: %v", p.Name, err)
		}
	}
	cases := []struct {
		name  string
		rules tapp.Rules
		field string
	}{
		{"stake", with(tapp.Tapp1821, func(r *tapp.Rules) { r.Stake = 0 }), "Rules.Stake"},
		{"odd stake with Tapper", with(tapp.Tapp1821, func(r *tapp.Rules) { r.Stake = 45 }), "Rules.Stake"},
		{"1821 scoring, modern ladder", with(tapp.Tapp1821, func(r *tapp.Rules) { r.Ladder = tapp.LadderModern }), "Rules.Ladder"},
		{"1821 scoring with Köpfe", with(tapp.Tapp1821, func(r *tapp.Rules) { r.HandBonuses = tapp.BonusesTrullKingsHeads }), "Rules.HandBonuses"},
		{"Stake1821 Valat with the tariff", with(tapp.MayrSedlaczek2001, func(r *tapp.Rules) { r.ValatScoring = tapp.ValatStake1821 }), "Rules.ValatScoring"},
		{"multiplier Valat with 1821 scoring", with(tapp.Tapp1821, func(r *tapp.Rules) { r.ValatScoring = tapp.ValatMultiplier }), "Rules.ValatScoring"},
		{"Graz without knocking", with(tapp.MayrSedlaczek2001, func(r *tapp.Rules) { r.KnockAllowed = false; r.KnockMode = tapp.KnockGrazChoose }), "Rules.KnockMode"},
		{"enum out of range", with(tapp.MayrSedlaczek2001, func(r *tapp.Rules) { r.TalonMode = 9 }), "Rules.TalonMode"},
		{"threshold", with(tapp.MayrSedlaczek2001, func(r *tapp.Rules) { r.Threshold = 0 }), "Rules.Threshold"},
		{"negative value", with(tapp.MayrSedlaczek2001, func(r *tapp.Rules) { r.Values.Solo = -1 }), "Rules.Values.Solo"},
		{"zero value", tapp.Rules{}, "Rules.Threshold"},
	}
	for _, tc := range cases {
		err := tc.rules.Validate()
		if !errors.Is(err, tarock.ErrInvalidRules) || !containsText(err.Error(), tc.field) {
			t.Errorf("%s: Validate() = %v, want ErrInvalidRules naming %s", tc.name, err, tc.field)
		}
		if _, err := tapp.NewGame(tc.rules, dealW(t)); !errors.Is(err, tarock.ErrInvalidRules) {
			t.Errorf("%s: NewGame accepted the rules", tc.name)
		}
	}
}

func containsText(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return true
		}
	}
	return false
}
