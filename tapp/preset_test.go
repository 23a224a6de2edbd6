package tapp_test

import (
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/internal/gametest"
	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tarock"
)

func TestPresetByName(t *testing.T) {
	for _, p := range tapp.Presets() {
		for _, name := range []string{p.Name, strings.ToLower(p.Name), " " + strings.ToUpper(p.Name) + "\t"} {
			r, ok := tapp.Preset(name)
			if !ok || r != p.Rules {
				t.Errorf("Preset(%q) = %v, want the preset %s", name, ok, p.Name)
			}
		}
	}
	for _, name := range []string{"", "Mayr", "MayrSedlaczek2001x", "Tapp 1821", "Strohmandeln"} {
		if _, ok := tapp.Preset(name); ok {
			t.Errorf("Preset(%q) found a preset", name)
		}
	}
}

// TestOptionsTable checks the option text of each preset against the
// changes listed for it in doc/tapp.md §13.2 and doc/tapp.md.
func TestOptionsTable(t *testing.T) {
	base := tapp.MayrSedlaczek2001
	custom := base
	custom.Stake = 40
	custom.Values.Solo = 9
	custom.Kontra = true
	custom.Threshold = 106
	tests := []struct {
		name string
		r    tapp.Rules
		want []string
	}{
		{"default", base, nil},
		{"FixedHalf doc/tapp.md §13.2", tapp.FixedHalf, []string{"TalonMode=FixedHalf"}},
		{"AlscherMultiplierValat doc/tapp.md §13.2", tapp.AlscherMultiplierValat, []string{"ValatScoring=Multiplier4_8"}},
		{"ImmediateHolding doc/tapp.md §5.2", tapp.ImmediateHolding, []string{"ImmediateHolding=on"}},
		{"ForehandHolding doc/tapp.md §5.2", tapp.ForehandHolding, []string{"Holding=ForehandOnly"}},
		{"Tapp1821 doc/tapp.md §13.2", tapp.Tapp1821, []string{
			"DealPackets=Packets1821", "KnockNeedsForehandConsent=on", "Ladder=Ladder1821", "Tapper=on",
			"Holding=ForehandOnly", "SoloHoldable1821=on", "TalonMode=Top3Unexposed",
			"TarockDiscard=ForcedAnnouncedOnly", "Announcements=PagatOnly", "ValatScoring=Stake1821",
			"HandBonuses=TrullKings", "HandBonusMoment=AfterTalon", "HandBonusPayment=HolderFromEach",
			"Scoring=Scoring1821", "Stake=50"}},
		{"custom values", custom, []string{"Kontra=on", "Stake=40", "Threshold=106", "Values.Solo=9"}},
	}
	for _, tt := range tests {
		got := tt.r.Options(base)
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("%s: Options (-want +got):\n%s", tt.name, diff)
		}
		back := base
		for _, o := range got {
			var err error
			if back, err = back.WithOption(o); err != nil {
				t.Fatalf("%s: WithOption(%q): %v", tt.name, o, err)
			}
		}
		if back != tt.r {
			t.Errorf("%s: options applied to the default give %+v", tt.name, back)
		}
	}
	// Against another base, the changes are relative to it.
	if got := tapp.MayrSedlaczek2001.Options(tapp.FixedHalf); !cmp.Equal(got, []string{"TalonMode=FreeChoice"}) {
		t.Errorf("default against FixedHalf: %q", got)
	}
}

func TestWithOptionSpellings(t *testing.T) {
	tests := []struct {
		text  string
		check func(r tapp.Rules) bool
	}{
		{"talonmode=fixedhalf", func(r tapp.Rules) bool { return r.TalonMode == tapp.TalonFixedHalf }},
		{" TalonMode = TalonFixedHalfUnexposed ", func(r tapp.Rules) bool { return r.TalonMode == tapp.TalonFixedHalfUnexposed }},
		{"ValatScoring=ValatMultiplier", func(r tapp.Rules) bool { return r.ValatScoring == tapp.ValatMultiplier }},
		{"HandBonuses=BonusesTrullKingsHeads", func(r tapp.Rules) bool { return r.HandBonuses == tapp.BonusesTrullKingsHeads }},
		{"Kontra=on", func(r tapp.Rules) bool { return r.Kontra }},
		{"KnockAllowed=no", func(r tapp.Rules) bool { return !r.KnockAllowed }},
		{"values.solo=12", func(r tapp.Rules) bool { return r.Values.Solo == 12 }},
		{"Threshold=106", func(r tapp.Rules) bool { return r.Threshold == 106 }},
		{"DealPackets=2x8", func(r tapp.Rules) bool { return r.DealPackets == tapp.Packets2x8 }},
		{"FourthPlayer=King1821", func(r tapp.Rules) bool { return r.FourthPlayer == tapp.FourthKing1821 }},
	}
	for _, tt := range tests {
		r, err := tapp.MayrSedlaczek2001.WithOption(tt.text)
		if err != nil {
			t.Errorf("WithOption(%q): %v", tt.text, err)
			continue
		}
		if !tt.check(r) {
			t.Errorf("WithOption(%q) gave %+v", tt.text, r)
		}
	}
}

