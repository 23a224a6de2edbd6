package long

import (
	"flag"
	"os"
	"testing"
)

func TestCount(t *testing.T) {
	for _, tc := range []struct {
		env  string
		full bool
	}{
		{"", false}, {"0", false}, {"1", true}, {"yes", true},
	} {
		t.Setenv(Env, tc.env)
		if Full() != tc.full {
			t.Errorf("%s=%q: Full() = %v, want %v", Env, tc.env, Full(), tc.full)
		}
		want := 3
		if tc.full {
			want = 300
		}
		if got := Count(300, 3); got != want {
			t.Errorf("%s=%q: Count(300, 3) = %d, want %d", Env, tc.env, got, want)
		}
	}
}

// runs counts the calls of Run.
type runs struct{ n int }

func (r *runs) Run() int { r.n++; return 7 }

// TestRun checks that run sets rapid's checks only when nothing asks for
// more: not under TAROCK_LONG, not with $RAPID_CHECKS, not with the flag
// given.
func TestRun(t *testing.T) {
	checks := flag.CommandLine.Lookup("rapid.checks")
	if checks != nil {
		t.Skip("rapid's flags are in this binary")
	}
	v := flag.Int("rapid.checks", RapidFull, "")
	for _, tc := range []struct {
		long, rapidEnv string
		want           int
	}{
		{"", "", 20},
		{"1", "", RapidFull},
		{"", "50", RapidFull},
	} {
		*v = RapidFull
		t.Setenv(Env, tc.long)
		if tc.rapidEnv != "" {
			t.Setenv("RAPID_CHECKS", tc.rapidEnv)
		}
		var r runs
		if got := run(&r, 20); got != 7 || r.n != 1 || *v != tc.want {
			t.Errorf("TAROCK_LONG=%q RAPID_CHECKS=%q: status %d, %d runs, checks %d; want 7, 1, %d", tc.long, tc.rapidEnv, got, r.n, *v, tc.want)
		}
	}
	// -rapid.checks given on the command line.
	t.Setenv(Env, "")
	t.Setenv("RAPID_CHECKS", "")
	_ = os.Unsetenv("RAPID_CHECKS")
	if err := flag.Set("rapid.checks", "30"); err != nil {
		t.Fatal(err)
	}
	if run(&runs{}, 20); *v != 30 {
		t.Errorf("-rapid.checks 30: checks %d", *v)
	}
}
