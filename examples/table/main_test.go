package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/tarockfamily/sdk/examples/internal/cli/clitest"
	"github.com/tarockfamily/sdk/games"
)

func TestMain(m *testing.M) {
	clitest.Main(main)
	os.Exit(m.Run())
}

// TestMisuse checks that every misuse of the command line prints the
// reason, then the usage, and exits with status 2 before serving, the
// misuses of the shared flags with the reasons of every program
// (clitest.Misuses): -preset, -players and -deals are those of the table
// -game creates, and a place is a person or a computer player.
func TestMisuse(t *testing.T) {
	clitest.CheckMisuses(t, "table", append(clitest.MisusesAfter([]string{"-game", "tapp"}, "game", "preset"), []clitest.Case{
		{Args: []string{"-bogus"}, Reason: "-bogus: no such flag"},
		{Args: []string{"serve"}, Reason: `unexpected argument "serve": table takes only flags`},
		{Args: []string{"-absent", "soon"}, Reason: `-absent: bad value "soon": want a duration such as 2s or 150ms`},
		{Args: []string{"-delay", "-1s"}, Reason: `-delay: bad value "-1s": cannot be negative`},
		{Args: []string{"-hints", "heuristic"}, Reason: `-hints: unknown level "heuristic": want beginner, club, expert, pimc, play, contract, announce, infer or none`},
		{Args: []string{"-hints", "bogus"}, Reason: `-hints: unknown level "bogus": want beginner, club, expert, pimc, play, contract, announce, infer or none`},
		{Args: []string{"-game", "tapp", "-deals", "1001"}, Reason: `-deals: bad value "1001": a match has at most 1000 deals`},
		{Args: []string{"-deals", "-1"}, Reason: `-deals: bad value "-1": cannot be negative`},
		{Args: []string{"-deals", "4"}, Reason: "-deals: only with -game"},
		{Args: []string{"-preset", "Wien2020"}, Reason: "-preset: only with -game"},
		{Args: []string{"-players", "person,random"}, Reason: "-players: only with -game"},
		{Args: []string{"-game", "tapp", "-preset", "Furr2009"}, Reason: "-preset: " + clitest.UnknownPreset(games.Tapp, "Furr2009")},
		{Args: []string{"-game", "koenigrufen", "-preset", "Tapp1821"}, Reason: "-preset: " + clitest.UnknownPreset(games.Koenigrufen, "Tapp1821")},
		{Args: []string{"-game", "tapp", "-players", "person,grandmaster"}, Reason: `-players: unknown player "grandmaster": want person, random, heuristic, search, beginner, club or expert`},
		{Args: []string{"-game", "tapp", "-players", "person,random,random,random"}, Reason: `-players: players "person,random,random,random": 4 places given for the 3 seats of Tapp Tarock: want at most 3`},
	}...))
}

