package strohmandel

import (
	"errors"
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/internal/enumtext/enumtexttest"
	"github.com/tarockfamily/sdk/tarock"
)

func TestEnumText(t *testing.T) {
	enumtexttest.CheckEnum(t, phaseText.Values())
	enumtexttest.CheckEnum(t, contractText.Values())
	enumtexttest.CheckEnum(t, moveKindText.Values())
	enumtexttest.CheckEnum(t, itemKindText.Values())
	enumtexttest.CheckEnum(t, scoringText.Values())
	enumtexttest.CheckEnum(t, strawmenTimingText.Values())
	enumtexttest.CheckEnum(t, bothPassText.Values())
	enumtexttest.CheckEnum(t, firstLeadText.Values())
	enumtexttest.CheckEnum(t, trullModeText.Values())
	enumtexttest.CheckEnum(t, announcementsText.Values())
	enumtexttest.CheckEnum(t, bigWinText.Values())
	enumtexttest.CheckEnum(t, drawText.Values())
	enumtexttest.CheckEnum(t, doubleAfterDrawText.Values())
	enumtexttest.CheckEnum(t, kontraLevelText.Values())
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
	// Every set of flags is written as its names joined by "+", "none" for
	// the empty set (doc/notation.md "JSON"), and read with "+" or spaces.
	for c := range callText.All() + 1 {
		text, err := c.MarshalText()
		want := strings.ReplaceAll(c.String(), " ", "+")
		if c == 0 {
			want = "none"
		}
		if err != nil || string(text) != want {
			t.Errorf("Call(%d): %q, %v; want %q", c, text, err, want)
		}
		for _, in := range []string{string(text), c.String(), strings.ToUpper(string(text))} {
			var got Call
			if err := got.UnmarshalText([]byte(in)); err != nil || got != c {
				t.Errorf("Call %q reads %d, %v", in, got, err)
			}
		}
	}
	for a := range announcementText.All() + 1 {
		text, err := a.MarshalText()
		if err != nil || a&(a-1) == 0 && a != 0 && string(text) != a.String() || a == 0 && string(text) != "none" {
			t.Errorf("Announcement(%d): %q, %v; String %q", a, text, err, a.String())
		}
		for _, in := range []string{string(text), strings.ReplaceAll(string(text), "+", " "), strings.ToUpper(string(text))} {
			var got Announcement
			if err := got.UnmarshalText([]byte(in)); err != nil || got != a {
				t.Errorf("Announcement %q reads %d, %v", in, got, err)
			}
		}
	}
	for v, want := range map[any]string{
		AnnouncePagatUltimo | AnnounceTrull: "pagatultimo+trull", CallTrull | CallRoss: "trull+ross",
		BirdPagat | BirdUhu: "Pagat+Uhu", Call(0): "none",
	} {
		if b, err := v.(interface{ MarshalText() ([]byte, error) }).MarshalText(); err != nil || string(b) != want {
			t.Errorf("%T %d: %q, %v; want %q", v, v, b, err, want)
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
