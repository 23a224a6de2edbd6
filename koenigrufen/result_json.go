package koenigrufen

// The JSON of seat sets, items and results (doc/notation.md "JSON").

import (
	"encoding/json"

	"github.com/tarockfamily/sdk/internal/enumtext"
	"github.com/tarockfamily/sdk/scoring"
	"github.com/tarockfamily/sdk/tarock"
)

// MarshalText writes ss as [SeatSet.String] does: "seat 0, seat 2", or
// "nobody" for the empty set. It never fails.
func (ss SeatSet) MarshalText() ([]byte, error) { return []byte(ss.String()), nil }

// UnmarshalText reads "nobody" or seats 0 to 3 separated by commas, each in
// a form of [tarock.Seat.UnmarshalText] ("seat 1" or "1"), each at most
// once. Other text returns a *[tarock.TextError] and leaves ss unchanged.
func (ss *SeatSet) UnmarshalText(b []byte) error { return seatSetText.Unmarshal(b, ss) }

// MarshalJSON writes ss as an array of seat numbers in ascending order, as
// [0,2]; the empty set is [].
func (ss SeatSet) MarshalJSON() ([]byte, error) { return seatSetText.JSON(ss) }

// UnmarshalJSON reads an array of seat numbers 0 to 3, each at most once,
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
//	{"kind":"Game","announced":false,"won":true,"seat":0,"value":1,"factor":1,"payers":[1,3],"payees":[0,2]}
func (it Item) MarshalJSON() ([]byte, error) { return json.Marshal(itemJSON(it)) }

// UnmarshalJSON reads what MarshalJSON writes; a key it does not write is
// an error. On error it returns a *[tarock.TextError] and leaves it
// unchanged.
func (it *Item) UnmarshalJSON(b []byte) error {
	return enumtext.Strict("koenigrufen.Item", b, (*itemJSON)(it))
}

// contractJSON is a Contract written as its name.
type contractJSON Contract

func (c contractJSON) MarshalText() ([]byte, error) { return resultContractText.Marshal(Contract(c)) }

func (c *contractJSON) UnmarshalText(b []byte) error {
	return resultContractText.Unmarshal(b, (*Contract)(c))
}

// resultJSON is the JSON form of a [Result].
type resultJSON struct {
	End            End                      `json:"end"`
	Contract       contractJSON             `json:"contract"`
	Declarer       tarock.Seat              `json:"declarer"`
	Partner        tarock.Seat              `json:"partner"`
	DeclarerPoints scoring.Points           `json:"declarerPoints"`
	DefenderPoints scoring.Points           `json:"defenderPoints"`
	SeatPoints     [numSeats]scoring.Points `json:"seatPoints"`
	Tricks         [numSeats]int            `json:"tricks"`
	GameWon        bool                     `json:"gameWon"`
	Items          []Item                   `json:"items"`
	Score          [Players]int             `json:"score"`
	Deltas         [Players]int             `json:"deltas"`
}

// MarshalJSON writes r as an object with its fields in lower camel case:
// enums and the contract as text, seats as numbers (null for nobody), card
// points in thirds, and only the NumItems items used.
func (r Result) MarshalJSON() ([]byte, error) {
	return json.Marshal(resultJSON{
		End: r.End, Contract: contractJSON(r.Contract), Declarer: r.Declarer, Partner: r.Partner,
		DeclarerPoints: r.DeclarerPoints, DefenderPoints: r.DefenderPoints, SeatPoints: r.SeatPoints,
		Tricks: r.Tricks, GameWon: r.GameWon, Items: r.ItemList(), Score: r.Score, Deltas: r.Deltas,
	})
}

// UnmarshalJSON reads what MarshalJSON writes, so that a Result reads back
// equal; a key it does not write, more than [MaxItems] items, or an array
// with more entries than its field holds (five deltas), is an error. On
// error it returns a *[tarock.TextError] and leaves r unchanged.
func (r *Result) UnmarshalJSON(b []byte) error {
	return enumtext.Convert("koenigrufen.Result", b, r, func(j *resultJSON, v *Result) (reason string) {
		*v = Result{
			End: j.End, Contract: Contract(j.Contract), Declarer: j.Declarer, Partner: j.Partner,
			DeclarerPoints: j.DeclarerPoints, DefenderPoints: j.DefenderPoints, SeatPoints: j.SeatPoints,
			Tricks: j.Tricks, GameWon: j.GameWon, Score: j.Score, Deltas: j.Deltas,
		}
		v.NumItems, reason = enumtext.Fill(v.Items[:], j.Items, "items")
		return reason
	})
}
