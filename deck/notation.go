package deck

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// ErrSyntax is wrapped by every error of [ParseCard] and [ParseSet] and by
// the text decoders of [Card] and [Set]; test for it with errors.Is.
var ErrSyntax = errors.New("invalid card notation")

// ParseError reports text that is not a card or a set of cards. It wraps
// [ErrSyntax].
type ParseError struct {
	Input  string // the whole text given to the parser
	Text   string // the offending piece of it (its first 40 bytes in the message)
	Column int    // 1-based byte column of Text in Input
	Reason string // what is wrong, for example "unknown card" or "card listed twice"
}

// Error quotes the offending text and says where it is.
func (e *ParseError) Error() string {
	return fmt.Sprintf("deck: %s %q at column %d", e.Reason, clip(e.Text), e.Column)
}

// clip shortens s to at most 40 bytes (on a rune boundary) for a message.
func clip(s string) string {
	if len(s) <= 40 {
		return s
	}
	n := 40
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "…"
}

// Unwrap returns [ErrSyntax].
func (e *ParseError) Unwrap() error { return ErrSyntax }

var romans = [23]string{"", "I", "II", "III", "IIII", "V", "VI", "VII", "VIII", "IX", "X",
	"XI", "XII", "XIII", "XIV", "XV", "XVI", "XVII", "XVIII", "XIX", "XX", "XXI", "XXII"}

var redPips = [4]string{"4", "3", "2", "A"}
var blackPips = [4]string{"7", "8", "9", "10"}
var courtLetters = [4]string{"J", "C", "Q", "K"}
var courtEnglish = [4]string{"Jack", "Cavall", "Queen", "King"}
var courtGerman = [4]string{"Bube", "Kavall", "Dame", "König"}

// rankText returns the rank part of a suit card's short form.
func rankText(c Card) string {
	r := c.Rank()
	if r >= RankJack {
		return courtLetters[r-RankJack]
	}
	if c.Suit().IsRed() {
		return redPips[r]
	}
	return blackPips[r]
}

// String returns the canonical short ASCII form of c (doc/notation.md):
// tarocks "T1" (Pagat) to "T21" (Mond) and "Skus"; suit cards a rank
// (K Q C J, red pips A 2 3 4, black pips 10 9 8 7) followed by the suit
// letter H, D, S or C, as in "KH", "AD", "10S", "CC". An invalid card prints
// as "Card(n)".
func (c Card) String() string {
	switch {
	case c == Skus:
		return "Skus"
	case c < 22:
		return "T" + strconv.Itoa(int(c)+1)
	case c < NumCards:
		return rankText(c) + c.Suit().String()
	}
	return fmt.Sprintf("Card(%d)", uint8(c))
}

// Unicode returns the form of c with suit symbols: tarocks as roman
// numerals ("I" … "XXI") and "Sküs"; suit cards as rank and symbol, as in
// "K♥", "A♦", "10♠", "C♣".
func (c Card) Unicode() string {
	switch {
	case c == Skus:
		return "Sküs"
	case c < 22:
		return romans[c+1]
	case c < NumCards:
		return rankText(c) + c.Suit().Symbol()
	}
	return c.String()
}

// English returns the English name of c: "Pagat (I)", "Tarock XVII",
// "Mond (XXI)", "Sküs", "King of Hearts", "Ace of Diamonds", "10 of Spades".
func (c Card) English() string {
	switch {
	case c == Skus:
		return "Sküs"
	case c == Pagat:
		return "Pagat (I)"
	case c == Mond:
		return "Mond (XXI)"
	case c < 22:
		return "Tarock " + romans[c+1]
	case c < NumCards:
		r := c.Rank()
		name := rankText(c)
		if r >= RankJack {
			name = courtEnglish[r-RankJack]
		} else if name == "A" {
			name = "Ace"
		}
		return name + " of " + c.Suit().English()
	}
	return c.String()
}

// German returns the German name of c: "Pagat", "Tarock XVII", "Mond",
// "Sküs", "Herz-König", "Karo-Ass", "Pik-10", "Kreuz-Kavall".
func (c Card) German() string {
	switch {
	case c == Skus:
		return "Sküs"
	case c == Pagat:
		return "Pagat"
	case c == Mond:
		return "Mond"
	case c < 22:
		return "Tarock " + romans[c+1]
	case c < NumCards:
		r := c.Rank()
		name := rankText(c)
		if r >= RankJack {
			name = courtGerman[r-RankJack]
		} else if name == "A" {
			name = "Ass"
		}
		return c.Suit().German() + "-" + name
	}
	return c.String()
}

// spellings maps every accepted spelling, folded by fold, to its card.
var spellings = func() map[string]Card {
	m := make(map[string]Card, 512)
	add := func(s string, c Card) { m[fold(s)] = c }
	for c := Card(0); c < NumCards; c++ {
		add(c.String(), c)
		add(c.Unicode(), c)
		add(c.English(), c)
		add(c.German(), c)
		if c < 22 {
			add(romans[c+1], c)
			add("T"+strconv.Itoa(int(c)+1), c)
			continue
		}
		r, s := rankText(c), c.Suit()
		if r == "A" {
			add("1"+s.String(), c) // the red ace is the pip 1
			add("1"+s.Symbol(), c)
		}
	}
	add("IV", Tarock4)
	add("XXII", Skus)
	add("Sküs", Skus)
	add("Excuse", Skus)
	add("Uhu", Uhu)
	add("Kakadu", Kakadu)
	add("Quapil", Quapil)
	add("Mond (XXI)", Mond)
	add("Pagat (I)", Pagat)
	return m
}()

