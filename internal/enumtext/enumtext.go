// Package enumtext writes and reads the values of the small enumerated types
// and bit sets of the game packages as text, for their MarshalText and
// UnmarshalText methods: one table of names per type, built once, instead
// of a hand-written pair of methods per type. Names are read back
// case-insensitively; bad text gives a *tarock.TextError wrapping
// tarock.ErrBadText, and the value is left unchanged. The games' moves have
// their own notation; what their ParseMove and text methods share (the
// quoting of bad text, the syntax error, the bounds of UnmarshalText) is
// here too.
package enumtext

import (
	"bytes"
	"encoding"
	"encoding/json"
	"fmt"
	"maps"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/tarockfamily/sdk/tarock"
)

// Enum is the table of names of an enumerated type T whose values are the
// consecutive numbers First..First+len(names)-1.
type Enum[T ~uint8] struct {
	typ   string   // the Go type with its package, "tapp.Contract"
	first T        // the value of names[0]
	names []string // names[i] is the text of first+i
}

// New returns the table of the values first..last of T, named by name (a
// String method). typ is the type with its package, for messages. It panics
// when two names are equal ignoring case or a name is empty or has
// surrounding spaces: a table is built when its package is initialised, so
// its tests catch that.
func New[T ~uint8](typ string, first, last T, name func(T) string) *Enum[T] {
	names := make([]string, 0, int(last-first)+1)
	for v := int(first); v <= int(last); v++ {
		names = append(names, name(T(v)))
	}
	return Names(typ, first, names...)
}

// Names returns the table of the values first, first+1, … named by names.
// It panics as [New] does.
func Names[T ~uint8](typ string, first T, names ...string) *Enum[T] {
	for i, n := range names {
		if n == "" || strings.TrimSpace(n) != n {
			panic(fmt.Sprintf("enumtext: %s value %d has the name %q", typ, int(first)+i, n))
		}
		for _, m := range names[:i] {
			if strings.EqualFold(n, m) {
				panic(fmt.Sprintf("enumtext: %s has the name %q twice", typ, n))
			}
		}
	}
	return &Enum[T]{typ: typ, first: first, names: names}
}

// Name returns the name of v, and false when v is not a value of the table.
func (e *Enum[T]) Name(v T) (string, bool) {
	if v < e.first || int(v-e.first) >= len(e.names) {
		return "", false
	}
	return e.names[v-e.first], true
}

// String returns the name of v, or the bare type and number of a value
// outside the table, for example "Draw(7)".
func (e *Enum[T]) String(v T) string {
	if n, ok := e.Name(v); ok {
		return n
	}
	return bareType(e.typ) + "(" + strconv.Itoa(int(v)) + ")"
}

// Values returns every value of the table, in order.
func (e *Enum[T]) Values() []T {
	vs := make([]T, len(e.names))
	for i := range vs {
		vs[i] = e.first + T(i)
	}
	return vs
}

// Marshal returns the name of v, or an error wrapping tarock.ErrBadText for
// a value outside the table.
func (e *Enum[T]) Marshal(v T) ([]byte, error) {
	if n, ok := e.Name(v); ok {
		return []byte(n), nil
	}
	return nil, fmt.Errorf("%s: cannot write %s as text: %w", e.typ, e.String(v), tarock.ErrBadText)
}

// Parse returns the value named s, compared ignoring case and surrounding
// white space, or a *tarock.TextError listing the names.
func (e *Enum[T]) Parse(s string) (T, error) {
	t := strings.TrimSpace(s)
	for i, n := range e.names {
		if strings.EqualFold(t, n) {
			return e.first + T(i), nil
		}
	}
	return 0, &tarock.TextError{Type: e.typ, Text: s, Reason: "want one of " + quoteList(e.names)}
}

// Unmarshal sets *v to the value named b (see [Enum.Parse]); on error *v is
// unchanged.
func (e *Enum[T]) Unmarshal(b []byte, v *T) error {
	x, err := e.Parse(string(b))
	if err != nil {
		return err
	}
	*v = x
	return nil
}

// bareType returns typ without its package: "Contract" for "tapp.Contract".
func bareType(typ string) string {
	if i := strings.LastIndexByte(typ, '.'); i >= 0 {
		return typ[i+1:]
	}
	return typ
}

