package table

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"reflect"
	"strings"
	"sync"
	"time"

	"github.com/coder/websocket"
)

// sendQueue is the number of messages waiting for a slow client before
// its connection is closed (it comes back with its token and gets the
// state anew).
const sendQueue = 256

// conn is one WebSocket connection of a client.
type conn struct {
	s      *Server
	ws     *websocket.Conn
	ctx    context.Context
	cancel context.CancelFunc
	send   chan []byte

	mu     sync.Mutex
	closed bool
	// table and player are those of the join, nil and −1 before.
	table  *table
	player int
}

// serveWS upgrades the request to a WebSocket and serves the protocol on
// it until the client goes or the server closes.
func (s *Server) serveWS(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	closed := s.closed
	if !closed {
		s.wg.Add(1)
	}
	s.mu.Unlock()
	if closed {
		http.Error(w, ErrClosed.Error(), http.StatusServiceUnavailable)
		return
	}
	defer s.wg.Done()
	ws, err := websocket.Accept(w, r, nil)
	if err != nil {
		return
	}
	ws.SetReadLimit(hardLimit)
	c := &conn{s: s, ws: ws, send: make(chan []byte, sendQueue), player: -1}
	c.ctx, c.cancel = context.WithCancel(s.ctx)
	done := make(chan struct{})
	go func() {
		defer close(done)
		c.write()
	}()
	c.read()
	c.close()
	<-done
	if t, p := c.seat(); t != nil {
		t.leave(c, p)
	}
}

// seat returns the table and player of c, or nil.
func (c *conn) seat() (*table, int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.table, c.player
}

// read reads the client's messages until the connection ends.
func (c *conn) read() {
	limit := c.s.cfg.MaxMessage
	buf := make([]byte, limit+1)
	for {
		typ, rd, err := c.ws.Reader(c.ctx)
		if err != nil {
			return
		}
		n, err := io.ReadFull(rd, buf)
		switch {
		case err == nil: // more than limit bytes
			rest, err := io.Copy(io.Discard, rd)
			if err != nil {
				return
			}
			c.refuse(refuse(CodeTooLarge, "a message of %d bytes, more than the limit of %d", int64(n)+rest, limit))
			continue
		case !errors.Is(err, io.ErrUnexpectedEOF) && !errors.Is(err, io.EOF):
			return
		}
		if typ != websocket.MessageText {
			c.refuse(refuse(CodeBadMessage, "a binary message; the protocol speaks JSON text"))
			continue
		}
		c.handle(buf[:n])
	}
}

// decode reads one message of a client, or returns the error to send.
func decode(b []byte) (inbound, *Error) {
	var m inbound
	dec := json.NewDecoder(bytes.NewReader(b))
	if err := dec.Decode(&m); err != nil {
		return m, refuse(CodeBadJSON, "%s", jsonProblem(err))
	}
	if dec.More() {
		return m, refuse(CodeBadJSON, "text after the JSON object")
	}
	return m, nil
}

// jsonProblem says what is wrong with a JSON object that encoding/json
// could not decode, in the protocol's words rather than Go's: a value of
// the wrong type at the top or in a field, an empty text, or the decoder's
// own text cut short.
func jsonProblem(err error) string {
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &te) && te.Field == "":
		return "want one JSON object, not " + jsonValue(te.Value)
	case errors.As(err, &te):
		return fmt.Sprintf("field %q is %s, want %s", te.Field, jsonValue(te.Value), jsonWant(te.Type))
	case errors.Is(err, io.EOF):
		return "no JSON object"
	case errors.Is(err, io.ErrUnexpectedEOF):
		return "the JSON object ends too soon"
	}
	return clip(err.Error(), 200)
}

// jsonValue names a JSON value as encoding/json's UnmarshalTypeError
// describes it ("array", "number 1.5", …) for a client: "an array", "the
// number 1.5".
func jsonValue(v string) string {
	switch {
	case strings.HasPrefix(v, "number "):
		return "the " + v
	case v == "array" || v == "object":
		return "an " + v
	case v == "bool":
		return "true or false"
	}
	return "a " + v
}

// jsonWant names the JSON value a field of type t takes, for a client.
func jsonWant(t reflect.Type) string {
	switch t.Kind() {
	case reflect.String:
		return "a string"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "a whole number"
	case reflect.Bool:
		return "true or false"
	case reflect.Pointer:
		return jsonWant(t.Elem())
	}
	return "an object"
}

// handle answers one message of the client.
func (c *conn) handle(b []byte) {
	m, err := decode(b)
	if err != nil {
		c.refuse(err)
		return
	}
	t, player := c.seat()
	switch m.Type {
	case TypeJoin:
		c.join(m)
	case TypeMove:
		switch {
		case t == nil:
			c.refuse(refuse(CodeNotJoined, "a move before a join message"))
		case m.Deal == 0 || m.At == nil || m.Move == "":
			c.refuse(refuse(CodeBadMessage, `a move message needs "deal", "at" and "move"`))
		default:
			if err := t.move(player, m.Deal, *m.At, m.Move); err != nil {
				c.refuse(err)
			}
		}
	case TypeHint:
		if t == nil {
			c.refuse(refuse(CodeNotJoined, "a hint message before a join message"))
			return
		}
		b, err := t.hint(player)
		if err != nil {
			c.refuse(err)
			return
		}
		c.enqueue(b)
	case "":
		c.refuse(refuse(CodeBadMessage, `a message without "type"`))
	default:
		c.refuse(refuse(CodeBadMessage, "unknown message type %q: want join, move or hint", clip(m.Type, 40)))
	}
}

// join seats c at the table and seat the message names.
func (c *conn) join(m inbound) {
	if m.Version != Version {
		c.refuse(refuse(CodeVersion, "protocol version %d: this server speaks version %d", m.Version, Version))
		return
	}
	t := c.s.lookup(m.Table)
	if t == nil {
		c.refuse(refuse(CodeUnknownTable, "no table %q", clip(m.Table, 40)))
		return
	}
	if old, p := c.seat(); old != nil {
		old.leave(c, p)
		c.mu.Lock()
		c.table, c.player = nil, -1
		c.mu.Unlock()
	}
	player, err := t.join(c, m.Token)
	if err != nil {
		c.refuse(err)
		return
	}
	c.mu.Lock()
	c.table, c.player = t, player
	c.mu.Unlock()
}

// refuse sends the error message of e.
func (c *conn) refuse(e *Error) {
	c.enqueue(encode(errorMsg{Type: TypeError, Code: e.Code, Reason: e.Reason}))
}

// enqueue queues a message; a client too slow to take it is disconnected.
func (c *conn) enqueue(b []byte) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.enqueueLocked(b)
}

func (c *conn) enqueueLocked(b []byte) {
	if c.closed {
		return
	}
	select {
	case c.send <- b:
	default:
		c.closed = true
		close(c.send)
		c.cancel()
	}
}

// write sends the queued messages until the queue is closed.
func (c *conn) write() {
	for b := range c.send {
		ctx, cancel := context.WithTimeout(c.ctx, 10*time.Second)
		err := c.ws.Write(ctx, websocket.MessageText, b)
		cancel()
		if err != nil {
			c.cancel()
			for range c.send {
			}
			return
		}
	}
	c.ws.Close(websocket.StatusNormalClosure, "")
}

// close ends the connection after the messages queued.
func (c *conn) close() {
	c.mu.Lock()
	defer c.mu.Unlock()
	if !c.closed {
		c.closed = true
		close(c.send)
	}
}
