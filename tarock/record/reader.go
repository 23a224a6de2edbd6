package record

import (
	"bufio"
	"errors"
	"io"
	"iter"
	"strings"
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
// counted after it. Anywhere else a byte-order mark that begins a move (a
// line holding only one, within a game) is a syntax error, since a Writer
// cannot write such a move ([Record.Check]). Lines may end in "\r\n". Lines and columns are
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
