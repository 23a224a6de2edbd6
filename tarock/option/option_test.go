package option_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/option"
)

// toyRules is a rules type with one field of each kind.
type toyRules struct {
	Kontra bool
	Mode   uint8
	Stake  int
	Birds  uint8
	Values struct{ Solo int8 }
	Share  int
}

var toyTable = option.NewTable("toy",
	option.Bool("Kontra", func(r *toyRules) *bool { return &r.Kontra }),
	option.Enum("Mode", func(r *toyRules) *uint8 { return &r.Mode },
		option.Names("Free", "ModeFree"), option.Names("Fixed"), option.Names("Half", "ModeHalf", "HalfValue")),
	option.Int("Stake", 1000, func(r *toyRules) *int { return &r.Stake }),
	option.Flags("Birds", func(r *toyRules) *uint8 { return &r.Birds }, "Pagat", "Uhu", "Kakadu"),
	option.Int("Values.Solo", 100, func(r *toyRules) *int8 { return &r.Values.Solo }),
	option.IntRange("Share", 1, 210, func(r *toyRules) *int { return &r.Share }),
)

func TestWith(t *testing.T) {
	for _, c := range []struct {
		text string
		want func(r *toyRules)
	}{
		{"Kontra=on", func(r *toyRules) { r.Kontra = true }},
		{"kontra = TRUE", func(r *toyRules) { r.Kontra = true }},
		{"Kontra=Yes", func(r *toyRules) { r.Kontra = true }},
		{"Mode=halfvalue", func(r *toyRules) { r.Mode = 2 }},
		{"Mode=ModeFree", func(r *toyRules) { r.Mode = 0 }},
		{"Stake=1000", func(r *toyRules) { r.Stake = 1000 }},
		{"Birds=uhu+Pagat", func(r *toyRules) { r.Birds = 3 }},
		{"Birds=NONE", func(r *toyRules) { r.Birds = 0 }},
		{"Values.Solo=7", func(r *toyRules) { r.Values.Solo = 7 }},
		{"Share=1", func(r *toyRules) { r.Share = 1 }},
		{"Share=210", func(r *toyRules) { r.Share = 210 }},
	} {
		base := toyRules{Birds: 4, Mode: 1}
		want := base
		c.want(&want)
		got, err := toyTable.With(base, c.text)
		if err != nil || got != want {
			t.Errorf("With(%q) = %+v, %v; want %+v", c.text, got, err, want)
		}
	}
}

func TestWithErrors(t *testing.T) {
	for _, c := range []struct{ text, names string }{
		{"Kontra", ""}, {"=on", ""}, {"Nothing=1", ""},
		{"Kontra=maybe", "Kontra takes on or off"},
		{"Mode=Sideways", "Mode takes one of Free, Fixed, Half"},
		{"Stake=1001", "Stake takes a whole number from 0 to 1000"},
		{"Stake=-1", "Stake takes"}, {"Birds=", "Birds takes"}, {"Birds=Pagat+Owl", "Birds takes"},
		{"Share=0", "Share takes a whole number from 1 to 210"}, {"Share=211", "Share takes a whole number from 1 to 210"},
	} {
		base := toyRules{Stake: 5}
		got, err := toyTable.With(base, c.text)
		if !errors.Is(err, tarock.ErrInvalidRules) || got != base {
			t.Errorf("With(%q) = %+v, %v; want the rules unchanged and ErrInvalidRules", c.text, got, err)
			continue
		}
		if msg := err.Error(); !strings.Contains(msg, fmt.Sprintf("%q", c.text)) || !strings.Contains(msg, c.names) || !strings.HasPrefix(msg, "toy: ") {
			t.Errorf("With(%q): message %q", c.text, msg)
		}
	}
}

func TestOptions(t *testing.T) {
	base := toyRules{}
	r := toyRules{Kontra: true, Mode: 2, Stake: 40, Birds: 5}
	want := []string{"Kontra=on", "Mode=Half", "Stake=40", "Birds=Pagat+Kakadu"}
	if got := toyTable.Options(r, base); !cmp.Equal(got, want) {
		t.Errorf("Options = %q, want %q", got, want)
	}
	if got := toyTable.Options(base, r); !cmp.Equal(got, []string{"Kontra=off", "Mode=Free", "Stake=0", "Birds=none"}) {
		t.Errorf("Options back = %q", got)
	}
	if got := toyTable.Options(r, r); got != nil {
		t.Errorf("Options of equal rules = %q", got)
	}
	// Values the options do not take have no text: Options leaves them out.
	bad := toyRules{Kontra: true, Mode: 3, Stake: 1001, Birds: 8, Share: 0}
	bad.Values.Solo = -1
	if got := toyTable.Options(bad, toyRules{Share: 5}); !cmp.Equal(got, []string{"Kontra=on"}) {
		t.Errorf("Options of out-of-range values = %q, want only Kontra=on", got)
	}
}

