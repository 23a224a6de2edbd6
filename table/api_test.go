package table_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/table"
)

// POST /api/tables creates a table and answers with the people's links;
// a spec that fits no table is refused with the reason.
func TestCreateAPI(t *testing.T) {
	_, hs := newServer(t, table.Config{})
	for _, tc := range []struct {
		body   string
		status int
		text   string
	}{
		{`{"game":"tapp","players":[{"name":"A"},{"computer":"random"},{"computer":"Heuristic"}]}`, 201, `"path":"/t/`},
		{`{"game":"chess","players":[{}]}`, 400, `unknown game \"chess\"`},
		{`{"game":"tapp","players":[{}]}`, 400, "1 players for Tapp Tarock, want 3"},
		{`{"game":"tapp","players":[{},{},{"computer":"genius"}]}`, 400, `unknown player \"genius\"`},
		{`{"game":"strohmandel","preset":"Nowhere","players":[{},{}]}`, 400, "unknown strohmandel preset"},
		{`{"game":"tapp","deals":1001,"players":[{},{},{}]}`, 400, "1001 deals, want 1 … 1000, or 0 for one round"},
		// A name goes into the Seat tags of the records (doc/notation.md
		// "Game records"), which cannot hold a line break.
		{`{"game":"tapp","players":[{"name":"A\"]\n[Evil \"x"},{},{}]}`, 400, `player 0: the name \"A\\\"]\\n[Evil \\\"x\" holds a control character`},
		{`{"game":"tapp","players":[{},{"name":"B\u0000"},{}]}`, 400, `player 1: the name \"B\\x00\" holds a control character`},
		{`{"game":"tapp","players":[{"name":"  Anna  "},{"name":"\t"},{}]}`, 400, `player 1: the name \"\\t\" holds a control character`},
		{`{"game":`, 400, "the spec: the JSON object ends too soon"},
		{``, 400, "the spec: no JSON object"},
		{`[]`, 400, "the spec: want one JSON object, not an array"},
		{`{"game":"tapp","deals":1.5}`, 400, `the spec: field \"deals\" is the number 1.5, want a whole number`},
		{`{"game":"tapp","players":[1]}`, 400, `the spec: field \"players\" is a number, want an object`},
	} {
		resp, err := http.Post(hs.URL+"/api/tables", "application/json", strings.NewReader(tc.body))
		if err != nil {
			t.Fatal(err)
		}
		var b bytes.Buffer
		_, _ = b.ReadFrom(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != tc.status || !strings.Contains(b.String(), tc.text) {
			t.Errorf("%s: %d %s, want %d and %q", tc.body, resp.StatusCode, b.String(), tc.status, tc.text)
		}
	}
	resp, err := http.Get(hs.URL + "/api/games")
	if err != nil {
		t.Fatal(err)
	}
	var gs []table.GameEntry
	_ = json.NewDecoder(resp.Body).Decode(&gs)
	resp.Body.Close()
	if len(gs) != 3 || gs[2].Players != 4 || len(gs[0].Levels) == 0 || len(gs[1].Presets) == 0 {
		t.Errorf("games %+v", gs)
	}
	for _, path := range []string{"/", "/t/abc", "/viewer"} {
		resp, err := http.Get(hs.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != 200 || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/html") {
			t.Errorf("GET %s: %d %s", path, resp.StatusCode, resp.Header.Get("Content-Type"))
		}
	}
}

// The viewer's replay gives every deal of an archive with a view of every
// seat before each move and after the last.
func TestViewerReplay(t *testing.T) {
	_, hs := newServer(t, table.Config{})
	names, _ := filepath.Glob("../doc/games/*.txt")
	var text strings.Builder
	for _, n := range names {
		b, err := os.ReadFile(n)
		if err != nil {
			t.Fatal(err)
		}
		text.Write(b)
		text.WriteString("\n")
	}
	resp, err := http.Post(hs.URL+"/api/replay", "text/plain", strings.NewReader(text.String()+"\n[Game \"Skat\"]\nForehand: T1\n"))
	if err != nil {
		t.Fatal(err)
	}
	var a table.ViewerArchive
	if err := json.NewDecoder(resp.Body).Decode(&a); err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if len(a.Deals) < len(names) || len(a.Errors) != 1 || !strings.Contains(a.Errors[0], "Skat") {
		t.Fatalf("%d deals from %d files, errors %v", len(a.Deals), len(names), a.Errors)
	}
	for i, d := range a.Deals {
		if len(d.Views) != len(d.Moves)+1 || len(d.Views[0]) != len(d.Seats) || d.Summary == "" {
			t.Errorf("deal %d (%s): %d views for %d moves, %d seats, summary %q", i, d.Title, len(d.Views), len(d.Moves), len(d.Seats), d.Summary)
		}
		if strings.Contains(string(d.Views[0][0]), `"rules"`) {
			t.Errorf("deal %d: a view holds the rules", i)
		}
	}
}

// Server.Create refuses a name that is not UTF-8, which the records and
// the protocol's JSON could not carry as it is.
func TestCreateNameNotUTF8(t *testing.T) {
	s, _ := newServer(t, table.Config{HintLevel: table.NoHints})
	_, err := s.Create(table.Spec{Game: "tapp", Players: []table.SeatSpec{{Name: "Anna\xff"}, {}, {}}})
	if !errors.Is(err, table.ErrSpec) || !strings.Contains(err.Error(), `player 0: the name "Anna\xff" is not UTF-8`) {
		t.Errorf("Create: %v", err)
	}
}
