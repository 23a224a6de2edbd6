package table_test

import (
	"context"
	"encoding/json"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/tarockfamily/sdk/table"
)

// wait bounds every wait of a test for a message; a busy machine never
// comes near it.
const wait = 60 * time.Second

// frame is a message from the server, raw and with its common fields.
type frame struct {
	raw         []byte
	Type        string          `json:"type"`
	Code        string          `json:"code"`
	Reason      string          `json:"reason"`
	Deal        int             `json:"deal"`
	At          int             `json:"at"`
	Seat        int             `json:"seat"`
	ToMove      int             `json:"toMove"`
	Player      int             `json:"player"`
	Legal       []string        `json:"legal"`
	Observation json.RawMessage `json:"observation"`
	Match       table.MatchInfo `json:"match"`
	Totals      []int           `json:"totals"`
	Entry       table.SheetEntry
	Deltas      []int `json:"deltas"`
}

// client is a test's WebSocket client.
type client struct {
	t      testing.TB
	ws     *websocket.Conn
	frames []frame // every frame received, in order
}

// newServer starts a server with c on a test HTTP server.
func newServer(t testing.TB, c table.Config) (*table.Server, *httptest.Server) {
	t.Helper()
	s, err := table.New(c)
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(s)
	t.Cleanup(func() {
		hs.CloseClientConnections()
		s.Close()
		hs.Close()
	})
	return s, hs
}

// newHTTP serves s on a test HTTP server.
func newHTTP(t testing.TB, s *table.Server) *httptest.Server {
	hs := httptest.NewServer(s)
	t.Cleanup(hs.Close)
	return hs
}

// dial connects to the server's WebSocket.
func dial(t testing.TB, hs *httptest.Server) *client {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), wait)
	defer cancel()
	ws, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(hs.URL, "http")+"/ws", nil)
	if err != nil {
		t.Fatal(err)
	}
	ws.SetReadLimit(16 << 20)
	c := &client{t: t, ws: ws}
	t.Cleanup(func() { ws.CloseNow() })
	return c
}

// sendText sends a text message.
func (c *client) sendText(s string) {
	c.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), wait)
	defer cancel()
	if err := c.ws.Write(ctx, websocket.MessageText, []byte(s)); err != nil {
		c.t.Fatal(err)
	}
}

// send sends v as JSON.
func (c *client) send(v any) {
	c.t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		c.t.Fatal(err)
	}
	c.sendText(string(b))
}

// next returns the next frame.
func (c *client) next() frame {
	c.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), wait)
	defer cancel()
	_, b, err := c.ws.Read(ctx)
	if err != nil {
		for _, f := range c.frames[max(0, len(c.frames)-4):] {
			c.t.Logf("%.300s", f.raw)
		}
		c.t.Fatalf("reading a frame: %v", err)
	}
	f := frame{raw: b}
	if err := json.Unmarshal(b, &f); err != nil {
		c.t.Fatalf("frame %s: %v", b, err)
	}
	c.frames = append(c.frames, f)
	return f
}

// expect returns the next frame of type typ, failing on any other; it
// skips players frames, which come whenever someone joins or leaves.
func (c *client) expect(typ string) frame {
	c.t.Helper()
	f := c.next()
	for f.Type == table.TypePlayers && typ != table.TypePlayers {
		f = c.next()
	}
	if f.Type != typ {
		c.t.Fatalf("got %s, want a %s frame", f.raw, typ)
	}
	return f
}

// join sends a join message and reads the welcome and the first state.
func (c *client) join(id, token string) (welcome, state frame) {
	c.t.Helper()
	c.send(map[string]any{"type": "join", "version": table.Version, "table": id, "token": token})
	return c.expect(table.TypeWelcome), c.expect(table.TypeState)
}

// move sends move for the state st.
func (c *client) move(st frame, move string) {
	c.t.Helper()
	c.send(map[string]any{"type": "move", "deal": st.Deal, "at": st.At, "move": move})
}

// create creates a table of spec.
func create(t testing.TB, s *table.Server, spec table.Spec) *table.Created {
	t.Helper()
	c, err := s.Create(spec)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// people returns n players who are all people.
func people(n int) []table.SeatSpec {
	out := make([]table.SeatSpec, n)
	for i := range out {
		out[i].Name = string(rune('A' + i))
	}
	return out
}
