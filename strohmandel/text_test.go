package strohmandel_test

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/internal/gametest"
	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/tarock"
	"pgregory.net/rapid"
)

// cmpText compares the values with unexported fields by ==.
var cmpText = gametest.TextCmp[strohmandel.Move]()

// TestTextRoundTrip plays random deals and checks that every legal move of
// every position, the result and each seat's observation at a random
// moment read back through text and JSON.
func TestTextRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		r := rapid.SampledFrom(strohmandel.Presets()).Draw(t, "preset").Rules
		r.Kontra = rapid.Bool().Draw(t, "kontra")
		r.BothPass = strohmandel.BothPass(rapid.IntRange(0, 3).Draw(t, "bothPass"))
		r.Announcements = strohmandel.Announcements(rapid.IntRange(0, 1).Draw(t, "announcements"))
		r.Rostopschin = rapid.Bool().Draw(t, "rostopschin")
		s, err := strohmandel.NewGame(r, strohmandel.ShuffledPack(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 2), r.CardsInPlay()))
		if err != nil {
			t.Fatal(err)
		}
		look := rapid.IntRange(0, 70).Draw(t, "look")
		var moves []strohmandel.Move
		for n := 0; !s.Done(); n++ {
			moves = s.AppendLegalMoves(moves[:0])
			for _, m := range moves {
				gametest.CheckMoveText(t, m)
			}
			if n == look {
				for p := range tarock.Seat(strohmandel.Players) {
					gametest.CheckJSON(t, s.Observation(p), cmpText)
				}
			}
			if s, err = s.Apply(moves[rapid.IntRange(0, len(moves)-1).Draw(t, "move")]); err != nil {
				t.Fatal(err)
			}
		}
		res, _ := s.Result()
		gametest.CheckJSON(t, res, cmpText)
		for p := range tarock.Seat(strohmandel.Players) {
			gametest.CheckJSON(t, s.Observation(p), cmpText)
		}
	})
}

// TestRulesJSON checks that every preset reads back through JSON, that JSON
// holding some fields changes only those, and that bad JSON changes
// nothing.
func TestRulesJSON(t *testing.T) {
	for _, p := range strohmandel.Presets() {
		j := gametest.CheckJSON(t, p.Rules, cmpText)
		gametest.CheckRulesJSONWords(t, j, p.Rules.Options(strohmandel.Rules{}))
	}
	// The words of the option text and the Go constants' names, in any case.
	for _, partial := range []string{`{"BothPass":"bothpasstrischaken","Birds":"Pagat","Values":{"Valat":3},"Kontra":"on"}`,
		`{"bothpass":"Trischaken","BIRDS":"pagat","values":{"valat":"3"},"Kontra":true}`, `{"BothPass":"Trischaken","Birds":"Pagat","Values.Valat":3,"Kontra":"yes"}`} {
		r := strohmandel.MayrSedlaczek2007
		if err := json.Unmarshal([]byte(partial), &r); err != nil {
			t.Fatal(err)
		}
		want := strohmandel.MayrSedlaczek2007
		want.BothPass, want.Birds, want.Values.Valat, want.Kontra = strohmandel.BothPassTrischaken, strohmandel.BirdPagat, 3, true
		if d := cmp.Diff(want, r); d != "" {
			t.Errorf("partial JSON %s (-want +got):\n%s", partial, d)
		}
	}
	for _, bad := range []string{`{"BothPass":"Trischak"}`, `{"Both":"BothPassTrischaken"}`, `{"Mondfang":"x"}`, `{"Mondfang":1.5}`, `[]`,
		`{"Values":{"Val":1}}`, `{"Birds":"Owl"}`} {
		r := strohmandel.Tirol2025
		if err := json.Unmarshal([]byte(bad), &r); !errors.Is(err, tarock.ErrBadText) || r != strohmandel.Tirol2025 {
			t.Errorf("%s: %v; rules changed: %v", bad, err, r != strohmandel.Tirol2025)
		}
	}
}

