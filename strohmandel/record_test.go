package strohmandel_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"pgregory.net/rapid"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/internal/gametest"
	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/strohmandel/strohmandeltest"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/record"
	"github.com/tarockfamily/sdk/tarock/tarocktest"
)

// presetNames are the names of the eight presets (doc/strohmandel.md
// §12.1).
var presetNames = []string{
	"MayrSedlaczek2007", "MayrSedlaczekWeb2001Classic", "MayrSedlaczekWeb2001Extended",
	"Beck1972", "BeckDEWP", "Bamberger2011", "Furr2009", "Tirol2025",
}

// mustPreset returns the preset called name.
func mustPreset(t interface{ Fatalf(string, ...any) }, name string) strohmandel.Rules {
	r, ok := strohmandel.Preset(name)
	if !ok {
		t.Fatalf("no preset %q", name)
	}
	return r
}

// playRandom plays at most n random legal moves from s (all of them when n
// is negative).
func playRandom(s strohmandel.State, rng *rand.Rand, n int) strohmandel.State {
	var buf []strohmandel.Move
	for k := 0; !s.Done() && k != n; k++ {
		buf = s.AppendLegalMoves(buf[:0])
		s, _ = s.Apply(buf[rng.IntN(len(buf))])
	}
	return s
}

var ignorePositions = cmp.Options{cmpopts.IgnoreFields(record.Move{}, "Line", "Column"),
	cmpopts.IgnoreFields(record.Record{}, "ResultPos", "TagPos", "DealPos", "MovePos")}

// recordOf returns the record of s, finished or not: for a deal in
// progress, the record of the deal played on to the end with random moves,
// cut back to the moves of s and without a result.
func recordOf(t testing.TB, s strohmandel.State, tags ...record.Tag) record.Record {
	t.Helper()
	end := playRandom(s, rand.New(rand.NewPCG(7, 7)), -1)
	rec, err := end.Record(tags...)
	if err != nil {
		t.Fatalf("Record: %v", err)
	}
	if !s.Done() {
		rec.Moves, rec.Result = rec.Moves[:len(s.AppendHistory(nil))], ""
	}
	return rec
}

// TestRecordRoundTrip: for random complete deals of every preset, and of
// rules with random option changes, the text of State.Record parses and
// replays to an equal state, and the record survives text → JSON → text.
// Zwanziger40 is among them: its piles of three are written as three
// cards (doc/strohmandel.md §11.1.3).
func TestRecordRoundTrip(t *testing.T) {
	names := append(presetNames[:len(presetNames):len(presetNames)], "Zwanziger40")
	rapid.Check(t, func(t *rapid.T) {
		name := rapid.SampledFrom(names).Draw(t, "preset")
		rules := mustPreset(t, name)
		if rapid.Bool().Draw(t, "changed") {
			if r := drawRules(t, rules); r.Validate() == nil {
				rules = r
			}
		}
		seed := rapid.Uint64().Draw(t, "seed")
		rng := rand.New(rand.NewPCG(seed, 1))
		st, err := strohmandel.NewGame(rules, strohmandel.ShuffledPack(rng, rules.CardsInPlay()))
		if err != nil {
			t.Fatal(err)
		}
		st = playRandom(st, rng, -1)
		tags := []record.Tag{
			{Name: "Seat0", Value: rapid.StringMatching(`[A-Z][a-z]{0,8}`).Draw(t, "seat0")},
			{Name: "Seat1", Value: "Bert \"the dealer\" #1"},
			{Name: "Seed", Value: fmt.Sprint(seed)},
		}
		rec, err := st.Record(tags...)
		if err != nil {
			t.Fatal(err)
		}
		text := rec.String()
		parsed, err := record.Parse(text)
		if err != nil {
			t.Fatalf("%v\n%s", err, text)
		}
		if d := cmp.Diff(rec, parsed, ignorePositions); d != "" {
			t.Fatalf("parsed record differs (-written +parsed):\n%s", d)
		}
		g, err := strohmandel.Replay(parsed)
		if err != nil {
			t.Fatalf("%v\n%s", err, text)
		}
		if d := cmp.Diff(tags, g.Tags); d != "" {
			t.Fatalf("tags of the replayed game (-given +got):\n%s", d)
		}
		again := g.Final()
		if ok, d := tarocktest.Equal(st, again); !ok {
			t.Fatalf("replay differs:\n%s\n%s", d, text)
		}
		res, _ := st.Result()
		// The summary is the one line of a deal not played, and ends with
		// the balance of a played one.
		if want := fmt.Sprintf("; seat 0 %+d, seat 1 %+d", res.Deltas[0], res.Deltas[1]); res.Played() && !strings.HasSuffix(res.Summary(), want) ||
			!res.Played() && res.Summary() != res.String() {
			t.Fatalf("summary %q does not fit the result\n%s", res.Summary(), res)
		}
		if v, _ := parsed.Get("Seat1"); v != tags[1].Value {
			t.Fatalf("Seat1 tag %q, want %q", v, tags[1].Value)
		}
		js, err := json.Marshal(parsed)
		if err != nil {
			t.Fatal(err)
		}
		var back record.Record
		if err := json.Unmarshal(js, &back); err != nil {
			t.Fatal(err)
		}
		if back.String() != text {
			t.Fatalf("text → JSON → text differs:\n%s\n---\n%s", text, back.String())
		}
	})
}

