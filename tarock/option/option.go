// Package option states the options of a game's rules once, in one
// [Table] per game: each option's name, how to reach its field of the
// game's Rules type, the words of its values and the values it takes (its
// range). Everything else follows that one statement: the option text of
// game records (doc/notation.md "Game records"), one "Name=value" per
// option, as they hold them in their Option tags ([Table.Options],
// [Table.With]); the range check of the game's Validate ([Table.Check]);
// and the JSON of the rules ([Table.JSON], [Table.ReadJSON]),
// which writes and reads the same words as the option text. A game
// supplies only its table.
//
// Values are written and read the same way in every game:
//
//   - a switch ([Bool]) is written on or off and read as on, off, true,
//     false, yes or no, in any case; [Reserved] is a switch that takes
//     off only;
//   - an enumeration ([Enum]) is written with the first name of its value
//     and read in any of its names, in any case;
//   - a number ([Int], [IntRange], [IntOf]) is a whole number in the
//     option's range, 0 to its maximum unless it has a minimum of its own,
//     or one of the option's list of numbers;
//   - a set of flags ([Flags]) is written as the names of its members
//     joined by "+" ("Pagat+Uhu"), or "none", and read so in any case;
//   - a set of cards ([Cards], the pack of a game) is written with the
//     name of a named set ("Pack42") or as its cards in the card notation,
//     separated by spaces, and read in either form.
//
// Names are read case-insensitively; white space around the name and the
// value is ignored. Every error of the option text wraps
// [tarock.ErrInvalidRules] and quotes the text; one for a known option
// also names it.
//
// A table reads and writes the same values: [Table.With] takes exactly the
// values that [Table.Options] writes. A field holding a value that its
// option does not take (an enumeration outside its names, a number outside
// its range, a flag without a name), which [Table.Check] and so the game's
// Validate refuse, has no text: Options leaves it out rather than write a
// text that With would refuse, and JSON returns an error.
package option

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/tarockfamily/sdk/internal/enumtext"
	"github.com/tarockfamily/sdk/tarock"
)

// Integer is the field types an option can hold: the games' enumeration
// types and numbers.
type Integer interface {
	~int | ~int8 | ~int16 | ~int32 | ~int64 | ~uint8 | ~uint16 | ~uint32
}

// kind is how an option's value is written.
type kind uint8

const (
	kindEnum kind = iota
	kindBool
	kindInt
	kindFlags
	kindCards
)

// Option is one field of a rules type R as option text names it. Make one
// with [Bool], [Reserved], [Enum], [Int], [IntRange], [IntOf], [Flags] or
// [Cards].
type Option[R any] struct {
	name  string
	kind  kind
	names [][]string // kindEnum: the names of each value; kindFlags: of each bit
	min   int        // kindInt, kindBool: the smallest value
	max   int        // kindInt, kindBool: the largest value
	list  []int      // kindInt: the values taken, when not min to max
	why   string     // kindBool with max 0: why the switch takes off only
	get   func(r *R) int
	set   func(r *R, v int)
	cards *cardsField[R] // kindCards: the field and its named sets
}

// Name returns the option's name, as Options writes it.
func (o Option[R]) Name() string { return o.name }

// Bool returns a switch: field reaches it in a value of R.
func Bool[R any](name string, field func(r *R) *bool) Option[R] {
	return Option[R]{name: name, kind: kindBool, max: 1,
		get: func(r *R) int {
			if *field(r) {
				return 1
			}
			return 0
		},
		set: func(r *R, v int) { *field(r) = v != 0 }}
}

// Reserved returns a switch that takes off only: a field kept for an
// option the game does not play, why saying so ("the Säcke are not
// defined well enough to play (doc/koenigrufen.md §13.1)"). On is out of
// its range: With refuses it, Check reports it.
func Reserved[R any](name string, field func(r *R) *bool, why string) Option[R] {
	o := Bool(name, field)
	o.max, o.why = 0, why
	return o
}

// Int returns a number option taking 0 to max.
func Int[R any, T Integer](name string, max int, field func(r *R) *T) Option[R] {
	return IntRange(name, 0, max, field)
}

// IntRange returns a number option taking min to max: the range the game's
// Validate allows for the field on its own, so that a value With accepts
// is one Validate does not refuse for this field alone.
func IntRange[R any, T Integer](name string, min, max int, field func(r *R) *T) Option[R] {
	return Option[R]{name: name, kind: kindInt, min: min, max: max,
		get: func(r *R) int { return int(*field(r)) },
		set: func(r *R, v int) { *field(r) = T(v) }}
}

