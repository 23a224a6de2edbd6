package enumtext

import (
	"errors"
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/tarock"
)

func TestQuote(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"play KH", `"play KH"`},
		{strings.Repeat("a", 40), `"` + strings.Repeat("a", 40) + `"`},
		{strings.Repeat("a", 41), `"` + strings.Repeat("a", 40) + `…"`},
		// A rune across byte 40 is cut whole.
		{strings.Repeat("a", 39) + "äbc", `"` + strings.Repeat("a", 39) + `…"`},
	} {
		if got := Quote(c.in); got != c.want {
			t.Errorf("Quote(%q) = %s, want %s", c.in, got, c.want)
		}
	}
}

func TestMoveSyntaxError(t *testing.T) {
	cause := errors.New("bad card")
	err := MoveSyntaxError("game", "play X", "bad card", cause)
	if !errors.Is(err, tarock.ErrBadMoveSyntax) || !errors.Is(err, cause) {
		t.Errorf("MoveSyntaxError wraps neither ErrBadMoveSyntax nor the cause: %v", err)
	}
	if want := `game: move "play X": bad card: `; !strings.HasPrefix(err.Error(), want) {
		t.Errorf("MoveSyntaxError = %q, want prefix %q", err, want)
	}
	if err := MoveSyntaxError("game", "x", "unknown move", nil); err.Error() != `game: move "x": unknown move: `+tarock.ErrBadMoveSyntax.Error() {
		t.Errorf("MoveSyntaxError without cause = %q", err)
	}
}

func TestMoveText(t *testing.T) {
	parse := func(s string) (int, error) {
		if s == "one" {
			return 1, nil
		}
		return 0, MoveSyntaxError("game", s, "unknown move", nil)
	}
	if b, err := MarshalMove("game", 1, "one", parse); err != nil || string(b) != "one" {
		t.Errorf("MarshalMove(1) = %q, %v", b, err)
	}
	if _, err := MarshalMove("game", 2, "one", parse); !errors.Is(err, tarock.ErrBadMoveSyntax) {
		t.Errorf("MarshalMove of a move that does not read back: %v", err)
	}
	m := 7
	if err := UnmarshalMove("game.Move", []byte("one"), parse, &m); err != nil || m != 1 {
		t.Errorf("UnmarshalMove(one) = %d, %v", m, err)
	}
	m = 7
	var te *tarock.TextError
	if err := UnmarshalMove("game.Move", make([]byte, MaxMoveText+1), parse, &m); !errors.As(err, &te) || !errors.Is(err, tarock.ErrBadMoveSyntax) || m != 7 {
		t.Errorf("UnmarshalMove of long text = %v, m %d", err, m)
	}
	if err := UnmarshalMove("game.Move", []byte("two"), parse, &m); !errors.Is(err, tarock.ErrBadMoveSyntax) || m != 7 {
		t.Errorf("UnmarshalMove(two) = %v, m %d", err, m)
	}
}

func TestCardAndSetWords(t *testing.T) {
	if c, err := CardWords("game", "play King of Hearts", "play", []string{"King", "of", "Hearts"}); err != nil || c.String() != "KH" {
		t.Errorf("CardWords(King of Hearts) = %v, %v", c, err)
	}
	if set, err := SetWords("game", "discard 4H 7S", "discard", []string{"4H", "7S"}); err != nil || set.Len() != 2 {
		t.Errorf("SetWords(4H 7S) = %v, %v", set, err)
	}
	for _, c := range []struct {
		err  error
		want string
	}{
		{func() error { _, err := CardWords("game", "play", "play", nil); return err }(), "want play <card>"},
		{func() error { _, err := CardWords("game", "play ZZ", "play", []string{"ZZ"}); return err }(), "bad card"},
		{func() error { _, err := SetWords("game", "discard", "discard", nil); return err }(), "want discard <cards>"},
		{func() error { _, err := SetWords("game", "discard ZZ", "discard", []string{"ZZ"}); return err }(), "bad discard"},
	} {
		if !errors.Is(c.err, tarock.ErrBadMoveSyntax) || !strings.Contains(c.err.Error(), c.want) {
			t.Errorf("error %v, want one wrapping ErrBadMoveSyntax saying %q", c.err, c.want)
		}
	}
}
