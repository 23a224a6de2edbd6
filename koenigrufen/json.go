package koenigrufen

// The JSON of rules (doc/notation.md "JSON"). The JSON of an observation
// and of its events is in observation_json.go, the text of every
// enumerated type and option in text.go.

import (
	"github.com/tarockfamily/sdk/internal/enumtext"
)

// rulesFields is Rules without its methods, for the default JSON encoding.
type rulesFields Rules

// UnmarshalJSON reads the JSON that encoding/json writes for a Rules
// (doc/koenigrufen.md §13.1): an object with one key per field, named as
// the field and as the option of [Rules.Options] ("Holding",
// "Farbendreier", …), every enumerated option as its text (the name of the
// Go constant, as "HoldNone"; the tariff by its name, as "Sauwald2019"),
// switches as true or false, numbers for ColourMinSuitCards and Threshold
// (in thirds). Keys are read case-insensitively. A field missing from the
// JSON keeps the receiver's value, so that JSON holding only some fields
// changes those fields of a preset:
//
//	r := koenigrufen.AustrianTarockCup2023
//	err := json.Unmarshal([]byte(`{"Holding":"HoldNone"}`), &r)
//
// A key that is not a field, a value that is not one of the field's, or
// text after the object, is an error (a *[tarock.TextError] wrapping
// [tarock.ErrBadText]), and r is then unchanged. It does not validate the
// whole; [Rules.Validate] does.
func (r *Rules) UnmarshalJSON(b []byte) error {
	return enumtext.Overlay("koenigrufen.Rules", b, (*rulesFields)(r))
}
