// Package cli holds the command-line rule the example programs share: a
// misuse of the command line — an unknown flag, a bad value, an argument
// the program does not take — is reported with its reason first, then the
// usage, and the program exits with status 2. -h prints the usage and exits
// 0; any other error is printed as "program: reason" with status 1.
//
// A program parses its flags with [Parse], declares counts that must be
// positive with [DealsVar], reports the bad values it finds later with
// [Misuse] or [Misusef], and adds one case to main:
//
//	if err := cli.Parse(fs, args); err != nil {
//		return err
//	}
//	if !valid(*game) {
//		return cli.Misusef(fs, "-game %q: want tapp, strohmandel or koenigrufen", *game)
//	}
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
	"strconv"
	"time"
)

// ExitUsage is the exit status of a misuse of the command line.
const ExitUsage = 2

// misuse is a misuse of the command line whose reason and usage have been
// printed.
type misuse struct{ err error }

func (e *misuse) Error() string { return e.err.Error() }
func (e *misuse) Unwrap() error { return e.err }

// Misuse prints the reason err and then the usage of fs to fs.Output(), and
// returns err marked as a misuse of the command line ([IsMisuse]). It
// returns nil for nil, and err as it is when it is a misuse already.
func Misuse(fs *flag.FlagSet, err error) error {
	if err == nil || IsMisuse(err) {
		return err
	}
	fmt.Fprintln(fs.Output(), err)
	fs.Usage()
	return &misuse{err: err}
}

// Misusef is Misuse with the reason fmt.Errorf(format, a...).
func Misusef(fs *flag.FlagSet, format string, a ...any) error {
	return Misuse(fs, fmt.Errorf(format, a...))
}

// IsMisuse reports whether err is (or wraps) a misuse of the command line.
func IsMisuse(err error) bool {
	var m *misuse
	return errors.As(err, &m)
}

// Parse parses args with fs, whose error handling must be
// flag.ContinueOnError, and refuses arguments left after the flags. It
// returns flag.ErrHelp for -h, and a misuse for an unknown flag, a value
// the flag cannot take (both printed with the usage by package flag) or an
// argument after the flags.
func Parse(fs *flag.FlagSet, args []string) error {
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return err
		}
		return &misuse{err: err}
	}
	if fs.NArg() > 0 {
		return Misusef(fs, "unexpected argument %q: %s takes only flags", fs.Arg(0), fs.Name())
	}
	return nil
}

// DealsVar defines an int flag like fs.IntVar for a number of deals,
// whose value must be 1 or more: [Parse] refuses 0 or less as a value the
// flag cannot take.
func DealsVar(fs *flag.FlagSet, p *int, name string, value int, usage string) {
	*p = value
	fs.Var((*count)(p), name, usage)
}

// Deals is DealsVar returning the address of the value, as fs.Int does.
func Deals(fs *flag.FlagSet, name string, value int, usage string) *int {
	p := new(int)
	DealsVar(fs, p, name, value, usage)
	return p
}

// count is the flag.Value of DealsVar.
type count int

func (c *count) String() string { return strconv.Itoa(int(*c)) }

func (c *count) Set(s string) error {
	n, err := strconv.Atoi(s)
	switch {
	case err != nil:
		return errors.New("not a whole number")
	case n < 1:
		return errors.New("need at least one deal")
	}
	*c = count(n)
	return nil
}

// NaturalVar defines an int flag like fs.IntVar whose value must be 0 or
// more (0 usually meaning "the default"): [Parse] refuses a negative value
// as one the flag cannot take.
func NaturalVar(fs *flag.FlagSet, p *int, name string, value int, usage string) {
	*p = value
	fs.Var((*natural)(p), name, usage)
}

// natural is the flag.Value of NaturalVar.
type natural int

func (n *natural) String() string { return strconv.Itoa(int(*n)) }

func (n *natural) Set(s string) error {
	v, err := strconv.Atoi(s)
	switch {
	case err != nil:
		return errors.New("not a whole number")
	case v < 0:
		return errors.New("cannot be negative")
	}
	*n = natural(v)
	return nil
}

// DurationVar defines a time.Duration flag like fs.DurationVar whose value
// must be 0 or more: [Parse] refuses a negative duration.
func DurationVar(fs *flag.FlagSet, p *time.Duration, name string, value time.Duration, usage string) {
	*p = value
	fs.Var((*duration)(p), name, usage)
}

// duration is the flag.Value of DurationVar.
type duration time.Duration

func (d *duration) String() string { return time.Duration(*d).String() }

func (d *duration) Set(s string) error {
	v, err := time.ParseDuration(s)
	switch {
	case err != nil:
		return errors.New("not a duration such as 2s or 150ms")
	case v < 0:
		return errors.New("cannot be negative")
	}
	*d = duration(v)
	return nil
}
