package gametest

import (
	"encoding/json"
	"errors"
	"math"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/option"
	"pgregory.net/rapid"
)

// CheckedRules is a game's rules type with its option text and Validate.
type CheckedRules[R any] interface {
	Rules[R]
	Validate() error
}

// ruleField is a field of a rules type that CheckRules sets: its path
// ("Values.Solo", the name of its option), where it is, and the values it
// is given.
type ruleField struct {
	path   string
	index  []int
	values []int64 // for a bool 0 and 1; for a deck.Set its bits as int64
}

// ruleFields returns the fields of the struct type t whose values are
// small enough to try every one (bools, uint8 and uint16 types, whole
// numbers) and its sets of cards, recursing into struct fields ("Values"),
// with the values each is given: every value of a bool and a uint8, 0 to
// 1023 and the largest of a uint16, −1 to 256 and the bounds 2^20, 2^20+1,
// ±(2^31−1) of a number, and a few sets of cards (the packs, a card, a bit
// that is not a card).
func ruleFields(t reflect.Type, prefix string, index []int) []ruleField {
	var out []ruleField
	for i := range t.NumField() {
		f := t.Field(i)
		if !f.IsExported() {
			continue
		}
		idx := append(slices.Clone(index), i)
		path := prefix + f.Name
		var values []int64
		switch k := f.Type.Kind(); {
		case f.Type == reflect.TypeFor[deck.Set]():
			for _, s := range []deck.Set{0, deck.Pack54, deck.Pack42, deck.Pack40, 1, 1 << 54, 1 << 63, deck.Pack54 | 1<<60} {
				values = append(values, int64(s))
			}
		case k == reflect.Struct:
			out = append(out, ruleFields(f.Type, path+".", idx)...)
			continue
		case k == reflect.Bool:
			values = []int64{0, 1}
		case k == reflect.Uint8:
			for v := range int64(256) {
				values = append(values, v)
			}
		case k == reflect.Uint16:
			for v := range int64(1024) {
				values = append(values, v)
			}
			values = append(values, math.MaxUint16)
		case k >= reflect.Int && k <= reflect.Int64:
			for v := int64(-1); v <= 256; v++ {
				values = append(values, v)
			}
			values = append(values, 1<<20, 1<<20+1, math.MaxInt32, -math.MaxInt32)
		default:
			continue
		}
		out = append(out, ruleField{path, idx, values})
	}
	return out
}

// set sets field f of *r to v.
func (f *ruleField) set(r any, v int64) {
	fv := reflect.ValueOf(r).Elem().FieldByIndex(f.index)
	switch fv.Kind() {
	case reflect.Bool:
		fv.SetBool(v != 0)
	case reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		fv.SetUint(uint64(v))
	default:
		fv.SetInt(v)
	}
}

// rangeErrors returns the options of the *option.RangeError values in
// err's tree.
func rangeErrors(err error) []string {
	var out []string
	switch e := err.(type) {
	case nil:
	case *option.RangeError:
		out = append(out, e.Option)
	case interface{ Unwrap() []error }:
		for _, x := range e.Unwrap() {
			out = append(out, rangeErrors(x)...)
		}
	case interface{ Unwrap() error }:
		out = rangeErrors(e.Unwrap())
	}
	return out
}