// TestRecordTags checks the order of the tags State.Record writes: Game,
// Rules, the Option tags, then the given ones; and that it refuses tags
// that would change the replay, and a deal not over.
func TestRecordTags(t *testing.T) {
	rules := strohmandel.Furr2009
	rules.Kontra = true
	rules.Values.Valat = 10
	st, err := strohmandel.NewGame(rules, strohmandel.ShuffledPack(rand.New(rand.NewPCG(3, 4)), rules.CardsInPlay()))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.Record(); !errors.Is(err, record.ErrIncomplete) {
		t.Errorf("record of a new deal: %v, want ErrIncomplete", err)
	}
	st = playRandom(st, rand.New(rand.NewPCG(5, 6)), -1)
	for _, bad := range []record.Tag{{Name: "Rules", Value: "Beck1972"}, {Name: "Option", Value: "Kontra=off"},
		{Name: "Game", Value: "Chess"}, {Name: "Seat0", Value: "Dora"}, {Name: "Date", Value: "1\n2"}} {
		if _, err := st.Record(record.Tag{Name: "Seat0", Value: "Anna"}, bad); !errors.Is(err, record.ErrBadRecord) {
			t.Errorf("tag %v: %v, want ErrBadRecord", bad, err)
		}
	}
	rec, err := st.Record(record.Tag{Name: "Seat0", Value: "Anna"}, record.Tag{Name: "Seat1", Value: "Bert"},
		record.Tag{Name: "Date", Value: "2026-11-30"})
	if err != nil {
		t.Fatal(err)
	}
	want := []record.Tag{
		{Name: "Game", Value: "Strohmandeln"}, {Name: "Rules", Value: "Furr2009"},
		{Name: "Option", Value: "Kontra=on"}, {Name: "Option", Value: "Values.Valat=10"},
		{Name: "Seat0", Value: "Anna"}, {Name: "Seat1", Value: "Bert"}, {Name: "Date", Value: "2026-11-30"},
	}
	if d := cmp.Diff(want, rec.Tags); d != "" {
		t.Errorf("tags (-want +got):\n%s", d)
	}
	if res, _ := st.Result(); rec.Result != res.Summary() || len(rec.Moves) != len(st.AppendHistory(nil)) {
		t.Errorf("moves %v and result %q", rec.Moves, rec.Result)
	}
}