// IntOf returns a number option taking only the numbers of values, in
// the order its messages list them.
func IntOf[R any, T Integer](name string, values []int, field func(r *R) *T) Option[R] {
	o := IntRange(name, 0, 0, field)
	o.list = values
	return o
}

// Enum returns an enumeration whose value v has the names values[v]: the
// first is written, every one is read.
func Enum[R any, T Integer](name string, field func(r *R) *T, values ...[]string) Option[R] {
	return Option[R]{name: name, kind: kindEnum, names: values,
		get: func(r *R) int { return int(*field(r)) },
		set: func(r *R, v int) { *field(r) = T(v) }}
}

// Flags returns a set of flags whose bit i is called bits[i].
func Flags[R any, T Integer](name string, field func(r *R) *T, bits ...string) Option[R] {
	names := make([][]string, len(bits))
	for i, b := range bits {
		names[i] = []string{b}
	}
	return Option[R]{name: name, kind: kindFlags, names: names,
		get: func(r *R) int { return int(*field(r)) },
		set: func(r *R, v int) { *field(r) = T(v) }}
}

// Names lists the names of one value of an enumeration, for [Enum]: the
// one written first, then those read as well.
func Names(names ...string) []string { return names }

// Prefixed lists the values of an enumeration for [Enum] whose Go constants
// are prefix and the value's name: value v is written values[v] and read as
// values[v] or prefix+values[v].
func Prefixed(prefix string, values ...string) [][]string {
	out := make([][]string, len(values))
	for i, v := range values {
		out[i] = []string{v, prefix + v}
	}
	return out
}

// format writes the value v of o.
func (o *Option[R]) format(v int) string {
	switch o.kind {
	case kindBool:
		if v != 0 {
			return "on"
		}
		return "off"
	case kindEnum:
		if v >= 0 && v < len(o.names) {
			return o.names[v][0]
		}
	case kindFlags:
		var parts []string
		for i, n := range o.names {
			if v&(1<<i) != 0 {
				parts = append(parts, n[0])
			}
		}
		if len(parts) == 0 {
			return "none"
		}
		return strings.Join(parts, "+")
	}
	return strconv.Itoa(v)
}

// parse reads a value of o; ok is false when s is not one.
func (o *Option[R]) parse(s string) (v int, ok bool) {
	switch o.kind {
	case kindBool:
		switch strings.ToLower(s) {
		case "on", "true", "yes":
			return 1, true
		case "off", "false", "no":
			return 0, true
		}
	case kindEnum:
		return lookup(o.names, s)
	case kindFlags:
		if strings.EqualFold(s, "none") {
			return 0, true
		}
		for _, part := range strings.Split(s, "+") {
			bit, ok := lookup(o.names, strings.TrimSpace(part))
			if !ok {
				return 0, false
			}
			v |= 1 << bit
		}
		return v, true
	case kindInt:
		n, err := strconv.Atoi(s)
		if err == nil && o.takes(n) {
			return n, true
		}
	}
	return 0, false
}

// takes reports whether v is a value of o: one that format writes and
// parse reads back.
func (o *Option[R]) takes(v int) bool {
	switch o.kind {
	case kindEnum:
		return v >= 0 && v < len(o.names)
	case kindFlags:
		return v >= 0 && v < 1<<len(o.names)
	case kindInt:
		if o.list != nil {
			return slices.Contains(o.list, v)
		}
	}
	return v >= o.min && v <= o.max
}

// lookup returns the index of the entry of names that holds s (compared
// case-insensitively).
func lookup(names [][]string, s string) (int, bool) {
	for i, list := range names {
		for _, n := range list {
			if strings.EqualFold(n, s) {
				return i, true
			}
		}
	}
	return 0, false
}

// describe lists the values o takes, for error messages.
func (o *Option[R]) describe() string {
	first := make([]string, len(o.names))
	for i, names := range o.names {
		first[i] = names[0]
	}
	switch o.kind {
	case kindBool:
		if o.max == 0 {
			return "off only: " + o.why
		}
		return "on or off"
	case kindEnum:
		return "one of " + strings.Join(first, ", ")
	case kindFlags:
		return `"none" or names joined by "+" (` + strings.Join(first, ", ") + ")"
	case kindCards:
		return o.cards.describe()
	}
	if o.list != nil {
		nums := make([]string, len(o.list))
		for i, n := range o.list {
			nums[i] = strconv.Itoa(n)
		}
		return "one of " + strings.Join(nums, ", ")
	}
	return "a whole number from " + strconv.Itoa(o.min) + " to " + strconv.Itoa(o.max)
}

