package option

import (
	"strings"

	"github.com/tarockfamily/sdk/deck"
)

// NamedSet is a set of cards with the name an option writes for it, for
// [Cards]: "Pack42" for deck.Pack42.
type NamedSet struct {
	Name string
	Set  deck.Set
}

// cardsField is the field of a [Cards] option and its named sets.
type cardsField[R any] struct {
	field func(r *R) *deck.Set
	named []NamedSet
}

// Cards returns an option holding a set of cards, the pack of a game's
// rules (doc/design.md §10): a value equal to one of named is written with
// its name, any other as its cards in the card notation separated by
// spaces ("T1 T2 … KC"); both forms are read, names in any case. A name
// may stand for the empty set, the zero value of the field (the default
// pack). Every set of cards is taken; the game's Validate says which
// packs it can deal.
func Cards[R any](name string, field func(r *R) *deck.Set, named ...NamedSet) Option[R] {
	return Option[R]{name: name, kind: kindCards, cards: &cardsField[R]{field: field, named: named}}
}

// text returns the text of r's set when it differs from base's, and false
// when they are equal or r's holds bits that are not cards.
func (c *cardsField[R]) text(r, base *R) (string, bool) {
	if *c.field(r) == *c.field(base) {
		return "", false
	}
	return c.format(r)
}

// format returns the text of r's set, and false when it holds bits that
// are not cards.
func (c *cardsField[R]) format(r *R) (string, bool) {
	v := *c.field(r)
	if !v.Valid() {
		return "", false
	}
	for _, n := range c.named {
		if n.Set == v {
			return n.Name, true
		}
	}
	return v.String(), true
}

// read sets r's field from text: a name of named or a set of cards.
func (c *cardsField[R]) read(r *R, text string) bool {
	for _, n := range c.named {
		if strings.EqualFold(n.Name, text) {
			*c.field(r) = n.Set
			return true
		}
	}
	v, err := deck.ParseSet(text)
	if err != nil || v.IsEmpty() {
		return false
	}
	*c.field(r) = v
	return true
}

// describe lists the values the option takes, for error messages.
func (c *cardsField[R]) describe() string {
	names := make([]string, len(c.named))
	for i, n := range c.named {
		names[i] = n.Name
	}
	return "one of " + strings.Join(names, ", ") + " or a list of cards"
}
