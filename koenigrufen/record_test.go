package koenigrufen_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"pgregory.net/rapid"

	"github.com/tarockfamily/sdk/internal/gametest"
	"github.com/tarockfamily/sdk/koenigrufen"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/record"
	"github.com/tarockfamily/sdk/tarock/tarocktest"
)

var ignorePositions = cmp.Options{cmpopts.IgnoreFields(record.Move{}, "Line", "Column"),
	cmpopts.IgnoreFields(record.Record{}, "ResultPos", "TagPos", "DealPos", "MovePos")}

// TestRecordRoundTrip: random finished deals under every variant are
// written by State.Record with the option text of their Rules
// (doc/koenigrufen.md "Game records"), parse back to the same record and
// replay to an equal state with the same tags.
func TestRecordRoundTrip(t *testing.T) {
	variants := ruleVariants(t)
	rapid.Check(t, func(t *rapid.T) {
		k := rapid.IntRange(0, len(variants)-1).Draw(t, "rules")
		r := variants[k]
		rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 5))
		s0, err := koenigrufen.NewGame(r, koenigrufen.Shuffled(rng))
		if err != nil {
			t.Fatal(err)
		}
		states := playSome(s0, rng, -1)
		st := states[len(states)-1]
		tags := []record.Tag{{Name: "Seat0", Value: "Anna"}, {Name: "Seat3", Value: "Dora \"the dealer\""}, {Name: "Event", Value: "Test"}}
		rec, err := st.Record(tags...)
		if err != nil {
			t.Fatal(err)
		}
		opts, base := 0, koenigrufen.Rules{}
		for _, tag := range rec.Tags {
			switch tag.Name {
			case "Option":
				opts++
			case "Rules":
				base, _ = koenigrufen.Preset(tag.Value)
			}
		}
		if want := len(r.Options(base)); opts != want {
			t.Fatalf("%d Option tags, want %d:\n%s", opts, want, rec)
		}
		text := rec.String()
		parsed, err := record.Parse(text)
		if err != nil {
			t.Fatalf("%v\n%s", err, text)
		}
		if d := cmp.Diff(rec, parsed, ignorePositions); d != "" {
			t.Fatalf("parsed record differs:\n%s", d)
		}
		g, err := koenigrufen.Replay(parsed)
		if err != nil {
			t.Fatalf("%v\n%s", err, text)
		}
		if g.Rules != r || len(g.States) != len(states) {
			t.Fatalf("replayed rules %v (want %v), %d states (want %d)", g.Rules, r, len(g.States), len(states))
		}
		if d := cmp.Diff(tags, g.Tags); d != "" {
			t.Fatalf("tags differ:\n%s", d)
		}
		for i, s := range g.States {
			if ok, d := tarocktest.Equal(states[i], s); !ok {
				t.Fatalf("state %d differs: %s", i, d)
			}
		}
	})
}

// TestRecordSummary: the result comment of a finished deal is the
// one-line summary of its settlement, which names the contract and ends
// with the Money of every seat (doc/koenigrufen.md §11.1).
func TestRecordSummary(t *testing.T) {
	for seed := uint64(0); seed < 200; seed++ {
		states := playSome(mustGame(t, seed), rand.New(rand.NewPCG(seed, 9)), -1)
		st := states[len(states)-1]
		rec, err := st.Record()
		if err != nil {
			t.Fatal(err)
		}
		res, ok := st.Result()
		if !ok {
			t.Fatalf("seed %d: a finished deal has no Result", seed)
		}
		money := "Money"
		for p, d := range res.Deltas[:4] {
			money += fmt.Sprintf(" seat %d %+d,", p, d)
		}
		switch {
		case rec.Result != res.Summary():
			t.Errorf("result %q, want the Summary %q", rec.Result, res.Summary())
		case !strings.HasPrefix(rec.Result, res.Contract.String()):
			t.Errorf("result %q does not start with the contract %v", rec.Result, res.Contract)
		case !strings.HasSuffix(rec.Result, strings.TrimSuffix(money, ",")):
			t.Errorf("result %q does not end with %q", rec.Result, strings.TrimSuffix(money, ","))
		}
	}
}

// TestRecordErrors: a deal not over is not written, and a record whose
// result comment, moves or deal lines are wrong is refused at its place.
func TestRecordErrors(t *testing.T) {
	s := mustGame(t, 3)
	if _, err := s.Record(); !errors.Is(err, record.ErrIncomplete) {
		t.Errorf("record of a new deal: %v, want ErrIncomplete", err)
	}
	states := playSome(s, rand.New(rand.NewPCG(4, 4)), -1)
	rec, err := states[len(states)-1].Record()
	if err != nil {
		t.Fatal(err)
	}
	text := rec.String()
	for _, tc := range []struct {
		name     string
		old, new string
		is       error
	}{
		{"result", "{Result: ", "{Result: x", record.ErrResultMismatch},
		{"game", "[Game \"Königrufen\"]", "[Game \"Tapp Tarock\"]", record.ErrBadRecord},
		{"preset", "[Rules \"AustrianTarockCup2023\"]", "[Rules \"Vienna1900\"]", record.ErrBadRecord},
		{"talon", "TalonB:", "TalonB: XXI", tarock.ErrInvalidDeal},
		{"move", " good", " lie", tarock.ErrIllegalMove},
	} {
		bad := strings.Replace(text, tc.old, tc.new, 1)
		if bad == text {
			t.Fatalf("%s: %q not in\n%s", tc.name, tc.old, text)
		}
		_, err := koenigrufen.ReplayText(bad)
		var re *record.Error
		if !errors.As(err, &re) || !errors.Is(err, tc.is) {
			t.Errorf("%s: %v, want a *record.Error wrapping %v", tc.name, err, tc.is)
		}
	}
}

