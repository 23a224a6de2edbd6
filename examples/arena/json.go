package main

import (
	"io"
	"slices"
	"time"

	"github.com/tarockfamily/sdk/examples/internal/jsonl"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/arena"
)

// summary is the object of -json: the report of the match. The arena
// plays its deals inside package tarock/arena, which reports no single
// deal, so the program writes no deal objects.
type summary struct {
	Game    string   `json:"game"`
	Rules   string   `json:"rules"`
	Seed    uint64   `json:"seed"`
	Players []string `json:"players"`
	// Search is how the search player thinks, when an entrant is one.
	Search *searchJSON `json:"search,omitempty"`
	jsonl.Report
	Seconds float64 `json:"seconds"`
}

// searchJSON is the search player's setting: 0 for the player's or the
// game's default, and its time per decision in seconds (0: no limit).
type searchJSON struct {
	Samples  int     `json:"samples"`
	Playouts int     `json:"playouts"`
	Budget   float64 `json:"budgetSeconds"`
}

// writeSummary writes the report of the match between the players kinds
// (entrants, by seat; the search player's samples, playouts and budget)
// as the summary object.
func writeSummary[O any, M tarock.Move](w io.Writer, game, rules string, seed uint64, kinds []string, entrants []arena.Entrant[O, M], samples, playouts int, budget time.Duration, report arena.Report, elapsed time.Duration) error {
	s := summary{Game: game, Rules: rules, Seed: seed, Report: jsonl.ReportOf(report), Seconds: elapsed.Seconds()}
	for _, e := range entrants {
		s.Players = append(s.Players, e.Name)
	}
	if slices.Contains(kinds, "search") {
		s.Search = &searchJSON{Samples: samples, Playouts: playouts, Budget: budget.Seconds()}
	}
	return jsonl.WriteSummary(w, s)
}
