package record_test

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/tarockfamily/sdk/internal/long"
	"github.com/tarockfamily/sdk/koenigrufen"
	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tarock/record"
	"pgregory.net/rapid"
)

// readAll reads every game of text, through a Reader over a slow reader so
// that lines arrive in pieces.
func readAll(_ any, text string) ([]record.Record, []error) {
	var recs []record.Record
	var errs []error
	for rec, err := range record.Games(iotest.HalfReader(strings.NewReader(text))) {
		recs = append(recs, rec)
		errs = append(errs, err)
	}
	return recs, errs
}

const game2 = `[Game "Strohmandeln"]
[Seat0 "Anna"]

Forehand: T1 T2 / T3

pass; play T1

{Result: seat 0 wins}
`

// TestArchive reads three games, one of them with a byte-order mark before
// it and CRLF line ends, with positions counted in the whole text.
func TestArchive(t *testing.T) {
	text := "\ufeff# an archive\r\n" + strings.ReplaceAll(sample, "\n", "\r\n") + "\n" + game2 + "\n# the third\n[Game \"x\"]\n{Result: y}\n"
	recs, errs := readAll(t, text)
	if len(recs) != 3 {
		t.Fatalf("%d games, want 3: %v", len(recs), errs)
	}
	for i, err := range errs {
		if err != nil {
			t.Errorf("game %d: %v", i+1, err)
		}
	}
	one, err := record.Parse(sample)
	if err != nil {
		t.Fatal(err)
	}
	shift := func(p record.Pos) record.Pos { return record.Pos{Line: p.Line + 1, Column: p.Column} }
	for i := range one.Moves {
		one.Moves[i].Line++
	}
	one.ResultPos = shift(one.ResultPos)
	for i := range one.TagPos {
		one.TagPos[i] = shift(one.TagPos[i])
	}
	for _, ps := range append(one.DealPos, one.MovePos...) {
		for k := range ps {
			ps[k] = shift(ps[k])
		}
	}
	if diff := cmp.Diff(one, recs[0]); diff != "" {
		t.Errorf("game 1 (-want +got):\n%s", diff)
	}
	second := strings.Count(sample, "\n") + 3 // the line of game 2's first tag
	if got := recs[1].TagPos[0].Line; got != second || recs[1].Moves[1].Text != "play T1" || recs[1].Result != "seat 0 wins" {
		t.Errorf("game 2 at line %d (want %d): %+v", got, second, recs[1])
	}
	if v, _ := recs[2].Get("Game"); v != "x" || recs[2].Result != "y" {
		t.Errorf("game 3: %+v", recs[2])
	}
	// Parse reads the first and refuses the second.
	_, err = record.Parse(text)
	var re *record.Error
	if !errors.As(err, &re) || re.Line != second || re.Column != 1 || !strings.Contains(err.Error(), "second game") {
		t.Errorf("Parse of an archive: %v, want a second game at line %d", err, second)
	}
}

// TestArchiveBoundaries checks where a game ends: at a tag after the result
// comment, or after a blank line past the deal or the moves.
func TestArchiveBoundaries(t *testing.T) {
	for _, tc := range []struct {
		text  string
		games int
	}{
		{"", 0},
		{"# only a comment\n\n{ and another }\n", 0},
		{"[A \"1\"]\n\n[B \"2\"]\n", 1},                      // tags only: one game
		{"[A \"1\"]\nX: y\n\n[B \"2\"]\n", 2},                // after the deal
		{"[A \"1\"]\npass\n# between\n[B \"2\"]\npass\n", 2}, // a comment line is blank
		{"[A \"1\"]\n{Result: r}\n[B \"2\"]\n", 2},           // after the result
		{"pass\n\n[B \"2\"]\npass\n\n\n", 2},                 // the first game needs no tag
	} {
		recs, errs := readAll(t, tc.text)
		if len(recs) != tc.games {
			t.Errorf("%q: %d games, want %d", tc.text, len(recs), tc.games)
		}
		for _, err := range errs {
			if err != nil {
				t.Errorf("%q: %v", tc.text, err)
			}
		}
	}
}

