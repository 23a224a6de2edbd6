package games

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/tarockfamily/sdk/koenigrufen"
	"github.com/tarockfamily/sdk/scoring"
	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/record"
)

// replayCase plays the deal of seed with heuristic players under spec,
// writes its record, reads the text back and replays it with Replay: the
// deals hold the game, the seed, the moves so far, the states and, at the
// end, the outcome and settlement, and the card points as the game's own
// state and counting give them.
func replayCase[S tarock.Observable[S, M, O], M tarock.Move, O any](t *testing.T, name string, spec Spec[S, M, O], seed uint64, won func(S, tarock.Seat) int) {
	t.Helper()
	start, final, moves, err := spec.Play(seed, []string{Heuristic}, PlayerOptions{})
	if err != nil {
		t.Fatal(err)
	}
	rec, err := spec.Record(start, moves, Table{Names: []string{"Anna"}, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	back, err := record.Parse(rec.String())
	if err != nil {
		t.Fatal(err)
	}
	r, err := Replay(back)
	if err != nil {
		t.Fatalf("Replay: %v", err)
	}
	if len(r.Moves) != len(moves) || len(r.Deals) != len(moves)+1 {
		t.Fatalf("%d moves and %d deals, want %d and %d", len(r.Moves), len(r.Deals), len(moves), len(moves)+1)
	}
	var texts []string
	st := start
	for i, d := range r.Deals {
		g := d.Game()
		if g.Name() != name || g.Preset() != spec.Preset || !cmp.Equal(g.Seats(), spec.Seats) || d.Seed() != seed {
			t.Fatalf("deal %d: game %q, preset %q, seats %v, seed %d; want %q, %q, %v, %d", i, g.Name(), g.Preset(), g.Seats(), d.Seed(), name, spec.Preset, spec.Seats, seed)
		}
		if s, ok := d.Value().(S); !ok || !any(s).(interface{ Equal(S) bool }).Equal(st) {
			t.Fatalf("deal %d is not the state after %d moves", i, i)
		}
		if !slices.Equal(d.Moves(), texts) {
			t.Fatalf("deal %d: moves %v, want %v", i, d.Moves(), texts)
		}
		for s := range len(spec.Seats) {
			if got, want := d.CardPoints(s).Thirds(), won(st, tarock.Seat(s)); got != want {
				t.Errorf("deal %d, seat %d: card points %d thirds, want %d", i, s, got, want)
			}
		}
		if i < len(moves) {
			if got, ok := r.Moves[i].(M); !ok || got != moves[i] {
				t.Fatalf("move %d: %v, want %v", i+1, r.Moves[i], moves[i])
			}
			texts = append(texts, moves[i].String())
			st, _ = st.Apply(moves[i])
		}
	}
	f := r.Final()
	res, ok := f.Result()
	wantText, wantSummary := spec.Settlement(final, nil)
	if !ok || res.Outcome != final.Outcome() || res.Settlement != wantText || res.Summary != wantSummary || f.ToMove() != -1 {
		t.Errorf("final deal: result %+v, %v, to move %d; want %+v, %q", res, ok, f.ToMove(), final.Outcome(), wantSummary)
	}
	names := []string{"Anna", "Bert", "Carl", "Dora"}[:len(spec.Seats)]
	if named, _ := spec.Settlement(final, names); f.Settlement(names) != named || !strings.Contains(named, "Anna") {
		t.Errorf("final deal: settlement with names %q, want %q", f.Settlement(names), named)
	}
	if r.Deals[0].Settlement(names) != "" {
		t.Errorf("a deal not over has the settlement %q", r.Deals[0].Settlement(names))
	}
	if f.CardPoints(-1) != 0 || f.CardPoints(len(spec.Seats)) != 0 {
		t.Errorf("card points of a seat not in the deal: %v, %v", f.CardPoints(-1), f.CardPoints(len(spec.Seats)))
	}
}

// TestReplay replays a record of each game through Replay
// (doc/notation.md "Game records").
func TestReplay(t *testing.T) {
	t.Run(Tapp, func(t *testing.T) {
		r, name, _ := TappPreset("")
		replayCase(t, Tapp, TappSpec(r, name), 3, func(s tapp.State, seat tarock.Seat) int {
			return scoring.Count(s.Won(seat)).Thirds()
		})
	})
	t.Run(Strohmandel, func(t *testing.T) {
		r, name, _ := StrohmandelPreset("Zwanziger40")
		replayCase(t, Strohmandel, StrohmandelSpec(r, name), 4, func(s strohmandel.State, seat tarock.Seat) int {
			return r.Counting().Count(s.Won(seat)).Thirds()
		})
	})
	t.Run(Koenigrufen, func(t *testing.T) {
		r, name, _ := KoenigrufenPreset("")
		replayCase(t, Koenigrufen, KoenigrufenSpec(r, name), 5, func(s koenigrufen.State, seat tarock.Seat) int {
			return scoring.Count(s.Won(seat)).Thirds()
		})
	})
}

// TestReplayErrors checks a record without a Game tag and one of another
// game: each is an error at its place that names the games.
func TestReplayErrors(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		line, col  int
		unknown    bool
		want       string
	}{
		{"no tag", "[Seat0 \"Anna\"]\n\npass\n", 1, 1, false, "no Game tag, want one of Tapp Tarock, Strohmandeln or Königrufen: invalid game record"},
		{"other game", "[Seat0 \"Anna\"]\n[Game \"Skat\"]\n", 2, 1, true, `unknown Game tag "Skat": want Tapp Tarock, Strohmandeln or Königrufen: invalid game record`},
		{"long name", "[Game \"" + strings.Repeat("Skat", 20) + "\"]\n", 1, 1, true, `unknown Game tag "` + strings.Repeat("Skat", 10) + `…": want Tapp Tarock, Strohmandeln or Königrufen: invalid game record`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rec, err := record.Parse(tc.text)
			if err != nil {
				t.Fatal(err)
			}
			r, err := Replay(rec)
			var re *record.Error
			if !errors.As(err, &re) || re.Line != tc.line || re.Column != tc.col || re.Err.Error() != tc.want {
				t.Fatalf("Replay = %v; want at %d:%d %q", err, tc.line, tc.col, tc.want)
			}
			if !errors.Is(err, record.ErrBadRecord) || errors.Is(err, ErrUnknown) != tc.unknown {
				t.Errorf("%v: wraps ErrBadRecord %v, ErrUnknown %v", err, errors.Is(err, record.ErrBadRecord), errors.Is(err, ErrUnknown))
			}
			if r.Final() != nil || len(r.Moves) != 0 {
				t.Errorf("a Replayed beside the error: %+v", r)
			}
		})
	}
}

