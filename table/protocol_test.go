package table_test

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/coder/websocket"
	"github.com/google/go-cmp/cmp"

	"github.com/tarockfamily/sdk/games"
	"github.com/tarockfamily/sdk/table"
)

// Every message the server cannot follow gets an error message with its
// code and reason, and the connection and the table go on: after each
// refusal the seat still plays.
func TestProtocolErrors(t *testing.T) {
	s, hs := newServer(t, table.Config{MaxMessage: 1024, HintLevel: table.NoHints})
	tb := create(t, s, table.Spec{Game: "tapp", Players: people(3), Seed: 5})
	cs := make([]*client, 3)
	states := make([]frame, 3)
	for i := range cs {
		cs[i] = dial(t, hs)
	}
	c := cs[0]
	for _, tc := range []struct {
		send, code, reason string
	}{
		{`{"type":`, table.CodeBadJSON, "the JSON object ends too soon"},
		{`[1,2]`, table.CodeBadJSON, "want one JSON object, not an array"},
		{`{"type":1}`, table.CodeBadJSON, `field "type" is a number, want a string`},
		{`{"type":"move","deal":1,"at":1.5,"move":"pass"}`, table.CodeBadJSON, `field "at" is the number 1.5, want a whole number`},
		{`{"type":"move","deal":1,"at":0,"move":"pass"}`, table.CodeNotJoined, "a move before a join message"},
		{`{"type":"hint"}`, table.CodeNotJoined, "a hint message before a join message"},
		{`{"type":"dance"}`, table.CodeBadMessage, `unknown message type "dance"`},
		{`{}`, table.CodeBadMessage, `without "type"`},
		{`{"type":"join","version":2,"table":"` + tb.ID + `","token":"x"}`, table.CodeVersion, "protocol version 2"},
		{`{"type":"join","version":1,"table":"nowhere","token":"x"}`, table.CodeUnknownTable, `no table "nowhere"`},
		{`{"type":"join","version":1,"table":"` + tb.ID + `","token":"guess"}`, table.CodeWrongToken, "no seat of table"},
		{`{"type":"join"} {"type":"join"}`, table.CodeBadJSON, "text after the JSON object"},
		{`{"type":"move","deal":"one"}`, table.CodeBadJSON, `field "deal" is a string, want a whole number`},
		{strings.Repeat(" ", 5000), table.CodeTooLarge, "a message of 5000 bytes, more than the limit of 1024"},
	} {
		c.sendText(tc.send)
		f := c.expect(table.TypeError)
		if f.Code != tc.code || !strings.Contains(f.Reason, tc.reason) || strings.Contains(f.Reason, "Go ") {
			t.Errorf("%.40q: got %s %q, want %s and a reason with %q", tc.send, f.Code, f.Reason, tc.code, tc.reason)
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), wait)
	defer cancel()
	if err := c.ws.Write(ctx, websocket.MessageBinary, []byte(`{"type":"hint"}`)); err != nil {
		t.Fatal(err)
	}
	if f := c.expect(table.TypeError); f.Code != table.CodeBadMessage {
		t.Errorf("binary message: %s", f.raw)
	}
	// Now every seat joins, on the same connection as the errors.
	var w frame
	for i := range cs {
		w, states[i] = cs[i].join(tb.ID, tb.Seats[i].Token)
		if w.Player != i {
			t.Errorf("seat link %d joined as player %d", i, w.Player)
		}
	}
	// The dealer is the last seat, so with the first dealer 0 player 1
	// is forehand and to move.
	toMove := -1
	for i, st := range states {
		if st.ToMove == st.Seat {
			toMove = i
			if len(st.Legal) == 0 {
				t.Fatalf("player %d to move without legal moves: %s", i, st.raw)
			}
		} else if len(st.Legal) != 0 {
			t.Errorf("player %d not to move got legal moves %v", i, st.Legal)
		}
	}
	if toMove != 1 {
		t.Fatalf("player %d to move, want 1 (forehand after dealer 0)", toMove)
	}
	mover, other := cs[toMove], cs[(toMove+1)%3]
	st := states[toMove]
	for _, tc := range []struct {
		c    *client
		msg  map[string]any
		code string
	}{
		{other, map[string]any{"type": "move", "deal": 1, "at": 0, "move": "pass"}, table.CodeNotYourTurn},
		{mover, map[string]any{"type": "move", "deal": 1, "at": 3, "move": "pass"}, table.CodeStale},
		{mover, map[string]any{"type": "move", "deal": 2, "at": 0, "move": "pass"}, table.CodeStale},
		{mover, map[string]any{"type": "move", "deal": 1, "at": 0, "move": "fly"}, table.CodeBadMove},
		{mover, map[string]any{"type": "move", "deal": 1, "at": 0, "move": "play T21"}, table.CodeIllegalMove},
		{mover, map[string]any{"type": "move", "deal": 1, "move": "pass"}, table.CodeBadMessage},
		{mover, map[string]any{"type": "hint"}, table.CodeNoHints},
	} {
		tc.c.send(tc.msg)
		if f := tc.c.expect(table.TypeError); f.Code != tc.code {
			t.Errorf("%v: got %s, want %s", tc.msg, f.raw, tc.code)
		}
	}
	// The table went on: the legal move is taken and every seat hears.
	mover.move(st, st.Legal[0])
	for i, cl := range cs {
		f := cl.expect(table.TypeState)
		if f.At != 1 {
			t.Errorf("player %d: state at %d after one move", i, f.At)
		}
	}
}

