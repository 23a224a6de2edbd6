package tarock_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
)

func TestSeatText(t *testing.T) {
	for v := range 256 {
		s := tarock.Seat(v)
		b, err := s.MarshalText()
		if err != nil || string(b) != s.String() {
			t.Fatalf("MarshalText(%d) = %q, %v; want %q", v, b, err, s.String())
		}
		var got tarock.Seat
		if err := got.UnmarshalText(b); err != nil || got != s {
			t.Fatalf("UnmarshalText(%q) = %d, %v; want %d", b, got, err, v)
		}
		j, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		got = 7
		if err := json.Unmarshal(j, &got); err != nil || got != s {
			t.Fatalf("json %s reads back as %d, %v; want %d", j, got, err, v)
		}
	}
	for in, want := range map[string]tarock.Seat{"2": 2, " SEAT 1 ": 1, "Nobody": tarock.NoSeat, "seat  3": 3} {
		var got tarock.Seat
		if err := got.UnmarshalText([]byte(in)); err != nil || got != want {
			t.Errorf("UnmarshalText(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
	if j, _ := json.Marshal([]tarock.Seat{0, 2, tarock.NoSeat}); string(j) != "[0,2,null]" {
		t.Errorf("json of seats = %s", j)
	}
	var ss []tarock.Seat
	if err := json.Unmarshal([]byte(`[1, "seat 2", "nobody", null]`), &ss); err != nil || !cmp.Equal(ss, []tarock.Seat{1, 2, tarock.NoSeat, tarock.NoSeat}) {
		t.Errorf("json seats = %v, %v", ss, err)
	}
	for _, bad := range []string{"", "255", "-1", "seat", "seat -1", "seat 1x", "+1", "0x1", "seat 256", strings.Repeat("9", 80)} {
		s := tarock.Seat(1)
		err := s.UnmarshalText([]byte(bad))
		var te *tarock.TextError
		if !errors.As(err, &te) || !errors.Is(err, tarock.ErrBadText) || s != 1 {
			t.Errorf("UnmarshalText(%q) = %v, seat %d; want a TextError and seat 1", bad, err, s)
		}
		if err != nil && len(err.Error()) > 160 {
			t.Errorf("message not cut short: %s", err)
		}
		// The message names every form the text takes: the number too.
		if err != nil && !strings.Contains(err.Error(), `want "seat N" or "N" with N in 0..254, or "nobody"`) {
			t.Errorf("UnmarshalText(%q): message %q does not name the forms", bad, err)
		}
	}
	for _, bad := range []string{`255`, `-1`, `1.5`, `"x"`, `true`, `[]`, `"\u00zz"`} {
		s := tarock.Seat(1)
		err := s.UnmarshalJSON([]byte(bad))
		if !errors.Is(err, tarock.ErrBadText) || s != 1 {
			t.Errorf("UnmarshalJSON(%s) = %v, seat %d; want ErrBadText and seat 1", bad, err, s)
		}
		if bad[0] != '"' && !strings.Contains(fmt.Sprint(err), "want a number in 0..254, null, or a string") {
			t.Errorf("UnmarshalJSON(%s): message %v does not name the forms", bad, err)
		}
	}
}

func TestTrickJSON(t *testing.T) {
	tr := tarock.NewTrick(2, 3)
	tr, _ = tr.Play(deck.HeartsKing)
	tr, _ = tr.Play(deck.Tarock5)
	b, err := json.Marshal(tr)
	if err != nil || string(b) != `{"leader":2,"players":3,"cards":["KH","T5"]}` {
		t.Fatalf("json = %s, %v", b, err)
	}
	var back tarock.Trick
	if err := json.Unmarshal(b, &back); err != nil || back != tr {
		t.Fatalf("read back %v, %v; want %v", back, err, tr)
	}
	for _, zero := range []tarock.Trick{{}, tarock.NewTrick(1, 2)} {
		b, _ := json.Marshal(zero)
		back := tr
		if err := json.Unmarshal(b, &back); err != nil || back != zero {
			t.Errorf("%s read back %v, %v", b, back, err)
		}
	}
	for _, bad := range []string{
		`{"leader":3,"players":3,"cards":[]}`, `{"leader":0,"players":5}`, `{"leader":0,"players":2,"cards":["KH","QH","T1"]}`,
		`{"leader":0,"players":3,"cards":["KH","KH"]}`, `{"leader":0,"players":3,"cards":["ZZ"]}`, `{"leader":0,"players":3,"x":1}`,
		`{"leader":1,"players":0}`, `{"leader":0,"players":0,"cards":["KH"]}`, `[]`, `{"leader":0,"players":3} {}`,
	} {
		back := tr
		if err := back.UnmarshalJSON([]byte(bad)); !errors.Is(err, tarock.ErrBadText) || back != tr {
			t.Errorf("UnmarshalJSON(%s) = %v, %v; want ErrBadText and the trick unchanged", bad, err, back)
		}
	}
}

func FuzzSeatText(f *testing.F) {
	for _, s := range []string{"seat 0", "nobody", "3", "seat 254", "seat 255", "", "x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		v := tarock.Seat(9)
		if err := v.UnmarshalText([]byte(s)); err != nil {
			if v != 9 {
				t.Fatalf("error %v changed the seat to %d", err, v)
			}
			return
		}
		b, _ := v.MarshalText()
		var back tarock.Seat
		if err := back.UnmarshalText(b); err != nil || back != v {
			t.Fatalf("%q read as %d writes %q, which reads %d, %v", s, v, b, back, err)
		}
	})
}

func FuzzTrickJSON(f *testing.F) {
	f.Add(`{"leader":2,"players":3,"cards":["KH","T5"]}`)
	f.Add(`{"leader":0,"players":2,"cards":[]}`)
	f.Fuzz(func(t *testing.T, s string) {
		var tr tarock.Trick
		if err := json.Unmarshal([]byte(s), &tr); err != nil {
			return
		}
		b, err := json.Marshal(tr)
		var back tarock.Trick
		if err != nil || json.Unmarshal(b, &back) != nil || back != tr {
			t.Fatalf("%s read as %v writes %s, which reads %v", s, tr, b, back)
		}
	})
}
