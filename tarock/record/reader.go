package record

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"iter"
	"strconv"
	"strings"

	"github.com/tarockfamily/sdk/deck"
)

// A Reader reads the games of an archive, a text holding any number of
// game records one after another (doc/notation.md "Archives"), one game at
// a time. It holds one game and one line of the text at a time, so that
// its memory does not grow with the number of games.
//
// A new game begins at a tag line that follows the result comment of the
// game before, or follows a blank line (or a line holding only comments)
// after its deal lines or moves. A UTF-8 byte-order mark is skipped at
// the start of the text and at the start of any line where a game can
// begin (after a game has ended, or before anything of the next one), so
// that archives joined with cat read as one; the columns of its line are
// counted after it. Lines may end in "\r\n". Lines and columns are
// counted from the start of the text, so that the positions of every game
// and error are those of the file.
//
// A NUL byte outside a tag value is an error. A brace comment cannot hold
// "{": one that does is not closed, an error at its "{". An open brace
// comment also ends, not closed, before a line beginning with "[" after a
// blank line in it: its game has that error, and that line begins the
// next game, so that a result comment without its "}" does not swallow
// the games after it.
type Reader struct {
	br   *bufio.Reader // the text read, or nil when text holds it
	text string        // the rest of the text, when read from a string
	buf  []byte        // a line longer than br's buffer
	ln   int           // the number of the last line read
	err  error         // a sticky error of br
	eof  bool          // every line has been read

	lx      lexer
	p       parser
	next    lexed // a line read that begins the next game, if hasNext
	hasNext bool
	skip    bool // after a syntax error: skipping to the next game
	// While skipping: a result comment or a deal or move line has been
	// seen, and a blank line since the last line of text.
	skipBody, skipResult, skipBlank bool
}

// NewReader returns a Reader that reads the games of r. It buffers r.
func NewReader(r io.Reader) *Reader {
	return &Reader{br: bufio.NewReaderSize(r, 64<<10)}
}

// Read returns the next game. At the end of the text it returns io.EOF.
//
// A game with a syntax error returns what was read of it and an *[Error]
// wrapping [ErrSyntax], at the line and column of the fault; the next Read
// goes on with the game after it (the first tag line after its result
// comment, or after a blank line past its deal lines or moves). An error
// of the underlying reader is returned as it is, and by every later Read.
func (r *Reader) Read() (Record, error) {
	if r.err != nil {
		return Record{}, r.err
	}
	r.p = parser{r: r}
	if r.hasNext {
		r.hasNext = false
		if err := r.p.line(&r.next); err != nil {
			return r.failAt(&r.next, err)
		}
	}
	for {
		l, err := r.readLine()
		if err != nil {
			if err != io.EOF {
				r.err = err
				return Record{}, err
			}
			if r.lx.open {
				r.eof = true
				what := "comment"
				if isResultText(r.lx.text.String()) {
					what = "result comment"
				}
				err := syntaxErr(r.lx.start.Line, r.lx.start.Column, "%s opened here is never closed", what)
				r.lx.closeComment()
				return r.p.rec, err
			}
			if r.p.empty() {
				return Record{}, io.EOF
			}
			return r.p.rec, nil
		}
		switch {
		case r.skip:
			if !l.nextGame && !r.skipLine(l) {
				continue
			}
			r.skip = false
		case l.unclosed != nil && l.nextGame:
			r.next, r.hasNext = *l, true
			return r.p.rec, l.unclosed
		case l.unclosed != nil:
			rec, err := r.fail(l.unclosed)
			if r.skipLine(l) {
				r.skip = false
				r.next, r.hasNext = *l, true
			}
			return rec, err
		}
		if err := r.p.line(l); err != nil {
			if err == errNextGame {
				r.next, r.hasNext = *l, true
				return r.p.rec, nil
			}
			return r.failAt(l, err)
		}
	}
}

// fail returns the game read so far with err and starts skipping to the
// next game.
func (r *Reader) fail(err error) (Record, error) {
	r.skip = true
	r.skipBody = r.p.stage > 0 || r.p.rec.Result != "" || r.p.lastKind == kindMove || r.p.lastKind == kindDeal
	r.skipResult = r.p.rec.Result != ""
	r.skipBlank = false
	r.hasNext = false
	return r.p.rec, err
}

// betweenGames reports whether the next line stands where a game can
// begin: at the start of the text, and after a game has ended (its result
// comment, or a blank line past its deal lines or moves), or before
// anything of the next one.
func (r *Reader) betweenGames() bool {
	switch {
	case r.ln == 0:
		return true
	case r.lx.open:
		return false
	case r.skip:
		return r.skipResult || r.skipBody && r.skipBlank
	}
	p := &r.p
	return p.empty() || p.resultEnd.Line > 0 || p.blank && p.stage > 0
}

