package record

import (
	"errors"
	"fmt"
	"strings"
)

// The lexer reads a record one line at a time: it cuts out the comments and
// tells what kind of line remains, for the parser (parser.go).

// comment is a brace comment.
type comment struct {
	line, col       int // where "{" stands
	endLine, endCol int // where "}" stands
	text            string
}

// isResult reports whether c is a result comment.
func (c comment) isResult() bool { return isResultText(c.text) }

// isResultText reports whether text is that of a result comment.
func isResultText(text string) bool {
	return strings.HasPrefix(strings.TrimLeft(text, " \t\r\n\v\f"), "Result:")
}

// sep marks where a brace comment stood in a lexed line: between moves it
// separates them as ";" does; elsewhere it counts as a space. A NUL byte
// of the text itself is an error but in a tag value, where it stays.
const sep = 0

// lexer finds the comments of the lines of a text, one line at a time.
type lexer struct {
	open  bool            // a brace comment is open
	start Pos             // where it opened
	blank bool            // a blank line last in the open comment
	text  strings.Builder // its text so far
	buf   []byte
	cur   lexed     // the line lexed last
	cbuf  []comment // room for the comments of a line
	sbuf  []int     // room for the seps of a line
}

// lexed is a line with its comments replaced by spaces (a brace comment's
// "{" by sep), so that columns stay as they were, and the brace comments
// that end on it.
type lexed struct {
	ln       int
	text     string
	comments []comment
	seps     []int // the offsets of the seps in text
	nul      int   // the column of the first NUL byte outside a tag value, or 0
	// unclosed is the error of a brace comment found on this line not to
	// be closed: a "{" follows in it, or this line begins with "[" after
	// a blank line in it (nextGame: the line begins the next game).
	unclosed error
	nextGame bool
}

// content returns the text of l with sep as spaces.
func (l *lexed) content() string {
	if len(l.seps) == 0 {
		return l.text
	}
	b := []byte(l.text)
	for _, k := range l.seps {
		b[k] = ' '
	}
	return string(b)
}

// col returns the column of the first character of l that is not white
// space, or 1.
func (l *lexed) col() int {
	c := l.content()
	return 1 + len(c) - len(strings.TrimLeft(c, " \t\v\f\r"))
}

// unclosedErr returns the error of a brace comment opened at line ln,
// column col, with text text so far, that is not closed: why says how
// that is known.
func unclosedErr(ln, col int, text, why string, args ...any) error {
	what := "comment"
	if isResultText(text) {
		what = "result comment"
	}
	return syntaxErr(ln, col, "%s not closed: %s", what, fmt.Sprintf(why, args...))
}

// closeComment ends the open brace comment.
func (lx *lexer) closeComment() {
	lx.open, lx.blank = false, false
	lx.text.Reset()
}

// line lexes line s, the ln-th. A '#' or '{' inside the quoted value of a
// tag line is not a comment. The line returned, and its comments, are
// valid until the next call.
//
// A brace comment cannot hold "{": one that does is not closed, and the
// "{" begins a comment of its own. An open brace comment also ends, not
// closed, before a line beginning with "[" after a blank line in it: that
// line is read as it stands, as the tag that begins the next game.
func (lx *lexer) line(ln int, s string) *lexed {
	l := &lx.cur
	*l = lexed{ln: ln, text: s, comments: lx.cbuf[:0], seps: lx.sbuf[:0]}
	defer func() { lx.cbuf, lx.sbuf = l.comments[:0], l.seps[:0] }()
	i := 0
	var b []byte // s with its comments blanked, once one is found
	blankTo := func(from, to int) {
		if b == nil {
			b = append(lx.buf[:0], s...)
		}
		for k := from; k < to; k++ {
			b[k] = ' '
		}
	}
	nulIn := func(from, to int) { // notes a NUL byte in s[from:to]
		if k := strings.IndexByte(s[from:to], 0); k >= 0 && l.nul == 0 {
			l.nul = from + k + 1
		}
	}
	if lx.open {
		t := strings.TrimLeft(s, " \t\v\f")
		switch {
		case lx.blank && strings.HasPrefix(t, "["):
			l.unclosed = unclosedErr(lx.start.Line, lx.start.Column, lx.text.String(), "a tag line follows at line %d after a blank line", ln)
			l.nextGame = true
			lx.closeComment()
		case t == "":
			lx.blank = true
		default:
			lx.blank = false
		}
	}
	if lx.open {
		j := strings.IndexAny(s, "{}")
		if j < 0 {
			nulIn(0, len(s))
			lx.text.WriteString(s)
			lx.text.WriteByte('\n')
			l.text = ""
			return l
		}
		nulIn(0, j)
		if s[j] == '{' {
			l.unclosed = unclosedErr(lx.start.Line, lx.start.Column, lx.text.String(), "a \"{\" follows at line %d, column %d, and a comment cannot hold \"{\"", ln, j+1)
			lx.closeComment()
			blankTo(0, j)
			i = j
		} else {
			lx.text.WriteString(s[:j])
			l.comments = append(l.comments, comment{lx.start.Line, lx.start.Column, ln, j + 1, lx.text.String()})
			lx.closeComment()
			blankTo(0, j+1)
			i = j + 1
		}
	}
	atLineStart, inTag, inQuote := true, false, false
	for ; i < len(s); i++ {
		c := s[i]
		switch {
		case inQuote:
			if c == '\\' && i+1 < len(s) {
				i++
			} else if c == '"' {
				inQuote = false
			}
			continue
		case inTag && c == '"':
			inQuote = true
			continue
		case c == 0:
			nulIn(i, i+1)
		case atLineStart && c == '[':
			inTag = true
		case c == '#':
			nulIn(i, len(s))
			blankTo(i, len(s))
			i = len(s)
			continue
		case c == '{':
			j := strings.IndexAny(s[i+1:], "{}")
			if j < 0 {
				nulIn(i, len(s))
				lx.open, lx.start, lx.blank = true, Pos{ln, i + 1}, false
				lx.text.WriteString(s[i+1:])
				lx.text.WriteByte('\n')
				blankTo(i, len(s))
				b[i] = sep
				l.seps = append(l.seps, i)
				i = len(s)
				continue
			}
			j += i + 1
			nulIn(i, j)
			blankTo(i, j+1)
			b[i] = sep // a comment separates the moves around it
			l.seps = append(l.seps, i)
			if s[j] == '{' {
				if l.unclosed == nil {
					l.unclosed = unclosedErr(ln, i+1, s[i+1:j], "a \"{\" follows at line %d, column %d, and a comment cannot hold \"{\"", ln, j+1)
				}
				b[j] = s[j]
				i = j - 1
				continue
			}
			l.comments = append(l.comments, comment{ln, i + 1, ln, j + 1, s[i+1 : j]})
			i = j
			continue
		}
		if c != ' ' && c != '\t' && c != '\r' {
			atLineStart = false
		}
	}
	if b != nil {
		lx.buf = b
		l.text = string(b)
	}
	return l
}

// errNextGame is returned by parser.line for a line that begins the next
// game.
var errNextGame = errors.New("next game")

// The kinds of line of parser.lastKind.
const (
	kindNone = iota // no line yet, or a blank line last
	kindTag
	kindDeal
	kindMove
)
