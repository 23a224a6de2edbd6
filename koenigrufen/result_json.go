package koenigrufen

// The JSON of seat sets, items and results (doc/notation.md "JSON").

import (
	"encoding/json"
	"fmt"
	"strings"

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
func (ss *SeatSet) UnmarshalText(b []byte) error {
	bad := func(reason string) error {
		return &tarock.TextError{Type: "koenigrufen.SeatSet", Text: string(b), Reason: reason}
	}
	if strings.EqualFold(strings.TrimSpace(string(b)), "nobody") {
		*ss = 0
		return nil
	}
	var v SeatSet
	for _, part := range strings.Split(string(b), ",") {
		var p tarock.Seat
		if err := p.UnmarshalText([]byte(part)); err != nil || p >= numSeats {
			return bad(`want "nobody" or seats 0 to 3 separated by commas, as "seat 0, seat 2"`)
		}
		if v.Has(p) {
			return bad(fmt.Sprintf("%v named twice", p))
		}
		v |= seatOf(p)
	}
	*ss = v
	return nil
}

// MarshalJSON writes ss as an array of seat numbers in ascending order, as
// [0,2]; the empty set is [].
func (ss SeatSet) MarshalJSON() ([]byte, error) {
	seats := make([]int, 0, ss.Len())
	for p := range numSeats {
		if ss.Has(tarock.Seat(p)) {
			seats = append(seats, p)
		}
	}
	return json.Marshal(seats)
}

// UnmarshalJSON reads an array of seat numbers 0 to 3, each at most once.
// Other JSON returns a *[tarock.TextError] and leaves ss unchanged.
func (ss *SeatSet) UnmarshalJSON(b []byte) error {
	var seats []uint8
	if err := json.Unmarshal(b, &seats); err != nil {
		return &tarock.TextError{Type: "koenigrufen.SeatSet", Text: string(b), Reason: "want an array of seat numbers", Err: err}
	}
	var v SeatSet
	for _, p := range seats {
		if p >= numSeats || v.Has(tarock.Seat(p)) {
			return &tarock.TextError{Type: "koenigrufen.SeatSet", Text: string(b), Reason: "want seats 0 to 3, each at most once"}
		}
		v |= seatOf(tarock.Seat(p))
	}
	*ss = v
	return nil
}

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
	var j itemJSON
	if err := enumtext.DecodeJSON("koenigrufen.Item", b, &j); err != nil {
		return err
	}
	*it = Item(j)
	return nil
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
	Score          [tarock.MaxPlayers]int   `json:"score"`
	Deltas         [tarock.MaxPlayers]int   `json:"deltas"`
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
	var j resultJSON
	if err := enumtext.DecodeJSON("koenigrufen.Result", b, &j); err != nil {
		return err
	}
	if len(j.Items) > MaxItems {
		return &tarock.TextError{Type: "koenigrufen.Result", Text: string(b), Reason: fmt.Sprintf("%d items, more than %d", len(j.Items), MaxItems)}
	}
	v := Result{
		End: j.End, Contract: Contract(j.Contract), Declarer: j.Declarer, Partner: j.Partner,
		DeclarerPoints: j.DeclarerPoints, DefenderPoints: j.DefenderPoints, SeatPoints: j.SeatPoints,
		Tricks: j.Tricks, GameWon: j.GameWon, Score: j.Score, Deltas: j.Deltas,
	}
	v.NumItems = copy(v.Items[:], j.Items)
	*r = v
	return nil
}
