package enumtext_test

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/tarockfamily/sdk/internal/enumtext"
	"github.com/tarockfamily/sdk/tarock"
)

type color uint8

type bits uint8

var colors = enumtext.Names[color]("pkg.color", 1, "red", "Green", "light blue")

var flags = enumtext.NewFlags[bits]("pkg.bits", "+", "none", []bits{1, 2, 8}, "a", "B", "c")

// wide is a set of more than eight flags, on a uint16.
type wide uint16

var wides = enumtext.NewFlags[wide]("pkg.wide", "+", "none", []wide{1, 1 << 7, 1 << 8, 1 << 15}, "p", "q", "r", "s")

var spaced = enumtext.NewFlags[bits]("pkg.spaced", " ", "", []bits{1, 2}, "x", "y")

func TestEnum(t *testing.T) {
	for _, v := range colors.Values() {
		b, err := colors.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		var got color
		if err := colors.Unmarshal(b, &got); err != nil || got != v {
			t.Errorf("%q reads back as %d, %v; want %d", b, got, err, v)
		}
		if err := colors.Unmarshal([]byte(" "+strings.ToUpper(string(b))+"\t"), &got); err != nil || got != v {
			t.Errorf("upper case %q reads back as %d, %v; want %d", b, got, err, v)
		}
	}
	if got := colors.Values(); len(got) != 3 || got[0] != 1 || got[2] != 3 {
		t.Errorf("Values = %v", got)
	}
	for _, v := range []color{0, 4, 255} {
		if _, err := colors.Marshal(v); !errors.Is(err, tarock.ErrBadText) {
			t.Errorf("Marshal(%d) = %v, want ErrBadText", v, err)
		}
	}
	if s := colors.String(9); s != "color(9)" {
		t.Errorf("String(9) = %q", s)
	}
	v := color(2)
	for _, bad := range []string{"", "blue", "red green", strings.Repeat("x", 100)} {
		err := colors.Unmarshal([]byte(bad), &v)
		var te *tarock.TextError
		if !errors.As(err, &te) || !errors.Is(err, tarock.ErrBadText) || v != 2 {
			t.Errorf("Unmarshal(%q) = %v, value %d; want a TextError and 2 unchanged", bad, err, v)
		}
		if err != nil && len(err.Error()) > 200 {
			t.Errorf("message too long: %s", err)
		}
	}
}

func TestFlags(t *testing.T) {
	cases := []struct {
		v          bits
		plus, spcd string
	}{{0, "none", ""}, {1, "a", "x"}, {3, "a+B", "x y"}, {11, "a+B+c", ""}, {2, "B", "y"}}
	for _, c := range cases {
		if got := flags.String(c.v); got != c.plus {
			t.Errorf("String(%d) = %q, want %q", c.v, got, c.plus)
		}
		var got bits
		if err := flags.Unmarshal([]byte(c.plus), &got); err != nil || got != c.v {
			t.Errorf("Unmarshal(%q) = %d, %v", c.plus, got, err)
		}
		if c.v <= 3 {
			if s := spaced.String(c.v); s != c.spcd {
				t.Errorf("spaced String(%d) = %q, want %q", c.v, s, c.spcd)
			}
		}
	}
	for _, in := range []string{"b a", " A+b ", "b+a", "A + B"} {
		var got bits
		if err := flags.Unmarshal([]byte(in), &got); err != nil || got != 3 {
			t.Errorf("Unmarshal(%q) = %d, %v; want 3", in, got, err)
		}
	}
	for _, in := range []string{"", "none", "NONE"} {
		got := bits(1)
		if err := spaced.Unmarshal([]byte(in), &got); err != nil || got != 0 {
			t.Errorf("spaced Unmarshal(%q) = %d, %v; want 0", in, got, err)
		}
	}
	v := bits(8)
	for _, bad := range []string{"a+a", "d", "a+none", "+", "a++x"} {
		if err := flags.Unmarshal([]byte(bad), &v); !errors.Is(err, tarock.ErrBadText) || v != 8 {
			t.Errorf("Unmarshal(%q) = %v, value %d; want ErrBadText and 8 unchanged", bad, err, v)
		}
	}
	if _, err := flags.Marshal(4); !errors.Is(err, tarock.ErrBadText) {
		t.Errorf("Marshal(4) = %v, want ErrBadText", err)
	}
	if flags.All() != 11 {
		t.Errorf("All = %d", flags.All())
	}
}

// TestWideFlags checks a set of flags on a uint16, with bits past the
// eighth: written and read as the sets on a uint8 are.
func TestWideFlags(t *testing.T) {
	for v, want := range map[wide]string{0: "none", 1 << 8: "r", 1<<15 | 1: "p+s", 1<<7 | 1<<8: "q+r", 1 | 1<<7 | 1<<8 | 1<<15: "p+q+r+s"} {
		if got := wides.String(v); got != want {
			t.Errorf("String(%d) = %q, want %q", v, got, want)
		}
		var got wide
		if err := wides.Unmarshal([]byte(strings.ToUpper(strings.ReplaceAll(want, "+", " "))), &got); err != nil || got != v {
			t.Errorf("Unmarshal(%q) = %d, %v; want %d", want, got, err, v)
		}
	}
	for _, v := range []wide{2, 1 << 9, 1<<14 | 1} {
		if _, err := wides.Marshal(v); !errors.Is(err, tarock.ErrBadText) {
			t.Errorf("Marshal(%d) = %v, want ErrBadText", v, err)
		}
	}
	if s := wides.String(1 << 9); s != "wide(512)" {
		t.Errorf("String(512) = %q", s)
	}
	if wides.All() != 1|1<<7|1<<8|1<<15 {
		t.Errorf("All = %d", wides.All())
	}
	v := wide(1 << 15)
	if err := wides.Unmarshal([]byte("s+t"), &v); !errors.Is(err, tarock.ErrBadText) || v != 1<<15 {
		t.Errorf(`Unmarshal("s+t") = %v, value %d; want ErrBadText and 32768 unchanged`, err, v)
	}
}

