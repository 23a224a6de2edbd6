package record

import (
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"
)

// ErrUnwritable is wrapped by the errors of [Record.Check], [Record.WriteTo]
// and [Writer.Write] for a record the notation cannot carry.
var ErrUnwritable = errors.New("the notation cannot carry it")

// Check reports whether the text form of r reads back as r (apart from
// positions), and if not, names the first field that cannot be written
// (doc/notation.md "Game records"): every tag and deal-line name must be a
// name ([ValidName]); a tag value may hold any text but a line break (it is
// written quoted with Go syntax); a deal value, a move and the result are
// written as they are, so each must be in the form [Parse] gives: no white
// space at the ends, words separated by single spaces, no other white space
// and no line break, and no NUL byte. Beyond that a deal value cannot hold
// '#', '{', '}', '[' or ']'; a move cannot be empty, hold ':', ';', '#',
// '{', '}', '[' or ']', or begin with a move number (1 to 6 digits and a
// '.') or with U+FEFF (a byte-order mark, which a reader drops at the start
// of a line where a game can begin); the result cannot hold '{' or '}'.
//
// The error names the field as Tags[i].Name, Tags[i].Value, Deal[i].Name,
// Deal[i].Value, Moves[i] or Result, quotes its text (cut short) and wraps
// [ErrUnwritable].
func (r Record) Check() error {
	bad := func(field, text, reason string) error {
		return fmt.Errorf("record: %s %s: %s: %w", field, excerpt(text), reason, ErrUnwritable)
	}
	for i, t := range r.Tags {
		if !ValidName(t.Name) {
			return bad(fmt.Sprintf("Tags[%d].Name", i), t.Name, "not a name (a letter, then letters, digits, '_' and '-', at most 64 bytes)")
		}
		if strings.ContainsAny(t.Value, "\n\r") {
			return bad(fmt.Sprintf("Tags[%d].Value", i), t.Value, "a tag value cannot hold a line break")
		}
	}
	for i, t := range r.Deal {
		if !ValidName(t.Name) {
			return bad(fmt.Sprintf("Deal[%d].Name", i), t.Name, "not a name (a letter, then letters, digits, '_' and '-', at most 64 bytes)")
		}
		if why := plain(t.Value, "#{}[]"); why != "" {
			return bad(fmt.Sprintf("Deal[%d].Value", i), t.Value, "a deal value "+why)
		}
	}
	for i, m := range r.Moves {
		field := fmt.Sprintf("Moves[%d]", i)
		if m.Text == "" {
			return bad(field, m.Text, "a move cannot be empty")
		}
		if why := plain(m.Text, ":;#{}[]"); why != "" {
			return bad(field, m.Text, "a move "+why)
		}
		if num, _, ok := strings.Cut(m.Text, "."); ok && isNumber(num) {
			return bad(field, m.Text, "a move cannot begin with a move number")
		}
		if strings.HasPrefix(m.Text, "\ufeff") {
			return bad(field, m.Text, "a move cannot begin with U+FEFF, the byte-order mark a reader drops at the start of a line")
		}
	}
	if why := plain(r.Result, "{}"); why != "" {
		return bad("Result", r.Result, "the result "+why)
	}
	return nil
}

// plain returns why s cannot be written as it is in a record, or "": it
// must be in the form normalize gives and hold none of the bytes of
// forbidden, and no NUL byte.
func plain(s, forbidden string) string {
	if i := strings.IndexAny(s, forbidden); i >= 0 {
		r, _ := utf8.DecodeRuneInString(s[i:])
		return fmt.Sprintf("cannot hold %q", r)
	}
	if strings.IndexByte(s, 0) >= 0 {
		return "cannot hold a NUL byte"
	}
	if normalize(s) != s {
		return "must have single spaces between words and no other white space or line break"
	}
	return ""
}

// WriteTo writes the text form of r (as [Record.String]) to w and returns
// the number of bytes written. For a record that [Record.Check] refuses it
// writes nothing and returns Check's error, wrapping [ErrUnwritable]; it
// returns an error of w as it is.
func (r Record) WriteTo(w io.Writer) (int64, error) {
	if err := r.Check(); err != nil {
		return 0, err
	}
	var b strings.Builder
	r.write(&b)
	n, err := io.WriteString(w, b.String())
	return int64(n), err
}

// A Writer writes games one after another to an archive, a text that a
// [Reader] reads back game by game (doc/notation.md "Archives"): each game
// in its text form ([Record.String]), a blank line between two games.
type Writer struct {
	w     io.Writer
	games int
	b     strings.Builder
}

// NewWriter returns a Writer that writes to w.
func NewWriter(w io.Writer) *Writer { return &Writer{w: w} }

// Write writes rec as the next game of the archive, in one call of the
// underlying writer's Write. It writes nothing and returns an error
// wrapping [ErrUnwritable] for a record that [Record.Check] refuses, and
// for one that could not be told from the games around it in an archive:
// a game of an archive begins with a tag (the field Tags is empty) and has
// a deal line, a move or a result after its tags (it has only tags). It
// returns an error of the underlying writer as it is.
func (w *Writer) Write(rec Record) error {
	if err := rec.Check(); err != nil {
		return err
	}
	switch {
	case len(rec.Tags) == 0:
		return fmt.Errorf("record: Tags: empty, and a game of an archive begins with a tag: %w", ErrUnwritable)
	case len(rec.Deal) == 0 && len(rec.Moves) == 0 && rec.Result == "":
		return fmt.Errorf("record: Deal, Moves and Result: empty, and a game of an archive has a deal line, a move or a result after its tags: %w", ErrUnwritable)
	}
	w.b.Reset()
	if w.games > 0 {
		w.b.WriteByte('\n')
	}
	rec.write(&w.b)
	if _, err := io.WriteString(w.w, w.b.String()); err != nil {
		return err
	}
	w.games++
	return nil
}

// Games returns the number of games written.
func (w *Writer) Games() int { return w.games }
