package koenigrufen

// The JSON of rules (doc/notation.md "JSON"). The JSON of an observation
// and of its events is in observation_json.go, the text of every
// enumerated type and option in text.go.

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
