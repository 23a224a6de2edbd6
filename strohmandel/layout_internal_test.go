package strohmandel

import (
	"testing"
	"unsafe"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
)

// TestSizes guards the sizes that the speed of search depends on: a State
// is copied into Apply and out of it on every move (Go copies up to 176
// bytes with straight-line moves, larger values with a loop);
// AppendLegalMoves copies only the embedded turn; a Move is stored by the
// million.
func TestSizes(t *testing.T) {
	if n := unsafe.Sizeof(State{}); n > 152 {
		t.Errorf("State is %d bytes, want at most 152 (see doc/performance.md)", n)
	}
	if n := unsafe.Sizeof(turn{}); n > 40 {
		t.Errorf("turn is %d bytes, want at most 40", n)
	}
	if n := unsafe.Sizeof(strawman{}); n != 4 {
		t.Errorf("strawman is %d bytes, want 4", n)
	}
	if n := unsafe.Sizeof(Move{}); n != 4 {
		t.Errorf("Move is %d bytes, want 4", n)
	}
	if n := unsafe.Sizeof(Pile{}); n != 5 {
		t.Errorf("Pile is %d bytes, want 5", n)
	}
}

// TestTalkLog checks that every move other than a card play survives the
// four-bit code of the talk log, in order, up to maxTalk moves.
func TestTalkLog(t *testing.T) {
	talk := []Move{ThrowIn(), Continue(), TakeUp(), Pass(), Double(LevelKontra), Double(LevelRe), Ready(),
		Announce(AnnouncePagatUltimo), Announce(AnnounceTrull), Announce(AnnounceKingsTrull)}
	var l talkLog
	var want []Move
	for i := range maxTalk + 2 {
		m := talk[i%len(talk)]
		l.add(m)
		if i < maxTalk {
			want = append(want, m)
		}
		if got := l.len(); got != len(want) {
			t.Fatalf("after %d moves the log holds %d, want %d", i+1, got, len(want))
		}
	}
	for i, m := range want {
		if got := l.at(i); got != m {
			t.Errorf("move %d: %v, want %v", i, got, m)
		}
	}
}

// TestPlayLog checks that the play log keeps every card with its seat and
// its call flag, whatever was written around it.
func TestPlayLog(t *testing.T) {
	entry := func(k int) (deck.Card, tarock.Seat, bool) {
		return deck.Card((k * 17) % deck.NumCards), tarock.Seat(k * k % 3 % 2), k%5 == 1
	}
	var l playLog
	for k := range deck.NumCards {
		c, seat, called := entry(k)
		l.set(k, c, seat, called)
	}
	l.set(20, deck.Skus, 1, true) // overwrite one entry
	for k := range deck.NumCards {
		c, seat, called := entry(k)
		if k == 20 {
			c, seat, called = deck.Skus, 1, true
		}
		if l.at(k) != c || l.seat(k) != seat || l.called(k) != called {
			t.Errorf("play %d: %v by %v called %v, want %v by %v called %v", k, l.at(k), l.seat(k), l.called(k), c, seat, called)
		}
	}
}

// TestStrawman checks that a strawman keeps the four cards of any pile.
func TestStrawman(t *testing.T) {
	for c0 := range deck.Card(deck.NumCards) {
		for _, c3 := range []deck.Card{0, 1, 21, 22, 42, 53} {
			cards := [PileSize]deck.Card{c0, (c0 + 7) % deck.NumCards, (c0 + 31) % deck.NumCards, c3}
			p := newStrawman(cards)
			if got := p.Order(); got != cards {
				t.Fatalf("strawman of %v gives %v", cards, got)
			}
		}
	}
}
