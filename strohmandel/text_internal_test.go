package strohmandel

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
	for _, past := range []T{values[0] - 1, values[len(values)-1] + 1} {
		if s := past.String(); !strings.HasSuffix(s, "("+strconv.Itoa(int(past))+")") {
			t.Errorf("%T(%d) is named %q but is not in the text table", past, past, s)
		}
		if _, err := past.MarshalText(); !errors.Is(err, tarock.ErrBadText) {
			t.Errorf("%T(%d).MarshalText() = %v, want ErrBadText", past, past, err)
		}
	}
	keep := values[len(values)-1]
	for _, bad := range []string{"", "x", "Phase(1)", strings.Repeat("é", 100)} {
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
	checkEnumText(t, phaseText.Values())
	checkEnumText(t, gameKindText.Values())
	checkEnumText(t, moveKindText.Values())
	checkEnumText(t, itemKindText.Values())
	checkEnumText(t, scoringText.Values())
	checkEnumText(t, strawmenTimingText.Values())
	checkEnumText(t, bothPassText.Values())
	checkEnumText(t, firstLeadText.Values())
	checkEnumText(t, trullModeText.Values())
	checkEnumText(t, announcementsText.Values())
	checkEnumText(t, bigWinText.Values())
	checkEnumText(t, drawText.Values())
	checkEnumText(t, doubleAfterDrawText.Values())
	checkEnumText(t, kontraLevelText.Values())
	// The tables end where Validate's ranges end.
	for name, n := range map[string][2]int{
		"Scoring": {len(scoringText.Values()), int(numScorings)}, "BothPass": {len(bothPassText.Values()), int(numBothPass)},
		"FirstLead": {len(firstLeadText.Values()), int(numFirstLead)}, "TrullMode": {len(trullModeText.Values()), int(numTrullMode)},
		"Announcements": {len(announcementsText.Values()), int(numAnnouncements)},
		"BigWin":        {len(bigWinText.Values()), int(numBigWin)}, "Draw": {len(drawText.Values()), int(numDraw)},
		"DoubleAfterDraw": {len(doubleAfterDrawText.Values()), int(numDouble)}, "MoveKind": {len(moveKindText.Values()), int(numMoveKinds)},
		"StrawmenTiming": {len(strawmenTimingText.Values()), int(StrawmenAfterTakeUp) + 1},
	} {
		if n[0] != n[1] {
			t.Errorf("%s: %d names for %d values", name, n[0], n[1])
		}
	}
}

// TestFlagText checks every set of birds, calls and announcements.
func TestFlagText(t *testing.T) {
	for b := range allBirds + 1 {
		text, err := b.MarshalText()
		if err != nil || string(text) != b.String() {
			t.Errorf("Birds(%d): %q, %v; String %q", b, text, err, b.String())
		}
		var got Birds
		if err := got.UnmarshalText(text); err != nil || got != b {
			t.Errorf("Birds %q reads %d, %v", text, got, err)
		}
	}
	for c := range callText.All() + 1 {
		text, err := c.MarshalText()
		if err != nil || string(text) != c.String() {
			t.Errorf("Call(%d): %q, %v; String %q", c, text, err, c.String())
		}
		var got Call
		if err := got.UnmarshalText(text); err != nil || got != c {
			t.Errorf("Call %q reads %d, %v", text, got, err)
		}
	}
	for a := range announcementText.All() + 1 {
		text, err := a.MarshalText()
		if err != nil || a&(a-1) == 0 && a != 0 && string(text) != a.String() {
			t.Errorf("Announcement(%d): %q, %v; String %q", a, text, err, a.String())
		}
		var got Announcement
		if err := got.UnmarshalText(text); err != nil || got != a {
			t.Errorf("Announcement %q reads %d, %v", text, got, err)
		}
	}
	if s := Birds(16).String(); s != "Birds(16)" {
		t.Errorf("Birds(16).String() = %q", s)
	}
	for b, want := range map[Birds]string{0: "none", BirdPagat: "Pagat", BirdPagat | BirdUhu | BirdKakadu: "Pagat+Uhu+Kakadu", allBirds: "Pagat+Uhu+Kakadu+Quapil"} {
		if b.String() != want {
			t.Errorf("Birds(%d).String() = %q, want %q", b, b.String(), want)
		}
	}
	for _, bad := range []string{"Pagat+Pagat", "Owl", "+"} {
		b := BirdUhu
		if err := b.UnmarshalText([]byte(bad)); !errors.Is(err, tarock.ErrBadText) || b != BirdUhu {
			t.Errorf("Birds %q: %v, %d", bad, err, b)
		}
	}
}