func TestWithOptionErrors(t *testing.T) {
	for _, text := range []string{
		"", "TalonMode", "=FixedHalf", "Talon=FixedHalf", "TalonMode=", "TalonMode=Fixed",
		"TalonMode=6", "Kontra=maybe", "Stake=-1", "Stake=4.5", "Stake=99999999999999999999",
		"Values.Solo=x", "Values=1", "Values.Bogus=1", "Rules.Stake=3",
	} {
		r, err := tapp.FixedHalf.WithOption(text)
		if !errors.Is(err, tarock.ErrInvalidRules) {
			t.Errorf("WithOption(%q) = %v, want an error wrapping ErrInvalidRules", text, err)
			continue
		}
		if !strings.Contains(err.Error(), fmt.Sprintf("%q", text)) {
			t.Errorf("WithOption(%q): message %q does not quote the text", text, err)
		}
		if r != tapp.FixedHalf {
			t.Errorf("WithOption(%q) changed the rules", text)
		}
	}
}

// enumCounts is the number of values of each enumerated option (the
// constants of types.go).
var enumCounts = map[string]int{
	"DealPackets": 5, "KnockMode": 2, "Ladder": 3, "Holding": 2, "AllPass": 3, "TalonMode": 6,
	"TarockDiscard": 3, "Announcements": 3, "FirstLead": 2, "ValatScoring": 3, "DefenderValat": 2,
	"HandBonuses": 3, "HandBonusMoment": 2, "HandBonusPayment": 2, "Scoring": 2, "Consolation": 2, "FourthPlayer": 3, "DummyCard": 2,
}

// ruleFields lists every leaf field of Rules by its option name
// ("TalonMode", "Values.Solo") with an addressable reflect value of r.
func ruleFields(r *tapp.Rules) map[string]reflect.Value {
	out := map[string]reflect.Value{}
	var walk func(prefix string, v reflect.Value)
	walk = func(prefix string, v reflect.Value) {
		for i := range v.NumField() {
			f, ft := v.Field(i), v.Type().Field(i)
			if f.Kind() == reflect.Struct {
				walk(prefix+ft.Name+".", f)
				continue
			}
			out[prefix+ft.Name] = f
		}
	}
	walk("", reflect.ValueOf(r).Elem())
	return out
}

// TestOptionsCoverEveryField changes each field of Rules on its own (found
// by reflection, so a field added later is caught) and checks that Options
// names exactly that field and WithOption restores it.
func TestOptionsCoverEveryField(t *testing.T) {
	base := tapp.MayrSedlaczek2001
	probe := base
	for name := range ruleFields(&probe) {
		r := base
		f := ruleFields(&r)[name]
		switch f.Kind() {
		case reflect.Bool:
			f.SetBool(!f.Bool())
		case reflect.Uint8:
			if enumCounts[name] < 2 {
				t.Errorf("field %s: no value count in enumCounts", name)
				continue
			}
			f.SetUint((f.Uint() + 1) % uint64(enumCounts[name]))
		case reflect.Int:
			f.SetInt(f.Int() + 7)
		case reflect.Uint64: // the pack (doc/design.md §10)
			f.SetUint(uint64(deck.Pack42))
		default:
			t.Errorf("field %s has kind %v, unknown to this test", name, f.Kind())
			continue
		}
		opts := r.Options(base)
		if len(opts) != 1 || !strings.HasPrefix(opts[0], name+"=") {
			t.Errorf("field %s changed: Options = %q", name, opts)
			continue
		}
		back := base
		if back, err := back.WithOption(opts[0]); err != nil || back != r {
			t.Errorf("WithOption(%q) = %v, rules %+v", opts[0], err, back)
		}
	}
}

