package main

import (
	"fmt"
	"io"

	"github.com/tarockfamily/sdk/examples/internal/jsonl"
	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/arena"
	"github.com/tarockfamily/sdk/tarock/record"
)

// rules names the rules of the match, the preset tapp.MayrSedlaczek2001.
const rules = "MayrSedlaczek2001"

// writeDeal writes game g of the match as a deal object of -json
// (doc/programs.md "JSON output"): the deal numbered from 1 and its
// seating rotation, the entrants' names by seat, and the record of the
// final state (tapp.State.Record) with the names as Seat tags. The record
// has no Seed tag: the arena deals from rand.New(rand.NewPCG(seed,
// deal-1)), not from games.DealRand(seed) as the tag means.
func writeDeal(w io.Writer, g arena.Game[tapp.State, tapp.Move]) error {
	all := entrants()
	names := make([]string, len(g.Entrants))
	var tags []record.Tag
	for seat, e := range g.Entrants {
		names[seat] = all[e].Name
		tags = append(tags, record.Tag{Name: record.SeatTag(tarock.Seat(seat)), Value: names[seat]})
	}
	rec, err := g.Final.Record(tags...)
	if err != nil {
		return fmt.Errorf("deal %d rotation %d: record: %w", g.Deal+1, g.Rotation, err)
	}
	rotation := g.Rotation
	d := jsonl.Deal{Deal: g.Deal + 1, Rotation: &rotation, Rules: rules, Seed: g.Seed, Players: names}
	return jsonl.WriteDeal(w, d, g.Final, rec)
}

// summary is the last object of -json: the report of the match.
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
	s := summary{Game: tapp.GameName, Rules: rules, Seed: seed, Report: jsonl.ReportOf(report)}
	for _, e := range entrants() {
		s.Players = append(s.Players, e.Name)
	}
	return jsonl.WriteSummary(w, s)
}