// TestReplayIncomplete checks that a deal not over comes with its deals
// beside record.ErrIncomplete (and Resume goes on from it), that a Game
// tag is read without regard to case, and that an illegal move is the
// game's error with no deal beside it.
func TestReplayIncomplete(t *testing.T) {
	r, name, _ := KoenigrufenPreset("")
	spec := KoenigrufenSpec(r, name)
	start, _, moves, err := spec.Play(9, []string{Random}, PlayerOptions{})
	if err != nil {
		t.Fatal(err)
	}
	rec, err := spec.Record(start, moves, Table{Seed: 9})
	if err != nil {
		t.Fatal(err)
	}
	short := rec
	short.Moves = rec.Moves[:len(rec.Moves)-1]
	short.Result = ""
	short.Tags = append([]record.Tag(nil), rec.Tags...)
	short.Tags[0].Value = " KÖNIGRUFEN "
	g, err := Replay(short)
	if !errors.Is(err, record.ErrIncomplete) || len(g.Deals) != len(moves) || g.Final().Done() {
		t.Fatalf("Replay of a deal not over: %v, %d deals", err, len(g.Deals))
	}
	d, err := Resume(short)
	if err != nil || d.Done() || len(d.Moves()) != len(moves)-1 {
		t.Fatalf("Resume of a deal not over: %v", err)
	}
	if d, err = d.Apply(moves[len(moves)-1].String()); err != nil || !d.Done() {
		t.Errorf("the last move after Resume: %v, done %v", err, d.Done())
	}
	bad := rec
	bad.Moves = append([]record.Move(nil), rec.Moves...)
	bad.Moves[0].Text = "play T1"
	if g, err := Replay(bad); !errors.Is(err, tarock.ErrIllegalMove) || g.Final() != nil {
		t.Errorf("Replay of an illegal move: %v, want an error wrapping tarock.ErrIllegalMove", err)
	}
}