// Table is the options of one game's rules type R, in the order Options
// writes them.
type Table[R any] struct {
	game    string
	options []Option[R]
	groups  []string       // the groups of the options' names ("Values")
	index   map[string]int // the options by name
	// scratch holds copies of rules for Check, whose options read them
	// through a pointer, so that checking the rules of a new deal, which
	// the search players do for every deal they sample, allocates nothing.
	scratch *sync.Pool
}

// NewTable returns the table of options; game prefixes its error messages
// ("tapp", "strohmandel").
// The options of a group ("Values.Solo", "Values.Dreier") stand together
// in the table, as [Table.JSON] writes them in one object; NewTable panics
// when they do not (a table is built when its package is initialised, so
// its tests catch that).
func NewTable[R any](game string, options ...Option[R]) Table[R] {
	t := Table[R]{game: game, options: options, index: make(map[string]int, len(options)),
		scratch: &sync.Pool{New: func() any { return new(R) }}}
	last := ""
	for i, o := range options {
		t.index[o.name] = i
		g, _ := group(o.name)
		if g != "" && g != last {
			if slices.Contains(t.groups, g) {
				panic("option: the options of the group " + g + " of " + game + " do not stand together")
			}
			t.groups = append(t.groups, g)
		}
		last = g
	}
	return t
}

// Options returns one "Name=value" text for every option in which r
// differs from base, in the order of the table; nil when none differs.
// An option whose value in r it does not take (an enumeration or a number
// out of range, a flag without a name: a value the game's Validate
// refuses) is left out, so that [Table.With] reads every text Options
// returns. Applying each text with With to base gives r back for every r
// whose values the options take.
func (t Table[R]) Options(r, base R) []string {
	var out []string
	for i := range t.options {
		o := &t.options[i]
		if o.kind == kindCards {
			if text, ok := o.cards.text(&r, &base); ok {
				out = append(out, o.name+"="+text)
			}
			continue
		}
		if v := o.get(&r); v != o.get(&base) && o.takes(v) {
			out = append(out, o.name+"="+o.format(v))
		}
	}
	return out
}

// With returns r with one option changed as text ("Name=value") says. For
// text that is not an option of the table, or a value the option does not
// take, it returns r unchanged and an error wrapping
// [tarock.ErrInvalidRules] that quotes text and, for a known option, names
// it and the values it takes.
func (t Table[R]) With(r R, text string) (R, error) {
	name, value, ok := strings.Cut(text, "=")
	if !ok {
		return r, fmt.Errorf("%s: option %s is not Name=value: %w", t.game, enumtext.Quote(text), tarock.ErrInvalidRules)
	}
	name, value = strings.TrimSpace(name), strings.TrimSpace(value)
	for i := range t.options {
		o := &t.options[i]
		if !strings.EqualFold(o.name, name) {
			continue
		}
		if o.kind == kindCards {
			if !o.cards.read(&r, value) {
				return r, fmt.Errorf("%s: option %s: %s takes %s: %w", t.game, enumtext.Quote(text), o.name, o.describe(), tarock.ErrInvalidRules)
			}
			return r, nil
		}
		v, ok := o.parse(value)
		if !ok || !o.takes(v) {
			return r, fmt.Errorf("%s: option %s: %s takes %s: %w", t.game, enumtext.Quote(text), o.name, o.describe(), tarock.ErrInvalidRules)
		}
		o.set(&r, v)
		return r, nil
	}
	return r, fmt.Errorf("%s: option %s: no option called %s: %w", t.game, enumtext.Quote(text), enumtext.Quote(name), tarock.ErrInvalidRules)
}

// Named is a preset of a game and its name, as the game's Presets lists
// them (the games' NamedRules).
type Named[R any] struct {
	Name  string
	Rules R
}

// Find returns the entry of presets called name, compared case-insensitively
// and ignoring white space around name, or false.
func Find[R any](presets []Named[R], name string) (Named[R], bool) {
	name = strings.TrimSpace(name)
	for _, p := range presets {
		if strings.EqualFold(p.Name, name) {
			return p, true
		}
	}
	return Named[R]{}, false
}