func TestMoveTextErrors(t *testing.T) {
	for _, m := range []strohmandel.Move{{}, strohmandel.Play(deck.Card(60)), strohmandel.Announce(strohmandel.AnnouncePagatUltimo | strohmandel.AnnounceKingsTrull),
		strohmandel.PlayCalling(deck.HeartsKing, strohmandel.Call(16))} {
		if b, err := m.MarshalText(); !errors.Is(err, tarock.ErrBadMoveSyntax) {
			t.Errorf("%v: MarshalText = %q, %v; want ErrBadMoveSyntax", m, b, err)
		}
	}
	for _, bad := range []string{"", "play", "announce", "play XY", strings.Repeat("play ", 100)} {
		m := strohmandel.Play(deck.Skus)
		err := m.UnmarshalText([]byte(bad))
		if !errors.Is(err, tarock.ErrBadMoveSyntax) || m != strohmandel.Play(deck.Skus) {
			t.Errorf("UnmarshalText(%q) = %v, %v", bad, err, m)
		} else if len(err.Error()) > 400 {
			t.Errorf("message too long: %s", err)
		}
	}
	if b, err := json.Marshal(strohmandel.PlayCalling(deck.Tarock17, strohmandel.CallRoss)); err != nil || string(b) != `"play T17 ross"` {
		t.Errorf("json.Marshal(play T17 ross) = %s, %v", b, err)
	}
}

func TestResultJSONErrors(t *testing.T) {
	r := strohmandel.Result{Contract: strohmandel.Redeal, Declarer: tarock.NoSeat, Winner: tarock.NoSeat, SameDealer: true}
	j := gametest.CheckJSON(t, r, cmpText)
	if !strings.Contains(string(j), `"winner":null`) || !strings.Contains(string(j), `"items":[]`) || !strings.Contains(string(j), `"kontra":"none"`) {
		t.Errorf("%s", j)
	}
	if _, err := json.Marshal(strohmandel.Result{Kontra: 3}); !errors.Is(err, tarock.ErrBadText) {
		t.Errorf("Kontra 3: %v", err)
	}
	for _, bad := range []string{`{"kind":"won"}`, `{"items":[{"kind":"game","x":1}]}`, `{"kontra":"sub"}`,
		`{"items":[` + strings.Repeat(`{},`, 16) + `{}]}`, `{"piles":[]}`} {
		got := r
		if err := json.Unmarshal([]byte(bad), &got); !errors.Is(err, tarock.ErrBadText) || got != r {
			t.Errorf("%s: %v; result changed: %v", bad, err, got != r)
		}
	}
	var o strohmandel.Observation
	for _, bad := range []string{`{"piles":[[{"taken":5}]]}`, `{"piles":[[{"cards":["ZZ"]}]]}`, `{"history":[{"seat":0,"move":"jump"}]}`} {
		if err := json.Unmarshal([]byte(bad), &o); !errors.Is(err, tarock.ErrBadText) && !errors.Is(err, tarock.ErrBadMoveSyntax) && !errors.Is(err, deck.ErrSyntax) {
			t.Errorf("%s: %v", bad, err)
		}
	}
}

