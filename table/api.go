package table

import (
	"bytes"
	"crypto/subtle"
	"embed"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"strings"

	"github.com/tarockfamily/sdk/games"
	"github.com/tarockfamily/sdk/tarock/record"
)

// clientFiles is the browser client.
//
//go:embed client
var clientFiles embed.FS

// serveIndex serves the client's page, which reads its route (lobby,
// table, viewer) from the address.
func serveIndex(w http.ResponseWriter, _ *http.Request) {
	b, err := clientFiles.ReadFile("client/index.html")
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-cache")
	_, _ = w.Write(b)
}

// GameEntry describes a game for the lobby (GET /api/games).
type GameEntry struct {
	Name    string   `json:"name"`
	Title   string   `json:"title"`
	Presets []string `json:"presets"` // the default first
	Players int      `json:"players"` // of the default preset's match
	Seats   []string `json:"seats"`
	Levels  []string `json:"levels"` // the computer players' levels
}

// writeJSON writes v with status code.
func writeJSON(w http.ResponseWriter, code int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(code)
	_ = json.NewEncoder(w).Encode(v)
}

// writeError writes {"error": text} with status code.
func writeError(w http.ResponseWriter, code int, text string) {
	writeJSON(w, code, map[string]string{"error": text})
}

func (s *Server) serveGames(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet {
		writeError(w, http.StatusMethodNotAllowed, "GET only")
		return
	}
	var out []GameEntry
	for _, name := range games.Games() {
		g, err := games.New(name, "")
		if err != nil {
			continue
		}
		out = append(out, GameEntry{Name: name, Title: g.Title(), Presets: games.PresetNames(name),
			Players: g.Players(), Seats: g.Seats(), Levels: games.Kinds()})
	}
	writeJSON(w, http.StatusOK, out)
}

// serveCreate creates a table from the Spec in the body (POST
// /api/tables) and answers with its Created.
func (s *Server) serveCreate(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		writeError(w, http.StatusMethodNotAllowed, "POST a table's spec")
		return
	}
	var spec Spec
	dec := json.NewDecoder(io.LimitReader(r.Body, 64<<10))
	if err := dec.Decode(&spec); err != nil {
		writeError(w, http.StatusBadRequest, "the spec: "+jsonProblem(err))
		return
	}
	c, err := s.Create(spec)
	switch {
	case errors.Is(err, ErrSpec):
		writeError(w, http.StatusBadRequest, err.Error())
	case errors.Is(err, ErrFull), errors.Is(err, ErrClosed):
		writeError(w, http.StatusServiceUnavailable, err.Error())
	case err != nil:
		writeError(w, http.StatusInternalServerError, err.Error())
	default:
		writeJSON(w, http.StatusCreated, c)
	}
}

// serveArchive serves the finished deals of a table as an archive of game
// records (GET /api/tables/<id>/archive) to a client that holds a token of
// one of its seats, in the header X-Table-Token.
func (s *Server) serveArchive(w http.ResponseWriter, r *http.Request) {
	id, ok := strings.CutSuffix(strings.TrimPrefix(r.URL.Path, "/api/tables/"), "/archive")
	if !ok || r.Method != http.MethodGet {
		writeError(w, http.StatusNotFound, "want GET /api/tables/<id>/archive")
		return
	}
	t := s.lookup(id)
	if t == nil {
		writeError(w, http.StatusNotFound, "no table "+clip(id, 40))
		return
	}
	token := r.Header.Get("X-Table-Token")
	t.mu.Lock()
	allowed := false
	for _, p := range t.meta.Players {
		if p.Token != "" && subtle.ConstantTimeCompare([]byte(p.Token), []byte(token)) == 1 {
			allowed = true
		}
	}
	recs := append([]record.Record(nil), t.records...)
	t.mu.Unlock()
	if !allowed {
		writeError(w, http.StatusForbidden, "no seat of the table has that token")
		return
	}
	var b bytes.Buffer
	wr := record.NewWriter(&b)
	for _, rec := range recs {
		if err := wr.Write(rec); err != nil {
			writeError(w, http.StatusInternalServerError, err.Error())
			return
		}
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	_, _ = w.Write(b.Bytes())
}