// TestRunError checks that an error of the server after the command line
// was taken (here a data folder that is a file) ends the program with
// status 1 and the reason, named once as the program's.
func TestRunError(t *testing.T) {
	file := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(file, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	status, stdout, stderr := clitest.ExitStatus(t, "-data", file, "-addr", "localhost:0")
	if status != 1 || stdout != "" || !strings.HasPrefix(stderr, "table: data folder: ") || strings.Count(stderr, "table:") != 1 {
		t.Errorf("exit status %d, standard output %q, standard error %q; want 1, nothing and \"table: data folder: …\"", status, stdout, stderr)
	}
}

// lockedBuffer is a buffer that the program writes while the test reads.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// link is a line of the program's output with a person's link.
var link = regexp.MustCompile(`(?m)^  Player 1: (http://[^ ]+/)t/([0-9a-f]+)#([0-9a-f]+)$`)

// The links name the host as asked for, and the port listened on.
func TestLinkHost(t *testing.T) {
	for _, tc := range []struct{ addr, ln, want string }{
		{"localhost:8080", "127.0.0.1:8080", "localhost:8080"},
		{"127.0.0.1:0", "127.0.0.1:41234", "127.0.0.1:41234"},
		{":8080", "[::]:8080", "localhost:8080"},
		{"0.0.0.0:9000", "0.0.0.0:9000", "localhost:9000"},
		{"tarock.example:80", "192.0.2.7:80", "tarock.example:80"},
		{"[::1]:8080", "[::1]:8080", "[::1]:8080"},
	} {
		ln, err := net.ResolveTCPAddr("tcp", tc.ln)
		if err != nil {
			t.Fatal(err)
		}
		if got := linkHost(tc.addr, ln); got != tc.want {
			t.Errorf("linkHost(%q, %s) = %q, want %q", tc.addr, tc.ln, got, tc.want)
		}
	}
}

// The program serves the lobby and creates the table of -game, printing
// the person's link; the link's page loads, the API lists the games, the
// token of the link takes the seat over the WebSocket, with hints; the
// table is in the data folder; the program stops when its context ends.
func TestServe(t *testing.T) {
	dir := t.TempDir()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var out, errw lockedBuffer
	done := make(chan error, 1)
	go func() {
		done <- run(ctx, &out, &errw, []string{"-addr", "127.0.0.1:0", "-data", dir, "-game", "tapp", "-players", "person,random,random", "-delay", "0s"})
	}()
	var m []string
	for deadline := time.Now().Add(time.Minute); m == nil; m = link.FindStringSubmatch(out.String()) {
		if time.Now().After(deadline) {
			t.Fatalf("no link printed:\n%s%s", out.String(), errw.String())
		}
		time.Sleep(10 * time.Millisecond)
	}
	base, id, token := m[1], m[2], m[3]
	if !strings.HasPrefix(out.String(), "Tarock tables at "+base+" (data: "+dir+")\n") {
		t.Errorf("the first line: %q", out.String())
	}
	get := func(path string) string {
		t.Helper()
		resp, err := http.Get(base + path)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		if resp.StatusCode != http.StatusOK {
			t.Fatalf("GET %s: %s", path, resp.Status)
		}
		return string(b)
	}
	for _, path := range []string{"", "t/" + id, "viewer"} {
		if page := get(path); !strings.Contains(page, `<script type="module" src="app.js">`) {
			t.Errorf("GET /%s: not the client's page:\n%.300s", path, page)
		}
	}
	var list []struct{ Name string }
	if err := json.Unmarshal([]byte(get("api/games")), &list); err != nil || len(list) != len(games.Games()) {
		t.Errorf("GET /api/games: %v %v", list, err)
	}

	wctx, wcancel := context.WithTimeout(ctx, time.Minute)
	defer wcancel()
	ws, _, err := websocket.Dial(wctx, "ws"+strings.TrimPrefix(base, "http")+"ws", nil)
	if err != nil {
		t.Fatal(err)
	}
	defer ws.CloseNow()
	ws.SetReadLimit(1 << 20)
	join, _ := json.Marshal(map[string]any{"type": "join", "version": 1, "table": id, "token": token})
	if err := ws.Write(wctx, websocket.MessageText, join); err != nil {
		t.Fatal(err)
	}
	_, b, err := ws.Read(wctx)
	var welcome struct {
		Type   string
		Player int
		Hints  bool
	}
	if err != nil || json.Unmarshal(b, &welcome) != nil || welcome.Type != "welcome" || welcome.Player != 0 || !welcome.Hints {
		t.Errorf("the answer to the link's join: %s %v", b, err)
	}
	if _, err := os.Stat(filepath.Join(dir, "tables", id+".json")); err != nil {
		t.Errorf("the table is not in the data folder: %v", err)
	}
	ws.Close(websocket.StatusNormalClosure, "")

	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("run: %v\n%s", err, errw.String())
		}
	case <-time.After(time.Minute):
		t.Fatal("the program did not stop")
	}
}