func FuzzMoveText(f *testing.F) {
	for _, s := range append(gametest.MoveSeeds(f, rand.New(rand.NewPCG(3, 3)), seedStarts(f)),
		"play KH", "takeup", "play T17 ross", "announce pagatultimo", "play Skus trull", "") {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		keep := strohmandel.Play(deck.Mond)
		m := keep
		if err := m.UnmarshalText([]byte(s)); err != nil {
			if m != keep {
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
	gametest.FuzzJSON[strohmandel.Result](f, cmpText, append(seeds,
		`{"contract":"taken-up game","declarer":0,"winner":0,"items":[{"kind":"game","to":0,"by":0,"points":3}],"kontra":"re"}`,
		`{"contract":"redeal","declarer":null,"sameDealer":true}`,
	)...)
}

// TestItemKindAnyCase: an item kind is written as its String ("game",
// this game's display) and read in any case, as tapp's "Game" is, also
// inside an Item's JSON (doc/notation.md "JSON").
func TestItemKindAnyCase(t *testing.T) {
	var kinds []strohmandel.ItemKind
	for k := strohmandel.ItemGame; k <= strohmandel.ItemRostopschin; k++ {
		kinds = append(kinds, k)
	}
	gametest.CheckKindAnyCase(t, kinds, func(it strohmandel.Item) strohmandel.ItemKind { return it.Kind })
	if s := strohmandel.ItemGame.String(); s != "game" {
		t.Errorf("ItemGame.String() = %q", s)
	}
}

// TestFixedArraysJSON: a JSON array of a Result or an Observation that has
// more entries than its Go array (three deltas, a third seat's piles, a
// fifth card in a pile) is refused, not cut short.
func TestFixedArraysJSON(t *testing.T) {
	rng := rand.New(rand.NewPCG(51, 52))
	st, err := strohmandel.NewGame(strohmandel.Tirol2025, strohmandel.Shuffled(rng))
	if err != nil {
		t.Fatal(err)
	}
	for n := 0; n < 20 && !st.Done(); n++ {
		ms := st.LegalMoves()
		if st, err = st.Apply(ms[rng.IntN(len(ms))]); err != nil {
			t.Fatal(err)
		}
	}
	gametest.CheckFixedArrays(t, st.Observation(0), cmpText, "handSizes", "revealed", "knownHand", "tops",
		"piles", "piles.1", "piles.0.2.cards", "won", "announced")
	st = gametest.PlayOut(t, st, rng)
	res, _ := st.Result()
	gametest.CheckFixedArrays(t, res, cmpText, "deltas", "seatPoints", "tricks")
}

// TestEventJSON: a history event reads and writes as in the other games,
// {"seat":0,"move":"takeup"}, strictly (doc/notation.md "JSON").
func TestEventJSON(t *testing.T) {
	e := strohmandel.Event{Seat: 1, Move: strohmandel.Play(deck.Pagat)}
	if b, err := json.Marshal(e); err != nil || string(b) != `{"seat":1,"move":"play T1"}` {
		t.Errorf("%s, %v", b, err)
	}
	gametest.CheckJSON(t, e, cmpText)
	for _, bad := range []string{`{"seat":0,"move":"play T1","concealed":1}`, `{"seat":0,"move":"fold"}`, `{"Seat":0,"Move":"takeup","x":1}`} {
		got := e
		if err := json.Unmarshal([]byte(bad), &got); !errors.Is(err, tarock.ErrBadText) || got != e {
			t.Errorf("%s: %v, %v; want ErrBadText and no change", bad, got, err)
		}
	}
}

func FuzzEventJSON(f *testing.F) {
	gametest.FuzzJSON[strohmandel.Event](f, cmpText, `{"seat":0,"move":"takeup"}`, `{"seat":1,"move":"play T17 ross"}`,
		`{"seat":null,"move":"announce kingstrull"}`, `{"seat":0,"move":"play T1","concealed":1}`, `{"seat":"seat 1","move":"kontra"}`, `{}`)
}

// FuzzObservationJSON starts from an observation of every phase and
// contract of complete deals of seedStarts (gametest.ObservationSeeds).
func FuzzObservationJSON(f *testing.F) {
	seeds := gametest.ObservationSeeds(f, rand.New(rand.NewPCG(5, 5)), seedStarts(f),
		func(s strohmandel.State) string { return s.Phase().String() + s.Contract().String() },
		strohmandel.State.Observation, `{}`)
	gametest.FuzzJSON[strohmandel.Observation](f, cmpText, append(seeds, `{"seat":null,"rules":{},"piles":[[{"cards":["T1",null],"taken":1}]]}`)...)
}

// FuzzRulesJSON starts from the JSON of every preset, which holds every
// field, and from JSON in the other words the option text reads.
func FuzzRulesJSON(f *testing.F) {
	seeds := []string{`{"BothPass":"BothPassTrischaken","Kontra":"on"}`, `{"values":{"valat":"3"},"Pack":"Pack40","Glatzen":"RedFours"}`}
	for _, p := range strohmandel.Presets() {
		b, err := json.Marshal(p.Rules)
		if err != nil {
			f.Fatal(err)
		}
		seeds = append(seeds, string(b))
	}
	gametest.FuzzJSON[strohmandel.Rules](f, cmpText, seeds...)
}
