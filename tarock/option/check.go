package option

import (
	"errors"
	"fmt"
	"strconv"

	"github.com/tarockfamily/sdk/tarock"
)

// RangeError is the error of a field of a game's rules holding a value
// its option does not take (see [Table.Check]). It wraps
// [tarock.ErrInvalidRules].
type RangeError struct {
	Game   string // the game's package, "strohmandel"
	Option string // the option's name, which is the field's: "Glatzen", "Values.Valat"
	Value  string // the field's value as a number ("7"; a set of cards in hexadecimal, "0x…")
	Takes  string // what the option takes: "one of AcesAndTens, RedFours"
}

// Error names the field, its value and what the option takes:
// "strohmandel: Rules.Glatzen = 7 is out of range: Glatzen takes one of
// AcesAndTens, RedFours: invalid rules".
func (e *RangeError) Error() string {
	return fmt.Sprintf("%s: Rules.%s = %s is out of range: %s takes %s: %v", e.Game, e.Option, e.Value, e.Option, e.Takes, tarock.ErrInvalidRules)
}

// Unwrap returns [tarock.ErrInvalidRules].
func (e *RangeError) Unwrap() error { return tarock.ErrInvalidRules }

// Check returns nil when every field of r holds a value its option takes,
// the range the table states (the values Options writes and With reads),
// and otherwise one *[RangeError] per field that does not, in the order
// of the table, joined with errors.Join. A game's Validate calls it before
// it checks how the options fit together.
func (t Table[R]) Check(r R) error {
	var p *R
	if t.scratch != nil {
		p = t.scratch.Get().(*R)
		defer t.scratch.Put(p)
	} else {
		p = new(R)
	}
	*p = r
	var errs []error
	for i := range t.options {
		o := &t.options[i]
		if o.kind == kindCards {
			if v := *o.cards.field(p); !v.Valid() {
				errs = append(errs, &RangeError{t.game, o.name, "0x" + strconv.FormatUint(uint64(v), 16), o.describe()})
			}
			continue
		}
		if v := o.get(p); !o.takes(v) {
			errs = append(errs, &RangeError{t.game, o.name, strconv.Itoa(v), o.describe()})
		}
	}
	return errors.Join(errs...)
}
