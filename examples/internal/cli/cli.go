// Package cli holds the command-line rule the example programs share: the
// same flag names for the same things, and one way of reporting a misuse
// of the command line — an unknown flag, a bad value, an unknown game,
// preset or player, an argument the program does not take — as
// "program: -flag: reason" followed by the usage, with exit status 2. -h
// prints the usage and exits 0; any other error is printed as "program:
// reason" with status 1. The messages are the programs' own, never the
// flag package's.
//
// The shared flags are defined by [GameVar], [PresetVar], [PlayersVar],
// [LevelVar], [DealsVar] (or [MatchDealsVar]), [SeedVar], [JSONVar],
// [SamplesVar], [BudgetVar] and [ProgressVar], each with one help text
// that a program completes with a note; the tests fail on a program that
// defines one of them itself, takes another name for one, defines a flag
// of its own that another program has too, or does not test a misuse of
// each shared flag it takes (clitest.Misuses). A program parses its
// flags with [Parse] (or [ParseArgs] when it takes arguments), reports the
// bad values it finds later with [Bad], [Misuse] or [Misusef], and adds
// one case to main:
//
//	if err := cli.Parse(fs, args); err != nil {
//		return err
//	}
//	game, err := games.ParseGame(*game)
//	if err != nil {
//		return cli.Bad(fs, "game", err)
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
	"io"
	"strconv"
	"strings"
	"time"
)

// ExitUsage is the exit status of a misuse of the command line.
const ExitUsage = 2

// misuse is a misuse of the command line whose reason and usage have been
// printed.
type misuse struct{ err error }

func (e *misuse) Error() string { return e.err.Error() }
func (e *misuse) Unwrap() error { return e.err }

// Misuse prints "program: " and the reason err, then the usage of fs, to
// fs.Output(), and returns err marked as a misuse of the command line
// ([IsMisuse]). It returns nil for nil, and err as it is when it is a
// misuse already.
func Misuse(fs *flag.FlagSet, err error) error {
	if err == nil || IsMisuse(err) {
		return err
	}
	fmt.Fprintf(fs.Output(), "%s: %v\n", fs.Name(), err)
	fs.Usage()
	return &misuse{err: err}
}

// Misusef is Misuse with the reason fmt.Errorf(format, a...).
func Misusef(fs *flag.FlagSet, format string, a ...any) error {
	return Misuse(fs, fmt.Errorf(format, a...))
}

// Bad is Misuse with the reason "-name: err", for a value of the flag
// called name that the program refuses after the parse: an unknown game,
// preset or player (games.UnknownError, which lists the valid names), a
// list of players of the wrong length, rules that do not fit together.
func Bad(fs *flag.FlagSet, name string, err error) error {
	if err == nil || IsMisuse(err) {
		return err
	}
	return Misuse(fs, fmt.Errorf("-%s: %w", name, err))
}

// IsMisuse reports whether err is (or wraps) a misuse of the command line.
func IsMisuse(err error) bool {
	var m *misuse
	return errors.As(err, &m)
}

// Parse parses args with fs, whose error handling must be
// flag.ContinueOnError, and refuses arguments left after the flags. It
// returns flag.ErrHelp for -h (the usage printed), and a misuse ([Misuse])
// for an unknown flag, a flag without its value, a value the flag cannot
// take or an argument after the flags.
func Parse(fs *flag.FlagSet, args []string) error {
	if err := ParseArgs(fs, args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return Misusef(fs, "unexpected argument %q: %s takes only flags", fs.Arg(0), fs.Name())
	}
	return nil
}

// ParseArgs is [Parse] for a program that takes arguments after its flags
// (fs.Args).
func ParseArgs(fs *flag.FlagSet, args []string) error {
	var bad *badValue
	fs.VisitAll(func(f *flag.Flag) { f.Value = &recorder{Value: f.Value, name: f.Name, bad: &bad} })
	out := fs.Output()
	fs.SetOutput(io.Discard) // the flag package's own messages
	err := fs.Parse(args)
	fs.SetOutput(out)
	fs.VisitAll(func(f *flag.Flag) {
		if r, ok := f.Value.(*recorder); ok {
			f.Value = r.Value
		}
	})
	switch {
	case err == nil:
		return nil
	case errors.Is(err, flag.ErrHelp):
		fs.Usage()
		return err
	case bad != nil:
		return Misuse(fs, bad)
	}
	return Misuse(fs, flagError(err))
}

// flagError returns the reason of an error of the flag package other than
// a bad value, in the programs' words.
func flagError(err error) error {
	msg := err.Error()
	if name, ok := strings.CutPrefix(msg, "flag provided but not defined: "); ok {
		return fmt.Errorf("%s: no such flag", name)
	}
	if name, ok := strings.CutPrefix(msg, "flag needs an argument: "); ok {
		return fmt.Errorf("%s: needs a value", name)
	}
	if arg, ok := strings.CutPrefix(msg, "bad flag syntax: "); ok {
		return fmt.Errorf("%q: not a flag (want -name or -name=value)", arg)
	}
	return err
}

// badValue is a value a flag refused while parsing.
type badValue struct {
	name, value string
	reason      string
}

func (e *badValue) Error() string {
	return fmt.Sprintf("-%s: bad value %q: %s", e.name, clip(e.value), e.reason)
}

// Quote quotes s for a message to the user, cut to its first 40 bytes
// and "…" when longer, as every message of the programs quotes what the
// user wrote.
func Quote(s string) string { return strconv.Quote(clip(s)) }

// clip cuts s to its first 40 bytes and "…", for a message.
func clip(s string) string {
	if len(s) <= 40 {
		return s
	}
	n := 40
	for n > 0 && s[n]&0xc0 == 0x80 {
		n--
	}
	return s[:n] + "…"
}

// recorder wraps the value of a flag while parsing, to keep the first
// value refused with the reason in the programs' words.
type recorder struct {
	flag.Value
	name string
	bad  **badValue
}

func (r *recorder) IsBoolFlag() bool {
	b, ok := r.Value.(interface{ IsBoolFlag() bool })
	return ok && b.IsBoolFlag()
}

func (r *recorder) Set(s string) error {
	err := r.Value.Set(s)
	if err != nil && *r.bad == nil {
		*r.bad = &badValue{name: r.name, value: s, reason: reason(r.Value, err)}
	}
	return err
}

// reason returns why v refused a value: its own error for the values of
// this package, what the flag wants for the flag package's own.
func reason(v flag.Value, err error) string {
	if g, ok := v.(flag.Getter); ok {
		switch g.Get().(type) {
		case bool:
			return "want true or false"
		case uint64:
			return "want a whole number from 0 to " + strconv.FormatUint(1<<64-1, 10)
		case int, int64:
			return "want a whole number"
		case uint:
			return "want a whole number from 0"
		case float64:
			return "want a number"
		case time.Duration:
			return "want a duration such as 2s or 150ms"
		}
	}
	return err.Error()
}

// count is the flag.Value of DealsVar.
type count int

func (c *count) String() string { return strconv.Itoa(int(*c)) }

func (c *count) Set(s string) error {
	n, err := strconv.Atoi(s)
	switch {
	case err != nil:
		return errors.New("want a whole number")
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
		return errors.New("want a whole number")
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
		return errors.New("want a duration such as 2s or 150ms")
	case v < 0:
		return errors.New("cannot be negative")
	}
	*d = duration(v)
	return nil
}
