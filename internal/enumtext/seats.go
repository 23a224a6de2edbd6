package enumtext

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/tarockfamily/sdk/tarock"
)

// Seats is the text and JSON of a game's set of seats T: bit i for seat i,
// seats 0 to N-1. Its methods are the bodies of the set type's String,
// UnmarshalText, MarshalJSON and UnmarshalJSON.
type Seats[T ~uint8] struct {
	Type string // the Go type with its package, "tapp.SeatSet"
	N    int    // the number of seats, at most 8
}

// String lists the seats of ss below N, "seat 0, seat 2", or "nobody".
func (s Seats[T]) String(ss T) string {
	var b strings.Builder
	for p := range tarock.Seat(s.N) {
		if ss&(1<<p) != 0 {
			if b.Len() > 0 {
				b.WriteString(", ")
			}
			b.WriteString(p.String())
		}
	}
	if b.Len() == 0 {
		return "nobody"
	}
	return b.String()
}

// Unmarshal reads "nobody" or seats below N separated by commas, each in a
// form of tarock.Seat.UnmarshalText ("seat 1" or "1"), each at most once,
// into *ss. Other text returns a *tarock.TextError and leaves *ss
// unchanged.
func (s Seats[T]) Unmarshal(b []byte, ss *T) error {
	if strings.EqualFold(strings.TrimSpace(string(b)), "nobody") {
		*ss = 0
		return nil
	}
	var v T
	for _, part := range strings.Split(string(b), ",") {
		var p tarock.Seat
		if err := p.UnmarshalText([]byte(part)); err != nil || int(p) >= s.N {
			return s.bad(b, fmt.Sprintf(`want "nobody" or seats 0 to %d separated by commas, as "seat 0, seat 2"`, s.N-1), nil)
		}
		if v&(1<<p) != 0 {
			return s.bad(b, fmt.Sprintf("%v named twice", p), nil)
		}
		v |= 1 << p
	}
	*ss = v
	return nil
}

// JSON writes the seats of ss below N as an array of seat numbers
// in ascending order, as [0,2]; the empty set is [].
func (s Seats[T]) JSON(ss T) ([]byte, error) {
	seats := make([]int, 0, s.N)
	for p := range s.N {
		if ss&(1<<p) != 0 {
			seats = append(seats, p)
		}
	}
	return json.Marshal(seats)
}

// FromJSON reads an array of seat numbers below N, each at most once,
// or a JSON string in the form of Unmarshal, into *ss. Other JSON returns a
// *tarock.TextError and leaves *ss unchanged.
func (s Seats[T]) FromJSON(b []byte, ss *T) error {
	var text string
	if json.Unmarshal(b, &text) == nil {
		return s.Unmarshal([]byte(text), ss)
	}
	var seats []uint8
	if err := json.Unmarshal(b, &seats); err != nil {
		return s.bad(b, "want an array of seat numbers", err)
	}
	var v T
	for _, p := range seats {
		if int(p) >= s.N || v&(1<<p) != 0 {
			return s.bad(b, fmt.Sprintf("want seats 0 to %d, each at most once", s.N-1), nil)
		}
		v |= 1 << p
	}
	*ss = v
	return nil
}

func (s Seats[T]) bad(b []byte, reason string, err error) error {
	return &tarock.TextError{Type: s.Type, Text: string(b), Reason: reason, Err: err}
}
