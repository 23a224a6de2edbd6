package koenigrufen

// The JSON of rules and of raises (doc/notation.md "JSON"). The JSON of an observation
// and of its events is in observation_json.go, the text of every
// enumerated type and option in text.go.

import (
	"encoding/json"
	"fmt"

	"github.com/tarockfamily/sdk/internal/enumtext"
	"github.com/tarockfamily/sdk/tarock"
)

// MarshalJSON writes r as an object with one key per option of
// [Rules.Options] (doc/koenigrufen.md §13.1), named as the option (the
// field), in its order: a switch as true or false, a number
// (ColourMinSuitCards, Threshold in thirds, MaxKontraLevel) as a number,
// any other value in the words of the option text ("Holding":"None",
// "Tariff":"Sauwald2019", "ExtraContracts":"none"). A field out of its
// option's range, which [Rules.Validate] refuses, is an error wrapping
// [tarock.ErrBadText] and [tarock.ErrInvalidRules].
func (r Rules) MarshalJSON() ([]byte, error) { return ruleOptions.JSON(r) }

// UnmarshalJSON reads what MarshalJSON writes, in the words
// [Rules.WithOption] reads: keys in any case, a value as MarshalJSON writes
// it or as the option text reads it (the Go constant's name, as
// "HoldNone"; "on" and "off" for a switch). A field missing from the JSON
// keeps the receiver's value, so that JSON holding only some fields
// changes those fields of a preset:
//
//	r := koenigrufen.AustrianTarockCup2023
//	err := json.Unmarshal([]byte(`{"Holding":"None"}`), &r)
//
// A key that is not a field, a value its option does not take, or text
// after the object, is an error (a *[tarock.TextError] wrapping
// [tarock.ErrBadText]), and r is then unchanged. It checks each field
// alone; [Rules.Validate] checks the whole.
func (r *Rules) UnmarshalJSON(b []byte) error { return ruleOptions.ReadJSON(b, r) }

// MarshalJSON writes r as an object from each target it names to the level
// it raises it to, in the words of the move notation (doc/koenigrufen.md
// "Move notation"): {"Uhu":"re","game":"kontra"}, and {} for no raise; an
// Observation's Kontra is written the same way (doc/notation.md "JSON"). A
// Raises built from a target or level out of range is an error wrapping
// [tarock.ErrBadText].
func (r Raises) MarshalJSON() ([]byte, error) {
	if !r.valid() {
		return nil, fmt.Errorf("koenigrufen.Raises: cannot write %v as JSON: %w", r, tarock.ErrBadText)
	}
	m := make(map[string]KontraLevel)
	for t := range KontraTarget(NumTargets) {
		if l := r.KontraLevel(t); l != LevelNone {
			m[t.String()] = l
		}
	}
	return json.Marshal(m)
}

// UnmarshalJSON reads what MarshalJSON writes: target names ("game",
// "PagatUltimo", "game2", …) and level words, in any case; a level "none"
// names no raise. A key that is no target, a target named twice, a word
// that is no level, or other JSON than an object, is an error (a
// *[tarock.TextError] wrapping [tarock.ErrBadText]), and r is then
// unchanged.
func (r *Raises) UnmarshalJSON(b []byte) error {
	var m map[string]KontraLevel
	if err := enumtext.DecodeJSON("koenigrufen.Raises", b, &m); err != nil {
		return err
	}
	if m == nil {
		return &tarock.TextError{Type: "koenigrufen.Raises", Text: string(b), Reason: "want an object"}
	}
	var v Raises
	var named [NumTargets]bool
	for k, l := range m {
		t, ok := parseTarget(k)
		if !ok {
			return &tarock.TextError{Type: "koenigrufen.Raises", Text: string(b), Reason: fmt.Sprintf("%s is no Kontra target", enumtext.Quote(k))}
		}
		if named[t] {
			return &tarock.TextError{Type: "koenigrufen.Raises", Text: string(b), Reason: fmt.Sprintf("target %v named twice", t)}
		}
		named[t] = true
		v = v.With(t, l)
	}
	*r = v
	return nil
}
