package koenigrufen

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/internal/enumtext/enumtexttest"
	"github.com/tarockfamily/sdk/tarock"
)

// TestEnumText checks every value of every enumerated type: MarshalText is
// String, reads back in any case and through JSON, and a value past the
// last constant has no text (doc/notation.md "JSON").
func TestEnumText(t *testing.T) {
	enumtexttest.CheckEnum(t, contractText.Values())
	enumtexttest.CheckEnum(t, phaseText.Values())
	enumtexttest.CheckEnum(t, halfText.Values())
	enumtexttest.CheckEnum(t, birdText.Values())
	enumtexttest.CheckEnum(t, kontraLevelText.Values())
	enumtexttest.CheckEnum(t, kontraTargetText.Values())
	enumtexttest.CheckEnum(t, moveKindText.Values())
	enumtexttest.CheckEnum(t, tariffText.Values())
	enumtexttest.CheckEnum(t, dealPatternText.Values())
	enumtexttest.CheckEnum(t, birdCallersText.Values())
	enumtexttest.CheckEnum(t, holdingText.Values())
	enumtexttest.CheckEnum(t, forehandOpeningText.Values())
	enumtexttest.CheckEnum(t, fourKingsText.Values())
	enumtexttest.CheckEnum(t, callOwnKingText.Values())
	enumtexttest.CheckEnum(t, kingInTalonText.Values())
	enumtexttest.CheckEnum(t, soloruferKingInTalonText.Values())
	// The tables end where the types' ranges end.
	for name, n := range map[string][2]int{
		"Contract": {len(contractText.Values()), int(numContracts)}, "MoveKind": {len(moveKindText.Values()), int(numMoveKinds)},
		"Tariff": {len(tariffText.Values()), int(numTariffs)}, "Phase": {len(phaseText.Values()), int(PhaseDone) + 1},
		"Bird":        {len(birdText.Values()), int(BirdQuapil) + 1},
		"KontraLevel": {len(kontraLevelText.Values()), int(numLevels)}, "KontraTarget": {len(kontraTargetText.Values()), NumTargets},
	} {
		if n[0] != n[1] {
			t.Errorf("%s: %d names for %d values", name, n[0], n[1])
		}
	}
}

// TestPremiumsText checks every set of premiums (doc/koenigrufen.md §8.1):
// written as the names joined by "+", "none" for the empty set, and read
// with "+" or spaces (the move notation, which String writes), in any case
// and order; a bit that is no premium has no text.
func TestPremiumsText(t *testing.T) {
	all := Premiums(1<<numPremiums - 1)
	if premiumsText.All() != all {
		t.Fatalf("the table holds %b, want %b", premiumsText.All(), all)
	}
	for p := range all + 1 {
		b, err := p.MarshalText()
		want := strings.ReplaceAll(p.String(), " ", "+")
		if err != nil || string(b) != want {
			t.Fatalf("Premiums(%d).MarshalText() = %q, %v; want %q", p, b, err, want)
		}
		for _, text := range []string{string(b), p.String(), strings.ToLower(string(b)), " " + strings.ToUpper(strings.ReplaceAll(string(b), "+", " + ")) + " "} {
			var got Premiums
			if err := got.UnmarshalText([]byte(text)); err != nil || got != p {
				t.Fatalf("UnmarshalText(%q) = %d, %v; want %d", text, got, err, p)
			}
		}
		j, err := json.Marshal(p)
		var back Premiums
		if err != nil || json.Unmarshal(j, &back) != nil || back != p || string(j) != `"`+want+`"` {
			t.Fatalf("Premiums(%d): JSON %s, %v reads back %d", p, j, err, back)
		}
	}
	var rev Premiums
	if err := rev.UnmarshalText([]byte("Valat+Trull")); err != nil || rev != Trull|Valat {
		t.Errorf(`UnmarshalText("Valat+Trull") = %d, %v`, rev, err)
	}
	for _, p := range []Premiums{1 << numPremiums, Trull | 1<<15} {
		if _, err := p.MarshalText(); !errors.Is(err, tarock.ErrBadText) {
			t.Errorf("Premiums(%d).MarshalText() = %v, want ErrBadText", p, err)
		}
	}
	for _, bad := range []string{"Trull+Trull", "Solo", "+", "Trull,Valat", "none+Trull", strings.Repeat("Uhu+", 60)} {
		p := KingUltimo
		if err := p.UnmarshalText([]byte(bad)); !errors.Is(err, tarock.ErrBadText) || p != KingUltimo {
			t.Errorf("UnmarshalText(%q) = %v, value %d; want ErrBadText and KingUltimo unchanged", bad, err, p)
		} else if len(err.Error()) > 600 {
			t.Errorf("message too long: %s", err)
		}
	}
}

