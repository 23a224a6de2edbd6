package main

import (
	"io"
	"math"
	"slices"
	"strings"
	"time"

	"github.com/tarockfamily/sdk/examples/internal/jsonl"
	"golang.org/x/exp/stats"
)

// summary is the final object of -json: the figures of the human summary.
type summary struct {
	Game           string         `json:"game"`
	Rules          string         `json:"rules"`
	Deals          int            `json:"deals"`
	Seed           uint64         `json:"seed"`
	Players        []string       `json:"players"`
	Contracts      []contractJSON `json:"contracts"`
	Seats          []seatJSON     `json:"seats"`
	Seconds        float64        `json:"seconds"`
	DealsPerSecond float64        `json:"dealsPerSecond"`
}

// contractJSON is one row of the contract table: the deals of the
// contract, their share of all deals, and the declarers' wins of those
// with a declarer (the rates null when there is none).
type contractJSON struct {
	Contract    string   `json:"contract"`
	Deals       int      `json:"deals"`
	Share       *float64 `json:"share"`
	Declared    int      `json:"declared"`
	DeclarerWon int      `json:"declarerWon"`
	WonRate     *float64 `json:"declarerWonRate"`
}

// seatJSON is one row of the seat table: the seat's mean game points per
// deal and the half-width of their 95% interval.
type seatJSON struct {
	Seat   int     `json:"seat"`
	Name   string  `json:"name"`
	Player string  `json:"player"`
	Mean   float64 `json:"mean"`
	CI95   float64 `json:"ci95"`
}

// writeSummary writes the summary object of the deals whose game points
// per seat are deltas and whose contracts are counted in counts.
func writeSummary(w io.Writer, game, rules string, seed uint64, kinds, seatNames []string, counts map[string]*contractCount, deltas [][]float64, elapsed time.Duration) error {
	deals := len(deltas[0])
	s := summary{Game: game, Rules: rules, Deals: deals, Seed: seed, Players: kinds,
		Contracts: []contractJSON{}, Seconds: elapsed.Seconds()}
	if elapsed > 0 {
		s.DealsPerSecond = float64(deals) / elapsed.Seconds()
	}
	for _, cc := range counts {
		s.Contracts = append(s.Contracts, contractJSON{Contract: cc.name, Deals: cc.deals, Share: jsonl.Rate(cc.deals, deals),
			Declared: cc.declared, DeclarerWon: cc.declarerWins, WonRate: jsonl.Rate(cc.declarerWins, cc.declared)})
	}
	slices.SortFunc(s.Contracts, func(a, b contractJSON) int {
		if a.Deals != b.Deals {
			return b.Deals - a.Deals
		}
		return strings.Compare(a.Contract, b.Contract)
	})
	for seat, d := range deltas {
		row := seatJSON{Seat: seat, Name: seatNames[seat], Player: kinds[seat]}
		if len(d) > 0 {
			mean, sd := stats.MeanAndStdDev(d)
			row.Mean = mean
			if len(d) > 1 && !math.IsNaN(sd) {
				row.CI95 = 1.96 * sd / math.Sqrt(float64(len(d)))
			}
		}
		s.Seats = append(s.Seats, row)
	}
	return jsonl.WriteSummary(w, s)
}
