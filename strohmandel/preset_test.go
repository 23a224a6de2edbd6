package strohmandel_test

import (
	"errors"
	"fmt"
	"github.com/tarockfamily/sdk/deck"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/tarockfamily/sdk/internal/gametest"
	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/tarock"
)

// drawRules changes a random selection of the options of base to random
// values each option takes (doc/strohmandel.md §12); the result need not
// pass Validate.
func drawRules(t *rapid.T, base strohmandel.Rules) strohmandel.Rules {
	r := base
	val := rapid.IntRange(0, 100)
	for _, f := range []func(){
		func() { r.Scoring = strohmandel.Scoring(rapid.IntRange(0, 7).Draw(t, "Scoring")) },
		func() { r.StrawmenTiming = strohmandel.StrawmenTiming(rapid.IntRange(0, 1).Draw(t, "StrawmenTiming")) },
		func() { r.ThrowInNoTarock = rapid.Bool().Draw(t, "ThrowInNoTarock") },
		func() { r.BothPass = strohmandel.BothPass(rapid.IntRange(0, 3).Draw(t, "BothPass")) },
		func() { r.FirstLead = strohmandel.FirstLead(rapid.IntRange(0, 1).Draw(t, "FirstLead")) },
		func() { r.LastCardShown = rapid.Bool().Draw(t, "LastCardShown") },
		func() { r.TrullMode = strohmandel.TrullMode(rapid.IntRange(0, 2).Draw(t, "TrullMode")) },
		func() { r.Announcements = strohmandel.Announcements(rapid.IntRange(0, 1).Draw(t, "Announcements")) },
		func() { r.BirdCaptureScores = rapid.Bool().Draw(t, "BirdCaptureScores") },
		func() { r.Birds = strohmandel.Birds(rapid.IntRange(0, 15).Draw(t, "Birds")) },
		func() { r.Mondfang = val.Draw(t, "Mondfang") },
		func() { r.Rostopschin = rapid.Bool().Draw(t, "Rostopschin") },
		func() { r.BigWin = strohmandel.BigWin(rapid.IntRange(0, 2).Draw(t, "BigWin")) },
		func() { r.Draw = strohmandel.Draw(rapid.IntRange(0, 2).Draw(t, "Draw")) },
		func() {
			r.DoubleAfterDraw = strohmandel.DoubleAfterDraw(rapid.IntRange(0, 2).Draw(t, "DoubleAfterDraw"))
		},
		func() { r.ValatReplacesGame = rapid.Bool().Draw(t, "ValatReplacesGame") },
		func() { r.Kontra = rapid.Bool().Draw(t, "Kontra") },
		func() { r.Values.SimpleGameWon = val.Draw(t, "SimpleGameWon") },
		func() { r.Values.TakenUpWon = val.Draw(t, "TakenUpWon") },
		func() { r.Values.TakenUpLost = val.Draw(t, "TakenUpLost") },
		func() { r.Values.TrullInHand = val.Draw(t, "TrullInHand") },
		func() { r.Values.KingsTrullHand = val.Draw(t, "KingsTrullHand") },
		func() { r.Values.TrullInTricks = val.Draw(t, "TrullInTricks") },
		func() { r.Values.KingsInTricks = val.Draw(t, "KingsInTricks") },
		func() { r.Values.PagatUltimo = val.Draw(t, "PagatUltimo") },
		func() { r.Values.Uhu = val.Draw(t, "Uhu") },
		func() { r.Values.Kakadu = val.Draw(t, "Kakadu") },
		func() { r.Values.Quapil = val.Draw(t, "Quapil") },
		func() { r.Values.Rostopschin = val.Draw(t, "Rostopschin value") },
		func() { r.Values.BigWin = val.Draw(t, "BigWin value") },
		func() { r.Values.Valat = val.Draw(t, "Valat") },
		func() { r.Values.Trischaken = val.Draw(t, "Trischaken") },
		func() { r.Values.Announced = val.Draw(t, "Announced") },
	} {
		if rapid.Bool().Draw(t, "change") {
			f()
		}
	}
	return r
}

