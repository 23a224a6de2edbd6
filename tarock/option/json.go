package option

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/tarockfamily/sdk/internal/enumtext"
	"github.com/tarockfamily/sdk/tarock"
)

// The JSON of a game's rules, written and read through the table, so that
// it follows the one statement of each option's range and uses the words
// of the option text.

// group returns the object an option's name puts its key in, and the key:
// "Values" and "Solo" for "Values.Solo", "" and the name for a name
// without a ".".
func group(name string) (grp, key string) {
	if i := strings.IndexByte(name, '.'); i >= 0 {
		return name[:i], name[i+1:]
	}
	return "", name
}

// JSON writes r as a JSON object with one key per option, in the
// order of the table, named as the option; the options named "Group.Key"
// are the keys of an object under the key Group ("Values":{"Solo":8,…}).
// A switch is true or false, a number a JSON number, and every other value
// a string of the option text, as [Table.Options] writes it ("FixedHalf",
// "Pagat+Uhu", "none", "Pack54"). For a field whose value its option does
// not take it writes nothing and returns an error wrapping
// [tarock.ErrBadText] and the field's *[RangeError] (and so
// [tarock.ErrInvalidRules]).
func (t Table[R]) JSON(r R) ([]byte, error) {
	b := make([]byte, 0, 64+24*len(t.options))
	b = append(b, '{')
	grp := ""    // the group whose object is open, or ""
	n, m := 0, 0 // the keys written at the top level and in grp's object
	for i := range t.options {
		o := &t.options[i]
		g, key := group(o.name)
		if g != grp {
			if grp != "" {
				b = append(b, '}')
			}
			if grp = g; g != "" {
				if n > 0 {
					b = append(b, ',')
				}
				n, m = n+1, 0
				b = append(appendQuoted(b, g), ':', '{')
			}
		}
		if g == "" && n > 0 || g != "" && m > 0 {
			b = append(b, ',')
		}
		if g == "" {
			n++
		} else {
			m++
		}
		b = append(appendQuoted(b, key), ':')
		var ok bool
		if b, ok = o.appendJSON(b, &r); !ok {
			return nil, fmt.Errorf("%s: cannot write the rules as JSON: %w: %w", t.game, t.rangeError(o, &r), tarock.ErrBadText)
		}
	}
	if grp != "" {
		b = append(b, '}')
	}
	return append(b, '}'), nil
}

// rangeError returns the *RangeError of o, whose value in r it does not
// take.
func (t Table[R]) rangeError(o *Option[R], r *R) *RangeError {
	if o.kind == kindCards {
		return &RangeError{t.game, o.name, "0x" + strconv.FormatUint(uint64(*o.cards.field(r)), 16), o.describe()}
	}
	return &RangeError{t.game, o.name, strconv.Itoa(o.get(r)), o.describe()}
}

// appendJSON appends the JSON of o's value in r to b, and false when o
// does not take it.
func (o *Option[R]) appendJSON(b []byte, r *R) ([]byte, bool) {
	if o.kind == kindCards {
		text, ok := o.cards.format(r)
		return appendQuoted(b, text), ok
	}
	v := o.get(r)
	if !o.takes(v) {
		return b, false
	}
	switch o.kind {
	case kindBool:
		return strconv.AppendBool(b, v != 0), true
	case kindInt:
		return strconv.AppendInt(b, int64(v), 10), true
	}
	return appendQuoted(b, o.format(v)), true
}

// appendQuoted appends s as a JSON string.
func appendQuoted(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < ' ' || c > '~' || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' {
			q, _ := json.Marshal(s)
			return append(b, q...)
		}
	}
	b = append(b, '"')
	b = append(b, s...)
	return append(b, '"')
}

// ReadJSON reads into *r the JSON that [Table.JSON] writes: an
// object whose keys name options, case-insensitively ("Values" holding an
// object of the options "Values.…", or the key "Values.Solo" itself), each
// holding a value the option takes, in the words of the option text: a
// switch as true or false or as its text ("on", "off", …), a number as a
// JSON number or its text, any other value as a string of its text ("FixedHalf"
// and the Go constant's name "TalonFixedHalf", in any case). An option the
// JSON leaves out keeps its value in *r, so that JSON holding some options
// changes those of a preset; JSON null leaves *r as it is. A key that is
// not an option, a value the option does not take (null among them), or
// text after the object, is an error: a *[tarock.TextError] of the type
// "<game>.Rules" wrapping [tarock.ErrBadText], and *r is then unchanged.
// It checks each option alone; the game's Validate checks the whole.
func (t Table[R]) ReadJSON(b []byte, r *R) error {
	trimmed := bytes.TrimSpace(b)
	if string(trimmed) == "null" {
		return nil
	}
	v := *r
	if reason := t.readObject(trimmed, &v, "", true); reason != "" {
		return &tarock.TextError{Type: t.game + ".Rules", Text: string(b), Reason: reason}
	}
	*r = v
	return nil
}

