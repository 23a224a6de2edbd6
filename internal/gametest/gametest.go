// Package gametest holds the test helpers that the tests of the two game
// packages, tapp and strohmandel, share: checks written once against either
// game's types (its Move, Rules, State), with the game's values as
// arguments. It is imported only by tests.
package gametest

import (
	"encoding"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/option"
	"github.com/tarockfamily/sdk/tarock/record"
	"github.com/tarockfamily/sdk/tarock/tarocktest"
	"pgregory.net/rapid"
)

// TB is what the helpers need of a test: both *testing.T and *rapid.T have
// it.
type TB interface {
	Helper()
	Fatal(args ...any)
	Fatalf(format string, args ...any)
}

// TextMove is a game's move type with its text methods.
type TextMove interface {
	tarock.Move
	encoding.TextMarshaler
}

// CheckMoveText checks that m's MarshalText is its String and that m reads
// back equal through its text (UnmarshalText) and through JSON. P is *M,
// inferred.
func CheckMoveText[M TextMove, P interface {
	*M
	encoding.TextUnmarshaler
}](t TB, m M) {
	t.Helper()
	b, err := m.MarshalText()
	if err != nil || string(b) != m.String() {
		t.Fatalf("%v: MarshalText = %q, %v", m, b, err)
	}
	var back M
	if err := P(&back).UnmarshalText(b); err != nil || back != m {
		t.Fatalf("%v: text %q reads back as %v, %v", m, b, back, err)
	}
	j, err := json.Marshal(m)
	if err != nil {
		t.Fatalf("%v: %v", m, err)
	}
	var zero M
	back = zero
	if err := json.Unmarshal(j, &back); err != nil || back != m {
		t.Fatalf("%v: JSON %s reads back as %v, %v", m, j, back, err)
	}
}

// TextCmp returns the go-cmp options under which CheckJSON compares a
// game's values: the game's moves M and tricks, whose fields are
// unexported, compared with ==.
func TextCmp[M comparable]() cmp.Options {
	return cmp.Options{
		cmp.Comparer(func(a, b M) bool { return a == b }),
		cmp.Comparer(func(a, b tarock.Trick) bool { return a == b }),
	}
}

// CheckJSON checks that v reads back through JSON equal under opts
// (go-cmp), and returns its JSON.
func CheckJSON[T any](t TB, v T, opts cmp.Options) []byte {
	t.Helper()
	j, err := json.Marshal(v)
	if err != nil {
		t.Fatalf("%T: %v", v, err)
	}
	var back T
	if err := json.Unmarshal(j, &back); err != nil {
		t.Fatalf("%T: %s does not read back: %v", v, j, err)
	}
	if d := cmp.Diff(v, back, opts); d != "" {
		t.Fatalf("%T: %s reads back different (-want +got):\n%s", v, j, d)
	}
	return j
}

// Apply applies moves in notation, each read with parse, to s, and fails
// t on a move that does not read or is refused.
func Apply[S interface{ Apply(M) (S, error) }, M any](t TB, s S, parse func(string) (M, error), moves ...string) S {
	t.Helper()
	for _, text := range moves {
		m, err := parse(text)
		if err != nil {
			t.Fatal(err)
		}
		if s, err = s.Apply(m); err != nil {
			t.Fatalf("%s: %v", text, err)
		}
	}
	return s
}

// PlayOut finishes s with legal moves chosen uniformly with rng, and fails
// t when a legal move is refused.
func PlayOut[S tarock.Game[S, M], M tarock.Move](t TB, s S, rng *rand.Rand) S {
	t.Helper()
	var buf []M
	for !s.Done() {
		buf = s.AppendLegalMoves(buf[:0])
		m := buf[rng.IntN(len(buf))]
		next, err := s.Apply(m)
		if err != nil {
			t.Fatalf("legal move %v refused: %v", m, err)
		}
		s = next
	}
	return s
}

// Rules is a game's rules type with its options as text.
type Rules[R any] interface {
	comparable
	Options(base R) []string
	WithOption(text string) (R, error)
}

