package table

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"

	"github.com/tarockfamily/sdk/games"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/record"
)

// maxArchive is the largest archive the viewer reads, in bytes.
const maxArchive = 4 << 20

// maxViewerDeals is the number of deals of an archive the viewer shows.
const maxViewerDeals = 200

// ViewerDeal is one deal of an archive as the record viewer steps through
// it (POST /api/replay): every seat's observation before the first move
// and after each, without the rules and the history, which Moves holds.
type ViewerDeal struct {
	Game  string `json:"game"`  // "tapp", …
	Title string `json:"title"` // "Tapp Tarock", …
	// Seats holds the seat names of the game, Names the players' names
	// at them from the record's Seat tags.
	Seats []string     `json:"seats"`
	Names []string     `json:"names"`
	Tags  []record.Tag `json:"tags"`
	// Moves are the moves in order with the seat that made each.
	Moves []ViewerMove `json:"moves"`
	// Views[i][seat] is what seat saw after i moves.
	Views      [][]json.RawMessage `json:"views"`
	Summary    string              `json:"summary,omitempty"`
	Settlement string              `json:"settlement,omitempty"`
}

// ViewerMove is one move of a [ViewerDeal].
type ViewerMove struct {
	Seat int    `json:"seat"`
	Move string `json:"move"`
}

// ViewerArchive is the answer of POST /api/replay.
type ViewerArchive struct {
	Deals []ViewerDeal `json:"deals"`
	// Errors holds the message of every record that could not be read.
	Errors []string `json:"errors,omitempty"`
}

// serveReplay reads the archive in the body and answers with every deal
// of it as the viewer shows it.
func (s *Server) serveReplay(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		writeError(w, http.StatusMethodNotAllowed, "POST an archive of game records")
		return
	}
	body, err := io.ReadAll(io.LimitReader(r.Body, maxArchive+1))
	if err != nil {
		writeError(w, http.StatusBadRequest, err.Error())
		return
	}
	if len(body) > maxArchive {
		writeError(w, http.StatusRequestEntityTooLarge, fmt.Sprintf("an archive of more than %d bytes", maxArchive))
		return
	}
	writeJSON(w, http.StatusOK, viewArchive(string(body)))
}

// viewArchive replays every record of text for the viewer.
func viewArchive(text string) ViewerArchive {
	var out ViewerArchive
	for rec, err := range record.Games(strings.NewReader(text)) {
		if len(out.Deals) >= maxViewerDeals {
			out.Errors = append(out.Errors, fmt.Sprintf("more than %d deals: the rest left out", maxViewerDeals))
			break
		}
		if err == nil {
			var d ViewerDeal
			if d, err = viewDeal(rec); err == nil {
				out.Deals = append(out.Deals, d)
				continue
			}
		}
		out.Errors = append(out.Errors, clip(err.Error(), 300))
	}
	return out
}

// viewDeal replays rec move by move, keeping every seat's view.
func viewDeal(rec record.Record) (ViewerDeal, error) {
	full, err := games.Resume(rec)
	if err != nil {
		return ViewerDeal{}, err
	}
	start := rec
	start.Moves, start.Result = nil, ""
	d, err := games.Resume(start)
	if err != nil {
		return ViewerDeal{}, err
	}
	g := d.Game()
	v := ViewerDeal{Game: g.Name(), Title: g.Title(), Seats: g.Seats(), Tags: rec.Tags}
	for seat := range d.Seats() {
		name, _ := rec.Get(record.SeatTag(tarock.Seat(seat)))
		v.Names = append(v.Names, name)
	}
	moves := full.Moves()
	for i := 0; ; i++ {
		views := make([]json.RawMessage, d.Seats())
		for seat := range views {
			if views[seat], err = stripped(d, seat); err != nil {
				return v, err
			}
		}
		v.Views = append(v.Views, views)
		if i == len(moves) {
			break
		}
		v.Moves = append(v.Moves, ViewerMove{Seat: d.ToMove(), Move: moves[i]})
		if d, err = d.Apply(moves[i]); err != nil {
			return v, err
		}
	}
	if res, ok := d.Result(); ok {
		v.Summary, v.Settlement = res.Summary, d.Settlement(v.Names)
	}
	return v, nil
}

// stripped returns the observation of seat without the fields "rules" and
// "history".
func stripped(d games.Deal, seat int) (json.RawMessage, error) {
	b, err := d.Observation(seat)
	if err != nil {
		return nil, err
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(b, &fields); err != nil {
		return nil, err
	}
	delete(fields, "rules")
	delete(fields, "history")
	return json.Marshal(fields)
}
