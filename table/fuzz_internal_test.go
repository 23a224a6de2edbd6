package table

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/tarockfamily/sdk/internal/gametest"
	"github.com/tarockfamily/sdk/koenigrufen"
	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/strohmandel/strohmandeltest"
	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tarock/record"
)

// FuzzDecode: any bytes from a client decode to a message or to an error
// message whose reason is valid text of bounded length, never a panic.
func FuzzDecode(f *testing.F) {
	for _, s := range []string{`{"type":"join","version":1,"table":"ab","token":"cd"}`, `{"type":"move","deal":1,"at":0,"move":"pass"}`,
		`{"type":"hint"}`, `{`, `[]`, `{"type":"move","at":-1}`, `{} {}`, `{"type":"join","version":"1"}`, "\xff\xfe", `null`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		m, err := decode(b)
		if err != nil {
			if err.Code != CodeBadJSON || !utf8.ValidString(err.Reason) || len(err.Reason) > 210 {
				t.Fatalf("error %q %q", err.Code, err.Reason)
			}
			return
		}
		if len(m.Move) > len(b) || len(m.Table) > len(b) {
			t.Fatalf("decoded more than was sent: %+v", m)
		}
	})
}

// FuzzViewArchive: any text posted to the viewer gives deals and errors,
// never a panic, and every deal a view of each seat before each move and
// after the last.
func FuzzViewArchive(f *testing.F) {
	f.Add("[Game \"Strohmandeln\"]\n")
	f.Add("[Game \"Tapp Tarock\"]\n[Seed \"1\"]\nForehand: T1\n")
	f.Add("{ a comment }\n[Game \"Königrufen\"]\n1. pass\n")
	// Deals of each game, so that the fuzzer starts from records that
	// replay: a Tapp deal all pass, a Strohmandeln deal thrown in, a short
	// Königrufen deal; then an archive of all three.
	var all strings.Builder
	for _, rec := range shortDeals(f) {
		f.Add(rec)
		all.WriteString(rec + "\n")
	}
	f.Add(all.String())
	f.Fuzz(func(t *testing.T, text string) {
		if len(text) > 1<<14 {
			return
		}
		a := viewArchive(text)
		for _, d := range a.Deals {
			if len(d.Views) != len(d.Moves)+1 || len(d.Views[0]) != len(d.Seats) {
				t.Fatalf("%d views for %d moves", len(d.Views), len(d.Moves))
			}
		}
		for _, e := range a.Errors {
			if strings.TrimSpace(e) == "" {
				t.Fatal("an empty error")
			}
		}
	})
}

// shortDeals returns the records of short deals of the three games, for
// FuzzViewArchive.
func shortDeals(f *testing.F) []string {
	tp, err := tapp.NewGame(tapp.MayrSedlaczek2001, tapp.Shuffled(rand.New(rand.NewPCG(1, 1))))
	if err != nil {
		f.Fatal(err)
	}
	for range 3 {
		if tp, err = tp.Apply(tapp.Pass()); err != nil {
			f.Fatal(err)
		}
	}
	sm, err := strohmandel.NewGame(strohmandel.MayrSedlaczek2007, strohmandeltest.Deal(strohmandel.MayrSedlaczek2007, 1))
	if err != nil {
		f.Fatal(err)
	}
	if sm, err = sm.Apply(strohmandel.ThrowIn()); err != nil {
		f.Fatal(err)
	}
	var kr koenigrufen.State // the shortest of some random deals: a negative contract lost early
	for seed := range uint64(200) {
		s, err := koenigrufen.NewGame(koenigrufen.AustrianTarockCup2023, koenigrufen.Shuffled(rand.NewPCG(seed, 1)))
		if err != nil {
			f.Fatal(err)
		}
		s = gametest.PlayOut(f, s, rand.New(rand.NewPCG(seed, 2)))
		if seed == 0 || len(s.AppendHistory(nil)) < len(kr.AppendHistory(nil)) {
			kr = s
		}
	}
	var out []string
	for _, rec := range []func() (record.Record, error){func() (record.Record, error) { return tp.Record() },
		func() (record.Record, error) { return sm.Record() }, func() (record.Record, error) { return kr.Record() }} {
		r, err := rec()
		if err != nil {
			f.Fatal(err)
		}
		out = append(out, r.String())
	}
	return out
}
