package gametest

import (
	"encoding"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

// CheckKindAnyCase checks that each of kinds is read back from its String in
// its own, lower and upper case, both by UnmarshalText and inside the JSON
// object {"kind":"…"} of an item I, whose kind kindOf returns
// (doc/notation.md "JSON": enum text is read in any case).
func CheckKindAnyCase[K interface {
	comparable
	fmt.Stringer
}, P interface {
	*K
	encoding.TextUnmarshaler
}, I any](t testing.TB, kinds []K, kindOf func(I) K) {
	t.Helper()
	for _, k := range kinds {
		name := k.String()
		for _, text := range []string{name, strings.ToLower(name), strings.ToUpper(name)} {
			var got K
			if err := P(&got).UnmarshalText([]byte(text)); err != nil || got != k {
				t.Errorf("kind %q reads %v, %v; want %v", text, got, err, k)
			}
			var it I
			if err := json.Unmarshal([]byte(`{"kind":"`+text+`"}`), &it); err != nil || kindOf(it) != k {
				t.Errorf("item kind %q reads %v, %v; want %v", text, kindOf(it), err, k)
			}
		}
	}
}