// quoteList returns the names quoted and separated by commas.
func quoteList(names []string) string {
	q := make([]string, len(names))
	for i, n := range names {
		q[i] = strconv.Quote(n)
	}
	return strings.Join(q, ", ")
}

// Bits is the underlying types of the bit sets a [Flags] table names: a
// game's set of up to eight flags is a uint8, a larger one a uint16.
type Bits interface{ ~uint8 | ~uint16 }

// Flags is the table of names of a bit-set type T: each name stands for one
// bit; a set is written as the names of its bits, lowest bit first, joined
// by a separator, and the empty set as a word of its own. The game packages
// all use "+" and "none", the one rule of doc/notation.md ("JSON") for the
// text of a set of flags.
type Flags[T Bits] struct {
	typ   string
	bits  []T
	names []string
	sep   string // between the names of a set written
	none  string // the text of the empty set
}

// NewFlags returns the table of the bit set T whose bits bits[i] are named
// names[i]; sep joins the names of a set and none is the text of the empty
// set (it may be ""). It panics as [New] does, and when a bit is not a
// single bit or the two lists differ in length.
func NewFlags[T Bits](typ, sep, none string, bits []T, names ...string) *Flags[T] {
	if len(bits) != len(names) {
		panic("enumtext: " + typ + " has " + strconv.Itoa(len(bits)) + " bits and " + strconv.Itoa(len(names)) + " names")
	}
	for _, b := range bits {
		if b == 0 || b&(b-1) != 0 {
			panic(fmt.Sprintf("enumtext: %s bit %d is not a single bit", typ, b))
		}
	}
	for _, n := range names {
		if strings.ContainsFunc(n, func(r rune) bool { return r == '+' || unicode.IsSpace(r) }) {
			panic(fmt.Sprintf("enumtext: %s flag name %q holds a separator", typ, n))
		}
	}
	words := names
	if none != "" {
		words = append(append([]string(nil), names...), none)
	}
	Names(typ, uint8(0), words...) // the same checks on the names
	return &Flags[T]{typ: typ, bits: bits, names: names, sep: sep, none: none}
}

// All returns the union of every bit of the table.
func (f *Flags[T]) All() T {
	var a T
	for _, b := range f.bits {
		a |= b
	}
	return a
}

// String returns the text of v, or the bare type and number of a value with
// a bit outside the table, for example "Birds(32)".
func (f *Flags[T]) String(v T) string {
	if v&^f.All() != 0 {
		return bareType(f.typ) + "(" + strconv.Itoa(int(v)) + ")"
	}
	if v == 0 {
		return f.none
	}
	var b strings.Builder
	for i, bit := range f.bits {
		if v&bit != 0 {
			if b.Len() > 0 {
				b.WriteString(f.sep)
			}
			b.WriteString(f.names[i])
		}
	}
	return b.String()
}

// Marshal returns the text of v ([Flags.String]), or an error wrapping
// tarock.ErrBadText for a value with a bit outside the table.
func (f *Flags[T]) Marshal(v T) ([]byte, error) {
	if v&^f.All() != 0 {
		return nil, fmt.Errorf("%s: cannot write %s as text: %w", f.typ, f.String(v), tarock.ErrBadText)
	}
	return []byte(f.String(v)), nil
}

// Parse reads names separated by "+" and/or white space, in any case and
// any order, each at most once; "none", the empty-set word and the empty
// text read as the empty set. Other text returns a *tarock.TextError.
func (f *Flags[T]) Parse(s string) (T, error) {
	t := strings.TrimSpace(s)
	if t == "" || strings.EqualFold(t, "none") || f.none != "" && strings.EqualFold(t, f.none) {
		return 0, nil
	}
	words := strings.FieldsFunc(t, func(r rune) bool { return r == '+' || unicode.IsSpace(r) })
	if len(words) == 0 {
		return 0, &tarock.TextError{Type: f.typ, Text: s, Reason: "no name"}
	}
	var v T
	for _, w := range words {
		i := f.index(w)
		if i < 0 {
			what := "a name"
			if len(w) <= 24 {
				what = strconv.Quote(w)
			}
			return 0, &tarock.TextError{Type: f.typ, Text: s,
				Reason: fmt.Sprintf("%s is unknown: want %s joined by %q, or \"none\"", what, quoteList(f.names), f.sep)}
		}
		if v&f.bits[i] != 0 {
			return 0, &tarock.TextError{Type: f.typ, Text: s, Reason: fmt.Sprintf("%q named twice", f.names[i])}
		}
		v |= f.bits[i]
	}
	return v, nil
}

