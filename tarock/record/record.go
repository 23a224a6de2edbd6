// Package record reads and writes game records: a plain-text notation for a
// whole deal of a Tarock game in the spirit of chess PGN, and the same
// content as JSON. [Parse] and [Record.String] know the syntax only. A
// file may hold many records one after another, an archive: a [Reader]
// (or [Games]) reads it one game at a time from an io.Reader, in constant
// memory, and a [Writer] writes one. [Record.Check] tells whether the
// notation can carry a record: every record the writers accept reads
// back the same, and they refuse any other, naming the field.
//
// The package also holds, once for every game, the flow that replays a
// record through a game's rules ([Replay], [ReplayText]: tags, preset,
// options, deal, moves, end of the deal, result comment, every error at its
// line and column) and writes one ([Game.Record], [Write]), with the errors
// of records ([ErrBadRecord], [ErrIncomplete], [ErrResultMismatch]). A
// game supplies only its rules, as a [Format]; tapp and strohmandel expose
// the flow as Replay, ReplayText, Game and State.Record, the same in both.
//
// A record is a sequence of lines (the grammar is in doc/notation.md):
//
//	[Game "Tapp Tarock"]                 header tags: [Name "value"]
//	[Rules "MayrSedlaczek2001"]
//	[Seat0 "Anna"]
//
//	Forehand: T1 T4 T9 KH …               the deal: Name: value
//	TalonLower: 4H 7S 8S
//
//	bid Dreier; pass; pass                moves: separated by ";" or on lines
//	take lower
//	12. play KH; play QH; play T2         an optional move number "N." is ignored
//
//	{Result: declarer seat 0 wins …}      the result comment
//
// "#" starts a comment that runs to the end of the line; "{" … "}" is a
// comment that may span lines. A brace comment whose text starts with
// "Result:" is the result comment: replay compares it with the actual
// result. Blank lines are ignored. Tags come first, then the deal lines,
// then the moves, then the result comment.
package record

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Tag is a header tag or a deal line: a name and its value.
type Tag struct {
	Name  string `json:"name"`
	Value string `json:"value"`
}

// Move is one move in the game's move notation, with where it stood in the
// text (1-based line and byte column; zero for records built in code).
type Move struct {
	Text   string `json:"move"`
	Line   int    `json:"-"`
	Column int    `json:"-"`
}

// Pos is a place in the text a record was parsed from: a 1-based line and
// byte column. The zero Pos is a place not known, as in a record built in
// code.
type Pos struct {
	Line, Column int
}

// Record is the content of one game record. Its zero value is an empty
// record. JSON encoding (encoding/json) gives the same content as the text
// form; the positions are not part of it.
type Record struct {
	Tags   []Tag  `json:"tags"`
	Deal   []Tag  `json:"deal"`
	Moves  []Move `json:"moves"`
	Result string `json:"result,omitempty"`

	// The positions in the parsed text, set by [Parse] and empty in a
	// record built in code: ResultPos is the "{" of the result comment;
	// TagPos[i] the "[" of Tags[i]; DealPos[i][0] the name of Deal[i] and
	// DealPos[i][k] the k-th word of its value (see [Words]); MovePos[i][k]
	// the k-th word of Moves[i], the words of a move's Text being
	// separated by single spaces (MovePos[i][0] is where Moves[i] stands,
	// its Line and Column).
	ResultPos Pos     `json:"-"`
	TagPos    []Pos   `json:"-"`
	DealPos   [][]Pos `json:"-"`
	MovePos   [][]Pos `json:"-"`
}

// PosInMove returns the place in the text of the byte at offset k of
// the text of the i-th move (0 ≤ k < len(r.Moves[i].Text)), so that an
// error can stand at the word of a move it concerns, where the move's
// words stood apart by more than a single space too (see MovePos). It
// returns the zero Pos for a move without a place (a record built in
// code).
func (r *Record) PosInMove(i, k int) Pos {
	if i < 0 || i >= len(r.Moves) {
		return Pos{}
	}
	m := r.Moves[i]
	if m.Line == 0 {
		return Pos{}
	}
	word, start := 0, 0
	for j := 0; j < k && j < len(m.Text); j++ {
		if m.Text[j] == ' ' {
			word, start = word+1, j+1
		}
	}
	if i < len(r.MovePos) && word < len(r.MovePos[i]) {
		p := r.MovePos[i][word]
		return Pos{p.Line, p.Column + k - start}
	}
	return Pos{m.Line, m.Column + k}
}

// ErrSyntax is wrapped by every error [Parse] returns.
var ErrSyntax = errors.New("record syntax error")

// Error reports a problem at a place in a record's text. Parse and Reader
// return it for syntax errors; the games' Replay returns it for illegal
// moves and a result that does not match, wrapping the rules engine's
// error. The line and column count from the start of the text (of the
// whole archive), in bytes from 1; the message quotes the record's text
// cut to a short excerpt.
type Error struct {
	Line   int   // 1-based line, 0 when unknown
	Column int   // 1-based byte column, 0 when unknown
	Err    error // what is wrong
}

// Error returns "line L, column C: what is wrong".
func (e *Error) Error() string {
	switch {
	case e.Line == 0:
		return e.Err.Error()
	case e.Column == 0:
		return fmt.Sprintf("line %d: %v", e.Line, e.Err)
	}
	return fmt.Sprintf("line %d, column %d: %v", e.Line, e.Column, e.Err)
}

