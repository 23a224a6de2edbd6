package main

import (
	"io"

	"github.com/tarockfamily/sdk/examples/internal/jsonl"
	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tarock/arena"
)

// summary is the object of -json: the report of the match. The match is
// played inside package tarock/arena, which reports no single deal, so the
// program writes no deal objects.
type summary struct {
	Game    string   `json:"game"`
	Rules   string   `json:"rules"`
	Seed    uint64   `json:"seed"`
	Players []string `json:"players"`
	jsonl.Report
}

// writeSummary writes the report of the match of seed as the summary
// object.
func writeSummary(w io.Writer, seed uint64, report arena.Report) error {
	s := summary{Game: tapp.GameName, Rules: "MayrSedlaczek2001", Seed: seed, Report: jsonl.ReportOf(report)}
	for _, e := range entrants() {
		s.Players = append(s.Players, e.Name)
	}
	return jsonl.WriteSummary(w, s)
}