// TestArchiveRecovers checks that a game with an error is reported at its
// place and that the games after it are read.
func TestArchiveRecovers(t *testing.T) {
	bad := []string{
		"[Game \"x\"]\n[Rules \"y\"\n[Seat0 \"z\"]\n\nX: a\n\npass\n", // a bad tag
		"[Game \"x\"]\n\nX: a\n\npass ] pass\npass\n\n{Result: r}\n",  // a bad move line
		"[Game \"x\"]\n{Result: r} pass\n",                            // text after the result
		"[Game \"x\"]\nX: a\njunk\n[Rules \"y\"]\n",                   // a stray line
	}
	good := "[Game \"ok\"]\n\nX: a\n\npass\n"
	for _, b := range bad {
		text := good + "\n" + b + "\n" + good + "\n" + good
		recs, errs := readAll(t, text)
		if len(recs) != 4 || errs[0] != nil || errs[1] == nil || errs[2] != nil || errs[3] != nil {
			t.Errorf("%q: %d games, errors %v; want 4 games, the second invalid", b, len(recs), errs)
			continue
		}
		if v, _ := recs[3].Get("Game"); v != "ok" || len(recs[3].Moves) != 1 {
			t.Errorf("%q: the last game read as %+v", b, recs[3])
		}
	}
	// An error of the reader ends the reading.
	r := record.NewReader(io.MultiReader(strings.NewReader(good+"\n"+good), iotest.ErrReader(io.ErrUnexpectedEOF)))
	if _, err := r.Read(); err != nil {
		t.Fatal(err)
	}
	if _, err := r.Read(); err != io.ErrUnexpectedEOF {
		t.Errorf("Read after a failing reader: %v", err)
	}
	if _, err := r.Read(); err != io.ErrUnexpectedEOF {
		t.Errorf("Read again: %v", err)
	}
}

// TestExactErrors checks that each error stands where the fault is.
func TestExactErrors(t *testing.T) {
	for _, tc := range []struct {
		name      string
		text      string
		line, col int
		want      string
	}{
		{"byte-order mark", "\ufeff# comment\n[Game \"x\"]\n[Rules \"y\"] junk\n", 3, 13, `text "junk" after a tag`},
		{"junk line among the tags", "[Game \"x\"]\njunk\n[Rules \"y\"]\n\nX: a\n", 2, 1, `"junk" is not a tag or a deal line`},
		{"junk line among the deal lines", "[Game \"x\"]\n\nX: a\njunk\nY: b\n\npass\n", 4, 1, `"junk" is not a tag or a deal line`},
		{"stray line before the deal", "[Game \"x\"]\n\n   stray words\n\nX: a\nY: b\n\npass\n", 3, 4, `"stray words" is not a tag or a deal line`},
		{"deal line without its colon", "[Game \"x\"]\n\nForehand  T1 T2\nMiddlehand: T3\n", 3, 1, `"Forehand  T1 T2" is not a tag or a deal line`},
		{"deal line after several lines of moves", "[Game \"x\"]\n\npass\npass\nX: a\n", 5, 1, "deal line X after the moves"},
		{"tag after the moves", "[Game \"x\"]\n\npass\npass\n[Rules \"y\"]\n", 5, 1, "tag after the deal or the moves"},
		{"junk first line", "junk\n[Game \"x\"]\n\nX: a\n", 1, 1, `"junk" is not a tag or a deal line (Name: value), but is read as the first moves, and a tag line follows at line 2`},
		{"junk first line before the deal", "  junk words\nX: a\n", 1, 3, `"junk words" is not a tag or a deal line (Name: value), but is read as the first moves, and a deal line follows at line 2`},
		{"tag after the deal", "[Game \"x\"]\nX: a\n[Rules \"y\"]\n", 3, 1, "tag after the deal or the moves"},
		{"CRLF", "[Game \"x\"]\r\n\r\npass; pass ]\r\n", 3, 12, `unexpected "]"`},
		{"unclosed comment", "[A \"1\"]\n\npass\npass {x\n\n", 4, 6, "never closed"},
		{"text after a multi-line result", "pass {Result: x\n  y }  pass\n", 2, 8, "after the result"},
		{"second game", "pass\n\n[B \"2\"]\n", 3, 1, "second game"},
	} {
		_, err := record.Parse(tc.text)
		var re *record.Error
		if !errors.As(err, &re) || !errors.Is(err, record.ErrSyntax) {
			t.Errorf("%s: %v, want a *record.Error wrapping ErrSyntax", tc.name, err)
			continue
		}
		if re.Line != tc.line || re.Column != tc.col || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v (line %d, column %d), want line %d, column %d and %q", tc.name, err, re.Line, re.Column, tc.line, tc.col, tc.want)
		}
	}
}

