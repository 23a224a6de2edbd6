package tapp_test

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/internal/gametest"
	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tarock"
	"pgregory.net/rapid"
)

// textRules draws a rule set: a preset, with Kontra, the all-pass rule and
// the announcements drawn too when the result is valid.
func textRules(t *rapid.T) tapp.Rules {
	r := rapid.SampledFrom(tapp.Presets()).Draw(t, "preset").Rules
	v := r
	v.Kontra = rapid.Bool().Draw(t, "kontra")
	v.AllPass = tapp.AllPass(rapid.IntRange(0, 2).Draw(t, "allPass"))
	v.Announcements = tapp.Announcements(rapid.IntRange(0, 2).Draw(t, "announcements"))
	if v.Validate() == nil {
		return v
	}
	return r
}

// cmpText compares the values with unexported fields by ==.
var cmpText = gametest.TextCmp[tapp.Move]()

// TestTextRoundTrip plays random deals and checks that every legal move of
// every position, the result and each seat's observation at a random
// moment read back through text and JSON.
func TestTextRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		rules := textRules(t)
		s, err := tapp.NewGame(rules, tapp.ShuffledFor(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 1), rules))
		if err != nil {
			t.Fatal(err)
		}
		look := rapid.IntRange(0, 80).Draw(t, "look")
		var moves []tapp.Move
		for n := 0; !s.Done(); n++ {
			moves = s.AppendLegalMoves(moves[:0])
			for _, m := range moves {
				gametest.CheckMoveText(t, m)
			}
			if n == look {
				for p := range tarock.Seat(3) {
					gametest.CheckJSON(t, s.Observation(p), cmpText)
				}
			}
			m := moves[rapid.IntRange(0, len(moves)-1).Draw(t, "move")]
			if s, err = s.Apply(m); err != nil {
				t.Fatal(err)
			}
		}
		r, _ := s.Result()
		gametest.CheckJSON(t, r, cmpText)
		for p := range tarock.Seat(3) {
			gametest.CheckJSON(t, s.Observation(p), cmpText)
		}
	})
}

// TestRulesJSON checks that every preset reads back through JSON, that JSON
// holding some fields changes only those, and that bad JSON changes
// nothing.
func TestRulesJSON(t *testing.T) {
	for _, p := range tapp.Presets() {
		j := gametest.CheckJSON(t, p.Rules, cmpText)
		gametest.CheckRulesJSONWords(t, j, p.Rules.Options(tapp.Rules{}))
	}
	// The words of the option text and the Go constants' names, in any case.
	for _, partial := range []string{`{"TalonMode":"talonfixedhalf","Values":{"Solo":9},"DefenderValat":"None"}`,
		`{"TalonMode":"FixedHalf","values":{"SOLO":"9"},"DefenderValat":"defendervalatnone"}`} {
		r := tapp.MayrSedlaczek2001
		if err := json.Unmarshal([]byte(partial), &r); err != nil {
			t.Fatal(err)
		}
		want := tapp.FixedHalf
		want.Values.Solo, want.DefenderValat = 9, tapp.DefenderValatNone
		if d := cmp.Diff(want, r); d != "" {
			t.Errorf("partial JSON %s (-want +got):\n%s", partial, d)
		}
	}
	for _, bad := range []string{`{"TalonMode":"Fixed"}`, `{"Threshold":0}`, `{"Values":{"Solo":-1}}`, `{"Kontra":null}`, `{"Values":3}`, `{"Talon":"TalonFixedHalf"}`, `{"Stake":"x"}`, `[]`, `{"Values":{"Sol":1}}`} {
		r := tapp.Tapp1821
		if err := json.Unmarshal([]byte(bad), &r); !errors.Is(err, tarock.ErrBadText) || r != tapp.Tapp1821 {
			t.Errorf("%s: %v; rules changed: %v", bad, err, r != tapp.Tapp1821)
		}
		if err := r.UnmarshalJSON([]byte(bad + " 1")); !errors.Is(err, tarock.ErrBadText) || r != tapp.Tapp1821 {
			t.Errorf("%s 1: %v; rules changed: %v", bad, err, r != tapp.Tapp1821)
		}
	}
}

func TestMoveTextErrors(t *testing.T) {
	for _, m := range []tapp.Move{{}, tapp.Bid(tapp.Contract(9)), tapp.Take(tapp.Half(2)), tapp.Announce(tapp.Announcement(4)),
		tapp.Double(tapp.LevelNone, tapp.TargetGame), tapp.Play(deck.Card(60)), tapp.Discard(deck.Set(1) << 60)} {
		if b, err := m.MarshalText(); !errors.Is(err, tarock.ErrBadMoveSyntax) {
			t.Errorf("%v: MarshalText = %q, %v; want ErrBadMoveSyntax", m, b, err)
		}
	}
	for _, bad := range []string{"", "play", "bid Trischaken", "play XY", strings.Repeat("play ", 100)} {
		m := tapp.Pass()
		err := m.UnmarshalText([]byte(bad))
		if !errors.Is(err, tarock.ErrBadMoveSyntax) || m != tapp.Pass() {
			t.Errorf("UnmarshalText(%q) = %v, %v", bad, err, m)
		} else if len(err.Error()) > 400 {
			t.Errorf("message too long: %s", err)
		}
	}
	if b, err := json.Marshal(tapp.Play(deck.HeartsKing)); err != nil || string(b) != `"play KH"` {
		t.Errorf("json.Marshal(Play(KH)) = %s, %v", b, err)
	}
}

