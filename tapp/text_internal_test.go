package tapp

import (
	"encoding"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/tarock"
)

// textValue is an enumerated type of this package with its text methods.
type textValue interface {
	~uint8
	fmt.Stringer
	encoding.TextMarshaler
}

// checkEnumText checks every value of one type: MarshalText is String and
// reads back through UnmarshalText (also in other cases and with spaces)
// and through JSON; the first value past the table has no constant name
// (so that a new constant cannot be left out of the table) and no text;
// bad text leaves the value unchanged.
func checkEnumText[T textValue, P interface {
	*T
	encoding.TextUnmarshaler
}](t *testing.T, values []T) {
	t.Helper()
	for _, v := range values {
		b, err := v.MarshalText()
		if err != nil || string(b) != v.String() {
			t.Errorf("%T(%d).MarshalText() = %q, %v; want %q", v, v, b, err, v.String())
			continue
		}
		for _, text := range []string{string(b), strings.ToUpper(string(b)), " " + strings.ToLower(string(b)) + " "} {
			var got T
			if err := P(&got).UnmarshalText([]byte(text)); err != nil || got != v {
				t.Errorf("%T: UnmarshalText(%q) = %d, %v; want %d", v, text, got, err, v)
			}
		}
		j, err := json.Marshal(v)
		if err != nil || string(j) != strconv.Quote(string(b)) {
			t.Errorf("%T(%d): json %s, %v; want %q", v, v, j, err, b)
		}
		var got T
		if err := json.Unmarshal(j, &got); err != nil || got != v {
			t.Errorf("%T: json %s reads %d, %v; want %d", v, j, got, err, v)
		}
	}
	past := values[len(values)-1] + 1
	if s := past.String(); !strings.HasSuffix(s, "("+strconv.Itoa(int(past))+")") {
		t.Errorf("%T(%d) is named %q but is not in the text table", past, past, s)
	}
	if _, err := past.MarshalText(); !errors.Is(err, tarock.ErrBadText) {
		t.Errorf("%T(%d).MarshalText() = %v, want ErrBadText", past, past, err)
	}
	keep := values[len(values)-1]
	for _, bad := range []string{"", "x", "Contract(1)", strings.Repeat("é", 100)} {
		got := keep
		err := P(&got).UnmarshalText([]byte(bad))
		var te *tarock.TextError
		if !errors.As(err, &te) || got != keep {
			t.Errorf("%T: UnmarshalText(%q) = %v, value %d; want a TextError and %d", got, bad, err, got, keep)
		} else if len(err.Error()) > 600 {
			t.Errorf("%T: message too long: %s", got, err)
		}
	}
}

func TestEnumText(t *testing.T) {
	checkEnumText(t, contractText.Values())
	checkEnumText(t, phaseText.Values())
	checkEnumText(t, halfText.Values())
	checkEnumText(t, kontraTargetText.Values())
	checkEnumText(t, kontraLevelText.Values())
	checkEnumText(t, moveKindText.Values())
	checkEnumText(t, endText.Values())
	checkEnumText(t, itemKindText.Values())
	checkEnumText(t, dealPacketsText.Values())
	checkEnumText(t, knockModeText.Values())
	checkEnumText(t, ladderText.Values())
	checkEnumText(t, holdingText.Values())
	checkEnumText(t, allPassText.Values())
	checkEnumText(t, talonModeText.Values())
	checkEnumText(t, tarockDiscardText.Values())
	checkEnumText(t, announcementsText.Values())
	checkEnumText(t, firstLeadText.Values())
	checkEnumText(t, valatScoringText.Values())
	checkEnumText(t, defenderValatText.Values())
	checkEnumText(t, handBonusesText.Values())
	checkEnumText(t, handBonusMomentText.Values())
	checkEnumText(t, handBonusPaymentText.Values())
	checkEnumText(t, scoringText.Values())
	checkEnumText(t, fourthPlayerText.Values())
	if n := len(contractText.Values()); n != 7 {
		t.Errorf("%d contracts", n)
	}
}

// TestFlagText checks every announcement set and every seat set.
func TestFlagText(t *testing.T) {
	for a := range announcementText.All() + 1 {
		b, err := a.MarshalText()
		if err != nil || string(b) != a.String() {
			t.Errorf("MarshalText(%d) = %q, %v; want %q", a, b, err, a.String())
		}
		for _, text := range []string{string(b), strings.ReplaceAll(string(b), " ", "+"), strings.ToLower(string(b))} {
			var got Announcement
			if err := got.UnmarshalText([]byte(text)); err != nil || got != a {
				t.Errorf("UnmarshalText(%q) = %d, %v; want %d", text, got, err, a)
			}
		}
	}
	if _, err := Announcement(4).MarshalText(); !errors.Is(err, tarock.ErrBadText) {
		t.Errorf("Announcement(4).MarshalText() = %v", err)
	}
	for v := range 256 {
		ss := SeatSet(v)
		b, _ := ss.MarshalText()
		var got SeatSet
		if err := got.UnmarshalText(b); err != nil || got != ss || string(b) != ss.String() {
			t.Errorf("SeatSet %q reads back %d, %v; want %d", b, got, err, ss)
		}
		j, _ := json.Marshal(ss)
		got = 0
		if err := json.Unmarshal(j, &got); err != nil || got != ss {
			t.Errorf("SeatSet json %s reads back %d, %v; want %d", j, got, err, ss)
		}
	}
	for _, bad := range []string{"", "seat 8", "seat 1, seat 1", "seat 1,", "nobody, seat 1"} {
		ss := SeatSet(5)
		if err := ss.UnmarshalText([]byte(bad)); !errors.Is(err, tarock.ErrBadText) || ss != 5 {
			t.Errorf("SeatSet UnmarshalText(%q) = %v, %d", bad, err, ss)
		}
	}
	for _, bad := range []string{`[8]`, `[1,1]`, `{}`, `[-1]`, `"seat 9"`} {
		ss := SeatSet(5)
		if err := json.Unmarshal([]byte(bad), &ss); !errors.Is(err, tarock.ErrBadText) || ss != 5 {
			t.Errorf("SeatSet json %s: %v, %d", bad, err, ss)
		}
	}
}
