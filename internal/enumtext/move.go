package enumtext

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
)

// Quote quotes s for an error message, cut to its first 40 bytes (on a rune
// boundary, "…" added) when longer.
func Quote(s string) string { return strconv.Quote(Clip(s)) }

// Clip returns s cut to its first 40 bytes (on a rune boundary, "…" added)
// when longer, for an error message that shows s without quotes.
func Clip(s string) string {
	if len(s) > 40 {
		n := 40
		for n > 0 && !utf8.RuneStart(s[n]) {
			n--
		}
		s = s[:n] + "…"
	}
	return s
}

// MoveSyntaxError is the error of a game's ParseMove for the text s that is
// not a move: "<game>: move <s quoted>: <reason>", wrapping
// tarock.ErrBadMoveSyntax and cause when cause is not nil.
func MoveSyntaxError(game, s, reason string, cause error) error {
	if cause != nil {
		return fmt.Errorf("%s: move %s: %s: %w: %w", game, Quote(s), reason, tarock.ErrBadMoveSyntax, cause)
	}
	return fmt.Errorf("%s: move %s: %s: %w", game, Quote(s), reason, tarock.ErrBadMoveSyntax)
}

// MaxMoveText bounds the text UnmarshalMove passes to a game's ParseMove, in
// bytes: far more than the longest notation of a move, with any card
// spelling.
const MaxMoveText = 256

// MarshalMove is the MarshalText of a game's move m whose notation is s
// (m.String()): s, or, when parse does not read s back as m, an error of
// game wrapping tarock.ErrBadMoveSyntax.
func MarshalMove[M comparable](game string, m M, s string, parse func(string) (M, error)) ([]byte, error) {
	if back, err := parse(s); err != nil || back != m {
		return nil, fmt.Errorf("%s: cannot write the move %q as text, it does not read back: %w", game, s, tarock.ErrBadMoveSyntax)
	}
	return []byte(s), nil
}

// UnmarshalMove is the UnmarshalText of a game's move type typ (for example
// "tapp.Move"): it sets *m to parse(b). Bad text returns parse's error, or
// for text longer than MaxMoveText a *tarock.TextError wrapping
// tarock.ErrBadMoveSyntax; *m is then unchanged.
func UnmarshalMove[M any](typ string, b []byte, parse func(string) (M, error), m *M) error {
	if len(b) > MaxMoveText {
		return &tarock.TextError{Type: typ, Text: string(b), Reason: "longer than any move", Err: tarock.ErrBadMoveSyntax}
	}
	v, err := parse(string(b))
	if err != nil {
		return err
	}
	*m = v
	return nil
}

// CardWords reads the words rest after the keyword key of the move s of
// game as one card, in any spelling of deck.ParseCard ("play <card>"). No
// word is the error "want <key> <card>", words that are not a card "bad
// card" wrapping the deck error, both from MoveSyntaxError.
func CardWords(game, s, key string, rest []string) (deck.Card, error) {
	if len(rest) == 0 {
		return 0, MoveSyntaxError(game, s, "want "+key+" <card>", nil)
	}
	c, err := deck.ParseCard(strings.Join(rest, " "))
	if err != nil {
		return 0, MoveSyntaxError(game, s, "bad card", err)
	}
	return c, nil
}

// SetWords reads the words rest after the keyword key of the move s of
// game as a set of cards, in any spelling of deck.ParseSet ("discard
// <cards>"). No word is the error "want <key> <cards>", words that are not
// a set "bad <key>" wrapping the deck error, both from MoveSyntaxError.
func SetWords(game, s, key string, rest []string) (deck.Set, error) {
	if len(rest) == 0 {
		return 0, MoveSyntaxError(game, s, "want "+key+" <cards>", nil)
	}
	set, err := deck.ParseSet(strings.Join(rest, " "))
	if err != nil {
		return 0, MoveSyntaxError(game, s, "bad "+key, err)
	}
	return set, nil
}