// TestOptionRangesMatchValidate: for every number option, at the ends of
// its range and just beyond them, WithOption accepts the value exactly when
// Validate does not refuse the field set to it on its own; and Options
// leaves out a field whose value Validate refuses, so that WithOption reads
// every text it writes.
func TestOptionRangesMatchValidate(t *testing.T) {
	base := tapp.MayrSedlaczek2001
	probe := base
	for name, f := range ruleFields(&probe) {
		if f.Kind() != reflect.Int {
			continue
		}
		for _, v := range []int64{-1, 0, 1, 210, 211, tapp.MaxValue, tapp.MaxValue + 1} {
			r := base
			ruleFields(&r)[name].SetInt(v)
			err := r.Validate()
			refused := err != nil && strings.Contains(err.Error(), "Rules."+name+" ")
			if err != nil && !refused {
				t.Fatalf("%s=%d: Validate refuses another field: %v", name, v, err)
			}
			text := fmt.Sprintf("%s=%d", name, v)
			got, werr := base.WithOption(text)
			if (werr != nil) != refused {
				t.Errorf("WithOption(%q) = %v, Validate = %v", text, werr, err)
			}
			if werr == nil && got != r {
				t.Errorf("WithOption(%q) gave %+v", text, got)
			}
			opts := r.Options(base)
			if refused && len(opts) != 0 {
				t.Errorf("%s=%d (refused by Validate): Options = %q, want none", name, v, opts)
			}
			for _, o := range opts {
				if _, err := base.WithOption(o); err != nil {
					t.Errorf("Options wrote %q, which WithOption refuses: %v", o, err)
				}
			}
		}
	}
	// An enumeration outside its constants has no text either.
	r := base
	r.TalonMode, r.Kontra = 200, true
	if got := r.Options(base); !cmp.Equal(got, []string{"Kontra=on"}) {
		t.Errorf("TalonMode=200: Options = %q, want only Kontra=on", got)
	}
	if _, err := base.WithOption("TalonMode=200"); !errors.Is(err, tarock.ErrInvalidRules) {
		t.Errorf("WithOption(TalonMode=200) = %v", err)
	}
	if _, err := base.WithOption("Threshold=0"); err == nil || !strings.Contains(err.Error(), "from 1 to 210") {
		t.Errorf("WithOption(Threshold=0) = %v, want the range 1 to 210 named", err)
	}
}

// randomRules draws a preset and changes some of its fields to random
// in-range values.
func randomRules(t *rapid.T) (tapp.Rules, tapp.Rules) {
	presets := tapp.Presets()
	base := presets[rapid.IntRange(0, len(presets)-1).Draw(t, "base")].Rules
	r := presets[rapid.IntRange(0, len(presets)-1).Draw(t, "start")].Rules
	fields := ruleFields(&r)
	var names []string
	for name := range fields {
		names = append(names, name)
	}
	// Map order is random; sort for a reproducible draw.
	slices.Sort(names)
	for range rapid.IntRange(0, 8).Draw(t, "changes") {
		name := rapid.SampledFrom(names).Draw(t, "field")
		f := fields[name]
		switch f.Kind() {
		case reflect.Bool:
			f.SetBool(rapid.Bool().Draw(t, name))
		case reflect.Uint8:
			f.SetUint(uint64(rapid.IntRange(0, enumCounts[name]-1).Draw(t, name)))
		case reflect.Int:
			lo, hi := 0, 1000
			if name == "Threshold" {
				lo, hi = 1, 210 // Validate's range, which the option takes
			}
			f.SetInt(int64(rapid.IntRange(lo, hi).Draw(t, name)))
		}
	}
	return base, r
}

// TestOptionsRoundTrip: for random rules built from presets with random
// field changes, applying r.Options(base) to base gives r, and nothing
// else differs.
func TestOptionsRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		base, r := randomRules(t)
		opts := r.Options(base)
		back := base
		for _, o := range opts {
			var err error
			if back, err = back.WithOption(o); err != nil {
				t.Fatalf("WithOption(%q): %v", o, err)
			}
		}
		if back != r {
			t.Fatalf("options %q applied to the base give\n%+v\nwant\n%+v", opts, back, r)
		}
		if again := back.Options(base); !cmp.Equal(again, opts) {
			t.Fatalf("Options not stable: %q then %q", opts, again)
		}
	})
}