// TestOptionsRoundTrip: for random rules r and a random preset as base,
// applying r.Options(base) to base with WithOption gives r back, and
// every text names one option that differs.
func TestOptionsRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		base := mustPreset(t, rapid.SampledFrom(presetNames).Draw(t, "base"))
		r := drawRules(t, mustPreset(t, rapid.SampledFrom(presetNames).Draw(t, "from")))
		got := base
		opts := r.Options(base)
		for _, o := range opts {
			var err error
			if got, err = got.WithOption(o); err != nil {
				t.Fatalf("WithOption(%q): %v", o, err)
			}
		}
		if d := cmp.Diff(r, got); d != "" {
			t.Fatalf("options %q do not restore the rules (-want +got):\n%s", opts, d)
		}
		if len(opts) == 0 && r != base {
			t.Fatal("rules differ but no option is written")
		}
		for _, o := range opts {
			if one, _ := base.WithOption(o); one == base {
				t.Fatalf("option %q changes nothing", o)
			}
		}
	})
}

// TestOptionNames is a table of option texts and the field each sets
// (names of doc/strohmandel.md §12; Go constant names are read too).
func TestOptionNames(t *testing.T) {
	ms := strohmandel.MayrSedlaczek2007
	for _, c := range []struct {
		text  string
		check func(r strohmandel.Rules) bool
	}{
		{"BothPass=Trischaken", func(r strohmandel.Rules) bool { return r.BothPass == strohmandel.BothPassTrischaken }},
		{" bothpass = BothPassRedealForehand ", func(r strohmandel.Rules) bool { return r.BothPass == strohmandel.BothPassRedealForehand }},
		{"BothPass=HalfValue", func(r strohmandel.Rules) bool { return r.BothPass == strohmandel.BothPassSimpleGame }},
		{"Kontra=on", func(r strohmandel.Rules) bool { return r.Kontra }},
		{"Kontra=true", func(r strohmandel.Rules) bool { return r.Kontra }},
		{"ThrowInNoTarock=off", func(r strohmandel.Rules) bool { return !r.ThrowInNoTarock }},
		{"Birds=Pagat+Quapil", func(r strohmandel.Rules) bool { return r.Birds == strohmandel.BirdPagat|strohmandel.BirdQuapil }},
		{"Birds=none", func(r strohmandel.Rules) bool { return r.Birds == 0 }},
		{"Mondfang=2", func(r strohmandel.Rules) bool { return r.Mondfang == 2 }},
		{"TrullMode=HandAnnounced", func(r strohmandel.Rules) bool { return r.TrullMode == strohmandel.TrullHandAnnounced }},
		{"FirstLead=LeadDeclarerIfTakenUp", func(r strohmandel.Rules) bool { return r.FirstLead == strohmandel.LeadDeclarerIfTakenUp }},
		{"BigWin=Furr45_26", func(r strohmandel.Rules) bool { return r.BigWin == strohmandel.BigWinFurr45_26 }},
		{"DoubleAfterDraw=Off", func(r strohmandel.Rules) bool { return r.DoubleAfterDraw == strohmandel.DoubleOff }},
		{"Draw=AnyGame", func(r strohmandel.Rules) bool { return r.Draw == strohmandel.DrawAnyGame }},
		{"StrawmenTiming=AfterTakeUp", func(r strohmandel.Rules) bool { return r.StrawmenTiming == strohmandel.StrawmenAfterTakeUp }},
		{"Announcements=Tirol", func(r strohmandel.Rules) bool { return r.Announcements == strohmandel.AnnouncementsTirol }},
		{"values.valat=0", func(r strohmandel.Rules) bool { return r.Values.Valat == 0 }},
		{"Values.TakenUpLost=100", func(r strohmandel.Rules) bool { return r.Values.TakenUpLost == 100 }},
		// Scoring is a label: the value table stays.
		{"Scoring=Beck1972", func(r strohmandel.Rules) bool {
			return r.Scoring == strohmandel.ScoringBeck1972 && r.Values == ms.Values
		}},
	} {
		r, err := ms.WithOption(c.text)
		if err != nil || !c.check(r) {
			t.Errorf("WithOption(%q) = %+v, %v", c.text, r, err)
		}
	}
}

// TestOptionErrors: text that is not an option returns the receiver and an
// error wrapping ErrInvalidRules that quotes the text.
func TestOptionErrors(t *testing.T) {
	for _, bad := range []string{
		"Kontra", "Kontra=maybe", "Nothing=1", "Birds=Pagat+Owl", "Birds=", "Mondfang=300",
		"Mondfang=-1", "Values.Valat=101", "Values.Nothing=1", "Scoring=Unknown", "=on", "",
		"BothPass=Trischaken=on", "Rules=Beck1972",
	} {
		r, err := strohmandel.MayrSedlaczek2007.WithOption(bad)
		if !errors.Is(err, tarock.ErrInvalidRules) {
			t.Errorf("%q: %v", bad, err)
			continue
		}
		if r != strohmandel.MayrSedlaczek2007 {
			t.Errorf("%q changed the rules", bad)
		}
		if !strings.Contains(err.Error(), `"`+bad+`"`) {
			t.Errorf("%q: message %q does not quote the text", bad, err)
		}
	}
}