// contractDeals returns a complete deal of each contract that random deals
// of the presets reach: the first such deal of seeds 0, 1, … 299, played
// with playSome's bias to pass. The seeds of the fuzz targets come from
// them.
func contractDeals(t testing.TB) []koenigrufen.State {
	t.Helper()
	seen := map[koenigrufen.Contract]bool{}
	var finals []koenigrufen.State
	presets := []koenigrufen.Rules{koenigrufen.AustrianTarockCup2023, koenigrufen.Wien2020, koenigrufen.Sauwald2019}
	for seed := uint64(0); seed < 300; seed++ {
		s, err := koenigrufen.NewGame(presets[seed%3], koenigrufen.Shuffled(rand.NewPCG(seed, 0x6b72)))
		if err != nil {
			t.Fatal(err)
		}
		states := playSome(s, rand.New(rand.NewPCG(seed, 1)), -1)
		if end := states[len(states)-1]; !seen[end.Contract()] {
			seen[end.Contract()] = true
			finals = append(finals, end)
		}
	}
	return finals
}

// FuzzReplay: replaying any text never panics and fails only with a
// *record.Error, and a text that replays gives a game whose record replays
// to the same game and is written again the same.
func FuzzReplay(f *testing.F) {
	// A complete deal of each contract that random deals of the presets
	// reach (the first such deal of seeds 0, 1, …, played with playSome's
	// bias to pass), so that the seeds reach every phase and move of the
	// contracts; the tags of a table; a deal not over; tags and a deal
	// line only.
	finals := contractDeals(f)
	for _, s := range gametest.RecordSeeds(f, rand.New(rand.NewPCG(5, 5)), finals, record.Tag{Name: "Seat0", Value: "Anna"},
		record.Tag{Name: "Seat1", Value: "Bert"}, record.Tag{Name: "Seat2", Value: "Carl"}, record.Tag{Name: "Seat3", Value: "Dora"},
		record.Tag{Name: "Dealer", Value: "Dora"}, record.Tag{Name: "Date", Value: "2026-12-01"}, record.Tag{Name: "Event", Value: "club"},
		record.Tag{Name: "Seed", Value: "7"}) {
		f.Add(s)
	}
	f.Add("[Game \"Königrufen\"]\n[Rules \"OOE2023\"]\n[Option \"Holding=None\"]\nForehand: XXI\n")
	f.Fuzz(func(t *testing.T, text string) {
		gametest.CheckReplayText(t, text, koenigrufen.ReplayText, cmp.Options{
			cmp.Comparer(func(a, b koenigrufen.Move) bool { return a == b }),
			cmp.Comparer(func(a, b koenigrufen.State) bool { return a == b }),
		})
	})
}

// recSettlement is the fixed line of a hand-written game that states the
// hand count of its settlement: each seat's Score and Money
// (doc/koenigrufen.md §11.1).
var recSettlement = regexp.MustCompile(`(?m)^#\s*settlement:\s*score\s+([+-]?\d+)\s+([+-]?\d+)\s+([+-]?\d+)\s+([+-]?\d+);\s*money\s+([+-]?\d+)\s+([+-]?\d+)\s+([+-]?\d+)\s+([+-]?\d+)\s*$`)

// TestHandWrittenGames replays every doc/games/koenigrufen-*.txt, checks
// that its result comment matches, and checks the settlement counted by
// hand in its comments against the engine: the Score and the Money of
// every seat.
func TestHandWrittenGames(t *testing.T) {
	gametest.CheckGameFiles(t, "../doc/games/koenigrufen-*.txt", koenigrufen.Replay, func(t *testing.T, text string, final koenigrufen.State) {
		res, ok := final.Result()
		if !ok {
			t.Fatal("the deal is not over")
		}
		m := recSettlement.FindStringSubmatch(text)
		if m == nil {
			t.Fatal("no line \"# settlement: score A B C D; money A B C D\"")
		}
		for i := range 4 {
			score, _ := strconv.Atoi(m[1+i])
			money, _ := strconv.Atoi(m[5+i])
			if res.Score[i] != score || res.Deltas[i] != money {
				t.Errorf("seat %d: engine Score %+d, Money %+d; hand count %+d, %+d", i, res.Score[i], res.Deltas[i], score, money)
			}
		}
	})
}

// TestThrownInRecord: the record of a deal thrown in before its first
// move (RedealNoTarock, doc/koenigrufen.md §3) has no moves, and reads
// back equal to itself, Moves nil on both sides.
func TestThrownInRecord(t *testing.T) {
	r := koenigrufen.AustrianTarockCup2023
	r.RedealNoTarock = koenigrufen.RedealNoTarockHand
	rng := rand.New(rand.NewPCG(1, 1))
	for range 100000 {
		st, err := koenigrufen.NewGame(r, koenigrufen.Shuffled(rng))
		if err != nil {
			t.Fatal(err)
		}
		if !st.Done() {
			continue
		}
		rec, err := st.Record()
		if err != nil {
			t.Fatal(err)
		}
		if rec.Moves != nil {
			t.Errorf("Moves %#v, want nil", rec.Moves)
		}
		parsed, err := record.Parse(rec.String())
		if err != nil {
			t.Fatal(err)
		}
		if d := cmp.Diff(rec, parsed, ignorePositions); d != "" {
			t.Errorf("parsed record differs:\n%s", d)
		}
		return
	}
	t.Fatal("no deal thrown in among 100000")
}
