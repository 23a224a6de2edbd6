package record

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
)

// TestHandsRoundTrip: WriteHands and ReadHands are each other's reverse
// for two hands of four cards and a talon of two halves.
func TestHandsRoundTrip(t *testing.T) {
	cards := deck.FullPack.AppendCards(nil)
	hands := []deck.Set{deck.SetOf(cards[0:4]...), deck.SetOf(cards[4:8]...)}
	talon := []deck.Card{cards[11], cards[9], cards[8], cards[10]}
	lines := WriteHands(hands, talon, 2)
	if len(lines) != 4 || !cmp.Equal(lines[2], [][]deck.Card{{cards[11], cards[9]}}) {
		t.Fatalf("WriteHands = %v", lines)
	}
	names := []string{"A", "B", "T1", "T2"}
	gotHands, gotTalon := make([]deck.Set, 2), make([]deck.Card, 4)
	if err := ReadHands("game", names, lines, gotHands, 4, gotTalon); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(hands, gotHands); diff != "" {
		t.Errorf("hands (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(talon, gotTalon); diff != "" {
		t.Errorf("talon (-want +got):\n%s", diff)
	}
	for _, c := range []struct {
		line  int
		lines [][][]deck.Card
	}{
		{1, [][][]deck.Card{lines[0], {cards[4:7]}, lines[2], lines[3]}},                // a hand short
		{3, [][][]deck.Card{lines[0], lines[1], lines[2], {cards[9:10], cards[10:11]}}}, // two groups
	} {
		err := ReadHands("game", names, c.lines, gotHands, 4, gotTalon)
		var de *DealError
		if !errors.As(err, &de) || de.Line != c.line || de.Card != -1 || !errors.Is(err, tarock.ErrInvalidDeal) {
			t.Errorf("line %d: %v, want a DealError of the line wrapping ErrInvalidDeal", c.line, err)
		}
	}
}
