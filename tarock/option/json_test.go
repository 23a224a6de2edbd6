package option_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/option"
)

// fullRules is a rules type with a field of every kind, a group of
// numbers in the middle, a reserved switch and numbers from a list.
type fullRules struct {
	Kontra bool
	Mode   uint8
	Values struct{ Solo, Dreier int }
	Birds  uint8
	Pack   deck.Set
	Sacks  bool
	Level  int
}

var fullTable = option.NewTable("toy",
	option.Bool("Kontra", func(r *fullRules) *bool { return &r.Kontra }),
	option.Enum("Mode", func(r *fullRules) *uint8 { return &r.Mode }, option.Prefixed("Mode", "Free", "Fixed")...),
	option.Int("Values.Solo", 100, func(r *fullRules) *int { return &r.Values.Solo }),
	option.IntRange("Values.Dreier", 1, 9, func(r *fullRules) *int { return &r.Values.Dreier }),
	option.Flags("Birds", func(r *fullRules) *uint8 { return &r.Birds }, "Pagat", "Uhu"),
	option.Cards("Pack", func(r *fullRules) *deck.Set { return &r.Pack },
		option.NamedSet{Name: "Pack54"}, option.NamedSet{Name: "Pack42", Set: deck.Pack42}),
	option.Reserved("Sacks", func(r *fullRules) *bool { return &r.Sacks }, "not defined"),
	option.IntOf("Level", []int{8, 16}, func(r *fullRules) *int { return &r.Level }),
)

func fullBase() fullRules {
	r := fullRules{Kontra: true, Mode: 1, Birds: 3, Pack: deck.Pack42, Level: 16}
	r.Values.Solo, r.Values.Dreier = 8, 3
	return r
}

// TestJSON: the JSON holds one key per option in the table's order, a
// group as an object, in the words of the option text, and reads back.
func TestJSON(t *testing.T) {
	r := fullBase()
	j, err := fullTable.JSON(r)
	want := `{"Kontra":true,"Mode":"Fixed","Values":{"Solo":8,"Dreier":3},"Birds":"Pagat+Uhu","Pack":"Pack42","Sacks":false,"Level":16}`
	if err != nil || string(j) != want {
		t.Fatalf("JSON = %s, %v\nwant %s", j, err, want)
	}
	var back fullRules
	if err := fullTable.ReadJSON(j, &back); err != nil || back != r {
		t.Errorf("ReadJSON = %+v, %v", back, err)
	}
	// Any spelling the option text reads; keys in any case; the rest kept.
	back = fullBase()
	in := ` {"kontra":"off","MODE":"modefree","values":{"solo":"9"},"Values.Dreier":4,"Birds":"none","Pack":"pack54","Sacks":"no","Level":"8"} `
	if err := fullTable.ReadJSON([]byte(in), &back); err != nil {
		t.Fatal(err)
	}
	want2 := fullRules{Level: 8}
	want2.Values.Solo, want2.Values.Dreier = 9, 4
	if d := cmp.Diff(want2, back); d != "" {
		t.Errorf("ReadJSON (-want +got):\n%s", d)
	}
	back = fullBase()
	if err := fullTable.ReadJSON([]byte(`{"Mode":"Free"}`), &back); err != nil || back.Mode != 0 || back.Level != 16 {
		t.Errorf("partial JSON: %+v, %v", back, err)
	}
	if err := fullTable.ReadJSON([]byte(`null`), &back); err != nil || back.Mode != 0 {
		t.Errorf("null: %+v, %v", back, err)
	}
}

// TestJSONErrors: JSON that is no rule set, or holds a value an option
// does not take, is refused and leaves the rules unchanged.
func TestJSONErrors(t *testing.T) {
	for _, c := range []struct{ json, want string }{
		{`[]`, "want the rules as an object"},
		{`{"Kontra":true} 1`, "after top-level value"},
		{`{"Kontra":1}`, `Kontra takes on or off, not 1`},
		{`{"Kontra":null}`, `Kontra takes on or off, not null`},
		{`{"Mode":"Half"}`, `Mode takes one of Free, Fixed, not "Half"`},
		{`{"Mode": { "a" : [1, 2] } }`, `Mode takes one of Free, Fixed, not {"a":[1,2]}`},
		{`{"Values":{"Solo":101}}`, "Values.Solo takes a whole number from 0 to 100"},
		{`{"Values":{"Dreier":0}}`, "Values.Dreier takes a whole number from 1 to 9"},
		{`{"Values":{"Dreier":1.5}}`, "Values.Dreier takes"},
		{`{"Values":{"Trull":1}}`, `no option called "Values.Trull"`},
		{`{"Values":3}`, "want Values as an object"},
		{`{"Solo":3}`, `no option called "Solo"`},
		{`{"Birds":"Owl"}`, "Birds takes"},
		{`{"Pack":"Pack41"}`, "Pack takes one of Pack54, Pack42 or a list of cards"},
		{`{"Pack":3}`, "Pack takes"},
		{`{"Sacks":true}`, "Sacks takes off only: not defined"},
		{`{"Level":12}`, "Level takes one of 8, 16"},
		{`{"Mode":"Free","Level":12}`, "Level takes"},
		{`{"Mode":"` + strings.Repeat("x", 1000) + `"}`, "…"},
	} {
		r := fullBase()
		err := fullTable.ReadJSON([]byte(c.json), &r)
		var te *tarock.TextError
		if !errors.As(err, &te) || te.Type != "toy.Rules" || !errors.Is(err, tarock.ErrBadText) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%.60s: %v, want a *tarock.TextError saying %q", c.json, err, c.want)
		}
		if len(err.Error()) > 400 {
			t.Errorf("%.60s: a message of %d bytes", c.json, len(err.Error()))
		}
		if r != fullBase() {
			t.Errorf("%.60s changed the rules: %+v", c.json, r)
		}
	}
}

