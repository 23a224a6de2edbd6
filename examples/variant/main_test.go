package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tapp/tapptest"
	"github.com/tarockfamily/sdk/tarock/tarocktest"
)

// TestFixedHalf checks the variant built in code: it is valid, it is the
// library's own FixedHalf preset (doc/tapp.md §13.2), and it
// differs from the default in the talon mode only.
func TestFixedHalf(t *testing.T) {
	r, err := FixedHalf()
	if err != nil {
		t.Fatal(err)
	}
	if r != tapp.FixedHalf {
		t.Errorf("FixedHalf() differs from tapp.FixedHalf")
	}
	if got := strings.Join(r.Options(tapp.MayrSedlaczek2001), " "); got != "TalonMode=FixedHalf" {
		t.Errorf("options %q, want TalonMode=FixedHalf", got)
	}
}

// TestRandomGames runs the module's random-game checks on the variant:
// cards conserved, every generated move accepted and every other refused,
// the play obligations kept, 16 tricks, the card points and the items
// recounted from the tricks and zero-sum settlements.
func TestRandomGames(t *testing.T) {
	r, err := FixedHalf()
	if err != nil {
		t.Fatal(err)
	}
	tarocktest.Check(t, tapptest.Spec(r))
}

// TestRun runs the comparison on a few deals.
func TestRun(t *testing.T) {
	var out, errOut bytes.Buffer
	if err := run([]string{"-deals", "30", "-seed", "2"}, &out, &errOut); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"with TalonMode=FixedHalf", "30 deals", "Dreier", "Unterer", "Oberer", "Solo", "no game", "fixed half"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
	if err := run([]string{"-deals", "0"}, &out, &errOut); err == nil {
		t.Errorf("-deals 0: no error")
	}
}