// TestObservationJSONFields: every field of Observation but HistoryLen
// (which the length of the history gives) has its field in the JSON form,
// so that a field added to Observation cannot be left out of its JSON.
func TestObservationJSONFields(t *testing.T) {
	obs, js := reflect.TypeFor[Observation](), reflect.TypeFor[observationJSON]()
	for i := range obs.NumField() {
		f := obs.Field(i)
		if f.Name == "HistoryLen" {
			continue
		}
		jf, ok := js.FieldByName(f.Name)
		if !ok {
			t.Errorf("Observation.%s has no key in its JSON", f.Name)
			continue
		}
		if tag, _, _ := strings.Cut(jf.Tag.Get("json"), ","); !strings.EqualFold(tag, f.Name) {
			t.Errorf("Observation.%s has the key %q", f.Name, tag)
		}
	}
	if js.NumField() != obs.NumField()-1 {
		t.Errorf("observationJSON has %d fields for the %d of Observation", js.NumField(), obs.NumField())
	}
}

// textValue is a type of this package with its text methods.
type textValue[T comparable] interface {
	*T
	MarshalText() ([]byte, error)
	UnmarshalText([]byte) error
}

// fuzzText checks one type on text s: an error leaves the value unchanged,
// a value read writes back to text that reads as the same value.
func fuzzText[T comparable, P textValue[T]](t *testing.T, s string, start T) {
	v := start
	if err := P(&v).UnmarshalText([]byte(s)); err != nil {
		if v != start || !errors.Is(err, tarock.ErrBadText) {
			t.Fatalf("%T %q: error %v, value %v", v, s, err, v)
		}
		return
	}
	b, err := P(&v).MarshalText()
	var back T
	if err != nil || P(&back).UnmarshalText(b) != nil || back != v {
		t.Fatalf("%T %q read as %v writes %q, %v, reads back %v", v, s, v, b, err, back)
	}
}

// FuzzEnumText fuzzes the UnmarshalText of every enumerated type, option
// and set of premiums.
func FuzzEnumText(f *testing.F) {
	for _, s := range []string{"Dreier", "none", "auction", "B", "Kakadu", "callfourth", "Wien2020", "TalonFirst",
		"BirdCallersSeparate", "HoldNone", "OpenVorhandOrBid", "FourKingsCallQueen", "CallOwnKingAllowed",
		"KingInTalonConcedeOrKingHalf", "SoloruferWholeTalon", "Trull+Valat", "uhu kakadu", "+", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		fuzzText(t, s, Solodreier)
		fuzzText(t, s, PhasePlay)
		fuzzText(t, s, TalonB)
		fuzzText(t, s, BirdUhu)
		fuzzText(t, s, MovePlay)
		fuzzText(t, s, TariffTirol2020)
		fuzzText(t, s, TalonFirst)
		fuzzText(t, s, BirdCallersSeparate)
		fuzzText(t, s, HoldNone)
		fuzzText(t, s, OpenVorhandOrSechserdreier)
		fuzzText(t, s, FourKingsPassForehand)
		fuzzText(t, s, CallOwnKingAllowed)
		fuzzText(t, s, KingInTalonConcedeOrKingHalf)
		fuzzText(t, s, SoloruferWholeTalon)
		fuzzText(t, s, Quapil|Valat)
	})
}
