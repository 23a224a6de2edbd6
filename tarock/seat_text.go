package tarock

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
)

// MarshalText writes s as [Seat.String] does: "seat 0", "seat 1", … or
// "nobody" for [NoSeat]. It never fails.
func (s Seat) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// UnmarshalText reads "seat N" or the bare number "N" for N in 0..254 (the
// number being the form of a seat in JSON, [Seat.MarshalJSON]), and
// "nobody" for [NoSeat], in any case and with surrounding spaces ignored.
// Other text returns a *[TextError] (wrapping [ErrBadText]) that names
// both forms, and leaves s unchanged.
func (s *Seat) UnmarshalText(b []byte) error {
	v, ok := parseSeat(string(b))
	if !ok {
		return &TextError{Type: "tarock.Seat", Text: string(b), Reason: `want "seat N" or "N" with N in 0..254, or "nobody"`}
	}
	*s = v
	return nil
}

func parseSeat(text string) (Seat, bool) {
	t := strings.TrimSpace(text)
	if strings.EqualFold(t, "nobody") {
		return NoSeat, true
	}
	if len(t) > 5 && strings.EqualFold(t[:5], "seat ") {
		t = strings.TrimLeft(t[5:], " ")
	}
	if t == "" || t[0] < '0' || t[0] > '9' {
		return 0, false // no sign, no space
	}
	n, err := strconv.ParseUint(t, 10, 8)
	if err != nil || n >= uint64(NoSeat) {
		return 0, false
	}
	return Seat(n), true
}

// MarshalJSON writes s as a JSON number (0 for forehand, …), and [NoSeat]
// as null, so that a client can index a seat's entry in an array.
func (s Seat) MarshalJSON() ([]byte, error) {
	if s == NoSeat {
		return []byte("null"), nil
	}
	return strconv.AppendUint(nil, uint64(s), 10), nil
}

// UnmarshalJSON reads what MarshalJSON writes: a whole number in 0..254, or
// null for [NoSeat]; it also reads a JSON string in the form of
// [Seat.UnmarshalText]. Anything else returns a *[TextError] (wrapping
// [ErrBadText]) and leaves s unchanged.
func (s *Seat) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	switch {
	case string(b) == "null":
		*s = NoSeat
		return nil
	case len(b) > 0 && b[0] == '"':
		var t string
		if err := json.Unmarshal(b, &t); err != nil {
			return &TextError{Type: "tarock.Seat", Text: string(b), Reason: "not a JSON string", Err: err}
		}
		return s.UnmarshalText([]byte(t))
	}
	n, err := strconv.ParseUint(string(b), 10, 8)
	if err != nil || n >= uint64(NoSeat) {
		return &TextError{Type: "tarock.Seat", Text: string(b), Reason: fmt.Sprintf(`want a number in 0..%d, null, or a string "seat N" or "nobody"`, NoSeat-1)}
	}
	*s = Seat(n)
	return nil
}