func FuzzWithOption(f *testing.F) {
	seeds := []string{"TalonMode=FixedHalf", "Kontra=true", "Values.Solo=9", "Stake=40",
		"Threshold=106", "talonmode = top3unexposed", "x", "=", "Values.=1", "Stake=-0"}
	for _, p := range tapp.Presets() { // every option, in the words Options writes
		seeds = append(seeds, p.Rules.Options(tapp.Rules{Pack: deck.Pack40, Kontra: true, Dummy1829: true})...)
	}
	for _, s := range slices.Compact(slices.Sorted(slices.Values(seeds))) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		r, err := tapp.Tapp1821.WithOption(text)
		if err != nil {
			if !errors.Is(err, tarock.ErrInvalidRules) {
				t.Fatalf("WithOption(%q): error %v does not wrap ErrInvalidRules", text, err)
			}
			if r != tapp.Tapp1821 {
				t.Fatalf("WithOption(%q) failed and changed the rules", text)
			}
			return
		}
		// An accepted option is written back as at most one option, which
		// reads back to the same rules.
		opts := r.Options(tapp.Tapp1821)
		if len(opts) > 1 {
			t.Fatalf("WithOption(%q) changed %d options: %q", text, len(opts), opts)
		}
		back := tapp.Tapp1821
		for _, o := range opts {
			var err error
			if back, err = back.WithOption(o); err != nil {
				t.Fatalf("WithOption(%q) after WithOption(%q): %v", o, text, err)
			}
		}
		if back != r {
			t.Fatalf("%q: round trip through %q differs", text, opts)
		}
	})
}

// ExamplePreset looks a preset up by name and writes a variant of it as
// option texts, as a game record's Option tags hold them.
func ExamplePreset() {
	base, ok := tapp.Preset("fixedhalf")
	if !ok {
		return
	}
	r := base
	r.Kontra = true
	r.Values.Solo = 9
	fmt.Println(r.Options(base))
	fmt.Println(tapp.Tapp1821.Options(tapp.MayrSedlaczek2001)[:3])

	back := base
	for _, o := range r.Options(base) {
		var err error
		if back, err = back.WithOption(o); err != nil {
			fmt.Println(err)
		}
	}
	fmt.Println(back == r)
	_, err := back.WithOption("TalonMode=Sideways")
	fmt.Println(err)
	// Output:
	// [Kontra=on Values.Solo=9]
	// [DealPackets=Packets1821 KnockNeedsForehandConsent=on Ladder=Ladder1821]
	// true
	// tapp: option "TalonMode=Sideways": TalonMode takes one of FreeChoice, FixedHalf, FixedHalfUnexposed, FixedHalfBothExposed, CardCount, Top3Unexposed: invalid rules
}

func TestWithOption(t *testing.T) {
	base := tapp.MayrSedlaczek2001
	r, err := base.WithOption("TalonMode=FixedHalf")
	if err != nil || r != tapp.FixedHalf {
		t.Fatalf("WithOption(TalonMode=FixedHalf) = %+v, %v; want the FixedHalf preset", r, err)
	}
	if base != tapp.MayrSedlaczek2001 {
		t.Fatal("WithOption changed its receiver")
	}
	bad, err := base.WithOption("TalonMode=Sideways")
	if !errors.Is(err, tarock.ErrInvalidRules) || bad != base {
		t.Fatalf("bad value: %v, rules changed: %v", err, bad != base)
	}
}

// Values and stakes stay within MaxValue, so a settlement cannot overflow
// and every valid rule set can be written as Option tags and read back.
func TestValidateBounds(t *testing.T) {
	for _, change := range []func(r *tapp.Rules){
		func(r *tapp.Rules) { r.Values.Solo = tapp.MaxValue + 1 },
		func(r *tapp.Rules) { r.Values.Heads = 1 << 62 },
		func(r *tapp.Rules) { r.Stake = -7 },
		func(r *tapp.Rules) { r.Stake = 1 << 40 },
	} {
		r := tapp.MayrSedlaczek2001
		change(&r)
		if err := r.Validate(); !errors.Is(err, tarock.ErrInvalidRules) {
			t.Errorf("Validate accepted %+v", r)
		}
	}
	r := tapp.MayrSedlaczek2001
	r.Values.Solo = tapp.MaxValue
	if err := r.Validate(); err != nil {
		t.Fatal(err)
	}
	var back tapp.Rules = tapp.MayrSedlaczek2001
	for _, o := range r.Options(tapp.MayrSedlaczek2001) {
		var err error
		if back, err = back.WithOption(o); err != nil {
			t.Fatalf("WithOption(%q): %v", o, err)
		}
	}
	if back != r {
		t.Fatal("the largest value does not survive Options/WithOption")
	}
}

// TestPresetsAgainstPresets: for every preset against every other as
// base, Options writes the switches on/off, and its texts, respelt with
// any value word and case, applied to the base with WithOption give the
// preset back (gametest.CheckPresetOptions, which strohmandel runs too).
func TestPresetsAgainstPresets(t *testing.T) {
	gametest.CheckPresetOptions(t, tapp.Presets())
}
