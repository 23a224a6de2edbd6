// Package long sets the length of the module's long randomized tests:
// the conformance checks over many random games, the rapid properties,
// the big archives and the statistical checks of the samplers. They run
// at their full counts when the environment variable TAROCK_LONG is set
// (to anything but "" or "0"), as the continuous integration script
// .ci/run sets it, and at smaller counts otherwise, so that `go test
// ./...` stays quick. No test is left out at the smaller counts, and each
// asserts the same: only the number of random cases differs.
//
// A test takes its count from [Count]; a package whose rapid properties
// are long runs its tests through [Main], which sets rapid's number of
// checks.
package long

import (
	"flag"
	"os"
	"strconv"
	"testing"
)

// Env is the environment variable that asks for the full counts.
const Env = "TAROCK_LONG"

// Full reports whether the long tests run at their full counts: whether
// $TAROCK_LONG is set to anything but "" or "0".
func Full() bool {
	v := os.Getenv(Env)
	return v != "" && v != "0"
}

// Count returns the number of random cases (games, deals, inputs) of a
// long test: full when [Full], else short.
func Count(full, short int) int {
	if Full() {
		return full
	}
	return short
}

// RapidFull is rapid's own number of checks per property, which the
// packages run under [Main] keep when [Full].
const RapidFull = 100

// Main runs the tests of a package from its TestMain, with every rapid
// property checked checks times unless [Full] (then rapid's default, 100,
// or $RAPID_CHECKS), and unless -rapid.checks is given on the command
// line; it ends the process with the tests' exit status. Call it as
//
//	func TestMain(m *testing.M) { long.Main(m, 20) }
func Main(m *testing.M, checks int) {
	os.Exit(run(m, checks))
}

// run sets rapid's checks as Main does and runs m.
func run(m interface{ Run() int }, checks int) int {
	flag.Parse()
	given := false
	flag.Visit(func(f *flag.Flag) { given = given || f.Name == "rapid.checks" })
	if _, env := os.LookupEnv("RAPID_CHECKS"); !given && !env && !Full() {
		if f := flag.Lookup("rapid.checks"); f != nil {
			_ = f.Value.Set(strconv.Itoa(checks))
		}
	}
	return m.Run()
}
