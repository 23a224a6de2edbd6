package main

import (
	"fmt"
	"io"
	"os"
	"strings"
	"unicode"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
)

// screen writes the game to the terminal: plain text, with the red suits
// in ANSI red when color is set.
type screen struct {
	w     io.Writer
	color bool
	echo  bool // repeat each answer read, for input that is not a terminal
}

// colorOK reports whether w is a terminal and NO_COLOR is unset
// (no-color.org).
func colorOK(w io.Writer) bool {
	if _, set := os.LookupEnv("NO_COLOR"); set {
		return false
	}
	return isTerminal(w)
}

// isTerminal reports whether f is a terminal (a character device).
func isTerminal(v any) bool {
	f, ok := v.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}

func (s *screen) printf(format string, args ...any) {
	fmt.Fprintf(s.w, format, args...)
}

// card returns c with its suit symbol ("K♥", "XXI", "Sküs"), in red for
// hearts and diamonds when colour is on.
func (s *screen) card(c deck.Card) string {
	if s.color && c.Suit().IsRed() {
		return "\x1b[31m" + c.Unicode() + "\x1b[0m"
	}
	return c.Unicode()
}

// cards returns the cards of set, highest first, separated by spaces; "-"
// for none.
func (s *screen) cards(set deck.Set) string {
	if set.IsEmpty() {
		return "-"
	}
	var parts []string
	for _, su := range append([]deck.Suit{deck.Tarock}, deck.Suits[:]...) {
		for c := range set.OfSuit(su).Backward() {
			parts = append(parts, s.card(c))
		}
	}
	return strings.Join(parts, " ")
}

// hand writes a hand sorted by suit: one line for the tarocks and one per
// suit, each from the highest card down.
func (s *screen) hand(title string, set deck.Set) {
	s.printf("%s (%s):\n", title, plural(set.Len(), "card"))
	for _, su := range append([]deck.Suit{deck.Tarock}, deck.Suits[:]...) {
		cards := set.OfSuit(su)
		if cards.IsEmpty() {
			continue
		}
		name := su.Symbol() + " " + su.English()
		if su == deck.Tarock {
			name = "Tarocks"
		}
		s.printf("  %-10s %s\n", name, s.cards(cards))
	}
}

// trick returns the cards of t with the name of the player of each:
// "you K♥, right 2♥, left XIV".
func (s *screen) trick(t tarock.Trick, names []string) string {
	if t.IsEmpty() {
		return "(no card yet)"
	}
	parts := make([]string, t.Len())
	for i := range t.Len() {
		c, _ := t.Card(i)
		parts[i] = names[t.SeatOf(i)] + " " + s.card(c)
	}
	return strings.Join(parts, ", ")
}

// plural returns "1 card", "2 cards": n and the noun, with an "s" unless n
// is 1.
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// capital returns s with its first letter in upper case, for a name that
// begins a sentence ("You", "Right").
func capital(s string) string {
	for i, r := range s {
		if i == 0 {
			return string(unicode.ToUpper(r)) + s[len(string(r)):]
		}
	}
	return s
}

// listNames joins names as a sentence does: "you", "you and left",
// "you, left and right".
func listNames(names []string) string {
	switch len(names) {
	case 0:
		return "nobody"
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// handOrder is the position of each card in a hand as the screen shows it:
// the tarocks first, then hearts, diamonds, spades and clubs, each from the
// highest card down. The list of moves is sorted the same way.
var handOrder = func() (pos [deck.NumCards]int) {
	i := 0
	for _, su := range append([]deck.Suit{deck.Tarock}, deck.Suits[:]...) {
		for c := range deck.FullPack.OfSuit(su).Backward() {
			pos[c] = i
			i++
		}
	}
	return pos
}()