// CheckPresetOptions checks with rapid, for every preset against every
// other as base, that Options writes the switches on/off (never true or
// false), and that its texts, respelt as a person might (respell), applied
// to the base with WithOption give the preset back.
func CheckPresetOptions[R Rules[R]](t *testing.T, presets []option.Named[R]) {
	t.Helper()
	rapid.Check(t, func(t *rapid.T) {
		base := rapid.SampledFrom(presets).Draw(t, "base")
		p := rapid.SampledFrom(presets).Draw(t, "preset")
		got := base.Rules
		for _, o := range p.Rules.Options(base.Rules) {
			if _, v, _ := strings.Cut(o, "="); v == "true" || v == "false" {
				t.Fatalf("switch written %q", o)
			}
			var err error
			if got, err = got.WithOption(respell(t, o)); err != nil {
				t.Fatal(err)
			}
		}
		if got != p.Rules {
			t.Fatalf("%s against %s: options %q give %+v", p.Name, base.Name, p.Rules.Options(base.Rules), got)
		}
	})
}

// respell writes an option text as a person might: the name and an
// enumeration value in another case, a switch with any of its value words,
// spaces around the name and the value.
func respell(t *rapid.T, text string) string {
	name, value, _ := strings.Cut(text, "=")
	switch value {
	case "on":
		value = rapid.SampledFrom([]string{"on", "ON", "true", "True", "yes", "YES"}).Draw(t, "on")
	case "off":
		value = rapid.SampledFrom([]string{"off", "Off", "false", "FALSE", "no", "No"}).Draw(t, "off")
	default:
		if rapid.Bool().Draw(t, "lower") {
			value = strings.ToLower(value)
		}
	}
	if rapid.Bool().Draw(t, "upper") {
		name = strings.ToUpper(name)
	}
	return " " + name + " = " + value
}

// SettlementFault is a fault planted in a game's settlement (the Settle of
// its tarocktest.Spec) and a part of the message tarocktest must give.
type SettlementFault struct {
	Fault func(*tarocktest.Settlement)
	Want  string
}

// FlipFirstItem plants the fault that the first scored item is read with
// its condition the wrong way round.
var FlipFirstItem = SettlementFault{func(st *tarocktest.Settlement) {
	if len(st.Items) > 0 {
		st.Items[0].Made = !st.Items[0].Made
	}
}, "scored as made="}

// CheckSettlementFaults checks that tarocktest finds each fault planted in
// spec.Settle within games random games (tarocktest.CheckGame with seeds
// 0, 1, …), with an error containing the fault's Want.
func CheckSettlementFaults[S tarock.Game[S, M], M tarock.Move](t *testing.T, spec tarocktest.Spec[S, M], games uint64, faults map[string]SettlementFault) {
	t.Helper()
	settle := spec.Settle
	for name, c := range faults {
		spec.Settle = func(s S) tarocktest.Settlement {
			st := settle(s)
			c.Fault(&st)
			return st
		}
		var err error
		for seed := uint64(0); seed < games && err == nil; seed++ {
			err = tarocktest.CheckGame(spec, seed, seed)
		}
		if err == nil || !strings.Contains(err.Error(), c.Want) {
			t.Errorf("%s: error %v, want one containing %q", name, err, c.Want)
		}
	}
}

// Lister is a game state that also lists its legal moves in a new slice
// and names its phase.
type Lister[S any, M tarock.Move, P fmt.Stringer] interface {
	tarock.Game[S, M]
	LegalMoves() []M
	Phase() P
}

// CheckAppendBuffer plays s to the end with rng and checks in every state
// the contract of AppendLegalMoves on a buffer of random length and spare
// capacity: the appended moves are LegalMoves, the existing elements
// (fill(i) at index i) and everything from element len(dst)+8 on (filled
// with sentinel) are left alone, and nothing is written beyond the
// capacity.
func CheckAppendBuffer[S Lister[S, M, P], M tarock.Move, P fmt.Stringer](t testing.TB, s S, rng *rand.Rand, sentinel M, fill func(i int) M) {
	t.Helper()
	for !s.Done() {
		want := s.LegalMoves()
		pre, room := rng.IntN(4), rng.IntN(24)
		buf := make([]M, pre+room+16)
		for i := range buf {
			buf[i] = sentinel
		}
		for i := range pre {
			buf[i] = fill(i)
		}
		got := s.AppendLegalMoves(buf[: pre : pre+room])
		if diff := cmp.Diff(want, got[pre:], cmp.Comparer(func(a, b M) bool { return a == b })); diff != "" {
			t.Fatalf("%v phase: appended moves (-LegalMoves +AppendLegalMoves):\n%s", s.Phase(), diff)
		}
		for i := range pre {
			if got[i] != fill(i) {
				t.Fatalf("element %d of the buffer changed to %v", i, got[i])
			}
		}
		for i := min(pre+room, pre+max(8, len(want))); i < len(buf); i++ {
			if buf[i] != sentinel {
				t.Fatalf("%v phase, %d moves after %d, capacity %d: element %d changed", s.Phase(), len(want), pre, pre+room, i)
			}
		}
		var err error
		if s, err = s.Apply(want[rng.IntN(len(want))]); err != nil {
			t.Fatal(err)
		}
	}
}