// TestLongLine checks that an error about a 5 MB line quotes a short
// excerpt of it.
func TestLongLine(t *testing.T) {
	long := strings.Repeat("x", 5<<20)
	for _, text := range []string{
		"[Game \"x\"]\n" + long + ": value\n",        // not a deal line
		"[Game \"x\"] " + long + "\n",                // text after a tag
		"[Game \"x\"]\n" + long + "\nX: a\n",         // a stray line
		"[A \"1\"]\n\npass\n" + long + "\n[B \"2\"]", // tag after the moves
	} {
		_, err := record.Parse(text)
		if err == nil {
			t.Errorf("no error")
			continue
		}
		if n := len(err.Error()); n > 300 || !strings.Contains(err.Error(), "…") && strings.Contains(err.Error(), "xxx") {
			t.Errorf("error of %d bytes: %.300s", n, err)
		}
	}
	if _, err := record.Parse("[Game \"x\"]\n" + long + "\n"); err != nil {
		t.Errorf("a long move line: %v", err)
	}
	err := record.Record{Moves: []record.Move{{Text: long + ";"}}}.Check()
	if err == nil || len(err.Error()) > 300 {
		t.Errorf("Check of a long move: %.300v", err)
	}
}

// TestWriterRefuses checks that a record the notation cannot carry is
// refused with the field named, and that String's text of it does not
// parse.
func TestWriterRefuses(t *testing.T) {
	head := []record.Tag{{Name: "Game", Value: "x"}}
	for _, tc := range []struct {
		rec   record.Record
		field string
	}{
		{record.Record{Tags: head, Moves: []record.Move{{Text: "pass # x"}, {Text: "pass"}}}, "Moves[0]"},
		{record.Record{Tags: head, Moves: []record.Move{{Text: "pass; pass"}}}, "Moves[0]"},
		{record.Record{Tags: head, Moves: []record.Move{{Text: "pass"}, {Text: "12. pass"}}}, "Moves[1]"},
		{record.Record{Tags: head, Moves: []record.Move{{Text: ""}}}, "Moves[0]"},
		// A byte-order mark first in a record without tags would be dropped
		// by the reader (found by TestWriteNeverLoses).
		{record.Record{Moves: []record.Move{{Text: "\ufeff"}}}, "Moves[0]"},
		{record.Record{Tags: head, Moves: []record.Move{{Text: "\ufeffpass"}}}, "Moves[0]"},
		{record.Record{Tags: head, Moves: []record.Move{{Text: "a  b"}}}, "Moves[0]"},
		{record.Record{Tags: []record.Tag{{Name: "Event", Value: "club\nnight"}}, Moves: []record.Move{{Text: "pass"}}}, "Tags[0].Value"},
		{record.Record{Tags: []record.Tag{{Name: "Seat 0", Value: "Anna"}}, Moves: []record.Move{{Text: "pass"}}}, "Tags[0].Name"},
		{record.Record{Tags: head, Deal: []record.Tag{{Name: "X:Y", Value: "a"}}}, "Deal[0].Name"},
		{record.Record{Tags: head, Deal: []record.Tag{{Name: "X", Value: "a {b}"}}}, "Deal[0].Value"},
		{record.Record{Tags: head, Result: "a } b"}, "Result"},
		{record.Record{Tags: head, Result: "a\nb"}, "Result"},
		// A "{" in a comment means it was not closed; a NUL byte is an
		// error outside a tag value.
		{record.Record{Tags: head, Result: "a { b"}, "Result"},
		{record.Record{Tags: head, Result: "a\x00b"}, "Result"},
		{record.Record{Moves: []record.Move{{Text: "pass"}}}, "Tags"},
		{record.Record{Tags: head}, "Deal, Moves and Result"},
	} {
		var buf bytes.Buffer
		err := record.NewWriter(&buf).Write(tc.rec)
		if !errors.Is(err, record.ErrUnwritable) || !strings.Contains(err.Error(), tc.field) || buf.Len() != 0 {
			t.Errorf("Write(%+v): %v, %q written; want an error naming %s", tc.rec, err, buf.String(), tc.field)
		}
		if tc.rec.Check() == nil {
			continue // fine alone, refused in an archive only
		}
		if _, err := tc.rec.WriteTo(&buf); !errors.Is(err, record.ErrUnwritable) || buf.Len() != 0 {
			t.Errorf("WriteTo(%+v): %v", tc.rec, err)
		}
		if back, err := record.Parse(tc.rec.String()); err == nil {
			t.Errorf("String of %+v parses, as %+v", tc.rec, back)
		}
	}
}

