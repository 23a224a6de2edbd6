package record_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/tarockfamily/sdk/tarock/record"
	"pgregory.net/rapid"
)

const sample = `# A game transcribed at the table
[Game "Tapp Tarock"]
[Rules "MayrSedlaczek2001"]
[Event "Club night #3 {spring}"]   # a '#' inside a value is kept

Forehand:   T1 T4 KH
Middlehand: T2  T3   QH
{ a comment
  over two lines } TalonLower: 4H 7S 8S

1. bid Dreier; pass
2. pass   # middlehand thinks
take lower; discard 4H 7S 8S {short comment} ; play KH

{Result: declarer seat 0 wins 40 : 30}
`

func TestParseSample(t *testing.T) {
	r, err := record.Parse(sample)
	if err != nil {
		t.Fatal(err)
	}
	want := record.Record{
		Tags: []record.Tag{{"Game", "Tapp Tarock"}, {"Rules", "MayrSedlaczek2001"}, {"Event", "Club night #3 {spring}"}},
		Deal: []record.Tag{{"Forehand", "T1 T4 KH"}, {"Middlehand", "T2 T3 QH"}, {"TalonLower", "4H 7S 8S"}},
		Moves: []record.Move{
			{Text: "bid Dreier", Line: 11, Column: 4}, {Text: "pass", Line: 11, Column: 16},
			{Text: "pass", Line: 12, Column: 4},
			{Text: "take lower", Line: 13, Column: 1}, {Text: "discard 4H 7S 8S", Line: 13, Column: 13},
			{Text: "play KH", Line: 13, Column: 48},
		},
		Result:    "declarer seat 0 wins 40 : 30",
		ResultPos: record.Pos{Line: 15, Column: 1},
		TagPos:    []record.Pos{{Line: 2, Column: 1}, {Line: 3, Column: 1}, {Line: 4, Column: 1}},
		DealPos: [][]record.Pos{
			{{Line: 6, Column: 1}, {Line: 6, Column: 13}, {Line: 6, Column: 16}, {Line: 6, Column: 19}},
			{{Line: 7, Column: 1}, {Line: 7, Column: 13}, {Line: 7, Column: 17}, {Line: 7, Column: 22}},
			{{Line: 9, Column: 20}, {Line: 9, Column: 32}, {Line: 9, Column: 35}, {Line: 9, Column: 38}},
		},
		MovePos: [][]record.Pos{
			{{Line: 11, Column: 4}, {Line: 11, Column: 8}}, {{Line: 11, Column: 16}},
			{{Line: 12, Column: 4}},
			{{Line: 13, Column: 1}, {Line: 13, Column: 6}},
			{{Line: 13, Column: 13}, {Line: 13, Column: 21}, {Line: 13, Column: 24}, {Line: 13, Column: 27}},
			{{Line: 13, Column: 48}, {Line: 13, Column: 53}},
		},
	}
	if diff := cmp.Diff(want, r); diff != "" {
		t.Errorf("Parse (-want +got):\n%s", diff)
	}
	checkDealPos(t, sample, r)
	if v, ok := r.Get("Rules"); !ok || v != "MayrSedlaczek2001" {
		t.Errorf("Get(Rules) = %q, %v", v, ok)
	}
	if v, ok := r.DealValue("TalonLower"); !ok || v != "4H 7S 8S" {
		t.Errorf("DealValue(TalonLower) = %q, %v", v, ok)
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		text      string
		line, col int
		want      string
	}{
		{"[Game Tapp]", 1, 1, "double-quoted"},
		{"[Game \"Tapp\"", 1, 1, "does not end"},
		{"play KH\n[Game \"x\"]", 1, 1, "read as the first moves, and a tag line follows at line 2"},
		{"play KH\nForehand: T1", 1, 1, "read as the first moves, and a deal line follows at line 2"},
		{"play KH\npass\nForehand: T1", 3, 1, "after the moves"},
		{"play KH {never closed", 1, 9, "never closed"},
		{"{Result: a}\nplay KH", 2, 1, "after the result"},
		{"{Result: a}{Result: b}", 1, 12, "second result"},
		{"pass; bad: x", 1, 1, "cannot contain ':'"},
		{"  pass ] x", 1, 8, "unexpected"},
		{"[Game \"x\"] extra", 1, 12, "after a tag"},
		{"pass {Result: x} pass", 1, 18, "after the result"},
		{"pass {Result: x\n} pass", 2, 3, "after the result"},
	}
	for _, tt := range tests {
		_, err := record.Parse(tt.text)
		var re *record.Error
		if !errors.As(err, &re) || !errors.Is(err, record.ErrSyntax) {
			t.Errorf("Parse(%q) = %v, want a *record.Error wrapping ErrSyntax", tt.text, err)
			continue
		}
		if re.Line != tt.line || re.Column != tt.col || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Parse(%q) = %v (line %d col %d), want line %d col %d containing %q", tt.text, err, re.Line, re.Column, tt.line, tt.col, tt.want)
		}
	}
}