// CheckRules checks that Validate, the JSON and the option text of a
// game's rules follow the one statement of each field's range in the
// game's option table: for every preset and every value of every small
// field (see ruleFields: every value of a bool or an enumeration up to
// 255, −1 to 256 and some bounds of a number, some sets of cards), and
// then with rapid for several fields changed at once, the rules with the
// field(s) changed
//
//   - fail Validate with an *option.RangeError naming a field exactly
//     when that field is out of range, and only for a field changed;
//   - write JSON that reads back equal (into the zero value and over the
//     preset) exactly when no field is out of range, and otherwise fail
//     json.Marshal with an error wrapping tarock.ErrInvalidRules;
//   - give option text (Options against the preset) that WithOption
//     reads, and that applied to the preset gives the rules back, exactly
//     when no field is out of range.
//
// So a rule set Validate accepts has JSON and option text that reproduce
// it, and one it refuses for a field's value has neither. Every preset
// must pass Validate, and every small field must be in the JSON (the JSON
// read into the zero value gives the rules back).
func CheckRules[R CheckedRules[R]](t *testing.T, presets []option.Named[R]) {
	t.Helper()
	fields := ruleFields(reflect.TypeFor[R](), "", nil)
	var seen []R
	for _, p := range presets {
		if err := p.Rules.Validate(); err != nil {
			t.Fatalf("preset %s: %v", p.Name, err)
		}
		if slices.Contains(seen, p.Rules) {
			continue // another name of a preset checked
		}
		seen = append(seen, p.Rules)
		for i := range fields {
			f := &fields[i]
			for _, v := range f.values {
				r := p.Rules
				f.set(&r, v)
				if bad := checkRuleValues(t, p, r, []string{f.path}); bad != "" {
					t.Fatalf("preset %s, %s = %d: %s", p.Name, f.path, v, bad)
				}
			}
		}
	}
	rapid.Check(t, func(rt *rapid.T) {
		p := rapid.SampledFrom(presets).Draw(rt, "preset")
		r := p.Rules
		var changed []string
		for range rapid.IntRange(1, 4).Draw(rt, "fields") {
			f := &fields[rapid.IntRange(0, len(fields)-1).Draw(rt, "field")]
			f.set(&r, rapid.SampledFrom(f.values).Draw(rt, f.path))
			changed = append(changed, f.path)
		}
		if bad := checkRuleValues(rt, p, r, changed); bad != "" {
			rt.Fatalf("preset %s, %v changed: %s", p.Name, changed, bad)
		}
	})
}

// checkRuleValues checks r, preset p with the fields changed changed, for
// CheckRules, and returns "" or what is wrong.
func checkRuleValues[R CheckedRules[R]](t TB, p option.Named[R], r R, changed []string) string {
	t.Helper()
	verr := r.Validate()
	out := rangeErrors(verr)
	for _, o := range out {
		if !slices.Contains(changed, o) {
			return "Validate: a range error of " + o + ", a field not changed: " + verr.Error()
		}
	}
	inRange := len(out) == 0

	j, jerr := json.Marshal(r)
	jsonOK := jerr == nil
	if jsonOK {
		var back R
		if err := json.Unmarshal(j, &back); err != nil || back != r {
			return "JSON " + string(j) + " does not read back into the zero value: " + errString(err)
		}
		back = p.Rules
		if err := json.Unmarshal(j, &back); err != nil || back != r {
			return "JSON " + string(j) + " does not read back over the preset: " + errString(err)
		}
	} else if !errors.Is(jerr, tarock.ErrInvalidRules) || !errors.Is(jerr, tarock.ErrBadText) {
		return "json.Marshal: " + jerr.Error() + ", want an error wrapping ErrInvalidRules and ErrBadText"
	}

	text := r.Options(p.Rules)
	back := p.Rules
	for _, o := range text {
		var err error
		if back, err = back.WithOption(o); err != nil {
			return "Options wrote " + strconv.Quote(o) + ", which WithOption refuses: " + err.Error()
		}
	}
	textOK := back == r

	if jsonOK != inRange || textOK != inRange {
		return "Validate says " + errString(verr) + " (range errors " + strings.Join(out, ", ") +
			"); the JSON reads back: " + strconv.FormatBool(jsonOK) + " (" + errString(jerr) + "); the option text " +
			strconv.Quote(strings.Join(text, " ")) + " gives the rules back: " + strconv.FormatBool(textOK)
	}
	return ""
}

func errString(err error) string {
	if err == nil {
		return "nil"
	}
	return err.Error()
}

// CheckRulesJSONWords checks that the JSON j of a rule set holds every
// option of options ("Name=value", as Options writes them) in the words
// of the option text: a switch as true or false, a number as a number,
// any other value as the text itself; an option "Group.Key" in the object
// under Group.
func CheckRulesJSONWords(t TB, j []byte, options []string) {
	t.Helper()
	var tree map[string]any
	if err := json.Unmarshal(j, &tree); err != nil {
		t.Fatalf("%s: %v", j, err)
	}
	for _, o := range options {
		name, value, _ := strings.Cut(o, "=")
		var node any = tree
		for _, k := range strings.Split(name, ".") {
			m, _ := node.(map[string]any)
			node = m[k]
		}
		var want any = value
		switch n, err := strconv.Atoi(value); {
		case value == "on", value == "off":
			want = value == "on"
		case err == nil:
			want = float64(n)
		}
		if node != want {
			t.Fatalf("option %s: the JSON holds %v (%T), want %v: %s", o, node, node, want, j)
		}
	}
}
