package strohmandel_test

import (
	"flag"
	"os"
	"testing"
)

// TestMain keeps the rapid property runs moderate (6 games per rules variant; each game compares
// the whole state after every rejected candidate move)
// unless -rapid.checks is given on the command line.
func TestMain(m *testing.M) {
	flag.Parse()
	set := false
	flag.Visit(func(f *flag.Flag) { set = set || f.Name == "rapid.checks" })
	if !set {
		_ = flag.Set("rapid.checks", "6")
	}
	os.Exit(m.Run())
}