var ignorePos = cmpopts.IgnoreFields(record.Move{}, "Line", "Column")
var ignoreResultLine = cmpopts.IgnoreFields(record.Record{}, "ResultPos", "TagPos", "DealPos", "MovePos")

// checkDealPos checks that DealPos holds one place per deal line: its name,
// then one per word of its value, each pointing at that word in text.
func checkDealPos(t testing.TB, text string, r record.Record) {
	t.Helper()
	lines := strings.Split(text, "\n")
	if len(r.DealPos) != len(r.Deal) {
		t.Fatalf("%d deal positions for %d deal lines", len(r.DealPos), len(r.Deal))
	}
	for i, d := range r.Deal {
		var words []string
		record.Words(d.Value, func(s, e int) { words = append(words, d.Value[s:e]) })
		pos := r.DealPos[i]
		if len(pos) != 1+len(words) {
			t.Fatalf("deal line %s: %d positions for %d words %q", d.Name, len(pos), len(words), words)
		}
		for k, p := range pos {
			want := d.Name
			if k > 0 {
				want = words[k-1]
			}
			if l := lines[p.Line-1]; !strings.HasPrefix(l[p.Column-1:], want) {
				t.Fatalf("deal line %s, word %d %q: line %d column %d holds %q", d.Name, k, want, p.Line, p.Column, l[p.Column-1:])
			}
		}
	}
}

// TestWords checks how deal-line values split into words.
func TestWords(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []string
	}{
		{"", nil},
		{"T1 T2", []string{"T1", "T2"}},
		{"  T1,T2 ,\tT3  ", []string{"T1", "T2", "T3"}},
		{"T1 T2 / T3", []string{"T1", "T2", "/", "T3"}},
		{"T2/4D//", []string{"T2", "/", "4D", "/", "/"}},
		{"K♥\u00a0Q♥", []string{"K♥", "Q♥"}},
	} {
		var got []string
		record.Words(c.in, func(s, e int) { got = append(got, c.in[s:e]) })
		if !cmp.Equal(got, c.want) {
			t.Errorf("Words(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func genRecord() *rapid.Generator[record.Record] {
	word := rapid.StringMatching(`[A-Za-z][A-Za-z0-9]{0,8}`)
	value := rapid.StringMatching(`[A-Za-z0-9 #{}"\\♥.:;-]{0,20}`)
	cards := rapid.StringMatching(`([A-Z0-9]{1,4})( [A-Z0-9]{1,4}){0,5}`)
	move := rapid.StringMatching(`[a-z]{2,7}( [A-Za-z0-9]{1,6}){0,3}`)
	return rapid.Custom(func(t *rapid.T) record.Record {
		var r record.Record
		for _, n := range rapid.SliceOfN(word, 0, 6).Draw(t, "tags") {
			r.Tags = append(r.Tags, record.Tag{Name: n, Value: strings.TrimSpace(value.Draw(t, "v"))})
		}
		for _, n := range rapid.SliceOfN(word, 0, 6).Draw(t, "deal") {
			r.Deal = append(r.Deal, record.Tag{Name: n, Value: cards.Draw(t, "cards")})
		}
		for _, m := range rapid.SliceOfN(move, 0, 60).Draw(t, "moves") {
			r.Moves = append(r.Moves, record.Move{Text: m})
		}
		if rapid.Bool().Draw(t, "hasResult") {
			r.Result = "seat 0 wins 40 : 30; deltas +6 -3 -3"
		}
		return r
	})
}

// Parse(String(r)) == r and text → JSON → text round-trips.
func TestRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		r := genRecord().Draw(t, "record")
		back, err := record.Parse(r.String())
		if err != nil {
			t.Fatalf("Parse of written record failed: %v\n%s", err, r)
		}
		if diff := cmp.Diff(r, back, ignorePos, ignoreResultLine, cmpopts.EquateEmpty()); diff != "" {
			t.Fatalf("round trip (-want +got):\n%s\n%s", diff, r)
		}
		js, err := json.Marshal(back)
		if err != nil {
			t.Fatal(err)
		}
		var fromJSON record.Record
		if err := json.Unmarshal(js, &fromJSON); err != nil {
			t.Fatal(err)
		}
		if fromJSON.String() != r.String() {
			t.Fatalf("text → JSON → text changed the record:\n%s\n---\n%s", r, fromJSON)
		}
	})
}