// A hint function set in the Config answers hint messages at the seat's
// turn; the welcome says hints are given.
func TestHintHook(t *testing.T) {
	hint := func(d games.Deal, seat int) ([]games.Hint, error) {
		if d.ToMove() != seat {
			return nil, errors.New("not to move")
		}
		var out []games.Hint
		for i, m := range d.Legal() {
			out = append(out, games.Hint{Move: m, Value: float64(-i), Searched: true})
		}
		return out, nil
	}
	s, hs := newServer(t, table.Config{Hint: hint})
	tb := create(t, s, table.Spec{Game: "strohmandel", Players: []table.SeatSpec{{Name: "me"}, {Computer: "random"}}, FirstDealer: 1})
	c := dial(t, hs)
	w, st := c.join(tb.ID, tb.Seats[0].Token)
	var welcome struct{ Hints bool }
	_ = json.Unmarshal(w.raw, &welcome)
	if !welcome.Hints || st.ToMove != st.Seat {
		t.Fatalf("welcome %s, state %s", w.raw, st.raw)
	}
	c.send(map[string]any{"type": "hint"})
	f := c.expect(table.TypeHints)
	var h struct{ Moves []games.Hint }
	_ = json.Unmarshal(f.raw, &h)
	if len(h.Moves) != len(st.Legal) || h.Moves[0].Move != st.Legal[0] {
		t.Errorf("hints %s for legal moves %v", f.raw, st.Legal)
	}
}

// hintsOf decodes the moves of a hints frame.
func hintsOf(t testing.TB, f frame) []games.Hint {
	t.Helper()
	var h struct{ Moves []games.Hint }
	if err := json.Unmarshal(f.raw, &h); err != nil {
		t.Fatal(err)
	}
	return h.Moves
}

