// Package table runs online card tables for the games of the module: a
// [Server] is an http.Handler that serves a browser client, a small JSON
// API to create tables, and the WebSocket protocol through which each seat
// receives its own observation and legal moves and sends its moves
// (doc/table.md). People and the module's computer players sit at a
// table; a match of several deals keeps running totals and rotates the
// dealer; every finished deal is appended to an archive of game records;
// tables in progress are kept in a data folder as their records so far and
// resumed when the server starts again.
//
// The package knows the games only through package games (games.New,
// games.Deal, games.Match, games.Player): a game added there is served
// here without a change.
//
// A seat is bound to a secret token, given once in the seat's link when
// the table is created; whoever holds the link plays the seat. Every
// message a client sends that the server cannot follow (an unknown table,
// a wrong token, a move out of turn or not allowed, malformed JSON, a
// message too large) is answered with an error message that says why; the
// connection and the table go on.
package table

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"net/http"
	"sync"
	"time"

	"github.com/tarockfamily/sdk/games"
)

// Config tunes a [Server]. The zero Config is a working server that keeps
// its tables in memory only.
type Config struct {
	// Data is the data folder (doc/table.md "The data folder"): the
	// archive of finished deals and the tables in progress, resumed by
	// [New]. Empty: tables live in memory only.
	Data string
	// AbsentAfter is how long a person may be gone (no connection to the
	// seat) before a computer player of level StandIn plays for them, at
	// their turns, until they come back (0: one minute). A person who
	// has not come yet counts as gone since the table was created.
	AbsentAfter time.Duration
	// StandIn is the level of the computer player that plays for an
	// absent person (empty: games.Heuristic).
	StandIn string
	// ComputerDelay is the pause before each move of a computer player,
	// so that people can follow the play (0: none).
	ComputerDelay time.Duration
	// Players tunes the computer players and the search player of the
	// hints (games.PlayerOptions).
	Players games.PlayerOptions
	// MaxMessage is the largest message a client may send, in bytes
	// (0: 4096). A longer one is read to its end, dropped and answered
	// with an error message; one longer than 1 MiB closes the connection.
	MaxMessage int
	// MaxTables bounds the tables a server holds, finished ones included
	// (0: 1000); creating one more is refused.
	MaxTables int
	// HintLevel is the level of the search player whose estimates answer
	// a person's hint message at their turn (games.Hints, doc/bots.md
	// "Hints and analysis"): games.Beginner, games.Club, games.Expert, or
	// games.Search at Players.Level; empty: games.Club. NoHints gives no
	// hints, and the client shows no hint button. The search sees only
	// the observation of the seat that asks; it is seeded with
	// games.PlayerSeed(seed of the deal, seat), so that a position gets
	// the same hint each time. [New] returns an error for another name.
	HintLevel string
	// Hint, when not nil, gives the hints instead of the search player
	// of HintLevel: every legal move of seat, the seat to move in d, with
	// its estimated value in game points for the seat, the best first.
	// It must read nothing of d that the seat may not see: its
	// observation (d.Observation(seat)) and its legal moves (d.Legal()).
	Hint func(d games.Deal, seat int) ([]games.Hint, error)
	// Log receives the server's errors (nil: slog.Default()).
	Log *slog.Logger
}

// NoHints is the [Config.HintLevel] of a server that gives no hints.
const NoHints = "none"

// hardLimit is the size of a message past which the connection is closed.
const hardLimit = 1 << 20

// withDefaults returns c with its zero fields set to their defaults.
func (c Config) withDefaults() Config {
	if c.AbsentAfter <= 0 {
		c.AbsentAfter = time.Minute
	}
	if c.StandIn == "" {
		c.StandIn = games.Heuristic
	}
	if c.MaxMessage <= 0 {
		c.MaxMessage = 4096
	}
	if c.MaxTables <= 0 {
		c.MaxTables = 1000
	}
	if c.Log == nil {
		c.Log = slog.Default()
	}
	return c
}