// anyText draws text of any kind: arbitrary strings, and words of the
// notation with its special characters.
func anyText() *rapid.Generator[string] {
	return rapid.OneOf(
		rapid.String(),
		rapid.StringMatching(`[A-Za-z0-9 ]{0,12}`),
		rapid.StringMatching(`[a-z]{1,5}( [A-Za-z0-9#;:{}\[\]".\\\t\n\r]{1,4}){0,3}`),
		rapid.StringMatching(`[0-9]{1,3}\.? ?[a-z]{0,3}`),
		rapid.SampledFrom([]string{"", " ", "Result: x", "{Result: x}", "pass # x", "a\x00b", "\ufeff", "Seat 0", "X:", "é \u00a0 ü"}),
	)
}

// genAnyRecord draws records whose fields hold arbitrary text.
func genAnyRecord() *rapid.Generator[record.Record] {
	name := rapid.OneOf(rapid.StringMatching(`[A-Za-z][A-Za-z0-9_-]{0,8}`), anyText())
	return rapid.Custom(func(t *rapid.T) record.Record {
		var r record.Record
		for range rapid.IntRange(0, 4).Draw(t, "tags") {
			r.Tags = append(r.Tags, record.Tag{Name: name.Draw(t, "name"), Value: anyText().Draw(t, "value")})
		}
		for range rapid.IntRange(0, 3).Draw(t, "deal") {
			r.Deal = append(r.Deal, record.Tag{Name: name.Draw(t, "name"), Value: anyText().Draw(t, "cards")})
		}
		for range rapid.IntRange(0, 6).Draw(t, "moves") {
			r.Moves = append(r.Moves, record.Move{Text: anyText().Draw(t, "move")})
		}
		r.Result = anyText().Draw(t, "result")
		return r
	})
}

var ignoreAllPos = []cmp.Option{ignorePos, ignoreResultLine, cmpopts.EquateEmpty()}

// TestWriteNeverLoses: every record the writer accepts reads back the same,
// alone and in an archive; every other one is refused with a field named.
func TestWriteNeverLoses(t *testing.T) {
	accepted := 0
	rapid.Check(t, func(t *rapid.T) {
		recs := rapid.SliceOfN(genAnyRecord(), 1, 3).Draw(t, "records")
		var buf bytes.Buffer
		w := record.NewWriter(&buf)
		var written []record.Record
		for _, r := range recs {
			err := r.Check()
			if err != nil {
				if !errors.Is(err, record.ErrUnwritable) || !strings.Contains(err.Error(), "record: ") {
					t.Fatalf("Check: %v", err)
				}
				if werr := w.Write(r); werr == nil || werr.Error() != err.Error() {
					t.Fatalf("Write of a record Check refuses: %v, Check %v", werr, err)
				}
				continue
			}
			accepted++
			back, err := record.Parse(r.String())
			if err != nil {
				t.Fatalf("Parse of an accepted record: %v\n%q", err, r.String())
			}
			if diff := cmp.Diff(r, back, ignoreAllPos...); diff != "" {
				t.Fatalf("read back (-want +got):\n%s\n%q", diff, r.String())
			}
			if w.Write(r) == nil {
				written = append(written, r)
			}
		}
		got, errs := readAll(t, buf.String())
		for _, err := range errs {
			if err != nil {
				t.Fatalf("archive: %v\n%q", err, buf.String())
			}
		}
		if diff := cmp.Diff(written, got, ignoreAllPos...); diff != "" {
			t.Fatalf("archive read back (-want +got):\n%s\n%q", diff, buf.String())
		}
	})
	if accepted == 0 {
		t.Error("no record was accepted")
	}
}

