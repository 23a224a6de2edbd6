package strohmandel_test

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/record"
	"github.com/tarockfamily/sdk/tarock/tarocktest"
)

// TestRecordRoundTrip writes random games, finished or not, as game
// records, parses the text and replays it: the same state comes back.
func TestRecordRoundTrip(t *testing.T) {
	presets := strohmandel.Presets()
	all := append(presets[:], extraVariants()...)
	rng := rand.New(rand.NewPCG(7, 8))
	var buf []strohmandel.Move
	for i := range 300 {
		rules := all[i%len(all)]
		st, err := strohmandel.NewGame(rules, newDeal(uint64(i)))
		if err != nil {
			t.Fatal(err)
		}
		stop := 40 + rng.IntN(40)
		for n := 0; !st.Done() && n < stop; n++ {
			buf = st.AppendLegalMoves(buf[:0])
			st, _ = st.Apply(buf[rng.IntN(len(buf))])
		}
		text := strohmandel.NewRecord(st).String()
		rec, err := record.Parse(text)
		if err != nil {
			t.Fatalf("%v\n%s", err, text)
		}
		again, err := strohmandel.Replay(rec)
		if err != nil {
			t.Fatalf("%v\n%s", err, text)
		}
		if ok, d := tarocktest.Equal(st, again); !ok {
			t.Fatalf("replay differs:\n%s\n%s", d, text)
		}
	}
}

// TestRecordErrors checks the errors of Replay: they carry the line and
// column of the move and the rule it breaks.
func TestRecordErrors(t *testing.T) {
	st, _ := strohmandel.NewGame(strohmandel.MayrSedlaczek2007, tableDeal(t))
	st = apply(t, st, "takeup", "play 3D", "play JD")
	text := strohmandel.NewRecord(st).String()
	if !strings.Contains(text, "[Game \"Strohmandeln\"]") || !strings.Contains(text, "ForehandPiles: T7 3D KS QC / T1 KD T5 JS / QH T2 T3 T4") {
		t.Errorf("record text:\n%s", text)
	}
	cases := []struct {
		from, to string
		want     error
	}{
		{"play JD", "play 10S", tarock.ErrMustFollowSuit},
		{"play JD", "play XYZ", tarock.ErrBadMoveSyntax},
		{"[Rules \"MayrSedlaczek2007\"]", "[Rules \"Nobody1999\"]", tarock.ErrInvalidRules},
		{"Forehand: ", "Forehand: KC ", tarock.ErrInvalidDeal},
	}
	for _, c := range cases {
		rec, err := record.Parse(strings.Replace(text, c.from, c.to, 1))
		if err != nil {
			t.Fatal(err)
		}
		_, err = strohmandel.Replay(rec)
		var re *record.Error
		if !errors.Is(err, c.want) || !errors.As(err, &re) {
			t.Errorf("%q: %v, want %v", c.to, err, c.want)
			continue
		}
		if strings.HasPrefix(c.to, "play") && (re.Line == 0 || re.Column == 0) {
			t.Errorf("%q: no position in %v", c.to, err)
		}
	}
	// A result comment that does not match.
	done := st
	for !done.Done() {
		done, _ = done.Apply(done.LegalMoves()[0])
	}
	text = strohmandel.NewRecord(done).String()
	rec, _ := record.Parse(strings.Replace(text, "seat 0 +", "seat 0 +1", 1))
	if _, err := strohmandel.Replay(rec); !errors.Is(err, strohmandel.ErrResultMismatch) {
		t.Errorf("result mismatch: %v\n%s", err, text)
	}
	rec, _ = record.Parse(text)
	if _, err := strohmandel.Replay(rec); err != nil {
		t.Errorf("finished record: %v", err)
	}
}

// TestOptions checks that every option written by Rules.Options reads back.
func TestOptions(t *testing.T) {
	for _, r := range append(extraVariants(), strohmandel.Furr2009) {
		base, _ := r.Scoring.Preset()
		for _, o := range r.Options() {
			var err error
			if base, err = base.WithOption(o); err != nil {
				t.Fatal(err)
			}
		}
		if base != r {
			t.Errorf("%v: options %v do not restore the rules", r.Scoring, r.Options())
		}
	}
	for _, bad := range []string{"Kontra", "Kontra=maybe", "Nothing=1", "Birds=Pagat+Owl", "Mondfang=300", "Scoring=Unknown"} {
		if _, err := strohmandel.MayrSedlaczek2007.WithOption(bad); !errors.Is(err, tarock.ErrInvalidRules) {
			t.Errorf("%q: %v", bad, err)
		}
	}
	r, err := strohmandel.MayrSedlaczek2007.WithOption("bothpass=HalfValue")
	if err != nil || r.BothPass != strohmandel.BothPassSimpleGame {
		t.Errorf("HalfValue: %v", err)
	}
}

// FuzzReplay: replaying any record text never panics.
func FuzzReplay(f *testing.F) {
	st, _ := strohmandel.NewGame(strohmandel.MayrSedlaczek2007, exampleDeal())
	for n := 0; n < 12; n++ {
		st, _ = st.Apply(st.LegalMoves()[0])
	}
	f.Add(strohmandel.NewRecord(st).String())
	f.Add("[Rules \"Tirol2025\"]\n[Option \"Birds=Uhu\"]\nForehand: T1\n")
	f.Fuzz(func(t *testing.T, text string) {
		rec, err := record.Parse(text)
		if err != nil {
			return
		}
		if _, err := strohmandel.Replay(rec); err != nil {
			var re *record.Error
			if !errors.As(err, &re) {
				t.Fatalf("error %v is not a *record.Error", err)
			}
		}
	})
}
