package tarock

import (
	"errors"
	"fmt"
	"unicode/utf8"
)

// ErrBadText is wrapped by every error of the UnmarshalText and UnmarshalJSON
// methods of this module's value types (seats, contracts, phases, options,
// results …) for text that is not a value of the type, and by their
// MarshalText methods for a value that has no text (a number outside the
// type's constants). Move text wraps [ErrBadMoveSyntax] instead, and card
// text deck.ErrSyntax. Test with errors.Is.
var ErrBadText = errors.New("not a value of its type")

// TextError reports text that is not a value of a type. It wraps
// [ErrBadText], and Err when it is set.
type TextError struct {
	Type   string // the Go type, for example "tapp.Contract"
	Text   string // the whole text given (the message shows its first 40 bytes)
	Reason string // what is wrong, for example `want one of "none", "Tapper", …`
	Err    error  // the error of a parser that was called, or nil
}

// Error quotes the text, cut short when long, and says what was wanted.
func (e *TextError) Error() string {
	return fmt.Sprintf("%s: cannot read %q: %s", e.Type, clip(e.Text, 40), e.Reason)
}

// Unwrap returns [ErrBadText] and Err.
func (e *TextError) Unwrap() []error {
	if e.Err == nil {
		return []error{ErrBadText}
	}
	return []error{ErrBadText, e.Err}
}

// clip returns s cut to at most n bytes on a rune boundary, with "…" added
// when it was cut, for quoting user text in a message.
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "…"
}
