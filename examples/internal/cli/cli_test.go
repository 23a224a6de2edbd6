package cli

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"testing"
)

// run parses args with a flag set of one flag -n and reports a misuse
// found after the parse the way a program does.
func run(args []string, out io.Writer) (err error) {
	fs := flag.NewFlagSet("prog", flag.ContinueOnError)
	fs.SetOutput(out)
	fs.Usage = func() { fmt.Fprintln(fs.Output(), "Usage: prog") }
	defer Explain(fs, &err)
	n := fs.Int("n", 1, "a count")
	if err := Parse(fs, args); err != nil {
		return err
	}
	if *n < 1 {
		return Misusef("-n %d: need at least one", *n)
	}
	if *n == 7 {
		return fmt.Errorf("deep: %w", Misuse(errors.New("seven")))
	}
	if *n == 8 {
		return errors.New("a failure")
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
		{[]string{"-n", "8"}, false, ""},
		{[]string{"-x"}, true, "flag provided but not defined: -x\nUsage: prog\n"},
		{[]string{"-n", "y"}, true, "invalid value \"y\" for flag -n: parse error\nUsage: prog\n"},
		{[]string{"a"}, true, "unexpected argument \"a\": prog takes only flags\nUsage: prog\n"},
		{[]string{"-n", "0"}, true, "-n 0: need at least one\nUsage: prog\n"},
		{[]string{"-n", "7"}, true, "seven\nUsage: prog\n"},
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
	if Misuse(nil) != nil {
		t.Error("Misuse(nil) is not nil")
	}
}
