// Package enumtexttest checks the text methods of the enumerated types that
// the game packages build on package enumtext, for the tests of those
// packages.
package enumtexttest

import (
	"encoding"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/tarock"
)

// Value is an enumerated type with its text methods.
type Value interface {
	~uint8
	fmt.Stringer
	encoding.TextMarshaler
}

// CheckEnum checks every value of one type T, values being its table in
// order (an enumtext.Enum's Values): MarshalText is String and reads back
// through UnmarshalText (also in upper case, and in lower case with
// surrounding spaces) and through JSON; the values just before the first
// and just past the last have no constant name (so that a new constant
// cannot be left out of the table) and no text; bad text, among it the
// String of a value outside the table, gives a *tarock.TextError of at most
// 600 bytes and leaves the value unchanged. P is *T, inferred.
func CheckEnum[T Value, P interface {
	*T
	encoding.TextUnmarshaler
}](t testing.TB, values []T) {
	t.Helper()
	if len(values) == 0 {
		t.Fatalf("%T: no values", values)
	}
	for _, v := range values {
		b, err := v.MarshalText()
		if err != nil || string(b) != v.String() {
			t.Errorf("%T(%d).MarshalText() = %q, %v; want %q", v, v, b, err, v.String())
			continue
		}
		for _, text := range []string{string(b), strings.ToUpper(string(b)), " " + strings.ToLower(string(b)) + " "} {
			var got T
			if err := P(&got).UnmarshalText([]byte(text)); err != nil || got != v {
				t.Errorf("%T: UnmarshalText(%q) = %d, %v; want %d", v, text, got, err, v)
			}
		}
		j, err := json.Marshal(v)
		if err != nil || string(j) != strconv.Quote(string(b)) {
			t.Errorf("%T(%d): json %s, %v; want %q", v, v, j, err, b)
		}
		var got T
		if err := json.Unmarshal(j, &got); err != nil || got != v {
			t.Errorf("%T: json %s reads %d, %v; want %d", v, j, got, err, v)
		}
	}
	last := values[len(values)-1]
	for _, past := range []T{values[0] - 1, last + 1} {
		if s := past.String(); !strings.HasSuffix(s, "("+strconv.Itoa(int(past))+")") {
			t.Errorf("%T(%d) is named %q but is not in the text table", past, past, s)
		}
		if _, err := past.MarshalText(); !errors.Is(err, tarock.ErrBadText) {
			t.Errorf("%T(%d).MarshalText() = %v, want ErrBadText", past, past, err)
		}
	}
	for _, bad := range []string{"", "x", "Contract(1)", "Phase(1)", (last + 1).String(), strings.Repeat("é", 100)} {
		got := last
		err := P(&got).UnmarshalText([]byte(bad))
		var te *tarock.TextError
		if !errors.As(err, &te) || got != last {
			t.Errorf("%T: UnmarshalText(%q) = %v, value %d; want a TextError and %d", got, bad, err, got, last)
		} else if len(err.Error()) > 600 {
			t.Errorf("%T: message too long: %s", got, err)
		}
	}
}