// TestRecordIncomplete: a record whose deal is not over replays to the state
// after its last move, beside an error wrapping ErrIncomplete.
func TestRecordIncomplete(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for i := range 40 {
		rules := mustPreset(t, presetNames[i%len(presetNames)])
		st, err := strohmandel.NewGame(rules, strohmandel.ShuffledPack(rng, rules.CardsInPlay()))
		if err != nil {
			t.Fatal(err)
		}
		st = playRandom(st, rng, rng.IntN(50))
		rec, err := record.Parse(recordOf(t, st).String())
		if err != nil {
			t.Fatal(err)
		}
		g, err := strohmandel.Replay(rec)
		again := g.Final()
		if st.Done() {
			if err != nil {
				t.Fatalf("finished deal: %v", err)
			}
			continue
		}
		var re *record.Error
		if !errors.Is(err, record.ErrIncomplete) || !errors.As(err, &re) {
			t.Fatalf("after %d moves: %v, want ErrIncomplete", len(rec.Moves), err)
		}
		if n := len(rec.Moves); n > 0 && re.Line != rec.Moves[n-1].Line {
			t.Errorf("line %d, last move on line %d", re.Line, rec.Moves[n-1].Line)
		}
		if ok, d := tarocktest.Equal(st, again); !ok {
			t.Fatalf("state beside ErrIncomplete differs:\n%s", d)
		}
	}
}

// revoke finds a position in a seeded random deal where the seat to move
// could play a card that breaks follow suit (doc/strohmandel.md §7.2),
// and returns the state and that move.
func revoke(t *testing.T) (strohmandel.State, strohmandel.Move) {
	t.Helper()
	rng := rand.New(rand.NewPCG(9, 10))
	for range 50 {
		st, err := strohmandel.NewGame(strohmandel.MayrSedlaczek2007, strohmandel.Shuffled(rng))
		if err != nil {
			t.Fatal(err)
		}
		var buf []strohmandel.Move
		for !st.Done() {
			if st.Phase() == strohmandel.PhasePlay && st.CurrentTrick().Len() == 1 {
				for c := range st.Playable(st.ToMove()).All() {
					if _, err := st.Apply(strohmandel.Play(c)); errors.Is(err, tarock.ErrMustFollowSuit) {
						return st, strohmandel.Play(c)
					}
				}
			}
			buf = st.AppendLegalMoves(buf[:0])
			st, _ = st.Apply(buf[rng.IntN(len(buf))])
		}
	}
	t.Fatal("no position with a possible revoke found")
	return strohmandel.State{}, strohmandel.Move{}
}

// TestRecordErrors checks the errors of Replay: each is a *record.Error
// wrapping what is wrong; a move's error carries its line and column.
func TestRecordErrors(t *testing.T) {
	st, bad := revoke(t)
	rec := recordOf(t, st)
	rec.Moves = append(rec.Moves, record.Move{Text: bad.String()}, record.Move{Text: "play KH"})
	text := rec.String()
	parsed, err := record.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	at := parsed.Moves[len(parsed.Moves)-2]
	_, err = strohmandel.Replay(parsed)
	var re *record.Error
	var me *tarock.MoveError
	if !errors.As(err, &re) || !errors.As(err, &me) || !errors.Is(err, tarock.ErrMustFollowSuit) || !errors.Is(err, tarock.ErrIllegalMove) {
		t.Fatalf("revoke: %v", err)
	}
	if re.Line != at.Line || re.Column != at.Column || re.Line == 0 || re.Column == 0 {
		t.Errorf("revoke at line %d column %d, error says line %d column %d", at.Line, at.Column, re.Line, re.Column)
	}
	if msg := err.Error(); !strings.Contains(msg, "must follow suit") || !strings.Contains(msg, bad.String()) {
		t.Errorf("message %q does not name the move and the rule", msg)
	}

	cases := []struct {
		name     string
		from, to string
		want     error
	}{
		{"bad move", "play ", "play XYZ", tarock.ErrBadMoveSyntax},
		{"unknown preset", `[Rules "MayrSedlaczek2007"]`, `[Rules "Nobody1999"]`, tarock.ErrInvalidRules},
		{"bad option", `[Game "Strohmandeln"]`, "[Game \"Strohmandeln\"]\n[Option \"Kontra=maybe\"]", tarock.ErrInvalidRules},
		{"other game", `[Game "Strohmandeln"]`, `[Game "Tapp Tarock"]`, tarock.ErrInvalidRules},
		{"card twice", "Forehand: ", "Forehand: KC ", tarock.ErrInvalidDeal},
		{"no deal line", "DealerPiles:", "DealerStacks:", tarock.ErrInvalidDeal},
		{"two piles", " / ", " ", tarock.ErrInvalidDeal},
	}
	for _, c := range cases {
		text := strings.Replace(text, c.from, c.to, 1)
		rec, err := record.Parse(text)
		if err != nil {
			t.Fatalf("%s: %v\n%s", c.name, err, text)
		}
		_, err = strohmandel.Replay(rec)
		if !errors.Is(err, c.want) || !errors.As(err, &re) {
			t.Errorf("%s: %v, want %v", c.name, err, c.want)
			continue
		}
		for _, m := range rec.Moves {
			if strings.Contains(m.Text, "XYZ") && (re.Line != m.Line || re.Column != m.Column) {
				t.Errorf("%s: at line %d column %d, want %d %d", c.name, re.Line, re.Column, m.Line, m.Column)
			}
		}
	}
}