// FastPathSeeds are the seeds of FuzzFastPath: plays in the spellings that
// a parser's shortcut for plays must treat as the full parser does.
var FastPathSeeds = []string{"play Skus", "PLAY t1", "play  King of Hearts", "play King  of Hearts", "play \u00a0T1 ", "play T17 ross", "play ross", "play", "play XXI\u0085", "Play Sküs", "play K♡\ufe0f"}

// FuzzFastPath fuzzes, from FastPathSeeds and seeds (the game's moves,
// MoveSeeds), that fast (a parser with a shortcut) gives exactly the move
// full gives, and fails exactly when full fails.
func FuzzFastPath[M comparable](f *testing.F, fast, full func(string) (M, error), seeds ...string) {
	for _, s := range append(FastPathSeeds[:len(FastPathSeeds):len(FastPathSeeds)], seeds...) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		m, err := fast(s)
		want, wantErr := full(s)
		if m != want || (err == nil) != (wantErr == nil) {
			t.Fatalf("ParseMove(%q) = %v, %v; split into words: %v, %v", s, m, err, want, wantErr)
		}
	})
}

// FuzzJSON fuzzes, from seeds, that JSON which reads into a T either fails
// to be written again with an error wrapping tarock.ErrBadText or
// tarock.ErrBadMoveSyntax (a value read may hold a value without text, an
// item without kind, an event without a move) or reads back equal
// (CheckJSON with opts).
func FuzzJSON[T any](f *testing.F, opts cmp.Options, seeds ...string) {
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		var v T
		if json.Unmarshal([]byte(s), &v) != nil {
			return
		}
		j, err := json.Marshal(v)
		if err != nil {
			if !errors.Is(err, tarock.ErrBadText) && !errors.Is(err, tarock.ErrBadMoveSyntax) {
				t.Fatalf("%s: %v", s, err)
			}
			return
		}
		// CheckJSON, with reflect.DeepEqual before cmp.Diff, which costs
		// more than the decoding and would slow the fuzzing down.
		var back T
		if err := json.Unmarshal(j, &back); err != nil {
			t.Fatalf("%T: %s does not read back: %v", v, j, err)
		}
		if !reflect.DeepEqual(v, back) {
			if d := cmp.Diff(v, back, opts); d != "" {
				t.Fatalf("%T: %s reads back different (-want +got):\n%s", v, j, d)
			}
		}
	})
}

// CheckFixedArrays checks that v's JSON with one entry more in the array at
// each path does not read: json.Unmarshal into a copy of v returns a
// *tarock.TextError wrapping tarock.ErrBadText that says the array has
// more entries than it holds, and leaves the copy equal to v (under opts).
// A path is the keys and array indexes to the array, separated by "."
// ("deltas", "piles.0.1.cards"); the entry added repeats the array's last.
func CheckFixedArrays[T any](t TB, v T, opts cmp.Options, paths ...string) {
	t.Helper()
	j := CheckJSON(t, v, opts)
	for _, path := range paths {
		var tree any
		if err := json.Unmarshal(j, &tree); err != nil {
			t.Fatal(err)
		}
		var parent any
		var last string
		node := tree
		for _, k := range strings.Split(path, ".") {
			parent, last = node, k
			switch n := node.(type) {
			case map[string]any:
				node = n[k]
			case []any:
				i, err := strconv.Atoi(k)
				if err != nil || i < 0 || i >= len(n) {
					t.Fatalf("%T %s: no entry %q", v, path, k)
				}
				node = n[i]
			default:
				t.Fatalf("%T %s: %q is inside no object or array", v, path, k)
			}
		}
		list, ok := node.([]any)
		if !ok || len(list) == 0 {
			t.Fatalf("%T %s: not a non-empty array in %s", v, path, j)
		}
		longer := append(list, list[len(list)-1])
		switch p := parent.(type) {
		case map[string]any:
			p[last] = longer
		case []any:
			i, _ := strconv.Atoi(last)
			p[i] = longer
		}
		bad, err := json.Marshal(tree)
		if err != nil {
			t.Fatal(err)
		}
		got := v
		err = json.Unmarshal(bad, &got)
		var te *tarock.TextError
		if !errors.As(err, &te) || !errors.Is(err, tarock.ErrBadText) || !strings.Contains(te.Reason, "more than") {
			t.Fatalf("%T with %d entries in %s: %v, want a *tarock.TextError saying there are more than it holds", v, len(longer), path, err)
		}
		if d := cmp.Diff(v, got, opts); d != "" {
			t.Fatalf("%T with %d entries in %s: the value changed (-want +got):\n%s", v, len(longer), path, d)
		}
	}
}

