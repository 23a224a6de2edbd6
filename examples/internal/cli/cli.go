// Package cli holds the command-line rule the example programs share: a
// misuse of the command line — an unknown flag, a bad value, an argument
// the program does not take — is reported with its reason first, then the
// usage, and the program exits with status 2. -h prints the usage and exits
// 0; any other error is printed as "program: reason" with status 1.
//
// A program parses its flags with [Parse], marks the errors of bad values
// with [Misuse] or [Misusef] (wherever they are found), defers [Explain] in
// the function that owns the flag set, and adds one case to main:
//
//	func run(args []string, stdout, stderr io.Writer) (err error) {
//		fs := flag.NewFlagSet("prog", flag.ContinueOnError)
//		fs.SetOutput(stderr)
//		defer cli.Explain(fs, &err)
//		…
//		if err := cli.Parse(fs, args); err != nil {
//			return err
//		}
//		if *n < 1 {
//			return cli.Misusef("-n %d: need at least one deal", *n)
//		}
//
//	switch {
//	case errors.Is(err, flag.ErrHelp):
//	case cli.IsMisuse(err):
//		os.Exit(cli.ExitUsage)
//	case err != nil:
//		…
package cli

import (
	"errors"
	"flag"
	"fmt"
)

// ExitUsage is the exit status of a misuse of the command line.
const ExitUsage = 2

// misuse is a misuse of the command line; shown is true once its reason
// and the usage have been printed.
type misuse struct {
	err   error
	shown bool
}

func (e *misuse) Error() string { return e.err.Error() }
func (e *misuse) Unwrap() error { return e.err }

// Misuse returns err (nil for nil) marked as a misuse of the command line:
// [Explain] prints it before the usage and [IsMisuse] reports it.
func Misuse(err error) error {
	if err == nil || IsMisuse(err) {
		return err
	}
	return &misuse{err: err}
}

// Misusef returns a misuse of the command line with the reason
// fmt.Errorf(format, a...).
func Misusef(format string, a ...any) error {
	return &misuse{err: fmt.Errorf(format, a...)}
}

// IsMisuse reports whether err is (or wraps) a misuse of the command line.
func IsMisuse(err error) bool {
	var m *misuse
	return errors.As(err, &m)
}

// Parse parses args with fs, whose error handling must be
// flag.ContinueOnError, and refuses arguments left after the flags. It
// returns flag.ErrHelp for -h and a misuse for an unknown flag, a value the
// flag cannot take (both already printed with the usage by package flag) or
// an argument after the flags.
func Parse(fs *flag.FlagSet, args []string) error {
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return err
		}
		return &misuse{err: err, shown: true}
	}
	if fs.NArg() > 0 {
		return Misusef("unexpected argument %q: %s takes only flags", fs.Arg(0), fs.Name())
	}
	return nil
}

// Explain prints the reason of the misuse *err, unless it was printed
// already, and then the usage of fs, both to fs.Output(). It does nothing
// when *err is not a misuse. Deferred in the function that owns fs and
// returns *err, it reports every misuse found after the flags were parsed,
// however deep.
func Explain(fs *flag.FlagSet, err *error) {
	var m *misuse
	if err == nil || !errors.As(*err, &m) || m.shown {
		return
	}
	m.shown = true
	fmt.Fprintln(fs.Output(), m.err)
	fs.Usage()
}