// TestRecordResultMismatch: a result comment that differs from the replay
// is reported with its line, quoting both texts.
func TestRecordResultMismatch(t *testing.T) {
	st, err := strohmandel.NewGame(strohmandel.MayrSedlaczek2007, strohmandel.Shuffled(rand.New(rand.NewPCG(1, 2))))
	if err != nil {
		t.Fatal(err)
	}
	st = playRandom(st, rand.New(rand.NewPCG(3, 4)), -1)
	text := recordOf(t, st).String()
	good, err := record.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := strohmandel.Replay(good); err != nil {
		t.Fatalf("finished record: %v", err)
	}
	res, _ := st.Result()
	lie := strings.Replace(text, fmt.Sprintf("seat 0 %+d", res.Deltas[0]), fmt.Sprintf("seat 0 %+d", res.Deltas[0]+1), 1)
	rec, err := record.Parse(lie)
	if err != nil {
		t.Fatal(err)
	}
	g, err := strohmandel.Replay(rec)
	again := g.Final()
	var re *record.Error
	if !errors.Is(err, record.ErrResultMismatch) || !errors.As(err, &re) {
		t.Fatalf("result mismatch: %v\n%s", err, lie)
	}
	if re.Line != rec.ResultPos.Line || re.Column != rec.ResultPos.Column || re.Line == 0 {
		t.Errorf("line %d column %d, result comment at %v", re.Line, re.Column, rec.ResultPos)
	}
	if msg := err.Error(); !strings.Contains(msg, fmt.Sprintf("%q", res.Summary())) || !strings.Contains(msg, fmt.Sprintf("%q", rec.Result)) {
		t.Errorf("message %q does not quote both results", msg)
	}
	if ok, d := tarocktest.Equal(st, again); !ok {
		t.Errorf("state beside the mismatch differs:\n%s", d)
	}
}

// FuzzReplay: replaying any record text never panics, every error is a
// *record.Error, and a text that replays gives a game whose record replays
// to the same game.
// seedStarts returns the starts of deals of presets that between them
// reach every phase and move: announcements and Trischaken (Tirol2025),
// called Trull (Beck1972), Rostopschin and the big win (Furr2009), the
// 40-card pack (Zwanziger40), Kontra, a simple game, a throw-in of a hand
// without tarock (strohmandeltest.Deal's seed 1), a redeal (BeckDEWP):
// each after its first moves, to be played on at random. The seeds of
// the fuzz targets come from them.
func seedStarts(t testing.TB) []strohmandel.State {
	t.Helper()
	kontra, _ := strohmandel.MayrSedlaczek2007.WithOption("Kontra=on")
	var starts []strohmandel.State
	for _, c := range []struct {
		r     strohmandel.Rules
		seed  uint64
		first []string // the first moves, then random ones
	}{{strohmandel.Tirol2025, 0, []string{"pass", "pass"}}, {strohmandel.Beck1972, 4, []string{"takeup"}},
		{strohmandel.Furr2009, 0, []string{"takeup"}}, {strohmandel.Zwanziger40, 0, []string{"pass", "takeup"}},
		{kontra, 0, []string{"takeup"}}, {strohmandel.MayrSedlaczek2007, 0, []string{"pass", "pass"}},
		{strohmandel.MayrSedlaczek2007, 1, []string{"throwin"}}, {strohmandel.BeckDEWP, 0, []string{"pass", "pass"}}} {
		st, err := strohmandel.NewGame(c.r, strohmandeltest.Deal(c.r, c.seed))
		if err != nil {
			t.Fatal(err)
		}
		starts = append(starts, gametest.Apply(t, st, strohmandel.ParseMove, c.first...))
	}
	return starts
}