func TestFind(t *testing.T) {
	presets := []option.Named[toyRules]{{Name: "Plain"}, {Name: "Tapp1821", Rules: toyRules{Stake: 50}}}
	if p, ok := option.Find(presets, " tapp1821\t"); !ok || p.Name != "Tapp1821" || p.Rules.Stake != 50 {
		t.Errorf("Find = %+v, %v", p, ok)
	}
	if p, ok := option.Find(presets, "Tapp"); ok || p != (option.Named[toyRules]{}) {
		t.Errorf("Find(Tapp) = %+v, %v", p, ok)
	}
}

// FuzzWith: With never panics; it fails with ErrInvalidRules and the rules
// unchanged, or changes at most one option, which Options writes so that
// With reads it back.
func FuzzWith(f *testing.F) {
	for _, s := range []string{"Kontra=on", "Mode=Half", "Birds=Pagat+Uhu", "Stake=9", "x=", "Values.Solo=100", "Birds=+", "Share=0"} {
		f.Add(s)
	}
	base := toyRules{Mode: 1, Stake: 3, Share: 7}
	f.Fuzz(func(t *testing.T, text string) {
		r, err := toyTable.With(base, text)
		if err != nil {
			if !errors.Is(err, tarock.ErrInvalidRules) || r != base {
				t.Fatalf("%q: %v", text, err)
			}
			return
		}
		opts := toyTable.Options(r, base)
		if len(opts) > 1 {
			t.Fatalf("%q changed %d options: %q", text, len(opts), opts)
		}
		again := base
		for _, o := range opts {
			if again, err = toyTable.With(again, o); err != nil {
				t.Fatal(err)
			}
		}
		if again != r {
			t.Fatalf("%q: options %q do not read back", text, opts)
		}
	})
}

// packRules is a rules type with a pack (doc/design.md §10).
type packRules struct{ Pack deck.Set }

var packTable = option.NewTable("toy",
	option.Cards("Pack", func(r *packRules) *deck.Set { return &r.Pack },
		option.NamedSet{Name: "Pack54"}, option.NamedSet{Name: "Pack42", Set: deck.Pack42}))

// TestCards: a pack is written by its name or as its cards, read back in
// either form, and a text that is no set of cards is refused.
func TestCards(t *testing.T) {
	small := deck.Pack42.Without(deck.Tarock2)
	for _, c := range []struct {
		r    packRules
		want string
	}{
		{packRules{deck.Pack42}, "Pack=Pack42"},
		{packRules{small}, "Pack=" + small.String()},
		{packRules{deck.FullPack}, "Pack=" + deck.FullPack.String()},
	} {
		got := packTable.Options(c.r, packRules{})
		if !cmp.Equal(got, []string{c.want}) {
			t.Errorf("Options(%v) = %q, want %q", c.r.Pack, got, c.want)
			continue
		}
		if back, err := packTable.With(packRules{}, got[0]); err != nil || back != c.r {
			t.Errorf("With(%q) = %v, %v", got[0], back.Pack, err)
		}
	}
	if got := packTable.Options(packRules{}, packRules{deck.Pack42}); !cmp.Equal(got, []string{"Pack=Pack54"}) {
		t.Errorf("Options back to the default = %q", got)
	}
	if r, err := packTable.With(packRules{deck.Pack42}, "pack = PACK54"); err != nil || r.Pack != 0 {
		t.Errorf("With(pack = PACK54) = %v, %v; want the zero pack", r.Pack, err)
	}
	for _, text := range []string{"Pack=Pack41", "Pack=-", "Pack=T1 T1", "Pack="} {
		if _, err := packTable.With(packRules{}, text); !errors.Is(err, tarock.ErrInvalidRules) ||
			!strings.Contains(err.Error(), "Pack takes one of Pack54, Pack42 or a list of cards") {
			t.Errorf("With(%q) = %v", text, err)
		}
	}
}