// folder lowers the letters that card spellings use: ASCII and the German
// umlauts. Other letters are left alone, so no foreign letter (such as the
// Turkish dotted İ, which Unicode lowers to i) can stand for a card.
var folder = strings.NewReplacer(
	"A", "a", "B", "b", "C", "c", "D", "d", "E", "e", "F", "f", "G", "g", "H", "h", "I", "i",
	"J", "j", "K", "k", "L", "l", "M", "m", "N", "n", "O", "o", "P", "p", "Q", "q", "R", "r",
	"S", "s", "T", "t", "U", "u", "V", "v", "W", "w", "X", "x", "Y", "y", "Z", "z",
	"Ä", "ä", "Ö", "ö", "Ü", "ü")

// fold normalises a spelling for lookup: case-folded, with the symbol
// variation selectors and the white-suit symbols mapped to the plain ones.
func fold(s string) string {
	s = folder.Replace(s)
	if strings.ContainsAny(s, "\ufe0f\ufe0e♡♢♤♧") {
		s = strings.NewReplacer("\ufe0f", "", "\ufe0e", "", "♡", "♥", "♢", "♦", "♤", "♠", "♧", "♣").Replace(s)
	}
	return s
}

// lookup returns the card spelled s in any case. ASCII spellings, the
// usual ones, are folded on the stack, so that parsing allocates nothing.
func lookup(s string) (Card, bool) {
	var b [24]byte
	if len(s) <= len(b) {
		for i := 0; i < len(s); i++ {
			c := s[i]
			if c >= utf8.RuneSelf {
				goto slow
			}
			if 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			b[i] = c
		}
		c, ok := spellings[string(b[:len(s)])]
		return c, ok
	}
slow:
	c, ok := spellings[fold(s)]
	return c, ok
}

// ParseCard parses one card. It accepts, in any mix of upper and lower case:
// the canonical form of [Card.String] ("T1", "Skus", "KH", "10S"); the
// Unicode form of [Card.Unicode] ("XXI", "Sküs", "K♥", "A♦"); roman numerals
// I–XXI (also IIII and IV for tarock 4, XXII for the Sküs); "T1"–"T22";
// "Sküs" and "Skus"; "1H"/"1D" for a red ace; the bird names Pagat,
// Uhu, Kakadu, Quapil and Mond; and the English and German names of
// [Card.English] and [Card.German]. Leading and trailing spaces are ignored.
// Any other text returns [NoCard] and a *[ParseError] wrapping [ErrSyntax].
func ParseCard(s string) (Card, error) {
	t := strings.TrimSpace(s)
	if c, ok := lookup(t); ok {
		return c, nil
	}
	col := 1 + strings.Index(s, t)
	if t == "" {
		col = 1
	}
	return NoCard, &ParseError{Input: s, Text: t, Column: col, Reason: "unknown card"}
}

// ParseSet parses a set of cards written as card tokens separated by white
// space (any Unicode space, as [ParseCard] trims) and/or commas, each token in a form accepted by [ParseCard] that contains
// no space (so English names are not accepted here). The empty string and
// "-" denote the empty set. A card listed twice, or an unknown token, returns
// a *[ParseError] (wrapping [ErrSyntax]) naming the token and its column.
func ParseSet(s string) (Set, error) {
	var set Set
	if strings.TrimSpace(s) == "-" {
		return 0, nil
	}
	i := 0
	for i < len(s) {
		r, w := utf8.DecodeRuneInString(s[i:])
		if r == ',' || unicode.IsSpace(r) {
			i += w
			continue
		}
		j := i
		for j < len(s) {
			r, w := utf8.DecodeRuneInString(s[j:])
			if r == ',' || unicode.IsSpace(r) {
				break
			}
			j += w
		}
		tok := s[i:j]
		c, ok := lookup(tok)
		if !ok {
			return 0, &ParseError{Input: s, Text: tok, Column: i + 1, Reason: "unknown card"}
		}
		if set.Has(c) {
			return 0, &ParseError{Input: s, Text: tok, Column: i + 1, Reason: "card listed twice"}
		}
		set = set.With(c)
		i = j
	}
	return set, nil
}

// MarshalText encodes c in its canonical form ([Card.String]). It returns
// an error wrapping [ErrSyntax] for an invalid card.
func (c Card) MarshalText() ([]byte, error) {
	if !c.Valid() {
		return nil, fmt.Errorf("deck: cannot encode %v: %w", c, ErrSyntax)
	}
	return []byte(c.String()), nil
}

// UnmarshalText decodes any form accepted by [ParseCard]. On error c is
// unchanged.
func (c *Card) UnmarshalText(b []byte) error {
	v, err := ParseCard(string(b))
	if err != nil {
		return err
	}
	*c = v
	return nil
}

// MarshalText encodes s as [Set.String] does. It never fails.
func (s Set) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// UnmarshalText decodes any form accepted by [ParseSet]. On error s is
// unchanged.
func (s *Set) UnmarshalText(b []byte) error {
	v, err := ParseSet(string(b))
	if err != nil {
		return err
	}
	*s = v
	return nil
}
