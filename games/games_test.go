package games

import (
	"errors"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/tarockfamily/sdk/koenigrufen"
	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/arena"
	"github.com/tarockfamily/sdk/tarock/bot"
	"github.com/tarockfamily/sdk/tarock/search"
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
		{"random,SEARCH", 2, []string{"random", "search"}},
		{" search ", 1, []string{"search"}},
	} {
		got, err := ParsePlayers(tc.list, tc.seats)
		if err != nil || !slices.Equal(got, tc.want) {
			t.Errorf("ParsePlayers(%q, %d) = %v, %v; want %v", tc.list, tc.seats, got, err, tc.want)
		}
	}
}

// TestParsePlayersErrors checks that an unknown kind and a list of the
// wrong length are told apart, and that each error names what was wrong.
func TestParsePlayersErrors(t *testing.T) {
	for _, tc := range []struct {
		list  string
		seats int
		is    error
		text  string
	}{
		{"clever", 2, ErrUnknown, `unknown player "clever": want random, heuristic, search, beginner, club or expert`},
		{"", 2, ErrUnknown, `unknown player "": want random, heuristic, search, beginner, club or expert`},
		{"random,,search", 3, ErrUnknown, `unknown player "": want random, heuristic, search, beginner, club or expert`},
		{"heuristic, bogus", 2, ErrUnknown, `unknown player " bogus": want random, heuristic, search, beginner, club or expert`},
		{"bogus,random,random,random", 3, ErrUnknown, `unknown player "bogus": want random, heuristic, search, beginner, club or expert`},
		{"random,random", 3, ErrPlayerCount, `players "random,random": 2 kinds given for 3 seats: want 1 for every seat or 3, one per seat`},
		{"heuristic,random,search", 2, ErrPlayerCount, `players "heuristic,random,search": 3 kinds given for 2 seats: want 1 for every seat or 2, one per seat`},
		{"random,random", 1, ErrPlayerCount, `players "random,random": 2 kinds given: want 1`},
	} {
		got, err := ParsePlayers(tc.list, tc.seats)
		if !errors.Is(err, tc.is) || err.Error() != tc.text {
			t.Errorf("ParsePlayers(%q, %d) = %v, %v; want an error wrapping %v: %s", tc.list, tc.seats, got, err, tc.is, tc.text)
		}
		other := ErrUnknown
		if tc.is == ErrUnknown {
			other = ErrPlayerCount
		}
		if errors.Is(err, other) {
			t.Errorf("ParsePlayers(%q, %d): %v wraps %v", tc.list, tc.seats, err, other)
		}
	}
}

// TestUnknown checks the error for an unknown game, preset or player kind:
// it wraps ErrUnknown, is an *UnknownError with the valid names, and its
// text names the name and lists the valid ones.
func TestUnknown(t *testing.T) {
	tappSpec := TappSpec(tapp.MayrSedlaczek2001, "MayrSedlaczek2001")
	strohSpec := StrohmandelSpec(strohmandel.MayrSedlaczek2007, "MayrSedlaczek2007")
	for _, tc := range []struct {
		name  string
		err   func() error
		what  string
		valid []string
		text  string
	}{
		{"game", func() error { _, err := ParseGame("chess"); return err }, "game", Games(),
			`unknown game "chess": want tapp, strohmandel or koenigrufen`},
		{"empty game", func() error { _, err := ParseGame(""); return err }, "game", Games(),
			`unknown game "": want tapp, strohmandel or koenigrufen`},
		{"koenigrufen preset", func() error { _, _, err := KoenigrufenPreset("Tirol2020"); return err }, "koenigrufen preset", PresetNames(Koenigrufen),
			`unknown koenigrufen preset "Tirol2020": want AustrianTarockCup2023, OOE2023, Wien2020 or Sauwald2019`},
		{"koenigrufen player", func() error {
			_, err := KoenigrufenSpec(koenigrufen.AustrianTarockCup2023, "").Player("clever", 1, PlayerOptions{})
			return err
		}, "player", Kinds(), `unknown player "clever": want random, heuristic, search, beginner, club or expert`},
		{"tapp preset", func() error { _, _, err := TappPreset("Beck1972"); return err }, "tapp preset", PresetNames(Tapp),
			`unknown tapp preset "Beck1972": want MayrSedlaczek2001, FixedHalf, AlscherMultiplierValat, Tapp1821, Tapp1821Pack42, Strohmandel1829, ImmediateHolding or ForehandHolding`},
		{"strohmandel preset", func() error { _, _, err := StrohmandelPreset("Tapp1821"); return err }, "strohmandel preset", PresetNames(Strohmandel),
			`unknown strohmandel preset "Tapp1821": want MayrSedlaczek2007, MayrSedlaczekWeb2001Classic, MayrSedlaczekWeb2001Extended, Beck1972, BeckDEWP, Bamberger2011, Furr2009, Tirol2025 or Zwanziger40`},
		{"tapp player", func() error { _, err := tappSpec.Player("bogus", 1, PlayerOptions{}); return err }, "player", Kinds(),
			`unknown player "bogus": want random, heuristic, search, beginner, club or expert`},
		{"strohmandel player", func() error { _, err := strohSpec.Player("", 1, PlayerOptions{}); return err }, "player", Kinds(),
			`unknown player "": want random, heuristic, search, beginner, club or expert`},
		{"players", func() error {
			_, err := tappSpec.Players([]string{"random", "mcts", "random"}, 1, PlayerOptions{})
			return err
		}, "player", Kinds(),
			`unknown player "mcts": want random, heuristic, search, beginner, club or expert`},
	} {
		err := tc.err()
		var u *UnknownError
		if !errors.Is(err, ErrUnknown) || !errors.As(err, &u) {
			t.Errorf("%s: %v; want an *UnknownError wrapping ErrUnknown", tc.name, err)
			continue
		}
		if u.What != tc.what || !slices.Equal(u.Valid, tc.valid) {
			t.Errorf("%s: %+v; want What %q, Valid %v", tc.name, u, tc.what, tc.valid)
		}
		if err.Error() != tc.text {
			t.Errorf("%s: %q\nwant %q", tc.name, err, tc.text)
		}
	}
}

