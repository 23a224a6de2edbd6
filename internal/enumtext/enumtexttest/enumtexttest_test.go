package enumtexttest_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/internal/enumtext"
	"github.com/tarockfamily/sdk/internal/enumtext/enumtexttest"
)

// recorder is a testing.TB that keeps the failures instead of failing.
type recorder struct {
	testing.TB
	failures []string
}

func (r *recorder) Helper() {}
func (r *recorder) Errorf(format string, args ...any) {
	r.failures = append(r.failures, fmt.Sprintf(format, args...))
}

type color uint8

var colors = enumtext.Names[color]("pkg.color", 1, "red", "green", "blue")

func (c color) String() string                { return colors.String(c) }
func (c color) MarshalText() ([]byte, error)  { return colors.Marshal(c) }
func (c *color) UnmarshalText(b []byte) error { return colors.Unmarshal(b, c) }

// loose writes a value outside its table as text: a fault CheckEnum finds.
type loose uint8

var looseText = enumtext.Names[loose]("pkg.loose", 0, "a", "b")

func (l loose) String() string { return looseText.String(l) }
func (l loose) MarshalText() ([]byte, error) {
	if l == 2 {
		return []byte("c"), nil
	}
	return looseText.Marshal(l)
}
func (l *loose) UnmarshalText(b []byte) error { return looseText.Unmarshal(b, l) }

func TestCheckEnum(t *testing.T) {
	enumtexttest.CheckEnum(t, colors.Values())
	r := &recorder{TB: t}
	enumtexttest.CheckEnum(r, looseText.Values())
	if len(r.failures) != 1 || !strings.Contains(r.failures[0], "want ErrBadText") {
		t.Errorf("a value past the table written as text: failures %q", r.failures)
	}
	r = &recorder{TB: t}
	enumtexttest.CheckEnum(r, colors.Values()[:2])
	if len(r.failures) != 3 || !strings.Contains(r.failures[0], "is named \"blue\"") {
		t.Errorf("a value left out of the table: failures %q", r.failures)
	}
}