// CheckGameFiles replays the hand-written games of doc/games that glob
// matches (at least three), each in a subtest named after its file: the
// file must parse as a record with a result comment and replay without
// error (replay is the game's Replay, which checks the result comment).
// check then compares the final state with what the file's comments
// computed by hand (the "# settlement:" line and the like).
func CheckGameFiles[G interface{ Final() S }, S any](t *testing.T, glob string, replay func(record.Record) (G, error), check func(t *testing.T, text string, final S)) {
	t.Helper()
	files, err := filepath.Glob(glob)
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 3 {
		t.Fatalf("%d hand-written games match %s, want at least 3", len(files), glob)
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			b, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			text := string(b)
			rec, err := record.Parse(text)
			if err != nil {
				t.Fatal(err)
			}
			if rec.Result == "" {
				t.Fatal("no result comment")
			}
			g, err := replay(rec)
			if err != nil {
				t.Fatal(err)
			}
			check(t, text, g.Final())
		})
	}
}

// CheckReplayText is the body of a game's FuzzReplay: replaying text with
// replay (the game's ReplayText) never panics and fails only with a
// *record.Error; a text that replays gives a game whose record replays to
// an equal game (under opts) and is written again the same.
func CheckReplayText[G interface{ Record() (record.Record, error) }](t *testing.T, text string, replay func(string) (G, error), opts cmp.Options) {
	t.Helper()
	g, err := replay(text)
	if err != nil {
		var re *record.Error
		if !errors.As(err, &re) {
			t.Fatalf("error %v is not a *record.Error", err)
		}
		return
	}
	rec, err := g.Record()
	if err != nil {
		t.Fatalf("Record of a replayed game: %v", err)
	}
	g2, err := replay(rec.String())
	if err != nil {
		t.Fatalf("replaying the written record: %v\n%s", err, rec)
	}
	// reflect.DeepEqual first: cmp.Diff over every state of a game costs
	// more than the replays, which would slow the fuzzing down.
	if !reflect.DeepEqual(g, g2) {
		if d := cmp.Diff(g, g2, opts); d != "" {
			t.Fatalf("game differs after writing and reading:\n%s", d)
		}
	}
	rec2, err := g2.Record()
	if err != nil || rec2.String() != rec.String() {
		t.Fatalf("record written twice differs: %v\n%s\n%s", err, rec, rec2)
	}
}

// DealLineFault is a fault put into a deal line of a hand-written game:
// the first Old replaced by New must make replaying fail with a
// *record.Error wrapping Is and record.ErrBadRecord, on the line where At
// ends (At may span lines) at the column of Col on that line.
type DealLineFault struct {
	Name, Old, New string
	At, Col        string
	Is             error
}

// CheckDealLinePlaces puts each fault into game, the text of a
// hand-written game, replays it with replay (the game's ReplayText) and
// checks the error and its place.
func CheckDealLinePlaces[G any](t *testing.T, game string, replay func(string) (G, error), faults []DealLineFault) {
	t.Helper()
	for _, tt := range faults {
		if !strings.Contains(game, tt.Old) {
			t.Fatalf("%s: %q not in the game", tt.Name, tt.Old)
		}
		text := strings.Replace(game, tt.Old, tt.New, 1)
		_, err := replay(text)
		var re *record.Error
		if !errors.As(err, &re) || !errors.Is(err, tt.Is) || !errors.Is(err, record.ErrBadRecord) {
			t.Errorf("%s: %v, want a *record.Error wrapping %v and ErrBadRecord", tt.Name, err, tt.Is)
			continue
		}
		i := strings.Index(text, tt.At)
		if i < 0 {
			t.Fatalf("%s: %q not in the changed game", tt.Name, tt.At)
		}
		line := strings.Count(text[:i], "\n") + 1 + strings.Count(tt.At, "\n")
		l := strings.Split(text, "\n")[line-1]
		col := strings.Index(l+"\n", tt.Col) + 1
		if re.Line != line || re.Column != col || col == 0 {
			t.Errorf("%s: error at %d:%d, want %d:%d: %v", tt.Name, re.Line, re.Column, line, col, err)
		}
	}
}

