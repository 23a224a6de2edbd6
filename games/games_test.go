package games

import (
	"errors"
	"slices"
	"strconv"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/arena"
	"github.com/tarockfamily/sdk/tarock/bot"
)

func TestParsePlayers(t *testing.T) {
	for _, tc := range []struct {
		list  string
		seats int
		want  []string
	}{
		{"random", 3, []string{"random", "random", "random"}},
		{"Heuristic", 2, []string{"heuristic", "heuristic"}},
		{"search, heuristic,random", 3, []string{"search", "heuristic", "random"}},
		{"random,search", 2, []string{"random", "search"}},
		{"random,random", 3, nil},
		{"clever", 2, nil},
		{"", 2, nil},
	} {
		got, err := ParsePlayers(tc.list, tc.seats)
		if tc.want == nil {
			if !errors.Is(err, ErrUnknown) {
				t.Errorf("ParsePlayers(%q, %d) = %v, %v; want an error wrapping ErrUnknown", tc.list, tc.seats, got, err)
			}
			continue
		}
		if err != nil || !slices.Equal(got, tc.want) {
			t.Errorf("ParsePlayers(%q, %d) = %v, %v; want %v", tc.list, tc.seats, got, err, tc.want)
		}
	}
}

// TestPresets checks that every listed preset name resolves, in any case,
// to the rules of that name (doc/tapp.md §13.2,
// doc/strohmandel.md §12.1), and that an unknown name is refused.
func TestPresets(t *testing.T) {
	tn := PresetNames(Tapp)
	sn := PresetNames(Strohmandel)
	if len(tn) < 4 || len(sn) != 8 {
		t.Fatalf("preset names %v and %v", tn, sn)
	}
	for _, n := range tn {
		r, name, err := TappPreset(n)
		want, _ := tapp.Preset(n)
		if err != nil || name != n || r != want {
			t.Errorf("TappPreset(%q) = %q, %v", n, name, err)
		}
	}
	for _, n := range sn {
		r, name, err := StrohmandelPreset(n)
		want, _ := strohmandel.Preset(n)
		if err != nil || name != n || r != want {
			t.Errorf("StrohmandelPreset(%q) = %q, %v", n, name, err)
		}
	}
	if _, name, err := TappPreset("fixedhalf"); err != nil || name != "FixedHalf" {
		t.Errorf("TappPreset(fixedhalf) = %q, %v", name, err)
	}
	if r, name, err := TappPreset(""); err != nil || name != "MayrSedlaczek2001" || r != tapp.MayrSedlaczek2001 {
		t.Errorf("TappPreset(\"\") = %q, %v", name, err)
	}
	if r, name, err := StrohmandelPreset(""); err != nil || name != "MayrSedlaczek2007" || r != strohmandel.MayrSedlaczek2007 {
		t.Errorf("StrohmandelPreset(\"\") = %q, %v", name, err)
	}
	if _, _, err := TappPreset("Beck1972"); !errors.Is(err, ErrUnknown) {
		t.Errorf("TappPreset(Beck1972): %v", err)
	}
	if _, _, err := StrohmandelPreset("Tapp1821"); !errors.Is(err, ErrUnknown) {
		t.Errorf("StrohmandelPreset(Tapp1821): %v", err)
	}
}

func TestPlayerSeed(t *testing.T) {
	seen := map[uint64]bool{}
	for deal := range uint64(100) {
		for seat := range 3 {
			s := PlayerSeed(deal, seat)
			if seen[s] {
				t.Fatalf("PlayerSeed(%d, %d) = %d repeats", deal, seat, s)
			}
			seen[s] = true
		}
	}
}

// playOut plays deals of spec with random players until one has a declarer
// and one has none, checking each verdict against the game's result.
func playOut[S tarock.Observable[S, M, O], M tarock.Move, O any](t *testing.T, spec Spec[S, M, O], check func(final S, ok bool)) {
	players := make([]bot.Player[O, M], len(spec.Seats))
	for seed := range uint64(60) {
		s, err := spec.Deal(DealRand(seed))
		if err != nil {
			t.Fatal(err)
		}
		for i := range players {
			if players[i], err = spec.Player(Random, PlayerSeed(seed, i), PlayerOptions{}); err != nil {
				t.Fatal(err)
			}
		}
		final, moves, err := bot.Play(s, players, 0)
		if err != nil {
			t.Fatal(err)
		}
		check(final, arena.Judge(final.Outcome()).OK)
		rec, err := spec.Record(s, moves, Table{Names: []string{"a", "b", "c"}, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		if v, _ := rec.Get("Seed"); v != strconv.FormatUint(seed, 10) {
			t.Errorf("Seed tag %q, want %d", v, seed)
		}
	}
}

// TestVerdicts checks the verdicts against the results: a played
// contract has its declarer and is won exactly when the declarer reached
// the threshold (doc/tapp.md §9.3) or won the game item
// (doc/strohmandel.md §8).
func TestVerdicts(t *testing.T) {
	var with, without int
	playOut(t, TappSpec(tapp.MayrSedlaczek2001, "MayrSedlaczek2001"), func(final tapp.State, ok bool) {
		res, _ := final.Result()
		v := arena.Judge(final.Outcome())
		switch res.End {
		case tapp.EndPlayed:
			with++
			want := arena.Verdict{Contract: res.Contract.String(), Declarer: res.Declarer, Won: res.GameWon, OK: true}
			if d := cmp.Diff(want, v); d != "" {
				t.Errorf("verdict (-want +got):\n%s", d)
			}
		default:
			without++
			if ok {
				t.Errorf("%v: verdict with a declarer: %+v", res.End, v)
			}
		}
	})
	playOut(t, StrohmandelSpec(strohmandel.MayrSedlaczek2007, "MayrSedlaczek2007"), func(final strohmandel.State, ok bool) {
		res, _ := final.Result()
		v := arena.Judge(final.Outcome())
		if res.Kind == strohmandel.KindTakenUp {
			with++
			want := arena.Verdict{Contract: "taken-up game", Declarer: res.Declarer, Won: res.Winner == res.Declarer, OK: true}
			if d := cmp.Diff(want, v); d != "" {
				t.Errorf("verdict (-want +got):\n%s", d)
			}
		} else {
			without++
			if ok || v.Contract != res.Kind.String() {
				t.Errorf("%v: verdict %+v", res.Kind, v)
			}
		}
	})
	if with == 0 || without == 0 {
		t.Errorf("%d deals with a declarer, %d without: want both", with, without)
	}
}
