package strohmandel_test

import (
	"flag"
	"os"
	"testing"
)

// TestMain keeps the rapid property runs moderate (40 games per rules
// variant, about a second for all of them) unless -rapid.checks is given
// on the command line.
func TestMain(m *testing.M) {
	flag.Parse()
	set := false
	flag.Visit(func(f *flag.Flag) { set = set || f.Name == "rapid.checks" })
	if !set {
		_ = flag.Set("rapid.checks", "40")
	}
	os.Exit(m.Run())
}
