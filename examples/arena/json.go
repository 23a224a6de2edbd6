package main

import (
	"fmt"
	"io"
	"slices"
	"time"

	"github.com/tarockfamily/sdk/examples/internal/jsonl"
	"github.com/tarockfamily/sdk/games"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/arena"
	"github.com/tarockfamily/sdk/tarock/record"
)

// dealWriter returns the arena.Config.Finished hook of -json: it writes
// every game of the match to w as a deal object (doc/programs.md "JSON
// output"), the deal numbered from 1 and its seating rotation, the
// entrants' names by seat, the record of spec.Record with their names as
// the Seat tags. The record has no Seed tag: the arena deals from
// rand.New(rand.NewPCG(seed, deal-1)), not from games.DealRand(seed) as
// the tag means. The hook cannot fail the match, so after the first error
// it writes nothing more; fail is called with that error once, to stop
// the match.
func dealWriter[S tarock.Observable[S, M, O], M tarock.Move, O any](w io.Writer, spec games.Spec[S, M, O], entrants []arena.Entrant[O, M], fail func(error)) func(arena.Game[S, M]) {
	failed := false
	return func(g arena.Game[S, M]) {
		if failed {
			return
		}
		err := writeDeal(w, spec, entrants, g)
		if err != nil {
			failed = true
			fail(fmt.Errorf("deal %d rotation %d: %w", g.Deal+1, g.Rotation, err))
		}
	}
}

// writeDeal writes game g as a deal object.
func writeDeal[S tarock.Observable[S, M, O], M tarock.Move, O any](w io.Writer, spec games.Spec[S, M, O], entrants []arena.Entrant[O, M], g arena.Game[S, M]) error {
	names := make([]string, len(g.Entrants))
	for seat, e := range g.Entrants {
		names[seat] = entrants[e].Name
	}
	rec, err := spec.Record(g.Start, g.Moves, games.Table{Names: names, Seed: g.Seed})
	if err != nil {
		return fmt.Errorf("record: %w", err)
	}
	rec.Tags = slices.DeleteFunc(rec.Tags, func(t record.Tag) bool { return t.Name == "Seed" })
	rotation := g.Rotation
	d := jsonl.Deal{Deal: g.Deal + 1, Rotation: &rotation, Rules: spec.Preset, Seed: g.Seed, Players: names}
	return jsonl.WriteDeal(w, d, g.Final, rec)
}

// summary is the last object of -json: the report of the match.
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
