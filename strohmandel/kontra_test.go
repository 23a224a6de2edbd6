package strohmandel_test

import (
	"errors"
	"slices"
	"testing"

	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/tarock"
)

// TestKontra walks the doubling of the game item (doc/strohmandel.md §6,
// Rules.Kontra): forehand takes up, the dealer says Kontra, forehand
// answers with Re in a turn of his own; only these seats may say them, the
// history names who said what, and the game item counts four times.
func TestKontra(t *testing.T) {
	rules := strohmandel.MayrSedlaczek2007
	rules.Kontra = true
	st, err := strohmandel.NewGame(rules, tableDeal(t))
	if err != nil {
		t.Fatal(err)
	}
	steps := []struct {
		move  string
		legal []string // the legal moves after it
		level strohmandel.KontraLevel
	}{
		{"takeup", []string{"ready"}, strohmandel.LevelNone},
		{"ready", []string{"kontra", "ready"}, strohmandel.LevelNone},
		{"kontra", []string{"ready"}, strohmandel.LevelKontra},
		{"ready", []string{"re", "ready"}, strohmandel.LevelKontra},
		{"re", []string{"ready"}, strohmandel.LevelRe},
	}
	for i, c := range steps {
		if i == 1 {
			if _, err := st.Apply(strohmandel.Double(strohmandel.LevelKontra)); !errors.Is(err, tarock.ErrNotAllowed) {
				t.Errorf("the declarer said Kontra: %v", err)
			}
		}
		if i == 3 {
			if _, err := st.Apply(strohmandel.Double(strohmandel.LevelRe)); !errors.Is(err, tarock.ErrNotAllowed) {
				t.Errorf("the dealer said Re: %v", err)
			}
		}
		st = apply(t, st, c.move)
		if got := movesText(st); !slices.Equal(got, c.legal) {
			t.Errorf("after %s: legal %v, want %v", c.move, got, c.legal)
		}
		if got := st.KontraLevel(); got != c.level {
			t.Errorf("after %s: level %v, want %v", c.move, got, c.level)
		}
	}
	st = apply(t, st, "ready")
	if st.Phase() != strohmandel.PhasePlay {
		t.Fatalf("phase %v after the last ready", st.Phase())
	}
	o := st.Observation(strohmandel.Dealer)
	var seats []tarock.Seat
	for _, e := range o.Events() {
		seats = append(seats, e.Seat)
	}
	if want := []tarock.Seat{0, 0, 1, 1, 0, 0}; !slices.Equal(seats, want) || o.Kontra != strohmandel.LevelRe {
		t.Errorf("history seats %v, want %v; observed level %v", seats, want, o.Kontra)
	}
	for !st.Done() {
		st, _ = st.Apply(st.LegalMoves()[0])
	}
	r, _ := st.Result()
	v := rules.Values
	if r.Kontra != strohmandel.LevelRe || r.NumItems == 0 || r.Items[0].Kind != strohmandel.ItemGame {
		t.Fatalf("result %v", r)
	}
	want := int(v.TakenUpWon) * 4
	if !r.Items[0].Won {
		want = int(v.TakenUpLost) * 4
	}
	if it := r.Items[0]; it.Amount() != want || it.Factor != 4 {
		t.Errorf("game item %d × %d points, want %d × 4:\n%v", it.Value, it.Factor, want, r)
	}
}

// TestKontraLevel checks the names and factors of the levels and the
// notation of the moves.
func TestKontraLevel(t *testing.T) {
	for _, c := range []struct {
		l      strohmandel.KontraLevel
		name   string
		factor int
	}{{strohmandel.LevelNone, "none", 1}, {strohmandel.LevelKontra, "kontra", 2}, {strohmandel.LevelRe, "re", 4}} {
		if c.l.String() != c.name || c.l.Factor() != c.factor {
			t.Errorf("%d: %q ×%d, want %q ×%d", c.l, c.l, c.l.Factor(), c.name, c.factor)
		}
		m := strohmandel.Double(c.l)
		if m.Kind() != strohmandel.MoveDouble || m.Level() != c.l {
			t.Errorf("Double(%v) = kind %v level %v", c.l, m.Kind(), m.Level())
		}
	}
	if s := strohmandel.KontraLevel(7).String(); s != "KontraLevel(7)" {
		t.Errorf("KontraLevel(7) = %q", s)
	}
	if strohmandel.Play(0).Level() != strohmandel.LevelNone || strohmandel.Pass().Announcement() != 0 || strohmandel.Ready().Calls() != 0 {
		t.Error("accessors of other kinds of move are not zero")
	}
}
