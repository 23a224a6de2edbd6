package deck_test

import (
	"testing"

	"github.com/tarockfamily/sdk/deck"
)

func TestPackTotals(t *testing.T) {
	if got := deck.FullPack.Len(); got != 54 {
		t.Fatalf("FullPack.Len() = %d, want 54", got)
	}
	if got := deck.FullPack.Sum(); got != 106 {
		t.Fatalf("FullPack.Sum() = %d, want 106 (rules/tapp-tarock.md §1.3)", got)
	}
}