// By default a hint message is answered with the estimates of the search
// player at the level "club" (games.Hints), seeded from the deal's seed and
// the seat, for the seat that asks at its turn: every legal move with its
// value in game points, the best first, as a hints message of the deal
// and point it is for; the same again when asked again; refused to a
// seat not to move and to one sitting the deal out. With NoHints the
// welcome says no hints are given and a hint message is refused.
func TestSearchHints(t *testing.T) {
	opt := games.PlayerOptions{Samples: 4}
	s, hs := newServer(t, table.Config{Players: opt})
	for _, name := range games.Games() {
		g, _ := games.New(name, "")
		spec := table.Spec{Game: name, Players: people(g.Players()), Seed: 8}
		tb := create(t, s, spec)
		cs := make([]*client, len(tb.Seats))
		var mover int
		var st frame
		for i := range cs {
			cs[i] = dial(t, hs)
			w, sti := cs[i].join(tb.ID, tb.Seats[i].Token)
			var welcome struct{ Hints bool }
			_ = json.Unmarshal(w.raw, &welcome)
			if !welcome.Hints {
				t.Fatalf("%s: the welcome of a default server: %s", name, w.raw)
			}
			if sti.ToMove == sti.Seat {
				mover, st = i, sti
			}
		}
		d, err := g.Deal(games.PlayerSeed(spec.Seed, 1))
		if err != nil {
			t.Fatal(err)
		}
		want, err := games.Hints(d, games.Club, opt, games.PlayerSeed(d.Seed(), st.Seat))
		if err != nil {
			t.Fatal(err)
		}
		cs[mover].send(map[string]any{"type": "hint"})
		f := cs[mover].expect(table.TypeHints)
		if diff := cmp.Diff(want, hintsOf(t, f)); diff != "" || f.Deal != 1 || f.At != 0 {
			t.Errorf("%s: hints for deal %d at %d (-want +got):\n%s", name, f.Deal, f.At, diff)
		}
		if len(want) != len(st.Legal) || !want[0].Searched {
			t.Errorf("%s: %d hints for the legal moves %v: %+v", name, len(want), st.Legal, want)
		}
		cs[mover].send(map[string]any{"type": "hint"})
		if again := cs[mover].expect(table.TypeHints); string(again.raw) != string(f.raw) {
			t.Errorf("%s: asked again: %s, first %s", name, again.raw, f.raw)
		}
		other := cs[(mover+1)%len(cs)]
		other.send(map[string]any{"type": "hint"})
		if f := other.expect(table.TypeError); f.Code != table.CodeNotYourTurn {
			t.Errorf("%s: a hint for a seat not to move: %s", name, f.raw)
		}
	}

	s, hs = newServer(t, table.Config{Players: opt})
	tb := create(t, s, table.Spec{Game: "koenigrufen", Options: []string{"FivePlayerTable=DealerSitsOut"}, Players: people(5), Seed: 2})
	c := dial(t, hs)
	if _, st := c.join(tb.ID, tb.Seats[0].Token); st.Seat != -1 {
		t.Fatalf("the dealer's state: %s", st.raw)
	}
	c.send(map[string]any{"type": "hint"})
	if f := c.expect(table.TypeError); f.Code != table.CodeNotSeated {
		t.Errorf("a hint for the dealer sitting out: %s", f.raw)
	}

	s, hs = newServer(t, table.Config{HintLevel: table.NoHints})
	tb = create(t, s, table.Spec{Game: "tapp", Players: people(3), FirstDealer: 2})
	c = dial(t, hs)
	w, _ := c.join(tb.ID, tb.Seats[0].Token)
	if strings.Contains(string(w.raw), `"hints":true`) {
		t.Errorf("the welcome of a server without hints: %s", w.raw)
	}
	c.send(map[string]any{"type": "hint"})
	if f := c.expect(table.TypeError); f.Code != table.CodeNoHints {
		t.Errorf("a hint from a server without hints: %s", f.raw)
	}

	for _, level := range []string{games.Heuristic, games.Random, "grandmaster"} {
		if _, err := table.New(table.Config{HintLevel: level}); !errors.Is(err, games.ErrUnknown) {
			t.Errorf("HintLevel %q: %v", level, err)
		}
	}
}

// At a table of five for Königrufen the dealer sits each deal out: the
// dealer's state has no seat and no observation, a move is refused as
// not-seated, and no frame of the deal shows the dealer a card.
func TestSittingOut(t *testing.T) {
	s, hs := newServer(t, table.Config{})
	spec := table.Spec{Game: "koenigrufen", Options: []string{"FivePlayerTable=DealerSitsOut"}, Deals: 1, Players: people(5), Seed: 2}
	tb := create(t, s, spec)
	c := dial(t, hs)
	_, st := c.join(tb.ID, tb.Seats[0].Token) // player 0 deals first
	if st.Seat != -1 || len(st.Observation) != 0 || st.Match.Seats[0] != -1 {
		t.Fatalf("the dealer's state: %s", st.raw)
	}
	c.move(st, "pass")
	if f := c.expect(table.TypeError); f.Code != table.CodeNotSeated {
		t.Errorf("a move of the dealer: %s", f.raw)
	}
	ps, _ := playMatch(t, s, table.Spec{Game: "koenigrufen", Options: spec.Options, Deals: 1, Players: people(5), Seed: 2},
		func() *client { return dial(t, hs) })
	for _, f := range ps[0].frames {
		if f.Type == table.TypeState && cardToken.MatchString(string(f.raw)) {
			t.Fatalf("the dealer, sitting out, was shown a card: %s", f.raw)
		}
	}
	if len(ps[0].ends) != 1 {
		t.Errorf("the dealer saw %d deal ends", len(ps[0].ends))
	}
}