// TestPreset: every preset is found by its name in any case, is valid, and
// its Scoring label names it (doc/strohmandel.md §12.1).
func TestPreset(t *testing.T) {
	for _, name := range presetNames {
		for _, n := range []string{name, strings.ToLower(name), " " + strings.ToUpper(name) + " "} {
			r, ok := strohmandel.Preset(n)
			if !ok || r.Scoring.String() != name {
				t.Errorf("Preset(%q) = %v, %v", n, r.Scoring, ok)
			}
		}
		r := mustPreset(t, name)
		if err := r.Validate(); err != nil {
			t.Errorf("%s: %v", name, err)
		}
		if p, _ := r.Scoring.Preset(); p != r {
			t.Errorf("%s: Scoring.Preset differs", name)
		}
		if opts := r.Options(r); len(opts) != 0 {
			t.Errorf("%s: options against itself %q", name, opts)
		}
	}
	for _, n := range []string{"", "Beck", "Tirol2026", "MayrSedlaczek2007x"} {
		if _, ok := strohmandel.Preset(n); ok {
			t.Errorf("Preset(%q) found", n)
		}
	}
	if got := strohmandel.Tirol2025.Options(strohmandel.MayrSedlaczek2007); !cmp.Equal(got, []string{
		"Scoring=Tirol2025", "ThrowInNoTarock=off", "BothPass=Trischaken", "Announcements=Tirol", "Birds=Pagat",
		"DoubleAfterDraw=Off", "Values.SimpleGameWon=1", "Values.TakenUpWon=2", "Values.TakenUpLost=3", "Values.Valat=0",
	}) {
		t.Errorf("Tirol2025 against MayrSedlaczek2007: %q", got)
	}
}

// FuzzWithOption: WithOption never panics; it either fails with
// ErrInvalidRules and the receiver, or sets one option whose text, as
// Options writes it, reads back to the same rules.
func FuzzWithOption(f *testing.F) {
	seeds := []string{"Kontra=on", "Birds=Pagat+Uhu", "Values.Valat=0", "BothPass=HalfValue", "Scoring=Tirol2025", "x=", "Mondfang=99"}
	for _, p := range strohmandel.Presets() { // every option, in the words Options writes
		seeds = append(seeds, p.Rules.Options(strohmandel.Rules{Glatzen: strohmandel.GlatzenRedFours, Pack: deck.Pack42})...)
	}
	for _, s := range slices.Compact(slices.Sorted(slices.Values(seeds))) {
		f.Add(s)
	}
	base := strohmandel.MayrSedlaczek2007
	f.Fuzz(func(t *testing.T, text string) {
		r, err := base.WithOption(text)
		if err != nil {
			if !errors.Is(err, tarock.ErrInvalidRules) || r != base {
				t.Fatalf("%q: %v", text, err)
			}
			return
		}
		opts := r.Options(base)
		if len(opts) > 1 {
			t.Fatalf("%q changed %d options: %q", text, len(opts), opts)
		}
		again := base
		for _, o := range opts {
			if again, err = again.WithOption(o); err != nil {
				t.Fatal(err)
			}
		}
		if again != r {
			t.Fatalf("%q: options %q do not read back", text, opts)
		}
	})
}

// Find a preset by name, change two options, and write the changes as the
// Option tags of a game record do.
func ExamplePreset() {
	rules, ok := strohmandel.Preset("furr2009")
	if !ok {
		return
	}
	rules, err := rules.WithOption("TrullMode=HandAnnounced")
	if err != nil {
		fmt.Println(err)
		return
	}
	rules.Values.Valat = 10
	base, _ := strohmandel.Preset("Furr2009")
	fmt.Println(rules.Options(base))
	_, err = rules.WithOption("Kontra=maybe")
	fmt.Println(err)
	// Output:
	// [TrullMode=HandAnnounced Values.Valat=10]
	// strohmandel: option "Kontra=maybe": Kontra takes on or off: invalid rules
}

// TestPresetsAgainstPresets: for every preset against every other as
// base, Options writes the switches on/off, and its texts, respelt with
// any value word and case, applied to the base with WithOption give the
// preset back (gametest.CheckPresetOptions, which tapp runs too).
func TestPresetsAgainstPresets(t *testing.T) {
	gametest.CheckPresetOptions(t, strohmandel.Presets())
}
