package games_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/tarockfamily/sdk/games"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/record"
)

// playErased plays the deal of seed of g to the end with computer players
// of level, one per seat seeded as Spec.Players seeds them, through the
// erased layer only.
func playErased(t *testing.T, g games.Game, seed uint64, level string) games.Deal {
	t.Helper()
	d, err := g.Deal(seed)
	if err != nil {
		t.Fatal(err)
	}
	players := make([]games.Player, d.Seats())
	for i := range players {
		if players[i], err = g.Player(level, games.PlayerSeed(seed, i), games.PlayerOptions{}); err != nil {
			t.Fatal(err)
		}
	}
	for n := 0; !d.Done(); n++ {
		if n > 1000 {
			t.Fatal("deal not over after 1000 moves")
		}
		m, err := players[d.ToMove()].Choose(d)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Contains(d.Legal(), m) {
			t.Fatalf("move %d: %q not among the legal moves %v", n+1, m, d.Legal())
		}
		if d, err = d.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
	return d
}

// The erased layer plays the same deal as the typed Spec.Play with the
// same seeds, and its result is the typed settlement.
func TestDealMatchesSpec(t *testing.T) {
	for _, name := range games.Games() {
		g, err := games.New(name, "")
		if err != nil {
			t.Fatal(err)
		}
		for seed := uint64(1); seed <= 3; seed++ {
			d := playErased(t, g, seed, games.Heuristic)
			var want []string
			var summary string
			switch name {
			case games.Tapp:
				r, p, _ := games.TappPreset("")
				spec := games.TappSpec(r, p)
				_, final, moves, err := spec.Play(seed, []string{games.Heuristic}, games.PlayerOptions{})
				if err != nil {
					t.Fatal(err)
				}
				want, summary = texts(moves), func() string { _, s := spec.Settlement(final, nil); return s }()
			case games.Strohmandel:
				r, p, _ := games.StrohmandelPreset("")
				spec := games.StrohmandelSpec(r, p)
				_, final, moves, err := spec.Play(seed, []string{games.Heuristic}, games.PlayerOptions{})
				if err != nil {
					t.Fatal(err)
				}
				want, summary = texts(moves), func() string { _, s := spec.Settlement(final, nil); return s }()
			case games.Koenigrufen:
				r, p, _ := games.KoenigrufenPreset("")
				spec := games.KoenigrufenSpec(r, p)
				_, final, moves, err := spec.Play(seed, []string{games.Heuristic}, games.PlayerOptions{})
				if err != nil {
					t.Fatal(err)
				}
				want, summary = texts(moves), func() string { _, s := spec.Settlement(final, nil); return s }()
			}
			if diff := cmp.Diff(want, d.Moves()); diff != "" {
				t.Errorf("%s seed %d: moves differ from Spec.Play (-typed +erased):\n%s", name, seed, diff)
			}
			res, ok := d.Result()
			if !ok || res.Summary != summary || len(res.Deltas) != d.Seats() {
				t.Errorf("%s seed %d: Result = %+v, %v; want the summary %q", name, seed, res, ok, summary)
			}
			sum := 0
			for _, x := range res.Deltas {
				sum += x
			}
			if sum != 0 {
				t.Errorf("%s seed %d: deltas %v sum to %d", name, seed, res.Deltas, sum)
			}
		}
	}
}

func texts[M fmt.Stringer](moves []M) []string {
	out := make([]string, len(moves))
	for i, m := range moves {
		out[i] = m.String()
	}
	return out
}

// A move that is no move, an illegal move and a seat out of range are
// refused with their errors and leave the deal as it was.
func TestDealRefusals(t *testing.T) {
	for _, name := range games.Games() {
		g, _ := games.New(name, "")
		d, err := g.Deal(7)
		if err != nil {
			t.Fatal(err)
		}
		for _, tc := range []struct {
			move string
			is   error
		}{
			{"fly away", tarock.ErrBadMoveSyntax},
			{"", tarock.ErrBadMoveSyntax},
			{"play T21", tarock.ErrIllegalMove}, // no card is played before the auction
		} {
			got, err := d.Apply(tc.move)
			if !errors.Is(err, tc.is) || got != d {
				t.Errorf("%s: Apply(%q) = %v, %v; want the receiver and an error wrapping %v", name, tc.move, got, err, tc.is)
			}
		}
		if len(d.Moves()) != 0 {
			t.Errorf("%s: refused moves changed the deal: %v", name, d.Moves())
		}
		for _, seat := range []int{-1, d.Seats()} {
			if _, err := d.Observation(seat); !errors.Is(err, games.ErrSeat) {
				t.Errorf("%s: Observation(%d) error %v, want ErrSeat", name, seat, err)
			}
		}
		if _, ok := d.Result(); ok {
			t.Errorf("%s: a deal not begun has a result", name)
		}
	}
}

// New reads the preset and options and refuses unknown names and options.
func TestNew(t *testing.T) {
	g, err := games.New("Königrufen", "", "Mondfang=on")
	if err != nil {
		t.Fatal(err)
	}
	if g.Name() != games.Koenigrufen || g.Title() != "Königrufen" || g.Preset() != games.KoenigrufenDefault ||
		!slices.Equal(g.Options(), []string{"Mondfang=on"}) || g.Players() != 4 || len(g.Seats()) != 4 {
		t.Errorf("New = %s %s %s %v %d %v", g.Name(), g.Title(), g.Preset(), g.Options(), g.Players(), g.Seats())
	}
	for _, tc := range []struct {
		game, preset, option string
		is                   error
	}{
		{"chess", "", "", games.ErrUnknown},
		{"tapp", "Nowhere1900", "", games.ErrUnknown},
		{"tapp", "", "NoSuchOption=on", tarock.ErrInvalidRules},
	} {
		var opts []string
		if tc.option != "" {
			opts = []string{tc.option}
		}
		if _, err := games.New(tc.game, tc.preset, opts...); !errors.Is(err, tc.is) {
			t.Errorf("New(%q, %q, %v) error %v, want %v", tc.game, tc.preset, opts, err, tc.is)
		}
	}
}

// A deal written with Record at any point, finished or not, resumes to the
// same deal: the same moves, the same observation of every seat, the same
// legal moves and, at the end, the same result.
func TestRecordResumes(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		name := rapid.SampledFrom(games.Games()).Draw(t, "game")
		g, _ := games.New(name, "")
		seed := rapid.Uint64().Draw(t, "seed")
		d, err := g.Deal(seed)
		if err != nil {
			t.Fatal(err)
		}
		stop := rapid.IntRange(0, 80).Draw(t, "moves")
		for i := 0; i < stop && !d.Done(); i++ {
			legal := d.Legal()
			if d, err = d.Apply(legal[rapid.IntRange(0, len(legal)-1).Draw(t, "move")]); err != nil {
				t.Fatal(err)
			}
		}
		rec, err := d.Record(record.Tag{Name: record.SeatTag(0), Value: "Anna"})
		if err != nil {
			t.Fatal(err)
		}
		back, err := record.Parse(rec.String())
		if err != nil {
			t.Fatalf("%v\n%s", err, rec)
		}
		r, err := games.Resume(back)
		if err != nil {
			t.Fatalf("%v\n%s", err, rec)
		}
		if r.Seed() != seed || r.Game().Name() != name || !slices.Equal(r.Moves(), d.Moves()) ||
			r.Done() != d.Done() || r.ToMove() != d.ToMove() || !slices.Equal(r.Legal(), d.Legal()) {
			t.Fatalf("resumed %d %s %v, want %d %s %v", r.Seed(), r.Game().Name(), r.Moves(), seed, name, d.Moves())
		}
		for s := range d.Seats() {
			a, _ := d.Observation(s)
			b, _ := r.Observation(s)
			if string(a) != string(b) {
				t.Fatalf("seat %d sees another deal after resuming:\n%s\n%s", s, a, b)
			}
		}
		ra, oka := d.Result()
		rb, okb := r.Result()
		if diff := cmp.Diff(ra, rb); oka != okb || diff != "" {
			t.Fatalf("results differ: %s", diff)
		}
		if _, has := back.Get("Seat0"); !has || (back.Result != "") != d.Done() {
			t.Fatalf("record tags or result wrong:\n%s", rec)
		}
	})
}