// readerSeeds are the seed inputs of FuzzReader: small texts, each
// reaching some branches of the reader, so that the fuzzer mutates them
// fast and can combine their pieces (a byte-order mark, a line end, a
// brace) into new places.
var readerSeeds = []string{
	// Tags (with escapes and a NUL in a value), a deal line with groups,
	// move numbers, moves separated by ";" and by comments, a "#" comment,
	// a result comment.
	"[Game \"x\"]\n[Event \"a \\\"b\\\" \\\\ c\x00\"]\n\nForehand: T1, T4 / KH\n\n1. bid Dreier; pass {x} pass\n2.  take   upper # c\n{Result: r}\n",
	// Byte-order marks where a game can begin, CRLF line ends.
	"\ufeff[A \"b\"]\r\nX: y\r\n\r\nplay KH; pass\r\n{Result: z}\r\n\ufeff[B \"c\"]\npass\n",
	"[A \"1\"]\n\npass\n\n\ufeff# next file\n\ufeff\n[B \"2\"]\npass\n",
	// A byte-order mark within a game, which no writer can write.
	"[A \"\"]\n\ufeff\n",
	// Faults the reader recovers from: a stray line, text after the
	// result, a tag after the moves.
	"[A \"1\"]\njunk\n[B \"2\"]\n\n[C \"3\"]\n{Result: x} y\n\n[D \"4\"]\npass\n",
	"junk\n[A \"1\"]\n\npass\n",
	"[A \"1\"]\n\nForehand  T1 T2\nMiddlehand: T3\n",
	"[A \"1\"\n[B 2]\n[C \"3\"] x\npass ] pass\npl\x00ay\n",
	// Comments not closed, over lines, holding "{".
	"pass {Result: x\n}\n[A \"b\"]\n{",
	"[A \"1\"]\n\npass\n\n{Result: r\n\n  more\n}\n[B \"2\"]\npass\n",
	"[A \"1\"]\n\npass {a {b} pass\n\n{Result: r\n\n[B \"2\"]\npass\n{Result: s}{Result: t}\n",
	// A game of moves only, then another after a blank line.
	"pass; pass\n\n[B \"2\"]\npass\n",
}

// sameRecord reports whether a and b hold the same tags, deal lines, moves
// and result, whatever their positions: a quick form of cmp.Diff with
// ignoreAllPos.
func sameRecord(a, b record.Record) bool {
	if len(a.Tags) != len(b.Tags) || len(a.Deal) != len(b.Deal) || len(a.Moves) != len(b.Moves) || a.Result != b.Result {
		return false
	}
	for i := range a.Tags {
		if a.Tags[i] != b.Tags[i] {
			return false
		}
	}
	for i := range a.Deal {
		if a.Deal[i] != b.Deal[i] {
			return false
		}
	}
	for i := range a.Moves {
		if a.Moves[i].Text != b.Moves[i].Text {
			return false
		}
	}
	return true
}