// Unwrap returns the underlying error.
func (e *Error) Unwrap() error { return e.Err }

func syntaxErr(line, col int, format string, args ...any) error {
	return &Error{Line: line, Column: col, Err: fmt.Errorf(format+": %w", append(args, ErrSyntax)...)}
}

// maxExcerpt is the most bytes of a text that an error quotes.
const maxExcerpt = 40

// maxResult is the most bytes of a result comment that an error quotes.
const maxResult = 240

// clip returns s cut to at most maxExcerpt bytes on a rune boundary, with
// "…" added when it was cut.
func clip(s string) string { return clipN(s, maxExcerpt) }

// clipN returns s cut to at most n bytes on a rune boundary, with "…"
// added when it was cut.
func clipN(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "…"
}

// excerpt returns s for an error message: cut short by clip and quoted
// with Go syntax.
func excerpt(s string) string { return strconv.Quote(clip(s)) }

// Get returns the value of the first tag called name, or false.
func (r Record) Get(name string) (string, bool) {
	for _, t := range r.Tags {
		if t.Name == name {
			return t.Value, true
		}
	}
	return "", false
}

// DealValue returns the value of the first deal line called name, or false.
func (r Record) DealValue(name string) (string, bool) {
	for _, t := range r.Deal {
		if t.Name == name {
			return t.Value, true
		}
	}
	return "", false
}

// ValidName reports whether s can be a tag name or a deal-line name: a
// letter, then letters, digits, '_' and '-', at most 64 bytes
// (doc/notation.md). Record.String writes only records whose names are valid
// in a form Parse reads back.
func ValidName(s string) bool {
	if s == "" || len(s) > 64 {
		return false
	}
	for i, c := range s {
		switch {
		case c >= 'A' && c <= 'Z', c >= 'a' && c <= 'z':
		case i > 0 && (c >= '0' && c <= '9' || c == '_' || c == '-'):
		default:
			return false
		}
	}
	return true
}

// String returns the text form of r, as [Record.WriteTo] writes it:
// [Parse] reads it back to an equal record (apart from positions). Tag
// values are quoted with Go syntax; deal lines are aligned; moves are
// written width-limited, several to a line separated by "; "; the result,
// if any, is written as a "{Result: …}" comment.
//
// A record that [Record.Check] refuses has no text form: String then
// writes the line "[invalid record: reason]" before the fields as they
// are, so that Parse refuses the text rather than read another record
// from it.
func (r Record) String() string {
	var b strings.Builder
	if err := r.Check(); err != nil {
		b.WriteString("[invalid record: " + strings.ReplaceAll(err.Error(), "\n", " ") + "]\n")
	}
	r.write(&b)
	return b.String()
}

// write writes the text form of r to b.
func (r Record) write(b *strings.Builder) {
	for _, t := range r.Tags {
		b.WriteByte('[')
		b.WriteString(t.Name)
		b.WriteByte(' ')
		b.WriteString(strconv.Quote(t.Value))
		b.WriteString("]\n")
	}
	if len(r.Tags) > 0 {
		b.WriteByte('\n')
	}
	width := 0
	for _, t := range r.Deal {
		width = max(width, len(t.Name))
	}
	for _, t := range r.Deal {
		b.WriteString(t.Name)
		b.WriteByte(':')
		for range width - len(t.Name) + 1 {
			b.WriteByte(' ')
		}
		b.WriteString(t.Value)
		b.WriteByte('\n')
	}
	if len(r.Deal) > 0 {
		b.WriteByte('\n')
	}
	lineLen := 0
	for i, m := range r.Moves {
		if lineLen > 0 && lineLen+2+len(m.Text) > 72 {
			b.WriteByte('\n')
			lineLen = 0
		}
		if lineLen > 0 {
			b.WriteString("; ")
			lineLen += 2
		}
		b.WriteString(m.Text)
		lineLen += len(m.Text)
		if i == len(r.Moves)-1 {
			b.WriteByte('\n')
		}
	}
	if r.Result != "" {
		b.WriteString("\n{Result: " + r.Result + "}\n")
	}
}

// Words calls f with the byte offsets of each word of a deal-line value
// s: the words are separated by white space and commas, and a "/" is a
// word of its own wherever it stands ("T2/4D" is three words). Games read
// their deal lines in these words, and Record.DealPos holds their
// places.
func Words(s string, f func(start, end int)) {
	start := -1
	for i, c := range s {
		var split bool
		if c < utf8.RuneSelf {
			split = c <= ' ' && (c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r' || c == sep) || c == ',' || c == '/'
		} else {
			split = unicode.IsSpace(c)
		}
		if split && start >= 0 {
			f(start, i)
			start = -1
		}
		if c == '/' {
			f(i, i+1)
		} else if !split && start < 0 {
			start = i
		}
	}
	if start >= 0 {
		f(start, len(s))
	}
}

// wordPos appends to pos the position of a deal line's name, at line ln
// and column col, then of each word of its value, which starts at byte
// offset start of line.
func wordPos(pos []Pos, ln, col int, line string, start int) []Pos {
	pos = append(pos, Pos{ln, col})
	Words(line[start:], func(s, _ int) { pos = append(pos, Pos{ln, start + s + 1}) })
	return pos
}
