package strohmandel

// The JSON of seat sets, items, results and rules. The JSON of an observation is in
// observation_json.go; doc/notation.md ("JSON") shows the shapes.

import (
	"encoding/json"

	"github.com/tarockfamily/sdk/internal/enumtext"
	"github.com/tarockfamily/sdk/scoring"
	"github.com/tarockfamily/sdk/tarock"
)

// MarshalText writes ss as [SeatSet.String] does: "seat 0, seat 1", or
// "nobody" for the empty set. It never fails.
func (ss SeatSet) MarshalText() ([]byte, error) { return []byte(ss.String()), nil }

// UnmarshalText reads "nobody" or seats 0 and 1 separated by a comma, each
// in a form of [tarock.Seat.UnmarshalText] ("seat 1" or "1"), each at most
// once. Other text returns a *[tarock.TextError] and leaves ss unchanged.
func (ss *SeatSet) UnmarshalText(b []byte) error { return seatSetText.Unmarshal(b, ss) }

// MarshalJSON writes ss as an array of seat numbers in ascending order, as
// [1]; the empty set is [].
func (ss SeatSet) MarshalJSON() ([]byte, error) { return seatSetText.JSON(ss) }

// UnmarshalJSON reads an array of seat numbers 0 and 1, each at most once,
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
//	{"kind":"Pagat Ultimo","announced":false,"won":false,"seat":0,"value":1,"factor":1,"payers":[0],"payees":[1]}
func (it Item) MarshalJSON() ([]byte, error) { return json.Marshal(itemJSON(it)) }

// UnmarshalJSON reads what MarshalJSON writes; a key it does not write is an
// error. On error it returns a *[tarock.TextError] and leaves it unchanged.
func (it *Item) UnmarshalJSON(b []byte) error {
	return enumtext.Strict("strohmandel.Item", b, (*itemJSON)(it))
}

// resultJSON is the JSON form of a [Result].
type resultJSON struct {
	Contract   Contract                `json:"contract"`
	Declarer   tarock.Seat             `json:"declarer"`
	SeatPoints [Players]scoring.Points `json:"seatPoints"`
	Tricks     [Players]int            `json:"tricks"`
	Winner     tarock.Seat             `json:"winner"`
	Drawn      bool                    `json:"drawn"`
	DrawZone   bool                    `json:"drawZone"`
	Kontra     KontraLevel             `json:"kontra"`
	Items      []Item                  `json:"items"`
	Deltas     [Players]int            `json:"deltas"`
	DoubleNext int                     `json:"doubleNext"`
	SameDealer bool                    `json:"sameDealer"`
}

// MarshalJSON writes r as an object with its fields in lower camel case:
// enums as text, seats as numbers (null for nobody), card points in thirds,
// the Kontra level as "none", "kontra" or "re", and only the NumItems items
// used. doc/notation.md ("JSON") shows an example.
func (r Result) MarshalJSON() ([]byte, error) {
	return json.Marshal(resultJSON{
		Contract: r.Contract, Declarer: r.Declarer, SeatPoints: r.SeatPoints, Tricks: r.Tricks, Winner: r.Winner,
		Drawn: r.Drawn, DrawZone: r.DrawZone, Kontra: r.Kontra, Items: r.ItemList(),
		Deltas: r.Deltas, DoubleNext: r.DoubleNext, SameDealer: r.SameDealer,
	})
}

// UnmarshalJSON reads what MarshalJSON writes, so that a Result reads back
// equal; a key it does not write, more items than [MaxItems], or an array
// with more entries than its field holds (three deltas), is an error. On error it returns a *[tarock.TextError] and leaves r unchanged.
func (r *Result) UnmarshalJSON(b []byte) error {
	return enumtext.Convert("strohmandel.Result", b, r, func(j *resultJSON, v *Result) (reason string) {
		*v = Result{
			Contract: j.Contract, Declarer: j.Declarer, SeatPoints: j.SeatPoints, Tricks: j.Tricks, Winner: j.Winner,
			Drawn: j.Drawn, DrawZone: j.DrawZone, Kontra: j.Kontra,
			Deltas: j.Deltas, DoubleNext: j.DoubleNext, SameDealer: j.SameDealer,
		}
		v.NumItems, reason = enumtext.Fill(v.Items[:], j.Items, "items")
		return reason
	})
}

// MarshalJSON writes r as an object with one key per option of
// [Rules.Options], named as the option, in its order, and the value table
// as the object "Values": a switch as true or false, a number (Mondfang,
// the game points of the values) as a number, any other value in the words
// of the option text ("BothPass":"Trischaken", "Birds":"Pagat+Uhu",
// "Scoring":"Tirol2025", "Pack":"Pack54"). A field out of its option's
// range, which [Rules.Validate] refuses, is an error wrapping
// [tarock.ErrBadText] and [tarock.ErrInvalidRules].
func (r Rules) MarshalJSON() ([]byte, error) { return ruleOptions.JSON(r) }

// UnmarshalJSON reads what MarshalJSON writes, in the words [Rules.WithOption]
// reads: keys in any case, a value as MarshalJSON writes it or as the
// option text reads it (the Go constant's name, as "BothPassTrischaken",
// "on" and "off" for a switch). A field missing from the JSON keeps the
// receiver's value, so that JSON holding only some fields changes those
// fields of a preset:
//
//	r := strohmandel.MayrSedlaczek2007
//	err := json.Unmarshal([]byte(`{"Kontra":true}`), &r)
//
// A key that is not a field, or a value its option does not take, is an
// error (a *[tarock.TextError]), and r is then unchanged. It checks each
// field alone; [Rules.Validate] checks the whole.
func (r *Rules) UnmarshalJSON(b []byte) error { return ruleOptions.ReadJSON(b, r) }
