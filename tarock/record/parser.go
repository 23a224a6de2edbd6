package record

import (
	"errors"
	"strconv"
	"strings"
	"unicode"

	"github.com/tarockfamily/sdk/deck"
)

// The parser gathers the lines of one game, as the lexer (lexer.go) gives
// them, into a Record, with the line and column of every fault.

// parser is the state of the reading of one game between lines.
type parser struct {
	r          *Reader
	rec        Record
	stage      int   // 0 tags, 1 deal, 2 moves
	words      []Pos // the places of the words of the deal lines
	mwords     []Pos // the places of the words of the moves
	resultEnd  Pos   // where the result comment's "}" stands
	lastKind   int   // the kind of the last line of text (kindNone after a blank line)
	blank      bool  // a blank line since the last line of text
	headed     bool  // a tag or deal line came before the moves
	moveLines  int   // the lines of moves
	firstMoves Pos   // the first of them, its first move
	firstText  string
}

// empty reports whether nothing of a game has been read.
func (p *parser) empty() bool {
	r := &p.rec
	return len(r.Tags) == 0 && len(r.Deal) == 0 && len(r.Moves) == 0 && r.Result == "" && p.resultEnd.Line == 0
}

// line reads line l of the game. It returns errNextGame for a line that
// begins the next game.
func (p *parser) line(l *lexed) error {
	ln := l.ln
	line := l.content()
	trimmed := strings.TrimSpace(line)
	col := 1 + strings.Index(line, trimmed)
	if l.nul > 0 && !p.nextGame(trimmed) {
		p.results(l) // for the Reader to go on after it
		return syntaxErr(ln, l.nul, "a NUL byte, which a record holds in a tag value only")
	}
	var resultEnd int // the column of the "}" of a result comment ending on l
	for _, c := range l.comments {
		if c.isResult() {
			resultEnd = c.endCol
		}
	}
	if resultEnd > 0 {
		if rest := strings.TrimRight(line, " \t"); len(rest) > resultEnd {
			c := resultEnd + 1 + len(line[resultEnd:]) - len(strings.TrimLeft(line[resultEnd:], " \t"))
			p.results(l) // for the Reader to go on after it
			return syntaxErr(ln, c, "text after the result comment")
		}
	}
	if trimmed != "" {
		if err := p.content(l, ln, col, line, trimmed); err != nil {
			return err
		}
	} else {
		p.blank = true
		p.lastKind = kindNone
	}
	return p.results(l)
}

// nextGame reports whether a line with text trimmed begins the next game.
func (p *parser) nextGame(trimmed string) bool {
	return strings.HasPrefix(trimmed, "[") && (p.resultEnd.Line > 0 || p.stage > 0 && p.blank)
}

// results reads the result comments that end on line l.
func (p *parser) results(l *lexed) error {
	for _, c := range l.comments {
		if !c.isResult() {
			continue
		}
		if p.resultEnd.Line > 0 {
			return syntaxErr(c.line, c.col, "second result comment")
		}
		_, after, _ := strings.Cut(c.text, "Result:")
		p.rec.Result = normalize(after)
		p.rec.ResultPos = Pos{c.line, c.col}
		p.resultEnd = Pos{c.endLine, c.endCol}
	}
	return nil
}

// content reads a line with text: trimmed, at column col of line ln.
func (p *parser) content(l *lexed, ln, col int, line, trimmed string) error {
	blank := p.blank
	p.blank = false
	isTag := trimmed[0] == '['
	if p.resultEnd.Line > 0 {
		if isTag {
			return errNextGame
		}
		return syntaxErr(ln, col, "text after the result comment")
	}
	switch {
	case isTag:
		if p.stage > 0 {
			if blank {
				return errNextGame
			}
			if err := p.strayMoves(ln, "tag"); err != nil {
				return err
			}
			return syntaxErr(ln, col, "tag after the deal or the moves: a game begins after a blank line or a result comment")
		}
		p.lastKind = kindTag
		return p.tag(ln, col, trimmed)
	case strings.ContainsAny(trimmed, "[]}"):
		bad := strings.IndexAny(trimmed, "[]}")
		return syntaxErr(ln, col+bad, "unexpected %q", trimmed[bad:bad+1])
	case strings.Contains(trimmed, ":"):
		p.lastKind = kindDeal
		return p.deal(ln, col, line, trimmed)
	}
	p.lastKind = kindMove
	return p.moves(ln, l.text[col-1:], col-1, trimmed)
}

// strayMoves returns the error for a tag or deal line (what) at line ln
// that follows the moves, when the moves are one line (after tags or deal
// lines, or first in the game): that line is what is wrong.
func (p *parser) strayMoves(ln int, what string) error {
	if p.moveLines != 1 {
		return nil
	}
	var lacks string
	if name := dealName(p.firstText); name != "" {
		lacks = ": it lacks the ':' after " + name + ", so it"
	}
	return syntaxErr(p.firstMoves.Line, p.firstMoves.Column, "%s is not a tag or a deal line (Name: value)%s, but is read as the first moves, and a %s line follows at line %d", excerpt(p.firstText), lacks, what, ln)
}