// Server runs tables and serves them over HTTP (see [Server.ServeHTTP]).
// Its methods are safe for concurrent use.
type Server struct {
	cfg    Config
	hint   func(d games.Deal, seat int) ([]games.Hint, error) // nil: no hints
	store  *store
	static http.Handler
	ctx    context.Context
	cancel context.CancelFunc
	wg     sync.WaitGroup // the goroutines of computer players and connections

	mu     sync.Mutex
	tables map[string]*table
	closed bool
}

// New returns a server with the configuration c. With a data folder it
// creates the folder when missing and resumes every table stored there:
// each finished deal replayed into the match, the deal in progress from
// its record so far. It returns an error when the folder cannot be made
// or a stored table cannot be read.
func New(c Config) (*Server, error) {
	c = c.withDefaults()
	if _, err := games.ParsePlayers(c.StandIn, 1); err != nil {
		return nil, fmt.Errorf("table: Config.StandIn: %w", err)
	}
	hint, err := hinter(c)
	if err != nil {
		return nil, err
	}
	sub, err := fs.Sub(clientFiles, "client")
	if err != nil {
		return nil, err
	}
	s := &Server{cfg: c, hint: hint, tables: map[string]*table{}, static: http.FileServerFS(sub)}
	s.ctx, s.cancel = context.WithCancel(context.Background())
	if c.Data != "" {
		if s.store, err = openStore(c.Data); err != nil {
			return nil, err
		}
		stored, err := s.store.load()
		if err != nil {
			return nil, err
		}
		for _, st := range stored {
			t, err := resumeTable(s, st)
			if err != nil {
				return nil, fmt.Errorf("table: resuming table %s: %w", st.meta.ID, err)
			}
			s.tables[t.id] = t
		}
		for _, t := range s.tables {
			t.mu.Lock()
			t.schedule()
			t.mu.Unlock()
		}
	}
	return s, nil
}

// hinter returns the hint function of c: Hint, or the search player of
// HintLevel, or nil for NoHints; an error wrapping games.ErrUnknown for a
// HintLevel that names no search player.
func hinter(c Config) (func(d games.Deal, seat int) ([]games.Hint, error), error) {
	switch {
	case c.Hint != nil:
		return c.Hint, nil
	case c.HintLevel == NoHints:
		return nil, nil
	}
	level := c.HintLevel
	if level == "" {
		level = games.Club
	}
	if _, err := games.SearchConfig(level, c.Players); err != nil {
		return nil, fmt.Errorf("table: Config.HintLevel: %w", err)
	}
	return func(d games.Deal, seat int) ([]games.Hint, error) {
		return games.Hints(d, level, c.Players, games.PlayerSeed(d.Seed(), seat))
	}, nil
}

// Close stops the server's computer players and timers and closes every
// connection; the tables stay in the data folder as they are. Later calls
// of the server's methods return [ErrClosed].
func (s *Server) Close() error {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return nil
	}
	s.closed = true
	tables := make([]*table, 0, len(s.tables))
	for _, t := range s.tables {
		tables = append(tables, t)
	}
	s.mu.Unlock()
	s.cancel()
	for _, t := range tables {
		t.close()
	}
	s.wg.Wait()
	return nil
}

// MaxDeals is the most deals a match of a table may have (Spec.Deals).
const MaxDeals = 1000

// Spec says what table to create: the game and its rules, the number of
// deals and who sits at the table.
type Spec struct {
	// Game is the game's name (games.ParseGame), Preset a preset of it
	// (empty: its default) and Options the options changed from it.
	Game    string   `json:"game"`
	Preset  string   `json:"preset,omitempty"`
	Options []string `json:"options,omitempty"`
	// Deals is the number of deals of the match (0: one round, a deal
	// dealt by each player), at most MaxDeals.
	Deals int `json:"deals,omitempty"`
	// Players holds the players in turn order round the table, one per
	// player of the game's match (games.Game.Players).
	Players []SeatSpec `json:"players"`
	// FirstDealer is the player who deals first.
	FirstDealer int `json:"firstDealer,omitempty"`
	// Seed gives the deals (0: drawn at random): the deal numbered k
	// (from 1) is shuffled from games.PlayerSeed(Seed, k).
	Seed uint64 `json:"seed,omitempty"`
}