// failAt is fail for an error on line l: a line of text that is not a tag
// counts as the body of the game, so that the next game begins at a tag
// after a blank line.
func (r *Reader) failAt(l *lexed, err error) (Record, error) {
	rec, err := r.fail(err)
	if t := strings.TrimSpace(l.content()); t != "" && t[0] != '[' {
		r.skipBody = true
	}
	return rec, err
}

// skipLine follows the lines of a game with an error and reports whether
// l begins the next game.
func (r *Reader) skipLine(l *lexed) bool {
	for _, c := range l.comments {
		if c.isResult() {
			r.skipResult = true
		}
	}
	trimmed := strings.TrimSpace(l.content())
	switch {
	case trimmed == "":
		r.skipBlank = true
		return false
	case trimmed[0] == '[' && (r.skipResult || r.skipBody && r.skipBlank):
		return true
	}
	if trimmed[0] != '[' {
		r.skipBody = true
	}
	r.skipBlank = false
	return false
}

// All returns an iterator over the games of r, each as [Reader.Read]
// returns it: a game and nil, or what was read of a game with a syntax
// error. It stops at the end of the text and after yielding an error of the
// underlying reader.
func (r *Reader) All() iter.Seq2[Record, error] {
	return func(yield func(Record, error) bool) {
		for {
			rec, err := r.Read()
			if err == io.EOF {
				return
			}
			if !yield(rec, err) {
				return
			}
			if err != nil && !errors.Is(err, ErrSyntax) {
				return
			}
		}
	}
}

// Games returns an iterator over the games of the archive read from rd, as
// NewReader(rd).All() does.
func Games(rd io.Reader) iter.Seq2[Record, error] { return NewReader(rd).All() }

// Parse reads the text form of one record. It checks the syntax only (the
// moves are not checked against any rules). Errors are *[Error] values with
// the line and column, wrapping [ErrSyntax]; a second game in text (a tag
// line after the result comment, or after a blank line past the deal lines
// or moves) is one, at its first line: a [Reader] reads archives. A UTF-8
// byte-order mark and "\r\n" line ends are accepted. Parse never panics.
func Parse(text string) (Record, error) {
	r := Reader{text: text}
	rec, err := r.Read()
	switch {
	case err == io.EOF:
		return Record{}, nil
	case err != nil:
		return rec, err
	case r.hasNext:
		return rec, syntaxErr(r.next.ln, r.next.col(), "a second game begins here: Parse reads one game, a Reader an archive")
	}
	return rec, nil
}

// readLine reads, lexes and returns the next line; io.EOF after the last.
func (r *Reader) readLine() (*lexed, error) {
	var s string
	switch {
	case r.eof:
		return nil, io.EOF
	case r.br == nil:
		if r.text == "" && r.ln > 0 {
			r.eof = true
			return nil, io.EOF
		}
		var found bool
		s, r.text, found = strings.Cut(r.text, "\n")
		if !found {
			r.eof = true
		}
	default:
		line, err := r.br.ReadSlice('\n')
		if err == bufio.ErrBufferFull {
			r.buf = append(r.buf[:0], line...)
			for err == bufio.ErrBufferFull {
				line, err = r.br.ReadSlice('\n')
				r.buf = append(r.buf, line...)
			}
			line = r.buf
		}
		switch {
		case err == io.EOF:
			r.eof = true
			if len(line) == 0 && r.ln > 0 {
				return nil, io.EOF
			}
		case err != nil:
			return nil, err
		}
		s = string(line)
		s = strings.TrimSuffix(s, "\n")
	}
	if r.betweenGames() {
		s = strings.TrimPrefix(s, "\ufeff")
	}
	r.ln++
	s = strings.TrimRight(s, "\r")
	return r.lx.line(r.ln, s), nil
}

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

// parser is the state of the reading of one game between lines.
type parser struct {
	r          *Reader
	rec        Record
	stage      int   // 0 tags, 1 deal, 2 moves
	words      []Pos // the places of the words of the deal lines
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
	p.moves(ln, l.text[col-1:], col-1, trimmed)
	return nil
}

// strayMoves returns the error for a tag or deal line (what) at line ln
// that follows the moves, when the moves are one line after tags or deal
// lines: that line is what is wrong.
func (p *parser) strayMoves(ln int, what string) error {
	if p.moveLines != 1 || !p.headed {
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
// ln on; trimmed is the line's text without comments.
func (p *parser) moves(ln int, s string, off int, trimmed string) {
	if p.stage < 2 {
		p.headed = p.headed || len(p.rec.Tags) > 0
		p.stage = 2
		n := 64
		if p.r.br == nil { // room for every move of the text
			n = strings.Count(p.r.text, "\n") + strings.Count(p.r.text, ";") + strings.Count(s, ";") + 2
		}
		p.rec.Moves = make([]Move, 0, n)
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
		if m != "" {
			p.rec.Moves = append(p.rec.Moves, Move{Text: normalize(m), Line: ln, Column: col})
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
