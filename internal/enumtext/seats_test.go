package enumtext

import (
	"errors"
	"testing"

	"github.com/tarockfamily/sdk/tarock"
)

type seatSet uint8

var four = Seats[seatSet]{Type: "game.SeatSet", N: 4}

func TestSeatsText(t *testing.T) {
	for _, c := range []struct {
		ss   seatSet
		text string
		json string
	}{
		{0, "nobody", "[]"},
		{5, "seat 0, seat 2", "[0,2]"},
		{15, "seat 0, seat 1, seat 2, seat 3", "[0,1,2,3]"},
	} {
		if got := four.String(c.ss); got != c.text {
			t.Errorf("String(%d) = %q, want %q", c.ss, got, c.text)
		}
		if got, err := four.JSON(c.ss); err != nil || string(got) != c.json {
			t.Errorf("JSON(%d) = %s, %v; want %s", c.ss, got, err, c.json)
		}
		for _, in := range []string{c.text, c.json} {
			back := seatSet(9)
			var err error
			if in == c.text {
				err = four.Unmarshal([]byte(in), &back)
			} else {
				err = four.FromJSON([]byte(in), &back)
			}
			if err != nil || back != c.ss {
				t.Errorf("%s reads back as %d, %v; want %d", in, back, err, c.ss)
			}
		}
	}
	var back seatSet
	if err := four.FromJSON([]byte(`"1, seat 3"`), &back); err != nil || back != 10 {
		t.Errorf(`FromJSON("1, seat 3") = %d, %v; want 10`, back, err)
	}
}

func TestSeatsBad(t *testing.T) {
	for _, bad := range []string{"", "seat 4", "seat 1, seat 1", "seat 1,", "nobody, seat 1", "x"} {
		ss := seatSet(5)
		if err := four.Unmarshal([]byte(bad), &ss); !errors.Is(err, tarock.ErrBadText) || ss != 5 {
			t.Errorf("Unmarshal(%q) = %v, %d; want an error and 5 kept", bad, err, ss)
		}
	}
	for _, bad := range []string{`[4]`, `[1,1]`, `{}`, `[-1]`, `"seat 9"`, `[0,1,2,3,0]`} {
		ss := seatSet(5)
		if err := four.FromJSON([]byte(bad), &ss); !errors.Is(err, tarock.ErrBadText) || ss != 5 {
			t.Errorf("FromJSON(%s) = %v, %d; want an error and 5 kept", bad, err, ss)
		}
	}
	var te *tarock.TextError
	ss := seatSet(0)
	if err := four.Unmarshal([]byte("seat 7"), &ss); !errors.As(err, &te) || te.Type != "game.SeatSet" {
		t.Errorf("the error names the type: %v", err)
	}
}