// SeatSpec is one player of a [Spec].
type SeatSpec struct {
	// Name is the player's name (empty: "Player 1", …, or the level of
	// a computer player), cut to 40 bytes; a name that is not UTF-8 or
	// holds a control character (a line break, a tab) is refused.
	Name string `json:"name,omitempty"`
	// Computer is the level of a computer player (one of games.Kinds),
	// empty for a person.
	Computer string `json:"computer,omitempty"`
}

// Created is a table just created: its id and the link of each person's
// seat, which holds the seat's secret token.
type Created struct {
	ID    string `json:"id"`
	Seats []Link `json:"seats"`
}

// Link is the link of a person's seat.
type Link struct {
	Player int    `json:"player"`
	Name   string `json:"name"`
	Token  string `json:"token"`
	// Path is the path of the seat's page: "/t/<id>#<token>".
	Path string `json:"path"`
}

// ErrSpec is wrapped by the error of [Server.Create] for a [Spec] it
// cannot make a table of.
var ErrSpec = errors.New("table: invalid table")

// ErrFull is returned by [Server.Create] when the server holds
// Config.MaxTables tables.
var ErrFull = errors.New("table: no room for another table")

// Create creates a table of spec and starts its first deal. It returns an
// error wrapping [ErrSpec] (and the games package's error, such as
// games.ErrUnknown) for a game, preset, option or level that does not
// exist, a number of players that does not fit the game, or a first
// dealer who is not one of them; [ErrFull] when the server has no room;
// an error of the data folder when the table cannot be stored.
func (s *Server) Create(spec Spec) (*Created, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return nil, ErrClosed
	}
	if len(s.tables) >= s.cfg.MaxTables {
		return nil, ErrFull
	}
	meta, err := newMeta(spec)
	if err != nil {
		return nil, err
	}
	t, err := newTable(s, meta)
	if err != nil {
		return nil, err
	}
	if s.store != nil {
		if err := s.store.create(meta); err != nil {
			return nil, err
		}
	}
	s.tables[t.id] = t
	t.mu.Lock()
	t.persist()
	t.schedule()
	t.mu.Unlock()
	c := &Created{ID: t.id}
	for i, p := range meta.Players {
		if p.Computer == "" {
			c.Seats = append(c.Seats, Link{Player: i, Name: p.Name, Token: p.Token, Path: "/t/" + t.id + "#" + p.Token})
		}
	}
	return c, nil
}

// lookup returns the table of id, or nil.
func (s *Server) lookup(id string) *table {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.tables[id]
}

// secret returns n random bytes in hex.
func secret(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

// ServeHTTP serves the browser client (GET /, /t/<id>, /viewer and the
// client's files), the JSON API (GET /api/games, POST /api/tables,
// GET /api/tables/<id>/archive, POST /api/replay) and the protocol's
// WebSocket (GET /ws); doc/table.md lists them.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	switch p := r.URL.Path; {
	case p == "/ws":
		s.serveWS(w, r)
	case p == "/api/games":
		s.serveGames(w, r)
	case p == "/api/tables":
		s.serveCreate(w, r)
	case p == "/api/replay":
		s.serveReplay(w, r)
	case len(p) > len("/api/tables/") && p[:len("/api/tables/")] == "/api/tables/":
		s.serveArchive(w, r)
	case p == "/" || p == "/viewer" || len(p) > 3 && p[:3] == "/t/":
		serveIndex(w, r)
	default:
		s.static.ServeHTTP(w, r)
	}
}