// Recorder is a game's state with its record: what RecordSeeds needs.
type Recorder[S any, M tarock.Move] interface {
	tarock.Game[S, M]
	Record(tags ...record.Tag) (record.Record, error)
}

// RecordSeeds returns seed texts for a game's FuzzReplay: the record of
// each of starts played to the end with legal moves chosen by rng (a
// complete deal, so that the fuzzer starts from records that replay and
// reach every phase), the first with tags, and then the record of the
// first cut after its first few moves (a deal not over). Keep the starts
// few: each full replay costs the fuzzer time.
func RecordSeeds[S Recorder[S, M], M tarock.Move](t TB, rng *rand.Rand, starts []S, tags ...record.Tag) []string {
	t.Helper()
	var out []string
	var first record.Record
	for i, s := range starts {
		var tg []record.Tag
		if i == 0 {
			tg = tags
		}
		rec, err := PlayOut(t, s, rng).Record(tg...)
		if err != nil {
			t.Fatalf("Record: %v", err)
		}
		if i == 0 {
			first = rec
		}
		out = append(out, rec.String())
	}
	if len(first.Moves) > 4 {
		first.Moves, first.Result = first.Moves[:4], ""
		out = append(out, first.String())
	}
	return out
}

// MoveSeeds returns seed texts for a game's move parsers: the text of the
// first legal move of each shape met while playing each of starts to the
// end with moves chosen by rng, a shape being the move's first word and
// its number of words up to four ("play KH" and "play T17 ross" differ),
// so that the seeds hold every kind of move of every phase the starts
// reach.
func MoveSeeds[S tarock.Game[S, M], M tarock.Move](t TB, rng *rand.Rand, starts []S) []string {
	t.Helper()
	seen := map[string]bool{}
	var out []string
	var buf []M
	for _, s := range starts {
		for !s.Done() {
			buf = s.AppendLegalMoves(buf[:0])
			for _, m := range buf {
				words := strings.Fields(m.String())
				if len(words) == 0 {
					continue
				}
				shape := words[0] + strconv.Itoa(min(len(words), 4))
				if !seen[shape] {
					seen[shape] = true
					out = append(out, m.String())
				}
			}
			var err error
			if s, err = s.Apply(buf[rng.IntN(len(buf))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	return out
}

// ObservationSeeds returns seed JSON for a game's FuzzObservationJSON: the
// observation (observe) of the first state of each phase (phase) met
// while playing each of starts to the end with moves chosen by rng, seen
// by a seat in turn and at the end by nobody. All but the first have
// their "rules" replaced by short, JSON of the rules holding only the
// fields whose zero value is out of range, so that the seeds are small
// and the fuzzer spends its time on the observation's own fields.
func ObservationSeeds[S tarock.Game[S, M], M tarock.Move, O any](t TB, rng *rand.Rand, starts []S,
	phase func(S) string, observe func(S, tarock.Seat) O, short string) []string {
	t.Helper()
	seen := map[string]bool{}
	var out []string
	var buf []M
	add := func(s S, seat tarock.Seat) {
		b, err := json.Marshal(observe(s, seat))
		if err != nil {
			t.Fatal(err)
		}
		if len(out) > 0 {
			var m map[string]json.RawMessage
			if err := json.Unmarshal(b, &m); err != nil {
				t.Fatal(err)
			}
			m["rules"] = json.RawMessage(short)
			if b, err = json.Marshal(m); err != nil {
				t.Fatal(err)
			}
		}
		out = append(out, string(b))
	}
	for _, s := range starts {
		for i := 0; ; i++ {
			seat := tarock.Seat(i % s.Players())
			if s.Done() {
				seat = tarock.NoSeat
			}
			if p := phase(s); !seen[p] {
				seen[p] = true
				add(s, seat)
			}
			if s.Done() {
				break
			}
			buf = s.AppendLegalMoves(buf[:0])
			var err error
			if s, err = s.Apply(buf[rng.IntN(len(buf))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	return out
}
