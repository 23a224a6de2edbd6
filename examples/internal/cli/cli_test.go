package cli

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"testing"
)

// run parses args with a flag set of a number of deals -n and a flag -x, and
// reports a misuse found after the parse the way a program does.
func run(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("prog", flag.ContinueOnError)
	fs.SetOutput(out)
	fs.Usage = func() { fmt.Fprintln(fs.Output(), "Usage: prog") }
	n := Deals(fs, "n", 3, "a number of deals")
	x := fs.Int("x", 1, "a number")
	if err := Parse(fs, args); err != nil {
		return err
	}
	switch *x {
	case 7:
		return fmt.Errorf("deep: %w", Misuse(fs, errors.New("seven")))
	case 8:
		return errors.New("a failure")
	case 9:
		return Misuse(fs, Misusef(fs, "-x %d: nine", *x)) // printed once
	}
	if *n != 3 && *n != 5 {
		return fmt.Errorf("n = %d", *n)
	}
	return nil
}

func TestRules(t *testing.T) {
	for _, tc := range []struct {
		args   []string
		misuse bool
		out    string
	}{
		{nil, false, ""},
		{[]string{"-n", "5"}, false, ""},
		{[]string{"-x", "8"}, false, ""},
		{[]string{"-y"}, true, "flag provided but not defined: -y\nUsage: prog\n"},
		{[]string{"-x", "y"}, true, "invalid value \"y\" for flag -x: parse error\nUsage: prog\n"},
		{[]string{"-n", "0"}, true, "invalid value \"0\" for flag -n: need at least one deal\nUsage: prog\n"},
		{[]string{"-n", "2.5"}, true, "invalid value \"2.5\" for flag -n: not a whole number\nUsage: prog\n"},
		{[]string{"a"}, true, "unexpected argument \"a\": prog takes only flags\nUsage: prog\n"},
		{[]string{"-x", "7"}, true, "seven\nUsage: prog\n"},
		{[]string{"-x", "9"}, true, "-x 9: nine\nUsage: prog\n"},
	} {
		var out bytes.Buffer
		err := run(tc.args, &out)
		if IsMisuse(err) != tc.misuse || out.String() != tc.out {
			t.Errorf("run %q: error %v (misuse %t), output %q; want misuse %t, output %q", tc.args, err, IsMisuse(err), out.String(), tc.misuse, tc.out)
		}
	}
	var out bytes.Buffer
	if err := run([]string{"-h"}, &out); !errors.Is(err, flag.ErrHelp) || IsMisuse(err) {
		t.Errorf("-h: %v", err)
	}
	if Misuse(nil, nil) != nil {
		t.Error("Misuse(nil) is not nil")
	}
}
