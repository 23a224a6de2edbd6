package search_test

import (
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/tarock/search"
)

// The zero PlayerConfig is the default level's setting, and its text says
// what it searches.
func TestDefaultLevelIsZeroConfig(t *testing.T) {
	l, err := search.ParseLevel(search.DefaultLevel)
	if err != nil {
		t.Fatal(err)
	}
	if l.Config != (search.PlayerConfig{}) {
		t.Errorf("level %s is %+v, not the zero PlayerConfig", search.DefaultLevel, l.Config)
	}
	want := "40 samples, the game's random playouts for a card and 1 rule-of-thumb playout for the rest, inference from 8 deals, every decision searched, the last 3 tricks solved, no time limit"
	if got := (search.PlayerConfig{}).String(); got != want {
		t.Errorf("PlayerConfig{}.String() = %q, want %q", got, want)
	}
	if got := (search.PlayerConfig{PIMC: true}).String(); !strings.HasPrefix(got, "PIMC: 20 samples, the game's random playouts, ") {
		t.Errorf("PIMC: %q", got)
	}
}