// dealName returns the name that begins s when s looks like a deal line
// without its ':': a name, white space and two or more cards (in the card
// notation, doc/notation.md), separated by white space, commas and "/";
// otherwise "".
func dealName(s string) string {
	i := strings.IndexAny(s, " \t")
	if i < 0 || !ValidName(s[:i]) {
		return ""
	}
	cards, ok := 0, true
	Words(s[i:], func(start, end int) {
		if w := s[i+start : i+end]; w != "/" {
			_, err := deck.ParseCard(w)
			ok = ok && err == nil
			cards++
		}
	})
	if !ok || cards < 2 {
		return ""
	}
	return s[:i]
}

// tag reads a tag line, trimmed, at line ln and column col.
func (p *parser) tag(ln, col int, trimmed string) error {
	t, n, err := parseTag(trimmed)
	if err != nil {
		return syntaxErr(ln, col, "%v", err)
	}
	if extra := strings.TrimSpace(trimmed[n:]); extra != "" {
		return syntaxErr(ln, col+n+strings.Index(trimmed[n:], extra), "text %s after a tag", excerpt(extra))
	}
	if p.rec.Tags == nil { // room for the usual record
		p.rec.Tags, p.rec.TagPos = make([]Tag, 0, 8), make([]Pos, 0, 8)
	}
	p.rec.Tags = append(p.rec.Tags, t)
	p.rec.TagPos = append(p.rec.TagPos, Pos{ln, col})
	return nil
}

// deal reads a deal line (line, and trimmed) at line ln and column col.
func (p *parser) deal(ln, col int, line, trimmed string) error {
	name, value, _ := strings.Cut(trimmed, ":")
	name = strings.TrimSpace(name)
	if !ValidName(name) {
		return syntaxErr(ln, col, "%s is not a deal line (Name: value), and a move cannot contain ':'", excerpt(trimmed))
	}
	if p.stage > 1 {
		if err := p.strayMoves(ln, "deal"); err != nil {
			return err
		}
		return syntaxErr(ln, col, "deal line %s after the moves", name)
	}
	p.stage = 1
	p.headed = true
	if p.rec.Deal == nil { // room for the usual deal: its places share one array
		p.rec.Deal, p.rec.DealPos, p.words = make([]Tag, 0, 8), make([][]Pos, 0, 8), make([]Pos, 0, 64)
	}
	p.rec.Deal = append(p.rec.Deal, Tag{Name: name, Value: normalize(value)})
	start := len(p.words)
	p.words = wordPos(p.words, ln, col, line, col+strings.IndexByte(trimmed, ':'))
	p.rec.DealPos = append(p.rec.DealPos, p.words[start:len(p.words):len(p.words)])
	return nil
}

// moves reads the moves of a move line s, the text from byte off of line
// ln on; trimmed is the line's text without comments. A move that begins
// with U+FEFF is an error: the writer cannot write it (Record.Check), as a
// reader drops a byte-order mark at the start of a line where a game can
// begin.
func (p *parser) moves(ln int, s string, off int, trimmed string) error {
	if p.stage < 2 {
		p.headed = p.headed || len(p.rec.Tags) > 0
		p.stage = 2
		n := 64
		if p.r.br == nil { // room for every move of the text
			n = strings.Count(p.r.text, "\n") + strings.Count(p.r.text, ";") + strings.Count(s, ";") + 2
		}
		p.rec.Moves = make([]Move, 0, n)
		p.rec.MovePos, p.mwords = make([][]Pos, 0, n), make([]Pos, 0, 3*n)
		p.firstMoves, p.firstText = Pos{ln, off + 1}, trimmed
	}
	p.moveLines++
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
		if strings.HasPrefix(m, "\ufeff") {
			return syntaxErr(ln, col, "a move cannot begin with U+FEFF, a byte-order mark, which stands only at the start of a line where a game can begin")
		}
		if m != "" {
			p.rec.Moves = append(p.rec.Moves, Move{Text: normalize(m), Line: ln, Column: col})
			start := len(p.mwords)
			p.mwords = moveWords(p.mwords, ln, col, m)
			p.rec.MovePos = append(p.rec.MovePos, p.mwords[start:len(p.mwords):len(p.mwords)])
		}
	}
	return nil
}

// moveWords appends to pos the place of each word of move m, which stands
// at line ln and column col: where Text's words, separated by single
// spaces, stood in the line.
func moveWords(pos []Pos, ln, col int, m string) []Pos {
	start := -1
	for i, c := range m {
		switch {
		case unicode.IsSpace(c):
			start = -1
		case start < 0:
			start = i
			pos = append(pos, Pos{ln, col + i})
		}
	}
	return pos
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

// isNumber reports whether s is a move number: 1 to 6 digits.
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
		return Tag{}, 0, errors.New(`tag is not [Name "value"]`)
	}
	name := inner[:sp]
	afterName := strings.TrimLeft(inner[sp:], " \t")
	q, err := strconv.QuotedPrefix(afterName)
	if err != nil || q[0] != '"' {
		return Tag{}, 0, errors.New("tag " + name + " has no double-quoted value")
	}
	v, _ := strconv.Unquote(q)
	after := strings.TrimLeft(afterName[len(q):], " \t")
	if !strings.HasPrefix(after, "]") {
		return Tag{}, 0, errors.New("tag " + name + " does not end with ]")
	}
	if strings.ContainsAny(v, "\n\r") {
		return Tag{}, 0, errors.New("tag " + name + " has a line break in its value")
	}
	n := len(s) - len(after) + 1
	return Tag{Name: name, Value: v}, n, nil
}
