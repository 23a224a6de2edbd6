package koenigrufen_test

import (
	"encoding"
	"encoding/json"
	"errors"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/internal/gametest"
	"github.com/tarockfamily/sdk/koenigrufen"
	"github.com/tarockfamily/sdk/tarock"
)

// krCmp compares the values with unexported fields (moves, tricks) by ==.
var krCmp = gametest.TextCmp[koenigrufen.Move]()

// TestTextRoundTrip plays random deals under every variant and checks that
// every legal move of every position reads back through its text and JSON,
// and that each seat's observation (and nobody's) at a random moment and
// at the end reads back through JSON (doc/notation.md "JSON").
func TestTextRoundTrip(t *testing.T) {
	variants := ruleVariants(t)
	rapid.Check(t, func(t *rapid.T) {
		r := variants[rapid.IntRange(0, len(variants)-1).Draw(t, "rules")]
		rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 9))
		s0, err := koenigrufen.NewGame(r, koenigrufen.Shuffled(rng))
		if err != nil {
			t.Fatal(err)
		}
		states := playSome(s0, rng, -1)
		look := rapid.IntRange(0, len(states)-1).Draw(t, "look")
		var moves []koenigrufen.Move
		for i, s := range states {
			moves = s.AppendLegalMoves(moves[:0])
			for _, m := range moves {
				gametest.CheckMoveText(t, m)
			}
			if i == look || i == len(states)-1 {
				for _, p := range []tarock.Seat{0, 1, 2, 3, tarock.NoSeat} {
					gametest.CheckJSON(t, s.Observation(p), krCmp)
				}
				o := s.Observation(s.ToMove())
				for _, e := range o.Events() {
					gametest.CheckJSON(t, e, krCmp)
				}
			}
		}
		gametest.CheckJSON(t, r, krCmp)
	})
}

// TestRulesJSON: every preset and variant reads back through JSON, with
// its options as text; JSON holding some fields changes only those; and
// bad JSON changes nothing (doc/koenigrufen.md §13.1).
func TestRulesJSON(t *testing.T) {
	for _, r := range ruleVariants(t) {
		j := gametest.CheckJSON(t, r, krCmp)
		gametest.CheckRulesJSONWords(t, j, r.Options(koenigrufen.Rules{}))
	}
	// The words of the option text and the Go constants' names, in any case.
	for _, partial := range []string{`{"holding":"holdnone","Tariff":"SAUWALD2019","Threshold":106,"Farbendreier":false}`,
		`{"Holding":"None","Tariff":"TariffSauwald2019","Threshold":"106","Farbendreier":"off"}`} {
		r := koenigrufen.AustrianTarockCup2023
		if err := json.Unmarshal([]byte(partial), &r); err != nil {
			t.Fatal(err)
		}
		want := koenigrufen.AustrianTarockCup2023
		want.Holding, want.Tariff, want.Threshold, want.Farbendreier = koenigrufen.HoldNone, koenigrufen.TariffSauwald2019, 106, false
		if d := cmp.Diff(want, r); d != "" {
			t.Errorf("partial JSON %s (-want +got):\n%s", partial, d)
		}
	}
}

// TestRulesJSONErrors: JSON that is not a rule set is refused with a
// *tarock.TextError wrapping tarock.ErrBadText, and the rules are left
// as they were (doc/notation.md "JSON").
func TestRulesJSONErrors(t *testing.T) {
	base := koenigrufen.AustrianTarockCup2023
	for _, tc := range []struct {
		json   string
		syntax bool // refused by encoding/json before UnmarshalJSON
	}{
		{`{"Holding":"HoldSometimes"}`, false},    // no such value
		{`{"Hold":"HoldNone"}`, false},            // no such field
		{`{"Farbendreier":"maybe"}`, false},       // a switch is on or off
		{`{"Farbendreier":1}`, false},             // not 1
		{`{"Holding":null}`, false},               // nor null
		{`{"Threshold":"x"}`, false},              // a number is a number
		{`{"Threshold":1e3}`, false},              // a whole number
		{`{"Threshold":0}`, false},                // in range
		{`{"MaxKontraLevel":9}`, false},           // one of 8, 16, 32, 64
		{`{"ColourMinSuitCards":5}`, false},       // 0 or 6
		{`{"Sacks":true}`, false},                 // off only
		{`[]`, false},                             // not an object
		{`{"DealPattern":"TalonFirst"} {}`, true}, // text after the object
		{`{`, true}, {``, true},
	} {
		r := base
		err := json.Unmarshal([]byte(tc.json), &r)
		var te *tarock.TextError
		if err == nil || !tc.syntax && (!errors.As(err, &te) || !errors.Is(err, tarock.ErrBadText)) {
			t.Errorf("%s: %v, want a *tarock.TextError wrapping ErrBadText", tc.json, err)
		}
		if r != base {
			t.Errorf("%s changed the rules", tc.json)
		}
		if err := r.UnmarshalJSON([]byte(tc.json)); !errors.Is(err, tarock.ErrBadText) || r != base {
			t.Errorf("UnmarshalJSON(%s) = %v; rules changed: %v", tc.json, err, r != base)
		}
	}
}

