// Package record reads and writes game records: a plain-text notation for a
// whole deal of a Tarock game in the spirit of chess PGN, and the same
// content as JSON. [Parse] and [Record.String] know the syntax only.
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
	// DealPos[i][k] the k-th word of its value (see [Words]).
	ResultPos Pos     `json:"-"`
	TagPos    []Pos   `json:"-"`
	DealPos   [][]Pos `json:"-"`
}

// ErrSyntax is wrapped by every error [Parse] returns.
var ErrSyntax = errors.New("record syntax error")

// Error reports a problem at a place in a record's text. Parse returns it
// for syntax errors; the games' Replay returns it for illegal moves and a
// result that does not match, wrapping the rules engine's error.
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

// comment is a brace comment found by blank.
type comment struct {
	line, col       int // where "{" stands
	endLine, endCol int // where "}" stands
	text            string
}

// sep marks where a brace comment stood in blanked text: between moves it
// separates them as ";" does; elsewhere it counts as a space.
const sep = 0

// blank returns text with every comment replaced by spaces (line breaks
// kept, so lines and columns stay as they were; a brace comment's "{"
// becomes sep) and the brace comments it removed. A '#' or '{' inside the quoted value of a tag line is not a
// comment. It returns an error for a brace comment that is never closed.
func blank(text string) ([]byte, []comment, error) {
	b := []byte(text)
	var out []comment
	line, col := 1, 0
	atLineStart, inTag, inQuote := true, false, false
	for i := 0; i < len(b); i++ {
		c := b[i]
		col++
		if c == '\n' {
			line, col = line+1, 0
			atLineStart, inTag, inQuote = true, false, false
			continue
		}
		switch {
		case inQuote:
			if c == '\\' && i+1 < len(b) && b[i+1] != '\n' {
				i++
				col++
			} else if c == '"' {
				inQuote = false
			}
			continue
		case inTag && c == '"':
			inQuote = true
			continue
		case atLineStart && c == '[':
			inTag = true
		case c == '#':
			for i < len(b) && b[i] != '\n' {
				b[i] = ' '
				i++
			}
			i--
			continue
		case c == '{':
			sl, sc := line, col
			j := i + 1
			for j < len(b) && b[j] != '}' {
				j++
			}
			if j >= len(b) {
				return nil, nil, syntaxErr(sl, sc, "comment opened here is never closed")
			}
			b[i] = sep // a comment separates the moves around it
			for k := i + 1; k <= j; k++ {
				if b[k] == '\n' {
					line, col = line+1, 0
				} else {
					b[k] = ' '
					col++
				}
			}
			out = append(out, comment{sl, sc, line, col, text[i+1 : j]})
			i = j
			continue
		}
		if c != ' ' && c != '\t' && c != '\r' {
			atLineStart = false
		}
	}
	return b, out, nil
}

// Parse reads the text form of a record. It checks the syntax only (the
// moves are not checked against any rules). Errors are *[Error] values with
// the line and column, wrapping [ErrSyntax]. Parse never panics.
func Parse(text string) (Record, error) {
	blanked, comments, err := blank(text)
	if err != nil {
		return Record{}, err
	}
	var p parser
	end, err := p.result(comments)
	if err != nil {
		return p.r, err
	}
	rest := string(blanked)
	p.nLines = strings.Count(rest, "\n") + 1
	p.semicolons = strings.Count(text, ";")
	for i := range p.nLines {
		var raw string
		raw, rest, _ = strings.Cut(rest, "\n")
		ln := i + 1
		raw = strings.TrimRight(raw, "\r")
		line := strings.ReplaceAll(raw, string(rune(sep)), " ")
		trimmed := strings.TrimSpace(line)
		if trimmed == "" {
			continue
		}
		col := 1 + strings.Index(line, trimmed)
		if end.Line > 0 && (ln > end.Line || ln == end.Line && len(strings.TrimRight(line, " \t")) > end.Column) {
			c := col
			if ln == end.Line {
				c = end.Column + 1 + len(line[end.Column:]) - len(strings.TrimLeft(line[end.Column:], " \t"))
			}
			return p.r, syntaxErr(ln, c, "text after the result comment")
		}
		switch {
		case trimmed[0] == '[':
			err = p.tag(ln, col, trimmed)
		case strings.ContainsAny(trimmed, "[]}"):
			bad := strings.IndexAny(trimmed, "[]}")
			err = syntaxErr(ln, col+bad, "unexpected %q", trimmed[bad:bad+1])
		case strings.Contains(trimmed, ":"):
			err = p.deal(ln, col, line, trimmed)
		default:
			p.moves(ln, i, raw[col-1:], col-1)
		}
		if err != nil {
			return p.r, err
		}
	}
	return p.r, nil
}

// parser is the state of Parse between lines.
type parser struct {
	r                  Record
	stage              int   // 0 tags, 1 deal, 2 moves
	words              []Pos // the places of the words of the deal lines
	nLines, semicolons int   // for the room of the moves
}

// result finds the result comment among the brace comments and returns
// the place of its "}".
func (p *parser) result(comments []comment) (end Pos, err error) {
	for _, c := range comments {
		t := strings.TrimSpace(c.text)
		if after, ok := strings.CutPrefix(t, "Result:"); ok {
			if p.r.Result != "" {
				return end, syntaxErr(c.line, c.col, "second result comment")
			}
			p.r.Result = normalize(after)
			p.r.ResultPos = Pos{c.line, c.col}
			end = Pos{c.endLine, c.endCol}
		}
	}
	return end, nil
}