func FuzzReplay(f *testing.F) {
	// Complete deals of seedStarts, the first with the tags of a table; a
	// deal not over; tags and a deal line only.
	rng := rand.New(rand.NewPCG(1, 1))
	starts := seedStarts(f)
	for _, s := range gametest.RecordSeeds(f, rng, starts, record.Tag{Name: "Seat0", Value: "Anna"}, record.Tag{Name: "Seat1", Value: "Bert"},
		record.Tag{Name: "Dealer", Value: "Bert"}, record.Tag{Name: "Date", Value: "2026-12-01"}, record.Tag{Name: "Event", Value: "club"},
		record.Tag{Name: "Seed", Value: "7"}) {
		f.Add(s)
	}
	f.Add("[Game \"Strohmandeln\"]\n[Rules \"Tirol2025\"]\n[Option \"Birds=Uhu\"]\nForehand: T1\n")
	f.Fuzz(func(t *testing.T, text string) {
		// A record that replays is written again as one that replays to
		// the same game, and the same text.
		gametest.CheckReplayText(t, text, strohmandel.ReplayText, cmp.Options{
			cmp.Comparer(func(a, b strohmandel.Move) bool { return a == b }),
			cmp.Comparer(func(a, b strohmandel.State) bool { ok, _ := tarocktest.Equal(a, b); return ok }),
		})
	})
}

// settlementLine is the fixed line of a hand-written game's settlement:
// "# settlement: deltas +4 -4, forehand 38 1/3 card points".
var settlementLine = regexp.MustCompile(`(?m)^# settlement: deltas ([+-]\d+) ([+-]\d+), forehand (\d+)(?: ([12])/3)? card points$`)

// TestGameFiles replays the hand-written games of doc/games: each replays
// without error, its result comment matches (Replay checks it), and its
// "# settlement:" line, computed by hand from the rule book, agrees with the
// engine's Result.
func TestGameFiles(t *testing.T) {
	gametest.CheckGameFiles(t, "../doc/games/strohmandel-*.txt", strohmandel.Replay, func(t *testing.T, text string, final strohmandel.State) {
		res, _ := final.Result()
		m := settlementLine.FindStringSubmatch(text)
		if m == nil {
			t.Fatal("no \"# settlement: deltas …, forehand … card points\" line")
		}
		thirds := 0
		fmt.Sscan(m[3], &thirds)
		thirds *= 3
		if m[4] != "" {
			thirds += int(m[4][0] - '0')
		}
		got := fmt.Sprintf("%+d %+d, %d thirds", res.Deltas[0], res.Deltas[1], int(res.SeatPoints[0]))
		want := fmt.Sprintf("%s %s, %d thirds", m[1], m[2], thirds)
		if got != want {
			t.Errorf("settlement by hand %q, engine %q\n%v", want, got, res)
		}
	})
}

// Write a finished deal as a game record with the players' names.
func ExampleState_Record() {
	st, err := strohmandel.NewGame(strohmandel.Tirol2025, strohmandel.Shuffled(rand.New(rand.NewPCG(1, 2))))
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, text := range []string{"takeup", "ready", "ready"} {
		m, _ := strohmandel.ParseMove(text)
		if st, err = st.Apply(m); err != nil {
			fmt.Println(err)
			return
		}
	}
	_, err = st.Record()
	fmt.Println(err)
	for !st.Done() { // every seat plays its first legal move
		st, _ = st.Apply(st.LegalMoves()[0])
	}
	rec, err := st.Record(record.Tag{Name: "Seat0", Value: "Anna"}, record.Tag{Name: "Seat1", Value: "Bert"})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(rec.Tags)
	fmt.Println(rec.Deal[2])
	fmt.Println(rec.Moves[:4])
	fmt.Println(rec.Result)
	// Output:
	// strohmandel: after 3 moves, seat 0 to move in the play phase: the deal is not over after the last move
	// [{Game Strohmandeln} {Rules Tirol2025} {Seat0 Anna} {Seat1 Bert}]
	// {ForehandPiles T1 T14 7C T2 / 4D T16 T5 8S / Skus 3H T3 T12}
	// [{takeup 0 0} {ready 0 0} {ready 0 0} {play T1 0 0}]
	// taken-up game by seat 0: lost; 31⅓ : 38⅔; seat 0 -3, seat 1 +3
}