func TestResumeUnknownGame(t *testing.T) {
	_, err := games.Resume(record.Record{Tags: []record.Tag{{Name: "Game", Value: "Skat"}}})
	var u *games.UnknownError
	if !errors.As(err, &u) || u.Name != "Skat" {
		t.Errorf("Resume of a Skat record: %v", err)
	}
}

// The match of the erased layer rotates the dealer, sums to zero and
// gives each player the seat of the game's own Match.
func TestMatch(t *testing.T) {
	for _, name := range games.Games() {
		g, _ := games.New(name, "")
		m, err := g.Match(0)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Match(g.Players()); !errors.Is(err, tarock.ErrInvalidRules) {
			t.Errorf("%s: Match(%d) error %v", name, g.Players(), err)
		}
		for k := range 4 {
			if m.Seat(m.Dealer()) != g.Players()-1 || m.Player(0) != (m.Dealer()+1)%g.Players() {
				t.Fatalf("%s: dealer %d has seat %d", name, m.Dealer(), m.Seat(m.Dealer()))
			}
			d := playErased(t, g, uint64(k+10), games.Random)
			before := m.Totals()
			next, pay, err := m.Record(d)
			if err != nil {
				t.Fatal(err)
			}
			res, _ := d.Result()
			for seat, x := range res.Deltas {
				p := m.Player(seat)
				if got := next.Totals()[p] - before[p]; got != pay[p] || (!m.Doubled() && got != x) {
					t.Errorf("%s deal %d: seat %d (player %d) got %d, paid %d, deal says %d", name, k, seat, p, got, pay[p], x)
				}
			}
			if next.Deals() != k+1 || m.Deals() != k {
				t.Errorf("%s: deals %d then %d", name, m.Deals(), next.Deals())
			}
			m = next
		}
		sum := 0
		for _, x := range m.Totals() {
			sum += x
		}
		if sum != 0 {
			t.Errorf("%s: totals %v sum to %d", name, m.Totals(), sum)
		}
		d, _ := g.Deal(1)
		if _, _, err := m.Record(d); !errors.Is(err, tarock.ErrWrongPhase) {
			t.Errorf("%s: recording a deal not over: %v", name, err)
		}
	}
}

