package tapp

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/internal/enumtext/enumtexttest"
	"github.com/tarockfamily/sdk/tarock"
)

func TestEnumText(t *testing.T) {
	enumtexttest.CheckEnum(t, contractText.Values())
	enumtexttest.CheckEnum(t, phaseText.Values())
	enumtexttest.CheckEnum(t, halfText.Values())
	enumtexttest.CheckEnum(t, kontraTargetText.Values())
	enumtexttest.CheckEnum(t, kontraLevelText.Values())
	enumtexttest.CheckEnum(t, moveKindText.Values())
	enumtexttest.CheckEnum(t, endText.Values())
	enumtexttest.CheckEnum(t, itemKindText.Values())
	enumtexttest.CheckEnum(t, dealPacketsText.Values())
	enumtexttest.CheckEnum(t, knockModeText.Values())
	enumtexttest.CheckEnum(t, ladderText.Values())
	enumtexttest.CheckEnum(t, holdingText.Values())
	enumtexttest.CheckEnum(t, allPassText.Values())
	enumtexttest.CheckEnum(t, talonModeText.Values())
	enumtexttest.CheckEnum(t, tarockDiscardText.Values())
	enumtexttest.CheckEnum(t, announcementsText.Values())
	enumtexttest.CheckEnum(t, firstLeadText.Values())
	enumtexttest.CheckEnum(t, valatScoringText.Values())
	enumtexttest.CheckEnum(t, defenderValatText.Values())
	enumtexttest.CheckEnum(t, handBonusesText.Values())
	enumtexttest.CheckEnum(t, handBonusMomentText.Values())
	enumtexttest.CheckEnum(t, handBonusPaymentText.Values())
	enumtexttest.CheckEnum(t, scoringText.Values())
	enumtexttest.CheckEnum(t, consolationText.Values())
	enumtexttest.CheckEnum(t, fourthPlayerText.Values())
	if n := len(contractText.Values()); n != 9 {
		t.Errorf("%d contracts", n)
	}
}

// TestFlagText checks every announcement set and every seat set: a set of
// flags is written as the names joined by "+" (the rule of both games,
// doc/notation.md "JSON"), and read with "+" or spaces (the notation of
// the moves, which String writes), in any case.
func TestFlagText(t *testing.T) {
	want := map[Announcement]string{NoAnnouncement: "none", PagatUltimo: "PagatUltimo", Valat: "Valat", PagatUltimo | Valat: "PagatUltimo+Valat"}
	for a := range announcementText.All() + 1 {
		b, err := a.MarshalText()
		if err != nil || string(b) != want[a] || string(b) != strings.ReplaceAll(a.String(), " ", "+") {
			t.Errorf("MarshalText(%d) = %q, %v; want %q", a, b, err, want[a])
		}
		j, err := json.Marshal(a)
		if err != nil || string(j) != `"`+want[a]+`"` {
			t.Errorf("json.Marshal(%d) = %s, %v", a, j, err)
		}
		for _, text := range []string{string(b), a.String(), strings.ToLower(string(b)), " " + strings.ToUpper(strings.ReplaceAll(string(b), "+", " + ")) + " "} {
			var got Announcement
			if err := got.UnmarshalText([]byte(text)); err != nil || got != a {
				t.Errorf("UnmarshalText(%q) = %d, %v; want %d", text, got, err, a)
			}
		}
	}
	var both Announcement
	if err := both.UnmarshalText([]byte("Valat+PagatUltimo")); err != nil || both != PagatUltimo|Valat {
		t.Errorf(`UnmarshalText("Valat+PagatUltimo") = %d, %v`, both, err)
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