// TestGames checks that ParseGame reads every listed game in any case.
func TestGames(t *testing.T) {
	for _, g := range Games() {
		for _, in := range []string{g, strings.ToUpper(g), " " + g + " "} {
			if got, err := ParseGame(in); err != nil || got != g {
				t.Errorf("ParseGame(%q) = %q, %v; want %q", in, got, err, g)
			}
		}
		if len(PresetNames(g)) == 0 {
			t.Errorf("PresetNames(%q) is empty", g)
		}
	}
	if PresetNames("chess") != nil {
		t.Errorf("PresetNames(chess) = %v", PresetNames("chess"))
	}
}

// TestPlayersCount checks Spec.Players: one kind per seat, case ignored,
// and a count error naming the count given and wanted.
func TestPlayersCount(t *testing.T) {
	spec := StrohmandelSpec(strohmandel.MayrSedlaczek2007, "MayrSedlaczek2007")
	if ps, err := spec.Players([]string{"Random", "heuristic"}, 3, PlayerOptions{}); err != nil || len(ps) != 2 {
		t.Errorf("Players(Random, heuristic) = %v, %v", ps, err)
	}
	// One kind serves every seat, as ParsePlayers reads it.
	if ps, err := spec.Players([]string{"random"}, 3, PlayerOptions{}); err != nil || len(ps) != 2 {
		t.Errorf("Players(random) = %v, %v; want two players", ps, err)
	}
	_, err := spec.Players([]string{"random", "random", "random"}, 3, PlayerOptions{})
	var c *PlayerCountError
	if !errors.Is(err, ErrPlayerCount) || !errors.As(err, &c) || c.Given != 3 || c.Seats != 2 {
		t.Errorf("Players(random×3) = %v; want a *PlayerCountError of 3 for 2 seats", err)
	}
	if _, err := ParsePlayers("random", 0); !errors.Is(err, ErrPlayerCount) || !strings.Contains(err.Error(), "at least one seat") {
		t.Errorf("ParsePlayers for 0 seats = %v; want a *PlayerCountError", err)
	}
}

// TestPlay checks that Spec.Play deals the deal of DealRand(seed) and gives
// the same deal every time.
func TestPlay(t *testing.T) {
	spec := TappSpec(tapp.MayrSedlaczek2001, "MayrSedlaczek2001")
	kinds := []string{Random, Heuristic, Random}
	start, final, moves, err := spec.Play(5, kinds, PlayerOptions{})
	if err != nil || !final.Done() || len(moves) == 0 {
		t.Fatalf("Play: %d moves, done %v, %v", len(moves), final.Done(), err)
	}
	want, _ := spec.Deal(DealRand(5))
	if TappDeal(start) != TappDeal(want) {
		t.Errorf("Play dealt %v, want %v", TappDeal(start), TappDeal(want))
	}
	_, _, again, err := spec.Play(5, kinds, PlayerOptions{})
	if err != nil || !slices.Equal(moves, again) {
		t.Errorf("Play(5) twice: %v and %v, %v", moves, again, err)
	}
	if _, _, _, err := spec.Play(5, kinds[:2], PlayerOptions{}); !errors.Is(err, ErrPlayerCount) {
		t.Errorf("Play with two players: %v", err)
	}
}