// A player refuses a deal of another game, and the observation is the
// game's JSON.
func TestPlayerOtherGame(t *testing.T) {
	tp, _ := games.New(games.Tapp, "")
	sm, _ := games.New(games.Strohmandel, "")
	p, err := tp.Player("Random", 1, games.PlayerOptions{})
	if err != nil || p.Level() != games.Random {
		t.Fatal(p, err)
	}
	d, _ := sm.Deal(1)
	if _, err := p.Choose(d); !errors.Is(err, games.ErrOtherGame) {
		t.Errorf("Choose on a Strohmandeln deal: %v", err)
	}
	if _, err := tp.Player("genius", 1, games.PlayerOptions{}); !errors.Is(err, games.ErrUnknown) {
		t.Errorf("Player(genius): %v", err)
	}
	o, _ := d.Observation(1)
	var v struct {
		Seat int    `json:"seat"`
		Hand string `json:"hand"`
	}
	if err := json.Unmarshal(o, &v); err != nil || v.Seat != 1 || v.Hand == "" {
		t.Errorf("observation %s: %+v %v", o, v, err)
	}
}

// At a table of five for Königrufen and of four for Tapp Tarock the
// dealer sits each deal out: no seat for him, no player for a seat past
// the deal's.
func TestMatchSittingOut(t *testing.T) {
	for _, tc := range []struct{ game, option string }{
		{games.Koenigrufen, "FivePlayerTable=DealerSitsOut"},
		{games.Tapp, "FourthPlayer=FourthSitsOut"},
	} {
		g, err := games.New(tc.game, "", tc.option)
		if err != nil {
			t.Fatal(err)
		}
		m, err := g.Match(1)
		if err != nil {
			t.Fatal(err)
		}
		seats := len(g.Seats())
		if g.Players() != seats+1 || m.Seat(1) != -1 || m.Player(seats) != -1 || m.Seat(2) != 0 || m.Player(0) != 2 {
			t.Errorf("%s: %d players, %d seats, dealer's seat %d, player at seat %d: %d", tc.game, g.Players(), seats, m.Seat(1), seats, m.Player(seats))
		}
	}
}

// A match refuses no deal and a deal of another game with an error, and
// stays as it was.
func TestMatchRecordOther(t *testing.T) {
	tp, _ := games.New(games.Tapp, "")
	sm, _ := games.New(games.Strohmandel, "")
	m, err := tp.Match(0)
	if err != nil {
		t.Fatal(err)
	}
	other := playErased(t, sm, 1, games.Random)
	for _, d := range []games.Deal{nil, other} {
		next, pay, err := m.Record(d)
		if !errors.Is(err, games.ErrOtherGame) || next != m || pay != nil {
			t.Errorf("Record(%T): %v, %v, %v; want the match, nil and ErrOtherGame", d, next, pay, err)
		}
		if err != nil && !strings.HasPrefix(err.Error(), "games: ") {
			t.Errorf("Record(%T): %q says not where", d, err)
		}
	}
}