func TestTablePanics(t *testing.T) {
	for name, f := range map[string]func(){
		"twice":     func() { enumtext.Names[color]("x.c", 0, "a", "A") },
		"empty":     func() { enumtext.Names[color]("x.c", 0, "a", "") },
		"spaces":    func() { enumtext.Names[color]("x.c", 0, " a") },
		"notabit":   func() { enumtext.NewFlags[bits]("x.b", "+", "none", []bits{3}, "a") },
		"lengths":   func() { enumtext.NewFlags[bits]("x.b", "+", "none", []bits{1, 2}, "a") },
		"separator": func() { enumtext.NewFlags[bits]("x.b", "+", "none", []bits{1}, "a+b") },
		"none":      func() { enumtext.NewFlags[bits]("x.b", "+", "none", []bits{1}, "None") },
		"widebit":   func() { enumtext.NewFlags[wide]("x.w", "+", "none", []wide{1 << 9, 3 << 9}, "a", "b") },
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s: no panic", name)
				}
			}()
			f()
		}()
	}
}

func TestDecodeJSON(t *testing.T) {
	var v struct{ A int }
	if err := enumtext.DecodeJSON("x.v", []byte(` {"A":1} `), &v); err != nil || v.A != 1 {
		t.Errorf("DecodeJSON = %v, %+v", err, v)
	}
	for _, bad := range []string{`{"B":1}`, `{"A":1} {}`, `{"A":"x"}`, ``, `[`} {
		if err := enumtext.DecodeJSON("x.v", []byte(bad), &v); !errors.Is(err, tarock.ErrBadText) {
			t.Errorf("DecodeJSON(%q) = %v, want ErrBadText", bad, err)
		}
	}
	// Arrays longer than their Go arrays are refused, at any depth; shorter
	// ones read (the rest zero), slices take any length.
	type inner struct {
		Cards [2]int `json:"cards"`
	}
	type outer struct {
		Deltas [2]int      `json:"deltas"`
		Grid   [2][2]inner `json:"grid"`
		List   []inner
		Seat   tarock.Seat
	}
	for in, want := range map[string]string{
		`{"deltas":[1,2,3]}`:                         "deltas has 3 entries, more than 2",
		`{"DELTAS":[1,2,3]}`:                         "DELTAS has 3 entries, more than 2",
		`{"grid":[[],[],[]]}`:                        "grid has 3 entries, more than 2",
		`{"grid":[[],[{},{},{}]]}`:                   "grid[1] has 3 entries, more than 2",
		`{"grid":[[{"cards":[1,2,3]}]]}`:             "grid[0][0].cards has 3 entries, more than 2",
		`{"List":[{"cards":[1]},{"cards":[1,2,3]}]}`: "List[1].cards has 3 entries, more than 2",
		`{"deltas":[1],"grid":[[{"cards":[]}]],"List":[{},{},{}],"Seat":"seat 1"}`: "",
	} {
		var o outer
		err := enumtext.DecodeJSON("x.outer", []byte(in), &o)
		var te *tarock.TextError
		switch {
		case want == "" && err != nil:
			t.Errorf("DecodeJSON(%s) = %v", in, err)
		case want != "" && (!errors.As(err, &te) || te.Reason != want || te.Type != "x.outer"):
			t.Errorf("DecodeJSON(%s) = %v, want the reason %q", in, err, want)
		}
	}
	var top [2]int
	if err := enumtext.DecodeJSON("x.pair", []byte(`[1,2,3]`), &top); err == nil || !strings.Contains(err.Error(), "the value has 3 entries, more than 2") {
		t.Errorf("DecodeJSON([1,2,3]) into [2]int = %v", err)
	}
}

// FuzzParse checks that no text makes the parsers panic, that an error
// leaves the value unchanged and quotes valid UTF-8 text cut short, and that
// every value read writes back to text that reads as the same value.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"red", "Green", "light blue", "a+B", "c a", "none", "", "a+a", "\xff", "+", "p+s", "r q"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c := color(7)
		if err := colors.Unmarshal([]byte(s), &c); err != nil {
			if c != 7 {
				t.Fatalf("error %v changed the value to %d", err, c)
			}
			if utf8.ValidString(s) && !utf8.ValidString(err.Error()) {
				t.Fatalf("message %q is not UTF-8", err)
			}
		} else {
			b, err := colors.Marshal(c)
			var back color
			if err != nil || colors.Unmarshal(b, &back) != nil || back != c {
				t.Fatalf("%q read as %d does not round-trip: %q, %v", s, c, b, err)
			}
		}
		w := wide(2)
		if err := wides.Unmarshal([]byte(s), &w); err != nil {
			if w != 2 {
				t.Fatalf("error %v changed the wide value to %d", err, w)
			}
		} else if b, err := wides.Marshal(w); err != nil || wides.Unmarshal(b, &w) != nil || string(b) != wides.String(w) {
			t.Fatalf("%q read as a wide set does not round-trip: %q, %v", s, b, err)
		}
		v := bits(255)
		if err := flags.Unmarshal([]byte(s), &v); err != nil {
			if v != 255 {
				t.Fatalf("error %v changed the value to %d", err, v)
			}
			return
		}
		b, err := flags.Marshal(v)
		var back bits
		if err != nil || flags.Unmarshal(b, &back) != nil || back != v {
			t.Fatalf("%q read as %d does not round-trip: %q, %v", s, v, b, err)
		}
	})
}