// TestPresets checks that every listed preset name resolves, in any case,
// to the rules of that name (doc/tapp.md §13.2,
// doc/strohmandel.md §12.1), and that an unknown name is refused.
func TestPresets(t *testing.T) {
	tn := PresetNames(Tapp)
	sn := PresetNames(Strohmandel)
	if len(tn) < 4 || len(sn) != len(strohmandel.Presets()) || sn[len(sn)-1] != "Zwanziger40" {
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
	for _, n := range PresetNames(Koenigrufen) {
		r, name, err := KoenigrufenPreset(strings.ToLower(n))
		want, _ := koenigrufen.Preset(n)
		if err != nil || name != n || r != want {
			t.Errorf("KoenigrufenPreset(%q) = %q, %v", n, name, err)
		}
	}
	if r, name, err := KoenigrufenPreset(""); err != nil || name != KoenigrufenDefault || r != koenigrufen.AustrianTarockCup2023 {
		t.Errorf("KoenigrufenPreset(\"\") = %q, %v", name, err)
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
		if res.Contract == strohmandel.TakenUpGame {
			with++
			want := arena.Verdict{Contract: "taken-up game", Declarer: res.Declarer, Won: res.Winner == res.Declarer, OK: true}
			if d := cmp.Diff(want, v); d != "" {
				t.Errorf("verdict (-want +got):\n%s", d)
			}
		} else {
			without++
			if ok || v.Contract != res.Contract.String() {
				t.Errorf("%v: verdict %+v", res.Contract, v)
			}
		}
	})
	if with == 0 || without == 0 {
		t.Errorf("%d deals with a declarer, %d without: want both", with, without)
	}
	// Königrufen (doc/koenigrufen.md §4.2, §10): every deal has a
	// declarer; a played one is won exactly when his party reached the
	// threshold; the settlement names the contract and the summary is
	// the record's result comment.
	played := 0
	playOut(t, KoenigrufenSpec(koenigrufen.AustrianTarockCup2023, KoenigrufenDefault), func(final koenigrufen.State, ok bool) {
		out := final.Outcome()
		v := arena.Judge(out)
		want := arena.Verdict{Contract: final.Contract().String(), Declarer: final.Declarer(), Won: out.DeclarerWon, OK: true}
		if out.Played {
			played++
			if d := cmp.Diff(want, v); d != "" {
				t.Errorf("verdict (-want +got):\n%s", d)
			}
		}
		names := []string{"Anna", "Bert", "Carl", "Dora"}
		text, summary := KoenigrufenSpec(koenigrufen.AustrianTarockCup2023, "").Settlement(final, names)
		rec, _ := final.Record()
		res, _ := final.Result()
		if summary != rec.Result || text != res.Text(names) || strings.Contains(text, "seat ") {
			t.Errorf("settlement %q, %q; want the players named and the summary %q", text, summary, rec.Result)
		}
	})
	if played == 0 {
		t.Errorf("no Königrufen deal played")
	}
}

// TestLongNames checks that the error for a long name or list quotes it
// cut short, while the error value keeps it whole.
func TestLongNames(t *testing.T) {
	long := strings.Repeat("x", 1<<16)
	list := strings.Repeat("random,", 1<<12) + "random"
	for _, tc := range []struct {
		name string
		err  error
		keep string
	}{
		{"game", func() error { _, err := ParseGame(long); return err }(), long},
		{"preset", func() error { _, _, err := TappPreset(long); return err }(), long},
		{"player", func() error { _, err := ParsePlayers(long, 3); return err }(), long},
		{"level", func() error { _, err := SearchConfig(Search, PlayerOptions{Level: long}); return err }(), long},
		{"count", func() error { _, err := ParsePlayers(list, 3); return err }(), list},
	} {
		if tc.err == nil {
			t.Errorf("%s: no error", tc.name)
			continue
		}
		if msg := tc.err.Error(); len(msg) > 300 || !strings.Contains(msg, "…") {
			t.Errorf("%s: a message of %d bytes: %.100q", tc.name, len(msg), msg)
		}
		var u *UnknownError
		var c *PlayerCountError
		switch {
		case errors.As(tc.err, &u):
			if u.Name != tc.keep {
				t.Errorf("%s: Name of %d bytes, want %d", tc.name, len(u.Name), len(tc.keep))
			}
		case errors.As(tc.err, &c):
			if c.List != tc.keep {
				t.Errorf("%s: List of %d bytes, want %d", tc.name, len(c.List), len(tc.keep))
			}
		default:
			t.Errorf("%s: %T", tc.name, tc.err)
		}
	}
}

// TestNegativeOptions checks that a negative count or time of
// PlayerOptions is refused, not read as the level's.
func TestNegativeOptions(t *testing.T) {
	for _, opt := range []PlayerOptions{{Samples: -1}, {Playouts: -3}, {Budget: -time.Second}} {
		if _, err := SearchConfig(Search, opt); !errors.Is(err, search.ErrConfig) {
			t.Errorf("SearchConfig(%+v): %v; want an error wrapping search.ErrConfig", opt, err)
		}
		if _, err := TappSpec(tapp.MayrSedlaczek2001, "").Player(Club, 1, opt); !errors.Is(err, search.ErrConfig) {
			t.Errorf("Player(club, %+v): %v; want an error wrapping search.ErrConfig", opt, err)
		}
	}
}
