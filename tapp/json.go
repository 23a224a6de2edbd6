package tapp

// The JSON of seat sets, items, results and rules. The JSON of an
// observation is in observation_json.go; doc/notation.md ("JSON") shows the
// shapes.

import (
	"encoding/json"

	"github.com/tarockfamily/sdk/internal/enumtext"
	"github.com/tarockfamily/sdk/scoring"
	"github.com/tarockfamily/sdk/tarock"
)

// MarshalText writes ss as [SeatSet.String] does: "seat 0, seat 2", or
// "nobody" for the empty set. It never fails.
func (ss SeatSet) MarshalText() ([]byte, error) { return []byte(ss.String()), nil }

// UnmarshalText reads "nobody" or seats 0 to 7 separated by commas, each in
// a form of [tarock.Seat.UnmarshalText] ("seat 1" or "1"), each at most
// once. Other text returns a *[tarock.TextError] and leaves ss unchanged.
func (ss *SeatSet) UnmarshalText(b []byte) error { return seatSetText.Unmarshal(b, ss) }

// MarshalJSON writes ss as an array of seat numbers in ascending order, as
// [0,2]; the empty set is [].
func (ss SeatSet) MarshalJSON() ([]byte, error) { return seatSetText.JSON(ss) }

// UnmarshalJSON reads an array of seat numbers 0 to 7, each at most once,
// or a JSON string in the form of [SeatSet.UnmarshalText]. Other JSON
// returns a *[tarock.TextError] and leaves ss unchanged.
func (ss *SeatSet) UnmarshalJSON(b []byte) error { return seatSetText.FromJSON(b, ss) }

// itemJSON is the JSON form of an [Item]: the same fields, so that the two
// convert into each other, with keys in lower camel case.
type itemJSON struct {
	Kind      ItemKind    `json:"kind"`
	Announced bool        `json:"announced"`
	Won       bool        `json:"won"`
	Seat      tarock.Seat `json:"seat"`
	Value     int         `json:"value"`
	Factor    int         `json:"factor"`
	Payers    SeatSet     `json:"payers"`
	Payees    SeatSet     `json:"payees"`
}

// MarshalJSON writes it as an object with its fields in lower camel case,
// the kind as text and the seats as numbers:
//
//	{"kind":"Game","announced":false,"won":true,"seat":0,"value":3,"factor":1,"payers":[1,2],"payees":[0]}
func (it Item) MarshalJSON() ([]byte, error) { return json.Marshal(itemJSON(it)) }

// UnmarshalJSON reads what MarshalJSON writes; a key it does not write is an
// error. On error it returns a *[tarock.TextError] and leaves it unchanged.
func (it *Item) UnmarshalJSON(b []byte) error {
	return enumtext.Strict("tapp.Item", b, (*itemJSON)(it))
}

// kontraJSON is the JSON form of the Kontra levels, keyed by the text of
// each KontraTarget.
type kontraJSON struct {
	Game        KontraLevel `json:"game"`
	PagatUltimo KontraLevel `json:"PagatUltimo"`
	Valat       KontraLevel `json:"Valat"`
}

func kontraOf(k [NumTargets]KontraLevel) kontraJSON {
	return kontraJSON{k[TargetGame], k[TargetPagatUltimo], k[TargetValat]}
}

func (k kontraJSON) levels() [NumTargets]KontraLevel {
	return [NumTargets]KontraLevel{k.Game, k.PagatUltimo, k.Valat}
}

// resultJSON is the JSON form of a [Result].
type resultJSON struct {
	End            End               `json:"end"`
	Contract       Contract          `json:"contract"`
	Declarer       tarock.Seat       `json:"declarer"`
	DeclarerPoints scoring.Points    `json:"declarerPoints"`
	DefenderPoints scoring.Points    `json:"defenderPoints"`
	SeatPoints     [3]scoring.Points `json:"seatPoints"`
	Tricks         [3]int            `json:"tricks"`
	GameWon        bool              `json:"gameWon"`
	Announced      Announcement      `json:"announced"`
	Kontra         kontraJSON        `json:"kontra"`
	Items          []Item            `json:"items"`
	Deltas         [Players]int      `json:"deltas"`
	Fourth         int               `json:"fourth"`
}

// MarshalJSON writes r as an object with its fields in lower camel case:
// enums as text, seats as numbers (null for nobody), card points in thirds,
// the Kontra level of each target under the target's name, and only the
// NumItems items used. doc/notation.md ("JSON") shows an example.
func (r Result) MarshalJSON() ([]byte, error) {
	n := max(0, min(r.NumItems, MaxItems))
	return json.Marshal(resultJSON{
		End: r.End, Contract: r.Contract, Declarer: r.Declarer,
		DeclarerPoints: r.DeclarerPoints, DefenderPoints: r.DefenderPoints, SeatPoints: r.SeatPoints,
		Tricks: r.Tricks, GameWon: r.GameWon, Announced: r.Announced, Kontra: kontraOf(r.Kontra),
		Items: r.Items[:n], Deltas: r.Deltas, Fourth: r.Fourth,
	})
}

// UnmarshalJSON reads what MarshalJSON writes, so that a Result reads back
// equal; a key it does not write, more than the items a Result holds, or an
// array with more entries than its field holds (four deltas), is an
// error. On error it returns a *[tarock.TextError] and leaves r
// unchanged.
func (r *Result) UnmarshalJSON(b []byte) error {
	return enumtext.Convert("tapp.Result", b, r, func(j *resultJSON, v *Result) (reason string) {
		*v = Result{
			End: j.End, Contract: j.Contract, Declarer: j.Declarer,
			DeclarerPoints: j.DeclarerPoints, DefenderPoints: j.DefenderPoints, SeatPoints: j.SeatPoints,
			Tricks: j.Tricks, GameWon: j.GameWon, Announced: j.Announced, Kontra: j.Kontra.levels(),
			Deltas: j.Deltas, Fourth: j.Fourth,
		}
		v.NumItems, reason = enumtext.Fill(v.Items[:], j.Items, "items")
		return reason
	})
}

// MarshalJSON writes r as an object with one key per option of
// [Rules.Options], named as the option (the field), in its order, and the
// value table as the object "Values": a switch as true or false, a number
// (Stake, Threshold in thirds, the values) as a number, any other value in
// the words of the option text ("TalonMode":"FixedHalf",
// "ValatScoring":"Fixed12_24", "Pack":"Pack54"). A field out of its
// option's range, which [Rules.Validate] refuses, is an error wrapping
// [tarock.ErrBadText] and [tarock.ErrInvalidRules].
func (r Rules) MarshalJSON() ([]byte, error) { return ruleOptions.JSON(r) }

// UnmarshalJSON reads what MarshalJSON writes, in the words
// [Rules.WithOption] reads: keys in any case, a value as MarshalJSON writes
// it or as the option text reads it (the Go constant's name, as
// "TalonFixedHalf"; "on" and "off" for a switch). A field missing from the
// JSON keeps the receiver's value, so that JSON holding only some fields
// changes those fields of a preset:
//
//	r := tapp.MayrSedlaczek2001
//	err := json.Unmarshal([]byte(`{"TalonMode":"FixedHalf"}`), &r)
//
// A key that is not a field, or a value its option does not take, is an
// error (a *[tarock.TextError]), and r is then unchanged. It checks each
// field alone; [Rules.Validate] checks the whole.
func (r *Rules) UnmarshalJSON(b []byte) error { return ruleOptions.ReadJSON(b, r) }