// Replay a record written at the table: a hand without tarock thrown in,
// and the same deal with a revoke in the first trick.
func ExampleReplay() {
	const deal = `[Game "Strohmandeln"]
[Rules "MayrSedlaczek2007"]

Forehand:      4H 3H 2H AH JH CH QH KH 4D 3D 2D AD JD CD QD
Dealer:        T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15
ForehandPiles: T16 T17 T18 T19 / T20 T21 Skus KD / KS QS CS JS
DealerPiles:   10S 9S 8S 7S / KC QC CC JC / 10C 9C 8C 7C
`
	rec, err := record.Parse(deal + "\nthrowin\n{Result: thrown in: nothing scored; the same dealer deals again}\n")
	if err != nil {
		fmt.Println(err)
		return
	}
	g, err := strohmandel.Replay(rec)
	fmt.Println(g.Final().Contract(), err)

	rec, _ = record.Parse(deal + "\npass; takeup\nplay KS; play KC\n")
	_, err = strohmandel.Replay(rec)
	fmt.Println(err)
	fmt.Println(errors.Is(err, tarock.ErrMustFollowSuit))
	// Output:
	// thrown in <nil>
	// line 10, column 10: strohmandel: move 4: play KC by seat 1 in play: must follow suit: illegal move (Spades led, 10S held)
	// true
}

// TestDealLinePlaces: every error of a deal line stands at its line and
// column: the card to blame, or the line's name when the line as a whole
// is wrong (tapp's TestDealLinePlaces is the same table).
func TestDealLinePlaces(t *testing.T) {
	b, err := os.ReadFile("../doc/games/strohmandel-1.txt")
	if err != nil {
		t.Fatal(err)
	}
	gametest.CheckDealLinePlaces(t, string(b), strohmandel.ReplayText, []gametest.DealLineFault{
		{Name: "not a card", Old: "Forehand:      T1 T7", New: "Forehand:      T1 Y7", At: "Forehand:", Col: "Y7", Is: deck.ErrSyntax},
		{Name: "a card on two lines", Old: "Dealer:        T3 T6", New: "Dealer:        T3 T7", At: "Dealer:", Col: "T7", Is: tarock.ErrInvalidDeal},
		{Name: "a card twice on one line", Old: "/ 2D T5 CS 8S /", New: "/ 2D T5 CS 2D /", At: "ForehandPiles:", Col: "2D /", Is: tarock.ErrInvalidDeal},
		{Name: "a pile too short", Old: "/ CD T9 7S JC /", New: "/ CD T9 7S /", At: "DealerPiles:", Col: "CD", Is: tarock.ErrInvalidDeal},
		{Name: "two piles", Old: "/ CD T9 7S JC /", New: "CD T9 7S JC /", At: "DealerPiles:", Col: "DealerPiles", Is: tarock.ErrInvalidDeal},
		{Name: "piles in a hand", Old: "Dealer:        T3 T6", New: "Dealer:        T3 / T6", At: "Dealer:", Col: "Dealer", Is: tarock.ErrInvalidDeal},
		{Name: "unknown line", Old: "DealerPiles:", New: "DealerStacks:", At: "DealerStacks:", Col: "DealerStacks", Is: record.ErrBadRecord},
		{Name: "repeated line", Old: "Dealer:        T3", New: "Forehand:      T3", At: "Forehand:      T3", Col: "Forehand", Is: record.ErrBadRecord},
		{Name: "missing line", Old: "ForehandPiles: T12 JH 9S T4 / 2D T5 CS 8S / T15 T2 10C 4H\n", New: "", At: "Forehand:", Col: "Forehand", Is: tarock.ErrInvalidDeal},
	})
}