// FuzzParse: Parse never panics; it fails with ErrSyntax, or reads a
// record whose deal positions point at its words, which Check accepts and
// which reads back the same from its text.
func FuzzParse(f *testing.F) {
	for _, s := range append(readerSeeds, sample, "[A \"b\"]\nX: y\nplay KH; pass\n{Result: z}", "{", "1. 2. 3.") {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		r, err := record.Parse(text)
		if err != nil {
			if !errors.Is(err, record.ErrSyntax) {
				t.Fatalf("error %v does not wrap ErrSyntax", err)
			}
			return
		}
		checkDealPos(t, text, r)
		if err := r.Check(); err != nil {
			t.Fatalf("a record read cannot be written: %v", err)
		}
		back, err := record.Parse(r.String())
		if err != nil {
			t.Fatalf("rewritten record does not parse: %v\n%s", err, r)
		}
		if !sameRecord(r, back) {
			t.Fatalf("rewrite changed the record (-want +got):\n%s", cmp.Diff(r, back, ignorePos, ignoreResultLine, cmpopts.EquateEmpty()))
		}
	})
}

// A brace comment between moves separates them (doc/notation.md grammar).
func TestCommentSeparatesMoves(t *testing.T) {
	r, err := record.Parse("pass { thinks } pass;bid Solo {x}{y} pass {Result: done}")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, m := range r.Moves {
		got = append(got, fmt.Sprintf("%s@%d", m.Text, m.Column))
	}
	want := []string{"pass@1", "pass@17", "bid Solo@22", "pass@38"}
	if diff := cmp.Diff(want, got); diff != "" || r.Result != "done" {
		t.Errorf("moves (-want +got):\n%s result %q", diff, r.Result)
	}
}

func TestNormalizeThroughParse(t *testing.T) {
	r, err := record.Parse("X:  KH\tQH  \n  play   KH ;  play K♥  \n")
	if err != nil {
		t.Fatal(err)
	}
	if got := r.Deal[0].Value; got != "KH QH" {
		t.Errorf("deal value %q", got)
	}
	if r.Moves[0].Text != "play KH" || r.Moves[1].Text != "play K♥" {
		t.Errorf("moves %q %q", r.Moves[0].Text, r.Moves[1].Text)
	}
}

// TestPosInMove checks that a byte of a move's text maps to its place in
// the text, also where the words stood apart by several spaces or tabs.
func TestPosInMove(t *testing.T) {
	r, err := record.Parse("[Game \"x\"]\n\n  take \t  uppr;   12.  play   T1  KH\npass\n")
	if err != nil {
		t.Fatal(err)
	}
	line := "  take \t  uppr;   12.  play   T1  KH"
	for i, tc := range []struct {
		move int
		word string
	}{{0, "take"}, {0, "uppr"}, {1, "play"}, {1, "T1"}, {1, "KH"}} {
		k := strings.Index(r.Moves[tc.move].Text, tc.word)
		got := r.PosInMove(tc.move, k+1) // the word's second byte
		if want := (record.Pos{Line: 3, Column: strings.Index(line, tc.word) + 2}); k < 0 || got != want {
			t.Errorf("%d: %q in %q: %+v, want %+v", i, tc.word, r.Moves[tc.move].Text, got, want)
		}
	}
	if got, want := r.PosInMove(2, 2), (record.Pos{Line: 4, Column: 3}); got != want {
		t.Errorf("pass: %+v, want %+v", got, want)
	}
	built := record.Record{Moves: []record.Move{{Text: "play T1"}, {Text: "play T2", Line: 3, Column: 4}}}
	if got := built.PosInMove(0, 5); got != (record.Pos{}) {
		t.Errorf("a move without a place: %+v, want none", got)
	}
	if got, want := built.PosInMove(1, 5), (record.Pos{Line: 3, Column: 9}); got != want {
		t.Errorf("a move without word places: %+v, want %+v", got, want)
	}
	if got := built.PosInMove(2, 0); got != (record.Pos{}) {
		t.Errorf("no such move: %+v, want none", got)
	}
}