// readObject reads the JSON object b of the options in group grp ("" for
// the top level) into r, and returns "" or why it cannot.
func (t Table[R]) readObject(b []byte, r *R, grp string, top bool) string {
	if !json.Valid(b) {
		var v any
		return json.Unmarshal(b, &v).Error()
	}
	what := "the rules"
	if grp != "" {
		what = grp
	}
	b = bytes.TrimSpace(b)
	if len(b) == 0 || b[0] != '{' {
		return "want " + what + " as an object"
	}
	for i := 1; ; {
		i = skipSpace(b, i)
		switch b[i] {
		case '}':
			return ""
		case ',':
			i = skipSpace(b, i+1)
		}
		end := valueEnd(b, i)
		var key string
		if err := json.Unmarshal(b[i:end], &key); err != nil {
			return err.Error()
		}
		i = skipSpace(b, skipSpace(b, end)+1) // past the ':'
		end = valueEnd(b, i)
		raw := b[i:end]
		i = end
		name := key
		if grp != "" {
			name = grp + "." + key
		}
		if g, ok := t.group(name); ok && top {
			if reason := t.readObject(raw, r, g, false); reason != "" {
				return reason
			}
			continue
		}
		o := t.find(name)
		if o == nil {
			return "no option called " + enumtext.Quote(name)
		}
		if !o.readJSON(raw, r) {
			return fmt.Sprintf("%s takes %s, not %s", o.name, o.describe(), jsonExcerpt(raw))
		}
	}
}

// jsonExcerpt returns the JSON value raw as it reads in a message: its
// text without white space between tokens, cut short (enumtext.Clip).
func jsonExcerpt(raw []byte) string {
	var b bytes.Buffer
	if json.Compact(&b, raw) != nil {
		return enumtext.Clip(string(raw))
	}
	return enumtext.Clip(b.String())
}

// skipSpace returns the index of the first byte of b from i on that is
// not JSON white space.
func skipSpace(b []byte, i int) int {
	for i < len(b) && (b[i] == ' ' || b[i] == '\t' || b[i] == '\n' || b[i] == '\r') {
		i++
	}
	return i
}

// valueEnd returns the index just past the JSON value that starts at b[i],
// in b, which is valid JSON.
func valueEnd(b []byte, i int) int {
	depth, inString := 0, false
	for j := i; j < len(b); j++ {
		c := b[j]
		switch {
		case inString:
			if c == '\\' {
				j++
			} else if c == '"' {
				inString = false
				if depth == 0 {
					return j + 1
				}
			}
		case c == '"':
			inString = true
		case c == '{' || c == '[':
			depth++
		case c == '}' || c == ']':
			if depth == 0 {
				return j
			}
			if depth--; depth == 0 {
				return j + 1
			}
		case depth == 0 && (c == ',' || c == ':' || c == ' ' || c == '\t' || c == '\n' || c == '\r'):
			return j
		}
	}
	return len(b)
}

// group returns the group called name (in any case), as the options
// spell it.
func (t Table[R]) group(name string) (string, bool) {
	for _, g := range t.groups {
		if strings.EqualFold(g, name) {
			return g, true
		}
	}
	return "", false
}

// find returns the option called name (in any case), or nil.
func (t Table[R]) find(name string) *Option[R] {
	if i, ok := t.index[name]; ok {
		return &t.options[i]
	}
	for i := range t.options {
		if strings.EqualFold(t.options[i].name, name) {
			return &t.options[i]
		}
	}
	return nil
}

// readJSON sets o's field of r from the JSON value raw, and reports
// whether raw is a value o takes.
func (o *Option[R]) readJSON(raw []byte, r *R) bool {
	var text string
	isText := len(raw) > 0 && raw[0] == '"'
	if isText && json.Unmarshal(raw, &text) != nil {
		return false
	}
	text = strings.TrimSpace(text)
	if o.kind == kindCards {
		return isText && o.cards.read(r, text)
	}
	var v int
	var ok bool
	switch s := string(raw); {
	case isText:
		v, ok = o.parse(text)
	case o.kind == kindBool && (s == "true" || s == "false"):
		v, ok = o.parse(s)
	case o.kind == kindInt:
		n, err := strconv.Atoi(s)
		v, ok = n, err == nil
	}
	if !ok || !o.takes(v) {
		return false
	}
	o.set(r, v)
	return true
}