func (f *Flags[T]) index(w string) int {
	for i, n := range f.names {
		if strings.EqualFold(w, n) {
			return i
		}
	}
	return -1
}

// Unmarshal sets *v to the set b names (see [Flags.Parse]); on error *v is
// unchanged.
func (f *Flags[T]) Unmarshal(b []byte, v *T) error {
	x, err := f.Parse(string(b))
	if err != nil {
		return err
	}
	*v = x
	return nil
}

// DecodeJSON decodes the JSON value b into v strictly: an object key that
// is not a field of v, an array with more entries than the Go array it is
// read into (which encoding/json would drop silently), or anything after
// the value, is an error. typ names the type being read, for the
// *tarock.TextError it returns. The array check stops at the values that
// read themselves (a json.Unmarshaler or encoding.TextUnmarshaler), which
// check their own arrays.
func DecodeJSON(typ string, b []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	err := dec.Decode(v)
	if err == nil && dec.InputOffset() != int64(len(bytes.TrimRight(b, " \t\r\n"))) {
		err = fmt.Errorf("text after the JSON value")
	}
	if err != nil {
		return &tarock.TextError{Type: typ, Text: string(b), Reason: err.Error(), Err: err}
	}
	var tree any
	if err := json.Unmarshal(b, &tree); err == nil {
		if reason := arrayFits(tree, reflect.TypeOf(v), ""); reason != "" {
			return &tarock.TextError{Type: typ, Text: string(b), Reason: reason}
		}
	}
	return nil
}

var (
	jsonUnmarshaler = reflect.TypeFor[json.Unmarshaler]()
	textUnmarshaler = reflect.TypeFor[encoding.TextUnmarshaler]()
)

// arrayFits returns why the decoded JSON j does not fit the Go type t
// (an array longer than its Go array), naming the place by path, or "".
func arrayFits(j any, t reflect.Type, path string) string {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if path != "" && (reflect.PointerTo(t).Implements(jsonUnmarshaler) || reflect.PointerTo(t).Implements(textUnmarshaler)) {
		return ""
	}
	switch t.Kind() {
	case reflect.Array, reflect.Slice:
		list, ok := j.([]any)
		if !ok {
			return ""
		}
		if t.Kind() == reflect.Array && len(list) > t.Len() {
			return fmt.Sprintf("%s has %d entries, more than %d", orValue(path), len(list), t.Len())
		}
		for i, e := range list {
			if r := arrayFits(e, t.Elem(), fmt.Sprintf("%s[%d]", path, i)); r != "" {
				return r
			}
		}
	case reflect.Map, reflect.Struct:
		obj, ok := j.(map[string]any)
		if !ok {
			return ""
		}
		for _, k := range slices.Sorted(maps.Keys(obj)) {
			et := t
			if t.Kind() == reflect.Map {
				et = t.Elem()
			} else if f, ok := jsonField(t, k); ok {
				et = f.Type
			} else {
				continue
			}
			if r := arrayFits(obj[k], et, strings.TrimPrefix(path+"."+k, ".")); r != "" {
				return r
			}
		}
	}
	return ""
}

// jsonField returns the exported field of struct type t that encoding/json
// reads the object key k into: its tag's name or its own name, compared
// ignoring case.
func jsonField(t reflect.Type, k string) (reflect.StructField, bool) {
	for i := range t.NumField() {
		f := t.Field(i)
		if !f.IsExported() {
			continue
		}
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if name == "-" {
			continue
		}
		if name == "" {
			name = f.Name
		}
		if strings.EqualFold(name, k) {
			return f, true
		}
	}
	return reflect.StructField{}, false
}

// orValue returns path, or "the value" for the top level.
func orValue(path string) string {
	if path == "" {
		return "the value"
	}
	return path
}

// Name returns names[v], or for a value out of range the bare type and the
// number, for example "TalonMode(9)": the String method of an enumerated
// type of the games.
func Name[T ~uint8](typ string, v T, names ...string) string {
	if int(v) < len(names) {
		return names[v]
	}
	return typ + "(" + strconv.Itoa(int(v)) + ")"
}
