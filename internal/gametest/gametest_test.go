package gametest_test

import (
	"fmt"
	"runtime"
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/internal/gametest"
	"github.com/tarockfamily/sdk/tapp"
)

// recorder is a gametest.TB that keeps the first fatal failure.
type recorder struct{ failure string }

func (r *recorder) Helper()           {}
func (r *recorder) Fatal(args ...any) { r.Fatalf("%s", fmt.Sprint(args...)) }
func (r *recorder) Fatalf(format string, args ...any) {
	r.failure = fmt.Sprintf(format, args...)
	runtime.Goexit()
}

// failure runs check with a recorder, as a test runs, and returns its
// failure ("" for none).
func failure(check func(t gametest.TB)) string {
	r := &recorder{}
	done := make(chan struct{})
	go func() {
		defer close(done)
		check(r)
	}()
	<-done
	return r.failure
}

// lossy loses its field X through JSON.
type lossy struct {
	X int `json:"-"`
	Y int
}

func TestHelpersFail(t *testing.T) {
	for name, c := range map[string]struct {
		check func(t gametest.TB)
		want  string
	}{
		"move without text": {func(t gametest.TB) { gametest.CheckMoveText(t, tapp.Move{}) }, "MarshalText"},
		"move":              {func(t gametest.TB) { gametest.CheckMoveText(t, tapp.Play(deck.HeartsKing)) }, ""},
		"lossy JSON":        {func(t gametest.TB) { gametest.CheckJSON(t, lossy{1, 2}, nil) }, "reads back different"},
		"JSON":              {func(t gametest.TB) { gametest.CheckJSON(t, lossy{0, 2}, nil) }, ""},
		"bad notation":      {func(t gametest.TB) { gametest.Apply(t, tapp.State{}, tapp.ParseMove, "play XY") }, "unknown card"},
		"refused move":      {func(t gametest.TB) { gametest.Apply(t, tapp.State{}, tapp.ParseMove, "pass") }, "pass: "},
	} {
		got := failure(c.check)
		if c.want == "" && got != "" || c.want != "" && !strings.Contains(got, c.want) {
			t.Errorf("%s: failure %q, want one containing %q", name, got, c.want)
		}
	}
}