// FuzzReader reads any text as an archive: every error is a *record.Error
// at a line and column, every game read writes and reads back the same, and
// an archive of them reads back the same.
func FuzzReader(f *testing.F) {
	for _, s := range readerSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		var games []record.Record
		lines := strings.Count(text, "\n") + 1
		for rec, err := range record.Games(strings.NewReader(text)) {
			if err != nil {
				var re *record.Error
				if !errors.As(err, &re) || !errors.Is(err, record.ErrSyntax) || re.Line < 1 || re.Line > lines || re.Column < 1 {
					t.Fatalf("error %v is not a *record.Error at a place of the text", err)
				}
				if len(err.Error()) > 400 {
					t.Fatalf("error of %d bytes", len(err.Error()))
				}
				continue
			}
			if err := rec.Check(); err != nil {
				t.Fatalf("a record read cannot be written: %v", err)
			}
			back, err := record.Parse(rec.String())
			if err != nil {
				t.Fatalf("rewritten record does not parse: %v\n%s", err, rec)
			}
			if !sameRecord(rec, back) {
				t.Fatalf("rewrite changed the record (-want +got):\n%s", cmp.Diff(rec, back, ignoreAllPos...))
			}
			games = append(games, rec)
		}
		var buf bytes.Buffer
		w := record.NewWriter(&buf)
		var written []record.Record
		for _, g := range games {
			if w.Write(g) == nil {
				written = append(written, g)
			}
		}
		got, errs := readAll(t, buf.String())
		for _, err := range errs {
			if err != nil {
				t.Fatalf("archive: %v", err)
			}
		}
		same := len(written) == len(got)
		for i := 0; same && i < len(got); i++ {
			same = sameRecord(written[i], got[i])
		}
		if !same {
			t.Fatalf("archive read back (-want +got):\n%s", cmp.Diff(written, got, ignoreAllPos...))
		}
	})
}

// FuzzWrite builds a record of fuzzed fields: if Check accepts it, it reads
// back the same; if not, String's text does not parse.
func FuzzWrite(f *testing.F) {
	f.Add("Event", "club night", "X", "T1 T2", "pass", "pass # x", "seat 0 wins")
	f.Add("Seat 0", "a\nb", "X:", "a {b}", "12. pass", "", "a } b")
	f.Fuzz(func(t *testing.T, tag, value, deal, cards, m1, m2, result string) {
		r := record.Record{
			Tags:   []record.Tag{{Name: tag, Value: value}},
			Deal:   []record.Tag{{Name: deal, Value: cards}},
			Moves:  []record.Move{{Text: m1}, {Text: m2}},
			Result: result,
		}
		text := r.String()
		back, perr := record.Parse(text)
		if err := r.Check(); err != nil {
			if perr == nil {
				t.Fatalf("Check refuses (%v) but the text parses as %+v", err, back)
			}
			return
		}
		if perr != nil {
			t.Fatalf("accepted record does not parse: %v\n%q", perr, text)
		}
		if diff := cmp.Diff(r, back, ignoreAllPos...); diff != "" {
			t.Fatalf("read back (-want +got):\n%s", diff)
		}
	})
}

// archiveGames is the number of random games of each game in TestBigArchive.
func archiveGames() int {
	if testing.Short() {
		return 1000
	}
	return long.Count(10000, 1000)
}

// TestBigArchive writes an archive of random games of the three games, reads it
// back game by game, replays each and writes it again: the text is the
// same byte for byte.
func TestBigArchive(t *testing.T) {
	n := archiveGames()
	rng := rand.New(rand.NewPCG(5, 6))
	var text bytes.Buffer
	w := record.NewWriter(&text)
	var tm []tapp.Move
	var sm []strohmandel.Move
	var km []koenigrufen.Move
	for i := range 2 * n {
		var rec record.Record
		var err error
		seed := record.Tag{Name: "Event", Value: fmt.Sprint("game ", i+1)}
		switch i % 3 {
		case 0:
			st, _ := tapp.NewGame(tapp.MayrSedlaczek2001, tapp.Shuffled(rng))
			for !st.Done() {
				tm = st.AppendLegalMoves(tm[:0])
				st, _ = st.Apply(tm[rng.IntN(len(tm))])
			}
			rec, err = st.Record(seed)
		case 1:
			st, _ := strohmandel.NewGame(strohmandel.MayrSedlaczek2007, strohmandel.Shuffled(rng))
			for !st.Done() {
				sm = st.AppendLegalMoves(sm[:0])
				st, _ = st.Apply(sm[rng.IntN(len(sm))])
			}
			rec, err = st.Record(seed)
		default:
			st, _ := koenigrufen.NewGame(koenigrufen.AustrianTarockCup2023, koenigrufen.Shuffled(rng))
			for !st.Done() {
				km = st.AppendLegalMoves(km[:0])
				st, _ = st.Apply(km[rng.IntN(len(km))])
			}
			rec, err = st.Record(seed)
		}
		if err != nil {
			t.Fatal(err)
		}
		if err := w.Write(rec); err != nil {
			t.Fatal(err)
		}
	}
	var again bytes.Buffer
	w2 := record.NewWriter(&again)
	games := 0
	var read [3]int // the games read of Tapp, Strohmandeln and Königrufen
	for rec, err := range record.Games(bytes.NewReader(text.Bytes())) {
		if err != nil {
			t.Fatal(err)
		}
		games++
		game, _ := rec.Get("Game")
		switch game {
		case tapp.GameName:
			read[0]++
			_, err = tapp.Replay(rec)
		case strohmandel.GameName:
			read[1]++
			_, err = strohmandel.Replay(rec)
		case koenigrufen.GameName:
			read[2]++
			_, err = koenigrufen.Replay(rec)
		default:
			err = fmt.Errorf("game %q", game)
		}
		if err != nil {
			t.Fatalf("game %d: %v", games, err)
		}
		if err := w2.Write(rec); err != nil {
			t.Fatal(err)
		}
	}
	if want := [3]int{(2*n + 2) / 3, (2*n + 1) / 3, 2 * n / 3}; games != 2*n || read != want {
		t.Errorf("%d games read, want %d; by game %v, want %v", games, 2*n, read, want)
	}
	if !bytes.Equal(text.Bytes(), again.Bytes()) {
		t.Errorf("the archive written again differs (%d bytes, then %d)", text.Len(), again.Len())
	}
	t.Logf("%d games, %d bytes", games, text.Len())
}