// TestCheck: Check names every field out of its option's range, and JSON
// refuses to write them, while Options leaves them out.
func TestCheck(t *testing.T) {
	if err := fullTable.Check(fullBase()); err != nil {
		t.Fatal(err)
	}
	r := fullBase()
	r.Mode, r.Values.Dreier, r.Sacks, r.Level, r.Pack = 2, 10, true, 9, 1<<60
	err := fullTable.Check(r)
	var got []string
	for _, e := range err.(interface{ Unwrap() []error }).Unwrap() {
		var re *option.RangeError
		if !errors.As(e, &re) || !errors.Is(e, tarock.ErrInvalidRules) {
			t.Fatalf("%v is not a *RangeError", e)
		}
		got = append(got, re.Error())
	}
	want := []string{
		"toy: Rules.Mode = 2 is out of range: Mode takes one of Free, Fixed: invalid rules",
		"toy: Rules.Values.Dreier = 10 is out of range: Values.Dreier takes a whole number from 1 to 9: invalid rules",
		"toy: Rules.Pack = 0x1000000000000000 is out of range: Pack takes one of Pack54, Pack42 or a list of cards: invalid rules",
		"toy: Rules.Sacks = 1 is out of range: Sacks takes off only: not defined: invalid rules",
		"toy: Rules.Level = 9 is out of range: Level takes one of 8, 16: invalid rules",
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("Check (-want +got):\n%s", d)
	}
	if j, err := fullTable.JSON(r); err == nil || !errors.Is(err, tarock.ErrBadText) || !errors.Is(err, tarock.ErrInvalidRules) {
		t.Errorf("JSON of rules out of range = %s, %v", j, err)
	}
	if got := fullTable.Options(r, fullBase()); got != nil {
		t.Errorf("Options of rules out of range = %q", got)
	}
	for _, text := range []string{"Sacks=on", "Level=9", "Level=12"} {
		if _, err := fullTable.With(fullBase(), text); !errors.Is(err, tarock.ErrInvalidRules) {
			t.Errorf("With(%s) = %v", text, err)
		}
	}
	if r, err := fullTable.With(fullBase(), "Level=8"); err != nil || r.Level != 8 {
		t.Errorf("With(Level=8) = %+v, %v", r, err)
	}
}

// TestGroupsTogether: a table whose group is split panics when built.
func TestGroupsTogether(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("no panic")
		}
	}()
	option.NewTable("toy",
		option.Int("Values.Solo", 9, func(r *fullRules) *int { return &r.Values.Solo }),
		option.Bool("Kontra", func(r *fullRules) *bool { return &r.Kontra }),
		option.Int("Values.Dreier", 9, func(r *fullRules) *int { return &r.Values.Dreier }))
}

// FuzzReadJSON: ReadJSON never panics; it refuses with a *TextError and
// the rules unchanged, or reads rules that JSON writes back and that read
// back equal.
func FuzzReadJSON(f *testing.F) {
	j, _ := fullTable.JSON(fullBase())
	for _, s := range []string{string(j), `{"Values":{"Solo":"9"}}`, `{"Kontra":"on","Sacks":"off"}`, `{"Pack":"T1 T2"}`, `null`, `{"a":[1,{"b":"}"}]}`, `{"Mode":"\u0046ixed"}`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r := fullBase()
		if err := fullTable.ReadJSON([]byte(s), &r); err != nil {
			var te *tarock.TextError
			if !errors.As(err, &te) || r != fullBase() {
				t.Fatalf("%q: %v; rules %+v", s, err, r)
			}
			return
		}
		j, err := fullTable.JSON(r)
		if err != nil {
			t.Fatalf("%q read as %+v, which JSON refuses: %v", s, r, err)
		}
		var back fullRules
		if err := fullTable.ReadJSON(j, &back); err != nil || back != r {
			t.Fatalf("%s reads back as %+v, %v", j, back, err)
		}
	})
}
