package koenigrufen_test

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/tarockfamily/sdk/internal/gametest"
	"github.com/tarockfamily/sdk/koenigrufen"
	"github.com/tarockfamily/sdk/tarock"
)

var raisesCmp = cmp.Options{cmp.Comparer(func(a, b koenigrufen.Raises) bool { return a == b })}

// TestRaisesJSON: the raises of a "say" move are written as an object from
// each target to its level, in the words of the move notation, as an
// Observation's Kontra is (doc/koenigrufen.md "Move notation",
// doc/notation.md "JSON"), and read back in any case.
func TestRaisesJSON(t *testing.T) {
	uhu := koenigrufen.TargetPremium(koenigrufen.Uhu)
	cases := []struct {
		r    koenigrufen.Raises
		want string
	}{
		{koenigrufen.Raises{}, `{}`},
		{koenigrufen.Raise(koenigrufen.TargetGame, koenigrufen.LevelKontra), `{"game":"kontra"}`},
		{koenigrufen.Raise(koenigrufen.TargetGame, koenigrufen.LevelKontra).With(uhu, koenigrufen.LevelRe), `{"Uhu":"re","game":"kontra"}`},
		{koenigrufen.Raise(koenigrufen.TargetDefenderGame(2), koenigrufen.Level64), `{"game2":"x64"}`},
	}
	for _, c := range cases {
		b, err := json.Marshal(c.r)
		if err != nil || string(b) != c.want {
			t.Errorf("%v: %s, %v; want %s", c.r, b, err, c.want)
		}
		gametest.CheckJSON(t, c.r, raisesCmp)
	}
	var r koenigrufen.Raises
	if err := json.Unmarshal([]byte(`{"GAME":"Kontra","uhu":"RE","game1":"none"}`), &r); err != nil ||
		r != koenigrufen.Raise(koenigrufen.TargetGame, koenigrufen.LevelKontra).With(uhu, koenigrufen.LevelRe) {
		t.Errorf("any case: %v, %v", r, err)
	}
	if _, err := json.Marshal(koenigrufen.Raise(koenigrufen.TargetPremium(0), koenigrufen.LevelKontra)); !errors.Is(err, tarock.ErrBadText) {
		t.Errorf("a Raises out of range: %v, want ErrBadText", err)
	}
	want := koenigrufen.Raise(uhu, koenigrufen.LevelSub)
	for _, bad := range []string{`{"Mond":"kontra"}`, `{"game":"x8"}`, `{"game":"kontra","GAME":"re"}`, `["game"]`, `"kontra game"`,
		`null`, `{"game":1}`} {
		r := want
		err := json.Unmarshal([]byte(bad), &r)
		var te *tarock.TextError
		if !errors.As(err, &te) || !errors.Is(err, tarock.ErrBadText) || r != want {
			t.Errorf("%s: %v, %v; want a *tarock.TextError and no change", bad, r, err)
		}
	}
}

// TestRaisesJSONProperty: every Raises of targets and levels in range
// reads back through JSON.
func TestRaisesJSONProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var r koenigrufen.Raises
		for range rapid.IntRange(0, 5).Draw(t, "n") {
			tg := koenigrufen.KontraTarget(rapid.IntRange(0, koenigrufen.NumTargets-1).Draw(t, "target"))
			l := koenigrufen.KontraLevel(rapid.IntRange(0, int(koenigrufen.Level64)).Draw(t, "level"))
			r = r.With(tg, l)
		}
		gametest.CheckJSON(t, r, raisesCmp)
	})
}

func FuzzRaisesJSON(f *testing.F) {
	gametest.FuzzJSON[koenigrufen.Raises](f, raisesCmp, `{}`, `{"game":"kontra"}`, `{"Uhu":"re","game":"kontra"}`,
		`{"GAME":"Sub","PagatUltimo":"x16","Valat":"x32","game3":"x64"}`, `{"Trull":"none"}`, `{"game0":"re","game0":"sub"}`,
		`{"Mond":"kontra"}`, `{"game":"x8"}`, `null`, `[]`, `"kontra game"`)
}
