package jsonl

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tarock/arena"
	"github.com/tarockfamily/sdk/tarock/record"
)

// TestWrite checks that the type comes first, an empty object gets only
// the type, and a value that is not an object is refused.
func TestWrite(t *testing.T) {
	var b bytes.Buffer
	if err := Write(&b, "x", struct {
		A int `json:"a"`
	}{1}); err != nil {
		t.Fatal(err)
	}
	if err := Write(&b, "y", struct{}{}); err != nil {
		t.Fatal(err)
	}
	if want := "{\"type\":\"x\",\"a\":1}\n{\"type\":\"y\"}\n"; b.String() != want {
		t.Errorf("got %q, want %q", b.String(), want)
	}
	if err := Write(&b, "z", 3); err == nil {
		t.Error("a number written as an object")
	}
}

// randomFinal plays a deal of either game with random legal moves.
func randomFinal[S interface {
	Done() bool
	AppendLegalMoves([]M) []M
	Apply(M) (S, error)
	Record(...record.Tag) (record.Record, error)
}, M any](t *testing.T, s S, rng *rand.Rand) (S, record.Record) {
	t.Helper()
	var buf []M
	for !s.Done() {
		buf = s.AppendLegalMoves(buf[:0])
		var err error
		if s, err = s.Apply(buf[rng.IntN(len(buf))]); err != nil {
			t.Fatal(err)
		}
	}
	rec, err := s.Record()
	if err != nil {
		t.Fatal(err)
	}
	return s, rec
}

// TestWriteDeal writes a deal of each game and reads it back: the record
// parses, the result reads back equal to the state's, and the deltas are
// the result's, one per seat.
func TestWriteDeal(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	var b bytes.Buffer
	st, err := tapp.NewGame(tapp.MayrSedlaczek2001, tapp.Shuffled(rng))
	if err != nil {
		t.Fatal(err)
	}
	tf, trec := randomFinal[tapp.State, tapp.Move](t, st, rng)
	if err := WriteDeal(&b, Deal{Deal: 1, Rules: "MayrSedlaczek2001", Seed: 9, Players: []string{"a", "b", "c"}}, tf, trec); err != nil {
		t.Fatal(err)
	}
	ss, err := strohmandel.NewGame(strohmandel.MayrSedlaczek2007, strohmandel.Shuffled(rng))
	if err != nil {
		t.Fatal(err)
	}
	sf, srec := randomFinal[strohmandel.State, strohmandel.Move](t, ss, rng)
	if err := WriteDeal(&b, Deal{Deal: 2, Players: []string{"a", "b"}}, sf, srec); err != nil {
		t.Fatal(err)
	}
	if err := WriteSummary(&b, ReportOf(arena.Report{})); err != nil {
		t.Fatal(err)
	}
	deals, _, err := Split(b.String())
	if err != nil || len(deals) != 2 {
		t.Fatalf("Split: %d deals, %v\n%s", len(deals), err, b.String())
	}

	var td struct {
		Deal
		Type   string      `json:"type"`
		Result tapp.Result `json:"result"`
	}
	if err := json.Unmarshal(deals[0], &td); err != nil {
		t.Fatal(err)
	}
	want, _ := tf.Result()
	if diff := cmp.Diff(want, td.Result); diff != "" {
		t.Errorf("tapp result read back (-want +got):\n%s", diff)
	}
	if td.Type != TypeDeal || td.Game != tapp.GameName || td.Seed != 9 || td.Rules != "MayrSedlaczek2001" || !cmp.Equal(td.Deltas, want.Deltas[:3]) {
		t.Errorf("tapp deal %+v", td.Deal)
	}
	if _, err := record.Parse(td.Record); err != nil || td.Record != trec.String() {
		t.Errorf("tapp record %q: %v", td.Record, err)
	}

	var sd struct {
		Deal
		Result strohmandel.Result `json:"result"`
	}
	if err := json.Unmarshal(deals[1], &sd); err != nil {
		t.Fatal(err)
	}
	swant, _ := sf.Result()
	if diff := cmp.Diff(swant, sd.Result); diff != "" {
		t.Errorf("strohmandel result read back (-want +got):\n%s", diff)
	}
	if sd.Game != strohmandel.GameName || !cmp.Equal(sd.Deltas, swant.Deltas[:]) {
		t.Errorf("strohmandel deal %+v", sd.Deal)
	}

	if err := WriteDeal(&b, Deal{}, st, trec); err == nil || !strings.Contains(err.Error(), "not over") {
		t.Errorf("a deal not over: %v", err)
	}
	if err := WriteDeal(&b, Deal{}, 3, trec); err == nil {
		t.Error("a number written as a deal")
	}
}

// TestSplit checks the rules of Split.
func TestSplit(t *testing.T) {
	for _, tc := range []struct {
		text  string
		deals int
		bad   bool
	}{
		{"{\"type\":\"deal\"}\n{\"type\":\"summary\"}\n", 1, false},
		{"{\"type\":\"summary\"}\n", 0, false},
		{"", 0, true},
		{"{\"type\":\"deal\"}\n", 0, true},
		{"{\"type\":\"summary\"}\n{\"type\":\"deal\"}\n", 0, true},
		{"{\"type\":\"summary\"}", 0, true},
		{"{\"type\":\"other\"}\n{\"type\":\"summary\"}\n", 0, true},
		{"[1]\n{\"type\":\"summary\"}\n", 0, true},
	} {
		deals, _, err := Split(tc.text)
		if (err != nil) != tc.bad || len(deals) != tc.deals {
			t.Errorf("Split(%q): %d deals, %v", tc.text, len(deals), err)
		}
	}
}