// tag reads a tag line, trimmed, at line ln and column col.
func (p *parser) tag(ln, col int, trimmed string) error {
	if p.stage > 0 {
		return syntaxErr(ln, col, "tag after the deal or the moves")
	}
	t, n, err := parseTag(trimmed)
	if err != nil {
		return syntaxErr(ln, col, "%v", err)
	}
	if extra := strings.TrimSpace(trimmed[n:]); extra != "" {
		return syntaxErr(ln, col+n, "text %q after a tag", extra)
	}
	if p.r.Tags == nil { // room for the usual record
		p.r.Tags, p.r.TagPos = make([]Tag, 0, 8), make([]Pos, 0, 8)
	}
	p.r.Tags = append(p.r.Tags, t)
	p.r.TagPos = append(p.r.TagPos, Pos{ln, col})
	return nil
}

// deal reads a deal line (line, and trimmed) at line ln and column col.
func (p *parser) deal(ln, col int, line, trimmed string) error {
	name, value, _ := strings.Cut(trimmed, ":")
	name = strings.TrimSpace(name)
	if !ValidName(name) {
		return syntaxErr(ln, col, "%q is not a deal line (Name: value), and a move cannot contain ':'", trimmed)
	}
	if p.stage > 1 {
		return syntaxErr(ln, col, "deal line %q after the moves", trimmed)
	}
	p.stage = 1
	if p.r.Deal == nil { // room for the usual deal: its places share one array
		p.r.Deal, p.r.DealPos, p.words = make([]Tag, 0, 8), make([][]Pos, 0, 8), make([]Pos, 0, 64)
	}
	p.r.Deal = append(p.r.Deal, Tag{Name: name, Value: normalize(value)})
	start := len(p.words)
	p.words = wordPos(p.words, ln, col, line, col+strings.IndexByte(trimmed, ':'))
	p.r.DealPos = append(p.r.DealPos, p.words[start:len(p.words):len(p.words)])
	return nil
}

// moves reads the moves of a move line s, the text from byte off of line
// ln (the i-th line from 0) on.
func (p *parser) moves(ln, i int, s string, off int) {
	if p.stage < 2 {
		p.stage = 2
		p.r.Moves = make([]Move, 0, p.nLines-i+p.semicolons)
	}
	for rest, more := s, true; more; {
		var part string
		part, rest, more = cutMove(rest)
		m := strings.TrimSpace(part)
		col := off + 1 + strings.Index(part, m)
		off += len(part) + 1
		for {
			num, after, ok := strings.Cut(m, ".")
			if !ok || !isNumber(num) {
				break
			}
			q := strings.TrimSpace(after)
			col += len(m) - len(q)
			m = q
		}
		if m != "" {
			p.r.Moves = append(p.r.Moves, Move{Text: normalize(m), Line: ln, Column: col})
		}
	}
}

// cutMove cuts a move line at the first ";" or place of a brace comment:
// the piece before it (perhaps empty, so that columns can be counted) and
// the rest after it, or s and false when there is none.
func cutMove(s string) (part, rest string, found bool) {
	for i := 0; i < len(s); i++ {
		if s[i] == ';' || s[i] == sep {
			return s[:i], s[i+1:], true
		}
	}
	return s, "", false
}

func isNumber(s string) bool {
	if s == "" || len(s) > 6 {
		return false
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// normalize collapses runs of white space to single spaces and trims the
// ends. Text that is already so (plain ASCII, single spaces) is returned as
// it is, without allocating.
func normalize(s string) string {
	s = strings.TrimSpace(s)
	prevSpace := true
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == ' ' && !prevSpace:
			prevSpace = true
		case c == ' ', c < ' ', c >= 0x7f:
			return strings.Join(strings.Fields(s), " ")
		default:
			prevSpace = false
		}
	}
	if prevSpace && s != "" {
		return strings.Join(strings.Fields(s), " ")
	}
	return s
}

// parseTag reads `[Name "value"]` at the start of s and returns the tag and
// the number of bytes it took.
func parseTag(s string) (Tag, int, error) {
	inner := s[1:]
	sp := strings.IndexAny(inner, " \t")
	if sp < 0 || !ValidName(inner[:sp]) {
		return Tag{}, 0, fmt.Errorf("tag is not [Name \"value\"]")
	}
	name := inner[:sp]
	afterName := strings.TrimLeft(inner[sp:], " \t")
	q, err := strconv.QuotedPrefix(afterName)
	if err != nil || q[0] != '"' {
		return Tag{}, 0, fmt.Errorf("tag %s has no double-quoted value", name)
	}
	v, _ := strconv.Unquote(q)
	after := strings.TrimLeft(afterName[len(q):], " \t")
	if !strings.HasPrefix(after, "]") {
		return Tag{}, 0, fmt.Errorf("tag %s does not end with ]", name)
	}
	if strings.ContainsAny(v, "\n\r") {
		return Tag{}, 0, fmt.Errorf("tag %s has a line break in its value", name)
	}
	n := len(s) - len(after) + 1
	return Tag{Name: name, Value: v}, n, nil
}

// String returns the text form; [Parse] reads it back to an equal record
// (apart from positions). Tag values are quoted with Go syntax; deal lines
// are aligned; moves are written width-limited, several to a line separated
// by "; "; the result, if any, is written as a "{Result: …}" comment.
func (r Record) String() string {
	var b strings.Builder
	for _, t := range r.Tags {
		fmt.Fprintf(&b, "[%s %s]\n", t.Name, strconv.Quote(t.Value))
	}
	if len(r.Tags) > 0 {
		b.WriteByte('\n')
	}
	width := 0
	for _, t := range r.Deal {
		width = max(width, len(t.Name))
	}
	for _, t := range r.Deal {
		fmt.Fprintf(&b, "%s:%s %s\n", t.Name, strings.Repeat(" ", width-len(t.Name)), t.Value)
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
	return b.String()
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