// TestReaderFaults checks the faults a trial of the archive reader found:
// each game is read and counted, and each error stands at its fault.
func TestReaderFaults(t *testing.T) {
	type want struct {
		game      string // the Game tag, or ""
		line, col int    // of the error, or 0
		err       string // in the error, or "" for none
	}
	for _, tc := range []struct {
		name  string
		text  string
		games []want
	}{
		// 1. A byte-order mark at the start of a line where a game can
		// begin is skipped: archives joined with cat.
		{"byte-order marks of two files", "\ufeff[Game \"x\"]\n\npass\n\n\ufeff[Game \"y\"]\n\npass\n",
			[]want{{game: "x"}, {game: "y"}}},
		{"byte-order mark before a comment line", "\ufeff[Game \"x\"]\n\npass\n{Result: r}\n\ufeff# file 2\n\ufeff\n[Game \"y\"]\n\npass\n",
			[]want{{game: "x"}, {game: "y"}}},
		{"byte-order mark after a bad game", "[Game \"x\"]\n\npass ] x\n\n\ufeff[Game \"y\"]\n\npass\n",
			[]want{{"x", 3, 6, `unexpected "]"`}, {game: "y"}}},
		{"byte-order mark inside a game", "[Game \"x\"]\n\ufeff[Rules \"y\"]\n",
			[]want{{"x", 2, 4, `unexpected "["`}}},
		{"byte-order mark alone on a line of a game", "[A \"\"]\n\ufeff\n",
			[]want{{"", 2, 1, "U+FEFF"}}},
		{"byte-order mark before a move", "[Game \"x\"]\n\npass; \ufeffpass\n\n[Game \"y\"]\n\npass\n",
			[]want{{"x", 3, 7, "U+FEFF"}, {game: "y"}}},
		{"byte-order mark after a move number", "[Game \"x\"]\n\n1. \ufeffpass\n",
			[]want{{"x", 3, 4, "U+FEFF"}}},
		// 2. A result comment not closed ends at a tag line after a blank
		// line, and the game of that tag is read.
		{"result comment not closed", "[Game \"x\"]\n\npass\n\n{Result: r\n\n[Game \"y\"]\n\npass\n\n{Result: s}\n",
			[]want{{"x", 5, 1, "result comment not closed"}, {game: "y"}}},
		{"comment not closed before the next game", "[Game \"x\"]\n\npass {thinks\n\n  [Game \"y\"]\n\npass\n",
			[]want{{"x", 3, 6, "comment not closed"}, {game: "y"}}},
		{"result comment over lines", "[Game \"x\"]\n\npass\n\n{Result: r\n\n  and more\n}\n[Game \"y\"]\n\npass\n",
			[]want{{game: "x"}, {game: "y"}}},
		{"result comment not closed after a bad game", "[Game \"x\"]\n\npass ] x\n\n{Result: r\n\n[Game \"y\"]\n\npass\n",
			[]want{{"x", 3, 6, `unexpected "]"`}, {game: "y"}}},
		// 3. A NUL byte outside a tag value is an error.
		{"NUL in a move", "[Game \"x\"]\n\npl\x00ay Skus; pass\n", []want{{"x", 3, 3, "NUL"}}},
		{"NUL padding", "[Game \"x\"]\n\npass\n\x00\x00\x00\n", []want{{"x", 4, 1, "NUL"}}},
		{"NUL in a card", "[Game \"x\"]\n\nplay T\x003\n", []want{{"x", 3, 7, "NUL"}}},
		{"NUL in a comment", "[Game \"x\"]\n\npass # a\x00b\n", []want{{"x", 3, 9, "NUL"}}},
		{"NUL in a result comment", "[Game \"x\"]\n\npass\n{Result:\n a\x00b}\n", []want{{"x", 5, 3, "NUL"}}},
		{"NUL after a tag", "[Game \"x\"]\x00\n\npass\n", []want{{"", 1, 11, "NUL"}}},
		{"NUL in a tag value", "[Game \"x\x00y\"]\n\npass\n", []want{{game: "x\x00y"}}},
		{"NUL before the next game", "[Game \"x\"]\n\npass\n\n[Game \"y\"] \x00\n\npass\n",
			[]want{{game: "x"}, {"", 5, 12, "NUL"}}},
		{"a bad first move line", "[Game \"x\"]\n\npass ] x\n\n[Game \"y\"]\n\npass\n",
			[]want{{"x", 3, 6, `unexpected "]"`}, {game: "y"}}},
		// 4. A deal line without its ':', and a comment not closed before
		// the deal.
		{"deal line without its colon", "[Game \"x\"]\n\nForehand   T8 T9 KH\nMiddlehand: T3 T4\n",
			[]want{{"x", 3, 1, `lacks the ':' after Forehand`}}},
		{"deal line without its colon among others", "[Game \"x\"]\n\nForehand: T1\nMiddlehand T2, T3 / 4H\nDealer: T5\n",
			[]want{{"x", 4, 1, `lacks the ':' after Middlehand`}}},
		{"a move is not a deal line", "[Game \"x\"]\n\nbid Dreier\nForehand: T1\n",
			[]want{{"x", 3, 1, `read as the first moves`}}},
		{"comment not closed before the deal", "[Game \"x\"]\n\n{ the deal\nForehand: T1 T2\n\npass\n\n{Result: r}\n",
			[]want{{"x", 3, 1, `comment not closed: a "{" follows at line 8, column 1`}}},
		{"comment not closed on its line", "[Game \"x\"]\n\npass {a {b} pass\n",
			[]want{{"x", 3, 6, `comment not closed`}}},
	} {
		var got []want
		for rec, err := range record.Games(iotest.HalfReader(strings.NewReader(tc.text))) {
			w := want{}
			w.game, _ = rec.Get("Game")
			if err != nil {
				var re *record.Error
				if !errors.As(err, &re) || !errors.Is(err, record.ErrSyntax) {
					t.Errorf("%s: %v, want a *record.Error wrapping ErrSyntax", tc.name, err)
					continue
				}
				w.line, w.col, w.err = re.Line, re.Column, err.Error()
			}
			got = append(got, w)
		}
		ok := len(got) == len(tc.games)
		for i := 0; ok && i < len(got); i++ {
			g, w := got[i], tc.games[i]
			ok = g.game == w.game && g.line == w.line && g.col == w.col && (w.err == "") == (g.err == "") && strings.Contains(g.err, w.err)
		}
		if !ok {
			t.Errorf("%s: games %+v, want %+v", tc.name, got, tc.games)
		}
		// Parse reports the first game's error at the same place.
		_, err := record.Parse(tc.text)
		var re *record.Error
		if w := tc.games[0]; w.err != "" && (!errors.As(err, &re) || re.Line != w.line || re.Column != w.col || !strings.Contains(err.Error(), w.err)) {
			t.Errorf("%s: Parse: %v, want line %d, column %d: %s", tc.name, err, w.line, w.col, w.err)
		}
	}
}