// TestRulesFieldsText: every field of Rules is a switch, a number, or a
// type with text, and every value of that text is one the option text of
// the same name reads (Rules.WithOption), so that a field added to Rules
// is written by name in JSON (doc/koenigrufen.md §13.1).
func TestRulesFieldsText(t *testing.T) {
	textType := reflect.TypeFor[encoding.TextMarshaler]()
	base := koenigrufen.AustrianTarockCup2023
	rt := reflect.TypeOf(base)
	for i := range rt.NumField() {
		f := rt.Field(i)
		switch {
		case f.Type.Kind() == reflect.Bool:
			continue
		case f.Type.Implements(textType):
		case f.Type.Kind() == reflect.Int:
			continue
		default:
			t.Errorf("Rules.%s: %v has no text", f.Name, f.Type)
			continue
		}
		values := 0
		for v := range 256 {
			r := base
			fv := reflect.ValueOf(&r).Elem().Field(i)
			fv.SetUint(uint64(v))
			text, err := fv.Interface().(encoding.TextMarshaler).MarshalText()
			if err != nil {
				continue
			}
			values++
			got, err := base.WithOption(f.Name + "=" + string(text))
			if err != nil || got != r {
				t.Errorf("Rules.%s %q: WithOption gives %v, %v", f.Name, text, reflect.ValueOf(got).Field(i), err)
			}
		}
		if values < 2 {
			t.Errorf("Rules.%s: %d values with text", f.Name, values)
		}
	}
}

// TestMoveTextErrors: a move that its notation does not read back has no
// text, and text that is no move leaves the move unchanged.
func TestMoveTextErrors(t *testing.T) {
	for _, m := range []koenigrufen.Move{{}, koenigrufen.Bid(koenigrufen.Contract(99)), koenigrufen.Take(koenigrufen.Half(2)),
		koenigrufen.Concede(koenigrufen.Bird(9)), koenigrufen.Call(deck.Tarock), koenigrufen.Lie(1 << 12),
		koenigrufen.Play(deck.Card(60)), koenigrufen.Discard(deck.Set(1) << 60)} {
		if b, err := m.MarshalText(); !errors.Is(err, tarock.ErrBadMoveSyntax) {
			t.Errorf("%v: MarshalText = %q, %v; want ErrBadMoveSyntax", m, b, err)
		}
		if b, err := json.Marshal(m); err == nil {
			t.Errorf("%v: json.Marshal = %s", m, b)
		}
	}
	for _, bad := range []string{"", "play", "bid none", "bid Solo", "call tarock", "lie Trull+Solo", "take C", strings.Repeat("play ", 100)} {
		m := koenigrufen.Pass()
		err := m.UnmarshalText([]byte(bad))
		if !errors.Is(err, tarock.ErrBadMoveSyntax) || m != koenigrufen.Pass() {
			t.Errorf("UnmarshalText(%q) = %v, %v", bad, err, m)
		} else if len(err.Error()) > 400 {
			t.Errorf("message too long: %s", err)
		}
	}
	for _, bad := range []string{`"fold"`, `3`, `null`, `"bid Dreier" 1`} {
		m := koenigrufen.Pass()
		if err := json.Unmarshal([]byte(bad), &m); (err == nil && bad != "null") || m != koenigrufen.Pass() {
			t.Errorf("json %s: %v, %v", bad, err, m)
		}
	}
	if b, err := json.Marshal(koenigrufen.Lie(koenigrufen.Trull | koenigrufen.KingUltimo)); err != nil || string(b) != `"lie Trull KingUltimo"` {
		t.Errorf("json.Marshal(Lie(Trull|KingUltimo)) = %s, %v", b, err)
	}
}