func TestResultJSONErrors(t *testing.T) {
	r := tapp.Result{End: tapp.EndAllPass, Declarer: tarock.NoSeat}
	j := gametest.CheckJSON(t, r, cmpText)
	if !strings.Contains(string(j), `"declarer":null`) || !strings.Contains(string(j), `"items":[]`) {
		t.Errorf("%s", j)
	}
	for _, bad := range []string{`{"end":"won"}`, `{"items":[{"kind":"Game","x":1}]}`, `{"kontra":{"game":"double"}}`,
		`{"items":[` + strings.Repeat(`{},`, 12) + `{}]}`} {
		got := r
		if err := json.Unmarshal([]byte(bad), &got); !errors.Is(err, tarock.ErrBadText) || got != r {
			t.Errorf("%s: %v; result changed: %v", bad, err, got != r)
		}
	}
}

func FuzzMoveText(f *testing.F) {
	for _, s := range append(gametest.MoveSeeds(f, rand.New(rand.NewPCG(3, 3)), seedStarts(f)),
		"play KH", "bid Dreier", "discard 4H 7S 8S", "announce PagatUltimo Valat", "kontra game", "take T1 T2", "") {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		m := tapp.Hold()
		if err := m.UnmarshalText([]byte(s)); err != nil {
			if m != tapp.Hold() {
				t.Fatalf("%q: error %v changed the move", s, err)
			}
			return
		}
		gametest.CheckMoveText(t, m)
	})
}

// FuzzResultJSON starts from the results of complete deals of seedStarts
// and from hand-written results.
func FuzzResultJSON(f *testing.F) {
	var seeds []string
	rng := rand.New(rand.NewPCG(4, 4))
	for _, s := range seedStarts(f) {
		r, _ := gametest.PlayOut(f, s, rng).Result()
		b, err := json.Marshal(r)
		if err != nil {
			f.Fatal(err)
		}
		seeds = append(seeds, string(b))
	}
	gametest.FuzzJSON[tapp.Result](f, cmpText, append(seeds,
		`{"end":"played","contract":"Dreier","declarer":0,"items":[{"kind":"Game","won":true,"seat":0,"value":3,"factor":1,"payers":[1,2],"payees":[0]}]}`,
		`{"kontra":{"game":"re"},"announced":"Valat"}`,
	)...)
}

// TestItemKindAnyCase: an item kind is written as its String ("Game",
// this game's display) and read in any case, as strohmandel's "game" is,
// also inside an Item's JSON (doc/notation.md "JSON").
func TestItemKindAnyCase(t *testing.T) {
	var kinds []tapp.ItemKind
	for k := tapp.ItemGame; k <= tapp.ItemTrischakenNoTrick; k++ {
		kinds = append(kinds, k)
	}
	gametest.CheckKindAnyCase(t, kinds, func(it tapp.Item) tapp.ItemKind { return it.Kind })
	if s := tapp.ItemGame.String(); s != "Game" {
		t.Errorf("ItemGame.String() = %q", s)
	}
}

// TestFixedArraysJSON: a JSON array of a Result or an Observation that has
// more entries than its Go array (five deltas, a seventh talon card) is
// refused, not cut short.
func TestFixedArraysJSON(t *testing.T) {
	rng := rand.New(rand.NewPCG(51, 52))
	st, err := tapp.NewGame(tapp.FixedHalf, tapp.Shuffled(rng))
	if err != nil {
		t.Fatal(err)
	}
	for range 30 {
		ms := st.LegalMoves()
		if st, err = st.Apply(ms[rng.IntN(len(ms))]); err != nil {
			t.Fatal(err)
		}
	}
	gametest.CheckFixedArrays(t, st.Observation(st.ToMove()), cmpText, "handSizes", "talon", "tricks")
	st = gametest.PlayOut(t, st, rng)
	res, _ := st.Result()
	gametest.CheckFixedArrays(t, res, cmpText, "deltas", "seatPoints", "tricks")
}

// FuzzObservationJSON starts from an observation of every phase and
// contract of complete deals of seedStarts (gametest.ObservationSeeds).
func FuzzObservationJSON(f *testing.F) {
	seeds := gametest.ObservationSeeds(f, rand.New(rand.NewPCG(5, 5)), seedStarts(f),
		func(s tapp.State) string { return s.Phase().String() + s.Contract().String() },
		tapp.State.Observation, `{"Threshold":107}`)
	gametest.FuzzJSON[tapp.Observation](f, cmpText, append(seeds, `{"seat":null,"rules":{"Threshold":107},"talon":[null,"T1"]}`)...)
}

// FuzzRulesJSON starts from the JSON of every preset, which holds every
// field, and from JSON in the other words the option text reads.
func FuzzRulesJSON(f *testing.F) {
	seeds := []string{`{"TalonMode":"TalonFixedHalf","Kontra":"on"}`, `{"values":{"solo":"9"},"Pack":"Pack42"}`, `{"Pack":"T1 T2 KH"}`}
	for _, p := range tapp.Presets() {
		b, err := json.Marshal(p.Rules)
		if err != nil {
			f.Fatal(err)
		}
		seeds = append(seeds, string(b))
	}
	gametest.FuzzJSON[tapp.Rules](f, cmpText, seeds...)
}
